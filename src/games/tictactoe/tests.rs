use std::collections::HashMap;
use std::sync::atomic::AtomicBool;

use super::*;
use crate::engine::{
    Algorithm, BreakdownEvaluator, DRAW, Evaluator, Game, SearchInfo, Searcher, Strategy, proven_loss,
};
use crate::games::Seat;
use crate::games::random::{SplitMix64, random_move};

fn board(text: &str) -> Board {
    text.parse().unwrap_or_else(|error| panic!("{text}: {error}"))
}

fn cell(text: &str) -> Cell {
    text.parse().unwrap_or_else(|error| panic!("{text}: {error}"))
}

fn search(strategy: Strategy, position: &Board) -> SearchInfo<Cell> {
    let mut searcher = Searcher::new(strategy);
    searcher.search(position, &LineHeuristic, &AtomicBool::new(false), &mut |_| {})
}

/// Every position reachable from the empty board, each once, in discovery order.
fn reachable_positions() -> Vec<Board> {
    fn walk(position: Board, seen: &mut HashMap<Board, ()>, out: &mut Vec<Board>) {
        if seen.insert(position, ()).is_some() {
            return;
        }
        out.push(position);
        for cell in position.legal_moves() {
            walk(position.play(cell), seen, out);
        }
    }
    let mut out = Vec::new();
    walk(Board::new(), &mut HashMap::new(), &mut out);
    out
}

/// The game-theoretic value for the side to move (+1 win, 0 draw, −1 loss), by a plain
/// recursive solver that shares nothing with the engine but the rules.
fn solve(position: Board, values: &mut HashMap<Board, i8>) -> i8 {
    if let Some(&value) = values.get(&position) {
        return value;
    }
    let value = match position.outcome() {
        Some(Outcome::Win(mark)) if mark == position.to_move() => 1,
        Some(Outcome::Win(_)) => -1,
        Some(Outcome::Draw) => 0,
        None => position
            .legal_moves()
            .map(|cell| -solve(position.play(cell), values))
            .max()
            .expect("an unfinished game has a move"),
    };
    values.insert(position, value);
    value
}

// ---- rules ----

#[test]
fn empty_board_has_nine_moves_and_x_to_move() {
    let empty = Board::new();
    assert_eq!(empty.to_move(), Seat::First);
    assert_eq!(empty.legal_moves().count(), 9);
    assert_eq!(empty.outcome(), None);
    assert!(!empty.is_over());
    assert_eq!(empty.marks_placed(), 0);
}

#[test]
fn a_row_wins_and_ends_the_game() {
    let mut position = Board::new();
    for text in ["1", "4", "2", "5"] {
        position = position.try_play(cell(text)).expect("legal");
    }
    assert_eq!(position.winner(), None);
    position = position.try_play(cell("3")).expect("legal");
    assert_eq!(position.outcome(), Some(Outcome::Win(Seat::First)));
    assert_eq!(position.winning_line(), Some((Seat::First, [cell("1"), cell("2"), cell("3")])));
    assert!(position.is_over());
    assert_eq!(position.legal_moves().count(), 0);
    let mut moves = Vec::new();
    position.generate_moves(&mut moves);
    assert!(moves.is_empty());
    // O is to move and has lost.
    assert_eq!(position.terminal_score(), proven_loss(0));
    assert_eq!(position.try_play(cell("9")), Err(MoveError::GameOver));
}

#[test]
fn columns_and_diagonals_win_for_o_too() {
    let position = board("XXO-O-OX- X");
    assert_eq!(position.outcome(), Some(Outcome::Win(Seat::Second)));
    assert_eq!(position.winning_line(), Some((Seat::Second, LINES[7])));
    let position = board("OXXOX-O-- X");
    assert_eq!(position.winning_line(), Some((Seat::Second, LINES[3])));
}

#[test]
fn a_full_board_without_a_line_is_a_draw() {
    let position = board("XOXXOOOXX");
    assert_eq!(position.outcome(), Some(Outcome::Draw));
    assert_eq!(position.winning_line(), None);
    assert_eq!(position.terminal_score(), DRAW);
}

#[test]
fn a_taken_cell_cannot_be_played() {
    let position = board("X-------- O");
    assert_eq!(position.try_play(cell("1")), Err(MoveError::Occupied(cell("1"))));
    assert!(!position.is_legal(cell("1")));
    assert!(position.is_legal(cell("2")));
}

#[test]
fn hashes_of_reachable_positions_are_distinct() {
    let positions = reachable_positions();
    let mut hashes: Vec<u64> = positions.iter().map(Game::hash).collect();
    hashes.sort_unstable();
    hashes.dedup();
    assert_eq!(hashes.len(), positions.len());
}

// ---- notation ----

#[test]
fn cells_read_both_ways_and_write_as_digits() {
    for (index, cell_value) in Cell::ALL.into_iter().enumerate() {
        let digit = (index + 1).to_string();
        assert_eq!(cell_value.to_string(), digit);
        assert_eq!(cell(&digit), cell_value);
        let named = format!("{}{}", char::from(b'a' + cell_value.col() as u8), cell_value.row() + 1);
        assert_eq!(cell(&named), cell_value);
        assert_eq!(cell(&named.to_uppercase()), cell_value);
    }
    assert_eq!(cell("c1"), cell("3"));
    assert_eq!(cell("a3"), cell("7"));
}

#[test]
fn malformed_cells_are_errors() {
    for text in ["", "0", "10", "a", "d1", "a0", "a4", "1a", "x", "é", "b22", "-1"] {
        assert_eq!(text.parse::<Cell>(), Err(ParseError::BadCell(text.to_owned())), "{text:?}");
    }
}

#[test]
fn every_position_round_trips_through_text() {
    for position in reachable_positions() {
        let text = position.to_string();
        assert_eq!(board(&text), position, "{text}");
        let cells = &text[..9];
        let with_slashes = format!("{}/{}/{}", &cells[..3], &cells[3..6], &cells[6..]);
        assert_eq!(board(&with_slashes.to_lowercase().replace('-', ".")), position);
    }
}

#[test]
fn malformed_positions_are_errors() {
    let cases: [(&str, ParseError); 12] = [
        ("", ParseError::Empty),
        ("   ", ParseError::Empty),
        ("XO", ParseError::CellCount(2)),
        ("X-O-X----O", ParseError::CellCount(10)),
        ("X-O-X---Z", ParseError::BadCellChar('Z')),
        ("X-O-X---- Q", ParseError::BadSide("Q".to_owned())),
        ("X-O-X---- O extra", ParseError::TrailingText("extra".to_owned())),
        ("X-O------ O", ParseError::WrongSide { stated: Seat::Second, implied: Seat::First }),
        ("XX-------", ParseError::Unreachable(PositionError::MarkCounts { x: 2, o: 0 })),
        ("O--------", ParseError::Unreachable(PositionError::MarkCounts { x: 0, o: 1 })),
        ("XXXOOO---", ParseError::Unreachable(PositionError::BothHaveLines)),
        ("XXXOO-O--", ParseError::Unreachable(PositionError::MovedAfterWin(Seat::First))),
    ];
    for (text, expected) in cases {
        assert_eq!(text.parse::<Board>(), Err(expected), "{text:?}");
    }
    assert_eq!("OOOXX-X-X".parse::<Board>(), Err(ParseError::Unreachable(PositionError::MovedAfterWin(Seat::Second))));
    // Every error explains itself.
    assert!("XX-------".parse::<Board>().unwrap_err().to_string().contains("X starts"));
}

#[test]
fn the_position_check_accepts_exactly_the_reachable_positions() {
    let reachable: std::collections::HashSet<Board> = reachable_positions().into_iter().collect();
    let mut accepted = 0;
    for code in 0..3u32.pow(9) {
        let (mut x, mut o, mut rest) = (0u16, 0u16, code);
        for bit in 0..9 {
            match rest % 3 {
                1 => x |= 1 << bit,
                2 => o |= 1 << bit,
                _ => {}
            }
            rest /= 3;
        }
        if let Ok(position) = Board::from_masks(x, o) {
            accepted += 1;
            assert!(reachable.contains(&position), "{position} accepted but unreachable");
        }
    }
    assert_eq!(accepted, reachable.len());
    assert_eq!(Board::from_masks(1 << 9, 0), Err(PositionError::BadMasks));
    assert_eq!(Board::from_masks(1, 1), Err(PositionError::BadMasks));
}

// ---- evaluation and players ----

#[test]
fn line_heuristic_follows_the_tutorial() {
    // X in the centre: one mark with two empties on four lines.
    assert_eq!(LineHeuristic::line_balance(&board("----X---- O"), Seat::First), 4);
    assert_eq!(LineHeuristic.evaluate(&board("----X---- O")), -4);
    // X on 1 and 2: an open two on the top row, one mark on column 1; O on 5: one mark on the
    // middle row and on the anti-diagonal; column 2 and the diagonal hold both, so count nothing.
    let position = board("XX--O----");
    assert_eq!(LineHeuristic::line_balance(&position, Seat::First), 10 + 1 - 1 - 1);
    assert_eq!(LineHeuristic.evaluate(&position), -9);
    // The top row holds both marks: X keeps column 1 and the diagonal, O column 2.
    assert_eq!(LineHeuristic::line_balance(&board("XO-------"), Seat::First), 1 + 1 - 1);
}

#[test]
fn the_breakdown_adds_up_to_the_evaluation_for_random_boards() {
    let mut rng = SplitMix64::new(12);
    for _ in 0..300 {
        let mut position = Board::new();
        for _ in 0..rng.below(9) {
            let Some(mv) = random_move(&position, &mut rng) else { break };
            position = position.play(mv);
        }
        let breakdown = LineHeuristic.breakdown(&position);
        assert_eq!(breakdown.total, LineHeuristic.evaluate(&position), "{position}");
        let ids: Vec<&str> = breakdown.terms.iter().map(|term| term.id).collect();
        assert_eq!(ids, TERM_IDS);
        // Each of the eight lines counts once at most.
        assert!(breakdown.terms.iter().map(|term| term.raw).sum::<i32>() <= 8);
    }
    // X on 1 and 2, O on 5, O to move: for O, one open one each on the middle row and the
    // anti-diagonal; for X an open two (top row) and an open one (column 1).
    let breakdown = LineHeuristic.breakdown(&board("XX--O---- O"));
    let terms: Vec<(&str, i32, i32)> = breakdown.terms.iter().map(|term| (term.id, term.raw, term.weight)).collect();
    assert_eq!(
        terms,
        [
            ("tictactoe-own-two", 0, 10),
            ("tictactoe-own-one", 2, 1),
            ("tictactoe-their-two", 1, -10),
            ("tictactoe-their-one", 1, -1)
        ]
    );
    assert_eq!(breakdown.total, -9);
}

#[test]
fn greedy_wins_then_blocks() {
    let mut rng = SplitMix64::new(3);
    // X can win at 3 and must otherwise block at 6.
    assert_eq!(greedy_move(&board("XX-OO----"), &mut rng), Some(cell("3")));
    // O to move cannot win, must block X at 3.
    assert_eq!(greedy_move(&board("XX--O---- O"), &mut rng), Some(cell("3")));
    assert_eq!(greedy_move(&board("XXXOO----"), &mut rng), None);
}

// ---- search ----

#[test]
fn plain_minimax_visits_the_whole_tree() {
    let info = search(Strategy::new(Algorithm::Minimax).max_depth(9), &Board::new());
    assert_eq!(info.nodes, 549_946);
    assert_eq!(info.score, DRAW);
    assert!(info.finished);
    assert_eq!(info.root_moves.len(), 9);
    assert!(info.root_moves.iter().all(|root| root.exact && root.score == DRAW));
}

#[test]
fn alpha_beta_and_the_heuristic_visit_far_fewer_nodes() {
    let empty = Board::new();
    let alpha_beta = search(Strategy::new(Algorithm::AlphaBeta).max_depth(9), &empty);
    let full = search(Strategy::new(Algorithm::Full).max_depth(9), &empty);
    let heuristic = search(Strategy::new(Algorithm::AlphaBeta).max_depth(2), &empty);
    println!(
        "nodes from the empty board: alpha-beta {}, full engine {}, depth-2 heuristic {}",
        alpha_beta.nodes, full.nodes, heuristic.nodes
    );
    assert!(alpha_beta.nodes < 549_946);
    assert_eq!(alpha_beta.score, DRAW);
    assert_eq!(full.score, DRAW);
    // At most the root, its 9 children and their 72 children.
    assert!(heuristic.nodes <= 1 + 9 + 72);
    // As in the course's tutorial: depth 2 with the line heuristic opens in the centre, not a
    // corner.
    assert_eq!(heuristic.best_move, Some(Cell::CENTER));
}

#[test]
fn the_engine_prefers_the_fastest_win() {
    // X wins at 3 at once; whatever else it plays, a win would come later and score less.
    let position = board("XX-OO----");
    let info = search(Strategy::new(Algorithm::Minimax).max_depth(9), &position);
    assert_eq!(info.best_move, Some(cell("3")));
    let fastest = info.root_moves.iter().find(|root| root.mv == cell("3")).expect("root move");
    assert!(info.root_moves.iter().all(|root| root.mv == fastest.mv || root.score < fastest.score));
}

#[test]
fn every_search_keeps_the_game_theoretic_value_in_every_position() {
    let mut values = HashMap::new();
    let positions = reachable_positions();
    assert_eq!(positions.len(), 5_478);
    let cancel = AtomicBool::new(false);
    let mut minimax = Searcher::new(Strategy::new(Algorithm::Minimax).max_depth(9));
    let mut alpha_beta = Searcher::new(Strategy::new(Algorithm::AlphaBeta).max_depth(9));
    let mut full = Searcher::new(Strategy::new(Algorithm::Full).max_depth(9).table_bits(16));
    let mut unfinished = 0;
    for position in positions {
        let value = solve(position, &mut values);
        if position.is_over() {
            continue;
        }
        unfinished += 1;
        for (name, info) in [
            ("minimax", minimax.search(&position, &LineHeuristic, &cancel, &mut |_| {})),
            ("alpha-beta", alpha_beta.search(&position, &LineHeuristic, &cancel, &mut |_| {})),
            ("full", full.search(&position, &LineHeuristic, &cancel, &mut |_| {})),
        ] {
            let chosen = info.best_move.expect("a move in an unfinished game");
            let kept = -solve(position.play(chosen), &mut values);
            assert_eq!(kept, value, "{name} plays {chosen} in {position}");
            assert_eq!(info.score.signum(), i32::from(value), "{name} scores {position}");
        }
    }
    assert_eq!(unfinished, 4_520);
}

#[test]
fn the_ai_never_loses_to_a_random_player() {
    let mut rng = SplitMix64::new(2024);
    let mut ai = Searcher::new(Strategy::new(Algorithm::Full).max_depth(9).table_bits(16));
    let cancel = AtomicBool::new(false);
    for game in 0..200 {
        let ai_mark = if game % 2 == 0 { Seat::First } else { Seat::Second };
        let mut position = Board::new();
        while !position.is_over() {
            let mv = if position.to_move() == ai_mark {
                ai.search(&position, &LineHeuristic, &cancel, &mut |_| {}).best_move
            } else {
                random_move(&position, &mut rng)
            };
            position = position.play(mv.expect("a move in an unfinished game"));
        }
        assert_ne!(position.winner(), Some(ai_mark.opponent()), "game {game}: {position}");
    }
}

// ---- boards drawn as in the course's tutorial, as `move` reads them ----

const TUTORIAL_DRAWING: &str = "X | O |  \n--+---+--\n  | X |  \n--+---+--\nO |   |  \n";

#[test]
fn drawn_boards_read_in_the_tutorials_form_the_grid_form_and_one_line() {
    let expected = board("XO--X-O-- X");
    assert_eq!(parse_drawing(TUTORIAL_DRAWING, None), Ok(expected));
    assert_eq!(parse_drawing(TUTORIAL_DRAWING, Some(Seat::First)), Ok(expected));
    assert_eq!(parse_drawing(&expected.grid(), None), Ok(expected));
    assert_eq!(parse_drawing("XO-\n-x-\no--\n", None), Ok(expected));
    assert_eq!(parse_drawing("XO--X-O-- X\n", None), Ok(expected));
    assert_eq!(parse_drawing("  |   |  \n--+---+--\n  |   |  \n--+---+--\n  |   |  \n", None), Ok(Board::new()));
}

#[test]
fn bad_drawings_name_the_problem() {
    let cases: [(&str, ParseError); 6] = [
        (TUTORIAL_DRAWING, ParseError::WrongSide { stated: Seat::Second, implied: Seat::First }),
        ("X | O\n--+---+--\n  | X |  \nO |   |  \n", ParseError::RowCells { row: 1, cells: 2 }),
        ("X | O |  \n  | X |  \n", ParseError::RowCount(2)),
        ("X | Z |  \n  | X |  \nO |   |  \n", ParseError::BadCellChar('Z')),
        ("X | OO |  \n  | X |  \nO |   |  \n", ParseError::BadCellChar('O')),
        ("XXX\nXXX\nOOO\n", ParseError::Unreachable(PositionError::MarkCounts { x: 6, o: 3 })),
    ];
    for (index, (text, expected)) in cases.into_iter().enumerate() {
        let stated = (index == 0).then_some(Seat::Second);
        assert_eq!(parse_drawing(text, stated), Err(expected), "{text}");
    }
}

proptest::proptest! {
    #[test]
    fn no_text_makes_the_drawing_reader_panic(text in ".*") {
        let _ = parse_drawing(&text, None);
    }

    #[test]
    fn mutated_drawings_never_make_the_reader_panic(edits in crate::games::mutation::edits()) {
        let text = crate::games::mutation::mutate(TUTORIAL_DRAWING, &edits);
        if let Ok(board) = parse_drawing(&text, None) {
            proptest::prop_assert_eq!(parse_drawing(&board.grid(), None), Ok(board));
        }
    }
}
