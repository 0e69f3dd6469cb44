//! The window's own preferences in the panel: the animations' speed and the sound.

use bevy_egui::egui;

use super::side_panel::keys;
use crate::app::base::i18n;
use crate::app::base::settings::SoundSettings;
use crate::tr;

/// The animation speed slider: 0 turns animation off.
pub fn animation_speed(ui: &mut egui::Ui, speed: &mut f32) {
    ui.horizontal(|ui| {
        ui.label(tr!("panel-animation-speed"));
        ui.add(egui::Slider::new(speed, 0.0..=3.0).step_by(0.25).custom_formatter(|speed, _| {
            if speed <= 0.0 { tr!("panel-animation-off") } else { format!("{}×", i18n::decimal(speed, 2)) }
        }));
    });
}

/// The sound effects' volume and mute (M mutes too).
pub fn sound_controls(ui: &mut egui::Ui, sound: &mut SoundSettings) {
    ui.horizontal(|ui| {
        ui.label(tr!("panel-sound"));
        ui.add_enabled(
            !sound.muted,
            egui::Slider::new(&mut sound.volume, 0.0..=1.0)
                .custom_formatter(|volume, _| format!("{:.0} %", volume * 100.0)),
        );
        ui.checkbox(&mut sound.muted, tr!("panel-mute")).on_hover_text(keys::MUTE);
    });
}
