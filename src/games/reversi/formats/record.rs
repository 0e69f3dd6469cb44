//! A whole game: a start position, the moves played from it (passes included), and what a game
//! file says around them (players, result, clocks). Transcripts, GGF files and the NBoard
//! protocol all build one through [`GameRecord::play`], which checks every move.

use std::fmt;

use super::move_text::format_transcript;
use crate::games::reversi::rules::{Move, Position, Side};

/// One move of a game, with the evaluation and thinking time a game file may give it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RecordedMove {
    pub mv: Move,
    /// The mover's evaluation, in whatever units the program that wrote it used.
    pub eval: Option<f64>,
    pub seconds: Option<f64>,
}

impl RecordedMove {
    pub const fn bare(mv: Move) -> Self {
        Self { mv, eval: None, seconds: None }
    }
}

/// How a game ended, as GGF's `RE` property says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// Played to the end (or stopped without a reason given).
    Played,
    Resigned,
    Timeout,
    /// Both players agreed on the score.
    Agreed,
}

/// A result: black's disc margin (negative when white won) and how the game ended.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GameResult {
    pub black_margin: f64,
    pub ending: Ending,
}

/// Why a move could not be added to a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayError {
    pub mv: Move,
    /// The position the move was tried in.
    pub position: Position,
    pub problem: PlayProblem,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayProblem {
    GameOver,
    /// The square is not one the side to move may play.
    Illegal,
    /// A pass while the side to move has a square to play.
    PassNotForced,
}

/// The legal squares of the side to move, as `d3 c4 f5 e6`.
fn legal_list(position: &Position) -> String {
    position.legal_squares().squares().map(|square| square.to_string()).collect::<Vec<_>>().join(" ")
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let side = self.position.side_to_move().name();
        // The legal moves say enough about the position: its 64 characters would bury the
        // message (and wrap mid-string in the window).
        match self.problem {
            PlayProblem::GameOver => write!(f, "{} comes after the end of the game", self.mv),
            PlayProblem::Illegal => {
                write!(f, "{side} cannot play {} (legal: {})", self.mv, legal_list(&self.position))
            }
            PlayProblem::PassNotForced => {
                write!(f, "{side} cannot pass while it has moves ({})", legal_list(&self.position))
            }
        }
    }
}

impl std::error::Error for PlayError {}

/// A game from its start position. Every move in it is legal: moves only enter through
/// [`GameRecord::play`].
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    start: Position,
    moves: Vec<RecordedMove>,
    current: Position,
    pub black: Option<String>,
    pub white: Option<String>,
    pub result: Option<GameResult>,
    /// The other properties of a game file (place, date, clocks, ratings, game type…) as
    /// `(name, value)` in file order, so that a file read and written again keeps them.
    pub tags: Vec<(String, String)>,
}

impl GameRecord {
    /// A game with no moves yet.
    pub fn new(start: Position) -> Self {
        Self { start, moves: Vec::new(), current: start, black: None, white: None, result: None, tags: Vec::new() }
    }

    /// The game of `moves` played from `start`, each checked as [`GameRecord::play`] does.
    pub fn from_moves(start: Position, moves: impl IntoIterator<Item = RecordedMove>) -> Result<Self, PlayError> {
        let mut record = Self::new(start);
        for recorded in moves {
            record.play(recorded)?;
        }
        Ok(record)
    }

    pub fn start(&self) -> Position {
        self.start
    }

    /// The position after the last move.
    pub fn current(&self) -> Position {
        self.current
    }

    /// Every move, passes included.
    pub fn moves(&self) -> &[RecordedMove] {
        &self.moves
    }

    /// Each move with the position it was played in.
    pub fn plies(&self) -> impl Iterator<Item = (Position, RecordedMove)> + '_ {
        self.moves.iter().scan(self.start, |position, &recorded| {
            let before = *position;
            *position = before.play_unchecked(recorded.mv);
            Some((before, recorded))
        })
    }

    /// The positions of the game, the start first and the current position last.
    pub fn positions(&self) -> Vec<Position> {
        let mut positions: Vec<Position> = self.plies().map(|(position, _)| position).collect();
        positions.push(self.current);
        positions
    }

    /// Plays `recorded` in the current position.
    pub fn play(&mut self, recorded: RecordedMove) -> Result<(), PlayError> {
        let position = self.current;
        let error = |problem| Err(PlayError { mv: recorded.mv, position, problem });
        if position.is_game_over() {
            return error(PlayProblem::GameOver);
        }
        match position.try_play(recorded.mv) {
            Some((next, _)) => {
                self.moves.push(recorded);
                self.current = next;
                Ok(())
            }
            None if recorded.mv == Move::Pass => error(PlayProblem::PassNotForced),
            None => error(PlayProblem::Illegal),
        }
    }

    /// Plays `recorded`, first adding the pass the rules force if the side to move has no square
    /// (transcripts and some game files leave passes out: the square is then the other side's).
    /// Returns how many moves were added.
    pub fn play_after_forced_pass(&mut self, recorded: RecordedMove) -> Result<usize, PlayError> {
        let pass_left_out = recorded.mv != Move::Pass && self.current.must_pass();
        if !pass_left_out {
            return self.play(recorded).map(|()| 1);
        }
        let before = self.clone();
        self.play(RecordedMove::bare(Move::Pass))?;
        self.play(recorded).map(|()| 2).inspect_err(|_| *self = before)
    }

    /// The squares played, as `f5d6c3` (passes implied).
    pub fn transcript(&self) -> String {
        format_transcript(&self.moves.iter().map(|recorded| recorded.mv).collect::<Vec<_>>())
    }

    /// The result the board shows once the game is over (empties to the winner).
    pub fn final_result(&self) -> Option<GameResult> {
        self.current.is_game_over().then(|| {
            let margin = self.current.final_margin();
            let black_margin = if self.current.side_to_move() == Side::Black { margin } else { -margin };
            GameResult { black_margin: f64::from(black_margin), ending: Ending::Played }
        })
    }
}
