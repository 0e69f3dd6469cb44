//! Headless Tic-tac-toe command `nodes tictactoe`, and what the shared commands (perft, analyze,
//! move, match) need to know of Tic-tac-toe.

use anyhow::{Context, anyhow};
use std::sync::atomic::AtomicBool;

use clap::Args;
use serde::Serialize;

use super::arguments::AlgorithmArg;
use super::game::{CliGame, EngineAi, SearchOptions};
use super::matches::{MatchGame, OpeningsArg};
use crate::cli::matches::{Ladder, Rung};
use crate::engine::{Proven, Score};
use crate::games::random::SplitMix64;
use crate::games::tictactoe::{
    Board, Cell, FULL_DEPTH, LineHeuristic, Outcome, ai, greedy_move, parse_drawing, search, symbol, undecided_openings,
};
use crate::games::{Notation, Seat};

impl CliGame for Board {
    const DEFAULT_DEPTH: u32 = FULL_DEPTH;
    type Ai = EngineAi<Board, LineHeuristic>;
    type Evaluator = LineHeuristic;

    fn ai(options: &SearchOptions) -> anyhow::Result<Self::Ai> {
        options.reject_reversi_options(Self::NAME)?;
        Ok(EngineAi::new(options, Self::DEFAULT_DEPTH, Self::evaluator(options)?))
    }

    fn evaluator(options: &SearchOptions) -> anyhow::Result<LineHeuristic> {
        match options.weights {
            Some(_) => Err(anyhow!("Tic-tac-toe's line heuristic has no weights to set")),
            None => Ok(LineHeuristic),
        }
    }

    fn describe_end(&self) -> String {
        match self.outcome() {
            Some(Outcome::Win(mark)) => format!("{} has won", symbol(mark)),
            _ => "the board is full: a draw".to_owned(),
        }
    }

    fn plies_to_end(&self) -> Option<u32> {
        Some(FULL_DEPTH - self.marks_placed())
    }

    /// The course tutorial's drawing: `X | O |  ` rows with `--+---+--` between them, or three rows
    /// like `XO.`.
    fn read_drawing(text: &str, seat: Seat) -> anyhow::Result<Self> {
        Ok(parse_drawing(text, Some(seat))?)
    }
}

/// The course's tic-tac-toe assignment reports the AI against random over 100 games:
/// `match tictactoe --x ai --o random --games 100`.
impl MatchGame for Board {
    /// The window's four levels, rated from the two-move openings perfect play draws (see
    /// `ai::LEVEL_RATINGS`), which the games of `rate` start from too: a game from a lost
    /// opening would measure the opening, not the program.
    fn ladder() -> Option<Ladder> {
        Some(Ladder { rungs: &TICTACTOE_LADDER, openings: OpeningsArg::Balanced })
    }

    /// The two-move openings perfect play still draws: a game from one of the others is
    /// decided before the players move.
    fn balanced_openings() -> anyhow::Result<Vec<Vec<Cell>>> {
        Ok(undecided_openings())
    }

    fn greedy_move(&self, rng: &mut SplitMix64) -> Option<Self::Move> {
        greedy_move(self, rng)
    }
}

/// Nodes visited by plain minimax, alpha-beta, the full engine and depth-limited heuristic
/// search on one position (the course tutorial's lesson).
#[derive(Args, Debug)]
pub struct NodesArgs {
    /// The position: nine cells row by row (X, O, - for empty), optionally followed by the side
    /// to move, e.g. "X---O---- X". The empty board by default.
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    position: Option<String>,
    /// Depth of the two heuristic searches, in plies.
    #[arg(long, value_name = "D", default_value_t = 2)]
    depth: u32,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct NodeCount {
    search: &'static str,
    algorithm: AlgorithmArg,
    depth: u32,
    nodes: u64,
    #[serde(rename = "move")]
    best_move: Option<String>,
    score: Score,
    result: String,
}

#[derive(Serialize)]
struct NodeReport {
    position: String,
    searches: Vec<NodeCount>,
}

/// The course tutorial's lesson on one position: how many nodes each way of searching visits,
/// and what it concludes.
pub fn count_nodes(args: &NodesArgs) -> anyhow::Result<()> {
    let position = match &args.position {
        Some(text) => text.parse::<Board>().context("bad --position")?,
        None => Board::new(),
    };
    match position.outcome() {
        Some(Outcome::Win(mark)) => {
            return Err(anyhow!("{} has already won in {position}", symbol(mark)));
        }
        Some(Outcome::Draw) => return Err(anyhow!("{position} is a finished draw")),
        None => {}
    }
    let heuristic_depth = args.depth.max(1);
    let searches = [
        ("plain minimax", AlgorithmArg::Minimax, FULL_DEPTH),
        ("alpha-beta", AlgorithmArg::AlphaBeta, FULL_DEPTH),
        ("full engine", AlgorithmArg::Full, FULL_DEPTH),
        ("heuristic minimax", AlgorithmArg::Minimax, heuristic_depth),
        ("heuristic alpha-beta", AlgorithmArg::AlphaBeta, heuristic_depth),
    ];
    let remaining = FULL_DEPTH - position.marks_placed();
    let never = AtomicBool::new(false);
    let counts: Vec<NodeCount> = searches
        .into_iter()
        .map(|(name, algorithm, depth)| {
            let info = search(&position, algorithm.into(), depth, &never, &mut |_| {});
            let depth = depth.min(remaining);
            let reaches_the_end = depth == remaining;
            NodeCount {
                search: name,
                algorithm,
                depth,
                nodes: info.nodes,
                best_move: info.best_move.map(|cell| cell.to_string()),
                score: info.score,
                result: describe(info.score, reaches_the_end),
            }
        })
        .collect();

    let report = NodeReport { position: position.to_string(), searches: counts };
    if args.json {
        out!("{}", serde_json::to_string(&report)?);
        return Ok(());
    }
    out!("position {}  ({} to move)", report.position, symbol(position.to_move()));
    out!("{}", position.grid().trim_end());
    out!("{:<22} {:>5} {:>9}  {:<4}  score", "search", "depth", "nodes", "move");
    for count in &report.searches {
        out!(
            "{:<22} {:>5} {:>9}  {:<4}  {}",
            count.search,
            count.depth,
            count.nodes,
            count.best_move.as_deref().unwrap_or("-"),
            count.result
        );
    }
    Ok(())
}

/// The course's tic-tac-toe assignment scores a win `10 − depth`; the engine's proven scores
/// shrink by one per ply the same way, so the two rank wins alike.
fn describe(score: Score, reaches_the_end: bool) -> String {
    match Proven::of(score) {
        Some(proven) => {
            let assignment_score = if proven.wins { 10 - proven.plies } else { proven.plies - 10 };
            format!("{proven} (assignment score {assignment_score:+})")
        }
        None if reaches_the_end => "draw".to_owned(),
        None => format!("{score:+} (line heuristic)"),
    }
}

const TICTACTOE_LADDER: [Rung; 4] = [
    Rung { name: "Easy", player: "ai:depth=1", rating: ai::LEVEL_RATINGS[0] },
    Rung { name: "Medium", player: "ai:depth=2", rating: ai::LEVEL_RATINGS[1] },
    Rung { name: "Hard", player: "ai:depth=4", rating: ai::LEVEL_RATINGS[2] },
    Rung { name: "Perfect", player: "ai:depth=9", rating: ai::LEVEL_RATINGS[3] },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn proven_scores_read_as_the_assignments_scores() {
        use crate::engine::{proven_loss, proven_win};
        assert_eq!(describe(proven_win(0) - 3, true), "win in 3 plies (assignment score +7)");
        assert_eq!(describe(proven_loss(0) + 4, true), "loss in 4 plies (assignment score -6)");
        assert_eq!(describe(0, true), "draw");
        assert_eq!(describe(1, false), "+1 (line heuristic)");
    }
}
