//! `cm demo`: `cm`'s main job, shown without installing anything. A small Python project
//! (embedded in the binary) is laid out in a temporary directory with its own database, and
//! two Claude Code sessions are replayed through the hook runtime (`hook::answer`, as
//! `cm hook` calls it): what the agent sent at each step, exactly what `cm` put in front of
//! the model, and what it recorded. Nothing of the user's is read or written: the database,
//! the config home and the project all live in the temporary directory.

mod replay;
mod script;
mod show;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context as _, Result, bail};

use super::Ctx;
use crate::store::{NewLesson, Outcome, Source, Store};
use replay::World;
use script::{Action, EARLIER, FILES, STEPS, TEST_COMMAND};
use show::Out;

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Runs in a temporary directory with its own database and settings: your \
                  lessons, settings and projects are not touched. With --keep, the project and \
                  its database stay in DIR (try `cm --db DIR/cm.db -p shop query Cart.total`)."
)]
pub(crate) struct Args {
    /// Keep the demo project and its database in DIR (a new directory) instead of deleting them
    #[arg(long, value_name = "DIR")]
    pub(crate) keep: Option<PathBuf>,
}

/// The project name the demo records under.
const PROJECT: &str = "shop";

pub(crate) fn run(_ctx: &Ctx, args: &Args) -> Result<ExitCode> {
    // The global --db/-p/--json do not apply: the demo has its own database and project.
    if let Some(dir) = &args.keep
        && dir.exists()
    {
        bail!(
            "--keep {}: already exists; name a new directory",
            dir.display()
        );
    }
    let (base, _temp) = super::scratch(args.keep.as_deref(), "cm-demo-")?;
    let mut world = World {
        root: base.join(PROJECT),
        db: base.join("cm.db"),
        session: 0,
    };
    isolate(&base, &world.root);
    lay_out(&world.root)?;
    let mut out = Out::stdout();
    out.intro(&world)?;
    record_earlier(&world, &mut out)?;
    let mut store = Store::open(&world.db)?;
    let mut known = show::snapshot(&store)?;
    for (n, step) in STEPS.iter().enumerate() {
        if let Action::Start = step.action {
            world.session += 1;
            out.session(world.session)?;
        }
        out.step(n + 1, step.why)?;
        match step.action {
            Action::Start => out.call(&world, &world.start(), None)?,
            Action::Prompt(text) => out.call(&world, &world.prompt(text), None)?,
            Action::Read(file, part) => out.call(&world, &world.read(file, part)?, None)?,
            Action::Edit(file, old, new) => {
                let planned = world.plan_edit(file, old, new);
                out.edit(&world, &planned, file, old, new)?;
                if planned.model_text().is_some_and(|(denied, _)| denied) {
                    let again = world.plan_edit(file, old, new);
                    out.again(&world, &again, "  (the same edit again, after the lessons)")?;
                }
                let done = world.do_edit(file, old, new)?;
                out.again(&world, &done, "  (done; cm remembers the lines it changed)")?;
            }
            Action::Test(output, code) => {
                let call = world.test_run(TEST_COMMAND, output, code);
                out.call(&world, &call, Some((output, code)))?;
            }
            Action::Stop => out.call(&world, &world.stop(), None)?,
        }
        // A fresh handle sees what the hook committed.
        store = Store::open(&world.db)?;
        let now = show::snapshot(&store)?;
        out.recorded(&store, &known, &now)?;
        known = now;
    }
    out.outro(&store, args.keep.as_deref())?;
    Ok(ExitCode::SUCCESS)
}

/// Points every setting and data location `cm` reads at the demo directory, and clears the
/// variables that would change its behaviour, so the demo runs on the defaults and writes
/// only there. Called before anything else runs, while the process has one thread.
fn isolate(base: &Path, root: &Path) {
    super::isolate_env(&[
        ("HOME", base.join("home")),
        // The home directory on Windows.
        ("USERPROFILE", base.join("home")),
        ("XDG_CONFIG_HOME", base.join("config")),
        ("XDG_DATA_HOME", base.join("data")),
        ("CODE_MEMORY_DB", base.join("cm.db")),
        ("CLAUDE_PROJECT_DIR", root.to_path_buf()),
    ]);
}

/// Writes the embedded project files, in a repository of their own: a project is found by
/// its git top level, and a demo directory inside one of the user's repositories must not
/// become part of it. Without `git`, a bare `.git` directory marks the top level as well.
fn lay_out(root: &Path) -> Result<()> {
    crate::files::create_private_dir_all(root)
        .with_context(|| format!("creating {}", root.display()))?;
    for (name, text) in FILES {
        let path = root.join(name);
        std::fs::write(&path, text).with_context(|| format!("writing {}", path.display()))?;
    }
    let initialised = std::process::Command::new("git")
        .args(["init", "-q"])
        .current_dir(root)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !initialised {
        let marker = root.join(".git");
        std::fs::create_dir_all(&marker)
            .with_context(|| format!("creating {}", marker.display()))?;
    }
    Ok(())
}

/// The lessons the team wrote before the demo's sessions, as `cm fail` records them.
fn record_earlier(world: &World, out: &mut Out) -> Result<()> {
    let mut store = Store::open(&world.db)?;
    for e in &EARLIER {
        store.record(&NewLesson {
            project: PROJECT,
            file: script::EARLIER_FILE,
            symbol: e.symbol,
            outcome: Outcome::Fail,
            lesson: e.lesson,
            detail: e.detail,
            session_id: None,
            source: Source::Manual,
            merge_repeats: false,
        })?;
        out.earlier(e)?;
    }
    out.risks(&store)?;
    // Lessons are dated to the second: the sessions start in the next one, so that what
    // they record is later than what was written before them, as it would be.
    let written = crate::store::now_timestamp();
    while crate::store::now_timestamp() == written {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    Ok(())
}
