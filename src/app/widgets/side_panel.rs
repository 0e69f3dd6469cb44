//! The side panel's frame: the Menu button, the title and the help, the scoreboard, the two
//! tabs and the chosen tab's body; the collapsible sections it is made of, and the side markers
//! of its scoreboard.

use bevy_egui::egui;

use crate::app::base::i18n;
use crate::app::base::settings::PanelLayer;
use crate::app::base::theme;
use crate::tr;

/// Keys named in hover texts: the same in every language.
pub(super) mod keys {
    pub const NEW_GAME: &str = "N";
    pub const MUTE: &str = "M";
    pub const SAVE_AS: &str = "Ctrl+S";
    pub const ESCAPE: &str = "Esc";
}

/// A titled, collapsible section.
pub fn section(ui: &mut egui::Ui, title: &str, open: bool, add_contents: impl FnOnce(&mut egui::Ui)) {
    egui::CollapsingHeader::new(egui::RichText::new(title).strong().size(15.0))
        .default_open(open)
        .show(ui, add_contents);
}

/// The right-hand panel of a game screen: a Menu button, the title and help, `header` (always
/// in view: the scoreboard), the two tabs, then `body` of the chosen tab in a scroll area.
/// `help` is flipped when the help's button is clicked. Returns true when the Menu button was
/// clicked.
pub fn side_panel(
    ctx: &egui::Context,
    title: &str,
    layer: &mut PanelLayer,
    help: &mut bool,
    header: impl FnOnce(&mut egui::Ui),
    body: impl FnOnce(&mut egui::Ui, PanelLayer),
) -> bool {
    let mut root = egui::Ui::new(
        ctx.clone(),
        egui::Id::new(title),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    );
    let mut back_to_menu = false;
    egui::Panel::right(egui::Id::new(title).with("panel"))
        .exact_size(theme::panel_width(ctx.content_rect().width()))
        .resizable(false)
        // Its own fill sets it apart; egui's edge line was drawn where the content's rect ended,
        // a stray line across the panel's text.
        .show_separator_line(false)
        .frame(egui::Frame::new().fill(theme::palette().panel_fill).inner_margin(egui::Margin::symmetric(12, 10)))
        .show(&mut root, |ui| {
            ui.horizontal(|ui| {
                back_to_menu = ui.button(tr!("panel-menu-back")).on_hover_text(keys::ESCAPE).clicked();
                ui.heading(title);
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if ui.button("?").on_hover_text(tr!("panel-help-hover")).clicked() {
                        *help = !*help;
                    }
                });
            });
            ui.add_space(2.0);
            header(ui);
            ui.add_space(2.0);
            ui.horizontal(|ui| {
                let width = (ui.available_width() - 8.0) / 2.0;
                for (choice, label, hover) in [
                    (PanelLayer::Play, tr!("panel-layer-play"), tr!("panel-layer-play-hover")),
                    (PanelLayer::Lab, tr!("panel-layer-lab"), tr!("panel-layer-lab-hover")),
                ] {
                    let tab = egui::Button::selectable(*layer == choice, egui::RichText::new(label).strong());
                    if ui.add_sized([width, 26.0], tab).on_hover_text(hover).clicked() {
                        *layer = choice;
                    }
                }
            });
            ui.separator();
            egui::ScrollArea::vertical().id_salt(*layer).auto_shrink([false, false]).show(ui, |ui| {
                ui.set_max_width(ui.available_width() - 12.0);
                // Sliders share the row with a label and a value: narrower panels, shorter sliders.
                ui.spacing_mut().slider_width = (ui.available_width() - 210.0).clamp(50.0, 120.0);
                body(ui, *layer);
            });
        });
    back_to_menu
}

/// A text a game gives: its translation where it is a message id (`reversi-level-strong`), else
/// as written (a game added outside the project's files keeps its own words).
pub fn translated(text: &str) -> String {
    i18n::tr_or(text, text)
}

/// A disc or stone of `body` colour with a rim, as the scoreboard's side marker.
pub fn round_marker(ui: &mut egui::Ui, body: egui::Color32, rim: egui::Color32) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(26.0, 26.0), egui::Sense::hover());
    ui.painter().circle(rect.center(), 12.0, body, egui::Stroke::new(1.0, rim));
}
