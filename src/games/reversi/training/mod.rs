//! Training the learned evaluation from the project's own games: self-play from random openings
//! with exact play from the solve point ([`selfplay`]), the games as labelled positions
//! ([`games`]), the least-squares fit of the pattern tables ([`fit`]) and of the classroom agent's
//! five heuristic weights ([`tune`]), and of the selective search's model ([`probcut`]). The
//! command line's `train` and `tune` drive them.

pub mod endgame_probcut;
pub mod fit;
pub mod games;
mod parallel;
pub mod probcut;
pub mod selfplay;
pub mod tune;

pub use endgame_probcut::{EndgameSampling, SolvedSample};
pub use fit::{Fit, FitProgress, StageReport};
pub use games::{GamesFileError, Sample, SelfPlayGame, read_games, write_games};
pub use probcut::{LineFit, Measured, ProbCutSampling, fit_line};
pub use selfplay::SelfPlay;
pub use tune::{PHASES, PhaseReport, tune};
