//! The rules, evaluations and notations of each game. No Bevy here.

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

#[cfg(test)]
pub(crate) mod mutation;
