//! What a desktop game does besides its board, the same for every game: keys (ignored while a
//! text field such as the paste box has the keyboard), the help overlay that opens the game's
//! rules and lists every key and mouse action, and game files dropped on the window.

use bevy::prelude::*;
use bevy::window::FileDragAndDrop;
use bevy_egui::input::egui_wants_any_keyboard_input;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::base::file_dialog;
use crate::app::base::i18n;
use crate::app::base::requests::FilePurpose;
use crate::app::base::requests::GameAction;
use crate::app::base::requests::ShowHowToPlay;
use crate::app::base::screen::Screen;
use crate::tr;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<HelpShown>();
    app.add_systems(
        Update,
        (game_keys.in_set(GameKeys).run_if(not(egui_wants_any_keyboard_input)), open_dropped_files)
            .run_if(not(in_state(Screen::Menu))),
    );
    app.add_systems(EguiPrimaryContextPass, help_overlay.run_if(|shown: Res<HelpShown>| shown.0));
    app.add_systems(OnEnter(Screen::Menu), |mut shown: ResMut<HelpShown>| shown.0 = false);
}

/// The keys every game screen answers; a game that takes a key for itself first (Reversi's
/// board editor takes Esc) runs before, and clears it.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct GameKeys;

/// Whether the help overlay is open.
#[derive(Resource, Default)]
pub struct HelpShown(pub bool);

/// Every key and what it does, as the overlay lists them: the ids of the key's name and of what
/// it does; then the game files' keys, where files are kept as on a desktop or, on a web page,
/// downloaded and uploaded (a page takes no dropped file).
const KEYS: [(&str, &str); 11] = [
    ("panel-key-click", "panel-key-click-does"),
    ("panel-key-enter", "panel-key-enter-does"),
    ("panel-key-new-game", "panel-key-new-game-does"),
    ("panel-key-undo", "panel-key-undo-does"),
    ("panel-key-redo", "panel-key-redo-does"),
    ("panel-key-hints", "panel-key-hints-does"),
    ("panel-key-pause", "panel-key-pause-does"),
    ("panel-key-sound", "panel-key-sound-does"),
    ("panel-key-help", "panel-key-help-does"),
    ("panel-key-escape", "panel-key-escape-does"),
    ("panel-key-wheel", "panel-key-wheel-does"),
];
const FILE_KEYS: [(&str, &str); 3] = [
    ("panel-key-save", "panel-key-save-does"),
    ("panel-key-open", "panel-key-open-does"),
    ("panel-key-drop", "panel-key-drop-does"),
];
const WEB_FILE_KEYS: [(&str, &str); 2] =
    [("panel-key-save", "panel-key-save-web-does"), ("panel-key-open", "panel-key-open-web-does")];

/// The overlay's rows on this platform.
fn help_rows() -> impl Iterator<Item = (&'static str, &'static str)> {
    let files: &[_] = if file_dialog::DOWNLOADS { &WEB_FILE_KEYS } else { &FILE_KEYS };
    KEYS.iter().chain(files).copied()
}

fn game_keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut help: ResMut<HelpShown>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    let pressed = |key| keys.just_pressed(key);
    if pressed(KeyCode::Escape) {
        if help.0 {
            help.0 = false;
        } else {
            next_screen.set(Screen::Menu);
        }
        return;
    }
    if pressed(KeyCode::F1) || (held(&keys, SHIFT) && pressed(KeyCode::Slash)) {
        help.0 = !help.0;
        return;
    }
    if let Some(action) = game_action(&keys) {
        commands.trigger(action);
    }
}

const CONTROL: [KeyCode; 2] = [KeyCode::ControlLeft, KeyCode::ControlRight];
const SHIFT: [KeyCode; 2] = [KeyCode::ShiftLeft, KeyCode::ShiftRight];

/// Whether a modifier was down at any moment of this frame: on a slow frame (a page drawn in
/// software while the AI thinks) a quick Ctrl+S may come and go between two frames.
fn held(keys: &ButtonInput<KeyCode>, modifier: [KeyCode; 2]) -> bool {
    keys.any_pressed(modifier) || keys.any_just_pressed(modifier) || keys.any_just_released(modifier)
}

/// What the keys pressed this frame ask of the game, if anything.
fn game_action(keys: &ButtonInput<KeyCode>) -> Option<GameAction> {
    let (control, shift) = (held(keys, CONTROL), held(keys, SHIFT));
    let pressed = |key| keys.just_pressed(key);
    Some(if pressed(KeyCode::ArrowLeft) || (control && !shift && pressed(KeyCode::KeyZ)) {
        GameAction::Undo
    } else if pressed(KeyCode::ArrowRight) || (control && (pressed(KeyCode::KeyY) || (shift && pressed(KeyCode::KeyZ))))
    {
        GameAction::Redo
    } else if control && pressed(KeyCode::KeyS) {
        GameAction::ChooseFile(FilePurpose::Save)
    } else if control && pressed(KeyCode::KeyO) {
        GameAction::ChooseFile(FilePurpose::Open)
    } else if pressed(KeyCode::KeyN) {
        GameAction::NewGame
    } else if pressed(KeyCode::KeyH) && !control {
        GameAction::ToggleHints
    } else if pressed(KeyCode::Space) {
        GameAction::TogglePause
    } else {
        return None;
    })
}

/// A file dropped on a game's screen opens in that game.
fn open_dropped_files(mut drops: MessageReader<FileDragAndDrop>, mut commands: Commands) {
    for drop in drops.read() {
        if let FileDragAndDrop::DroppedFile { path_buf, .. } = drop {
            commands.trigger(GameAction::Open(path_buf.clone()));
        }
    }
}

fn help_overlay(mut contexts: EguiContexts, mut help: ResMut<HelpShown>, mut commands: Commands) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new(tr!("panel-help-title"))
        .id(egui::Id::new("help overlay"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(0.0, 0.0))
        .show(ctx, |ui| {
            let how_to_play =
                ui.add(egui::Button::new(egui::RichText::new(tr!("panel-help-how-to-play")).strong().size(16.0)));
            if how_to_play.on_hover_text(tr!("panel-help-how-to-play-hover")).clicked() {
                help.0 = false;
                commands.trigger(ShowHowToPlay);
            }
            ui.add_space(4.0);
            egui::Grid::new("keys").num_columns(2).spacing([18.0, 6.0]).show(ui, |ui| {
                for (key, does) in help_rows() {
                    ui.label(egui::RichText::new(i18n::tr(key)).monospace().strong());
                    ui.label(i18n::tr(does));
                    ui.end_row();
                }
            });
        });
    if !open {
        help.0 = false;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_of_the_help_names_messages_the_translations_have() {
        for (key, does) in KEYS.iter().chain(&FILE_KEYS).chain(&WEB_FILE_KEYS) {
            for id in [key, does] {
                assert!(!i18n::tr(id).starts_with('⟦'), "no message {id}");
            }
        }
    }

    /// The keys as a frame reads them after `events`: each a key and whether it went down.
    fn keys_after(events: &[(KeyCode, bool)]) -> ButtonInput<KeyCode> {
        let mut keys = ButtonInput::default();
        for &(key, down) in events {
            if down {
                keys.press(key);
            } else {
                keys.release(key);
            }
        }
        keys
    }

    #[test]
    fn a_shortcut_counts_even_when_its_keys_come_and_go_within_one_frame() {
        use KeyCode::{ControlLeft, KeyO, KeyS, ShiftLeft};
        let save = |events: &[(KeyCode, bool)]| {
            matches!(game_action(&keys_after(events)), Some(GameAction::ChooseFile(FilePurpose::Save)))
        };
        assert!(save(&[(ControlLeft, true), (KeyS, true)]), "held");
        assert!(save(&[(ControlLeft, true), (KeyS, true), (KeyS, false), (ControlLeft, false)]), "tapped");
        assert!(!save(&[(KeyS, true), (KeyS, false)]), "S alone");
        let open = game_action(&keys_after(&[(ControlLeft, true), (KeyO, true), (ControlLeft, false)]));
        assert!(matches!(open, Some(GameAction::ChooseFile(FilePurpose::Open))), "Ctrl let go first");
        // Ctrl+Shift+Z redoes; Ctrl+Z undoes.
        let redo = game_action(&keys_after(&[(ControlLeft, true), (ShiftLeft, true), (KeyCode::KeyZ, true)]));
        assert!(matches!(redo, Some(GameAction::Redo)));
        let undo = game_action(&keys_after(&[(ControlLeft, true), (KeyCode::KeyZ, true)]));
        assert!(matches!(undo, Some(GameAction::Undo)));
    }
}
