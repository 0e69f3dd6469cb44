//! Headless Catapultas command: `match catapultas`, and what the shared commands (perft,
//! analyze, move) need to know of Catapultas.

use clap::{Args, ValueEnum};

use super::games::{CliGame, EngineAi, SearchOptions, read_weights};
use super::matches::{self, MatchOptions, MatchRules};
use crate::games::catapultas::{
    Board, DEFAULT_MOVES_PER_PLAYER, EndReason, Outcome, Side, Weights, greedy_move, parse_diagram,
};
use crate::games::{Notation, Seat};

impl CliGame for Board {
    const MOVE_SEPARATOR: &'static str = " | ";
    const LIST_SEPARATOR: &'static str = " | ";
    const DEFAULT_DEPTH: u32 = DEFAULT_DEPTH;
    type Ai = EngineAi<Board, Weights>;

    fn ai(options: &SearchOptions) -> Result<Self::Ai, String> {
        options.reject_reversi_options(Self::NAME)?;
        let weights = options.weights.map(read_weights).transpose()?.unwrap_or_default();
        Ok(EngineAi::new(options, Self::DEFAULT_DEPTH, weights))
    }

    fn describe_end(&self) -> String {
        let reason = match self.end_reason() {
            Some(EndReason::Elimination) => "a side is down to its last piece",
            _ => "the move limit is reached",
        };
        format!("{reason} (x {} - o {} pieces)", self.piece_count(Side::X), self.piece_count(Side::O))
    }

    fn plies_to_end(&self) -> Option<u32> {
        Some(u32::from(self.ply_limit() - self.plies_played()))
    }

    /// Seed 003's `#`-framed grid.
    fn read_drawing(text: &str, seat: Seat) -> Result<Self, String> {
        let side = match seat {
            Seat::First => Side::X,
            Seat::Second => Side::O,
        };
        parse_diagram(text, side).map_err(|e| e.to_string())
    }
}

/// Catapultas games between two players.
#[derive(Args, Debug)]
pub struct MatchArgs {
    #[command(flatten)]
    options: MatchOptions,
    /// Moves per player before the game ends and the side with more pieces wins.
    #[arg(long = "moves", value_name = "M", default_value_t = DEFAULT_MOVES_PER_PLAYER)]
    moves_per_player: u16,
    /// The evaluation of the AI and the greedy player.
    #[arg(long, value_enum, default_value_t = WeightsPreset::Default)]
    weights: WeightsPreset,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum WeightsPreset {
    /// Pieces, mobility, threats and advancement.
    Default,
    /// The seed's piece difference alone.
    Seed,
}

/// Deep enough to see a capture and the recapture behind it, and fast enough for 100-game
/// matches in seconds (depth 6 takes about half a second per game, the seed's depth 8 over ten).
const DEFAULT_DEPTH: u32 = 4;

fn seat(side: Side) -> Seat {
    match side {
        Side::X => Seat::First,
        Side::O => Seat::Second,
    }
}

pub fn play_match(args: &MatchArgs) -> Result<(), String> {
    if args.moves_per_player == 0 {
        return Err("--moves must be at least 1".into());
    }
    let weights = match args.weights {
        WeightsPreset::Default => Weights::default(),
        WeightsPreset::Seed => Weights::seed(),
    };
    let greedy_weights = weights.clone();
    let rules = MatchRules {
        name: Board::NAME,
        start: Board::new().with_moves_per_player(args.moves_per_player),
        default_depth: DEFAULT_DEPTH,
        seat_to_move: |board| seat(board.to_move()),
        winner: |board| match board.outcome() {
            Some(Outcome::Win(side)) => Some(seat(side)),
            _ => None,
        },
        greedy_move: Box::new(move |board, rng| greedy_move(board, &greedy_weights, rng)),
        describe: |board, _| {
            let result = match board.outcome() {
                Some(Outcome::Win(side)) => format!("{} wins", side.symbol()),
                _ => "draw".to_owned(),
            };
            let reason = match board.end_reason() {
                Some(EndReason::Elimination) => "17 captured",
                _ => "move limit",
            };
            format!(
                "{result:<7} x {:>2} - o {:>2} pieces  ({reason}, {} plies)",
                board.piece_count(Side::X),
                board.piece_count(Side::O),
                board.plies_played()
            )
        },
    };
    matches::play_match(&rules, &weights, &args.options)
}
