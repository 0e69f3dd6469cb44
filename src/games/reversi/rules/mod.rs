//! The rules of Reversi on bitboards: squares and bitboards ([`bitboard`]), move generation and
//! flipping on raw `u64`s ([`moves`], the hot path of every search), positions with their moves
//! and end-of-game scoring ([`position`]), discs that can never be flipped ([`stability`]), and
//! the board's eight symmetries ([`symmetry`]). Nothing here knows of evaluations, searches or text.

mod bitboard;
mod moves;
mod position;
mod stability;
mod symmetry;

pub use bitboard::{Bitboard, Square, Squares};
pub(in crate::games::reversi) use moves::{count_last_flips, flips, legal_moves, neighbours, potential_mobility};
pub use position::{Move, MoveEffect, Position, Side, margin_score, perft};
pub(in crate::games::reversi) use position::{final_margin, hash_discs};
pub use stability::{corner_anchored, stable_discs};
pub use symmetry::{inverse_image, least_image, square_image, symmetries};
