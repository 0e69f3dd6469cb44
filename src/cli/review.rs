//! `review`: the engine's verdict on every move of a Reversi game, from a transcript or a game
//! file, with progress on standard error.

use anyhow::{Context, anyhow};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;

use crate::games::reversi::analysis::review::{Mark, PlayerTotals, Review, Verdict, review};
use crate::games::reversi::formats::ggf::read_games;
use crate::games::reversi::search::score::{describe_score, score_in_evaluation_units};
use crate::games::reversi::{AiSettings, GameRecord, Position, Side, parse_transcript_record};

#[derive(Args, Debug)]
pub struct ReviewArgs {
    /// The game's moves from the start, as people write them: f5d6c3, "1. f5 d6 2. c3",
    /// passes as pa, pass or -- (or left out).
    #[arg(
        long,
        value_name = "MOVES",
        allow_hyphen_values = true,
        conflicts_with = "file",
        required_unless_present = "file"
    )]
    transcript: Option<String>,
    /// A game file: GGF (as GGS and NBoard write them) or a transcript.
    #[arg(long, value_name = "FILE")]
    file: Option<PathBuf>,
    /// Which game of a GGF file holding several, from 1.
    #[arg(long, value_name = "N", default_value_t = 1)]
    game_number: usize,
    /// Search depth in plies for the positions the exact solver does not take.
    #[arg(long, value_name = "D", default_value_t = 8)]
    depth: u32,
    /// Solve exactly at or below this many empty squares: scores there are final disc margins.
    #[arg(long, value_name = "N", default_value_t = AiSettings::default().exact_endgame_empties)]
    exact_empties: u32,
    /// One JSON object per move, then one with each player's totals.
    #[arg(long)]
    json: bool,
}

fn read_game_file(path: &Path, game_number: usize) -> anyhow::Result<GameRecord> {
    let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    if !text.contains("(;") {
        return parse_transcript_record(Position::initial(), &text).with_context(|| format!("{}", path.display()));
    }
    let mut games = read_games(&text).with_context(|| format!("{}", path.display()))?;
    let count = games.len();
    if game_number == 0 || game_number > count {
        return Err(anyhow!("{}: --game-number {game_number} asked for, but the file holds {count}", path.display()));
    }
    Ok(games.swap_remove(game_number - 1))
}

fn side_name(color: Side) -> &'static str {
    match color {
        Side::Black => "black",
        Side::White => "white",
    }
}

/// A verdict as one JSON line. Scores are from the mover's side: in discs where they are final
/// margins (`*_score`, `loss`), otherwise in the evaluation's units (`*_evaluation`).
#[derive(Serialize)]
struct VerdictLine {
    ply: usize,
    side: &'static str,
    played: String,
    best: String,
    played_score: Option<f32>,
    best_score: Option<f32>,
    loss: Option<f32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    played_evaluation: Option<f32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    best_evaluation: Option<f32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    loss_evaluation: Option<f32>,
    /// The exact solver scored this position.
    exact: bool,
    mark: Option<Mark>,
    depth: u32,
    nodes: u64,
}

impl VerdictLine {
    fn new(verdict: &Verdict) -> Self {
        let heuristic = |discs: Option<f32>, score| discs.is_none().then(|| score_in_evaluation_units(score));
        Self {
            ply: verdict.ply,
            side: side_name(verdict.side()),
            played: verdict.played.to_string(),
            best: verdict.best.to_string(),
            played_score: verdict.played_in_discs(),
            best_score: verdict.best_in_discs(),
            loss: verdict.loss_in_discs(),
            played_evaluation: heuristic(verdict.played_in_discs(), verdict.played_score),
            best_evaluation: heuristic(verdict.best_in_discs(), verdict.best_score),
            loss_evaluation: verdict.loss_in_evaluation_units(),
            exact: verdict.solved,
            mark: verdict.mark(),
            depth: verdict.depth,
            nodes: verdict.nodes,
        }
    }
}

#[derive(Serialize)]
struct Totals {
    black: PlayerTotals,
    white: PlayerTotals,
    cancelled: bool,
}

#[derive(Serialize)]
struct TotalsLine {
    totals: Totals,
}

fn verdict_text(verdict: &Verdict) -> String {
    let score = |score| describe_score(score, verdict.solved, verdict.discs_per_point);
    let loss = match (verdict.loss_in_discs(), verdict.loss_in_evaluation_units()) {
        (Some(discs), _) => format!("loss {discs} discs"),
        (None, Some(units)) => format!("loss {units:.2}"),
        (None, None) => String::new(),
    };
    let mark = verdict.mark().map(Mark::name).unwrap_or_default();
    format!(
        "{:>3} {:<5} played {:<4} {:>12}   best {:<4} {:>12}   {loss:<15} {mark}",
        verdict.ply,
        verdict.side().name(),
        verdict.played.to_string(),
        score(verdict.played_score),
        verdict.best.to_string(),
        score(verdict.best_score),
    )
    .trim_end()
    .to_owned()
}

fn totals_text(name: &str, totals: &PlayerTotals) -> String {
    let count = |count: u32, one: &str, many: &str| format!("{count} {}", if count == 1 { one } else { many });
    format!(
        "{name}: {}, {}, {}; {} discs lost over {} measured in discs",
        count(totals.inaccuracies, "inaccuracy", "inaccuracies"),
        count(totals.mistakes, "mistake", "mistakes"),
        count(totals.blunders, "blunder", "blunders"),
        totals.discs_lost,
        count(totals.moves_in_discs, "move", "moves"),
    )
}

/// Progress on standard error: a bar on a terminal, a line per move otherwise (logs, scripts).
fn progress_bar(total: usize) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(total as u64);
    if let Ok(style) = ProgressStyle::with_template("reviewing {bar:30} {pos}/{len} plies  {msg}") {
        bar.set_style(style);
    }
    bar
}

pub fn run(args: &ReviewArgs) -> anyhow::Result<()> {
    let record = match (&args.transcript, &args.file) {
        (Some(text), _) => parse_transcript_record(Position::initial(), text).context("bad --transcript")?,
        (None, Some(path)) => read_game_file(path, args.game_number)?,
        (None, None) => return Err(anyhow!("give the game with --transcript or --file")),
    };
    if record.moves().is_empty() {
        return Err(anyhow!("the game has no moves to review"));
    }
    let settings =
        AiSettings { max_depth: args.depth, exact_endgame_empties: args.exact_empties, ..AiSettings::default() };
    let bar = progress_bar(record.moves().len());
    let mut print_error = None;
    let reviewed: Review = review(&record, &settings, &AtomicBool::new(false), &mut |verdict, total| {
        let line = if args.json {
            serde_json::to_string(&VerdictLine::new(verdict)).map_err(|e| e.to_string())
        } else {
            Ok(verdict_text(verdict))
        };
        match line {
            Ok(line) => bar.suspend(|| out!("{line}")),
            Err(error) => print_error = Some(error),
        }
        if bar.is_hidden() {
            eprintln!("review: ply {} of {total} done", verdict.ply);
        } else {
            bar.inc(1);
            bar.set_message(format!("{} {}", verdict.side().name(), verdict.played));
        }
    });
    bar.finish_and_clear();
    if let Some(error) = print_error {
        return Err(anyhow!(error));
    }
    let (black, white) = (reviewed.totals(Side::Black), reviewed.totals(Side::White));
    if args.json {
        let line = TotalsLine { totals: Totals { black, white, cancelled: reviewed.cancelled } };
        out!("{}", serde_json::to_string(&line)?);
    } else {
        out!("{}", totals_text("Black", &black));
        out!("{}", totals_text("White", &white));
    }
    Ok(())
}
