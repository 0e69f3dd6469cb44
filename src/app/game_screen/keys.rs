//! The keys every game screen answers, the same for every game: the board's (the cursor's
//! arrows, Enter and Space, a square's name typed) and the game's shortcuts; none of them while
//! the panel has the keyboard (a text field such as the paste box, or a button reached with
//! Tab: Esc gives the keyboard back). And game files dropped on the window.

use bevy::input::keyboard::Key;
use bevy::prelude::*;
use bevy::window::FileDragAndDrop;
use bevy_egui::input::egui_wants_any_keyboard_input;
use bevy_egui::{EguiContext, PrimaryEguiContext};

use crate::app::base::requests::{BoardKey, FilePurpose, GameAction};
use crate::app::base::screen::Screen;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (game_keys.in_set(GameKeys).run_if(not(egui_wants_any_keyboard_input)), open_dropped_files)
            .run_if(not(in_state(Screen::Menu))),
    );
}

/// Whether a widget of the panel has the keyboard (a button reached with Tab), this frame or the
/// last: the Esc that takes the keyboard from it does nothing else.
fn panel_has_keyboard(
    contexts: &mut Query<&mut EguiContext, With<PrimaryEguiContext>>,
    focused_before: &mut bool,
) -> bool {
    let focused =
        contexts.single_mut().is_ok_and(|mut context| context.get_mut().memory(|memory| memory.focused().is_some()));
    let had = focused || *focused_before;
    *focused_before = focused;
    had
}

/// The keys every game screen answers; a part that takes a key for itself first (the help and
/// the rules card take Esc while they are open, Reversi's board editor while it is) runs before,
/// and clears it.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct GameKeys;

fn game_keys(
    (keys, typed): (Res<ButtonInput<KeyCode>>, Res<ButtonInput<Key>>),
    (mut contexts, mut focused_before): (Query<&mut EguiContext, With<PrimaryEguiContext>>, Local<bool>),
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
) {
    if panel_has_keyboard(&mut contexts, &mut focused_before) {
        return;
    }
    if keys.just_pressed(KeyCode::Escape) {
        next_screen.set(Screen::Menu);
        return;
    }
    if let Some(action) = game_action(&keys) {
        commands.trigger(action);
    }
    for key in board_keys(&keys, &typed) {
        commands.trigger(key);
    }
}

/// The arrows, each with the columns and rows it moves the board's cursor.
pub(crate) const ARROWS: [(KeyCode, i8, i8); 4] =
    [(KeyCode::ArrowLeft, -1, 0), (KeyCode::ArrowRight, 1, 0), (KeyCode::ArrowUp, 0, -1), (KeyCode::ArrowDown, 0, 1)];
/// The keys that play the square under the cursor.
pub(crate) const PLAY_KEYS: [KeyCode; 3] = [KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space];

/// What the keys pressed this frame do on the board: the arrows move the cursor, Enter and Space
/// play under it (Space also pauses two machines: [`game_action`]), and letters and digits typed
/// without Ctrl spell a square's name.
fn board_keys(keys: &ButtonInput<KeyCode>, typed: &ButtonInput<Key>) -> Vec<BoardKey> {
    let mut board = Vec::new();
    for (key, columns, rows) in ARROWS {
        if keys.just_pressed(key) {
            board.push(BoardKey::Step { columns, rows });
        }
    }
    if keys.any_just_pressed(PLAY_KEYS) {
        board.push(BoardKey::Play);
    }
    if !held(keys, CONTROL) {
        for key in typed.get_just_pressed() {
            if let Key::Character(text) = key {
                board.extend(text.chars().filter(char::is_ascii_alphanumeric).map(BoardKey::Type));
            }
        }
    }
    board
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
    Some(if control && !shift && pressed(KeyCode::KeyZ) {
        GameAction::Undo
    } else if control && (pressed(KeyCode::KeyY) || (shift && pressed(KeyCode::KeyZ))) {
        GameAction::Redo
    } else if control && pressed(KeyCode::KeyS) {
        GameAction::ChooseFile(FilePurpose::Save)
    } else if control && pressed(KeyCode::KeyO) {
        GameAction::ChooseFile(FilePurpose::Open)
    } else if pressed(KeyCode::KeyN) {
        GameAction::NewGame
    } else if control && pressed(KeyCode::KeyH) {
        // Not H alone: it is a column of Reversi's board, typed in a square's name.
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
    use KeyCode::ControlLeft;

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
        use KeyCode::{KeyO, KeyS, ShiftLeft};
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

    #[test]
    fn the_arrows_move_the_cursor_and_letters_spell_a_square_without_ctrl() {
        let keys = keys_after(&[(KeyCode::ArrowLeft, true), (KeyCode::ArrowDown, true)]);
        let mut typed = ButtonInput::default();
        typed.press(Key::Character("d".into()));
        typed.press(Key::Character("3".into()));
        typed.press(Key::Character("?".into()));
        let mut board = board_keys(&keys, &typed);
        board.sort_by_key(|key| format!("{key:?}"));
        let expected = [
            BoardKey::Step { columns: -1, rows: 0 },
            BoardKey::Step { columns: 0, rows: 1 },
            BoardKey::Type('3'),
            BoardKey::Type('d'),
        ];
        assert_eq!(board, expected);
        // The arrows are the cursor's: undo and redo are Ctrl+Z and Ctrl+Y only.
        assert!(game_action(&keys).is_none());
        // Ctrl+D spells nothing; Space plays and pauses.
        let control = keys_after(&[(ControlLeft, true), (KeyCode::Space, true)]);
        assert_eq!(board_keys(&control, &typed), [BoardKey::Play]);
        assert!(matches!(game_action(&control), Some(GameAction::TogglePause)));
        // H alone is a Reversi column; Ctrl+H shows the hints.
        assert!(game_action(&keys_after(&[(KeyCode::KeyH, true)])).is_none());
        let hints = game_action(&keys_after(&[(ControlLeft, true), (KeyCode::KeyH, true)]));
        assert!(matches!(hints, Some(GameAction::ToggleHints)));
    }
}
