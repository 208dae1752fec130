//! File paths and projects: spellings of one file, git repositories, subdirectories.

use serde_json::Value;

use super::git;
use crate::common::Env;

#[test]
fn four_spellings_and_the_absolute_path_are_one_file() {
    let env = Env::new();
    let abs = env.path().join("src").join("auth.py");
    let abs = abs.to_str().unwrap();
    for file in [
        "src/auth.py",
        "./src/auth.py",
        "src\\auth.py",
        ".\\src\\auth.py",
        abs,
        "src/x/../auth.py",
    ] {
        env.json(&["fail", "Auth.check", "x", "--file", file]);
    }
    let q = env.json(&["query", "Auth.check"]);
    assert_eq!(q["total"], 1);
    assert_eq!(q["symbols"][0]["file"], "src/auth.py");
    assert_eq!(q["symbols"][0]["fail_count"], 6);
    assert_eq!(env.json(&["query", "--file", abs])["total"], 1);
}

#[test]
#[cfg_attr(
    windows,
    ignore = "runs git, which the Windows test environment under Wine lacks"
)]
fn project_and_paths_follow_the_git_repository() {
    let env = Env::new();
    let repo = env.path().join("shop");
    std::fs::create_dir_all(repo.join("src/payment")).unwrap();
    git(&env, &repo, &["init", "-q"]);
    git(
        &env,
        &repo,
        &[
            "-c",
            "user.email=a@b",
            "-c",
            "user.name=a",
            "commit",
            "-q",
            "--allow-empty",
            "-m",
            "init",
        ],
    );
    git(&env, &repo, &["worktree", "add", "-q", "../shop-feature"]);
    let wt = env.path().join("shop-feature");
    std::fs::create_dir_all(wt.join("src")).unwrap();

    // In a subdirectory: project = repository name, path relative to the top level.
    let r = env
        .cm()
        .env_remove("CODE_MEMORY_PROJECT")
        .current_dir(repo.join("src/payment"))
        .args([
            "--json",
            "fail",
            "Pay.run",
            "double charge",
            "--file",
            "processor.py",
        ])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let r: Value = serde_json::from_slice(&r).unwrap();
    assert_eq!(r["symbol"]["project"], "shop");
    assert_eq!(r["symbol"]["file"], "src/payment/processor.py");

    // A linked worktree is the same project.
    let abs = wt.join("src/payment/processor.py");
    let r = env
        .cm()
        .env_remove("CODE_MEMORY_PROJECT")
        .current_dir(wt.join("src"))
        .args([
            "--json",
            "fail",
            "Pay.run",
            "again",
            "--file",
            abs.to_str().unwrap(),
        ])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let r: Value = serde_json::from_slice(&r).unwrap();
    assert_eq!(r["symbol"]["project"], "shop");
    assert_eq!(r["symbol"]["file"], "src/payment/processor.py");
    assert_eq!(r["symbol"]["fail_count"], 2);

    // $CODE_MEMORY_PROJECT beats git; outside git the project is "default".
    let q = env.json(&["query", "Pay.run"]);
    assert_eq!(q["project"], "testproj");
    assert_eq!(q["total"], 0);
    let q = env
        .cm()
        .env_remove("CODE_MEMORY_PROJECT")
        .args(["--json", "query"])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let q: Value = serde_json::from_slice(&q).unwrap();
    assert_eq!(q["project"], "default");
}

#[test]
fn a_path_from_the_project_root_works_in_a_subdirectory_too() {
    let env = Env::new();
    let repo = env.path().join("shop");
    std::fs::create_dir_all(repo.join(".git")).unwrap();
    std::fs::create_dir_all(repo.join("backend")).unwrap();
    std::fs::write(repo.join("backend/api.py"), "def handler():\n    pass\n").unwrap();
    let in_backend = |args: &[&str]| -> Value {
        let out = env
            .cm()
            .current_dir(repo.join("backend"))
            .arg("--json")
            .args(args)
            .assert()
            .success()
            .get_output()
            .stdout
            .clone();
        serde_json::from_slice(&out).unwrap()
    };
    // The hooks print paths from the project root (`--file backend/api.py`); an agent runs
    // them from the directory it works in.
    let r = in_backend(&["fail", "handler", "x", "--file", "backend/api.py"]);
    assert_eq!(r["symbol"]["file"], "backend/api.py", "{r}");
    let r = in_backend(&["fail", "handler", "y", "--file", "api.py"]);
    assert_eq!(r["symbol"]["file"], "backend/api.py", "{r}");
    let q = in_backend(&["query", "handler", "--file", "backend/api.py"]);
    assert_eq!(q["symbols"][0]["fail_count"], 2, "{q}");
    // A file that exists from neither place stays relative to the current directory.
    let r = in_backend(&["fail", "f", "z", "--file", "new.py"]);
    assert_eq!(r["symbol"]["file"], "backend/new.py", "{r}");
}

#[test]
fn line_of_a_path_from_the_project_root_in_a_subdirectory() {
    let env = Env::new();
    let repo = env.path().join("shop");
    std::fs::create_dir_all(repo.join(".git")).unwrap();
    std::fs::create_dir_all(repo.join("backend")).unwrap();
    std::fs::write(repo.join("backend/api.py"), "def handler():\n    pass\n").unwrap();
    let out = env
        .cm()
        .current_dir(repo.join("backend"))
        .args([
            "--json",
            "fail",
            "--file",
            "backend/api.py",
            "--line",
            "2",
            "x",
        ])
        .assert()
        .success()
        .get_output()
        .stdout
        .clone();
    let r: Value = serde_json::from_slice(&out).unwrap();
    assert_eq!(r["symbol"]["name"], "handler", "{r}");
    assert_eq!(r["symbol"]["file"], "backend/api.py", "{r}");
}
