use crate::engine::{Evaluator, Game};
use crate::games::random::SplitMix64;

use super::board::{Board, Cell};
use super::eval::{LineHeuristic, completes_line};

/// A one-move-deep player: wins if it can, else blocks the opponent's win, else takes a cell
/// that leaves the best line balance ([`LineHeuristic`]), breaking ties at random.
/// `None` once the game is over.
pub fn greedy_move(board: &Board, rng: &mut SplitMix64) -> Option<Cell> {
    let moves: Vec<Cell> = board.legal_moves().collect();
    let me = board.to_move();
    let finding = |marks: u16| moves.iter().copied().find(|&cell| completes_line(marks, cell));
    if let Some(win) = finding(board.marks(me)) {
        return Some(win);
    }
    if let Some(block) = finding(board.marks(me.opponent())) {
        return Some(block);
    }

    // The evaluation is from the opponent's side after our move, hence the minus.
    let value = |cell: Cell| -LineHeuristic.evaluate(&board.play(cell));
    let best = moves.iter().map(|&cell| value(cell)).max()?;
    let best_moves: Vec<Cell> = moves.into_iter().filter(|&cell| value(cell) == best).collect();
    rng.pick(&best_moves).copied()
}
