//! The tree drawn as the course draws it: MAX nodes as triangles pointing up, MIN nodes pointing
//! down, leaves as boxes with their values; each node's value so far beside it and, under an
//! internal node alpha-beta reached, the α and β it was searched with; the branches cut greyed
//! and dashed; the best line, once found, in the accent colour; the node the last step worked on
//! ringed. Laid out in the scene's own units (the screen pans and zooms it): leaves a column
//! each, left to right, a parent over the middle of its children, a row a level.

use bevy_egui::egui::{self, Color32, FontId, Pos2, Stroke, pos2, vec2};

use super::{NodeState, TreePicture};
use crate::app::theme;
use crate::games::textbook_tree::{Known, Level, NodeId, Tree};

/// The scene's units between two leaves, and between two levels.
const COLUMN: f32 = 64.0;
const ROW: f32 = 104.0;
/// Half the size of a node's shape.
const RADIUS: f32 = 17.0;

const MAX_COLOUR: Color32 = Color32::from_rgb(214, 120, 84);
const MIN_COLOUR: Color32 = Color32::from_rgb(84, 150, 214);
const LEAF_COLOUR: Color32 = Color32::from_rgb(236, 230, 214);
const UNVISITED: Color32 = Color32::from_rgb(70, 74, 80);
const CUT: Color32 = Color32::from_rgb(58, 60, 64);
/// The screen's background, behind the labels.
const BACKGROUND: Color32 = Color32::from_rgb(22, 25, 29);

/// Where each node goes, by its id.
pub fn layout(tree: &Tree) -> Vec<Pos2> {
    let mut places = vec![Pos2::ZERO; tree.node_count()];
    let mut next_column = 0.0;
    place(tree, tree.root(), &mut places, &mut next_column);
    places
}

/// Places `node`'s subtree: its leaves in the next columns, `node` over its children.
fn place(tree: &Tree, node: NodeId, places: &mut [Pos2], next_column: &mut f32) -> f32 {
    let x = if tree.is_leaf(node) {
        let x = *next_column * COLUMN;
        *next_column += 1.0;
        x
    } else {
        let xs: Vec<f32> = tree.children(node).map(|child| place(tree, child, places, next_column)).collect();
        (xs[0] + xs[xs.len() - 1]) / 2.0
    };
    places[node.index()] = pos2(x, f32::from(tree.depth(node)) * ROW);
    x
}

/// Draws `tree` as `picture` has it, at `places`, with `painter`.
pub fn draw(painter: &egui::Painter, tree: &Tree, picture: &TreePicture, places: &[Pos2]) {
    let on_best_line = |node: NodeId| picture.best_line.contains(&node);
    for node in tree.node_ids() {
        let Some(parent) = tree.parent(node) else { continue };
        let state = picture.nodes[node.index()];
        let (from, to) = (places[parent.index()] + vec2(0.0, RADIUS), places[node.index()] - vec2(0.0, RADIUS));
        if state.cut {
            painter.extend(egui::Shape::dashed_line(&[from, to], Stroke::new(1.5, CUT), 6.0, 5.0));
            painter.text(from.lerp(to, 0.5), egui::Align2::CENTER_CENTER, "✂", FontId::proportional(14.0), CUT);
        } else if on_best_line(parent) && on_best_line(node) {
            painter.line_segment([from, to], Stroke::new(4.0, theme::ACCENT));
        } else {
            let colour = if state.visited { theme::TEXT_DIM } else { UNVISITED };
            painter.line_segment([from, to], Stroke::new(1.5, colour));
        }
    }
    for node in tree.node_ids() {
        let state = picture.nodes[node.index()];
        let centre = places[node.index()];
        if picture.current == Some(node) {
            painter.circle_stroke(centre, RADIUS + 7.0, Stroke::new(2.5, theme::ACCENT));
        }
        draw_node(painter, tree, node, state, centre);
    }
}

/// One node: its shape, its name, its value so far and its window.
fn draw_node(painter: &egui::Painter, tree: &Tree, node: NodeId, state: NodeState, centre: Pos2) {
    let fill = if state.cut {
        CUT
    } else if !state.visited {
        UNVISITED
    } else if tree.is_leaf(node) {
        LEAF_COLOUR
    } else {
        match tree.level(node) {
            Level::Max => MAX_COLOUR,
            Level::Min => MIN_COLOUR,
        }
    };
    let text_colour = if state.cut { UNVISITED } else { Color32::from_rgb(22, 25, 29) };
    let name = tree.name(node).to_string();
    if tree.is_leaf(node) {
        let rect = egui::Rect::from_center_size(centre, vec2(2.0 * RADIUS, 1.6 * RADIUS));
        painter.rect_filled(rect, 4.0, fill);
        let colour = if state.visited || state.cut { text_colour } else { Color32::from_rgb(200, 200, 200) };
        painter.text(centre, egui::Align2::CENTER_CENTER, name, FontId::proportional(15.0), colour);
        return;
    }
    let (up, down) = (vec2(0.0, -RADIUS * 1.1), vec2(0.0, RADIUS * 1.1));
    let half = RADIUS * 1.15;
    let points = match tree.level(node) {
        Level::Max => vec![centre + up, centre + vec2(half, RADIUS * 0.8), centre + vec2(-half, RADIUS * 0.8)],
        Level::Min => vec![centre + down, centre + vec2(-half, -RADIUS * 0.8), centre + vec2(half, -RADIUS * 0.8)],
    };
    painter.add(egui::Shape::convex_polygon(points, fill, Stroke::NONE));
    let label_at = match tree.level(node) {
        Level::Max => centre + vec2(0.0, 3.0),
        Level::Min => centre - vec2(0.0, 3.0),
    };
    let label_colour = if state.visited { text_colour } else { Color32::from_rgb(200, 200, 200) };
    painter.text(label_at, egui::Align2::CENTER_CENTER, name, FontId::proportional(14.0), label_colour);
    if let Some(value) = state.value {
        let (text, colour) = match state.known {
            Some(Known::Exact) => (format!("= {value}"), theme::ACCENT),
            Some(bound) => (format!("{bound} {value}"), theme::ACCENT),
            None => (format!("{value}…"), theme::TEXT_DIM),
        };
        let at = centre + vec2(RADIUS * 1.4, -RADIUS * 0.6);
        label(painter, at, egui::Align2::LEFT_CENTER, text, 15.0, colour);
    }
    if let Some(window) = state.window {
        let text = super::words::window_label(window);
        let at = centre + vec2(0.0, RADIUS * 1.45);
        label(painter, at, egui::Align2::CENTER_TOP, text, 11.5, theme::TEXT_DIM);
    }
}

/// Text on a patch of the background, so that the edges under it do not cross it.
fn label(painter: &egui::Painter, at: Pos2, align: egui::Align2, text: String, size: f32, colour: Color32) {
    let galley = painter.layout_no_wrap(text, FontId::proportional(size), colour);
    let rect = align.anchor_size(at, galley.size());
    painter.rect_filled(rect.expand(2.0), 3.0, BACKGROUND);
    painter.galley(rect.min, galley, colour);
}
