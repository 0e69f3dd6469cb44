//! Changes to a tree, each a pure operation: the tree edited is left as it was, and a new tree
//! comes back, or the reason there is none. Ids of the new tree may differ from the old one's
//! (the nodes are numbered level by level again), so an edit that makes a node says its new id.

use std::fmt;

use super::tree::{LimitError, MAX_LEAF_VALUE, Nested, NodeId, NodeName, Tree};
use crate::engine::Score;

/// Why an edit cannot be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditError {
    /// The id is no node of the tree edited (it came from another tree).
    NotInTree(NodeId),
    /// The root is the whole tree: it cannot go.
    RootRemoval,
    /// Only a leaf has a value to set.
    NotALeaf(NodeName),
    /// A leaf value beyond ±[`MAX_LEAF_VALUE`].
    ValueOutOfRange(Score),
    Limit(LimitError),
}

impl fmt::Display for EditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EditError::NotInTree(id) => write!(f, "the tree has no node number {}", id.index()),
            EditError::RootRemoval => f.write_str("the root cannot be removed: it is the whole tree"),
            EditError::NotALeaf(name) => {
                write!(f, "{name} is not a leaf: its value comes from its children")
            }
            EditError::ValueOutOfRange(value) => {
                write!(f, "{value} is out of range: leaf values go from -{MAX_LEAF_VALUE} to {MAX_LEAF_VALUE}")
            }
            EditError::Limit(limit) => limit.fmt(f),
        }
    }
}

impl std::error::Error for EditError {}

impl Tree {
    /// The tree with a new leaf of `value` after `parent`'s last child. A leaf given a child
    /// becomes an internal node: its own value is dropped, since its child now gives it one. A
    /// chance node given a child makes its children equally likely again. Also returns the new
    /// leaf's id.
    pub fn with_child_added(&self, parent: NodeId, value: Score) -> Result<(Tree, NodeId), EditError> {
        self.check_node(parent)?;
        check_value(value)?;
        let mut root = self.nested();
        let path = self.path_to(parent);
        let index = match node_at(&mut root, &path) {
            node @ Nested::Leaf(_) => {
                *node = Nested::Node(vec![Nested::Leaf(value)]);
                0
            }
            Nested::Node(children) => {
                children.push(Nested::Leaf(value));
                children.len() - 1
            }
            Nested::Chance(children, probabilities) => {
                *probabilities = None;
                children.push(Nested::Leaf(value));
                children.len() - 1
            }
        };
        let tree = Tree::from_nested(&root).map_err(EditError::Limit)?;
        let added = path.iter().chain([&index]).try_fold(tree.root(), |id, &index| tree.child(id, index));
        // The path was walked in the nested form just built from it: it leads to the new leaf.
        Ok((tree, added.unwrap_or(NodeId::at(0))))
    }

    /// The tree without `id` and everything under it. A node left without children becomes a
    /// leaf of value 0; a chance node left with fewer makes them equally likely.
    pub fn with_node_removed(&self, id: NodeId) -> Result<Tree, EditError> {
        self.check_node(id)?;
        let Some((index, parent_path)) = self.path_to(id).split_last().map(|(&last, rest)| (last, rest.to_vec()))
        else {
            return Err(EditError::RootRemoval);
        };
        let mut root = self.nested();
        let parent = node_at(&mut root, &parent_path);
        if let Nested::Chance(_, probabilities) = parent {
            *probabilities = None;
        }
        if let Some(children) = parent.children_mut() {
            children.remove(index);
        }
        // Fewer nodes than a tree within the limits.
        Tree::from_nested(&root).map_err(EditError::Limit)
    }

    /// The tree with the leaf `id` worth `value` (from MAX's side).
    pub fn with_leaf_value(&self, id: NodeId, value: Score) -> Result<Tree, EditError> {
        self.check_node(id)?;
        if !self.is_leaf(id) {
            return Err(EditError::NotALeaf(self.name(id)));
        }
        check_value(value)?;
        let mut root = self.nested();
        *node_at(&mut root, &self.path_to(id)) = Nested::Leaf(value);
        Tree::from_nested(&root).map_err(EditError::Limit)
    }

    fn check_node(&self, id: NodeId) -> Result<(), EditError> {
        if self.contains(id) { Ok(()) } else { Err(EditError::NotInTree(id)) }
    }

    /// The child indices leading from the root to `id`.
    fn path_to(&self, id: NodeId) -> Vec<usize> {
        let mut path = Vec::new();
        let mut current = id;
        while let (Some(parent), Some(index)) = (self.parent(current), self.index_among_siblings(current)) {
            path.push(index);
            current = parent;
        }
        path.reverse();
        path
    }
}

fn check_value(value: Score) -> Result<(), EditError> {
    if value.abs() <= MAX_LEAF_VALUE { Ok(()) } else { Err(EditError::ValueOutOfRange(value)) }
}

/// The node `path` leads to in the nested form of the tree the path was taken in.
fn node_at<'a>(node: &'a mut Nested, path: &[usize]) -> &'a mut Nested {
    let Some((&index, rest)) = path.split_first() else { return node };
    // Were the path from another tree, it would go as far as it can.
    if node.children_mut().is_none_or(|children| index >= children.len()) {
        return node;
    }
    match node {
        Nested::Node(children) | Nested::Chance(children, _) => node_at(&mut children[index], rest),
        leaf => leaf,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::textbook_tree::tree::{MAX_DEPTH, MAX_NODES};

    fn tree(text: &str) -> Tree {
        Tree::parse(text).expect("valid")
    }

    fn named(tree: &Tree, letters: &str) -> NodeId {
        tree.find_by_letters(letters).expect("a node of that name")
    }

    #[test]
    fn a_child_goes_after_the_last_and_a_leaf_given_one_becomes_a_node() {
        let before = tree("(((2 3) (5 9)) ((0 1) (7 5)))");
        let (after, added) = before.with_child_added(named(&before, "E"), 4).expect("room");
        assert_eq!(after.to_string(), "(((2 3) (5 9 4)) ((0 1) (7 5)))");
        assert_eq!(after.leaf_value(added), Some(4));
        assert_eq!(after.parent(added).map(|id| after.name(id).to_string()), Some("E".to_owned()));
        assert_eq!(before.to_string(), "(((2 3) (5 9)) ((0 1) (7 5)))", "the edited tree is left as it was");

        let leaf = before.child(named(&before, "D"), 1).expect("D's second child");
        let (deeper, added) = before.with_child_added(leaf, -6).expect("room");
        assert_eq!(deeper.to_string(), "(((2 (-6)) (5 9)) ((0 1) (7 5)))");
        assert_eq!(deeper.depth(added), 4);
    }

    #[test]
    fn removing_takes_the_subtree_and_an_emptied_node_becomes_a_zero_leaf() {
        let before = tree("(((2 3) (5 9)) ((0 1) (7 5)))");
        let without_g = before.with_node_removed(named(&before, "G")).expect("not the root");
        assert_eq!(without_g.to_string(), "(((2 3) (5 9)) ((0 1)))");
        let single = tree("((4) 1)");
        let emptied = single.with_node_removed(single.child(named(&single, "B"), 0).expect("B's child"));
        assert_eq!(emptied.map(|tree| tree.to_string()), Ok("(0 1)".to_owned()));
        assert_eq!(before.with_node_removed(before.root()), Err(EditError::RootRemoval));
        let only_child = tree("(5)");
        let bare = only_child.with_node_removed(only_child.child(only_child.root(), 0).expect("a child"));
        assert_eq!(bare.map(|tree| tree.to_string()), Ok("0".to_owned()));
    }

    #[test]
    fn only_a_leaf_takes_a_value_and_only_in_range() {
        let before = tree("((1 2) 3)");
        let three = before.child(before.root(), 1).expect("the leaf 3");
        assert_eq!(before.with_leaf_value(three, -8).map(|tree| tree.to_string()), Ok("((1 2) -8)".to_owned()));
        let b = named(&before, "B");
        assert_eq!(before.with_leaf_value(b, 1), Err(EditError::NotALeaf(before.name(b))));
        assert_eq!(
            before.with_leaf_value(three, MAX_LEAF_VALUE + 1),
            Err(EditError::ValueOutOfRange(MAX_LEAF_VALUE + 1))
        );
        assert_eq!(
            before.with_child_added(b, -MAX_LEAF_VALUE - 1).map(|_| ()),
            Err(EditError::ValueOutOfRange(-MAX_LEAF_VALUE - 1))
        );
        assert_eq!(
            EditError::NotALeaf(before.name(b)).to_string(),
            "B is not a leaf: its value comes from its children"
        );
    }

    #[test]
    fn edits_keep_the_limits_and_refuse_ids_of_other_trees() {
        let widest = Tree::from_nested(&Nested::Node(vec![Nested::Leaf(1); MAX_NODES - 1])).expect("at the limit");
        assert_eq!(
            widest.with_child_added(widest.root(), 2).map(|_| ()),
            Err(EditError::Limit(LimitError::TooManyNodes))
        );
        let deepest = (0..MAX_DEPTH).fold(Nested::Leaf(1), |inner, _| Nested::Node(vec![inner]));
        let deepest = Tree::from_nested(&deepest).expect("at the limit");
        let bottom = deepest.node_ids().next_back().expect("nodes");
        assert_eq!(deepest.with_child_added(bottom, 2).map(|_| ()), Err(EditError::Limit(LimitError::TooDeep)));
        let small = tree("(1 2)");
        let far = widest.node_ids().next_back().expect("nodes");
        assert_eq!(small.with_node_removed(far), Err(EditError::NotInTree(far)));
    }
}
