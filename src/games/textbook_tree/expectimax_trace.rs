//! Expectimax step by step, as [`super::Trace`] steps minimax and alpha-beta: each node entered,
//! each leaf read, each child's value compared at a MAX or MIN node or weighed at a chance node,
//! each node done with its value. Nothing is cut: a chance node's value needs every child.
//!
//! Values here are fractions (a chance node's weighed mean), so the steps are their own type
//! rather than [`super::Step`], whose values are whole numbers as the course's leaves are.

use serde::Serialize;

use super::check::decimal;
use super::tree::{NodeId, NodeKind, Tree};
use crate::engine::Score;

/// How a child's value changed its MAX or MIN parent's value so far.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Choice {
    /// The parent's first child: its value so far.
    First,
    /// Better for the parent's player than `previous`: the new value so far.
    Better { previous: f64 },
    /// No better than `kept`, which the parent keeps.
    NotBetter { kept: f64 },
}

/// One step of expectimax. Values are from MAX's side.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(tag = "step", rename_all = "kebab-case")]
pub enum ExpectimaxStep {
    /// The search goes down to an internal node: MAX, MIN or chance.
    Enter { node: NodeId },
    /// The search reaches a leaf and reads its value.
    ReadLeaf { node: NodeId, value: Score },
    /// A child done, its value compared at its MAX or MIN parent.
    Choose { child: NodeId, parent: NodeId, value: f64, choice: Choice },
    /// A child done, its value weighed by its chance and added to its chance parent's sum.
    Weigh { child: NodeId, parent: NodeId, value: f64, probability: f64, sum: f64 },
    /// The search leaves an internal node with its value.
    Done { node: NodeId, value: f64 },
}

impl ExpectimaxStep {
    /// The step in English words, the tree's names for its nodes.
    pub fn describe(&self, tree: &Tree) -> String {
        let name = |id: NodeId| tree.name(id).to_string();
        let child_text = |child: NodeId, value: f64| {
            if tree.is_leaf(child) { decimal(value) } else { format!("{} = {}", name(child), decimal(value)) }
        };
        match *self {
            ExpectimaxStep::Enter { node } => format!("enter {} ({})", name(node), kind_name(tree, node)),
            ExpectimaxStep::ReadLeaf { node, value } => {
                let below = tree.parent(node).map_or_else(String::new, |parent| format!(" below {}", name(parent)));
                format!("read the leaf{below}: {value}")
            }
            ExpectimaxStep::Choose { child, parent, value, choice } => {
                let (better, not_better) = if tree.kind(parent) == NodeKind::Max { (">", "≤") } else { ("<", "≥") };
                let parent_name = name(parent);
                let comparison = match choice {
                    Choice::First => format!("its first value, {parent_name} = {} so far", decimal(value)),
                    Choice::Better { previous } => format!(
                        "{} {better} {}, so {parent_name} = {} so far",
                        decimal(value),
                        decimal(previous),
                        decimal(value)
                    ),
                    Choice::NotBetter { kept } => format!(
                        "{} {not_better} {}, so {parent_name} stays {}",
                        decimal(value),
                        decimal(kept),
                        decimal(kept)
                    ),
                };
                format!(
                    "{} backs up to {parent_name} ({}): {comparison}",
                    child_text(child, value),
                    kind_name(tree, parent)
                )
            }
            ExpectimaxStep::Weigh { child, parent, value, probability, sum } => format!(
                "{} backs up to {} (chance) with chance {}: {} × {} = {}, so {}'s sum is {} so far",
                child_text(child, value),
                name(parent),
                decimal(probability),
                decimal(probability),
                decimal(value),
                decimal(probability * value),
                name(parent),
                decimal(sum)
            ),
            ExpectimaxStep::Done { node, value } => {
                format!("{} is done: {} = {}", name(node), name(node), decimal(value))
            }
        }
    }
}

/// `MAX`, `MIN` or `chance`.
fn kind_name(tree: &Tree, node: NodeId) -> &'static str {
    match tree.kind(node) {
        NodeKind::Max => "MAX",
        NodeKind::Min => "MIN",
        NodeKind::Chance => "chance",
        NodeKind::Leaf => "leaf",
    }
}

/// Expectimax on a tree, step by step, and each node's value.
#[derive(Clone, Debug, PartialEq)]
pub struct ExpectimaxTrace {
    tree: Tree,
    steps: Vec<ExpectimaxStep>,
    values: Vec<f64>,
    best_line: Vec<NodeId>,
}

impl ExpectimaxTrace {
    /// Searches `tree` by expectimax, each node's children in the order written.
    pub fn new(tree: &Tree) -> Self {
        let mut steps = Vec::with_capacity(3 * tree.node_count());
        let mut values = vec![0.0; tree.node_count()];
        let mut best_child = vec![None; tree.node_count()];
        visit(tree, tree.root(), &mut steps, &mut values, &mut best_child);
        // Down from the root while a player chooses: at a chance node, chance picks the child.
        let best_line = std::iter::successors(Some(tree.root()), |node| best_child[node.index()]).collect();
        Self { tree: tree.clone(), steps, values, best_line }
    }

    pub fn tree(&self) -> &Tree {
        &self.tree
    }

    pub fn steps(&self) -> &[ExpectimaxStep] {
        &self.steps
    }

    /// `id`'s expectimax value.
    pub fn value(&self, id: NodeId) -> f64 {
        self.values[id.index()]
    }

    /// The root's value: what the game is worth to MAX, on average over chance's picks.
    pub fn root_value(&self) -> f64 {
        self.value(self.tree.root())
    }

    /// From the root, each time the child that gave a MAX or MIN node its value (the first of
    /// equal ones), down to a leaf or to the first chance node.
    pub fn best_line(&self) -> &[NodeId] {
        &self.best_line
    }
}

/// Searches the subtree under `node`, pushing its steps; returns its value.
fn visit(
    tree: &Tree,
    node: NodeId,
    steps: &mut Vec<ExpectimaxStep>,
    values: &mut [f64],
    best_child: &mut [Option<NodeId>],
) -> f64 {
    if let Some(value) = tree.leaf_value(node) {
        steps.push(ExpectimaxStep::ReadLeaf { node, value });
        values[node.index()] = f64::from(value);
        return f64::from(value);
    }
    steps.push(ExpectimaxStep::Enter { node });
    let kind = tree.kind(node);
    let mut so_far: Option<f64> = None;
    for child in tree.children(node) {
        let value = visit(tree, child, steps, values, best_child);
        let step = if kind == NodeKind::Chance {
            let probability = tree.probability(child).get();
            let sum = so_far.unwrap_or(0.0) + probability * value;
            so_far = Some(sum);
            ExpectimaxStep::Weigh { child, parent: node, value, probability, sum }
        } else {
            let prefers = |value: f64, than: f64| if kind == NodeKind::Max { value > than } else { value < than };
            let choice = match so_far {
                None => Choice::First,
                Some(previous) if prefers(value, previous) => Choice::Better { previous },
                Some(kept) => Choice::NotBetter { kept },
            };
            if !matches!(choice, Choice::NotBetter { .. }) {
                so_far = Some(value);
                best_child[node.index()] = Some(child);
            }
            ExpectimaxStep::Choose { child, parent: node, value, choice }
        };
        steps.push(step);
    }
    // An internal node has a child, so the value is set.
    let value = so_far.unwrap_or_default();
    values[node.index()] = value;
    steps.push(ExpectimaxStep::Done { node, value });
    value
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::games::textbook_tree::tests::any_chance_nested;

    fn described(text: &str) -> Vec<String> {
        let tree = Tree::parse(text).expect("a tree");
        ExpectimaxTrace::new(&tree).steps().iter().map(|step| step.describe(&tree)).collect()
    }

    #[test]
    fn a_chance_node_weighs_each_child_and_max_chooses_the_best_mean() {
        let steps = described("([0.25:3 0.75:(2 9)] [4 5])");
        assert_eq!(
            steps,
            [
                "enter A (MAX)",
                "enter B (chance)",
                "read the leaf below B: 3",
                "3 backs up to B (chance) with chance 0.25: 0.25 × 3 = 0.75, so B's sum is 0.75 so far",
                "enter D (MIN)",
                "read the leaf below D: 2",
                "2 backs up to D (MIN): its first value, D = 2 so far",
                "read the leaf below D: 9",
                "9 backs up to D (MIN): 9 ≥ 2, so D stays 2",
                "D is done: D = 2",
                "D = 2 backs up to B (chance) with chance 0.75: 0.75 × 2 = 1.5, so B's sum is 2.25 so far",
                "B is done: B = 2.25",
                "B = 2.25 backs up to A (MAX): its first value, A = 2.25 so far",
                "enter C (chance)",
                "read the leaf below C: 4",
                "4 backs up to C (chance) with chance 0.5: 0.5 × 4 = 2, so C's sum is 2 so far",
                "read the leaf below C: 5",
                "5 backs up to C (chance) with chance 0.5: 0.5 × 5 = 2.5, so C's sum is 4.5 so far",
                "C is done: C = 4.5",
                "C = 4.5 backs up to A (MAX): 4.5 > 2.25, so A = 4.5 so far",
                "A is done: A = 4.5",
            ]
        );
        let tree = Tree::parse("([0.25:3 0.75:(2 9)] [4 5])").expect("a tree");
        let trace = ExpectimaxTrace::new(&tree);
        let names: Vec<String> = trace.best_line().iter().map(|&node| tree.name(node).to_string()).collect();
        assert_eq!(names, ["A", "C"], "the line stops where chance picks");
    }

    proptest! {
        #[test]
        fn the_steps_visit_every_node_once_and_end_with_the_expectimax_values(
            nested in any_chance_nested(-20..=20)
        ) {
            let tree = Tree::from_nested(&nested).expect("within the limits");
            let trace = ExpectimaxTrace::new(&tree);
            let expected = tree.expectimax_values();
            let mut entered = vec![0; tree.node_count()];
            let mut backed_up = vec![0; tree.node_count()];
            for step in trace.steps() {
                match *step {
                    ExpectimaxStep::Enter { node } | ExpectimaxStep::ReadLeaf { node, .. } => entered[node.index()] += 1,
                    ExpectimaxStep::Choose { child, value, .. } | ExpectimaxStep::Weigh { child, value, .. } => {
                        backed_up[child.index()] += 1;
                        prop_assert!((value - expected[child.index()]).abs() < 1e-9);
                    }
                    ExpectimaxStep::Done { node, value } => prop_assert!((value - expected[node.index()]).abs() < 1e-9),
                }
            }
            prop_assert!(entered.iter().all(|&count| count == 1), "every node entered once: {entered:?}");
            let root = tree.root().index();
            prop_assert!(backed_up.iter().enumerate().all(|(index, &count)| count == usize::from(index != root)));
            prop_assert!((trace.root_value() - expected[root]).abs() < 1e-9);
            let &last = trace.best_line().last().expect("the root at least");
            prop_assert!(tree.is_leaf(last) || tree.is_chance(last), "the line ends where chance or a leaf does");
        }
    }
}
