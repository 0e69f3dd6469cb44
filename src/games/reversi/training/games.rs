//! Self-play games as the training stores them, and the labelled positions they yield.
//!
//! A game is its moves (a byte each: the square, or [`PASS`]) and its final disc difference.
//! Every game is played perfectly from its solve point on, so its result is the exact value of
//! its endgame: each position of the game is labelled with that result, from its mover's side.

use std::fmt;
use std::io::{self, Write};

use crate::games::reversi::{Move, Position, Side, Square};

/// A pass in a stored move list.
const PASS: u8 = 64;

const MAGIC: &[u8; 4] = b"MAGR";
const FORMAT_VERSION: u8 = 1;

/// Why a self-play games file cannot be read. Game records and plies count from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GamesFileError {
    /// The file does not start with the format's magic bytes.
    BadMagic,
    /// The file ends before its format version.
    TruncatedHeader,
    /// The file was written in another version of the format.
    Version(u8),
    /// The file ends inside a game record.
    EndsEarly { record: usize },
    /// A move byte that is neither a square nor a pass.
    NoSquare { record: usize, ply: usize, byte: u8 },
    /// A move that is not legal where it stands.
    IllegalMove { record: usize, ply: usize, mv: Move },
    /// The moves stop before the game is over.
    Unfinished { record: usize },
    /// The stored result is not the one the final board gives.
    WrongResult { record: usize, result: i8, board_says: i8 },
}

impl fmt::Display for GamesFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::BadMagic => f.write_str("not a games file (bad magic bytes)"),
            Self::TruncatedHeader => f.write_str("the file ends in its header"),
            Self::Version(version) => write!(f, "format version {version}, this build reads {FORMAT_VERSION}"),
            Self::EndsEarly { record } => write!(f, "game record {record}: the file ends inside it"),
            Self::NoSquare { record, ply, byte } => write!(f, "game record {record}: ply {ply}: no square {byte}"),
            Self::IllegalMove { record, ply, mv } => write!(f, "game record {record}: ply {ply}: {mv} is not legal"),
            Self::Unfinished { record } => write!(f, "game record {record}: the game does not reach its end"),
            Self::WrongResult { record, result, board_says } => {
                write!(f, "game record {record}: result {result:+} but the final board says {board_says:+}")
            }
        }
    }
}

impl std::error::Error for GamesFileError {}

/// One finished self-play game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelfPlayGame {
    /// The game's number in its run: with the run's seed it replays the game.
    pub index: u64,
    pub moves: Vec<Move>,
    /// The final disc difference, black minus white, empties to the winner.
    pub black_margin: i8,
}

/// A position and the final disc difference it led to, for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sample {
    pub position: Position,
    pub margin: i8,
}

impl SelfPlayGame {
    /// The positions before each move (passes included: the evaluation meets them too), each
    /// labelled with the game's result from its mover's side.
    pub fn samples(&self) -> impl Iterator<Item = Sample> + '_ {
        let mut position = Position::initial();
        self.moves.iter().map(move |&mv| {
            let margin = match position.side_to_move() {
                Side::Black => self.black_margin,
                Side::White => -self.black_margin,
            };
            let sample = Sample { position, margin };
            position = position.play_unchecked(mv);
            sample
        })
    }
}

/// Writes games in the training's binary format: a header, then per game its index
/// (`u64`), move count, moves and result.
pub fn write_games(out: &mut impl Write, games: &[SelfPlayGame]) -> io::Result<()> {
    out.write_all(MAGIC)?;
    out.write_all(&[FORMAT_VERSION])?;
    for game in games {
        out.write_all(&game.index.to_le_bytes())?;
        out.write_all(&[game.moves.len() as u8])?;
        let moves: Vec<u8> = game
            .moves
            .iter()
            .map(|mv| match mv {
                Move::Place(square) => square.index() as u8,
                Move::Pass => PASS,
            })
            .collect();
        out.write_all(&moves)?;
        out.write_all(&game.black_margin.to_le_bytes())?;
    }
    Ok(())
}

/// Reads what [`write_games`] wrote, replaying every game: a move that is not legal where it
/// stands, or a result that is not the game's, is an error naming the game and the ply.
pub fn read_games(bytes: &[u8]) -> Result<Vec<SelfPlayGame>, GamesFileError> {
    let rest = bytes.strip_prefix(MAGIC.as_slice()).ok_or(GamesFileError::BadMagic)?;
    let (&version, mut rest) = rest.split_first().ok_or(GamesFileError::TruncatedHeader)?;
    if version != FORMAT_VERSION {
        return Err(GamesFileError::Version(version));
    }
    let mut games = Vec::new();
    while !rest.is_empty() {
        let record = games.len() + 1;
        let ends_early = || GamesFileError::EndsEarly { record };
        let (index, after) = rest.split_first_chunk::<8>().ok_or_else(ends_early)?;
        let (&count, after) = after.split_first().ok_or_else(ends_early)?;
        let (moves, after) = after.split_at_checked(usize::from(count)).ok_or_else(ends_early)?;
        let (&black_margin, after) = after.split_first().ok_or_else(ends_early)?;
        rest = after;
        games.push(replay(record, u64::from_le_bytes(*index), moves, black_margin as i8)?);
    }
    Ok(games)
}

/// Game record `record` (its moves `bytes` and its stored `result`) played out from the start.
fn replay(record: usize, index: u64, bytes: &[u8], result: i8) -> Result<SelfPlayGame, GamesFileError> {
    let mut position = Position::initial();
    let mut moves = Vec::with_capacity(bytes.len());
    for (ply, &byte) in (1..).zip(bytes) {
        let mv = match byte {
            PASS => Move::Pass,
            square => Move::Place(Square::new(square).ok_or(GamesFileError::NoSquare { record, ply, byte })?),
        };
        let (next, _) = position.try_play(mv).ok_or(GamesFileError::IllegalMove { record, ply, mv })?;
        position = next;
        moves.push(mv);
    }
    if !position.is_game_over() {
        return Err(GamesFileError::Unfinished { record });
    }
    let board_says = black_margin(&position);
    if result != board_says {
        return Err(GamesFileError::WrongResult { record, result, board_says });
    }
    Ok(SelfPlayGame { index, moves, black_margin: result })
}

/// The result of a finished game, black minus white.
pub fn black_margin(final_position: &Position) -> i8 {
    let margin = final_position.final_margin();
    (match final_position.side_to_move() {
        Side::Black => margin,
        Side::White => -margin,
    }) as i8
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::reversi::formats::parse_transcript;

    /// Black takes every disc in nine moves.
    fn wipeout() -> SelfPlayGame {
        let played = parse_transcript(Position::initial(), "d3c3b3d2e1d6d7e3f4").expect("legal");
        SelfPlayGame { index: 7, moves: played.into_iter().map(|(_, mv)| mv).collect(), black_margin: 64 }
    }

    fn file(games: &[SelfPlayGame]) -> Vec<u8> {
        let mut bytes = Vec::new();
        write_games(&mut bytes, games).expect("writing to memory");
        bytes
    }

    /// Where the move at `ply` (from 1) of the first game lies: after the header, the game's
    /// index and its move count.
    fn first_game_move(ply: usize) -> usize {
        MAGIC.len() + 1 + 8 + 1 + ply - 1
    }

    #[test]
    fn games_read_back_as_written() {
        let games = [wipeout(), SelfPlayGame { index: 8, ..wipeout() }];
        assert_eq!(read_games(&file(&games)), Ok(games.to_vec()));
        assert_eq!(read_games(&file(&[])), Ok(Vec::new()));
    }

    #[test]
    fn a_bad_file_names_the_record_the_ply_and_the_problem() {
        let good = file(&[wipeout(), wipeout()]);
        let no_square = {
            let mut bytes = good.clone();
            bytes[first_game_move(3)] = 70;
            bytes
        };
        let a1 = Move::Place("a1".parse().expect("a square"));
        let corner_first = file(&[SelfPlayGame { moves: vec![a1], ..wipeout() }]);
        let unfinished = file(&[wipeout(), SelfPlayGame { moves: wipeout().moves[..4].to_vec(), ..wipeout() }]);
        let cases: [(&[u8], GamesFileError, &str); 8] = [
            (b"GAME\x01", GamesFileError::BadMagic, "not a games file (bad magic bytes)"),
            (b"MAGR", GamesFileError::TruncatedHeader, "the file ends in its header"),
            (b"MAGR\x02", GamesFileError::Version(2), "format version 2, this build reads 1"),
            (
                &good[..good.len() - 1],
                GamesFileError::EndsEarly { record: 2 },
                "game record 2: the file ends inside it",
            ),
            (
                &no_square,
                GamesFileError::NoSquare { record: 1, ply: 3, byte: 70 },
                "game record 1: ply 3: no square 70",
            ),
            (
                &corner_first,
                GamesFileError::IllegalMove { record: 1, ply: 1, mv: a1 },
                "game record 1: ply 1: a1 is not legal",
            ),
            (&unfinished, GamesFileError::Unfinished { record: 2 }, "game record 2: the game does not reach its end"),
            (
                &file(&[SelfPlayGame { black_margin: 10, ..wipeout() }]),
                GamesFileError::WrongResult { record: 1, result: 10, board_says: 64 },
                "game record 1: result +10 but the final board says +64",
            ),
        ];
        for (bytes, expected, message) in cases {
            let error = read_games(bytes).expect_err(message);
            assert_eq!(error, expected);
            assert_eq!(error.to_string(), message);
        }
    }
}
