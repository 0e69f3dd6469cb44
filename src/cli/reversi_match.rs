//! `match reversi`: games between our AI (at any settings or level), random and greedy players,
//! and outside engines that speak the NBoard protocol (`--black nboard:"edax -q"`), from the
//! usual start or from varied openings, with colours swapped game by game, several games at once.
//!
//! An outside engine that crashes, hangs past its time or plays an illegal move loses that game;
//! it is started afresh for the next one, and the summary lists what happened.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use clap::Args;
use serde::Serialize;

use super::progress::{Progress, cancel_flag};
use super::reversi::read_reversi_weights;
use crate::games::random::{SplitMix64, mix64};
use crate::games::reversi::analysis::openings::{balanced, random_opening};
use crate::games::reversi::formats::ggf::write_game;
use crate::games::reversi::{
    AiSettings, Ending, GameRecord, GameResult, Level, Move, Position, RecordedMove, Side, Weights, think,
};
use crate::nboard::client::{EngineError, ExternalEngine};

/// What `ai:` may change from the match's `--depth` and `--time-ms`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct AiOptions {
    depth: Option<u32>,
    time_ms: Option<u64>,
    exact_empties: Option<u32>,
    weights: Option<Weights>,
}

/// A player of `match reversi`.
#[derive(Clone, Debug, PartialEq)]
pub enum ReversiPlayer {
    /// Our engine; `label` is how the command line named it.
    Ai {
        options: AiOptions,
        label: String,
    },
    Level(Level),
    /// A uniformly random legal move.
    Random,
    /// The move that flips most discs.
    Greedy,
    /// An outside engine, started with this command line.
    NBoard(String),
}

impl ReversiPlayer {
    fn label(&self) -> String {
        match self {
            Self::Ai { label, .. } => label.clone(),
            Self::Level(level) => format!("level:{}", level.number),
            Self::Random => "random".into(),
            Self::Greedy => "greedy".into(),
            Self::NBoard(command) => format!("nboard:{command}"),
        }
    }
}

const PLAYERS: &str = "use ai, ai:<options>, level:<1-10>, random, greedy or nboard:<command line>";

fn parse_player(text: &str) -> Result<ReversiPlayer, String> {
    if let Some(command) = text.strip_prefix("nboard:") {
        if command.trim().is_empty() {
            return Err("nboard: needs the engine's command line, e.g. nboard:\"edax -q\"".into());
        }
        return Ok(ReversiPlayer::NBoard(command.to_owned()));
    }
    if let Some(number) = text.strip_prefix("level:") {
        let level = number.parse().ok().and_then(Level::get);
        return level.map(ReversiPlayer::Level).ok_or_else(|| format!("`{number}` is not a level: use 1 to 10"));
    }
    let label = text.to_owned();
    match text.split_once(':') {
        _ if text == "ai" => Ok(ReversiPlayer::Ai { options: AiOptions::default(), label }),
        Some(("ai", options)) => Ok(ReversiPlayer::Ai { options: parse_ai_options(options)?, label }),
        _ if text == "random" => Ok(ReversiPlayer::Random),
        _ if text == "greedy" => Ok(ReversiPlayer::Greedy),
        _ => Err(format!("`{text}` is not a player: {PLAYERS}")),
    }
}

/// `depth=12,time=1000,empties=16,weights=seed` (weights: a preset — learned, tuned, seed,
/// positional, greedy — or a JSON file in the settings' format).
fn parse_ai_options(text: &str) -> Result<AiOptions, String> {
    let mut options = AiOptions::default();
    for pair in text.split(',').filter(|pair| !pair.is_empty()) {
        let (key, value) = pair.split_once('=').ok_or_else(|| format!("`{pair}` is not key=value"))?;
        let number = || value.parse::<u64>().map_err(|_| format!("{key}: `{value}` is not a number"));
        match key {
            "depth" => options.depth = Some(number()?.clamp(1, 60) as u32),
            "time" => options.time_ms = Some(number()?),
            "empties" => options.exact_empties = Some(number()?.min(64) as u32),
            "weights" => {
                options.weights = Some(match Weights::preset(value) {
                    Some(preset) => preset,
                    None => read_reversi_weights(value.as_ref())?,
                })
            }
            _ => return Err(format!("unknown ai option `{key}`: use depth, time, empties or weights")),
        }
    }
    Ok(options)
}

/// Where the games start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Openings {
    /// The usual start position.
    None,
    /// The project's list of balanced 8-ply openings (`assets/reversi/openings.txt`).
    Balanced,
    /// Seeded random openings of this many plies.
    Random(u32),
}

fn parse_openings(text: &str) -> Result<Openings, String> {
    match text {
        "none" => Ok(Openings::None),
        "balanced" => Ok(Openings::Balanced),
        _ => text
            .strip_prefix("random:")
            .and_then(|plies| plies.parse().ok())
            .filter(|&plies| plies <= 20)
            .map(Openings::Random)
            .ok_or_else(|| format!("`{text}` is not an openings choice: use none, balanced or random:<plies ≤ 20>")),
    }
}

#[derive(Args, Debug)]
pub struct MatchArgs {
    /// Who plays black (the first player): ai, ai:depth=D,time=MS,empties=E,weights=W,
    /// level:N, random, greedy, or nboard:<command line> for an outside engine.
    #[arg(long, value_parser = parse_player)]
    black: ReversiPlayer,
    /// Who plays white (the second player), as --black.
    #[arg(long, value_parser = parse_player)]
    white: ReversiPlayer,
    #[arg(long, value_name = "N", default_value_t = 10)]
    games: u32,
    /// Seed of the random players, the openings and the levels' choices: the same seed replays
    /// the same match.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Search depth of `ai`, also sent to outside engines (`set depth`).
    #[arg(long, value_name = "D", default_value_t = 4)]
    depth: u32,
    /// Time limit per move of `ai` in milliseconds (0: none).
    #[arg(long = "time-ms", value_name = "T", default_value_t = 0)]
    time_ms: u64,
    /// Where games start: none, balanced (the shipped list) or random:<plies>.
    #[arg(long, value_name = "O", value_parser = parse_openings, default_value = "none")]
    openings: Openings,
    /// Play the games in pairs from the same opening, the players swapping colours.
    #[arg(long)]
    swap_colours: bool,
    /// Games played at once.
    #[arg(long, value_name = "N", default_value_t = 1)]
    jobs: usize,
    /// Search threads of each of our AIs.
    #[arg(long, value_name = "N", default_value_t = 1)]
    threads: usize,
    /// An outside engine that takes longer than this to start or to answer a move loses the game.
    #[arg(long = "engine-timeout-ms", value_name = "T", default_value_t = 10_000)]
    engine_timeout_ms: u64,
    /// Write the games to FILE in GGF, one per line (a forfeit is written as a resignation).
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Print one JSON summary object.
    #[arg(long)]
    json: bool,
}

impl MatchArgs {
    fn players(&self) -> [&ReversiPlayer; 2] {
        [&self.black, &self.white]
    }

    /// Our AI's settings for `player` in game `number`; `None` for the others.
    fn ai_settings(&self, player: &ReversiPlayer, number: u32) -> Option<AiSettings> {
        let threads = self.threads.max(1);
        let mut settings = match player {
            ReversiPlayer::Ai { options, .. } => {
                let defaults = AiSettings::default();
                AiSettings {
                    max_depth: options.depth.unwrap_or(self.depth),
                    time_limit_ms: options.time_ms.unwrap_or(self.time_ms),
                    exact_endgame_empties: options.exact_empties.unwrap_or(defaults.exact_endgame_empties),
                    weights: options.weights.unwrap_or(defaults.weights),
                    threads,
                    ..defaults
                }
            }
            ReversiPlayer::Level(level) => level.settings(threads),
            _ => return None,
        };
        settings.variety.seed = mix64(self.seed ^ u64::from(number));
        Some(settings)
    }

    /// The moves game `number` starts with, and whether its players swap colours.
    fn opening(&self, number: u32) -> (Vec<Move>, bool) {
        let (pair, swapped) = if self.swap_colours { (number / 2, number % 2 == 1) } else { (number, false) };
        let moves = match self.openings {
            Openings::None => Vec::new(),
            Openings::Random(plies) => random_opening(plies, self.seed, u64::from(pair)),
            Openings::Balanced => {
                let list = balanced();
                // The seed picks where in the list the match starts.
                let start = (mix64(self.seed) % list.len().max(1) as u64) as usize;
                list.get((start + pair as usize) % list.len().max(1))
                    .map(|opening| opening.moves.clone())
                    .unwrap_or_default()
            }
        };
        (moves, swapped)
    }
}

/// How one game ended.
struct Outcome {
    number: u32,
    game: GameRecord,
    /// Which player (0: --black's, 1: --white's) played black.
    black_player: usize,
    /// The colour that lost by forfeit, and why.
    forfeit: Option<(Side, String)>,
}

/// One worker's seats: the running processes of outside engines, kept between its games.
struct Worker<'a> {
    args: &'a MatchArgs,
    engines: [Option<ExternalEngine>; 2],
    engine_timeout: Duration,
}

impl Worker<'_> {
    fn start_engine(&self, command: &str) -> Result<ExternalEngine, String> {
        ExternalEngine::start(command, Some(self.args.depth), self.engine_timeout)
            .map_err(|error| format!("could not start: {error}"))
    }

    /// Player `player`'s move in `game`, or why it loses the game; `None` when cancelled.
    fn player_move(
        &mut self,
        player: usize,
        game: &GameRecord,
        rng: &mut SplitMix64,
        number: u32,
        cancel: &AtomicBool,
    ) -> Option<Result<RecordedMove, String>> {
        let position = game.current();
        let moves = position.moves();
        let builtin = |mv: Option<Move>| Some(mv.map(RecordedMove::bare).ok_or_else(|| "found no move".to_owned()));
        match self.args.players()[player] {
            ReversiPlayer::Random => builtin(rng.pick(&moves).copied()),
            ReversiPlayer::Greedy => builtin(
                moves
                    .iter()
                    .copied()
                    .max_by_key(|&mv| position.try_play(mv).map_or(0, |(_, effect)| effect.flipped.count())),
            ),
            ReversiPlayer::NBoard(command) => {
                let engine = match self.engines[player].take() {
                    Some(engine) => engine,
                    None => match self.start_engine(command) {
                        Ok(engine) => engine,
                        Err(error) => return Some(Err(error)),
                    },
                };
                match self.engines[player].insert(engine).choose_move(game, self.engine_timeout, cancel) {
                    Err(EngineError::Cancelled) => None,
                    answer => Some(answer.map_err(|error| error.to_string())),
                }
            }
            ai => {
                let settings = self.args.ai_settings(ai, number)?;
                let info = think(&position, &settings, false, cancel, &mut |_| {});
                if cancel.load(Ordering::Relaxed) {
                    return None;
                }
                builtin(info.best_move)
            }
        }
    }

    /// Plays game `number`; `None` when cancelled.
    fn play(&mut self, number: u32, cancel: &AtomicBool) -> Option<Outcome> {
        let (opening, swapped) = self.args.opening(number);
        let black_player = usize::from(swapped);
        let mut game = GameRecord::new(Position::initial());
        for mv in opening {
            game.play(RecordedMove::bare(mv)).ok()?;
        }
        game.black = Some(self.args.players()[black_player].label());
        game.white = Some(self.args.players()[1 - black_player].label());
        let mut rng = SplitMix64::new(mix64(self.args.seed ^ mix64(u64::from(number))));
        let mut forfeit = None;
        while !game.current().is_game_over() {
            let position = game.current();
            let player = if position.side_to_move() == Side::Black { black_player } else { 1 - black_player };
            // A forced pass needs no player (NBoard does not ask engines for one either).
            let answer = if position.must_pass() {
                Ok(RecordedMove::bare(Move::Pass))
            } else {
                self.player_move(player, &game, &mut rng, number, cancel)?
            };
            let played = answer
                .and_then(|recorded| game.play(recorded).map_err(|error| format!("played an illegal move: {error}")));
            if let Err(reason) = played {
                // Whatever state the engine is in, the next game gets a fresh one.
                self.engines[player] = None;
                forfeit = Some((position.side_to_move(), reason));
                break;
            }
        }
        game.result = match &forfeit {
            Some((loser, _)) => {
                let black_margin = if *loser == Side::Black { -64.0 } else { 64.0 };
                Some(GameResult { black_margin, ending: Ending::Resigned })
            }
            None => game.final_result(),
        };
        Some(Outcome { number, game, black_player, forfeit })
    }
}

#[derive(Serialize)]
struct PlayerRecord {
    player: String,
    /// The name an outside engine gave itself.
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    wins: u32,
    draws: u32,
    losses: u32,
    /// Games lost by crashing, timing out or playing an illegal move.
    forfeits: u32,
    discs: u32,
    /// Wins and half the draws, in percent of the games.
    score: f64,
}

#[derive(Serialize)]
struct MatchSummary {
    games: u32,
    /// The player given as --black, then the one given as --white (whatever colours they played).
    players: [PlayerRecord; 2],
    openings: String,
    colours_swapped: bool,
    /// What went wrong with outside engines, game by game.
    incidents: Vec<String>,
    /// True when Ctrl-C stopped the match: `games` counts the finished ones.
    stopped: bool,
    seconds: f64,
}

impl MatchSummary {
    fn count(&mut self, outcome: &Outcome) {
        let (black_discs, white_discs) = outcome.game.current().disc_counts();
        let [first, second] = &mut self.players;
        let (black, white) = if outcome.black_player == 0 { (first, second) } else { (second, first) };
        black.discs += black_discs;
        white.discs += white_discs;
        let black_result = match &outcome.forfeit {
            Some((Side::Black, _)) => std::cmp::Ordering::Less,
            Some((Side::White, _)) => std::cmp::Ordering::Greater,
            None => black_discs.cmp(&white_discs),
        };
        match black_result {
            std::cmp::Ordering::Greater => (black.wins, white.losses) = (black.wins + 1, white.losses + 1),
            std::cmp::Ordering::Less => (white.wins, black.losses) = (white.wins + 1, black.losses + 1),
            std::cmp::Ordering::Equal => (black.draws, white.draws) = (black.draws + 1, white.draws + 1),
        }
        if let Some((color, reason)) = &outcome.forfeit {
            let loser = if *color == Side::Black { black } else { white };
            loser.forfeits += 1;
            let incident = format!("game {}: {} ({}) loses: {reason}", outcome.number + 1, color.name(), loser.player);
            self.incidents.push(incident);
        }
        self.games += 1;
        for player in &mut self.players {
            player.score = 100.0 * (f64::from(player.wins) + f64::from(player.draws) / 2.0) / f64::from(self.games);
        }
    }
}

fn describe(outcome: &Outcome) -> String {
    let number = outcome.number + 1;
    let game = &outcome.game;
    match &outcome.forfeit {
        Some((color, reason)) => {
            let moves = match game.transcript() {
                transcript if transcript.is_empty() => "at the first move".to_owned(),
                transcript => format!("after {transcript}"),
            };
            format!("game {number:>3}: {} loses {moves}: {reason}", color.name())
        }
        None => {
            let (black, white) = game.current().disc_counts();
            format!("game {number:>3}: {black:>2}-{white:<2} {}", game.transcript())
        }
    }
}

pub fn play_match(args: &MatchArgs) -> Result<(), String> {
    if args.games == 0 {
        return Err("--games must be at least 1".into());
    }
    if args.openings == Openings::Balanced && balanced().is_empty() {
        return Err("the balanced openings list is empty".into());
    }
    let engine_timeout = Duration::from_millis(args.engine_timeout_ms.max(1));
    // An engine that cannot start at all is a mistake on the command line, not a lost game.
    let probe = Worker { args, engines: [None, None], engine_timeout };
    for (player, flag) in args.players().into_iter().zip(["--black", "--white"]) {
        if let ReversiPlayer::NBoard(command) = player {
            probe.start_engine(command).map_err(|error| format!("{flag} engine {error}"))?;
        }
    }
    let cancel = cancel_flag()?;
    let started = Instant::now();
    let record = |player: &ReversiPlayer| PlayerRecord {
        player: player.label(),
        name: None,
        wins: 0,
        draws: 0,
        losses: 0,
        forfeits: 0,
        discs: 0,
        score: 0.0,
    };
    let mut summary = MatchSummary {
        games: 0,
        players: [record(&args.black), record(&args.white)],
        openings: match args.openings {
            Openings::None => "none".into(),
            Openings::Balanced => "balanced".into(),
            Openings::Random(plies) => format!("random:{plies}"),
        },
        colours_swapped: args.swap_colours,
        incidents: Vec::new(),
        stopped: false,
        seconds: 0.0,
    };
    let progress =
        Progress::new("match", u64::from(args.games), "{bar:30} {pos}/{len} games  {elapsed} (eta {eta})  {msg}");
    let next_game = AtomicU32::new(0);
    let mut outcomes = Vec::new();
    let mut names: [Option<String>; 2] = [None, None];
    std::thread::scope(|scope| {
        let (sender, receiver) = mpsc::channel();
        for _ in 0..args.jobs.clamp(1, args.games as usize) {
            let sender = sender.clone();
            let next_game = &next_game;
            scope.spawn(move || {
                let mut worker = Worker { args, engines: [None, None], engine_timeout };
                loop {
                    let number = next_game.fetch_add(1, Ordering::Relaxed);
                    if number >= args.games || cancel.load(Ordering::Relaxed) {
                        break;
                    }
                    let Some(outcome) = worker.play(number, cancel) else { break };
                    let names = worker
                        .engines
                        .each_ref()
                        .map(|engine| engine.as_ref().and_then(|e| e.name().map(str::to_owned)));
                    if sender.send((outcome, names)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        for (outcome, engine_names) in receiver {
            summary.count(&outcome);
            for (name, found) in names.iter_mut().zip(engine_names) {
                *name = found.or(name.take());
            }
            let [first, second] = &summary.players;
            let standing = format!("{} {:.0}% – {} {:.0}%", first.player, first.score, second.player, second.score);
            if !args.json {
                progress.suspend(|| out!("{}", describe(&outcome)));
            }
            progress.step(standing);
            outcomes.push(outcome);
        }
    });
    progress.finish();
    summary.stopped = cancel.load(Ordering::Relaxed);
    summary.seconds = started.elapsed().as_secs_f64();
    for (player, name) in summary.players.iter_mut().zip(names) {
        player.name = name;
    }
    if let Some(path) = &args.save {
        outcomes.sort_by_key(|outcome| outcome.number);
        let saved: String = outcomes.iter().map(|outcome| write_game(&outcome.game) + "\n").collect();
        std::fs::write(path, saved).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    if args.json {
        out!("{}", serde_json::to_string(&summary).map_err(|e| e.to_string())?);
        return Ok(());
    }
    for player in &summary.players {
        let forfeits = if player.forfeits > 0 { format!(" ({} by forfeit)", player.forfeits) } else { String::new() };
        out!(
            "{}: {} wins, {} draws, {} losses{forfeits}, {} discs, score {:.1}%",
            player.player,
            player.wins,
            player.draws,
            player.losses,
            player.discs,
            player.score
        );
    }
    let stopped = if summary.stopped { " (stopped by Ctrl-C)" } else { "" };
    out!("{} games in {:.1} s{stopped}", summary.games, summary.seconds);
    Ok(())
}
