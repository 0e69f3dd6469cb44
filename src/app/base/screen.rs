//! The screens of the window, a state every part of it may read: a leaf that imports nothing of
//! the window, so that the lowest floors (redraws, drawing, settings) can ask which screen is up.

use bevy::prelude::*;

/// The screens of the window: the menu, and each game's, by the game's name.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    #[default]
    Menu,
    Game(&'static str),
    /// The game library: every game kept, to open, review, rename or delete.
    Library,
    /// The course's game trees, searched step by step.
    TextbookTrees,
}
