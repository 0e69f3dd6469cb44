//! `train` and `tune`: the learned evaluation's pipeline (self-play → labels → fit → weights file),
//! the selective search's model (`train mpc`) and the classroom heuristics' tuning, on every core,
//! with progress bars; Ctrl-C stops cleanly.

use anyhow::{Context, anyhow};
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use clap::{Args, Subcommand};

use super::arguments::parse_threads;
use super::progress::{Progress, cancel_flag};
use crate::durable::write_durably;
use crate::games::reversi::ReversiEvaluator;
use crate::games::reversi::eval::Weights;
use crate::games::reversi::eval::endgame_probcut::MIN_EMPTIES as ENDGAME_MIN_EMPTIES;
use crate::games::reversi::eval::patterns::{PatternWeights, STAGES, stage_discs};
use crate::games::reversi::eval::probcut::{MIN_DEPTH, bucket_discs};
use crate::games::reversi::training::{
    self, EndgameSampling, Fit, FitProgress, ProbCutSampling, SelfPlay, SelfPlayGame,
};

#[derive(Args, Debug)]
pub struct TrainArgs {
    #[command(subcommand)]
    step: TrainStep,
    /// Worker threads (default: every core).
    #[arg(long, global = true, value_name = "N", value_parser = parse_threads)]
    threads: Option<usize>,
}

#[derive(Subcommand, Debug)]
enum TrainStep {
    /// The whole pipeline: rounds of self-play and fitting, each round's games played with the
    /// previous round's weights (the first with the classroom agent's evaluation), every fit on all
    /// games.
    Run(RunArgs),
    /// Play self-play games and write them to a file.
    Generate(GenerateArgs),
    /// Fit pattern weights to games files and write the weights file.
    Fit(FitArgs),
    /// Fit the selective search's model (Multi-ProbCut): search positions of every stage to
    /// every depth, fit how each depth's value predicts a deeper one, write the model file.
    Mpc(MpcArgs),
    /// How well weights files predict the held-out games of games files (the games `fit` keeps
    /// out), stage by stage: to compare a new fit with the weights it would replace.
    Measure(MeasureArgs),
}

#[derive(Args, Debug)]
struct MeasureArgs {
    /// Games files (as `generate` writes them).
    #[arg(required = true, value_name = "GAMES")]
    data: Vec<PathBuf>,
    /// A weights file to measure (as `fit` writes them); give it once for each file to compare.
    #[arg(long = "patterns", required = true, value_name = "FILE")]
    patterns: Vec<PathBuf>,
    /// The games held out: every N-th, as `fit --holdout N` kept them out.
    #[arg(long, value_name = "N", default_value_t = Fit::default().holdout)]
    holdout: u64,
}

#[derive(Args, Debug)]
struct SelfPlayArgs {
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Random moves that open every game.
    #[arg(long, value_name = "N", default_value_t = SelfPlay::default().random_plies)]
    random_plies: u32,
    /// Search depth of the self-play moves.
    #[arg(long, value_name = "D", default_value_t = SelfPlay::default().depth)]
    depth: u32,
    /// Both sides play perfectly from this many empty squares on.
    #[arg(long, value_name = "E", default_value_t = SelfPlay::default().solve_empties)]
    solve_empties: u32,
    /// Chance of a random move between the opening and the solve point.
    #[arg(long, value_name = "P", default_value_t = SelfPlay::default().exploration)]
    exploration: f64,
}

impl SelfPlayArgs {
    fn config(&self, first_index: u64, games: u64) -> SelfPlay {
        SelfPlay {
            first_index,
            games,
            seed: self.seed,
            random_plies: self.random_plies,
            depth: self.depth,
            solve_empties: self.solve_empties,
            exploration: self.exploration,
        }
    }
}

#[derive(Args, Debug)]
struct FitOptions {
    /// Ridge regularisation, in pseudo-observations per weight.
    #[arg(long, value_name = "R", default_value_t = Fit::default().ridge)]
    ridge: f64,
    /// Conjugate-gradient iterations per stage.
    #[arg(long, value_name = "N", default_value_t = Fit::default().iterations)]
    iterations: u32,
    /// Hold out every N-th game to measure the fit (0: none).
    #[arg(long, value_name = "N", default_value_t = Fit::default().holdout)]
    holdout: u64,
}

impl FitOptions {
    fn fit(&self) -> Fit {
        Fit { ridge: self.ridge, iterations: self.iterations, holdout: self.holdout, ..Fit::default() }
    }
}

#[derive(Args, Debug)]
struct RunArgs {
    /// Rounds of self-play and fitting.
    #[arg(long, value_name = "N", default_value_t = 2)]
    rounds: u32,
    /// Games per round.
    #[arg(long, value_name = "N", default_value_t = 2_000)]
    games: u64,
    /// Where the rounds' games files go.
    #[arg(long, value_name = "DIR", default_value = "target/training")]
    work: PathBuf,
    /// The weights file to write.
    #[arg(long, value_name = "FILE", default_value = "assets/reversi/patterns.bin")]
    out: PathBuf,
    #[command(flatten)]
    self_play: SelfPlayArgs,
    #[command(flatten)]
    fit: FitOptions,
}

#[derive(Args, Debug)]
struct GenerateArgs {
    #[arg(long, value_name = "N", default_value_t = 1_000)]
    games: u64,
    /// Number of the first game: runs with distinct ranges add up to one larger run.
    #[arg(long, value_name = "I", default_value_t = 0)]
    first_index: u64,
    /// Play with these pattern weights (the learned evaluation) instead of the classroom agent's
    /// evaluation.
    #[arg(long, value_name = "FILE")]
    patterns: Option<PathBuf>,
    /// The games file to write.
    #[arg(long, value_name = "FILE")]
    out: PathBuf,
    #[command(flatten)]
    self_play: SelfPlayArgs,
}

#[derive(Args, Debug)]
struct FitArgs {
    /// Games files (as `generate` writes them).
    #[arg(required = true, value_name = "GAMES")]
    data: Vec<PathBuf>,
    /// The weights file to write.
    #[arg(long, value_name = "FILE", default_value = "assets/reversi/patterns.bin")]
    out: PathBuf,
    #[command(flatten)]
    fit: FitOptions,
}

#[derive(Args, Debug)]
struct MpcArgs {
    /// Fit the endgame solver's model instead: solve positions exactly and fit how a shallow
    /// search predicts the final margin (defaults: 600 positions of 12 to 23 empties, written to
    /// assets/reversi/endgame-probcut.txt).
    #[arg(long)]
    endgame: bool,
    /// Positions to search (spread evenly over the empties' range) [default: 1000].
    #[arg(long, value_name = "N")]
    positions: Option<u64>,
    #[arg(long, value_name = "S", default_value_t = ProbCutSampling::default().seed)]
    seed: u64,
    /// Depth of the deepest search: the deepest pair fitted (deeper ones reuse it).
    #[arg(long, value_name = "D", default_value_t = ProbCutSampling::default().deep_depth)]
    depth: u32,
    /// [default: 10]
    #[arg(long, value_name = "E")]
    min_empties: Option<u32>,
    /// [default: 54]
    #[arg(long, value_name = "E")]
    max_empties: Option<u32>,
    /// The model file to write [default: assets/reversi/probcut.txt].
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct TuneArgs {
    /// Games files (as `train generate` writes them).
    #[arg(required = true, value_name = "GAMES")]
    data: Vec<PathBuf>,
    /// Write the tuned weights (the settings' JSON format) here.
    #[arg(long, value_name = "FILE", default_value = "assets/reversi/tuned-weights.json")]
    out: PathBuf,
    #[arg(long, global = true, value_name = "N", value_parser = parse_threads)]
    threads: Option<usize>,
}

fn use_threads(threads: Option<usize>) -> anyhow::Result<()> {
    if let Some(threads) = threads {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build_global()
            .with_context(|| format!("cannot start {threads} threads"))?;
    }
    Ok(())
}

pub fn train(args: &TrainArgs) -> anyhow::Result<()> {
    use_threads(args.threads)?;
    let cancel = cancel_flag()?;
    match &args.step {
        TrainStep::Generate(generate) => {
            let evaluator = match &generate.patterns {
                Some(path) => ReversiEvaluator::with_patterns(Weights::learned(), leak(read_patterns(path)?)),
                None => ReversiEvaluator::new(Weights::classroom()),
            };
            let config = generate.self_play.config(generate.first_index, generate.games);
            let games = self_play(&config, &evaluator, cancel)?;
            write_games_file(&generate.out, &games)
        }
        TrainStep::Fit(fit) => {
            let games = read_games_files(&fit.data)?;
            let weights = fit_weights(&fit.fit.fit(), &games, cancel)?;
            write_file(&fit.out, &weights.to_bytes())
        }
        TrainStep::Run(run) => run_pipeline(run, cancel),
        TrainStep::Measure(measure) => measure_weights(measure),
        TrainStep::Mpc(mpc) => fit_probcut(mpc, cancel),
    }
}

fn fit_probcut(args: &MpcArgs, cancel: &AtomicBool) -> anyhow::Result<()> {
    if args.endgame {
        return fit_endgame_probcut(args, cancel);
    }
    let defaults = ProbCutSampling::default();
    let (min_empties, max_empties) =
        (args.min_empties.unwrap_or(defaults.min_empties), args.max_empties.unwrap_or(defaults.max_empties));
    if min_empties > max_empties || max_empties > 59 {
        return Err(anyhow!("empties {min_empties} to {max_empties}: need min ≤ max ≤ 59"));
    }
    if args.depth < MIN_DEPTH {
        return Err(anyhow!("--depth {}: the model starts at depth {MIN_DEPTH}", args.depth));
    }
    let sampling = ProbCutSampling {
        positions: args.positions.unwrap_or(defaults.positions),
        seed: args.seed,
        deep_depth: args.depth,
        min_empties,
        max_empties,
        ..defaults
    };
    let started = Instant::now();
    let progress =
        Progress::new("probcut", sampling.positions, "{bar:40} {pos}/{len} positions  {elapsed_precise} (eta {eta})");
    let measured = sampling.measure_all(cancel, &|| progress.step(""));
    progress.finish();
    let stopped = if cancel.load(Ordering::Relaxed) { " (stopped early: fitting what is measured)" } else { "" };
    eprintln!(
        "searched {} positions to depth {} in {:.1} s{stopped}",
        measured.len(),
        args.depth,
        started.elapsed().as_secs_f64()
    );
    let model = sampling.fit(&measured);
    if model.fits().is_empty() {
        return Err(anyhow!("too few positions at every stage: nothing fitted, no model written"));
    }
    eprintln!("discs  deep shallow   slope  intercept  sigma  samples");
    for fit in model.fits() {
        let (first, last) = bucket_discs(fit.bucket);
        eprintln!(
            "{first:>2}-{last:<2}  {:>4} {:>7}  {:>6.3}  {:>9.2}  {:>5.2}  {:>7}",
            fit.deep,
            fit.shallow(),
            fit.slope,
            fit.intercept,
            fit.sigma,
            fit.samples
        );
    }
    write_file(args.out.as_deref().unwrap_or(Path::new("assets/reversi/probcut.txt")), model.to_text().as_bytes())
}

/// `train mpc --endgame`: the endgame solver's model.
fn fit_endgame_probcut(args: &MpcArgs, cancel: &AtomicBool) -> anyhow::Result<()> {
    let defaults = EndgameSampling::default();
    let (min_empties, max_empties) =
        (args.min_empties.unwrap_or(defaults.min_empties), args.max_empties.unwrap_or(defaults.max_empties));
    if min_empties < ENDGAME_MIN_EMPTIES || min_empties > max_empties || max_empties > 30 {
        return Err(anyhow!(
            "empties {min_empties} to {max_empties}: need {ENDGAME_MIN_EMPTIES} ≤ min ≤ max ≤ 30 (exact solves beyond are too long)"
        ));
    }
    let sampling = EndgameSampling {
        positions: args.positions.unwrap_or(defaults.positions),
        seed: args.seed,
        min_empties,
        max_empties,
        ..defaults
    };
    let started = Instant::now();
    let progress = Progress::new(
        "endgame probcut",
        sampling.positions,
        "{bar:40} {pos}/{len} solved  {elapsed_precise} (eta {eta})",
    );
    let samples = sampling.measure_all(cancel, &|| progress.step(""));
    progress.finish();
    let stopped = if cancel.load(Ordering::Relaxed) { " (stopped early: fitting what is solved)" } else { "" };
    eprintln!("solved {} positions in {:.1} s{stopped}", samples.len(), started.elapsed().as_secs_f64());
    let model = sampling.fit(&samples);
    if model.fits().is_empty() {
        return Err(anyhow!("too few positions in every range: nothing fitted, no model written"));
    }
    eprintln!("empties  shallow   slope  intercept  sigma  samples");
    for fit in model.fits() {
        eprintln!(
            "{:>2}-{:<2}   {:>7}  {:>6.3}  {:>9.2}  {:>5.2}  {:>7}",
            fit.empties,
            fit.empties + 1,
            fit.shallow(),
            fit.slope,
            fit.intercept,
            fit.sigma,
            fit.samples
        );
    }
    let out = args.out.as_deref().unwrap_or(Path::new("assets/reversi/endgame-probcut.txt"));
    write_file(out, model.to_text().as_bytes())
}

fn run_pipeline(run: &RunArgs, cancel: &AtomicBool) -> anyhow::Result<()> {
    fs::create_dir_all(&run.work).with_context(|| format!("cannot create {}", run.work.display()))?;
    let mut all_games = Vec::new();
    let mut evaluator = ReversiEvaluator::new(Weights::classroom());
    for round in 0..u64::from(run.rounds) {
        let path = run.work.join(format!("games-{}.bin", round + 1));
        let config = run.self_play.config(round * run.games, run.games);
        eprintln!("round {} of {}: {} games → {}", round + 1, run.rounds, run.games, path.display());
        let games = self_play(&config, &evaluator, cancel)?;
        write_games_file(&path, &games)?;
        all_games.extend(games);
        let weights = fit_weights(&run.fit.fit(), &all_games, cancel)?;
        write_file(&run.out, &weights.to_bytes())?;
        evaluator = ReversiEvaluator::with_patterns(Weights::learned(), leak(weights));
    }
    Ok(())
}

/// Search evaluators borrow their tables for the program's life; a training run makes a few.
fn leak(weights: PatternWeights) -> &'static PatternWeights {
    Box::leak(Box::new(weights))
}

fn self_play(
    config: &SelfPlay,
    evaluator: &ReversiEvaluator,
    cancel: &AtomicBool,
) -> anyhow::Result<Vec<SelfPlayGame>> {
    let started = Instant::now();
    let progress =
        Progress::new("self-play", config.games, "{bar:40} {pos}/{len} games  {elapsed_precise} (eta {eta})");
    let games = config.play_all(evaluator, cancel, &|_| progress.step(""));
    progress.finish();
    let positions: usize = games.iter().map(|game| game.moves.len()).sum();
    eprintln!(
        "self-play: {} games, {positions} positions in {:.1} s{}",
        games.len(),
        started.elapsed().as_secs_f64(),
        if cancel.load(Ordering::Relaxed) { " (stopped early: keeping the finished games)" } else { "" }
    );
    Ok(games)
}

fn fit_weights(fit: &Fit, games: &[SelfPlayGame], cancel: &AtomicBool) -> anyhow::Result<PatternWeights> {
    let started = Instant::now();
    let progress = Progress::new(
        "fit",
        STAGES as u64 * u64::from(fit.iterations),
        "{bar:40} {pos}/{len} iterations  {elapsed_precise}  {msg}",
    );
    let on_progress = |step: FitProgress| {
        let done = step.stage as u64 * u64::from(fit.iterations) + u64::from(step.iteration);
        progress.set(done, format!("stage {} rmse {:.2}", step.stage, step.training_rmse));
    };
    let result = fit.run(games, cancel, &on_progress);
    progress.finish();
    let (weights, reports) = result.context("stopped before the fit finished: no weights written")?;
    eprintln!("fit: {} games in {:.1} s", games.len(), started.elapsed().as_secs_f64());
    eprintln!("stage  discs   positions  held out  rmse fit  rmse held out");
    for report in &reports {
        let discs = stage_discs(report.stage);
        eprintln!(
            "{:>5}  {:>2}-{:<2}  {:>10}  {:>8}  {:>8.2}  {:>13.2}",
            report.stage,
            discs.start(),
            discs.end(),
            report.training_positions,
            report.test_positions,
            report.training_rmse,
            report.test_rmse
        );
    }
    Ok(weights)
}

fn measure_weights(args: &MeasureArgs) -> anyhow::Result<()> {
    if args.holdout == 0 {
        return Err(anyhow!("--holdout 0 holds no games out: there is nothing to measure on"));
    }
    let games = read_games_files(&args.data)?;
    let fit = Fit { holdout: args.holdout, ..Fit::default() };
    let errors = args
        .patterns
        .iter()
        .map(|path| Ok(fit.held_out_error(&read_patterns(path)?, &games)))
        .collect::<anyhow::Result<Vec<_>>>()?;
    println!("error in discs on the held-out games (those whose number is a multiple of {})", args.holdout);
    print!("stage  discs   positions");
    for path in &args.patterns {
        print!(
            "  {:>12}",
            path.file_name().map_or_else(|| path.display().to_string(), |name| name.display().to_string())
        );
    }
    println!();
    for stage in 0..STAGES {
        let discs = stage_discs(stage);
        print!("{stage:>5}  {:>2}-{:<2}  {:>10}", discs.start(), discs.end(), errors[0][stage].0);
        for error in &errors {
            print!("  {:>12.2}", error[stage].1);
        }
        println!();
    }
    Ok(())
}

pub fn tune(args: &TuneArgs) -> anyhow::Result<()> {
    use_threads(args.threads)?;
    let cancel = cancel_flag()?;
    let games = read_games_files(&args.data)?;
    let progress = Progress::new("tune", games.len() as u64, "{bar:40} {pos}/{len} games");
    let result = training::tune(&games, cancel, &mut |done| progress.set(done as u64, ""));
    progress.finish();
    let (weights, reports) = result.context("stopped before the tuning finished: nothing written")?;
    for report in &reports {
        eprintln!(
            "{:<8} {:>9} positions  rmse tuned {:.2} discs, classroom (best scale) {:.2}",
            report.phase, report.positions, report.tuned_rmse, report.classroom_rmse
        );
    }
    let json = serde_json::to_string_pretty(&weights).context("cannot write the weights")?;
    write_file(&args.out, format!("{json}\n").as_bytes())
}

fn read_patterns(path: &Path) -> anyhow::Result<PatternWeights> {
    let bytes = fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
    PatternWeights::from_bytes(&bytes).with_context(|| format!("{}", path.display()))
}

fn read_games_files(paths: &[PathBuf]) -> anyhow::Result<Vec<SelfPlayGame>> {
    let mut games = Vec::new();
    for path in paths {
        let bytes = fs::read(path).with_context(|| format!("cannot read {}", path.display()))?;
        games.extend(training::read_games(&bytes).with_context(|| format!("{}", path.display()))?);
    }
    games.sort_by_key(|game| game.index);
    if let Some(pair) = games.windows(2).find(|pair| pair[0].index == pair[1].index) {
        return Err(anyhow!("game {} appears twice: were the same runs given twice?", pair[0].index));
    }
    eprintln!("read {} games from {} file(s)", games.len(), paths.len());
    Ok(games)
}

fn write_games_file(path: &Path, games: &[SelfPlayGame]) -> anyhow::Result<()> {
    let mut bytes = Vec::new();
    training::write_games(&mut bytes, games).context("cannot encode the games")?;
    write_file(path, &bytes)
}

/// Writes durably ([`write_durably`]): an interrupted run or a power loss never leaves half a file.
fn write_file(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    write_durably(path, bytes).with_context(|| format!("cannot write {}", path.display()))?;
    eprintln!("wrote {} ({} bytes)", path.display(), bytes.len());
    Ok(())
}
