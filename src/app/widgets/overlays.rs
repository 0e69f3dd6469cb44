//! What floats over the board: notices, the game-over box and announcements.

use bevy_egui::egui;

use crate::app::base::theme;
use crate::tr;

/// A message that floats at the board's top left until dismissed (a settings file that could not
/// be read, an outside engine that failed): over the board, it moves nothing in the panel.
/// Returns true when the player dismissed it.
pub fn floating_notice(ctx: &egui::Context, id: &str, row: usize, text: &str) -> bool {
    let mut dismissed = false;
    let at = egui::pos2(12.0, 12.0 + row as f32 * 70.0);
    let width = (board_center(ctx).x * 2.0 - 24.0).min(420.0);
    egui::Area::new(egui::Id::new(id)).fixed_pos(at).order(egui::Order::Foreground).show(ctx, |ui| {
        egui::Frame::popup(ui.style()).fill(egui::Color32::from_rgb(52, 42, 28)).inner_margin(10.0).show(ui, |ui| {
            ui.set_max_width(width);
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(text).color(theme::warning()));
                dismissed = ui.small_button(tr!("panel-ok")).on_hover_text(tr!("panel-ok-hover")).clicked();
            });
        });
    });
    dismissed
}

/// The middle of the board, left of the panel.
pub(crate) fn board_center(ctx: &egui::Context) -> egui::Pos2 {
    let width = ctx.content_rect().width();
    egui::pos2((width - theme::panel_width(width)) / 2.0, ctx.content_rect().height() / 2.0)
}

/// What the game-over box's buttons ask for.
pub enum GameOverChoice {
    NewGame,
    /// Put the card aside to see the whole final position (the result stays in the panel).
    ViewBoard,
    Menu,
}

/// Below this height (800×600, a projector at the presentation size) the game-over box is a
/// strip at the board's lower edge, over its frame more than its squares.
const COMPACT_GAME_OVER_BELOW: f32 = 700.0;

/// The result over the lower part of the board, with New game and Menu: the final position
/// stays in view above it.
pub fn game_over_box(ctx: &egui::Context, result: &str) -> Option<GameOverChoice> {
    let mut choice = None;
    let height = ctx.content_rect().height();
    let compact = height < COMPACT_GAME_OVER_BELOW;
    let (bottom, margin, button) =
        if compact { (height - 4.0, 10.0, [104.0, 28.0]) } else { (height * 0.97, 22.0, [120.0, 34.0]) };
    let at = egui::pos2(board_center(ctx).x, bottom);
    egui::Area::new("game_over".into()).fixed_pos(at).pivot(egui::Align2::CENTER_BOTTOM).show(ctx, |ui| {
        egui::Frame::popup(ui.style())
            .fill(egui::Color32::from_rgb(24, 27, 31))
            .inner_margin(margin)
            .corner_radius(10.0)
            .show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    if !compact {
                        ui.label(egui::RichText::new(tr!("panel-game-over")).size(18.0).color(theme::text_dim()));
                    }
                    // Solid, on one line: a long result ("Draw 13–13 at the move limit") takes a
                    // smaller size rather than wrapping.
                    let size = match (compact, result.chars().count() > 18) {
                        (true, _) => 20.0,
                        (false, true) => 22.0,
                        (false, false) => 30.0,
                    };
                    let text = egui::RichText::new(result)
                        .size(size)
                        .color(egui::Color32::WHITE)
                        .family(theme::display_family());
                    ui.add(egui::Label::new(text).wrap_mode(egui::TextWrapMode::Extend));
                    ui.add_space(if compact { 4.0 } else { 10.0 });
                    ui.horizontal(|ui| {
                        let new_game = ui.add_sized(button, egui::Button::new(tr!("panel-new-game")));
                        if new_game.on_hover_text(tr!("panel-new-game-hover")).clicked() {
                            choice = Some(GameOverChoice::NewGame);
                        }
                        let view = ui.add_sized(button, egui::Button::new(tr!("panel-view-board")));
                        if view.on_hover_text(tr!("panel-view-board-hover")).clicked() {
                            choice = Some(GameOverChoice::ViewBoard);
                        }
                        let menu = ui.add_sized(button, egui::Button::new(tr!("panel-menu")));
                        if menu.on_hover_text(tr!("panel-menu-hover")).clicked() {
                            choice = Some(GameOverChoice::Menu);
                        }
                    });
                });
            });
    });
    choice
}

/// A short message at the top of the board (a forced pass, a jump in progress).
pub fn announcement(ctx: &egui::Context, text: &str) {
    let top = egui::pos2(board_center(ctx).x, 14.0);
    egui::Area::new("announcement".into()).fixed_pos(top).pivot(egui::Align2::CENTER_TOP).interactable(false).show(
        ctx,
        |ui| {
            egui::Frame::new()
                .fill(egui::Color32::from_rgba_unmultiplied(20, 22, 26, 230))
                .inner_margin(egui::Margin::symmetric(18, 10))
                .corner_radius(8.0)
                .show(ui, |ui| {
                    ui.label(egui::RichText::new(text).size(20.0).strong().color(theme::warning()));
                });
        },
    );
}
