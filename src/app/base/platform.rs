//! What the platform lets the window do.

/// Whether the game may start other programs (players' own programs, NBoard engines): on the
/// desktop it may; a web page cannot.
pub const STARTS_PROGRAMS: bool = cfg!(not(target_family = "wasm"));
