//! What the engine says about games: every move of a game judged ([`review`]), and the balanced
//! openings that matches and new games start from ([`openings`]).

pub mod openings;
pub mod review;

#[cfg(test)]
mod review_tests;
