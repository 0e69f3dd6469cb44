//! The opening book in the window: the Lab's explorer lists, at the position on screen, every
//! move the book values, with its value for Black, the opening it leads to, the depth behind it,
//! and the self-play games through it with their score; a click plays the move. The hint under
//! the mouse says when its move is the book's (see [`super::move_tooltip`]). The book itself is
//! the games layer's ([`crate::games::reversi::search::book`]).

use bevy_egui::egui;

use super::Reversi;
use super::opening_names::opening_after;
use crate::app::base::i18n;
use crate::app::base::requests::GameAction;
use crate::app::base::theme;
use crate::app::contract::current_game::CurrentGame;
use crate::app::widgets;
use crate::games::reversi::search::book::{self, BookMove, Searched};
use crate::games::reversi::{Move, Position, Side};
use crate::tr;

/// A book move's value for Black, as every score in the window is: `+0.25`, `−4!` where exact.
pub fn value_for_black(position: &Position, book_move: &BookMove) -> String {
    let for_mover = f64::from(book_move.value) / 100.0;
    let for_black = if position.side_to_move() == Side::Black { for_mover } else { -for_mover };
    if book_move.exact { format!("{}!", i18n::signed(for_black, 0)) } else { i18n::signed(for_black, 2) }
}

/// The depth of the searches behind a book value: `16 @ 95 %` where they were selective.
pub fn depth_text(searched: Searched) -> String {
    widgets::with_selectivity(searched.depth.to_string(), searched.selectivity)
}

/// The opening book's valuation of `mv` from the position on screen, if the book has it.
pub fn book_move(current_game: &CurrentGame<Reversi>, mv: Move) -> Option<BookMove> {
    book::shipped().moves(current_game.position()).into_iter().find(|book_move| book_move.mv == mv)
}

/// "Book move: +0.25 (depth 12)": the value for Black, as every score in the window is.
pub fn book_move_text(current_game: &CurrentGame<Reversi>, book_move: &BookMove) -> String {
    let value = value_for_black(current_game.position(), book_move);
    tr!("reversi-book-move", value = value, depth = depth_text(book_move.searched))
}

/// The explorer: a row per book move at the position on screen; a click on a move plays it (the
/// game becomes the line to the position shown and that move). Games that did not start from the
/// standard start are not the book's.
pub fn explorer(ui: &mut egui::Ui, current_game: &CurrentGame<Reversi>) -> Option<GameAction> {
    let position = current_game.position();
    let moves = book::shipped().moves(position);
    let from_start = *current_game.history().start() == Position::initial();
    if moves.is_empty() || !from_start {
        ui.label(egui::RichText::new(tr!("reversi-book-not-here")).color(theme::text_dim()));
        return None;
    }
    ui.label(egui::RichText::new(tr!("reversi-book-intro")).color(theme::text_dim()));
    // Wider than a narrow panel in some languages: it scrolls sideways rather than cut columns off.
    egui::ScrollArea::horizontal()
        .id_salt("opening book table")
        .show(ui, |ui| book_table(ui, current_game, &moves))
        .inner
}

/// The explorer's table: a heading row, then a row per book move with a button that plays it.
fn book_table(ui: &mut egui::Ui, current_game: &CurrentGame<Reversi>, moves: &[BookMove]) -> Option<GameAction> {
    let position = current_game.position();
    let mut action = None;
    egui::Grid::new("opening book").striped(true).show(ui, |ui| {
        let headings = [
            tr!("reversi-book-column-move"),
            tr!("reversi-book-column-value"),
            tr!("reversi-book-column-depth"),
            tr!("reversi-book-column-games"),
            tr!("reversi-book-column-score"),
            tr!("reversi-book-column-opening"),
        ];
        for heading in headings {
            ui.label(egui::RichText::new(heading).strong());
        }
        ui.end_row();
        for book_move in moves {
            let Move::Place(square) = book_move.mv else { continue };
            let mut button = ui.button(square.to_string()).on_hover_text(tr!("reversi-book-play-hover"));
            if !book_move.in_book {
                button = button.on_hover_text(tr!("reversi-book-out-hover"));
            }
            if button.clicked() {
                action = Some(GameAction::Load(format!("{}{square}", current_game.transcript())));
            }
            ui.label(value_for_black(position, book_move));
            let depth = ui.label(depth_text(book_move.searched));
            if !book_move.searched.selectivity.is_full() {
                let Searched { depth: moves, selectivity } = book_move.searched;
                depth.on_hover_text(tr!(
                    "reversi-book-depth-selective-hover",
                    moves = moves,
                    percent = selectivity.percent()
                ));
            }
            ui.label(i18n::whole(u64::from(book_move.games)));
            let score = f64::from(book_move.points) * 50.0 / f64::from(book_move.games.max(1));
            ui.label(if book_move.games == 0 { "–".to_owned() } else { format!("{}%", i18n::decimal(score, 0)) });
            // Last, so that the figures stay in view where the panel is narrow.
            let opening = opening_after(current_game, book_move.mv);
            ui.label(opening.map_or_else(|| "–".to_owned(), |opening| opening.name.clone()));
            ui.end_row();
        }
    });
    action
}
