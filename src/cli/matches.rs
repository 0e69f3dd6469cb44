//! What the Tic-tac-toe and Catapultas matches share: the players, the options, the game loop
//! and the summary. Both games have sides called X and O, with X moving first.

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use clap::{Args, ValueEnum};
use serde::Serialize;

use crate::engine::{Algorithm, Evaluator, Game, Searcher, Strategy};
use crate::games::Seat;
use crate::games::random::{SplitMix64, random_move};

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PlayerKind {
    /// The search engine.
    Ai,
    /// A uniformly random legal move.
    Random,
    /// The best move one ply deep.
    Greedy,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum AlgorithmArg {
    Minimax,
    AlphaBeta,
    Full,
}

impl From<AlgorithmArg> for Algorithm {
    fn from(arg: AlgorithmArg) -> Self {
        match arg {
            AlgorithmArg::Minimax => Self::Minimax,
            AlgorithmArg::AlphaBeta => Self::AlphaBeta,
            AlgorithmArg::Full => Self::Full,
        }
    }
}

// The options of `match tictactoe` and `match catapultas` (a plain comment: a doc comment
// would become their help text).
#[derive(Args, Debug)]
pub struct MatchOptions {
    /// Who plays X (moves first).
    #[arg(long, value_enum)]
    pub x: PlayerKind,
    /// Who plays O.
    #[arg(long, value_enum)]
    pub o: PlayerKind,
    /// Games to play.
    #[arg(long, value_name = "N", default_value_t = 100)]
    pub games: u32,
    /// Seed of the random and greedy players: the same seed replays the same match.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Search depth of the AI in plies (default: the game's own).
    #[arg(long, value_name = "D")]
    pub depth: Option<u32>,
    /// AI time limit per move in milliseconds (0: none).
    #[arg(long = "time-ms", value_name = "T", default_value_t = 0)]
    pub time_ms: u64,
    /// The AI's search algorithm.
    #[arg(long, value_enum, default_value_t = AlgorithmArg::Full)]
    pub algorithm: AlgorithmArg,
    /// Print one JSON summary object instead of a line per game.
    #[arg(long)]
    pub json: bool,
}

impl MatchOptions {
    pub fn strategy(&self, default_depth: u32) -> Strategy {
        let time_limit = (self.time_ms > 0).then(|| Duration::from_millis(self.time_ms));
        Strategy::new(self.algorithm.into()).max_depth(self.depth.unwrap_or(default_depth)).time_limit(time_limit)
    }
}

/// A one-ply player for a game; boxed because it may carry the evaluation it uses.
pub type GreedyPlayer<G> = Box<dyn Fn(&G, &mut SplitMix64) -> Option<<G as Game>::Move>>;

/// How the match loop sees one game.
pub struct MatchRules<G: Game> {
    pub name: &'static str,
    pub start: G,
    pub default_depth: u32,
    pub seat_to_move: fn(&G) -> Seat,
    /// The winner of a finished game; `None` for a draw.
    pub winner: fn(&G) -> Option<Seat>,
    pub greedy_move: GreedyPlayer<G>,
    /// One line about a finished game, given its moves.
    pub describe: fn(&G, &[G::Move]) -> String,
}

#[derive(Serialize)]
struct SeatRecord {
    player: PlayerKind,
    wins: u32,
    draws: u32,
    losses: u32,
}

#[derive(Serialize)]
struct AiRecord {
    algorithm: AlgorithmArg,
    depth: u32,
    time_ms: u64,
}

#[derive(Serialize)]
struct MatchSummary {
    game: &'static str,
    games: u32,
    seed: u64,
    x: SeatRecord,
    o: SeatRecord,
    /// Only when an AI plays.
    #[serde(skip_serializing_if = "Option::is_none")]
    ai: Option<AiRecord>,
    seconds: f64,
}

/// Plays `options.games` games and prints each side's wins, draws and losses.
pub fn play_match<G: Game, E: Evaluator<G>>(
    rules: &MatchRules<G>,
    evaluator: &E,
    options: &MatchOptions,
) -> Result<(), String> {
    if options.games == 0 {
        return Err("--games must be at least 1".into());
    }
    let strategy = options.strategy(rules.default_depth);
    let mut rng = SplitMix64::new(options.seed);
    // One searcher per AI seat, kept across moves so the table's memory is reused.
    let mut x_ai = Searcher::new(strategy.clone());
    let mut o_ai = Searcher::new(strategy.clone());
    let never = AtomicBool::new(false);
    let mut x = SeatRecord { player: options.x, wins: 0, draws: 0, losses: 0 };
    let mut o = SeatRecord { player: options.o, wins: 0, draws: 0, losses: 0 };
    let started = Instant::now();
    for game in 1..=options.games {
        let mut position = rules.start.clone();
        let mut moves = Vec::new();
        while !position.is_over() {
            let seat = (rules.seat_to_move)(&position);
            let (kind, ai) = match seat {
                Seat::First => (options.x, &mut x_ai),
                Seat::Second => (options.o, &mut o_ai),
            };
            let mv = match kind {
                PlayerKind::Ai => ai.search(&position, evaluator, &never, &mut |_| {}).best_move,
                PlayerKind::Random => random_move(&position, &mut rng),
                PlayerKind::Greedy => (rules.greedy_move)(&position, &mut rng),
            }
            .ok_or_else(|| format!("game {game}: no move in an unfinished game"))?;
            moves.push(mv);
            position = position.play(mv);
        }
        match (rules.winner)(&position) {
            Some(Seat::First) => (x.wins, o.losses) = (x.wins + 1, o.losses + 1),
            Some(Seat::Second) => (o.wins, x.losses) = (o.wins + 1, x.losses + 1),
            None => (x.draws, o.draws) = (x.draws + 1, o.draws + 1),
        }
        if !options.json {
            out!("game {game:>3}: {}", (rules.describe)(&position, &moves));
        }
    }

    let ai_plays = options.x == PlayerKind::Ai || options.o == PlayerKind::Ai;
    let summary = MatchSummary {
        game: rules.name,
        games: options.games,
        seed: options.seed,
        x,
        o,
        ai: ai_plays.then_some(AiRecord {
            algorithm: options.algorithm,
            depth: strategy.max_depth,
            time_ms: options.time_ms,
        }),
        seconds: started.elapsed().as_secs_f64(),
    };
    if options.json {
        out!("{}", serde_json::to_string(&summary).map_err(|e| e.to_string())?);
        return Ok(());
    }
    for (name, seat) in [("X", &summary.x), ("O", &summary.o)] {
        let player = format!("({:?})", seat.player).to_lowercase();
        out!("{name} {player:<8} {:>4} wins  {:>4} draws  {:>4} losses", seat.wins, seat.draws, seat.losses);
    }
    if let Some(ai) = &summary.ai {
        out!("AI: {:?}, depth {}", ai.algorithm, ai.depth);
    }
    out!("{} games in {:.2} s", summary.games, summary.seconds);
    Ok(())
}
