//! `cm mcp` through the MCP SDK's own client over stdio, against the built binary: the tool
//! list, recording a lesson at a line, finding it again, resolving it, and malformed calls
//! answered with MCP errors by a server that keeps serving.

use rmcp::model::{CallToolRequestParams, CallToolResult};
use rmcp::service::{RoleClient, RunningService};
use rmcp::{ServiceError, ServiceExt as _};
use serde_json::{Value, json};

use crate::common::{Env, shown};

const SOURCE: &str = "\
class AuthService:
    def login(self, user):
        return user

    def validate(self, token):
        if token.expired:
            raise ValueError(\"expired\")
        return token
";

pub(crate) type Client = RunningService<RoleClient, ()>;

pub(crate) fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("runtime")
}

pub(crate) async fn start(env: &Env) -> Client {
    let mut cmd = tokio::process::Command::new(env!("CARGO_BIN_EXE_cm"));
    cmd.arg("mcp").current_dir(env.path());
    for (name, value) in env.vars() {
        match value {
            Some(v) => cmd.env(name, v),
            None => cmd.env_remove(name),
        };
    }
    serve(cmd).await
}

/// The MCP client of the server `cmd` starts, over its standard streams. (Not rmcp's
/// `TokioChildProcess`: its process-wrap links the `windows` crate, whose `oleaut32` and so
/// `user32` the `cm.exe` of a test build would then load at every start under Wine.)
async fn serve(mut cmd: tokio::process::Command) -> Client {
    let mut child = cmd
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .expect("spawn cm mcp");
    let stdout = child.stdout.take().unwrap();
    let stdin = child.stdin.take().unwrap();
    // The server ends when its standard input closes, with the client.
    tokio::spawn(async move { child.wait().await });
    ().serve((stdout, stdin)).await.expect("MCP handshake")
}

async fn call(client: &Client, tool: &str, args: Value) -> Result<CallToolResult, ServiceError> {
    let Value::Object(args) = args else {
        panic!("arguments must be an object")
    };
    client
        .call_tool(CallToolRequestParams::new(tool.to_owned()).with_arguments(args))
        .await
}

/// A successful tool answer's JSON.
pub(crate) async fn ok(client: &Client, tool: &str, args: Value) -> Value {
    let result = call(client, tool, args.clone()).await.expect("tool call");
    let text = &result.content[0].as_text().expect("text content").text;
    assert_ne!(result.is_error, Some(true), "{tool} {args}: {text}");
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{tool}: not JSON ({e}): {text}"))
}

/// A tool answer that is an error the model reads (`isError`), with its text.
async fn tool_error(client: &Client, tool: &str, args: Value) -> String {
    let result = call(client, tool, args)
        .await
        .expect("an answer, not a protocol error");
    assert_eq!(result.is_error, Some(true), "{tool}: {result:?}");
    result.content[0].as_text().expect("text").text.clone()
}

#[test]
fn a_session_records_finds_and_resolves_a_lesson() {
    let env = Env::new();
    std::fs::create_dir_all(env.path().join("src")).unwrap();
    std::fs::write(env.path().join("src/auth.py"), SOURCE).unwrap();
    runtime().block_on(async {
        let client = start(&env).await;
        let info = client.peer_info().expect("server info");
        assert_eq!(
            info.server_info.as_ref().map(|i| i.name.as_str()),
            Some("cm")
        );

        let tools = client.list_all_tools().await.expect("tools/list");
        let mut names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
        names.sort_unstable();
        assert_eq!(
            names,
            [
                "deactivate",
                "feedback",
                "lessons",
                "record_failure",
                "record_success",
                "resolve",
                "riskiest",
                "search",
                "why"
            ]
        );
        // The list is paid for in every session: keep it small (about chars / 4 tokens).
        let listed = serde_json::to_string(&json!({ "tools": tools })).unwrap();
        eprintln!(
            "tools/list: {} chars, about {} tokens",
            listed.len(),
            listed.len() / 4
        );
        assert!(
            listed.len() / 4 < 2000,
            "tool list grew to {} chars",
            listed.len()
        );

        // Line 6 is inside AuthService.validate: the symbol is found as `cm fail --line` does.
        let recorded = ok(
            &client,
            "record_failure",
            json!({"file": "src/auth.py", "line": 6, "lesson": "JWT expiry not handled",
                   "detail": "test_expired_token failed"}),
        )
        .await;
        assert_eq!(recorded["symbol"]["name"], "AuthService.validate");
        assert_eq!(recorded["symbol"]["file"], "src/auth.py");
        let id = recorded["experience"]["id"].as_i64().unwrap();

        let by_lines = ok(
            &client,
            "lessons",
            json!({"file": "src/auth.py", "lines": "5-7"}),
        )
        .await;
        assert_eq!(by_lines["symbols"][0]["name"], "AuthService.validate");
        assert_eq!(
            by_lines["symbols"][0]["experiences"][0]["lesson"],
            "JWT expiry not handled"
        );
        let elsewhere = ok(
            &client,
            "lessons",
            json!({"file": "src/auth.py", "lines": "2-3"}),
        )
        .await;
        assert_eq!(elsewhere["total"], 0, "login has no lessons: {elsewhere}");
        let by_name = ok(&client, "lessons", json!({"symbol": "validate"})).await;
        assert_eq!(by_name["symbols"][0]["experiences"][0]["id"], id);

        let found = ok(&client, "search", json!({"text": "expiry"})).await;
        assert_eq!(found["lessons"][0]["experience"]["id"], id);
        let top = ok(&client, "riskiest", json!({})).await;
        assert_eq!(top["symbols"][0]["name"], "AuthService.validate");
        let why = ok(&client, "why", json!({"symbol": "AuthService.validate"})).await;
        assert_eq!(why[0]["lessons"][0]["id"], id);
        let fb = ok(
            &client,
            "feedback",
            json!({"id": format!("#{id}"), "verdict": "helped"}),
        )
        .await;
        assert_eq!(fb["record"]["helped"], 1);

        let resolved = ok(&client, "resolve", json!({"id": id.to_string()})).await;
        assert_eq!(resolved["changed"], true);
        assert_eq!(resolved["experience"]["status"], "resolved");
        let success = ok(
            &client,
            "record_success",
            json!({"symbol": "AuthService.validate", "lesson": "expiry checked first"}),
        )
        .await;
        assert_eq!(success["symbol"]["file"], "src/auth.py");
        client.cancel().await.expect("close");
    });
    // What the server wrote is what the command line reads.
    let q = env.json(&["query", "AuthService.validate", "--all"]);
    let lessons = q["symbols"][0]["experiences"].as_array().unwrap();
    assert!(
        lessons
            .iter()
            .any(|e| e["lesson"] == "JWT expiry not handled" && e["status"] == "resolved"),
        "{q}"
    );
    assert!(
        lessons
            .iter()
            .any(|e| e["lesson"] == "expiry checked first")
    );
}

#[test]
fn malformed_calls_get_errors_and_the_server_keeps_serving() {
    let env = Env::new();
    runtime().block_on(async {
        let client = start(&env).await;
        // Arguments that do not fit the schema: tool errors that say which parameter.
        for (tool, args, says) in [
            (
                "record_failure",
                json!({"line": "six", "lesson": "x"}),
                "expected u64",
            ),
            (
                "feedback",
                json!({"id": "1", "verdict": "maybe"}),
                "unknown variant",
            ),
            ("resolve", json!({}), "missing field `id`"),
            ("search", json!({"text": 42}), "expected a string"),
        ] {
            let text = tool_error(&client, tool, args.clone()).await;
            assert!(text.contains(says), "{tool} {args}: {text}");
        }
        // A tool that does not exist: a protocol error.
        let err = call(&client, "no_such_tool", json!({})).await;
        assert!(matches!(err, Err(ServiceError::McpError(_))), "{err:?}");
        // Well-formed calls the command would refuse: tool errors with the command's words.
        let text = tool_error(&client, "resolve", json!({"id": "nope"})).await;
        assert!(text.contains("malformed experience id"), "{text}");
        let text = tool_error(&client, "resolve", json!({"id": "99"})).await;
        assert!(text.contains("no lesson with id 99"), "{text}");
        let text = tool_error(&client, "record_failure", json!({"symbol": "A.b"})).await;
        assert!(text.contains("missing LESSON"), "{text}");
        let text = tool_error(
            &client,
            "record_failure",
            json!({"file": "missing.py", "line": 3, "lesson": "x"}),
        )
        .await;
        assert!(text.contains("missing.py"), "{text}");
        let text = tool_error(&client, "lessons", json!({})).await;
        assert!(text.contains("give a symbol or a file"), "{text}");
        let text = tool_error(&client, "lessons", json!({"file": "a.py", "lines": "9-3"})).await;
        assert!(text.contains("--lines"), "{text}");
        // Still serving, and nothing was recorded.
        let top = ok(&client, "riskiest", json!({"top": 5})).await;
        assert_eq!(top["symbols"], json!([]));
        client.cancel().await.expect("close");
    });
}

#[test]
fn install_registers_the_server_for_each_mcp_agent_once() {
    let env = Env::new();
    let home = env.path().join("home");
    let cases: [(&[&str], std::path::PathBuf); 4] = [
        (&["--agent", "cursor"], env.path().join(".cursor/mcp.json")),
        (
            &["--agent", "gemini", "--mcp"],
            env.path().join(".gemini/settings.json"),
        ),
        (
            &["--agent", "claude", "--mcp"],
            env.path().join(".mcp.json"),
        ),
        (
            &["--agent", "codex", "--mcp", "--scope", "user"],
            home.join(".codex/config.toml"),
        ),
    ];
    std::fs::create_dir_all(env.path().join(".gemini")).unwrap();
    std::fs::write(
        env.path().join(".gemini/settings.json"),
        r#"{"theme": "dark", "mcpServers": {"docs": {"command": "docs-server"}}}"#,
    )
    .unwrap();
    for (flags, path) in &cases {
        let mut args = vec!["install"];
        args.extend_from_slice(flags);
        let first = env.json(&args);
        assert_eq!(first["action"], "installed", "{flags:?}: {first}");
        assert_eq!(first["path"], shown(path));
        let again = env.json(&args);
        assert_eq!(again["action"], "unchanged", "{flags:?}");
    }
    let gemini: Value =
        serde_json::from_str(&std::fs::read_to_string(&cases[1].1).unwrap()).unwrap();
    assert_eq!(gemini["theme"], "dark");
    assert_eq!(gemini["mcpServers"]["docs"]["command"], "docs-server");
    let codex = std::fs::read_to_string(&cases[3].1).unwrap();
    let codex: toml::Table = toml::from_str(&codex).unwrap();
    assert_eq!(codex["mcp_servers"]["cm"]["args"][0].as_str(), Some("mcp"));

    // The entry written starts a server the SDK's client can talk to.
    let cursor: Value =
        serde_json::from_str(&std::fs::read_to_string(&cases[0].1).unwrap()).unwrap();
    let entry = &cursor["mcpServers"]["cm"];
    runtime().block_on(async {
        let mut cmd = tokio::process::Command::new(entry["command"].as_str().unwrap());
        for arg in entry["args"].as_array().unwrap() {
            cmd.arg(arg.as_str().unwrap());
        }
        cmd.current_dir(env.path());
        for (name, value) in env.vars() {
            match value {
                Some(v) => cmd.env(name, v),
                None => cmd.env_remove(name),
            };
        }
        let client = serve(cmd).await;
        assert_eq!(client.list_all_tools().await.unwrap().len(), 9);
        client.cancel().await.unwrap();
    });

    for (flags, path) in &cases {
        let mut args = vec!["install", "--uninstall"];
        args.extend_from_slice(flags);
        assert_eq!(env.json(&args)["action"], "removed", "{flags:?}");
        let text = std::fs::read_to_string(path).unwrap();
        assert!(!text.contains("\"mcp\""), "{flags:?}: {text}");
    }
    let gemini: Value =
        serde_json::from_str(&std::fs::read_to_string(&cases[1].1).unwrap()).unwrap();
    assert_eq!(gemini["mcpServers"]["docs"]["command"], "docs-server");
    // An agent without such a file says which scopes it has.
    env.cm()
        .args(["install", "--agent", "cursor", "--scope", "local"])
        .assert()
        .failure()
        .stderr(predicates::str::contains(
            "use --scope project or --scope user",
        ));
}

#[test]
fn query_lines_lists_the_symbols_of_those_lines_and_the_file() {
    let env = Env::new();
    std::fs::create_dir_all(env.path().join("src")).unwrap();
    std::fs::write(env.path().join("src/auth.py"), SOURCE).unwrap();
    for (symbol, lesson) in [
        ("AuthService.login", "users are case-folded"),
        ("AuthService.validate", "JWT expiry not handled"),
    ] {
        env.cm()
            .args(["fail", symbol, lesson, "--file", "src/auth.py"])
            .assert()
            .success();
    }
    env.cm()
        .args(["fail", "--file", "src/auth.py", "imports stay lazy"])
        .assert()
        .success();
    let names = |lines: &str| -> Vec<String> {
        let q = env.json(&["query", "--file", "src/auth.py", "--lines", lines]);
        let mut n: Vec<String> = q["symbols"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["name"].as_str().unwrap().to_owned())
            .collect();
        n.sort();
        n
    };
    assert_eq!(names("6"), ["", "AuthService.validate"]);
    assert_eq!(
        names("2-6"),
        ["", "AuthService.login", "AuthService.validate"]
    );
    env.cm().args(["query", "--lines", "3"]).assert().code(2);
    env.cm()
        .args(["query", "--file", "src/auth.py", "--lines", "x"])
        .assert()
        .failure()
        .stderr(predicates::str::contains("expected a line like 42"));
}
