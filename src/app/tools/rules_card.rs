//! "How to play": a card over the board with a game's rules, a few short pages, each a picture
//! drawn like the game's board with a title and a few sentences, with Back, Next and "Let's
//! play". Written once; each game gives its pages ([`WindowGame::HOW_TO_PLAY`], in its own
//! `how_to_play.rs`).
//! The card opens by itself when a game is opened until its rules have been seen (the settings
//! file remembers whose were), and from the help (F1 or ?); Esc closes it, ← and → turn its
//! pages.

use bevy::input::keyboard::Key;
use bevy::prelude::*;
use bevy_egui::input::egui_wants_any_keyboard_input;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::base::assets::{Art, PreviewArt};
use crate::app::base::requests::ShowHowToPlay;
use crate::app::base::screen::Screen;
use crate::app::base::settings::Settings;
use crate::app::base::{i18n, theme};
use crate::app::contract::arcade_game::game_title;
use crate::app::contract::window_game::{HowToPlayPage, WindowGame};
use crate::app::game_screen::keys::GameKeys;
use crate::app::widgets::board_center;
use crate::games::Notation;
use crate::tr;

/// The rules card on screen, if any: whose rules, at which page.
#[derive(Resource, Default, Debug)]
pub struct HowToPlayCard(Option<OpenCard>);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpenCard {
    /// The game's name ([`Notation::NAME`]).
    pub game: &'static str,
    /// From 0.
    pub page: usize,
}

impl HowToPlayCard {
    pub fn shown(&self) -> Option<OpenCard> {
        self.0
    }
}

/// When a game's rules card opens by itself, as the game's screen opens.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HowToPlayOnOpen {
    /// The first time the game is opened.
    #[default]
    FirstTime,
    /// Never: a screenshot shows what a returning player sees.
    Never,
    /// Every time, at this page (from 0): a screenshot of the card.
    AtPage(usize),
}

/// What works without a window: the card opening, by itself or when asked, and closing with its
/// screen.
pub(crate) fn game_plugin<G: WindowGame>(app: &mut App) {
    app.init_resource::<HowToPlayCard>();
    app.init_resource::<HowToPlayOnOpen>();
    app.add_systems(OnEnter(G::screen()), open_by_itself::<G>);
    app.add_systems(OnExit(G::screen()), |mut card: ResMut<HowToPlayCard>| card.0 = None);
    app.add_systems(Update, remember_seen::<G>.run_if(resource_changed::<HowToPlayCard>));
    app.add_observer(show_how_to_play::<G>);
}

/// The card drawn, and its keys.
pub(crate) fn window_plugin<G: WindowGame>(app: &mut App) {
    let card_shown = |card: Res<HowToPlayCard>| card.0.is_some_and(|open| open.game == G::Position::NAME);
    app.add_systems(EguiPrimaryContextPass, draw_card::<G>.run_if(in_state(G::screen()).and_then(card_shown)));
    app.add_systems(
        Update,
        card_keys::<G>
            .before(GameKeys)
            .run_if(not(egui_wants_any_keyboard_input))
            .run_if(in_state(G::screen()).and_then(card_shown)),
    );
}

/// Opens the rules as `G`'s screen opens, if the player has not seen them yet or a screenshot
/// asks for them.
fn open_by_itself<G: WindowGame>(
    on_open: Res<HowToPlayOnOpen>,
    settings: Res<Settings>,
    mut card: ResMut<HowToPlayCard>,
) {
    let game = G::Position::NAME;
    let Some(last_page) = G::HOW_TO_PLAY.len().checked_sub(1) else { return };
    let page = match *on_open {
        HowToPlayOnOpen::FirstTime if !settings.rules_seen.iter().any(|seen| seen == game) => 0,
        HowToPlayOnOpen::AtPage(page) => page.min(last_page),
        HowToPlayOnOpen::FirstTime | HowToPlayOnOpen::Never => return,
    };
    card.0 = Some(OpenCard { game, page });
}

/// Once `G`'s card closes (Let's play, Close, Esc, or the game's screen left), the settings
/// remember that its rules were seen. Not as it opens: a player who quits with the card on
/// screen sees it again, and a game opened from the command line opens it in the frame the
/// settings are read, whose changes are not saved.
fn remember_seen<G: WindowGame>(card: Res<HowToPlayCard>, mut shown: Local<bool>, mut settings: ResMut<Settings>) {
    let game = G::Position::NAME;
    let shown_now = card.0.is_some_and(|open| open.game == game);
    let closed = std::mem::replace(&mut *shown, shown_now) && !shown_now;
    if closed && !settings.rules_seen.iter().any(|seen| seen == game) {
        settings.rules_seen.push(game.to_owned());
    }
}

/// The rules from their first page, on `G`'s screen.
fn show_how_to_play<G: WindowGame>(_: On<ShowHowToPlay>, screen: Res<State<Screen>>, mut card: ResMut<HowToPlayCard>) {
    if *screen.get() == G::screen() && !G::HOW_TO_PLAY.is_empty() {
        card.0 = Some(OpenCard { game: G::Position::NAME, page: 0 });
    }
}

/// What the card's buttons and keys ask for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum CardChoice {
    Back,
    Next,
    Close,
}

impl CardChoice {
    /// The card after this choice, on a game with `pages` pages: Next on the last page closes it.
    fn apply(self, open: OpenCard, pages: usize) -> Option<OpenCard> {
        match self {
            Self::Back => Some(OpenCard { page: open.page.saturating_sub(1), ..open }),
            Self::Next if open.page + 1 < pages => Some(OpenCard { page: open.page + 1, ..open }),
            Self::Next | Self::Close => None,
        }
    }
}

/// Esc closes the card, ← and → turn its pages; no key reaches the game under it (the menu, the
/// board's cursor) while it is open.
fn card_keys<G: WindowGame>(
    mut keys: ResMut<ButtonInput<KeyCode>>,
    mut typed: ResMut<ButtonInput<Key>>,
    mut card: ResMut<HowToPlayCard>,
) {
    let Some(open) = card.0 else { return };
    for (key, choice) in [
        (KeyCode::Escape, CardChoice::Close),
        (KeyCode::ArrowLeft, CardChoice::Back),
        (KeyCode::ArrowRight, CardChoice::Next),
    ] {
        if keys.just_pressed(key) {
            if choice != CardChoice::Next || open.page + 1 < G::HOW_TO_PLAY.len() {
                card.0 = choice.apply(open, G::HOW_TO_PLAY.len());
            }
            break;
        }
    }
    keys.clear();
    typed.clear();
}

fn draw_card<G: WindowGame>(
    mut contexts: EguiContexts,
    mut card: ResMut<HowToPlayCard>,
    art: Res<Art>,
    images: Res<Assets<Image>>,
) -> Result {
    let Some(open) = card.0 else { return Ok(()) };
    let art = PreviewArt::new(&mut contexts, &art, &images);
    let ctx = contexts.ctx_mut()?;
    if let Some(choice) = how_to_play_card(ctx, &game_title::<G>(), G::HOW_TO_PLAY, open.page, &art) {
        card.0 = choice.apply(open, G::HOW_TO_PLAY.len());
    }
    Ok(())
}

/// The widest the card's content gets, the card's margin inside, and the room it leaves about
/// it in a small window.
const CARD_WIDTH: f32 = 480.0;
const CARD_PADDING: f32 = 20.0;
const CARD_MARGIN: f32 = 24.0;
/// The picture's height: what the window's height leaves after the card's text and buttons.
const DIAGRAM_HEIGHTS: (f32, f32) = (120.0, 240.0);
const CARD_ROOM_BESIDES_DIAGRAM: f32 = 360.0;

/// The card over the board, the board behind it dimmed (and its clicks kept from the board).
fn how_to_play_card(
    ctx: &egui::Context,
    title: &str,
    pages: &[HowToPlayPage],
    page: usize,
    art: &PreviewArt,
) -> Option<CardChoice> {
    let Some(shown) = pages.get(page) else { return Some(CardChoice::Close) };
    let screen = ctx.content_rect();
    let center = board_center(ctx);
    let board = egui::Rect::from_min_max(screen.min, egui::pos2(2.0 * center.x, screen.max.y));
    egui::Area::new("rules backdrop".into()).fixed_pos(board.min).show(ctx, |ui| {
        let (rect, _) = ui.allocate_exact_size(board.size(), egui::Sense::click());
        ui.painter().rect_filled(rect, 0.0, egui::Color32::from_black_alpha(140));
    });
    let width = CARD_WIDTH.min(board.width() - 2.0 * (CARD_MARGIN + CARD_PADDING)).max(200.0);
    let diagram_height = (screen.height() - CARD_ROOM_BESIDES_DIAGRAM).clamp(DIAGRAM_HEIGHTS.0, DIAGRAM_HEIGHTS.1);
    let mut choice = None;
    egui::Area::new("rules card".into())
        .fixed_pos(center)
        .pivot(egui::Align2::CENTER_CENTER)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style())
                .fill(egui::Color32::from_rgb(28, 31, 36))
                .inner_margin(CARD_PADDING)
                .corner_radius(12.0)
                .show(ui, |ui| {
                    ui.set_width(width);
                    ui.horizontal(|ui| {
                        ui.label(
                            egui::RichText::new(tr!("panel-rules-how-to-play", game = title)).color(theme::text_dim()),
                        );
                        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                            let close =
                                ui.small_button(tr!("panel-rules-close")).on_hover_text(tr!("panel-rules-close-hover"));
                            if close.clicked() {
                                choice = Some(CardChoice::Close);
                            }
                        });
                    });
                    ui.label(egui::RichText::new(i18n::tr(shown.title)).size(26.0).family(theme::display_family()));
                    ui.add_space(6.0);
                    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, diagram_height), egui::Sense::hover());
                    (shown.diagram)(&ui.painter_at(rect), rect, art);
                    ui.add_space(10.0);
                    ui.label(egui::RichText::new(i18n::tr(shown.text)).size(15.5));
                    ui.add_space(12.0);
                    if let Some(pressed) = page_buttons(ui, width, page, pages.len()) {
                        choice = Some(pressed);
                    }
                });
        });
    choice
}

/// Back, a dot per page (the current one lit), and Next, or "Let's play" on the last page.
fn page_buttons(ui: &mut egui::Ui, width: f32, page: usize, pages: usize) -> Option<CardChoice> {
    const BUTTON: egui::Vec2 = egui::vec2(104.0, 32.0);
    let mut choice = None;
    ui.horizontal(|ui| {
        let back = ui.add_enabled(page > 0, egui::Button::new(tr!("panel-rules-back")).min_size(BUTTON));
        if back.on_hover_text("←").clicked() {
            choice = Some(CardChoice::Back);
        }
        let gaps = ui.spacing().item_spacing.x * 2.0;
        let (dots, _) =
            ui.allocate_exact_size(egui::vec2(width - 2.0 * BUTTON.x - gaps, BUTTON.y), egui::Sense::hover());
        const SPACING: f32 = 16.0;
        let first = dots.center().x - SPACING * (pages as f32 - 1.0) / 2.0;
        for dot in 0..pages {
            let at = egui::pos2(first + SPACING * dot as f32, dots.center().y);
            let color = if dot == page { theme::accent() } else { egui::Color32::from_gray(80) };
            ui.painter().circle_filled(at, 4.5, color);
        }
        let last = page + 1 >= pages;
        let (label, hover) = if last {
            (tr!("panel-rules-play"), tr!("panel-rules-play-hover"))
        } else {
            (tr!("panel-rules-next"), "→".to_owned())
        };
        let next = ui.add(egui::Button::new(egui::RichText::new(label).strong()).min_size(BUTTON));
        if next.on_hover_text(hover).clicked() {
            choice = Some(CardChoice::Next);
        }
    });
    choice
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_turns_the_page_and_closes_the_card_on_the_last_and_back_stops_at_the_first() {
        let open = |page| OpenCard { game: "reversi", page };
        assert_eq!(CardChoice::Next.apply(open(0), 3), Some(open(1)));
        assert_eq!(CardChoice::Next.apply(open(2), 3), None);
        assert_eq!(CardChoice::Back.apply(open(1), 3), Some(open(0)));
        assert_eq!(CardChoice::Back.apply(open(0), 3), Some(open(0)));
        assert_eq!(CardChoice::Close.apply(open(1), 3), None);
    }
}
