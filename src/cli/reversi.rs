//! Headless Reversi commands: solve and match, and what the shared commands (perft, analyze)
//! need to know of Reversi.

use std::io::{self, Read};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use clap::Args;
use serde::Serialize;

use super::games::{CliAi, CliGame, SearchOptions, read_weights};
use super::matches::PlayerKind;
use crate::engine::{SearchInfo, proven_margin};
use crate::games::random::SplitMix64;
use crate::games::reversi::endgame::EndgameSolver;
use crate::games::reversi::score::describe_score;
use crate::games::reversi::{
    AiSettings, Color, Move, Position, Weights, format_transcript, parse_position, perft as count_perft, think,
};

/// Reversi's AI: the engine's search, handing over to the exact solver near the end.
pub struct ReversiAi {
    settings: AiSettings,
}

impl CliAi<Position> for ReversiAi {
    fn search(&mut self, position: &Position, cancel: &AtomicBool) -> SearchInfo<Move> {
        think(position, &self.settings, true, cancel, &mut |_| {})
    }

    fn solved(&self, position: &Position, info: &SearchInfo<Move>) -> bool {
        info.finished && self.settings.solves_exactly(position)
    }
}

impl CliGame for Position {
    const NAME: &'static str = "reversi";
    const DEFAULT_DEPTH: u32 = 10;
    type Ai = ReversiAi;

    fn start() -> Self {
        Position::initial()
    }

    fn parse_position(text: &str) -> Result<Self, String> {
        parse_position(text).map_err(|e| e.to_string())
    }

    fn position_text(&self) -> String {
        self.to_string()
    }

    fn move_text(&self, mv: Move) -> String {
        mv.to_string()
    }

    fn ai(options: &SearchOptions) -> Result<ReversiAi, String> {
        let weights = match options.weights {
            Some(path) => {
                let weights: Weights = read_weights(path)?;
                weights.validate().map_err(|e| format!("bad weights in {}: {e}", path.display()))?;
                weights
            }
            None => Weights::default(),
        };
        let defaults = AiSettings::default();
        Ok(ReversiAi {
            settings: AiSettings {
                algorithm: options.algorithm,
                max_depth: options.depth.unwrap_or(Self::DEFAULT_DEPTH),
                time_limit_ms: options.time_ms,
                exact_endgame_empties: options.exact_empties.unwrap_or(defaults.exact_endgame_empties),
                weights,
                ..defaults
            },
        })
    }

    fn describe_end(&self) -> String {
        format!("final margin {:+} for the side to move", self.final_margin())
    }

    fn perft(&self, depth: u32) -> u64 {
        count_perft(self, depth)
    }

    fn describe_score(score: crate::engine::Score, solved: bool) -> String {
        describe_score(score, solved)
    }
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
