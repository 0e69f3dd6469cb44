//! The window's settings as the program holds them: the window's own choices, who plays each
//! seat of a game, and the notice of a settings file that could not be read whole.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::options::OutOfRange;
use crate::app::base::i18n::{self, Language};
use crate::games::Seat;
use crate::tr;

/// Who plays a side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum PlayerKind {
    #[default]
    Human,
    Ai,
    /// Another program, run as the game's outside engine (Reversi: any NBoard engine).
    Engine,
    /// A player's own program, speaking the game's line protocol.
    Program,
}

impl PlayerKind {
    /// The player as the panel names it.
    pub fn label(self) -> String {
        match self {
            PlayerKind::Human => tr!("panel-player-human"),
            PlayerKind::Ai => tr!("panel-player-ai"),
            PlayerKind::Engine => tr!("panel-player-engine"),
            PlayerKind::Program => tr!("panel-player-program"),
        }
    }

    /// The AI, an outside engine or a program: the side moves without the person at the window.
    pub fn is_machine(self) -> bool {
        self != PlayerKind::Human
    }
}

/// Who plays each seat of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Seats {
    pub first: PlayerKind,
    pub second: PlayerKind,
}

impl Default for Seats {
    fn default() -> Self {
        Self { first: PlayerKind::Human, second: PlayerKind::Ai }
    }
}

impl Seats {
    pub fn get(&self, seat: Seat) -> PlayerKind {
        match seat {
            Seat::First => self.first,
            Seat::Second => self.second,
        }
    }

    /// As a launch finds the seats: a game between two machines is not resumed on its own (it
    /// would start playing before the player has seen anything), so the first seat is the
    /// player's again.
    pub fn at_launch(self) -> Self {
        if self.both_machines() { Self { first: PlayerKind::Human, ..self } } else { self }
    }

    /// No human plays: the game runs by itself (and can be paused).
    pub fn both_machines(&self) -> bool {
        self.first.is_machine() && self.second.is_machine()
    }

    pub fn any(&self, player: PlayerKind) -> bool {
        self.first == player || self.second == player
    }

    /// Hands the sides `player` had to `by`.
    pub fn replace(&mut self, player: PlayerKind, by: PlayerKind) {
        for seat in [&mut self.first, &mut self.second] {
            if *seat == player {
                *seat = by;
            }
        }
    }
}

/// The sound effects' loudness.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SoundSettings {
    /// From 0 (silent) to 1 (the clips as made).
    pub volume: f32,
    pub muted: bool,
}

impl Default for SoundSettings {
    fn default() -> Self {
        Self { volume: 0.7, muted: false }
    }
}

/// The window's own settings, at the top of the file.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Multiplies the speed of every animation; 0 turns animation off.
    pub animation_speed: f32,
    pub sound: SoundSettings,
    /// The side panel's layer last shown.
    pub panel_layer: PanelLayer,
    /// The window's language; none until the first start takes the system's.
    pub language: Option<Language>,
    /// The games whose rules card the player has seen, by name: it opens by itself only the
    /// first time.
    pub rules_seen: Vec<String>,
    /// Everything in the window drawn larger, for a projector.
    pub presentation_size: bool,
    /// The window's colours.
    pub theme: Theme,
}

/// The window's colours: the usual ones, or one of the themes for players who need others.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    #[default]
    Default,
    /// Text and marks at WCAG AA contrast or better on their backgrounds, for a projector in a lit
    /// room and for low vision; the legal moves and the last move differ in shape too.
    HighContrast,
    /// Blue and orange where the usual colours rely on red against green (the game trees' marks,
    /// the evaluation graph, the crosstable): told apart with the common colour blindness.
    ColourBlind,
}

impl Theme {
    pub const ALL: [Self; 3] = [Self::Default, Self::HighContrast, Self::ColourBlind];
}

impl Default for Settings {
    fn default() -> Self {
        Self {
            animation_speed: 1.0,
            sound: SoundSettings::default(),
            panel_layer: PanelLayer::default(),
            language: None,
            rules_seen: Vec::new(),
            presentation_size: false,
            theme: Theme::Default,
        }
    }
}

/// The side panel's two layers: what playing needs, and the workbench.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PanelLayer {
    /// The scoreboard's companions: players, level, hints, the game's buttons, moves and graph.
    #[default]
    Play,
    /// The search's settings and figures, weights, tuning, review, the editor, outside engines,
    /// files and the board's overlays.
    Lab,
}

impl Settings {
    pub(crate) fn validate(&self) -> Result<(), OutOfRange> {
        if (0.0..=1.0).contains(&self.sound.volume) {
            Ok(())
        } else {
            Err(OutOfRange(tr!("panel-settings-bad-volume", volume = i18n::decimal(f64::from(self.sound.volume), 2))))
        }
    }
}

/// The language the system asks for, which a first start speaks: the OS's locale unless a test
/// puts its own in place.
#[derive(Resource, Clone, Copy, Debug)]
pub struct SystemLanguage(pub Language);

/// A problem with the settings file, shown in the panel until dismissed.
#[derive(Resource, Default, Debug)]
pub struct SettingsNotice(pub Option<String>);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_theme_is_kept_by_its_name_and_an_unknown_one_is_refused() {
        let settings = Settings { theme: Theme::HighContrast, ..Settings::default() };
        let text = serde_json::to_string(&settings).expect("settings as JSON");
        assert!(text.contains(r#""theme":"high-contrast""#), "{text}");
        assert_eq!(serde_json::from_str::<Settings>(&text).expect("read back").theme, Theme::HighContrast);
        // A file from before the themes has the usual colours.
        assert_eq!(serde_json::from_str::<Settings>("{}").expect("an old file").theme, Theme::Default);
        assert!(serde_json::from_str::<Settings>(r#"{"theme":"neon"}"#).is_err());
    }
}
