//! The commands every game answers alike: `perft`, `analyze` and `move` (and `match`, in
//! [`super::matches`]). Written once over the engine's [`Game`] trait and [`CliGame`], which says
//! how a game writes its positions and moves and which AI searches it; the [`Catalogue`] the
//! program is given holds the games, and `--game` names one of them.

use std::io::{self, Read};
use std::marker::PhantomData;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use clap::{Args, ValueEnum};
use serde::Serialize;
use serde::de::DeserializeOwned;

use super::matches::{self, MatchArgs, MatchGame};
use super::tree::{self, TreeArgs};
use crate::engine::{
    Algorithm, Evaluator, Game, Proven, Score, SearchInfo, Searcher, Selectivity, Strategy, is_proven, proven_margin,
    time_limit_from_ms,
};
use crate::games::reversi::BookPlay;
use crate::games::{Notation, Seat};

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum AlgorithmArg {
    Minimax,
    #[value(alias = "alphabeta")]
    AlphaBeta,
    Full,
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

/// Where an AI's evaluation weights come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WeightsChoice<'a> {
    /// A JSON file (`analyze --weights FILE`).
    File(&'a Path),
    /// A match's `ai:weights=W`: the game's preset of that name, or else a JSON file.
    Named(&'a str),
}

impl WeightsChoice<'_> {
    /// The weights chosen: `preset` finds a preset by name (`None` for a name it does not know),
    /// `read` reads a file.
    pub fn load<W>(
        self,
        preset: impl FnOnce(&str) -> Option<W>,
        read: impl FnOnce(&Path) -> Result<W, String>,
    ) -> Result<W, String> {
        match self {
            Self::File(path) => read(path),
            Self::Named(name) => preset(name).map_or_else(|| read(Path::new(name)), Ok),
        }
    }
}

/// What the search commands take from the command line.
pub struct SearchOptions<'a> {
    pub algorithm: Algorithm,
    /// Plies; the game's own default when not given.
    pub depth: Option<u32>,
    /// 0: no limit.
    pub time_ms: u64,
    pub exact_empties: Option<u32>,
    pub weights: Option<WeightsChoice<'a>>,
    /// Search threads; every core when not given.
    pub threads: Option<usize>,
    /// Every root move gets its own score, not only the best (a line of scored moves).
    pub exact_root_scores: bool,
    /// Reversi's selective search; full-width when not given.
    pub selectivity: Option<Selectivity>,
    /// Answer from the opening book where the position is in it, and how (Reversi).
    pub book: BookPlay,
}

impl SearchOptions<'_> {
    pub fn time_limit(&self) -> Option<Duration> {
        time_limit_from_ms(self.time_ms)
    }

    /// Refuses the options only Reversi takes.
    pub fn reject_reversi_options(&self, game: &str) -> Result<(), String> {
        if self.exact_empties.is_some() {
            return Err(format!("--exact-empties is for Reversi's endgame solver, not {game}"));
        }
        if self.threads.is_some() {
            return Err(format!("--threads is for Reversi's parallel search, not {game}"));
        }
        if self.selectivity.is_some() {
            return Err(format!("--selectivity is for Reversi's selective search, not {game}"));
        }
        if self.book != BookPlay::Off {
            return Err(format!("--book is for Reversi's opening book, not {game}"));
        }
        Ok(())
    }
}

/// Evaluation weights of any game, from a JSON file; fields left out keep their defaults.
pub fn read_weights<W: DeserializeOwned>(path: &Path) -> Result<W, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| format!("bad weights in {}: {e}", path.display()))
}

/// A searching player as the commands use it.
pub trait CliAi<G: Game> {
    fn search(&mut self, position: &G, cancel: &AtomicBool) -> SearchInfo<G::Move>;

    /// Whether `info`'s score is the game's exact result.
    fn solved(&self, position: &G, info: &SearchInfo<G::Move>) -> bool;

    /// A match's seed for the game being played, where the AI's choices vary (Reversi's book).
    fn vary(&mut self, _seed: u64) {}

    /// Whether the last search's answer came from an opening book rather than a search.
    fn answered_from_book(&self) -> bool {
        false
    }

    fn describe_score(&self, score: Score, solved: bool) -> String {
        match Proven::of(score) {
            Some(proven) => proven.to_string(),
            None if solved => "draw".to_owned(),
            None => format!("{score:+} (heuristic)"),
        }
    }
}

/// The commands every game answers, for the game a command line names.
pub trait GameCommands: Sync {
    fn name(&self) -> &'static str;
    fn perft(&self, args: &PerftArgs) -> Result<(), String>;
    fn analyze(&self, args: &AnalyzeArgs) -> Result<(), String>;
    fn choose_move(&self, args: &MoveArgs) -> Result<(), String>;
    fn play_match(&self, args: &MatchArgs) -> Result<(), String>;
    fn tree(&self, args: &TreeArgs) -> Result<(), String>;
}

/// The commands of game `G`.
struct Commands<G>(PhantomData<fn() -> G>);

impl<G: MatchGame> GameCommands for Commands<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }

    fn perft(&self, args: &PerftArgs) -> Result<(), String> {
        run_perft::<G>(args)
    }

    fn analyze(&self, args: &AnalyzeArgs) -> Result<(), String> {
        run_analyze::<G>(args)
    }

    fn choose_move(&self, args: &MoveArgs) -> Result<(), String> {
        run_move::<G>(args)
    }

    fn play_match(&self, args: &MatchArgs) -> Result<(), String> {
        matches::play_match::<G>(args)
    }

    fn tree(&self, args: &TreeArgs) -> Result<(), String> {
        tree::run::<G>(args)
    }
}

/// A game the catalogue lists, as the command line and the window it opens know it: its
/// commands and, with the window, its screen. Every front end's part of the game is required
/// here, so a game the catalogue names cannot lack one.
#[cfg(feature = "window")]
pub trait CatalogueGame: MatchGame + crate::app::games::WindowGame {}
#[cfg(feature = "window")]
impl<G: MatchGame + crate::app::games::WindowGame> CatalogueGame for G {}

/// A game the catalogue lists, as the command line knows it (this build has no window).
#[cfg(not(feature = "window"))]
pub trait CatalogueGame: MatchGame {}
#[cfg(not(feature = "window"))]
impl<G: MatchGame> CatalogueGame for G {}

/// One game of the catalogue: its commands, and its screen where the build has a window.
#[derive(Clone, Copy)]
struct CatalogueEntry {
    commands: &'static dyn GameCommands,
    #[cfg(feature = "window")]
    window: crate::app::games::GameEntry,
}

/// The games the program is given (`crate::catalogue` lists them): every command that names a
/// game (`--game`, `match <game>`) finds it here, the first is the one `--game` defaults to, and
/// the window opens on their screens, in this order.
#[derive(Clone, Default)]
pub struct Catalogue(Vec<CatalogueEntry>);

impl Catalogue {
    /// No games yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// This catalogue and game `G` after it.
    pub fn with<G: CatalogueGame>(mut self) -> Self {
        let commands: &'static Commands<G> = &Commands(PhantomData);
        self.0.push(CatalogueEntry {
            commands,
            #[cfg(feature = "window")]
            window: crate::app::games::GameEntry::of::<G::Screen>(),
        });
        self
    }

    /// The names of the games, in order.
    pub fn names(&self) -> Vec<&'static str> {
        self.0.iter().map(|entry| entry.commands.name()).collect()
    }

    /// The commands of the game called `name`.
    pub fn game(&self, name: &str) -> Result<&'static dyn GameCommands, String> {
        self.0
            .iter()
            .map(|entry| entry.commands)
            .find(|game| game.name() == name)
            .ok_or_else(|| format!("there is no game called {name}: the games are {}", self.names().join(", ")))
    }

    /// The games as the window registers them, in the menu's order.
    #[cfg(feature = "window")]
    pub fn window_games(&self) -> Vec<crate::app::games::GameEntry> {
        self.0.iter().map(|entry| entry.window).collect()
    }
}

/// What the generic commands need of a game beyond its rules.
pub trait CliGame: Notation {
    /// Placed between the moves of a line (the Catapultas notation has spaces of its own).
    const MOVE_SEPARATOR: &'static str = " ";
    /// Placed between the scored moves of a list.
    const LIST_SEPARATOR: &'static str = "  ";
    const DEFAULT_DEPTH: u32;
    /// Cloned, it is a fresh player with the same settings: a match makes one per player and
    /// worker from the one its command line describes.
    type Ai: CliAi<Self> + Clone + Send + Sync;
    /// The evaluation the game's engine search judges leaves with.
    type Evaluator: Evaluator<Self>;

    fn ai(options: &SearchOptions) -> Result<Self::Ai, String>;
    /// The evaluation `options` asks for (its weights), as the AI's engine search uses it.
    fn evaluator(options: &SearchOptions) -> Result<Self::Evaluator, String>;
    /// Why there is nothing to search, when the game is over.
    fn describe_end(&self) -> String;

    /// At most this many plies remain to the end of the game, when the rules bound it.
    fn plies_to_end(&self) -> Option<u32> {
        None
    }

    fn perft(&self, depth: u32) -> u64 {
        crate::engine::perft(self, depth)
    }

    /// A board as `move` reads it from standard input, with `seat` to move: the seeds' drawings
    /// for Tic-tac-toe and Catapultas, a position in the game's notation otherwise.
    fn read_drawing(text: &str, seat: Seat) -> Result<Self, String> {
        let position = Self::parse_position(text.trim()).map_err(|error| error.to_string())?;
        if position.seat_to_move() != seat {
            let [stated, found] = [seat, position.seat_to_move()].map(|seat| Self::SIDES[seat.index()]);
            return Err(format!("the position has {found} to move, not {stated}"));
        }
        Ok(position)
    }
}

/// The engine's searcher with an evaluation: the AI of Tic-tac-toe and Catapultas.
pub struct EngineAi<G: Game, E> {
    searcher: Searcher<G>,
    evaluator: E,
}

impl<G: Game, E: Evaluator<G>> EngineAi<G, E> {
    pub fn new(options: &SearchOptions, default_depth: u32, evaluator: E) -> Self {
        let strategy = Strategy::new(options.algorithm)
            .max_depth(options.depth.unwrap_or(default_depth))
            .time_limit(options.time_limit())
            .exact_root_scores(options.exact_root_scores);
        Self { searcher: Searcher::new(strategy), evaluator }
    }
}

/// The same settings and evaluation with an empty table: a fresh player, not a copy of what
/// this one has learnt.
impl<G: Game, E: Evaluator<G> + Clone> Clone for EngineAi<G, E> {
    fn clone(&self) -> Self {
        Self { searcher: Searcher::new(self.searcher.strategy().clone()), evaluator: self.evaluator.clone() }
    }
}

impl<G: CliGame, E: Evaluator<G>> CliAi<G> for EngineAi<G, E> {
    fn search(&mut self, position: &G, cancel: &AtomicBool) -> SearchInfo<G::Move> {
        self.searcher.search(position, &self.evaluator, cancel, &mut |_| {})
    }

    /// Proven wins and losses are exact, and so is any score of a search that reached the end
    /// of every line.
    fn solved(&self, position: &G, info: &SearchInfo<G::Move>) -> bool {
        info.finished && (is_proven(info.score) || position.plies_to_end().is_some_and(|plies| info.depth >= plies))
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
pub fn parse_book_play(text: &str) -> Result<BookPlay, String> {
    match text {
        "0" | "off" => Ok(BookPlay::Off),
        "1" | "varied" => Ok(BookPlay::Varied),
        "best" => Ok(BookPlay::Best),
        _ => Err(format!(
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
    fn options<'a>(&self, exact_empties: Option<u32>, weights: Option<WeightsChoice<'a>>) -> SearchOptions<'a> {
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

#[derive(Args, Debug)]
pub struct PerftArgs {
    /// Plies to count.
    depth: u32,
    #[command(flatten)]
    game: GameChoice,
    /// Start position in the game's notation; the game's start by default.
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    position: Option<String>,
}

#[derive(Args, Debug)]
pub struct AnalyzeArgs {
    #[command(flatten)]
    game: GameChoice,
    /// The position in the game's notation (Reversi: OBF; Tic-tac-toe: `X---O---- X`; Catapultas:
    /// `xxxxxx/xxxxxx/xxxxxx/oooooo/oooooo/oooooo x 0/100`); the game's start by default.
    #[arg(long, value_name = "P", allow_hyphen_values = true)]
    position: Option<String>,
    #[command(flatten)]
    search: SearchArgs,
    /// Reversi: solve exactly at or below this many empty squares (full engine only; default 16).
    #[arg(long, value_name = "N")]
    exact_empties: Option<u32>,
    /// Evaluation weights as JSON (Reversi: the window's settings format, e.g.
    /// {"opening": {"mobility": 1, "corners": 40, "static_squares": 1, "stability": 10}};
    /// Catapultas: {"material": 100, "mobility": 5, "threats": 50, "advancement": 1});
    /// missing fields keep their defaults.
    #[arg(long, value_name = "FILE")]
    weights: Option<PathBuf>,
    /// Search for the best move only, as the AI does when it plays: the other moves are only
    /// proved no better (the moves line shows them as bounds, `≤`), which is faster.
    #[arg(long)]
    best_only: bool,
    /// One JSON object instead of text.
    #[arg(long)]
    json: bool,
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

#[derive(Args, Debug)]
pub struct MoveArgs {
    #[command(flatten)]
    game: GameChoice,
    /// The side to move (x or o; black or white).
    #[arg(long, value_enum)]
    side: SideArg,
    #[command(flatten)]
    search: SearchArgs,
}

pub fn start_position<G: CliGame>(text: Option<&str>) -> Result<G, String> {
    match text {
        None => Ok(G::start()),
        Some(text) => G::parse_position(text).map_err(|e| format!("bad --position: {e}")),
    }
}

fn run_perft<G: CliGame>(args: &PerftArgs) -> Result<(), String> {
    let start: G = start_position(args.position.as_deref())?;
    let started = Instant::now();
    let leaves = start.perft(args.depth);
    let seconds = started.elapsed().as_secs_f64();
    out!(
        "depth {}  leaves {leaves}  seconds {seconds:.3}  leaves/s {:.0}",
        args.depth,
        leaves as f64 / seconds.max(1e-9)
    );
    Ok(())
}

pub fn perft(catalogue: &Catalogue, args: &PerftArgs) -> Result<(), String> {
    catalogue.game(&args.game.game)?.perft(args)
}

/// The moves of `line` played from `position`, each in the notation of the position it is
/// played in.
pub fn line_text<G: CliGame>(position: &G, line: &[G::Move]) -> Vec<String> {
    let mut position = *position;
    line.iter()
        .map(|&mv| {
            let text = G::move_text(position.seat_to_move(), mv);
            position = position.play(mv);
            text
        })
        .collect()
}

#[derive(Serialize)]
struct MoveReport {
    #[serde(rename = "move")]
    mv: String,
    score: Score,
    /// False when `score` is only an upper bound.
    exact: bool,
    text: String,
}

#[derive(Serialize)]
struct Analysis {
    game: &'static str,
    position: String,
    best: Option<String>,
    /// The engine's score for the side to move.
    score: Score,
    /// The final margin (discs, pieces) when the score is exact.
    margin: Option<Score>,
    score_text: String,
    solved: bool,
    /// The answer is the opening book's: its moves and values, no search.
    from_book: bool,
    /// False when the time limit cut the search short.
    finished: bool,
    depth: u32,
    /// The percentage of a selective search (absent at 100 %).
    #[serde(skip_serializing_if = "Option::is_none")]
    selectivity: Option<u8>,
    pv: Vec<String>,
    nodes: u64,
    seconds: f64,
    moves: Vec<MoveReport>,
}

fn run_analyze<G: CliGame>(args: &AnalyzeArgs) -> Result<(), String> {
    let position: G = start_position(args.position.as_deref())?;
    if position.is_over() {
        return Err(format!("the game is over in {}: {}", position, position.describe_end()));
    }
    let options = SearchOptions {
        exact_root_scores: !args.best_only,
        ..args.search.options(args.exact_empties, args.weights.as_deref().map(WeightsChoice::File))
    };
    let mut ai = G::ai(&options)?;
    let info = ai.search(&position, &AtomicBool::new(false));
    let solved = ai.solved(&position, &info);
    let analysis = Analysis {
        game: G::NAME,
        position: position.to_string(),
        best: info.best_move.map(|mv| G::move_text(position.seat_to_move(), mv)),
        score: info.score,
        margin: proven_margin(info.score).or(solved.then_some(0)),
        score_text: ai.describe_score(info.score, solved),
        solved,
        from_book: ai.answered_from_book(),
        finished: info.finished,
        depth: info.depth,
        selectivity: (!info.selectivity.is_full()).then(|| info.selectivity.percent()),
        pv: line_text(&position, &info.pv),
        nodes: info.nodes,
        seconds: info.elapsed.as_secs_f64(),
        moves: info
            .root_moves
            .iter()
            .map(|root| MoveReport {
                mv: G::move_text(position.seat_to_move(), root.mv),
                score: root.score,
                exact: root.exact,
                text: ai.describe_score(root.score, solved && root.exact),
            })
            .collect(),
    };
    if args.json {
        out!("{}", serde_json::to_string(&analysis).map_err(|e| e.to_string())?);
        return Ok(());
    }
    let depth_note = if analysis.from_book {
        " (from the opening book)"
    } else if solved {
        " (solved to the end)"
    } else if info.finished {
        ""
    } else {
        " (cut short)"
    };
    out!("position   {}", analysis.position);
    out!("best       {}", analysis.best.unwrap_or_default());
    out!("score      {}", analysis.score_text);
    out!("depth      {}{depth_note}", depth_text(&info));
    out!("pv         {}", analysis.pv.join(G::MOVE_SEPARATOR));
    out!("nodes      {}  seconds {:.3}  nodes/s {:.0}", analysis.nodes, analysis.seconds, info.nodes_per_second());
    let moves: Vec<String> =
        analysis.moves.iter().map(|m| format!("{}:{}{}", m.mv, if m.exact { "" } else { "≤" }, m.text)).collect();
    out!("moves      {}", moves.join(G::LIST_SEPARATOR));
    Ok(())
}

/// `18`, or `18 @ 95 %` for a selective search, as Edax writes it.
pub fn depth_text<M>(info: &SearchInfo<M>) -> String {
    if info.selectivity.is_full() { info.depth.to_string() } else { format!("{} @ {}", info.depth, info.selectivity) }
}

pub fn analyze(catalogue: &Catalogue, args: &AnalyzeArgs) -> Result<(), String> {
    catalogue.game(&args.game.game)?.analyze(args)
}

fn run_move<G: CliGame>(args: &MoveArgs) -> Result<(), String> {
    let mut text = String::new();
    io::stdin().lock().read_to_string(&mut text).map_err(|e| format!("cannot read standard input: {e}"))?;
    let position = G::read_drawing(&text, args.side.into()).map_err(|e| format!("bad board: {e}"))?;
    if position.is_over() {
        return Err(format!("the game is over: {}", position.describe_end()));
    }
    let mut ai = G::ai(&args.search.options(None, None))?;
    let info = ai.search(&position, &AtomicBool::new(false));
    let best = info.best_move.ok_or("the engine found no move")?;
    out!("{}", G::move_text(position.seat_to_move(), best));
    if ai.answered_from_book() {
        // Beside the move, not in it: a referee reads standard output.
        eprintln!("(from the opening book)");
    }
    Ok(())
}

/// `move`: one move for the side to move on a board read from standard input, printed in the
/// game's notation, the way the assignments' `./minimax x` programs answer their referee.
pub fn choose_move(catalogue: &Catalogue, args: &MoveArgs) -> Result<(), String> {
    catalogue.game(&args.game.game)?.choose_move(args)
}
