//! What a game gives the window: how its screen plays it ([`arcade_game`]) and the registry of
//! the games the window shows ([`registry`]).

pub mod arcade_game;
pub mod registry;
