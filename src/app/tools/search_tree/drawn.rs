//! A recorded search drawn as the course draws game trees ([`crate::app::widgets::tree_drawing`]): MAX
//! and MIN triangles, the moves on the edges, each node's value once the search has left it
//! (`= 3`, or `≤ 1` / `≥ 5` where a bound was enough), the window under it, the moves a cut-off
//! skipped greyed and severed, the best line at the end. For small trees: the rows stay for big
//! ones.

use bevy_egui::egui;

use super::{INFINITY, Recording};
use crate::app::contract::window_game::WindowGame;
use crate::app::widgets::tree_drawing::{self, DrawnNode, Shape};
use crate::engine::{Algorithm, Game, Score};
use crate::games::Notation;

/// The most nodes (kept and skipped) the view draws: past it a drawing is too wide to read,
/// and the rows show it.
pub const DRAWING_CAP: usize = 400;

/// Nodes and skipped moves of `recording`, to decide whether it is drawn.
pub fn drawn_count<G: WindowGame>(recording: &Recording<G>) -> usize {
    let tree = &recording.layout.tree;
    tree.nodes().len() + tree.nodes().iter().map(|node| tree.pruned(node).len()).sum::<usize>()
}

/// The recording as drawn once its first `step` nodes are visited: the kept nodes by their ids
/// (so a drawn index below the kept count is the node's id), then each cut-off's skipped moves.
pub fn drawn_nodes<G: WindowGame>(recording: &Recording<G>, step: usize) -> Vec<DrawnNode> {
    let layout = &recording.layout;
    let tree = &layout.tree;
    let total = layout.node_count();
    let finished = step >= total;
    let positions = positions(recording);
    let value = value_text::<G>;
    let mut nodes: Vec<DrawnNode> = tree
        .nodes()
        .iter()
        .enumerate()
        .map(|(id, node)| {
            let id_u32 = id as u32;
            let visited = id < step;
            let done = visited && layout.finished_by(id_u32, step);
            let leaf = !layout.has_children(id_u32) && tree.pruned(node).is_empty();
            let shape = match (leaf, node.is_max()) {
                (true, _) => Shape::Leaf,
                (false, true) => Shape::Max,
                (false, false) => Shape::Min,
            };
            let bound = if node.value <= node.alpha && node.alpha > -INFINITY {
                "≤"
            } else if node.value >= node.beta && node.beta < INFINITY {
                "≥"
            } else {
                "="
            };
            let windowed = recording.algorithm != Algorithm::Minimax;
            DrawnNode {
                parent: node.parent.map(|parent| parent as usize),
                shape,
                name: if leaf && done { value(node.value) } else { String::new() },
                edge: node
                    .mv
                    .zip(node.parent)
                    .map(|(mv, parent)| G::Position::move_text(positions[parent as usize].seat_to_move(), mv)),
                visited,
                cut: false,
                value: (done && !leaf).then(|| (format!("{bound} {}", value(node.value)), true)),
                window: (visited && windowed && !leaf).then(|| window_text::<G>(node.alpha, node.beta)),
                on_best_line: finished && layout.on_line(id_u32),
                ..DrawnNode::default()
            }
        })
        .collect();
    for (id, node) in tree.nodes().iter().enumerate() {
        let cut_made = id < step && layout.finished_by(id as u32, step);
        for &mv in tree.pruned(node) {
            nodes.push(DrawnNode {
                parent: Some(id),
                shape: if node.is_max() { Shape::Min } else { Shape::Max },
                edge: Some(G::Position::move_text(positions[id].seat_to_move(), mv)),
                cut: cut_made,
                ..DrawnNode::default()
            });
        }
    }
    nodes
}

/// The position at each kept node: its parent's with its move played.
fn positions<G: WindowGame>(recording: &Recording<G>) -> Vec<G::Position> {
    let tree = &recording.layout.tree;
    let mut positions: Vec<G::Position> = Vec::with_capacity(tree.nodes().len());
    for node in tree.nodes() {
        let position = match (node.parent, node.mv) {
            (Some(parent), Some(mv)) => positions[parent as usize].play(mv),
            _ => recording.root,
        };
        positions.push(position);
    }
    positions
}

/// The drawing in a scene the player pans and zooms, the node `current` ringed. Returns the kept
/// node under the pointer, whose position the view shows beside.
pub fn show<G: WindowGame>(
    ui: &mut egui::Ui,
    recording: &Recording<G>,
    step: usize,
    current: Option<u32>,
    scene_rect: &mut egui::Rect,
) -> Option<u32> {
    let nodes = drawn_nodes(recording, step);
    let places = tree_drawing::layout(&nodes);
    let kept = recording.layout.node_count();
    let mut hovered = None;
    egui::Scene::new().zoom_range(0.1..=3.0).show(ui, scene_rect, |ui| {
        ui.allocate_rect(tree_drawing::bounds(&places), egui::Sense::hover());
        tree_drawing::paint(ui.painter(), &tree_drawing::marks(&nodes, &places, current.map(|id| id as usize)));
        for (id, &place) in places[..kept].iter().enumerate() {
            let response =
                ui.interact(tree_drawing::node_rect(place), ui.id().with(("drawn node", id)), egui::Sense::hover());
            if response.hovered() {
                hovered = Some(id as u32);
            }
        }
    });
    hovered
}

/// A value or bound from the root player's side, as the game writes scores: ±∞ for an open
/// window.
pub(super) fn value_text<G: WindowGame>(score: Score) -> String {
    if score >= INFINITY {
        "+∞".to_owned() // not shown: a symbol
    } else if score <= -INFINITY {
        "−∞".to_owned() // not shown: a symbol
    } else {
        G::describe_score(score, false)
    }
}

/// A window as the course writes it: `α 2  β +∞`.
pub(super) fn window_text<G: WindowGame>(alpha: Score, beta: Score) -> String {
    format!("α {}  β {}", value_text::<G>(alpha), value_text::<G>(beta)) // not shown: the course material's symbols
}
