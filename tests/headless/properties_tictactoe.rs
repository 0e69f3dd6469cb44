//! Properties of Tic-tac-toe's rules, notation and searches on positions reached by random play.

use std::sync::atomic::AtomicBool;

use proptest::prelude::*;

use minimax_arcade::engine::{Algorithm, Game, Score};
use minimax_arcade::games::Seat;
use minimax_arcade::games::random::SplitMix64;
use minimax_arcade::games::tictactoe::{Board, Cell, FULL_DEPTH, MoveError, greedy_move, search};

use crate::common::{cases, move_choices, play_out, speaks_its_line_protocol};

/// Any position of a game, from the empty board to a finished one.
fn reachable() -> impl Strategy<Value = Board> {
    move_choices(0..=9).prop_map(|choices| play_out(Board::new(), &choices).0)
}

/// The game-theoretic result for the side to move (1 win, 0 draw, -1 loss), by a plain
/// negamax over the rules alone.
fn solve(board: &Board) -> i32 {
    if let Some(winner) = board.winner() {
        return if winner == board.to_move() { 1 } else { -1 };
    }
    board.legal_moves().map(|cell| -solve(&board.try_play(cell).expect("a legal move"))).max().unwrap_or(0)
}

fn root_score(board: &Board, algorithm: Algorithm, depth: u32) -> Score {
    search(board, algorithm, depth, &AtomicBool::new(false), &mut |_| {}).score
}

proptest! {
    #![proptest_config(cases(256))]

    #[test]
    fn a_program_reads_every_position_and_we_read_its_every_move(board in reachable()) {
        prop_assume!(!board.is_over());
        speaks_its_line_protocol(&board, None)?;
    }

    #[test]
    fn every_algorithm_finds_the_minimax_value(board in reachable(), depth in 1..=FULL_DEPTH) {
        let minimax = root_score(&board, Algorithm::Minimax, depth);
        prop_assert_eq!(root_score(&board, Algorithm::AlphaBeta, depth), minimax, "depth {} in {}", depth, board);
        prop_assert_eq!(root_score(&board, Algorithm::Full, depth), minimax, "depth {} in {}", depth, board);
    }

    #[test]
    fn the_ai_plays_only_legal_moves(
        board in reachable(),
        algorithm in prop::sample::select(Algorithm::ALL.to_vec()),
        depth in 1..=FULL_DEPTH,
        seed in any::<u64>(),
    ) {
        let info = search(&board, algorithm, depth, &AtomicBool::new(false), &mut |_| {});
        let greedy = greedy_move(&board, &mut SplitMix64::new(seed));
        for chosen in [info.best_move, greedy] {
            match chosen {
                Some(cell) => prop_assert!(board.is_legal(cell), "{} in {}", cell, board),
                None => prop_assert!(board.outcome().is_some(), "no move in {}", board),
            }
        }
        let mut current = board;
        for &cell in &info.pv {
            current = current.try_play(cell).map_err(|e| TestCaseError::fail(format!("{cell} in the line: {e}")))?;
        }
    }

    #[test]
    fn positions_and_cells_read_back_as_written(choices in move_choices(0..=9)) {
        let (board, line) = play_out(Board::new(), &choices);
        let text = board.to_string();
        prop_assert_eq!(text.parse::<Board>(), Ok(board));
        // Rows may be separated by `/`, marks written in lower case, and the side left out.
        let cells = &text[..9];
        let rows = format!("{}/{}/{}", &cells[..3], &cells[3..6], &cells[6..]).to_lowercase();
        prop_assert_eq!(rows.parse::<Board>(), Ok(board));
        prop_assert_eq!(Board::from_masks(board.marks(Seat::First), board.marks(Seat::Second)), Ok(board));
        let mut replayed = Board::new();
        for cell in line {
            prop_assert_eq!(cell.to_string().parse::<Cell>(), Ok(cell));
            let letter_digit = format!("{}{}", char::from(b'a' + cell.col() as u8), cell.row() + 1);
            prop_assert_eq!(letter_digit.parse::<Cell>(), Ok(cell));
            replayed = replayed.try_play(cell).expect("the game's own move");
        }
        prop_assert_eq!(replayed, board);
        for cell in Cell::ALL {
            let expected = match (board.outcome(), board.side_at(cell)) {
                (Some(_), _) => Err(MoveError::GameOver),
                (None, Some(_)) => Err(MoveError::Occupied(cell)),
                (None, None) => Ok(()),
            };
            prop_assert_eq!(board.try_play(cell).map(|_| ()), expected, "{} in {}", cell, board);
        }
    }
}

proptest! {
    // Plain minimax over the whole tree of a nearly empty board takes a few hundred thousand
    // nodes: fewer cases.
    #![proptest_config(cases(96))]

    #[test]
    fn a_full_depth_search_finds_the_game_theoretic_result(board in reachable()) {
        let expected = solve(&board);
        for algorithm in Algorithm::ALL {
            let score = root_score(&board, algorithm, FULL_DEPTH);
            prop_assert_eq!(score.signum(), expected, "{:?} in {}", algorithm, board);
        }
    }
}
