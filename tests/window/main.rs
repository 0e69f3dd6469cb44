//! The window's tests, in one binary: each test binary links Bevy, so one binary is one link
//! instead of one per file. The games driven headless through the generic screen ([`games`],
//! [`reversi`], players' own programs at the board in [`programs`], a game registered from
//! outside the crate in [`fourth_game`]), the textbook trees screen ([`textbook_trees`]), the window really
//! drawn under Xvfb ([`screenshot`]), and the two languages ([`translations`], and the tests
//! that set the window's language, which run in a process of their own: [`test_app::run_alone`]).

mod error_explanations;
mod fourth_game;
mod games;
mod keyboard;
mod portuguese;
mod programs;
mod reversi;
mod screenshot;
mod test_app;
mod textbook_trees;
mod translations;
