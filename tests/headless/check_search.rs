//! The search checker run on students' programs: the example minimax, alpha-beta and expectimax
//! pass every tree; searches wrong in one way fail on the trees made to catch them, each with
//! its reason; programs that crash, hang, write garbage, ask about nodes that do not exist or
//! flood their output fail their trees and the check goes on.

use std::path::Path;

use crate::common::{run, stderr, stdout};

fn example(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/search").join(format!("{name}.py"));
    format!("python3 {}", path.display())
}

fn student(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/searches").join(format!("{name}.py"));
    format!("python3 {}", path.display())
}

/// The JSON summary a check prints last, and whether the check exited 0.
fn check(algorithm: &str, program: &str, extra: &[&str]) -> (serde_json::Value, bool) {
    let args = [&["check-search", "--algorithm", algorithm, "--program", program, "--json"], extra].concat();
    let output = run(&args, "");
    let code = output.status.code();
    assert!(matches!(code, Some(0 | 1)), "{}", stderr(&output));
    let text = stdout(&output);
    let summary = serde_json::from_str(text.lines().last().expect("a line")).expect("one JSON object");
    (summary, code == Some(0))
}

/// The reasons of the trees that failed.
fn reasons(summary: &serde_json::Value) -> Vec<String> {
    let results = summary["results"].as_array().expect("results");
    results.iter().filter_map(|result| result["reason"].as_str().map(str::to_owned)).collect()
}

#[test]
fn the_example_searches_pass_every_tree() {
    for algorithm in ["minimax", "alphabeta", "expectimax"] {
        let (summary, all_passed) = check(algorithm, &example(algorithm), &["--trees", "40", "--seed", "5"]);
        assert!(all_passed, "{algorithm}: {:?}", reasons(&summary));
        assert_eq!((summary["trees"].as_u64(), summary["passed"].as_u64()), (Some(40), Some(40)), "{algorithm}");
        let first = &summary["results"][0];
        assert_eq!(first["verdict"], "pass");
        assert_eq!(first["read"], first["expected"]);
    }
    // Started again for each tree, a program that answers one tree and exits passes too.
    let (summary, all_passed) = check("minimax", &student("minimax_one_tree_a_run"), &["--trees", "8"]);
    assert!(all_passed, "{:?}", reasons(&summary));
}

#[test]
fn alpha_beta_is_held_to_the_textbooks_leaves_and_minimax_to_every_leaf() {
    let (summary, all_passed) = check("minimax", &example("alphabeta"), &["--trees", "2"]);
    assert!(!all_passed);
    assert_eq!(summary["results"][0]["reason"], "you never read G.1 (0): minimax reads every leaf");
    let second = &summary["results"][1];
    assert_eq!(second["tree"], "(((2 3) (5 9)) ((0 1) (7 5)))");
    assert_eq!(second["reason"], "you never read E.2 (9): minimax reads every leaf");
    assert_eq!(second["read"], serde_json::json!(["D.1", "D.2", "E.1", "F.1", "F.2"]));
    let (summary, _) = check("alphabeta", &example("minimax"), &["--trees", "2"]);
    assert_eq!(summary["failed"], 2);
    assert!(
        reasons(&summary)[1].starts_with("you read E.2 (9), which alpha-beta never reaches: at E, after E.1 gave 5")
    );
}

#[test]
fn each_wrong_search_fails_with_its_mistake_named() {
    let cases = [
        ("alphabeta", "alphabeta_cuts_on_greater", "≤ α = 3, which MAX already holds at A"),
        ("alphabeta", "alphabeta_no_bounds_down", "which alpha-beta never reaches"),
        (
            "alphabeta",
            "alphabeta_right_to_left",
            "you went to C before B: alpha-beta takes each node's children left to right",
        ),
        ("minimax", "minimax_levels_swapped", "it is what MAX and MIN swapped give"),
        ("expectimax", "expectimax_plain_mean", "it is what plain means at the chance nodes give"),
    ];
    for (algorithm, program, reason) in cases {
        let (summary, all_passed) = check(algorithm, &student(program), &[]);
        assert!(!all_passed, "{program} passed");
        let reasons = reasons(&summary);
        assert!(reasons.iter().any(|given| given.contains(reason)), "{program}: {reasons:?}");
        assert_eq!(summary["failed"].as_u64(), Some(reasons.len() as u64));
    }
    // Cutting only on α > β reads a leaf the tree built for it ties: ((3 5) (3 9)).
    let (summary, _) = check("alphabeta", &student("alphabeta_cuts_on_greater"), &[]);
    let tie = summary["results"].as_array().expect("results").iter().find(|result| result["tree"] == "((3 5) (3 9))");
    let tie = tie.expect("the tree of a tie at α");
    assert_eq!(tie["read"], serde_json::json!(["B.1", "B.2", "C.1", "C.2"]));
    assert_eq!(tie["expected"], serde_json::json!(["B.1", "B.2", "C.1"]));
}

#[test]
fn a_broken_program_fails_its_trees_with_the_reason_and_the_check_goes_on() {
    let faults = [
        ("crash", "your program stopped with exit status 1 without answering: Traceback: ZeroDivisionError"),
        ("hang", "your program took longer than 2 s to answer"),
        ("garbage", "your program wrote `hello checker`, which is no request"),
        ("unknown-node", "your program asked `children Q`, but the tree has no node Q"),
        ("flood", "your program wrote more than 1000 comment or blank lines about one tree"),
        ("blank-flood", "your program wrote more than 1000 comment or blank lines about one tree"),
        ("long-line", "your program wrote a line longer than 64 KiB"),
    ];
    let faulty = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/searches/faults.py");
    for (fault, reason) in faults {
        let program = format!("python3 {} {fault}", faulty.display());
        // Two seconds: a Python program that crashes at once can take half of one to start on a
        // loaded machine, and must fail by its crash, not by the clock.
        let (summary, all_passed) = check("minimax", &program, &["--trees", "2", "--time-ms", "2000"]);
        assert!(!all_passed);
        assert_eq!((summary["trees"].as_u64(), summary["failed"].as_u64()), (Some(2), Some(2)), "{fault}");
        for given in reasons(&summary) {
            assert!(given.starts_with(reason), "{fault}: {given}");
        }
    }
    let (summary, _) = check("minimax", "no-such-program-here", &["--trees", "1"]);
    assert_eq!(reasons(&summary), ["your program cannot start `no-such-program-here`: there is no such program"]);
}

#[test]
fn the_text_shows_a_failed_trees_reads_beside_the_textbooks() {
    let output =
        run(&["check-search", "--algorithm", "alphabeta", "--program", &example("minimax"), "--trees", "2"], "");
    assert_eq!(output.status.code(), Some(1));
    let text = stdout(&output);
    assert!(text.contains("tree 1: FAIL"), "{text}");
    assert!(text.contains("tree 2: FAIL  (((2 3) (5 9)) ((0 1) (7 5)))"), "{text}");
    let second_tree = text.lines().skip_while(|line| !line.starts_with("tree 2:"));
    let row = second_tree.into_iter().find(|line| line.trim_start().starts_with("E.2")).expect("E.2's row");
    let cells: Vec<&str> = row.split_whitespace().collect();
    assert_eq!(cells[..4], ["E.2", "9", "4", "-"], "{row}");
    assert!(text.trim_end().ends_with("0 of 2 trees passed"), "{text}");
}

#[test]
fn the_c_example_speaks_the_protocol_by_hand_and_passes() {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/search/alphabeta.c");
    let program = Path::new(env!("CARGO_TARGET_TMPDIR")).join("alphabeta-example");
    // Rust links with the system's C compiler, so every machine that builds these tests has one.
    let compiled = std::process::Command::new("cc").arg("-O2").arg("-o").arg(&program).arg(&source).status();
    assert!(compiled.expect("cc runs").success());
    let (summary, all_passed) = check("alphabeta", &program.display().to_string(), &["--trees", "30"]);
    assert!(all_passed, "{:?}", reasons(&summary));
}
