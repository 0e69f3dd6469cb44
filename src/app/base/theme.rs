//! Colours, sizes and the egui style shared by every screen.

use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiPreUpdateSet, PrimaryEguiContext, egui};

use crate::app::base::assets;
use crate::app::base::settings::Settings;

pub(crate) fn plugin(app: &mut App) {
    // Before a context's first pass: egui takes new fonts at the start of a pass, and panics on a
    // text in a family it does not know yet.
    app.add_systems(PreUpdate, style_egui.after(EguiPreUpdateSet::InitContexts).before(EguiPreUpdateSet::BeginPass));
    app.add_systems(
        PreUpdate,
        apply_presentation_size
            .after(EguiPreUpdateSet::InitContexts)
            .before(EguiPreUpdateSet::BeginPass)
            .run_if(resource_changed::<Settings>),
    );
}

/// How much larger the presentation size draws everything: a 1280×800 projector then shows the
/// window as an 853×533 one, which every screen fits.
pub const PRESENTATION_ZOOM: f32 = 1.5;

/// Draws the window at the presentation size or the normal one, as the settings say, when that
/// setting changes (so that egui's own Ctrl +/− zoom is left alone otherwise).
fn apply_presentation_size(
    settings: Res<Settings>,
    mut contexts: Query<&mut EguiContext, With<PrimaryEguiContext>>,
    mut applied: Local<Option<bool>>,
) {
    if *applied == Some(settings.presentation_size) {
        return;
    }
    let Ok(mut context) = contexts.single_mut() else { return };
    let zoom = if settings.presentation_size { PRESENTATION_ZOOM } else { 1.0 };
    context.get_mut().set_zoom_factor(zoom);
    *applied = Some(settings.presentation_size);
}

/// The side panel's width in the window's logical pixels, where egui draws `zoom` times larger
/// than them ([`panel_width`] is in egui's points).
pub fn panel_width_on_screen(window_width: f32, zoom: f32) -> f32 {
    panel_width(window_width / zoom) * zoom
}

/// The side panel's width in logical pixels for a window `window_width` wide: 400 where there
/// is room, narrower in small windows (300 at 800 wide) so that the board keeps half the width;
/// the board fills the rest.
pub fn panel_width(window_width: f32) -> f32 {
    (window_width * 0.375).clamp(260.0, 400.0)
}

/// The part of `screen` (egui's content rectangle) left of the side panel: where the board is,
/// and where the windows over it (the search tree, the duel, the tournament) open.
pub fn board_area(screen: egui::Rect) -> egui::Rect {
    let right = screen.max.x - panel_width(screen.width());
    egui::Rect::from_min_max(screen.min, egui::pos2(right, screen.max.y))
}

pub const BACKGROUND: Color = Color::srgb(0.105, 0.115, 0.13);
pub const FRAME: Color = Color::srgb(0.29, 0.19, 0.12);
pub const FRAME_EDGE: Color = Color::srgb(0.16, 0.10, 0.06);
pub const FRAME_SHADOW: Color = Color::srgba(0.0, 0.0, 0.0, 0.45);
pub const GRID: Color = Color::srgb(0.07, 0.30, 0.17);
pub const COORDINATE: Color = Color::srgb(0.93, 0.85, 0.68);
pub const LEGAL_DOT_BLACK: Color = Color::srgba(0.0, 0.0, 0.0, 0.55);
pub const LEGAL_DOT_WHITE: Color = Color::srgba(1.0, 1.0, 1.0, 0.7);
/// The keyboard's cursor: a light frame inside a dark one, seen on every board.
pub const CURSOR: Color = Color::srgb(1.0, 0.86, 0.2);
pub const CURSOR_EDGE: Color = Color::srgb(0.05, 0.05, 0.08);
pub const LAST_MOVE: Color = Color::srgb(0.93, 0.27, 0.22);
pub const HINT: Color = Color::srgb(1.0, 0.93, 0.62);
pub const HINT_BEST: Color = Color::srgb(0.55, 1.0, 0.7);
/// The ring on a stable disc: a colour that shows on black and on white discs.
pub const STABLE_MARK: Color = Color::srgb(0.95, 0.62, 0.15);
/// The ply numbers on the expected line's ghost discs, on black ones and on white ones.
pub const PV_NUMBER_ON_BLACK: Color = Color::srgb(0.97, 0.96, 0.92);
pub const PV_NUMBER_ON_WHITE: Color = Color::srgb(0.08, 0.08, 0.1);

/// The accent of buttons and highlights in egui.
pub const ACCENT: egui::Color32 = egui::Color32::from_rgb(72, 170, 110);
pub const TEXT_DIM: egui::Color32 = egui::Color32::from_rgb(150, 158, 168);
pub const WARNING: egui::Color32 = egui::Color32::from_rgb(240, 170, 80);
pub const ERROR: egui::Color32 = egui::Color32::from_rgb(240, 100, 90);

/// The family of titles (the menu's, the panel's heading, the result): the display font.
pub fn display_family() -> egui::FontFamily {
    egui::FontFamily::Name("display".into())
}

/// egui's fonts: the body font first for all text, the display font for titles, each followed
/// by egui's own fonts for the symbols they lack (arrows, ▶, ⏸). A font that does not parse is
/// left out.
fn egui_fonts() -> egui::FontDefinitions {
    let mut fonts = egui::FontDefinitions::default();
    let add_first = |fonts: &mut egui::FontDefinitions, file: assets::AssetFile, family: egui::FontFamily| {
        if assets::font_is_usable(file) {
            fonts.font_data.insert(file.path.into(), std::sync::Arc::new(egui::FontData::from_static(file.bytes)));
            fonts.families.entry(family).or_default().insert(0, file.path.into());
        }
    };
    add_first(&mut fonts, assets::BODY_FONT, egui::FontFamily::Proportional);
    // The display family must exist even without its font: egui panics on an unknown family.
    let proportional = fonts.families.get(&egui::FontFamily::Proportional).cloned().unwrap_or_default();
    fonts.families.insert(display_family(), proportional);
    add_first(&mut fonts, assets::DISPLAY_FONT, display_family());
    fonts
}

fn style_egui(mut contexts: Query<&mut EguiContext, Added<EguiContext>>) {
    for mut context in &mut contexts {
        style(context.get_mut());
    }
}

fn style(ctx: &egui::Context) {
    ctx.set_fonts(egui_fonts());
    let mut style = (*ctx.global_style()).clone();
    style.visuals = egui::Visuals::dark();
    style.visuals.selection.bg_fill = ACCENT.gamma_multiply(0.7);
    style.visuals.slider_trailing_fill = true;
    // The line egui draws down the left of an open section's body ran the panel's whole height.
    style.visuals.indent_has_left_vline = false;
    style.visuals.panel_fill = egui::Color32::from_rgb(30, 33, 38);
    style.visuals.window_fill = egui::Color32::from_rgb(30, 33, 38);
    style.spacing.item_spacing = egui::vec2(8.0, 6.0);
    style.spacing.slider_width = 110.0;
    for (text_style, size) in [
        (egui::TextStyle::Body, 14.0),
        (egui::TextStyle::Button, 14.0),
        (egui::TextStyle::Heading, 20.0),
        (egui::TextStyle::Small, 11.5),
        (egui::TextStyle::Monospace, 13.0),
    ] {
        if let Some(font) = style.text_styles.get_mut(&text_style) {
            font.size = size;
        }
    }
    if let Some(heading) = style.text_styles.get_mut(&egui::TextStyle::Heading) {
        heading.family = display_family();
    }
    ctx.set_global_style(style);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_presentation_size_widens_the_panel_on_screen_and_leaves_the_board_its_room() {
        for width in [800.0, 1280.0, 1920.0] {
            assert_eq!(panel_width_on_screen(width, 1.0), panel_width(width));
            let larger = panel_width_on_screen(width, PRESENTATION_ZOOM);
            assert!(larger > panel_width(width), "{width}: the panel grows with its text");
            assert!(width - larger >= width * 0.4, "{width}: the board keeps {} of {width}", width - larger);
        }
    }

    #[test]
    fn egui_gets_both_fonts_first_in_their_families() {
        let fonts = egui_fonts();
        assert_eq!(fonts.families[&egui::FontFamily::Proportional][0], assets::BODY_FONT.path);
        assert_eq!(fonts.families[&display_family()][0], assets::DISPLAY_FONT.path);
        // egui itself accepts them: it panics on a font it cannot read.
        let ctx = egui::Context::default();
        ctx.set_fonts(fonts);
        let _ = ctx.run_ui(egui::RawInput::default(), |ui| {
            ui.label(egui::RichText::new("Minimax Arcade").family(display_family()));
            ui.label("a1 … h8 ▶");
        });
    }
}
