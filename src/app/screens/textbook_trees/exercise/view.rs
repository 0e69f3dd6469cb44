//! The exercise on the screen: in the side panel its code, the search, Check, Show solution and
//! the series; in place of the search's drawing the tree with a box at each internal node, its
//! branches clicked to cut them, and after Check each box and branch marked with the first
//! mistake in words.

use bevy_egui::egui::{self, Align2, Pos2, Rect, vec2};

use super::sheet::{SheetFormat, save_sheet};
use super::{TreeExercise, words};
use crate::app::base::theme;
use crate::app::screens::textbook_trees::{TreePicture, drawing};
use crate::app::widgets::tree_drawing::{self, DrawnNode, Mark, RADIUS, ReadCheck};
use crate::games::textbook_tree::check::CheckedAlgorithm;
use crate::games::textbook_tree::marking::Verdict;
use crate::games::textbook_tree::{NodeId, SERIES_ROUNDS, Tree};
use crate::tr;

/// What the exercise's panel asks of the screen around it.
pub enum ExerciseRequest {
    /// The exercise's tree searched step by step, as the screen steps its own trees.
    StepSolution(Tree, CheckedAlgorithm),
}

/// The exercise's section in the side panel.
pub fn exercise_section(ui: &mut egui::Ui, exercise: &mut TreeExercise) -> Option<ExerciseRequest> {
    let mut request = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("exercise-code"));
        let code =
            egui::RichText::new(exercise.code().to_string()).monospace().size(22.0).strong().color(theme::accent());
        ui.label(code).on_hover_text(tr!("exercise-code-hover"));
    });
    ui.horizontal_wrapped(|ui| {
        let typed = ui.add(
            egui::TextEdit::singleline(&mut exercise.code_text)
                .char_limit(8)
                .desired_width(64.0)
                .hint_text(tr!("exercise-code-box-hint")),
        );
        let entered = typed.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
        typed.on_hover_text(tr!("exercise-code-box-hover"));
        if ui.button(tr!("exercise-open")).on_hover_text(tr!("exercise-open-hover")).clicked() || entered {
            exercise.open_typed_code();
            if exercise.code_error.is_none() {
                // The student types the answer next: the root's box, where the search starts.
                exercise.focus_next = Some(exercise.tree().root());
            }
        }
    });
    if let Some(error) = &exercise.code_error {
        ui.add(egui::Label::new(egui::RichText::new(error).color(theme::warning())).wrap());
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("exercise-search"));
        let choices = [
            (CheckedAlgorithm::Minimax, tr!("textbook-trees-minimax"), tr!("textbook-trees-minimax-hover")),
            (CheckedAlgorithm::AlphaBeta, tr!("textbook-trees-alpha-beta"), tr!("textbook-trees-alpha-beta-hover")),
            (CheckedAlgorithm::Expectimax, tr!("exercise-expectimax"), tr!("exercise-expectimax-hover")),
        ];
        for (algorithm, name, hover) in choices {
            if ui.selectable_label(exercise.algorithm() == algorithm, name).on_hover_text(hover).clicked() {
                exercise.choose_algorithm(algorithm);
            }
        }
    });
    let how = match exercise.algorithm() {
        CheckedAlgorithm::Minimax => tr!("exercise-how-minimax"),
        CheckedAlgorithm::AlphaBeta => tr!("exercise-how-alpha-beta"),
        CheckedAlgorithm::Expectimax => tr!("exercise-how-expectimax"),
    };
    ui.add(egui::Label::new(egui::RichText::new(how).small().color(theme::text_dim())).wrap());
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(egui::RichText::new(tr!("exercise-check")).strong())
            .on_hover_text(tr!("exercise-check-hover"))
            .clicked()
        {
            exercise.check();
        }
        if exercise.solution_shown() {
            if ui.button(tr!("exercise-my-answer")).on_hover_text(tr!("exercise-my-answer-hover")).clicked() {
                exercise.hide_solution();
            }
        } else if ui.button(tr!("exercise-solution")).on_hover_text(tr!("exercise-solution-hover")).clicked() {
            exercise.show_solution();
        }
        if ui.button(tr!("exercise-clear")).on_hover_text(tr!("exercise-clear-hover")).clicked() {
            exercise.clear();
        }
    });
    if ui.button(tr!("exercise-step-solution")).on_hover_text(tr!("exercise-step-solution-hover")).clicked() {
        request = Some(ExerciseRequest::StepSolution(exercise.tree().clone(), exercise.algorithm()));
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("exercise-sheet")).on_hover_text(tr!("exercise-sheet-hover"));
        let formats = [
            (SheetFormat::Pdf, tr!("exercise-sheet-pdf"), tr!("exercise-sheet-pdf-hover")),
            (SheetFormat::Svg, tr!("exercise-sheet-svg"), tr!("exercise-sheet-svg-hover")),
        ];
        for (format, name, hover) in formats {
            if ui.button(name).on_hover_text(hover).clicked() {
                exercise.sheet_notice = Some(save_sheet(exercise, format));
            }
        }
    });
    if let Some(notice) = &exercise.sheet_notice {
        ui.add(egui::Label::new(egui::RichText::new(notice).small().color(theme::text_dim())).wrap());
    }
    ui.add_space(6.0);
    ui.separator();
    let series = exercise.series();
    let round = series.round.min(SERIES_ROUNDS);
    ui.label(egui::RichText::new(tr!("exercise-round", round = round, rounds = SERIES_ROUNDS)).strong())
        .on_hover_text(tr!("exercise-round-hover"));
    ui.label(tr!("exercise-score", done = series.done, right = series.right_first_time));
    ui.horizontal_wrapped(|ui| {
        let next = if series.finished { tr!("exercise-next-bigger") } else { tr!("exercise-next") };
        if ui.button(next).on_hover_text(tr!("exercise-next-hover")).clicked() {
            exercise.next_exercise();
        }
        if ui.button(tr!("exercise-restart")).on_hover_text(tr!("exercise-restart-hover")).clicked() {
            exercise.start_series(exercise.algorithm());
        }
    });
    request
}

/// The words over the drawing: what Check found, or what to do.
fn words_over_the_tree(ui: &mut egui::Ui, exercise: &TreeExercise) {
    let tree = exercise.tree();
    let words = if exercise.solution_shown() {
        match exercise.algorithm() {
            CheckedAlgorithm::AlphaBeta => tr!("exercise-solution-shown-alpha-beta"),
            _ => tr!("exercise-solution-shown"),
        }
    } else {
        words::check_words(tree, exercise.marking(), exercise.unreadable()).unwrap_or_else(|| tr!("exercise-start"))
    };
    tree_drawing::words_box(ui, Some(tr!("exercise-title", code = exercise.code().to_string())), words);
    ui.horizontal_wrapped(|ui| {
        for legend in [tr!("exercise-legend-right"), tr!("exercise-legend-wrong"), tr!("exercise-legend-missing")] {
            ui.label(egui::RichText::new(legend).small().color(theme::text_dim()));
            ui.add_space(10.0);
        }
    });
}

/// The tree's nodes as the exercise shows them: leaves with their values, internal nodes by
/// their letters, every node in its colours; the student's cuts (or the key's), each with what
/// is under it; after Check each box's mark; with the solution, the key's values.
pub fn exercise_nodes(exercise: &TreeExercise) -> Vec<DrawnNode> {
    let tree = exercise.tree();
    let (key_values, key_cuts) = exercise.key();
    let mut nodes = drawing::drawn_nodes(tree, &TreePicture::after_none(tree));
    let shown_cut =
        |node: NodeId| if exercise.solution_shown() { key_cuts.contains(&node) } else { exercise.is_cut(node) };
    // Level by level: a node's parent is drawn cut, or not, before the node.
    for node in tree.node_ids() {
        let under_a_cut = tree.parent(node).is_some_and(|parent| nodes[parent.index()].cut);
        let drawn = &mut nodes[node.index()];
        drawn.visited = true;
        drawn.cut = shown_cut(node) || under_a_cut;
        if exercise.solution_shown() && !tree.is_leaf(node) {
            drawn.value = key_values[node.index()].map(|written| (words::written_words(written), true));
        }
    }
    if let Some(marking) = exercise.marking().filter(|_| !exercise.solution_shown()) {
        for mark in marking.marks.iter().filter(|mark| mark.item == "value") {
            nodes[mark.node.index()].check = Some(read_check(mark.verdict));
        }
    }
    for &node in exercise.unreadable() {
        nodes[node.index()].check = Some(ReadCheck::Wrong);
    }
    nodes
}

fn read_check(verdict: Verdict) -> ReadCheck {
    match verdict {
        Verdict::Right => ReadCheck::Right,
        Verdict::Wrong | Verdict::Extra => ReadCheck::Wrong,
        Verdict::Missing => ReadCheck::Missed,
    }
}

/// Where the branch to `node` is clicked to cut it: round its middle.
fn branch_handle(places: &[Pos2], parent: NodeId, node: NodeId) -> Rect {
    let (from, to) = (places[parent.index()] + vec2(0.0, RADIUS), places[node.index()] - vec2(0.0, RADIUS));
    Rect::from_center_size(from.lerp(to, 0.5), vec2(22.0, 22.0))
}

/// Where `node`'s box goes: where the search's drawing writes a node's value.
fn box_rect(place: Pos2) -> Rect {
    Align2::LEFT_CENTER.anchor_size(tree_drawing::value_anchor(place), vec2(58.0, 24.0))
}

/// The marks of the branches Check marked: its sign beside each branch's scissors.
fn branch_marks(exercise: &TreeExercise, places: &[Pos2]) -> Vec<Mark> {
    let tree = exercise.tree();
    let Some(marking) = exercise.marking().filter(|_| !exercise.solution_shown()) else { return Vec::new() };
    marking
        .marks
        .iter()
        .filter(|mark| mark.item == "cut")
        .filter_map(|mark| {
            let parent = tree.parent(mark.node)?;
            let check = read_check(mark.verdict);
            Some(Mark::Text {
                at: branch_handle(places, parent, mark.node).right_center() + vec2(2.0, 0.0),
                align: Align2::LEFT_CENTER,
                text: check.sign().to_owned(),
                size: 16.0,
                colour: check.colour(),
                backdrop: true,
            })
        })
        .collect()
}

/// The exercise drawn in place of the search, in a scene the player pans and zooms: the tree,
/// a box at each internal node, and its branches clicked to cut them.
pub fn drawn_exercise(ui: &mut egui::Ui, exercise: &mut TreeExercise) {
    if exercise.focus_next.is_some() {
        // A box given the keys in the frame of the Enter that asked for it reads that Enter too
        // and leaves at once: it waits a frame.
        if ui.input(|input| input.key_pressed(egui::Key::Enter)) {
            ui.ctx().request_repaint();
        } else if let Some(node) = exercise.focus_next.take() {
            ui.memory_mut(|memory| memory.request_focus(box_id(node)));
        }
    }
    words_over_the_tree(ui, exercise);
    let tree = exercise.tree();
    let places = drawing::layout(tree);
    let nodes = exercise_nodes(exercise);
    let mut marks = tree_drawing::marks(&nodes, &places, None);
    marks.extend(branch_marks(exercise, &places));
    let mut scene_rect = exercise.scene_rect;
    let (mut typed, mut toggled, mut enter_at) = (Vec::new(), None, None);
    let boxes_shown = !exercise.solution_shown();
    let cuts_clickable = exercise.has_cuts() && boxes_shown;
    egui::Scene::new().zoom_range(0.2..=3.0).show(ui, &mut scene_rect, |ui| {
        ui.allocate_rect(tree_drawing::bounds(&places).expand2(vec2(40.0, 0.0)), egui::Sense::hover());
        tree_drawing::paint(ui.painter(), &marks);
        for node in crate::games::textbook_tree::check::depth_first(tree) {
            if cuts_clickable && let Some(parent) = tree.parent(node) {
                let handle = branch_handle(&places, parent, node);
                // Focusable, so Tab reaches each branch in reading order and Space or Enter cuts it.
                let response = ui.interact(handle, branch_id(node), egui::Sense::click());
                if response.has_focus() {
                    ui.painter().circle_stroke(handle.center(), 12.0, egui::Stroke::new(3.0, theme::accent()));
                } else if response.hovered() {
                    ui.painter().circle_stroke(handle.center(), 10.0, egui::Stroke::new(2.0, theme::accent()));
                }
                let hover = if exercise.is_cut(node) { tr!("exercise-uncut-hover") } else { tr!("exercise-cut-hover") };
                if response.on_hover_cursor(egui::CursorIcon::PointingHand).on_hover_text(hover).clicked() {
                    toggled = Some(node);
                }
            }
            if boxes_shown && !tree.is_leaf(node) {
                let mut text = exercise.entry(node).to_owned();
                let id = box_id(node);
                let edit = egui::TextEdit::singleline(&mut text)
                    .id(id)
                    .font(egui::FontId::proportional(15.0))
                    .text_color(egui::Color32::WHITE)
                    .char_limit(10)
                    .hint_text("?") // not shown: a box's empty mark
                    .horizontal_align(egui::Align::Center);
                let response = ui.put(box_rect(places[node.index()]), edit);
                if response.changed() {
                    // Shown as the minus sign: a zoomed-out box loses a hyphen, and "-8" reads
                    // as "8". Check reads both.
                    typed.push((node, text.replace('-', "−")));
                }
                if response.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter)) {
                    enter_at = Some(node);
                }
                response.on_hover_text(tr!("exercise-box-hover", node = tree.address(node).to_string()));
            }
        }
    });
    exercise.scene_rect = scene_rect;
    for (node, text) in typed {
        exercise.set_entry(node, text);
    }
    if let Some(node) = toggled {
        exercise.toggle_cut(node);
    }
    if let Some(next) = enter_at.and_then(|node| exercise.next_box(node)) {
        ui.memory_mut(|memory| memory.request_focus(box_id(next)));
    }
}

fn box_id(node: NodeId) -> egui::Id {
    egui::Id::new(("exercise box", node.index()))
}

fn branch_id(node: NodeId) -> egui::Id {
    egui::Id::new(("exercise branch", node.index()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn course() -> TreeExercise {
        let mut exercise = TreeExercise {
            tree: Tree::parse("(((2 3) (5 9)) ((0 1) (7 5)))").expect("the course's tree"),
            algorithm: CheckedAlgorithm::AlphaBeta,
            ..TreeExercise::default()
        };
        exercise.clear();
        exercise
    }

    #[test]
    fn cuts_grey_what_is_under_them_and_check_marks_each_box() {
        let mut exercise = course();
        let node = |exercise: &TreeExercise, name: &str| exercise.tree().find_by_address(name).expect(name);
        let c = node(&exercise, "C");
        let g = node(&exercise, "G");
        exercise.toggle_cut(g);
        exercise.set_entry(node(&exercise, "A"), "3".to_owned());
        exercise.set_entry(node(&exercise, "B"), "4".to_owned());
        let nodes = exercise_nodes(&exercise);
        let g1 = node(&exercise, "G.1");
        assert!(nodes[g.index()].cut && nodes[g1.index()].cut, "the branch and what is under it");
        assert!(!nodes[c.index()].cut);
        assert!(nodes.iter().all(|drawn| drawn.check.is_none() && drawn.visited));
        exercise.check();
        let nodes = exercise_nodes(&exercise);
        let a = node(&exercise, "A");
        let b = node(&exercise, "B");
        assert_eq!(nodes[a.index()].check, Some(ReadCheck::Right));
        assert_eq!(nodes[b.index()].check, Some(ReadCheck::Wrong));
        assert_eq!(nodes[c.index()].check, Some(ReadCheck::Missed));
        assert_eq!(nodes[g.index()].check, None, "never reached, and left empty: nothing to mark");
        let places = drawing::layout(exercise.tree());
        let signs: Vec<String> = branch_marks(&exercise, &places)
            .into_iter()
            .filter_map(|mark| match mark {
                Mark::Text { text, .. } => Some(text),
                _ => None,
            })
            .collect();
        assert_eq!(signs, ["!", "✔"], "E.2's cut missing, G's right");
    }

    /// One frame of the exercise's drawing with `keys` pressed, as the window runs it.
    fn frame(ctx: &egui::Context, exercise: &mut TreeExercise, keys: &[egui::Key]) {
        let events = keys
            .iter()
            .map(|&key| egui::Event::Key {
                key,
                physical_key: None,
                pressed: true,
                repeat: false,
                modifiers: egui::Modifiers::NONE,
            })
            .collect();
        let input = egui::RawInput {
            events,
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(1280.0, 800.0))),
            ..egui::RawInput::default()
        };
        let _ = ctx.run_ui(input, |ui| drawn_exercise(ui, exercise));
    }

    #[test]
    fn tab_reaches_each_branch_after_its_box_and_space_cuts_it() {
        let mut exercise = course();
        let ctx = egui::Context::default();
        frame(&ctx, &mut exercise, &[]);
        let node = |exercise: &TreeExercise, name: &str| exercise.tree().find_by_address(name).expect(name);
        let (b, e2) = (node(&exercise, "B"), node(&exercise, "E.2"));
        ctx.memory_mut(|memory| memory.request_focus(box_id(b)));
        frame(&ctx, &mut exercise, &[]);
        // Reading order from B's box: D's branch, D's box, D.1, D.2, E's branch, E's box, E.1, E.2.
        for _ in 0..8 {
            frame(&ctx, &mut exercise, &[egui::Key::Tab]);
        }
        assert!(ctx.memory(|memory| memory.has_focus(branch_id(e2))), "Tab walks to E.2's branch");
        frame(&ctx, &mut exercise, &[egui::Key::Space]);
        assert!(exercise.is_cut(e2), "Space cuts the branch in focus");
        frame(&ctx, &mut exercise, &[egui::Key::Enter]);
        assert!(!exercise.is_cut(e2), "and Enter, pressed again, undoes it");
        assert!(!exercise.is_cut(b));
    }

    #[test]
    fn the_root_takes_the_keys_after_the_enter_that_opened_the_code() {
        let mut exercise = course();
        let ctx = egui::Context::default();
        let root = exercise.tree().root();
        exercise.focus_next = Some(root);
        // The frame of the code box's Enter, then the next one.
        frame(&ctx, &mut exercise, &[egui::Key::Enter]);
        frame(&ctx, &mut exercise, &[]);
        assert!(ctx.memory(|memory| memory.has_focus(box_id(root))), "the root's box has the keys");
        assert_eq!(exercise.focus_next, None);
        let input = egui::RawInput {
            events: vec![egui::Event::Text("-3".to_owned())],
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(1280.0, 800.0))),
            ..egui::RawInput::default()
        };
        let _ = ctx.run_ui(input, |ui| drawn_exercise(ui, &mut exercise));
        assert_eq!(exercise.entry(root), "−3", "what is typed goes in the root's box, its minus shown as one");
    }

    #[test]
    fn the_solution_draws_the_key() {
        let mut exercise = course();
        exercise.show_solution();
        let nodes = exercise_nodes(&exercise);
        let node = |name: &str| exercise.tree().find_by_address(name).expect(name).index();
        assert_eq!(nodes[node("E")].value.as_ref().map(|(text, _)| text.as_str()), Some("≥ 5"));
        assert_eq!(nodes[node("B")].value.as_ref().map(|(text, _)| text.as_str()), Some("= 3"));
        assert_eq!(nodes[node("G")].value, None);
        assert!(nodes[node("E.2")].cut && nodes[node("G.1")].cut && !nodes[node("D")].cut);
        let (values, _) = exercise.key();
        assert_eq!(values[node("C")].map(words::written_words).as_deref(), Some("≤ 1"));
    }
}
