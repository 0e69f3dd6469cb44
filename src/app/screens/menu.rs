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
use crate::app::base::settings::{Settings, SettingsNotice};
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

const CARD_SIZE: egui::Vec2 = egui::vec2(560.0, 112.0);

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
    egui::CentralPanel::default().frame(egui::Frame::new().fill(egui::Color32::from_rgb(22, 25, 29))).show(
        &mut root,
        |ui| {
            // Only a choice touches the settings: a write every frame would mark them changed,
            // and the window would redraw and wait to save them for ever.
            let (language, presentation_size) = window_choices(ui, &settings);
            if let Some(chosen) = language {
                settings.language = Some(chosen);
            }
            if let Some(chosen) = presentation_size {
                settings.presentation_size = chosen;
            }
            // Small windows scroll: every card and Quit stay reachable.
            egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                ui.vertical_centered(|ui| {
                    // The title, the cards and Quit, centred; the Continue card adds one card's height.
                    let content = 656.0 + if offer.0.is_some() { CARD_SIZE.y + 12.0 } else { 0.0 };
                    ui.add_space((ui.available_height() - content).max(16.0) / 2.0);
                    ui.label(
                        egui::RichText::new(tr!("window-title"))
                            .size(46.0)
                            .family(theme::display_family())
                            .strong()
                            .color(egui::Color32::from_rgb(236, 230, 214)),
                    );
                    ui.label(egui::RichText::new(tr!("menu-tagline")).size(16.0).color(theme::TEXT_DIM));
                    ui.add_space(28.0);
                    if let Some(card) = &offer.0 {
                        if continue_card(ui, card, &preview_art).clicked() {
                            commands.trigger(OpenGame(card.game));
                        }
                        ui.add_space(12.0);
                    }
                    for game in games.iter() {
                        if game_card(ui, game, &preview_art).clicked() {
                            commands.trigger(OpenGame(game.name));
                        }
                        ui.add_space(12.0);
                    }
                    ui.add_space(8.0);
                    let library = ui.add_sized(
                        [220.0, 40.0],
                        egui::Button::new(egui::RichText::new(tr!("menu-library")).size(18.0)),
                    );
                    if library.on_hover_text(tr!("menu-library-hover")).clicked() {
                        next_screen.set(Screen::Library);
                    }
                    ui.add_space(8.0);
                    let trees = ui.add_sized(
                        [220.0, 40.0],
                        egui::Button::new(egui::RichText::new(tr!("textbook-trees-menu")).size(18.0)),
                    );
                    if trees.on_hover_text(tr!("textbook-trees-menu-hover")).clicked() {
                        next_screen.set(Screen::TextbookTrees);
                    }
                    // A web page is closed with its tab, not from within.
                    if !cfg!(target_family = "wasm") {
                        ui.add_space(8.0);
                        let quit = ui.add_sized(
                            [160.0, 40.0],
                            egui::Button::new(egui::RichText::new(tr!("menu-quit")).size(18.0)),
                        );
                        if quit.on_hover_text(tr!("menu-quit-hover")).clicked() {
                            exit.write(AppExit::Success);
                        }
                    }
                    ui.add_space(16.0);
                });
            });
        },
    );
    Ok(())
}

/// The window's language and size, at the menu's top right: each the player's new choice, if
/// they made one (it takes effect at once, and is kept).
fn window_choices(ui: &mut egui::Ui, settings: &Settings) -> (Option<Language>, Option<bool>) {
    let current = settings.language.unwrap_or_default();
    let (mut language, mut presentation_size) = (current, settings.presentation_size);
    ui.with_layout(egui::Layout::right_to_left(egui::Align::Min), |ui| {
        egui::ComboBox::from_id_salt("language").selected_text(format!("🌐 {}", current.name())).show_ui(ui, |ui| {
            for choice in Language::ALL {
                ui.selectable_value(&mut language, choice, choice.name());
            }
        });
        ui.toggle_value(&mut presentation_size, tr!("menu-presentation-size"))
            .on_hover_text(tr!("menu-presentation-size-hover"));
    });
    (
        (language != current).then_some(language),
        (presentation_size != settings.presentation_size).then_some(presentation_size),
    )
}

fn game_card(ui: &mut egui::Ui, game: &GameEntry, art: &PreviewArt) -> egui::Response {
    let title = game_text(game.name, "title", game.title);
    let blurb = game_text(game.name, "blurb", game.blurb);
    card(ui, &title, &blurb, &tr!("menu-play"), |painter, rect| (game.preview)(painter, rect, art))
}

/// The game played last, as it stands: "Continue", the game, its moves and who is to move.
fn continue_card(ui: &mut egui::Ui, offer: &ContinueCard, art: &PreviewArt) -> egui::Response {
    let game = game_text(offer.game, "title", offer.title);
    let line = tr!("menu-continue-line", game = game, moves = offer.moves, side = (offer.side_name)(offer.to_move));
    card(ui, &tr!("menu-continue"), &line, &tr!("menu-continue-action"), |painter, rect| {
        (offer.picture)(painter, rect, art)
    })
    .on_hover_text(tr!("menu-continue-hover"))
}

/// A menu card: a picture, a title, a line under it and the action at the right.
fn card(
    ui: &mut egui::Ui,
    title: &str,
    line: &str,
    action: &str,
    picture: impl FnOnce(&egui::Painter, egui::Rect),
) -> egui::Response {
    let size = egui::vec2(CARD_SIZE.x.min(ui.available_width() - 24.0), CARD_SIZE.y);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::click());
    let painter = ui.painter_at(rect);
    let hovered = response.hovered();
    let fill = if hovered { egui::Color32::from_rgb(44, 52, 58) } else { egui::Color32::from_rgb(34, 38, 44) };
    let stroke = if hovered {
        egui::Stroke::new(2.0, theme::ACCENT)
    } else {
        egui::Stroke::new(1.0, egui::Color32::from_rgb(58, 64, 72))
    };
    painter.rect(rect, 10.0, fill, stroke, egui::StrokeKind::Inside);

    let preview = egui::Rect::from_min_size(rect.min + egui::vec2(12.0, 12.0), egui::vec2(88.0, 88.0));
    picture(&painter, preview);
    let text_left = preview.right() + 20.0;
    painter.text(
        egui::pos2(text_left, rect.top() + 22.0),
        egui::Align2::LEFT_TOP,
        title,
        egui::FontId::new(26.0, theme::display_family()),
        egui::Color32::from_rgb(240, 236, 226),
    );
    let line = painter.layout(
        line.to_owned(),
        egui::FontId::proportional(14.0),
        theme::TEXT_DIM,
        rect.right() - text_left - 16.0,
    );
    painter.galley(egui::pos2(text_left, rect.top() + 58.0), line, theme::TEXT_DIM);
    painter.text(
        egui::pos2(rect.right() - 16.0, rect.top() + 24.0),
        egui::Align2::RIGHT_CENTER,
        action,
        egui::FontId::proportional(15.0),
        theme::ACCENT,
    );
    response.on_hover_cursor(egui::CursorIcon::PointingHand)
}
