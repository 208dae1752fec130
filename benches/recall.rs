//! `cargo bench --bench recall`: which lessons reach the model, when, and at what cost in
//! tokens, over the scripted sessions of `recall/scenario.rs` driven through the `cm hook`
//! binary. Prints per hook and overall precision and recall, the session in which the break →
//! fix lesson is first shown before its code is edited again, tokens per injection (chars/4)
//! and on negative controls. `CM_RECALL_BIN=PATH` drives another build of `cm`.

#[path = "recall/scenario.rs"]
mod scenario;

fn main() {
    // `CM_RECALL_BIN` runs the scenario against another build of `cm` (the one before a
    // change, say); by default, this tree's.
    let bin = std::env::var_os("CM_RECALL_BIN").map_or_else(
        || std::path::PathBuf::from(env!("CARGO_BIN_EXE_cm")),
        Into::into,
    );
    let dir = tempfile::tempdir().unwrap();
    let report = scenario::run(&bin, dir.path());
    for o in &report.outcomes {
        println!(
            "session {} {:?} {:<60} expected {:?} shown {:?}{} {} tokens",
            o.session,
            o.hook,
            o.what.chars().take(60).collect::<String>(),
            o.expected,
            o.shown,
            if o.denied { " (deny)" } else { "" },
            o.tokens
        );
    }
    let f = report.figures();
    println!();
    for (hook, (p, r, expected, shown)) in &f.per_hook {
        println!("{hook:<8} precision {p:.2} recall {r:.2} (expected {expected}, shown {shown})");
    }
    println!(
        "overall  precision {:.2} recall {:.2}",
        f.precision, f.recall
    );
    println!(
        "break -> fix lesson first shown before the repeated edit in session {} (history is session 1)",
        report
            .first_shown_before_edit
            .map_or("never".to_string(), |n| n.to_string())
    );
    println!("gate denials in sessions {:?}", report.denials);
    println!(
        "tokens per injection: median {}, max {}; brief max {}; negative controls {}",
        f.median_tokens, f.max_tokens, f.brief_max_tokens, f.negative_tokens
    );
}
