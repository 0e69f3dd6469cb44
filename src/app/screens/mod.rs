//! The screens besides the games': the menu, the library and the course's textbook trees.

pub mod library;
pub mod menu;
pub mod textbook_trees;
