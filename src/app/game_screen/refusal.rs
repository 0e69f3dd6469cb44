//! Why a click made no move ("That square is taken"), said for a moment at the top of the
//! board, where the game's other announcements appear, then faded out. Each game gives the
//! reason ([`ArcadeGame::why_not`]), a message id or its own words; the screen's notes keep it with the
//! position it was refused in.

use std::time::Duration;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::contract::arcade_game::ArcadeGame;
use crate::app::contract::current_game::CurrentGame;
use crate::app::game_screen::ScreenNotes;
use crate::app::widgets::{board_center, translated};

pub(crate) fn window_plugin<G: ArcadeGame>(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, show_refused_click::<G>.run_if(in_state(G::screen())));
}

/// How long the reason stays fully there, long enough to read a short sentence.
const HOLD: Duration = Duration::from_millis(1800);
/// How long it then takes to fade out.
const FADE: Duration = Duration::from_millis(700);
/// The fade's steps: every frame costs about a tenth of a second under software rendering.
const FADE_STEP: Duration = Duration::from_millis(100);

/// How far down the reason goes when a forced pass is announced above it.
const UNDER_ANNOUNCEMENT: f32 = 66.0;

/// How opaque the reason is `age` after the click; `None` once it has faded.
fn opacity(age: Duration) -> Option<f32> {
    if age < HOLD {
        Some(1.0)
    } else if age < HOLD + FADE {
        Some(1.0 - (age - HOLD).as_secs_f32() / FADE.as_secs_f32())
    } else {
        None
    }
}

fn show_refused_click<G: ArcadeGame>(
    mut contexts: EguiContexts,
    current_game: Res<CurrentGame<G>>,
    notes: Res<ScreenNotes<G>>,
    time: Res<Time<Real>>,
) -> Result {
    let generation = current_game.generation();
    let Some(refused) = notes.refused_click(generation) else { return Ok(()) };
    let age = time.elapsed().saturating_sub(refused.at);
    let Some(opacity) = opacity(age) else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    ctx.request_repaint_after(HOLD.checked_sub(age).unwrap_or(FADE_STEP).max(FADE_STEP));
    let top = if notes.pass(generation).is_some() { UNDER_ANNOUNCEMENT } else { 14.0 };
    let at = egui::pos2(board_center(ctx).x, top);
    egui::Area::new("refused click".into()).fixed_pos(at).pivot(egui::Align2::CENTER_TOP).interactable(false).show(
        ctx,
        |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(20, 22, 26, 220).gamma_multiply(opacity))
                .inner_margin(egui::Margin::symmetric(16, 8))
                .corner_radius(8.0)
                .show(ui, |ui| {
                    let text = egui::Color32::from_rgb(240, 236, 226).gamma_multiply(opacity);
                    ui.label(egui::RichText::new(translated(refused.reason)).size(17.0).color(text));
                });
        },
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reason_stays_then_fades_then_goes() {
        assert_eq!(opacity(Duration::ZERO), Some(1.0));
        assert_eq!(opacity(HOLD - Duration::from_millis(1)), Some(1.0));
        let halfway = opacity(HOLD + FADE / 2).expect("still fading");
        assert!((halfway - 0.5).abs() < 0.01, "{halfway}");
        assert_eq!(opacity(HOLD + FADE), None);
    }
}
