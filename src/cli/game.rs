//! A game as the command line knows it: [`CliGame`] (how its commands write it and which AI
//! searches it), the options a command hands that AI ([`SearchOptions`]), and the engine's
//! searcher as the AI of the games that need nothing more ([`EngineAi`]).

use anyhow::{Context, anyhow};
use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use serde::de::DeserializeOwned;

use crate::engine::{
    Algorithm, Evaluator, Game, Proven, Score, SearchInfo, Searcher, Selectivity, Strategy, is_proven,
    time_limit_from_ms,
};
use crate::games::kept_ai::{KeptAi, MoveOf};
use crate::games::line_protocol::LineProtocol;
use crate::games::reversi::BookPlay;
use crate::games::{Notation, Seat};

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
        read: impl FnOnce(&Path) -> anyhow::Result<W>,
    ) -> anyhow::Result<W> {
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
    pub fn reject_reversi_options(&self, game: &str) -> anyhow::Result<()> {
        if self.exact_empties.is_some() {
            return Err(anyhow!("--exact-empties is for Reversi's endgame solver, not {game}"));
        }
        if self.threads.is_some() {
            return Err(anyhow!("--threads is for Reversi's parallel search, not {game}"));
        }
        if self.selectivity.is_some() {
            return Err(anyhow!("--selectivity is for Reversi's selective search, not {game}"));
        }
        if self.book != BookPlay::Off {
            return Err(anyhow!("--book is for Reversi's opening book, not {game}"));
        }
        Ok(())
    }
}

/// Evaluation weights of any game, from a JSON file; fields left out keep their defaults.
pub fn read_weights<W: DeserializeOwned>(path: &Path) -> anyhow::Result<W> {
    let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    serde_json::from_str(&text).with_context(|| format!("bad weights in {}", path.display()))
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

/// What the generic commands need of a game beyond its rules.
pub trait CliGame: Notation + LineProtocol {
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

    fn ai(options: &SearchOptions) -> anyhow::Result<Self::Ai>;
    /// The evaluation `options` asks for (its weights), as the AI's engine search uses it.
    fn evaluator(options: &SearchOptions) -> anyhow::Result<Self::Evaluator>;
    /// Why there is nothing to search, when the game is over.
    fn describe_end(&self) -> String;

    /// At most this many plies remain to the end of the game, when the rules bound it.
    fn plies_to_end(&self) -> Option<u32> {
        None
    }

    fn perft(&self, depth: u32) -> u64 {
        crate::engine::perft(self, depth)
    }

    /// A board as `move` reads it from standard input, with `seat` to move: the course's drawings
    /// for Tic-tac-toe and Catapultas, a position in the game's notation otherwise.
    fn read_drawing(text: &str, seat: Seat) -> anyhow::Result<Self> {
        let position = Self::parse_position(text.trim())?;
        if position.seat_to_move() != seat {
            let [stated, found] = [seat, position.seat_to_move()].map(|seat| Self::SIDES[seat.index()]);
            return Err(anyhow!("the position has {found} to move, not {stated}"));
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

    fn solved(&self, position: &G, info: &SearchInfo<G::Move>) -> bool {
        saw_the_end(position, info)
    }
}

/// Whether a search's score is the game's exact result: proven wins and losses are, and so is
/// any score of a search that reached the end of every line.
fn saw_the_end<G: CliGame>(position: &G, info: &SearchInfo<G::Move>) -> bool {
    info.finished && (is_proven(info.score) || position.plies_to_end().is_some_and(|plies| info.depth >= plies))
}

/// A game's kept AI ([`KeptAi`]) as the commands play it: the settings their options make, and
/// the tables it keeps from move to move, as the window's AI seat keeps them.
pub struct KeptPlayer<A: KeptAi> {
    ai: A,
    settings: A::Settings,
    exact_root_scores: bool,
}

impl<A: KeptAi> KeptPlayer<A> {
    pub fn new(settings: A::Settings, exact_root_scores: bool) -> Self {
        Self { ai: A::default(), settings, exact_root_scores }
    }
}

/// The same settings with empty tables: a fresh player, not a copy of what this one has learnt.
impl<A: KeptAi> Clone for KeptPlayer<A> {
    fn clone(&self) -> Self {
        Self::new(self.settings.clone(), self.exact_root_scores)
    }
}

impl<A: KeptAi<Position: CliGame>> CliAi<A::Position> for KeptPlayer<A> {
    fn search(&mut self, position: &A::Position, cancel: &AtomicBool) -> SearchInfo<MoveOf<A>> {
        self.ai.think(position, &self.settings, self.exact_root_scores, cancel, &mut |_| {})
    }

    fn solved(&self, position: &A::Position, info: &SearchInfo<MoveOf<A>>) -> bool {
        saw_the_end(position, info)
    }
}
