//! The Lab's "Why this move", for any game: the AI's last move and the runner-up side by side,
//! each a column of the terms of the evaluation at the end of its line (what the term measures
//! × its weight now = the points it adds), their total, and the search's own score. The terms
//! are worked out again from the weights the sliders have as the panel draws, so a slider moved
//! changes them at once.

use bevy_egui::egui;

use crate::app::base::{i18n, theme};
use crate::app::contract::arcade_game::{ArcadeGame, side_name};
use crate::app::game_screen::{ExplainedLine, Explanation, MoveLine, WhyThisMove};
use crate::app::widgets::{self, DescribeScore};
use crate::engine::{Breakdown, LeafValue, Score, Term};
use crate::games::{Notation, Seat};
use crate::tr;

/// The parts of a term that has them (Reversi's learned term, by pattern) are shown: egui keeps
/// the choice.
const BY_PATTERN_ID: &str = "why: by pattern";

/// One column: a move, and what the AI makes of the end of its line.
struct Column {
    title: String,
    /// The move as the game writes it.
    mv: String,
    /// The whole line, for the move's hover.
    line: Option<String>,
    /// The value at the end of the line, or the word saying why there is none yet.
    value: ColumnValue,
    /// The search's own score of the move, exact or not.
    search: Option<(Score, bool)>,
}

/// What a column has at the end of its line: the value there, or the word that stands in for one
/// (a dash where the game does not take its evaluation apart, "searching…" while it waits).
enum ColumnValue {
    Value(LeafValue),
    Word(String),
}

/// The column of `line`, whose first move `seat` played.
fn line_column<G: ArcadeGame>(title: String, seat: Seat, line: &ExplainedLine<G>, options: &G::Options) -> Column {
    let written = written_line::<G>(seat, &line.moves);
    Column {
        title,
        mv: G::Position::move_text(seat, line.first_move()),
        line: Some(tr!("why-line-hover", line = written)),
        // A game that does not take its evaluation apart shows the search's score alone.
        value: line.value(options).map_or_else(|| ColumnValue::Word("—".to_owned()), ColumnValue::Value),
        search: Some((line.score, line.solved)),
    }
}

/// A line's moves as the game writes them, each by the side that plays it.
fn written_line<G: ArcadeGame>(seat: Seat, moves: &[G::Move]) -> String {
    let mut mover = seat;
    let mut written = Vec::with_capacity(moves.len());
    for &mv in moves {
        written.push(G::Position::move_text(mover, mv));
        mover = mover.opponent();
    }
    written.join(" ")
}

/// The column of `line`, the move whose title is `title`, played by `seat`.
fn move_column<G: ArcadeGame>(title: String, seat: Seat, line: &MoveLine<G>, options: &G::Options) -> Column {
    let waiting = |mv: G::Move, word: String| Column {
        title: title.clone(),
        mv: G::Position::move_text(seat, mv),
        line: None,
        value: ColumnValue::Word(word),
        search: None,
    };
    match line {
        MoveLine::Searching(mv) => waiting(*mv, tr!("why-searching")),
        MoveLine::Stopped(mv) => waiting(*mv, tr!("why-stopped")),
        MoveLine::Found(line) => line_column(title.clone(), seat, line, options),
    }
}

/// The section: the columns when the AI has moved, a word on what it will show before.
pub fn why_section<G: ArcadeGame>(ui: &mut egui::Ui, why: &WhyThisMove<G>, options: &G::Options) {
    widgets::section(ui, &tr!("why-section"), true, |ui| {
        match why.explanation() {
            Some(explanation) => ai_move(ui, explanation, options),
            None => {
                ui.label(egui::RichText::new(tr!("why-none")).color(theme::text_dim()));
            }
        }
        hovered_move(ui, why, options);
    });
}

/// The AI's last move and the runner-up, side by side.
fn ai_move<G: ArcadeGame>(ui: &mut egui::Ui, explanation: &Explanation<G>, options: &G::Options) {
    let seat = explanation.seat();
    ui.label(egui::RichText::new(tr!("why-side", side = side_name::<G>(seat))).small().color(theme::text_dim()));
    let mut columns = vec![move_column(tr!("why-column-chosen"), seat, &explanation.chosen, options)];
    if let Some(runner_up) = &explanation.runner_up {
        columns.push(move_column(tr!("why-column-runner-up"), seat, runner_up, options));
    }
    let units = i18n::tr_or(&["why-units", G::Position::NAME].join("-"), "");
    terms_table(ui, "why this move", &columns, G::describe_score, &units);
    notes(ui, &columns);
    if explanation.runner_up.is_none() {
        ui.small(tr!("why-only-move"));
    }
    ui.label(egui::RichText::new(tr!("why-weights-now")).small().color(theme::text_dim()));
}

/// The hinted move the mouse rested on, its own table; a word on how to get one before.
fn hovered_move<G: ArcadeGame>(ui: &mut egui::Ui, why: &WhyThisMove<G>, options: &G::Options) {
    ui.separator();
    let Some(hovered) = why.hovered() else {
        ui.label(egui::RichText::new(tr!("why-hover-tip")).small().color(theme::text_dim()));
        return;
    };
    let seat = hovered.seat();
    ui.label(egui::RichText::new(tr!("why-hovered")).strong());
    ui.label(
        egui::RichText::new(tr!("why-hovered-side", side = side_name::<G>(seat))).small().color(theme::text_dim()),
    );
    let columns = [move_column(tr!("why-column-hovered"), seat, &hovered.line, options)];
    let units = i18n::tr_or(&["why-units", G::Position::NAME].join("-"), "");
    terms_table(ui, "why the hovered move", &columns, G::describe_score, &units);
    notes(ui, &columns);
}

/// `+0.250` or `+5`: a raw value or product counted in 1/`unit` of a point, exactly (`unit` is
/// a power of ten: as many decimals as it has zeros).
fn figure(value: i64, unit: i32) -> String {
    let mut places = 0;
    let mut rest = unit.max(1);
    while rest % 10 == 0 {
        rest /= 10;
        places += 1;
    }
    i18n::signed(value as f64 / f64::from(unit.max(1)), places)
}

/// `×64`, `×−5`: a weight as a factor.
fn weight_text(weight: i32) -> String {
    format!("×{weight}").replace('-', "−")
}

/// A cell of `width` in the table, its contents stacked from its top and aligned to `align`
/// (a grid centres a widget of a set size in its row: a cell taller than the row's last height
/// would spill into the next row). The width is set left-aligned: a right-aligned layout keeps
/// its right edge, which in the last column is the grid's.
fn cell(ui: &mut egui::Ui, width: f32, align: egui::Align, add: impl FnOnce(&mut egui::Ui)) {
    ui.with_layout(egui::Layout::top_down(egui::Align::Min), |ui| {
        ui.set_width(width);
        ui.with_layout(egui::Layout::top_down(align), add);
    });
}

/// A term's cell: the points it adds, and under them what it measures.
fn product_cell(ui: &mut egui::Ui, product: i64, raw: i32, unit: i32) {
    ui.label(egui::RichText::new(figure(product, unit)).monospace());
    let measured = format!("({})", figure(i64::from(raw), unit));
    ui.label(egui::RichText::new(measured).small().monospace().color(theme::text_dim()));
}

/// A term's weights in the columns that have it: one where they agree (the same phase), each
/// column's in turn where they differ.
fn weights_text(terms: &[Option<&Term>]) -> String {
    let mut weights: Vec<i32> = terms.iter().flatten().map(|term| term.weight).collect();
    weights.dedup();
    weights.into_iter().map(weight_text).collect::<Vec<_>>().join(" · ")
}

/// What a column shows in a term's row when it has no evaluation: a dash for a finished game,
/// its word while it waits.
fn no_term(ui: &mut egui::Ui, value: &ColumnValue) {
    let word = match value {
        ColumnValue::Value(_) => "—".to_owned(),
        ColumnValue::Word(word) => word.clone(),
    };
    ui.label(egui::RichText::new(word).small().color(theme::text_dim()));
}

/// The table: a header of moves, the phase where the weights have phases, a row per term (the
/// parts of a term that has them on request), the total and the search's own score.
fn terms_table(ui: &mut egui::Ui, id: &str, columns: &[Column], describe: DescribeScore, units: &str) {
    let spacing = 8.0;
    // Room at the right for the scroll bar, which floats over the panel's content.
    let available = ui.available_width() - 12.0;
    let name_width = (available * 0.4).clamp(80.0, 150.0);
    let width = ((available - name_width) / columns.len() as f32 - spacing).max(60.0);
    let breakdowns: Vec<Option<&Breakdown>> = columns
        .iter()
        .map(|column| match &column.value {
            ColumnValue::Value(LeafValue::Evaluated(breakdown)) => Some(breakdown),
            _ => None,
        })
        .collect();
    // Every evaluation of a game lists the same terms: the first one names the rows.
    let named = breakdowns.iter().flatten().next().copied();
    let by_pattern_id = egui::Id::new(BY_PATTERN_ID);
    let mut by_pattern = ui.data(|data| data.get_temp::<bool>(by_pattern_id)).unwrap_or(false);
    egui::Grid::new(id).num_columns(1 + columns.len()).spacing([spacing, 6.0]).show(ui, |ui| {
        cell(ui, name_width, egui::Align::Min, |ui| {
            let hover = [tr!("why-column-terms-hover"), units.to_owned()].join("\n\n");
            ui.label(egui::RichText::new(tr!("why-column-terms")).small().color(theme::text_dim()))
                .on_hover_text(hover);
        });
        for column in columns {
            cell(ui, width, egui::Align::Max, |ui| {
                ui.label(egui::RichText::new(&column.title).small().color(theme::text_dim()));
                let mv = ui.add(egui::Label::new(egui::RichText::new(&column.mv).strong().monospace()).truncate());
                if let Some(line) = &column.line {
                    mv.on_hover_text(line);
                }
                ui.label(egui::RichText::new(tr!("why-column-figures")).small().color(theme::text_dim()));
            });
        }
        ui.end_row();

        if breakdowns.iter().flatten().any(|breakdown| breakdown.phase.is_some()) {
            cell(ui, name_width, egui::Align::Min, |ui| {
                ui.label(egui::RichText::new(tr!("why-phase")).small());
            });
            for breakdown in &breakdowns {
                cell(ui, width, egui::Align::Max, |ui| {
                    let phase = breakdown.and_then(|breakdown| breakdown.phase).map_or_else(String::new, i18n::tr);
                    ui.label(egui::RichText::new(phase).small());
                });
            }
            ui.end_row();
        }

        for (index, term) in named.map(|breakdown| breakdown.terms.as_slice()).unwrap_or_default().iter().enumerate() {
            let in_columns: Vec<Option<&Term>> =
                breakdowns.iter().map(|breakdown| breakdown.and_then(|breakdown| breakdown.terms.get(index))).collect();
            cell(ui, name_width, egui::Align::Min, |ui| {
                let name = i18n::tr(&["why-term", term.id].join("-"));
                let hover = i18n::tr(&["why-term", term.id, "hover"].join("-"));
                ui.add(egui::Label::new(name).wrap()).on_hover_text(hover);
                let weights =
                    egui::RichText::new(weights_text(&in_columns)).small().monospace().color(theme::text_dim());
                ui.label(weights).on_hover_text(tr!("why-weight-hover"));
                if !term.parts.is_empty() {
                    let toggle = ui.checkbox(&mut by_pattern, egui::RichText::new(tr!("why-by-pattern")).small());
                    toggle.on_hover_text(tr!("why-by-pattern-hover"));
                }
            });
            for ((column, breakdown), term) in columns.iter().zip(&breakdowns).zip(&in_columns) {
                cell(ui, width, egui::Align::Max, |ui| match term {
                    Some(term) => product_cell(ui, term.product, term.raw, breakdown_unit(*breakdown)),
                    None => no_term(ui, &column.value),
                });
            }
            ui.end_row();
            if by_pattern && !term.parts.is_empty() {
                part_rows(ui, index, &breakdowns, name_width, width);
            }
        }

        cell(ui, name_width, egui::Align::Min, |ui| {
            ui.label(egui::RichText::new(tr!("why-total")).strong()).on_hover_text(tr!("why-total-hover"));
        });
        for column in columns {
            cell(ui, width, egui::Align::Max, |ui| match &column.value {
                ColumnValue::Value(LeafValue::Evaluated(breakdown)) => {
                    let total = figure(i64::from(breakdown.total), breakdown.unit);
                    ui.label(egui::RichText::new(total).strong().monospace().color(theme::accent()));
                }
                ColumnValue::Value(LeafValue::Finished(score)) => {
                    ui.label(egui::RichText::new(describe(*score, true)).strong().color(theme::accent()));
                    ui.label(egui::RichText::new(tr!("why-game-over")).small().color(theme::text_dim()));
                }
                ColumnValue::Word(word) => {
                    ui.label(egui::RichText::new(word).small().color(theme::text_dim()));
                }
            });
        }
        ui.end_row();

        cell(ui, name_width, egui::Align::Min, |ui| {
            ui.label(egui::RichText::new(tr!("why-search-score")).small()).on_hover_text(tr!("why-search-score-hover"));
        });
        for column in columns {
            cell(ui, width, egui::Align::Max, |ui| {
                let said = column.search.map_or_else(|| "…".to_owned(), |(score, solved)| describe(score, solved));
                ui.label(egui::RichText::new(said).small().monospace());
            });
        }
        ui.end_row();
    });
    ui.data_mut(|data| data.insert_temp(by_pattern_id, by_pattern));
}

/// What a column's figures count in (any unit for a column without figures).
fn breakdown_unit(breakdown: Option<&Breakdown>) -> i32 {
    breakdown.map_or(1, |breakdown| breakdown.unit)
}

/// A row per part of the term at `index`: its name, and in each column its share.
fn part_rows<'a>(ui: &mut egui::Ui, index: usize, breakdowns: &[Option<&'a Breakdown>], name_width: f32, width: f32) {
    let parts_of = |breakdown: &Option<&'a Breakdown>| breakdown.and_then(|breakdown| breakdown.terms.get(index));
    // The longest list names the rows: only a prediction held at its limit has the last part.
    let Some(named) = breakdowns.iter().filter_map(parts_of).max_by_key(|term| term.parts.len()) else { return };
    for part in &named.parts {
        cell(ui, name_width, egui::Align::Min, |ui| {
            let name = i18n::tr(&["why-term", part.id].join("-"));
            let own_hover = ["why-term", part.id, "hover"].join("-");
            let hover = i18n::tr_or(&own_hover, &tr!("why-pattern-part-hover"));
            ui.horizontal(|ui| {
                ui.add_space(10.0);
                ui.add(egui::Label::new(egui::RichText::new(name).small()).wrap()).on_hover_text(hover);
            });
        });
        for breakdown in breakdowns {
            cell(ui, width, egui::Align::Max, |ui| {
                match parts_of(breakdown).and_then(|term| term.parts.iter().find(|shown| shown.id == part.id)) {
                    Some(shown) => {
                        let share = egui::RichText::new(figure(shown.product, breakdown_unit(*breakdown))).small();
                        ui.label(share.monospace());
                    }
                    None => {
                        ui.label(egui::RichText::new("—").small().color(theme::text_dim()));
                    }
                }
            });
        }
        ui.end_row();
    }
}

/// What the table cannot say in a cell: a total held within the evaluation's limit, and why a
/// finished game has no terms.
fn notes(ui: &mut egui::Ui, columns: &[Column]) {
    for column in columns {
        if let ColumnValue::Value(LeafValue::Evaluated(breakdown)) = &column.value
            && breakdown.is_limited()
        {
            let (sum, total) =
                (figure(breakdown.sum, breakdown.unit), figure(i64::from(breakdown.total), breakdown.unit));
            ui.small(format!("{}: {}", column.mv, tr!("why-limited", sum = sum, total = total)));
        }
    }
    if columns.iter().any(|column| matches!(column.value, ColumnValue::Value(LeafValue::Finished(_)))) {
        ui.small(tr!("why-game-over-note"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::reversi::eval::Phase;
    use crate::games::reversi::eval::breakdown::{PATTERN_LIMIT_ID, PATTERN_PART_IDS, TERM_IDS, phase_id};
    use crate::games::{catapultas, reversi, tictactoe};

    /// The messages asked for by computed ids (each term's, each part's, the phases', each game's
    /// units) exist: a missing one would show as ⟦id⟧.
    #[test]
    fn every_term_part_phase_and_unit_has_its_words() {
        let terms = [&TERM_IDS[..], &catapultas::TERM_IDS[..], &tictactoe::TERM_IDS[..], &[PATTERN_LIMIT_ID]].concat();
        let mut shown = Vec::new();
        for id in terms.iter().chain(&PATTERN_PART_IDS) {
            shown.push(i18n::tr(&["why-term", id].join("-")));
        }
        for id in &terms {
            shown.push(i18n::tr(&["why-term", id, "hover"].join("-")));
        }
        shown.extend([Phase::Opening, Phase::Midgame, Phase::Endgame].map(|phase| i18n::tr(phase_id(phase))));
        for game in [reversi::Position::NAME, catapultas::Board::NAME, tictactoe::Board::NAME] {
            let units = i18n::tr_or(&["why-units", game].join("-"), "");
            assert!(!units.is_empty(), "{game} says what its figures count in");
        }
        for text in shown {
            assert!(!text.contains('⟦'), "a missing message: {text}");
        }
    }

    #[test]
    fn figures_are_exact_in_their_unit() {
        // Whatever the window's language (another test may have chosen it): its decimal mark.
        let written = |value, unit| figure(value, unit).replace(',', ".");
        assert_eq!(written(19_968, 1000), "+19.968");
        assert_eq!(written(-250, 1000), "−0.250");
        assert_eq!(written(0, 1000), "0.000");
        assert_eq!(written(-12, 1), "−12");
        assert_eq!(weight_text(-5), "×−5");
    }
}
