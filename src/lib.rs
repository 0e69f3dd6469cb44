//! Minimax Arcade: Reversi, Tic-tac-toe and Catapultas against search AIs you can watch and tune.
//!
//! Data flows one way: settings → search ([`engine`]) → move ([`games`]) → ECS → pixels ([`app`]).
//! [`engine`] and [`games`] never import Bevy, so they are tested and benchmarked on their own.

#[cfg(feature = "window")]
pub mod app;
pub mod catalogue;
pub mod cli;
pub mod durable;
pub mod engine;
pub mod games;
pub mod library;
pub mod nboard;
pub mod programs;
