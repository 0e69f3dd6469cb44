//! Every text the games and the command line read (Reversi squares, transcripts and OBF
//! positions; Tic-tac-toe cells and positions; Catapultas moves, game logs and positions; the course's
//! textbook trees; the evaluation weights of `analyze --weights`; the table of opening names) gives a value or an error for any input: arbitrary
//! strings, arbitrary bytes, and valid texts damaged by byte flips, truncations, insertions,
//! deletions, replaced characters and duplicated lines. Never a panic, and never an endless loop: each case runs in
//! a child process that fails the test if it takes more than ten seconds.
//!
//! Whatever parses must also mean what it says: written back out, it reads back the same.

use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::Config;

use minimax_arcade::engine::{Evaluator, Game};
use minimax_arcade::games::catapultas::{self, game_text, parse_game, parse_move};
use minimax_arcade::games::reversi::analysis::names::OpeningNames;
use minimax_arcade::games::reversi::{
    self, GameText, Position, ReversiEvaluator, Square, Weights, format_position, format_transcript, parse_game_text,
    parse_position, parse_transcript,
};
use minimax_arcade::games::textbook_tree::{self, EXAMPLES, MoveOrder, RandomShape, TextbookAlgorithm, Trace};
use minimax_arcade::games::tictactoe::{self, Cell};

use crate::common::{move_choices, play_out};

/// Cheap cases, many of them, each in a child process watched for endless loops.
fn config() -> Config {
    Config { timeout: 10_000, ..crate::common::cases(1_024) }
}

// ---- inputs ----

/// Characters the parsers give meaning to, so that damaged texts often stay nearly valid.
const MEANINGFUL: &[u8] = b" \n\t\r/-.*;:,xXoOmMsSnN0123456789abcdefgh{}[]()\"+e";

/// Any string at all, any bytes (read as UTF-8 the way a lossy reader would), or any mix of
/// the characters the notations use.
fn arbitrary_text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        prop::collection::vec(any::<u8>(), 0..200).prop_map(|bytes| String::from_utf8_lossy(&bytes).into_owned()),
        prop::collection::vec(prop::sample::select(MEANINGFUL), 0..200)
            .prop_map(|bytes| String::from_utf8_lossy(&bytes).into_owned()),
    ]
}

#[derive(Clone, Debug)]
enum Damage {
    FlipBits(Index, u8),
    /// One character swapped for another the notations use: often still nearly valid.
    Replace(Index, u8),
    Truncate(Index),
    Insert(Index, Vec<u8>),
    Delete(Index, usize),
    DuplicateLine(Index),
}

fn damage() -> impl Strategy<Value = Damage> {
    let byte = prop_oneof![any::<u8>(), prop::sample::select(MEANINGFUL)];
    prop_oneof![
        (any::<Index>(), 1..=255u8).prop_map(|(at, mask)| Damage::FlipBits(at, mask)),
        (any::<Index>(), prop::sample::select(MEANINGFUL)).prop_map(|(at, byte)| Damage::Replace(at, byte)),
        any::<Index>().prop_map(Damage::Truncate),
        (any::<Index>(), prop::collection::vec(byte, 1..8)).prop_map(|(at, bytes)| Damage::Insert(at, bytes)),
        (any::<Index>(), 1..8usize).prop_map(|(at, count)| Damage::Delete(at, count)),
        any::<Index>().prop_map(Damage::DuplicateLine),
    ]
}

fn apply(text: &str, damages: &[Damage]) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for damage in damages {
        // Positions in 0..=len, so an insertion may go at the very end.
        let at = |index: &Index, bytes: &Vec<u8>| index.index(bytes.len() + 1);
        match damage {
            Damage::FlipBits(index, mask) if !bytes.is_empty() => {
                let position = index.index(bytes.len());
                bytes[position] ^= mask;
            }
            Damage::Replace(index, byte) if !bytes.is_empty() => {
                let position = index.index(bytes.len());
                bytes[position] = *byte;
            }
            Damage::FlipBits(..) | Damage::Replace(..) => {}
            Damage::Truncate(index) => bytes.truncate(at(index, &bytes)),
            Damage::Insert(index, inserted) => {
                let position = at(index, &bytes);
                bytes.splice(position..position, inserted.iter().copied());
            }
            Damage::Delete(index, count) => {
                let start = at(index, &bytes).min(bytes.len());
                bytes.drain(start..(start + count).min(bytes.len()));
            }
            Damage::DuplicateLine(index) => {
                let lines: Vec<&[u8]> = bytes.split_inclusive(|&b| b == b'\n').collect();
                if !lines.is_empty() {
                    let chosen = index.index(lines.len());
                    let mut doubled = Vec::with_capacity(bytes.len() * 2);
                    for (number, line) in lines.iter().enumerate() {
                        doubled.extend_from_slice(line);
                        if number == chosen {
                            if !line.ends_with(b"\n") {
                                doubled.push(b'\n');
                            }
                            doubled.extend_from_slice(line);
                        }
                    }
                    bytes = doubled;
                }
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// A valid text damaged one to three times.
fn damaged(valid: impl Strategy<Value = String>) -> impl Strategy<Value = String> {
    (valid, prop::collection::vec(damage(), 1..=3)).prop_map(|(text, damages)| apply(&text, &damages))
}

// ---- Reversi ----

const FFO_LINES: &str = concat!(include_str!("../data/fforum-1-19.obf"), include_str!("../data/fforum-20-39.obf"));

fn reversi_valid() -> impl Strategy<Value = String> {
    let ffo_lines: Vec<String> = FFO_LINES.lines().map(str::to_owned).collect();
    prop_oneof![
        move_choices(0..=60).prop_map(|choices| format_transcript(&play_out(Position::initial(), &choices).1)),
        move_choices(0..=60).prop_map(|choices| format_position(&play_out(Position::initial(), &choices).0)),
        prop::sample::select(ffo_lines),
        Just(FFO_LINES.to_owned()),
    ]
}

fn check_reversi(text: &str) -> Result<(), TestCaseError> {
    if let Ok(square) = text.parse::<Square>() {
        prop_assert_eq!(square.to_string(), text.to_lowercase());
    }
    let transcript = parse_transcript(Position::initial(), text);
    if let Ok(played) = &transcript {
        let moves: Vec<reversi::Move> = played.iter().map(|&(_, mv)| mv).collect();
        let rewritten = format_transcript(&moves);
        prop_assert_eq!(&parse_transcript(Position::initial(), &rewritten), &transcript);
    }
    let position = parse_position(text);
    if let Ok(position) = position {
        prop_assert_eq!(parse_position(&format_position(&position)), Ok(position));
        // What the commands do next with a position they read.
        position.moves();
        reversi::perft(&position, 2);
    }
    let pasted = parse_game_text(text);
    match &pasted {
        Ok(GameText::Position(pasted)) => prop_assert_eq!(Ok(*pasted), position.clone()),
        Ok(GameText::Transcript(pasted)) => prop_assert_eq!(Ok(pasted), transcript.as_ref()),
        Err(_) => {}
    }
    // Every error can be shown.
    let errors: [Option<&dyn std::error::Error>; 3] = [
        transcript.as_ref().err().map(|error| error as _),
        position.as_ref().err().map(|error| error as _),
        pasted.as_ref().err().map(|error| error as _),
    ];
    for error in errors.into_iter().flatten() {
        prop_assert!(!error.to_string().is_empty());
    }
    if let Err(error) = text.parse::<Square>() {
        prop_assert!(!error.to_string().is_empty());
    }
    Ok(())
}

// ---- Tic-tac-toe ----

fn tictactoe_valid() -> impl Strategy<Value = String> {
    let board = || move_choices(0..=9).prop_map(|choices| play_out(tictactoe::Board::new(), &choices).0);
    prop_oneof![
        board().prop_map(|board| board.to_string()),
        board().prop_map(|board| {
            let cells = board.to_string();
            format!("{}/{}/{}", &cells[..3], &cells[3..6], &cells[6..9])
        }),
        prop::sample::select(Cell::ALL.to_vec()).prop_map(|cell| cell.to_string()),
        prop::sample::select(vec!["a1", "B2", "c3", " 5 "]).prop_map(str::to_owned),
    ]
}

fn check_tictactoe(text: &str) -> Result<(), TestCaseError> {
    match text.parse::<Cell>() {
        Ok(cell) => prop_assert_eq!(cell.to_string().parse::<Cell>(), Ok(cell)),
        Err(error) => prop_assert!(!error.to_string().is_empty()),
    }
    match text.parse::<tictactoe::Board>() {
        Ok(board) => {
            prop_assert_eq!(board.to_string().parse::<tictactoe::Board>(), Ok(board));
            board.legal_moves().count();
        }
        Err(error) => prop_assert!(!error.to_string().is_empty()),
    }
    Ok(())
}

// ---- Catapultas ----

fn catapultas_game() -> impl Strategy<Value = (catapultas::Board, Vec<catapultas::Move>)> {
    move_choices(0..=100).prop_map(|choices| play_out(catapultas::Board::new(), &choices))
}

fn catapultas_valid() -> impl Strategy<Value = String> {
    prop_oneof![
        catapultas_game().prop_map(|(_, line)| game_text(catapultas::Board::new(), &line)),
        catapultas_game().prop_map(|(end, _)| end.to_string()),
        catapultas_game().prop_map(|(end, _)| end.diagram()),
    ]
}

fn check_catapultas(text: &str) -> Result<(), TestCaseError> {
    let start = catapultas::Board::new();
    match parse_game(start, text) {
        Ok(record) => {
            let rewritten = game_text(start, &record.moves);
            prop_assert_eq!(parse_game(start, &rewritten), Ok(record));
        }
        Err(error) => prop_assert!(!error.to_string().is_empty()),
    }
    match text.parse::<catapultas::Board>() {
        Ok(board) => {
            prop_assert_eq!(board.to_string().parse::<catapultas::Board>(), Ok(board));
            // A position that parses can be played from.
            for mv in board.legal_moves() {
                board.play(mv);
            }
            for line in text.lines() {
                let _ = parse_move(&board, line);
            }
        }
        Err(error) => prop_assert!(!error.to_string().is_empty()),
    }
    Ok(())
}

// ---- textbook trees ----

/// The shipped examples and random trees of small shapes.
fn textbook_tree_valid() -> impl Strategy<Value = String> {
    let examples: Vec<String> = EXAMPLES.iter().map(|example| example.text.to_owned()).collect();
    let random = (1..=3u16, 0..=4u8, any::<u64>()).prop_map(|(branching, depth, seed)| {
        let shape = RandomShape {
            min_children: 1,
            max_children: branching,
            depth,
            lowest: -99,
            highest: 99,
            chance_levels: false,
            seed,
        };
        textbook_tree::Tree::random(&shape).expect("a small shape").to_string()
    });
    prop_oneof![prop::sample::select(examples), random]
}

fn check_textbook_tree(text: &str) -> Result<(), TestCaseError> {
    match text.parse::<textbook_tree::Tree>() {
        Ok(tree) => {
            prop_assert_eq!(tree.to_string().parse::<textbook_tree::Tree>(), Ok(tree.clone()));
            // What the command does next with a tree it read.
            let trace = Trace::new(&tree, TextbookAlgorithm::AlphaBeta, MoveOrder::BestFirst);
            for step in trace.steps() {
                step.describe(trace.tree());
            }
        }
        Err(error) => {
            let lines = text.split('\n').count() as u32;
            prop_assert!((1..=lines).contains(&error.at.line), "{} in {} lines", error.at, lines);
            prop_assert!(!error.to_string().is_empty());
        }
    }
    Ok(())
}

// ---- weights ----

/// The presets, pretty and compact, and the benchmarks' file: damage does the rest.
fn weights_valid() -> impl Strategy<Value = String> {
    let mut texts = vec![include_str!("../../benches/all-heuristics.json").to_owned()];
    for weights in [Weights::classroom(), Weights::greedy(), Weights::positional()] {
        texts.push(serde_json::to_string(&weights).expect("weights serialise"));
        texts.push(serde_json::to_string_pretty(&weights).expect("weights serialise"));
    }
    prop::sample::select(texts)
}

fn check_weights(text: &str) -> Result<(), TestCaseError> {
    match Weights::from_json(text) {
        Ok(weights) => {
            prop_assert!(weights.validate().is_ok());
            let evaluator = ReversiEvaluator::new(weights);
            for line in FFO_LINES.lines().filter(|line| !line.starts_with('#')).take(3) {
                let position = parse_position(line).expect("an FFO position");
                evaluator.evaluate(&position);
            }
            evaluator.evaluate(&Position::initial());
        }
        Err(error) => prop_assert!(!error.to_string().is_empty()),
    }
    Ok(())
}

// ---- opening names ----

/// The shipped table: damage does the rest.
fn opening_names_valid() -> impl Strategy<Value = String> {
    Just(include_str!("../../assets/reversi/opening-names.txt").to_owned())
}

fn check_opening_names(text: &str) -> Result<(), TestCaseError> {
    match OpeningNames::read(text) {
        Ok(names) => {
            // Whatever reads names each of its lines by that line's own moves.
            for opening in names.openings() {
                let positions: Vec<Position> = opening
                    .moves
                    .iter()
                    .scan(Position::initial(), |position, &mv| {
                        *position = position.play_unchecked(mv);
                        Some(*position)
                    })
                    .collect();
                let line = [&[Position::initial()][..], &positions].concat();
                let named = names.name_of_line(&line).expect("a line of the table is named");
                prop_assert_eq!(named.opening, opening);
                prop_assert_eq!(named.plies, opening.moves.len());
            }
        }
        Err(error) => prop_assert!(!error.to_string().is_empty()),
    }
    Ok(())
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn opening_name_tables_never_panic(text in arbitrary_text()) {
        check_opening_names(&text)?;
    }

    #[test]
    fn damaged_opening_name_tables_never_panic(text in damaged(opening_names_valid())) {
        check_opening_names(&text)?;
    }

    #[test]
    fn reversi_texts_never_panic(text in arbitrary_text()) {
        check_reversi(&text)?;
    }

    #[test]
    fn damaged_reversi_texts_never_panic(text in damaged(reversi_valid())) {
        check_reversi(&text)?;
    }

    #[test]
    fn tictactoe_texts_never_panic(text in arbitrary_text()) {
        check_tictactoe(&text)?;
    }

    #[test]
    fn damaged_tictactoe_texts_never_panic(text in damaged(tictactoe_valid())) {
        check_tictactoe(&text)?;
    }

    #[test]
    fn catapultas_texts_never_panic(text in arbitrary_text()) {
        check_catapultas(&text)?;
    }

    #[test]
    fn damaged_catapultas_texts_never_panic(text in damaged(catapultas_valid())) {
        check_catapultas(&text)?;
    }

    #[test]
    fn textbook_trees_never_panic(text in arbitrary_text()) {
        check_textbook_tree(&text)?;
    }

    #[test]
    fn damaged_textbook_trees_never_panic(text in damaged(textbook_tree_valid())) {
        check_textbook_tree(&text)?;
    }

    #[test]
    fn weights_never_panic(text in arbitrary_text()) {
        check_weights(&text)?;
    }

    #[test]
    fn damaged_weights_never_panic(text in damaged(weights_valid())) {
        check_weights(&text)?;
    }
}
