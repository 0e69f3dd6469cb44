//! Random trees of a chosen shape, for exercises without end: the same shape and seed give the
//! same tree on every machine.

use std::fmt;

use super::tree::{LimitError, MAX_DEPTH, MAX_LEAF_VALUE, MAX_NODES, Nested, Probability, Tree};
use crate::engine::Score;
use crate::games::random::SplitMix64;

/// The shape of a random tree: every internal node has between `min_children` and
/// `max_children` children, every leaf is `depth` levels down, and leaf values are drawn
/// uniformly from `lowest..=highest`. With `chance_levels`, the levels below the root take
/// turns, chance then player (MAX at the root, chance, MIN, chance…), as expectimax exercises
/// draw them; each chance node's children equally likely or not, by the seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RandomShape {
    pub min_children: u16,
    pub max_children: u16,
    pub depth: u8,
    pub lowest: Score,
    pub highest: Score,
    pub chance_levels: bool,
    pub seed: u64,
}

/// Chances for `children` outcomes of a chance node, unequal ones that sum to 1; `None` where
/// there are none for that many (one child, or more than four): its children are then equally
/// likely.
pub(super) fn unequal_chances(rng: &mut SplitMix64, children: usize) -> Option<Vec<Probability>> {
    const TWO: [[f64; 2]; 4] = [[0.25, 0.75], [0.1, 0.9], [0.4, 0.6], [0.7, 0.3]];
    const THREE: [[f64; 3]; 3] = [[0.2, 0.3, 0.5], [0.1, 0.6, 0.3], [0.25, 0.25, 0.5]];
    const FOUR: [[f64; 4]; 2] = [[0.1, 0.2, 0.3, 0.4], [0.4, 0.3, 0.2, 0.1]];
    let chosen: &[f64] = match children {
        2 => &TWO[rng.below(TWO.len())],
        3 => &THREE[rng.below(THREE.len())],
        4 => &FOUR[rng.below(FOUR.len())],
        _ => return None,
    };
    chosen.iter().map(|&p| Probability::new(p)).collect()
}

/// A chance node over `children`: equally likely children half the time, else unequal chances.
pub(super) fn chance_node(rng: &mut SplitMix64, children: Vec<Nested>) -> Nested {
    let chances = if rng.below(2) == 0 { unequal_chances(rng, children.len()) } else { None };
    Nested::Chance(children, chances)
}

/// Why no tree has a shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShapeError {
    /// An internal node needs a child.
    NoChildren,
    /// More children at least than at most.
    ChildrenReversed,
    /// A lowest value above the highest.
    ValuesReversed,
    /// A value bound beyond ±[`MAX_LEAF_VALUE`].
    ValueOutOfRange(Score),
    /// The tree could pass a limit (counting the most children everywhere).
    Limit(LimitError),
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShapeError::NoChildren => f.write_str("a node has at least 1 child"),
            ShapeError::ChildrenReversed => f.write_str("the fewest children are more than the most"),
            ShapeError::ValuesReversed => f.write_str("the lowest value is above the highest"),
            ShapeError::ValueOutOfRange(value) => {
                write!(f, "{value} is out of range: leaf values go from -{MAX_LEAF_VALUE} to {MAX_LEAF_VALUE}")
            }
            ShapeError::Limit(LimitError::TooManyNodes) => {
                write!(f, "with the most children everywhere the tree would pass {MAX_NODES} nodes")
            }
            ShapeError::Limit(limit) => limit.fmt(f),
        }
    }
}

impl std::error::Error for ShapeError {}

impl RandomShape {
    /// The most nodes a tree of this shape can have: every node with the most children.
    fn most_nodes(&self) -> u64 {
        let mut level = 1u64;
        let mut total = 1u64;
        for _ in 0..self.depth {
            level = level.saturating_mul(u64::from(self.max_children));
            total = total.saturating_add(level);
        }
        total
    }

    fn check(&self) -> Result<(), ShapeError> {
        if self.min_children == 0 {
            return Err(ShapeError::NoChildren);
        }
        if self.min_children > self.max_children {
            return Err(ShapeError::ChildrenReversed);
        }
        if self.lowest > self.highest {
            return Err(ShapeError::ValuesReversed);
        }
        if let Some(&beyond) = [self.lowest, self.highest].iter().find(|value| value.abs() > MAX_LEAF_VALUE) {
            return Err(ShapeError::ValueOutOfRange(beyond));
        }
        if self.depth > MAX_DEPTH {
            return Err(ShapeError::Limit(LimitError::TooDeep));
        }
        if self.most_nodes() > MAX_NODES as u64 {
            return Err(ShapeError::Limit(LimitError::TooManyNodes));
        }
        Ok(())
    }
}

impl Tree {
    /// A random tree of `shape`.
    pub fn random(shape: &RandomShape) -> Result<Tree, ShapeError> {
        shape.check()?;
        let mut rng = SplitMix64::new(shape.seed);
        let root = random_node(shape, shape.depth, false, &mut rng);
        Tree::from_nested(&root).map_err(ShapeError::Limit)
    }
}

/// A node `levels_left` levels above the leaves; a chance node where `chance`.
fn random_node(shape: &RandomShape, levels_left: u8, chance: bool, rng: &mut SplitMix64) -> Nested {
    if levels_left == 0 {
        // Checked: the span fits (at most twice the largest value, plus one).
        let span = (shape.highest - shape.lowest) as usize + 1;
        return Nested::Leaf(shape.lowest + rng.below(span) as Score);
    }
    let spread = usize::from(shape.max_children - shape.min_children) + 1;
    let children = usize::from(shape.min_children) + rng.below(spread);
    // Below a player's node, a chance level where the shape has them.
    let below_chance = shape.chance_levels && !chance;
    let children = (0..children).map(|_| random_node(shape, levels_left - 1, below_chance, rng)).collect();
    if chance { chance_node(rng, children) } else { Nested::Node(children) }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BINARY: RandomShape = RandomShape {
        min_children: 2,
        max_children: 2,
        depth: 3,
        lowest: -9,
        highest: 9,
        chance_levels: false,
        seed: 7,
    };

    #[test]
    fn a_shape_gives_the_same_tree_for_the_same_seed_and_keeps_to_it() {
        let tree = Tree::random(&BINARY).expect("a small shape");
        assert_eq!(Tree::random(&BINARY), Ok(tree.clone()));
        assert_ne!(Tree::random(&RandomShape { seed: 8, ..BINARY }), Ok(tree.clone()));
        assert_eq!(tree.node_count(), 15);
        for id in tree.node_ids() {
            match tree.leaf_value(id) {
                Some(value) => assert!((-9..=9).contains(&value) && tree.depth(id) == 3),
                None => assert_eq!(tree.child_count(id), 2),
            }
        }
        let varied = Tree::random(&RandomShape { min_children: 1, max_children: 4, depth: 4, ..BINARY }).expect("fits");
        assert!(varied.node_ids().all(|id| varied.is_leaf(id) || (1..=4).contains(&varied.child_count(id))));
        let single = Tree::random(&RandomShape { depth: 0, lowest: 5, highest: 5, ..BINARY });
        assert_eq!(single.map(|tree| tree.to_string()), Ok("5".to_owned()));
    }

    #[test]
    fn chance_levels_take_turns_with_the_players_levels() {
        use super::super::tree::NodeKind;
        let shape = RandomShape { depth: 4, chance_levels: true, ..BINARY };
        let trees: Vec<Tree> =
            (0..20).map(|seed| Tree::random(&RandomShape { seed, ..shape }).expect("fits")).collect();
        for tree in &trees {
            for id in tree.node_ids() {
                let expected = match tree.depth(id) {
                    0 => NodeKind::Max,
                    1 | 3 => NodeKind::Chance,
                    2 => NodeKind::Min,
                    _ => NodeKind::Leaf,
                };
                assert_eq!(tree.kind(id), expected, "{tree}");
            }
            assert_eq!(Tree::parse(&tree.to_string()).as_ref(), Ok(tree), "written and read back");
        }
        let chance_nodes =
            || trees.iter().flat_map(|tree| tree.node_ids().filter(|&id| tree.is_chance(id)).map(move |id| (tree, id)));
        assert!(chance_nodes().any(|(tree, id)| tree.probabilities_given(id)), "some unequal chances");
        assert!(chance_nodes().any(|(tree, id)| !tree.probabilities_given(id)), "some equal ones");
        let none = Tree::random(&RandomShape { chance_levels: false, ..shape }).expect("fits");
        assert_eq!(none.first_chance_node(), None);
    }

    #[test]
    fn shapes_beyond_the_limits_are_refused() {
        let refused = |shape: RandomShape| Tree::random(&shape).err();
        assert_eq!(refused(RandomShape { min_children: 0, ..BINARY }), Some(ShapeError::NoChildren));
        assert_eq!(refused(RandomShape { min_children: 3, ..BINARY }), Some(ShapeError::ChildrenReversed));
        assert_eq!(refused(RandomShape { lowest: 10, ..BINARY }), Some(ShapeError::ValuesReversed));
        assert_eq!(refused(RandomShape { highest: 1_000_000, ..BINARY }), Some(ShapeError::ValueOutOfRange(1_000_000)));
        assert_eq!(refused(RandomShape { depth: 13, ..BINARY }), Some(ShapeError::Limit(LimitError::TooDeep)));
        // 2^12 leaves alone pass 4,000 nodes; 2^11 leaves and their ancestors (4,095) too.
        assert_eq!(refused(RandomShape { depth: 11, ..BINARY }), Some(ShapeError::Limit(LimitError::TooManyNodes)));
        assert_eq!(Tree::random(&RandomShape { depth: 10, ..BINARY }).map(|tree| tree.node_count()), Ok(2_047));
        let huge = RandomShape { max_children: u16::MAX, depth: 12, ..BINARY };
        assert_eq!(refused(huge), Some(ShapeError::Limit(LimitError::TooManyNodes)));
        let full_range = RandomShape { lowest: -MAX_LEAF_VALUE, highest: MAX_LEAF_VALUE, ..BINARY };
        assert!(Tree::random(&full_range).is_ok());
    }
}
