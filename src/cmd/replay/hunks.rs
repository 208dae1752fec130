//! An edit's `structuredPatch` hunks, and the same hunks numbered as in the replay's file
//! when the edit was replaced in a file that is not the one the session edited.

use serde_json::Value;

use crate::replay::patch;

/// For an edit applied by replacing its text (no `originalFile` recorded): the response with
/// its `structuredPatch` rebuilt from the file here before and after, when the session's
/// hunks number other lines than the ones the replacement changed here (the base is another
/// version of the file), so the hooks and the report read the lines of the file on disk;
/// None when they agree.
pub(super) fn numbered_here(response: &Value, before: &str, after: &str) -> Option<Value> {
    let mut here = response.clone();
    here["structuredPatch"] = patch::structured_patch(before, after);
    (lines(response) != lines(&here)).then_some(here)
}

/// The lines an edit response's hunks changed (in the new text) and removed (in the old).
pub(super) fn lines(response: &Value) -> (Vec<patch::Lines>, Vec<patch::Lines>) {
    (
        patch::changed_by_hunks(&hunks(response, "newStart")),
        patch::removed_by_hunks(&hunks(response, "oldStart")),
    )
}

/// An edit response's `structuredPatch` as (its `start` key, `newStart` or `oldStart`, lines).
fn hunks(response: &Value, start: &str) -> Vec<(usize, Vec<String>)> {
    let Some(list) = response.get("structuredPatch").and_then(Value::as_array) else {
        return Vec::new();
    };
    list.iter()
        .map(|h| {
            let start = h[start].as_u64().unwrap_or(1) as usize;
            let lines = h["lines"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(Value::as_str)
                .map(str::to_string)
                .collect();
            (start, lines)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn hunks_that_land_elsewhere_are_numbered_as_here() {
        let before = "x\ny\na\nb\nc\n";
        let after = "x\ny\na\nB\nc\n";
        // The session's file had the same lines two further down.
        let session = json!({"filePath": "f", "structuredPatch": [{"oldStart": 5, "oldLines": 3,
            "newStart": 5, "newLines": 3, "lines": [" a", "-b", "+B", " c"]}]});
        let here = numbered_here(&session, before, after).expect("renumbered");
        assert_eq!(here["filePath"], "f");
        assert_eq!(
            patch::changed_by_hunks(&hunks(&here, "newStart")),
            vec![(4, 4)]
        );
        assert_eq!(
            patch::removed_by_hunks(&hunks(&here, "oldStart")),
            vec![(4, 4)]
        );
        // Hunks that number the lines as here are kept.
        let same = json!({"structuredPatch": [{"oldStart": 3, "oldLines": 3, "newStart": 3,
            "newLines": 3, "lines": [" a", "-b", "+B", " c"]}]});
        assert_eq!(numbered_here(&same, before, after), None);
    }
}
