//! The arguments every game's commands share: the game chosen, how to search, a side, and the
//! parsers of counts, percentages and book choices that name what they refuse.

use anyhow::anyhow;
use clap::{Args, ValueEnum};
use serde::Serialize;

use super::game::{SearchOptions, WeightsChoice};
use crate::engine::{Algorithm, MoveOrder, Selectivity};
use crate::games::Seat;
use crate::games::reversi::BookPlay;

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AlgorithmArg {
    Minimax,
    #[value(alias = "alphabeta")]
    AlphaBeta,
    Full,
}

/// `--order`: the order the textbook searches take the children in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum OrderArg {
    /// As the rules generate them; a drawn tree's as written.
    #[default]
    #[value(alias = "given")]
    AsGiven,
    /// The child that looks best first: by the evaluation of the position it leads to (a drawn
    /// tree's by its true value).
    #[value(alias = "best")]
    BestFirst,
    /// The child that looks worst first.
    #[value(alias = "worst")]
    WorstFirst,
}

impl From<OrderArg> for MoveOrder {
    fn from(arg: OrderArg) -> Self {
        match arg {
            OrderArg::AsGiven => Self::AsGiven,
            OrderArg::BestFirst => Self::BestFirst,
            OrderArg::WorstFirst => Self::WorstFirst,
        }
    }
}

impl From<AlgorithmArg> for Algorithm {
    fn from(arg: AlgorithmArg) -> Self {
        match arg {
            AlgorithmArg::Minimax => Self::Minimax,
            AlgorithmArg::AlphaBeta => Self::AlphaBeta,
            AlgorithmArg::Full => Self::Full,
        }
    }
}

// `perft`, `analyze` and `move` take the same --game (a plain comment: a doc comment would
// become the help text of the flattened options).
#[derive(Args, Debug)]
pub struct GameChoice {
    /// The game (the first of the catalogue by default).
    // Required as derived; the catalogue's first game becomes its default when the command line
    // is built (`with_game_names`).
    #[arg(long)]
    pub game: String,
}

// How `analyze` and `move` search (a plain comment: a doc comment would become the help text of
// the flattened options).
#[derive(Args, Debug)]
pub struct SearchArgs {
    /// Search depth in plies (Reversi 10, Tic-tac-toe 9, Catapultas 4 by default).
    #[arg(long, value_name = "D")]
    depth: Option<u32>,
    /// Time limit in milliseconds (0: none).
    #[arg(long = "time-ms", value_name = "T", default_value_t = 0)]
    time_ms: u64,
    /// Search algorithm.
    #[arg(long, value_enum, default_value_t = AlgorithmArg::Full)]
    algorithm: AlgorithmArg,
    /// Search threads (Reversi; every core by default).
    #[arg(long, value_name = "N", value_parser = parse_threads)]
    threads: Option<usize>,
    /// Reversi: how sure the midgame search must be to cut a line on a shallow search's
    /// prediction, in percent (73, 87, 95, 98, 99; 100, the default, searches full-width); with
    /// --time-ms and --best-only, the endgame is solved in rising confidence steps from 6 more
    /// empties.
    #[arg(long, value_name = "P", value_parser = parse_selectivity)]
    selectivity: Option<Selectivity>,
    /// Reversi: answer from the opening book where the position is in it, as levels 7 to 9
    /// play (the book's moves and values, no search).
    #[arg(long)]
    book: bool,
}

/// The value of `book=` in a match's `ai:` options: how the player answers from Reversi's book.
pub fn parse_book_play(text: &str) -> anyhow::Result<BookPlay> {
    match text {
        "0" | "off" => Ok(BookPlay::Off),
        "1" | "varied" => Ok(BookPlay::Varied),
        "best" => Ok(BookPlay::Best),
        _ => Err(anyhow!(
            "book: `{text}` is not 0 (no book), 1 or varied (a move near the book's best, as levels 7 \
             to 9) or best (its best move alone, as level 10)"
        )),
    }
}

/// A `--threads` count: a whole number, at least 1 (no command can search on no threads).
pub fn parse_threads(text: &str) -> Result<usize, String> {
    parse_count(text, "threads")
}

/// `match --jobs`: how many games are played at once, at least 1.
pub fn parse_jobs(text: &str) -> Result<usize, String> {
    parse_count(text, "games")
}

/// A count of `what` that cannot be zero, refused by name rather than quietly taken as 1.
fn parse_count(text: &str, what: &str) -> Result<usize, String> {
    match text.trim().parse::<usize>() {
        Ok(0) => Err("must be at least 1".into()),
        Ok(count) => Ok(count),
        Err(_) => Err(format!("`{text}` is not a number of {what}")),
    }
}

/// `--selectivity`'s value: one of the levels, in percent.
pub fn parse_selectivity(text: &str) -> Result<Selectivity, String> {
    let percent =
        text.trim_end_matches('%').trim().parse::<u8>().map_err(|_| format!("`{text}` is not a percentage"))?;
    Selectivity::from_percent(percent).map_err(|error| error.to_string())
}

impl SearchArgs {
    pub(super) fn options<'a>(
        &self,
        exact_empties: Option<u32>,
        weights: Option<WeightsChoice<'a>>,
    ) -> SearchOptions<'a> {
        SearchOptions {
            algorithm: self.algorithm.into(),
            depth: self.depth,
            time_ms: self.time_ms,
            exact_empties,
            weights,
            threads: self.threads,
            exact_root_scores: true,
            selectivity: self.selectivity,
            book: if self.book { BookPlay::Varied } else { BookPlay::Off },
        }
    }
}

/// A side as the command line names it: by turn order, or by the game's own name for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SideArg {
    /// The side that moves first: x, or black.
    #[value(alias = "x", alias = "black")]
    First,
    /// The side that moves second: o, or white.
    #[value(alias = "o", alias = "white")]
    Second,
}

impl From<SideArg> for Seat {
    fn from(side: SideArg) -> Self {
        match side {
            SideArg::First => Seat::First,
            SideArg::Second => Seat::Second,
        }
    }
}
