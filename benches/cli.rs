//! How fast `cm` answers on a big database: 10,000 symbols and 100,000 lessons in one
//! project. Times the real binary as a subprocess (what a hook or an agent pays, process
//! start included) and prints median and p90 per command. Run with `cargo bench --bench cli`
//! (`CM_BENCH_DB=path` keeps the generated database).

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use code_memory::store::Store;
use rusqlite::params;

const SYMBOLS: usize = 10_000;
const LESSONS_PER_SYMBOL: usize = 10;
const RUNS: usize = 60;
const PROJECT: &str = "bench";

fn main() {
    let dir = tempfile::tempdir().expect("temp dir");
    // CM_BENCH_DB=path keeps the database for a closer look (it must not exist yet).
    let db = std::env::var_os("CM_BENCH_DB").map_or_else(|| dir.path().join("cm.db"), Into::into);
    let start = Instant::now();
    build(&db);
    println!(
        "database: {SYMBOLS} symbols, {} lessons, {:.1} MB, built in {:.2?}",
        SYMBOLS * LESSONS_PER_SYMBOL,
        std::fs::metadata(&db)
            .map(|m| m.len() as f64 / 1e6)
            .unwrap_or(0.0),
        start.elapsed()
    );

    let cm = env!("CARGO_BIN_EXE_cm");
    let risky = riskiest(cm, &db);
    let cases: Vec<(&str, Vec<String>)> = vec![
        ("cm --version (process start)", vec!["--version".into()]),
        (
            "query SYMBOL",
            vec!["query".into(), "Service42.handle_7".into()],
        ),
        (
            "query SYMBOL --inject",
            vec!["query".into(), risky, "--inject".into()],
        ),
        (
            "query --top 10",
            vec!["query".into(), "--top".into(), "10".into()],
        ),
        (
            "query --json SYMBOL",
            vec!["--json".into(), "query".into(), "Service42.handle_7".into()],
        ),
        (
            "fail SYMBOL LESSON",
            vec![
                "fail".into(),
                "Service7.handle_3".into(),
                "bench lesson".into(),
            ],
        ),
        ("stats", vec!["stats".into()]),
    ];
    println!(
        "{:<30} {:>9} {:>9} {:>9}",
        "command", "median", "p90", "min"
    );
    for (label, args) in &cases {
        let mut times = Vec::with_capacity(RUNS);
        for i in 0..RUNS + 3 {
            let t = Instant::now();
            let out = Command::new(cm)
                .args(args)
                .env("CODE_MEMORY_DB", &db)
                .env("CODE_MEMORY_PROJECT", PROJECT)
                .output()
                .expect("cm runs");
            let took = t.elapsed();
            assert!(
                out.status.success(),
                "{label}: {}",
                String::from_utf8_lossy(&out.stderr)
            );
            if label.contains("--inject") {
                assert!(
                    !out.stdout.is_empty(),
                    "the injected symbol is risky enough to print"
                );
            }
            // The first runs warm the page cache.
            if i >= 3 {
                times.push(took);
            }
        }
        times.sort_unstable();
        println!(
            "{label:<30} {:>9} {:>9} {:>9}",
            ms(times[times.len() / 2]),
            ms(times[times.len() * 9 / 10]),
            ms(times[0])
        );
    }
}

fn ms(d: Duration) -> String {
    format!("{:.2} ms", d.as_secs_f64() * 1e3)
}

/// 500 files of 20 symbols, 10 lessons each, spread over the last 90 days, some resolved.
fn build(db: &Path) {
    // The store creates and migrates the file; the rows go in through a connection of our
    // own, in one transaction, and the store then computes the symbols' counts and risk.
    let mut store = Store::open(db).expect("open");
    let conn = rusqlite::Connection::open(db).expect("open");
    {
        conn.execute_batch("BEGIN").expect("begin");
        let mut sym = conn
            .prepare("INSERT INTO symbols (project, file, name, created_at) VALUES (?1, ?2, ?3, '2026-01-01T00:00:00Z')")
            .expect("prepare");
        let mut exp = conn
            .prepare(
                "INSERT INTO experiences (uid, symbol_id, type, lesson, detail, status, source, created_at, occurrences, last_seen_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'manual', strftime('%Y-%m-%dT%H:%M:%SZ', 'now', ?7), 1,
                         strftime('%Y-%m-%dT%H:%M:%SZ', 'now', ?7))",
            )
            .expect("prepare");
        let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for s in 0..SYMBOLS {
            let file = format!("src/module{}/service{}.py", s / 200, s / 20);
            let name = format!("Service{}.handle_{}", s / 20, s % 20);
            sym.execute(params![PROJECT, file, name]).expect("symbol");
            let symbol_id = (s + 1) as i64;
            for l in 0..LESSONS_PER_SYMBOL {
                let r = next();
                let kind = if r % 4 == 0 { "success" } else { "fail" };
                let status = match r % 10 {
                    0 => "resolved",
                    1 => "inactive",
                    _ => "active",
                };
                let age = format!("-{} hours", (r >> 8) % (90 * 24));
                let lesson = format!("lesson {l} of {name}: handle the empty input before parsing");
                let detail = (l % 3 == 0).then(|| format!("seen in test_{name}_{l}"));
                exp.execute(params![
                    uuid::Uuid::now_v7().to_string(),
                    symbol_id,
                    kind,
                    lesson,
                    detail,
                    status,
                    age
                ])
                .expect("experience");
            }
        }
        drop((sym, exp));
        conn.execute_batch("COMMIT").expect("commit");
    }
    store.recompute_all().expect("recompute");
    conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE);")
        .expect("checkpoint");
}

/// A symbol whose current risk is high enough for `--inject` to print, as `cm` ranks them.
fn riskiest(cm: &str, db: &Path) -> String {
    let out = Command::new(cm)
        .arg("--db")
        .arg(db)
        .args(["-p", PROJECT, "--json", "query", "--top", "1"])
        .output()
        .expect("run cm query --top 1");
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON document");
    let first = &doc["symbols"][0];
    assert!(
        first["risk_score"].as_f64().is_some_and(|r| r >= 10.0),
        "bench data has a symbol at risk >= 10: {doc}"
    );
    first["name"].as_str().expect("a name").to_string()
}
