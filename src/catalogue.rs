//! The games of Minimax Arcade, each registered once, here: the program hands this list to the
//! command line (its commands and matches), which opens the window on it; tests hand it to the
//! window's plugin. No front end keeps a list of its own. A new game is its folders (its rules
//! under `games/`, its screen under `app/`, its part of the commands under `cli/`) and one line
//! below; a front end's part missing is a compile error on that line.

use crate::cli::Catalogue;
use crate::games::{catapultas, reversi, tictactoe};

/// The games the program ships, in the menu's order; `--game` defaults to the first.
pub fn shipped() -> Catalogue {
    Catalogue::new().with::<reversi::Position>().with::<tictactoe::Board>().with::<catapultas::Board>()
}
