//! Colours, sizes and the egui style shared by every screen.

use std::sync::atomic::{AtomicU8, Ordering};

use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiPreUpdateSet, PrimaryEguiContext, egui};

use crate::app::base::assets;
use crate::app::base::settings::{Settings, Theme};

pub(crate) fn plugin(app: &mut App) {
    app.insert_resource(ClearColor(Palette::DEFAULT.window_fill));
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
    app.add_systems(
        PreUpdate,
        apply_theme.after(style_egui).before(EguiPreUpdateSet::BeginPass).run_if(resource_changed::<Settings>),
    );
}

/// Draws with the theme the settings choose, when that setting changes: egui's colours and the
/// window's background at once, each board's the next time it is drawn (on entering its screen).
fn apply_theme(
    settings: Res<Settings>,
    mut contexts: Query<&mut EguiContext, With<PrimaryEguiContext>>,
    mut clear_colour: ResMut<ClearColor>,
    mut applied: Local<Option<Theme>>,
) {
    if *applied == Some(settings.theme) {
        return;
    }
    set_active_theme(settings.theme);
    clear_colour.0 = Palette::of(settings.theme).window_fill;
    let Ok(mut context) = contexts.single_mut() else { return };
    let ctx = context.get_mut();
    let mut style = (*ctx.global_style()).clone();
    style.visuals = visuals(settings.theme);
    ctx.set_global_style(style);
    *applied = Some(settings.theme);
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

pub const FRAME: Color = Color::srgb(0.29, 0.19, 0.12);
pub const FRAME_EDGE: Color = Color::srgb(0.16, 0.10, 0.06);
pub const FRAME_SHADOW: Color = Color::srgba(0.0, 0.0, 0.0, 0.45);
/// The ring on a stable disc: a colour that shows on black and on white discs.
pub const STABLE_MARK: Color = Color::srgb(0.95, 0.62, 0.15);
/// The ply numbers on the expected line's ghost discs, on black ones and on white ones.
pub const PV_NUMBER_ON_BLACK: Color = Color::srgb(0.97, 0.96, 0.92);
pub const PV_NUMBER_ON_WHITE: Color = Color::srgb(0.08, 0.08, 0.1);
/// The colours of one theme: the board's marks (Bevy's) and the panel's (egui's). Each board
/// reads them when it is drawn, the panel every frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Palette {
    /// Behind the boards and the game trees' drawing: the window's own background.
    pub window_fill: Color,
    pub grid: Color,
    pub coordinate: Color,
    /// Where the side to move may play, on Reversi's green: a dot of the mover's colour.
    pub legal_dot_black: Color,
    pub legal_dot_white: Color,
    /// The disc last set down, marked with a ring where the theme wants the mark to differ from
    /// the legal moves' dots in shape too, else with a dot.
    pub last_move: Color,
    pub last_move_ring: bool,
    pub hint: Color,
    pub hint_best: Color,
    /// The keyboard's cursor: a light frame inside a dark one, seen on every board.
    pub cursor: Color,
    pub cursor_edge: Color,
    /// Catapultas' marks over its squares: the last move's start and end, the hints' best move.
    pub square_last_move: Color,
    pub square_hint: Color,
    /// The panel: the text that says less, the accent of what is chosen or going on, warnings
    /// and errors, all on `panel_fill`.
    pub text: egui::Color32,
    pub text_dim: egui::Color32,
    pub accent: egui::Color32,
    pub warning: egui::Color32,
    pub error: egui::Color32,
    pub panel_fill: egui::Color32,
    /// Behind the menu, the library and the game trees' drawing (and the text on a reached
    /// node of the drawing).
    pub screen_fill: egui::Color32,
    /// The menu's cards: behind each, under the mouse, and their edge.
    pub card_fill: egui::Color32,
    pub card_hover_fill: egui::Color32,
    pub card_edge: egui::Color32,
    /// Behind a side in the scoreboard: the side to move, the other.
    pub to_move_fill: egui::Color32,
    pub waiting_fill: egui::Color32,
    /// Behind a chosen button's text (white).
    pub selection: egui::Color32,
    /// A checked program's reading of a node, and the exercise's marks: right, wrong, missed.
    pub read_right: egui::Color32,
    pub read_wrong: egui::Color32,
    pub read_missed: egui::Color32,
    pub tree: TreeColours,
    pub paper: PaperColours,
}

/// The game trees' drawing: each kind of node, the nodes the search has not reached and those it
/// cut, on the drawing's background.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TreeColours {
    pub max: egui::Color32,
    pub min: egui::Color32,
    pub chance: egui::Color32,
    pub leaf: egui::Color32,
    /// A node not reached yet, and the letter or number on it.
    pub unvisited: egui::Color32,
    pub unvisited_text: egui::Color32,
    /// A cut branch and node, and the letter or number on a cut node.
    pub cut: egui::Color32,
    pub cut_text: egui::Color32,
    /// Behind the step's words (the drawing itself is on `screen_fill`).
    pub words_fill: egui::Color32,
}

/// Tic-tac-toe's sheet of paper and what is written on it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PaperColours {
    pub paper: Color,
    /// The grid's lines, and the cells' numbers in their corners.
    pub ink: Color,
    pub cell_number: Color,
    pub cross: Color,
    pub nought: Color,
    /// The line through three in a row.
    pub win_line: Color,
    /// Over the empty cell under the mouse.
    pub hover: Color,
    /// The hints' scores, and the best one's.
    pub hint: Color,
    pub hint_best: Color,
}

impl Palette {
    pub const DEFAULT: Self = Self {
        window_fill: Color::srgb(0.105, 0.115, 0.13),
        grid: Color::srgb(0.07, 0.30, 0.17),
        coordinate: Color::srgb(0.93, 0.85, 0.68),
        legal_dot_black: Color::srgba(0.0, 0.0, 0.0, 0.55),
        legal_dot_white: Color::srgba(1.0, 1.0, 1.0, 0.7),
        last_move: Color::srgb(0.93, 0.27, 0.22),
        last_move_ring: false,
        hint: Color::srgb(1.0, 0.93, 0.62),
        hint_best: Color::srgb(0.55, 1.0, 0.7),
        cursor: Color::srgb(1.0, 0.86, 0.2),
        cursor_edge: Color::srgb(0.05, 0.05, 0.08),
        square_last_move: Color::srgba(1.0, 0.9, 0.35, 0.32),
        square_hint: Color::srgba(0.3, 0.95, 0.55, 0.42),
        text: egui::Color32::from_rgb(210, 210, 210),
        text_dim: egui::Color32::from_rgb(150, 158, 168),
        accent: egui::Color32::from_rgb(72, 170, 110),
        warning: egui::Color32::from_rgb(240, 170, 80),
        error: egui::Color32::from_rgb(240, 100, 90),
        panel_fill: egui::Color32::from_rgb(30, 33, 38),
        screen_fill: egui::Color32::from_rgb(22, 25, 29),
        card_fill: egui::Color32::from_rgb(34, 38, 44),
        card_hover_fill: egui::Color32::from_rgb(44, 52, 58),
        card_edge: egui::Color32::from_rgb(58, 64, 72),
        to_move_fill: egui::Color32::from_rgb(44, 60, 52),
        waiting_fill: egui::Color32::from_rgb(36, 39, 45),
        selection: egui::Color32::from_rgb(50, 119, 77),
        read_right: egui::Color32::from_rgb(120, 204, 120),
        read_wrong: egui::Color32::from_rgb(232, 96, 88),
        read_missed: egui::Color32::from_rgb(240, 190, 70),
        tree: TreeColours {
            max: egui::Color32::from_rgb(214, 120, 84),
            min: egui::Color32::from_rgb(84, 150, 214),
            chance: egui::Color32::from_rgb(178, 150, 220),
            leaf: egui::Color32::from_rgb(236, 230, 214),
            unvisited: egui::Color32::from_rgb(70, 74, 80),
            unvisited_text: egui::Color32::from_rgb(200, 200, 200),
            cut: egui::Color32::from_rgb(58, 60, 64),
            cut_text: egui::Color32::from_rgb(70, 74, 80),
            words_fill: egui::Color32::from_rgb(32, 36, 42),
        },
        paper: PaperColours {
            paper: Color::srgb(0.94, 0.91, 0.83),
            ink: Color::srgb(0.25, 0.24, 0.23),
            cell_number: Color::srgba(0.25, 0.24, 0.23, 0.28),
            cross: Color::srgb(0.84, 0.28, 0.24),
            nought: Color::srgb(0.2, 0.44, 0.78),
            win_line: Color::srgba(1.0, 0.76, 0.08, 0.55),
            hover: Color::srgba(0.25, 0.24, 0.23, 0.08),
            hint: Color::srgb(0.30, 0.28, 0.26),
            hint_best: Color::srgb(0.16, 0.5, 0.28),
        },
    };

    /// Black panels, white and yellow text, solid marks in colours far from the board's green,
    /// the last move a ring where the legal moves are dots.
    pub const HIGH_CONTRAST: Self = Self {
        window_fill: Color::srgb(0.0, 0.0, 0.0),
        grid: Color::srgb(0.0, 0.0, 0.0),
        coordinate: Color::srgb(1.0, 1.0, 1.0),
        legal_dot_black: Color::srgb(0.0, 0.0, 0.0),
        legal_dot_white: Color::srgb(1.0, 1.0, 1.0),
        last_move: Color::srgb(0.9, 0.0, 0.8),
        last_move_ring: true,
        hint: Color::srgb(1.0, 1.0, 0.0),
        hint_best: Color::srgb(1.0, 1.0, 1.0),
        cursor: Color::srgb(1.0, 1.0, 0.0),
        cursor_edge: Color::srgb(0.0, 0.0, 0.0),
        square_last_move: Color::srgba(1.0, 0.95, 0.0, 0.55),
        square_hint: Color::srgba(0.0, 0.75, 1.0, 0.6),
        text: egui::Color32::WHITE,
        text_dim: egui::Color32::from_rgb(225, 225, 225),
        accent: egui::Color32::from_rgb(255, 214, 10),
        warning: egui::Color32::from_rgb(255, 170, 60),
        error: egui::Color32::from_rgb(255, 130, 120),
        panel_fill: egui::Color32::from_rgb(0, 0, 0),
        screen_fill: egui::Color32::from_rgb(0, 0, 0),
        // Black cards drawn round in light grey: a card shows by its edge.
        card_fill: egui::Color32::from_rgb(0, 0, 0),
        card_hover_fill: egui::Color32::from_rgb(0, 40, 80),
        card_edge: egui::Color32::from_rgb(200, 200, 200),
        // A dark blue that white text keeps its contrast on.
        to_move_fill: egui::Color32::from_rgb(0, 40, 80),
        waiting_fill: egui::Color32::from_rgb(0, 0, 0),
        selection: egui::Color32::from_rgb(0, 84, 170),
        read_right: egui::Color32::from_rgb(110, 230, 120),
        read_wrong: egui::Color32::from_rgb(255, 130, 120),
        read_missed: egui::Color32::from_rgb(255, 214, 10),
        // Bright shapes on black, dark text on them; the nodes not reached a light grey, the cut
        // ones a darker grey with white text, their branches dashed.
        tree: TreeColours {
            max: egui::Color32::from_rgb(255, 150, 100),
            min: egui::Color32::from_rgb(100, 180, 255),
            chance: egui::Color32::from_rgb(205, 175, 255),
            leaf: egui::Color32::WHITE,
            unvisited: egui::Color32::from_rgb(150, 150, 150),
            unvisited_text: egui::Color32::BLACK,
            cut: egui::Color32::from_rgb(100, 100, 100),
            cut_text: egui::Color32::WHITE,
            words_fill: egui::Color32::from_rgb(24, 24, 24),
        },
        // White paper, black ink, a deep red cross and a deep blue nought, the line through
        // three in a row magenta, as the last move is on the other boards.
        paper: PaperColours {
            paper: Color::srgb(1.0, 1.0, 1.0),
            ink: Color::srgb(0.0, 0.0, 0.0),
            cell_number: Color::srgb(0.35, 0.35, 0.35),
            cross: Color::srgb(0.78, 0.0, 0.0),
            nought: Color::srgb(0.0, 0.2, 0.75),
            win_line: Color::srgba(0.75, 0.0, 0.75, 0.85),
            hover: Color::srgba(0.0, 0.0, 0.0, 0.15),
            hint: Color::srgb(0.0, 0.0, 0.0),
            hint_best: Color::srgb(0.0, 0.4, 0.0),
        },
    };

    /// The usual colours, with blue for right and orange for wrong, and no red against green:
    /// Okabe and Ito's colours, told apart with deuteranopia and protanopia.
    pub const COLOUR_BLIND: Self = Self {
        last_move: Color::srgb(0.90, 0.62, 0.0),
        hint_best: Color::srgb(0.34, 0.71, 0.91),
        square_hint: Color::srgba(0.34, 0.71, 0.91, 0.5),
        accent: egui::Color32::from_rgb(86, 180, 233),
        selection: egui::Color32::from_rgb(0, 94, 150),
        error: egui::Color32::from_rgb(230, 159, 0),
        read_right: egui::Color32::from_rgb(86, 180, 233),
        read_wrong: egui::Color32::from_rgb(230, 159, 0),
        read_missed: egui::Color32::from_rgb(240, 228, 66),
        ..Self::DEFAULT
    };

    pub const fn of(theme: Theme) -> &'static Self {
        match theme {
            Theme::Default => &Self::DEFAULT,
            Theme::HighContrast => &Self::HIGH_CONTRAST,
            Theme::ColourBlind => &Self::COLOUR_BLIND,
        }
    }
}

/// The theme the window draws with, as the settings last chose it: one for the whole window, as
/// its language is.
static ACTIVE_THEME: AtomicU8 = AtomicU8::new(0);

/// The colours of the theme the window draws with.
pub fn palette() -> &'static Palette {
    let theme = Theme::ALL.get(usize::from(ACTIVE_THEME.load(Ordering::Relaxed))).copied().unwrap_or_default();
    Palette::of(theme)
}

fn set_active_theme(theme: Theme) {
    let index = Theme::ALL.iter().position(|&each| each == theme).unwrap_or(0);
    ACTIVE_THEME.store(index as u8, Ordering::Relaxed);
}

/// The panel's colours of the theme in use, for egui's texts.
pub fn text_dim() -> egui::Color32 {
    palette().text_dim
}

pub fn accent() -> egui::Color32 {
    palette().accent
}

pub fn warning() -> egui::Color32 {
    palette().warning
}

pub fn error() -> egui::Color32 {
    palette().error
}

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

/// egui's colours in `theme`: its dark look with the theme's panel, selection and, for high
/// contrast, white text and outlined widgets.
fn visuals(theme: Theme) -> egui::Visuals {
    let palette = Palette::of(theme);
    let mut visuals = egui::Visuals::dark();
    visuals.selection.bg_fill = palette.selection;
    visuals.slider_trailing_fill = true;
    // The line egui draws down the left of an open section's body ran the panel's whole height.
    visuals.indent_has_left_vline = false;
    visuals.panel_fill = palette.panel_fill;
    visuals.window_fill = palette.panel_fill;
    if theme == Theme::HighContrast {
        visuals.extreme_bg_color = egui::Color32::BLACK;
        visuals.override_text_color = Some(palette.text);
        visuals.selection.stroke = egui::Stroke::new(1.0, egui::Color32::WHITE);
        let outline = egui::Stroke::new(1.0, egui::Color32::from_gray(200));
        for widget in [&mut visuals.widgets.inactive, &mut visuals.widgets.noninteractive] {
            widget.bg_stroke = outline;
            widget.fg_stroke = egui::Stroke::new(1.0, palette.text);
        }
        visuals.widgets.inactive.weak_bg_fill = egui::Color32::from_gray(24);
        visuals.widgets.inactive.bg_fill = egui::Color32::from_gray(24);
        visuals.widgets.hovered.bg_stroke = egui::Stroke::new(2.0, palette.accent);
        visuals.widgets.active.bg_stroke = egui::Stroke::new(2.0, palette.accent);
    }
    visuals
}

fn style(ctx: &egui::Context) {
    ctx.set_fonts(egui_fonts());
    let mut style = (*ctx.global_style()).clone();
    style.visuals = visuals(Theme::Default);
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

    /// The contrast ratio of two colours as WCAG 2 defines it, from 1 (alike) to 21 (black and
    /// white): at least 4.5 for text, 3 for marks, for its level AA.
    fn contrast_ratio(a: [f32; 3], b: [f32; 3]) -> f32 {
        let luminance = |[r, g, b]: [f32; 3]| {
            let linear = |c: f32| if c <= 0.04045 { c / 12.92 } else { ((c + 0.055) / 1.055).powf(2.4) };
            0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
        };
        let (la, lb) = (luminance(a), luminance(b));
        (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
    }

    fn rgb(color: Color) -> [f32; 3] {
        let color = color.to_srgba();
        [color.red, color.green, color.blue]
    }

    fn rgb32(color: egui::Color32) -> [f32; 3] {
        [color.r(), color.g(), color.b()].map(|c| f32::from(c) / 255.0)
    }

    /// A translucent mark as it shows over `under`.
    fn over(mark: Color, under: [f32; 3]) -> [f32; 3] {
        let alpha = mark.alpha();
        let top = rgb(mark);
        [0, 1, 2].map(|i| top[i] * alpha + under[i] * (1.0 - alpha))
    }

    #[test]
    fn the_contrast_ratio_is_wcags() {
        assert!((contrast_ratio([0.0; 3], [1.0; 3]) - 21.0).abs() < 0.01);
        assert!((contrast_ratio([0.5; 3], [0.5; 3]) - 1.0).abs() < 0.001);
        // WCAG's own example: #767676 on white is just above 4.5.
        let grey = f32::from(0x76u8) / 255.0;
        assert!((contrast_ratio([grey; 3], [1.0; 3]) - 4.54).abs() < 0.01);
    }

    #[test]
    fn the_high_contrast_theme_meets_wcag_aa_on_the_panel_and_the_boards() {
        let theme = Palette::HIGH_CONTRAST;
        let panel = rgb32(theme.panel_fill);
        for (name, text) in [
            ("text", theme.text),
            ("dim text", theme.text_dim),
            ("accent", theme.accent),
            ("warning", theme.warning),
            ("error", theme.error),
            ("right", theme.read_right),
            ("wrong", theme.read_wrong),
            ("missed", theme.read_missed),
        ] {
            let ratio = contrast_ratio(rgb32(text), panel);
            assert!(ratio >= 4.5, "{name} on the panel: {ratio:.2}");
        }
        for fill in [theme.card_fill, theme.card_hover_fill] {
            let ratio = contrast_ratio(rgb32(theme.text_dim), rgb32(fill));
            assert!(ratio >= 4.5, "a menu card's dim text on {fill:?}: {ratio:.2}");
        }
        let edge = contrast_ratio(rgb32(theme.card_edge), rgb32(theme.screen_fill));
        assert!(edge >= 3.0, "a menu card's edge: {edge:.2}");
        let chosen = contrast_ratio([1.0; 3], rgb32(theme.selection));
        assert!(chosen >= 4.5, "a chosen button's white text: {chosen:.2}");
        for fill in [theme.to_move_fill, theme.waiting_fill] {
            let ratio = contrast_ratio(rgb32(theme.text_dim), rgb32(fill));
            assert!(ratio >= 4.5, "the scoreboard's dim text on {fill:?}: {ratio:.2}");
        }
        // Reversi's felt as drawn (its picture's darkest, measured on a screenshot) and its flat
        // colour where the picture cannot be loaded.
        let felt = [[0.10, 0.42, 0.25], [0.13, 0.50, 0.30]];
        for green in felt {
            for (name, mark) in [
                ("a legal move for black", theme.legal_dot_black),
                ("a legal move for white", theme.legal_dot_white),
                ("a hint", theme.hint),
                ("the cursor", theme.cursor),
                ("the cursor's edge", theme.cursor_edge),
                ("the coordinates' grid", theme.grid),
            ] {
                let ratio = contrast_ratio(over(mark, green), green);
                assert!(ratio >= 3.0, "{name} on the felt {green:?}: {ratio:.2}");
            }
        }
        // The last move's ring is drawn on the disc set down.
        for disc in [[0.08, 0.08, 0.09], [0.93, 0.93, 0.9]] {
            let ratio = contrast_ratio(rgb(theme.last_move), disc);
            assert!(ratio >= 3.0, "the last move on the disc {disc:?}: {ratio:.2}");
        }
        assert!(theme.last_move_ring, "the last move differs from the legal moves in shape");
        let frame = rgb(FRAME);
        assert!(contrast_ratio(rgb(theme.coordinate), frame) >= 4.5, "the coordinates on the frame");

        let tree = theme.tree;
        let background = rgb32(theme.screen_fill);
        for (name, shape, text) in [
            ("MAX", tree.max, theme.screen_fill),
            ("MIN", tree.min, theme.screen_fill),
            ("chance", tree.chance, theme.screen_fill),
            ("a leaf", tree.leaf, theme.screen_fill),
            ("a node not reached", tree.unvisited, tree.unvisited_text),
            ("a cut node", tree.cut, tree.cut_text),
        ] {
            let shown = contrast_ratio(rgb32(shape), background);
            assert!(shown >= 3.0, "{name} on the tree's background: {shown:.2}");
            let read = contrast_ratio(rgb32(text), rgb32(shape));
            assert!(read >= 4.5, "the text on {name}: {read:.2}");
        }
        let words = contrast_ratio(rgb32(theme.text), rgb32(tree.words_fill));
        assert!(words >= 4.5, "the step's words: {words:.2}");

        let paper = rgb(theme.paper.paper);
        for (name, text) in [
            ("the cells' numbers", theme.paper.cell_number),
            ("a hint", theme.paper.hint),
            ("the best hint", theme.paper.hint_best),
        ] {
            let ratio = contrast_ratio(over(text, paper), paper);
            assert!(ratio >= 4.5, "{name} on the paper: {ratio:.2}");
        }
        for (name, mark) in [
            ("the grid", theme.paper.ink),
            ("a cross", theme.paper.cross),
            ("a nought", theme.paper.nought),
            ("three in a row", theme.paper.win_line),
        ] {
            let ratio = contrast_ratio(over(mark, paper), paper);
            assert!(ratio >= 3.0, "{name} on the paper: {ratio:.2}");
        }
    }

    #[test]
    fn the_colour_blind_theme_tells_right_from_wrong_without_red_and_green() {
        let theme = Palette::COLOUR_BLIND;
        // Right is blue and wrong orange: they differ most in blue, which red-green colour
        // blindness leaves.
        let (right, wrong) = (rgb32(theme.read_right), rgb32(theme.read_wrong));
        assert!(right[2] - wrong[2] > 0.5, "{right:?} against {wrong:?}");
        assert!(contrast_ratio(right, rgb32(theme.panel_fill)) >= 4.5);
        assert!(contrast_ratio(wrong, rgb32(theme.panel_fill)) >= 4.5);
    }

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
