//! Every node's true minimax value, and the tree with each node's children reordered by those
//! values ([`MoveOrder`]): best first, where alpha-beta cuts the most, or worst first, where it
//! cuts little or nothing. The reordered trees are trees of their own, to draw, copy and search.
//! On an uneven tree best first is not always the least work: a small subtree tried first can
//! sometimes save more.

use super::tree::{Level, NodeId, Tree};
use crate::engine::{MoveOrder, Score};

impl Tree {
    /// Each node's minimax value from MAX's side, indexed by [`NodeId::index`].
    pub fn minimax_values(&self) -> Vec<Score> {
        let mut values = vec![0; self.node_count()];
        // Children come after their parent in the level order: backwards, they are valued first.
        for id in self.node_ids().rev() {
            values[id.index()] = match self.leaf_value(id) {
                Some(value) => value,
                None => {
                    let children = self.children(id).map(|child| values[child.index()]);
                    let best = match self.level(id) {
                        Level::Max => children.max(),
                        Level::Min => children.min(),
                    };
                    best.unwrap_or_default()
                }
            };
        }
        values
    }

    /// `(b, d)` where every internal node has `b` children and every leaf is `d` levels below
    /// the root (a uniform tree, where Knuth and Moore's minimal tree is defined); `None`
    /// otherwise, and for a single leaf.
    pub fn uniform_shape(&self) -> Option<(usize, u8)> {
        let root = self.root();
        let branching = self.child_count(root);
        let depth = self.height();
        let uniform = self.node_ids().all(|id| match self.is_leaf(id) {
            true => self.depth(id) == depth,
            false => self.child_count(id) == branching,
        });
        (uniform && branching > 0).then_some((branching, depth))
    }

    /// The leaves alpha-beta reads of this tree with the best child first at every node, where
    /// the tree is uniform: Knuth and Moore's minimal tree, b^⌈d/2⌉ + b^⌊d/2⌋ − 1 leaves, fewer
    /// than any other order lets it read.
    pub fn minimal_tree_leaves(&self) -> Option<u64> {
        let (branching, depth) = self.uniform_shape()?;
        let branching = branching as u64;
        let depth = u32::from(depth);
        Some(branching.pow(depth.div_ceil(2)) + branching.pow(depth / 2) - 1)
    }

    /// The same tree with each node's children in `order`. Children of equal value keep their
    /// order, so reordering twice the same way changes nothing the second time.
    pub fn reordered(&self, order: MoveOrder) -> Tree {
        if order == MoveOrder::AsGiven {
            return self.clone();
        }
        let values = self.minimax_values();
        let ordered_children = |id: NodeId| {
            let mut children: Vec<NodeId> = self.children(id).collect();
            let best_first = |child: &NodeId| match self.level(id) {
                Level::Max => -values[child.index()],
                Level::Min => values[child.index()],
            };
            match order {
                MoveOrder::AsGiven => {}
                MoveOrder::BestFirst => children.sort_by_key(best_first),
                MoveOrder::WorstFirst => children.sort_by_key(|child| std::cmp::Reverse(best_first(child))),
            }
            children
        };
        // The same nodes in another order: no limit can be passed.
        Tree::from_nested(&self.nested_with(self.root(), &ordered_children)).unwrap_or_else(|_| self.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_course_examples_back_up_to_their_values() {
        let tree = Tree::parse("(((-1 4) (2 6)) ((-3 -5) (0 7)))").expect("valid");
        // A, B, C, D, E, F, G, then the leaves.
        assert_eq!(&tree.minimax_values()[..7], [4, 4, -3, 4, 6, -3, 7]);
        let tree = Tree::parse("(((2 3) (5 9)) ((0 1) (7 5)))").expect("valid");
        assert_eq!(&tree.minimax_values()[..7], [3, 3, 1, 3, 9, 1, 7]);
    }

    #[test]
    fn best_first_puts_each_players_choice_first_and_worst_first_last() {
        let tree = Tree::parse("(((2 3) (5 9)) ((0 1) (7 5)))").expect("valid");
        assert_eq!(tree.reordered(MoveOrder::BestFirst).to_string(), "(((3 2) (9 5)) ((1 0) (7 5)))");
        assert_eq!(tree.reordered(MoveOrder::WorstFirst).to_string(), "(((5 7) (0 1)) ((5 9) (2 3)))");
        assert_eq!(tree.reordered(MoveOrder::AsGiven), tree);
    }

    #[test]
    fn a_uniform_tree_has_a_minimal_tree_and_an_uneven_one_none() {
        let course = Tree::parse("(((2 3) (5 9)) ((0 1) (7 5)))").expect("valid");
        assert_eq!((course.uniform_shape(), course.minimal_tree_leaves()), (Some((2, 3)), Some(5)));
        let wide = Tree::parse("((1 2 3) (4 5 6) (7 8 9))").expect("valid");
        assert_eq!(wide.minimal_tree_leaves(), Some(5), "3 + 3 - 1");
        for uneven in ["((1 2) 3)", "((1 2) (3 4 5))", "7"] {
            assert_eq!(Tree::parse(uneven).expect("valid").minimal_tree_leaves(), None, "{uneven}");
        }
    }

    #[test]
    fn reordering_keeps_the_value_and_ties_in_place() {
        let tree = Tree::parse("((4 1 4) (2 (4 5)) 3)").expect("valid");
        for order in MoveOrder::ALL {
            let reordered = tree.reordered(order);
            assert_eq!(reordered.minimax_values()[0], tree.minimax_values()[0]);
            assert_eq!(reordered.reordered(order), reordered);
        }
        assert_eq!(tree.reordered(MoveOrder::BestFirst).to_string(), "(3 (2 (5 4)) (1 4 4))");
    }
}
