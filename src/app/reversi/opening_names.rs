//! Opening names in the window: the opening of the game on screen (the panel writes it under the
//! scoreboard), and the one a move leads to. The names and their recognition are the games
//! layer's ([`crate::games::reversi::analysis::names`]).

use super::Reversi;
use crate::app::contract::current_game::CurrentGame;
use crate::games::reversi::Move;
use crate::games::reversi::analysis::names::{NamedOpening, shipped};

/// The opening of the game as far as the board shows it: the deepest named position from its
/// start to the position on screen.
pub fn game_opening(current_game: &CurrentGame<Reversi>) -> Option<&'static NamedOpening> {
    shipped().name_of_line(current_game.history().positions()).map(|named| named.opening)
}

/// The opening `mv` leads to from the position on screen, or the game's own where the move stays
/// on the way to a deeper named one; `None` for a move off every named line (or not legal).
pub fn opening_after(current_game: &CurrentGame<Reversi>, mv: Move) -> Option<&'static NamedOpening> {
    let (next, _) = current_game.position().try_play(mv)?;
    shipped().name_after(current_game.history().positions(), &next)
}
