//! What the window's parts ask of each other: events that a part triggers and another, often
//! on a higher floor, observes, so that the one asking need not know the one answering. Open a
//! game's screen, act on the game on screen, show one of the tools over it.

use bevy::prelude::*;

use crate::games::Notation;

/// Asks to open a game's screen by the game's name (the menu's buttons, `--game`, tests).
#[derive(Event, Clone, Copy, Debug)]
pub struct OpenGame(pub &'static str);

impl OpenGame {
    /// Opens the screen of the game whose positions are `P`.
    pub fn of<P: Notation>() -> Self {
        Self(P::NAME)
    }
}

/// What the player can ask of the game on screen (the panel's buttons, keys, the tools, tests).
#[derive(Event, Clone, Debug)]
pub enum GameAction {
    NewGame,
    Undo,
    Redo,
    /// A transcript or a position, as pasted.
    Load(String),
    /// A game file (the command line, a file dropped on the window).
    Open(std::path::PathBuf),
    /// Keep the game in the library.
    Save,
    /// Write the game to this file (and keep it in the library).
    SaveTo(std::path::PathBuf),
    /// Show the desktop's file chooser, to open a game or save this one, or pick a program.
    ChooseFile(FilePurpose),
    /// The program in this file takes the Program seats.
    UseProgram(std::path::PathBuf),
    /// Show the position after this many moves of the game's line (the move list, the graph).
    GoTo(usize),
    /// Hints on or off.
    ToggleHints,
    /// Pause or resume AI vs AI.
    TogglePause,
    /// While AI vs AI is paused, play one move and pause again.
    Step,
}

/// A key for the board of the game on screen (the keyboard's cursor and the squares' names,
/// tests).
#[derive(Event, Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardKey {
    /// Move the cursor this many columns right and rows down (an arrow key), showing it first.
    Step { columns: i8, rows: i8 },
    /// Play the square under the cursor, as a click on it does (Enter, Space); with the cursor
    /// hidden, finish the move being built where it stands, else show the cursor.
    Play,
    /// A character typed towards a square's name (`d`, then `3`).
    Type(char),
}

/// What a file is chosen for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FilePurpose {
    Open,
    Save,
    /// The player's own program, to take a Program seat.
    Program,
}

/// Asks for the duel window of the game on screen.
#[derive(Event, Clone, Copy, Debug)]
pub struct ShowDuel;

/// Asks for the tournament window of the game on screen.
#[derive(Event, Clone, Copy, Debug)]
pub struct ShowTournament;

/// Asks for the search tree view of the game on screen.
#[derive(Event, Clone, Copy, Debug)]
pub struct ShowSearchTree;

/// Asks for the rules of the game on screen (the help's "How to play").
#[derive(Event, Clone, Copy, Debug)]
pub struct ShowHowToPlay;

/// Opens or closes the help over the game screen: its keys and the way to its rules.
#[derive(Event, Clone, Copy, Debug)]
pub struct ToggleHelp;
