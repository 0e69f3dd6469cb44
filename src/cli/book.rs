//! `book`: the openings' commands. `book name` gives the standard name of a line of play;
//! `build`, `extend`, `show` and `stats` make and read the opening book the strong levels play
//! from.

use anyhow::{Context, anyhow};
use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;
use std::time::Instant;

use clap::{Args, Subcommand};
use serde::Serialize;

use super::arguments::{parse_selectivity, parse_threads};
use super::progress::{Progress, cancel_flag};
use crate::durable::write_durably;
use crate::engine::{Selectivity, available_threads};
use crate::games::reversi::analysis::book::{BookPlan, SelfPlay, build as build_book, play_through};
use crate::games::reversi::analysis::names::{LineName, shipped};
use crate::games::reversi::analysis::openings::balanced_lines;
use crate::games::reversi::search::book::{Book, SHIPPED_BYTES, Searched};
use crate::games::reversi::{Move, Position, format_position, format_transcript, parse_transcript_record};

#[derive(Args, Debug)]
pub struct BookArgs {
    #[command(subcommand)]
    command: BookCommand,
}

#[derive(Subcommand, Debug)]
enum BookCommand {
    /// The standard name of a Reversi line (Tiger, Rose, Buffalo…): that of its deepest named
    /// position, in any orientation and through transpositions.
    Name(NameArgs),
    /// Builds an opening book: from the start, every move within a margin of the best searched
    /// deeply and expanded, up to a number of plies; values backed up by negamax. Ctrl-C stops it
    /// and writes what is built.
    Build(BuildArgs),
    /// Extends a book: more plies, a wider margin or deeper searches over what it holds.
    Extend(ExtendArgs),
    /// The book's moves at a position, with their values, depths, self-play games and the opening
    /// each leads to.
    Show(ShowArgs),
    /// How big the book is and how it was built.
    Stats(StatsArgs),
}

#[derive(Args, Debug)]
struct NameArgs {
    /// The moves from the start, as people write them: f5d6c3, "1. f5 d6 2. c3" or several words
    /// (passes as pa or pass, or left out).
    #[arg(value_name = "MOVES", required = true, num_args = 1..)]
    moves: Vec<String>,
    /// One JSON object: the name (null where none), the plies it covers and the line's length.
    #[arg(long)]
    json: bool,
}

pub fn run(args: &BookArgs) -> anyhow::Result<()> {
    match &args.command {
        BookCommand::Name(args) => name(args),
        BookCommand::Build(args) => build(args),
        BookCommand::Extend(args) => extend(args),
        BookCommand::Show(args) => show(args),
        BookCommand::Stats(args) => stats(args),
    }
}

/// What `book name --json` prints.
#[derive(Serialize)]
struct NameLine<'a> {
    name: Option<&'a str>,
    /// Plies of the line up to its deepest named position (0 where none is named).
    plies: usize,
    /// Plies in the whole line.
    of: usize,
    /// The line's moves up to that position, as given.
    named_moves: String,
    /// The moves the table names the opening by, from f5 (another orientation or order than the
    /// line's, maybe).
    table_moves: Option<String>,
    source: Option<&'a str>,
}

fn name(args: &NameArgs) -> anyhow::Result<()> {
    let text = args.moves.join(" ");
    let record = parse_transcript_record(Position::initial(), &text).context("bad moves")?;
    let moves: Vec<_> = record.moves().iter().map(|recorded| recorded.mv).collect();
    let named = shipped().name_of_line(&record.positions());
    if args.json {
        let line = NameLine {
            name: named.map(|named| named.opening.name.as_str()),
            plies: named.map_or(0, |named| named.plies),
            of: moves.len(),
            named_moves: format_transcript(&moves[..named.map_or(0, |named| named.plies)]),
            table_moves: named.map(|named| format_transcript(&named.opening.moves)),
            source: named.map(|named| named.opening.source.as_str()),
        };
        out!("{}", serde_json::to_string(&line)?);
    } else {
        out!("{}", name_text(named, moves.len()));
    }
    Ok(())
}

/// `Tiger (5 plies of 7)`, or that no opening is named.
fn name_text(named: Option<LineName>, of: usize) -> String {
    let plies = |count: usize| if count == 1 { "1 ply".to_owned() } else { format!("{count} plies") };
    match named {
        Some(named) => format!("{} ({} of {of})", named.opening.name, plies(named.plies)),
        None => format!("no named opening in this line ({})", plies(of)),
    }
}

/// Where `show` and `stats` read a book: a file, or the one built in.
#[derive(Args, Debug)]
struct BookChoice {
    /// A book file (`book build --out`); the book built into the program by default.
    #[arg(long, value_name = "FILE")]
    book: Option<PathBuf>,
}

impl BookChoice {
    /// The book and its size in bytes.
    fn load(&self) -> anyhow::Result<(Book, usize)> {
        match &self.book {
            Some(path) => read_book(path),
            None => {
                let book = Book::from_bytes(SHIPPED_BYTES).context("the built-in book")?;
                Ok((book, SHIPPED_BYTES.len()))
            }
        }
    }
}

fn read_book(path: &Path) -> anyhow::Result<(Book, usize)> {
    let bytes = std::fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    let book = Book::from_bytes(&bytes).with_context(|| format!("{}", path.display()))?;
    Ok((book, bytes.len()))
}

/// How deep and wide to build, as `build` and `extend` take it.
#[derive(Args, Debug)]
struct PlanArgs {
    /// Also follow every named opening's line (Tiger, Rose, Buffalo…) to its end, whatever its
    /// moves are worth: each of its positions in the book, with the moves near its best.
    #[arg(long)]
    named: bool,
    /// Also follow every balanced opening's line (the 2,000 eight-ply openings matches start
    /// from), as --named follows the named ones.
    #[arg(long)]
    balanced: bool,
    /// Self-play games to play through the book once it is built, counting for each position
    /// how often the side to move won (0: none).
    #[arg(long, value_name = "N", default_value_t = 0)]
    games: u32,
    /// Depth of the self-play games' searches once out of the book (exact from 14 empties).
    #[arg(long, value_name = "D", default_value_t = 4)]
    game_depth: u8,
    /// Seed of the self-play games' choices among the book's near-best moves.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Searches run side by side, each on one thread (default: every core); the book is the same
    /// on any number.
    #[arg(long, value_name = "N", value_parser = parse_threads)]
    threads: Option<usize>,
}

#[derive(Args, Debug)]
struct BuildArgs {
    /// Plies from the start to expand.
    #[arg(long, value_name = "N", default_value_t = 8)]
    plies: u8,
    /// Depth of every search (the learned evaluation, each search on one thread).
    #[arg(long, value_name = "D", default_value_t = 10)]
    depth: u8,
    /// How sure the searches must be to skip a move on a shallow search's prediction, in percent
    /// (73, 87, 95, 98, 99; 100 searches full-width): the top level plays at 95.
    #[arg(long, value_name = "P", value_parser = parse_selectivity, default_value = "100")]
    selectivity: Selectivity,
    /// Expand every move within this many discs of the best.
    #[arg(long, value_name = "DISCS", default_value_t = 2.0)]
    margin: f32,
    #[command(flatten)]
    plan: PlanArgs,
    /// The book to write.
    #[arg(long, value_name = "FILE", default_value = "book.bin")]
    out: PathBuf,
}

#[derive(Args, Debug)]
struct ExtendArgs {
    /// The book to extend.
    file: PathBuf,
    /// Plies from the start to expand (the book's own by default).
    #[arg(long, value_name = "N")]
    plies: Option<u8>,
    /// Depth of the searches (the book's own by default; deeper searches again what it holds).
    #[arg(long, value_name = "D")]
    depth: Option<u8>,
    /// Selectivity of the searches, in percent (the book's own by default; at the same depth, a
    /// surer one searches again what it holds).
    #[arg(long, value_name = "P", value_parser = parse_selectivity)]
    selectivity: Option<Selectivity>,
    /// Expand every move within this many discs of the best (the book's own by default).
    #[arg(long, value_name = "DISCS")]
    margin: Option<f32>,
    #[command(flatten)]
    plan: PlanArgs,
    /// Where to write the extended book (over FILE by default).
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
}

#[derive(Args, Debug)]
struct ShowArgs {
    /// The moves from the start to the position shown, as people write them (the start by
    /// default).
    #[arg(long, value_name = "MOVES", default_value = "")]
    moves: String,
    /// One JSON object instead of text.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    choice: BookChoice,
}

#[derive(Args, Debug)]
struct StatsArgs {
    /// One JSON object instead of text.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    choice: BookChoice,
}

/// A margin in discs as the book keeps it: hundredths of a disc.
fn margin_centidiscs(discs: f32) -> anyhow::Result<u16> {
    if !(0.0..=64.0).contains(&discs) {
        return Err(anyhow!("--margin {discs} is not between 0 and 64 discs"));
    }
    Ok((discs * 100.0).round() as u16)
}

fn build(args: &BuildArgs) -> anyhow::Result<()> {
    let searched = Searched { depth: args.depth, selectivity: args.selectivity };
    let plan = BookPlan { plies: args.plies, searched, margin: margin_centidiscs(args.margin)? };
    grow(Book::default(), plan, &args.plan, &args.out)
}

fn extend(args: &ExtendArgs) -> anyhow::Result<()> {
    let (book, _) = read_book(&args.file)?;
    let built = book.built;
    let margin = match args.margin {
        Some(discs) => margin_centidiscs(discs)?,
        None => built.margin,
    };
    let searched = Searched {
        depth: args.depth.unwrap_or(built.searched.depth),
        selectivity: args.selectivity.unwrap_or(built.searched.selectivity),
    };
    let plan = BookPlan { plies: args.plies.unwrap_or(built.plies), searched, margin };
    grow(book, plan, &args.plan, args.out.as_ref().unwrap_or(&args.file))
}

/// Builds `plan` into `book`, plays the self-play games, writes the book to `out`: what is built
/// when Ctrl-C stops it is written all the same.
fn grow(mut book: Book, plan: BookPlan, args: &PlanArgs, out: &Path) -> anyhow::Result<()> {
    if plan.plies == 0 || plan.searched.depth == 0 {
        return Err(anyhow!("--plies and --depth must be at least 1"));
    }
    let cancel = cancel_flag()?;
    let started = Instant::now();
    let before = book.len();
    let progress = Progress::unbounded("book", 100, "{spinner} {pos} searches  {elapsed}  {msg}");
    let mut lines: Vec<Vec<Move>> = Vec::new();
    if args.named {
        lines.extend(shipped().openings().iter().map(|opening| opening.moves.clone()));
    }
    if args.balanced {
        lines.extend(balanced_lines());
    }
    let threads = args.threads.unwrap_or_else(available_threads);
    build_book(&mut book, plan, &lines, threads, cancel, &mut |stand| {
        progress.step(format!("{} positions, ply {}, {} nodes", stand.positions, stand.ply, stand.nodes));
    });
    progress.finish();
    let built_in = started.elapsed().as_secs_f64();
    eprintln!("{} positions ({} new) in {built_in:.0} s", book.len(), book.len() - before);
    if args.games > 0 && !cancel.load(Ordering::Relaxed) {
        let progress = Progress::new("self-play", u64::from(args.games), "{bar:30} {pos}/{len} games  {elapsed}");
        let plan = SelfPlay { games: args.games, depth: args.game_depth, seed: args.seed };
        let played = play_through(&mut book, plan, cancel, &mut |_| progress.step(""));
        progress.finish();
        eprintln!("{played} self-play games through the book");
    }
    let bytes = book.to_bytes();
    write_durably(out, &bytes).with_context(|| format!("cannot write {}", out.display()))?;
    let stopped = if cancel.load(Ordering::Relaxed) { " (stopped early: what was built is kept)" } else { "" };
    eprintln!("wrote {} positions, {} bytes, to {}{stopped}", book.len(), bytes.len(), out.display());
    Ok(())
}

/// A value in hundredths of a disc as people read it: `+1.25`, `-3!` where exact.
fn value_text(value: i16, exact: bool) -> String {
    if exact { format!("{:+}!", value / 100) } else { format!("{:+.2}", f64::from(value) / 100.0) }
}

/// A score in percent of the points, where there are games.
fn score_percent(games: u32, points: u32) -> Option<f64> {
    (games > 0).then(|| f64::from(points) * 50.0 / f64::from(games))
}

/// One book move as `book show --json` prints it.
#[derive(Serialize)]
struct ShownMove {
    #[serde(rename = "move")]
    mv: String,
    /// Discs, for the side that plays it.
    value: f64,
    exact: bool,
    depth: u8,
    /// How sure the searches behind it were, in percent (100: full-width).
    selectivity: u8,
    /// Leads to a book position (else it is the best move out of the book).
    in_book: bool,
    games: u32,
    /// Percent of the points for the side that plays it; null without games.
    score: Option<f64>,
    /// The opening it leads to or stays on.
    name: Option<String>,
}

#[derive(Serialize)]
struct Shown {
    moves: String,
    position: String,
    in_book: bool,
    /// Discs for the side to move; null out of the book.
    value: Option<f64>,
    book_moves: Vec<ShownMove>,
    /// The book's best line from here.
    line: String,
}

fn show(args: &ShowArgs) -> anyhow::Result<()> {
    let (book, _) = args.choice.load()?;
    let record = parse_transcript_record(Position::initial(), &args.moves).context("bad --moves")?;
    let positions = record.positions();
    let position = *positions.last().unwrap_or(&Position::initial());
    let entry = book.entry(&position);
    let book_moves: Vec<ShownMove> = book
        .moves(&position)
        .into_iter()
        .map(|book_move| ShownMove {
            mv: book_move.mv.to_string(),
            value: f64::from(book_move.value) / 100.0,
            exact: book_move.exact,
            depth: book_move.searched.depth,
            selectivity: book_move.searched.selectivity.percent(),
            in_book: book_move.in_book,
            games: book_move.games,
            score: score_percent(book_move.games, book_move.points),
            name: shipped()
                .name_after(&positions, &position.play_unchecked(book_move.mv))
                .map(|opening| opening.name.clone()),
        })
        .collect();
    let line = book.moves(&position).first().map(|best| book.line(&position, best.mv)).unwrap_or_default();
    let shown = Shown {
        moves: format_transcript(&record.moves().iter().map(|recorded| recorded.mv).collect::<Vec<_>>()),
        position: format_position(&position),
        in_book: entry.is_some(),
        value: entry.map(|entry| f64::from(entry.value) / 100.0),
        book_moves,
        line: format_transcript(&line),
    };
    if args.json {
        out!("{}", serde_json::to_string(&shown)?);
        return Ok(());
    }
    let Some(entry) = entry else {
        out!("{}: not in the book", if shown.moves.is_empty() { "the start" } else { &shown.moves });
        return Ok(());
    };
    let side = position.side_to_move().name();
    out!("position   {}", shown.position);
    out!("value      {} for {side} (depth {})", value_text(entry.value, entry.exact), entry.searched);
    out!("book line  {}", shown.line);
    out!("{:<5} {:>7} {:>10} {:>7} {:>6}  {}", "move", "value", "depth", "games", "score", "opening");
    for (shown_move, book_move) in shown.book_moves.iter().zip(book.moves(&position)) {
        let score = shown_move.score.map_or_else(|| "-".to_owned(), |score| format!("{score:.0}%"));
        let out_note = if book_move.in_book { "" } else { " (leaves the book)" };
        out!(
            "{:<5} {:>7} {:>10} {:>7} {:>6}  {}{out_note}",
            shown_move.mv,
            value_text(book_move.value, book_move.exact),
            book_move.searched.to_string(),
            shown_move.games,
            score,
            shown_move.name.as_deref().unwrap_or("-"),
        );
    }
    Ok(())
}

#[derive(Serialize)]
struct Stats {
    bytes: usize,
    positions: usize,
    /// Positions by plies from the start (discs on the board less four).
    by_ply: Vec<usize>,
    plies: u8,
    depth: u8,
    /// How sure its searches were, in percent (100: full-width).
    selectivity: u8,
    /// Discs.
    margin: f64,
    games: u32,
    /// The start's value for Black, in discs.
    start_value: Option<f64>,
}

fn stats(args: &StatsArgs) -> anyhow::Result<()> {
    let (book, bytes) = args.choice.load()?;
    let mut by_ply = Vec::new();
    for (position, _) in book.entries() {
        let ply = position.discs_placed() as usize;
        if by_ply.len() <= ply {
            by_ply.resize(ply + 1, 0);
        }
        by_ply[ply] += 1;
    }
    let stats = Stats {
        bytes,
        positions: book.len(),
        by_ply,
        plies: book.built.plies,
        depth: book.built.searched.depth,
        selectivity: book.built.searched.selectivity.percent(),
        margin: f64::from(book.built.margin) / 100.0,
        games: book.games,
        start_value: book.entry(&Position::initial()).map(|entry| f64::from(entry.value) / 100.0),
    };
    if args.json {
        out!("{}", serde_json::to_string(&stats)?);
        return Ok(());
    }
    out!("positions  {} ({} bytes)", stats.positions, stats.bytes);
    out!("built      {} plies, depth {}, margin {} discs", stats.plies, book.built.searched, stats.margin);
    let by_ply: Vec<String> = stats.by_ply.iter().enumerate().map(|(ply, count)| format!("{ply}:{count}")).collect();
    out!("by ply     {}", by_ply.join(" "));
    out!("games      {} self-play games through it", stats.games);
    if let Some(value) = stats.start_value {
        out!("start      {value:+.2} for Black");
    }
    Ok(())
}
