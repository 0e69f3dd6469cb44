//! A game's AI as a player keeps it from move to move: its settings' type, and a search that may
//! use what the player's earlier searches learnt (the tables Reversi and Catapultas keep, aged
//! rather than cleared). The window's AI seats and duels, the command line's players and the
//! class tournament all play through it, each front end only mapping its options onto the
//! game's settings.

use std::sync::atomic::AtomicBool;

use crate::engine::{Game, SearchInfo};

/// The move of the position a kept AI `A` searches.
pub type MoveOf<A> = <<A as KeptAi>::Position as Game>::Move;

pub trait KeptAi: Default + Send + 'static {
    type Position: Game;
    /// How the AI plays: its search, depth, time and evaluation.
    type Settings: Clone + PartialEq + std::fmt::Debug + Send + Sync + 'static;

    /// Searches `position` for the side to move as `settings` ask, with what this AI's earlier
    /// searches learnt; with `exact_root_scores`, every root move gets its own score.
    fn think(
        &mut self,
        position: &Self::Position,
        settings: &Self::Settings,
        exact_root_scores: bool,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<MoveOf<Self>>),
    ) -> SearchInfo<MoveOf<Self>>;
}
