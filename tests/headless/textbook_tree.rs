//! `textbook-tree` and `tree --game trees` run as a student or a script runs them: the course's
//! two textbook examples searched and drawn, a tree written wrong pointed at, and the order of
//! the children as a choice.

use crate::common::{run, stderr, stdout};

/// `command` with `--json` and `args`, as a script runs it: one JSON object.
fn command_json(command: &str, args: &[&str]) -> serde_json::Value {
    let output = run(&[&[command, "--json"], args].concat(), "");
    assert!(output.status.success(), "{}", stderr(&output));
    serde_json::from_str(stdout(&output).trim()).expect("one JSON object")
}

fn json(args: &[&str]) -> serde_json::Value {
    command_json("textbook-tree", args)
}

#[test]
fn the_course_minimax_example_backs_up_4() {
    let output = run(&["textbook-tree", "(((-1 4) (2 6)) ((-3 -5) (0 7)))", "--algorithm", "minimax"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("value      4"), "{text}");
    assert!(text.contains("best line  A → B → D → 4"), "{text}");
    assert!(text.contains("nodes      15 visited of 15, 0 cut (0 cut-offs)"), "{text}");
    assert!(text.contains("│  └─ E  MAX  = 6"), "{text}");
    let shipped = json(&["--example", "minimax", "--algorithm", "minimax"]);
    assert_eq!(shipped["tree"], "(((-1 4) (2 6)) ((-3 -5) (0 7)))");
    assert_eq!(shipped["value"], 4);
}

#[test]
fn the_course_alpha_beta_example_visits_11_and_cuts_e_and_c() {
    let report = json(&["--example", "alpha-beta"]);
    assert_eq!(report["value"], 3);
    assert_eq!(report["nodes_visited"], 11);
    assert_eq!(report["nodes_cut"], 4);
    assert_eq!(report["cutoffs"], 2);
    assert_eq!(report["best_line"], serde_json::json!(["A", "B", "D", "3"]));
    let cut: Vec<&str> = report["nodes"]
        .as_array()
        .expect("nodes")
        .iter()
        .filter(|node| node["result"] == "cut")
        .map(|node| node["name"].as_str().expect("a name"))
        .collect();
    assert_eq!(cut, ["G", "9", "7", "5"]);

    let output = run(&["textbook-tree", "(((2 3) (5 9)) ((0 1) (7 5)))", "--steps"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("│  └─ E  MAX  ≥ 5  (cut-off: skips 9)"), "{text}");
    assert!(text.contains("└─ C  MIN  ≤ 1  (cut-off: skips G)"), "{text}");
    assert!(
        text.contains(
            "13. cut at E (MAX): 5 ≥ β = 3, so E's other child is cut (9): E is worth at least 5, and MIN at B \
             already has 3 through D, so MIN never lets the game reach E"
        ),
        "{text}"
    );
}

#[test]
fn best_first_and_worst_first_show_the_reordered_tree() {
    let best = json(&["--example", "alpha-beta", "--order", "best"]);
    assert_eq!(best["searched_tree"], "(((3 2) (9 5)) ((1 0) (7 5)))");
    assert_eq!((best["value"].clone(), best["nodes_visited"].clone()), (3.into(), 11.into()));
    let worst = json(&["--example", "alpha-beta", "--order", "worst"]);
    assert_eq!(
        (worst["value"].clone(), worst["nodes_visited"].clone(), worst["cutoffs"].clone()),
        (3.into(), 15.into(), 0.into())
    );
}

#[test]
fn a_malformed_tree_is_pointed_at() {
    let output = run(&["textbook-tree", "(((-1 x) (2 6)) ((-3 -5) (0 7)))"], "");
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    let lines: Vec<&str> = message.lines().collect();
    assert_eq!(
        lines[0], "minimax-arcade: not a tree: a number, '(', '[' or ')' expected at column 7, found 'x'",
        "{message}"
    );
    assert_eq!(lines[1].find('x'), lines[2].find('^'), "{message}");
    assert!(stdout(&output).is_empty());
    let unclosed = run(&["textbook-tree", "((1 2) (3 4)"], "");
    assert!(stderr(&unclosed).contains("unclosed parenthesis opened at column 1"), "{}", stderr(&unclosed));
    let bad_edit = run(&["textbook-tree", "--example", "minimax", "--edit", "remove A"], "");
    assert_eq!(bad_edit.status.code(), Some(2));
    assert!(stderr(&bad_edit).contains("--edit 'remove A': the root cannot be removed"), "{}", stderr(&bad_edit));
}

#[test]
fn a_random_tree_replays_from_its_seed() {
    let args = ["--random", "11", "--branching", "2-3", "--depth", "4", "--values", "-5..5"];
    let first = json(&args);
    assert_eq!(json(&args), first);
    assert!(first["nodes_visited"].as_u64().expect("a count") <= first["node_count"].as_u64().expect("a count"));
}

fn tree_json(args: &[&str]) -> serde_json::Value {
    command_json("tree", args)
}

#[test]
fn tree_searches_a_drawn_tree_as_it_searches_the_games() {
    let example = "(((2 3) (5 9)) ((0 1) (7 5)))";
    let report = tree_json(&["--game", "trees", "--position", example, "--algorithm", "alphabeta"]);
    assert_eq!((report["game"].as_str(), report["root_value"].as_i64()), (Some("trees"), Some(3)));
    assert_eq!(report["depth"], 3, "the whole tree by default");
    let nodes = report["nodes"].as_array().expect("nodes");
    let moves: Vec<&str> = nodes.iter().map(|node| node["move"].as_str().unwrap_or("A")).collect();
    assert_eq!(moves, ["A", "B", "D", "2", "3", "E", "5", "C", "F", "0", "1"], "the course's visiting order");
    let cut: Vec<(&str, &serde_json::Value)> = nodes
        .iter()
        .filter(|node| node["cutoff"] == true)
        .map(|node| (node["move"].as_str().expect("not the root"), &node["pruned"]))
        .collect();
    assert_eq!(cut, [("E", &serde_json::json!(["9"])), ("C", &serde_json::json!(["G"]))]);
    let e = &nodes[5];
    assert_eq!((e["alpha"].as_i64(), e["beta"].as_i64(), e["value"].as_i64()), (Some(-200_000_000), Some(3), Some(5)));

    let minimax = tree_json(&["--game", "trees", "--position", example, "--algorithm", "minimax"]);
    assert_eq!((minimax["root_value"].as_i64(), minimax["nodes_visited"].as_u64()), (Some(3), Some(15)));
    let worst =
        tree_json(&["--game", "trees", "--position", example, "--algorithm", "alphabeta", "--order", "worst-first"]);
    assert_eq!((worst["nodes_visited"].as_u64(), worst["order"].as_str()), (Some(15), Some("worst-first")));
}

#[test]
fn best_first_on_a_uniform_tree_visits_knuth_and_moores_minimal_tree() {
    // Three children a node, four levels: 3^2 + 3^2 - 1 = 17 leaves at the least.
    let output = run(&["textbook-tree", "--random", "5", "--branching", "3", "--depth", "4", "--json"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let random: serde_json::Value = serde_json::from_str(stdout(&output).trim()).expect("one JSON object");
    let tree = random["tree"].as_str().expect("the tree");
    let report =
        tree_json(&["--game", "trees", "--position", tree, "--algorithm", "alphabeta", "--order", "best-first"]);
    let nodes = report["nodes"].as_array().expect("nodes");
    let leaves = nodes.iter().filter(|node| node["depth"] == 4).count();
    assert_eq!(leaves, 17);
}

#[test]
fn the_order_of_a_games_moves_changes_the_work_and_never_the_value() {
    let visited = |order: &str| {
        let report = tree_json(&["--game", "tictactoe", "--algorithm", "alphabeta", "--depth", "9", "--order", order]);
        assert_eq!(report["root_value"], 0, "{order}: tic-tac-toe is a draw");
        report["nodes_visited"].as_u64().expect("a count")
    };
    let (as_given, best, worst) = (visited("as-given"), visited("best-first"), visited("worst-first"));
    assert!(best < as_given && as_given < worst, "{best} {as_given} {worst}");
}

#[test]
fn tree_names_what_is_missing_or_wrong() {
    let cases: [(&[&str], &str); 4] = [
        (&["--game", "trees", "--algorithm", "minimax"], "--position is needed with --game trees"),
        (&["--game", "trees", "--algorithm", "minimax", "--position", "((1 2) (3"], "not a tree: unclosed parenthesis"),
        (&["--game", "tictactoe", "--algorithm", "alphabeta"], "--depth is needed"),
        (
            &["--game", "tictactoe", "--algorithm", "full", "--depth", "3", "--order", "best-first"],
            "the full engine orders",
        ),
    ];
    for (args, message) in cases {
        let output = run(&[&["tree"], args].concat(), "");
        assert!(!output.status.success(), "{args:?}");
        assert!(stderr(&output).contains(message), "{args:?}: {}", stderr(&output));
    }
    let perft = run(&["perft", "--game", "trees", "1"], "");
    assert!(
        !perft.status.success() && stderr(&perft).contains("invalid value 'trees'"),
        "only tree and the window take the trees"
    );
}

#[test]
fn a_tree_with_chance_nodes_is_searched_by_expectimax_and_refused_by_the_others() {
    let report = json(&["([0.25:3 0.75:(2 9)] [4 5])", "--algorithm", "expectimax"]);
    assert_eq!(report["value"], 4.5);
    assert_eq!(report["best_moves"], serde_json::json!(["C"]));
    let nodes = report["nodes"].as_array().expect("nodes");
    let named = |name: &str| nodes.iter().find(|node| node["name"] == name).expect("a node").clone();
    assert_eq!((named("B")["kind"].clone(), named("B")["value"].clone()), ("chance".into(), 2.25.into()));
    assert_eq!((named("D")["kind"].clone(), named("D")["probability"].clone()), ("min".into(), 0.75.into()));
    // The steps, as data and in words: every node entered once, each chance weighed.
    let steps = report["steps"].as_array().expect("steps");
    assert_eq!(steps.len(), 21, "9 nodes: 4 entered and done, 5 leaves read, 8 values backed up");
    let weigh = steps.iter().find(|step| step["detail"]["step"] == "weigh").expect("a chance weighed");
    assert_eq!((weigh["detail"]["probability"].clone(), weigh["detail"]["sum"].clone()), (0.25.into(), 0.75.into()));
    let text = stdout(&run(&["textbook-tree", "([3 5] [2 9])", "--algorithm", "expectimax", "--steps"], ""));
    assert!(text.contains("value      5.5"), "{text}");
    assert!(text.contains("├─ B.1  (chance 0.5)  3"), "{text}");
    assert!(
        text.contains("9 backs up to C (chance) with chance 0.5: 0.5 × 9 = 4.5, so C's sum is 5.5 so far"),
        "{text}"
    );
    assert!(text.contains("C = 5.5 backs up to A (MAX): 5.5 > 4, so A = 5.5 so far"), "{text}");
    for algorithm in ["minimax", "alphabeta"] {
        let refused = run(&["textbook-tree", "([3 5] (2 9))", "--algorithm", algorithm], "");
        assert_eq!(refused.status.code(), Some(2));
        assert!(
            stderr(&refused).contains("B is a chance node: minimax and alpha-beta search trees where a player chooses")
        );
    }
    let args = ["--random", "4", "--chance", "--depth", "4", "--branching", "2-3", "--algorithm", "expectimax"];
    let random = json(&args);
    assert_eq!(json(&args), random, "a seed gives the same chance tree");
    let kinds: Vec<&str> =
        random["nodes"].as_array().expect("nodes").iter().filter_map(|node| node["kind"].as_str()).collect();
    assert!(["max", "chance", "min", "leaf"].iter().all(|kind| kinds.contains(kind)), "{kinds:?}");
    let without = run(&["textbook-tree", "--chance", "--depth", "2"], "");
    assert_eq!(without.status.code(), Some(2), "--chance is for a random tree");
    let sum = run(&["textbook-tree", "([0.5:3 0.4:5])", "--algorithm", "expectimax"], "");
    assert!(stderr(&sum).contains("the probabilities of the chance node opened at column 2 sum to 0.9, not 1"));
}

#[test]
fn an_exercise_code_names_one_tree_and_an_answer_is_marked() {
    let exercise = json(&["--exercise", "k7q2"]);
    assert_eq!(exercise["code"], "K7Q2");
    assert_eq!(json(&["--exercise", "K7Q2"]), exercise);
    let tree = exercise["tree"].as_str().expect("the tree's text").to_owned();
    let marked = json(&[&tree, "--algorithm", "minimax", "--mark", "A=0"]);
    assert_eq!(marked["correct"], false);
    assert!(marked["marks"].as_array().expect("marks").iter().any(|mark| mark["verdict"] == "missing"));
    let course = "(((2 3) (5 9)) ((0 1) (7 5)))";
    let right = json(&[course, "--mark", "A=3 B=3 D=3 E>=5 C<=1 F=1 cut=E.2,G"]);
    assert_eq!((right["correct"].clone(), right["mistake"].clone()), (true.into(), serde_json::Value::Null));
    let wrong = run(&["textbook-tree", course, "--mark", "A=3 B=3 D=3 E=5 C<=1 F=1 cut=G"], "");
    assert!(wrong.status.success(), "marked, right or wrong: {}", stderr(&wrong));
    let text = stdout(&wrong);
    assert!(text.contains("first mistake: E's value: you wrote E = 5, but at E, after E.1 gave 5"), "{text}");
    assert!(text.contains("cut E.2    cut      ✗ missing"), "{text}");
    let unreadable = run(&["textbook-tree", course, "--mark", "Q=3"], "");
    assert_eq!(unreadable.status.code(), Some(2));
    assert!(stderr(&unreadable).contains("--mark: `Q=3`: the tree has no node Q"), "{}", stderr(&unreadable));
    let bad_code = run(&["textbook-tree", "--exercise", "K7Q"], "");
    assert!(stderr(&bad_code).contains("an exercise code has 4 characters"), "{}", stderr(&bad_code));
}

#[test]
fn an_exercise_is_printed_as_a_sheet_and_its_key() {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-sheet-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder");
    let pdf = dir.join("k7q2.pdf");
    let written = run(&["textbook-tree", "--exercise", "K7Q2", "--sheet", &pdf.to_string_lossy()], "");
    assert!(written.status.success(), "{}", stderr(&written));
    let bytes = std::fs::read(&pdf).expect("the PDF");
    assert!(bytes.starts_with(b"%PDF-1.4") && bytes.ends_with(b"%%EOF\n"));
    let text = String::from_utf8_lossy(&bytes);
    assert!(text.contains("/Count 2") && text.contains("(Exercise K7Q2) Tj"), "two pages, the code on them");
    let svg = dir.join("k7q2.svg");
    let written =
        run(&["textbook-tree", "--exercise", "K7Q2", "--algorithm", "minimax", "--sheet", &svg.to_string_lossy()], "");
    assert!(written.status.success(), "{}", stderr(&written));
    let key = dir.join("k7q2-key.svg");
    assert!(stdout(&written).contains(&key.display().to_string()), "{}", stdout(&written));
    let (exercise, key) =
        (std::fs::read_to_string(&svg).expect("the exercise"), std::fs::read_to_string(&key).expect("the key"));
    for node in ["A", "A box", "I", "I box", "D.1"] {
        assert!(exercise.contains(&format!("<title>{node}</title>")), "{node}");
    }
    assert!(key.contains("Answer key"), "the key's page");
    let chance = run(&["textbook-tree", "--exercise", "AAAD", "--sheet", &pdf.to_string_lossy()], "");
    assert!(stderr(&chance).contains("--algorithm expectimax"), "{}", stderr(&chance));
    let text_file = run(&["textbook-tree", "--exercise", "K7Q2", "--sheet", "sheet.txt"], "");
    assert!(stderr(&text_file).contains("sheet.txt is neither a .pdf nor a .svg file"), "{}", stderr(&text_file));
    let no_folder = dir.join("missing").join("k7q2.pdf");
    let unwritable = run(&["textbook-tree", "--exercise", "K7Q2", "--sheet", &no_folder.to_string_lossy()], "");
    assert!(stderr(&unwritable).contains("could not write"), "{}", stderr(&unwritable));
    std::fs::remove_dir_all(&dir).expect("removed");
}
