//! A textbook tree as a [`Game`] the engine searches: a position is a node, the moves are its
//! children, and a leaf ends the game.
//!
//! # Leaf values are plain scores, not wins and losses
//!
//! The engine scores a finished game by [`Game::terminal_score`], which its other games answer
//! with proven results ([`crate::engine::proven_win`]…): scores beyond every heuristic value,
//! which the search shortens by one per ply so that it prefers quicker wins. A textbook leaf is
//! no win or loss but a number to back up as it is: `3` must stay `3` all the way to the root.
//!
//! It can be returned as the terminal score itself, because the engine treats a terminal score
//! specially only where it is proven: [`crate::engine::is_proven`] is true only within 1,024 of
//! ±[`crate::engine::WIN`] (a hundred million), and both the per-ply shortening and the
//! transposition table's re-framing leave any other score untouched. Leaf values are bounded by
//! [`MAX_LEAF_VALUE`](super::MAX_LEAF_VALUE), far inside. So `terminal_score` gives the leaf's
//! value from the side to move's view (negated at a MIN node: the engine is negamax), and the
//! searches recorded through [`crate::engine::Searcher::record`] back up exactly the course's
//! numbers, which [`crate::engine::SearchTree`] turns back to MAX's side.
//!
//! The other road, searching to a depth that ends on the leaves and letting an evaluator read
//! them, would not be enough alone: leaves above the deepest level (a tree of uneven depth) are
//! met with depth left, where the engine asks the rules, not the evaluator. Searching as deep
//! as the tree ([`Tree::height`]) is still needed, so that no internal node is cut off by the
//! depth limit; [`LeafValues`] is there for the engine's shallower first iterations (the full
//! engine deepens one ply at a time) and knows nothing of internal nodes.

use std::sync::Arc;

use super::tree::{Level, MAX_NODES, NodeId, Tree};
use crate::engine::{Evaluator, Game, Score};
use crate::games::random::mix64;

/// A move: which child to go to, from 0, left to right.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ChildIndex(pub u16);

/// A node of a shared tree, as a position of the game the tree draws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TreePosition {
    tree: Arc<Tree>,
    node: NodeId,
}

impl TreePosition {
    /// The tree's root: where its game starts, MAX to move.
    pub fn start(tree: Arc<Tree>) -> Self {
        let node = tree.root();
        Self { tree, node }
    }

    /// Whose turn it is.
    pub fn level(&self) -> Level {
        self.tree.level(self.node)
    }
}

impl Game for TreePosition {
    type Move = ChildIndex;
    /// A node never has as many children as the tree has nodes.
    const MOVE_INDEX_SPACE: usize = MAX_NODES;

    fn generate_moves(&self, moves: &mut Vec<ChildIndex>) {
        moves.extend((0..self.tree.child_count(self.node)).map(|index| ChildIndex(index as u16)));
    }

    fn is_over(&self) -> bool {
        self.tree.is_leaf(self.node)
    }

    fn play(&self, mv: ChildIndex) -> Self {
        let child = self.tree.child(self.node, usize::from(mv.0));
        Self { tree: Arc::clone(&self.tree), node: child.expect("a move the position generated: one of its children") }
    }

    /// The leaf's value for the side to move: as written at MAX's turn, negated at MIN's. A
    /// plain score, not a proven result: see the module's documentation.
    fn terminal_score(&self) -> Score {
        let value = self.tree.leaf_value(self.node).unwrap_or_default();
        match self.level() {
            Level::Max => value,
            Level::Min => -value,
        }
    }

    fn hash(&self) -> u64 {
        mix64(self.tree.fingerprint() ^ self.node.index() as u64)
    }

    fn move_index(mv: ChildIndex) -> usize {
        usize::from(mv.0)
    }
}

/// The evaluation of a textbook tree: only the leaves have values, which the rules give. An
/// internal node met at the depth limit (by the full engine's first, shallow iterations; a
/// search as deep as the tree meets none at its last) is worth 0, an even guess.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LeafValues;

impl Evaluator<TreePosition> for LeafValues {
    fn evaluate(&self, _: &TreePosition) -> Score {
        0
    }
}

/// A perfect evaluation of a textbook tree: each node's true minimax value, for the side to move.
/// The textbook searches order the children by it ([`crate::engine::MoveOrder`]), which is
/// ordering them by their true values as the course does; at a depth limit above the leaves it
/// is the node's exact value.
#[derive(Clone, Debug)]
pub struct TrueValues {
    tree: Arc<Tree>,
    /// From MAX's side, by [`NodeId::index`].
    values: Vec<Score>,
}

impl TrueValues {
    pub fn of(tree: Arc<Tree>) -> Self {
        let values = tree.minimax_values();
        Self { tree, values }
    }
}

impl Evaluator<TreePosition> for TrueValues {
    fn evaluate(&self, position: &TreePosition) -> Score {
        // A position of another tree has no value here: an even guess.
        if self.tree.fingerprint() != position.tree.fingerprint() {
            return 0;
        }
        let value = self.values[position.node.index()];
        match position.level() {
            Level::Max => value,
            Level::Min => -value,
        }
    }
}

#[cfg(test)]
pub(super) mod tests {
    use std::sync::atomic::AtomicBool;

    use super::*;
    use crate::engine::{Algorithm, SearchTree, Searcher, Strategy};

    /// The engine's recorded search of the whole of `tree`, as `minimax-arcade tree` records one.
    pub(in super::super) fn engine_record(tree: &Tree, algorithm: Algorithm) -> SearchTree<ChildIndex> {
        let depth = u32::from(tree.height());
        let mut searcher = Searcher::new(Strategy::new(algorithm).max_depth(depth));
        let start = TreePosition::start(Arc::new(tree.clone()));
        let (info, record) = searcher.record(&start, &LeafValues, usize::MAX, &AtomicBool::new(false));
        assert!(info.finished && record.is_complete());
        record
    }

    /// The node of `tree` a recorded node stands for, found by its path of moves.
    pub(in super::super) fn recorded_node(tree: &Tree, record: &SearchTree<ChildIndex>, id: u32) -> NodeId {
        record.path(id).iter().fold(tree.root(), |node, mv| tree.child(node, usize::from(mv.0)).expect("a child"))
    }

    fn names(tree: &Tree, record: &SearchTree<ChildIndex>) -> Vec<String> {
        (0..record.nodes().len() as u32).map(|id| tree.name(recorded_node(tree, record, id)).to_string()).collect()
    }

    #[test]
    fn the_engine_backs_the_course_minimax_example_up_to_4() {
        let tree = Tree::parse("(((-1 4) (2 6)) ((-3 -5) (0 7)))").expect("valid");
        let record = engine_record(&tree, Algorithm::Minimax);
        assert_eq!(record.root_value(), Some(4));
        assert_eq!(record.visited(), 15);
        let values: Vec<Score> = record.nodes().iter().map(|node| node.value).collect();
        // Visiting order: A, B, D, -1, 4, E, 2, 6, C, F, -3, -5, G, 0, 7; values from MAX's side.
        assert_eq!(values, [4, 4, 4, -1, 4, 6, 2, 6, -3, -3, -3, -5, 7, 0, 7]);
        let line: Vec<String> = record
            .principal_variation()
            .iter()
            .map(|&id| tree.name(recorded_node(&tree, &record, id)).to_string())
            .collect();
        assert_eq!(line, ["A", "B", "D", "4"]);
    }

    #[test]
    fn the_engine_cuts_the_course_alpha_beta_example_as_the_course_does() {
        let tree = Tree::parse("(((2 3) (5 9)) ((0 1) (7 5)))").expect("valid");
        let record = engine_record(&tree, Algorithm::AlphaBeta);
        assert_eq!(record.root_value(), Some(3));
        assert_eq!(record.visited(), 11);
        assert_eq!(names(&tree, &record), ["A", "B", "D", "2", "3", "E", "5", "C", "F", "0", "1"]);
        let cut: Vec<(String, usize)> = record
            .nodes()
            .iter()
            .enumerate()
            .filter(|(_, node)| node.cutoff)
            .map(|(id, node)| {
                (tree.name(recorded_node(&tree, &record, id as u32)).to_string(), record.pruned(node).len())
            })
            .collect();
        // E leaves its second leaf (9), C its second child (G).
        assert_eq!(cut, [("E".to_owned(), 1), ("C".to_owned(), 1)]);
    }

    #[test]
    fn every_engine_search_agrees_on_trees_of_uneven_depth() {
        // Leaves at depths 1 to 4: the engine meets some with depth left, and scores them by the rules.
        let tree = Tree::parse("(5 ((3 (8 -2)) 6) (((1 9) 4) -7))").expect("valid");
        let value = tree.minimax_values()[0];
        for algorithm in Algorithm::ALL {
            assert_eq!(engine_record(&tree, algorithm).root_value(), Some(value), "{algorithm:?}");
        }
    }

    #[test]
    fn the_engine_ordered_by_true_values_visits_what_the_reordered_tree_does() {
        use crate::engine::MoveOrder;
        use crate::games::textbook_tree::{RandomShape, TextbookAlgorithm, Trace};
        for seed in 1..=40 {
            let shape = RandomShape {
                min_children: 2,
                max_children: 3,
                depth: 4,
                lowest: -9,
                highest: 9,
                chance_levels: false,
                seed,
            };
            let tree = Tree::random(&shape).expect("a valid shape");
            let shared = Arc::new(tree.clone());
            for order in MoveOrder::ALL {
                let strategy =
                    Strategy::new(Algorithm::AlphaBeta).max_depth(u32::from(tree.height())).move_order(order);
                let mut searcher = Searcher::new(strategy);
                let start = TreePosition::start(Arc::clone(&shared));
                let evaluator = TrueValues::of(Arc::clone(&shared));
                let (_, record) = searcher.record(&start, &evaluator, usize::MAX, &AtomicBool::new(false));
                let trace = Trace::new(&tree, TextbookAlgorithm::AlphaBeta, order);
                assert_eq!(record.visited() as usize, trace.nodes_visited(), "seed {seed}, {order:?}");
                assert_eq!(record.root_value(), Some(trace.root_value()), "seed {seed}, {order:?}");
            }
        }
    }

    #[test]
    fn true_values_score_each_node_for_the_side_to_move() {
        let tree = Arc::new(Tree::parse("(((2 3) (5 9)) ((0 1) (7 5)))").expect("valid"));
        let values = TrueValues::of(Arc::clone(&tree));
        let start = TreePosition::start(Arc::clone(&tree));
        assert_eq!(values.evaluate(&start), 3);
        assert_eq!(values.evaluate(&start.play(ChildIndex(1))), -1, "C is worth 1 to MAX, -1 to MIN");
        let other = TreePosition::start(Arc::new(Tree::parse("(8 9)").expect("valid")));
        assert_eq!(values.evaluate(&other), 0, "another tree's node is an even guess");
    }

    #[test]
    fn a_leaf_is_scored_for_the_side_to_move() {
        let tree = Arc::new(Tree::parse("(4 (-6))").expect("valid"));
        let start = TreePosition::start(Arc::clone(&tree));
        assert!(!start.is_over());
        let four = start.play(ChildIndex(0));
        assert!(four.is_over());
        assert_eq!(four.terminal_score(), -4, "MIN to move: MAX's 4 is MIN's -4");
        let minus_six = start.play(ChildIndex(1)).play(ChildIndex(0));
        assert_eq!((minus_six.level(), minus_six.terminal_score()), (Level::Max, -6));
        assert_ne!(four.hash(), minus_six.hash());
    }
}
