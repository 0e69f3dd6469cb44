//! Properties of the Reversi rules, notation, search and endgame solver on random positions:
//! reached by random play from the start (opening to endgame), and for move generation also
//! arbitrary boards that no game reaches.

use std::sync::atomic::AtomicBool;

use proptest::prelude::*;

use minimax_arcade::engine::{
    Algorithm, Score, SearchInfo, Searcher, Selectivity, Strategy as SearchStrategy, proven_margin,
};
use minimax_arcade::games::reversi::{
    AiSettings, Bitboard, BookPlay, EndgameSolver, GameText, HeuristicWeights, Move, Position, ReversiEvaluator, Side,
    Solve, Square, Variety, Weights, format_position, format_transcript, parse_game_text, parse_position,
    parse_transcript, perft, think,
};

use crate::common::{cases, move_choices, play_out, speaks_its_line_protocol};

// ---- a square-by-square reference of the rules, sharing nothing with the bitboards ----

const DIRECTIONS: [(i32, i32); 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)];

/// A board of 64 cells on which the rules are applied the way a person reads them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct SlowBoard {
    cells: [Option<Side>; 64],
    to_move: Side,
}

impl SlowBoard {
    fn of(position: &Position) -> Self {
        let cells = std::array::from_fn(|index| position.side_at(Square::new(index as u8).expect("0..64")));
        Self { cells, to_move: position.side_to_move() }
    }

    /// The discs a disc of the side to move on `square` would flip: in each direction, a run of
    /// opponent discs closed by one of its own.
    fn flips(&self, square: usize) -> Vec<usize> {
        let mut flipped = Vec::new();
        if self.cells[square].is_some() {
            return flipped;
        }
        for (dx, dy) in DIRECTIONS {
            let (mut x, mut y) = (square as i32 % 8 + dx, square as i32 / 8 + dy);
            let mut run = Vec::new();
            while (0..8).contains(&x) && (0..8).contains(&y) {
                let index = (y * 8 + x) as usize;
                match self.cells[index] {
                    Some(color) if color != self.to_move => run.push(index),
                    Some(_) => {
                        flipped.extend(&run);
                        break;
                    }
                    None => break,
                }
                x += dx;
                y += dy;
            }
        }
        flipped
    }

    fn passed(&self) -> Self {
        Self { to_move: self.to_move.opponent(), ..*self }
    }

    /// The discs to place, in square order; else the pass if the opponent can move; else none.
    fn moves(&self) -> Vec<Move> {
        let places: Vec<Move> = (0..64)
            .filter(|&square| !self.flips(square).is_empty())
            .map(|square| Move::Place(Square::new(square as u8).expect("0..64")))
            .collect();
        if places.is_empty() && (0..64).any(|square| !self.passed().flips(square).is_empty()) {
            return vec![Move::Pass];
        }
        places
    }

    fn play(&self, mv: Move) -> Self {
        let Move::Place(square) = mv else { return self.passed() };
        let mut next = self.passed();
        for flipped in self.flips(square.index()) {
            next.cells[flipped] = Some(self.to_move);
        }
        next.cells[square.index()] = Some(self.to_move);
        next
    }
}

/// Perft as OEIS A124004 counts it, on the reference: a pass is a ply, a finished game no leaf.
fn slow_perft(board: &SlowBoard, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    board.moves().iter().map(|&mv| slow_perft(&board.play(mv), depth - 1)).sum()
}

// ---- random positions ----

/// A position reached by random play from the start, anywhere from the opening to the end.
fn reachable() -> impl Strategy<Value = Position> {
    move_choices(0..=60).prop_map(|choices| play_out(Position::initial(), &choices).0)
}

/// A random game stopped at the first position with at most `empties` empty squares.
fn endgame(empties: std::ops::RangeInclusive<u32>) -> impl Strategy<Value = Position> {
    (move_choices(60..=60), empties).prop_map(|(choices, empties)| {
        let mut position = Position::initial();
        for mv in play_out(Position::initial(), &choices).1 {
            if position.empty_count() <= empties {
                break;
            }
            position = position.play_unchecked(mv);
        }
        position
    })
}

/// Discs anywhere, in any number, connected or not, with either side to move.
fn arbitrary_board() -> impl Strategy<Value = Position> {
    (any::<u64>(), any::<u64>(), any::<u64>(), any::<bool>()).prop_map(|(occupied, more, colours, white_to_move)| {
        // Half the boards sparse, half dense.
        let occupied = if white_to_move { occupied & more } else { occupied | more };
        let side = if white_to_move { Side::White } else { Side::Black };
        Position::from_sides(Bitboard(occupied & colours), Bitboard(occupied & !colours), side).expect("disjoint")
    })
}

fn heuristic_weights() -> impl Strategy<Value = HeuristicWeights> {
    [-60..=60, -60..=60, -60..=60, -60..=60, -60..=60].prop_map(|[coins, mobility, corners, table, stability]| {
        HeuristicWeights::new(coins, mobility, corners, table, stability)
    })
}

/// Any weights within the limits, stability included, with phase bounds anywhere.
fn weights() -> impl Strategy<Value = Weights> {
    (heuristic_weights(), heuristic_weights(), heuristic_weights(), 0..=64u32, 0..=64u32).prop_map(
        |(opening, midgame, endgame, bound, other)| Weights {
            opening,
            midgame,
            endgame,
            opening_max_discs: bound.min(other),
            midgame_max_discs: bound.max(other),
        },
    )
}

fn search(position: &Position, strategy: SearchStrategy, weights: Weights) -> SearchInfo<Move> {
    // A small table: the searches are short, and a large one costs more to clear than to use.
    let strategy = strategy.table_bits(16);
    Searcher::new(strategy).search(position, &ReversiEvaluator::new(weights), &AtomicBool::new(false), &mut |_| {})
}

fn sorted_root_scores(info: &SearchInfo<Move>) -> Vec<(String, Score)> {
    let mut scores: Vec<(String, Score)> = info.root_moves.iter().map(|m| (m.mv.to_string(), m.score)).collect();
    scores.sort();
    scores
}

/// Every move of the principal variation is legal where it is played.
fn assert_legal_line(position: &Position, line: &[Move]) -> Result<(), TestCaseError> {
    let mut current = *position;
    for &mv in line {
        let next = current.try_play(mv);
        prop_assert!(next.is_some(), "{mv} in the line {line:?} is illegal in {current}");
        current = next.expect("checked").0;
    }
    Ok(())
}

proptest! {
    #![proptest_config(cases(1_024))]

    #[test]
    fn moves_follow_the_square_by_square_rules(position in prop_oneof![reachable(), arbitrary_board()]) {
        let slow = SlowBoard::of(&position);
        let moves = position.moves();
        prop_assert_eq!(&moves, &slow.moves(), "{}", position);
        prop_assert_eq!(position.is_game_over(), moves.is_empty());
        for mv in moves {
            let (next, effect) = position.try_play(mv).expect("a generated move is legal");
            prop_assert_eq!(SlowBoard::of(&next), slow.play(mv), "{} in {}", mv, position);
            prop_assert_eq!(next, position.play_unchecked(mv));
            let flipped = match mv {
                Move::Place(square) => slow.flips(square.index()).len() as u32,
                Move::Pass => 0,
            };
            prop_assert_eq!(effect.flipped.count(), flipped);
        }
        for square in Square::all() {
            let legal = position.legal_squares().contains(square);
            prop_assert_eq!(position.try_play(Move::Place(square)).is_some(), legal);
        }
    }

    #[test]
    fn transcripts_and_positions_read_back_as_written(choices in move_choices(0..=60)) {
        let (_, mut line) = play_out(Position::initial(), &choices);
        // Transcripts imply passes from the move after them: one ends on a disc.
        while line.last() == Some(&Move::Pass) {
            line.pop();
        }
        let end = line.iter().fold(Position::initial(), |position, &mv| position.play_unchecked(mv));
        let transcript = format_transcript(&line);
        let replayed = parse_transcript(Position::initial(), &transcript).expect("a played game reads back");
        let replayed_moves: Vec<Move> = replayed.iter().map(|&(_, mv)| mv).collect();
        prop_assert_eq!(&replayed_moves, &line, "{}", transcript);
        let replayed_end = replayed.last().map_or(Position::initial(), |&(position, mv)| position.play_unchecked(mv));
        prop_assert_eq!(replayed_end, end);
        if !line.is_empty() {
            let Ok(GameText::Transcript(pasted)) = parse_game_text(&transcript.to_uppercase()) else {
                return Err(TestCaseError::fail(format!("{transcript} pastes as a transcript")));
            };
            prop_assert_eq!(pasted, replayed);
        }
        let text = format_position(&end);
        prop_assert_eq!(parse_position(&text), Ok(end));
        prop_assert!(matches!(parse_game_text(&text), Ok(GameText::Position(pasted)) if pasted == end));
        for mv in line {
            if let Move::Place(square) = mv {
                prop_assert_eq!(square.to_string().parse::<Square>(), Ok(square));
                prop_assert_eq!(square.to_string().to_uppercase().parse::<Square>(), Ok(square));
            }
        }
    }
}

proptest! {
    #![proptest_config(cases(256))]

    #[test]
    fn a_program_reads_every_position_and_we_read_its_every_move(position in reachable()) {
        prop_assume!(!position.is_game_over());
        speaks_its_line_protocol(&position, None)?;
    }

    #[test]
    fn perft_3_counts_what_the_reference_counts(position in reachable()) {
        prop_assert_eq!(perft(&position, 3), slow_perft(&SlowBoard::of(&position), 3), "{}", position);
    }

    #[test]
    fn every_algorithm_finds_the_minimax_value(position in reachable(), depth in 1..=4u32, weights in weights()) {
        let minimax = search(&position, SearchStrategy::new(Algorithm::Minimax).max_depth(depth), weights);
        let alpha_beta = search(&position, SearchStrategy::new(Algorithm::AlphaBeta).max_depth(depth), weights);
        let full = search(&position, SearchStrategy::new(Algorithm::Full).max_depth(depth), weights);
        prop_assert_eq!(alpha_beta.score, minimax.score, "alpha-beta, depth {} in {}", depth, position);
        prop_assert_eq!(full.score, minimax.score, "full engine, depth {} in {}", depth, position);
        prop_assert!(full.finished && alpha_beta.finished && minimax.finished);
        for info in [&minimax, &alpha_beta, &full] {
            prop_assert_eq!(info.best_move.is_none(), position.is_game_over());
            // The best move is one minimax scores as the best.
            if let Some(best) = info.best_move {
                let scored = minimax.root_moves.iter().find(|m| m.mv == best).map(|m| m.score);
                prop_assert_eq!(scored, Some(minimax.score), "{} in {}", best, position);
            }
            assert_legal_line(&position, &info.pv)?;
        }
        let every_move = search(&position, SearchStrategy::new(Algorithm::Full).max_depth(depth).exact_root_scores(true), weights);
        prop_assert_eq!(sorted_root_scores(&every_move), sorted_root_scores(&minimax), "{}", position);
    }

    #[test]
    fn the_solver_finds_the_full_width_result(position in endgame(0..=10)) {
        let never = AtomicBool::new(false);
        let solved = EndgameSolver::new(16).solve(&position, &Solve::exact().exact_root_scores(true), &never, &mut |_| {});
        // Plain minimax sees every line; alpha-beta (still every move, no heuristic) where
        // minimax's tree gets large.
        let algorithm = if position.empty_count() <= 8 { Algorithm::Minimax } else { Algorithm::AlphaBeta };
        let reference = search(&position, SearchStrategy::new(algorithm).max_depth(64), Weights::classroom());
        // A draw is 0, which is not a proven score.
        let margin = |score: Score| proven_margin(score).unwrap_or(score);
        prop_assert!(solved.finished);
        prop_assert_eq!(margin(solved.score), margin(reference.score), "{}", position);
        if algorithm == Algorithm::Minimax {
            let margins = |info: &SearchInfo<Move>| {
                let mut margins: Vec<(String, Score)> =
                    info.root_moves.iter().map(|m| (m.mv.to_string(), margin(m.score))).collect();
                margins.sort();
                margins
            };
            prop_assert_eq!(margins(&solved), margins(&reference), "{}", position);
        }
        assert_legal_line(&position, &solved.pv)?;
    }

    #[test]
    fn the_ai_plays_only_legal_moves(
        position in prop_oneof![reachable(), endgame(0..=14)],
        algorithm in prop::sample::select(Algorithm::ALL.to_vec()),
        max_depth in 1..=4u32,
        exact_endgame_empties in 0..=12u32,
        exact_root_scores in any::<bool>(),
        // The learned weights too: the selective search has a model of them alone.
        weights in prop_oneof![weights(), Just(Weights::learned())],
        selectivity in prop::sample::select(Selectivity::ALL.to_vec()),
    ) {
        let settings = AiSettings { algorithm, max_depth, time_limit_ms: 0, exact_endgame_empties, weights, threads: 1, book: BookPlay::Off, variety: Variety::NONE, selectivity };
        let info = think(&position, &settings, exact_root_scores, &AtomicBool::new(false), &mut |_| {});
        prop_assert!(info.finished);
        match info.best_move {
            Some(mv) => prop_assert!(position.is_legal(mv), "{} in {}", mv, position),
            None => prop_assert!(position.is_game_over(), "no move in {}", position),
        }
        assert_legal_line(&position, &info.pv)?;
        for root_move in &info.root_moves {
            prop_assert!(position.is_legal(root_move.mv), "{} in {}", root_move.mv, position);
        }
        if exact_root_scores {
            prop_assert_eq!(info.root_moves.len(), position.moves().len());
        }
    }
}
