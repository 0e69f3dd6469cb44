//! One game of the library as its file holds it: the game, who played it, when, its moves from
//! its start, and a summary (result, final position) that lists it without replaying it.

use serde::{Deserialize, Serialize};

use super::line::{self, LineError};
use crate::games::{Notation, Seat};

/// The library format this version writes; a file of a later one is listed as such, not misread.
pub const FORMAT: u32 = 1;

/// How a game came into the library.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Origin {
    /// Kept when it ended.
    Finished,
    /// Kept when the player saved it.
    Saved,
    /// Read from a file of games (GGF).
    Imported,
}

/// Who sat in a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlayerKind {
    Human,
    /// This program's AI.
    Ai,
    /// An outside engine.
    Engine,
    /// A player's own program.
    Program,
    /// A player an imported file names, who may be either.
    Named,
}

/// A seat's player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerRecord {
    pub kind: PlayerKind,
    /// As a game file names the player ("Human", "Minimax Arcade", an engine's or a person's
    /// name).
    pub name: String,
    /// The AI's level, where it played at one ("7", "Hard"), or "custom".
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<String>,
}

impl PlayerRecord {
    pub fn new(kind: PlayerKind, name: impl Into<String>, level: Option<String>) -> Self {
        Self { kind, name: name.into(), level }
    }

    /// Whether `words` (lower case) is part of the player's name or level.
    fn matches(&self, words: &str) -> bool {
        self.name.to_lowercase().contains(words)
            || self.level.as_deref().is_some_and(|level| level.to_lowercase().contains(words))
    }
}

/// How a game stands at its last move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind", content = "seat")]
pub enum Outcome {
    Unfinished,
    /// The seat won by the rules.
    Won(Seat),
    Drawn,
    /// The seat's clock ran out: it lost.
    OutOfTime(Seat),
}

impl Outcome {
    /// The seat that won, if one did.
    pub fn winner(self) -> Option<Seat> {
        match self {
            Outcome::Won(seat) => Some(seat),
            Outcome::OutOfTime(seat) => Some(seat.opponent()),
            Outcome::Unfinished | Outcome::Drawn => None,
        }
    }

    pub fn is_over(self) -> bool {
        self != Outcome::Unfinished
    }
}

/// What the library lists a game by, worked out once when it is kept.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    /// Moves played, passes included.
    pub plies: usize,
    pub outcome: Outcome,
    /// Discs or pieces of each seat at the end, for the games that count them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub counts: Option<[u32; 2]>,
    /// The last position, as the game writes positions: the preview's board.
    pub final_position: String,
}

/// A game of the library.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub format: u32,
    /// The game's name (`reversi`).
    pub game: String,
    /// The name the player gave it; none until renamed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title: Option<String>,
    /// When it was kept, in seconds since 1970.
    pub kept_at: u64,
    pub origin: Origin,
    pub players: [PlayerRecord; 2],
    /// Where it started, as the game writes positions.
    pub start: String,
    /// Its moves as places among the legal moves ([`line`]).
    pub line: Vec<u16>,
    /// The same moves as the game writes them, for a person reading the file; never read back.
    pub moves: String,
    pub summary: Summary,
}

/// Why a file is not a game of the library.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// Not JSON at all (a damaged or foreign file).
    NotJson(String),
    /// Written by a later version of the program.
    Newer {
        format: u64,
    },
    /// JSON, but not shaped as a library game (a field missing or of the wrong kind).
    Shape(String),
    /// A game this program does not have.
    UnknownGame(String),
    /// Its start is not a position of its game.
    BadStart(String),
    BadLine(LineError),
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            RecordError::NotJson(error) => write!(f, "not a library game (not JSON: {error})"),
            RecordError::Newer { format } => {
                write!(
                    f,
                    "written by a later version of Minimax Arcade (library format {format}; this one reads {FORMAT})"
                )
            }
            RecordError::Shape(error) => write!(f, "not a library game ({error})"),
            RecordError::UnknownGame(game) => write!(f, "a game of {game}, which this version does not have"),
            RecordError::BadStart(error) => write!(f, "its start is not a position: {error}"),
            RecordError::BadLine(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for RecordError {}

impl Record {
    /// The game of `moves` from `start` (legal moves, as a game's history holds them), with the
    /// seat that ran out of time if one did.
    pub fn of<G: Notation>(
        start: &G,
        moves: &[G::Move],
        players: [PlayerRecord; 2],
        origin: Origin,
        kept_at: u64,
        out_of_time: Option<Seat>,
    ) -> Self {
        let end = moves.iter().fold(*start, |position, &mv| position.play(mv));
        let outcome = match out_of_time {
            Some(seat) => Outcome::OutOfTime(seat),
            None if !end.is_over() => Outcome::Unfinished,
            None => match end.terminal_score() {
                0 => Outcome::Drawn,
                score if score > 0 => Outcome::Won(end.seat_to_move()),
                _ => Outcome::Won(end.seat_to_move().opponent()),
            },
        };
        let counts = end.count(Seat::First).zip(end.count(Seat::Second)).map(|(first, second)| [first, second]);
        Self {
            format: FORMAT,
            game: G::NAME.to_owned(),
            title: None,
            kept_at,
            origin,
            players,
            start: start.to_string(),
            line: line::encode(start, moves),
            moves: G::write_moves(start, moves),
            summary: Summary { plies: moves.len(), outcome, counts, final_position: end.to_string() },
        }
    }

    /// The record a library file holds. A file of a later format is refused before its shape is
    /// looked at: it may hold what this version cannot read.
    pub fn parse(text: &str) -> Result<Self, RecordError> {
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|error| RecordError::NotJson(error.to_string()))?;
        if let Some(format) = value.get("format").and_then(serde_json::Value::as_u64)
            && format > u64::from(FORMAT)
        {
            return Err(RecordError::Newer { format });
        }
        serde_json::from_value(value).map_err(|error| RecordError::Shape(error.to_string()))
    }

    pub fn to_json(&self) -> String {
        // A record is plain data: strings, numbers and arrays, which JSON always writes. One line:
        // the moves' indices would take a line each in the pretty form.
        serde_json::to_string(self).unwrap_or_default()
    }

    /// Its start and moves as game `G`'s, each move checked by the rules.
    pub fn replay<G: Notation>(&self) -> Result<(G, Vec<G::Move>), RecordError> {
        if self.game != G::NAME {
            return Err(RecordError::UnknownGame(self.game.clone()));
        }
        let start = G::parse_position(&self.start).map_err(|error| RecordError::BadStart(error.to_string()))?;
        let moves = line::decode(&start, &self.line).map_err(RecordError::BadLine)?;
        Ok((start, moves))
    }

    /// Whether a player's name or level holds `words` (any case).
    pub fn has_player(&self, words: &str) -> bool {
        let words = words.trim().to_lowercase();
        self.players.iter().any(|player| player.matches(&words))
    }

    /// A key that is the same for the same game kept again (saved twice, or saved and then
    /// finished with no move between), so that it is one file of the library, not two. The
    /// players are part of it: the same moves played by others (a tournament's pairs meeting the
    /// same opening) are another game.
    pub fn key(&self) -> u64 {
        let mut hash = crate::games::random::mix64(self.line.len() as u64);
        let names = self.players.iter().flat_map(|player| player.name.bytes().chain([0]));
        for byte in self.game.bytes().chain(self.start.bytes()).chain(names) {
            hash = crate::games::random::mix64(hash ^ u64::from(byte));
        }
        for &index in &self.line {
            hash = crate::games::random::mix64(hash ^ u64::from(index));
        }
        hash
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Game;
    use crate::games::random::random_opening;
    use crate::games::reversi::Position;
    use crate::games::tictactoe::Board;

    fn players() -> [PlayerRecord; 2] {
        [
            PlayerRecord::new(PlayerKind::Human, "Human", None),
            PlayerRecord::new(PlayerKind::Ai, "Minimax Arcade", Some("7".into())),
        ]
    }

    #[test]
    fn a_finished_game_is_summed_up_and_reads_back() {
        let start = Position::initial();
        let moves = random_opening(&start, 200, 3, 0);
        let record = Record::of(&start, &moves, players(), Origin::Finished, 1_790_000_000, None);
        let end = moves.iter().fold(start, |position, &mv| position.play(mv));
        let (black, white) = (end.count(Seat::First).expect("discs"), end.count(Seat::Second).expect("discs"));
        assert_eq!(record.summary.counts, Some([black, white]));
        let expected = match black.cmp(&white) {
            std::cmp::Ordering::Greater => Outcome::Won(Seat::First),
            std::cmp::Ordering::Less => Outcome::Won(Seat::Second),
            std::cmp::Ordering::Equal => Outcome::Drawn,
        };
        assert_eq!(record.summary.outcome, expected);
        let read = Record::parse(&record.to_json()).expect("its own file");
        assert_eq!(read, record);
        assert_eq!(read.replay::<Position>(), Ok((start, moves)));
        assert!(read.has_player("minimax") && read.has_player("7") && !read.has_player("edax"));
    }

    #[test]
    fn time_and_unfinished_games_are_their_own_outcomes() {
        let start = Board::new();
        let moves = random_opening(&start, 3, 1, 0);
        let unfinished = Record::of(&start, &moves, players(), Origin::Saved, 0, None);
        assert_eq!((unfinished.summary.outcome, unfinished.summary.counts), (Outcome::Unfinished, None));
        let on_time = Record::of(&start, &moves, players(), Origin::Saved, 0, Some(Seat::First));
        assert_eq!(on_time.summary.outcome.winner(), Some(Seat::Second));
        assert_ne!(unfinished.key(), Record::of(&start, &moves[..2], players(), Origin::Saved, 0, None).key());
        assert_eq!(unfinished.key(), on_time.key(), "the same moves are the same game");
        let mut others = players();
        others.swap(0, 1);
        let swapped = Record::of(&start, &moves, others, Origin::Saved, 0, None);
        assert_ne!(unfinished.key(), swapped.key(), "played by others, the same moves are another game");
    }

    #[test]
    fn files_that_are_not_library_games_say_why() {
        let start = Position::initial();
        let record = Record::of(&start, &random_opening(&start, 10, 5, 0), players(), Origin::Saved, 0, None);
        let json = record.to_json();
        assert!(matches!(Record::parse("(;GM[Othello]"), Err(RecordError::NotJson(_))));
        assert_eq!(Record::parse(&json.replace("\"format\":1", "\"format\":9")), Err(RecordError::Newer { format: 9 }));
        assert!(matches!(Record::parse(r#"{"format": 1, "game": "reversi"}"#), Err(RecordError::Shape(_))));
        let mut other = record.clone();
        other.game = "chess".into();
        assert_eq!(other.replay::<Position>(), Err(RecordError::UnknownGame("chess".into())));
        let mut bad = record.clone();
        bad.line[4] = 60;
        assert_eq!(bad.replay::<Position>(), Err(RecordError::BadLine(LineError { ply: 5 })));
        // Cut anywhere, the file is refused, never misread.
        for cut in (0..json.len()).step_by(7) {
            assert!(Record::parse(&json[..cut]).is_err(), "cut at {cut}");
        }
    }
}
