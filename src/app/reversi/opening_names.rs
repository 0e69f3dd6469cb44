//! Opening names in the window: the panel names the opening of the game on screen (under the
//! scoreboard, see the panel), and a hinted move under the mouse says beside the pointer which
//! named opening it leads to, or keeps the game in, as Egaroucid shows it for each candidate,
//! and whether it is a move of the opening book, with the book's value. The names and their
//! recognition are the games layer's ([`crate::games::reversi::analysis::names`]), the book too
//! ([`crate::games::reversi::search::book`]).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Reversi;
use super::board::{hinted_squares, playable_squares};
use super::book::{depth_text, value_for_black};
use crate::app::base::animation::RunningAnimations;
use crate::app::contract::arcade_game::ArcadeGame;
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings::GameSettings;
use crate::app::game_screen::{Hints, HoveredSquare, Turn};
use crate::games::reversi::Move;
use crate::games::reversi::analysis::names::{NamedOpening, shipped};
use crate::games::reversi::search::book::{self, BookMove};
use crate::tr;

pub(super) fn window_plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, show_opening_of_hovered_move.run_if(in_state(Reversi::screen())));
}

/// The opening of the game as far as the board shows it: the deepest named position from its
/// start to the position on screen.
pub fn game_opening(session: &CurrentGame<Reversi>) -> Option<&'static NamedOpening> {
    shipped().name_of_line(session.history().positions()).map(|named| named.opening)
}

/// The opening `mv` leads to from the position on screen, or the game's own where the move stays
/// on the way to a deeper named one; `None` for a move off every named line (or not legal).
pub fn opening_after(session: &CurrentGame<Reversi>, mv: Move) -> Option<&'static NamedOpening> {
    let (next, _) = session.position().try_play(mv)?;
    shipped().name_after(session.history().positions(), &next)
}

/// The opening book's valuation of `mv` from the position on screen, if the book has it.
pub fn book_move(session: &CurrentGame<Reversi>, mv: Move) -> Option<BookMove> {
    book::shipped().moves(session.position()).into_iter().find(|book_move| book_move.mv == mv)
}

/// "Book move: +0.25 (depth 12)": the value for Black, as every score in the window is.
fn book_move_text(session: &CurrentGame<Reversi>, book_move: &BookMove) -> String {
    let value = value_for_black(session.position(), book_move);
    tr!("reversi-book-move", value = value, depth = depth_text(book_move.searched))
}

/// How far from the pointer the name is written: clear of the cursor's arrow.
const POINTER_OFFSET: egui::Vec2 = egui::vec2(18.0, 18.0);

/// "→ Buffalo" beside the pointer while it rests on a move whose hint is on the board and which
/// leads to, or stays in, a named opening; "Book move: +0.25 (depth 12)" under it where the
/// opening book values the move.
fn show_opening_of_hovered_move(
    mut contexts: EguiContexts,
    session: Res<CurrentGame<Reversi>>,
    (hovered, hints): (Res<HoveredSquare<Reversi>>, Res<Hints<Reversi>>),
    (settings, turn): (Res<GameSettings<Reversi>>, Res<Turn<Reversi>>),
    running: RunningAnimations,
) -> Result {
    let Some(square) = hovered.0 else { return Ok(()) };
    let hinted = hinted_squares(&session, &settings, &hints) & playable_squares(&session, &turn, &running);
    if !hinted.contains(square) {
        return Ok(());
    }
    let mv = Move::Place(square);
    let (opening, book_move) = (opening_after(&session, mv), book_move(&session, mv));
    if opening.is_none() && book_move.is_none() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let Some(pointer) = ctx.pointer_hover_pos() else { return Ok(()) };
    egui::Area::new("opening of the hovered move".into())
        .fixed_pos(pointer + POINTER_OFFSET)
        .order(egui::Order::Tooltip)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                if let Some(opening) = opening {
                    ui.label(tr!("reversi-opening-after-move", name = opening.name.as_str()));
                }
                if let Some(book_move) = &book_move {
                    ui.label(book_move_text(&session, book_move));
                }
            });
        });
    Ok(())
}
