//! Positions for the solver's tests: random games played to a given number of empties.

use crate::games::random::{SplitMix64, random_move};
use crate::games::reversi::rules::{Bitboard, Position, Side};

/// Random positions with `empties` empty squares: random games played to that point, so the
/// discs sit where real games put them (passes and wipeouts included).
pub(super) fn random_positions(random: &mut SplitMix64, empties: u32, count: usize) -> Vec<(u64, u64)> {
    let mut found = Vec::new();
    while found.len() < count {
        let mut position = Position::initial();
        while position.empty_count() > empties {
            let Some(mv) = random_move(&position, random) else { break };
            position = position.play_unchecked(mv);
        }
        if position.empty_count() == empties {
            found.push((position.player().0, position.opponent().0));
        }
    }
    found
}

/// `each` positions at each number of `empties`, from random games (`seed`), none of them over.
pub(super) fn positions_of(seed: u64, empties: std::ops::RangeInclusive<u32>, each: usize) -> Vec<Position> {
    let mut random = SplitMix64::new(seed);
    empties
        .flat_map(|empties| random_positions(&mut random, empties, each))
        .filter_map(|(player, opponent)| Position::from_sides(Bitboard(player), Bitboard(opponent), Side::Black))
        .filter(|position| !position.is_game_over())
        .collect()
}
