//! What a match asks of a game and of its players: the game's greedy player, its own kinds of
//! player, its openings and levels and how a finished game is saved ([`MatchGame`]); a player
//! as the command line names it ([`PlayerSpec`]), made with what the match's options say to
//! every player ([`PlayerSettings`]); and where the games start ([`OpeningsArg`]).

use std::time::Duration;

use anyhow::anyhow;

use crate::cli::game::{CliGame, SearchOptions};
use crate::engine::{Algorithm, Game};
use crate::games::Seat;
use crate::games::matches::{GameSoFar, Openings, Player};
use crate::games::random::SplitMix64;
use crate::games::reversi::BookPlay;

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

    /// Where a tournament's games start unless `--openings` says: the game's start, or its
    /// balanced openings where the start alone would replay one game (Reversi).
    const TOURNAMENT_OPENINGS: OpeningsArg = OpeningsArg::None;

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
pub(super) fn moves_on_one_line<G: CliGame>(game: &GameSoFar<G>) -> String {
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
    pub(super) fn search_options<'a>(&self) -> SearchOptions<'a> {
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

    /// A try before the first game: an error where the player cannot be started at all (a
    /// mistake in its command line, to mend before anything is played); otherwise what is wrong
    /// with its play on the game's start, if anything (it plays all the same, and loses by
    /// forfeit the games it fails).
    fn check(&self) -> anyhow::Result<Option<String>> {
        Ok(None)
    }
}

/// A level of a game's ladder: its name, the player it is (as a match takes it) and its rating.
#[derive(Clone, Copy, Debug)]
pub struct Rung {
    pub name: &'static str,
    pub player: &'static str,
    pub rating: f64,
}

/// A game's levels, weakest first, rated on one scale by matches between neighbours, and where
/// the games against them start (the openings that make a fixed-depth level's games differ).
#[derive(Clone, Copy, Debug)]
pub struct Ladder {
    pub rungs: &'static [Rung],
    pub openings: OpeningsArg,
}

/// Where the games start, as `--openings` says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
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
