//! `match <game>`: games between two players — the engine's AI at any settings, random and
//! greedy players, and the kinds a game adds (Reversi's levels and outside NBoard engines) — from
//! the game's start or from varied openings, with colours swapped game by game, several games at
//! once. One runner for every game, over [`MatchGame`].
//!
//! A player that fails (an outside engine that crashes, hangs past its time or plays an illegal
//! move) loses that game by forfeit; a fresh one takes its place for the next game, and the
//! summary lists what happened.

use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use clap::Args;
use serde::Serialize;

use super::games::{AlgorithmArg, CliAi, CliGame, SearchOptions, WeightsChoice, game, game_names};
use super::progress::{Progress, cancel_flag};
use crate::engine::{Algorithm, DRAW, Game};
use crate::games::random::{SplitMix64, mix64, random_move, random_opening};
use crate::games::{Notation, Seat};

/// What a match needs of a game beyond what the other commands do: its greedy player, the
/// player kinds only it has, its balanced openings and how a finished game is saved.
pub trait MatchGame: CliGame {
    /// The depth of `ai` when neither `--depth` nor `ai:depth=` says.
    const MATCH_DEPTH: u32 = Self::DEFAULT_DEPTH;
    /// The search threads of each AI when `--threads` does not say; `None` where the AI has no
    /// threads to set.
    const MATCH_THREADS: Option<usize> = None;
    /// The keys `ai:` takes for this game's AI.
    const AI_KEYS: &'static [&'static str] = &["depth", "time"];
    /// The player kinds only this game has, as a bad player's message lists them.
    const EXTRA_PLAYERS: &'static [&'static str] = &[];

    /// The greedy player's move: the best one ply deep, ties broken by `rng`.
    fn greedy_move(&self, rng: &mut SplitMix64) -> Option<Self::Move>;

    /// A player of a kind only this game has, when `text` names one.
    fn extra_player(_text: &str, _settings: &PlayerSettings) -> Option<Result<Box<dyn PlayerSpec<Self>>, String>> {
        None
    }

    /// The game's list of balanced openings (`--openings balanced`), each as its moves from the
    /// start.
    fn balanced_openings() -> Result<Vec<Vec<Self::Move>>, String> {
        Err(format!("{} has no list of balanced openings: use --openings none or random:<plies>", Self::TITLE))
    }

    /// A finished game as one line of the `--save` file: its moves in the game's notation.
    /// `players` names the player of each seat; `forfeited` is the seat that lost by forfeit.
    fn save_line(game: &GameSoFar<Self>, _players: [&str; 2], _forfeited: Option<Seat>) -> Result<String, String> {
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
    /// How long an outside engine may take to start or to answer.
    pub engine_timeout: Duration,
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
        }
    }
}

/// A move as a player gave it, with what the player said of it (an outside engine's evaluation
/// and thinking time), which a game file keeps.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayedMove<M> {
    pub mv: M,
    pub eval: Option<f64>,
    pub seconds: Option<f64>,
}

impl<M> PlayedMove<M> {
    pub const fn bare(mv: M) -> Self {
        Self { mv, eval: None, seconds: None }
    }
}

/// A game of the match: where it started, the moves since (the opening's included) and where
/// they lead. Every move in it is legal: the runner checks each before it plays it.
pub struct GameSoFar<G: Game> {
    start: G,
    moves: Vec<PlayedMove<G::Move>>,
    position: G,
}

impl<G: Game> GameSoFar<G> {
    fn new(start: G) -> Self {
        Self { position: start.clone(), start, moves: Vec::new() }
    }

    pub fn start(&self) -> &G {
        &self.start
    }

    pub fn moves(&self) -> &[PlayedMove<G::Move>] {
        &self.moves
    }

    /// The moves alone.
    pub fn move_list(&self) -> Vec<G::Move> {
        self.moves.iter().map(|played| played.mv).collect()
    }

    /// The position after the last move.
    pub fn position(&self) -> &G {
        &self.position
    }

    fn play(&mut self, played: PlayedMove<G::Move>) {
        self.position = self.position.play(played.mv);
        self.moves.push(played);
    }
}

/// What a player is told when it is its turn.
pub struct Turn<'a, G: Game> {
    pub game: &'a GameSoFar<G>,
    /// The game's own seed (the match's, mixed with the game's number), by which levels vary
    /// their play from game to game.
    pub game_seed: u64,
    /// The game's random numbers, which both its players draw from.
    pub rng: &'a mut SplitMix64,
    pub cancel: &'a AtomicBool,
}

/// One of the two sides of the games, as a worker plays them.
pub trait Player<G: Game>: Send {
    /// The move for the position at the end of `turn.game`; `Ok(None)` when `turn.cancel`
    /// stopped the search; an error says why the player loses the game.
    fn choose(&mut self, turn: Turn<G>) -> Result<Option<PlayedMove<G::Move>>, String>;

    /// A game begins. A player may keep what is costly to make (an outside engine's process)
    /// from one game to the next, but nothing that changes its play: a game must go the same
    /// whichever worker plays it, so that a match replays alike at any `--jobs`.
    fn new_game(&mut self) {}

    /// The name the player gave itself (an outside engine's `set myname`).
    fn name(&self) -> Option<String> {
        None
    }
}

/// A player as the command line describes it, which makes the players that play the games: one
/// for each worker, which keeps it from game to game, and a fresh one after a forfeit.
pub trait PlayerSpec<G: Game>: Send + Sync {
    /// How the command line named it: `ai:depth=6`, `level:3`.
    fn label(&self) -> String;

    fn player(&self) -> Box<dyn Player<G>>;

    /// What is wrong before the first game (an outside engine that cannot start).
    fn check(&self) -> Result<(), String> {
        Ok(())
    }
}

/// A uniformly random legal move.
struct RandomPlayer;

impl<G: Game> Player<G> for RandomPlayer {
    fn choose(&mut self, turn: Turn<G>) -> Result<Option<PlayedMove<G::Move>>, String> {
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
    fn choose(&mut self, turn: Turn<G>) -> Result<Option<PlayedMove<G::Move>>, String> {
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

/// The move a player of ours found, as a turn's answer.
pub fn found<M>(mv: Option<M>) -> Result<Option<PlayedMove<M>>, String> {
    mv.map(|mv| Some(PlayedMove::bare(mv))).ok_or_else(|| "found no move".to_owned())
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
    fn choose(&mut self, turn: Turn<G>) -> Result<Option<PlayedMove<G::Move>>, String> {
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

/// `a`, `a or b`, `a, b or c`.
fn or_list(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

fn parse_player<G: MatchGame>(text: &str, settings: &PlayerSettings) -> Result<Box<dyn PlayerSpec<G>>, String> {
    if let Some(spec) = G::extra_player(text, settings) {
        return spec;
    }
    match text.split_once(':') {
        _ if text == "ai" => parse_ai::<G>(text, "", settings),
        Some(("ai", options)) => parse_ai::<G>(text, options, settings),
        _ if text == "random" => Ok(Box::new(RandomPlayer)),
        _ if text == "greedy" => Ok(Box::new(GreedyPlayer)),
        _ => {
            let kinds = [&["ai", "ai:<options>", "random", "greedy"], G::EXTRA_PLAYERS].concat();
            Err(format!("`{text}` is not a player: use {}", or_list(&kinds)))
        }
    }
}

/// `ai` with `options` such as `depth=12,time=1000,empties=16,weights=seed` (the keys the game
/// takes, [`MatchGame::AI_KEYS`]; weights: a preset of the game's, or a JSON file).
fn parse_ai<G: MatchGame>(
    label: &str,
    options: &str,
    settings: &PlayerSettings,
) -> Result<Box<dyn PlayerSpec<G>>, String> {
    let mut search = settings.search_options();
    for pair in options.split(',').filter(|pair| !pair.is_empty()) {
        let (key, value) = pair.split_once('=').ok_or_else(|| format!("`{pair}` is not key=value"))?;
        let number = || value.parse::<u64>().map_err(|_| format!("{key}: `{value}` is not a number"));
        let unknown = || format!("unknown ai option `{key}` for {}: use {}", G::NAME, or_list(G::AI_KEYS));
        if !G::AI_KEYS.contains(&key) {
            return Err(unknown());
        }
        match key {
            "depth" => search.depth = Some(number()?.clamp(1, 60) as u32),
            "time" => search.time_ms = number()?,
            "empties" => search.exact_empties = Some(number()?.min(64) as u32),
            "weights" => search.weights = Some(WeightsChoice::Named(value)),
            _ => return Err(unknown()),
        }
    }
    Ok(Box::new(AiSpec::<G> { label: label.to_owned(), ai: G::ai(&search)? }))
}

/// Where the games start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Openings {
    /// The game's start.
    None,
    /// The game's list of balanced openings (Reversi's `assets/reversi/openings.txt`).
    Balanced,
    /// Seeded random openings of this many plies.
    Random(u32),
}

impl Openings {
    fn describe(self) -> String {
        match self {
            Self::None => "none".into(),
            Self::Balanced => "balanced".into(),
            Self::Random(plies) => format!("random:{plies}"),
        }
    }
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
    /// The game.
    #[arg(value_parser = game_names())]
    pub game: String,
    /// Who moves first (Reversi's black, X): ai, ai:depth=D,time=MS,empties=E,weights=W (the
    /// keys the game's AI takes), random, greedy; in Reversi also level:N and
    /// nboard:<command line> for an outside engine.
    #[arg(long, visible_aliases = ["black", "x"], value_name = "PLAYER")]
    first: String,
    /// Who moves second (Reversi's white, O), as --first.
    #[arg(long, visible_aliases = ["white", "o"], value_name = "PLAYER")]
    second: String,
    /// Games to play.
    #[arg(long, value_name = "N", default_value_t = 10)]
    games: u32,
    /// Seed of the random and greedy players, the openings and the levels' choices: the same seed
    /// replays the same match.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
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
    /// Where games start: none (the game's start), balanced (Reversi's shipped list) or
    /// random:<plies>.
    #[arg(long, value_name = "O", value_parser = parse_openings, default_value = "none")]
    openings: Openings,
    /// Play the games in pairs from the same opening, the players swapping colours.
    #[arg(long)]
    swap_colours: bool,
    /// Games played at once.
    #[arg(long, value_name = "N", default_value_t = 1)]
    jobs: usize,
    /// Search threads of each of our AIs (Reversi; 1 by default).
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
    /// An outside engine that takes longer than this to start or to answer a move loses the game.
    #[arg(long = "engine-timeout-ms", value_name = "T", default_value_t = 10_000)]
    engine_timeout_ms: u64,
    /// Write the games to FILE, one per line: Reversi's in GGF (a forfeit written as a
    /// resignation), the other games' as their moves in the game's notation.
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Print one JSON summary object.
    #[arg(long)]
    json: bool,
}

/// The match as every worker sees it.
struct Match<'a, G: MatchGame> {
    args: &'a MatchArgs,
    /// The player given first, then the one given second (whatever seats they play).
    players: [Box<dyn PlayerSpec<G>>; 2],
    /// The balanced openings, when the games start from them.
    balanced: Vec<Vec<G::Move>>,
}

impl<G: MatchGame> Match<'_, G> {
    /// The moves game `number` starts with, and whether its players swap seats.
    fn opening(&self, number: u32) -> (Vec<G::Move>, bool) {
        let args = self.args;
        let (pair, swapped) = if args.swap_colours { (number / 2, number % 2 == 1) } else { (number, false) };
        let moves = match args.openings {
            Openings::None => Vec::new(),
            Openings::Random(plies) => random_opening(&G::start(), plies, args.seed, u64::from(pair)),
            Openings::Balanced => {
                let count = self.balanced.len().max(1);
                // The seed picks where in the list the match starts.
                let start = (mix64(args.seed) % count as u64) as usize;
                self.balanced.get((start + pair as usize) % count).cloned().unwrap_or_default()
            }
        };
        (moves, swapped)
    }
}

/// How one game ended.
struct Outcome<G: Game> {
    number: u32,
    game: GameSoFar<G>,
    /// Which player (0: the one given first, 1: the other) played the first seat.
    first_player: usize,
    /// The seat that lost by forfeit, and why.
    forfeit: Option<(Seat, String)>,
}

/// The player (0: the one given first, 1: the other) in `seat` of a game whose first seat
/// `first_player` plays.
fn player_in(seat: Seat, first_player: usize) -> usize {
    match seat {
        Seat::First => first_player,
        Seat::Second => 1 - first_player,
    }
}

impl<G: Notation> Outcome<G> {
    /// The player (0 or 1) in `seat`.
    fn player(&self, seat: Seat) -> usize {
        player_in(seat, self.first_player)
    }

    /// The seat that won; `None` for a draw.
    fn winner(&self) -> Option<Seat> {
        if let Some((loser, _)) = &self.forfeit {
            return Some(loser.opponent());
        }
        let end = self.game.position();
        match end.terminal_score().cmp(&DRAW) {
            std::cmp::Ordering::Greater => Some(end.seat_to_move()),
            std::cmp::Ordering::Less => Some(end.seat_to_move().opponent()),
            std::cmp::Ordering::Equal => None,
        }
    }
}

/// One worker's players, kept from game to game.
struct Worker<'m, G: MatchGame> {
    game_match: &'m Match<'m, G>,
    players: [Box<dyn Player<G>>; 2],
}

impl<'m, G: MatchGame> Worker<'m, G> {
    fn new(game_match: &'m Match<'m, G>) -> Self {
        Self { players: game_match.players.each_ref().map(|spec| spec.player()), game_match }
    }

    /// Plays game `number`; `None` when cancelled.
    fn play(&mut self, number: u32, cancel: &AtomicBool) -> Option<Outcome<G>> {
        let seed = self.game_match.args.seed;
        let (opening, swapped) = self.game_match.opening(number);
        let first_player = usize::from(swapped);
        self.players.iter_mut().for_each(|player| player.new_game());
        let mut game = GameSoFar::new(G::start());
        for mv in opening {
            game.play(PlayedMove::bare(mv));
        }
        let mut rng = SplitMix64::new(mix64(seed ^ mix64(u64::from(number))));
        let game_seed = mix64(seed ^ u64::from(number));
        let mut forfeit = None;
        let mut legal = Vec::new();
        while !game.position().is_over() {
            let seat = game.position().seat_to_move();
            let player = player_in(seat, first_player);
            legal.clear();
            game.position().generate_moves(&mut legal);
            // A forced pass needs no player (NBoard does not ask engines for one either).
            let answer = match legal[..] {
                [pass] if G::is_pass(pass) => Ok(PlayedMove::bare(pass)),
                _ => {
                    let turn = Turn { game: &game, game_seed, rng: &mut rng, cancel };
                    self.players[player].choose(turn).transpose()?
                }
            };
            match answer.and_then(|played| check_legal(game.position(), &legal, played)) {
                Ok(played) => game.play(played),
                Err(reason) => {
                    forfeit = Some((seat, reason));
                    break;
                }
            }
        }
        Some(Outcome { number, game, first_player, forfeit })
    }
}

/// `played` if it is one of the `legal` moves of `position`, else why not.
fn check_legal<G: Notation>(
    position: &G,
    legal: &[G::Move],
    played: PlayedMove<G::Move>,
) -> Result<PlayedMove<G::Move>, String> {
    if legal.contains(&played.mv) {
        return Ok(played);
    }
    let seat = position.seat_to_move();
    let side = G::SIDES[seat.index()];
    let legal = legal.iter().map(|&mv| G::move_text(seat, mv)).collect::<Vec<_>>().join(" ");
    let problem = if G::is_pass(played.mv) {
        format!("{side} cannot pass while it has moves ({legal})")
    } else {
        format!("{side} cannot play {} (legal: {legal})", G::move_text(seat, played.mv))
    };
    Err(format!("played an illegal move: {problem} in position {position}"))
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
    /// The discs (pieces) the player had at the end of its games, in games that count them.
    #[serde(skip_serializing_if = "Option::is_none")]
    discs: Option<u32>,
    /// Wins and half the draws, in percent of the games.
    score: f64,
}

#[derive(Serialize)]
struct MatchSummary {
    game: &'static str,
    games: u32,
    seed: u64,
    /// The player given first, then the one given second (whatever seats they played).
    players: [PlayerRecord; 2],
    openings: String,
    colours_swapped: bool,
    /// What went wrong with players, game by game.
    incidents: Vec<String>,
    /// True when Ctrl-C stopped the match: `games` counts the finished ones.
    stopped: bool,
    seconds: f64,
}

impl MatchSummary {
    fn count<G: MatchGame>(&mut self, outcome: &Outcome<G>) {
        let end = outcome.game.position();
        for seat in Seat::BOTH {
            let record = &mut self.players[outcome.player(seat)];
            if let (Some(total), Some(count)) = (&mut record.discs, end.count(seat)) {
                *total += count;
            }
        }
        match outcome.winner() {
            Some(seat) => {
                self.players[outcome.player(seat)].wins += 1;
                self.players[outcome.player(seat.opponent())].losses += 1;
            }
            None => self.players.iter_mut().for_each(|player| player.draws += 1),
        }
        if let Some((seat, reason)) = &outcome.forfeit {
            let loser = &mut self.players[outcome.player(*seat)];
            loser.forfeits += 1;
            let side = G::SIDES[seat.index()];
            self.incidents.push(format!("game {}: {side} ({}) loses: {reason}", outcome.number + 1, loser.player));
        }
        self.games += 1;
        for player in &mut self.players {
            player.score = 100.0 * (f64::from(player.wins) + f64::from(player.draws) / 2.0) / f64::from(self.games);
        }
    }
}

/// A game's line: `game   1: 33-31 f5d6…` where the game counts discs, `game   1: X wins  5 1 9…`
/// where it does not, or who lost by forfeit and why.
fn describe<G: MatchGame>(outcome: &Outcome<G>) -> String {
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
pub fn run(args: &MatchArgs) -> Result<(), String> {
    game(&args.game)?.play_match(args)
}

pub fn play_match<G: MatchGame>(args: &MatchArgs) -> Result<(), String> {
    if args.games == 0 {
        return Err("--games must be at least 1".into());
    }
    let settings = PlayerSettings {
        depth: args.depth.unwrap_or(G::MATCH_DEPTH),
        time_ms: args.time_ms,
        algorithm: args.algorithm.into(),
        threads: args.threads.or(G::MATCH_THREADS),
        engine_timeout: Duration::from_millis(args.engine_timeout_ms.max(1)),
    };
    // The match's own options (--threads, --algorithm) are the game's business whoever plays.
    G::ai(&settings.search_options())?;
    // A seat's flag by the game's name for it: --black, --x.
    let player = |text: &str, seat: Seat| -> Result<Box<dyn PlayerSpec<G>>, String> {
        let flag = format!("--{}", G::SIDES[seat.index()].to_lowercase());
        let spec = parse_player::<G>(text, &settings).map_err(|error| format!("{flag}: {error}"))?;
        // An engine that cannot start at all is a mistake on the command line, not a lost game.
        spec.check().map_err(|error| format!("{flag}: {error}"))?;
        Ok(spec)
    };
    let players = [player(&args.first, Seat::First)?, player(&args.second, Seat::Second)?];
    let balanced = match args.openings {
        Openings::Balanced => G::balanced_openings()?,
        _ => Vec::new(),
    };
    if args.openings == Openings::Balanced && balanced.is_empty() {
        return Err("the balanced openings list is empty".into());
    }
    let game_match = Match { args, players, balanced };
    let cancel = cancel_flag()?;
    let started = Instant::now();
    let record = |spec: &dyn PlayerSpec<G>| PlayerRecord {
        player: spec.label(),
        name: None,
        wins: 0,
        draws: 0,
        losses: 0,
        forfeits: 0,
        discs: G::start().count(Seat::First).map(|_| 0),
        score: 0.0,
    };
    let mut summary = MatchSummary {
        game: G::NAME,
        games: 0,
        seed: args.seed,
        players: game_match.players.each_ref().map(|spec| record(spec.as_ref())),
        openings: args.openings.describe(),
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
                .map_err(|error| format!("cannot save game {}: {error}", outcome.number + 1))?;
            saved.push_str(&line);
            saved.push('\n');
        }
        std::fs::write(path, saved).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    if args.json {
        out!("{}", serde_json::to_string(&summary).map_err(|e| e.to_string())?);
        return Ok(());
    }
    for player in &summary.players {
        let forfeits = if player.forfeits > 0 { format!(" ({} by forfeit)", player.forfeits) } else { String::new() };
        let discs = player.discs.map(|discs| format!(", {discs} discs")).unwrap_or_default();
        out!(
            "{}: {} wins, {} draws, {} losses{forfeits}{discs}, score {:.1}%",
            player.player,
            player.wins,
            player.draws,
            player.losses,
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
