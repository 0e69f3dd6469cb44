//! A hinted move under the mouse says beside the pointer which named opening it leads to, or
//! keeps the game in, as Egaroucid shows it for each candidate, and whether it is a move of the
//! opening book, with the book's value.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::Reversi;
use super::board::{hinted_squares, playable_squares};
use super::book::{book_move, book_move_text};
use super::opening_names::opening_after;
use crate::app::base::animation::RunningAnimations;
use crate::app::contract::arcade_game::ArcadeGame;
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings::GameSettings;
use crate::app::game_screen::{Hints, HoveredSquare, WhoseTurn};
use crate::games::reversi::Move;
use crate::tr;

pub(super) fn window_plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, show_opening_of_hovered_move.run_if(in_state(Reversi::screen())));
}

/// How far from the pointer the name is written: clear of the cursor's arrow.
const POINTER_OFFSET: egui::Vec2 = egui::vec2(18.0, 18.0);

/// "→ Buffalo" beside the pointer while it rests on a move whose hint is on the board and which
/// leads to, or stays in, a named opening; "Book move: +0.25 (depth 12)" under it where the
/// opening book values the move.
fn show_opening_of_hovered_move(
    mut contexts: EguiContexts,
    current_game: Res<CurrentGame<Reversi>>,
    (hovered, hints): (Res<HoveredSquare<Reversi>>, Res<Hints<Reversi>>),
    (settings, turn): (Res<GameSettings<Reversi>>, Res<WhoseTurn<Reversi>>),
    running: RunningAnimations,
) -> Result {
    let Some(square) = hovered.0 else { return Ok(()) };
    let hinted = hinted_squares(&current_game, &settings, &hints) & playable_squares(&current_game, &turn, &running);
    if !hinted.contains(square) {
        return Ok(());
    }
    let mv = Move::Place(square);
    let (opening, book_move) = (opening_after(&current_game, mv), book_move(&current_game, mv));
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
                    ui.label(book_move_text(&current_game, book_move));
                }
            });
        });
    Ok(())
}
