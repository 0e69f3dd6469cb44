//! Perft: the number of move sequences of a given length, the standard check of a move
//! generator against published counts.

use super::game::Game;

/// The move sequences of `depth` plies from `position`. A game's forced pass is a move like any
/// other, and lines that end the game before `depth` are not counted (as OEIS A124004 counts
/// Othello).
pub fn perft<G: Game>(position: &G, depth: u32) -> u64 {
    let mut move_lists = vec![Vec::new(); depth as usize + 1];
    count(position, depth, &mut move_lists)
}

/// `move_lists[d]` is the scratch list of the node `d` plies above the leaves, so the count
/// allocates only while the lists first grow.
fn count<G: Game>(position: &G, depth: u32, move_lists: &mut [Vec<G::Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = std::mem::take(&mut move_lists[depth as usize]);
    moves.clear();
    position.generate_moves(&mut moves);
    let total = if depth == 1 {
        moves.len() as u64
    } else {
        moves.iter().map(|&mv| count(&position.play(mv), depth - 1, move_lists)).sum()
    };
    move_lists[depth as usize] = moves;
    total
}
