//! The settings' types that a game and the window's lowest floors share: a game's own options
//! ([`GameOptions`]), the hints' strength, an outside engine's settings and a time control. A
//! leaf: it imports nothing of the window but its translations.

use std::fmt::Debug;
use std::path::PathBuf;
use std::time::Duration;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::programs::sandbox::Sandbox;
use crate::programs::{Lifetime, ProgramSpec};
use crate::tr;

/// How hard the hints and the evaluation graph search each position: their own strength, the
/// same whatever level or weights the AI plays with, so that a hint means the same in every game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnalysisStrength {
    Quick,
    #[default]
    Normal,
    Deep,
}

impl AnalysisStrength {
    pub const ALL: [Self; 3] = [Self::Quick, Self::Normal, Self::Deep];

    pub fn label(self) -> String {
        match self {
            Self::Quick => tr!("panel-analysis-quick"),
            Self::Normal => tr!("panel-analysis-normal"),
            Self::Deep => tr!("panel-analysis-deep"),
        }
    }

    /// What the player gets for the time each strength takes.
    pub fn hover(self) -> String {
        match self {
            Self::Quick => tr!("panel-analysis-quick-hover"),
            Self::Normal => tr!("panel-analysis-normal-hover"),
            Self::Deep => tr!("panel-analysis-deep-hover"),
        }
    }
}

/// An outside engine: the command that starts it, and how hard and how long it may think.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct OutsideEngineSettings {
    /// The command line, as a shell would split it (quotes keep spaces).
    pub command: String,
    /// The search depth asked of the engine.
    pub depth: u32,
    /// How long a move (or the hints) may take before the engine is judged hung and given up.
    pub seconds_per_move: f32,
    /// The hints come from the engine instead of the AI.
    pub gives_hints: bool,
}

impl Default for OutsideEngineSettings {
    fn default() -> Self {
        Self { command: String::new(), depth: 10, seconds_per_move: 30.0, gives_hints: false }
    }
}

impl OutsideEngineSettings {
    pub fn time_limit(&self) -> Duration {
        Duration::from_secs_f32(self.seconds_per_move.clamp(0.1, 3600.0))
    }
}

/// A player's own program ("Program" seats): the command that starts it, how long it lives and
/// what it may take. One for the game's two seats.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ProgramSettings {
    /// The command line, as a shell would split it; `{side}` stands for `x` or `o`.
    pub command: String,
    /// Started once a game (it answers a message a turn) rather than for each move.
    pub once_a_game: bool,
    /// How long a move may take before the program is judged hung and given up.
    pub seconds_per_move: f32,
    /// The cap on its data memory, in MiB (0: none).
    pub memory_mb: u32,
    /// The folder it runs in (a student's submission, where its files are); `None`: ours.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub folder: Option<PathBuf>,
    /// The entry of a class's folder of submissions it is, which a tournament shuts in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub submission: Option<PathBuf>,
    /// What shuts it in, once a tournament has made its sandbox.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sandbox: Option<Sandbox>,
}

impl Default for ProgramSettings {
    fn default() -> Self {
        Self {
            command: String::new(),
            once_a_game: false,
            seconds_per_move: 5.0,
            memory_mb: 2048,
            folder: None,
            submission: None,
            sandbox: None,
        }
    }
}

impl ProgramSettings {
    /// The longest time a move may be given: the slider's end.
    pub const LONGEST_SECONDS: f32 = 120.0;

    /// The program as [`crate::programs`] runs it.
    pub fn spec(&self) -> ProgramSpec {
        ProgramSpec {
            command: self.command.clone(),
            lifetime: if self.once_a_game { Lifetime::PerGame } else { Lifetime::PerMove },
            time_per_move: Duration::from_secs_f32(self.seconds_per_move.clamp(0.1, Self::LONGEST_SECONDS)),
            memory_bytes: (self.memory_mb > 0).then(|| u64::from(self.memory_mb) << 20),
            folder: self.folder.clone(),
            sandbox: self.sandbox.clone(),
        }
    }
}

/// A game's own settings beside players, hints and clock (its AI's, its board's).
pub trait GameOptions:
    Clone + PartialEq + Debug + Default + Serialize + DeserializeOwned + Send + Sync + 'static
{
    /// What a hand-edited settings file could get wrong that the types do not catch, said in
    /// the player's language as a clause (see [`Explain`]).
    fn validate(&self) -> Result<(), OutOfRange> {
        Ok(())
    }
}

/// A setting of the right type but out of its range, in the player's words: what the settings
/// file's reader says when it puts the setting back to its default.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutOfRange(pub String);

/// So many seconds for the game, and so many more after each move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimeControl {
    pub base_seconds: u32,
    pub increment_seconds: u32,
}

impl TimeControl {
    pub const PRESETS: [TimeControl; 5] = [
        TimeControl::new(60, 0),
        TimeControl::new(3 * 60, 2),
        TimeControl::new(5 * 60, 3),
        TimeControl::new(10 * 60, 5),
        TimeControl::new(15 * 60, 10),
    ];
    /// The longest game a settings file may ask for.
    pub const MAX_BASE_SECONDS: u32 = 10 * 60 * 60;

    pub const fn new(base_seconds: u32, increment_seconds: u32) -> Self {
        Self { base_seconds, increment_seconds }
    }

    /// `5 min + 3 s`, `90 s`.
    pub fn label(&self) -> String {
        let base = if self.base_seconds.is_multiple_of(60) {
            tr!("game-screen-clock-minutes", minutes = self.base_seconds / 60)
        } else {
            tr!("game-screen-clock-seconds", seconds = self.base_seconds)
        };
        if self.increment_seconds == 0 {
            base
        } else {
            tr!("game-screen-clock-with-increment", base = base, increment = self.increment_seconds)
        }
    }

    pub fn validate(&self) -> Result<(), OutOfRange> {
        if (1..=Self::MAX_BASE_SECONDS).contains(&self.base_seconds) && self.increment_seconds <= 600 {
            Ok(())
        } else {
            Err(OutOfRange(tr!("game-screen-clock-out-of-range", control = self.label())))
        }
    }
}
