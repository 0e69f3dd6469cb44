//! `tree`: one search recorded node by node ([`SearchTree`]) and printed, as JSON for scripts or
//! as an indented drawing, for any game.

use anyhow::anyhow;
use std::path::PathBuf;

use clap::Args;
use serde::Serialize;

use super::arguments::{AlgorithmArg, GameChoice};
use super::catalogue::Catalogue;
use super::commands::start_position;
use super::game::{CliGame, SearchOptions, WeightsChoice};
use super::progress::cancel_flag;
use crate::engine::{Algorithm, Game, Proven, Score, SearchTree, Searcher, Strategy};
use crate::games::reversi::BookPlay;

/// Kept by default: the whole Tic-tac-toe tree (549,946 nodes) fits.
const DEFAULT_MAX_NODES: usize = 1_000_000;

/// Nodes the text form draws before it leaves the rest to `--json`.
const TEXT_LINES: usize = 400;

#[derive(Args, Debug)]
pub struct TreeArgs {
    #[command(flatten)]
    game: GameChoice,
    /// The position in the game's notation; the game's start by default.
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    position: Option<String>,
    /// Plies to search.
    #[arg(long, value_name = "D", value_parser = clap::value_parser!(u32).range(1..=64))]
    depth: u32,
    /// minimax, alphabeta or full (the engine: its last iteration is kept, the earlier ones counted).
    #[arg(long, value_enum)]
    algorithm: AlgorithmArg,
    /// Keep at most this many nodes; the search still runs to its result and counts the rest.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_NODES)]
    max_nodes: usize,
    /// Evaluation weights as JSON, as `analyze --weights` reads them.
    #[arg(long, value_name = "FILE")]
    weights: Option<PathBuf>,
    /// One JSON object: the nodes in visiting order.
    #[arg(long)]
    json: bool,
}

pub fn run_named(catalogue: &Catalogue, args: &TreeArgs) -> anyhow::Result<()> {
    catalogue.game(&args.game.game)?.tree(args)
}

/// A node as `--json` writes it. Values and windows are from the root player's side.
#[derive(Serialize)]
struct JsonNode {
    id: u32,
    parent: Option<u32>,
    #[serde(rename = "move")]
    mv: Option<String>,
    depth: u8,
    max: bool,
    alpha: Score,
    beta: Score,
    value: Score,
    cutoff: bool,
    /// The moves the cut-off left unsearched.
    pruned: Vec<String>,
    from_table: bool,
    research: bool,
}

#[derive(Serialize)]
struct JsonTree {
    game: &'static str,
    position: String,
    algorithm: &'static str,
    depth: u32,
    root_value: Option<Score>,
    best: Option<String>,
    /// Nodes the recorded pass visited, the ones past `--max-nodes` included.
    nodes_visited: u64,
    nodes_kept: usize,
    /// The full engine's earlier iterations, counted and not kept.
    earlier_passes: u64,
    complete: bool,
    /// The number standing for ±∞ in windows.
    infinity: Score,
    nodes: Vec<JsonNode>,
}

pub fn run<G: CliGame>(args: &TreeArgs) -> anyhow::Result<()> {
    let root: G = start_position(args.position.as_deref())?;
    if root.is_over() {
        return Err(anyhow!("the game is over in {root}: {}", root.describe_end()));
    }
    let algorithm = Algorithm::from(args.algorithm);
    let options = SearchOptions {
        algorithm,
        depth: Some(args.depth),
        time_ms: 0,
        exact_empties: None,
        weights: args.weights.as_deref().map(WeightsChoice::File),
        threads: None,
        exact_root_scores: false,
        selectivity: None,
        book: BookPlay::Off,
    };
    let evaluator = G::evaluator(&options)?;
    let cancel = cancel_flag()?;
    let mut searcher = Searcher::new(Strategy::new(algorithm).max_depth(args.depth));
    let (info, tree) = searcher.record(&root, &evaluator, args.max_nodes, cancel);
    if !info.finished && cancel.load(std::sync::atomic::Ordering::Relaxed) {
        return Err(anyhow!("stopped before the search ended: no tree to print"));
    }
    let positions = positions(&root, &tree);
    let move_text = |id: usize, mv: G::Move| G::move_text(positions[id].seat_to_move(), mv);
    let nodes = tree.nodes().iter().enumerate().map(|(id, node)| JsonNode {
        id: id as u32,
        parent: node.parent,
        mv: node.mv.map(|mv| move_text(node.parent.map_or(0, |parent| parent as usize), mv)),
        depth: node.ply,
        max: node.is_max(),
        alpha: node.alpha,
        beta: node.beta,
        value: node.value,
        cutoff: node.cutoff,
        pruned: tree.pruned(node).iter().map(|&mv| move_text(id, mv)).collect(),
        from_table: node.from_table,
        research: node.research,
    });
    let report = JsonTree {
        game: G::NAME,
        position: root.to_string(),
        algorithm: algorithm_name(algorithm),
        depth: args.depth,
        root_value: tree.root_value(),
        best: info.best_move.map(|mv| G::move_text(root.seat_to_move(), mv)),
        nodes_visited: tree.visited(),
        nodes_kept: tree.nodes().len(),
        earlier_passes: tree.earlier_passes(),
        complete: tree.is_complete(),
        infinity: SearchTree::<G::Move>::INFINITY,
        nodes: nodes.collect(),
    };
    if args.json {
        out!("{}", serde_json::to_string(&report)?);
    } else {
        print_text(&report);
    }
    Ok(())
}

/// The position at each kept node: its parent's with its move played.
fn positions<G: Game>(root: &G, tree: &SearchTree<G::Move>) -> Vec<G> {
    let mut positions: Vec<G> = Vec::with_capacity(tree.nodes().len());
    for node in tree.nodes() {
        let position = match (node.parent, node.mv) {
            (Some(parent), Some(mv)) => positions[parent as usize].play(mv),
            _ => root.clone(),
        };
        positions.push(position);
    }
    positions
}

/// The name `--algorithm` takes.
fn algorithm_name(algorithm: Algorithm) -> &'static str {
    match algorithm {
        Algorithm::Minimax => "minimax",
        Algorithm::AlphaBeta => "alphabeta",
        Algorithm::Full => "full",
    }
}

/// A value or bound as the drawing writes it: ∞ for the unbounded, results in words.
fn score_text(score: Score) -> String {
    let infinity = SearchTree::<()>::INFINITY;
    if score >= infinity {
        "+∞".to_owned()
    } else if score <= -infinity {
        "-∞".to_owned()
    } else {
        Proven::of(score).map_or_else(|| score.to_string(), |proven| proven.to_string())
    }
}

/// The indented drawing: a line per node, two spaces deeper per ply.
fn print_text(report: &JsonTree) {
    out!("{} at depth {} from {}", report.algorithm, report.depth, report.position);
    let root_value = report.root_value.map_or_else(|| "-".to_owned(), score_text);
    out!("value {root_value}  best {}", report.best.as_deref().unwrap_or("-"));
    let mut counted = format!("nodes {}", report.nodes_visited);
    if report.earlier_passes > 0 {
        counted += &format!(" in the last iteration, {} in the earlier ones", report.earlier_passes);
    }
    if !report.complete {
        counted += &format!(", the first {} kept", report.nodes_kept);
    }
    out!("{counted}");
    let cutoffs = report.nodes.iter().filter(|node| node.cutoff).count();
    let pruned: usize = report.nodes.iter().map(|node| node.pruned.len()).sum();
    out!("cut-offs {cutoffs}, branches pruned {pruned}  (values from the root player's side: MAX plays there)");
    for node in report.nodes.iter().take(TEXT_LINES) {
        let indent = "  ".repeat(usize::from(node.depth));
        let name = node.mv.as_deref().unwrap_or("root");
        let level = if node.max { "MAX" } else { "MIN" };
        let mut line = format!(
            "{indent}{name}  {level} ({}, {}) = {}",
            score_text(node.alpha),
            score_text(node.beta),
            score_text(node.value)
        );
        if node.research {
            line += "  searched again";
        }
        if node.from_table {
            line += "  from the table";
        }
        if node.cutoff {
            line += &format!("  cut-off, pruned: {}", node.pruned.join(" "));
        }
        out!("{line}");
    }
    if report.nodes.len() > TEXT_LINES {
        out!("… {} more nodes: --json prints them all", report.nodes.len() - TEXT_LINES);
    }
}
