//! Checking a student's own search node by node: the program asks for the tree a line at a
//! time (`children N`, `value N`) and answers its value and move, and the checker compares what
//! it read with what minimax, alpha-beta or expectimax reads, naming the first difference.
//!
//! - `conversation`: one tree's lines, what the program asked, and the faults of the protocol.
//! - `verdict`: what a right search does on a tree, and a program's first mistake in words.
//! - `trees`: the trees checked, the course's first.
//!
//! The protocol is specified for students in `docs/search-checker.md`; running the program is
//! `crate::programs::search_checker`'s.

mod conversation;
mod trees;
mod verdict;

pub use conversation::{
    Answer, COMMENTS_ALLOWED, COMMENTS_KEPT, Conversation, ProtocolFault, Reply, Request, request_limit,
};
pub use trees::trees_to_check;
pub use verdict::{
    CheckedAlgorithm, CheckedTree, Mistake, VALUE_TOLERANCE, ValueHint, decimal, depth_first, leaves_left_to_right,
};
