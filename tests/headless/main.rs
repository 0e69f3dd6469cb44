//! The tests that need no window, in one binary (it builds without the `window` feature too):
//! the command line and the NBoard engine driven as programs, students' searches checked, players' own programs seated in
//! matches and tournaments kept in a folder, the rules' properties over random games of each game, the parsers fed anything, and
//! the course's textbook trees searched and drawn.

mod check_search;
mod cli;
mod common;
mod floors;
mod kept_tournaments;
mod nboard;
mod parsers_never_panic;
mod programs;
mod properties_catapultas;
mod properties_reversi;
mod properties_tictactoe;
mod textbook_tree;
