//! What `cm query` says about lessons that followed their code (`moved to ...`) and about
//! orphaned symbols (`cm query --orphaned`).

use std::collections::HashMap;
use std::process::ExitCode;

use anyhow::Result;
use serde_json::json;

use super::Ctx;
use super::print::{self, Paint};
use crate::store::Store;
use crate::store::anchors::Alias;
use crate::text::day;

/// `lessons of _unpack_args (parser.py) moved to split_args in core.py on 2026-12-01`.
pub(crate) fn moved_lines(moved: &[Alias]) -> String {
    let mut out = String::new();
    for a in moved {
        let old = if a.file.is_empty() {
            a.name.clone()
        } else {
            format!("{} ({})", a.name, a.file)
        };
        out.push_str(&format!(
            "  lessons of {old} moved to {} on {}\n\n",
            crate::render::was(&a.now_name, &a.now_file),
            day(&a.moved_at)
        ));
    }
    out
}

/// `cm query --orphaned`: symbols whose code is gone with no successor, with their lessons.
pub(crate) fn orphaned(ctx: &Ctx, store: &Store, project: &str) -> Result<ExitCode> {
    let (symbols, ats): (Vec<_>, Vec<_>) = store.orphaned(project)?.into_iter().unzip();
    let views = print::with_experiences(store, symbols, false)?;
    let orphaned: Vec<serde_json::Value> = views
        .iter()
        .zip(ats)
        .map(|(view, at)| print::merged([json!(view), json!({"orphaned_at": at})]))
        .collect();
    let output = json!({"project": project, "orphaned": orphaned});
    print::answer(ctx.json, &output, || {
        if views.is_empty() {
            return Ok(format!("no orphaned lessons in project {project}\n"));
        }
        let mut out = format!(
            "orphaned in {project} (code gone, no successor found; never shown; `cm gc` retires them):\n\n"
        );
        out.push_str(&print::details(
            Paint::for_stdout(),
            project,
            (None, None),
            &views,
            views.len(),
            false,
            &HashMap::new(),
        ));
        Ok(out)
    })
}
