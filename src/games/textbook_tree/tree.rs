//! The tree itself: its nodes in one `Vec`, level by level, each node's children a range of it.
//!
//! Level order is what the course's drawings use: the root A, then its children B, C… left to
//! right, then their children. Storing the nodes in that order makes a node's children
//! contiguous (one range per node, no list of ids), its id smaller than its children's (a pass
//! backwards over the ids meets the children before their parent), and the letters the course
//! gives internal nodes simply their order among the internal nodes.

use std::fmt;

use crate::engine::Score;
use crate::games::random::mix64;

/// The most nodes a tree holds: thousands are more than a drawing or a class can follow, and
/// the limit keeps every search of a tree instant.
pub const MAX_NODES: usize = 4_000;

/// The most levels below the root: deeper than any drawing in the course, and deep enough to
/// show alpha-beta's savings grow with depth.
pub const MAX_DEPTH: u8 = 12;

/// The largest leaf value, either sign: six digits. The engine searches leaf values as plain
/// scores, which must stay far inside its proven-result range (see `game.rs`).
pub const MAX_LEAF_VALUE: Score = 999_999;

/// A node of one [`Tree`]: its place in the tree's level order (the root is 0). An id means
/// nothing in another tree, nor in the tree an edit returns (the edit may renumber the nodes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
pub struct NodeId(u16);

impl NodeId {
    /// The node's place in its tree's level order: an index into per-node tables.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The id at `index` of a tree's level order; only a tree hands these out, so that an id
    /// always fits (every tree holds fewer than [`MAX_NODES`] nodes, far below `u16::MAX`).
    pub(super) const fn at(index: usize) -> Self {
        Self(index as u16)
    }
}

/// Whose turn it is at a node: the root is MAX's, and the levels alternate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Level {
    Max,
    Min,
}

impl Level {
    /// The level of nodes `depth` plies below the root.
    pub const fn at_depth(depth: u8) -> Self {
        if depth.is_multiple_of(2) { Level::Max } else { Level::Min }
    }

    /// The other player.
    pub const fn other(self) -> Self {
        match self {
            Level::Max => Level::Min,
            Level::Min => Level::Max,
        }
    }

    /// True where `candidate` is better than `current` for this level's player: higher for MAX,
    /// lower for MIN.
    pub const fn prefers(self, candidate: Score, current: Score) -> bool {
        match self {
            Level::Max => candidate > current,
            Level::Min => candidate < current,
        }
    }
}

/// `MAX` or `MIN`, as the course writes them beside a node.
impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Level::Max => "MAX",
            Level::Min => "MIN",
        })
    }
}

/// Why a tree cannot be built as asked: it would pass one of the limits every tree keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LimitError {
    /// More than [`MAX_NODES`] nodes.
    TooManyNodes,
    /// A node more than [`MAX_DEPTH`] levels below the root.
    TooDeep,
}

impl fmt::Display for LimitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LimitError::TooManyNodes => write!(f, "a tree holds at most {MAX_NODES} nodes"),
            LimitError::TooDeep => write!(f, "a tree goes at most {MAX_DEPTH} levels below its root"),
        }
    }
}

impl std::error::Error for LimitError {}

/// A tree in the nested form the text, the edits and the generators build: the arena is made
/// from it in one pass. `Node` with no children stands for a leaf of value 0 (what an internal
/// node becomes when its last child is removed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Nested {
    Leaf(Score),
    Node(Vec<Nested>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Node {
    parent: Option<NodeId>,
    /// The children: `child_count` nodes from `first_child` on, in the level order.
    first_child: u16,
    child_count: u16,
    /// The leaf's value, from MAX's side; 0 at an internal node, where nothing reads it.
    value: Score,
    depth: u8,
    /// An internal node's place among the internal nodes in level order: its letter. `None`
    /// at a leaf, which is shown by its value.
    letter: Option<u16>,
}

/// A game tree as the course draws them: a MAX root, levels alternating MAX and MIN, integer
/// values at the leaves (from MAX's side). Read and written as nested parentheses
/// ([`Tree::parse`], `Display`); never empty (a tree of one leaf is a finished game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    nodes: Vec<Node>,
    /// Hashes the whole tree, so that positions of two trees searched with the same
    /// transposition table do not share keys.
    fingerprint: u64,
}

impl Tree {
    /// The arena of `root`, nodes in level order.
    pub(super) fn from_nested(root: &Nested) -> Result<Self, LimitError> {
        // Each entry is a node to place: its nested form, its parent and depth. The entries are
        // pushed in level order, so an entry's index is the id of the node it becomes.
        let mut pending: Vec<(&Nested, Option<NodeId>, u8)> = vec![(root, None, 0)];
        let mut nodes = Vec::new();
        let mut letters = 0u16;
        while let Some(&(nested, parent, depth)) = pending.get(nodes.len()) {
            let id = NodeId::at(nodes.len());
            let node = match nested {
                Nested::Node(children) if !children.is_empty() => {
                    if depth >= MAX_DEPTH {
                        return Err(LimitError::TooDeep);
                    }
                    if pending.len() + children.len() > MAX_NODES {
                        return Err(LimitError::TooManyNodes);
                    }
                    let first_child = pending.len() as u16;
                    pending.extend(children.iter().map(|child| (child, Some(id), depth + 1)));
                    letters += 1;
                    Node {
                        parent,
                        first_child,
                        child_count: children.len() as u16,
                        value: 0,
                        depth,
                        letter: Some(letters - 1),
                    }
                }
                Nested::Node(_) => Node { parent, first_child: 0, child_count: 0, value: 0, depth, letter: None },
                Nested::Leaf(value) => {
                    Node { parent, first_child: 0, child_count: 0, value: *value, depth, letter: None }
                }
            };
            nodes.push(node);
        }
        let fingerprint = nodes.iter().fold(0x7E87_B00C, |hash: u64, node| {
            let shape = (u64::from(node.child_count) << 32) | u64::from(node.value as u32);
            mix64(hash ^ shape)
        });
        Ok(Self { nodes, fingerprint })
    }

    /// The nested form of the subtree under `id`, each node's children in the order
    /// `children_of` gives them.
    pub(super) fn nested_with(&self, id: NodeId, children_of: &dyn Fn(NodeId) -> Vec<NodeId>) -> Nested {
        match self.leaf_value(id) {
            Some(value) => Nested::Leaf(value),
            None => {
                Nested::Node(children_of(id).into_iter().map(|child| self.nested_with(child, children_of)).collect())
            }
        }
    }

    /// The nested form of the whole tree, children in their order.
    pub(super) fn nested(&self) -> Nested {
        self.nested_with(self.root(), &|id| self.children(id).collect())
    }

    /// A hash of the whole tree (its shape and values).
    pub(super) fn fingerprint(&self) -> u64 {
        self.fingerprint
    }

    /// The root, A.
    pub fn root(&self) -> NodeId {
        NodeId(0)
    }

    /// How many nodes the tree has, leaves included (at least 1).
    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// Every node, in level order: the root, its children left to right, theirs…
    pub fn node_ids(&self) -> impl DoubleEndedIterator<Item = NodeId> + ExactSizeIterator + use<> {
        (0..self.nodes.len()).map(NodeId::at)
    }

    /// True where `id` is a node of this tree (an id kept from another tree may not be).
    pub fn contains(&self, id: NodeId) -> bool {
        id.index() < self.nodes.len()
    }

    /// `id`'s children, left to right (none at a leaf).
    pub fn children(&self, id: NodeId) -> impl DoubleEndedIterator<Item = NodeId> + ExactSizeIterator + use<> {
        let node = self.nodes[id.index()];
        let first = usize::from(node.first_child);
        (first..first + usize::from(node.child_count)).map(NodeId::at)
    }

    /// How many children `id` has.
    pub fn child_count(&self, id: NodeId) -> usize {
        usize::from(self.nodes[id.index()].child_count)
    }

    /// `id`'s child number `index` (from 0, left to right), if it has one.
    pub fn child(&self, id: NodeId, index: usize) -> Option<NodeId> {
        (index < self.child_count(id)).then(|| NodeId::at(usize::from(self.nodes[id.index()].first_child) + index))
    }

    /// The node `id` hangs from; `None` at the root.
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.nodes[id.index()].parent
    }

    /// Where `id` stands among its parent's children (from 0, left to right); `None` at the root.
    pub fn index_among_siblings(&self, id: NodeId) -> Option<usize> {
        let parent = self.parent(id)?;
        Some(id.index() - usize::from(self.nodes[parent.index()].first_child))
    }

    /// True at a node without children: a finished game.
    pub fn is_leaf(&self, id: NodeId) -> bool {
        self.nodes[id.index()].child_count == 0
    }

    /// A leaf's value, from MAX's side; `None` at an internal node.
    pub fn leaf_value(&self, id: NodeId) -> Option<Score> {
        self.is_leaf(id).then(|| self.nodes[id.index()].value)
    }

    /// Levels below the root: 0 at the root.
    pub fn depth(&self, id: NodeId) -> u8 {
        self.nodes[id.index()].depth
    }

    /// Whose turn it is at `id`.
    pub fn level(&self, id: NodeId) -> Level {
        Level::at_depth(self.depth(id))
    }

    /// The depth of the deepest leaf: the plies a search needs to reach every leaf.
    pub fn height(&self) -> u8 {
        self.nodes.iter().map(|node| node.depth).max().unwrap_or(0)
    }

    /// The name the course gives `id`: a letter for an internal node, the value for a leaf.
    pub fn name(&self, id: NodeId) -> NodeName {
        match self.nodes[id.index()].letter {
            Some(letter) => NodeName::Letters(letter),
            None => NodeName::Leaf(self.nodes[id.index()].value),
        }
    }

    /// The internal node named `letters` (`A`, `B`… `AA`), if the tree has one.
    pub fn find_by_letters(&self, letters: &str) -> Option<NodeId> {
        self.node_ids()
            .find(|&id| matches!(self.name(id), NodeName::Letters(_)) && self.name(id).to_string() == letters)
    }
}

/// How the course names a node: internal nodes by letters, level by level from the root A
/// (A…Z, then AA, AB…), leaves by their values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeName {
    /// The internal node's place among the internal nodes in level order (0 is A).
    Letters(u16),
    /// A leaf, shown by its value.
    Leaf(Score),
}

impl fmt::Display for NodeName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            NodeName::Leaf(value) => write!(f, "{value}"),
            NodeName::Letters(place) => {
                // Spreadsheet columns: A…Z, AA…ZZ, AAA… (no digit stands for zero).
                let mut letters = Vec::new();
                let mut rest = u32::from(place) + 1;
                while rest > 0 {
                    rest -= 1;
                    letters.push(char::from(b'A' + (rest % 26) as u8));
                    rest /= 26;
                }
                letters.iter().rev().try_for_each(|&letter| write!(f, "{letter}"))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn course_minimax_example() -> Tree {
        Tree::parse("(((-1 4) (2 6)) ((-3 -5) (0 7)))").expect("the course's textbook example")
    }

    #[test]
    fn nodes_are_kept_level_by_level_with_contiguous_children() {
        let tree = course_minimax_example();
        assert_eq!(tree.node_count(), 15);
        let root = tree.root();
        let [b, c]: [NodeId; 2] = tree.children(root).collect::<Vec<_>>().try_into().expect("two children");
        assert_eq!((b.index(), c.index()), (1, 2));
        assert_eq!(tree.children(b).map(NodeId::index).collect::<Vec<_>>(), [3, 4]);
        assert_eq!(tree.children(c).map(NodeId::index).collect::<Vec<_>>(), [5, 6]);
        let leaves: Vec<Score> = tree.node_ids().filter_map(|id| tree.leaf_value(id)).collect();
        assert_eq!(leaves, [-1, 4, 2, 6, -3, -5, 0, 7]);
        assert_eq!(tree.parent(c), Some(root));
        assert_eq!(tree.index_among_siblings(c), Some(1));
        assert_eq!(tree.index_among_siblings(root), None);
        assert_eq!(tree.child(c, 1).map(NodeId::index), Some(6));
        assert_eq!(tree.child(c, 2), None);
        assert_eq!(tree.height(), 3);
    }

    #[test]
    fn internal_nodes_are_lettered_level_by_level_and_leaves_go_by_value() {
        let tree = course_minimax_example();
        let names: Vec<String> = tree.node_ids().map(|id| tree.name(id).to_string()).collect();
        assert_eq!(names, ["A", "B", "C", "D", "E", "F", "G", "-1", "4", "2", "6", "-3", "-5", "0", "7"]);
        let levels: Vec<Level> = tree.node_ids().take(7).map(|id| tree.level(id)).collect();
        use Level::{Max, Min};
        assert_eq!(levels, [Max, Min, Min, Max, Max, Max, Max]);
        assert_eq!(tree.find_by_letters("E").map(NodeId::index), Some(4));
        assert_eq!(tree.find_by_letters("H"), None);
        assert_eq!(tree.find_by_letters("-1"), None);
    }

    #[test]
    fn letters_go_on_past_z_as_spreadsheet_columns_do() {
        let letters = |place| NodeName::Letters(place).to_string();
        assert_eq!(letters(0), "A");
        assert_eq!(letters(25), "Z");
        assert_eq!(letters(26), "AA");
        assert_eq!(letters(27), "AB");
        assert_eq!(letters(51), "AZ");
        assert_eq!(letters(52), "BA");
        assert_eq!(letters(701), "ZZ");
        assert_eq!(letters(702), "AAA");
    }

    #[test]
    fn a_wide_tree_letters_its_twenty_seventh_internal_node_aa() {
        let text = format!("({})", "(1 2) ".repeat(30).trim_end());
        let tree = Tree::parse(&text).expect("a wide tree");
        let last_internal = tree.node_ids().rev().find(|&id| !tree.is_leaf(id)).expect("internal nodes");
        assert_eq!(tree.name(last_internal).to_string(), "AE");
        assert_eq!(tree.find_by_letters("AA").map(|id| tree.depth(id)), Some(1));
    }

    #[test]
    fn the_limits_are_kept() {
        let deep = (0..=MAX_DEPTH).fold(Nested::Leaf(1), |inner, _| Nested::Node(vec![inner]));
        assert_eq!(Tree::from_nested(&deep), Err(LimitError::TooDeep));
        let deepest = (0..MAX_DEPTH).fold(Nested::Leaf(1), |inner, _| Nested::Node(vec![inner]));
        assert_eq!(Tree::from_nested(&deepest).map(|tree| tree.height()), Ok(MAX_DEPTH));
        let wide = Nested::Node(vec![Nested::Leaf(0); MAX_NODES]);
        assert_eq!(Tree::from_nested(&wide), Err(LimitError::TooManyNodes));
        let widest = Nested::Node(vec![Nested::Leaf(0); MAX_NODES - 1]);
        assert_eq!(Tree::from_nested(&widest).map(|tree| tree.node_count()), Ok(MAX_NODES));
    }

    #[test]
    fn a_node_left_without_children_is_a_leaf_of_value_zero() {
        let tree = Tree::from_nested(&Nested::Node(vec![Nested::Node(Vec::new()), Nested::Leaf(5)])).expect("small");
        let first = tree.child(tree.root(), 0).expect("a child");
        assert_eq!(tree.leaf_value(first), Some(0));
        assert_eq!(tree.to_string(), "(0 5)");
    }

    #[test]
    fn the_fingerprint_tells_trees_apart() {
        let one = Tree::parse("((1 2) 3)").expect("valid");
        let other = Tree::parse("((1 3) 2)").expect("valid");
        let same = Tree::parse("( (1 2)  3 )").expect("valid");
        assert_ne!(one.fingerprint(), other.fingerprint());
        assert_eq!(one.fingerprint(), same.fingerprint());
    }
}
