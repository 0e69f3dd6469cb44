//! `match <game>`: games between two players — the engine's AI at any settings, random and
//! greedy players, and the kinds a game adds (Reversi's levels and outside NBoard engines) — from
//! the game's start or from varied openings, with colours swapped game by game, several games at
//! once: what a match asks of a game and its players ([`match_game`]), the players the command
//! line names ([`players`]), the command's arguments ([`arguments`]) and the one runner for every
//! game ([`runner`]).

mod arguments;
mod match_game;
mod players;
mod runner;

pub use arguments::{MatchArgs, PlayOptions};
pub use match_game::{Ladder, MatchGame, OpeningsArg, PlayerSettings, PlayerSpec, Rung, openings, parse_openings};
pub use players::{parse_player, submission_player};
pub use runner::{describe, play_match};
