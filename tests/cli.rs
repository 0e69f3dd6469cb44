//! The headless subcommands, run as a script would run them.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_minimax-arcade"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child.stdin.take().expect("piped").write_all(stdin.as_bytes()).expect("stdin accepts the input");
    child.wait_with_output().expect("the binary finishes")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

const FFO_1: &str = "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X; G8:+18; H1:+12;";

#[test]
fn perft_prints_the_leaf_count() {
    let output = run(&["perft", "6"], "");
    assert!(output.status.success());
    assert!(stdout(&output).contains("leaves 8200"), "{}", stdout(&output));
}

#[test]
fn solve_reads_standard_input_and_prints_json() {
    let output = run(&["solve", "--json", "-"], &format!("# a comment\n\n{FFO_1}\n"));
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 1);
    let solved: serde_json::Value = serde_json::from_str(lines[0]).expect("one JSON object");
    assert_eq!(solved["best"], "g8");
    assert_eq!(solved["score"], 18);
    assert!(solved["nodes"].as_u64().is_some_and(|n| n > 0));
    assert!(solved["seconds"].as_f64().is_some());
}

#[test]
fn solve_names_the_bad_line_and_solves_nothing() {
    let output = run(&["solve", "-"], &format!("{FFO_1}\n{} Z\n", "-".repeat(64)));
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("line 2: 'Z' is not a side to move"), "{}", stderr(&output));
    assert!(stdout(&output).is_empty());
    let missing = run(&["solve", "/no/such/file.obf"], "");
    assert_eq!(missing.status.code(), Some(2));
    assert!(stderr(&missing).contains("cannot read /no/such/file.obf"));
}

#[test]
fn analyze_reports_the_search_and_rejects_bad_positions() {
    let output = run(&["analyze", "--position", FFO_1, "--exact-empties", "20"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("best       g8"), "{text}");
    assert!(text.contains("+18 (exact)"), "{text}");
    let bad = run(&["analyze", "--position", "xyz X"], "");
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("bad --position"), "{}", stderr(&bad));
}

#[test]
fn a_reversi_match_accounts_for_every_game() {
    let output = run(
        &["match", "reversi", "--black", "greedy", "--white", "random", "--games", "6", "--seed", "3", "--json"],
        "",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let summary: serde_json::Value = serde_json::from_str(stdout(&output).trim()).expect("one JSON object");
    let count = |side: &str, key: &str| summary[side][key].as_u64().expect("a count");
    assert_eq!(count("black", "wins") + count("black", "draws") + count("black", "losses"), 6);
    assert_eq!(count("black", "wins"), count("white", "losses"));
    assert_eq!(summary["black"]["player"], "greedy");
    let again = run(
        &["match", "reversi", "--black", "greedy", "--white", "random", "--games", "6", "--seed", "3", "--json"],
        "",
    );
    let strip_time = |text: String| text.split("\"seconds\"").next().map(str::to_owned);
    assert_eq!(strip_time(stdout(&again)), strip_time(stdout(&output)), "the same seed replays the same games");
}

#[test]
fn analyze_takes_weights_from_a_file_and_names_a_bad_one() {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let good = dir.join("weights.json");
    std::fs::write(&good, r#"{"opening": {"coin_parity": 1}, "midgame": {"stability": 5}}"#).expect("write");
    let output = run(&["analyze", "--depth", "3", "--weights", good.to_str().expect("utf-8 path")], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let bad = dir.join("bad.json");
    std::fs::write(&bad, r#"{"opening": {"coin_parity": "lots"}}"#).expect("write");
    let output = run(&["analyze", "--weights", bad.to_str().expect("utf-8 path")], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("bad weights in"), "{}", stderr(&output));
    std::fs::remove_dir_all(&dir).ok();
}
