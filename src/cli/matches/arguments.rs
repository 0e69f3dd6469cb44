//! The arguments of `match`, and how the games of a match, a tournament or a rating are played
//! ([`PlayOptions`]).

use std::path::PathBuf;
use std::time::Duration;

use clap::Args;

use super::match_game::{MatchGame, OpeningsArg, PlayerSettings, parse_openings};
use crate::cli::arguments::{AlgorithmArg, parse_jobs, parse_threads};
use crate::programs::{DEFAULT_MEMORY_MB, DEFAULT_TIME_PER_MOVE_MS};

#[derive(Args, Debug)]
pub struct MatchArgs {
    /// The game.
    pub game: String,
    /// Who moves first (Reversi's black, X): ai, ai:depth=D,time=MS,empties=E,weights=W (the
    /// keys the game's AI takes), random, greedy, program:<command> (a program started for each
    /// move) or program-game:<command> (started for each game), `{side}` in the command standing
    /// for x or o; in Reversi also level:N and nboard:<command line> for an outside engine.
    #[arg(long, visible_aliases = ["black", "x"], value_name = "PLAYER")]
    pub(super) first: String,
    /// Who moves second (Reversi's white, O), as --first.
    #[arg(long, visible_aliases = ["white", "o"], value_name = "PLAYER")]
    pub(super) second: String,
    /// Games to play.
    #[arg(long, value_name = "N", default_value_t = 10)]
    pub(super) games: u32,
    /// Where games start: none (the game's start), balanced (Reversi's shipped list) or
    /// random:<plies>.
    #[arg(long, value_name = "O", value_parser = parse_openings, default_value = "none")]
    pub(super) openings: OpeningsArg,
    /// Play the games in pairs from the same opening, the players swapping colours.
    #[arg(long)]
    pub(super) swap_colours: bool,
    #[command(flatten)]
    pub(super) play: PlayOptions,
    /// Write the games to FILE, one per line: Reversi's in GGF (a forfeit written as a
    /// resignation), the other games' as their moves in the game's notation.
    #[arg(long, value_name = "FILE")]
    pub(super) save: Option<PathBuf>,
    /// Print one JSON summary object, on one line, last.
    #[arg(long)]
    pub(super) json: bool,
}

/// How the games of a match or a tournament are played, and what its players are given (kept
/// in a tournament's folder, which `tournament --resume` plays on with).
#[derive(Args, Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct PlayOptions {
    /// Seed of the random and greedy players, the openings and the levels' choices: the same seed
    /// replays the same games.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Search depth of `ai` (Reversi 4, Tic-tac-toe 9, Catapultas 4 by default), also sent to
    /// outside engines (`set depth`).
    #[arg(long, value_name = "D")]
    depth: Option<u32>,
    /// Time limit per move of `ai` in milliseconds (0: none).
    #[arg(long = "time-ms", value_name = "T", default_value_t = 0)]
    time_ms: u64,
    /// The search algorithm of `ai`.
    #[arg(long, value_enum, default_value_t = AlgorithmArg::Full)]
    algorithm: AlgorithmArg,
    /// Games played at once.
    #[arg(long, value_name = "N", value_parser = parse_jobs, default_value_t = 1)]
    pub jobs: usize,
    /// Search threads of each of our AIs (Reversi; 1 by default).
    #[arg(long, value_name = "N", value_parser = parse_threads)]
    threads: Option<usize>,
    /// An outside engine that takes longer than this to start or to answer a move, or a program
    /// that takes longer than this over a move, loses the game.
    #[arg(long = "engine-timeout-ms", value_name = "T", default_value_t = DEFAULT_TIME_PER_MOVE_MS)]
    engine_timeout_ms: u64,
    /// The most data memory a program may take, in MiB (0: no cap); one that needs more fails.
    #[arg(long = "program-memory-mb", value_name = "MB", default_value_t = DEFAULT_MEMORY_MB)]
    program_memory_mb: u64,
}

impl PlayOptions {
    /// What every player of game `G` is given; the game refuses the options it does not have.
    pub fn settings<G: MatchGame>(&self) -> anyhow::Result<PlayerSettings> {
        let settings = PlayerSettings {
            depth: self.depth.unwrap_or(G::MATCH_DEPTH),
            time_ms: self.time_ms,
            algorithm: self.algorithm.into(),
            threads: self.threads.or(G::MATCH_THREADS),
            engine_timeout: Duration::from_millis(self.engine_timeout_ms.max(1)),
            program_memory_bytes: (self.program_memory_mb > 0).then(|| self.program_memory_mb.saturating_mul(1 << 20)),
        };
        // The options (--threads, --algorithm) are the game's business whoever plays.
        G::ai(&settings.search_options())?;
        Ok(settings)
    }
}
