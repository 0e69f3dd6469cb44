//! Properties of Catapultas' rules, notation and searches on positions reached by random play.

use std::sync::atomic::AtomicBool;

use proptest::prelude::*;

use minimax_arcade::engine::{Algorithm, Game, SearchInfo, Searcher, Strategy as SearchStrategy};
use minimax_arcade::games::catapultas::{
    Board, Move, Weights, game_text, greedy_move, move_text, parse_game, parse_move,
};
use minimax_arcade::games::random::SplitMix64;

use crate::common::{cases, move_choices, play_out, speaks_its_line_protocol};

/// A random game with a random move limit, stopped anywhere from the start to its end.
fn game() -> impl Strategy<Value = (Board, Vec<Move>)> {
    (1..=60u16)
        .prop_flat_map(|moves_per_player| (Just(moves_per_player), move_choices(0..=2 * usize::from(moves_per_player))))
        .prop_map(|(moves_per_player, choices)| {
            let start = Board::new().with_moves_per_player(moves_per_player);
            (start, play_out(start, &choices).1)
        })
}

fn reachable() -> impl Strategy<Value = Board> {
    game().prop_map(|(start, line)| line.iter().fold(start, |board, &mv| board.play(mv)))
}

/// Any mix of the evaluation's terms, negative ones included.
fn weights() -> impl Strategy<Value = Weights> {
    (-100..=100, -20..=20, -50..=50, -5..=5).prop_map(|(material, mobility, threats, advancement)| Weights {
        material,
        mobility,
        threats,
        advancement,
    })
}

fn search(board: &Board, strategy: SearchStrategy, weights: &Weights) -> SearchInfo<Move> {
    // A small table: the searches are short, and a large one costs more to clear than to use.
    Searcher::new(strategy.table_bits(16)).search(board, weights, &AtomicBool::new(false), &mut |_| {})
}

proptest! {
    #![proptest_config(cases(512))]

    #[test]
    fn a_program_reads_every_position_and_we_read_its_every_move((start, line) in game()) {
        let board = line.iter().fold(start, |board, &mv| board.play(mv));
        prop_assume!(!board.is_over());
        speaks_its_line_protocol(&board, line.last().copied())?;
    }

    #[test]
    fn every_algorithm_finds_the_minimax_value(
        board in reachable(),
        depth in 1..=3u32,
        weights in weights(),
        seed in any::<u64>(),
    ) {
        let minimax = search(&board, SearchStrategy::new(Algorithm::Minimax).max_depth(depth), &weights);
        let alpha_beta = search(&board, SearchStrategy::new(Algorithm::AlphaBeta).max_depth(depth), &weights);
        let full = search(&board, SearchStrategy::new(Algorithm::Full).max_depth(depth), &weights);
        prop_assert_eq!(alpha_beta.score, minimax.score, "alpha-beta, depth {} in {}", depth, board);
        prop_assert_eq!(full.score, minimax.score, "full engine, depth {} in {}", depth, board);
        for info in [&minimax, &alpha_beta, &full] {
            match info.best_move {
                Some(mv) => {
                    prop_assert!(board.is_legal(mv), "{} in {}", mv, board);
                    let scored = minimax.root_moves.iter().find(|m| m.mv == mv).map(|m| m.score);
                    prop_assert_eq!(scored, Some(minimax.score), "{} in {}", mv, board);
                }
                None => prop_assert!(board.is_over(), "no move in {}", board),
            }
            let mut current = board;
            for &mv in &info.pv {
                prop_assert!(current.is_legal(mv), "{} in the line {:?} from {}", mv, info.pv, board);
                current = current.play(mv);
            }
        }
        match greedy_move(&board, &weights, &mut SplitMix64::new(seed)) {
            Some(mv) => prop_assert!(board.is_legal(mv), "greedy {} in {}", mv, board),
            None => prop_assert!(board.is_over(), "greedy has no move in {}", board),
        }
    }

    #[test]
    fn moves_logs_and_positions_read_back_as_written((start, line) in game()) {
        let end = line.iter().fold(start, |board, &mv| board.play(mv));
        prop_assert_eq!(end.to_string().parse::<Board>(), Ok(end));
        for &mv in &end.legal_moves() {
            let text = move_text(end.to_move(), mv);
            prop_assert_eq!(parse_move(&end, &text), Ok(mv), "{} in {}", text, end);
            let other_side = move_text(end.to_move().opponent(), mv);
            prop_assert!(parse_move(&end, &other_side).is_err(), "{} accepted in {}", other_side, end);
        }
        let log = game_text(start, &line);
        let record = parse_game(start, &log).map_err(|e| TestCaseError::fail(format!("{e} in\n{log}")))?;
        prop_assert_eq!(&record.moves, &line);
        prop_assert_eq!(record.end, end);
    }
}
