//! The game trees screen: the drawn tree in the middle (pan by dragging, zoom with the wheel or
//! a pinch), and beside it the tree's text and examples, the search's choices, the stepping
//! controls with the last step in words, and the counts.

use bevy::prelude::*;
use bevy_egui::input::egui_wants_any_keyboard_input;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{GameTrees, drawing, words};
use crate::app::screen::Screen;
use crate::app::theme;
use crate::games::textbook_tree::{EXAMPLES, MoveOrder, TextbookAlgorithm, Trace};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, keys.run_if(in_state(Screen::GameTrees)).run_if(not(egui_wants_any_keyboard_input)));
    app.add_systems(EguiPrimaryContextPass, draw.run_if(in_state(Screen::GameTrees)));
}

/// ← and → step, Space plays or pauses, Esc goes back to the menu. Not while the player types
/// in the tree's text.
fn keys(keys: Res<ButtonInput<KeyCode>>, mut trees: ResMut<GameTrees>, mut next_screen: ResMut<NextState<Screen>>) {
    if keys.just_pressed(KeyCode::Escape) {
        next_screen.set(Screen::Menu);
    } else if keys.just_pressed(KeyCode::ArrowRight) {
        trees.playing = false;
        trees.forward();
    } else if keys.just_pressed(KeyCode::ArrowLeft) {
        trees.playing = false;
        trees.back();
    } else if keys.just_pressed(KeyCode::Space) {
        trees.toggle_play();
    }
}

fn draw(
    mut contexts: EguiContexts,
    mut trees: ResMut<GameTrees>,
    mut next_screen: ResMut<NextState<Screen>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut root = egui::Ui::new(
        ctx.clone(),
        "game trees".into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    );
    let frame = egui::Frame::new().fill(egui::Color32::from_rgb(22, 25, 29)).inner_margin(12);
    egui::CentralPanel::default().frame(frame).show(&mut root, |ui| {
        let side_width = (ui.available_width() * 0.38).clamp(280.0, 400.0);
        egui::Panel::right("game trees controls").exact_size(side_width).resizable(false).show(ui, |ui| {
            egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                ui.horizontal(|ui| {
                    if ui.button(tr!("trees-back")).on_hover_text(tr!("trees-back-hover")).clicked() {
                        next_screen.set(Screen::Menu);
                    }
                    ui.label(egui::RichText::new(tr!("trees-title")).size(22.0).strong());
                });
                ui.add_space(6.0);
                controls(ui, &mut trees);
            });
        });
        egui::CentralPanel::default().show(ui, |ui| drawn_tree(ui, &mut trees));
    });
    Ok(())
}

/// The tree's section, the search's and the steps'.
fn controls(ui: &mut egui::Ui, trees: &mut GameTrees) {
    crate::app::panel::section(ui, &tr!("trees-section-tree"), true, |ui| tree_section(ui, trees));
    crate::app::panel::section(ui, &tr!("trees-section-search"), true, |ui| search_section(ui, trees));
    crate::app::panel::section(ui, &tr!("trees-section-steps"), true, |ui| steps_section(ui, trees));
}

fn tree_section(ui: &mut egui::Ui, trees: &mut GameTrees) {
    ui.horizontal(|ui| {
        ui.label(tr!("trees-example"));
        egui::ComboBox::from_id_salt("trees example").selected_text("…").show_ui(ui, |ui| {
            for example in EXAMPLES {
                let name = words::example_name(example.name);
                if ui.selectable_label(false, name).on_hover_text(example.text).clicked()
                    && let Ok(tree) = example.tree()
                {
                    trees.use_tree(tree);
                }
            }
        });
    });
    let edit = egui::TextEdit::multiline(&mut trees.text).desired_rows(2).desired_width(f32::INFINITY).code_editor();
    let typed = ui.add(edit).on_hover_text(tr!("trees-text-hover"));
    let entered = typed.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr!("trees-use")).on_hover_text(tr!("trees-use-hover")).clicked() || entered {
            trees.read_text();
        }
        if ui.button(tr!("trees-random")).on_hover_text(tr!("trees-random-hover")).clicked() {
            trees.random_tree();
        }
        if ui.button(tr!("trees-copy")).on_hover_text(tr!("trees-copy-hover")).clicked() {
            let text = trees.trace().tree().to_string();
            ui.ctx().copy_text(text);
        }
    });
    if let Some(error) = &trees.error {
        ui.add(egui::Label::new(egui::RichText::new(error).color(theme::WARNING)).wrap());
    }
}

fn search_section(ui: &mut egui::Ui, trees: &mut GameTrees) {
    ui.horizontal(|ui| {
        let choices = [
            (TextbookAlgorithm::Minimax, tr!("trees-minimax"), tr!("trees-minimax-hover")),
            (TextbookAlgorithm::AlphaBeta, tr!("trees-alpha-beta"), tr!("trees-alpha-beta-hover")),
        ];
        for (algorithm, name, hover) in choices {
            if ui.selectable_label(trees.algorithm == algorithm, name).on_hover_text(hover).clicked() {
                trees.set_algorithm(algorithm);
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("trees-order")).on_hover_text(tr!("trees-order-hover"));
        for order in MoveOrder::ALL {
            let name = match order {
                MoveOrder::AsGiven => tr!("trees-order-as-given"),
                MoveOrder::BestFirst => tr!("trees-order-best"),
                MoveOrder::WorstFirst => tr!("trees-order-worst"),
            };
            if ui.selectable_label(trees.order == order, name).clicked() {
                trees.set_order(order);
            }
        }
    });
    let tree = trees.trace().tree();
    let visits = |algorithm, order| Trace::new(tree, algorithm, order).nodes_visited();
    let compared = tr!(
        "trees-compare",
        minimax = visits(TextbookAlgorithm::Minimax, MoveOrder::AsGiven),
        given = visits(TextbookAlgorithm::AlphaBeta, MoveOrder::AsGiven),
        best = visits(TextbookAlgorithm::AlphaBeta, MoveOrder::BestFirst),
        worst = visits(TextbookAlgorithm::AlphaBeta, MoveOrder::WorstFirst)
    );
    ui.add(egui::Label::new(egui::RichText::new(compared).small().color(theme::TEXT_DIM)).wrap());
}

fn steps_section(ui: &mut egui::Ui, trees: &mut GameTrees) {
    ui.horizontal(|ui| {
        let (at_start, at_end) = (trees.step == 0, trees.at_end());
        if ui
            .add_enabled(!at_start, egui::Button::new(tr!("trees-first")))
            .on_hover_text(tr!("trees-first-hover"))
            .clicked()
        {
            trees.playing = false;
            trees.step = 0;
        }
        let back = ui.add_enabled(!at_start, egui::Button::new(tr!("trees-back-one")));
        if back.on_hover_text(tr!("trees-back-one-hover")).clicked() {
            trees.playing = false;
            trees.back();
        }
        let forward = ui.add_enabled(!at_end, egui::Button::new(tr!("trees-forward-one")));
        if forward.on_hover_text(tr!("trees-forward-one-hover")).clicked() {
            trees.playing = false;
            trees.forward();
        }
        if ui
            .add_enabled(!at_end, egui::Button::new(tr!("trees-last")))
            .on_hover_text(tr!("trees-last-hover"))
            .clicked()
        {
            trees.playing = false;
            trees.step = trees.steps();
        }
        let play = if trees.playing { tr!("trees-pause") } else { tr!("trees-play") };
        if ui.button(play).on_hover_text(tr!("trees-play-hover")).clicked() {
            trees.toggle_play();
        }
    });
    ui.horizontal(|ui| {
        let speed = crate::app::i18n::decimal(f64::from(trees.speed), 1);
        ui.add(egui::Slider::new(&mut trees.speed, 0.5..=10.0).logarithmic(true).show_value(false));
        ui.label(tr!("trees-speed", speed = speed));
    });
    ui.label(egui::RichText::new(tr!("trees-step-count", step = trees.step, steps = trees.steps())).strong());
    let words = trees.last_step_words().unwrap_or_else(|| tr!("trees-start-words"));
    egui::Frame::new().fill(egui::Color32::from_rgb(32, 36, 42)).inner_margin(8).corner_radius(6).show(ui, |ui| {
        ui.set_min_height(72.0);
        ui.set_min_width(ui.available_width());
        ui.add(egui::Label::new(egui::RichText::new(words).size(15.0)).wrap());
    });
    let trace = trees.trace();
    let picture = trees.picture();
    let visited = picture.nodes.iter().filter(|node| node.visited).count();
    let cut = picture.nodes.iter().filter(|node| node.cut).count();
    let cutoffs = trace.steps()[..trees.step]
        .iter()
        .filter(|step| matches!(step, crate::games::textbook_tree::Step::Cut { .. }))
        .count();
    let nodes = trace.tree().node_count();
    ui.label(tr!("trees-counts", visited = visited, nodes = nodes, cut = cut, cutoffs = cutoffs));
    if trees.at_end() {
        let tree = trace.tree();
        let line: Vec<String> = trace.principal_variation().iter().map(|&node| tree.name(node).to_string()).collect();
        let result = tr!("trees-result", value = trace.root_value().to_string(), line = line.join(" → "));
        ui.label(egui::RichText::new(result).color(theme::ACCENT).strong());
    }
    ui.add_space(6.0);
    ui.add(egui::Label::new(egui::RichText::new(tr!("trees-legend")).small().color(theme::TEXT_DIM)).wrap());
}

/// The tree, drawn in a scene the player pans and zooms.
fn drawn_tree(ui: &mut egui::Ui, trees: &mut GameTrees) {
    let tree = trees.trace().tree().clone();
    let picture = trees.picture();
    let places = drawing::layout(&tree);
    let mut scene_rect = trees.scene_rect;
    egui::Scene::new().zoom_range(0.2..=3.0).show(ui, &mut scene_rect, |ui| {
        let bounds = places.iter().fold(egui::Rect::NOTHING, |bounds, &place| {
            bounds.union(egui::Rect::from_center_size(place, egui::vec2(1.0, 1.0)))
        });
        // The whole tree with a margin is the scene's content, so that the first frame fits it.
        let content = bounds.expand2(egui::vec2(60.0, 50.0));
        ui.allocate_rect(content, egui::Sense::hover());
        drawing::draw(ui.painter(), &tree, &picture, &places);
    });
    trees.scene_rect = scene_rect;
}
