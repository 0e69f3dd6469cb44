//! Headless Reversi commands: perft, solve, analyze and match.

use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use clap::Args;
use serde::Serialize;

use super::matches::{AlgorithmArg, PlayerKind};
use crate::engine::{Score, proven_margin};
use crate::games::random::SplitMix64;
use crate::games::reversi::endgame::EndgameSolver;
use crate::games::reversi::eval::UNIT;
use crate::games::reversi::{
    AiSettings, Color, Move, Position, Weights, format_transcript, parse_position, perft as count_perft, think,
};

#[derive(Args, Debug)]
pub struct PerftArgs {
    /// Plies to count.
    depth: u32,
    /// Start position (OBF); the standard start by default.
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    position: Option<String>,
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// File of positions, one per line (OBF); `-` or nothing reads standard input.
    file: Option<PathBuf>,
    /// One JSON object per position instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Args, Debug)]
pub struct AnalyzeArgs {
    /// The position (OBF); the standard start by default.
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    position: Option<String>,
    #[arg(long, value_name = "D", default_value_t = 10)]
    depth: u32,
    /// Time limit in milliseconds (0: none).
    #[arg(long = "time-ms", value_name = "T", default_value_t = 0)]
    time_ms: u64,
    /// Search algorithm.
    #[arg(long, value_enum, default_value_t = AlgorithmArg::Full)]
    algorithm: AlgorithmArg,
    /// Solve exactly at or below this many empty squares (full engine only).
    #[arg(long, value_name = "N", default_value_t = AiSettings::default().exact_endgame_empties)]
    exact_empties: u32,
    /// Evaluation weights as JSON (the window's settings format, e.g.
    /// {"opening": {"mobility": 1, "corners": 40, "static_squares": 1, "stability": 10}});
    /// missing fields keep the seed's values.
    #[arg(long, value_name = "FILE")]
    weights: Option<PathBuf>,
}

fn read_weights(path: &Path) -> Result<Weights, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    Weights::from_json(&text).map_err(|e| format!("bad weights in {}: {e}", path.display()))
}

#[derive(Args, Debug)]
pub struct MatchArgs {
    #[arg(long, value_enum)]
    black: PlayerKind,
    #[arg(long, value_enum)]
    white: PlayerKind,
    #[arg(long, value_name = "N", default_value_t = 10)]
    games: u32,
    /// Seed of the random players.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Search depth of the AI.
    #[arg(long, value_name = "D", default_value_t = 4)]
    depth: u32,
    /// AI time limit per move in milliseconds (0: none).
    #[arg(long = "time-ms", value_name = "T", default_value_t = 0)]
    time_ms: u64,
    /// Print one JSON summary object.
    #[arg(long)]
    json: bool,
}

fn parse_start(position: Option<&str>) -> Result<Position, String> {
    match position {
        None => Ok(Position::initial()),
        Some(text) => parse_position(text).map_err(|e| format!("bad --position: {e}")),
    }
}

pub fn perft(args: &PerftArgs) -> Result<(), String> {
    let start = parse_start(args.position.as_deref())?;
    let started = Instant::now();
    let leaves = count_perft(&start, args.depth);
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "depth {}  leaves {leaves}  seconds {seconds:.3}  leaves/s {:.0}",
        args.depth,
        leaves as f64 / seconds.max(1e-9)
    );
    Ok(())
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
        let info = solver.solve(position, false, None, &never, &mut |_| {});
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
            println!("{}", serde_json::to_string(&solved).map_err(|e| e.to_string())?);
        } else {
            println!(
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
        println!(
            "total: {} positions  nodes {total_nodes}  seconds {total_seconds:.3}  nodes/s {:.0}",
            positions.len(),
            total_nodes as f64 / total_seconds.max(1e-9)
        );
    }
    Ok(())
}

/// A score as a person reads it: an exact final disc difference, or the evaluation in units of
/// one fully weighted heuristic.
fn describe_score(score: Score) -> String {
    match proven_margin(score) {
        Some(margin) => format!("{margin:+} (exact)"),
        None => format!("{:+.2}", f64::from(score) / f64::from(UNIT)),
    }
}

pub fn analyze(args: &AnalyzeArgs) -> Result<(), String> {
    let position = parse_start(args.position.as_deref())?;
    if position.is_game_over() {
        return Err(format!(
            "the game is over in {position}: final margin {:+} for the side to move",
            position.final_margin()
        ));
    }
    let settings = AiSettings {
        algorithm: args.algorithm.into(),
        max_depth: args.depth,
        time_limit_ms: args.time_ms,
        exact_endgame_empties: args.exact_empties,
        weights: args.weights.as_deref().map(read_weights).transpose()?.unwrap_or_default(),
    };
    let never = AtomicBool::new(false);
    let info = think(&position, &settings, true, &never, &mut |_| {});
    let solved = info.finished && settings.solves_exactly(&position);
    println!("position   {position}");
    println!("best       {}", info.best_move.map(|m| m.to_string()).unwrap_or_default());
    println!("score      {}", describe_score(info.score));
    println!(
        "depth      {}{}",
        info.depth,
        if solved {
            " (solved to the end)"
        } else if info.finished {
            ""
        } else {
            " (cut short)"
        }
    );
    println!("pv         {}", info.pv.iter().map(Move::to_string).collect::<Vec<_>>().join(" "));
    println!(
        "nodes      {}  seconds {:.3}  nodes/s {:.0}",
        info.nodes,
        info.elapsed.as_secs_f64(),
        info.nodes_per_second()
    );
    let moves: Vec<String> = info
        .root_moves
        .iter()
        .map(|m| format!("{}:{}{}", m.mv, if m.exact { "" } else { "≤" }, describe_score(m.score)))
        .collect();
    println!("moves      {}", moves.join("  "));
    Ok(())
}

/// The move `kind` plays: the engine's, a uniformly random one, or the one flipping most discs.
fn choose_move(position: &Position, kind: PlayerKind, settings: &AiSettings, random: &mut SplitMix64) -> Move {
    let never = AtomicBool::new(false);
    let moves = position.moves();
    let chosen = match kind {
        PlayerKind::Ai => think(position, settings, false, &never, &mut |_| {}).best_move,
        PlayerKind::Random => random.pick(&moves).copied(),
        PlayerKind::Greedy => moves
            .iter()
            .copied()
            .max_by_key(|&mv| position.try_play(mv).map_or(0, |(_, effect)| effect.flipped.count())),
    };
    chosen.expect("an unfinished game has a move")
}

#[derive(Default, Serialize)]
struct SideRecord {
    player: Option<PlayerKind>,
    wins: u32,
    draws: u32,
    losses: u32,
    discs: u32,
}

#[derive(Serialize)]
struct MatchSummary {
    games: u32,
    black: SideRecord,
    white: SideRecord,
    seconds: f64,
}

pub fn play_match(args: &MatchArgs) -> Result<(), String> {
    if args.games == 0 {
        return Err("--games must be at least 1".into());
    }
    let settings = AiSettings { max_depth: args.depth, time_limit_ms: args.time_ms, ..AiSettings::default() };
    let mut random = SplitMix64::new(args.seed);
    let mut black = SideRecord { player: Some(args.black), ..SideRecord::default() };
    let mut white = SideRecord { player: Some(args.white), ..SideRecord::default() };
    let started = Instant::now();
    for game in 0..args.games {
        let mut position = Position::initial();
        let mut moves = Vec::new();
        while !position.is_game_over() {
            let kind = if position.side_to_move() == Color::Black { args.black } else { args.white };
            let mv = choose_move(&position, kind, &settings, &mut random);
            moves.push(mv);
            position = position.play_unchecked(mv);
        }
        let (black_discs, white_discs) = position.disc_counts();
        black.discs += black_discs;
        white.discs += white_discs;
        match black_discs.cmp(&white_discs) {
            std::cmp::Ordering::Greater => (black.wins, white.losses) = (black.wins + 1, white.losses + 1),
            std::cmp::Ordering::Less => (white.wins, black.losses) = (white.wins + 1, black.losses + 1),
            std::cmp::Ordering::Equal => (black.draws, white.draws) = (black.draws + 1, white.draws + 1),
        }
        if !args.json {
            println!("game {:>3}: {black_discs:>2}-{white_discs:<2} {}", game + 1, format_transcript(&moves));
        }
    }
    let summary = MatchSummary { games: args.games, black, white, seconds: started.elapsed().as_secs_f64() };
    if args.json {
        println!("{}", serde_json::to_string(&summary).map_err(|e| e.to_string())?);
    } else {
        for (name, side) in [("Black", &summary.black), ("White", &summary.white)] {
            println!(
                "{name} ({:?}): {} wins, {} draws, {} losses, {} discs",
                side.player.expect("set above"),
                side.wins,
                side.draws,
                side.losses,
                side.discs
            );
        }
        println!("{} games in {:.1} s", summary.games, summary.seconds);
    }
    Ok(())
}
