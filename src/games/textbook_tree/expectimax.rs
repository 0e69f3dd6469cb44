//! Every node's expectimax value: a MAX node's best child, a MIN node's worst, a chance node's
//! children weighed by their probabilities. On a tree without chance nodes it is the minimax
//! value. The same backing up with a mistake built in (MAX and MIN swapped, a chance node's
//! plain mean) tells a search checker what a wrong program computed.

use super::tree::{NodeKind, Tree};

/// How values are backed up: as the course defines it, or with one of the mistakes students make.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Backing {
    /// MAX takes the lowest child and MIN the highest.
    pub levels_swapped: bool,
    /// A chance node's children all count the same, whatever their probabilities.
    pub plain_mean: bool,
}

impl Tree {
    /// Each node's expectimax value from MAX's side, indexed by [`NodeId::index`].
    pub fn expectimax_values(&self) -> Vec<f64> {
        self.backed_up_values(Backing::default())
    }

    /// Each node's value backed up as `backing` says, indexed by [`NodeId::index`].
    pub fn backed_up_values(&self, backing: Backing) -> Vec<f64> {
        let mut values = vec![0.0; self.node_count()];
        // Children come after their parent in the level order: backwards, they are valued first.
        for id in self.node_ids().rev() {
            let children = self.children(id).map(|child| values[child.index()]);
            let value = match (self.kind(id), backing.levels_swapped) {
                (NodeKind::Leaf, _) => f64::from(self.leaf_value(id).unwrap_or_default()),
                (NodeKind::Max, false) | (NodeKind::Min, true) => children.fold(f64::NEG_INFINITY, f64::max),
                (NodeKind::Min, false) | (NodeKind::Max, true) => children.fold(f64::INFINITY, f64::min),
                (NodeKind::Chance, _) if backing.plain_mean => children.sum::<f64>() / self.child_count(id) as f64,
                (NodeKind::Chance, _) => {
                    self.children(id).map(|child| self.probability(child).get() * values[child.index()]).sum()
                }
            };
            values[id.index()] = value;
        }
        values
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::games::textbook_tree::NodeId;
    use crate::games::textbook_tree::tests::{any_chance_nested, any_nested};

    fn root_value(text: &str) -> f64 {
        let tree = Tree::parse(text).expect("a tree");
        tree.expectimax_values()[tree.root().index()]
    }

    /// The expectimax value of the subtree under `id`, read straight from the definition:
    /// every line from `id` to a leaf, chance nodes weighing their children.
    fn by_definition(tree: &Tree, id: NodeId) -> f64 {
        let children: Vec<f64> = tree.children(id).map(|child| by_definition(tree, child)).collect();
        match tree.kind(id) {
            NodeKind::Leaf => f64::from(tree.leaf_value(id).expect("a leaf")),
            NodeKind::Max => children.iter().copied().fold(f64::NEG_INFINITY, f64::max),
            NodeKind::Min => children.iter().copied().fold(f64::INFINITY, f64::min),
            NodeKind::Chance => {
                tree.children(id).zip(&children).map(|(child, value)| tree.probability(child).get() * value).sum()
            }
        }
    }

    #[test]
    fn chance_nodes_weigh_their_children_and_the_players_choose() {
        assert_eq!(root_value("([3 5] [2 9])"), 5.5);
        assert_eq!(root_value("([0.25:3 0.75:(2 9)])"), 0.25 * 3.0 + 0.75 * 2.0);
        // MAX over a chance node over two MIN nodes: (3 + 2) / 2.
        assert_eq!(root_value("([(3 5) (2 9)])"), 2.5);
        assert_eq!(root_value("(((-1 4) (2 6)) ((-3 -5) (0 7)))"), 4.0);
    }

    #[test]
    fn the_mistakes_give_the_values_a_wrong_program_would() {
        let tree = Tree::parse("([0.1:10 0.9:0] (4 8))").expect("a tree");
        let root = |backing| tree.backed_up_values(backing)[tree.root().index()];
        assert_eq!(root(Backing::default()), 4.0);
        assert_eq!(root(Backing { plain_mean: true, ..Backing::default() }), 5.0);
        assert_eq!(root(Backing { levels_swapped: true, ..Backing::default() }), 1.0);
    }

    proptest! {
        #[test]
        fn without_chance_nodes_expectimax_is_minimax(nested in any_nested(-20..=20)) {
            let tree = Tree::from_nested(&nested).expect("within the limits");
            let minimax: Vec<f64> = tree.minimax_values().into_iter().map(f64::from).collect();
            prop_assert_eq!(tree.expectimax_values(), minimax);
        }

        #[test]
        fn expectimax_agrees_with_the_definition(nested in any_chance_nested(-20..=20)) {
            let tree = Tree::from_nested(&nested).expect("within the limits");
            let values = tree.expectimax_values();
            for id in tree.node_ids() {
                prop_assert!((values[id.index()] - by_definition(&tree, id)).abs() < 1e-9);
            }
        }
    }
}
