//! What the property tests of every game share: how many cases a property runs, and random
//! positions reached by playing from the start.

use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::Config;

use minimax_arcade::engine::Game;

/// `default_cases` cases per property, or `PROPTEST_CASES` of them when that is set (for a long
/// run). An explicit count in a config would otherwise hide the variable from proptest.
pub fn cases(default_cases: u32) -> Config {
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|text| text.parse().ok()).unwrap_or(default_cases);
    Config { cases, ..Config::default() }
}

/// Choices of moves for up to `plies` plies: each picks one of the legal moves, however many
/// there are. Shrinking shortens the game and moves the choices toward the first move.
pub fn move_choices(plies: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = Vec<Index>> {
    prop::collection::vec(any::<Index>(), plies)
}

/// Plays `choices` from `start` while the game lasts, and returns the position reached and the
/// moves that led there.
pub fn play_out<G: Game>(start: G, choices: &[Index]) -> (G, Vec<G::Move>) {
    let mut position = start;
    let mut line = Vec::new();
    let mut moves = Vec::new();
    for choice in choices {
        moves.clear();
        position.generate_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mv = moves[choice.index(moves.len())];
        line.push(mv);
        position = position.play(mv);
    }
    (position, line)
}
