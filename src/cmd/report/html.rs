//! The report as one HTML page with everything inline (CSS, a little JS, SVG): it opens from
//! disk, offline. Every text from the store is escaped: lessons hold whatever was written.

use std::fmt::Write as _;

use super::{FileRisk, Report, SessionRow, SymbolRow};
use crate::render::display_name;
use crate::store::track_record::TrackRecord;
use crate::store::{Lesson, Outcome, Source, Status};
use crate::text::{day, plural};

/// Most lessons listed per symbol, newest first.
const LESSONS_PER_SYMBOL: usize = 30;
/// How many of the risky symbols have their lessons open when the page opens (the rest
/// open with a click): a long page lays out faster.
const OPEN: usize = 10;
/// The tag of a file that is gone, or a symbol whose file is.
const STALE: &str = "<span class=\"tag\">stale</span>";

const STYLE: &str = "
body{font:14px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:1em 2em;color:#222}
h1{margin-bottom:.2em}h2{margin-top:2em;border-bottom:1px solid #ccc}
.muted{color:#777}.num{text-align:right;font-variant-numeric:tabular-nums}
table{border-collapse:collapse;width:100%}th,td{padding:3px 8px;border-bottom:1px solid #eee;text-align:left;vertical-align:top}
th{cursor:pointer;user-select:none;background:#f6f6f6}
.stats{display:flex;flex-wrap:wrap;gap:1em}.stat{background:#f6f6f6;padding:.5em 1em;border-radius:6px}
.stat b{display:block;font-size:1.5em}
.high{background:#f8c4c0}.caution{background:#fbe0b0}.medium{background:#fdf3c4}.low{background:#e6f4e4}
.bar{height:8px;background:#c0392b;border-radius:4px}
details{content-visibility:auto;contain-intrinsic-size:auto 200px}
.lesson{margin:.4em 0 .6em;padding:.3em .6em;border-left:4px solid #ccc}
.lesson.fail{border-color:#c0392b}.lesson.success{border-color:#27ae60}
.st-resolved,.st-inactive{opacity:.6}.st-stale{background:#eee}.st-orphaned{background:#ddd;font-style:italic}.st-demoted{text-decoration:line-through}
.tag{font-size:.8em;padding:0 .4em;border-radius:3px;background:#eee;margin-left:.3em}
pre{white-space:pre-wrap;margin:.2em 0;font-size:.9em}
";

const SCRIPT: &str = "
(function(){
var t0=performance.now();
document.querySelectorAll('table.sortable').forEach(function(table){
  table.querySelectorAll('th').forEach(function(th,i){
    th.addEventListener('click',function(){
      var body=table.tBodies[0],rows=Array.prototype.slice.call(body.rows);
      var desc=th.dataset.dir!=='desc';th.dataset.dir=desc?'desc':'asc';
      rows.sort(function(a,b){
        var x=a.cells[i].dataset.v||a.cells[i].textContent,y=b.cells[i].dataset.v||b.cells[i].textContent;
        var nx=parseFloat(x),ny=parseFloat(y),c=(isNaN(nx)||isNaN(ny))?x.localeCompare(y):nx-ny;
        return desc?-c:c;});
      rows.forEach(function(r){body.appendChild(r);});
    });
  });
});
var filter=document.getElementById('filter');
function apply(){var q=filter.value.toLowerCase(),n=0;
  document.querySelectorAll('#symbols tbody tr').forEach(function(r){
    var show=r.textContent.toLowerCase().indexOf(q)>=0;r.hidden=!show;if(show)n++;});
  document.getElementById('shown').textContent=n;}
filter.addEventListener('input',apply);apply();
document.body.dataset.js='ready';
document.body.dataset.scriptMs=(performance.now()-t0).toFixed(1);
document.body.dataset.readyMs=performance.now().toFixed(1);
})();
";

/// `text` safe inside HTML text and attribute values.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// A lesson's standing as the page shows it: its CSS class and its words. Every state a
/// lesson can be in gets its look here and only here (a new state is one more arm). What is
/// gone of its code comes from its symbol's `row`: its whole file, or the symbol (orphaned).
fn standing(l: &Lesson, r: &TrackRecord, row: &SymbolRow) -> (&'static str, &'static str) {
    match l.status {
        Status::Inactive => ("st-inactive", "inactive"),
        Status::Resolved => ("st-resolved", "resolved"),
        Status::Active if row.orphaned => {
            ("st-orphaned", "orphaned: its code is gone, never shown")
        }
        Status::Active if row.stale => ("st-stale", "stale: its file is gone"),
        Status::Active if l.stale => ("st-stale", "stale: the code changed since"),
        Status::Active if r.demoted() => ("st-demoted", "demoted"),
        Status::Active => ("st-active", "active"),
    }
}

/// The whole page.
pub(crate) fn page(r: &Report) -> String {
    let s = &r.summary;
    let mut o = String::with_capacity(64 * 1024);
    let _ = write!(
        o,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width\">\
         <title>cm report: {p}</title><style>{STYLE}</style></head><body>\
         <h1>Where the risk is: {p}</h1>\
         <p class=\"muted\">Generated by cm {v} at {at}. Risk grows with unresolved failures and fades with successes and time.</p>",
        p = escape(&s.project),
        v = env!("CARGO_PKG_VERSION"),
        at = escape(&r.generated_at),
    );
    let l = &s.lessons;
    let lv = &s.risk_levels;
    o.push_str("<div class=\"stats\">");
    for (key, label, n) in [
        ("symbols", "symbols", s.symbols),
        (
            "symbols_with_active_lessons",
            "with active lessons",
            s.symbols_with_active_lessons,
        ),
        ("lessons.total", "lessons", l.total),
        ("lessons.active", "active", l.active),
        ("lessons.active_fail", "active failures", l.active_fail),
        (
            "lessons.active_success",
            "active successes",
            l.active_success,
        ),
        ("lessons.resolved", "resolved", l.resolved),
        ("lessons.inactive", "inactive", l.inactive),
        ("risk_levels.high", "high risk", lv.high),
        ("risk_levels.caution", "caution", lv.caution),
        ("risk_levels.medium", "medium", lv.medium),
        ("risk_levels.low", "low", lv.low),
    ] {
        let _ = write!(
            o,
            "<div class=\"stat\"><b data-stat=\"{key}\">{n}</b>{label}</div>"
        );
    }
    o.push_str("</div>");
    o.push_str(&level_svg(lv.high, lv.caution, lv.medium, lv.low));
    files_table(&mut o, &r.files);
    symbols_table(&mut o, r);
    lessons_section(&mut o, &r.symbols, r.none_risky);
    sessions_table(&mut o, &r.sessions);
    let _ = writeln!(o, "<script>{SCRIPT}</script></body></html>");
    o
}

/// The symbols per risk level as one stacked bar.
fn level_svg(high: i64, caution: i64, medium: i64, low: i64) -> String {
    let total = (high + caution + medium + low).max(1) as f64;
    let mut x = 0.0;
    let mut svg = String::from(
        "<svg role=\"img\" aria-label=\"symbols by risk level\" width=\"100%\" height=\"24\" viewBox=\"0 0 1000 24\" preserveAspectRatio=\"none\">",
    );
    for (n, colour, name) in [
        (high, "#e74c3c", "high"),
        (caution, "#f39c12", "caution"),
        (medium, "#f1c40f", "medium"),
        (low, "#2ecc71", "low"),
    ] {
        let w = n as f64 / total * 1000.0;
        if n > 0 {
            let _ = write!(
                svg,
                "<rect x=\"{x:.1}\" y=\"0\" width=\"{w:.1}\" height=\"24\" fill=\"{colour}\"><title>{n} {name}</title></rect>"
            );
        }
        x += w;
    }
    svg.push_str("</svg>");
    svg
}

fn files_table(o: &mut String, files: &[FileRisk]) {
    let max = files.first().map_or(1.0, |f| f.risk.max(1e-9));
    let _ = write!(
        o,
        "<h2>Files by risk</h2><table class=\"sortable\" id=\"files\"><thead><tr>\
         <th>file</th><th class=\"num\">risk</th><th></th><th class=\"num\">symbols</th>\
         <th class=\"num\">active failures</th></tr></thead><tbody>"
    );
    for f in files {
        let name = if f.file.is_empty() {
            "(no file)".to_owned()
        } else {
            escape(&f.file)
        };
        let stale = if f.stale { STALE } else { "" };
        let _ = write!(
            o,
            "<tr class=\"{}\"><td>{name}{stale}</td><td class=\"num\">{:.2}</td>\
             <td style=\"width:20%\"><div class=\"bar\" style=\"width:{:.0}%\"></div></td>\
             <td class=\"num\">{}</td><td class=\"num\">{}</td></tr>",
            f.max_level.label(),
            f.risk,
            f.risk / max * 100.0,
            f.symbols,
            f.active_fails
        );
    }
    o.push_str("</tbody></table>");
}

fn symbols_table(o: &mut String, r: &Report) {
    let _ = write!(
        o,
        "<h2>Symbols by risk</h2><p><input id=\"filter\" placeholder=\"filter\" aria-label=\"filter symbols\"> \
         <span class=\"muted\"><span id=\"shown\">{n}</span> of {n} shown{more}</span></p>\
         <table class=\"sortable\" id=\"symbols\"><thead><tr><th class=\"num\">risk</th><th>level</th>\
         <th class=\"num\">fail</th><th class=\"num\">ok</th><th>symbol</th><th>file</th><th>last failure</th>\
         </tr></thead><tbody>",
        n = r.symbols.len(),
        more = if r.symbols_total > r.symbols.len() {
            format!(" (the {} riskiest of {})", r.symbols.len(), r.symbols_total)
        } else {
            String::new()
        }
    );
    for (i, row) in r.symbols.iter().enumerate() {
        let s = &row.symbol;
        let name = escape(&display_name(s));
        let name = if row.lessons.is_empty() {
            name
        } else {
            format!("<a href=\"#s{i}\">{name}</a>")
        };
        let _ = write!(
            o,
            "<tr class=\"{lv}\"><td class=\"num\">{:.2}</td><td>{lv}</td><td class=\"num\">{}</td>\
             <td class=\"num\">{}</td><td>{name}</td><td>{}{}</td><td>{}</td></tr>",
            s.risk_score,
            s.fail_count,
            s.success_count,
            escape(&s.file),
            if row.stale { STALE } else { "" },
            s.last_fail.as_deref().map(day).unwrap_or("-"),
            lv = s.risk_level.label(),
        );
    }
    o.push_str("</tbody></table>");
}

fn lessons_section(o: &mut String, symbols: &[SymbolRow], none_risky: bool) {
    o.push_str(if none_risky {
        "<h2>Lessons</h2><p class=\"muted\">No symbol is risky yet: the lessons of the first symbols.</p>"
    } else {
        "<h2>Lessons of the risky symbols</h2>"
    });
    let mut listed = 0;
    for (i, row) in symbols.iter().enumerate() {
        if row.lessons.is_empty() {
            continue;
        }
        listed += 1;
        let s = &row.symbol;
        let _ = write!(
            o,
            "<details id=\"s{i}\"{}><summary><b>{}</b> <span class=\"muted\">{}</span> \
             <span class=\"tag {lv}\">{lv} {:.2}</span></summary>",
            if listed <= OPEN { " open" } else { "" },
            escape(&display_name(s)),
            escape(&s.file),
            s.risk_score,
            lv = s.risk_level.label()
        );
        let mut newest: Vec<&(Lesson, TrackRecord)> = row.lessons.iter().collect();
        newest.sort_by(|a, b| b.0.last_seen_at.cmp(&a.0.last_seen_at));
        for (l, rec) in newest.iter().take(LESSONS_PER_SYMBOL) {
            lesson(o, l, rec, row);
        }
        if newest.len() > LESSONS_PER_SYMBOL {
            let _ = write!(
                o,
                "<p class=\"muted\">{} older lessons: cm query --all</p>",
                newest.len() - LESSONS_PER_SYMBOL
            );
        }
        o.push_str("</details>");
    }
    if listed == 0 {
        o.push_str("<p class=\"muted\">No symbol is risky enough to list its lessons.</p>");
    }
}

fn lesson(o: &mut String, l: &Lesson, rec: &TrackRecord, row: &SymbolRow) {
    let (class, words) = standing(l, rec, row);
    let (kind, mark) = match l.outcome {
        Outcome::Fail => ("fail", "failure"),
        Outcome::Success => ("success", "success"),
    };
    let source = match l.source {
        Source::Auto => "automatic",
        Source::Manual => "by hand",
        Source::Replayed => "replayed from a past session",
    };
    let _ = write!(
        o,
        "<div class=\"lesson {kind} {class}\" data-lesson=\"{}\"><b>#{}</b> {mark}\
         <span class=\"tag\">{}</span><span class=\"tag\">{source}</span> {}",
        l.id,
        l.id,
        escape(words),
        escape(&l.lesson)
    );
    let mut history = format!("first {}", day(&l.created_at));
    if l.occurrences > 1 {
        let _ = write!(
            history,
            ", seen {} times, last {}",
            l.occurrences,
            day(&l.last_seen_at)
        );
    }
    if rec.edits + rec.passed + rec.recurred + rec.failed_other > 0 {
        let _ = write!(
            history,
            "; shown before {} {}: then passed {}, failed the same way {}, failed otherwise {}",
            rec.edits,
            plural(rec.edits, "edit", "edits"),
            rec.passed,
            rec.recurred,
            rec.failed_other
        );
    }
    // `helped` counts the runs above that did not fail the same way, and a person's word.
    let by_hand = rec.helped - rec.passed - rec.failed_other;
    if by_hand > 0 || rec.wrong > 0 {
        let _ = write!(
            history,
            "; marked helped {by_hand}, marked wrong {}",
            rec.wrong
        );
    }
    let _ = write!(o, "<div class=\"muted\">{}</div>", escape(&history));
    for (label, text) in [
        ("fixed by", l.fix.as_deref()),
        ("detail", l.detail.as_deref()),
        ("note", l.status_note.as_deref()),
        ("feedback", rec.note.as_deref()),
    ] {
        if let Some(t) = text {
            let _ = write!(o, "<pre><i>{label}:</i> {}</pre>", escape(t));
        }
    }
    o.push_str("</div>");
}

fn sessions_table(o: &mut String, sessions: &[SessionRow]) {
    o.push_str("<h2>Recent sessions</h2>");
    if sessions.is_empty() {
        o.push_str("<p class=\"muted\">No lesson names the session it came from.</p>");
        return;
    }
    o.push_str(
        "<table class=\"sortable\" id=\"sessions\"><thead><tr><th>session</th><th>from</th><th>to</th>\
         <th class=\"num\">failures</th><th class=\"num\">successes</th><th class=\"num\">automatic</th>\
         <th class=\"num\">symbols</th></tr></thead><tbody>",
    );
    for s in sessions {
        let _ = write!(
            o,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td>\
             <td class=\"num\">{}</td><td class=\"num\">{}</td></tr>",
            escape(&s.id),
            escape(&s.first),
            escape(&s.last),
            s.fails,
            s.successes,
            s.automatic,
            s.symbols.len()
        );
    }
    o.push_str("</tbody></table>");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup_and_quotes() {
        assert_eq!(
            escape("<script>alert('x')</script> & \"y\""),
            "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;y&quot;"
        );
    }

    #[test]
    fn the_bar_covers_every_level_in_proportion() {
        let svg = level_svg(1, 1, 0, 2);
        assert!(svg.contains("width=\"250.0\""), "{svg}");
        assert!(svg.contains("x=\"500.0\" y=\"0\" width=\"500.0\""), "{svg}");
        assert!(!svg.contains("medium"));
    }
}
