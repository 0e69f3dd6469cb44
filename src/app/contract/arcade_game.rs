//! What a game gives the window: [`ArcadeGame`], how its screen plays, writes and searches it;
//! [`OutsideEngine`], the programs that may play it; [`BoardChange`], what its screen announces
//! when the board changes; and how its sides and scores are written. A floor below the game
//! screen (`game_screen`): the settings, the sounds and the frame statistics read it without
//! importing the screen.

use std::fmt::{Debug, Display};
use std::marker::PhantomData;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use bevy::prelude::*;

use crate::app::base::errors::Explain;
use crate::app::base::history::GameHistory;
use crate::app::base::i18n;
use crate::app::base::screen::Screen;
use crate::app::base::settings::{AnalysisStrength, GameOptions, OutsideEngineSettings};
use crate::engine::{Breakdown, Evaluator, Game, Proven, Score, SearchInfo};
use crate::games::kept_ai::KeptAi;
use crate::games::line_protocol::LineProtocol;
use crate::games::{Notation, Seat, legal_moves, seen_by_first};
use crate::tr;

/// What a game screen needs from a game. The rules come from the engine's [`Game`]; this adds
/// how the window plays, writes and searches it.
pub trait ArcadeGame: Sized + Send + Sync + 'static {
    /// The game's positions; why a pasted text is not a game is told in the player's language,
    /// and a player's own program reads them in the game's line protocol.
    type Position: Notation<Move = Self::Move, GameTextError: Explain> + LineProtocol;
    type Move: Copy + Eq + Debug + Display + Send + Sync + 'static;
    /// What the player clicks: a square or a cell.
    type Square: Copy + PartialEq + Debug + Send + Sync + 'static;
    /// The game's own settings beside players and hints (its AI's, its board's).
    type Options: GameOptions;
    /// An outside engine that can play the game ("Engine" seats), or [`NoOutsideEngine`].
    type Outside: OutsideEngine<Self>;
    /// How the AI's search judges the positions where it stops.
    type Evaluator: Evaluator<Self::Position> + 'static;
    /// The AI as the machine seats keep it from move to move: what its searches learnt that the
    /// next move's search can use (the tables of Reversi's and Catapultas' searches).
    type Ai: KeptAi<Position = Self::Position>;

    /// What the scores the panel and the hints show count in (every score is the first side's:
    /// [`score_meaning`] says so before this).
    const SCORE_UNIT: &'static str;
    /// An example of what the player may paste.
    const PASTE_HINT: &'static str;

    /// The game's own systems: its board drawn and animated, and whatever else is its own.
    fn plugin(app: &mut App);

    /// The position a new game starts from.
    fn start(_options: &Self::Options) -> Self::Position {
        Self::Position::start()
    }
    /// A new game: from the start, or after moves the options choose (Reversi's balanced
    /// openings).
    fn new_game(options: &Self::Options) -> GameHistory<Self::Position, Self::Move> {
        GameHistory::new(Self::start(options))
    }

    /// What a saved game's file name ends with.
    const FILE_EXTENSION: &'static str;
    /// The game as a file that [`parse_game`] reads back: the moves from the standard start, or
    /// else the position reached (Reversi overrides this with GGF, which keeps both).
    fn file_text(history: &GameHistory<Self::Position, Self::Move>, _players: [&str; 2]) -> String {
        let standard_start = *history.start() == Self::start(&Self::Options::default());
        if standard_start { transcript::<Self>(history) } else { history.current().to_string() }
    }
    /// The result of a finished game, in words.
    fn result_text(position: &Self::Position) -> String;

    /// The AI's settings in the player's options.
    fn ai_settings(options: &Self::Options) -> &<Self::Ai as KeptAi>::Settings;
    /// The AI's search for its move, with the player's options, by the `ai` that played the
    /// game's machine moves so far.
    fn think(
        ai: &mut Self::Ai,
        position: &Self::Position,
        options: &Self::Options,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<Self::Move>),
    ) -> SearchInfo<Self::Move> {
        ai.think(position, Self::ai_settings(options), false, cancel, on_progress)
    }
    /// The AI's evaluation under the player's options (its weights as the sliders set them):
    /// what the search tree view judges its leaves with.
    fn evaluator(options: &Self::Options) -> Self::Evaluator;
    /// The hints' and the graph's search: every legal move scored (exact root scores), on one
    /// thread, beside whatever else the player's machine does, at the analysis' own `strength`,
    /// whatever the player's AI plays with.
    fn analyse(
        position: &Self::Position,
        strength: AnalysisStrength,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<Self::Move>),
    ) -> SearchInfo<Self::Move>;
    /// The AI's search as [`ArcadeGame::think`] makes it, but always following its best line
    /// (a weak level's chance left out) and to `depth` plies where the game's search has a depth
    /// (within the AI's time): the line "Why this move" shows after the runner-up, which ends as
    /// deep as the AI's own.
    fn think_best_line(
        position: &Self::Position,
        options: &Self::Options,
        _depth: u32,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<Self::Move>),
    ) -> SearchInfo<Self::Move> {
        Self::think(&mut Self::Ai::default(), position, options, cancel, on_progress)
    }
    /// The evaluation the AI with `options` gives an unfinished `position`, term by term, from
    /// its side to move; `None` for a game whose evaluation is not taken apart.
    fn breakdown(_position: &Self::Position, _options: &Self::Options) -> Option<Breakdown> {
        None
    }
    /// Gives the AI this game's `seed` for its choices among near-equal moves (the opening
    /// book's, a weak level's chance), so that two games from one start need not be alike. A
    /// game whose AI always plays its one best move keeps its options.
    fn seed_choices(_options: &mut Self::Options, _seed: u64) {}
    /// Holds the AI to at most `budget` for its next move (its share of its clock). A game whose
    /// search has no time limit (Tic-tac-toe: it sees the whole game at once) keeps its options.
    fn limit_time(_options: &mut Self::Options, _budget: Duration) {}
    /// About how many moves the side to move still has to make, to share its clock among them.
    fn moves_left(_position: &Self::Position) -> u32 {
        20
    }
    /// A score as the panel writes it; `solved` when it is the exact final result (a draw's 0
    /// included). Scores reach here from the first side's view.
    fn describe_score(score: Score, _solved: bool) -> String {
        describe_plain_score(score)
    }
    /// A hint's score as written on the board.
    fn hint_text(score: Score, solved: bool) -> String {
        Self::describe_score(score, solved)
    }
    /// A score on the evaluation graph's scale.
    fn graph_value(score: Score) -> f32;

    /// A click on `square` while `pending` holds the move built so far (Catapultas builds a
    /// jump chain hop by hop): the move it completes, if any, with `pending` updated.
    fn click(position: &Self::Position, pending: &mut Vec<Self::Square>, square: Self::Square) -> Option<Self::Move>;
    /// Why a click on `square` made no move, in a few words for the player, when `pending` was
    /// the move built before it: a message id of the translations (`reversi-refused-taken`), or
    /// the game's own words where it has none; `None` for a click that did something else
    /// (picked a piece, added a hop) or needs no word.
    fn why_not(_position: &Self::Position, _pending: &[Self::Square], _square: Self::Square) -> Option<&'static str> {
        None
    }

    /// The board as the keyboard's cursor walks it: `[columns, rows]` of squares as drawn.
    const GRID: [u8; 2];
    /// The square drawn in `column` and `row`, both from 0 at the top left; `None` where there
    /// is none (a gap in the grid).
    fn square_at(column: u8, row: u8) -> Option<Self::Square>;
    /// Where `square` is drawn: `[column, row]` from the top left, as [`ArcadeGame::square_at`]
    /// counts them.
    fn grid_place(square: Self::Square) -> [u8; 2];
    /// What a player types to reach `square`, as the board's coordinates name it, in lower case
    /// (`d3`, `5`, `34`); no square's name starts with another's.
    fn square_name(square: Self::Square) -> String;
    /// Whether typing a square's name plays it at once, rather than moving the cursor there for
    /// Enter: for a game whose squares are named by one key.
    const TYPED_NAME_PLAYS: bool = false;

    fn screen() -> Screen {
        Screen::Game(Self::Position::NAME)
    }
}

/// Whether outside engines with options `a` and `b` give the same hints (they are asked
/// again when not).
pub fn engine_hints_alike<G: ArcadeGame>(a: &G::Options, b: &G::Options) -> bool {
    G::Outside::settings(a) == G::Outside::settings(b)
}

/// The position after `mv` if it is legal.
pub fn try_play<G: ArcadeGame>(position: &G::Position, mv: G::Move) -> Option<G::Position> {
    legal_moves(position).contains(&mv).then(|| position.play(mv))
}

/// The pass the side to move must play, when it has no other move.
pub fn forced_pass<G: ArcadeGame>(position: &G::Position) -> Option<G::Move> {
    match legal_moves(position)[..] {
        [only] if G::Position::is_pass(only) => Some(only),
        _ => None,
    }
}

/// A score for the side to move of `position`, seen from the first seat's side.
pub fn for_first<G: ArcadeGame>(position: &G::Position, score: Score) -> Score {
    seen_by_first(position.seat_to_move(), score)
}

/// What every score shown means: whose side, then the game's unit.
pub fn score_meaning<G: ArcadeGame>() -> String {
    let [first, second] = side_names::<G>();
    let unit = i18n::game_text(G::Position::NAME, "score-unit", G::SCORE_UNIT);
    tr!("game-screen-score-meaning", first = first, second = second, unit = unit)
}

/// The sides' names as the window writes them (`Black` and `White`, `Pretas` and `Brancas`), the
/// first seat's first: the translations' where they have the game's, else the game's own.
pub fn side_names<G: ArcadeGame>() -> [String; 2] {
    let [first, second] = G::Position::SIDES;
    let name = G::Position::NAME;
    [i18n::game_text(name, "side-first", first), i18n::game_text(name, "side-second", second)]
}

/// A side's name as the window writes it.
pub fn side_name<G: ArcadeGame>(seat: Seat) -> String {
    let [first, second] = side_names::<G>();
    match seat {
        Seat::First => first,
        Seat::Second => second,
    }
}

/// The game's name as the window writes it (`Tic-tac-toe`, `Jogo da Velha`).
pub fn game_title<G: ArcadeGame>() -> String {
    i18n::game_text(G::Position::NAME, "title", G::Position::TITLE)
}

/// A pasted game (or `--position`, `--transcript`, an opened file) as the game's notation reads
/// it, at its last position.
pub fn parse_game<G: ArcadeGame>(text: &str) -> Result<History<G>, GameTextError<G>> {
    let written = G::Position::parse_game(text)?;
    Ok(GameHistory::replay(written.start, written.moves, G::Position::play))
}

/// The moves of game `G` with undo and redo.
pub type History<G> = GameHistory<<G as ArcadeGame>::Position, <G as ArcadeGame>::Move>;

/// Why a text is not a game `G`.
pub type GameTextError<G> = <<G as ArcadeGame>::Position as Notation>::GameTextError;

/// The moves of `history` so far, in the game's notation.
pub fn transcript<G: ArcadeGame>(history: &GameHistory<G::Position, G::Move>) -> String {
    G::Position::write_moves(history.start(), history.played())
}

/// A score for games without a finer scale of their own: a proven result as its margin and
/// distance (`win by 3 in 5 plies`), a heuristic one as the number.
pub fn describe_plain_score(score: Score) -> String {
    let Some(Proven { wins, margin, plies }) = Proven::of(score) else { return format!("{score:+}") };
    match (wins, margin) {
        (true, 0) => tr!("game-screen-proven-win", plies = plies),
        (false, 0) => tr!("game-screen-proven-loss", plies = plies),
        (true, margin) => tr!("game-screen-proven-win-by", margin = margin, plies = plies),
        (false, margin) => tr!("game-screen-proven-loss-by", margin = margin, plies = plies),
    }
}

/// An outside engine's answer: `None` when the wait was cancelled first.
pub type EngineAnswer<T, E> = Result<Option<T>, E>;

/// How a game talks to its outside engines (Reversi: NBoard engines).
pub trait OutsideEngine<G: ArcadeGame>: Sized + Send + 'static {
    /// Why the engine could not start, play or hint, in the player's words.
    type Error: Explain + Send + 'static;

    /// Where the game's options keep the engine's command and limits; `None` for a game no
    /// outside engine plays (the player list then does not offer one).
    fn settings_mut(options: &mut G::Options) -> Option<&mut OutsideEngineSettings>;
    fn settings(options: &G::Options) -> Option<&OutsideEngineSettings>;

    fn start(settings: &OutsideEngineSettings) -> Result<Self, Self::Error>;

    /// The name the program gives itself, once it has.
    fn name(&self) -> Option<String>;

    /// The engine's move at the end of `history`, as it answered (the game screen checks the move
    /// is legal); `Ok(None)` when `cancel` stopped the wait.
    fn choose_move(
        &mut self,
        history: &GameHistory<G::Position, G::Move>,
        settings: &OutsideEngineSettings,
        cancel: &AtomicBool,
    ) -> EngineAnswer<EngineReply<G::Move>, Self::Error>;

    /// The engine's line and score for every legal move at the end of `history`, best first;
    /// `Ok(None)` when `cancel` stopped the wait.
    fn hints(
        &mut self,
        history: &GameHistory<G::Position, G::Move>,
        settings: &OutsideEngineSettings,
        cancel: &AtomicBool,
    ) -> EngineAnswer<Vec<HintLine<G::Move>>, Self::Error>;
}

/// For games that no outside engine plays.
pub enum NoOutsideEngine {}

impl<G: ArcadeGame> OutsideEngine<G> for NoOutsideEngine {
    type Error = NoEngineFor<G>;

    fn settings_mut(_: &mut G::Options) -> Option<&mut OutsideEngineSettings> {
        None
    }

    fn settings(_: &G::Options) -> Option<&OutsideEngineSettings> {
        None
    }

    fn start(_: &OutsideEngineSettings) -> Result<Self, NoEngineFor<G>> {
        Err(NoEngineFor(PhantomData))
    }

    fn name(&self) -> Option<String> {
        match *self {}
    }

    fn choose_move(
        &mut self,
        _: &GameHistory<G::Position, G::Move>,
        _: &OutsideEngineSettings,
        _: &AtomicBool,
    ) -> EngineAnswer<EngineReply<G::Move>, NoEngineFor<G>> {
        match *self {}
    }

    fn hints(
        &mut self,
        _: &GameHistory<G::Position, G::Move>,
        _: &OutsideEngineSettings,
        _: &AtomicBool,
    ) -> EngineAnswer<Vec<HintLine<G::Move>>, NoEngineFor<G>> {
        match *self {}
    }
}

/// Why game `G` has no outside engine to start: it has none.
pub struct NoEngineFor<G>(PhantomData<fn() -> G>);

impl<G: ArcadeGame> Explain for NoEngineFor<G> {
    fn explain(&self) -> String {
        tr!("game-screen-engine-none", game = game_title::<G>())
    }
}

/// A move an outside engine chose.
#[derive(Clone, Debug)]
pub struct EngineReply<M> {
    pub mv: M,
    /// Its evaluation for the side to move, when it gave one.
    pub score: Option<Score>,
}

/// The line an outside engine expects after one move (that move first), and its score.
#[derive(Clone, Debug)]
pub struct HintLine<M> {
    pub line: Vec<M>,
    /// For the side to move.
    pub score: Score,
}

/// What changed on a game's board, for its animations.
#[derive(Message)]
pub enum BoardChange<G: ArcadeGame> {
    /// `mv` was played from `before`; `input` is the part of it the human had already built
    /// on the board (a jump chain's hops), so the animation goes on from there.
    Moved { before: G::Position, mv: G::Move, input: Vec<G::Square> },
    /// The position was replaced (undo, redo, load, new game): redraw without animation.
    Reset,
}
