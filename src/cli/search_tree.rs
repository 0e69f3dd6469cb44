//! `tree`: one search recorded node by node ([`SearchTree`]) and printed, as JSON for scripts or
//! as an indented drawing, for any game of the catalogue and for the course's drawn game trees
//! (`--game trees`, the tree written in nested parentheses as the position).

use anyhow::anyhow;
use std::path::PathBuf;
use std::sync::Arc;

use clap::Args;
use serde::Serialize;

use super::arguments::{AlgorithmArg, GameChoice, OrderArg};
use super::commands::start_position;
use super::game::{CliGame, SearchOptions, WeightsChoice};
use super::progress::cancel_flag;
use super::textbook_tree::{TEXTBOOK_TREES, pointed};
use crate::engine::{Algorithm, Evaluator, Game, MoveOrder, Proven, Score, SearchInfo, SearchTree, Searcher, Strategy};
use crate::games::reversi::BookPlay;
use crate::games::textbook_tree::{ChildIndex, NodeId, Tree, TreePosition, TrueValues};

/// Kept by default: the whole Tic-tac-toe tree (549,946 nodes) fits.
const DEFAULT_MAX_NODES: usize = 1_000_000;

/// Nodes the text form draws before it leaves the rest to `--json`.
const TEXT_LINES: usize = 400;

#[derive(Args, Debug)]
pub struct TreeArgs {
    #[command(flatten)]
    pub game: GameChoice,
    /// The position in the game's notation, the game's start by default; with `--game trees`
    /// the tree, in nested parentheses: '(((2 3) (5 9)) ((0 1) (7 5)))'.
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    position: Option<String>,
    /// Plies to search (a drawn tree: all of it by default).
    #[arg(long, value_name = "D", value_parser = clap::value_parser!(u32).range(1..=64))]
    depth: Option<u32>,
    /// minimax, alphabeta or full (the engine: its last iteration is kept, the earlier ones counted).
    #[arg(long, value_enum)]
    algorithm: AlgorithmArg,
    /// The order minimax and alpha-beta take the children in: as-given (as the rules list the
    /// moves; a drawn tree's as written), best-first or worst-first (by the evaluation of the
    /// position each move leads to; a drawn tree's children by their true values). The full
    /// engine orders its own moves.
    #[arg(long, value_enum, default_value_t)]
    order: OrderArg,
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
    order: MoveOrder,
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
    let depth = args.depth.ok_or_else(|| anyhow!("--depth is needed: how many plies to search {}", G::NAME))?;
    let algorithm = Algorithm::from(args.algorithm);
    let options = SearchOptions {
        algorithm,
        depth: Some(depth),
        time_ms: 0,
        exact_empties: None,
        weights: args.weights.as_deref().map(WeightsChoice::File),
        threads: None,
        exact_root_scores: false,
        selectivity: None,
        book: BookPlay::Off,
    };
    let evaluator = G::evaluator(&options)?;
    let strategy = strategy(args, depth)?;
    let (info, tree) = record_search(strategy, &root, &evaluator, args.max_nodes)?;
    let positions = positions(&root, &tree);
    let move_text = |id: usize, mv: G::Move| G::move_text(positions[id].seat_to_move(), mv);
    let report = JsonTree {
        game: G::NAME,
        position: root.to_string(),
        best: info.best_move.map(|mv| G::move_text(root.seat_to_move(), mv)),
        ..JsonTree::of(args, depth, &tree, move_text)
    };
    print_report(args, &report)
}

/// `--game trees`: the drawn tree searched by the engine as a game whose moves are the children,
/// each node named as the course names it (A, B, … and the leaves by their values).
pub fn run_textbook(args: &TreeArgs) -> anyhow::Result<()> {
    let text = args.position.as_deref().ok_or_else(|| {
        anyhow!("--position is needed with --game trees: the tree in nested parentheses, e.g. '(((2 3) (5 9)) ((0 1) (7 5)))'")
    })?;
    if args.weights.is_some() {
        return Err(anyhow!("--weights is for the games' evaluations: a drawn tree's values are its leaves"));
    }
    let tree = Arc::new(Tree::parse(text).map_err(|error| anyhow!(pointed(text, &error)))?);
    if tree.is_leaf(tree.root()) {
        return Err(anyhow!("the tree is a single leaf: there is nothing to search"));
    }
    super::textbook_tree::refuse_chance(&tree)?;
    let depth = args.depth.unwrap_or(u32::from(tree.height()));
    let strategy = strategy(args, depth)?;
    let root = TreePosition::start(Arc::clone(&tree));
    let (info, record) = record_search(strategy, &root, &TrueValues::of(Arc::clone(&tree)), args.max_nodes)?;
    let nodes = tree_nodes(&tree, &record);
    let child_name = |from: usize, mv: ChildIndex| {
        tree.child(nodes[from], usize::from(mv.0)).map_or_else(String::new, |child| tree.name(child).to_string())
    };
    let report = JsonTree {
        game: TEXTBOOK_TREES,
        position: tree.to_string(),
        best: info.best_move.map(|mv| child_name(0, mv)),
        ..JsonTree::of(args, depth, &record, child_name)
    };
    print_report(args, &report)
}

/// How `args` asks to search, `depth` plies deep.
fn strategy(args: &TreeArgs, depth: u32) -> anyhow::Result<Strategy> {
    let algorithm = Algorithm::from(args.algorithm);
    let order = MoveOrder::from(args.order);
    if algorithm == Algorithm::Full && order != MoveOrder::AsGiven {
        return Err(anyhow!("--order is for minimax and alphabeta: the full engine orders its moves itself"));
    }
    Ok(Strategy::new(algorithm).max_depth(depth).move_order(order))
}

/// A search's result and its record.
type Recorded<M> = (SearchInfo<M>, SearchTree<M>);

/// The search of `root` recorded node by node; an error where it was cancelled.
fn record_search<G: Game, E: Evaluator<G>>(
    strategy: Strategy,
    root: &G,
    evaluator: &E,
    max_nodes: usize,
) -> anyhow::Result<Recorded<G::Move>> {
    let cancel = cancel_flag()?;
    let mut searcher = Searcher::new(strategy);
    let (info, tree) = searcher.record(root, evaluator, max_nodes, cancel);
    if !info.finished && cancel.load(std::sync::atomic::Ordering::Relaxed) {
        return Err(anyhow!("stopped before the search ended: no tree to print"));
    }
    Ok((info, tree))
}

impl JsonTree {
    /// The report of the recorded `tree`, each move written by `move_text` (the id of the node
    /// it is played from, and the move); the game, the position and the best move left blank.
    fn of<M: Copy + Eq>(
        args: &TreeArgs,
        depth: u32,
        tree: &SearchTree<M>,
        move_text: impl Fn(usize, M) -> String,
    ) -> Self {
        let algorithm = Algorithm::from(args.algorithm);
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
        Self {
            game: "",
            position: String::new(),
            algorithm: algorithm_name(algorithm),
            order: MoveOrder::from(args.order),
            depth,
            root_value: tree.root_value(),
            best: None,
            nodes_visited: tree.visited(),
            nodes_kept: tree.nodes().len(),
            earlier_passes: tree.earlier_passes(),
            complete: tree.is_complete(),
            infinity: SearchTree::<M>::INFINITY,
            nodes: nodes.collect(),
        }
    }
}

fn print_report(args: &TreeArgs, report: &JsonTree) -> anyhow::Result<()> {
    if args.json {
        out!("{}", serde_json::to_string(report)?);
    } else {
        print_text(report);
    }
    Ok(())
}

/// The node of `tree` each recorded node stands for: its parent's child by the move's index.
fn tree_nodes(tree: &Tree, record: &SearchTree<ChildIndex>) -> Vec<NodeId> {
    let mut nodes: Vec<NodeId> = Vec::with_capacity(record.nodes().len());
    for node in record.nodes() {
        let at = match (node.parent, node.mv) {
            (Some(parent), Some(mv)) => tree.child(nodes[parent as usize], usize::from(mv.0)),
            _ => None,
        };
        nodes.push(at.unwrap_or(tree.root()));
    }
    nodes
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
    let order = match report.order {
        MoveOrder::AsGiven => "",
        MoveOrder::BestFirst => ", best first",
        MoveOrder::WorstFirst => ", worst first",
    };
    out!("{}{order} at depth {} from {}", report.algorithm, report.depth, report.position);
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
