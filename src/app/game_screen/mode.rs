//! What a game's screen is doing: playing its game, or setting up a position (Reversi's board
//! editor), during which the game waits: no machine moves, passes, hints or clock, and clicks on
//! the board are the editor's. A sub-state of the game screens, so leaving the screen leaves
//! the mode too.

use bevy::prelude::*;

use crate::app::base::screen::Screen;

#[derive(SubStates, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[source(Screen = Screen::Game(_))]
pub enum GameMode {
    #[default]
    Play,
    SetUp,
}
