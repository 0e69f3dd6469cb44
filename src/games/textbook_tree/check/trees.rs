//! The trees a check asks a program: the course's examples first, then trees made to catch the
//! mistakes students make, then random trees from a seed. A tree's place and the seed decide
//! it, so that `--trees 50` asks the same first twenty trees as `--trees 20`.

use super::super::examples::EXAMPLES;
use super::super::random_tree::chance_node;
use super::super::tree::{Nested, Tree};
use super::verdict::{CheckedAlgorithm, leaves_left_to_right};
use crate::engine::Score;
use crate::games::random::{SplitMix64, mix64};

/// Trees that catch a mistake the course's examples may let through.
const MISTAKE_CATCHERS: [&str; 4] = [
    // A MIN child's first leaf ties α: the course cuts on α ≥ β, so C.2 is never read.
    "((3 5) (3 9))",
    // A bound passed down three levels: α = 6 from the root prunes below H, at the bottom.
    "((6 (7 8)) ((9 (4 2)) (1 (5 3))))",
    // A node with a single child, and the best move last.
    "((2) (1 8) ((0 9) 5))",
    // Negative values and ties everywhere.
    "(((-2 -2) (-5 0)) ((-2 4) (-7 -2)) (-1 -3))",
];

/// Chance trees in the courses' style: MAX over chance nodes, equal and unequal chances.
const EXPECTIMAX_TREES: [&str; 5] = [
    "([3 5] [2 9])",
    "([0.25:3 0.75:(2 9)] [0.5:(8 4) 0.5:-1])",
    "([(3 12) (9 2)] [0.1:(-4 6) 0.9:(8 1)])",
    // A plain mean picks B (5 against 3.5); the probabilities pick C (3.4 against 2).
    "([0.2:10 0.8:0] [0.6:3 0.4:4])",
    "([0.5:[0.5:4 0.5:8] 0.5:(1 7)] 5 [0.9:(6 2) 0.1:(-3 9)])",
];

/// The most leaves of a random tree: as many as a sheet of paper shows.
const MOST_LEAVES: usize = 40;

/// The first `count` trees to check `algorithm` on, random ones from `seed`.
pub fn trees_to_check(algorithm: CheckedAlgorithm, count: usize, seed: u64) -> Vec<Tree> {
    let fixed: Vec<&str> = match algorithm {
        CheckedAlgorithm::Minimax | CheckedAlgorithm::AlphaBeta => {
            EXAMPLES.iter().map(|example| example.text).chain(MISTAKE_CATCHERS).collect()
        }
        CheckedAlgorithm::Expectimax => EXPECTIMAX_TREES.to_vec(),
    };
    let fixed = fixed.into_iter().filter_map(|text| Tree::parse(text).ok());
    let random = (0u64..).map(|index| {
        let mut rng = SplitMix64::new(mix64(seed ^ mix64(index)));
        loop {
            let nested = match algorithm {
                CheckedAlgorithm::Minimax | CheckedAlgorithm::AlphaBeta => random_game(&mut rng),
                CheckedAlgorithm::Expectimax => random_chance_game(&mut rng),
            };
            // Four children over five levels stay far below the limits; a tree a student
            // could not follow on paper is drawn again.
            if let Ok(tree) = Tree::from_nested(&nested)
                && leaves_left_to_right(&tree).len() <= MOST_LEAVES
            {
                return tree;
            }
        }
    });
    fixed.chain(random).take(count).collect()
}

/// A leaf's value: few of them, so ties are common, negative ones among them.
fn random_value(rng: &mut SplitMix64) -> Nested {
    Nested::Leaf(rng.below(19) as Score - 9)
}

/// How many children a node gets: now and then one, otherwise two to four.
fn random_child_count(rng: &mut SplitMix64) -> usize {
    if rng.below(10) == 0 { 1 } else { 2 + rng.below(3) }
}

/// A MAX and MIN tree one to five levels deep, some lines ending early.
fn random_game(rng: &mut SplitMix64) -> Nested {
    let depth = 1 + rng.below(5);
    let children = 2 + rng.below(3);
    Nested::Node((0..children).map(|_| random_subtree(rng, depth - 1)).collect())
}

fn random_subtree(rng: &mut SplitMix64, levels_left: usize) -> Nested {
    // A line that ends early: one node in five, where it could go on.
    if levels_left == 0 || rng.below(5) == 0 {
        return random_value(rng);
    }
    let children = random_child_count(rng);
    Nested::Node((0..children).map(|_| random_subtree(rng, levels_left - 1)).collect())
}

/// MAX at the root, then chance, then MIN, then chance…: two to five levels, chance nodes with
/// equal or unequal probabilities, some lines ending early.
fn random_chance_game(rng: &mut SplitMix64) -> Nested {
    let depth = 2 + rng.below(4);
    let children = 2 + rng.below(3);
    Nested::Node((0..children).map(|_| random_chance_subtree(rng, depth - 1, true)).collect())
}

fn random_chance_subtree(rng: &mut SplitMix64, levels_left: usize, chance: bool) -> Nested {
    if levels_left == 0 || rng.below(6) == 0 {
        return random_value(rng);
    }
    let count = random_child_count(rng);
    let children = (0..count).map(|_| random_chance_subtree(rng, levels_left - 1, !chance)).collect();
    if chance { chance_node(rng, children) } else { Nested::Node(children) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::textbook_tree::NodeKind;

    #[test]
    fn the_course_examples_come_first_and_the_random_trees_keep_their_places() {
        let twenty = trees_to_check(CheckedAlgorithm::AlphaBeta, 20, 1);
        assert_eq!(twenty.len(), 20);
        assert_eq!(twenty[0].to_string(), EXAMPLES[0].text);
        assert_eq!(twenty[EXAMPLES.len()].to_string(), MISTAKE_CATCHERS[0]);
        assert_eq!(trees_to_check(CheckedAlgorithm::AlphaBeta, 50, 1)[..20], twenty[..]);
        assert_ne!(trees_to_check(CheckedAlgorithm::AlphaBeta, 20, 2)[..], twenty[..]);
        assert_eq!(trees_to_check(CheckedAlgorithm::Minimax, 3, 9).len(), 3);
        for text in MISTAKE_CATCHERS.iter().chain(&EXPECTIMAX_TREES) {
            assert_eq!(Tree::parse(text).map(|tree| tree.to_string()).as_deref(), Ok(*text));
        }
    }

    #[test]
    fn random_trees_have_the_shapes_a_check_needs() {
        let trees = trees_to_check(CheckedAlgorithm::Minimax, 200, 7);
        let random = &trees[EXAMPLES.len() + MISTAKE_CATCHERS.len()..];
        assert!(random.iter().all(|tree| tree.first_chance_node().is_none() && (1..=5).contains(&tree.height())));
        let counts: Vec<usize> = random
            .iter()
            .flat_map(|tree| {
                tree.node_ids().filter(|&id| !tree.is_leaf(id)).map(|id| tree.child_count(id)).collect::<Vec<_>>()
            })
            .collect();
        assert!((1..=4).all(|count| counts.contains(&count)) && counts.iter().all(|count| (1..=4).contains(count)));
        assert!(random.iter().any(|tree| tree.uniform_shape().is_none()));
        assert!(random.iter().all(|tree| leaves_left_to_right(tree).len() <= MOST_LEAVES));
        assert!(random.iter().any(|tree| tree.height() == 5));
        let leaf_values: Vec<Score> = random
            .iter()
            .flat_map(|tree| tree.node_ids().filter_map(|id| tree.leaf_value(id)).collect::<Vec<_>>())
            .collect();
        assert!(leaf_values.iter().any(|&value| value < 0));
        let chance = trees_to_check(CheckedAlgorithm::Expectimax, 200, 7);
        let random = &chance[EXPECTIMAX_TREES.len()..];
        assert!(random.iter().all(|tree| tree.kind(tree.root()) == NodeKind::Max));
        assert!(random.iter().any(|tree| tree.node_ids().any(|id| tree.kind(id) == NodeKind::Min)));
        assert!(random.iter().any(|tree| tree.node_ids().any(|id| tree.probabilities_given(id))));
        assert!(
            random.iter().any(|tree| tree.node_ids().any(|id| tree.is_chance(id) && !tree.probabilities_given(id)))
        );
        for tree in random {
            assert_eq!(Tree::parse(&tree.to_string()).as_ref(), Ok(tree));
        }
    }
}
