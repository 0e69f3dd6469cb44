//! Game trees as the course draws them on the board: a MAX root A, MIN children B and C, MAX
//! grandchildren D to G, numbers at the leaves, values backed up level by level, and alpha-beta
//! passing α and β down and cutting the branches where α ≥ β.
//!
//! - `tree`: the tree in one arena, its nodes level by level; the course's names for them.
//! - `text`: the nested-parentheses text, read with errors that point at the column, written
//!   back canonically.
//! - `edit`: a child added, a node removed, a leaf's value set, each giving a new tree.
//! - `order`: the true minimax values, and the tree reordered best or worst first.
//! - `expectimax`: the values of trees with chance nodes, and the values a mistaken backing up
//!   gives.
//! - `game`: the tree as a [`crate::engine::Game`], so the engine's own searches (and its
//!   recorded [`crate::engine::SearchTree`]) run on it.
//! - `trace`: a search step by step, as data a front end words in its language.
//! - `expectimax_trace`: expectimax step by step, the same way, its values fractions.
//! - `examples` and `random_tree`: trees to start from.
//! - `check`: a student's own search checked node by node against these.
//! - `exercise`: the codes that name an exercise's tree.
//! - `layout`: where each node of a drawn tree goes.
//! - `sheet`: an exercise as a printed page and its answer key, in SVG and PDF.
//! - `marking`: a student's answer to a tree exercise (values, bounds, cuts) marked.
//!
//! No Bevy here: the command line's `textbook-tree` and the window both build on this.

pub mod check;
mod edit;
mod examples;
mod exercise;
mod expectimax;
mod expectimax_trace;
mod game;
pub mod layout;
pub mod marking;
mod order;
mod random_tree;
pub mod sheet;
mod text;
mod trace;
mod tree;

#[cfg(test)]
mod tests;

pub use crate::engine::MoveOrder;
pub use edit::EditError;
pub use examples::{EXAMPLES, Example};
pub use exercise::{CODES, CodeError, ExerciseCode, SERIES_ROUNDS, series_leaves};
pub use expectimax::Backing;
pub use expectimax_trace::{Choice, ExpectimaxStep, ExpectimaxTrace};
pub use game::{ChildIndex, LeafValues, TreePosition, TrueValues};
pub use random_tree::{RandomShape, ShapeError};
pub use text::{Expected, Found, ParseError, ParseErrorKind, TextPosition};
pub use trace::{
    Bound, BoundName, Cutoff, Known, NodeResult, Origin, Step, TextbookAlgorithm, Trace, ValueChange, Window,
    WindowChange,
};
pub use tree::{
    Level, LimitError, MAX_DEPTH, MAX_LEAF_VALUE, MAX_NODES, NodeAddress, NodeId, NodeKind, NodeName,
    PROBABILITY_SUM_TOLERANCE, Probability, Tree,
};
