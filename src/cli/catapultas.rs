//! What the shared commands (perft, analyze, move, match) need to know of Catapultas.

use super::game::{CliGame, KeptPlayer, SearchOptions, read_weights};
use super::matches::{MatchGame, OpeningsArg};
use crate::cli::matches::{Ladder, Rung};
use crate::games::catapultas::{AiSettings, Board, CatapultasAi, EndReason, Weights, ai, greedy_move, parse_diagram};
use crate::games::random::SplitMix64;
use crate::games::{Notation, Seat};

impl CliGame for Board {
    const MOVE_SEPARATOR: &'static str = " | ";
    const LIST_SEPARATOR: &'static str = " | ";
    const DEFAULT_DEPTH: u32 = DEFAULT_DEPTH;
    type Ai = KeptPlayer<CatapultasAi>;
    type Evaluator = Weights;

    fn ai(options: &SearchOptions) -> anyhow::Result<Self::Ai> {
        options.reject_reversi_options(Self::NAME)?;
        let settings = AiSettings {
            algorithm: options.algorithm,
            max_depth: options.depth.unwrap_or(Self::DEFAULT_DEPTH),
            time_limit_ms: options.time_ms,
            weights: Self::evaluator(options)?,
        };
        Ok(KeptPlayer::new(settings, options.exact_root_scores))
    }

    fn evaluator(options: &SearchOptions) -> anyhow::Result<Weights> {
        let weights = options.weights.map(|choice| choice.load(weights_preset, read_weights)).transpose()?;
        Ok(weights.unwrap_or_default())
    }

    fn describe_end(&self) -> String {
        let reason = match self.end_reason() {
            Some(EndReason::Elimination) => "a side is down to its last piece",
            _ => "the move limit is reached",
        };
        format!("{reason} (x {} - o {} pieces)", self.piece_count(Seat::First), self.piece_count(Seat::Second))
    }

    fn plies_to_end(&self) -> Option<u32> {
        Some(u32::from(self.ply_limit() - self.plies_played()))
    }

    /// The course's `#`-framed Catapultas grid.
    fn read_drawing(text: &str, seat: Seat) -> anyhow::Result<Self> {
        Ok(parse_diagram(text, seat)?)
    }
}

impl MatchGame for Board {
    const AI_KEYS: &'static [&'static str] = &["depth", "time", "weights"];

    /// The window's levels that look a fixed number of moves ahead, rated by matches between
    /// neighbours from random four-ply openings (40 games each): Easy 17.5 % against Medium,
    /// Medium 3.75 % against Hard.
    fn ladder() -> Option<Ladder> {
        Some(Ladder { rungs: &CATAPULTAS_LADDER, openings: OpeningsArg::Random(4) })
    }

    /// The best move one ply deep by the default evaluation.
    fn greedy_move(&self, rng: &mut SplitMix64) -> Option<Self::Move> {
        greedy_move(self, &Weights::default(), rng)
    }
}

/// `default` (pieces, mobility, threats and advancement) or `classroom` (the piece difference
/// alone, as the course's Catapultas program plays).
fn weights_preset(name: &str) -> Option<Weights> {
    match name {
        "default" => Some(Weights::default()),
        "classroom" => Some(Weights::classroom()),
        _ => None,
    }
}

/// Deep enough to see a capture and the recapture behind it, and fast enough for 100-game
/// matches in seconds (depth 6 takes about half a second per game, the classroom program's depth 8 over ten).
const DEFAULT_DEPTH: u32 = 4;

const CATAPULTAS_LADDER: [Rung; 3] = [
    Rung { name: "Easy", player: "ai:depth=2", rating: ai::LEVEL_RATINGS[0] },
    Rung { name: "Medium", player: "ai:depth=4", rating: ai::LEVEL_RATINGS[1] },
    Rung { name: "Hard", player: "ai:depth=8", rating: ai::LEVEL_RATINGS[2] },
];
