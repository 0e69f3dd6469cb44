//! The tools a game screen opens over its board, each on its own: a duel of the player's
//! weights, the class tournament, the search tree view, the help, the rules card.

pub mod duel;
pub mod help;
pub mod rules_card;
pub mod search_tree;
pub mod tournament;
