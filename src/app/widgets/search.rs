//! The AI's search in the panel: its options (algorithm, depth, time, selectivity) and its
//! thinking as it runs (depth, score, line, nodes).

use std::ops::RangeInclusive;

use bevy_egui::egui;

use crate::app::base::i18n;
use crate::app::base::tasks::AiSearch;
use crate::app::base::theme;
use crate::engine::{Algorithm, Score, SearchInfo, Selectivity};
use crate::games::{Seat, seen_by_first};
use crate::tr;

/// The search options a game's AI exposes.
pub struct SearchKnobs<'a> {
    algorithm: &'a mut Algorithm,
    max_depth: &'a mut u32,
    depth_range: RangeInclusive<u32>,
    time_limit_ms: &'a mut u64,
    /// Exact solving near the end, for games that have it: empties and the slider's range.
    exact_endgame: Option<(&'a mut u32, RangeInclusive<u32>)>,
    /// How sure the full engine must be to skip a move, for games whose evaluation has a model
    /// of its shallow searches.
    selectivity: Option<&'a mut Selectivity>,
}

impl<'a> SearchKnobs<'a> {
    pub fn new(
        algorithm: &'a mut Algorithm,
        max_depth: &'a mut u32,
        depth_range: RangeInclusive<u32>,
        time_limit_ms: &'a mut u64,
    ) -> Self {
        Self { algorithm, max_depth, depth_range, time_limit_ms, exact_endgame: None, selectivity: None }
    }

    pub fn exact_endgame(self, empties: &'a mut u32, range: RangeInclusive<u32>) -> Self {
        Self { exact_endgame: Some((empties, range)), ..self }
    }

    pub fn selectivity(self, selectivity: &'a mut Selectivity) -> Self {
        Self { selectivity: Some(selectivity), ..self }
    }
}

pub fn search_options(ui: &mut egui::Ui, knobs: SearchKnobs) {
    egui::Grid::new("search").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
        ui.label(tr!("panel-algorithm"));
        egui::ComboBox::from_id_salt("algorithm").selected_text(algorithm_name(*knobs.algorithm)).width(130.0).show_ui(
            ui,
            |ui| {
                for algorithm in Algorithm::ALL {
                    let hover = match algorithm {
                        Algorithm::Minimax => tr!("panel-algorithm-minimax-hover"),
                        Algorithm::AlphaBeta => tr!("panel-algorithm-alpha-beta-hover"),
                        Algorithm::Full => tr!("panel-algorithm-full-hover"),
                    };
                    ui.selectable_value(knobs.algorithm, algorithm, algorithm_name(algorithm)).on_hover_text(hover);
                }
            },
        );
        ui.end_row();
        ui.label(tr!("panel-max-depth")).on_hover_text(tr!("panel-max-depth-hover"));
        ui.add(egui::Slider::new(knobs.max_depth, knobs.depth_range).custom_formatter(|depth, _| moves_ahead(depth)));
        ui.end_row();
        ui.label(tr!("panel-time-per-move"));
        let mut seconds = *knobs.time_limit_ms as f64 / 1000.0;
        let slider =
            egui::Slider::new(&mut seconds, 0.0..=30.0).step_by(0.1).logarithmic(true).custom_formatter(|value, _| {
                if value <= 0.0 { tr!("panel-no-time-limit") } else { seconds_text(value, 1) }
            });
        if ui.add(slider).changed() {
            *knobs.time_limit_ms = (seconds * 1000.0).round() as u64;
        }
        ui.end_row();
        if let Some((empties, range)) = knobs.exact_endgame {
            ui.label(tr!("panel-exact-endgame"));
            ui.add(egui::Slider::new(empties, range).custom_formatter(|empties, _| match empties as u32 {
                0 => tr!("panel-exact-endgame-never"),
                empties => tr!("panel-exact-endgame-squares", count = empties),
            }))
            .on_hover_text(tr!("panel-exact-endgame-hover"));
            ui.end_row();
        }
        if let Some(selectivity) = knobs.selectivity {
            ui.label(tr!("panel-selectivity")).on_hover_text(tr!("panel-selectivity-hover"));
            ui.add_enabled_ui(*knobs.algorithm == Algorithm::Full, |ui| selectivity_choice(ui, selectivity));
            ui.end_row();
        }
    });
    if *knobs.algorithm != Algorithm::Full {
        ui.small(tr!("panel-plain-search-note"));
    }
}

/// How sure the search must be to skip a move: every move looked at (100 %), or a percentage.
fn selectivity_choice(ui: &mut egui::Ui, chosen: &mut Selectivity) {
    let name = |selectivity: Selectivity| {
        if selectivity.is_full() {
            tr!("panel-selectivity-full")
        } else {
            tr!("panel-selectivity-percent", percent = selectivity.percent())
        }
    };
    egui::ComboBox::from_id_salt("selectivity").selected_text(name(*chosen)).width(130.0).show_ui(ui, |ui| {
        for selectivity in Selectivity::ALL.into_iter().rev() {
            ui.selectable_value(chosen, selectivity, name(selectivity));
        }
    });
}

/// `1.5 s`: a time in seconds with `places` decimals, as the window's language writes it.
pub fn seconds_text(value: f64, places: usize) -> String {
    tr!("panel-seconds", seconds = i18n::decimal(value, places))
}

/// The search algorithm as the panel names it.
fn algorithm_name(algorithm: Algorithm) -> String {
    match algorithm {
        Algorithm::Minimax => tr!("panel-algorithm-minimax"),
        Algorithm::AlphaBeta => tr!("panel-algorithm-alpha-beta"),
        Algorithm::Full => tr!("panel-algorithm-full"),
    }
}

/// `1 move` or `8 moves`: a depth as the panel writes it (each side's move counts).
pub fn moves_ahead(depth: f64) -> String {
    tr!("window-moves-ahead", count = depth.round() as u32)
}

/// The depth reached, with the selectivity of a selective search ("12 moves @ 95 %", as Edax
/// writes it).
fn depth_text<M>(info: &SearchInfo<M>) -> String {
    with_selectivity(moves_ahead(f64::from(info.depth)), info.selectivity)
}

/// `depth` as it is, or followed by the selectivity of a selective search: `12 moves @ 95 %`.
pub fn with_selectivity(depth: String, selectivity: Selectivity) -> String {
    if selectivity.is_full() {
        depth
    } else {
        tr!("panel-figure-depth-selective", moves = depth, percent = selectivity.percent())
    }
}

/// What the depth means, and what a selective search's percentage says.
fn depth_hover<M>(info: Option<&SearchInfo<M>>) -> String {
    match info.filter(|info| !info.selectivity.is_full()) {
        Some(info) => tr!("panel-figure-depth-selective-hover", percent = info.selectivity.percent()),
        None => tr!("panel-figure-depth-hover"),
    }
}

/// How the panel writes a game's moves and scores.
pub type MoveText<M> = fn(Seat, M) -> String;

/// How the panel writes a score from the first side's view, `true` when it is exact.
pub type DescribeScore = fn(Score, bool) -> String;

/// The AI's figures: live while it searches, the last search's afterwards (an undo keeps them);
/// moves written with `move_text` (who plays them, the move), scores from the first side's view
/// with `describe`. The rows are always there, with dashes before the first search, so that
/// nothing below moves when it starts.
pub fn thinking<M: Copy + Send + Sync + 'static>(
    ui: &mut egui::Ui,
    search: &AiSearch<M>,
    move_text: MoveText<M>,
    describe: DescribeScore,
    score_meaning: &str,
) {
    let shown = search.shown();
    let status = if search.is_thinking() {
        // Text, not a spinner: a spinner repaints every frame, this refreshes with the figures.
        let seconds = shown.as_ref().map_or(0.0, |(info, _)| info.elapsed.as_secs_f64());
        egui::RichText::new(tr!("panel-thinking", seconds = i18n::decimal(seconds, 1))).color(theme::accent())
    } else if search.last.is_some() {
        egui::RichText::new(tr!("panel-last-search")).color(theme::text_dim())
    } else {
        egui::RichText::new(tr!("panel-not-searched")).color(theme::text_dim())
    };
    ui.label(status);
    search_figures(ui, shown.as_ref().map(|(info, seat)| (info, *seat)), move_text, describe, score_meaning);
}

fn search_figures<M: Copy>(
    ui: &mut egui::Ui,
    shown: Option<(&SearchInfo<M>, Seat)>,
    move_text: MoveText<M>,
    describe: DescribeScore,
    meaning: &str,
) {
    let dash = || "—".to_owned();
    // Columns wide enough for any figure: a grid that widens asks egui for another frame at once,
    // which would double the frames drawn while a search runs.
    // Two figures a row where the panel is wide, one in a narrow window.
    let per_row = if ui.available_width() >= 340.0 { 2 } else { 1 };
    egui::Grid::new("figures").num_columns(2 * per_row).spacing([10.0, 4.0]).min_col_width(76.0).show(ui, |ui| {
        let score = shown.map(|(info, seat)| describe(seen_by_first(seat, info.score), info.solved));
        let figures = [
            (
                tr!("panel-figure-depth"),
                depth_hover(shown.map(|(info, _)| info)),
                shown.map(|(info, _)| depth_text(info)),
            ),
            (tr!("panel-figure-score"), meaning.to_owned(), score),
            (
                tr!("panel-figure-positions"),
                tr!("panel-figure-positions-hover"),
                shown.map(|(info, _)| i18n::count(info.nodes as f64)),
            ),
            (
                tr!("panel-figure-per-second"),
                tr!("panel-figure-per-second-hover"),
                shown.map(|(info, _)| i18n::count(info.nodes_per_second())),
            ),
            (
                tr!("panel-figure-time"),
                tr!("panel-figure-time-hover"),
                shown.map(|(info, _)| seconds_text(info.elapsed.as_secs_f64(), 2)),
            ),
        ];
        for (index, (name, hover, figure)) in figures.into_iter().enumerate() {
            ui.label(name).on_hover_text(hover);
            ui.label(egui::RichText::new(figure.unwrap_or_else(dash)).monospace().strong());
            if (index + 1) % per_row == 0 {
                ui.end_row();
            }
        }
        ui.end_row();
    });
    // Best move and line on lines of their own: a Catapultas move in the course's notation is long.
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("panel-best"));
        let best = shown.and_then(|(info, seat)| info.best_move.map(|best| move_text(seat, best)));
        ui.label(egui::RichText::new(best.unwrap_or_else(dash)).monospace().strong());
    });
    // The players take turns along the line (a pass is a move); each move is one unit, never
    // broken across lines.
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("panel-line")).on_hover_text(tr!("panel-line-hover"));
        let Some((info, seat)) = shown.filter(|(info, _)| !info.pv.is_empty()) else {
            ui.label(egui::RichText::new(dash()).monospace());
            return;
        };
        ui.spacing_mut().item_spacing.x = 10.0;
        for (ply, &mv) in info.pv.iter().enumerate() {
            let mover = if ply % 2 == 0 { seat } else { seat.opponent() };
            ui.add(
                egui::Label::new(egui::RichText::new(move_text(mover, mv)).monospace())
                    .wrap_mode(egui::TextWrapMode::Extend),
            );
        }
    });
}
