//! `nboard`: the engine on standard input and output, for NBoard and other GUIs or scripts.

use anyhow::anyhow;
use std::io::BufReader;

use clap::Args;

use super::arguments::{parse_selectivity, parse_threads};
use crate::engine::Selectivity;
use crate::games::reversi::AiSettings;
use crate::nboard::engine;

#[derive(Args, Debug)]
pub struct NboardArgs {
    /// Search depth until the GUI sends `set depth`.
    #[arg(long, value_name = "D", default_value_t = AiSettings::default().max_depth)]
    depth: u32,
    /// Thinking time per move in milliseconds (0: none, the depth alone decides).
    #[arg(long = "time-ms", value_name = "T", default_value_t = AiSettings::default().time_limit_ms)]
    time_ms: u64,
    /// Solve exactly at or below this many empty squares.
    #[arg(long, value_name = "N", default_value_t = AiSettings::default().exact_endgame_empties)]
    exact_empties: u32,
    /// How sure the midgame search must be to cut a line on a shallow search's prediction, in
    /// percent (73, 87, 95, 98, 99; 100 searches full-width).
    #[arg(long, value_name = "P", value_parser = parse_selectivity, default_value_t = AiSettings::default().selectivity)]
    selectivity: Selectivity,
    /// Search threads: every hardware thread by default, as a player wants; 1 where several
    /// engines share the machine (a match of engines playing games side by side).
    #[arg(long, value_name = "N", value_parser = parse_threads, default_value_t = AiSettings::default().threads)]
    threads: usize,
}

pub fn run(args: &NboardArgs) -> anyhow::Result<()> {
    if args.depth == 0 {
        return Err(anyhow!("--depth must be at least 1"));
    }
    let settings = AiSettings {
        max_depth: args.depth,
        time_limit_ms: args.time_ms,
        exact_endgame_empties: args.exact_empties,
        selectivity: args.selectivity,
        threads: args.threads,
        ..AiSettings::default()
    };
    engine::run(BufReader::new(std::io::stdin()), std::io::stdout(), std::io::stderr(), settings);
    Ok(())
}
