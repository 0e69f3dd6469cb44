//! The window's pieces that know no game: the side panel's frame and its sections (players,
//! search options, the AI's live thinking, game controls with the transcript, the evaluation
//! graph, notices over the board), boards drawn small and the rules' diagrams, trees drawn as the
//! course draws them, and the sprites' fit to the window. The game screen lays its panel out of
//! them.

pub mod diagram;
pub mod drawing;
mod game_controls;
mod graph;
mod overlays;
mod players;
mod preferences;
pub mod preview;
mod search;
mod side_panel;
pub mod tree_drawing;

pub use game_controls::{GameCommand, GameFile, MoveMark, game_buttons, game_file, move_list};
pub use graph::evaluation_graph;
pub(crate) use overlays::board_center;
pub use overlays::{GameOverChoice, announcement, floating_notice, game_over_box};
pub use players::{
    OutsideEngineStatus, ProgramRequest, ProgramStatus, ProgramTestStatus, RatingStatus, level_choice, outside_engine,
    players, program_seat, time_control,
};
pub use preferences::{animation_speed, sound_controls};
pub use search::{DescribeScore, SearchKnobs, moves_ahead, search_options, seconds_text, thinking, with_selectivity};
pub use side_panel::{round_marker, section, side_panel, translated};
