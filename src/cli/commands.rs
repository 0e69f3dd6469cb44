//! The commands every game answers alike: `perft`, `analyze` and `move` (and `match`, in
//! [`super::matches`]). Written once over the engine's [`Game`](crate::engine::Game) trait and [`CliGame`], which says
//! how a game writes its positions and moves and which AI searches it; the [`Catalogue`] the
//! program is given holds the games, and `--game` names one of them.

use anyhow::{Context, anyhow};
use std::io::{self, Read};
use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use clap::Args;
use serde::Serialize;

use super::arguments::{GameChoice, SearchArgs, SideArg};
use super::game::{CliAi, CliGame, SearchOptions, WeightsChoice};
use crate::engine::{Score, SearchInfo, proven_margin};
use crate::games::Seat;
use crate::games::line_protocol::{seat_of_letter, side_letter};

#[derive(Args, Debug)]
pub struct PerftArgs {
    /// Plies to count.
    depth: u32,
    #[command(flatten)]
    pub game: GameChoice,
    /// Start position in the game's notation; the game's start by default.
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    position: Option<String>,
}

#[derive(Args, Debug)]
pub struct AnalyzeArgs {
    #[command(flatten)]
    pub game: GameChoice,
    /// The position in the game's notation (Reversi: OBF; Tic-tac-toe: `X---O---- X`; Catapultas:
    /// `xxxxxx/xxxxxx/xxxxxx/oooooo/oooooo/oooooo x 0/100`); the game's start by default.
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    position: Option<String>,
    #[command(flatten)]
    search: SearchArgs,
    /// Reversi: solve exactly at or below this many empty squares (full engine only; default 20, the AI's own).
    #[arg(long, value_name = "N")]
    exact_empties: Option<u32>,
    /// Evaluation weights as JSON (Reversi: the window's settings format, e.g.
    /// {"opening": {"mobility": 1, "corners": 40, "static_squares": 1, "stability": 10}};
    /// Catapultas: {"material": 100, "mobility": 5, "threats": 50, "advancement": 1});
    /// missing fields keep their defaults.
    #[arg(long, value_name = "FILE")]
    weights: Option<PathBuf>,
    /// Search for the best move only, as the AI does when it plays: the other moves are only
    /// proved no better (the moves line shows them as bounds, `≤`), which is faster.
    #[arg(long)]
    best_only: bool,
    /// One JSON object instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Args, Debug)]
pub struct MoveArgs {
    #[command(flatten)]
    pub game: GameChoice,
    /// The side to move (x or o; black or white).
    #[arg(long, value_enum)]
    side: SideArg,
    #[command(flatten)]
    search: SearchArgs,
}

pub fn start_position<G: CliGame>(text: Option<&str>) -> anyhow::Result<G> {
    match text {
        None => Ok(G::start()),
        Some(text) => G::parse_position(text).context("bad --position"),
    }
}

pub(super) fn run_perft<G: CliGame>(args: &PerftArgs) -> anyhow::Result<()> {
    let start: G = start_position(args.position.as_deref())?;
    let started = Instant::now();
    let leaves = start.perft(args.depth);
    let seconds = started.elapsed().as_secs_f64();
    out!(
        "depth {}  leaves {leaves}  seconds {seconds:.3}  leaves/s {:.0}",
        args.depth,
        leaves as f64 / seconds.max(1e-9)
    );
    Ok(())
}

/// The moves of `line` played from `position`, each in the notation of the position it is
/// played in.
pub fn line_text<G: CliGame>(position: &G, line: &[G::Move]) -> Vec<String> {
    let mut position = *position;
    line.iter()
        .map(|&mv| {
            let text = G::move_text(position.seat_to_move(), mv);
            position = position.play(mv);
            text
        })
        .collect()
}

#[derive(Serialize)]
struct MoveReport {
    #[serde(rename = "move")]
    mv: String,
    score: Score,
    /// False when `score` is only an upper bound.
    exact: bool,
    text: String,
}

#[derive(Serialize)]
struct Analysis {
    game: &'static str,
    position: String,
    best: Option<String>,
    /// The engine's score for the side to move.
    score: Score,
    /// The final margin (discs, pieces) when the score is exact.
    margin: Option<Score>,
    score_text: String,
    solved: bool,
    /// The answer is the opening book's: its moves and values, no search.
    from_book: bool,
    /// False when the time limit cut the search short.
    finished: bool,
    depth: u32,
    /// The percentage of a selective search (absent at 100 %).
    #[serde(skip_serializing_if = "Option::is_none")]
    selectivity: Option<u8>,
    pv: Vec<String>,
    nodes: u64,
    seconds: f64,
    moves: Vec<MoveReport>,
}

pub(super) fn run_analyze<G: CliGame>(args: &AnalyzeArgs) -> anyhow::Result<()> {
    let position: G = start_position(args.position.as_deref())?;
    if position.is_over() {
        return Err(anyhow!("the game is over in {}: {}", position, position.describe_end()));
    }
    let options = SearchOptions {
        exact_root_scores: !args.best_only,
        ..args.search.options(args.exact_empties, args.weights.as_deref().map(WeightsChoice::File))
    };
    let mut ai = G::ai(&options)?;
    let info = ai.search(&position, &AtomicBool::new(false));
    let solved = ai.solved(&position, &info);
    let analysis = Analysis {
        game: G::NAME,
        position: position.to_string(),
        best: info.best_move.map(|mv| G::move_text(position.seat_to_move(), mv)),
        score: info.score,
        margin: proven_margin(info.score).or(solved.then_some(0)),
        score_text: ai.describe_score(info.score, solved),
        solved,
        from_book: ai.answered_from_book(),
        finished: info.finished,
        depth: info.depth,
        selectivity: (!info.selectivity.is_full()).then(|| info.selectivity.percent()),
        pv: line_text(&position, &info.pv),
        nodes: info.nodes,
        seconds: info.elapsed.as_secs_f64(),
        moves: info
            .root_moves
            .iter()
            .map(|root| MoveReport {
                mv: G::move_text(position.seat_to_move(), root.mv),
                score: root.score,
                exact: root.exact,
                text: ai.describe_score(root.score, solved && root.exact),
            })
            .collect(),
    };
    if args.json {
        out!("{}", serde_json::to_string(&analysis)?);
        return Ok(());
    }
    let depth_note = if analysis.from_book {
        " (from the opening book)"
    } else if solved {
        " (solved to the end)"
    } else if info.finished {
        ""
    } else {
        " (cut short)"
    };
    out!("position   {}", analysis.position);
    out!("best       {}", analysis.best.unwrap_or_default());
    out!("score      {}", analysis.score_text);
    out!("depth      {}{depth_note}", depth_text(&info));
    out!("pv         {}", analysis.pv.join(G::MOVE_SEPARATOR));
    out!("nodes      {}  seconds {:.3}  nodes/s {:.0}", analysis.nodes, analysis.seconds, info.nodes_per_second());
    let moves: Vec<String> =
        analysis.moves.iter().map(|m| format!("{}:{}{}", m.mv, if m.exact { "" } else { "≤" }, m.text)).collect();
    out!("moves      {}", moves.join(G::LIST_SEPARATOR));
    Ok(())
}

/// `18`, or `18 @ 95 %` for a selective search, as Edax writes it.
pub fn depth_text<M>(info: &SearchInfo<M>) -> String {
    if info.selectivity.is_full() { info.depth.to_string() } else { format!("{} @ {}", info.depth, info.selectivity) }
}

/// `move`: one move for the side to move on a board read from standard input, printed in the
/// game's notation, the way the assignments' `./minimax x` programs answer their referee.
pub(super) fn run_move<G: CliGame>(args: &MoveArgs) -> anyhow::Result<()> {
    let mut text = String::new();
    io::stdin().lock().read_to_string(&mut text).context("cannot read standard input")?;
    let position = read_board::<G>(&text, args.side.into())?;
    if position.is_over() {
        return Err(anyhow!("the game is over: {}", position.describe_end()));
    }
    let mut ai = G::ai(&args.search.options(None, None))?;
    let info = ai.search(&position, &AtomicBool::new(false));
    let best = info.best_move.context("the engine found no move")?;
    out!("{}", G::move_text(position.seat_to_move(), best));
    if ai.answered_from_book() {
        // Beside the move, not in it: a referee reads standard output.
        eprintln!("(from the opening book)");
    }
    Ok(())
}

/// The board `move` reads: a message of the game's line protocol (its first line the side to
/// move), or else a drawing or position as [`CliGame::read_drawing`] reads it; `seat` is the
/// side `--side` names.
fn read_board<G: CliGame>(text: &str, seat: Seat) -> anyhow::Result<G> {
    let first_line = text.lines().map(str::trim).find(|line| !line.is_empty()).unwrap_or_default();
    if seat_of_letter(first_line).is_none() {
        return G::read_drawing(text, seat).context("bad board");
    }
    let position = G::read_message(text).context("bad message")?;
    if position.seat_to_move() != seat {
        let [stated, found] = [seat, position.seat_to_move()].map(side_letter);
        return Err(anyhow!("the message has {found} to move, but --side says {stated}"));
    }
    Ok(position)
}
