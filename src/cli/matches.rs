//! `match <game>`: games between two players — the engine's AI at any settings, random and
//! greedy players, and the kinds a game adds (Reversi's levels and outside NBoard engines) — from
//! the game's start or from varied openings, with colours swapped game by game, several games at
//! once. One runner for every game, over [`MatchGame`].
//!
//! A player that fails (an outside engine that crashes, hangs past its time or plays an illegal
//! move) loses that game by forfeit; a fresh one takes its place for the next game, and the
//! summary lists what happened.

use anyhow::{Context, anyhow};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use clap::Args;
use serde::Serialize;

use super::arguments::{AlgorithmArg, parse_book_play, parse_jobs, parse_selectivity, parse_threads};
use super::catalogue::Catalogue;
use super::game::{CliAi, CliGame, SearchOptions, WeightsChoice};
use super::progress::{Progress, cancel_flag};
use super::rating::Ladder;
use crate::durable::write_durably;
use crate::engine::{Algorithm, Game};
use crate::games::Seat;
use crate::games::matches::{
    Forfeit, GameSoFar, MatchPlan, Openings, Outcome, PlayedMove, Player, Record, Tally, Thinking, Turn, found,
    play_game,
};
use crate::games::random::{SplitMix64, random_move};
use crate::games::reversi::BookPlay;
use crate::programs::{Lifetime, Program, ProgramSpec};

/// What a match needs of a game beyond what the other commands do: its greedy player, the
/// player kinds only it has, its balanced openings and how a finished game is saved.
pub trait MatchGame: CliGame {
    /// The depth of `ai` when neither `--depth` nor `ai:depth=` says.
    const MATCH_DEPTH: u32 = Self::DEFAULT_DEPTH;
    /// The search threads of each AI when `--threads` does not say; `None` where the AI has no
    /// threads to set.
    const MATCH_THREADS: Option<usize> = None;
    /// The extension of the files `--save` writes.
    const GAME_FILE_EXTENSION: &'static str = "txt";
    /// The keys `ai:` takes for this game's AI.
    const AI_KEYS: &'static [&'static str] = &["depth", "time"];
    /// The player kinds only this game has, as a bad player's message lists them.
    const EXTRA_PLAYERS: &'static [&'static str] = &[];

    /// The greedy player's move: the best one ply deep, ties broken by `rng`.
    fn greedy_move(&self, rng: &mut SplitMix64) -> Option<Self::Move>;

    /// A player of a kind only this game has, when `text` names one.
    fn extra_player(_text: &str, _settings: &PlayerSettings) -> Option<anyhow::Result<Box<dyn PlayerSpec<Self>>>> {
        None
    }

    /// The game's list of balanced openings (`--openings balanced`), each as its moves from the
    /// start.
    fn balanced_openings() -> anyhow::Result<Vec<Vec<Self::Move>>> {
        Err(anyhow!("{} has no list of balanced openings: use --openings none or random:<plies>", Self::TITLE))
    }

    /// The game's levels on one rating scale, which `rate` places a player among; `None` for a
    /// game without them.
    fn ladder() -> Option<Ladder> {
        None
    }

    /// A finished game as one line of the `--save` file: its moves in the game's notation.
    /// `players` names the player of each seat; `forfeited` is the seat that lost by forfeit.
    fn save_line(game: &GameSoFar<Self>, _players: [&str; 2], _forfeited: Option<Seat>) -> anyhow::Result<String> {
        Ok(moves_on_one_line(game))
    }
}

/// A game's moves in its notation on one line: a notation of one move a line (Catapultas' log)
/// has its lines joined by the game's separator.
fn moves_on_one_line<G: CliGame>(game: &GameSoFar<G>) -> String {
    G::write_moves(game.start(), &game.move_list()).lines().collect::<Vec<_>>().join(G::MOVE_SEPARATOR)
}

/// What the match's options say to every player it makes.
pub struct PlayerSettings {
    /// `ai`'s depth, also sent to outside engines.
    pub depth: u32,
    pub time_ms: u64,
    pub algorithm: Algorithm,
    /// Search threads of each AI; `None` where the game's AI has none.
    pub threads: Option<usize>,
    /// How long an outside engine may take to start or to answer, and a program a move.
    pub engine_timeout: Duration,
    /// The cap on a program's data memory; `None`: no cap.
    pub program_memory_bytes: Option<u64>,
}

impl PlayerSettings {
    /// `ai` with no options of its own.
    fn search_options<'a>(&self) -> SearchOptions<'a> {
        SearchOptions {
            algorithm: self.algorithm,
            depth: Some(self.depth),
            time_ms: self.time_ms,
            exact_empties: None,
            weights: None,
            threads: self.threads,
            exact_root_scores: false,
            selectivity: None,
            book: BookPlay::Off,
        }
    }
}

/// A player as the command line describes it, which makes the players that play the games: one
/// for each worker, which keeps it from game to game, and a fresh one after a forfeit.
pub trait PlayerSpec<G: Game>: Send + Sync {
    /// How the command line named it: `ai:depth=6`, `level:3`.
    fn label(&self) -> String;

    fn player(&self) -> Box<dyn Player<G>>;

    /// What is wrong before the first game (an outside engine that cannot start).
    fn check(&self) -> anyhow::Result<()> {
        Ok(())
    }
}

/// A uniformly random legal move.
struct RandomPlayer;

impl<G: Game> Player<G> for RandomPlayer {
    fn choose(&mut self, turn: Turn<G>) -> Result<Option<PlayedMove<G::Move>>, Forfeit> {
        found(random_move(turn.game.position(), turn.rng))
    }
}

impl<G: Game> PlayerSpec<G> for RandomPlayer {
    fn label(&self) -> String {
        "random".into()
    }

    fn player(&self) -> Box<dyn Player<G>> {
        Box::new(RandomPlayer)
    }
}

/// The game's best move one ply deep.
struct GreedyPlayer;

impl<G: MatchGame> Player<G> for GreedyPlayer {
    fn choose(&mut self, turn: Turn<G>) -> Result<Option<PlayedMove<G::Move>>, Forfeit> {
        found(turn.game.position().greedy_move(turn.rng))
    }
}

impl<G: MatchGame> PlayerSpec<G> for GreedyPlayer {
    fn label(&self) -> String {
        "greedy".into()
    }

    fn player(&self) -> Box<dyn Player<G>> {
        Box::new(GreedyPlayer)
    }
}

/// The game's AI, `ai` or `ai:<options>` on the command line.
struct AiSpec<G: CliGame> {
    label: String,
    /// Cloned for each player: the same settings, nothing searched yet.
    ai: G::Ai,
}

impl<G: CliGame> PlayerSpec<G> for AiSpec<G> {
    fn label(&self) -> String {
        self.label.clone()
    }

    fn player(&self) -> Box<dyn Player<G>> {
        Box::new(AiPlayer::<G>(self.ai.clone()))
    }
}

struct AiPlayer<G: CliGame>(G::Ai);

impl<G: CliGame> Player<G> for AiPlayer<G> {
    fn choose(&mut self, turn: Turn<G>) -> Result<Option<PlayedMove<G::Move>>, Forfeit> {
        self.0.vary(turn.game_seed);
        let info = self.0.search(turn.game.position(), turn.cancel);
        if turn.cancel.load(Ordering::Relaxed) {
            return Ok(None);
        }
        found(info.best_move)
    }

    /// An empty table (a clone is a fresh AI with the same settings): what the last game left
    /// in it would steer this one's search.
    fn new_game(&mut self) {
        self.0 = self.0.clone();
    }
}

/// A player's own program (`program:<command>`, `program-game:<command>`).
struct ProgramPlayerSpec {
    label: String,
    spec: ProgramSpec,
}

fn program_player<G: MatchGame>(
    label: &str,
    command: &str,
    lifetime: Lifetime,
    settings: &PlayerSettings,
) -> Box<dyn PlayerSpec<G>> {
    let spec = ProgramSpec {
        command: command.to_owned(),
        lifetime,
        time_per_move: settings.engine_timeout,
        memory_bytes: settings.program_memory_bytes,
    };
    Box::new(ProgramPlayerSpec { label: label.to_owned(), spec })
}

impl<G: MatchGame> PlayerSpec<G> for ProgramPlayerSpec {
    fn label(&self) -> String {
        self.label.clone()
    }

    fn player(&self) -> Box<dyn Player<G>> {
        Box::new(Program::<G>::new(self.spec.clone()))
    }

    /// Asks for a move on the game's start: a program that cannot answer that is a mistake to
    /// mend before a match, not a match of forfeits.
    fn check(&self) -> anyhow::Result<()> {
        let mut program = Program::<G>::new(self.spec.clone());
        match program.ask(&G::start(), None, &AtomicBool::new(false)) {
            Ok(_) => Ok(()),
            Err(fault) => Err(anyhow!("the program fails on the game's start: {fault}")),
        }
    }
}

/// `a`, `a or b`, `a, b or c`.
fn or_list(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

pub fn parse_player<G: MatchGame>(text: &str, settings: &PlayerSettings) -> anyhow::Result<Box<dyn PlayerSpec<G>>> {
    if let Some(spec) = G::extra_player(text, settings) {
        return spec;
    }
    match text.split_once(':') {
        _ if text == "ai" => parse_ai::<G>(text, "", settings),
        Some(("ai", options)) => parse_ai::<G>(text, options, settings),
        Some(("program", command)) => Ok(program_player(text, command, Lifetime::PerMove, settings)),
        Some(("program-game", command)) => Ok(program_player(text, command, Lifetime::PerGame, settings)),
        _ if text == "random" => Ok(Box::new(RandomPlayer)),
        _ if text == "greedy" => Ok(Box::new(GreedyPlayer)),
        _ => {
            let ours = ["ai", "ai:<options>", "random", "greedy", "program:<command>", "program-game:<command>"];
            let kinds = [&ours, G::EXTRA_PLAYERS].concat();
            Err(anyhow!("`{text}` is not a player: use {}", or_list(&kinds)))
        }
    }
}

/// `ai` with `options` such as `depth=12,time=1000,empties=16,weights=classroom,selectivity=95,book=1`
/// (the keys the game takes, [`MatchGame::AI_KEYS`]; weights: a preset of the game's, or a JSON
/// file; book: 1 plays a move near the best of Reversi's opening book, as levels 7 to 9, best its
/// best move, as level 10).
fn parse_ai<G: MatchGame>(
    label: &str,
    options: &str,
    settings: &PlayerSettings,
) -> anyhow::Result<Box<dyn PlayerSpec<G>>> {
    let mut search = settings.search_options();
    for pair in options.split(',').filter(|pair| !pair.is_empty()) {
        let (key, value) = pair.split_once('=').with_context(|| format!("`{pair}` is not key=value"))?;
        let number = || value.parse::<u64>().map_err(|_| anyhow!("{key}: `{value}` is not a number"));
        let unknown = || anyhow!("unknown ai option `{key}` for {}: use {}", G::NAME, or_list(G::AI_KEYS));
        if !G::AI_KEYS.contains(&key) {
            return Err(unknown());
        }
        match key {
            "depth" => search.depth = Some(number()?.clamp(1, 60) as u32),
            "time" => search.time_ms = number()?,
            "empties" => search.exact_empties = Some(number()?.min(64) as u32),
            "weights" => search.weights = Some(WeightsChoice::Named(value)),
            "book" => search.book = parse_book_play(value)?,
            "selectivity" => search.selectivity = Some(parse_selectivity(value).map_err(anyhow::Error::msg)?),
            _ => return Err(unknown()),
        }
    }
    Ok(Box::new(AiSpec::<G> { label: label.to_owned(), ai: G::ai(&search)? }))
}

/// Where the games start, as `--openings` says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OpeningsArg {
    /// The game's start.
    None,
    /// The game's list of balanced openings (Reversi's `assets/reversi/openings.txt`).
    Balanced,
    /// Seeded random openings of this many plies.
    Random(u32),
}

impl OpeningsArg {
    pub fn describe(self) -> String {
        match self {
            Self::None => "none".into(),
            Self::Balanced => "balanced".into(),
            Self::Random(plies) => format!("random:{plies}"),
        }
    }
}

pub fn parse_openings(text: &str) -> Result<OpeningsArg, String> {
    match text {
        "none" => Ok(OpeningsArg::None),
        "balanced" => Ok(OpeningsArg::Balanced),
        _ => text
            .strip_prefix("random:")
            .and_then(|plies| plies.parse().ok())
            .filter(|&plies| plies <= 20)
            .map(OpeningsArg::Random)
            .ok_or_else(|| format!("`{text}` is not an openings choice: use none, balanced or random:<plies ≤ 20>")),
    }
}

#[derive(Args, Debug)]
pub struct MatchArgs {
    /// The game.
    pub game: String,
    /// Who moves first (Reversi's black, X): ai, ai:depth=D,time=MS,empties=E,weights=W (the
    /// keys the game's AI takes), random, greedy, program:<command> (a program started for each
    /// move) or program-game:<command> (started for each game), `{side}` in the command standing
    /// for x or o; in Reversi also level:N and nboard:<command line> for an outside engine.
    #[arg(long, visible_aliases = ["black", "x"], value_name = "PLAYER")]
    first: String,
    /// Who moves second (Reversi's white, O), as --first.
    #[arg(long, visible_aliases = ["white", "o"], value_name = "PLAYER")]
    second: String,
    /// Games to play.
    #[arg(long, value_name = "N", default_value_t = 10)]
    games: u32,
    /// Where games start: none (the game's start), balanced (Reversi's shipped list) or
    /// random:<plies>.
    #[arg(long, value_name = "O", value_parser = parse_openings, default_value = "none")]
    openings: OpeningsArg,
    /// Play the games in pairs from the same opening, the players swapping colours.
    #[arg(long)]
    swap_colours: bool,
    #[command(flatten)]
    play: PlayOptions,
    /// Write the games to FILE, one per line: Reversi's in GGF (a forfeit written as a
    /// resignation), the other games' as their moves in the game's notation.
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Print one JSON summary object, on one line, last.
    #[arg(long)]
    json: bool,
}

/// How the games of a match or a tournament are played, and what its players are given.
#[derive(Args, Debug)]
pub struct PlayOptions {
    /// Seed of the random and greedy players, the openings and the levels' choices: the same seed
    /// replays the same games.
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
    /// Search depth of `ai` (Reversi 4, Tic-tac-toe 9, Catapultas 4 by default), also sent to
    /// outside engines (`set depth`).
    #[arg(long, value_name = "D")]
    depth: Option<u32>,
    /// Time limit per move of `ai` in milliseconds (0: none).
    #[arg(long = "time-ms", value_name = "T", default_value_t = 0)]
    time_ms: u64,
    /// The search algorithm of `ai`.
    #[arg(long, value_enum, default_value_t = AlgorithmArg::Full)]
    algorithm: AlgorithmArg,
    /// Games played at once.
    #[arg(long, value_name = "N", value_parser = parse_jobs, default_value_t = 1)]
    pub jobs: usize,
    /// Search threads of each of our AIs (Reversi; 1 by default).
    #[arg(long, value_name = "N", value_parser = parse_threads)]
    threads: Option<usize>,
    /// An outside engine that takes longer than this to start or to answer a move, or a program
    /// that takes longer than this over a move, loses the game.
    #[arg(long = "engine-timeout-ms", value_name = "T", default_value_t = 10_000)]
    engine_timeout_ms: u64,
    /// The most data memory a program may take, in MiB (0: no cap); one that needs more fails.
    #[arg(long = "program-memory-mb", value_name = "MB", default_value_t = 2048)]
    program_memory_mb: u64,
}

impl PlayOptions {
    /// What every player of game `G` is given; the game refuses the options it does not have.
    pub fn settings<G: MatchGame>(&self) -> anyhow::Result<PlayerSettings> {
        let settings = PlayerSettings {
            depth: self.depth.unwrap_or(G::MATCH_DEPTH),
            time_ms: self.time_ms,
            algorithm: self.algorithm.into(),
            threads: self.threads.or(G::MATCH_THREADS),
            engine_timeout: Duration::from_millis(self.engine_timeout_ms.max(1)),
            program_memory_bytes: (self.program_memory_mb > 0).then(|| self.program_memory_mb.saturating_mul(1 << 20)),
        };
        // The options (--threads, --algorithm) are the game's business whoever plays.
        G::ai(&settings.search_options())?;
        Ok(settings)
    }
}

/// Where game `G`'s games start, as `--openings` says.
pub fn openings<G: MatchGame>(choice: OpeningsArg) -> anyhow::Result<Openings<G::Move>> {
    Ok(match choice {
        OpeningsArg::None => Openings::Start,
        OpeningsArg::Random(plies) => Openings::Random(plies),
        OpeningsArg::Balanced => match G::balanced_openings()? {
            list if list.is_empty() => return Err(anyhow!("the balanced openings list is empty")),
            list => Openings::List(list),
        },
    })
}

/// The match as every worker sees it.
struct Match<G: MatchGame> {
    plan: MatchPlan<G::Move>,
    /// The player given first, then the one given second (whatever seats they play).
    players: [Box<dyn PlayerSpec<G>>; 2],
}

/// One worker's players, kept from game to game.
struct Worker<'m, G: MatchGame> {
    game_match: &'m Match<G>,
    players: [Box<dyn Player<G>>; 2],
}

impl<'m, G: MatchGame> Worker<'m, G> {
    fn new(game_match: &'m Match<G>) -> Self {
        Self { players: game_match.players.each_ref().map(|spec| spec.player()), game_match }
    }

    /// Plays game `number`; `None` when cancelled.
    fn play(&mut self, number: u32, cancel: &AtomicBool) -> Option<Outcome<G>> {
        play_game(&self.game_match.plan, number, &mut self.players, cancel)
    }
}

#[derive(Serialize)]
struct PlayerRecord {
    player: String,
    /// The name an outside engine gave itself.
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    #[serde(flatten)]
    record: Record,
    /// Wins and half the draws, in percent of the games.
    score: f64,
    /// The moves it chose and the time it took over them.
    thinking: Thinking,
}

#[derive(Serialize)]
struct MatchSummary {
    game: &'static str,
    games: u32,
    seed: u64,
    /// The player given first, then the one given second (whatever seats they played).
    players: [PlayerRecord; 2],
    /// Twice the standard error of the scores, in percent: each player's true score lies within
    /// its score ± this about 95 times in 100 (null before two games).
    score_margin: Option<f64>,
    openings: String,
    colours_swapped: bool,
    /// What went wrong with players, game by game.
    incidents: Vec<String>,
    /// True when Ctrl-C stopped the match: `games` counts the finished ones.
    stopped: bool,
    seconds: f64,
    #[serde(skip)]
    tally: Tally,
}

impl MatchSummary {
    fn count<G: MatchGame>(&mut self, outcome: &Outcome<G>) {
        self.tally.count(outcome);
        if let Some((seat, reason)) = &outcome.forfeit {
            let loser = &self.players[outcome.player(*seat)].player;
            let side = G::SIDES[seat.index()];
            self.incidents.push(format!("game {}: {side} ({loser}) loses: {reason}", outcome.number + 1));
        }
        self.games = self.tally.games();
        for (index, player) in self.players.iter_mut().enumerate() {
            player.thinking.merge(outcome.thinking[index]);
            player.record = self.tally.players[index];
            player.score = self.tally.score(index);
        }
        self.score_margin = self.tally.margin();
    }
}

/// A game's line: `game   1: 33-31 f5d6…` where the game counts discs, `game   1: X wins  5 1 9…`
/// where it does not, or who lost by forfeit and why.
pub fn describe<G: MatchGame>(outcome: &Outcome<G>) -> String {
    let number = outcome.number + 1;
    let game = &outcome.game;
    let transcript = moves_on_one_line(game);
    if let Some((seat, reason)) = &outcome.forfeit {
        let moves = if transcript.is_empty() { "at the first move".to_owned() } else { format!("after {transcript}") };
        return format!("game {number:>3}: {} loses {moves}: {reason}", G::SIDES[seat.index()]);
    }
    let end = game.position();
    let result = match (end.count(Seat::First), end.count(Seat::Second)) {
        (Some(first), Some(second)) => format!("{first:>2}-{second:<2}"),
        _ => match outcome.winner() {
            Some(seat) => format!("{:<7}", format!("{} wins", G::SIDES[seat.index()])),
            None => format!("{:<7}", "draw"),
        },
    };
    format!("game {number:>3}: {result} {transcript}")
}

/// `match`: the match of the game `args` names.
pub fn run(catalogue: &Catalogue, args: &MatchArgs) -> anyhow::Result<()> {
    catalogue.game(&args.game)?.play_match(args)
}

pub fn play_match<G: MatchGame>(args: &MatchArgs) -> anyhow::Result<()> {
    if args.games == 0 {
        return Err(anyhow!("--games must be at least 1"));
    }
    let settings = args.play.settings::<G>()?;
    // A seat's flag by the game's name for it: --black, --x.
    let player = |text: &str, seat: Seat| -> anyhow::Result<Box<dyn PlayerSpec<G>>> {
        let flag = format!("--{}", G::SIDES[seat.index()].to_lowercase());
        let spec = parse_player::<G>(text, &settings).with_context(|| flag.clone())?;
        // An engine that cannot start at all is a mistake on the command line, not a lost game.
        spec.check().context(flag)?;
        Ok(spec)
    };
    let players = [player(&args.first, Seat::First)?, player(&args.second, Seat::Second)?];
    let plan = MatchPlan {
        games: args.games,
        seed: args.play.seed,
        openings: openings::<G>(args.openings)?,
        swap_colours: args.swap_colours,
    };
    let game_match = Match { plan, players };
    let cancel = cancel_flag()?;
    let started = Instant::now();
    let tally = Tally::new::<G>();
    let record = |spec: &dyn PlayerSpec<G>| PlayerRecord {
        player: spec.label(),
        name: None,
        record: tally.players[0],
        score: tally.score(0),
        thinking: Thinking::default(),
    };
    let mut summary = MatchSummary {
        game: G::NAME,
        games: 0,
        seed: args.play.seed,
        players: game_match.players.each_ref().map(|spec| record(spec.as_ref())),
        score_margin: None,
        openings: args.openings.describe(),
        colours_swapped: args.swap_colours,
        incidents: Vec::new(),
        stopped: false,
        seconds: 0.0,
        tally,
    };
    let progress =
        Progress::new("match", u64::from(args.games), "{bar:30} {pos}/{len} games  {elapsed} (eta {eta})  {msg}");
    let next_game = AtomicU32::new(0);
    let mut outcomes = Vec::new();
    let mut names: [Option<String>; 2] = [None, None];
    std::thread::scope(|scope| {
        let (sender, receiver) = mpsc::channel();
        for _ in 0..args.play.jobs.min(args.games as usize) {
            let sender = sender.clone();
            let (next_game, game_match) = (&next_game, &game_match);
            scope.spawn(move || {
                let mut worker = Worker::new(game_match);
                loop {
                    let number = next_game.fetch_add(1, Ordering::Relaxed);
                    if number >= args.games || cancel.load(Ordering::Relaxed) {
                        break;
                    }
                    let Some(outcome) = worker.play(number, cancel) else { break };
                    let names = worker.players.each_ref().map(|player| player.name());
                    if let Some((seat, _)) = &outcome.forfeit {
                        // Whatever state the player is in (an engine's), the next game gets a fresh one.
                        let player = outcome.player(*seat);
                        worker.players[player] = game_match.players[player].player();
                    }
                    if sender.send((outcome, names)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        for (outcome, player_names) in receiver {
            summary.count(&outcome);
            for (name, found) in names.iter_mut().zip(player_names) {
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
        let mut saved = String::new();
        for outcome in &outcomes {
            let labels = Seat::BOTH.map(|seat| summary.players[outcome.player(seat)].player.as_str());
            let forfeited = outcome.forfeit.as_ref().map(|(seat, _)| *seat);
            let line = G::save_line(&outcome.game, labels, forfeited)
                .with_context(|| format!("cannot save game {}", outcome.number + 1))?;
            saved.push_str(&line);
            saved.push('\n');
        }
        write_durably(path, saved.as_bytes()).with_context(|| format!("cannot write {}", path.display()))?;
    }
    if args.json {
        out!("{}", serde_json::to_string(&summary)?);
        return Ok(());
    }
    let margin = summary.score_margin.map(|margin| format!(" ± {margin:.1}")).unwrap_or_default();
    for player in &summary.players {
        let Record { wins, draws, losses, forfeits, discs } = player.record;
        let forfeits = if forfeits > 0 { format!(" ({forfeits} by forfeit)") } else { String::new() };
        let discs = discs.map(|discs| format!(", {discs} discs")).unwrap_or_default();
        let thinking = player.thinking.seconds_per_move().map(|s| format!(", {s:.3} s a move")).unwrap_or_default();
        out!(
            "{}: {wins} wins, {draws} draws, {losses} losses{forfeits}{discs}, score {:.1}%{margin}{thinking}",
            player.player,
            player.score
        );
    }
    let stopped = if summary.stopped { " (stopped by Ctrl-C)" } else { "" };
    out!("{} games in {:.1} s{stopped}", summary.games, summary.seconds);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_sentences() {
        assert_eq!(or_list(&["depth"]), "depth");
        assert_eq!(or_list(&["depth", "time"]), "depth or time");
        assert_eq!(or_list(&["depth", "time", "empties", "weights"]), "depth, time, empties or weights");
    }
}
