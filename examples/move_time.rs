//! The move-time promise: a search with a time limit returns within the limit plus 50 ms.
//!
//! Runs searches with a 100 ms limit from random positions of each game, through the entry
//! points the window and the command line use, timing each call from outside, and prints per
//! game the count, how many broke the promise, and the median, 99th percentile and largest
//! overshoot (time taken minus the limit; negative when the search finished early).
//!
//! ```sh
//! cargo run --release --no-default-features --example move_time            # 1,000 per game
//! cargo run --release --no-default-features --example move_time -- 200     # fewer
//! ```
//!
//! Reversi goes through `games::reversi::think` with the default `AiSettings` but 100 ms, once
//! from midgame positions (the search) and, a fifth as many times, from positions with 16
//! empties (the exact solver, which hands over to a quick search if it runs out of time). Catapultas and Tic-tac-toe go through the
//! engine's `Searcher` with the full engine and a 100 ms limit, as the window's Catapultas AI
//! and both games' `match --time-ms 100` do.

use std::ops::RangeInclusive;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use minimax_arcade::engine::{Algorithm, Evaluator, Game, Searcher, Strategy};
use minimax_arcade::games::random::{SplitMix64, random_move};
use minimax_arcade::games::{catapultas, reversi, tictactoe};

const LIMIT: Duration = Duration::from_millis(100);
const PROMISE: Duration = Duration::from_millis(50);

/// A position after a random number of random moves (within `plies`) from `start`, or `None`
/// if the game ended before.
fn random_position<G: Game>(start: G, plies: RangeInclusive<usize>, random: &mut SplitMix64) -> Option<G> {
    let plies = plies.start() + random.below(plies.end() - plies.start() + 1);
    let mut position = start;
    for _ in 0..plies {
        position = position.play(random_move(&position, random)?);
    }
    (!position.is_over()).then_some(position)
}

/// A move from a new full-engine searcher with the time limit, as the window's Catapultas AI
/// and `match --time-ms` search.
fn engine_move<G: Game>(max_depth: u32, evaluator: impl Evaluator<G>) -> impl Fn(&G) -> bool {
    let strategy = Strategy::new(Algorithm::Full).max_depth(max_depth).time_limit(Some(LIMIT));
    move |position| {
        let mut searcher = Searcher::new(strategy.clone());
        searcher.search(position, &evaluator, &AtomicBool::new(false), &mut |_| {}).best_move.is_some()
    }
}

/// Times `search` on `count` positions drawn by `draw` and prints the figures.
fn measure<G>(name: &str, count: usize, mut draw: impl FnMut() -> Option<G>, search: impl Fn(&G) -> bool) {
    let mut overshoots_ms = Vec::with_capacity(count);
    while overshoots_ms.len() < count {
        let Some(position) = draw() else { continue };
        let started = Instant::now();
        let moved = search(&position);
        let taken = started.elapsed();
        assert!(moved, "{name}: a search returned no move in an unfinished game");
        overshoots_ms.push(taken.as_secs_f64() * 1e3 - LIMIT.as_secs_f64() * 1e3);
        if overshoots_ms.len() % 100 == 0 {
            eprint!("\r{name}: {} of {count}", overshoots_ms.len());
        }
    }
    eprintln!();
    overshoots_ms.sort_by(f64::total_cmp);
    let percentile = |p: f64| overshoots_ms[((p * count as f64).ceil() as usize).clamp(1, count) - 1];
    let broken = overshoots_ms.iter().filter(|&&ms| ms > PROMISE.as_secs_f64() * 1e3).count();
    println!(
        "{name:<36} {count:>5} searches  over +50 ms: {broken:>3}  overshoot p50 {:+7.1} ms  p99 {:+7.1} ms  max {:+7.1} ms",
        percentile(0.5),
        percentile(0.99),
        overshoots_ms[count - 1],
    );
}

fn main() {
    let count: usize = match std::env::args().nth(1).map(|text| text.parse()) {
        None => 1_000,
        Some(Ok(count)) if count > 0 => count,
        Some(_) => {
            eprintln!("usage: move_time [SEARCHES PER GAME, default 1000]");
            std::process::exit(2);
        }
    };
    let never = AtomicBool::new(false);
    let mut random = SplitMix64::new(2_024);

    let settings = reversi::AiSettings { time_limit_ms: LIMIT.as_millis() as u64, ..reversi::AiSettings::default() };
    let reversi_move = |position: &reversi::Position| {
        reversi::think(position, &settings, false, &never, &mut |_| {}).best_move.is_some()
    };
    measure(
        "Reversi, midgame (20-40 plies)",
        count,
        || random_position(reversi::Position::initial(), 20..=40, &mut random),
        reversi_move,
    );
    // 16 empties, the most the solver takes by default, are the hardest of its positions.
    measure(
        "Reversi, solver (16 empties)",
        count.div_ceil(5),
        || random_position(reversi::Position::initial(), 44..=44, &mut random).filter(|p| p.empty_count() == 16),
        reversi_move,
    );
    measure(
        "Catapultas, midgame (10-40 plies)",
        count,
        || random_position(catapultas::Board::new(), 10..=40, &mut random),
        engine_move(12, catapultas::Weights::default()),
    );
    measure(
        "Tic-tac-toe, midgame (2-5 marks)",
        count,
        || random_position(tictactoe::Board::new(), 2..=5, &mut random),
        engine_move(tictactoe::FULL_DEPTH, tictactoe::LineHeuristic),
    );
}
