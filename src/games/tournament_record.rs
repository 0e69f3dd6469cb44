//! A tournament's game as a file keeps it: written as the game ends, so that a tournament cut
//! off (Ctrl-C, a crash, a power cut) goes on from the games it finished, and so that games
//! played apart (one job a game, on the lab's machines) are brought together. Every game, every
//! front end; the files themselves are the front end's business.

use serde::{Deserialize, Serialize};

use super::matches::{Forfeit, ForfeitKind, GameSoFar, Outcome, PlayedMove, Thinking};
use super::{Notation, Seat};

/// One finished game of a tournament.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    /// Its place among all the tournament's games, from 1, in the order they are started.
    pub job: u32,
    /// The round it was paired in, from 1 (a round robin has one).
    pub round: u32,
    /// The names of the pair: the first, then the second, as the pairing has them.
    pub players: [String; 2],
    /// The game's number in the pairing, from 0.
    pub number: u32,
    /// Which of the pair (0 or 1) played the first seat.
    pub first_player: usize,
    /// Every move from the game's start, the opening's included, in the game's notation.
    pub moves: Vec<RecordedMove>,
    pub forfeit: Option<RecordedForfeit>,
    /// The time each of the pair (0 or 1) took over its moves.
    pub thinking: [Thinking; 2],
}

/// A move and what its player said of it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecordedMove {
    #[serde(rename = "move")]
    pub text: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seconds: Option<f64>,
}

/// The seat that lost by forfeit, and why.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RecordedForfeit {
    pub seat: Seat,
    pub kind: ForfeitKind,
    pub reason: String,
}

/// Where a game stands in a tournament: the round it was paired in, its pair's names (the
/// first, then the second) and its number in the pairing, from 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GamePlace {
    pub round: u32,
    pub players: [String; 2],
    pub number: u32,
}

/// Why a record is not the game asked for, or not a game that can have been played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// It holds the game at `held` where the game at `wanted` was asked for.
    OtherGame { held: GamePlace, wanted: GamePlace },
    /// Move `ply` (from 1), written `text`, is no legal move where it is played.
    IllegalMove { ply: usize, text: String },
    /// The game is not over and nobody lost it by forfeit.
    NotOver,
    /// The first seat's player is neither of the pair (0 or 1).
    NoSuchPlayer(usize),
}

impl std::fmt::Display for RecordError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::OtherGame { held, wanted } => write!(
                f,
                "it holds game {} of {} – {} in round {}, where round {} has game {} of {} – {}",
                held.number + 1,
                held.players[0],
                held.players[1],
                held.round,
                wanted.round,
                wanted.number + 1,
                wanted.players[0],
                wanted.players[1]
            ),
            Self::IllegalMove { ply, text } => write!(f, "move {ply} ({text}) is not a legal move there"),
            Self::NotOver => f.write_str("the game is not over and nobody lost it by forfeit"),
            Self::NoSuchPlayer(player) => {
                write!(f, "player {player} cannot be in the first seat: a pair has players 0 and 1")
            }
        }
    }
}

impl std::error::Error for RecordError {}

impl GameRecord {
    /// The record of `outcome`, the game `job` of the tournament, paired in `round` between
    /// the pair named `players`.
    pub fn new<G: Notation>(job: u32, round: u32, players: [String; 2], outcome: &Outcome<G>) -> Self {
        let mut position = *outcome.game.start();
        let moves = outcome
            .game
            .moves()
            .iter()
            .map(|played| {
                let text = G::move_text(position.seat_to_move(), played.mv);
                position = position.play(played.mv);
                RecordedMove { text, eval: played.eval, seconds: played.seconds }
            })
            .collect();
        let forfeit = outcome.forfeit.as_ref().map(|(seat, forfeit)| RecordedForfeit {
            seat: *seat,
            kind: forfeit.kind,
            reason: forfeit.reason.clone(),
        });
        Self {
            job,
            round,
            players,
            number: outcome.number,
            first_player: outcome.first_player,
            moves,
            forfeit,
            thinking: outcome.thinking,
        }
    }

    /// The game at `wanted` again, where the record holds that game (its round, pair and
    /// number), every move checked as [`Self::outcome`] checks them.
    pub fn outcome_at<G: Notation>(&self, wanted: GamePlace) -> Result<Outcome<G>, RecordError> {
        let held = GamePlace { round: self.round, players: self.players.clone(), number: self.number };
        if held != wanted {
            return Err(RecordError::OtherGame { held, wanted });
        }
        self.outcome()
    }

    /// The game again, every move checked: each must be the text of a legal move where it is
    /// played, and the game must be over unless someone lost it by forfeit.
    pub fn outcome<G: Notation>(&self) -> Result<Outcome<G>, RecordError> {
        if self.first_player > 1 {
            return Err(RecordError::NoSuchPlayer(self.first_player));
        }
        let mut played = Vec::with_capacity(self.moves.len());
        let mut position = G::start();
        let mut legal = Vec::new();
        for (index, recorded) in self.moves.iter().enumerate() {
            legal.clear();
            position.generate_moves(&mut legal);
            let seat = position.seat_to_move();
            let found = legal.iter().copied().find(|&mv| G::move_text(seat, mv) == recorded.text);
            let illegal = || RecordError::IllegalMove { ply: index + 1, text: recorded.text.clone() };
            let mv = found.ok_or_else(illegal)?;
            position = position.play(mv);
            played.push(PlayedMove { mv, eval: recorded.eval, seconds: recorded.seconds });
        }
        // Each move was found among the legal ones, so the replay (which checks them again) holds.
        let last = || RecordError::IllegalMove { ply: self.moves.len(), text: String::new() };
        let game = GameSoFar::replayed(G::start(), played).ok_or_else(last)?;
        if self.forfeit.is_none() && !game.position().is_over() {
            return Err(RecordError::NotOver);
        }
        let forfeit =
            self.forfeit.as_ref().map(|recorded| (recorded.seat, Forfeit::new(recorded.kind, recorded.reason.clone())));
        Ok(Outcome { number: self.number, game, first_player: self.first_player, forfeit, thinking: self.thinking })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::random::SplitMix64;
    use crate::games::{catapultas, reversi, tictactoe};

    /// A game of random moves to its end, each with an evaluation and a time.
    fn random_game<G: Notation>(seed: u64) -> Outcome<G> {
        let mut rng = SplitMix64::new(seed);
        let mut played = Vec::new();
        let mut position = G::start();
        let mut legal = Vec::new();
        while !position.is_over() {
            legal.clear();
            position.generate_moves(&mut legal);
            let mv = legal[(rng.next_u64() % legal.len() as u64) as usize];
            let ply = played.len() as f64;
            played.push(PlayedMove { mv, eval: Some(ply / 4.0), seconds: (ply > 2.0).then_some(0.5) });
            position = position.play(mv);
        }
        let game = GameSoFar::replayed(G::start(), played).expect("legal moves");
        Outcome { number: 3, game, first_player: 1, forfeit: None, thinking: [Thinking { moves: 4, seconds: 1.5 }; 2] }
    }

    fn round_trips<G: Notation>() {
        for seed in 0..20 {
            let outcome = random_game::<G>(seed);
            let record = GameRecord::new(7, 2, ["a".to_owned(), "b".to_owned()], &outcome);
            let json = serde_json::to_string(&record).expect("a record is JSON");
            let read: GameRecord = serde_json::from_str(&json).expect("and reads back");
            assert_eq!(read, record);
            let again = read.outcome::<G>().expect("the same game");
            assert_eq!(again.game.moves(), outcome.game.moves(), "{} game {seed}", G::NAME);
            assert_eq!((again.number, again.first_player, again.winner()), (3, 1, outcome.winner()));
            assert_eq!(again.thinking, outcome.thinking);
        }
    }

    #[test]
    fn every_game_reads_back_move_for_move_passes_and_chains_included() {
        round_trips::<reversi::Position>();
        round_trips::<tictactoe::Board>();
        round_trips::<catapultas::Board>();
    }

    #[test]
    fn a_record_of_a_game_that_cannot_have_been_played_is_refused() {
        let outcome = random_game::<tictactoe::Board>(1);
        let record = GameRecord::new(1, 1, ["a".to_owned(), "b".to_owned()], &outcome);
        let mut cut_short = record.clone();
        cut_short.moves.truncate(2);
        assert_eq!(cut_short.outcome::<tictactoe::Board>().err(), Some(RecordError::NotOver));
        // A game cut short is whole when someone lost it by forfeit.
        cut_short.forfeit =
            Some(RecordedForfeit { seat: Seat::Second, kind: ForfeitKind::Timeout, reason: "slow".into() });
        let forfeited = cut_short.outcome::<tictactoe::Board>().expect("a forfeit ends a game");
        assert_eq!(forfeited.winner(), Some(Seat::First));
        let mut replayed_cell = record.clone();
        replayed_cell.moves[1].text.clone_from(&record.moves[0].text);
        let error = replayed_cell.outcome::<tictactoe::Board>().err();
        assert_eq!(error, Some(RecordError::IllegalMove { ply: 2, text: record.moves[0].text.clone() }));
        let place = |round: u32| GamePlace { round, players: ["a".to_owned(), "b".to_owned()], number: 3 };
        assert!(record.outcome_at::<tictactoe::Board>(place(1)).is_ok(), "the game asked for");
        let other = record.outcome_at::<tictactoe::Board>(place(2)).err();
        assert_eq!(other, Some(RecordError::OtherGame { held: place(1), wanted: place(2) }));
        let mut third_player = record;
        third_player.first_player = 2;
        assert_eq!(third_player.outcome::<tictactoe::Board>().err(), Some(RecordError::NoSuchPlayer(2)));
    }
}
