//! The prompt block that puts a symbol's past failures in front of an agent
//! (`cm query --inject`, in the seed's format), and how a symbol is named in text. The hook
//! runtime writes the same block header within a character budget (`hook::lessons`) and
//! shares the name and the one-line form of a lesson.

use super::{Experience, Outcome, Status, SymbolStats};
use crate::text::one_line;

/// Risk from which `query --inject` prints a block (the seed's threshold).
pub const INJECT_THRESHOLD: f64 = 10.0;

/// True when the symbol is risky enough for `query --inject`.
pub fn should_inject(symbol: &SymbolStats) -> bool {
    symbol.risk_score >= INJECT_THRESHOLD
}

/// The block for one symbol: its active failure lessons (in the order given; callers pass
/// them newest first), each with its detail in parentheses on the next line. A lesson
/// recorded again (the same failure in a later session) is listed once.
///
/// ```text
/// [PAST EXPERIENCE — AuthService.validate (risk: 11.20, caution)]
/// - JWT expiry not handled
///   (check refresh_token before validate)
/// - timezone-naive datetime comparison
///
/// Apply these lessons. Do not repeat these mistakes.
/// ```
pub fn render(symbol: &SymbolStats, experiences: &[Experience]) -> String {
    let mut out = format!(
        "[PAST EXPERIENCE — {} (risk: {:.2}, {})]\n",
        display_name(symbol),
        symbol.risk_score,
        symbol.risk_level
    );
    let mut listed: Vec<&str> = Vec::new();
    let lessons = experiences
        .iter()
        .filter(|e| e.kind == Outcome::Fail && e.status == Status::Active);
    for e in lessons {
        if listed.contains(&e.lesson.as_str()) {
            continue;
        }
        listed.push(&e.lesson);
        out.push_str("- ");
        out.push_str(&one_line(&e.lesson));
        out.push('\n');
        if let Some(detail) = e.detail.as_deref().map(str::trim).filter(|d| !d.is_empty()) {
            out.push_str("  (");
            out.push_str(&one_line(detail));
            out.push_str(")\n");
        }
    }
    out.push_str("\nApply these lessons. Do not repeat these mistakes.\n");
    out
}

/// How a symbol is named to people: `Class.method`, or `file (file-level)` for a file lesson.
pub fn display_name(symbol: &SymbolStats) -> String {
    if symbol.name.is_empty() {
        format!("{} (file-level)", symbol.file)
    } else {
        symbol.name.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{RiskLevel, Source};

    fn exp(
        id: i64,
        kind: Outcome,
        lesson: &str,
        detail: Option<&str>,
        status: Status,
    ) -> Experience {
        Experience {
            id,
            uid: format!("uid-{id}"),
            symbol_id: 1,
            kind,
            lesson: lesson.into(),
            detail: detail.map(Into::into),
            session_id: None,
            status,
            source: Source::Manual,
            created_at: "2026-07-24T10:00:00Z".into(),
            occurrences: 1,
            last_seen_at: "2026-07-24T10:00:00Z".into(),
        }
    }

    #[test]
    fn renders_the_documented_block() {
        let sym = SymbolStats {
            id: 1,
            project: "p".into(),
            file: "auth/service.py".into(),
            name: "AuthService.validate".into(),
            fail_count: 4,
            success_count: 1,
            last_fail: None,
            last_success: None,
            risk_score: 11.2,
            risk_level: RiskLevel::Caution,
        };
        let exps = [
            exp(
                12,
                Outcome::Fail,
                "JWT expiry not handled",
                Some("check refresh_token before validate"),
                Status::Active,
            ),
            exp(13, Outcome::Success, "passed", None, Status::Active),
            exp(11, Outcome::Fail, "old", None, Status::Resolved),
            exp(
                10,
                Outcome::Fail,
                "timezone-naive datetime comparison",
                None,
                Status::Active,
            ),
            // The same failure, recorded again in an earlier session.
            exp(
                9,
                Outcome::Fail,
                "JWT expiry not handled",
                Some("check refresh_token before validate"),
                Status::Active,
            ),
        ];
        assert_eq!(
            render(&sym, &exps),
            "[PAST EXPERIENCE — AuthService.validate (risk: 11.20, caution)]\n\
             - JWT expiry not handled\n  (check refresh_token before validate)\n\
             - timezone-naive datetime comparison\n\
             \nApply these lessons. Do not repeat these mistakes.\n"
        );
    }
}
