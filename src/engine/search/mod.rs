//! The search strategies: plain minimax, plain alpha-beta, and the full engine (principal
//! variation search with iterative deepening, a transposition table and move ordering).
//!
//! A [`Searcher`] ([`searcher`]) runs a [`Strategy`] ([`strategy`]) on one or more threads, each
//! a worker ([`worker`]: the full engine's node search) that deepens from the root ([`root`]) or
//! runs a textbook search ([`textbook`]); what they find is a [`SearchInfo`] ([`info`]).

mod info;
mod root;
mod searcher;
mod strategy;
mod textbook;
mod worker;

pub use info::{RootMove, SearchInfo};
pub use searcher::Searcher;
pub use strategy::{Algorithm, MAX_THREADS, Strategy, available_threads, cap_time_limit_ms, time_limit_from_ms};
