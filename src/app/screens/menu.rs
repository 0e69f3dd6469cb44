//! The main menu: the title, the language, one large button per registered game with a preview
//! of its board (drawn with the boards' own disc and stone pictures) and a line about it, and
//! Quit. The previews are each game's ([`WindowGame::preview`](crate::app::contract::window_game::WindowGame::preview)); the
//! drawing helpers they share are here.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::app::base::assets::{Art, PreviewArt};
use crate::app::base::i18n::{Language, game_text};
use crate::app::base::requests::OpenGame;
use crate::app::base::screen::Screen;
use crate::app::base::settings::{Settings, SettingsNotice, Theme};
use crate::app::base::theme;
use crate::app::contract::arcade_game::side_name;
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::registry::{GameEntry, RegisteredGames};
use crate::app::contract::window_game::WindowGame;
use crate::app::game_screen::Autosaved;
use crate::app::widgets::floating_notice;
use crate::games::{Notation, Seat};
use crate::tr;

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<ContinueOffer>();
    app.add_systems(EguiPrimaryContextPass, draw_menu.run_if(in_state(Screen::Menu)));
}

/// What game `G` adds to the menu: the offer to continue it, when it is the game played last.
pub(crate) fn game_plugin<G: WindowGame>(app: &mut App) {
    app.init_resource::<ContinueOffer>();
    app.add_systems(Update, offer_continue::<G>.run_if(in_state(Screen::Menu)));
}

/// The game the menu offers to continue: the unfinished one played last.
#[derive(Resource, Default)]
pub struct ContinueOffer(pub Option<ContinueCard>);

pub struct ContinueCard {
    pub game: &'static str,
    title: &'static str,
    saved_at: u64,
    moves: usize,
    to_move: Seat,
    /// The side's name in the window's language, asked when drawn.
    side_name: fn(Seat) -> String,
    /// The game's board as it stands.
    picture: BoardPicture,
}

/// A board drawn in a rectangle with the boards' pictures.
type BoardPicture = Box<dyn Fn(&egui::Painter, egui::Rect, &PreviewArt) + Send + Sync>;

/// What the menu shows besides the settings it changes.
#[derive(SystemParam)]
struct MenuContent<'w> {
    games: Res<'w, RegisteredGames>,
    offer: Res<'w, ContinueOffer>,
    art: Res<'w, Art>,
    images: Res<'w, Assets<Image>>,
}

/// Keeps [`ContinueOffer`] on game `G` while it is the unfinished game played last.
fn offer_continue<G: WindowGame>(
    autosaved: Res<Autosaved>,
    current_game: Res<CurrentGame<G>>,
    mut offer: ResMut<ContinueOffer>,
) {
    let latest = autosaved.latest_unfinished();
    let mine = latest.filter(|latest| latest.game == G::Position::NAME);
    let offered = offer.0.as_ref().map(|card| (card.game, card.saved_at));
    match (latest, mine) {
        (None, _) if offered.is_some() => offer.0 = None,
        (_, Some(latest)) if offered != Some((latest.game, latest.saved_at)) => {
            let position = *current_game.position();
            offer.0 = Some(ContinueCard {
                game: G::Position::NAME,
                title: G::Position::TITLE,
                saved_at: latest.saved_at,
                moves: current_game.history().played().len(),
                to_move: position.seat_to_move(),
                side_name: side_name::<G>,
                picture: Box::new(move |painter, rect, art| G::draw_position(painter, rect, &position, art)),
            });
        }
        _ => {}
    }
}

/// The menu's sizes: roomy where the window is tall enough, compact where it is not (800×600, a
/// 1280×720 projector at the presentation size), so that every entry shows without scrolling.
#[derive(Clone, Copy)]
struct MenuLayout {
    title: f32,
    card_height: f32,
    /// Between the cards, and around the buttons.
    gap: f32,
    /// The library, the game trees and Quit side by side rather than one under another.
    buttons_in_a_row: bool,
}

impl MenuLayout {
    const ROOMY: Self = Self { title: 46.0, card_height: 112.0, gap: 12.0, buttons_in_a_row: false };
    const COMPACT: Self = Self { title: 32.0, card_height: 74.0, gap: 6.0, buttons_in_a_row: true };
    const CARD_WIDTH: f32 = 560.0;
    /// The buttons under the cards: the library's and the game trees', Quit's, their height and
    /// the space between them.
    const WIDE_BUTTON: f32 = 220.0;
    const QUIT_BUTTON: f32 = 120.0;
    const BUTTON_HEIGHT: f32 = 40.0;
    const BUTTON_GAP: f32 = 8.0;
    /// A web page is closed with its tab, not from within: it has no Quit.
    const QUITS: bool = !cfg!(target_family = "wasm");

    /// The buttons' row, as wide as they are.
    fn button_row_width() -> f32 {
        let quit = if Self::QUITS { Self::BUTTON_GAP + Self::QUIT_BUTTON } else { 0.0 };
        2.0 * Self::WIDE_BUTTON + Self::BUTTON_GAP + quit
    }

    /// The height of the title, `cards` cards and the buttons, about.
    fn height(self, cards: usize) -> f32 {
        let count = if Self::QUITS { 3.0 } else { 2.0 };
        let column = count * (Self::BUTTON_HEIGHT + Self::BUTTON_GAP);
        let buttons = if self.buttons_in_a_row { Self::BUTTON_HEIGHT } else { column } + 2.0 * self.gap;
        let heading = self.title * 1.3 + 22.0 + 2.0 * self.gap;
        heading + cards as f32 * (self.card_height + self.gap) + buttons
    }

    /// The roomy layout where `height` holds it, else the compact one.
    fn for_height(height: f32, cards: usize) -> Self {
        if Self::ROOMY.height(cards) <= height { Self::ROOMY } else { Self::COMPACT }
    }
}

fn draw_menu(
    mut contexts: EguiContexts,
    content: MenuContent,
    mut settings: ResMut<Settings>,
    mut notice: ResMut<SettingsNotice>,
    mut commands: Commands,
    mut next_screen: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
) -> Result {
    let MenuContent { games, offer, art, images } = content;
    let preview_art = PreviewArt::new(&mut contexts, &art, &images);
    let ctx = contexts.ctx_mut()?;
    // A game or settings file that could not be read is said here too, where a launch begins.
    if let Some(message) = notice.0.clone()
        && floating_notice(ctx, "menu notice", 0, &message)
    {
        notice.0 = None;
    }
    let mut root = egui::Ui::new(
        ctx.clone(),
        "menu".into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    );
    egui::CentralPanel::default().frame(egui::Frame::new().fill(theme::palette().screen_fill)).show(&mut root, |ui| {
        // Only a choice touches the settings: a write every frame would mark them changed,
        // and the window would redraw and wait to save them for ever.
        let (language, presentation_size, theme) = window_choices(ui, &settings);
        if let Some(chosen) = language {
            settings.language = Some(chosen);
        }
        if let Some(chosen) = presentation_size {
            settings.presentation_size = chosen;
        }
        if let Some(chosen) = theme {
            settings.theme = chosen;
        }
        let cards = games.iter().count() + usize::from(offer.0.is_some());
        let layout = MenuLayout::for_height(ui.available_height(), cards);
        // Smaller still, the menu scrolls: every card and Quit stay reachable.
        egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
            ui.vertical_centered(|ui| {
                ui.add_space((ui.available_height() - layout.height(cards)).max(layout.gap) / 2.0);
                ui.label(
                    egui::RichText::new(tr!("window-title"))
                        .size(layout.title)
                        .family(theme::display_family())
                        .strong()
                        .color(egui::Color32::from_rgb(236, 230, 214)),
                );
                ui.label(egui::RichText::new(tr!("menu-tagline")).size(16.0).color(theme::text_dim()));
                ui.add_space(2.0 * layout.gap);
                if let Some(card) = &offer.0 {
                    if continue_card(ui, layout, card, &preview_art).clicked() {
                        commands.trigger(OpenGame(card.game));
                    }
                    ui.add_space(layout.gap);
                }
                for game in games.iter() {
                    if game_card(ui, layout, game, &preview_art).clicked() {
                        commands.trigger(OpenGame(game.name));
                    }
                    ui.add_space(layout.gap);
                }
                ui.add_space(layout.gap);
                let mut buttons = |ui: &mut egui::Ui| {
                    let button = |ui: &mut egui::Ui, width: f32, text: String| {
                        let size = [width, MenuLayout::BUTTON_HEIGHT];
                        ui.add_sized(size, egui::Button::new(egui::RichText::new(text).size(18.0)))
                    };
                    let library = button(ui, MenuLayout::WIDE_BUTTON, tr!("menu-library"));
                    if library.on_hover_text(tr!("menu-library-hover")).clicked() {
                        next_screen.set(Screen::Library);
                    }
                    let trees = button(ui, MenuLayout::WIDE_BUTTON, tr!("textbook-trees-menu"));
                    if trees.on_hover_text(tr!("textbook-trees-menu-hover")).clicked() {
                        next_screen.set(Screen::TextbookTrees);
                    }
                    if MenuLayout::QUITS {
                        let quit = button(ui, MenuLayout::QUIT_BUTTON, tr!("menu-quit"));
                        if quit.on_hover_text(tr!("menu-quit-hover")).clicked() {
                            exit.write(AppExit::Success);
                        }
                    }
                };
                if layout.buttons_in_a_row {
                    // Centred: a row as wide as its buttons, in the middle.
                    ui.spacing_mut().item_spacing.x = MenuLayout::BUTTON_GAP;
                    ui.allocate_ui_with_layout(
                        egui::vec2(MenuLayout::button_row_width(), MenuLayout::BUTTON_HEIGHT),
                        egui::Layout::left_to_right(egui::Align::Center),
                        buttons,
                    );
                } else {
                    ui.spacing_mut().item_spacing.y = MenuLayout::BUTTON_GAP;
                    buttons(ui);
                }
                ui.add_space(layout.gap);
            });
        });
    });
    Ok(())
}

/// The window's language, size and colours, at the menu's top right: each the player's new
/// choice, if they made one (it takes effect at once, and is kept).
fn window_choices(ui: &mut egui::Ui, settings: &Settings) -> (Option<Language>, Option<bool>, Option<Theme>) {
    let current = settings.language.unwrap_or_default();
    let (mut language, mut presentation_size, mut theme) = (current, settings.presentation_size, settings.theme);
    ui.with_layout(egui::Layout::right_to_left(egui::Align::Min), |ui| {
        egui::ComboBox::from_id_salt("language").selected_text(format!("🌐 {}", current.name())).show_ui(ui, |ui| {
            for choice in Language::ALL {
                ui.selectable_value(&mut language, choice, choice.name());
            }
        });
        ui.toggle_value(&mut presentation_size, tr!("menu-presentation-size"))
            .on_hover_text(tr!("menu-presentation-size-hover"));
        egui::ComboBox::from_id_salt("theme")
            .selected_text(theme_words(theme).0)
            .show_ui(ui, |ui| {
                for choice in Theme::ALL {
                    let (name, hover) = theme_words(choice);
                    ui.selectable_value(&mut theme, choice, name).on_hover_text(hover);
                }
            })
            .response
            .on_hover_text(tr!("menu-theme-hover"));
    });
    (
        (language != current).then_some(language),
        (presentation_size != settings.presentation_size).then_some(presentation_size),
        (theme != settings.theme).then_some(theme),
    )
}

/// A theme's name as the menu offers it, and what it is for.
fn theme_words(theme: Theme) -> (String, String) {
    match theme {
        Theme::Default => (tr!("menu-theme-default"), tr!("menu-theme-default-hover")),
        Theme::HighContrast => (tr!("menu-theme-high-contrast"), tr!("menu-theme-high-contrast-hover")),
        Theme::ColourBlind => (tr!("menu-theme-colour-blind"), tr!("menu-theme-colour-blind-hover")),
    }
}

fn game_card(ui: &mut egui::Ui, layout: MenuLayout, game: &GameEntry, art: &PreviewArt) -> egui::Response {
    let title = game_text(game.name, "title", game.title);
    let blurb = game_text(game.name, "blurb", game.blurb);
    card(ui, layout, [&title, &blurb, &tr!("menu-play")], |painter, rect| (game.preview)(painter, rect, art))
}

/// The game played last, as it stands: "Continue", the game, its moves and who is to move.
fn continue_card(ui: &mut egui::Ui, layout: MenuLayout, offer: &ContinueCard, art: &PreviewArt) -> egui::Response {
    let game = game_text(offer.game, "title", offer.title);
    let line = tr!("menu-continue-line", game = game, moves = offer.moves, side = (offer.side_name)(offer.to_move));
    card(ui, layout, [&tr!("menu-continue"), &line, &tr!("menu-continue-action")], |painter, rect| {
        (offer.picture)(painter, rect, art)
    })
    .on_hover_text(tr!("menu-continue-hover"))
}

/// A menu card: a picture, a title, a line under it and the action at the right.
fn card(
    ui: &mut egui::Ui,
    layout: MenuLayout,
    [title, line, action]: [&str; 3],
    picture: impl FnOnce(&egui::Painter, egui::Rect),
) -> egui::Response {
    let size = egui::vec2(MenuLayout::CARD_WIDTH.min(ui.available_width() - 24.0), layout.card_height);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    let painter = ui.painter_at(rect);
    let hovered = response.hovered();
    let palette = theme::palette();
    let fill = if hovered { palette.card_hover_fill } else { palette.card_fill };
    let stroke =
        if hovered { egui::Stroke::new(2.0, palette.accent) } else { egui::Stroke::new(1.0, palette.card_edge) };
    painter.rect(rect, 10.0, fill, stroke, egui::StrokeKind::Inside);

    let inset = (layout.card_height - 88.0).clamp(6.0, 12.0);
    let side = layout.card_height - 2.0 * inset;
    let preview = egui::Rect::from_min_size(rect.min + egui::vec2(12.0, inset), egui::vec2(side, side));
    picture(&painter, preview);
    let text_left = preview.right() + 20.0;
    // The title and the line under it, placed for the card's height.
    let (title_top, line_top) = if layout.card_height < 100.0 { (8.0, 40.0) } else { (22.0, 58.0) };
    painter.text(
        egui::pos2(text_left, rect.top() + title_top),
        egui::Align2::LEFT_TOP,
        title,
        egui::FontId::new(26.0, theme::display_family()),
        egui::Color32::from_rgb(240, 236, 226),
    );
    let line = painter.layout(
        line.to_owned(),
        egui::FontId::proportional(14.0),
        theme::text_dim(),
        rect.right() - text_left - 16.0,
    );
    painter.galley(egui::pos2(text_left, rect.top() + line_top), line, theme::text_dim());
    painter.text(
        egui::pos2(rect.right() - 16.0, rect.top() + 24.0),
        egui::Align2::RIGHT_CENTER,
        action,
        egui::FontId::proportional(15.0),
        theme::accent(),
    );
    response.on_hover_cursor(egui::CursorIcon::PointingHand)
}
