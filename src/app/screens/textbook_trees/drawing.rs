//! The course's trees as the shared tree drawing shows them ([`crate::app::widgets::tree_drawing`]):
//! internal nodes lettered in their triangles, leaves as boxes with their values, each node's
//! value so far (`3…`), or final (`= 3`, or `≥ 5` where a bound was enough), and the window it
//! was searched with; chance nodes as circles, their chances on their branches.

use bevy_egui::egui::Pos2;

use super::TreePicture;
use crate::app::widgets::tree_drawing::{self, DrawnNode, Shape};
use crate::games::textbook_tree::{Known, NodeId, NodeKind, Tree};

/// `tree`'s nodes as the search has left them in `picture`, in the tree's own order (level by
/// level), so that a node's index is its [`crate::games::textbook_tree::NodeId::index`].
pub fn drawn_nodes(tree: &Tree, picture: &TreePicture) -> Vec<DrawnNode> {
    tree.node_ids()
        .map(|node| {
            let state = picture.nodes[node.index()];
            let shape = shape(tree, node);
            let value = state.value.filter(|_| shape != Shape::Leaf).map(|value| {
                let value = super::words::mean_words(value);
                match state.known {
                    Some(Known::Exact) => (format!("= {value}"), true),
                    Some(bound) => (format!("{bound} {value}"), true),
                    None => (format!("{value}…"), false),
                }
            });
            DrawnNode {
                parent: tree.parent(node).map(|parent| parent.index()),
                shape,
                name: tree.name(node).to_string(),
                edge: chance_edge(tree, node),
                visited: state.visited,
                cut: state.cut,
                value,
                window: state.window.filter(|_| shape != Shape::Leaf).map(super::words::window_label),
                on_best_line: picture.best_line.contains(&node),
                ..DrawnNode::default()
            }
        })
        .collect()
}

/// What `node` is drawn as.
pub fn shape(tree: &Tree, node: NodeId) -> Shape {
    match tree.kind(node) {
        NodeKind::Leaf => Shape::Leaf,
        NodeKind::Chance => Shape::Chance,
        NodeKind::Max => Shape::Max,
        NodeKind::Min => Shape::Min,
    }
}

/// A chance node's child's probability, written on the edge to it, as the courses draw it.
pub fn chance_edge(tree: &Tree, node: NodeId) -> Option<String> {
    let parent = tree.parent(node)?;
    tree.is_chance(parent).then(|| crate::app::base::i18n::decimal_places(tree.probability(node).get(), 3))
}

/// Where each node of `tree` goes, by its index.
pub fn layout(tree: &Tree) -> Vec<Pos2> {
    let picture = TreePicture::after_none(tree);
    tree_drawing::layout(&drawn_nodes(tree, &picture))
}

/// The marks that draw `tree` as `picture` has it, at `places`.
pub fn marks(tree: &Tree, picture: &TreePicture, places: &[Pos2]) -> Vec<tree_drawing::Mark> {
    tree_drawing::marks(&drawn_nodes(tree, picture), places, picture.current.map(|node| node.index()))
}

#[cfg(test)]
mod tests {
    use bevy_egui::egui::Rect;

    use super::*;
    use crate::games::textbook_tree::{RandomShape, TextbookAlgorithm, Trace};

    /// The drawing's shapes never overlap: every node's own area is clear of every other's on
    /// its level, and each child is drawn below its parent.
    #[test]
    fn no_two_nodes_overlap_up_to_the_largest_trees() {
        let shapes = [(1, 4, 5), (2, 3, 6), (2, 2, 10), (3, 5, 4), (1, 7, 4)];
        for (seed, (min_children, max_children, depth)) in shapes.into_iter().enumerate() {
            let shape = RandomShape {
                min_children,
                max_children,
                depth,
                lowest: -9,
                highest: 9,
                chance_levels: false,
                seed: seed as u64,
            };
            let tree = Tree::random(&shape).expect("within the limits");
            let places = layout(&tree);
            let mut rects: Vec<Rect> = places.iter().map(|&place| tree_drawing::node_rect(place)).collect();
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
