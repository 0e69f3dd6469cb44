//! The NBoard protocol end to end: the `nboard` engine driven through pipes as a GUI drives it,
//! our client of it (the window's and the match's outside engines) against our own engine, and
//! `match reversi` with outside engines (our own binary, and scripts that misbehave).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Output, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::Duration;

use minimax_arcade::games::reversi::formats::ggf::read_games;
use minimax_arcade::games::reversi::{Ending, GameRecord, GameResult, Move, Position, RecordedMove, parse_position};
use minimax_arcade::nboard::client::{EngineError, NboardEngine};

const BINARY: &str = env!("CARGO_BIN_EXE_minimax-arcade");

/// Long enough that only a hung engine misses it, on a loaded machine too.
const PATIENCE: Duration = Duration::from_secs(60);

/// The engine as a GUI sees it: lines in, lines out.
struct Gui {
    engine: Child,
    to_engine: ChildStdin,
    from_engine: Receiver<String>,
}

impl Gui {
    fn start(args: &[&str]) -> Self {
        let mut engine = Command::new(BINARY)
            .arg("nboard")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("the engine starts");
        let to_engine = engine.stdin.take().expect("piped");
        let output = engine.stdout.take().expect("piped");
        let (sender, from_engine) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    return;
                }
            }
        });
        Self { engine, to_engine, from_engine }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.to_engine, "{line}").and_then(|()| self.to_engine.flush()).expect("the engine listens");
    }

    /// The lines up to and including the first that `wanted` accepts.
    fn read_until(&self, wanted: impl Fn(&str) -> bool) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let line =
                self.from_engine.recv_timeout(PATIENCE).unwrap_or_else(|_| panic!("no answer; so far {lines:?}"));
            let done = wanted(&line);
            lines.push(line);
            if done {
                return lines;
            }
        }
    }
}

#[test]
fn ping_stops_a_search_that_would_run_for_hours() {
    let mut gui = Gui::start(&["--time-ms", "0"]);
    gui.send("nboard 2");
    gui.send("set depth 40");
    gui.send("set game (;GM[Othello]BO[8 ---------------------------O*------*O--------------------------- *];)");
    gui.send("go");
    // Once the search has finished a few iterations it is well under way: stop it.
    gui.read_until(|line| line.starts_with("status minimax-arcade: depth 3"));
    gui.send("ping 9");
    let lines = gui.read_until(|line| line == "pong 9");
    assert!(!lines.iter().any(|line| line.starts_with("===")), "a stopped search answers nothing: {lines:?}");
    // The engine is ready for the next command at once.
    gui.send("set depth 1");
    gui.send("go");
    let answer = gui.read_until(|line| line.starts_with("==="));
    assert!(
        ["=== d3", "=== c4", "=== f5", "=== e6"].iter().any(|start| answer.last().unwrap().starts_with(start)),
        "{answer:?}"
    );
    gui.send("quit");
    assert!(gui.engine.wait().expect("the engine exits").success());
}

#[test]
fn a_script_piped_in_gets_every_answer_before_the_engine_exits() {
    let mut engine = Command::new(BINARY)
        .args(["nboard", "--depth", "2"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the engine starts");
    let script = "nboard 2\nmove f5\nmove d6\nhint 4\nnonsense here\ngo\n";
    engine.stdin.take().expect("piped").write_all(script.as_bytes()).expect("the engine reads");
    let output = engine.wait_with_output().expect("the engine exits at the end of its input");
    assert!(output.status.success());
    let text = String::from_utf8_lossy(&output.stdout);
    let searches = text.lines().filter(|line| line.starts_with("search ")).count();
    assert_eq!(searches, 4, "four of the five moves after f5 d6: {text}");
    assert_eq!(text.lines().filter(|line| line.starts_with("=== ")).count(), 1, "{text}");
    assert!(String::from_utf8_lossy(&output.stderr).contains("unknown command `nonsense here`"));
}

/// Engines playing games side by side in a match each take one thread. (That `--threads 0` is
/// refused by name, here as in every command, `cli.rs` checks.)
#[test]
fn the_engine_searches_on_the_threads_it_is_given() {
    let mut engine = Command::new(BINARY)
        .args(["nboard", "--depth", "4", "--threads", "1"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the engine starts");
    engine.stdin.take().expect("piped").write_all(b"nboard 2\nmove f5\ngo\n").expect("the engine reads");
    let output = engine.wait_with_output().expect("the engine exits at the end of its input");
    assert!(output.status.success());
    let text = String::from_utf8_lossy(&output.stdout);
    let answer = text.lines().find_map(|line| line.strip_prefix("=== ")).expect("a move");
    assert!(["d6", "f6", "f4"].iter().any(|reply| answer.to_lowercase().starts_with(reply)), "{text}");
}

fn run_match(args: &[&str]) -> Output {
    Command::new(BINARY).args(["match", "reversi"]).args(args).output().expect("the match runs")
}

fn summary(output: &Output) -> serde_json::Value {
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    serde_json::from_slice(&output.stdout).expect("one JSON object")
}

#[test]
fn our_engine_plays_itself_through_the_protocol_with_legal_moves_only() {
    let engine = format!("nboard:{BINARY} nboard --time-ms 0");
    let output = run_match(&["--black", &engine, "--white", &engine, "--games", "2", "--depth", "2", "--json"]);
    let summary = summary(&output);
    for player in &summary["players"].as_array().expect("two players")[..] {
        assert_eq!(player["forfeits"], 0, "{summary}");
        assert_eq!(player["name"], "minimax-arcade", "{summary}");
        let games: u64 = ["wins", "draws", "losses"].iter().map(|key| player[key].as_u64().unwrap()).sum();
        assert_eq!(games, 2);
    }
    assert_eq!(summary["incidents"], serde_json::json!([]));
    // Both sides filled the board or ended the game by the rules: the discs add up to a real game.
    let discs = summary["players"][0]["discs"].as_u64().unwrap() + summary["players"][1]["discs"].as_u64().unwrap();
    assert!(discs > 2 * 13 && discs <= 2 * 64, "{summary}");

    let against_random =
        run_match(&["--black", "random", "--white", &engine, "--games", "3", "--depth", "1", "--json"]);
    let summary = self::summary(&against_random);
    assert_eq!(summary["players"][1]["forfeits"], 0, "{summary}");
    assert_eq!(summary["players"][0]["player"], "random");
}

/// An engine in a few lines of shell that answers pings, and does `on_go` when asked to move.
fn script_engine(on_go: &str) -> String {
    format!(
        "nboard:sh -c 'while read command argument; do case $command in ping) echo \"pong $argument\";; go) {on_go};; esac; done'"
    )
}

#[test]
fn engines_that_cheat_crash_or_hang_lose_and_the_match_goes_on() {
    let cases = [
        (script_engine("echo \"=== a1\""), "played an illegal move: Black cannot play a1"),
        (script_engine("echo \"=== z9\""), "the engine answered `=== z9`"),
        (script_engine("exit 3"), "the engine stopped (exit status: 3)"),
        (script_engine(":"), "no move from the engine within 0.3 s"),
    ];
    for (engine, reason) in cases {
        let output = run_match(&[
            "--black",
            &engine,
            "--white",
            "greedy",
            "--games",
            "2",
            "--engine-timeout-ms",
            "300",
            "--json",
        ]);
        let summary = summary(&output);
        assert_eq!(summary["players"][0]["forfeits"], 2, "{summary}");
        assert_eq!(summary["players"][1]["wins"], 2, "{summary}");
        let incidents = summary["incidents"].as_array().expect("a list");
        assert_eq!(incidents.len(), 2, "{summary}");
        for incident in incidents {
            assert!(incident.as_str().unwrap().contains(reason), "{incident} lacks {reason}");
        }
    }
    // A saved match writes a forfeit as a resignation by the side that lost it.
    let file = std::env::temp_dir().join(format!("minimax-arcade-forfeits-{}.ggf", std::process::id()));
    let path = file.to_str().expect("utf-8 path");
    let output = run_match(&["--black", &script_engine("exit 3"), "--white", "greedy", "--games", "2", "--save", path]);
    assert!(output.status.success());
    let games = read_games(&std::fs::read_to_string(&file).expect("saved")).expect("our GGF reads");
    std::fs::remove_file(&file).ok();
    assert_eq!(games.len(), 2);
    for game in games {
        assert_eq!(game.result, Some(GameResult { black_margin: -64.0, ending: Ending::Resigned }));
        assert!(game.moves().is_empty(), "black lost at its first move");
    }

    let missing = run_match(&["--black", "nboard:/no/such/engine --flag", "--white", "ai", "--games", "1"]);
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).contains("cannot start `/no/such/engine`"));
    let unquoted = run_match(&["--black", "nboard:sh -c 'oops", "--white", "ai", "--games", "1"]);
    assert_eq!(unquoted.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&unquoted.stderr).contains("a single quote is not closed"));
}

#[test]
fn a_cancelled_wait_stops_the_engine_and_the_next_move_is_its_own() {
    let command = format!("{BINARY} nboard --time-ms 600000");
    let mut engine = NboardEngine::start(&command, Some(60), PATIENCE).expect("our engine starts");
    let cancel = Arc::new(AtomicBool::new(false));
    let stopper = {
        let cancel = Arc::clone(&cancel);
        thread::spawn(move || {
            thread::sleep(Duration::from_millis(300));
            cancel.store(true, Ordering::Relaxed);
        })
    };
    // Ten minutes of search from the start, unless the wait is cancelled.
    let opening = GameRecord::new(Position::initial());
    let answer = engine.choose_move(&opening, Duration::from_secs(600), &cancel);
    assert_eq!(answer, Err(EngineError::Cancelled));
    stopper.join().expect("the stopper ends");

    // One empty square left: b1's disc falls to a1. An answer left over from the cancelled
    // search (a move from the start) would be taken for this one.
    let one_empty = "-OXXXXXX".to_owned() + &"X".repeat(56) + " X";
    let mut last = GameRecord::new(parse_position(&one_empty).expect("an OBF position"));
    let answer = engine.choose_move(&last, PATIENCE, &AtomicBool::new(false)).expect("a move");
    assert_eq!(answer.mv, Move::Place("a1".parse().expect("a square")));
    assert!(last.play(answer).is_ok());
}

#[test]
fn hints_give_every_move_its_line_and_evaluation_best_first() {
    let command = format!("{BINARY} nboard --time-ms 0");
    let mut engine = NboardEngine::start(&command, Some(4), PATIENCE).expect("our engine starts");
    let mut game = GameRecord::new(Position::initial());
    for mv in ["f5", "d6"] {
        game.play(RecordedMove::bare(Move::Place(mv.parse().expect("a square")))).expect("legal");
    }
    let hints = engine.hints(&game, 64, PATIENCE, &AtomicBool::new(false)).expect("hints");
    let mut hinted: Vec<Move> = hints.iter().map(|hint| hint.line[0]).collect();
    let mut legal = game.current().moves();
    hinted.sort_by_key(|mv| mv.to_string());
    legal.sort_by_key(|mv| mv.to_string());
    assert_eq!(hinted, legal, "one line for each legal move");
    assert!(hints.windows(2).all(|pair| pair[0].eval >= pair[1].eval), "best first");
    assert!(hints[0].line.len() > 1, "the best move comes with its line");

    // The engine is ready for a move after its hints.
    let answer = engine.choose_move(&game, PATIENCE, &AtomicBool::new(false)).expect("a move");
    assert!(legal.contains(&answer.mv));
}

#[test]
fn the_engine_searches_at_the_selectivity_it_is_given_and_refuses_others() {
    let refused = Command::new(BINARY).args(["nboard", "--selectivity", "90"]).output().expect("the binary runs");
    assert_eq!(refused.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("use 73, 87, 95, 98, 99 or 100"));
    let midgame = "--XXXX----XXXO--OOXXXOOO-OOXOXOO--OOOXO---OOOXO---OOX----------O X";
    let position = parse_position(midgame).expect("the position");
    let board = midgame.replace('X', "*");
    // The status lines say how sure each depth's search was, as Edax writes it ("depth 8@95%");
    // the top level's 95 % is the default, and a full-width search says nothing more.
    for (args, status) in
        [(&["--selectivity", "100"][..], "depth 8 "), (&["--selectivity", "73"], "depth 8@73% "), (&[], "depth 8@95% ")]
    {
        let mut gui = Gui::start(&[&["--time-ms", "0"], args].concat());
        gui.send("nboard 2");
        gui.send("set depth 8");
        gui.send(&format!("set game (;GM[Othello]BO[8 {board}];)"));
        gui.send("go");
        let lines = gui.read_until(|line| line.starts_with("==="));
        gui.send("quit");
        assert!(gui.engine.wait().expect("the engine exits").success());
        assert!(
            lines.iter().any(|line| line.starts_with(&format!("status minimax-arcade: {status}"))),
            "{args:?}: {lines:?}"
        );
        let answer = lines.last().expect("an answer");
        let mv = answer.trim_start_matches("=== ").split('/').next().expect("a move");
        assert!(position.is_legal(Move::Place(mv.parse().expect("a square"))), "{args:?}: {answer}");
    }
}
