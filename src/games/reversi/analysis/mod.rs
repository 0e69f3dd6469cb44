//! What the engine says about games: every move of a game judged ([`review`]), the balanced
//! openings that matches and new games start from ([`openings`]), the standard names of
//! openings, recognised in a game ([`names`]), and the opening book built ([`book`]).

use crate::games::reversi::rules::{Position, Side};

pub mod book;
pub mod names;
pub mod openings;
pub mod review;

#[cfg(test)]
mod review_tests;

/// The least of `position`'s discs (black, white) under the board symmetries `images` (see
/// [`rules::least_image`](crate::games::reversi::rules::least_image)): one key for a position and
/// its mirror images, which are the same opening.
fn least_image(position: &Position, images: &[usize]) -> (u64, u64) {
    let (black, white) = (position.discs(Side::Black).0, position.discs(Side::White).0);
    crate::games::reversi::rules::least_image(black, white, images).0
}
