//! Game files and transcripts: hand-written GGF samples in the styles of GGS and NBoard, round
//! trips, the lenient transcript reader, and property tests that no text makes them panic.

use proptest::prelude::*;

use super::ggf::{GgfError, NotedMoveError, parse_noted_move, read_games, write_game};
use super::record::PlayProblem;
use super::*;
use crate::games::mutation::{edits, mutate};
use crate::games::random::SplitMix64;

const GGS_GAMES: &str = include_str!("../../../../tests/data/ggf/ggs-games.ggf");
const NBOARD_GAME: &str = include_str!("../../../../tests/data/ggf/nboard-game.ggf");

/// The first game of `ggs-games.ggf`, a random game with two passes, as a transcript.
const RANDOM_GAME: &str = "d3c3b3e3f3c5f6g2b5c6f4a5h1f5d6e7d7e6d8c4c7b7a8b6a4f8g4b4e8a3a7g5g8c2h4g3a2h3c1d1d2e1f1f7a6h6e2\
                           b8g7c8h5g6h2h7h8g1b2f2a1b1";

fn moves_of(record: &GameRecord) -> Vec<Move> {
    record.moves().iter().map(|recorded| recorded.mv).collect()
}

fn tag<'a>(record: &'a GameRecord, name: &str) -> Option<&'a str> {
    record.tags.iter().find(|(tag, _)| tag == name).map(|(_, value)| value.as_str())
}

#[test]
fn a_ggs_file_reads_as_its_games_with_players_results_clocks_and_passes() {
    let games = read_games(GGS_GAMES).expect("the sample reads");
    assert_eq!(games.len(), 3);

    let full = &games[0];
    assert_eq!((full.black.as_deref(), full.white.as_deref()), (Some("alpha"), Some("beta")));
    assert_eq!(full.moves().len(), 62);
    assert_eq!(full.moves().iter().filter(|recorded| recorded.mv == Move::Pass).count(), 2);
    assert_eq!(full.transcript(), RANDOM_GAME);
    assert!(full.current().is_game_over());
    assert_eq!(full.result, Some(GameResult { black_margin: -12.0, ending: Ending::Played }));
    assert_eq!(full.final_result(), full.result, "the file's result is the board's");
    assert_eq!(full.moves()[1].seconds, Some(0.38));
    assert_eq!(tag(full, "RB"), Some("1800.20"));
    assert_eq!(tag(full, "TI"), Some("05:00//02:00"));
    assert_eq!(tag(full, "TY"), None, "plain 8×8 is the default type");

    let resigned = &games[1];
    assert_eq!(resigned.result, Some(GameResult { black_margin: 24.0, ending: Ending::Resigned }));
    assert_eq!(resigned.transcript(), "f5d6c3d3c4");
    let evals: Vec<Option<f64>> = resigned.moves().iter().map(|recorded| recorded.eval).collect();
    assert_eq!(evals, [Some(0.0), Some(-1.5), Some(2.25), None, Some(1.0)]);

    let random_start = &games[2];
    assert_ne!(random_start.start(), Position::initial());
    assert_eq!(random_start.start(), full.positions()[10], "the board after the first game's tenth move");
    assert_eq!(random_start.transcript(), "f4a5h1");
    assert_eq!(random_start.moves()[1].seconds, Some(62.0), "1:02 is minutes and seconds");
    assert_eq!(tag(random_start, "TY"), Some("8r10"));
    assert_eq!(random_start.result, None);
}

#[test]
fn an_nboard_file_that_leaves_passes_out_reads_as_the_same_game() {
    let games = read_games(NBOARD_GAME).expect("the sample reads");
    let ggs = read_games(GGS_GAMES).expect("the sample reads");
    assert_eq!(games.len(), 1);
    assert_eq!(moves_of(&games[0]), moves_of(&ggs[0]), "the two left-out passes are put back");
    assert_eq!(games[0].white.as_deref(), Some("./minimax-arcade nboard"));
}

#[test]
fn writing_and_reading_back_gives_the_same_game() {
    for sample in [GGS_GAMES, NBOARD_GAME] {
        for game in read_games(sample).expect("the sample reads") {
            let written = write_game(&game);
            assert_eq!(read_games(&written).expect("our own output reads"), [game], "{written}");
        }
    }
    // Random games with evaluations, times, awkward names and every kind of result.
    let mut random = SplitMix64::new(5);
    for round in 0..200 {
        let mut record = GameRecord::new(Position::initial());
        let length = random.below(70);
        while record.moves().len() < length && !record.current().is_game_over() {
            let &mv = random.pick(&record.current().moves()).expect("an unfinished game has moves");
            let eval = (random.below(3) > 0).then(|| random.below(12_801) as f64 / 100.0 - 64.0);
            let seconds = (random.below(3) > 0).then(|| random.below(100_000) as f64 / 1_000.0);
            record.play(RecordedMove { mv, eval, seconds }).expect("a legal move");
        }
        record.black = Some(format!("bl]ack\\{round}"));
        record.white = (round % 2 == 0).then(|| "white [2]".to_string());
        record.result = match round % 4 {
            0 => None,
            1 => record.final_result(),
            2 => Some(GameResult { black_margin: -(random.below(65) as f64), ending: Ending::Timeout }),
            _ => Some(GameResult { black_margin: random.below(65) as f64, ending: Ending::Agreed }),
        };
        record.tags = vec![("PC".into(), "here".into()), ("TY".into(), "8r4".into())];
        let written = write_game(&record);
        assert_eq!(read_games(&written).expect("our own output reads"), [record], "{written}");
    }
}

#[test]
fn bad_game_files_get_errors_that_name_the_problem() {
    let start = "BO[8 ---------------------------O*------*O--------------------------- *]";
    let cases: Vec<(String, &str)> = vec![
        (String::new(), "no GGF game found"),
        ("   \n".into(), "no GGF game found"),
        ("hello".into(), "expected `(;` to start a game, found `h`"),
        ("(;GM[Othello]PB[x".into(), "has no closing `]`"),
        ("(;GM[Othello]B[f5]".into(), "ends without `;)`"),
        ("(;GM[Othello]7[f5];)".into(), "expected a property name, found `7`"),
        ("(;GM[Chess];)".into(), "a game of Chess, not Othello"),
        ("(;GM[Othello]TY[10];)".into(), "board of size 10"),
        ("(;GM[Othello]TY[8a];)".into(), "anti-Othello"),
        ("(;GM[Othello]BO[10 -];)".into(), "a board of size 10"),
        ("(;GM[Othello]BO[8 ---- *];)".into(), "64 squares and the side to move expected"),
        (format!("(;GM[Othello]{};)", start.replace("O*", "Z*")), "holds `Z`"),
        (format!("(;GM[Othello]{start}RE[lots];)"), "black's disc margin"),
        (format!("(;GM[Othello]{start}RE[+2:q];)"), "`:q` is not r, t or s"),
        (format!("(;GM[Othello]{start}B[f5]B[d6];)"), "move 2 (d6) is written for the wrong side: White is to move"),
        (format!("(;GM[Othello]{start}B[f5]W[a1];)"), "move 2 (a1) is illegal: White cannot play a1"),
        (format!("(;GM[Othello]{start}B[z9];)"), "B[z9]: 'z9' is not a square"),
        (format!("(;GM[Othello]{start}B[f5/x];)"), "`x` is not an evaluation"),
        (format!("(;GM[Othello]{start}B[f5//soon];)"), "`soon` is not a time"),
        (format!("(;GM[Othello]{start}B[PA];)"), "Black cannot pass while it has moves"),
    ];
    for (text, expected) in cases {
        let error = read_games(&text).expect_err(&text).to_string();
        assert!(error.contains(expected), "{text:?}: {error}");
    }
    assert_eq!(
        read_games("(;GM[Othello]]"),
        Err(GgfError::Syntax { character: 14, problem: SyntaxProblem::PropertyName(']') })
    );
}

#[test]
fn a_bad_noted_move_names_the_part_that_does_not_read() {
    assert_eq!(
        parse_noted_move("F5/-1.50/1:05"),
        Ok(RecordedMove { mv: Move::Place("f5".parse().expect("a square")), eval: Some(-1.5), seconds: Some(65.0) })
    );
    let cases = [
        ("z9/1", NotedMoveError::Move(SquareError("z9".into())), "'z9' is not a square"),
        ("f5/lots", NotedMoveError::Eval("lots".into()), "`lots` is not an evaluation"),
        ("f5/inf", NotedMoveError::Eval("inf".into()), "`inf` is not an evaluation"),
        ("f5/1/-2", NotedMoveError::Time("-2".into()), "`-2` is not a time"),
        ("f5/1/2/3", NotedMoveError::AfterTime("3".into()), "`/3` follows the time"),
    ];
    for (text, expected, message) in cases {
        let error = parse_noted_move(text).expect_err(text);
        assert_eq!(error, expected, "{text}");
        assert!(error.to_string().starts_with(message), "{text}: {error}");
    }
}

/// A game that needs a pass: the first sample's last moves are white's, black passing twice.
fn game_with_passes() -> GameRecord {
    read_games(GGS_GAMES).expect("the sample reads").remove(0)
}

#[test]
fn transcripts_are_read_in_every_form_people_write_them() {
    let expected: Vec<Move> =
        ["f5", "d6", "c3", "d3"].iter().map(|s| Move::Place(s.parse().expect("square"))).collect();
    for text in [
        "f5d6c3d3",
        "F5D6C3D3",
        "f5 d6 c3 d3",
        "F5 d6, C3; d3",
        "1. f5 d6 2. c3 d3",
        "1.f5 d6 2.c3 d3",
        "1. f5 1... d6 2. c3 2... d3",
        "  f5-d6-c3-d3\n",
    ] {
        let record = parse_transcript_record(Position::initial(), text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(moves_of(&record), expected, "{text}");
    }

    // Passes written out in each way, or left out, give the same game.
    let full = game_with_passes();
    let written: Vec<String> = full.moves().iter().map(|recorded| recorded.mv.to_string()).collect();
    for pass in ["pa", "PA", "pass", "Pass", "--"] {
        let text = written.iter().map(|mv| if mv == "pass" { pass } else { mv.as_str() }).collect::<Vec<_>>().join(" ");
        let record = parse_transcript_record(Position::initial(), &text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(moves_of(&record), moves_of(&full), "{text}");
    }
    let implied = parse_transcript_record(Position::initial(), RANDOM_GAME).expect("passes are implied");
    assert_eq!(moves_of(&implied), moves_of(&full));
    assert!(parse_transcript_record(Position::initial(), "").expect("empty is an empty game").moves().is_empty());
}

#[test]
fn bad_transcripts_name_the_ply_and_the_square() {
    let cases = [
        ("f5 f5", "move 2 (f5) is illegal at ply 2: White cannot play f5 (legal: f4 d6 f6)"),
        ("1. f5 d6 2. a1", "move 3 (a1) is illegal at ply 3: Black cannot play a1"),
        ("f5 pass", "move 2 (pass) is illegal at ply 2: White cannot pass while it has moves"),
        ("hello", "'he' is not a square (character 1)"),
        ("f5 d6 c3 x9", "'x9' is not a square (character 10)"),
        ("f5 12 d6", "'12' (character 4) is neither a square nor a move number"),
        ("f5 d6 !", "'!' is not a square (character 7)"),
        ("f5 d6 c", "'c' is not a square (character 7)"),
        ("f5 d6 c9", "'c9' is not a square"),
    ];
    for (text, expected) in cases {
        let error = parse_transcript_record(Position::initial(), text).expect_err(text).to_string();
        assert!(error.contains(expected), "{text}: {error}");
    }
    // After the end of the game nothing more can be played, and the forced passes count as plies.
    let error = parse_transcript_record(Position::initial(), &format!("{RANDOM_GAME} a1")).expect_err("too long");
    let TranscriptError::IllegalMove { number, ply, error, .. } = error else { panic!("{error}") };
    assert_eq!((number, ply, error.problem), (61, 63, PlayProblem::GameOver));
}

#[test]
fn pasted_text_tells_positions_from_transcripts() {
    assert!(matches!(parse_game_text("1. f5 d6"), Ok(GameText::Transcript(moves)) if moves.len() == 2));
    assert!(matches!(
        parse_game_text("-- f5"),
        Err(GameTextError::Transcript(TranscriptError::IllegalMove { number: 1, .. }))
    ));
    assert!(matches!(parse_game_text(&format_position(&Position::initial())), Ok(GameText::Position(_))));
    assert!(matches!(parse_game_text("X-O- X"), Err(GameTextError::Position(PositionError::BoardLength(4)))));
}

#[test]
fn a_result_with_more_than_three_decimals_is_written_whole() {
    let mut record = GameRecord::new(Position::initial());
    for result in [-12.0, -12.0001, 0.5, 64.0] {
        record.result = Some(GameResult { black_margin: result, ending: Ending::Played });
        let read = read_games(&write_game(&record)).expect("our own output reads");
        assert_eq!(read[0].result, record.result, "{result}");
    }
    record.result = Some(GameResult { black_margin: 12.0, ending: Ending::Played });
    assert!(write_game(&record).contains("RE[+12.000]"), "three decimals, as the game servers write");
}

proptest! {
    #[test]
    fn no_text_makes_the_game_readers_panic(text in ".*") {
        let _ = read_games(&text);
        let _ = parse_transcript_record(Position::initial(), &text);
        let _ = parse_game_text(&text);
        let _ = parse_written_move(&text);
    }

    #[test]
    fn mutated_game_files_never_make_the_reader_panic(edits in edits(), sample in 0..2usize) {
        let text = mutate([GGS_GAMES, NBOARD_GAME][sample], &edits);
        if let Ok(games) = read_games(&text) {
            // Whatever reads must also write and read back unchanged.
            for game in games {
                prop_assert_eq!(read_games(&write_game(&game)).expect("our own output reads"), vec![game]);
            }
        }
    }

    #[test]
    fn mutated_transcripts_never_make_the_reader_panic(edits in edits()) {
        let text = mutate("1. d3 c3 2. b3 e3 3. f3 c5 -- pass PA f6 g2", &edits);
        let _ = parse_transcript_record(Position::initial(), &text);
    }
}
