//! A file's symbol table for the agent's loop (a Read's lessons, the gate), within the
//! project's `parse_budget_ms` ([`crate::follow::table::within`]); a file past it gets its
//! table from a background `cm scan` (docs/HOOKS.md "A bounded answer").

use std::time::Duration;

use anyhow::Result;

use super::Runtime;
use crate::follow::table::{self, Lookup};
use crate::learn::Ctx as _;
use crate::project::Place;

/// The table of the file of `place`: the index, or a parse within the project's budget,
/// written to the index. Past that budget the file is marked `gave_up` for its content, a
/// background `cm scan` is started to make its table (once: a file marked before is not
/// tried again), and [`Lookup::GaveUp`] says to answer with the lessons of the whole file.
pub(crate) fn bounded(rt: &mut Runtime, place: &Place, content: Option<&[u8]>) -> Result<Lookup> {
    let budget = Duration::from_millis(rt.config(&place.root).parse_budget_ms);
    let found = table::within(rt.store()?, place, content, budget)?;
    // One background parse per content: a file it gave up on too stays marked.
    if matches!(found, Lookup::GaveUp(true))
        && place.in_project()
        && let Some(db) = &rt.db_path
        && rt.finish == super::Finish::AfterAnswer
        && let Err(e) =
            super::background::spawn_scan(db, &place.root, &place.project, Some(&place.file))
    {
        rt.warnings
            .push(format!("starting the parse of {}: {e}", place.file));
    }
    Ok(found)
}
