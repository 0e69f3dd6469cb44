//! The protocol's lines, read and written, and the engine driven in-process.

use std::io::{Cursor, Write};
use std::sync::{Arc, Mutex};

use proptest::prelude::*;

use super::client::{CommandLineError, EngineError, split_command_line};
use super::engine;
use super::protocol::{Command, CommandError, Response, SearchLine, parse_command, parse_response};
use crate::games::mutation::{edits, mutate};
use crate::games::reversi::formats::ggf::NotedMoveError;
use crate::games::reversi::{AiSettings, Move, Position, RecordedMove, SquareError, parse_transcript_record};

const START_GAME: &str = "set game (;GM[Othello]PC[NBoard]PB[me]PW[you]RE[?]TI[15:00]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6/-1.5/0.25];)";

fn square(text: &str) -> Move {
    Move::Place(text.parse().expect("a square"))
}

#[test]
fn every_command_reads_and_writes_back() {
    let game = parse_transcript_record(Position::initial(), "f5f6").expect("legal");
    let cases = [
        ("nboard 2", Command::NBoard(2)),
        ("set depth 12", Command::SetDepth(12)),
        ("set contempt -100", Command::SetContempt(-100)),
        ("move F5", Command::Move(RecordedMove::bare(square("f5")))),
        ("move d6/-1.50/2.5", Command::Move(RecordedMove { mv: square("d6"), eval: Some(-1.5), seconds: Some(2.5) })),
        ("move PA", Command::Move(RecordedMove::bare(Move::Pass))),
        ("go", Command::Go),
        ("hint 3", Command::Hint(3)),
        ("hint", Command::Hint(1)),
        ("  ping 17  ", Command::Ping(17)),
        ("learn", Command::Learn),
        ("analyze", Command::Analyze),
        ("quit", Command::Quit),
    ];
    for (line, expected) in cases {
        assert_eq!(parse_command(line), Ok(Some(expected.clone())), "{line}");
        assert_eq!(parse_command(&expected.to_string()), Ok(Some(expected)), "{line} written back");
    }
    let Ok(Some(Command::SetGame(read))) = parse_command(START_GAME) else { panic!("set game reads") };
    assert_eq!(read.transcript(), game.transcript());
    assert_eq!(read.moves()[1].eval, Some(-1.5));
    let set_game = Command::SetGame(read);
    assert_eq!(parse_command(&set_game.to_string()), Ok(Some(set_game)));
    assert_eq!(parse_command("   "), Ok(None));
}

#[test]
fn bad_commands_are_errors_not_panics() {
    let cases: [(&str, &str); 9] = [
        ("fly", "unknown command `fly`"),
        ("set colour blue", "unknown command `set colour blue`"),
        ("set depth", "`set depth` needs an argument"),
        ("set depth deep", "`set depth` takes a number, not `deep`"),
        ("ping", "`ping` needs an argument"),
        ("move", "`move` needs an argument"),
        ("move z9", "move: 'z9' is not a square"),
        ("set game (;GM[Othello]B[f5]W[a1];)", "set game: move 2 (a1) is illegal"),
        ("set game (;GM[Othello];)(;GM[Othello];)", "2 games given, one expected"),
    ];
    for (line, expected) in cases {
        let error = parse_command(line).expect_err(line).to_string();
        assert!(error.contains(expected), "{line}: {error}");
    }
    assert!(matches!(parse_command("set game garbage"), Err(CommandError::BadGame(_))));
    assert_eq!(parse_command("move f5/1/2/3"), Err(CommandError::BadMove(NotedMoveError::AfterTime("3".into()))));
}

#[test]
fn engine_answers_read_in_the_documents_form_and_edaxs() {
    let best = |mv, eval, seconds| Response::BestMove(RecordedMove { mv, eval, seconds });
    assert_eq!(parse_response("=== f5/-1.00/0.5"), best(square("f5"), Some(-1.0), Some(0.5)));
    assert_eq!(parse_response("=== d6 -1.00 0.0"), best(square("d6"), Some(-1.0), Some(0.0)));
    assert_eq!(parse_response("=== PA"), best(Move::Pass, None, None));
    let not_a_square = NotedMoveError::Move(SquareError("zz".into()));
    assert_eq!(parse_response("=== zz"), Response::BadAnswer { line: "=== zz".into(), error: not_a_square.clone() });
    assert!(matches!(parse_response("==="), Response::BadAnswer { .. }));
    let answer = EngineError::BadAnswer { line: "=== zz".into(), error: not_a_square };
    assert!(answer.to_string().starts_with("the engine answered `=== zz`: 'zz' is not a square"), "{answer}");
    assert_eq!(parse_response("pong 4"), Response::Pong(4));
    assert_eq!(parse_response("pong four"), Response::Other("pong four".into()));
    assert_eq!(parse_response("set myname Edax4.4"), Response::MyName("Edax4.4".into()));
    assert_eq!(parse_response("status Edax is thinking"), Response::Other("status Edax is thinking".into()));
    assert_eq!(parse_response("status"), Response::Idle);
}

#[test]
fn hint_lines_read_with_dashes_or_run_together() {
    let line = |text: &str| text.split(' ').map(|mv| if mv == "PA" { Move::Pass } else { square(mv) }).collect();
    let search = |moves: &str, eval, depth: &str| {
        Response::Search(SearchLine { line: line(moves), eval, depth: depth.to_owned() })
    };
    assert_eq!(parse_response("search f5-d6-c3 -0.11 0 6"), search("f5 d6 c3", -0.11, "6"));
    assert_eq!(parse_response("search F5d6C3 1.5 0 100%"), search("f5 d6 c3", 1.5, "100%"));
    assert_eq!(parse_response("search a1PAb2 4 0 9"), search("a1 PA b2", 4.0, "9"));
    // Lines that do not read are passed over, as unknown lines are.
    for garbled in ["search zz 1 0 2", "search f5 x 0 2", "search f5d 1 0 2", "search"] {
        assert_eq!(parse_response(garbled), Response::Other(garbled.into()), "{garbled}");
    }
}

#[test]
fn command_lines_split_as_a_shell_would() {
    let split = |text| split_command_line(text);
    assert_eq!(split("edax -q"), Ok(vec!["edax".to_owned(), "-q".to_owned()]));
    assert_eq!(
        split("  a  'b c'  \"d \\\" e\" f'g'h "),
        Ok(vec!["a".into(), "b c".into(), "d \" e".into(), "fgh".into()])
    );
    assert_eq!(split("sh -c ''"), Ok(vec!["sh".into(), "-c".into(), String::new()]));
    let cases = [
        ("sh -c 'open", CommandLineError::UnclosedSingleQuote, "a single quote is not closed"),
        ("\"open", CommandLineError::UnclosedDoubleQuote, "a double quote is not closed"),
        ("\"open \\", CommandLineError::UnclosedDoubleQuote, "a double quote is not closed"),
        ("   ", CommandLineError::Empty, "the command line is empty"),
    ];
    for (text, expected, message) in cases {
        assert_eq!(split(text), Err(expected), "{text}");
        assert_eq!(EngineError::CommandLine(expected).to_string(), format!("bad engine command line: {message}"));
    }
}

/// Output shared with the engine's threads, read once it has finished.
#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl Write for Captured {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().expect("not poisoned").extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Captured {
    fn lines(&self) -> Vec<String> {
        String::from_utf8_lossy(&self.0.lock().expect("not poisoned")).lines().map(str::to_owned).collect()
    }
}

/// Runs the engine on a script to the end of its input.
fn session(script: &str) -> (Vec<String>, String) {
    let (output, errors) = (Captured::default(), Captured::default());
    let settings = AiSettings { max_depth: 3, time_limit_ms: 0, ..AiSettings::default() };
    engine::run(Cursor::new(script.to_owned()), output.clone(), errors.clone(), settings);
    (output.lines(), errors.lines().join("\n"))
}

#[test]
fn a_scripted_session_answers_in_order() {
    // Read all at once, a ping would stop the searches before it: this one comes first.
    let script = format!("nboard 2\nset depth 2\n{START_GAME}\nping 1\ngo\nhint 2\nmove e6\nlearn\nanalyze\n");
    let (lines, errors) = session(&script);
    assert_eq!(errors, "");
    let answers: Vec<&str> = lines
        .iter()
        .map(String::as_str)
        .filter(|line| !line.starts_with("status") && !line.starts_with("nodestats"))
        .collect();
    assert_eq!(answers[0], "set myname minimax-arcade");
    assert_eq!(answers[1], "pong 1");
    let Response::BestMove(best) = parse_response(answers[2]) else { panic!("{}", answers[2]) };
    let after_f5_f6 = parse_transcript_record(Position::initial(), "f5f6").expect("legal").current();
    assert!(after_f5_f6.is_legal(best.mv), "{}", answers[2]);
    assert!(answers[3].starts_with("search ") && answers[4].starts_with("search "), "{answers:?}");
    assert_eq!(answers[3].split_whitespace().nth(3), Some("0"), "the third field of a search line is 0");
    assert_eq!(answers[5], "learned");
    let analysis: Vec<&str> = answers[6..].iter().map(|line| line.split_whitespace().nth(1).unwrap_or("")).collect();
    assert_eq!(analysis, ["3", "2", "1", "0"], "retrograde, one per position");
    assert_eq!(lines.last().map(String::as_str), Some("status"), "analysis ends by clearing the status");
}

#[test]
fn bad_lines_are_reported_and_ignored() {
    let script =
        format!("nboard 1\nset depth 0\nwhatever\n{START_GAME}\nset game (;GM[Othello]B[a1];)\nmove a1\nhint 1\n");
    let (lines, errors) = session(&script);
    for expected in [
        "protocol version 1",
        "set depth 0",
        "unknown command `whatever`",
        "set game: move 1 (a1) is illegal",
        "the previous game stays",
        "move: Black cannot play a1",
    ] {
        assert!(errors.contains(expected), "{expected}: {errors}");
    }
    // The hint is for F5 F6, the game that the bad `set game` and `move` left alone.
    let hint = lines.iter().find(|line| line.starts_with("search ")).expect("a hint");
    let mv = hint.split_whitespace().nth(1).and_then(|pv| pv.get(..2)).expect("a pv");
    let position = parse_transcript_record(Position::initial(), "f5f6").expect("legal").current();
    assert!(position.is_legal(Move::Place(mv.parse().expect("a square"))), "{hint}");
}

#[test]
fn a_finished_game_gets_no_search_but_its_analysis() {
    // A nine-move wipeout: black takes every disc.
    let wipeout = parse_transcript_record(Position::initial(), "d3c3b3d2e1d6d7e3f4").expect("legal");
    assert!(wipeout.current().is_game_over());
    assert_eq!(wipeout.current().final_margin(), -64);
    let script = format!("{}\ngo\nanalyze\n", Command::SetGame(Box::new(wipeout)));
    let (lines, errors) = session(&script);
    assert!(errors.contains("the game is over"), "{errors}");
    assert!(!lines.iter().any(|line| line.starts_with("===")));
    assert!(lines.iter().any(|line| line == "analysis 9 -64.00"), "white to move has lost by 64: {lines:?}");
}

proptest! {
    #[test]
    fn no_line_makes_the_protocol_readers_panic(line in ".*") {
        let _ = parse_command(&line);
        let _ = parse_response(&line);
        let _ = split_command_line(&line);
    }

    #[test]
    fn mutated_commands_never_make_the_reader_panic(edits in edits(), sample in 0..4usize) {
        let line = [START_GAME, "move d6/-1.50/2.5", "set depth 12", "ping 3"][sample];
        let _ = parse_command(&mutate(line, &edits));
        let _ = parse_response(&mutate("=== f5/-1.00/0.5", &edits));
    }
}
