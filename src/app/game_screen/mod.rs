//! A game screen, written once for every game: whose turn it is ([`turn`]) and the machines'
//! moves ([`machine_moves`]), the AI's search and the hints on the async compute pool ([`hints`],
//! [`graph`]), what the player asks of the game ([`actions`]), clicks ([`input`]), the board by
//! keyboard ([`cursor`]) and for a screen reader ([`board_reader`]), the keys ([`keys`]), clocks,
//! files, the autosave, outside engines and players' programs with their rating, the games
//! played in the background, the keeping of games in the library, the screen's notes and modes, and the side panel laid out ([`panel`]). A game plugs in through
//! [`WindowGame`](crate::app::contract::window_game::WindowGame); its own module keeps only the
//! board's drawing, animation and input mapping.

mod actions;
mod autosave;
pub mod background_games;
mod board_reader;
mod chime;
mod clock;
mod cursor;
mod files;
pub(crate) mod frame_stats;
mod graph;
mod hints;
mod input;
pub(crate) mod keys;
pub mod library;
mod machine_moves;
mod mode;
mod notes;
mod outside;
pub(crate) mod panel;
mod program;
pub mod rating;
pub(crate) mod refusal;
mod search_request;
mod turn;
mod why;
pub mod why_section;

use bevy::prelude::*;

pub use autosave::{Autosaved, AutosavedGame, LaunchedGame, autosave_path};
pub use cursor::BoardCursor;
pub use files::{FileChooser, GameFileError, read_game_file};
pub use graph::GraphAnalysis;
pub use hints::{HintLabel, Hints};
pub use input::{BoardSquare, HoveredSquare, PendingMove, SquareClicked, observe_square};
pub use machine_moves::PlayingAi;
pub use mode::GameMode;
pub use notes::{RefusedClick, ScreenNotes};
pub use outside::{OutsideSeat, engine_in_use};
pub use program::{ProgramMove, ProgramSeat, ProgramTest};
pub use search_request::WireInfo;
#[cfg(target_family = "wasm")]
pub use search_request::{SearchKind, SearchRequest};
pub use turn::{Mover, WhoseTurn, human_to_move};
pub use why::{ExplainedLine, Explanation, HOVER_REST, HoveredMove, MoveLine, WhyThisMove};

use crate::app::base::animation::{AnimateMoves, AnimationSystems};
use crate::app::base::redraw::{PROGRESS_REFRESH, SEARCH_REFRESH, WakeRequests, refresh_while, wake_after_change};
use crate::app::base::tasks::AiSearch;
use crate::app::contract::arcade_game::BoardChange;
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings::GameSettings;
use crate::app::contract::window_game::WindowGame;

/// Everything a game's screen does, for the game `G`.
pub fn plugin<G: WindowGame>(app: &mut App) {
    rating::plugin::<G>(app);
    // Resources a test or `--game` put in place are kept.
    app.init_resource::<CurrentGame<G>>();
    app.init_resource::<WhoseTurn<G>>();
    app.init_resource::<PlayingAi<G>>();
    app.init_resource::<ScreenNotes<G>>();
    app.init_resource::<PendingMove<G>>();
    app.init_resource::<AiSearch<G::Move>>();
    app.init_resource::<Hints<G>>();
    app.init_resource::<GraphAnalysis<G>>();
    app.init_resource::<WhyThisMove<G>>();
    app.init_resource::<HoveredSquare<G>>();
    app.init_resource::<OutsideSeat<G>>();
    app.init_resource::<ProgramSeat<G>>();
    app.init_resource::<FileChooser>();
    app.add_message::<BoardChange<G>>();
    app.add_observer(actions::on_game_action::<G>);
    autosave::plugin::<G>(app);
    app.add_observer(input::on_square_clicked::<G>);
    cursor::plugin::<G>(app);
    board_reader::plugin::<G>(app);
    app.add_systems(OnExit(G::screen()), (machine_moves::stop_searches::<G>, graph::pause_graph_analysis::<G>));
    app.add_systems(
        Update,
        (
            outside::release_unused_engine::<G>.run_if(resource_changed::<GameSettings<G>>),
            program::release_unused_programs::<G>.run_if(resource_changed::<GameSettings<G>>),
            program::collect_program_test::<G>,
            // Before the turn is decided: a side whose time ran out ends the game this frame.
            clock::run_clock::<G>,
            machine_moves::systems::<G>(),
            hints::drop_unwanted_hints::<G>.run_if(not(hints::hints_wanted::<G>)),
            hints::refresh_hints::<G>.run_if(hints::hints_wanted::<G>),
            graph::pause_graph_analysis::<G>.run_if(not(graph::machine_idle::<G>)),
            graph::fill_graph::<G>.run_if(graph::machine_idle::<G>),
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
    app.add_systems(
        Last,
        (wake_after_change::<CurrentGame<G>>, wake_after_change::<WhyThisMove<G>>).in_set(WakeRequests),
    );
    refresh_while::<AiSearch<G::Move>>(app, SEARCH_REFRESH, AiSearch::is_thinking);
    refresh_while::<Hints<G>>(app, SEARCH_REFRESH, Hints::is_searching);
    refresh_while::<GraphAnalysis<G>>(app, SEARCH_REFRESH, GraphAnalysis::is_searching);
    refresh_while::<WhyThisMove<G>>(app, SEARCH_REFRESH, WhyThisMove::is_searching);
    refresh_while::<OutsideSeat<G>>(app, SEARCH_REFRESH, OutsideSeat::is_thinking);
    refresh_while::<ProgramSeat<G>>(app, SEARCH_REFRESH, ProgramSeat::is_busy);
    refresh_while::<FileChooser>(app, PROGRESS_REFRESH, FileChooser::is_showing);
    chime::chime_at_game_end::<G>(app);
}
