//! A game screen, written once for every game: the game being played with its history
//! ([`game`]), whose turn it is ([`turn`]), the AI's search and the hints on the async compute
//! pool ([`hints`]), what the player asks of the game ([`actions`]), clicks ([`input`]), clocks,
//! files, outside engines, the screen's notes and modes. A game plugs in through
//! [`ArcadeGame`]; its own module keeps only the board's drawing, animation and input mapping.

mod actions;
mod autosave;
mod clock;
mod files;
mod game;
mod hints;
mod input;
mod mode;
mod notes;
mod outside;
mod turn;
mod why;

use std::fmt::{Debug, Display};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use bevy::prelude::*;

pub use actions::GameAction;
pub use autosave::{Autosaved, AutosavedGame, LaunchedGame, autosave_path};
pub use clock::{GameClock, TimeControl, clock_text};
pub use files::{FileChooser, FilePurpose, read_game_file};
pub use game::{BoardChange, Session};
pub use hints::{GraphAnalysis, HintLabel, Hints};
pub use input::{BoardSquare, HoveredSquare, PendingMove, SquareClicked, observe_square};
pub use mode::GameMode;
pub use notes::{RefusedClick, ScreenNotes};
pub use outside::{EngineReply, HintLine, NoOutsideEngine, OutsideEngine, OutsideSeat, engine_in_use};
pub use turn::{Mover, PlayingAi, Turn, human_to_move};
pub use why::{ExplainedLine, Explanation, HOVER_REST, HoveredMove, MoveLine, WhyThisMove};

use super::Screen;
use super::ai_task::AiSearch;
use super::animation::{AnimateMoves, AnimationSystems};
use super::errors::Explain;
use super::history::GameHistory;
use super::i18n;
use super::redraw::{PROGRESS_REFRESH, SEARCH_REFRESH, WakeRequests, refresh_while, wake_after_change};
use super::settings::{AnalysisStrength, GameOptions, GameSettings};
use super::sound::chime_at_game_end;
use crate::engine::{Breakdown, Evaluator, Game, Proven, Score, SearchInfo};
use crate::games::{Notation, Seat};
use crate::tr;

/// What a game screen needs from a game. The rules come from the engine's [`Game`]; this adds
/// how the window plays, writes and searches it.
pub trait ArcadeGame: Sized + Send + Sync + 'static {
    /// The game's positions; why a pasted text is not a game is told in the player's language.
    type Position: Notation<Move = Self::Move, GameTextError: Explain>;
    type Move: Copy + Eq + Debug + Display + Send + Sync + 'static;
    /// What the player clicks: a square or a cell.
    type Square: Copy + PartialEq + Debug + Send + Sync + 'static;
    /// The game's own settings beside players and hints (its AI's, its board's).
    type Options: GameOptions;
    /// Another program that can play the game ("Engine" seats), or [`NoOutsideEngine`].
    type Outside: OutsideEngine<Self>;
    /// How the AI's search judges the positions where it stops.
    type Evaluator: Evaluator<Self::Position> + 'static;
    /// The AI as the machine seats keep it from move to move: what its searches learnt that the
    /// next move's search can use (Reversi's tables); `()` for an AI that keeps nothing.
    type Ai: Default + Send + 'static;

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

    /// The AI's search for its move, with the player's options, by the `ai` that played the
    /// game's machine moves so far.
    fn think(
        ai: &mut Self::Ai,
        position: &Self::Position,
        options: &Self::Options,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<Self::Move>),
    ) -> SearchInfo<Self::Move>;
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
    /// Whether outside engines with options `a` and `b` give the same hints (they are asked
    /// again when not).
    fn engine_hints_alike(a: &Self::Options, b: &Self::Options) -> bool {
        Self::Outside::settings(a) == Self::Outside::settings(b)
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

    fn screen() -> Screen {
        Screen::Game(Self::Position::NAME)
    }

    /// The legal moves of `position`; none when the game is over.
    fn legal_moves(position: &Self::Position) -> Vec<Self::Move> {
        let mut moves = Vec::new();
        position.generate_moves(&mut moves);
        moves
    }

    /// The position after `mv` if it is legal.
    fn try_play(position: &Self::Position, mv: Self::Move) -> Option<Self::Position> {
        Self::legal_moves(position).contains(&mv).then(|| position.play(mv))
    }

    /// The pass the side to move must play, when it has no other move.
    fn forced_pass(position: &Self::Position) -> Option<Self::Move> {
        match Self::legal_moves(position)[..] {
            [only] if Self::Position::is_pass(only) => Some(only),
            _ => None,
        }
    }

    /// A score for the side to move of `position`, seen from the first seat's side.
    fn for_first(position: &Self::Position, score: Score) -> Score {
        seen_by_first(position.seat_to_move(), score)
    }
}

/// A score for `seat`, seen from the first seat's side: the one side every score on the board and
/// in the panel is shown from.
pub fn seen_by_first(seat: Seat, score: Score) -> Score {
    match seat {
        Seat::First => score,
        Seat::Second => -score,
    }
}

/// What every score shown means: whose side, then the game's unit.
pub fn score_meaning<G: ArcadeGame>() -> String {
    let [first, second] = side_names::<G>();
    let unit = i18n::game_text(G::Position::NAME, "score-unit", G::SCORE_UNIT);
    tr!("session-score-meaning", first = first, second = second, unit = unit)
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

/// Everything a game's screen does, for the game `G`.
pub fn game_screen_plugin<G: ArcadeGame>(app: &mut App) {
    // Resources a test or `--game` put in place are kept.
    app.init_resource::<Session<G>>();
    app.init_resource::<Turn<G>>();
    app.init_resource::<PlayingAi<G>>();
    app.init_resource::<ScreenNotes<G>>();
    app.init_resource::<PendingMove<G>>();
    app.init_resource::<AiSearch<G::Move>>();
    app.init_resource::<Hints<G>>();
    app.init_resource::<GraphAnalysis<G>>();
    app.init_resource::<WhyThisMove<G>>();
    app.init_resource::<HoveredSquare<G>>();
    app.init_resource::<OutsideSeat<G>>();
    app.init_resource::<FileChooser>();
    app.add_message::<BoardChange<G>>();
    app.add_observer(actions::on_game_action::<G>);
    autosave::plugin::<G>(app);
    app.add_observer(input::on_square_clicked::<G>);
    app.add_systems(OnExit(G::screen()), (turn::stop_searches::<G>, hints::pause_graph_analysis::<G>));
    app.add_systems(
        Update,
        (
            outside::release_unused_engine::<G>.run_if(resource_changed::<GameSettings<G>>),
            // Before the turn is decided: a side whose time ran out ends the game this frame.
            clock::run_clock::<G>,
            turn::systems::<G>(),
            hints::drop_unwanted_hints::<G>.run_if(not(hints::hints_wanted::<G>)),
            hints::refresh_hints::<G>.run_if(hints::hints_wanted::<G>),
            hints::pause_graph_analysis::<G>.run_if(not(hints::machine_idle::<G>)),
            hints::fill_graph::<G>.run_if(hints::machine_idle::<G>),
            files::collect_chosen_file::<G>,
            why::collect_lines::<G>,
        )
            .chain()
            .before(AnimateMoves)
            .run_if(in_state(G::screen())),
    );
    app.add_systems(Update, hints::show_hint_labels::<G>.after(AnimationSystems).run_if(in_state(G::screen())));
    app.add_systems(
        Update,
        why::follow_hovered_hint::<G>.after(hints::refresh_hints::<G>).run_if(in_state(G::screen())),
    );
    app.add_systems(Last, (wake_after_change::<Session<G>>, wake_after_change::<WhyThisMove<G>>).in_set(WakeRequests));
    refresh_while::<AiSearch<G::Move>>(app, SEARCH_REFRESH, AiSearch::is_thinking);
    refresh_while::<Hints<G>>(app, SEARCH_REFRESH, Hints::is_searching);
    refresh_while::<GraphAnalysis<G>>(app, SEARCH_REFRESH, GraphAnalysis::is_searching);
    refresh_while::<WhyThisMove<G>>(app, SEARCH_REFRESH, WhyThisMove::is_searching);
    refresh_while::<OutsideSeat<G>>(app, SEARCH_REFRESH, OutsideSeat::is_thinking);
    refresh_while::<FileChooser>(app, PROGRESS_REFRESH, FileChooser::is_showing);
    chime_at_game_end::<G>(app);
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
        (true, 0) => tr!("session-proven-win", plies = plies),
        (false, 0) => tr!("session-proven-loss", plies = plies),
        (true, margin) => tr!("session-proven-win-by", margin = margin, plies = plies),
        (false, margin) => tr!("session-proven-loss-by", margin = margin, plies = plies),
    }
}
