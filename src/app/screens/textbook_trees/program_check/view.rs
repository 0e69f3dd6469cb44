//! "Check my program" on the screen: the command and the search chosen, Check and Stop, each
//! tree's verdict as it comes; and the tree clicked, drawn in place of the search with its
//! steps and its words.

use bevy_egui::egui;

use super::drawing::checked_marks;
use super::{MOST_TREES, ProgramCheck, last_step, words};
use crate::app::base::theme;
use crate::app::screens::textbook_trees::drawing;
use crate::app::widgets::tree_drawing;
use crate::games::textbook_tree::check::CheckedAlgorithm;
use crate::tr;

/// The section in the screen's panel. `can_choose`: this machine has a file chooser.
pub fn check_section(ui: &mut egui::Ui, check: &mut ProgramCheck, can_choose: bool) {
    if !crate::app::base::platform::STARTS_PROGRAMS {
        ui.add(egui::Label::new(egui::RichText::new(tr!("check-no-programs")).color(theme::text_dim())).wrap());
        return;
    }
    ui.add(egui::Label::new(egui::RichText::new(tr!("check-section-hover")).small().color(theme::text_dim())).wrap());
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("check-command")).on_hover_text(tr!("check-command-hover"));
        let choose = ui
            .add_enabled(can_choose && !check.is_choosing(), egui::Button::new(tr!("check-choose")))
            .on_hover_text(tr!("check-choose-hover"));
        if choose.clicked() {
            check.choose_program(tr!("check-choose-title"));
        }
    });
    let command = egui::TextEdit::singleline(&mut check.command).desired_width(f32::INFINITY).code_editor();
    let typed = ui.add(command).on_hover_text(tr!("check-command-hover"));
    let entered = typed.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("check-algorithm"));
        let choices = [
            (CheckedAlgorithm::Minimax, tr!("check-minimax"), tr!("check-minimax-hover")),
            (CheckedAlgorithm::AlphaBeta, tr!("check-alpha-beta"), tr!("check-alpha-beta-hover")),
            (CheckedAlgorithm::Expectimax, tr!("check-expectimax"), tr!("check-expectimax-hover")),
        ];
        for (algorithm, name, hover) in choices {
            if ui.selectable_label(check.algorithm == algorithm, name).on_hover_text(hover).clicked() {
                check.algorithm = algorithm;
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("check-trees")).on_hover_text(tr!("check-trees-hover"));
        ui.add(egui::DragValue::new(&mut check.trees).range(1..=MOST_TREES));
        if check.is_running() {
            if ui.button(tr!("check-stop")).on_hover_text(tr!("check-stop-hover")).clicked() {
                check.stop();
            }
            ui.spinner();
        } else if ui.button(tr!("check-start")).on_hover_text(tr!("check-start-hover")).clicked() || entered {
            check.start();
        }
    });
    if let Some(notice) = &check.notice {
        ui.add(egui::Label::new(egui::RichText::new(notice).color(theme::warning())).wrap());
    }
    verdicts(ui, check);
}

/// The progress or the totals, and a line a tree: a click draws it.
fn verdicts(ui: &mut egui::Ui, check: &mut ProgramCheck) {
    let (done, total) = (check.reports().len(), check.total());
    if total == 0 {
        return;
    }
    let passed = check.reports().iter().filter(|report| report.passed()).count();
    let status = if check.is_running() {
        tr!("check-progress", done = done + 1, total = total)
    } else if done < total {
        tr!("check-stopped", done = done, total = total)
    } else {
        tr!("check-totals", passed = passed, failed = done - passed)
    };
    ui.label(egui::RichText::new(status).strong());
    if done > 0 && (check.is_running() || done < total) {
        ui.label(tr!("check-totals", passed = passed, failed = done - passed));
    }
    let shown = check.shown().map(|(_, shown)| shown.report);
    let mut clicked = None;
    egui::ScrollArea::vertical().id_salt("check verdicts").max_height(180.0).show(ui, |ui| {
        for (index, report) in check.reports().iter().enumerate() {
            let (sign, text, colour) = if report.passed() {
                ("✔", tr!("check-tree-passed", number = index + 1), tree_drawing::ReadCheck::Right.colour())
            } else {
                ("✖", tr!("check-tree-failed", number = index + 1), tree_drawing::ReadCheck::Wrong.colour())
            };
            let line = egui::RichText::new(format!("{sign} {text}")).color(colour); // not shown: a sign and its words
            let row = ui.selectable_label(shown == Some(index), line);
            let row = match report.reason() {
                // The reason in the player's language, with the tree's text.
                Some(_) => row.on_hover_text(tr!(
                    "check-tree-failed-hover",
                    verdict = words::verdict_words(report),
                    tree = report.checked.tree().to_string()
                )),
                None => row.on_hover_text(tr!("check-tree-hover")),
            };
            if row.clicked() {
                clicked = Some(index);
            }
        }
    });
    if let Some(index) = clicked {
        if shown == Some(index) { check.hide() } else { check.show(index) }
    }
}

/// Over the tree shown: its name, its steps (first, back, forward, last), the way back to the
/// search, the step in words, the key to the marks and the program's comments.
fn shown_steps(ui: &mut egui::Ui, check: &mut ProgramCheck) -> bool {
    let Some((report, shown)) = check.shown() else { return false };
    let (step, last) = (shown.step, last_step(report));
    let step_words = words::step_words(report, step);
    let comments = report.comments.clone();
    let (mut to, mut back) = (None, false);
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(tr!("check-showing", number = shown.report + 1)).strong());
        let buttons = [
            (step > 0, tr!("textbook-trees-first"), tr!("textbook-trees-first-hover"), 0),
            (step > 0, tr!("textbook-trees-back-one"), tr!("textbook-trees-back-one-hover"), step.saturating_sub(1)),
            (step < last, tr!("textbook-trees-forward-one"), tr!("textbook-trees-forward-one-hover"), step + 1),
            (step < last, tr!("textbook-trees-last"), tr!("textbook-trees-last-hover"), last),
        ];
        for (enabled, name, hover, target) in buttons {
            if ui.add_enabled(enabled, egui::Button::new(name)).on_hover_text(hover).clicked() {
                to = Some(target);
            }
        }
        ui.label(tr!("textbook-trees-step-count", step = step, steps = last));
        back = ui.button(tr!("check-back-to-search")).on_hover_text(tr!("check-back-to-search-hover")).clicked();
    });
    tree_drawing::words_box(ui, None, step_words);
    ui.horizontal_wrapped(|ui| {
        for legend in [tr!("check-legend-right"), tr!("check-legend-wrong"), tr!("check-legend-missed")] {
            ui.label(egui::RichText::new(legend).small().color(theme::text_dim()));
            ui.add_space(10.0);
        }
    });
    if !comments.is_empty() {
        egui::CollapsingHeader::new(tr!("check-comments")).id_salt("check comments").show(ui, |ui| {
            egui::ScrollArea::vertical().max_height(120.0).show(ui, |ui| {
                for comment in &comments {
                    ui.label(egui::RichText::new(comment).monospace().small());
                }
            });
        });
    }
    if let Some(step) = to {
        check.step_to(step);
    }
    if back {
        check.hide();
    }
    true
}

/// The tree shown, drawn in place of the search in a scene the player pans and zooms, under its
/// steps. Returns whether a tree was shown.
pub fn drawn_check(ui: &mut egui::Ui, check: &mut ProgramCheck) -> bool {
    if !shown_steps(ui, check) {
        return false;
    }
    // Stepped or sent back to the search just now: drawn as it is now.
    let Some((report, shown)) = check.shown() else { return true };
    let places = drawing::layout(report.checked.tree());
    let marks = checked_marks(report, shown.step, &places);
    let mut scene_rect = check.scene_rect;
    egui::Scene::new().zoom_range(0.2..=3.0).show(ui, &mut scene_rect, |ui| {
        ui.allocate_rect(tree_drawing::bounds(&places), egui::Sense::hover());
        tree_drawing::paint(ui.painter(), &marks);
    });
    check.scene_rect = scene_rect;
    true
}
