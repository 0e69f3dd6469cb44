//! The rules, evaluations and notations of each game. No Bevy here.

use std::fmt::{Debug, Display};

use crate::engine::Game;

pub mod catapultas;
pub mod random;
pub mod reversi;
pub mod tictactoe;

/// The games of the arcade.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, clap::ValueEnum)]
pub enum GameKind {
    Reversi,
    Tictactoe,
    Catapultas,
}

impl GameKind {
    /// The game's name on the command line and in files.
    pub fn name(self) -> &'static str {
        match self {
            GameKind::Reversi => "reversi",
            GameKind::Tictactoe => "tictactoe",
            GameKind::Catapultas => "catapultas",
        }
    }
}

/// A game as people write it and speak of it: which game, its two sides, where it starts, and
/// its positions (as [`Display`] writes them) and moves in its own notation. The command line
/// and the window both show games through it; the rules are the engine's [`Game`].
pub trait Notation: Game<Move: Display> + Copy + PartialEq + Debug + Display {
    const KIND: GameKind;
    /// The sides' names, the first to move first.
    const SIDES: [&'static str; 2];

    /// The standard starting position.
    fn start() -> Self;

    fn first_to_move(&self) -> bool;

    /// True for the move a side with nothing else to play must make.
    fn is_pass(_mv: Self::Move) -> bool {
        false
    }

    /// A position as [`Display`] writes it.
    fn parse_position(text: &str) -> Result<Self, String>;

    /// `mv` played by the first player (`by_first`) or the second, in the game's notation.
    fn move_text(_by_first: bool, mv: Self::Move) -> String {
        mv.to_string()
    }
}

#[cfg(test)]
pub(crate) mod mutation;
