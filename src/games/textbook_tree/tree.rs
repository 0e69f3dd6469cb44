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

/// Whose turn it is at a node: the root is MAX's, and a node that is no chance node is the
/// other player's than its nearest ancestor that is none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
pub enum Level {
    Max,
    Min,
}

impl Level {
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

/// How likely a chance node's child is: above 0, at most 1. Kept as the number read or drawn,
/// compared bit for bit (no tree holds a NaN), so that a tree is equal to itself read back.
#[derive(Clone, Copy, Debug)]
pub struct Probability(f64);

impl Probability {
    /// A child that is no chance node's: it follows for sure.
    pub const CERTAIN: Self = Self(1.0);

    /// `p` as a probability, where it is one a chance node's child can have.
    pub fn new(p: f64) -> Option<Self> {
        (p > 0.0 && p <= 1.0).then_some(Self(p))
    }

    pub const fn get(self) -> f64 {
        self.0
    }
}

impl PartialEq for Probability {
    fn eq(&self, other: &Self) -> bool {
        self.0.to_bits() == other.0.to_bits()
    }
}

impl Eq for Probability {}

/// How far the probabilities of a chance node's children may sum from 1: rounding in what a
/// student writes (`0.333 0.333 0.334`) passes, a missing child does not.
pub const PROBABILITY_SUM_TOLERANCE: f64 = 1e-6;

/// What a node is, as the course draws it: a MAX or MIN node (a square or triangle on paper), a
/// chance node (a circle), or a leaf.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum NodeKind {
    Max,
    Min,
    Chance,
    Leaf,
}

/// `max`, `min`, `chance` or `leaf`, as the search checker's protocol writes them.
impl fmt::Display for NodeKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NodeKind::Max => "max",
            NodeKind::Min => "min",
            NodeKind::Chance => "chance",
            NodeKind::Leaf => "leaf",
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
/// from it in one pass. `Node` (or `Chance`) with no children stands for a leaf of value 0
/// (what an internal node becomes when its last child is removed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Nested {
    Leaf(Score),
    /// A MAX or MIN node: which one follows from its place (see [`Level`]).
    Node(Vec<Nested>),
    /// A chance node: its children, and each one's probability where they are given (they then
    /// sum to 1); `None`, the children are equally likely.
    Chance(Vec<Nested>, Option<Vec<Probability>>),
}

impl Nested {
    /// The node's children, of either kind of internal node.
    pub(super) fn children_mut(&mut self) -> Option<&mut Vec<Nested>> {
        match self {
            Nested::Leaf(_) => None,
            Nested::Node(children) | Nested::Chance(children, _) => Some(children),
        }
    }
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
    /// Whose turn it is (at a chance node: the player whose move led to it).
    level: Level,
    chance: bool,
    /// Its probability as a chance node's child; [`Probability::CERTAIN`] elsewhere.
    probability: Probability,
    /// A chance node whose children's probabilities were given rather than left equal.
    probabilities_given: bool,
}

/// A game tree as the course draws them: a MAX root, levels alternating MAX and MIN, chance
/// nodes where a die decides, integer values at the leaves (from MAX's side). Read and written
/// as nested parentheses and brackets ([`Tree::parse`], `Display`); never empty (a tree of one
/// leaf is a finished game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tree {
    nodes: Vec<Node>,
    /// Hashes the whole tree, so that positions of two trees searched with the same
    /// transposition table do not share keys.
    fingerprint: u64,
}

impl Tree {
    /// The arena of `root`, nodes in level order. A chance node's given probabilities are
    /// taken as they are: the text and the generators check that they sum to 1.
    pub(super) fn from_nested(root: &Nested) -> Result<Self, LimitError> {
        // Each entry is a node to place: its nested form, its parent, depth, level and
        // probability. The entries are pushed in level order, so an entry's index is the id of
        // the node it becomes.
        struct Pending<'a> {
            nested: &'a Nested,
            parent: Option<NodeId>,
            depth: u8,
            level: Level,
            probability: Probability,
        }
        let mut pending = vec![Pending {
            nested: root,
            parent: None,
            depth: 0,
            level: Level::Max,
            probability: Probability::CERTAIN,
        }];
        let mut nodes = Vec::new();
        let mut letters = 0u16;
        while let Some(entry) = pending.get(nodes.len()) {
            let Pending { nested, parent, depth, level, probability } = *entry;
            let id = NodeId::at(nodes.len());
            let leaf = Node {
                parent,
                first_child: 0,
                child_count: 0,
                value: 0,
                depth,
                letter: None,
                level,
                chance: false,
                probability,
                probabilities_given: false,
            };
            let (children, chance, given) = match nested {
                Nested::Leaf(value) => {
                    nodes.push(Node { value: *value, ..leaf });
                    continue;
                }
                Nested::Node(children) => (children, false, None),
                Nested::Chance(children, given) => (children, true, given.as_ref()),
            };
            if children.is_empty() {
                nodes.push(leaf);
                continue;
            }
            if depth >= MAX_DEPTH {
                return Err(LimitError::TooDeep);
            }
            if pending.len() + children.len() > MAX_NODES {
                return Err(LimitError::TooManyNodes);
            }
            let first_child = pending.len() as u16;
            // The player after this node's is the other one, below a chance node as below a
            // MAX or MIN node; a chance child keeps the level of the move that led to it.
            let children_level = level.other();
            let equal = Probability(1.0 / children.len() as f64);
            pending.extend(children.iter().enumerate().map(|(index, child)| Pending {
                nested: child,
                parent: Some(id),
                depth: depth + 1,
                level: if matches!(child, Nested::Chance(..)) { level } else { children_level },
                probability: match given {
                    Some(given) => given.get(index).copied().unwrap_or(equal),
                    None if chance => equal,
                    None => Probability::CERTAIN,
                },
            }));
            letters += 1;
            nodes.push(Node {
                first_child,
                child_count: children.len() as u16,
                letter: Some(letters - 1),
                chance,
                probabilities_given: given.is_some(),
                ..leaf
            });
        }
        let fingerprint = nodes.iter().fold(0x7E87_B00C, |hash: u64, node| {
            let shape =
                (u64::from(node.child_count) << 32) | u64::from(node.value as u32) | (u64::from(node.chance) << 63);
            mix64(mix64(hash ^ shape) ^ node.probability.0.to_bits())
        });
        Ok(Self { nodes, fingerprint })
    }

    /// The nested form of the subtree under `id`, each node's children in the order
    /// `children_of` gives them.
    pub(super) fn nested_with(&self, id: NodeId, children_of: &dyn Fn(NodeId) -> Vec<NodeId>) -> Nested {
        if let Some(value) = self.leaf_value(id) {
            return Nested::Leaf(value);
        }
        let order = children_of(id);
        let children = order.iter().map(|&child| self.nested_with(child, children_of)).collect();
        if !self.is_chance(id) {
            return Nested::Node(children);
        }
        let given = self.nodes[id.index()].probabilities_given;
        Nested::Chance(children, given.then(|| order.iter().map(|&child| self.probability(child)).collect()))
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

    /// How many leaves the tree has.
    pub fn leaf_count(&self) -> usize {
        self.node_ids().filter(|&id| self.is_leaf(id)).count()
    }

    /// A leaf's value, from MAX's side; `None` at an internal node.
    pub fn leaf_value(&self, id: NodeId) -> Option<Score> {
        self.is_leaf(id).then(|| self.nodes[id.index()].value)
    }

    /// Levels below the root: 0 at the root.
    pub fn depth(&self, id: NodeId) -> u8 {
        self.nodes[id.index()].depth
    }

    /// Whose turn it is at `id`; at a chance node, the player whose move led to it.
    pub fn level(&self, id: NodeId) -> Level {
        self.nodes[id.index()].level
    }

    /// True at a chance node: one whose child is drawn by chance.
    pub fn is_chance(&self, id: NodeId) -> bool {
        self.nodes[id.index()].chance
    }

    /// What `id` is: a leaf, a chance node, or a MAX or MIN node.
    pub fn kind(&self, id: NodeId) -> NodeKind {
        let node = &self.nodes[id.index()];
        match (node.child_count, node.chance, node.level) {
            (0, ..) => NodeKind::Leaf,
            (_, true, _) => NodeKind::Chance,
            (_, false, Level::Max) => NodeKind::Max,
            (_, false, Level::Min) => NodeKind::Min,
        }
    }

    /// How likely `id` is to follow its parent: its probability below a chance node, and
    /// [`Probability::CERTAIN`] elsewhere (a player's choice is no draw).
    pub fn probability(&self, id: NodeId) -> Probability {
        self.nodes[id.index()].probability
    }

    /// True at a chance node whose children's probabilities were given, rather than left equal.
    pub fn probabilities_given(&self, id: NodeId) -> bool {
        self.nodes[id.index()].probabilities_given
    }

    /// The first chance node in level order, if the tree has one: minimax and alpha-beta search
    /// only trees without.
    pub fn first_chance_node(&self) -> Option<NodeId> {
        self.node_ids().find(|&id| self.is_chance(id))
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
        let place = NodeName::place_of_letters(letters)?;
        self.node_ids().find(|&id| self.nodes[id.index()].letter == Some(place))
    }

    /// The name that tells `id` apart from every other node: its letters at an internal node, its
    /// parent's letters and its place among their children at a leaf (`E.2`).
    pub fn address(&self, id: NodeId) -> NodeAddress {
        let node = &self.nodes[id.index()];
        match (node.letter, node.parent) {
            (Some(letters), _) => NodeAddress::Letters(letters),
            (None, Some(parent)) => NodeAddress::Child {
                parent: self.nodes[parent.index()].letter.unwrap_or_default(),
                place: (id.index() - usize::from(self.nodes[parent.index()].first_child)) as u16 + 1,
            },
            // A tree of one leaf: its root is A all the same.
            (None, None) => NodeAddress::Letters(0),
        }
    }

    /// The node whose [`Tree::address`] is `address`, if the tree has one.
    pub fn find_by_address(&self, address: &str) -> Option<NodeId> {
        let (letters, place) = match address.split_once('.') {
            Some((letters, place)) => (letters, Some(place)),
            None => (address, None),
        };
        if letters == "A" && place.is_none() {
            return Some(self.root());
        }
        let parent = self.find_by_letters(letters)?;
        match place {
            None => Some(parent),
            // Written as `parse` reads it: digits only, no sign, no leading zero.
            Some(place) if place.starts_with(|first: char| ('1'..='9').contains(&first)) => {
                let place: usize = place.parse().ok()?;
                self.child(parent, place - 1).filter(|&child| self.is_leaf(child))
            }
            Some(_) => None,
        }
    }
}

/// A node's [`Tree::address`]: `E` for an internal node, `E.2` for E's second child, a leaf.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NodeAddress {
    Letters(u16),
    /// A leaf: its parent's letters and its place among their children, from 1.
    Child {
        parent: u16,
        place: u16,
    },
}

impl fmt::Display for NodeAddress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            NodeAddress::Letters(letters) => NodeName::Letters(letters).fmt(f),
            NodeAddress::Child { parent, place } => write!(f, "{}.{place}", NodeName::Letters(parent)),
        }
    }
}

impl serde::Serialize for NodeAddress {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
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

impl NodeName {
    /// The place among the internal nodes that `letters` names (`A` 0, `AA` 26), if they are
    /// capital letters naming one that a tree can have.
    fn place_of_letters(letters: &str) -> Option<u16> {
        if letters.is_empty() || letters.len() > 3 || !letters.bytes().all(|letter| letter.is_ascii_uppercase()) {
            return None;
        }
        let number = letters.bytes().fold(0u32, |number, letter| number * 26 + u32::from(letter - b'A') + 1);
        u16::try_from(number - 1).ok().filter(|&place| usize::from(place) < MAX_NODES)
    }
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
