//! Self-play games as the training stores them, and the labelled positions they yield.
//!
//! A game is its moves (a byte each: the square, or [`PASS`]) and its final disc difference.
//! Every game is played perfectly from its solve point on, so its result is the exact value of
//! its endgame: each position of the game is labelled with that result, from its mover's side.

use std::io::{self, Write};

use crate::games::reversi::{Move, Position, Side, Square};

/// A pass in a stored move list.
const PASS: u8 = 64;

const MAGIC: &[u8; 4] = b"MAGR";
const FORMAT_VERSION: u8 = 1;

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
pub fn read_games(bytes: &[u8]) -> Result<Vec<SelfPlayGame>, String> {
    let Some(rest) = bytes.strip_prefix(MAGIC.as_slice()) else {
        return Err("not a games file (bad magic bytes)".into());
    };
    let Some((&version, mut rest)) = rest.split_first() else {
        return Err("the file ends in its header".into());
    };
    if version != FORMAT_VERSION {
        return Err(format!("format version {version}, this build reads {FORMAT_VERSION}"));
    }
    let mut games = Vec::new();
    while !rest.is_empty() {
        let number = games.len() + 1;
        let ends_early = || format!("game record {number}: the file ends inside it");
        let (index, after) = rest.split_first_chunk::<8>().ok_or_else(ends_early)?;
        let (&count, after) = after.split_first().ok_or_else(ends_early)?;
        if after.len() < usize::from(count) + 1 {
            return Err(ends_early());
        }
        let (moves, after) = after.split_at(usize::from(count));
        let black_margin = after[0] as i8;
        rest = &after[1..];
        let game = replay(u64::from_le_bytes(*index), moves, black_margin)
            .map_err(|message| format!("game record {number}: {message}"))?;
        games.push(game);
    }
    Ok(games)
}

fn replay(index: u64, bytes: &[u8], result: i8) -> Result<SelfPlayGame, String> {
    let mut position = Position::initial();
    let mut moves = Vec::with_capacity(bytes.len());
    for (ply, &byte) in bytes.iter().enumerate() {
        let mv = match byte {
            PASS => Move::Pass,
            square => Move::Place(Square::new(square).ok_or_else(|| format!("ply {}: no square {square}", ply + 1))?),
        };
        let Some((next, _)) = position.try_play(mv) else {
            return Err(format!("ply {}: {mv} is not legal", ply + 1));
        };
        position = next;
        moves.push(mv);
    }
    if !position.is_game_over() {
        return Err("the game does not reach its end".into());
    }
    let board_says = black_margin(&position);
    if result != board_says {
        return Err(format!("result {result:+} but the final board says {board_says:+}"));
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
