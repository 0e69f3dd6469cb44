use std::collections::HashSet;
use std::sync::atomic::AtomicBool;

use super::*;
use crate::engine::{
    Algorithm, BreakdownEvaluator, DRAW, Evaluator, Game, Searcher, Strategy, proven_loss, proven_win,
};
use crate::games::Seat;
use crate::games::random::{SplitMix64, random_move};

fn board(text: &str) -> Board {
    text.parse().unwrap_or_else(|error| panic!("{text}: {error}"))
}

fn square(row: u8, col: u8) -> Square {
    Square::at(row, col).expect("on the board")
}

fn play(position: &Board, text: &str) -> Board {
    let mv = parse_move(position, text).unwrap_or_else(|error| panic!("{text}: {error}"));
    position.play(mv)
}

const START_DIAGRAM: &str = "    123456
   ########
 1 #xxxxxx#
 2 #xxxxxx#
 3 #xxxxxx#
 4 #oooooo#
 5 #oooooo#
 6 #oooooo#
   ########
";

/// The worked example of the course's Catapultas rules: each move and the board they show after it.
const WORKED_EXAMPLE: [(&str, &str); 4] = [
    (
        "x s 2 2 1 4 1",
        "    123456
   ########
 1 #xxxxxx#
 2 #-xxxxx#
 3 #xxxxxx#
 4 #xooooo#
 5 #oooooo#
 6 #oooooo#
   ########
",
    ),
    (
        "o s 2 6 1 4 1",
        "    123456
   ########
 1 #xxxxxx#
 2 #-xxxxx#
 3 #xxxxxx#
 4 #oooooo#
 5 #oooooo#
 6 #-ooooo#
   ########
",
    ),
    (
        "x s 3 2 3 2 1 4 1",
        "    123456
   ########
 1 #xxxxxx#
 2 #-x-xxx#
 3 #xxxxxx#
 4 #xooooo#
 5 #oooooo#
 6 #-ooooo#
   ########
",
    ),
    (
        "o m 6 2 6 1",
        "    123456
   ########
 1 #xxxxxx#
 2 #-x-xxx#
 3 #xxxxxx#
 4 #xooooo#
 5 #oooooo#
 6 #o-oooo#
   ########
",
    ),
];

/// Every jump chain of the side to move, found the slow, literal way: moving the piece and
/// removing captured pieces on a cell array hop by hop. Shares nothing with the move generator.
fn literal_jumps(position: &Board) -> HashSet<Vec<Square>> {
    fn extend(cells: [Option<Seat>; 36], path: &mut Vec<Square>, found: &mut HashSet<Vec<Square>>) {
        let here = *path.last().expect("a path has its start");
        let me = cells[here.index()].expect("the jumper is on the board");
        for direction in Direction::ALL {
            let Some(over) = here.neighbor(direction) else {
                continue;
            };
            let Some(landing) = over.neighbor(direction) else {
                continue;
            };
            let legal =
                cells[over.index()] == Some(me) && cells[landing.index()] != Some(me) && !path.contains(&landing);
            if legal {
                let mut next = cells;
                next[here.index()] = None;
                next[landing.index()] = Some(me);
                path.push(landing);
                found.insert(path.clone());
                extend(next, path, found);
                path.pop();
            }
        }
    }
    let cells = std::array::from_fn(|index| position.piece_at(Square::from_index(index).expect("0..36")));
    let mut found = HashSet::new();
    for start in Square::all().filter(|&s| position.piece_at(s) == Some(position.to_move())) {
        extend(cells, &mut vec![start], &mut found);
    }
    found
}

/// Checks everything the rules promise about the moves of `position`.
fn check_moves(position: &Board) {
    let moves = position.legal_moves();
    assert_eq!(moves.is_empty(), position.is_over(), "{position}");
    if moves.contains(&Move::Pass) {
        assert_eq!(moves, [Move::Pass], "a pass beside other moves in {position}");
    }
    let jumps: HashSet<Vec<Square>> = moves
        .iter()
        .filter_map(|mv| match mv {
            Move::Jump(path) => Some(path.squares().to_vec()),
            _ => None,
        })
        .collect();
    let jump_count = moves.iter().filter(|mv| matches!(mv, Move::Jump(_))).count();
    assert_eq!(jumps.len(), jump_count, "duplicate jumps in {position}");
    if !position.is_over() {
        assert_eq!(jumps, literal_jumps(position), "jumps of {position}");
    }
    for path in &jumps {
        // The start and the landings are all distinct: no return to the start, no cell twice.
        let distinct: HashSet<&Square> = path.iter().collect();
        assert_eq!(distinct.len(), path.len(), "{path:?} revisits a cell");
        // Every prefix of a chain is a move of its own.
        for length in 2..path.len() {
            assert!(jumps.contains(&path[..length]), "prefix of {path:?} missing");
        }
    }
    for &mv in &moves {
        let text = move_text(position.to_move(), mv);
        assert_eq!(parse_move(position, &text), Ok(mv), "{text} in {position}");
    }
}

// ---- the start and the course's worked example ----

#[test]
fn the_start_is_the_course_rules_board() {
    let start = Board::new();
    assert_eq!(start.diagram(), START_DIAGRAM);
    assert_eq!(start.to_string(), "xxxxxx/xxxxxx/xxxxxx/oooooo/oooooo/oooooo x 0/100");
    assert_eq!(start.to_move(), Seat::First);
    assert_eq!((start.piece_count(Seat::First), start.piece_count(Seat::Second)), (18, 18));
    assert_eq!(start.ply_limit(), 2 * DEFAULT_MOVES_PER_PLAYER);
    assert_eq!(start.outcome(), None);
}

#[test]
fn the_opening_moves_are_the_six_jumps_onto_row_4() {
    let moves = Board::new().legal_moves();
    let expected: Vec<Move> = (1..=6)
        .map(|col| Move::Jump(JumpPath::from_squares(&[square(2, col), square(4, col)]).expect("two cells")))
        .collect();
    assert_eq!(moves, expected);
    check_moves(&Board::new());
}

#[test]
fn the_course_rules_worked_example_gives_their_boards() {
    let mut position = Board::new();
    for (text, diagram) in WORKED_EXAMPLE {
        let before = position;
        position = play(&position, text);
        assert_eq!(position.diagram(), diagram, "after {text}");
        let mv = parse_move(&before, text).expect("legal");
        assert_eq!(move_text(before.to_move(), mv), text);
    }
    assert_eq!((position.piece_count(Seat::First), position.piece_count(Seat::Second)), (17, 16));
    assert_eq!(position.plies_played(), 4);
    assert_eq!(position.to_move(), Seat::First);
}

#[test]
fn a_log_replays_to_a_position_and_writes_back() {
    let log: String = WORKED_EXAMPLE.iter().map(|(text, _)| format!("{text}\n")).collect();
    let record = parse_game(Board::new(), &format!("\n{log}\n")).expect("a legal log");
    assert_eq!(record.moves.len(), 4);
    assert_eq!(record.start, Board::new());
    assert_eq!(record.end.diagram(), WORKED_EXAMPLE[3].1);
    assert_eq!(game_text(record.start, &record.moves), log);

    let broken = "x s 2 2 1 4 1\no s 2 6 1 4 1\nx s 3 2 3 2 1 4 2\n";
    let error = parse_game(Board::new(), broken).expect_err("hop 2 is not straight");
    assert_eq!(error.line, 3);
    assert!(matches!(error.error, NotationError::BadHop { hop: 2, .. }), "{error}");
    assert!(error.to_string().starts_with("line 3: hop 2 from (2,1) to (4,2)"), "{error}");
}

// ---- notation ----

#[test]
fn malformed_and_illegal_moves_are_named() {
    let start = Board::new();
    // After the worked example's first move but with x to move again, for the chain cases.
    let gap = board("xxxxxx/-xxxxx/xxxxxx/xooooo/oooooo/oooooo x");
    let loop_board = board("xx----/--x---/------/------/------/----oo x");
    let finished = board("xxx---/------/------/------/------/----oo x 100/100");
    use NotationError as E;
    let hop = |hop, from, to, problem| E::BadHop { hop, from, to, problem };
    let cases: Vec<(&Board, &str, NotationError)> = vec![
        (&start, "", E::Empty),
        (&start, "   ", E::Empty),
        (&start, "z m 1 1 1 2", E::UnknownPlayer("z".to_owned())),
        (&start, "x", E::MissingKind),
        (&start, "x q 1 2", E::UnknownKind("q".to_owned())),
        (&start, "x m 1 a 2 2", E::NotANumber("a".to_owned())),
        (&start, "x m -1 1 2 2", E::NotANumber("-1".to_owned())),
        (&start, "x m 99999999999 1 1 1", E::NotANumber("99999999999".to_owned())),
        (&start, "x m 1 1 2", E::FieldCount { kind: 'm', expected: 4, found: 3 }),
        (&start, "x m 3 1 4 1 5", E::FieldCount { kind: 'm', expected: 4, found: 5 }),
        (&start, "x n 1", E::FieldCount { kind: 'n', expected: 0, found: 1 }),
        (&start, "x s", E::MissingPairCount),
        (&start, "x s 1 2 1", E::BadPairCount(1)),
        (&start, "x s 10 2 1 4 1", E::BadPairCount(10)),
        (&start, "x s 3 2 1 4 1", E::PairCountMismatch { stated: 3, numbers: 4 }),
        (&start, "x s 2 2 1 4 1 6", E::PairCountMismatch { stated: 2, numbers: 5 }),
        (&start, "x s 2 2 1 7 1", E::OffBoard { row: 7, col: 1 }),
        (&start, "x m 0 1 1 1", E::OffBoard { row: 0, col: 1 }),
        (&start, "o s 2 5 1 3 1", E::WrongPlayer { expected: Seat::First, found: Seat::Second }),
        (&start, "x s 2 4 1 6 1", E::NotOwnPiece { square: square(4, 1), side: Seat::First }),
        (&start, "x m 3 1 5 1", E::StepNotAdjacent { from: square(3, 1), to: square(5, 1) }),
        (&start, "x m 3 1 4 2", E::StepNotAdjacent { from: square(3, 1), to: square(4, 2) }),
        (&start, "x m 3 1 4 1", E::StepOntoOccupied(square(4, 1))),
        (&start, "x n", E::PassNotAllowed),
        (&start, "x s 2 2 1 4 2", hop(1, square(2, 1), square(4, 2), HopProblem::NotTwoCellsStraight)),
        (&start, "x s 2 1 1 1 3", hop(1, square(1, 1), square(1, 3), HopProblem::LandsOnOwnPiece)),
        (&start, "x s 2 3 1 5 1", hop(1, square(3, 1), square(5, 1), HopProblem::NoOwnPieceBetween(square(4, 1)))),
        (&gap, "x s 3 2 3 2 1 2 3", hop(2, square(2, 1), square(2, 3), HopProblem::LandsOnStart)),
        (&loop_board, "x s 4 1 1 1 3 3 3 1 3", hop(3, square(3, 3), square(1, 3), HopProblem::LandsTwice)),
        (&finished, "x m 1 3 1 4", E::GameOver),
    ];
    for (position, text, expected) in cases {
        let error = parse_move(position, text).expect_err(text);
        assert_eq!(error, expected, "{text:?}");
        assert!(!error.to_string().is_empty());
    }
    // The chains those errors cut short are legal up to the bad hop.
    assert!(parse_move(&gap, "x s 2 2 3 2 1").is_ok());
    assert!(parse_move(&loop_board, "x s 3 1 1 1 3 3 3").is_ok());
}

#[test]
fn a_step_reads_with_its_count_of_cells_first_as_the_course_program_writes_it() {
    let gap = parse_move(&Board::new(), "x s 2 2 1 4 1").map(|mv| Board::new().play(mv)).expect("a capture");
    let gap = parse_move(&gap, "o s 2 6 1 4 1").map(|mv| gap.play(mv)).expect("the recapture");
    let counted = parse_move(&gap, "x m 2 1 1 2 1").expect("a step with its count");
    assert_eq!(Ok(counted), parse_move(&gap, "x m 1 1 2 1"));
    assert_eq!(
        parse_move(&gap, "x m 3 1 1 2 1"),
        Err(NotationError::FieldCount { kind: 'm', expected: 4, found: 5 }),
        "only a count of 2 cells makes a step"
    );
}

#[test]
fn error_messages_say_what_is_wrong() {
    let start = Board::new();
    let message = |text: &str| parse_move(&start, text).expect_err(text).to_string();
    assert_eq!(message("o s 2 5 1 3 1"), "it is x's turn, not o's");
    assert!(message("x s 2 2 1 7 1").contains("(7,1) is off the board"));
    assert!(message("x s 3 2 1 4 1").contains("says 3 cells"));
    assert!(message("x s 2 3 1 5 1").contains("no own piece on (4,1)"));
}

#[test]
fn positions_round_trip_and_bad_positions_are_named() {
    let position = board("x-o.../------/------/------/------/----OO o 7/20");
    assert_eq!(position.to_string(), "x-o---/------/------/------/------/----oo o 7/20");
    assert_eq!(board(&position.to_string()), position);
    assert_eq!(board("xxxxxx/xxxxxx/xxxxxx/oooooo/oooooo/oooooo"), Board::new());

    const START_ROWS: &str = "xxxxxx/xxxxxx/xxxxxx/oooooo/oooooo/oooooo";
    use BoardTextError as E;
    let cases = [
        (String::new(), E::Empty),
        ("xxxxxx/xxxxxx".to_owned(), E::RowCount(2)),
        (format!("{START_ROWS}/"), E::RowCount(7)),
        ("xxxxx/xxxxxx/xxxxxx/oooooo/oooooo/oooooo".to_owned(), E::RowLength { row: 1, length: 5 }),
        ("xxxxxx/xxxxxx/xxxxxx/oooooo/oooooo/ooooo?".to_owned(), E::BadCellChar('?')),
        (format!("{START_ROWS} q"), E::BadSide("q".to_owned())),
        (format!("{START_ROWS} x 3"), E::BadCounters("3".to_owned())),
        (format!("{START_ROWS} x 3/a"), E::BadCounters("3/a".to_owned())),
        (format!("{START_ROWS} x 0/100 extra"), E::TrailingText("extra".to_owned())),
        (format!("{START_ROWS} x 0/0"), E::Invalid(PositionError::ZeroLimit)),
        (format!("{START_ROWS} x 101/100"), E::Invalid(PositionError::PastLimit { plies_played: 101, ply_limit: 100 })),
        ("xxxxxx/xxxxxx/xxxxxx/xxxxxx/oooooo/oooooo".to_owned(), E::Invalid(PositionError::TooManyPieces(Seat::First))),
    ];
    for (text, expected) in cases {
        assert_eq!(text.parse::<Board>(), Err(expected), "{text:?}");
    }
    assert_eq!(Board::from_parts(1, 1, Seat::First, 0, 100), Err(PositionError::BadMasks));
    assert_eq!(Board::from_parts(1 << 36, 0, Seat::First, 0, 100), Err(PositionError::BadMasks));
}

// ---- special rules ----

#[test]
fn a_pass_is_the_only_move_when_nothing_else_is_legal() {
    // Both x pieces are walled in by o pieces and the edge, and touch no other x.
    let stuck = board("xo--ox/o----o/------/------/------/------ x");
    assert_eq!(stuck.legal_moves(), [Move::Pass]);
    let after = play(&stuck, "x n");
    assert_eq!(after.to_move(), Seat::Second);
    assert_eq!(after.plies_played(), 1);
    assert_eq!(after.pieces(Seat::First), stuck.pieces(Seat::First));
    assert!(!after.legal_moves().contains(&Move::Pass));
    assert_eq!(parse_move(&after, "o n"), Err(NotationError::PassNotAllowed));
}

#[test]
fn capturing_the_seventeenth_piece_wins_at_once() {
    let position = board("x-----/x-----/o-----/------/------/-----o x 10/100");
    assert!(!position.is_over());
    let won = play(&position, "x s 2 1 1 3 1");
    assert_eq!(won.piece_count(Seat::Second), 1);
    assert!(won.is_over());
    assert_eq!(won.end_reason(), Some(EndReason::Elimination));
    assert_eq!(won.outcome(), Some(Outcome::Win(Seat::First)));
    assert!(won.legal_moves().is_empty());
    // o is to move and lost by one piece (x kept two).
    assert_eq!(won.terminal_score(), proven_loss(1));
    assert_eq!(parse_move(&won, "o m 6 6 6 5"), Err(NotationError::GameOver));
}

#[test]
fn chains_go_on_after_captures_and_may_capture_several() {
    let position = board("x----o/x-----/o-----/x-----/o-----/-----o x");
    let mv = parse_move(&position, "x s 3 1 1 3 1 5 1").expect("two hops, two captures");
    assert_eq!(position.captures(mv).count_ones(), 2);
    let after = position.play(mv);
    assert_eq!(after.piece_count(Seat::Second), 2);
    assert_eq!(after.piece_at(square(5, 1)), Some(Seat::First));
    assert_eq!(after.piece_at(square(1, 1)), None);
}

#[test]
fn the_move_limit_ends_the_game_and_counts_pieces() {
    let short = Board::new().with_moves_per_player(1);
    let after_one = play(&short, "x s 2 2 1 4 1");
    assert!(!after_one.is_over());
    let ended = play(&after_one, "o s 2 6 1 4 1");
    assert_eq!(ended.end_reason(), Some(EndReason::MoveLimit));
    assert_eq!(ended.outcome(), Some(Outcome::Draw));
    assert_eq!(ended.terminal_score(), DRAW);
    assert!(ended.legal_moves().is_empty());

    let ahead = board("xxx---/------/------/------/------/----oo x 100/100");
    assert_eq!(ahead.outcome(), Some(Outcome::Win(Seat::First)));
    assert_eq!(ahead.terminal_score(), proven_win(1));
    let behind = board("xxx---/------/------/------/------/----oo o 100/100");
    assert_eq!(behind.terminal_score(), proven_loss(1));
}

#[test]
fn the_hash_tells_positions_and_counters_apart() {
    let start = Board::new();
    let later = board("xxxxxx/xxxxxx/xxxxxx/oooooo/oooooo/oooooo x 2/100");
    let other_side = board("xxxxxx/xxxxxx/xxxxxx/oooooo/oooooo/oooooo o");
    let hashes: HashSet<u64> =
        [start, later, other_side, start.with_moves_per_player(10)].iter().map(Game::hash).collect();
    assert_eq!(hashes.len(), 4);
    assert_eq!(start.hash(), Board::new().hash());
}

// ---- evaluation and players ----

#[test]
fn features_count_what_each_side_can_do() {
    // x: steps (1,1)→(2,1) and (1,2)→(2,2); (1,1) can jump over (1,2) onto the o at (1,3).
    // o: (1,3) steps right or down, (6,6) up or left; no jumps. o's (1,3) is 5 rows from home.
    let position = board("xxo---/------/------/------/------/-----o x");
    let features = Weights::features(&position);
    assert_eq!(features, Features { material: 0, mobility: 3 - 4, threats: 1, advancement: -5 });
    let weights = Weights::default();
    let expected = -weights.mobility + weights.threats - 5 * weights.advancement;
    assert_eq!(weights.evaluate(&position), expected);
}

#[test]
fn the_classroom_preset_counts_pieces_only() {
    let seed = Weights::classroom();
    assert_eq!(seed.evaluate(&Board::new()), 0);
    assert_eq!(Weights::default().evaluate(&Board::new()), 0);
    let after = play(&Board::new(), "x s 2 2 1 4 1");
    assert_eq!(seed.evaluate(&after), -1);
    assert_eq!(seed.evaluate(&board("xxx---/------/------/------/------/----oo o")), -1);
}

/// Boards from the start to the move limit, by random play.
fn random_boards(count: usize, seed: u64) -> Vec<Board> {
    let mut rng = SplitMix64::new(seed);
    (0..count)
        .map(|_| {
            let mut position = Board::new();
            for _ in 0..rng.below(120) {
                let Some(mv) = random_move(&position, &mut rng) else { break };
                position = position.play(mv);
            }
            position
        })
        .collect()
}

/// The presets, weights anywhere in an `i32` (whose sums the evaluation holds within its limit)
/// and everyday ones.
fn weight_sets() -> Vec<Weights> {
    let mut rng = SplitMix64::new(17);
    let mut weight = |reach: u64| (rng.next_u64() % (2 * reach + 1)) as i64 as i32 - reach as i32;
    let mut sets = vec![Weights::default(), Weights::classroom()];
    for reach in [10, 300, i32::MAX as u64 / 2] {
        sets.push(Weights {
            material: weight(reach),
            mobility: weight(reach),
            threats: weight(reach),
            advancement: weight(reach),
        });
    }
    sets
}

#[test]
fn the_breakdown_adds_up_to_the_evaluation_for_random_boards_and_weights() {
    let mut limited = 0;
    for weights in weight_sets() {
        for position in random_boards(120, 4) {
            let breakdown = weights.breakdown(&position);
            assert_eq!(breakdown.total, weights.evaluate(&position), "{position} with {weights:?}");
            assert_eq!(breakdown.sum, breakdown.terms.iter().map(|term| term.product).sum::<i64>());
            let features = Weights::features(&position);
            let raws: Vec<i32> = breakdown.terms.iter().map(|term| term.raw).collect();
            assert_eq!(raws, [features.material, features.mobility, features.threats, features.advancement]);
            limited += usize::from(breakdown.is_limited());
        }
    }
    assert!(limited > 0, "the huge weights pass the evaluation's limit somewhere");
}

#[test]
fn a_sum_past_the_limit_is_held_there_and_says_so() {
    let weights = Weights { material: 30_000_000, ..Weights::classroom() };
    // x has two pieces more.
    let position = board("xxx---/------/------/------/------/-----o x");
    let breakdown = weights.breakdown(&position);
    assert_eq!(breakdown.sum, 60_000_000);
    assert!(breakdown.is_limited());
    assert_eq!(breakdown.total, weights.evaluate(&position));
    assert_eq!(breakdown.negated().total, -breakdown.total);
}

#[test]
fn changing_one_catapultas_weight_changes_that_terms_product_alone() {
    let position = random_boards(10, 8).into_iter().find(|board| !board.is_over()).expect("a game going on");
    let base = Weights::default();
    let before = base.breakdown(&position);
    let changes: [fn(&mut Weights); 4] =
        [|w| w.material += 3, |w| w.mobility += 3, |w| w.threats += 3, |w| w.advancement += 3];
    for (change, id) in changes.into_iter().zip(TERM_IDS) {
        let mut weights = base.clone();
        change(&mut weights);
        let after = weights.breakdown(&position);
        for (old, new) in before.terms.iter().zip(&after.terms) {
            if old.id == id {
                assert_eq!(new.product - old.product, 3 * i64::from(old.raw));
            } else {
                assert_eq!(new, old, "{} moved with {id}", old.id);
            }
        }
    }
}

#[test]
fn weights_read_and_write_as_json() {
    let weights = Weights { material: 7, mobility: -1, threats: 0, advancement: 3 };
    let json = serde_json::to_string(&weights).expect("serializable");
    assert_eq!(serde_json::from_str::<Weights>(&json).expect("readable"), weights);
    let partial: Weights = serde_json::from_str(r#"{"material": 5}"#).expect("readable");
    assert_eq!(partial, Weights { material: 5, ..Weights::default() });
    assert_ne!(Weights::classroom(), Weights::default());
}

#[test]
fn captures_are_ordered_first() {
    let position = board("x----o/x-----/o-----/x-----/o-----/-----o x");
    let weights = Weights::default();
    let hint = |text: &str| weights.order_hint(&position, parse_move(&position, text).expect(text), 1);
    assert!(hint("x s 3 1 1 3 1 5 1") > hint("x s 2 1 1 3 1"));
    assert!(hint("x s 2 1 1 3 1") > hint("x m 1 1 1 2"));
}

#[test]
fn greedy_takes_the_most_pieces() {
    let position = board("x----o/x-----/o-----/x-----/o-----/-----o x");
    let mut rng = SplitMix64::new(5);
    let chosen = greedy_move(&position, &Weights::classroom(), &mut rng).expect("moves");
    assert_eq!(move_text(Seat::First, chosen), "x s 3 1 1 3 1 5 1");
    assert_eq!(
        greedy_move(&board("xxx---/------/------/------/------/----oo x 100/100"), &Weights::classroom(), &mut rng),
        None
    );
}

// ---- whole games ----

#[test]
fn random_games_keep_every_rule() {
    let mut rng = SplitMix64::new(11);
    for _ in 0..30 {
        let mut position = Board::new();
        while !position.is_over() {
            check_moves(&position);
            assert_eq!(board(&position.to_string()), position);
            let mv = random_move(&position, &mut rng).expect("an unfinished game has a move");
            let next = position.play(mv);
            let mover = position.to_move();
            assert_eq!(next.piece_count(mover), position.piece_count(mover));
            assert!(next.piece_count(mover.opponent()) <= position.piece_count(mover.opponent()));
            position = next;
        }
        check_moves(&position);
        assert!(position.plies_played() <= position.ply_limit());
    }
}

#[test]
fn the_ai_only_plays_legal_moves() {
    let cancel = AtomicBool::new(false);
    let mut rng = SplitMix64::new(99);
    let strategies = [
        Strategy::new(Algorithm::Minimax).max_depth(2),
        Strategy::new(Algorithm::AlphaBeta).max_depth(3),
        Strategy::new(Algorithm::Full).max_depth(4).table_bits(16),
    ];
    for (game, strategy) in strategies.iter().cycle().take(6).enumerate() {
        let mut ai = Searcher::new(strategy.clone());
        let weights = if game % 2 == 0 { Weights::default() } else { Weights::classroom() };
        let ai_side = if game % 4 < 2 { Seat::First } else { Seat::Second };
        let mut position = Board::new().with_moves_per_player(30);
        while !position.is_over() {
            let mv = if position.to_move() == ai_side {
                let info = ai.search(&position, &weights, &cancel, &mut |_| {});
                let mv = info.best_move.expect("a move");
                assert!(position.legal_moves().contains(&mv), "{mv:?} in {position}");
                mv
            } else {
                random_move(&position, &mut rng).expect("a move")
            };
            position = position.play(mv);
        }
    }
}

// ---- boards drawn as in the seed, as `move` reads them ----

#[test]
fn drawn_boards_read_back_as_the_positions_they_show() {
    assert_eq!(parse_diagram(START_DIAGRAM, Seat::First), Ok(Board::new()));
    for (_, diagram) in WORKED_EXAMPLE {
        let read = parse_diagram(diagram, Seat::Second).expect("the course's drawing reads");
        assert_eq!(read.diagram(), diagram);
        assert_eq!(read.to_move(), Seat::Second);
    }
    // Without the column numbers and borders, and with the row numbers left out.
    let bare = "#xxxxxx#\n#-x-xxx#\n#xxxxxx#\n#xooooo#\n#oooooo#\n#o-oooo#\n";
    assert_eq!(parse_diagram(bare, Seat::First).expect("bare rows read").diagram(), WORKED_EXAMPLE[3].1);
}

#[test]
fn bad_drawings_get_errors_that_name_the_problem() {
    let rows: Vec<&str> = START_DIAGRAM.lines().collect();
    let without_row_6 = rows.iter().filter(|line| !line.starts_with(" 6")).copied().collect::<Vec<_>>().join("\n");
    let too_many_x = START_DIAGRAM.replace(" 4 #oooooo#", " 4 #xooooo#").replace(" 6 #oooooo#", " 6 #-ooooo#");
    let cases = [
        (String::new(), "has 0"),
        (without_row_6, "a board drawing has 6 rows like ` 1 #xxxxxx#`, this one has 5"),
        (START_DIAGRAM.replace(" 3 #xxxxxx#", " 3 #xxxxxxx#"), "row 3 has 7 cells instead of 6"),
        (START_DIAGRAM.replace(" 3 #xxxxxx#", " 3 #xxzxxx#"), "`z` is not a cell"),
        (START_DIAGRAM.replace(" 3 #xxxxxx#", " 3 xxxxxx"), "line 5 (`3 xxxxxx`) is not part of a board drawing"),
        (START_DIAGRAM.replace(" 3 #xxxxxx#", " 3 #xxxxxx# x"), "line 5"),
        (too_many_x, "impossible position: x has more than 18 pieces"),
    ];
    for (text, expected) in cases {
        let error = parse_diagram(&text, Seat::First).expect_err(&text).to_string();
        assert!(error.contains(expected), "{text}\n{error}");
    }
}

proptest::proptest! {
    #[test]
    fn no_text_makes_the_drawing_reader_panic(text in ".*") {
        let _ = parse_diagram(&text, Seat::First);
    }

    #[test]
    fn mutated_drawings_never_make_the_reader_panic(edits in crate::games::mutation::edits()) {
        let text = crate::games::mutation::mutate(WORKED_EXAMPLE[1].1, &edits);
        if let Ok(board) = parse_diagram(&text, Seat::Second) {
            proptest::prop_assert_eq!(parse_diagram(&board.diagram(), Seat::Second), Ok(board));
        }
    }
}
