//! Headless Reversi command `solve`, and what the shared commands (perft, analyze) need to
//! know of Reversi.

use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use clap::Args;
use serde::Serialize;

use super::games::{CliAi, CliGame, SearchOptions, read_weights};
use crate::engine::{SearchInfo, proven_margin};
use crate::games::reversi::search::endgame::{EndgameSolver, Solve};
use crate::games::reversi::search::score::describe_score;
use crate::games::reversi::{AiSettings, Move, Position, Weights, parse_position, perft as count_perft, think};

/// Reversi's AI: the engine's search, handing over to the exact solver near the end.
pub struct ReversiAi {
    settings: AiSettings,
    exact_root_scores: bool,
}

impl CliAi<Position> for ReversiAi {
    fn search(&mut self, position: &Position, cancel: &AtomicBool) -> SearchInfo<Move> {
        think(position, &self.settings, self.exact_root_scores, cancel, &mut |_| {})
    }

    fn solved(&self, position: &Position, info: &SearchInfo<Move>) -> bool {
        info.finished && self.settings.solves_exactly(position)
    }

    fn describe_score(&self, score: crate::engine::Score, solved: bool) -> String {
        describe_score(score, solved, self.settings.weights.discs_per_point())
    }
}

impl CliGame for Position {
    const DEFAULT_DEPTH: u32 = 10;
    type Ai = ReversiAi;

    fn ai(options: &SearchOptions) -> Result<ReversiAi, String> {
        let defaults = AiSettings::default();
        let settings = AiSettings {
            algorithm: options.algorithm,
            max_depth: options.depth.unwrap_or(Self::DEFAULT_DEPTH),
            time_limit_ms: options.time_ms,
            exact_endgame_empties: options.exact_empties.unwrap_or(defaults.exact_endgame_empties),
            // The strongest evaluation (the default) unless told otherwise.
            weights: options.weights.map(read_reversi_weights).transpose()?.unwrap_or(defaults.weights),
            // The search clamps the count to what it supports.
            threads: options.threads.unwrap_or(defaults.threads),
            ..defaults
        };
        Ok(ReversiAi { settings, exact_root_scores: options.exact_root_scores })
    }

    fn describe_end(&self) -> String {
        format!("final margin {:+} for the side to move", self.final_margin())
    }

    fn perft(&self, depth: u32) -> u64 {
        count_perft(self, depth)
    }
}

/// Reversi weights from a JSON file in the settings' format, checked.
pub fn read_reversi_weights(path: &Path) -> Result<Weights, String> {
    let weights: Weights = read_weights(path)?;
    weights.validate().map_err(|e| format!("bad weights in {}: {e}", path.display()))?;
    Ok(weights)
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// File of positions, one per line (OBF); `-` or nothing reads standard input.
    file: Option<PathBuf>,
    /// One JSON object per position instead of text.
    #[arg(long)]
    json: bool,
    /// Threads solving each position together.
    #[arg(long, value_name = "N", default_value_t = 1)]
    threads: usize,
}

#[derive(Serialize)]
struct Solved {
    best: String,
    score: i32,
    nodes: u64,
    seconds: f64,
}

pub fn solve(args: &SolveArgs) -> Result<(), String> {
    let mut text = String::new();
    match &args.file {
        Some(path) if path.as_os_str() != "-" => {
            text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        }
        _ => {
            io::stdin().lock().read_to_string(&mut text).map_err(|e| format!("cannot read standard input: {e}"))?;
        }
    }
    // Check every line before solving any, so a typo on line 40 is not found an hour in.
    let mut positions = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        positions.push(parse_position(line).map_err(|e| format!("line {}: {e}", number + 1))?);
    }
    let mut solver = EndgameSolver::default();
    let never = AtomicBool::new(false);
    let (mut total_nodes, mut total_seconds) = (0u64, 0f64);
    for (index, position) in positions.iter().enumerate() {
        let started = Instant::now();
        let info = solver.solve(position, &Solve::exact().threads(args.threads), &never, &mut |_| {});
        let seconds = started.elapsed().as_secs_f64();
        let solved = Solved {
            best: info.best_move.map(|mv| mv.to_string()).unwrap_or_else(|| "-".into()),
            score: proven_margin(info.score).unwrap_or(0),
            nodes: info.nodes,
            seconds,
        };
        total_nodes += solved.nodes;
        total_seconds += seconds;
        if args.json {
            out!("{}", serde_json::to_string(&solved).map_err(|e| e.to_string())?);
        } else {
            out!(
                "#{:<3} {:>2} empties  best {:<4}  score {:+3}  nodes {:>12}  seconds {:8.3}",
                index + 1,
                position.empty_count(),
                solved.best,
                solved.score,
                solved.nodes,
                seconds
            );
        }
    }
    if !args.json {
        out!(
            "total: {} positions  nodes {total_nodes}  seconds {total_seconds:.3}  nodes/s {:.0}",
            positions.len(),
            total_nodes as f64 / total_seconds.max(1e-9)
        );
    }
    Ok(())
}
