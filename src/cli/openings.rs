//! `openings`: makes the list of balanced openings the game and `match --openings balanced` use.

use anyhow::{Context, anyhow};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use clap::Args;

use super::progress::{Progress, cancel_flag};
use crate::durable::write_durably;
use crate::games::reversi::analysis::openings::{OpeningSearch, generate, write_openings};

#[derive(Args, Debug)]
pub struct OpeningsArgs {
    /// Openings to find.
    #[arg(long, value_name = "N", default_value_t = OpeningSearch::default().count)]
    count: usize,
    /// Random moves in each opening.
    #[arg(long, value_name = "N", default_value_t = OpeningSearch::default().plies)]
    plies: u32,
    /// Depth of the search (learned evaluation) that judges each candidate.
    #[arg(long, value_name = "D", default_value_t = OpeningSearch::default().depth)]
    depth: u32,
    /// Keep openings within this many discs of even.
    #[arg(long, value_name = "DISCS", default_value_t = OpeningSearch::default().max_discs)]
    max_discs: f32,
    #[arg(long, value_name = "S", default_value_t = OpeningSearch::default().seed)]
    seed: u64,
    /// The list to write.
    #[arg(long, value_name = "FILE", default_value = "assets/reversi/openings.txt")]
    out: PathBuf,
}

pub fn run(args: &OpeningsArgs) -> anyhow::Result<()> {
    if args.count == 0 || args.plies == 0 || args.depth == 0 {
        return Err(anyhow!("--count, --plies and --depth must be at least 1"));
    }
    let search = OpeningSearch {
        count: args.count,
        plies: args.plies,
        depth: args.depth,
        max_discs: args.max_discs,
        seed: args.seed,
    };
    let cancel = cancel_flag()?;
    let started = Instant::now();
    let progress =
        Progress::new("openings", args.count as u64, "{bar:30} {pos}/{len} kept  {elapsed} (eta {eta})  {msg}");
    let (judged, kept) = (AtomicUsize::new(0), AtomicUsize::new(0));
    let openings = generate(&search, cancel, &|balanced| {
        let judged = judged.fetch_add(1, Ordering::Relaxed) + 1;
        // The last batch judges more candidates than the list needs.
        if balanced && kept.fetch_add(1, Ordering::Relaxed) < args.count {
            progress.step(format!("{judged} judged"));
        }
    });
    progress.finish();
    let judged = judged.into_inner();
    let seconds = started.elapsed().as_secs_f64();
    let header = format!(
        "Balanced Reversi openings made by `minimax-arcade openings --count {} --plies {} --depth {} --max-discs {} --seed {}`:\n\
         random {}-ply openings, distinct up to symmetry, whose learned-evaluation score at depth {} lies within ±{} discs.\n\
         {} kept of {judged} judged in {seconds:.0} s. Each line: the moves, then the score in discs from Black's side.",
        args.count,
        args.plies,
        args.depth,
        args.max_discs,
        args.seed,
        args.plies,
        args.depth,
        args.max_discs,
        openings.len()
    );
    let text = write_openings(&openings, &header);
    write_durably(&args.out, text.as_bytes()).with_context(|| format!("cannot write {}", args.out.display()))?;
    eprintln!("wrote {} openings ({judged} judged, {seconds:.1} s) to {}", openings.len(), args.out.display());
    Ok(())
}
