//! Why a text, a file, the settings or an outside engine failed, as the window tells it: every
//! variant of the games' and the system's typed errors explained in English and in Portuguese,
//! each language in its own words (a variant that fell back to the English `Display` would read
//! the same in both), with nothing left of a message's machinery, and with the details the
//! variant carries (the square, the move's number, the text as written).
//!
//! In a process of their own, one at a time: the window's language is one for the whole process.

use std::fmt::{Debug, Display};
use std::io::ErrorKind;
use std::os::unix::process::ExitStatusExt;
use std::process::ExitStatus;
use std::time::Duration;

use minimax_arcade::app::base::errors::Explain;
use minimax_arcade::app::base::i18n::{self, Language};
use minimax_arcade::games::catapultas::{
    self, Board as CatapultasBoard, BoardTextError, HopProblem, NotationError, Square,
};
use minimax_arcade::games::reversi::eval::WeightsError;
use minimax_arcade::games::reversi::formats::ggf::{parse_noted_move, read_games};
use minimax_arcade::games::reversi::formats::{
    GgfError, NotedMoveError, PlayError, PlayProblem, PositionError, SquareError, SyntaxProblem, TranscriptError,
    UnsupportedGame, ValueProblem, parse_position, parse_transcript_record,
};
use minimax_arcade::games::reversi::{Move, Position};
use minimax_arcade::games::tictactoe::{self, Board as TictactoeBoard, Cell, MoveError, ParseError};
use minimax_arcade::games::{Notation, Seat};
use minimax_arcade::nboard::client::{Awaited, CommandLineError, EngineError};

use crate::test_app::{alone, run_alone};

/// These tests set the window's language, one for the whole process: they run here, in a
/// process of their own, one at a time.
#[test]
fn in_a_process_of_their_own() {
    run_alone(module_path!());
}

/// `error` as the window explains it in English and in Portuguese.
fn in_both(error: &dyn Explain) -> [String; 2] {
    let explain = |language| {
        i18n::set_language(language);
        error.explain()
    };
    [explain(Language::English), explain(Language::Portuguese)]
}

/// Checks that both languages explain `error` in words of their own, whole, with every one of
/// `details`; returns the two explanations for checks of their own.
fn check(error: &(impl Explain + Debug), details: &[&str]) -> [String; 2] {
    let [english, portuguese] = in_both(error);
    assert_ne!(english, portuguese, "told the same in both languages: {error:?}");
    for (language, text) in [("English", &english), ("Portuguese", &portuguese)] {
        assert!(!text.trim().is_empty(), "{language}: nothing said of {error:?}");
        // A variable a message lacks shows as `{$name}`, a message the files lack as `⟦id⟧`.
        assert!(!text.contains(['{', '}', '⟦', '⟧']), "{language}: a message unfinished: {text}");
        for detail in details {
            assert!(text.contains(detail), "{language} leaves out {detail:?}: {text}");
        }
    }
    [english, portuguese]
}

/// As [`check`], for an error that holds another: the Portuguese must not carry the inner one's
/// English words either.
fn check_holding(error: &(impl Explain + Debug), inner: &dyn Display, details: &[&str]) -> [String; 2] {
    let explained = check(error, details);
    let english = inner.to_string();
    assert!(!explained[1].contains(&english), "English inside the Portuguese: {}", explained[1]);
    explained
}

/// The error of a result that must be one.
fn error_of<T, E>(result: Result<T, E>) -> E {
    match result {
        Ok(_) => panic!("an error was expected"),
        Err(error) => error,
    }
}

fn reversi_position(text: &str) -> Position {
    parse_position(text).unwrap_or_else(|error| panic!("{text}: {error}"))
}

// ---- Reversi ----

#[test]
#[ignore = "sets the window's language: run alone, by `in_a_process_of_their_own`"]
fn reversi_squares_and_positions_are_explained_in_both_languages() {
    alone();
    check(&SquareError("z9".into()), &["z9", "f5"]);
    check(&error_of(parse_position("")), &[]);
    let length = error_of(parse_position("X-O- X"));
    assert_eq!(length, PositionError::BoardLength(4));
    check(&length, &["64", "4"]);
    let bad_square = error_of(parse_position(&format!("---Z{} X", "-".repeat(60))));
    assert_eq!(bad_square, PositionError::BadBoardChar { index: 3, found: 'Z' });
    let [english, portuguese] = check(&bad_square, &["d1", "'Z'"]);
    assert!(english.contains("X for Black") && portuguese.contains("X para as Pretas"), "{english} / {portuguese}");
    check(&error_of(parse_position(&"-".repeat(64))), &["64"]);
    let side = error_of(parse_position(&format!("{} Q", "-".repeat(64))));
    assert_eq!(side, PositionError::BadSideToMove("Q".into()));
    check(&side, &["'Q'"]);
}

#[test]
#[ignore = "sets the window's language: run alone, by `in_a_process_of_their_own`"]
fn reversi_transcripts_are_explained_with_the_move_and_where_it_is() {
    alone();
    let start = Position::initial();
    let not_a_move = error_of(parse_transcript_record(start, "f5 d6 c3 x9"));
    assert_eq!(not_a_move, TranscriptError::NotAMove { text: "x9".into(), column: 10 });
    check(&not_a_move, &["'x9'", "10", "f5", "--"]);
    let number = error_of(parse_transcript_record(start, "f5 12 d6"));
    assert!(matches!(number, TranscriptError::StrayNumber { .. }), "{number}");
    check(&number, &["'12'", "4", "12."]);
    let illegal = error_of(parse_transcript_record(start, "f5 f5"));
    let TranscriptError::IllegalMove { error: play, .. } = &illegal else { panic!("{illegal}") };
    let [english, portuguese] = check_holding(&illegal, play, &["2", "(f5)", "f4 d6 f6"]);
    assert!(english.contains("White cannot play f5") && english.contains("legal: "), "{english}");
    assert!(portuguese.contains("as Brancas não podem jogar em f5"), "{portuguese}");

    // A forced pass the transcript left out: the move's place in the game is named too.
    let after_passes = TranscriptError::IllegalMove { number: 5, ply: 6, text: "a1".into(), error: play.clone() };
    let [with_passes, _] = check_holding(&after_passes, play, &["5", "6", "(a1)"]);
    assert!(with_passes.contains("passes"), "{with_passes}");
}

#[test]
#[ignore = "sets the window's language: run alone, by `in_a_process_of_their_own`"]
fn reversi_moves_that_break_the_rules_are_explained_with_the_side_and_its_moves() {
    alone();
    let all_black = reversi_position(&format!("{} O", "X".repeat(64)));
    let over = PlayError {
        mv: Move::Place("a1".parse().expect("a square")),
        position: all_black,
        problem: PlayProblem::GameOver,
    };
    check(&over, &["a1"]);
    let pass_over = PlayError { mv: Move::Pass, ..over.clone() };
    let [english, portuguese] = check(&pass_over, &[]);
    assert!(english.starts_with("a pass") && portuguese.starts_with("um passe"), "{english} / {portuguese}");

    let after_f5 = parse_transcript_record(Position::initial(), "f5").expect("a legal opening").current();
    let illegal = PlayError {
        mv: Move::Place("a1".parse().expect("a square")),
        position: after_f5,
        problem: PlayProblem::Illegal,
    };
    let legal: Vec<String> = after_f5.legal_squares().squares().map(|square| square.to_string()).collect();
    check(&illegal, &["a1", &legal.join(" ")]);

    // White has no square here (its one disc flanks nothing) and must pass.
    let white_stuck = reversi_position(&format!("XO{} O", "-".repeat(62)));
    assert!(white_stuck.must_pass());
    let must_pass = PlayError {
        mv: Move::Place("c1".parse().expect("a square")),
        position: white_stuck,
        problem: PlayProblem::Illegal,
    };
    let [english, _] = check(&must_pass, &["c1"]);
    assert!(english.contains("must pass"), "{english}");

    let pass = PlayError { mv: Move::Pass, position: Position::initial(), problem: PlayProblem::PassNotForced };
    check(&pass, &["d3 c4 f5 e6"]);
}

#[test]
#[ignore = "sets the window's language: run alone, by `in_a_process_of_their_own`"]
fn reversi_game_files_are_explained_variant_by_variant() {
    alone();
    let start = "BO[8 ---------------------------O*------*O--------------------------- *]";
    let file = |text: &str| error_of(read_games(text));
    check(&GgfError::NoGame, &["(;", ";)"]);
    check(&file(""), &["(;"]);

    // Syntax: where, and what was expected there.
    let syntax = [
        ("hello", SyntaxProblem::GameStart('h'), vec!["`h`"]),
        ("(x", SyntaxProblem::SemicolonAfterOpening, vec!["`;`"]),
        ("(;GM[Othello]B[f5]", SyntaxProblem::Unterminated, vec!["`;)`"]),
        ("(;GM[Othello];x", SyntaxProblem::ClosingBracket, vec!["`)`"]),
        ("(;GM[Othello]7[f5];)", SyntaxProblem::PropertyName('7'), vec!["`7`"]),
        ("(;GM;)", SyntaxProblem::ValueStart("GM".into()), vec!["GM", "`[ ]`"]),
        ("(;GM[Othello]PB[x", SyntaxProblem::UnclosedValue("PB".into()), vec!["PB", "`]`"]),
        ("(;GM[Othello]PB[x\\", SyntaxProblem::LoneBackslash("PB".into()), vec!["PB", "`\\`"]),
    ];
    for (text, problem, details) in syntax {
        let error = file(text);
        let GgfError::Syntax { character, problem: found } = &error else { panic!("{text}: {error}") };
        assert_eq!(*found, problem, "{text}");
        check(found, &details);
        let character = character.to_string();
        check_holding(&error, found, &[details.as_slice(), &[character.as_str()]].concat());
    }
    let [english, portuguese] = check(&file("(;GM[Othello]]"), &[]);
    assert!(english.contains("character 14") && portuguese.contains("caractere 14"), "{english} / {portuguese}");

    check(&file("(;GM[Chess];)"), &["Chess", "Othello"]);
    let unsupported = [
        ("(;GM[Othello]BO[10 -];)", UnsupportedGame::BoardSize("10".into()), vec!["10", "8×8"]),
        (
            "(;GM[Othello]TY[10];)",
            UnsupportedGame::TypeSize { game_type: "10".into(), size: "10".into() },
            vec!["TY[10]", "8×8"],
        ),
        ("(;GM[Othello]TY[8a];)", UnsupportedGame::AntiOthello("8a".into()), vec!["TY[8a]"]),
    ];
    for (text, game, details) in unsupported {
        assert_eq!(file(text), GgfError::Unsupported(game.clone()), "{text}");
        check(&game, &details);
    }

    // A value that does not read: the property as written, and what is wrong with it.
    let values: Vec<(String, ValueProblem, Vec<&str>)> = vec![
        ("(;GM[Othello]BO[];)".into(), ValueProblem::EmptyBoard, vec!["BO[]"]),
        ("(;GM[Othello]BO[8];)".into(), ValueProblem::NoSquares, vec!["BO[8]"]),
        ("(;GM[Othello]BO[8 ---- *];)".into(), ValueProblem::SquareCount(5), vec!["64", "5"]),
        (
            format!("(;GM[Othello]{};)", start.replace("O*", "Z*")),
            ValueProblem::BadSquare { index: 27, found: 'Z' },
            vec!["d4", "`Z`", "*"],
        ),
        (format!("(;GM[Othello]{};)", start.replace(" *]", " Q]")), ValueProblem::BadSide('Q'), vec!["`Q`"]),
        (format!("(;GM[Othello]{start}RE[lots];)"), ValueProblem::BadMargin, vec!["RE[lots]", "+12.000"]),
        (format!("(;GM[Othello]{start}RE[+2:q];)"), ValueProblem::BadEnding("q".into()), vec!["`:q`"]),
        (
            format!("(;GM[Othello]{start}B[z9];)"),
            ValueProblem::Move(NotedMoveError::Move(SquareError("z9".into()))),
            vec!["B[z9]", "'z9'"],
        ),
    ];
    for (text, expected, details) in values {
        let error = file(&text);
        let GgfError::BadValue { problem, .. } = &error else { panic!("{text}: {error}") };
        assert_eq!(*problem, expected, "{text}");
        check_holding(&error, problem, &details);
    }
    let [english, portuguese] = check(&ValueProblem::BadMargin, &["+12.000"]);
    assert!(english.contains("Black's") && portuguese.contains("das Pretas"), "{english} / {portuguese}");

    let wrong_side = file(&format!("(;GM[Othello]{start}B[f5]B[d6];)"));
    assert!(matches!(wrong_side, GgfError::WrongColor { number: 2, .. }), "{wrong_side}");
    let [english, portuguese] = check(&wrong_side, &["2", "(d6)"]);
    assert!(english.contains("White is to move") && portuguese.contains("a vez é das Brancas"), "{portuguese}");
    let illegal = file(&format!("(;GM[Othello]{start}B[f5]W[a1];)"));
    let GgfError::IllegalMove { error: play, .. } = &illegal else { panic!("{illegal}") };
    check_holding(&illegal, play, &["2", "(a1)", "f4 d6 f6"]);
}

#[test]
#[ignore = "sets the window's language: run alone, by `in_a_process_of_their_own`"]
fn reversi_noted_moves_are_explained_naming_the_part_that_does_not_read() {
    alone();
    let cases = [
        ("z9/1", NotedMoveError::Move(SquareError("z9".into())), "'z9'"),
        ("f5/lots", NotedMoveError::Eval("lots".into()), "`lots`"),
        ("f5/1/-2", NotedMoveError::Time("-2".into()), "`-2`"),
        ("f5/1/2/3", NotedMoveError::AfterTime("3".into()), "`/3`"),
    ];
    for (text, expected, detail) in cases {
        let error = error_of(parse_noted_move(text));
        assert_eq!(error, expected, "{text}");
        check(&error, &[detail]);
    }
}

#[test]
#[ignore = "sets the window's language: run alone, by `in_a_process_of_their_own`"]
fn a_reversi_text_that_is_no_game_is_explained_whatever_it_looked_like() {
    alone();
    let game = |text: &str| error_of(<Position as Notation>::parse_game(text));
    check(&game("X-O- X"), &["64", "4"]);
    check(&game("f5 f5"), &["(f5)", "f4 d6 f6"]);
    check(&game("(;GM[Chess];)"), &["Chess"]);
}

#[test]
#[ignore = "sets the window's language: run alone, by `in_a_process_of_their_own`"]
fn reversi_weights_are_explained_with_the_heuristic_and_the_phase() {
    alone();
    check(&WeightsError::Json("expected value at line 1 column 2".into()), &["line 1 column 2"]);
    let out_of_range = WeightsError::OutOfRange { phase: "opening", name: "mobility", value: -5000 };
    let [english, portuguese] = check(&out_of_range, &["-5000", "1000"]);
    assert!(english.contains("Mobility") && english.contains("opening"), "{english}");
    assert!(portuguese.contains("Mobilidade") && portuguese.contains("abertura"), "{portuguese}");
    check(&WeightsError::PhaseBounds { opening_max_discs: 50, midgame_max_discs: 40 }, &["50", "40", "64"]);
}

#[test]
#[ignore = "sets the window's language: run alone, by `in_a_process_of_their_own`"]
fn an_outside_engine_that_fails_is_explained_in_both_languages() {
    alone();
    for problem in
        [CommandLineError::UnclosedSingleQuote, CommandLineError::UnclosedDoubleQuote, CommandLineError::Empty]
    {
        check_holding(&EngineError::CommandLine(problem), &problem, &[]);
    }
    let missing = EngineError::Spawn {
        program: "/no/such/engine".into(),
        kind: ErrorKind::NotFound,
        error: "No such file or directory (os error 2)".into(),
    };
    let [english, _] = check(&missing, &["`/no/such/engine`"]);
    assert!(!english.contains("os error"), "the kind has words of its own: {english}");
    let odd = EngineError::Spawn { program: "edax".into(), kind: ErrorKind::Interrupted, error: "interrupted".into() };
    check(&odd, &["`edax`", "interrupted"]);
    check(&EngineError::NoPipes { program: "edax".into() }, &["`edax`"]);

    check(&EngineError::Exited { status: None, stderr: String::new() }, &[]);
    // Exit code 3, and killed by signal 9 (the wait status as the system writes them).
    check(&EngineError::Exited { status: Some(ExitStatus::from_raw(3 << 8)), stderr: String::new() }, &["3"]);
    check(&EngineError::Exited { status: Some(ExitStatus::from_raw(9)), stderr: String::new() }, &["9"]);
    let said = EngineError::Exited { status: Some(ExitStatus::from_raw(1 << 8)), stderr: "out of memory".into() };
    check(&said, &["1", "out of memory"]);

    for waiting_for in [Awaited::Move, Awaited::Hints, Awaited::Pong(3)] {
        let timeout = EngineError::Timeout { waiting_for, after: Duration::from_millis(7500) };
        let [english, portuguese] = check(&timeout, &[]);
        assert!(english.contains("7.5 s") && portuguese.contains("7,5 s"), "{english} / {portuguese}");
        assert!(!english.contains("pong"), "the protocol's words stay out: {english}");
    }
    let answer = NotedMoveError::Move(SquareError("zz".into()));
    check_holding(&EngineError::BadAnswer { line: "=== zz".into(), error: answer.clone() }, &answer, &["`=== zz`"]);
    check(&EngineError::Cancelled, &[]);
}

// ---- Tic-tac-toe ----

#[test]
#[ignore = "sets the window's language: run alone, by `in_a_process_of_their_own`"]
fn tictactoe_positions_and_cells_are_explained_in_both_languages() {
    alone();
    let board = |text: &str| error_of(text.parse::<TictactoeBoard>());
    check(&error_of("z".parse::<Cell>()), &["`z`", "1", "9", "a1", "c3"]);
    check(&board(""), &["`X-O-X----`"]);
    assert_eq!(board("XQ-------"), ParseError::BadCellChar('Q'));
    check(&board("XQ-------"), &["`Q`"]);
    assert_eq!(board("X-O"), ParseError::CellCount(3));
    check(&board("X-O"), &["9", "3"]);
    check(&board("X-------- Q"), &["`Q`"]);
    check(&board("X-------- O extra"), &["`extra`"]);
    assert_eq!(board("X-------- X"), ParseError::WrongSide { stated: Seat::First, implied: Seat::Second });
    check(&board("X-------- X"), &["X", "O"]);
    let unreachable = board("XX------- O");
    let ParseError::Unreachable(inner) = &unreachable else { panic!("{unreachable}") };
    check_holding(&unreachable, inner, &["2", "0"]);
    let rows = error_of(tictactoe::parse_drawing("X | O |", None));
    assert_eq!(rows, ParseError::RowCount(1));
    check(&rows, &["3", "1"]);
    let cells = error_of(tictactoe::parse_drawing("X | O\n | | \n | | ", None));
    assert_eq!(cells, ParseError::RowCells { row: 1, cells: 2 });
    let [english, portuguese] = check(&cells, &["1", "2 ", "3"]);
    assert!(english.contains("2 cells") && portuguese.contains("2 casas"), "{english} / {portuguese}");
    let one_cell = ParseError::RowCells { row: 2, cells: 1 };
    let [english, portuguese] = check(&one_cell, &[]);
    assert!(english.contains("1 cell ") && portuguese.contains("1 casa "), "one is singular: {english} / {portuguese}");
}

#[test]
#[ignore = "sets the window's language: run alone, by `in_a_process_of_their_own`"]
fn tictactoe_impossible_positions_and_moves_are_explained() {
    alone();
    let positions = [
        (tictactoe::PositionError::BadMasks, vec![]),
        (tictactoe::PositionError::MarkCounts { x: 3, o: 0 }, vec!["3", "0", "X", "O"]),
        (tictactoe::PositionError::BothHaveLines, vec![]),
        (tictactoe::PositionError::MovedAfterWin(Seat::First), vec!["X", "O"]),
    ];
    for (error, details) in positions {
        check(&error, &details);
    }
    let [english, _] = check(&tictactoe::PositionError::MarkCounts { x: 1, o: 3 }, &[]);
    assert!(english.contains("1 mark "), "one is singular: {english}");
    check(&MoveError::Occupied(Cell::CENTER), &["5"]);
    check(&MoveError::GameOver, &[]);

    let game = |text: &str| error_of(<TictactoeBoard as Notation>::parse_game(text));
    check(&game("X--O"), &["9"]);
    let not_a_cell = game("1 2 z");
    assert!(matches!(not_a_cell, tictactoe::GameTextError::NotACell { number: 3, .. }), "{not_a_cell}");
    let [english, portuguese] = check(&not_a_cell, &["`z`"]);
    assert!(english.contains("move 3") && portuguese.contains("lance 3"), "{english} / {portuguese}");
    let taken = game("5 5");
    let tictactoe::GameTextError::Illegal { error, .. } = &taken else { panic!("{taken}") };
    check_holding(&taken, error, &["2", "5"]);
}

// ---- Catapultas ----

fn catapultas_square(row: u8, col: u8) -> Square {
    Square::at(row, col).expect("a square of the board")
}

#[test]
#[ignore = "sets the window's language: run alone, by `in_a_process_of_their_own`"]
fn catapultas_moves_are_explained_variant_by_variant() {
    alone();
    let start = CatapultasBoard::new();
    let parsed = |text: &str| error_of(catapultas::parse_move(&start, text));
    let cases: Vec<(&str, NotationError, Vec<&str>)> = vec![
        ("", NotationError::Empty, vec!["`x m 3 1 4 1`"]),
        ("q m 1 1 1 1", NotationError::UnknownPlayer("q".into()), vec!["`q`"]),
        ("x", NotationError::MissingKind, vec!["m", "s", "n"]),
        ("x z", NotationError::UnknownKind("z".into()), vec!["`z`"]),
        ("x m a 1 1 1", NotationError::NotANumber("a".into()), vec!["`a`"]),
        ("x m 1 1", NotationError::FieldCount { kind: 'm', expected: 4, found: 2 }, vec!["`m`", "4", "2"]),
        ("x n 1", NotationError::FieldCount { kind: 'n', expected: 0, found: 1 }, vec!["`n`", "1"]),
        ("x s", NotationError::MissingPairCount, vec!["`s`"]),
        ("x s 12", NotationError::BadPairCount(12), vec!["12", "9"]),
        ("x s 2 1 1", NotationError::PairCountMismatch { stated: 2, numbers: 2 }, vec!["2", "4"]),
        ("x m 7 1 6 1", NotationError::OffBoard { row: 7, col: 1 }, vec!["(7,1)", "6"]),
        ("o m 4 1 3 1", NotationError::WrongPlayer { expected: Seat::First, found: Seat::Second }, vec!["x", "o"]),
        (
            "x m 4 1 5 1",
            NotationError::NotOwnPiece { square: catapultas_square(4, 1), side: Seat::First },
            vec!["(4,1)", "x"],
        ),
        (
            "x m 2 1 4 1",
            NotationError::StepNotAdjacent { from: catapultas_square(2, 1), to: catapultas_square(4, 1) },
            vec!["(2,1)", "(4,1)"],
        ),
        ("x m 2 1 3 1", NotationError::StepOntoOccupied(catapultas_square(3, 1)), vec!["(3,1)"]),
        ("x n", NotationError::PassNotAllowed, vec![]),
    ];
    for (text, expected, details) in cases {
        let error = parsed(text);
        assert_eq!(error, expected, "{text:?}");
        check(&error, &details);
    }
    let over: CatapultasBoard = "xxxxxx/xxxxxx/xxxxxx/oooooo/oooooo/oooooo x 100/100".parse().expect("a position");
    let error = error_of(catapultas::parse_move(&over, "x m 3 1 4 1"));
    assert_eq!(error, NotationError::GameOver);
    check(&error, &[]);
}

#[test]
#[ignore = "sets the window's language: run alone, by `in_a_process_of_their_own`"]
fn catapultas_hops_are_explained_with_the_hop_and_its_cells() {
    alone();
    let problems = [
        (HopProblem::NotTwoCellsStraight, vec![]),
        (HopProblem::NoOwnPieceBetween(catapultas_square(3, 2)), vec!["(3,2)"]),
        (HopProblem::LandsOnOwnPiece, vec![]),
        (HopProblem::LandsOnStart, vec![]),
        (HopProblem::LandsTwice, vec![]),
    ];
    for (problem, details) in problems {
        let hop = NotationError::BadHop { hop: 2, from: catapultas_square(3, 1), to: catapultas_square(3, 3), problem };
        let mut all = vec!["2", "(3,1)", "(3,3)"];
        all.extend(&details);
        check(&hop, &all);
        check(&problem, &details);
    }
}

#[test]
#[ignore = "sets the window's language: run alone, by `in_a_process_of_their_own`"]
fn catapultas_positions_and_logs_are_explained_variant_by_variant() {
    alone();
    let board = |text: &str| error_of(text.parse::<CatapultasBoard>());
    let rows = "xxxxxx/xxxxxx/xxxxxx/oooooo/oooooo/oooooo";
    let cases: Vec<(String, BoardTextError, Vec<&str>)> = vec![
        (String::new(), BoardTextError::Empty, vec!["`xxxxxx/…/oooooo x`"]),
        ("xxxxxx/xxxxxx x".into(), BoardTextError::RowCount(2), vec!["6", "2"]),
        (rows.replacen("xxxxxx", "xxxxx", 1), BoardTextError::RowLength { row: 1, length: 5 }, vec!["1", "5", "6"]),
        (rows.replacen('x', "Q", 1), BoardTextError::BadCellChar('Q'), vec!["`Q`"]),
        (format!("{rows} q"), BoardTextError::BadSide("q".into()), vec!["`q`"]),
        (format!("{rows} x soon"), BoardTextError::BadCounters("soon".into()), vec!["`soon`", "`0/100`"]),
        (format!("{rows} x 0/100 more"), BoardTextError::TrailingText("more".into()), vec!["`more`"]),
    ];
    for (text, expected, details) in cases {
        let error = board(&text);
        assert_eq!(error, expected, "{text:?}");
        check(&error, &details);
    }
    let zero = board(&format!("{rows} x 0/0"));
    let BoardTextError::Invalid(inner) = &zero else { panic!("{zero}") };
    check_holding(&zero, inner, &[]);
    let not_a_row = error_of(catapultas::parse_diagram("hello", Seat::First));
    assert_eq!(not_a_row, BoardTextError::NotARow { line: 1, text: "hello".into() });
    check(&not_a_row, &["1", "`hello`", "` 1 #xxxxxx#`"]);
    let drawing = error_of(catapultas::parse_diagram(" 1 #xxxxxx#", Seat::First));
    assert_eq!(drawing, BoardTextError::DrawingRowCount(1));
    check(&drawing, &["6", "1"]);

    let positions = [
        (catapultas::PositionError::BadMasks, vec![]),
        (catapultas::PositionError::TooManyPieces(Seat::Second), vec!["o", "18"]),
        (catapultas::PositionError::ZeroLimit, vec![]),
        (catapultas::PositionError::PastLimit { plies_played: 120, ply_limit: 100 }, vec!["120", "100"]),
    ];
    for (error, details) in positions {
        check(&error, &details);
    }

    let log = error_of(catapultas::parse_game(CatapultasBoard::new(), "x s 2 2 1 4 1\nbogus"));
    let [english, portuguese] = check_holding(&log, &log.error, &["`bogus`"]);
    assert!(english.contains("line 2") && portuguese.contains("linha 2"), "{english} / {portuguese}");
    let game = |text: &str| error_of(<CatapultasBoard as Notation>::parse_game(text));
    check(&game("xxxxxx/xxxxxx x"), &["2"]);
    check(&game("x m 1 1"), &["`m`"]);
}

// ---- What every game meets: files and JSON ----

#[test]
#[ignore = "sets the window's language: run alone, by `in_a_process_of_their_own`"]
fn file_errors_are_explained_by_their_kind_keeping_the_system_words_only_when_needed() {
    alone();
    let kinds = [
        ErrorKind::NotFound,
        ErrorKind::PermissionDenied,
        ErrorKind::AlreadyExists,
        ErrorKind::StorageFull,
        ErrorKind::QuotaExceeded,
        ErrorKind::ReadOnlyFilesystem,
        ErrorKind::IsADirectory,
        ErrorKind::NotADirectory,
        ErrorKind::InvalidData,
    ];
    let mut sentences = Vec::new();
    for kind in kinds {
        let error = std::io::Error::new(kind, "the system's own words");
        let [english, portuguese] = check(&error, &[]);
        assert!(!english.contains("own words"), "{kind:?} has a sentence of its own: {english}");
        sentences.push(english);
        sentences.push(portuguese);
    }
    // Disk full and quota exceeded say the same; every other kind its own sentence.
    sentences.sort();
    sentences.dedup();
    assert_eq!(sentences.len(), 2 * (kinds.len() - 1));
    check(&std::io::Error::from_raw_os_error(2), &[]);
    check(&std::io::Error::other("the disk is on fire"), &["the disk is on fire"]);
}

#[test]
#[ignore = "sets the window's language: run alone, by `in_a_process_of_their_own`"]
fn json_errors_are_explained_by_their_kind_with_where_in_the_text() {
    alone();
    let value = |text| error_of(serde_json::from_str::<serde_json::Value>(text));
    let placed = [
        (value("{\n  \"volume\": nope\n}"), serde_json::error::Category::Syntax, 2),
        (value("{\"volume\": "), serde_json::error::Category::Eof, 1),
        (error_of(serde_json::from_str::<u8>("\n\n300")), serde_json::error::Category::Data, 3),
    ];
    for (error, category, line) in placed {
        assert_eq!((error.classify(), error.line()), (category, line), "{error}");
        let [english, portuguese] = check(&error, &[]);
        let (line, column) = (error.line(), error.column());
        assert!(english.contains(&format!("line {line}, column {column}")), "{english}");
        assert!(portuguese.contains(&format!("linha {line}, coluna {column}")), "{portuguese}");
    }
    // Read from a value rather than a text: no place to name.
    let unplaced = error_of(<u8 as serde::Deserialize>::deserialize(serde_json::json!("loud")));
    let [english, _] = check(&unplaced, &[]);
    assert!(!english.contains("line"), "{english}");
    let io = error_of(serde_json::from_reader::<_, serde_json::Value>(FailingReader));
    assert_eq!(io.classify(), serde_json::error::Category::Io);
    check(&io, &[]);
}

/// A reader whose every read fails.
struct FailingReader;

impl std::io::Read for FailingReader {
    fn read(&mut self, _: &mut [u8]) -> std::io::Result<usize> {
        Err(std::io::Error::other("gone"))
    }
}
