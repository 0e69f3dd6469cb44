//! Reversi's own panel sections: setting up a position, the level, the search's limits and the
//! heuristic weights with their presets, the review; its scoreboard shows discs.

use std::ops::RangeInclusive;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

use super::ReversiOptions;
use super::editor::{self, BoardEditor, EditorAction, Paint, describe};
use super::review::{GameReview, REVIEW_DEPTH, REVIEW_EXACT_EMPTIES};
use super::tune::{HeuristicTuning, tuning_section};
use super::{Reversi, board, book, move_tooltip, opening_names, side_name};
use crate::app::base::assets::PreviewArt;
use crate::app::base::i18n;
use crate::app::base::requests::GameAction;
#[cfg(target_family = "wasm")]
use crate::app::base::tasks::web_worker::WorkerError;
use crate::app::base::theme;
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::window_game::{NamedAi, SharedSections, WindowGame};
use crate::app::widgets::preview::{cell_center, disc, grid};
use crate::app::widgets::{self, MoveMark, SearchKnobs, round_marker};
use crate::games::Seat;
use crate::games::matches::Openings;
use crate::games::reversi::Side;
use crate::games::reversi::analysis::openings::balanced_lines;
use crate::games::reversi::analysis::review::Mark;
use crate::games::reversi::{AiSettings, BookPlay, HeuristicWeights, LEVELS, Level, Move, Position, Variety, Weights};
use crate::tr;

/// A duel solves at most this many empty squares exactly: level 7's endgame.
const DUEL_EXACT_EMPTIES: u32 = 14;

/// What Reversi's sections read and change besides its settings.
#[derive(SystemParam)]
pub struct ReversiPanel<'w, 's> {
    review: ResMut<'w, GameReview>,
    tuning: ResMut<'w, HeuristicTuning>,
    editor: ResMut<'w, BoardEditor>,
    commands: Commands<'w, 's>,
}

impl WindowGame for Reversi {
    type Extra = ReversiPanel<'static, 'static>;

    /// English, for the generic code's fallback; the window shows `reversi-blurb`.
    const BLURB: &'static str =
        "Outflank and flip: the classic 8×8 disc game, against an engine that solves endgames exactly.";
    /// English, for the generic code's fallback; the window shows `reversi-hints`.
    const HINTS: &'static str = "the engine's score on each legal move";
    const HOW_TO_PLAY: &'static [crate::app::contract::window_game::HowToPlayPage] = super::how_to_play::HOW_TO_PLAY;

    fn draw_position(painter: &egui::Painter, rect: egui::Rect, position: &Position, art: &PreviewArt) {
        super::how_to_play::draw_board(painter, rect, position, art);
    }

    fn preview(painter: &egui::Painter, rect: egui::Rect, art: &PreviewArt) {
        painter.rect_filled(rect, 6.0, egui::Color32::from_rgb(33, 128, 77));
        grid(painter, rect, 4, egui::Color32::from_rgb(18, 77, 43));
        for (column, row, black) in
            [(1, 1, false), (2, 1, true), (1, 2, true), (2, 2, false), (3, 2, true), (2, 3, true)]
        {
            disc(painter, cell_center(rect, 4, column, row), 9.0, black, art);
        }
    }

    /// Esc leaves the board editor; a hinted move under the mouse names the opening it leads to.
    fn window_plugin(app: &mut App) {
        editor::window_plugin(app);
        move_tooltip::window_plugin(app);
    }

    /// A game's review and "Tune from data", which Reversi alone has.
    #[cfg(target_family = "wasm")]
    fn work_in_worker(kind: &str, json: &str, progress: &mut dyn FnMut(String)) -> Result<String, WorkerError> {
        use crate::app::base::tasks::work_order::{WorkOrder, run_in_worker};
        if kind == super::review::ReviewOrder::KIND {
            run_in_worker::<super::review::ReviewOrder>(json, progress)
        } else if kind == super::tune::TuneOrder::KIND {
            run_in_worker::<super::tune::TuneOrder>(json, progress)
        } else {
            Err(WorkerError(format!("Reversi has no work called {kind}"))) // not shown: a worker's
        }
    }

    /// The position being set up, while there is one.
    fn shown_position(current_game: &CurrentGame<Self>, extra: &ReversiPanel) -> Position {
        board::shown_position(current_game, &extra.editor)
    }

    /// Depth 4 is level 4's; 8 plays a game a few seconds long on one core.
    const DUEL_DEPTHS: RangeInclusive<u32> = 1..=8;
    const DUEL_DEPTH: u32 = 4;

    /// The ten levels, each on one thread.
    const LEVEL_RATINGS: &'static [f64] = &crate::games::reversi::LEVEL_RATINGS;

    fn named_levels() -> Vec<NamedAi<Self>> {
        LEVELS
            .into_iter()
            .map(|level| NamedAi {
                name: tr!("duel-level", number = level.number, level = level_name(level)),
                options: ReversiOptions { ai: level.settings(1), ..ReversiOptions::default() },
            })
            .collect()
    }

    /// The presets at the duel's depth, then the levels that search to a fixed depth (all but
    /// the last, which has a clock).
    fn duel_opponents(options: &ReversiOptions, depth: u32) -> Vec<NamedAi<Self>> {
        let presets = Weights::presets().into_iter().map(|(name, weights)| {
            let ai = AiSettings { weights, ..options.ai.clone() };
            let options = Self::duel_options(&ReversiOptions { ai, ..ReversiOptions::default() }, depth);
            NamedAi { name: tr!("duel-preset", preset = preset_words(name).0), options }
        });
        let levels = LEVELS.into_iter().filter(|level| level.time_limit_ms == 0).map(|level| NamedAi {
            name: tr!("duel-level", number = level.number, level = level_name(level)),
            options: ReversiOptions { ai: level.settings(1), ..ReversiOptions::default() },
        });
        presets.chain(levels).collect()
    }

    /// The search the sliders play with, at `depth` on one thread, always its best move,
    /// solving the end exactly as the player's settings say but from no more than
    /// [`DUEL_EXACT_EMPTIES`] empty squares (deeper solving would spend the duel's time where
    /// the weights no longer count).
    fn duel_options(options: &ReversiOptions, depth: u32) -> ReversiOptions {
        let ai = AiSettings {
            max_depth: depth,
            time_limit_ms: 0,
            threads: 1,
            variety: Variety::NONE,
            exact_endgame_empties: options.ai.exact_endgame_empties.min(DUEL_EXACT_EMPTIES),
            ..options.ai.clone()
        };
        ReversiOptions { ai, ..ReversiOptions::default() }
    }

    /// The shipped balanced openings, as `match --openings balanced` plays them.
    fn duel_openings() -> Openings<Move> {
        Openings::List(balanced_lines())
    }

    /// The name of the game's opening, while the board shows the game: a position being set up
    /// has no line of play.
    fn status_line(current_game: &CurrentGame<Self>, shown: &Position) -> Option<String> {
        if shown != current_game.position() {
            return None;
        }
        let opening = opening_names::game_opening(current_game)?;
        Some(tr!("reversi-opening", name = opening.name.as_str()))
    }

    fn side_marker(ui: &mut egui::Ui, seat: Seat) {
        match seat {
            Seat::First => round_marker(ui, egui::Color32::from_rgb(18, 18, 20), egui::Color32::from_gray(90)),
            Seat::Second => round_marker(ui, egui::Color32::from_rgb(238, 236, 228), egui::Color32::from_gray(150)),
        }
    }

    fn lab_sections(
        ui: &mut egui::Ui,
        options: &mut ReversiOptions,
        current_game: &CurrentGame<Self>,
        extra: &mut ReversiPanel,
        shared: &mut dyn SharedSections<Self>,
    ) -> Option<GameAction> {
        widgets::section(ui, &tr!("reversi-section-setup"), false, |ui| {
            if let Some(action) = editor_section(ui, &mut extra.editor) {
                extra.commands.trigger(action);
            }
        });
        widgets::section(ui, &tr!("reversi-section-search"), true, |ui| {
            let ai_settings = &mut options.ai;
            level_picker(ui, ai_settings);
            let knobs = SearchKnobs::new(
                &mut ai_settings.algorithm,
                &mut ai_settings.max_depth,
                1..=30,
                &mut ai_settings.time_limit_ms,
            );
            let knobs = knobs
                .exact_endgame(&mut ai_settings.exact_endgame_empties, 0..=24)
                .selectivity(&mut ai_settings.selectivity);
            widgets::search_options(ui, knobs);
        });
        widgets::section(ui, &tr!("reversi-section-weights"), false, |ui| {
            weights_editor(ui, &mut options.ai.weights);
            shared.test_weights(ui);
        });
        shared.why(ui, options);
        widgets::section(ui, &tr!("reversi-section-tuning"), false, |ui| {
            tuning_section(ui, &mut extra.tuning, &mut options.ai)
        });
        let mut action = None;
        widgets::section(ui, &tr!("reversi-section-review"), false, |ui| {
            action = review_section(ui, &mut extra.review, current_game, options.ai.threads)
        });
        widgets::section(ui, &tr!("reversi-section-book"), false, |ui| {
            action = action.take().or(book::explorer(ui, current_game));
        });
        action
    }

    fn level_id(options: &ReversiOptions) -> Option<&'static str> {
        Level::matching(&options.ai).and_then(level_name_id)
    }

    const REVIEWS: bool = true;

    fn level(ui: &mut egui::Ui, options: &mut ReversiOptions) {
        level_picker(ui, &mut options.ai);
        let words = Level::matching(&options.ai).map_or_else(|| tr!("reversi-level-own-settings"), level_words);
        ui.label(egui::RichText::new(words).color(theme::text_dim()));
    }

    fn move_marks(current_game: &CurrentGame<Self>, extra: &ReversiPanel) -> Vec<Option<MoveMark>> {
        extra.review.marks(current_game).into_iter().map(|mark| mark.map(move_mark)).collect()
    }

    fn board_options(ui: &mut egui::Ui, options: &mut ReversiOptions) {
        ui.checkbox(&mut options.show_legal_moves, tr!("reversi-show-legal"))
            .on_hover_text(tr!("reversi-show-legal-hover"));
        ui.checkbox(&mut options.balanced_openings, tr!("reversi-balanced"))
            .on_hover_text(tr!("reversi-balanced-hover"));
        ui.checkbox(&mut options.flip_board, tr!("reversi-flip")).on_hover_text(tr!("reversi-flip-hover"));
        ui.checkbox(&mut options.show_pv, tr!("reversi-show-pv")).on_hover_text(tr!("reversi-show-pv-hover"));
        ui.checkbox(&mut options.show_stable_discs, tr!("reversi-show-stable"))
            .on_hover_text(tr!("reversi-show-stable-hover"));
    }
}

/// The Edit board button; while a position is set up, the paint, the side to move, Clear, the
/// standard start, an OBF box, what can be played from the position, Play from here and Cancel.
fn editor_section(ui: &mut egui::Ui, editor: &mut BoardEditor) -> Option<EditorAction> {
    let Some(setup) = editor.setup else {
        let edit = ui.horizontal_wrapped(|ui| {
            let edit = ui.button(tr!("reversi-editor-edit"));
            ui.label(egui::RichText::new(tr!("reversi-editor-edit-note")).color(theme::text_dim()));
            edit
        });
        let hover = tr!("reversi-editor-edit-hover");
        return edit.inner.on_hover_text(hover).clicked().then_some(EditorAction::Edit);
    };
    let mut action = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("reversi-editor-click-sets"));
        for paint in Paint::ALL {
            ui.selectable_value(&mut editor.paint, paint, paint.label()).on_hover_text(paint.hover());
        }
    });
    // Always one line, so that the buttons below stay where they are when the paint changes.
    ui.small(editor.paint.note());
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("reversi-editor-to-move"));
        for side in [Side::Black, Side::White] {
            let hover = tr!("reversi-editor-first-hover", side = side_name(side));
            if ui.selectable_label(setup.side_to_move() == side, side_name(side)).on_hover_text(hover).clicked() {
                action = Some(EditorAction::SideToMove(side));
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr!("reversi-editor-clear")).on_hover_text(tr!("reversi-editor-clear-hover")).clicked() {
            action = Some(EditorAction::Clear);
        }
        if ui.button(tr!("reversi-editor-start")).on_hover_text(tr!("reversi-editor-start-hover")).clicked() {
            action = Some(EditorAction::StandardStart);
        }
    });
    ui.horizontal(|ui| {
        let text = egui::TextEdit::singleline(&mut editor.obf)
            .hint_text(tr!("reversi-editor-obf-hint"))
            .font(egui::TextStyle::Monospace)
            .desired_width(ui.available_width() - 90.0);
        let field = ui.add(text);
        let entered = field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
        let paste = ui.add_enabled(!editor.obf.trim().is_empty(), egui::Button::new(tr!("reversi-editor-set-obf")));
        if paste.on_hover_text(tr!("reversi-editor-set-obf-hover")).clicked() || entered {
            action = Some(EditorAction::Paste(editor.obf.clone()));
        }
    });
    match &editor.message {
        Some(message) => ui.colored_label(theme::error(), message),
        None => ui.label(describe(&setup)),
    };
    ui.horizontal(|ui| {
        let play = egui::Button::new(egui::RichText::new(tr!("reversi-editor-play")).strong());
        if ui.add(play).on_hover_text(tr!("reversi-editor-play-hover")).clicked() {
            action = Some(EditorAction::PlayFromHere);
        }
        if ui.button(tr!("reversi-editor-cancel")).on_hover_text(tr!("reversi-editor-cancel-hover")).clicked() {
            action = Some(EditorAction::Cancel);
        }
    });
    action
}

/// The named levels; any slider moved away from a level's preset shows "Custom".
fn level_picker(ui: &mut egui::Ui, ai_settings: &mut AiSettings) {
    let label = |level: Level| format!("{} · {}", level.number, level_name(level));
    let current = Level::matching(ai_settings);
    let shown = current.map_or_else(|| tr!("reversi-level-custom"), label);
    ui.horizontal(|ui| {
        ui.label(tr!("reversi-level-label"));
        egui::ComboBox::from_id_salt("level").selected_text(shown).width(150.0).show_ui(ui, |ui| {
            for level in LEVELS {
                let hover = [level_words(level), level_summary(level)].join("\n\n");
                if ui.selectable_label(current == Some(level), label(level)).on_hover_text(hover).clicked() {
                    *ai_settings = level.settings(ai_settings.threads);
                }
            }
        });
    });
}

/// A level's name in the window's language (the games layer's English name for a level it does
/// not know).
fn level_name(level: Level) -> String {
    level_name_id(level).map_or_else(|| level.name.to_owned(), i18n::tr)
}

/// The message id of a level's name.
fn level_name_id(level: Level) -> Option<&'static str> {
    const NAMES: [&str; 10] = [
        "reversi-level-1-name",
        "reversi-level-2-name",
        "reversi-level-3-name",
        "reversi-level-4-name",
        "reversi-level-5-name",
        "reversi-level-6-name",
        "reversi-level-7-name",
        "reversi-level-8-name",
        "reversi-level-9-name",
        "reversi-level-10-name",
    ];
    NAMES.get(usize::from(level.number).checked_sub(1)?).copied()
}

/// How a level plays, in a player's words, from the ladder measured between the levels (each of
/// 1 to 7 wins about 85 games in 100 against the one below; docs/strength.md has the matches).
fn level_words(level: Level) -> String {
    match level.number {
        1 => tr!("reversi-level-1-words"),
        2 => tr!("reversi-level-2-words"),
        3 => tr!("reversi-level-3-words"),
        4 => tr!("reversi-level-4-words"),
        5 => tr!("reversi-level-5-words"),
        6 => tr!("reversi-level-6-words"),
        7 => tr!("reversi-level-7-words"),
        8 => tr!("reversi-level-8-words"),
        9 => tr!("reversi-level-9-words"),
        _ => tr!("reversi-level-10-words"),
    }
}

/// What a level does, for its tooltip.
fn level_summary(level: Level) -> String {
    let search = if level.time_limit_ms > 0 {
        let seconds = i18n::decimal(level.time_limit_ms as f64 / 1000.0, 1);
        tr!("reversi-level-search-timed", depth = level.max_depth, seconds = seconds)
    } else {
        tr!("reversi-level-search", depth = level.max_depth)
    };
    let endgame = match (level.exact_endgame_empties, level.settings(1).selective_endgame_empties()) {
        (0, _) => String::new(),
        (empties, None) => tr!("reversi-level-endgame", empties = empties),
        (empties, Some(selective)) => tr!("reversi-level-endgame-selective", empties = empties, selective = selective),
    };
    let choice = if level.variety.is_active() {
        tr!("reversi-level-variety", discs = f64::from(level.variety.max_loss_discs))
    } else {
        tr!("reversi-level-best")
    };
    let book = match level.book {
        BookPlay::Off => String::new(),
        BookPlay::Varied => tr!("reversi-level-book"),
        BookPlay::Best => tr!("reversi-level-book-best"),
    };
    [search, endgame, choice, book].concat()
}

/// A heuristic's name and what it counts, in a player's words, for its tooltip, from the name
/// the games layer gives it (shown as it is if unknown).
fn heuristic_words(label: &str) -> (String, String) {
    match label {
        "Coin parity" => (tr!("reversi-heuristic-coin-parity"), tr!("reversi-heuristic-coin-parity-hover")),
        "Mobility" => (tr!("reversi-heuristic-mobility"), tr!("reversi-heuristic-mobility-hover")),
        "Corners" => (tr!("reversi-heuristic-corners"), tr!("reversi-heuristic-corners-hover")),
        "Static squares" => (tr!("reversi-heuristic-static-squares"), tr!("reversi-heuristic-static-squares-hover")),
        "Stability" => (tr!("reversi-heuristic-stability"), tr!("reversi-heuristic-stability-hover")),
        "Pattern knowledge" => (tr!("reversi-heuristic-pattern"), tr!("reversi-heuristic-pattern-hover")),
        _ => (label.to_owned(), String::new()),
    }
}

/// A preset of weights' name and what it is, for its tooltip, from the name the games layer
/// gives it (its first word is its key).
fn preset_words(name: &str) -> (String, String) {
    match name.split_whitespace().next() {
        Some("Learned") => (tr!("reversi-preset-learned"), tr!("reversi-preset-learned-hover")),
        Some("Tuned") => (tr!("reversi-preset-tuned"), tr!("reversi-preset-tuned-hover")),
        Some("Classroom") => (tr!("reversi-preset-classroom"), tr!("reversi-preset-classroom-hover")),
        Some("Positional") => (tr!("reversi-preset-positional"), tr!("reversi-preset-positional-hover")),
        Some("Greedy") => (tr!("reversi-preset-greedy"), tr!("reversi-preset-greedy-hover")),
        _ => (name.to_owned(), String::new()),
    }
}

/// How far the weight sliders reach: the presets lie well inside (the tuned stability weight,
/// the largest, is about 100; the learned term alone is 64).
const WEIGHT_SLIDER_LIMIT: i32 = 200;

/// A slider per heuristic and phase, the phase bounds and the presets.
fn weights_editor(ui: &mut egui::Ui, weights: &mut Weights) {
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("reversi-presets"));
        for (name, preset) in Weights::presets() {
            let (shown, hover) = preset_words(name);
            if ui.selectable_label(*weights == preset, shown).on_hover_text(hover).clicked() {
                *weights = preset;
            }
        }
    });
    ui.small(tr!("reversi-weights-note"));
    // The grids keep the English name as their id, whatever the language.
    let phases: [(&str, String, &mut HeuristicWeights); 3] = [
        ("Opening", tr!("reversi-phase-opening"), &mut weights.opening),
        ("Midgame", tr!("reversi-phase-midgame"), &mut weights.midgame),
        ("Endgame", tr!("reversi-phase-endgame"), &mut weights.endgame),
    ];
    for (id, name, phase) in phases {
        ui.label(egui::RichText::new(name).strong());
        egui::Grid::new(id).num_columns(2).spacing([10.0, 4.0]).show(ui, |ui| {
            for (label, weight) in phase.labelled_mut() {
                let (shown, hover) = heuristic_words(label);
                ui.label(shown).on_hover_text(hover);
                ui.add(egui::Slider::new(weight, -WEIGHT_SLIDER_LIMIT..=WEIGHT_SLIDER_LIMIT));
                ui.end_row();
            }
        });
    }
    ui.label(egui::RichText::new(tr!("reversi-phases")).strong());
    let discs = format!(" {}", tr!("reversi-slider-discs"));
    egui::Grid::new("phases").num_columns(2).spacing([10.0, 4.0]).show(ui, |ui| {
        ui.label(tr!("reversi-opening-up-to"));
        ui.add(egui::Slider::new(&mut weights.opening_max_discs, 4..=64).suffix(discs.clone()));
        ui.end_row();
        ui.label(tr!("reversi-midgame-up-to"));
        let low = weights.opening_max_discs;
        ui.add(egui::Slider::new(&mut weights.midgame_max_discs, low..=64).suffix(discs));
        ui.end_row();
    });
    weights.midgame_max_discs = weights.midgame_max_discs.max(weights.opening_max_discs);
}

/// The message id of a mistake's name ("blunder", "erro grave"): the move list translates it.
fn mark_id(mark: Mark) -> &'static str {
    match mark {
        Mark::Inaccuracy => "reversi-mark-inaccuracy",
        Mark::Mistake => "reversi-mark-mistake",
        Mark::Blunder => "reversi-mark-blunder",
    }
}

/// How the move list and the review colour a mistake of each size.
fn move_mark(mark: Mark) -> MoveMark {
    let color = match mark {
        Mark::Inaccuracy => egui::Color32::from_rgb(230, 200, 90),
        Mark::Mistake => egui::Color32::from_rgb(240, 150, 70),
        Mark::Blunder => egui::Color32::from_rgb(240, 90, 80),
    };
    MoveMark { color, label: mark_id(mark) }
}

/// Start, follow or cancel the review; each player's totals and the marked moves, which show
/// the position before them (with the better move on the board) when clicked.
fn review_section(
    ui: &mut egui::Ui,
    game_review: &mut GameReview,
    current_game: &CurrentGame<Reversi>,
    threads: usize,
) -> Option<GameAction> {
    let (judged, total) = game_review.progress();
    let verdicts = &judged.verdicts;
    if game_review.is_running() {
        ui.horizontal(|ui| {
            let done = verdicts.len() as f32 / total.max(1) as f32;
            ui.add(egui::ProgressBar::new(done).desired_width(160.0).text(format!("{} / {total}", verdicts.len())));
            if ui.button(tr!("reversi-review-cancel")).on_hover_text(tr!("reversi-review-cancel-hover")).clicked() {
                game_review.cancel();
            }
        });
    } else {
        let line = current_game.history().line().len();
        let button = ui.add_enabled(line > 0, egui::Button::new(tr!("reversi-review-start")));
        if button.on_hover_text(tr!("reversi-review-start-hover")).clicked() {
            game_review.start(current_game, threads);
        }
    }
    ui.small(tr!("reversi-review-about", depth = REVIEW_DEPTH, empties = REVIEW_EXACT_EMPTIES));
    if verdicts.is_empty() || game_review.is_of_another_game(current_game) {
        return None;
    }
    if !game_review.applies_to(current_game) {
        ui.colored_label(theme::warning(), tr!("reversi-review-changed"));
        return None;
    }
    if !game_review.is_running() && !game_review.is_complete() {
        ui.small(tr!("reversi-review-stopped", done = verdicts.len(), total = total));
    }
    for side in [Side::Black, Side::White] {
        let totals = judged.totals(side);
        ui.label(tr!(
            "reversi-review-totals",
            side = side_name(side),
            blunders = totals.blunders,
            mistakes = totals.mistakes,
            inaccuracies = totals.inaccuracies,
            lost = i18n::decimal(f64::from(totals.discs_lost), 1),
        ));
    }
    let mut action = None;
    for verdict in verdicts.iter().filter(|verdict| verdict.mark().is_some()) {
        let Some(mark) = verdict.mark() else { continue };
        let loss = verdict.loss_in_discs().unwrap_or(0.0);
        let text = tr!(
            "reversi-review-line",
            ply = verdict.ply,
            played = verdict.played.to_string(),
            mark = i18n::tr(mark_id(mark)),
            loss = i18n::decimal(f64::from(loss), 1),
            best = verdict.best.to_string(),
        );
        let shown = egui::RichText::new(text).color(move_mark(mark).color);
        let selected = current_game.history().cursor() + 1 == verdict.ply;
        if ui.selectable_label(selected, shown).on_hover_text(tr!("reversi-review-line-hover")).clicked() {
            action = Some(GameAction::GoTo(verdict.ply - 1));
        }
    }
    action
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ids asked for by name (the levels', the rules card's, the marks') exist: a missing one
    /// would show as ⟦id⟧.
    #[test]
    fn every_message_asked_for_by_a_computed_id_exists() {
        let mut shown: Vec<String> = Vec::new();
        for level in LEVELS {
            shown.extend([level_name(level), level_words(level), level_summary(level)]);
        }
        for page in super::super::how_to_play::HOW_TO_PLAY {
            shown.extend([i18n::tr(page.title), i18n::tr(page.text)]);
        }
        for mark in [Mark::Inaccuracy, Mark::Mistake, Mark::Blunder] {
            shown.push(i18n::tr(mark_id(mark)));
        }
        for (name, _) in Weights::presets() {
            let (name, hover) = preset_words(name);
            assert!(!hover.is_empty(), "{name}: a preset the panel does not know");
            shown.push(name);
        }
        let mut weights = Weights::learned();
        for (label, _) in weights.opening.labelled_mut() {
            let (name, hover) = heuristic_words(label);
            assert!(!hover.is_empty(), "{label}: a heuristic the panel does not know");
            shown.push(name);
        }
        for text in shown {
            assert!(!text.contains('⟦'), "a missing message: {text}");
        }
    }
}
