//! The game trees screen: the drawn tree in the middle (pan by dragging, zoom with the wheel or
//! a pinch), and beside it the tree's text and examples, the search's choices, the stepping
//! controls with the last step in words, and the counts.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::exercise::{self, ExerciseRequest, TreeExercise};
use super::picture::{self, SavePng};
use super::program_check::{self, ProgramCheck};
use super::{NodeEdit, TextbookTrees, TreePicture, drawing, last_step_words, words};
use crate::app::base::screen::Screen;
use crate::app::base::theme;
use crate::app::game_screen::FileChooser;
use crate::app::widgets::tree_drawing;
use crate::games::textbook_tree::check::CheckedAlgorithm;
use crate::games::textbook_tree::{EXAMPLES, MAX_LEAF_VALUE, MoveOrder, NodeId, RandomShape, TextbookAlgorithm, Tree};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Typing>();
    app.init_resource::<PanelHidden>();
    app.add_systems(OnEnter(Screen::TextbookTrees), |mut hidden: ResMut<PanelHidden>| hidden.0 = false);
    app.add_systems(Update, keys.run_if(in_state(Screen::TextbookTrees)).run_if(|typing: Res<Typing>| !typing.0));
    app.add_systems(EguiPrimaryContextPass, draw.run_if(in_state(Screen::TextbookTrees)));
}

/// The player is typing in the tree's text: the keys are the text's, not the steps'. (A button
/// or checkbox clicked keeps the focus too, and must not take the arrows from the steps.)
#[derive(Resource, Default)]
struct Typing(bool);

/// The side panel is put away and the tree has the whole window: a wide tree on a projector is
/// drawn half again as large so.
#[derive(Resource, Default)]
struct PanelHidden(bool);

/// ← and → step (a checked program's tree where one is shown), Space plays or pauses, Esc goes
/// back to the menu. Not while the player types in the tree's text or an exercise's box; in an
/// exercise only Esc.
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut trees: ResMut<TextbookTrees>,
    mut check: ResMut<ProgramCheck>,
    exercise: Res<TreeExercise>,
    mut next_screen: ResMut<NextState<Screen>>,
) {
    if exercise.open {
        if keys.just_pressed(KeyCode::Escape) {
            next_screen.set(Screen::Menu);
        }
        return;
    }
    let arrow = [KeyCode::ArrowLeft, KeyCode::ArrowRight].into_iter().find(|&key| keys.just_pressed(key));
    if let (Some(arrow), true) = (arrow, check.shown().is_some()) {
        check.step_by(arrow == KeyCode::ArrowRight);
    } else if keys.just_pressed(KeyCode::Escape) {
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

/// What the screen shows in place of its own search: a checked program's tree, or the exercise.
#[derive(bevy::ecs::system::SystemParam)]
struct OtherViews<'w> {
    check: ResMut<'w, ProgramCheck>,
    exercise: ResMut<'w, TreeExercise>,
}

fn draw(
    mut contexts: EguiContexts,
    mut trees: ResMut<TextbookTrees>,
    mut next_screen: ResMut<NextState<Screen>>,
    mut commands: Commands,
    mut typing: ResMut<Typing>,
    other_views: OtherViews,
    (chooser, mut panel_hidden, mut fitted_in): (Res<FileChooser>, ResMut<PanelHidden>, Local<egui::Vec2>),
) -> Result {
    let OtherViews { mut check, mut exercise } = other_views;
    let ctx = contexts.ctx_mut()?;
    typing.0 = ctx.text_edit_focused();
    let mut root = egui::Ui::new(
        ctx.clone(),
        "game trees".into(),
        egui::UiBuilder::new().layer_id(egui::LayerId::background()).max_rect(ctx.viewport_rect()),
    );
    let frame = egui::Frame::new().fill(tree_drawing::background()).inner_margin(12);
    let (mut png_wanted, mut drawing_area) = (None::<()>, egui::Rect::NOTHING);
    egui::CentralPanel::default().frame(frame).show(&mut root, |ui| {
        let side_width = (ui.available_width() * 0.38).clamp(280.0, 400.0);
        let panel = egui::Panel::right("game trees controls").exact_size(side_width).resizable(false);
        let mut shown = !panel_hidden.0;
        panel.show_collapsible(ui, &mut shown, |ui| {
            egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                // Room for the scroll bar, which is drawn over the panel's right edge.
                ui.set_max_width(ui.available_width() - 12.0);
                ui.horizontal(|ui| {
                    if ui.button(tr!("textbook-trees-back")).on_hover_text(tr!("textbook-trees-back-hover")).clicked() {
                        next_screen.set(Screen::Menu);
                    }
                    ui.label(egui::RichText::new(tr!("textbook-trees-title")).size(22.0).strong());
                });
                ui.horizontal(|ui| {
                    let open = exercise.open;
                    let button = egui::Button::new(egui::RichText::new(tr!("exercise-button")).strong()).selected(open);
                    if ui.add(button).on_hover_text(tr!("exercise-button-hover")).clicked() {
                        exercise.open = !open;
                    }
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        if ui
                            .button(tr!("textbook-trees-hide-panel"))
                            .on_hover_text(tr!("textbook-trees-hide-panel-hover"))
                            .clicked()
                        {
                            panel_hidden.0 = true;
                        }
                    });
                });
                ui.add_space(6.0);
                if exercise.open {
                    let mut request = None;
                    crate::app::widgets::section(ui, &tr!("exercise-section"), true, |ui| {
                        request = exercise::exercise_section(ui, &mut exercise);
                    });
                    if let Some(ExerciseRequest::StepSolution(tree, algorithm)) = request {
                        exercise.open = false;
                        check.hide();
                        trees.use_tree(tree);
                        trees.set_side_by_side(false);
                        trees.set_order(MoveOrder::AsGiven);
                        // An expectimax exercise's tree has chance nodes: the screen steps it by
                        // expectimax whatever search was chosen.
                        match algorithm {
                            CheckedAlgorithm::Minimax => trees.set_algorithm(TextbookAlgorithm::Minimax),
                            CheckedAlgorithm::AlphaBeta => trees.set_algorithm(TextbookAlgorithm::AlphaBeta),
                            CheckedAlgorithm::Expectimax => {}
                        }
                    }
                    return;
                }
                controls(ui, &mut trees);
                let title = tr!("check-section");
                crate::app::widgets::section(ui, &title, false, |ui| {
                    program_check::check_section(ui, &mut check, chooser.available);
                });
                if picture_section(ui, &mut trees) {
                    png_wanted = Some(());
                }
            });
        });
        egui::CentralPanel::default().show(ui, |ui| {
            drawing_area = ui.max_rect();
            // A drawing fits its area when first drawn; a window resized or zoomed (the
            // presentation size) fits it again, or it would stay drawn for the old area.
            if *fitted_in != drawing_area.size() {
                *fitted_in = drawing_area.size();
                trees.scene_rect = egui::Rect::NOTHING;
                check.scene_rect = egui::Rect::NOTHING;
                exercise.scene_rect = egui::Rect::NOTHING;
            }
            if exercise.open {
                exercise::drawn_exercise(ui, &mut exercise);
            } else if !program_check::drawn_check(ui, &mut check) {
                drawn_trees(ui, &mut trees);
            }
        });
    });
    if panel_hidden.0 {
        show_panel_button(ctx, &mut panel_hidden.0);
    }
    if png_wanted.is_some() {
        let scale = ctx.pixels_per_point();
        let area = URect::new(
            (drawing_area.min.x * scale).max(0.0) as u32,
            (drawing_area.min.y * scale).max(0.0) as u32,
            (drawing_area.max.x * scale).max(0.0) as u32,
            (drawing_area.max.y * scale).max(0.0) as u32,
        );
        match picture::pictures_dir() {
            Some(folder) => commands.trigger(SavePng { area, path: picture::new_picture_path(&folder, "png") }),
            None => trees.picture_notice = Some(tr!("textbook-trees-picture-no-folder")),
        }
    }
    Ok(())
}

/// With the panel put away, the button that brings it back, in the drawing's lower right corner
/// (an exercise's words are across the top).
fn show_panel_button(ctx: &egui::Context, hidden: &mut bool) {
    egui::Area::new("game trees show panel".into())
        .anchor(egui::Align2::RIGHT_BOTTOM, egui::vec2(-20.0, -20.0))
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            let button = egui::Button::new(egui::RichText::new(tr!("textbook-trees-show-panel")).strong());
            if ui.add(button).on_hover_text(tr!("textbook-trees-show-panel-hover")).clicked() {
                *hidden = false;
            }
        });
}

/// The tree's section, the search's and the steps'.
fn controls(ui: &mut egui::Ui, trees: &mut TextbookTrees) {
    crate::app::widgets::section(ui, &tr!("textbook-trees-section-tree"), true, |ui| tree_section(ui, trees));
    crate::app::widgets::section(ui, &tr!("textbook-trees-section-search"), true, |ui| search_section(ui, trees));
    crate::app::widgets::section(ui, &tr!("textbook-trees-section-steps"), true, |ui| steps_section(ui, trees));
}

fn tree_section(ui: &mut egui::Ui, trees: &mut TextbookTrees) {
    ui.horizontal(|ui| {
        ui.label(tr!("textbook-trees-example"));
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
    let typed = ui.add(edit).on_hover_text(tr!("textbook-trees-text-hover"));
    let entered = typed.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
    ui.horizontal_wrapped(|ui| {
        if ui.button(tr!("textbook-trees-use")).on_hover_text(tr!("textbook-trees-use-hover")).clicked() || entered {
            trees.read_text();
        }
        if ui.button(tr!("textbook-trees-random")).on_hover_text(tr!("textbook-trees-random-hover")).clicked() {
            trees.random_tree();
        }
        if ui.button(tr!("textbook-trees-copy")).on_hover_text(tr!("textbook-trees-copy-hover")).clicked() {
            let text = trees.shown_tree().to_string();
            ui.ctx().copy_text(text);
        }
    });
    egui::CollapsingHeader::new(egui::RichText::new(tr!("textbook-trees-random-shape")).small())
        .id_salt("trees random shape")
        .show(ui, |ui| random_shape(ui, &mut trees.random_shape))
        .header_response
        .on_hover_text(tr!("textbook-trees-random-shape-hover"));
    if let Some(error) = &trees.error {
        ui.add(egui::Label::new(egui::RichText::new(error).color(theme::warning())).wrap());
    }
}

/// The next random tree's shape: children a node, levels, leaf values; kept in order.
fn random_shape(ui: &mut egui::Ui, shape: &mut RandomShape) {
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(tr!("textbook-trees-random-children")).small())
            .on_hover_text(tr!("textbook-trees-random-shape-hover"));
        ui.add(egui::DragValue::new(&mut shape.min_children).range(1..=6));
        ui.label("–"); // not shown: a dash between two numbers
        ui.add(egui::DragValue::new(&mut shape.max_children).range(1..=6));
        ui.label(egui::RichText::new(tr!("textbook-trees-random-levels")).small());
        ui.add(egui::DragValue::new(&mut shape.depth).range(1..=8));
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(egui::RichText::new(tr!("textbook-trees-random-values")).small());
        ui.add(egui::DragValue::new(&mut shape.lowest).range(-MAX_LEAF_VALUE..=MAX_LEAF_VALUE));
        ui.label("…"); // not shown: a range's dots
        ui.add(egui::DragValue::new(&mut shape.highest).range(-MAX_LEAF_VALUE..=MAX_LEAF_VALUE));
    });
    let chance =
        ui.checkbox(&mut shape.chance_levels, egui::RichText::new(tr!("textbook-trees-random-chance")).small());
    chance.on_hover_text(tr!("textbook-trees-random-chance-hover"));
    shape.max_children = shape.max_children.max(shape.min_children);
    shape.highest = shape.highest.max(shape.lowest);
}

fn search_section(ui: &mut egui::Ui, trees: &mut TextbookTrees) {
    // On a tree with chance nodes only expectimax applies: the others say why they are off.
    let chance = trees.shown_tree().first_chance_node();
    let refused = chance.map(|node| words::chance_tree_words(trees.shown_tree(), node));
    let plain = refused.is_none();
    ui.horizontal_wrapped(|ui| {
        let choices = [
            (TextbookAlgorithm::Minimax, tr!("textbook-trees-minimax"), tr!("textbook-trees-minimax-hover")),
            (TextbookAlgorithm::AlphaBeta, tr!("textbook-trees-alpha-beta"), tr!("textbook-trees-alpha-beta-hover")),
        ];
        let side_by_side = trees.side_by_side();
        for (algorithm, name, hover) in choices {
            let chosen = plain && !side_by_side && trees.algorithm == algorithm;
            let button = ui.add_enabled(plain, egui::Button::selectable(chosen, name));
            if button.on_hover_text(hover).on_disabled_hover_text(refused.clone().unwrap_or_default()).clicked() {
                trees.set_side_by_side(false);
                trees.set_algorithm(algorithm);
            }
        }
        let both = ui.add_enabled(plain, egui::Button::selectable(side_by_side, tr!("textbook-trees-side-by-side")));
        let both = both.on_disabled_hover_text(refused.clone().unwrap_or_default());
        if both.on_hover_text(tr!("textbook-trees-side-by-side-hover")).clicked() {
            trees.set_side_by_side(true);
        }
        let expectimax = egui::Button::selectable(!plain, tr!("textbook-trees-expectimax"));
        ui.add_enabled(!plain, expectimax)
            .on_hover_text(tr!("textbook-trees-expectimax-hover"))
            .on_disabled_hover_text(tr!("textbook-trees-expectimax-no-chance"));
    });
    if !plain {
        let note = tr!("textbook-trees-expectimax-counts", nodes = trees.shown_tree().node_count());
        ui.add(egui::Label::new(egui::RichText::new(note).small().color(theme::text_dim())).wrap());
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("textbook-trees-order")).on_hover_text(tr!("textbook-trees-order-hover"));
        for order in MoveOrder::ALL {
            let name = match order {
                MoveOrder::AsGiven => tr!("textbook-trees-order-as-given"),
                MoveOrder::BestFirst => tr!("textbook-trees-order-best"),
                MoveOrder::WorstFirst => tr!("textbook-trees-order-worst"),
            };
            if ui.selectable_label(trees.order == order, name).clicked() {
                trees.set_order(order);
            }
        }
    });
    counts_table(ui, trees);
}

/// Nodes visited and cut by minimax and by alpha-beta in each order, the row shown ringed; and,
/// on a uniform tree, what best first reaches: the minimal tree.
/// The counts table's columns of figures, wide enough for its headings ("Visitados").
const FIGURE_COLUMN: f32 = 60.0;

fn counts_table(ui: &mut egui::Ui, trees: &TextbookTrees) {
    let counts = trees.counts();
    let showing = |algorithm: TextbookAlgorithm, order: MoveOrder| {
        trees.algorithm == algorithm && (algorithm == TextbookAlgorithm::Minimax || trees.order == order)
    };
    let rows = [
        (tr!("textbook-trees-minimax"), counts.minimax, TextbookAlgorithm::Minimax, MoveOrder::AsGiven),
        (tr!("textbook-trees-row-as-given"), counts.alpha_beta[0].0, TextbookAlgorithm::AlphaBeta, MoveOrder::AsGiven),
        (tr!("textbook-trees-row-best"), counts.alpha_beta[1].0, TextbookAlgorithm::AlphaBeta, MoveOrder::BestFirst),
        (tr!("textbook-trees-row-worst"), counts.alpha_beta[2].0, TextbookAlgorithm::AlphaBeta, MoveOrder::WorstFirst),
    ];
    // The searches' names wrap within what the two figures leave: a wider table would push the
    // panel past the window's edge in a small window.
    let name_width = (ui.available_width() - 2.0 * (FIGURE_COLUMN + 14.0)).max(80.0);
    let grid = egui::Grid::new("trees counts").num_columns(3).spacing([14.0, 2.0]).striped(true);
    grid.max_col_width(name_width).show(ui, |ui| {
        let heading = |text: String| egui::Label::new(egui::RichText::new(text).small().strong()).wrap();
        ui.add(heading(tr!("textbook-trees-column-search")));
        ui.add(heading(tr!("textbook-trees-column-visited")));
        ui.add(heading(tr!("textbook-trees-column-cut")));
        ui.end_row();
        for (name, visited, algorithm, order) in rows {
            let text = |text: String| {
                let text = egui::RichText::new(text);
                if showing(algorithm, order) { text.color(theme::accent()).strong() } else { text }
            };
            ui.add(egui::Label::new(text(name)).wrap());
            ui.label(text(visited.to_string()));
            ui.label(text((counts.nodes - visited).to_string()));
            ui.end_row();
        }
    });
    let note = match counts.minimal_tree {
        Some((leaves, branching, depth)) => tr!(
            "textbook-trees-minimal-tree",
            branching = branching,
            depth = u32::from(depth),
            high = u32::from(depth).div_ceil(2),
            low = u32::from(depth) / 2,
            leaves = leaves,
            read = counts.alpha_beta[1].1
        ),
        None => tr!("textbook-trees-minimal-tree-uneven"),
    };
    ui.add(egui::Label::new(egui::RichText::new(note).small().color(theme::text_dim())).wrap());
}

fn steps_section(ui: &mut egui::Ui, trees: &mut TextbookTrees) {
    ui.horizontal_wrapped(|ui| {
        let (at_start, at_end) = (trees.step == 0, trees.at_end());
        if ui
            .add_enabled(!at_start, egui::Button::new(tr!("textbook-trees-first")))
            .on_hover_text(tr!("textbook-trees-first-hover"))
            .clicked()
        {
            trees.playing = false;
            trees.step = 0;
        }
        let back = ui.add_enabled(!at_start, egui::Button::new(tr!("textbook-trees-back-one")));
        if back.on_hover_text(tr!("textbook-trees-back-one-hover")).clicked() {
            trees.playing = false;
            trees.back();
        }
        let forward = ui.add_enabled(!at_end, egui::Button::new(tr!("textbook-trees-forward-one")));
        if forward.on_hover_text(tr!("textbook-trees-forward-one-hover")).clicked() {
            trees.playing = false;
            trees.forward();
        }
        if ui
            .add_enabled(!at_end, egui::Button::new(tr!("textbook-trees-last")))
            .on_hover_text(tr!("textbook-trees-last-hover"))
            .clicked()
        {
            trees.playing = false;
            trees.step = trees.steps();
        }
        let play = if trees.playing { tr!("textbook-trees-pause") } else { tr!("textbook-trees-play") };
        if ui.button(play).on_hover_text(tr!("textbook-trees-play-hover")).clicked() {
            trees.toggle_play();
        }
    });
    ui.horizontal(|ui| {
        let speed = crate::app::base::i18n::decimal(f64::from(trees.speed), 1);
        ui.add(egui::Slider::new(&mut trees.speed, 0.5..=10.0).logarithmic(true).show_value(false));
        ui.label(tr!("textbook-trees-speed", speed = speed));
    });
    ui.label(egui::RichText::new(tr!("textbook-trees-step-count", step = trees.step, steps = trees.steps())).strong());
    let start = || tr!("textbook-trees-start-words");
    match trees.compared() {
        None => tree_drawing::words_box(ui, None, trees.last_step_words().unwrap_or_else(start)),
        Some(compared) => {
            let own = (trees.algorithm, trees.last_step_words().unwrap_or_else(start));
            let other = (compared.algorithm(), last_step_words(compared, trees.step).unwrap_or_else(start));
            // Minimax above, as the drawings are.
            let (first, second) = if own.0 == TextbookAlgorithm::Minimax { (own, other) } else { (other, own) };
            for (algorithm, words) in [first, second] {
                tree_drawing::words_box(ui, Some(algorithm_name(algorithm)), words);
            }
        }
    }
    let search = trees.search();
    let picture = trees.picture();
    let visited = picture.nodes.iter().filter(|node| node.visited).count();
    let cut = picture.nodes.iter().filter(|node| node.cut).count();
    let cutoffs = search.cutoffs_within(trees.step);
    let nodes = search.tree().node_count();
    ui.label(tr!("textbook-trees-counts", visited = visited, nodes = nodes, cut = cut, cutoffs = cutoffs));
    if trees.at_end() {
        let tree = search.tree();
        let line: Vec<String> = search.best_line().iter().map(|&node| tree.name(node).to_string()).collect();
        let result = tr!("textbook-trees-result", value = search.root_value_words(), line = line.join(" → "));
        ui.add(egui::Label::new(egui::RichText::new(result).color(theme::accent()).strong()).wrap());
    }
    ui.add_space(6.0);
    let legend = if trees.expectimax() { tr!("textbook-trees-legend-chance") } else { tr!("textbook-trees-legend") };
    ui.add(egui::Label::new(egui::RichText::new(legend).small().color(theme::text_dim())).wrap());
}

fn algorithm_name(algorithm: TextbookAlgorithm) -> String {
    match algorithm {
        TextbookAlgorithm::Minimax => tr!("textbook-trees-minimax"),
        TextbookAlgorithm::AlphaBeta => tr!("textbook-trees-alpha-beta"),
    }
}

/// "Save picture" as SVG or PNG, and where the last one went. True where PNG was asked for: the
/// screen is captured once this frame is drawn.
fn picture_section(ui: &mut egui::Ui, trees: &mut TextbookTrees) -> bool {
    let mut png = false;
    crate::app::widgets::section(ui, &tr!("textbook-trees-section-picture"), false, |ui| {
        ui.horizontal_wrapped(|ui| {
            if ui.button(tr!("textbook-trees-save-svg")).on_hover_text(tr!("textbook-trees-save-svg-hover")).clicked() {
                trees.picture_notice = Some(picture::save_svg(trees));
            }
            png =
                ui.button(tr!("textbook-trees-save-png")).on_hover_text(tr!("textbook-trees-save-png-hover")).clicked();
        });
        if let Some(notice) = &trees.picture_notice {
            ui.add(egui::Label::new(egui::RichText::new(notice).small().color(theme::text_dim())).wrap());
        }
    });
    png
}

/// The tree drawn once, or side by side: minimax above, alpha-beta below, stepped together.
fn drawn_trees(ui: &mut egui::Ui, trees: &mut TextbookTrees) {
    let Some(compared) = trees.compared() else {
        let picture = trees.picture();
        let mut scene_rect = trees.scene_rect;
        let edit = drawn_tree(ui, trees.shown_tree(), &picture, trees.layout(), &mut scene_rect, true);
        trees.scene_rect = scene_rect;
        apply(trees, edit);
        return;
    };
    let compared_picture = TreePicture::after(compared, trees.step);
    let picture = trees.picture();
    let minimax_first = trees.algorithm == TextbookAlgorithm::Minimax;
    let half = (ui.available_height() - 8.0) / 2.0;
    // One view for both: the same tree, panned and zoomed together, node over node.
    let mut scene_rect = trees.scene_rect;
    let mut edit = None;
    for own in [minimax_first, !minimax_first] {
        let (search, tree, picture, steps) = if own {
            (trees.algorithm, trees.shown_tree(), &picture, trees.search().step_count())
        } else {
            (compared.algorithm(), compared.tree(), &compared_picture, compared.steps().len())
        };
        // Each scene its own id: they would share one layer, and so one pan and zoom, otherwise.
        ui.push_id(own, |ui| {
            ui.allocate_ui(egui::vec2(ui.available_width(), half), |ui| {
                ui.label(egui::RichText::new(caption(search, trees.step, steps)).strong());
                edit = edit.or(drawn_tree(ui, tree, picture, trees.layout(), &mut scene_rect, own));
            });
        });
        ui.separator();
    }
    trees.scene_rect = scene_rect;
    apply(trees, edit);
}

/// "Alpha-beta: step 12 of 29" over a drawing side by side.
fn caption(algorithm: TextbookAlgorithm, step: usize, steps: usize) -> String {
    tr!("textbook-trees-caption", search = algorithm_name(algorithm), step = step.min(steps), steps = steps)
}

fn apply(trees: &mut TextbookTrees, edit: Option<NodeEdit>) {
    if let Some(edit) = edit
        && let Err(error) = trees.edit(edit)
    {
        trees.error = Some(words::edit_error_words(&error));
    }
}

/// One drawing of the tree in a scene the player pans and zooms; with `editable`, a click on a
/// node opens what can be done to it. Returns the change asked for.
fn drawn_tree(
    ui: &mut egui::Ui,
    tree: &Tree,
    picture: &TreePicture,
    places: &[egui::Pos2],
    scene_rect: &mut egui::Rect,
    editable: bool,
) -> Option<NodeEdit> {
    let mut edit = None;
    egui::Scene::new().zoom_range(0.2..=3.0).show(ui, scene_rect, |ui| {
        // The whole tree with a margin is the scene's content, so that the first frame fits it.
        ui.allocate_rect(tree_drawing::bounds(places), egui::Sense::hover());
        tree_drawing::paint(ui.painter(), &drawing::marks(tree, picture, places));
        if !editable {
            return;
        }
        for node in tree.node_ids() {
            let rect = tree_drawing::node_rect(places[node.index()]);
            let response = ui.interact(rect, ui.id().with(("tree node", node.index())), egui::Sense::click());
            let response = response.on_hover_cursor(egui::CursorIcon::PointingHand);
            let open = response.clicked() || response.secondary_clicked();
            egui::Popup::menu(&response)
                .open_memory(open.then_some(egui::SetOpenCommand::Toggle))
                .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside)
                .show(|ui| edit = edit.or(node_menu(ui, tree, node)));
        }
    });
    edit
}

/// What can be done to `node`: a leaf's value typed, a child added, the node removed.
fn node_menu(ui: &mut egui::Ui, tree: &Tree, node: NodeId) -> Option<NodeEdit> {
    let mut edit = None;
    ui.label(egui::RichText::new(words::node_title(tree, node)).strong());
    if let Some(mut value) = tree.leaf_value(node) {
        ui.horizontal(|ui| {
            ui.label(tr!("textbook-trees-node-value"));
            let range = -MAX_LEAF_VALUE..=MAX_LEAF_VALUE;
            if ui.add(egui::DragValue::new(&mut value).range(range)).changed() {
                edit = Some(NodeEdit::SetValue(node, value));
            }
        });
    }
    if ui.button(tr!("textbook-trees-node-add")).on_hover_text(tr!("textbook-trees-node-add-hover")).clicked() {
        edit = Some(NodeEdit::AddChild(node));
        ui.close();
    }
    if tree.parent(node).is_some()
        && ui.button(tr!("textbook-trees-node-remove")).on_hover_text(tr!("textbook-trees-node-remove-hover")).clicked()
    {
        edit = Some(NodeEdit::Remove(node));
        ui.close();
    }
    edit
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::{Pos2, Rect, pos2, vec2};

    fn frame(ctx: &egui::Context, hidden: &mut bool, events: Vec<egui::Event>) {
        let input = egui::RawInput {
            events,
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(1280.0, 800.0))),
            ..egui::RawInput::default()
        };
        let _ = ctx.run_ui(input, |ui| show_panel_button(ui.ctx(), hidden));
    }

    #[test]
    fn the_corner_button_brings_the_panel_back() {
        let ctx = egui::Context::default();
        let mut hidden = true;
        // An area learns its size in its first frame, and is placed by it in the next.
        frame(&ctx, &mut hidden, Vec::new());
        frame(&ctx, &mut hidden, Vec::new());
        let button =
            ctx.memory(|memory| memory.area_rect(egui::Id::new("game trees show panel"))).expect("the button's area");
        assert!(button.max.x > 1200.0 && button.max.y > 720.0, "in the lower right corner: {button:?}");
        assert!(hidden, "drawn, not yet clicked");
        let click = |at: Pos2, pressed| egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: egui::Modifiers::NONE,
        };
        let elsewhere = pos2(100.0, 100.0);
        frame(&ctx, &mut hidden, vec![egui::Event::PointerMoved(elsewhere), click(elsewhere, true)]);
        frame(&ctx, &mut hidden, vec![click(elsewhere, false)]);
        assert!(hidden, "a click elsewhere leaves the panel away");
        let at = button.center();
        frame(&ctx, &mut hidden, vec![egui::Event::PointerMoved(at), click(at, true)]);
        frame(&ctx, &mut hidden, vec![click(at, false)]);
        assert!(!hidden, "clicked, the panel is shown again");
    }
}
