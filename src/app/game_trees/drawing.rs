//! The tree drawn as the course draws it: MAX nodes as triangles pointing up, MIN nodes pointing
//! down, leaves as boxes with their values; each node's value so far beside it and, under an
//! internal node alpha-beta reached, the α and β it was searched with; the branches cut greyed
//! and dashed; the best line, once found, in the accent colour; the node the last step worked on
//! ringed. Laid out in the scene's own units (the screen pans and zooms it): leaves a column
//! each, left to right, a parent over the middle of its children, a row a level.
//!
//! The drawing is a list of [`Mark`]s, made once and then painted on the screen or written as
//! an SVG picture ([`super::picture`]), so that the saved picture is what the screen shows.

use bevy_egui::egui::{self, Align2, Color32, FontId, Pos2, Rect, Stroke, pos2, vec2};

use super::{NodeState, TreePicture};
use crate::app::theme;
use crate::games::textbook_tree::{Known, Level, NodeId, Tree};

/// The scene's units between two leaves, and between two levels.
const COLUMN: f32 = 64.0;
const ROW: f32 = 104.0;
/// Half the size of a node's shape.
pub const RADIUS: f32 = 17.0;
/// Room around the tree: for the values beside the nodes and the windows under them.
pub const MARGIN: egui::Vec2 = vec2(60.0, 50.0);

const MAX_COLOUR: Color32 = Color32::from_rgb(214, 120, 84);
const MIN_COLOUR: Color32 = Color32::from_rgb(84, 150, 214);
const LEAF_COLOUR: Color32 = Color32::from_rgb(236, 230, 214);
const UNVISITED: Color32 = Color32::from_rgb(70, 74, 80);
const CUT: Color32 = Color32::from_rgb(58, 60, 64);
const PENDING_TEXT: Color32 = Color32::from_rgb(200, 200, 200);
/// The screen's background, behind the labels.
pub const BACKGROUND: Color32 = Color32::from_rgb(22, 25, 29);

/// One thing drawn, in the scene's units.
#[derive(Clone, Debug, PartialEq)]
pub enum Mark {
    Line {
        from: Pos2,
        to: Pos2,
        width: f32,
        colour: Color32,
        dashed: bool,
    },
    Triangle {
        points: [Pos2; 3],
        fill: Color32,
    },
    Box {
        rect: Rect,
        fill: Color32,
    },
    Ring {
        centre: Pos2,
        radius: f32,
        width: f32,
        colour: Color32,
    },
    /// Text anchored at `at` by `align`; with `backdrop`, on a patch of the background so that
    /// the edges under it do not cross it.
    Text {
        at: Pos2,
        align: Align2,
        text: String,
        size: f32,
        colour: Color32,
        backdrop: bool,
    },
}

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
        let (mut first, mut last) = (None, 0.0);
        for child in tree.children(node) {
            let x = place(tree, child, places, next_column);
            first.get_or_insert(x);
            last = x;
        }
        (first.unwrap_or(last) + last) / 2.0
    };
    places[node.index()] = pos2(x, f32::from(tree.depth(node)) * ROW);
    x
}

/// The area the drawing of nodes at `places` covers, its labels included.
pub fn bounds(places: &[Pos2]) -> Rect {
    let nodes =
        places.iter().fold(Rect::NOTHING, |bounds, &place| bounds.union(Rect::from_center_size(place, vec2(1.0, 1.0))));
    nodes.expand2(MARGIN)
}

/// Where a node can be pointed at and clicked.
pub fn node_rect(place: Pos2) -> Rect {
    Rect::from_center_size(place, vec2(2.6 * RADIUS, 2.4 * RADIUS))
}

/// The marks that draw `tree` as `picture` has it, at `places`: edges first, nodes over them.
pub fn marks(tree: &Tree, picture: &TreePicture, places: &[Pos2]) -> Vec<Mark> {
    let mut marks = Vec::with_capacity(tree.node_count() * 4);
    let on_best_line = |node: NodeId| picture.best_line.contains(&node);
    for node in tree.node_ids() {
        let Some(parent) = tree.parent(node) else { continue };
        let state = picture.nodes[node.index()];
        let (from, to) = (places[parent.index()] + vec2(0.0, RADIUS), places[node.index()] - vec2(0.0, RADIUS));
        if state.cut {
            marks.push(Mark::Line { from, to, width: 1.5, colour: CUT, dashed: true });
            let at = from.lerp(to, 0.5);
            marks.push(Mark::Text {
                at,
                align: Align2::CENTER_CENTER,
                text: "✂".into(),
                size: 14.0,
                colour: CUT,
                backdrop: false,
            });
        } else if on_best_line(parent) && on_best_line(node) {
            marks.push(Mark::Line { from, to, width: 4.0, colour: theme::ACCENT, dashed: false });
        } else {
            let colour = if state.visited { theme::TEXT_DIM } else { UNVISITED };
            marks.push(Mark::Line { from, to, width: 1.5, colour, dashed: false });
        }
    }
    for node in tree.node_ids() {
        let centre = places[node.index()];
        if picture.current == Some(node) {
            marks.push(Mark::Ring { centre, radius: RADIUS + 7.0, width: 2.5, colour: theme::ACCENT });
        }
        node_marks(&mut marks, tree, node, picture.nodes[node.index()], centre);
    }
    marks
}

/// One node: its shape, its name, its value so far and its window.
fn node_marks(marks: &mut Vec<Mark>, tree: &Tree, node: NodeId, state: NodeState, centre: Pos2) {
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
    let text_colour = if state.cut { UNVISITED } else { BACKGROUND };
    let name = tree.name(node).to_string();
    if tree.is_leaf(node) {
        let rect = Rect::from_center_size(centre, vec2(2.0 * RADIUS, 1.6 * RADIUS));
        marks.push(Mark::Box { rect, fill });
        let colour = if state.visited || state.cut { text_colour } else { PENDING_TEXT };
        let text =
            Mark::Text { at: centre, align: Align2::CENTER_CENTER, text: name, size: 15.0, colour, backdrop: false };
        marks.push(text);
        return;
    }
    let (up, down) = (vec2(0.0, -RADIUS * 1.1), vec2(0.0, RADIUS * 1.1));
    let half = RADIUS * 1.15;
    let points = match tree.level(node) {
        Level::Max => [centre + up, centre + vec2(half, RADIUS * 0.8), centre + vec2(-half, RADIUS * 0.8)],
        Level::Min => [centre + down, centre + vec2(-half, -RADIUS * 0.8), centre + vec2(half, -RADIUS * 0.8)],
    };
    marks.push(Mark::Triangle { points, fill });
    let label_at = match tree.level(node) {
        Level::Max => centre + vec2(0.0, 3.0),
        Level::Min => centre - vec2(0.0, 3.0),
    };
    let colour = if state.visited { text_colour } else { PENDING_TEXT };
    marks.push(Mark::Text {
        at: label_at,
        align: Align2::CENTER_CENTER,
        text: name,
        size: 14.0,
        colour,
        backdrop: false,
    });
    if let Some(value) = state.value {
        let (text, colour) = match state.known {
            Some(Known::Exact) => (format!("= {value}"), theme::ACCENT),
            Some(bound) => (format!("{bound} {value}"), theme::ACCENT),
            None => (format!("{value}…"), theme::TEXT_DIM),
        };
        let at = centre + vec2(RADIUS * 1.4, -RADIUS * 0.6);
        marks.push(Mark::Text { at, align: Align2::LEFT_CENTER, text, size: 15.0, colour, backdrop: true });
    }
    if let Some(window) = state.window {
        let text = super::words::window_label(window);
        let at = centre + vec2(0.0, RADIUS * 1.45);
        marks.push(Mark::Text {
            at,
            align: Align2::CENTER_TOP,
            text,
            size: 11.5,
            colour: theme::TEXT_DIM,
            backdrop: true,
        });
    }
}

/// Paints `marks` with `painter`.
pub fn paint(painter: &egui::Painter, marks: &[Mark]) {
    for mark in marks {
        match mark {
            &Mark::Line { from, to, width, colour, dashed: true } => {
                painter.extend(egui::Shape::dashed_line(&[from, to], Stroke::new(width, colour), 6.0, 5.0));
            }
            &Mark::Line { from, to, width, colour, dashed: false } => {
                painter.line_segment([from, to], Stroke::new(width, colour));
            }
            &Mark::Triangle { points, fill } => {
                painter.add(egui::Shape::convex_polygon(points.to_vec(), fill, Stroke::NONE));
            }
            &Mark::Box { rect, fill } => {
                painter.rect_filled(rect, 4.0, fill);
            }
            &Mark::Ring { centre, radius, width, colour } => {
                painter.circle_stroke(centre, radius, Stroke::new(width, colour));
            }
            Mark::Text { at, align, text, size, colour, backdrop } => {
                let galley = painter.layout_no_wrap(text.clone(), FontId::proportional(*size), *colour);
                let rect = align.anchor_size(*at, galley.size());
                if *backdrop {
                    painter.rect_filled(rect.expand(2.0), 3.0, BACKGROUND);
                }
                painter.galley(rect.min, galley, *colour);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::textbook_tree::{RandomShape, TextbookAlgorithm, Trace};

    /// The drawing's shapes never overlap: every node's own area is clear of every other's.
    #[test]
    fn no_two_nodes_overlap_up_to_the_largest_trees() {
        let shapes = [(1, 4, 5), (2, 3, 6), (2, 2, 10), (3, 5, 4), (1, 7, 4)];
        for (seed, (min_children, max_children, depth)) in shapes.into_iter().enumerate() {
            let shape = RandomShape { min_children, max_children, depth, lowest: -9, highest: 9, seed: seed as u64 };
            let tree = Tree::random(&shape).expect("within the limits");
            let places = layout(&tree);
            let mut rects: Vec<Rect> = places.iter().map(|&place| node_rect(place)).collect();
            rects.sort_by(|a, b| a.min.y.total_cmp(&b.min.y).then(a.min.x.total_cmp(&b.min.x)));
            for pair in rects.windows(2) {
                assert!(!pair[0].intersects(pair[1]) || pair[0].min.y != pair[1].min.y, "{tree}: {pair:?}");
            }
            for node in tree.node_ids() {
                if let Some(parent) = tree.parent(node) {
                    assert!(places[parent.index()].y < places[node.index()].y, "a child below its parent");
                }
            }
            let trace = Trace::new(&tree, TextbookAlgorithm::AlphaBeta, Default::default());
            let picture = TreePicture::after(&trace, trace.steps().len());
            assert!(marks(&tree, &picture, &places).len() >= tree.node_count() * 2);
        }
    }
}
