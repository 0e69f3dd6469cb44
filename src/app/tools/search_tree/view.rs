//! The search tree view's window: what to record, the counts of each algorithm on this position,
//! the steps through the search, the tree drawn a row per node (only the rows on screen), and the
//! position of the node under the mouse.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::drawn::{value_text, window_text};
use super::{Comparison, INFINITY, Look, Recording, Row, TreeView, drawn, record_position};
use crate::app::base::assets::{Art, PreviewArt};
use crate::app::base::requests::ShowSearchTree;
use crate::app::base::screen::Screen;
use crate::app::base::tasks::Generation;
use crate::app::base::{i18n, theme};
use crate::app::contract::arcade_game::side_name;
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings::GameSettings;
use crate::app::contract::window_game::WindowGame;
use crate::engine::{Algorithm, Game, MoveOrder};
use crate::games::Notation;
use crate::tr;

const ROW_HEIGHT: f32 = 20.0;
/// Indentation per ply.
const INDENT: f32 = 16.0;
/// The side of the position's picture.
const PICTURE: f32 = 170.0;

pub(super) fn plugin<G: WindowGame>(app: &mut App) {
    app.add_observer(open::<G>);
    app.add_systems(EguiPrimaryContextPass, draw::<G>.run_if(in_state(G::screen())));
}

fn open<G: WindowGame>(_: On<ShowSearchTree>, screen: Res<State<Screen>>, mut view: ResMut<TreeView<G>>) {
    if *screen.get() == G::screen() {
        view.open = true;
    }
}

/// What the controls asked for this frame.
#[derive(Default)]
struct Asked {
    record: bool,
    /// Scroll the tree to the node just visited.
    follow: bool,
}

fn draw<G: WindowGame>(
    mut contexts: EguiContexts,
    mut view: ResMut<TreeView<G>>,
    current_game: Res<CurrentGame<G>>,
    settings: Res<GameSettings<G>>,
    art: Res<Art>,
    images: Res<Assets<Image>>,
    time: Res<Time>,
) -> Result {
    if !view.open {
        return Ok(());
    }
    let preview_art = PreviewArt::new(&mut contexts, &art, &images);
    let ctx = contexts.ctx_mut()?;
    let board_area = theme::board_area(ctx.content_rect());
    let generation = current_game.generation();
    let mut open = true;
    let mut asked = Asked::default();
    let view = view.as_mut();
    advance_while_playing(view, generation, time.delta_secs(), &mut asked);
    egui::Window::new(tr!("search-tree-title"))
        .id(egui::Id::new("search tree"))
        .open(&mut open)
        .default_pos(board_area.min + egui::vec2(12.0, 12.0))
        .fixed_size(board_area.shrink(12.0).size() - egui::vec2(0.0, 40.0))
        .collapsible(false)
        .show(ctx, |ui| {
            controls::<G>(ui, view, &mut asked);
            let recording_now = view.is_recording();
            comparison_table::<G>(ui, view.comparisons(generation).copied().collect(), recording_now);
            ui.separator();
            match view.current(generation).is_some() {
                true => {
                    steps(ui, view, generation, &mut asked);
                    ui.separator();
                    tree_and_picture(ui, view, generation, &preview_art, asked.follow);
                }
                false => {
                    let text = if recording_now { tr!("search-tree-recording") } else { tr!("search-tree-empty") };
                    ui.label(egui::RichText::new(text).italics());
                }
            }
        });
    if view.playing {
        ctx.request_repaint_after(std::time::Duration::from_secs_f32((1.0 / view.speed).clamp(0.01, 0.5)));
    }
    if asked.record {
        record_position(view, &current_game, &settings);
    }
    if !open {
        view.open = false;
        view.playing = false;
        view.cancel();
    }
    Ok(())
}

/// Moves the step on while playing: as many nodes as the speed and the time since the last
/// frame make (at least one a frame, so that a slow frame rate still plays).
fn advance_while_playing<G: WindowGame>(
    view: &mut TreeView<G>,
    generation: Generation,
    seconds: f32,
    asked: &mut Asked,
) {
    if !view.playing {
        return;
    }
    let Some(total) = view.current(generation).map(|recording| recording.layout.node_count()) else {
        view.playing = false;
        return;
    };
    let step = view.step.unwrap_or(0);
    let next = (step + (seconds * view.speed).round().max(1.0) as usize).min(total);
    view.step = Some(next);
    view.playing = next < total;
    asked.follow = true;
}

/// Algorithm, depth, Record.
fn controls<G: WindowGame>(ui: &mut egui::Ui, view: &mut TreeView<G>, asked: &mut Asked) {
    ui.horizontal_wrapped(|ui| {
        for algorithm in Algorithm::ALL {
            ui.selectable_value(&mut view.algorithm, algorithm, algorithm_name(algorithm))
                .on_hover_text(algorithm_hover(algorithm));
        }
    });
    ui.add_enabled_ui(view.algorithm != Algorithm::Full, |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.label(tr!("search-tree-order")).on_hover_text(tr!("search-tree-order-hover"));
            for order in MoveOrder::ALL {
                ui.selectable_value(&mut view.order, order, order_name(order));
            }
        });
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("search-tree-depth"));
        ui.add(egui::Slider::new(&mut view.depth, G::TREE_DEPTHS)).on_hover_text(tr!("search-tree-depth-hover"));
        if view.is_recording() {
            ui.spinner();
            if ui.button(tr!("search-tree-cancel")).clicked() {
                view.cancel();
            }
        } else if ui
            .button(egui::RichText::new(tr!("search-tree-record")).strong())
            .on_hover_text(tr!("search-tree-record-hover"))
            .clicked()
        {
            asked.record = true;
        }
    });
    if G::TREE_NODE_CAP < usize::MAX {
        ui.label(
            egui::RichText::new(tr!("search-tree-cap", nodes = i18n::whole(G::TREE_NODE_CAP as u64))).small().weak(),
        );
    }
}

fn algorithm_name(algorithm: Algorithm) -> String {
    match algorithm {
        Algorithm::Minimax => tr!("search-tree-algorithm-minimax"),
        Algorithm::AlphaBeta => tr!("search-tree-algorithm-alphabeta"),
        Algorithm::Full => tr!("search-tree-algorithm-full"),
    }
}

fn order_name(order: MoveOrder) -> String {
    match order {
        MoveOrder::AsGiven => tr!("search-tree-order-as-given"),
        MoveOrder::BestFirst => tr!("search-tree-order-best"),
        MoveOrder::WorstFirst => tr!("search-tree-order-worst"),
    }
}

fn algorithm_hover(algorithm: Algorithm) -> String {
    match algorithm {
        Algorithm::Minimax => tr!("search-tree-algorithm-minimax-hover"),
        Algorithm::AlphaBeta => tr!("search-tree-algorithm-alphabeta-hover"),
        Algorithm::Full => tr!("search-tree-algorithm-full-hover"),
    }
}

/// The nodes each algorithm visited on this position, side by side.
fn comparison_table<G: WindowGame>(ui: &mut egui::Ui, mut rows: Vec<Comparison>, recording: bool) {
    if rows.is_empty() {
        return;
    }
    rows.sort_by_key(|row| (row.depth, row.algorithm as u8, row.order as u8));
    egui::Grid::new("tree comparison").striped(true).spacing([14.0, 2.0]).show(ui, |ui| {
        ui.label(egui::RichText::new(tr!("search-tree-compare-search")).strong());
        ui.label(egui::RichText::new(tr!("search-tree-compare-nodes")).strong())
            .on_hover_text(tr!("search-tree-compare-nodes-hover"));
        ui.label(egui::RichText::new(tr!("search-tree-compare-cutoffs")).strong())
            .on_hover_text(tr!("search-tree-cutoff-hover"));
        ui.label(egui::RichText::new(tr!("search-tree-compare-value")).strong());
        ui.end_row();
        for row in rows {
            let search = match row.order {
                MoveOrder::AsGiven => algorithm_name(row.algorithm),
                order => tr!(
                    "search-tree-compare-ordered",
                    search = algorithm_name(row.algorithm),
                    order = order_name(order)
                ),
            };
            ui.label(tr!("search-tree-compare-row", search = search, depth = row.depth));
            ui.label(i18n::whole(row.nodes));
            ui.label(i18n::whole(row.cutoffs as u64));
            ui.label(row.root_value.map_or_else(|| "–".to_owned(), value_text::<G>)); // not shown: a dash when there is no value
            ui.end_row();
        }
    });
    if recording {
        ui.label(egui::RichText::new(tr!("search-tree-recording")).italics());
    }
}

/// ⏮ ◀ ▶ ⏭, play and its speed, and the counters so far.
fn steps<G: WindowGame>(ui: &mut egui::Ui, view: &mut TreeView<G>, generation: Generation, asked: &mut Asked) {
    let Some(total) = view.current(generation).map(|recording| recording.layout.node_count()) else {
        return;
    };
    let step = view.step.unwrap_or(total);
    let mut chosen = None;
    ui.horizontal_wrapped(|ui| {
        if ui.button("⏮").on_hover_text(tr!("search-tree-step-first")).clicked() {
            chosen = Some(1);
        }
        if ui.button("◀").on_hover_text(tr!("search-tree-step-back")).clicked() {
            chosen = Some(step.saturating_sub(1).max(1));
        }
        if ui.button("▶").on_hover_text(tr!("search-tree-step-forward")).clicked() {
            chosen = Some((step + 1).min(total));
        }
        if ui.button("⏭").on_hover_text(tr!("search-tree-step-last")).clicked() {
            view.step = None;
            view.playing = false;
        }
        let play = if view.playing { tr!("search-tree-pause") } else { tr!("search-tree-play") };
        if ui.button(play).clicked() {
            view.playing = !view.playing;
            if view.playing && step >= total {
                view.step = Some(0);
            }
        }
        ui.add(egui::Slider::new(&mut view.speed, 1.0..=500.0).logarithmic(true).suffix(tr!("search-tree-speed-unit")))
            .on_hover_text(tr!("search-tree-speed-hover"));
    });
    look_choice(ui, view, generation);
    if let Some(step) = chosen {
        view.step = Some(step);
        view.playing = false;
        asked.follow = true;
    }
    let Some(recording) = view.current(generation) else { return };
    let counts = recording.layout.counts(view.step.unwrap_or(total));
    let tree = &recording.layout.tree;
    let mut line = tr!(
        "search-tree-counts",
        visited = i18n::whole(counts.visited as u64),
        total = i18n::whole(total as u64),
        cutoffs = i18n::whole(counts.cutoffs as u64),
        pruned = i18n::whole(counts.pruned as u64)
    );
    if tree.earlier_passes() > 0 {
        line = format!("{line}  {}", tr!("search-tree-earlier", nodes = i18n::whole(tree.earlier_passes())));
    }
    if !tree.is_complete() {
        line = format!("{line}  {}", tr!("search-tree-capped", visited = i18n::whole(tree.visited())));
    }
    ui.label(line).on_hover_text(tr!("search-tree-cutoff-hover"));
}

/// Rows or a drawing; a drawing only for trees small enough to read as one.
fn look_choice<G: WindowGame>(ui: &mut egui::Ui, view: &mut TreeView<G>, generation: Generation) {
    let Some(count) = view.current(generation).map(drawn::drawn_count) else { return };
    let look = view.look(generation);
    ui.horizontal(|ui| {
        if ui
            .selectable_label(look == Look::Rows, tr!("search-tree-look-rows"))
            .on_hover_text(tr!("search-tree-look-rows-hover"))
            .clicked()
        {
            view.look = Some(Look::Rows);
        }
        let drawable = count <= drawn::DRAWING_CAP;
        let drawing = ui
            .add_enabled(drawable, egui::Button::selectable(look == Look::Drawing, tr!("search-tree-look-drawing")))
            .on_hover_text(tr!("search-tree-look-drawing-hover"))
            .on_disabled_hover_text(tr!(
                "search-tree-look-too-big",
                nodes = i18n::whole(count as u64),
                most = i18n::whole(drawn::DRAWING_CAP as u64)
            ));
        if drawing.clicked() {
            view.look = Some(Look::Drawing);
        }
    });
}

/// The rows (or the drawing) on the left, the hovered node's position on the right.
fn tree_and_picture<G: WindowGame>(
    ui: &mut egui::Ui,
    view: &mut TreeView<G>,
    generation: Generation,
    art: &PreviewArt,
    follow: bool,
) {
    let Some(total) = view.current(generation).map(|recording| recording.layout.node_count()) else { return };
    let step = view.step.unwrap_or(total);
    if let Some(recording) = view.recording.as_mut()
        && step > 0
    {
        recording.layout.reveal((step - 1) as u32);
    }
    let Some(recording) = view.recording.as_ref() else { return };
    let rows = recording.layout.rows(step);
    let current = (step < total && step > 0).then(|| (step - 1) as u32);
    let root_side = side_name::<G>(recording.root.seat_to_move());
    ui.label(egui::RichText::new(tr!("search-tree-values-side", side = root_side)).small())
        .on_hover_text(tr!("search-tree-max-min-hover"));
    let mut hovered = None;
    let mut toggled = None;
    let mut scene_rect = view.scene_rect;
    ui.horizontal_top(|ui| {
        let tree_width = (ui.available_width() - PICTURE - 16.0).max(200.0);
        let top_down = egui::Layout::top_down(egui::Align::LEFT);
        let look = view.look(generation);
        ui.allocate_ui_with_layout(egui::vec2(tree_width, ui.available_height()), top_down, |ui| {
            if look == Look::Drawing {
                hovered = drawn::show::<G>(ui, recording, step, current, &mut scene_rect);
                return;
            }
            let mut scroll = egui::ScrollArea::vertical().auto_shrink(false).id_salt("tree rows");
            if follow && let Some(index) = current.and_then(|id| rows.iter().position(|row| *row == Row::Node(id))) {
                scroll = scroll.vertical_scroll_offset((index as f32 * ROW_HEIGHT - 3.0 * ROW_HEIGHT).max(0.0));
            }
            scroll.show_rows(ui, ROW_HEIGHT, rows.len(), |ui, range| {
                for &row in &rows[range] {
                    let response = draw_row::<G>(ui, recording, row, step, current);
                    if let Row::Node(id) = row {
                        if response.hovered() {
                            hovered = Some(id);
                        }
                        if response.clicked() {
                            toggled = Some(id);
                        }
                    }
                }
            });
        });
        ui.vertical(|ui| picture::<G>(ui, recording, view.hovered.or(current).unwrap_or(0), art));
    });
    view.hovered = hovered;
    view.scene_rect = scene_rect;
    if let (Some(id), Some(recording)) = (toggled, view.recording.as_mut()) {
        recording.layout.toggle(id);
    }
}

/// One row: the node's move, MAX or MIN, its value and window, and its cut-off; or a pruned
/// move, greyed.
fn draw_row<G: WindowGame>(
    ui: &mut egui::Ui,
    recording: &Recording<G>,
    row: Row,
    step: usize,
    current: Option<u32>,
) -> egui::Response {
    let layout = &recording.layout;
    let tree = &layout.tree;
    let (rect, response) = ui.allocate_exact_size(egui::vec2(ui.available_width(), ROW_HEIGHT), egui::Sense::click());
    let painter = ui.painter_at(rect);
    let font = egui::FontId::proportional(13.5);
    let text_color = ui.visuals().text_color();
    let weak = ui.visuals().weak_text_color();
    let mid_y = rect.center().y;
    match row {
        Row::Pruned { parent, index } => {
            let node = &tree.nodes()[parent as usize];
            let mv = tree.pruned(node)[index as usize];
            let parent_position = position_at::<G>(recording, parent);
            let x = rect.left() + INDENT * f32::from(node.ply + 1) + 14.0;
            let text = format!(
                "{}  ✂ {}",
                G::Position::move_text(parent_position.seat_to_move(), mv),
                tr!("search-tree-pruned-move")
            );
            painter.text(egui::pos2(x, mid_y), egui::Align2::LEFT_CENTER, text, font, weak);
            response.on_hover_text(tr!("search-tree-pruned-hover"))
        }
        Row::Node(id) => {
            let node = &tree.nodes()[id as usize];
            if layout.on_line(id) {
                painter.rect_filled(rect, 3.0, egui::Color32::from_rgba_unmultiplied(230, 190, 60, 40));
            }
            if current == Some(id) {
                painter.rect_stroke(
                    rect.shrink(1.0),
                    3.0,
                    egui::Stroke::new(1.5, theme::accent()),
                    egui::StrokeKind::Inside,
                );
            }
            if response.hovered() {
                painter.rect_filled(rect, 3.0, ui.visuals().widgets.hovered.weak_bg_fill.gamma_multiply(0.5));
            }
            let mut x = rect.left() + INDENT * f32::from(node.ply);
            if layout.has_children(id) {
                let arrow = if layout.is_expanded(id) { "⏷" } else { "⏵" };
                painter.text(egui::pos2(x + 6.0, mid_y), egui::Align2::CENTER_CENTER, arrow, font.clone(), weak);
            }
            x += 14.0;
            let name = match node.mv {
                Some(mv) => {
                    G::Position::move_text(position_at::<G>(recording, node.parent.unwrap_or(0)).seat_to_move(), mv)
                }
                None => tr!("search-tree-root"),
            };
            let name_rect =
                painter.text(egui::pos2(x, mid_y), egui::Align2::LEFT_CENTER, name, font.clone(), text_color);
            x = name_rect.right().max(x + 40.0) + 8.0;
            let (level, level_color) = if node.is_max() {
                ("MAX", egui::Color32::from_rgb(70, 130, 220))
            } else {
                ("MIN", egui::Color32::from_rgb(215, 90, 80))
            };
            painter.text(
                egui::pos2(x, mid_y),
                egui::Align2::LEFT_CENTER,
                level,
                egui::FontId::monospace(11.5),
                level_color,
            );
            x += 38.0;
            let value = if layout.finished_by(id, step) {
                format!("= {}", value_text::<G>(node.value))
            } else {
                "= …".to_owned()
            }; // not shown: a number and a sign
            let value_rect =
                painter.text(egui::pos2(x, mid_y), egui::Align2::LEFT_CENTER, value, font.clone(), text_color);
            x = value_rect.right().max(x + 70.0) + 10.0;
            let window = window_text::<G>(node.alpha, node.beta);
            let window_rect = painter.text(
                egui::pos2(x, mid_y),
                egui::Align2::LEFT_CENTER,
                window,
                egui::FontId::proportional(12.0),
                weak,
            );
            x = window_rect.right() + 10.0;
            let mut notes = Vec::new();
            if node.cutoff && layout.finished_by(id, step) {
                notes.push(tr!("search-tree-cut", pruned = tree.pruned(node).len()));
            }
            if node.from_table {
                notes.push(tr!("search-tree-from-table"));
            }
            if node.research {
                notes.push(tr!("search-tree-research"));
            }
            if !notes.is_empty() {
                painter.text(
                    egui::pos2(x, mid_y),
                    egui::Align2::LEFT_CENTER,
                    notes.join(" · "),
                    font,
                    egui::Color32::from_rgb(215, 120, 60),
                );
            }
            response.on_hover_ui(|ui| node_details::<G>(ui, recording, id, step))
        }
    }
}

/// The hover text of a node: what MAX or MIN does there, its window, what it returned and why it
/// stopped.
fn node_details<G: WindowGame>(ui: &mut egui::Ui, recording: &Recording<G>, id: u32, step: usize) {
    let layout = &recording.layout;
    let node = &layout.tree.nodes()[id as usize];
    ui.label(if node.is_max() { tr!("search-tree-max-hover") } else { tr!("search-tree-min-hover") });
    ui.label(tr!("search-tree-window-hover", alpha = value_text::<G>(node.alpha), beta = value_text::<G>(node.beta)));
    if layout.finished_by(id, step) {
        let kind = if node.value <= node.alpha && node.alpha > -INFINITY {
            tr!("search-tree-value-at-most", value = value_text::<G>(node.value))
        } else if node.value >= node.beta && node.beta < INFINITY {
            tr!("search-tree-value-at-least", value = value_text::<G>(node.value))
        } else {
            tr!("search-tree-value-exact", value = value_text::<G>(node.value))
        };
        ui.label(kind);
    }
    if node.cutoff {
        ui.label(tr!("search-tree-cutoff-hover"));
    }
    if node.from_table {
        ui.label(tr!("search-tree-from-table-hover"));
    }
    if node.research {
        ui.label(tr!("search-tree-research-hover"));
    }
    if layout.on_line(id) {
        ui.label(tr!("search-tree-line-hover"));
    }
}

/// The position of the node shown, drawn as the game draws boards, with the moves that lead
/// there.
fn picture<G: WindowGame>(ui: &mut egui::Ui, recording: &Recording<G>, id: u32, art: &PreviewArt) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(PICTURE, PICTURE), egui::Sense::hover());
    let position = position_at::<G>(recording, id);
    G::draw_position(&ui.painter_at(rect.expand(4.0)), rect.shrink(4.0), &position, art);
    let path = recording.layout.tree.path(id);
    let mut at = recording.root;
    let moves: Vec<String> = path
        .into_iter()
        .map(|mv| {
            let text = G::Position::move_text(at.seat_to_move(), mv);
            at = at.play(mv);
            text
        })
        .collect();
    let line = if moves.is_empty() { tr!("search-tree-root") } else { moves.join(" ") };
    ui.add(egui::Label::new(egui::RichText::new(line).small()).wrap());
    let to_move = side_name::<G>(position.seat_to_move());
    let over = position.is_over();
    ui.label(
        egui::RichText::new(if over {
            tr!("search-tree-game-over")
        } else {
            tr!("search-tree-to-move", side = to_move)
        })
        .small(),
    );
}

/// The position at node `id`: the root with the moves of its path played.
fn position_at<G: WindowGame>(recording: &Recording<G>, id: u32) -> G::Position {
    recording.layout.tree.path(id).into_iter().fold(recording.root, |position, mv| position.play(mv))
}
