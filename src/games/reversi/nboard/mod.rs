//! The NBoard protocol, through which Othello GUIs and engines talk: its lines ([`protocol`]),
//! our engine behind it ([`engine`], the `nboard` command), and other engines as players
//! ([`client`], used by `match reversi` and reusable by the window).

pub mod client;
pub mod engine;
pub mod protocol;
#[cfg(test)]
mod tests;
