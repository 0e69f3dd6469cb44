//! The NBoard protocol, through which Othello GUIs and engines talk: its lines ([`protocol`]),
//! our engine behind it ([`engine`], the `nboard` command), and other engines as players
//! ([`client`], used by `match reversi` and the window's Engine seats). A front end of the Reversi
//! engine beside the command line, as Edax keeps `nboard.c` apart from its search.

pub mod client;
pub mod engine;
pub mod protocol;
#[cfg(test)]
mod tests;
