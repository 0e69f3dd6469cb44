//! The rules, evaluations and notations of each game. No Bevy here.

pub mod catapultas;
pub mod random;
pub mod reversi;
pub mod tictactoe;
