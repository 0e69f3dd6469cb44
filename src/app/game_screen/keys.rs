//! The keys every game screen answers, the same for every game (ignored while a text field such
//! as the paste box has the keyboard), and game files dropped on the window.

use bevy::prelude::*;
use bevy::window::FileDragAndDrop;
use bevy_egui::input::egui_wants_any_keyboard_input;

use crate::app::base::requests::{FilePurpose, GameAction};
use crate::app::base::screen::Screen;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (game_keys.in_set(GameKeys).run_if(not(egui_wants_any_keyboard_input)), open_dropped_files)
            .run_if(not(in_state(Screen::Menu))),
    );
}

/// The keys every game screen answers; a part that takes a key for itself first (the help and
/// the rules card take Esc while they are open, Reversi's board editor while it is) runs before,
/// and clears it.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct GameKeys;

fn game_keys(keys: Res<ButtonInput<KeyCode>>, mut next_screen: ResMut<NextState<Screen>>, mut commands: Commands) {
    if keys.just_pressed(KeyCode::Escape) {
        next_screen.set(Screen::Menu);
        return;
    }
    if let Some(action) = game_action(&keys) {
        commands.trigger(action);
    }
}

const CONTROL: [KeyCode; 2] = [KeyCode::ControlLeft, KeyCode::ControlRight];
pub(crate) const SHIFT: [KeyCode; 2] = [KeyCode::ShiftLeft, KeyCode::ShiftRight];

/// Whether a modifier was down at any moment of this frame: on a slow frame (a page drawn in
/// software while the AI thinks) a quick Ctrl+S may come and go between two frames.
pub(crate) fn held(keys: &ButtonInput<KeyCode>, modifier: [KeyCode; 2]) -> bool {
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

#[cfg(test)]
mod tests {
    use super::*;

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
