//! The help over a game screen: every key and mouse action, and the way to the game's rules.
//! It opens and closes with F1 or ? and the panel's ? button ([`ToggleHelp`]); Esc closes it.

use bevy::input::keyboard::Key;
use bevy::prelude::*;
use bevy_egui::input::egui_wants_any_keyboard_input;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::base::requests::{ShowHowToPlay, ToggleHelp};
use crate::app::base::screen::Screen;
use crate::app::base::{file_dialog, i18n};
use crate::app::game_screen::keys::{ARROWS, GameKeys, PLAY_KEYS, SHIFT, held};
use crate::tr;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<HelpShown>();
    app.add_observer(|_: On<ToggleHelp>, mut shown: ResMut<HelpShown>| shown.0 = !shown.0);
    app.add_systems(
        Update,
        help_keys
            .in_set(HelpKeys)
            .before(GameKeys)
            .run_if(not(egui_wants_any_keyboard_input))
            .run_if(not(in_state(Screen::Menu))),
    );
    app.add_systems(EguiPrimaryContextPass, help_overlay.run_if(|shown: Res<HelpShown>| shown.0));
    app.add_systems(OnEnter(Screen::Menu), |mut shown: ResMut<HelpShown>| shown.0 = false);
}

/// The help's keys, which run before the others: a part that also takes Esc (Reversi's board
/// editor) runs after them, so that Esc closes the help first.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct HelpKeys;

/// Whether the help overlay is open.
#[derive(Resource, Default)]
struct HelpShown(bool);

/// F1 or ? opens or closes the help; Esc closes it, and is then not seen by the screen's other
/// keys. While it is open the board's keys (the cursor's, a square's name, and so Space's pause
/// too) do nothing under it; the shortcuts with Ctrl, N and M still work.
fn help_keys(mut keys: ResMut<ButtonInput<KeyCode>>, mut typed: ResMut<ButtonInput<Key>>, mut help: ResMut<HelpShown>) {
    if help.0 && keys.just_pressed(KeyCode::Escape) {
        keys.clear_just_pressed(KeyCode::Escape);
        help.0 = false;
    } else if keys.just_pressed(KeyCode::F1) || (held(&keys, SHIFT) && keys.just_pressed(KeyCode::Slash)) {
        help.0 = !help.0;
    }
    if help.0 {
        typed.clear();
        for key in ARROWS.map(|(key, _, _)| key).into_iter().chain(PLAY_KEYS) {
            keys.clear_just_pressed(key);
        }
    }
}

/// Every key and what it does, as the overlay lists them: the ids of the key's name and of what
/// it does; then the game files' keys, where files are kept as on a desktop or, on a web page,
/// downloaded and uploaded (a page takes no dropped file).
const KEYS: [(&str, &str); 14] = [
    ("panel-key-click", "panel-key-click-does"),
    ("panel-key-arrows", "panel-key-arrows-does"),
    ("panel-key-enter", "panel-key-enter-does"),
    ("panel-key-square", "panel-key-square-does"),
    ("panel-key-tab", "panel-key-tab-does"),
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
}
