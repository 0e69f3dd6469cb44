//! The exact endgame solver: finds the final disc difference under perfect play.
//!
//! Far from the end it orders moves fastest-first (fewest opponent replies, corners counted
//! twice), remembers bounds in its own table and cuts with stable discs; in the last few empties
//! it drops all of that for parity ordering straight over the empty squares, and the last empty
//! square is scored by counting flips without playing it.
//!
//! Asked for less than 100 % ([`Solve::selectivity`]), it cuts deep nodes on a shallow search's
//! prediction (ProbCut, with the model of [`endgame_probcut`]) and finds a likely margin much
//! sooner; a surer pass later takes the moves such a pass stored in the table as its first tries,
//! never its bounds.
//!
//! On several threads, a deep node's later moves and the root's are shared out among them
//! (young brothers wait, [`crate::engine::split`]), all reading and writing one table.
//!
//! [`EndgameSolver`] (`solver.rs`) solves a [`Solve`] request (`request.rs`) from the root
//! (`root.rs`) down through the deep nodes (`deep.rs`) to the last empties (`last_empties.rs`),
//! one thread's state in `search.rs`, with its table (`table.rs`), its move ordering
//! (`ordering.rs`) and ProbCut (`probcut.rs`).
//!
//! [`endgame_probcut`]: crate::games::reversi::eval::endgame_probcut

mod deep;
mod last_empties;
mod ordering;
mod probcut;
mod request;
mod root;
mod search;
mod solver;
mod table;
#[cfg(test)]
mod test_positions;

pub use probcut::shallow_value;
pub use request::{Goal, Solve, margin_of};
pub use solver::EndgameSolver;
