//! The replay benchmark's judge (benches/replay/judge.rs) against the lessons read by hand
//! (benches/replay/labels.jsonl): real runs' output, the lesson `cm` recorded on each, and
//! what a person found it to be.

#[path = "../../benches/replay/judge.rs"]
#[allow(dead_code)]
mod judge;

use serde_json::Value;

#[test]
fn the_judge_agrees_with_the_hand_labels() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/replay/labels.jsonl");
    let text = std::fs::read_to_string(path).expect("the hand labels");
    let mut checked = 0;
    let mut wrong = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let label: Value = serde_json::from_str(line).expect("one JSON object a line");
        let output = label["output"].as_str().unwrap();
        let lesson = label["lesson"].as_str().unwrap();
        let run = judge::judge_run(output);
        let got = judge::judge_lesson(&run, output, lesson).name();
        if got != label["label"] {
            wrong.push(format!(
                "{} #{}: judged {got}, labelled {}",
                label["session"], label["call"], label["label"]
            ));
        }
        checked += 1;
    }
    assert!(checked >= 10, "too few hand labels: {checked}");
    assert!(
        wrong.is_empty(),
        "the judge disagrees with the hand labels:\n{}",
        wrong.join("\n")
    );
}
