//! What the engine says about games: every move of a game judged ([`review`]), the balanced
//! openings that matches and new games start from ([`openings`]), and the standard names of
//! openings, recognised in a game ([`names`]).

pub mod names;
pub mod openings;
pub mod review;

#[cfg(test)]
mod review_tests;
