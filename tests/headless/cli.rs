//! The headless subcommands, run as a script would run them.

use std::process::{Command, Stdio};

use crate::common::{run, stderr, stdout};

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
    let count = |player: usize, key: &str| summary["players"][player][key].as_u64().expect("a count");
    assert_eq!(count(0, "wins") + count(0, "draws") + count(0, "losses"), 6);
    assert_eq!(count(0, "wins"), count(1, "losses"));
    assert_eq!(summary["players"][0]["player"], "greedy");
    let again = run(
        &["match", "reversi", "--black", "greedy", "--white", "random", "--games", "6", "--seed", "3", "--json"],
        "",
    );
    // Each player's moves are counted (at least one a game), with the time it took over them.
    for player in 0..2 {
        let moves = summary["players"][player]["thinking"]["moves"].as_u64().expect("a count");
        assert!((6..=6 * 60).contains(&moves), "{moves}");
        assert!(summary["players"][player]["thinking"]["seconds"].as_f64().is_some_and(|s| s >= 0.0));
    }
    assert_eq!(without_times(&stdout(&again)), without_times(&stdout(&output)), "the same seed replays the same games");
}

/// A match's JSON summary without its timings (the match's and each player's), which differ
/// between two runs of the same games.
fn without_times(text: &str) -> serde_json::Value {
    let mut summary: serde_json::Value = serde_json::from_str(text.trim()).expect("one JSON object");
    summary.as_object_mut().expect("an object").remove("seconds");
    for player in 0..2 {
        summary["players"][player]["thinking"].as_object_mut().expect("a player's thinking").remove("seconds");
    }
    summary
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

#[test]
fn perft_counts_every_game() {
    for (args, leaves) in [
        (vec!["perft", "4", "--game", "tictactoe"], "leaves 3024"),
        (vec!["perft", "9", "--game", "tictactoe"], "leaves 127872"),
        (vec!["perft", "4", "--game", "catapultas"], "leaves 8212"),
        (vec!["perft", "3", "--game", "reversi"], "leaves 56"),
        (vec!["perft", "2", "--game", "tictactoe", "--position", "X---O---- X"], "leaves 42"),
    ] {
        let output = run(&args, "");
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        assert!(stdout(&output).contains(leaves), "{args:?}: {}", stdout(&output));
    }
    let bad = run(&["perft", "2", "--game", "catapultas", "--position", "xxxxxx/xxxxxx x"], "");
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("bad --position: a position has 6 rows"), "{}", stderr(&bad));
}

#[test]
fn analyze_searches_every_game_in_its_own_notation() {
    let output = run(&["analyze", "--game", "tictactoe", "--position", "XX-OO---- X", "--json"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let analysis: serde_json::Value = serde_json::from_str(stdout(&output).trim()).expect("one JSON object");
    assert_eq!(analysis["best"], "3", "X completes the top row");
    assert_eq!(analysis["score_text"], "win in 1 ply");
    assert_eq!(analysis["solved"], true);

    let output = run(&["analyze", "--game", "catapultas", "--depth", "3", "--json"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let analysis: serde_json::Value = serde_json::from_str(stdout(&output).trim()).expect("one JSON object");
    let best = analysis["best"].as_str().expect("a move");
    assert!(best.starts_with("x s 2 2 "), "every opening move is a jump from row 2: {best}");
    assert_eq!(analysis["moves"].as_array().map(Vec::len), Some(6));
    assert_eq!(analysis["pv"].as_array().map(Vec::len), Some(3));

    let output = run(&["analyze", "--game", "reversi", "--position", FFO_1, "--exact-empties", "20", "--json"], "");
    let analysis: serde_json::Value = serde_json::from_str(stdout(&output).trim()).expect("one JSON object");
    assert_eq!((analysis["best"].as_str(), analysis["margin"].as_i64()), (Some("g8"), Some(18)));

    for (args, message) in [
        (vec!["analyze", "--game", "tictactoe", "--position", "XXXOO---- O"], "the game is over"),
        (vec!["analyze", "--game", "tictactoe", "--exact-empties", "3"], "--exact-empties is for Reversi"),
        (
            vec!["analyze", "--game", "catapultas", "--position", "xxxxxx/xxxxxx/xxxxxx/oooooo/oooooo/ooooo x"],
            "row 6 has 5",
        ),
    ] {
        let output = run(&args, "");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(stderr(&output).contains(message), "{args:?}: {}", stderr(&output));
    }
}

/// The board of the worked example of the course's Catapultas rules after its first three moves,
/// drawn as the course draws it.
fn catapultas_after_three() -> String {
    use minimax_arcade::games::catapultas::{Board, parse_game};
    let log = "x s 2 2 1 4 1\no s 2 6 1 4 1\nx s 3 2 3 2 1 4 1\n";
    parse_game(Board::new(), log).expect("the worked example's moves are legal").end.diagram()
}

#[test]
fn move_answers_a_drawn_board_in_the_assignments_notation() {
    use minimax_arcade::games::Seat;
    use minimax_arcade::games::catapultas::{parse_diagram, parse_move};
    let drawing = catapultas_after_three();
    let output = run(&["move", "--game", "catapultas", "--side", "o", "--depth", "3"], &drawing);
    assert!(output.status.success(), "{}", stderr(&output));
    let answer = stdout(&output);
    let board = parse_diagram(&drawing, Seat::Second).expect("the drawing reads");
    assert!(answer.starts_with("o "), "{answer}");
    assert!(parse_move(&board, answer.trim()).is_ok(), "a legal move for o: {answer}");

    let tictactoe = "X | O |  \n--+---+--\n  | X |  \n--+---+--\nO |   |  \n";
    let output = run(&["move", "--game", "tictactoe", "--side", "x"], tictactoe);
    assert_eq!(stdout(&output).trim(), "9", "X completes the diagonal");

    for (args, board, message) in [
        (
            ["move", "--game", "tictactoe", "--side", "o"],
            tictactoe,
            "O to move was given, but the mark counts say it is X's turn",
        ),
        (
            ["move", "--game", "catapultas", "--side", "x"],
            " 1 #xxxxxx#\n",
            "has 6 rows like ` 1 #xxxxxx#`, this one has 1",
        ),
        (
            ["move", "--game", "catapultas", "--side", "x"],
            &drawing.replace("#-ooooo#", "#xxxxxx#"),
            "more than 18 pieces",
        ),
        (["move", "--game", "catapultas", "--side", "x"], &drawing.replace('o', "q"), "`q` is not a cell"),
    ] {
        let output = run(&args, board);
        assert_eq!(output.status.code(), Some(2), "{board}");
        assert!(stderr(&output).contains(message), "{board}: {}", stderr(&output));
    }
}

#[test]
fn review_gives_a_verdict_per_move_and_totals() {
    let output = run(&["review", "--transcript", "1. f5 d6 2. c3 d3 3. c4", "--depth", "2", "--json"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let lines: Vec<serde_json::Value> =
        stdout(&output).lines().map(|line| serde_json::from_str(line).expect("JSON")).collect();
    assert_eq!(lines.len(), 6, "five moves and the totals");
    for (ply, line) in lines[..5].iter().enumerate() {
        assert_eq!(line["ply"], ply + 1);
        assert_eq!(line["side"], if ply % 2 == 0 { "black" } else { "white" });
        for key in ["played", "best", "played_score", "best_score", "loss", "exact", "mark"] {
            assert!(line.get(key).is_some(), "{key} missing in {line}");
        }
        assert_eq!(line["exact"], false);
        // The learned evaluation (the default) estimates discs.
        assert!(line["loss"].as_f64().is_some_and(|loss| loss >= 0.0), "{line}");
        assert!(line.get("played_evaluation").is_none(), "no second unit when the first is discs: {line}");
    }
    assert_eq!(lines[0]["played"], "f5");
    assert!(lines[5]["totals"]["black"]["inaccuracies"].is_number());
    assert!(stderr(&output).contains("review: ply 5 of 5 done"), "{}", stderr(&output));

    let output = run(&["review", "--file", "tests/data/ggf/ggs-games.ggf", "--game-number", "1", "--depth", "1"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert_eq!(text.lines().count(), 62 + 2, "a line per move and one per player");
    assert!(text.contains(" 62 White played b1"), "{text}");
    assert!(text.contains("(exact)"), "the endgame is solved: {text}");

    for (args, message) in [
        (vec!["review", "--transcript", "f5 f5"], "move 2 (f5) is illegal at ply 2"),
        (vec!["review", "--transcript", "hello"], "'he' is not a square"),
        (vec!["review", "--file", "tests/data/ggf/ggs-games.ggf", "--game-number", "4"], "the file holds 3"),
        (vec!["review", "--file", "/no/such/game.ggf"], "cannot read /no/such/game.ggf"),
        (vec!["review", "--transcript", ""], "no moves to review"),
    ] {
        let output = run(&args, "");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(stderr(&output).contains(message), "{args:?}: {}", stderr(&output));
    }
}

#[test]
fn a_saved_match_reads_back_as_its_games_and_reviews() {
    use minimax_arcade::games::reversi::formats::ggf::read_games;
    let dir = std::env::temp_dir().join(format!("minimax-arcade-save-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("match.ggf");
    let path = file.to_str().expect("utf-8 path");
    let output =
        run(&["match", "reversi", "--black", "greedy", "--white", "random", "--games", "3", "--save", path], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let games = read_games(&std::fs::read_to_string(&file).expect("the file is written")).expect("our GGF reads");
    assert_eq!(games.len(), 3);
    for (game, line) in games.iter().zip(stdout(&output).lines()) {
        assert!(line.ends_with(&game.transcript()), "{line}");
        assert!(game.current().is_game_over());
        assert_eq!(game.result, game.final_result());
        assert_eq!((game.black.as_deref(), game.white.as_deref()), (Some("greedy"), Some("random")));
    }
    let review = run(&["review", "--file", path, "--game-number", "3", "--depth", "1", "--exact-empties", "8"], "");
    assert!(review.status.success(), "{}", stderr(&review));
    assert_eq!(stdout(&review).lines().count(), games[2].moves().len() + 2);
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_match_of_levels_from_openings_swaps_colours_and_replays_with_any_number_of_jobs() {
    use minimax_arcade::games::reversi::formats::ggf::read_games;
    let dir = std::env::temp_dir().join(format!("minimax-arcade-levels-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("match.ggf");
    let path = file.to_str().expect("utf-8 path");
    let args = |jobs: &'static str| {
        [
            "match",
            "reversi",
            "--black",
            "level:3",
            "--white",
            "ai:depth=1,weights=classroom",
            "--games",
            "4",
            "--openings",
            "random:6",
            "--swap-colours",
            "--jobs",
            jobs,
            "--json",
            "--save",
            path,
        ]
    };
    let output = run(&args("2"), "");
    assert!(output.status.success(), "{}", stderr(&output));
    let summary: serde_json::Value = serde_json::from_str(stdout(&output).trim()).expect("one JSON object");
    assert_eq!((summary["games"].as_u64(), summary["colours_swapped"].as_bool()), (Some(4), Some(true)));
    let score = |player: usize| summary["players"][player]["score"].as_f64().expect("a score");
    assert!((score(0) + score(1) - 100.0).abs() < 1e-9, "{summary}");
    let games = read_games(&std::fs::read_to_string(&file).expect("saved")).expect("our GGF reads");
    assert_eq!(games.len(), 4);
    for pair in games.chunks(2) {
        // One opening per pair, the players on opposite colours.
        assert_eq!(pair[0].moves()[..6], pair[1].moves()[..6]);
        assert_eq!(pair[0].black, pair[1].white);
        assert_eq!(pair[0].black.as_deref(), Some("level:3"));
    }
    assert_ne!(games[0].moves()[..6], games[2].moves()[..6], "each pair has its own opening");
    let again = run(&args("1"), "");
    assert_eq!(without_times(&stdout(&again)), without_times(&stdout(&output)), "one job replays two jobs' games");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn bad_players_and_openings_are_named() {
    for (player, problem) in [
        ("level:11", "`11` is not a level"),
        ("ai:depth=deep", "depth: `deep` is not a number"),
        ("ai:speed=3", "unknown ai option `speed`"),
        ("ai:book=sometimes", "book: `sometimes` is not 0 (no book)"),
        ("wizard", "`wizard` is not a player"),
    ] {
        let output = run(&["match", "reversi", "--black", player, "--white", "random"], "");
        assert_eq!(output.status.code(), Some(2), "{player}");
        assert!(stderr(&output).contains(problem), "{player}: {}", stderr(&output));
    }
    let output = run(&["match", "reversi", "--black", "random", "--white", "random", "--openings", "random:x"], "");
    assert!(stderr(&output).contains("not an openings choice"), "{}", stderr(&output));
}

#[test]
fn a_tictactoe_match_counts_every_game_and_the_ai_never_loses() {
    let output = run(&["match", "tictactoe", "--x", "ai", "--o", "random", "--games", "20", "--json"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let summary: serde_json::Value = serde_json::from_str(stdout(&output).trim()).expect("one JSON object");
    assert_eq!((summary["game"].as_str(), summary["games"].as_u64()), (Some("tictactoe"), Some(20)));
    let ai = &summary["players"][0];
    assert_eq!(ai["player"], "ai");
    let count = |key: &str| ai[key].as_u64().expect("a count");
    assert_eq!(count("wins") + count("draws") + count("losses"), 20, "{summary}");
    assert_eq!(count("losses"), 0, "{summary}");
    assert!(ai.get("discs").is_none(), "Tic-tac-toe counts no discs: {summary}");

    // Without --json, a line per game: the result in words, then the cells played.
    let output = run(&["match", "tictactoe", "--first", "random", "--second", "ai", "--games", "3"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let games: Vec<&str> = text.lines().filter(|line| line.starts_with("game ")).collect();
    assert_eq!(games.len(), 3, "{text}");
    for line in games {
        assert!(line.contains(": O wins ") || line.contains(": draw "), "the AI plays O and never loses: {line}");
    }
}

#[test]
fn a_catapultas_match_from_random_openings_saves_games_that_replay() {
    use minimax_arcade::engine::Game;
    use minimax_arcade::games::catapultas::{Board, parse_move};
    let dir = std::env::temp_dir().join(format!("minimax-arcade-catapultas-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let file = dir.join("match.txt");
    let path = file.to_str().expect("utf-8 path");
    let args = [
        "match",
        "catapultas",
        "--x",
        "ai:depth=2,weights=classroom",
        "--o",
        "greedy",
        "--games",
        "4",
        "--openings",
        "random:2",
        "--swap-colours",
        "--save",
        path,
    ];
    let output = run(&args, "");
    assert!(output.status.success(), "{}", stderr(&output));
    let saved = std::fs::read_to_string(&file).expect("the file is written");
    let games: Vec<Vec<String>> = saved
        .lines()
        .map(|line| {
            let mut board = Board::new();
            let moves: Vec<String> = line.split(" | ").map(str::to_owned).collect();
            for text in &moves {
                let mv = parse_move(&board, text).unwrap_or_else(|error| panic!("{text} in {line}: {error}"));
                board = board.play(mv);
            }
            assert!(board.is_over(), "a saved game is played to its end: {line}");
            moves
        })
        .collect();
    assert_eq!(games.len(), 4);
    for pair in games.chunks(2) {
        assert_eq!(pair[0][..2], pair[1][..2], "one opening per pair");
    }
    // Each game's line ends with its moves, as saved; pieces are counted as discs.
    for (line, moves) in stdout(&output).lines().zip(&games) {
        assert!(line.ends_with(&moves.join(" | ")), "{line}");
    }
    let summary = |jobs: &str| {
        let output = run(&[&args[..args.len() - 2], &["--json", "--jobs", jobs]].concat(), "");
        assert!(output.status.success(), "{}", stderr(&output));
        without_times(&stdout(&output))
    };
    let one_job = summary("1");
    assert!(one_job["players"][0]["discs"].is_u64(), "pieces are counted: {one_job}");
    assert_eq!(summary("2"), one_job, "two jobs replay one job's games");
    std::fs::remove_dir_all(&dir).ok();
}

/// The levels the window and the docs name, by name in any case or by number from the weakest.
#[test]
fn every_games_levels_play_by_name_or_number() {
    let summary = |args: &[&str]| -> serde_json::Value {
        let output = run(&[&["match"], args, &["--json"]].concat(), "");
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        serde_json::from_str(stdout(&output).lines().last().expect("a line")).expect("one JSON object")
    };
    let tictactoe = summary(&["tictactoe", "--x", "level:Perfect", "--o", "level:1", "--games", "6", "--swap-colours"]);
    let players = &tictactoe["players"];
    assert_eq!(
        (players[0]["player"].as_str(), players[1]["player"].as_str()),
        (Some("level:Perfect"), Some("level:1"))
    );
    assert_eq!(players[0]["losses"], 0, "Perfect loses no game of Tic-tac-toe: {tictactoe}");
    let catapultas =
        summary(&["catapultas", "--x", "level:hard", "--o", "level:easy", "--games", "2", "--swap-colours"]);
    assert_eq!(catapultas["games"], 2, "{catapultas}");
    let reversi = summary(&["reversi", "--black", "level:beginner", "--white", "level:2", "--games", "2"]);
    assert_eq!(reversi["players"][0]["player"], "level:beginner", "{reversi}");
}

#[test]
fn a_match_refuses_what_the_game_does_not_have() {
    for (args, problem) in [
        (
            vec!["catapultas", "--x", "ai", "--o", "random", "--openings", "balanced"],
            "Catapultas has no list of balanced openings",
        ),
        (vec!["tictactoe", "--x", "ai:empties=3", "--o", "random"], "unknown ai option `empties` for tictactoe"),
        (vec!["catapultas", "--x", "random", "--o", "ai:speed=9"], "unknown ai option `speed` for catapultas"),
        (vec!["tictactoe", "--x", "ai", "--o", "ai:weights=classroom"], "unknown ai option `weights` for tictactoe"),
        (vec!["tictactoe", "--x", "ai", "--o", "random", "--threads", "2"], "--threads is for Reversi"),
        (
            vec!["catapultas", "--x", "level:4", "--o", "random"],
            "`4` is not a level of Catapultas: use easy, medium or hard, or 1 to 3",
        ),
        (vec!["tictactoe", "--x", "level:expert", "--o", "random"], "use easy, medium, hard or perfect, or 1 to 4"),
        (vec!["chess", "--x", "ai", "--o", "random"], "invalid value 'chess'"),
    ] {
        let output = run(&[&["match"], &args[..]].concat(), "");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(stderr(&output).contains(problem), "{args:?}: {}", stderr(&output));
    }
}

/// Every command that searches on threads refuses to search on none, by the option's name,
/// before it starts any work.
#[test]
fn every_threads_option_refuses_zero_by_name() {
    for command in [
        &["analyze", "--depth", "4"][..],
        &["solve"],
        &["match", "reversi", "--x", "level:1", "--o", "random"],
        &["train", "mpc", "--positions", "1"],
        &["nboard"],
        &["book", "build", "--plies", "1", "--depth", "1", "--out", "never-written.bin"],
    ] {
        let output = run(&[command, &["--threads", "0"]].concat(), "");
        assert_eq!(output.status.code(), Some(2), "{command:?}: {}", stderr(&output));
        let message = stderr(&output);
        assert!(message.contains("--threads") && message.contains("must be at least 1"), "{command:?}: {message}");
        let output = run(&[command, &["--threads", "many"]].concat(), "");
        assert!(stderr(&output).contains("`many` is not a number of threads"), "{command:?}: {}", stderr(&output));
    }
}

/// A match plays its games one or more at a time: `--jobs 0` is refused by name, not taken as 1.
#[test]
fn a_match_refuses_to_play_no_games_at_once() {
    let match_of = |jobs: &str| run(&["match", "reversi", "--x", "level:1", "--o", "random", "--jobs", jobs], "");
    let output = match_of("0");
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    let message = stderr(&output);
    assert!(message.contains("--jobs") && message.contains("must be at least 1"), "{message}");
    assert!(stderr(&match_of("two")).contains("`two` is not a number of games"));
}

/// The window's launch options are checked before a window opens.
#[cfg(feature = "window")]
#[test]
fn a_game_file_that_cannot_be_opened_is_named_before_any_window() {
    let missing = std::env::temp_dir().join(format!("minimax-arcade-missing-{}.ggf", std::process::id()));
    let output = run(&["--open", missing.to_str().expect("utf-8 path")], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("cannot read") && stderr(&output).contains("missing"), "{}", stderr(&output));
    let bad = std::env::temp_dir().join(format!("minimax-arcade-bad-{}.ggf", std::process::id()));
    std::fs::write(&bad, "(;GM[Othello]B[z9];)").expect("a scratch file");
    let output = run(&["--open", bad.to_str().expect("utf-8 path")], "");
    let _ = std::fs::remove_file(&bad);
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    assert!(!stderr(&output).is_empty());
    let output = run(&["--transcript", "f5d6"], "");
    assert_eq!(output.status.code(), Some(2), "--transcript needs --game: {}", stderr(&output));
}

#[test]
fn a_reader_that_goes_away_ends_the_output_without_a_panic() {
    // As `minimax-arcade analyze | head -0` does: the pipe is closed before the first line.
    let mut child = Command::new(env!("CARGO_BIN_EXE_minimax-arcade"))
        .args(["analyze", "--depth", "8", "--threads", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    drop(child.stdout.take());
    let output = child.wait_with_output().expect("the binary finishes");
    assert!(output.status.success(), "{}", stderr(&output));
    assert_eq!(stderr(&output), "", "nothing to say about a reader that left");
}

#[test]
fn analyze_best_only_finds_the_same_best_score_and_bounds_the_rest() {
    let analyze = |extra: &[&str]| {
        let args = [&["analyze", "--depth", "7", "--threads", "1", "--json"], extra].concat();
        let output = run(&args, "");
        assert!(output.status.success(), "{}", stderr(&output));
        serde_json::from_str::<serde_json::Value>(&stdout(&output)).expect("one JSON object")
    };
    let (every, best_only) = (analyze(&[]), analyze(&["--best-only"]));
    assert_eq!(every["score"], best_only["score"], "the best move's score is exact either way");
    let exact = |analysis: &serde_json::Value| {
        analysis["moves"].as_array().expect("moves").iter().filter(|mv| mv["exact"] == true).count()
    };
    assert_eq!(exact(&every), 4, "every opening move scored");
    assert!(exact(&best_only) < 4, "the others only proved no better: {best_only}");
}

fn tree_json(args: &[&str]) -> serde_json::Value {
    let output = run(&[&["tree", "--json"], args].concat(), "");
    assert!(output.status.success(), "{}", stderr(&output));
    serde_json::from_str(&stdout(&output)).expect("one JSON object")
}

#[test]
fn tree_records_the_nodes_the_search_counts_with_honest_windows() {
    let position = "X---O---- X";
    let counts = run(&["nodes", "tictactoe", "--position", position, "--json"], "");
    let counts: serde_json::Value = serde_json::from_str(&stdout(&counts)).expect("nodes' JSON");
    let counted = |search: &str| {
        let searches = counts["searches"].as_array().expect("searches");
        searches.iter().find(|row| row["search"] == search).expect("a row")["nodes"].as_u64().expect("nodes")
    };
    let mut root_values = Vec::new();
    for (algorithm, search) in [("minimax", "plain minimax"), ("alphabeta", "alpha-beta"), ("full", "full engine")] {
        let tree =
            tree_json(&["--game", "tictactoe", "--position", position, "--depth", "7", "--algorithm", algorithm]);
        let nodes = tree["nodes"].as_array().expect("nodes");
        let counted_here = nodes.len() as u64 + tree["earlier_passes"].as_u64().expect("earlier passes");
        assert_eq!(counted_here, counted(search), "{algorithm}: the nodes are the ones the search counts");
        assert_eq!(tree["complete"], true);
        assert_eq!(nodes[0]["parent"], serde_json::Value::Null);
        root_values.push(tree["root_value"].clone());
        assert_eq!(tree["root_value"], nodes[0]["value"]);
        let value = |node: &serde_json::Value, key: &str| node[key].as_i64().expect("a number");
        for (index, node) in nodes.iter().enumerate() {
            assert_eq!(node["id"].as_u64(), Some(index as u64), "visiting order");
            if index > 0 {
                assert!(node["parent"].as_u64().is_some_and(|parent| parent < index as u64));
            }
            if node["cutoff"] == true {
                let is_max = node["max"] == true;
                let bound = if is_max { value(node, "beta") } else { value(node, "alpha") };
                assert!(if is_max { value(node, "value") >= bound } else { value(node, "value") <= bound });
                assert!(!node["pruned"].as_array().expect("pruned").is_empty());
            }
        }
        let cutoffs = nodes.iter().filter(|node| node["cutoff"] == true).count();
        assert_eq!(cutoffs == 0, algorithm == "minimax", "{algorithm}: only plain minimax never cuts");
    }
    assert!(root_values.iter().all(|value| *value == root_values[0]), "every algorithm agrees: {root_values:?}");
}

#[test]
fn tree_draws_a_small_tree_and_refuses_a_finished_game() {
    let output = run(
        &["tree", "--game", "tictactoe", "--position", "XO-XO---- X", "--depth", "9", "--algorithm", "alphabeta"],
        "",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("value win in 1 ply  best 7"), "{text}");
    assert!(text.contains("\n  3  MIN (-∞, +∞)"), "two spaces a ply: {text}");
    assert!(text.contains("cut-off, pruned:"), "{text}");
    let capped = tree_json(&["--depth", "3", "--algorithm", "minimax", "--max-nodes", "10"]);
    assert_eq!(capped["nodes"].as_array().map(Vec::len), Some(10));
    assert_eq!(capped["complete"], false);
    assert!(capped["nodes_visited"].as_u64().is_some_and(|visited| visited > 10));
    let over =
        run(&["tree", "--game", "tictactoe", "--position", "XXXOO---- O", "--depth", "2", "--algorithm", "full"], "");
    assert_eq!(over.status.code(), Some(2));
    assert!(stderr(&over).contains("the game is over"), "{}", stderr(&over));
}

#[test]
fn book_name_names_the_deepest_named_position_in_any_orientation_and_order() {
    let name = |args: &[&str]| {
        let output = run(&[&["book", "name"], args].concat(), "");
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        stdout(&output).trim().to_owned()
    };
    assert_eq!(name(&["f5d6c3d3c4f4c5"]), "Tiger (5 plies of 7)");
    // Gatliff's catalogue writes the same line from c4, a word a move.
    assert_eq!(name(&["c4", "e3", "f6", "e6", "f5"]), "Tiger (5 plies of 5)");
    // Through the parallel opening to the Cow's position.
    assert_eq!(name(&["f5f4e3f6e6"]), "Cow (5 plies of 5)");
    assert_eq!(name(&["1. f5 d6 2. c3 d3 3. c4 f4 4. c5 b3 5. c2 e6"]), "Tamenori (10 plies of 10)");
    assert_eq!(name(&["f5"]), "no named opening in this line (1 ply)");

    let output = run(&["book", "name", "e6f4c3c4d3d6", "--json"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let named: serde_json::Value = serde_json::from_str(stdout(&output).trim()).expect("one JSON object");
    assert_eq!(named["name"], "Tiger");
    assert_eq!((named["plies"].as_u64(), named["of"].as_u64()), (Some(5), Some(6)));
    assert_eq!(named["named_moves"], "e6f4c3c4d3");
    assert_eq!(named["table_moves"], "f5d6c3d3c4");
    assert!(named["source"].as_str().is_some_and(|source| source.contains("Gatliff")), "{named}");
    let output = run(&["book", "name", "--json", "f5"], "");
    let unnamed: serde_json::Value = serde_json::from_str(stdout(&output).trim()).expect("one JSON object");
    assert_eq!(
        (&unnamed["name"], unnamed["plies"].as_u64(), unnamed["of"].as_u64()),
        (&serde_json::Value::Null, Some(0), Some(1))
    );
}

#[test]
fn book_name_refuses_a_line_it_cannot_replay() {
    for (moves, message) in [("f5f5", "move 2 (f5) is illegal at ply 2"), ("f5 z9", "'z9' is not a square")] {
        let output = run(&["book", "name", moves], "");
        assert_eq!(output.status.code(), Some(2), "{moves}");
        assert!(stderr(&output).contains(message), "{moves}: {}", stderr(&output));
        assert!(stdout(&output).is_empty());
    }
    let output = run(&["book", "name"], "");
    assert_eq!(output.status.code(), Some(2), "no moves: {}", stderr(&output));
}

#[test]
fn a_book_is_built_extended_shown_and_refused_when_damaged() {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-book-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let path = dir.join("tiny.bin");
    let file = path.to_str().expect("a UTF-8 path");
    let output = run(&["book", "build", "--plies", "2", "--depth", "3", "--margin", "1", "--out", file], "");
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stderr(&output).contains("wrote"), "{}", stderr(&output));
    let stats = |file: &str| {
        let output = run(&["book", "stats", "--json", "--book", file], "");
        assert!(output.status.success(), "{}", stderr(&output));
        serde_json::from_str::<serde_json::Value>(stdout(&output).trim()).expect("one JSON object")
    };
    let small = stats(file);
    assert_eq!((small["plies"].as_u64(), small["depth"].as_u64()), (Some(2), Some(3)));
    assert_eq!(small["bytes"].as_u64(), Some(std::fs::metadata(&path).expect("written").len()));
    let positions = small["positions"].as_u64().expect("a count");
    assert!(positions >= 2, "{small}");

    assert_eq!(small["selectivity"].as_u64(), Some(100), "full-width unless asked: {small}");

    let args = ["book", "extend", file, "--plies", "3", "--selectivity", "95", "--games", "2", "--game-depth", "1"];
    let output = run(&args, "");
    assert!(output.status.success(), "{}", stderr(&output));
    let extended = stats(file);
    assert!(extended["positions"].as_u64() > Some(positions), "{extended}");
    assert_eq!((extended["plies"].as_u64(), extended["games"].as_u64()), (Some(3), Some(2)));
    assert_eq!(extended["selectivity"].as_u64(), Some(95), "{extended}");
    let output = run(&["book", "stats", "--book", file], "");
    assert!(stdout(&output).contains("3 plies, depth 3 @ 95 %"), "{}", stdout(&output));

    let output = run(&["book", "show", "--json", "--book", file], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let shown: serde_json::Value = serde_json::from_str(stdout(&output).trim()).expect("one JSON object");
    assert_eq!(shown["in_book"], true);
    let moves = shown["book_moves"].as_array().expect("the book's moves");
    assert_eq!(moves.len(), 4, "the four first moves are one position: {shown}");
    assert!(moves.iter().all(|book_move| book_move["games"].as_u64() == Some(2)), "{shown}");
    let output = run(&["book", "show", "--book", file, "--moves", "f5f6e6"], "");
    assert!(output.status.success() && stdout(&output).contains("not in the book"), "{}", stdout(&output));

    // Along the named lines: the Rose's position, ten plies in, then has its moves in the book.
    let rose = ["book", "show", "--json", "--book", file, "--moves", "f5d6c5f4e3c6d3f6e6d7"];
    let output = run(&rose, "");
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stdout(&output).contains("\"in_book\":false"), "{}", stdout(&output));
    let output = run(&["book", "extend", file, "--named"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let output = run(&rose, "");
    let shown: serde_json::Value = serde_json::from_str(stdout(&output).trim()).expect("one JSON object");
    assert_eq!(shown["in_book"], true, "{shown}");
    assert!(!shown["book_moves"].as_array().expect("the book's moves").is_empty(), "{shown}");

    let bytes = std::fs::read(&path).expect("the book");
    let damaged = dir.join("damaged.bin");
    let mut flipped = bytes.clone();
    flipped[40] ^= 1;
    for (contents, message) in [
        (flipped, "checksum"),
        (bytes[..bytes.len() - 5].to_vec(), "truncated"),
        (b"not a book".to_vec(), "not an opening book"),
    ] {
        std::fs::write(&damaged, contents).expect("written");
        let output = run(&["book", "stats", "--book", damaged.to_str().expect("UTF-8")], "");
        assert_eq!(output.status.code(), Some(2), "{message}");
        assert!(stderr(&output).contains(message), "{message}: {}", stderr(&output));
        assert!(!stderr(&output).contains("panicked"));
    }
    let output = run(&["book", "build", "--margin", "-1", "--out", file], "");
    assert_eq!(output.status.code(), Some(2));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn analyze_and_move_answer_from_the_book_when_asked_and_say_so() {
    let output = run(&["analyze", "--book", "--json"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let analysis: serde_json::Value = serde_json::from_str(stdout(&output).trim()).expect("one JSON object");
    assert_eq!((analysis["from_book"].as_bool(), analysis["nodes"].as_u64()), (Some(true), Some(0)));
    assert_eq!(analysis["moves"].as_array().map(Vec::len), Some(4));
    let output = run(&["analyze", "--book"], "");
    assert!(stdout(&output).contains("(from the opening book)"), "{}", stdout(&output));
    let output = run(&["analyze", "--depth", "2", "--json"], "");
    let searched: serde_json::Value = serde_json::from_str(stdout(&output).trim()).expect("one JSON object");
    assert_eq!(searched["from_book"].as_bool(), Some(false));
    let start = "---------------------------OX------XO--------------------------- X";
    let output = run(&["move", "--side", "black", "--book"], start);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(["d3", "c4", "f5", "e6"].contains(&stdout(&output).trim()), "{}", stdout(&output));
    assert!(stderr(&output).contains("from the opening book"));
    let output = run(&["analyze", "--game", "tictactoe", "--book"], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("--book is for Reversi"), "{}", stderr(&output));
}

#[test]
fn the_library_imports_ggf_lists_filters_and_names_what_it_cannot_read() {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-cli-library-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let games = dir.to_str().expect("utf-8 path");
    let ggf = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/ggf/ggs-games.ggf");
    let imported = run(&["library", "--dir", games, "import", ggf], "");
    assert!(imported.status.success(), "{}", stderr(&imported));
    assert!(stdout(&imported).starts_with("imported 3 games"), "{}", stdout(&imported));
    // Imported twice, the same games are the same entries.
    assert!(run(&["library", "--dir", games, "import", ggf], "").status.success());
    std::fs::write(dir.join("damaged.json"), "{\"format\": 1").expect("written");
    std::fs::write(dir.join("later.json"), "{\"format\": 7, \"what\": \"a later version's\"}").expect("written");

    let listed = run(&["library", "--dir", games, "--json"], "");
    assert!(listed.status.success(), "{}", stderr(&listed));
    let json: serde_json::Value = serde_json::from_str(&stdout(&listed)).expect("JSON");
    let kept = json["games"].as_array().expect("games");
    assert_eq!(kept.len(), 3);
    assert!(kept.iter().all(|game| game["game"] == "reversi" && game["origin"] == "imported"));
    let problems: Vec<&str> =
        json["unreadable"].as_array().expect("files").iter().filter_map(|file| file["problem"].as_str()).collect();
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert!(problems.iter().any(|problem| problem.contains("later version")), "{problems:?}");

    let unfinished = run(&["library", "--dir", games, "--result", "unfinished"], "");
    let lines = stdout(&unfinished);
    let finished = kept.iter().filter(|game| game["summary"]["outcome"]["kind"] != "unfinished").count();
    assert_eq!(lines.lines().filter(|line| line.contains("unfinished")).count(), 3 - finished, "{lines}");
    assert!(lines.contains("cannot read") && lines.contains("damaged.json"), "{lines}");

    let bad = run(&["library", "--dir", games, "import", "/no/such/file.ggf"], "");
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("cannot read /no/such/file.ggf"), "{}", stderr(&bad));
    let not_ggf = run(&["library", "--dir", games, "import", dir.join("damaged.json").to_str().expect("path")], "");
    assert!(stderr(&not_ggf).contains("is not a GGF file"), "{}", stderr(&not_ggf));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn analyze_reports_a_selective_depth_and_refuses_other_percentages() {
    let midgame = "--XXXX----XXXO--OOXXXOOO-OOXOXOO--OOOXO---OOOXO---OOX----------O X";
    let args = ["analyze", "--position", midgame, "--depth", "8", "--threads", "1", "--exact-empties", "0"];
    let selective = run(&[&args[..], &["--selectivity", "95"]].concat(), "");
    assert!(selective.status.success(), "{}", stderr(&selective));
    assert!(stdout(&selective).contains("depth      8 @ 95 %"), "{}", stdout(&selective));
    let full = run(&args, "");
    assert!(stdout(&full).contains("depth      8\n"), "{}", stdout(&full));
    let refused = run(&[&args[..], &["--selectivity", "90"]].concat(), "");
    assert_eq!(refused.status.code(), Some(2));
    assert!(stderr(&refused).contains("use 73, 87, 95, 98, 99 or 100"), "{}", stderr(&refused));
    let other_game = run(&["analyze", "--game", "tictactoe", "--selectivity", "95"], "");
    assert!(stderr(&other_game).contains("--selectivity is for Reversi"), "{}", stderr(&other_game));
}

#[test]
fn train_mpc_writes_a_model_of_the_stages_it_sampled() {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-mpc-{}", std::process::id()));
    let out = dir.join("probcut.txt");
    let output = run(
        &[
            "train",
            "mpc",
            "--threads",
            "1",
            "--positions",
            "50",
            "--depth",
            "4",
            "--min-empties",
            "38",
            "--max-empties",
            "42",
            "--out",
            out.to_str().expect("a UTF-8 path"),
        ],
        "",
    );
    assert!(output.status.success(), "{}", stderr(&output));
    let model = std::fs::read_to_string(&out).expect("the model is written");
    // 22 to 26 discs: one stage, depths 2 (from the evaluation), 3 and 4.
    assert!(model.starts_with("minimax-arcade probcut 1 fits 3\n"), "{model}");
    for pair in ["\n22-27 2 0 ", "\n22-27 3 1 ", "\n22-27 4 2 "] {
        assert!(model.contains(pair), "{model}");
    }
    let too_few = run(&["train", "mpc", "--positions", "3", "--depth", "3", "--out", out.to_str().expect("UTF-8")], "");
    assert!(stderr(&too_few).contains("too few positions"), "{}", stderr(&too_few));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn solve_takes_a_selectivity_and_says_the_score_is_not_proven() {
    let output = run(&["solve", "--selectivity", "95", "-"], &format!("{FFO_1}\n"));
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stdout(&output).contains("best g8    score +18 @ 95 %"), "{}", stdout(&output));
    let json = run(&["solve", "--json", "--selectivity", "73", "-"], &format!("{FFO_1}\n"));
    let solved: serde_json::Value = serde_json::from_str(stdout(&json).trim()).expect("one JSON object");
    assert_eq!(solved["selectivity"], 73);
    let exact = run(&["solve", "--json", "-"], &format!("{FFO_1}\n"));
    assert!(!stdout(&exact).contains("selectivity"), "{}", stdout(&exact));
    let bad = run(&["solve", "--selectivity", "90", "-"], "");
    assert_eq!(bad.status.code(), Some(2));
    assert!(stderr(&bad).contains("use 73, 87, 95"), "{}", stderr(&bad));
}

#[test]
fn solve_in_rising_steps_proves_the_same_margin_as_one_exact_pass() {
    let solved = |args: &[&str]| {
        let output = run(&[&["solve", "--json"], args, &["-"]].concat(), &format!("{FFO_1}\n"));
        assert!(output.status.success(), "{}", stderr(&output));
        serde_json::from_str::<serde_json::Value>(stdout(&output).trim()).expect("one JSON object")
    };
    let (direct, stepped) = (solved(&[]), solved(&["--from", "73"]));
    assert_eq!((&stepped["best"], &stepped["score"]), (&direct["best"], &direct["score"]), "{stepped}");
    assert!(stepped.get("selectivity").is_none(), "the last pass proves: {stepped}");
    let selective = solved(&["--from", "87", "--selectivity", "98"]);
    assert_eq!(selective["selectivity"], 98);
    let backwards = run(&["solve", "--from", "99", "--selectivity", "95", "-"], &format!("{FFO_1}\n"));
    assert_eq!(backwards.status.code(), Some(2));
    assert!(stderr(&backwards).contains("--from 99 % is surer than --selectivity 95 %"), "{}", stderr(&backwards));
}

#[test]
fn train_mpc_endgame_fits_the_solver_model_from_exact_solves() {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-endgame-mpc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let out = dir.join("endgame-probcut.txt");
    let out_arg = out.to_str().expect("a UTF-8 path");
    let args = ["train", "mpc", "--endgame", "--threads", "1", "--positions", "40", "--out", out_arg];
    let output = run(&[&args[..], &["--min-empties", "12", "--max-empties", "13"]].concat(), "");
    assert!(output.status.success(), "{}", stderr(&output));
    let model = std::fs::read_to_string(&out).expect("the model is written");
    assert!(model.starts_with("minimax-arcade endgame-probcut 1 ranges 1\n"), "{model}");
    assert!(model.contains("\n12-13 2 "), "{model}");
    let too_early = run(&[&args[..], &["--min-empties", "8"]].concat(), "");
    assert_eq!(too_early.status.code(), Some(2));
    assert!(stderr(&too_early).contains("need 12 ≤ min ≤ max ≤ 30"), "{}", stderr(&too_early));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
#[cfg(all(unix, not(target_os = "macos")))]
fn the_window_without_a_screen_says_so_instead_of_crashing() {
    let output = Command::new(env!("CARGO_BIN_EXE_minimax-arcade"))
        .args(["--game", "reversi"])
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("WAYLAND_SOCKET")
        .output()
        .expect("the binary runs");
    assert_eq!(output.status.code(), Some(2), "{}", stderr(&output));
    let said = stderr(&output);
    let expected = if cfg!(feature = "window") { "no screen to open the window on" } else { "no window" };
    assert!(said.contains(expected) && !said.contains("panicked"), "{said}");
}
