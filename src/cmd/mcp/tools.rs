//! The MCP tools: each one fills the `Args` of a subcommand and calls that subcommand's own
//! function, so a tool answers exactly what `cm <command> --json` prints. Descriptions are
//! short: an agent pays for the tool list in every session.

use std::panic::{AssertUnwindSafe, catch_unwind};

use anyhow::Result;
use rmcp::handler::server::router::tool::ToolRouter;
use rmcp::handler::server::wrapper::Parameters;
use rmcp::model::{CallToolResult, ContentBlock, Implementation, ServerCapabilities, ServerConfig};
use rmcp::{ServerHandler, schemars, tool, tool_handler, tool_router};
use serde::{Deserialize, Serialize};

use crate::cmd::{Ctx, fail, feedback, ok, query, record, search, status, why};
use crate::store::Status;
use crate::store::track_record::Feedback;

/// The server: the global flags it was started with, and its tools.
#[derive(Clone)]
pub(crate) struct Server {
    ctx: Ctx,
    tool_router: ToolRouter<Server>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub(crate) struct LessonsParams {
    /// Symbol name or part of it, e.g. AuthService.validate
    symbol: Option<String>,
    /// Source file path
    file: Option<String>,
    /// Lines of `file`: 42 or 40-60
    lines: Option<String>,
    /// Include resolved and inactive lessons
    #[serde(default)]
    all: bool,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub(crate) struct TopParams {
    /// How many (default 10)
    top: Option<usize>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub(crate) struct RecordParams {
    /// The lesson, one line
    lesson: Option<String>,
    /// Symbol name; or give file and line
    symbol: Option<String>,
    /// Source file path (alone: a lesson about the file)
    file: Option<String>,
    /// A line of `file`; its symbol is found
    line: Option<u64>,
    /// Error, test, fix
    detail: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub(crate) struct IdParams {
    /// Lesson number (12 or #12) or uid
    id: String,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
// `Verdict` in the tool's input schema: the name its clients read.
#[serde(rename = "Verdict", rename_all = "lowercase")]
pub(crate) enum FeedbackChoice {
    Helped,
    Wrong,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub(crate) struct FeedbackParams {
    /// Lesson number or uid
    id: String,
    verdict: FeedbackChoice,
    /// Why, briefly
    note: Option<String>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub(crate) struct SearchParams {
    /// Words to find
    text: String,
    /// Only this source file
    file: Option<String>,
    /// Most results (default 10)
    limit: Option<usize>,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub(crate) struct WhyParams {
    /// Exact symbol name ("" with file: file-level lessons)
    symbol: String,
    /// Source file path
    file: Option<String>,
}

/// One tool's answer: the command's JSON, or its error as a tool error the model reads.
/// A panic is an error too, never the end of the server.
fn answer<T: Serialize>(run: impl FnOnce() -> Result<T>) -> CallToolResult {
    let result = catch_unwind(AssertUnwindSafe(run)).unwrap_or_else(|panic| {
        let what = panic
            .downcast_ref::<&str>()
            .map(|s| (*s).to_owned())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        Err(anyhow::anyhow!("internal error: {what}"))
    });
    match result.and_then(|v| Ok(serde_json::to_string(&v)?)) {
        Ok(json) => CallToolResult::success(vec![ContentBlock::text(json)]),
        Err(e) => CallToolResult::error(vec![ContentBlock::text(format!("{e:#}"))]),
    }
}

/// `record_failure`/`record_success` as the words `cm fail`/`cm ok` take: with a line the
/// one word is the lesson, with a symbol the two are symbol and lesson; and their options.
fn words(p: RecordParams) -> record::Words {
    let (symbol, lesson) = match (p.symbol, p.line) {
        (Some(s), _) => (Some(s), p.lesson),
        (None, Some(_)) => (p.lesson, None),
        (None, None) => (None, p.lesson),
    };
    let about = record::About {
        detail: p.detail,
        file: p.file,
        line: p.line,
        session: None,
        private: false,
    };
    (symbol, lesson, about)
}

#[tool_router]
impl Server {
    pub(crate) fn new(ctx: Ctx) -> Server {
        Server {
            ctx,
            tool_router: Self::tool_router(),
        }
    }

    #[tool(
        description = "Past failures and fixes for code, before changing it: of a symbol, a file, or lines of a file.",
        annotations(read_only_hint = true)
    )]
    fn lessons(&self, Parameters(p): Parameters<LessonsParams>) -> CallToolResult {
        answer(|| {
            let args = query::Args {
                symbol: p.symbol,
                file: p.file,
                lines: p.lines,
                all: p.all,
                top: 10,
                ..Default::default()
            };
            if args.symbol.is_none() && args.file.is_none() {
                anyhow::bail!("give a symbol or a file (riskiest lists the riskiest symbols)");
            }
            query::lookup(&self.ctx, &self.ctx.open_store()?, &args)
        })
    }

    #[tool(
        description = "The project's riskiest symbols (most unresolved failures).",
        annotations(read_only_hint = true)
    )]
    fn riskiest(&self, Parameters(p): Parameters<TopParams>) -> CallToolResult {
        answer(|| {
            let args = query::Args {
                top: p.top.unwrap_or(10).max(1),
                ..Default::default()
            };
            query::lookup(&self.ctx, &self.ctx.open_store()?, &args)
        })
    }

    #[tool(
        description = "Remember what went wrong at a symbol (or file line) and why, so it is not repeated."
    )]
    fn record_failure(&self, Parameters(p): Parameters<RecordParams>) -> CallToolResult {
        answer(|| fail::lesson(&self.ctx, words(p)))
    }

    #[tool(description = "Remember what made a symbol (or file line) work; lowers its risk.")]
    fn record_success(&self, Parameters(p): Parameters<RecordParams>) -> CallToolResult {
        answer(|| ok::lesson(&self.ctx, words(p)))
    }

    #[tool(description = "Mark a lesson fixed for good: it stops counting towards risk.")]
    fn resolve(&self, Parameters(p): Parameters<IdParams>) -> CallToolResult {
        answer(|| status::set_status(&self.ctx, &p.id, Status::Resolved))
    }

    #[tool(description = "Mark a lesson wrong or obsolete: hidden, no longer counted.")]
    fn deactivate(&self, Parameters(p): Parameters<IdParams>) -> CallToolResult {
        answer(|| status::set_status(&self.ctx, &p.id, Status::Inactive))
    }

    #[tool(description = "Say whether a lesson helped or was wrong; wrong ones are shown last.")]
    fn feedback(&self, Parameters(p): Parameters<FeedbackParams>) -> CallToolResult {
        answer(|| {
            let args = feedback::Args {
                id: p.id,
                verdict: match p.verdict {
                    FeedbackChoice::Helped => Feedback::Helped,
                    FeedbackChoice::Wrong => Feedback::Wrong,
                },
                note: p.note,
            };
            let (id, record) = feedback::give(&self.ctx, &args)?;
            Ok(serde_json::json!({"id": id, "record": record, "demoted": record.demoted()}))
        })
    }

    #[tool(
        description = "Find lessons by their words (full-text).",
        annotations(read_only_hint = true)
    )]
    fn search(&self, Parameters(p): Parameters<SearchParams>) -> CallToolResult {
        answer(|| {
            let args = search::Args {
                text: p.text,
                file: p.file,
                limit: p.limit.unwrap_or(10),
            };
            let (project, found) = search::find(&self.ctx, &args)?;
            Ok(serde_json::json!({"project": project, "query": args.text, "lessons": found}))
        })
    }

    #[tool(
        description = "Why each lesson of a symbol would or would not be shown to you now.",
        annotations(read_only_hint = true)
    )]
    fn why(&self, Parameters(p): Parameters<WhyParams>) -> CallToolResult {
        answer(|| {
            let args = why::Args {
                symbol: p.symbol,
                file: p.file,
                session: None,
            };
            Ok(why::explain(&self.ctx, &args)?.1)
        })
    }
}

#[tool_handler(router = self.tool_router)]
impl ServerHandler for Server {
    fn get_info(&self) -> ServerConfig {
        let mut config = ServerConfig::new(ServerCapabilities::builder().enable_tools().build());
        config.server_info = Implementation::new("cm", env!("CARGO_PKG_VERSION"));
        config.instructions = Some(
            "Lessons per code symbol: check `lessons` before editing risky code; record failures and fixes."
                .to_owned(),
        );
        config
    }
}
