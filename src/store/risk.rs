//! Risk score v0.3: how much an agent should worry before touching a symbol.
//!
//! `fail_count*1.0 + recency_weight*1.5 + consecutive_fails*1.5 - success_count*0.3`,
//! floored at 0, over active lessons only. Recency depends on *now*, so the score changes
//! with time: the stored `risk_score` column is the score at the last change, and every read
//! recomputes it with [`CURRENT_RISK_SQL`]. The same formula written in Rust (`score`, test
//! code only) is the oracle a unit test holds the SQL to.

use super::RiskLevel;

/// Weight of a failure recorded within the last 7 days (inclusive).
const RECENT: f64 = 1.0;
/// ... within 30 days.
#[cfg(test)]
const THIS_MONTH: f64 = 0.5;
/// ... longer ago.
const OLDER: f64 = 0.2;

/// The most the score can drop through time alone: recency going from "recent" to "older".
/// A symbol's current risk is within this distance below its stored risk, which lets the
/// top-N query look at a handful of rows instead of the whole project.
pub(crate) const MAX_DECAY: f64 = (RECENT - OLDER) * 1.5;

/// Lowest risk of the `medium` level (below it: `low`).
pub(crate) const MEDIUM_RISK: f64 = 5.0;
/// Lowest risk of the `caution` level.
pub(crate) const CAUTION_RISK: f64 = 10.0;
/// Lowest risk of the `high` level.
pub(crate) const HIGH_RISK: f64 = 15.0;

/// `low / medium / caution / high` for risk below [`MEDIUM_RISK`], [`CAUTION_RISK`],
/// [`HIGH_RISK`], or at least that.
pub(crate) fn level(risk: f64) -> RiskLevel {
    if risk < MEDIUM_RISK {
        RiskLevel::Low
    } else if risk < CAUTION_RISK {
        RiskLevel::Medium
    } else if risk < HIGH_RISK {
        RiskLevel::Caution
    } else {
        RiskLevel::High
    }
}

/// The score of a `symbols` row as of now, as an SQL expression over its columns.
///
/// Timestamps are stored as `YYYY-MM-DDTHH:MM:SSZ`, so text order is time order and the
/// recency buckets are two comparisons with cutoffs SQLite computes once per statement
/// (instead of date arithmetic on every row).
pub(crate) const CURRENT_RISK_SQL: &str = "round(max(0.0, fail_count * 1.0 \
     + (CASE WHEN last_fail IS NULL THEN 0.0 \
             WHEN last_fail >= strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-7 days') THEN 1.0 \
             WHEN last_fail >= strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-30 days') THEN 0.5 \
             ELSE 0.2 END) * 1.5 \
     + consecutive_fails * 1.5 - success_count * 0.3), 2)";

impl RiskLevel {
    /// The English label shown to users.
    pub(crate) fn label(self) -> &'static str {
        match self {
            RiskLevel::Low => "low",
            RiskLevel::Medium => "medium",
            RiskLevel::Caution => "caution",
            RiskLevel::High => "high",
        }
    }
}

impl std::fmt::Display for RiskLevel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.label())
    }
}

#[cfg(test)]
mod tests;
