//! `book`: the openings' commands. `book name` gives the standard name of a line of play.

use clap::{Args, Subcommand};
use serde::Serialize;

use crate::games::reversi::analysis::names::{LineName, shipped};
use crate::games::reversi::{Position, format_transcript, parse_transcript_record};

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

pub fn run(args: &BookArgs) -> Result<(), String> {
    match &args.command {
        BookCommand::Name(args) => name(args),
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

fn name(args: &NameArgs) -> Result<(), String> {
    let text = args.moves.join(" ");
    let record = parse_transcript_record(Position::initial(), &text).map_err(|e| format!("bad moves: {e}"))?;
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
        out!("{}", serde_json::to_string(&line).map_err(|e| e.to_string())?);
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
