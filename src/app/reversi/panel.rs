//! Reversi's own panel sections: setting up a position, the level, the search's limits and the
//! heuristic weights with their presets, the review; its scoreboard shows discs.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::egui;

use super::ReversiOptions;
use super::editor::{self, BoardEditor, EditorAction, Paint, describe};
use super::review::{GameReview, REVIEW_DEPTH, REVIEW_EXACT_EMPTIES};
use super::tune::{HeuristicTuning, tuning_section};
use super::{Reversi, board};
use crate::app::menu::{PreviewArt, cell_center, disc, grid};
use crate::app::panel::{self, GamePanel, MoveMark, SearchKnobs, round_marker};
use crate::app::session::{GameAction, Session};
use crate::app::theme;
use crate::games::Seat;
use crate::games::reversi::Side;
use crate::games::reversi::analysis::review::Mark;
use crate::games::reversi::{AiSettings, HeuristicWeights, LEVELS, Level, Position, Weights};

/// What Reversi's sections read and change besides its settings.
#[derive(SystemParam)]
pub struct ReversiPanel<'w, 's> {
    review: ResMut<'w, GameReview>,
    tuning: ResMut<'w, HeuristicTuning>,
    editor: ResMut<'w, BoardEditor>,
    commands: Commands<'w, 's>,
}

impl GamePanel for Reversi {
    type Extra = ReversiPanel<'static, 'static>;

    const BLURB: &'static str =
        "Outflank and flip: the classic 8×8 disc game, against an engine that solves endgames exactly.";
    const HINTS: &'static str = "the engine's score on each legal move";
    const RULES: &'static [crate::app::rules::RulePage] = super::rules::RULES;

    fn preview(painter: &egui::Painter, rect: egui::Rect, art: &PreviewArt) {
        painter.rect_filled(rect, 6.0, egui::Color32::from_rgb(33, 128, 77));
        grid(painter, rect, 4, egui::Color32::from_rgb(18, 77, 43));
        for (column, row, black) in
            [(1, 1, false), (2, 1, true), (1, 2, true), (2, 2, false), (3, 2, true), (2, 3, true)]
        {
            disc(painter, cell_center(rect, 4, column, row), 9.0, black, art);
        }
    }

    /// Esc leaves the board editor.
    fn window_plugin(app: &mut App) {
        editor::window_plugin(app);
    }

    /// The position being set up, while there is one.
    fn shown_position(session: &Session<Self>, extra: &ReversiPanel) -> Position {
        board::shown_position(session, &extra.editor)
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
        session: &Session<Self>,
        extra: &mut ReversiPanel,
    ) -> Option<GameAction> {
        panel::section(ui, "Set up a position", false, |ui| {
            if let Some(action) = editor_section(ui, &mut extra.editor) {
                extra.commands.trigger(action);
            }
        });
        panel::section(ui, "Search", true, |ui| {
            let ai_settings = &mut options.ai;
            level_picker(ui, ai_settings);
            let knobs = SearchKnobs::new(
                &mut ai_settings.algorithm,
                &mut ai_settings.max_depth,
                1..=30,
                &mut ai_settings.time_limit_ms,
            );
            panel::search_options(ui, knobs.exact_endgame(&mut ai_settings.exact_endgame_empties, 0..=24));
        });
        panel::section(ui, "Heuristic weights", false, |ui| weights_editor(ui, &mut options.ai.weights));
        panel::section(ui, "Tune from data", false, |ui| tuning_section(ui, &mut extra.tuning, &mut options.ai));
        let mut action = None;
        panel::section(ui, "Review", false, |ui| {
            action = review_section(ui, &mut extra.review, session, options.ai.threads)
        });
        action
    }

    fn level(ui: &mut egui::Ui, options: &mut ReversiOptions) {
        level_picker(ui, &mut options.ai);
        let words = Level::matching(&options.ai).map_or("Your own settings, in the Lab", level_words);
        ui.label(egui::RichText::new(words).color(theme::TEXT_DIM));
    }

    fn move_marks(session: &Session<Self>, extra: &ReversiPanel) -> Vec<Option<MoveMark>> {
        extra.review.marks(session).into_iter().map(|mark| mark.map(move_mark)).collect()
    }

    fn board_options(ui: &mut egui::Ui, options: &mut ReversiOptions) {
        ui.checkbox(&mut options.show_legal_moves, "Show legal moves")
            .on_hover_text("A dot on every square where the side to move may play");
        ui.checkbox(&mut options.balanced_openings, "New games from a balanced opening").on_hover_text(
            "Start each new game after 8 random moves that the engine judges even (within 2 discs), \
             as tournaments do, so that no two games against the AI are alike.",
        );
        ui.checkbox(&mut options.flip_board, "Flip board")
            .on_hover_text("Draw the board half a turn round, h8 at the top left, for a player on the other side.");
        ui.checkbox(&mut options.show_pv, "Show PV").on_hover_text(
            "Draw the engine's expected line from the position on screen as faint discs of the mover's colour, \
             numbered by ply (a pass keeps its number): the AI's search while it thinks, else the hints', \
             else the rest of the line the AI expected when it made its last move.",
        );
        ui.checkbox(&mut options.show_stable_discs, "Show stable discs").on_hover_text(
            "Ring the discs that can never be flipped, as the engine proves it: a disc is safe along a line \
             that is full or where it touches the edge or a stable disc of its colour, and stable when safe \
             along all four. A lower bound: a few more discs may be stable without this proof.",
        );
    }
}

/// The Edit board button; while a position is set up, the paint, the side to move, Clear, the
/// standard start, an OBF box, what can be played from the position, Play from here and Cancel.
fn editor_section(ui: &mut egui::Ui, editor: &mut BoardEditor) -> Option<EditorAction> {
    let Some(setup) = editor.setup else {
        let edit = ui.horizontal_wrapped(|ui| {
            let edit = ui.button("Edit board");
            ui.label(egui::RichText::new("any position, then play from it").color(theme::TEXT_DIM));
            edit
        });
        let hover = "Set up a position square by square or from OBF text. The game waits meanwhile; \
                     Cancel goes back to it as it was.";
        return edit.inner.on_hover_text(hover).clicked().then_some(EditorAction::Edit);
    };
    let mut action = None;
    ui.horizontal_wrapped(|ui| {
        ui.label("A click sets");
        for paint in Paint::ALL {
            ui.selectable_value(&mut editor.paint, paint, paint.label()).on_hover_text(paint.hover());
        }
    });
    // Always one line, so that the buttons below stay where they are when the paint changes.
    ui.small(match editor.paint {
        Paint::Cycle => "Each click turns a square empty → black → white → empty.",
        Paint::Black => "Each click puts a black disc on the square.",
        Paint::White => "Each click puts a white disc on the square.",
        Paint::Empty => "Each click empties the square.",
    });
    ui.horizontal_wrapped(|ui| {
        ui.label("To move");
        for side in [Side::Black, Side::White] {
            let hover = format!("{} moves first from this position", side.name());
            if ui.selectable_label(setup.side_to_move() == side, side.name()).on_hover_text(hover).clicked() {
                action = Some(EditorAction::SideToMove(side));
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        if ui.button("Clear board").on_hover_text("Empty every square").clicked() {
            action = Some(EditorAction::Clear);
        }
        if ui.button("Start position").on_hover_text("The four discs of a new game, Black to move").clicked() {
            action = Some(EditorAction::StandardStart);
        }
    });
    ui.horizontal(|ui| {
        let text = egui::TextEdit::singleline(&mut editor.obf)
            .hint_text("OBF: 64 of X O -, then X or O")
            .font(egui::TextStyle::Monospace)
            .desired_width(ui.available_width() - 90.0);
        let field = ui.add(text);
        let entered = field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
        let paste = ui.add_enabled(!editor.obf.trim().is_empty(), egui::Button::new("Set OBF"));
        if paste.on_hover_text("Put the position written in the box on the board").clicked() || entered {
            action = Some(EditorAction::Paste(editor.obf.clone()));
        }
    });
    match &editor.message {
        Some(message) => ui.colored_label(theme::ERROR, message),
        None => ui.label(describe(&setup)),
    };
    ui.horizontal(|ui| {
        let play = egui::Button::new(egui::RichText::new("▶ Play from here").strong());
        if ui.add(play).on_hover_text("A new game from this position; Save keeps it as GGF").clicked() {
            action = Some(EditorAction::PlayFromHere);
        }
        if ui.button("Cancel").on_hover_text("Esc: back to the game as it was").clicked() {
            action = Some(EditorAction::Cancel);
        }
    });
    action
}

/// The named levels; any slider moved away from a level's preset shows "Custom".
fn level_picker(ui: &mut egui::Ui, ai_settings: &mut AiSettings) {
    let label = |level: Level| format!("{} · {}", level.number, level.name);
    let current = Level::matching(ai_settings);
    let shown = current.map_or_else(|| "Custom".to_owned(), label);
    ui.horizontal(|ui| {
        ui.label("AI level");
        egui::ComboBox::from_id_salt("level").selected_text(shown).width(150.0).show_ui(ui, |ui| {
            for level in LEVELS {
                let hover = format!("{}\n\n{}", level_words(level), level_summary(level));
                if ui.selectable_label(current == Some(level), label(level)).on_hover_text(hover).clicked() {
                    *ai_settings = level.settings(ai_settings.threads);
                }
            }
        });
    });
}

/// How a level plays, in a player's words, from the ladder measured between the levels (each of
/// 1 to 7 wins about 85 games in 100 against the one below; the README has the matches).
fn level_words(level: Level) -> &'static str {
    match level.number {
        1 => "Plays like someone who has just learned the rules",
        2 => "Beats a beginner, but gives away corners",
        3 => "A casual player who sees the simple traps",
        4 => "A club player: beats most casual players",
        5 => "A strong club player",
        6 => "Tournament strength: punishes most mistakes",
        7 => "Master: always plays its best move",
        8 => "Stronger than most tournament players",
        9 => "Stronger than any human",
        _ => "The full engine: far stronger than any human",
    }
}

/// What a level does, for its tooltip.
fn level_summary(level: Level) -> String {
    let search = if level.time_limit_ms > 0 {
        format!("Looks up to {} moves ahead, or {:.1} s a move", level.max_depth, level.time_limit_ms as f64 / 1000.0)
    } else {
        format!("Looks {} ahead", panel::moves_ahead(f64::from(level.max_depth)))
    };
    let endgame = match level.exact_endgame_empties {
        0 => String::new(),
        empties => format!(", perfect play from {empties} empty squares"),
    };
    let choice = if level.variety.is_active() {
        format!(
            "; chooses among good moves, never one more than {} discs worse than the best",
            level.variety.max_loss_discs
        )
    } else {
        "; always plays its best move".to_owned()
    };
    format!("{search}{endgame}{choice}")
}

/// What a heuristic counts, in a player's words, for its tooltip.
fn heuristic_meaning(label: &str) -> &'static str {
    match label {
        "Coin parity" => "Having more discs than the other side now (the greedy player's only idea)",
        "Mobility" => "Having more moves to choose from than the other side",
        "Corners" => "Holding corners: a corner disc can never be flipped",
        "Static squares" => "A fixed value per square: corners and edges good, the squares next to corners bad",
        "Stability" => "Discs that can never be flipped again",
        "Pattern knowledge" => {
            "What the engine learned from its own games about the shapes of lines, edges and corners"
        }
        _ => "",
    }
}

/// What a preset of weights is, for its tooltip.
fn preset_summary(name: &str) -> &'static str {
    match name.split_whitespace().next() {
        Some("Learned") => "The pattern knowledge learned from self-play alone: the strongest evaluation",
        Some("Tuned") => "The seed's five heuristics, their weights fitted per phase to self-play results",
        Some("Seed") => "Seed 001's weights: mobility, corners and the square table, then the disc count near the end",
        Some("Positional") => "The static square table alone",
        Some("Greedy") => "Disc count alone: the most discs now",
        _ => "",
    }
}

/// How far the weight sliders reach: the presets lie well inside (the tuned stability weight,
/// the largest, is about 100; the learned term alone is 64).
const WEIGHT_SLIDER_LIMIT: i32 = 200;

/// A slider per heuristic and phase, the phase bounds and the presets.
fn weights_editor(ui: &mut egui::Ui, weights: &mut Weights) {
    ui.horizontal_wrapped(|ui| {
        ui.label("Presets");
        for (name, preset) in Weights::presets() {
            if ui.selectable_label(*weights == preset, name).on_hover_text(preset_summary(name)).clicked() {
                *weights = preset;
            }
        }
    });
    ui.small("Takes effect from the AI's next move.");
    let phases: [(&str, &mut HeuristicWeights); 3] =
        [("Opening", &mut weights.opening), ("Midgame", &mut weights.midgame), ("Endgame", &mut weights.endgame)];
    for (name, phase) in phases {
        ui.label(egui::RichText::new(name).strong());
        egui::Grid::new(name).num_columns(2).spacing([10.0, 4.0]).show(ui, |ui| {
            for (label, weight) in phase.labelled_mut() {
                ui.label(label).on_hover_text(heuristic_meaning(label));
                ui.add(egui::Slider::new(weight, -WEIGHT_SLIDER_LIMIT..=WEIGHT_SLIDER_LIMIT));
                ui.end_row();
            }
        });
    }
    ui.label(egui::RichText::new("Phases").strong());
    egui::Grid::new("phases").num_columns(2).spacing([10.0, 4.0]).show(ui, |ui| {
        ui.label("Opening up to");
        ui.add(egui::Slider::new(&mut weights.opening_max_discs, 4..=64).suffix(" discs"));
        ui.end_row();
        ui.label("Midgame up to");
        let low = weights.opening_max_discs;
        ui.add(egui::Slider::new(&mut weights.midgame_max_discs, low..=64).suffix(" discs"));
        ui.end_row();
    });
    weights.midgame_max_discs = weights.midgame_max_discs.max(weights.opening_max_discs);
}

/// How the move list and the review colour a mistake of each size.
fn move_mark(mark: Mark) -> MoveMark {
    let color = match mark {
        Mark::Inaccuracy => egui::Color32::from_rgb(230, 200, 90),
        Mark::Mistake => egui::Color32::from_rgb(240, 150, 70),
        Mark::Blunder => egui::Color32::from_rgb(240, 90, 80),
    };
    MoveMark { color, label: mark.name() }
}

/// Start, follow or cancel the review; each player's totals and the marked moves, which show
/// the position before them (with the better move on the board) when clicked.
fn review_section(
    ui: &mut egui::Ui,
    game_review: &mut GameReview,
    session: &Session<Reversi>,
    threads: usize,
) -> Option<GameAction> {
    let (judged, total) = game_review.progress();
    let verdicts = &judged.verdicts;
    if game_review.is_running() {
        ui.horizontal(|ui| {
            let done = verdicts.len() as f32 / total.max(1) as f32;
            ui.add(egui::ProgressBar::new(done).desired_width(160.0).text(format!("{} / {total}", verdicts.len())));
            if ui.button("Cancel").on_hover_text("Stop the review; the moves reviewed so far stay marked").clicked() {
                game_review.cancel();
            }
        });
    } else {
        let line = session.history().line().len();
        let button = ui.add_enabled(line > 0, egui::Button::new("Review the game"));
        if button.on_hover_text("Searches every position of the game in the background.").clicked() {
            game_review.start(session, threads);
        }
    }
    ui.small(format!(
        "The engine, with its learned evaluation, looks {REVIEW_DEPTH} moves ahead from each position (perfectly \
         from {REVIEW_EXACT_EMPTIES} empty squares), whatever the AI's level, and marks the moves that lose \
         discs against its best: inaccuracy ≥ 2, mistake ≥ 6, blunder ≥ 12."
    ));
    if verdicts.is_empty() || game_review.is_of_another_game(session) {
        return None;
    }
    if !game_review.applies_to(session) {
        ui.colored_label(theme::WARNING, "The game has changed since this review: review it again.");
        return None;
    }
    if !game_review.is_running() && !game_review.is_complete() {
        ui.small(format!("Stopped after {} of {total} moves.", verdicts.len()));
    }
    for side in [Side::Black, Side::White] {
        let totals = judged.totals(side);
        let count = |n: u32, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        ui.label(format!(
            "{}: {}, {}, {}, {:.1} discs lost",
            side.name(),
            count(totals.blunders, "blunder", "blunders"),
            count(totals.mistakes, "mistake", "mistakes"),
            count(totals.inaccuracies, "inaccuracy", "inaccuracies"),
            totals.discs_lost
        ));
    }
    let mut action = None;
    for verdict in verdicts.iter().filter(|verdict| verdict.mark().is_some()) {
        let Some(mark) = verdict.mark() else { continue };
        let loss = verdict.loss_in_discs().unwrap_or(0.0);
        let text = format!("{}. {} {}, −{loss:.1} (best {})", verdict.ply, verdict.played, mark.name(), verdict.best);
        let shown = egui::RichText::new(text).color(move_mark(mark).color);
        let selected = session.history().cursor() + 1 == verdict.ply;
        if ui
            .selectable_label(selected, shown)
            .on_hover_text("Show the position before it, with the better move")
            .clicked()
        {
            action = Some(GameAction::GoTo(verdict.ply - 1));
        }
    }
    action
}
