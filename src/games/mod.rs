//! The games: each one's rules, evaluations and notations in a folder of its own, and what
//! every game shares with the front ends: [`Seat`] and [`Notation`]. No Bevy here.

use std::fmt::{Debug, Display};

use crate::engine::{Game, Score};

pub mod catapultas;
pub mod kept_ai;
pub mod line_protocol;
pub mod matches;
pub mod random;
pub mod rating;
pub mod reversi;
pub mod textbook_tree;
pub mod tictactoe;
pub mod tournament;
pub mod tournament_page;
pub mod tournament_record;

/// One of a game's two sides by turn order: the first moves first (Reversi's Black, X). The
/// front ends speak of seats; each game names its sides in its own words ([`Notation::SIDES`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Seat {
    First,
    Second,
}

impl Seat {
    pub const BOTH: [Seat; 2] = [Seat::First, Seat::Second];

    pub const fn opponent(self) -> Self {
        match self {
            Seat::First => Seat::Second,
            Seat::Second => Seat::First,
        }
    }

    /// 0 for the first seat, 1 for the second: an index into pairs such as [`Notation::SIDES`].
    pub const fn index(self) -> usize {
        match self {
            Seat::First => 0,
            Seat::Second => 1,
        }
    }
}

/// A score for `seat`, seen from the first seat's side: the one side the window and the command
/// line show every score from.
pub fn seen_by_first(seat: Seat, score: Score) -> Score {
    match seat {
        Seat::First => score,
        Seat::Second => -score,
    }
}

/// The legal moves of `position`, in the order the game generates them; none when the game is
/// over.
pub fn legal_moves<G: Game>(position: &G) -> Vec<G::Move> {
    let mut moves = Vec::new();
    position.generate_moves(&mut moves);
    moves
}

/// A game as people write it down: where it started and the moves since, all of them legal.
#[derive(Clone, Debug, PartialEq)]
pub struct WrittenGame<G: Game> {
    pub start: G,
    pub moves: Vec<G::Move>,
}

/// A game as people write it and speak of it: its name, its two sides, where it starts, and
/// its positions (as [`Display`] writes them), moves and games in its own notation. The command
/// line and the window both show games through it; the rules are the engine's [`Game`].
pub trait Notation: Game<Move: Display> + Copy + PartialEq + Debug + Display {
    /// The game's name on the command line, in file names and in the settings file: `reversi`.
    const NAME: &'static str;
    /// The game's name as players read it: `Tic-tac-toe`.
    const TITLE: &'static str;
    /// The sides' names, the first seat's first.
    const SIDES: [&'static str; 2];

    /// Why a text is not a position.
    type PositionError: std::error::Error + Send + Sync + 'static;
    /// Why a text is not a game.
    type GameTextError: std::error::Error + Send + Sync + 'static;

    /// The standard starting position.
    fn start() -> Self;

    fn seat_to_move(&self) -> Seat;

    /// True for the move a side with nothing else to play must make.
    fn is_pass(_mv: Self::Move) -> bool {
        false
    }

    /// A position as [`Display`] writes it.
    fn parse_position(text: &str) -> Result<Self, Self::PositionError>;

    /// `mv` played by `seat`, in the game's notation.
    fn move_text(_seat: Seat, mv: Self::Move) -> String {
        mv.to_string()
    }

    /// A game as people paste it or a file holds it: a position, or moves from the start (and
    /// whatever else the game reads: Reversi's GGF).
    fn parse_game(text: &str) -> Result<WrittenGame<Self>, Self::GameTextError>;

    /// `moves` played from `start` in the game's notation, which [`Notation::parse_game`] reads
    /// back when `start` is the standard one.
    fn write_moves(start: &Self, moves: &[Self::Move]) -> String;

    /// What `seat` has on the board where the game counts it (Reversi's discs, Catapultas'
    /// pieces); `None` in games that count nothing.
    fn count(&self, _seat: Seat) -> Option<u32> {
        None
    }

    /// Whose piece stands on each cell, for pictures drawn outside the window (a tournament's
    /// page); `None` for a game without a board of cells.
    fn cells(&self) -> Option<BoardCells> {
        None
    }

    /// Whether a side's pieces are its letter (Tic-tac-toe's X and O) rather than discs.
    const PIECES_ARE_LETTERS: bool = false;
}

/// A board as a grid: the seat whose piece stands on each cell, row by row from the top.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardCells {
    pub columns: usize,
    pub cells: Vec<Option<Seat>>,
}

#[cfg(test)]
pub(crate) mod mutation;
