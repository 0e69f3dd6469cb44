//! Each game's settings: who plays each seat, the hints, the clock, the player's own program and
//! the game's own options, kept in the settings file under the game's name.

use std::fmt::Debug;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::app::base::settings::{
    AnalysisStrength, GameOptions, OutOfRange, PlayerKind, ProgramSettings, Seats, TimeControl,
};
use crate::app::base::settings_file::{SettingsPart, keep_part};
use crate::app::contract::arcade_game::{ArcadeGame, OutsideEngine, game_title};
use crate::games::Notation;
use crate::tr;

/// Game `G`'s part of the settings file.
pub(crate) fn plugin<G: ArcadeGame>(app: &mut App) {
    keep_part::<GameSettings<G>>(app, G::Position::NAME);
}

/// What every game's settings have (who plays each seat, hints, the clock), and the game's own
/// `options`, written beside them in the game's part of the file.
#[derive(Resource, Serialize, Deserialize)]
#[serde(default, bound = "")]
pub struct GameSettings<G: ArcadeGame> {
    pub seats: Seats,
    /// Search the human's position in the background and show what each move is worth.
    pub show_hints: bool,
    /// How hard the hints and the graph search.
    pub hint_strength: AnalysisStrength,
    /// Games on a clock, or untimed.
    pub time_control: Option<TimeControl>,
    /// The player's own program, for the seats it plays.
    pub program: ProgramSettings,
    #[serde(flatten)]
    pub options: G::Options,
}

impl<G: ArcadeGame> SettingsPart for GameSettings<G> {
    fn validate(&self) -> Result<(), OutOfRange> {
        if let Some(control) = &self.time_control {
            control.validate()?;
        }
        if self.seats.any(PlayerKind::Engine) && G::Outside::settings(&self.options).is_none() {
            return Err(OutOfRange(tr!("error-setting-no-engine", game = game_title::<G>())));
        }
        let seconds = self.program.seconds_per_move;
        if !(0.1..=ProgramSettings::LONGEST_SECONDS).contains(&seconds) {
            return Err(OutOfRange(tr!("error-setting-program-time", seconds = f64::from(seconds))));
        }
        self.options.validate()
    }

    fn at_launch(self) -> Self {
        Self { seats: self.seats.at_launch(), ..self }
    }
}

impl<G: ArcadeGame> Default for GameSettings<G> {
    fn default() -> Self {
        Self {
            seats: Seats::default(),
            show_hints: false,
            hint_strength: AnalysisStrength::default(),
            time_control: None,
            program: ProgramSettings::default(),
            options: G::Options::default(),
        }
    }
}

impl<G: ArcadeGame> Clone for GameSettings<G> {
    fn clone(&self) -> Self {
        Self {
            seats: self.seats,
            show_hints: self.show_hints,
            hint_strength: self.hint_strength,
            time_control: self.time_control,
            program: self.program.clone(),
            options: self.options.clone(),
        }
    }
}

impl<G: ArcadeGame> PartialEq for GameSettings<G> {
    fn eq(&self, other: &Self) -> bool {
        (self.seats, self.show_hints, self.hint_strength, self.time_control)
            == (other.seats, other.show_hints, other.hint_strength, other.time_control)
            && self.program == other.program
            && self.options == other.options
    }
}

impl<G: ArcadeGame> Debug for GameSettings<G> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameSettings")
            .field("seats", &self.seats)
            .field("show_hints", &self.show_hints)
            .field("hint_strength", &self.hint_strength)
            .field("time_control", &self.time_control)
            .field("program", &self.program)
            .field("options", &self.options)
            .finish()
    }
}
