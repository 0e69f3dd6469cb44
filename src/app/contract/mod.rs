//! What a game gives the window: how its screen plays it ([`arcade_game`]) and the registry of
//! the games the window shows ([`registry`]).

pub mod arcade_game;
pub mod current_game;
pub mod game_settings;
pub mod registry;
pub mod window_game;
