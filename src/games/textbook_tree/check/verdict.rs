//! What a student's search should have done on a tree, and the first place where it did not.
//!
//! Minimax and expectimax read every leaf once, in any order; alpha-beta (children left to
//! right, a node cut off once α ≥ β, as the course states it) reads exactly the leaves the
//! textbook's alpha-beta reads, in its order, and expands no node it cuts off. Then the root's
//! value, within [`VALUE_TOLERANCE`], and a move to a child worth it.

use std::collections::HashSet;
use std::fmt;

use super::super::trace::{Cutoff, NodeResult, Step, TextbookAlgorithm, Trace, Window};
use super::super::tree::{NodeId, Tree};
use super::super::{Backing, MoveOrder};
use super::conversation::{Answer, Request};

/// How far a program's value may be from the tree's: expectimax values are decimals, written
/// by the program with the digits it likes.
pub const VALUE_TOLERANCE: f64 = 1e-6;

/// The search a program is checked against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CheckedAlgorithm {
    Minimax,
    AlphaBeta,
    Expectimax,
}

impl fmt::Display for CheckedAlgorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CheckedAlgorithm::Minimax => "minimax",
            CheckedAlgorithm::AlphaBeta => "alpha-beta",
            CheckedAlgorithm::Expectimax => "expectimax",
        })
    }
}

/// What a wrong value looks like it came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueHint {
    /// The value MAX and MIN swapped give.
    LevelsSwapped,
    /// The value every chance node's plain mean gives.
    PlainMean,
}

/// The first thing a program did that the search it is checked against does not.
#[derive(Clone, Debug, PartialEq)]
pub enum Mistake {
    /// It read a leaf alpha-beta never reaches, because of `cut`.
    ReadCut { leaf: NodeId, cut: Cutoff },
    /// It asked for the children of a node alpha-beta never reaches.
    ExpandedCut { node: NodeId, cut: Cutoff },
    /// It went to `went` (asked for its children or its value) before `before`, a sibling to its
    /// left (of it or of a node above it) that alpha-beta searches first.
    LeftToRight { went: NodeId, before: NodeId },
    /// It read `read` where alpha-beta reads `expected`, which it read too, but later.
    OutOfOrder { read: NodeId, expected: NodeId },
    /// It never read `leaf`, which alpha-beta reads with the open window `window`.
    Skipped { leaf: NodeId, window: Option<Window> },
    /// It read `leaf` a second time.
    ReadTwice { leaf: NodeId },
    /// It never read `leaf` (minimax and expectimax read every leaf).
    NotRead { leaf: NodeId },
    /// Its value for the root is `given`; the tree's is `expected`.
    WrongValue { given: f64, expected: f64, hint: Option<ValueHint> },
    /// Its move is no child of the root.
    NotAChild { chosen: String },
    /// Its move leads to a child worth `its_value`, not the root's value.
    WrongMove { chosen: NodeId, its_value: f64, root_value: f64 },
}

/// A tree as the checker asks it of a program: what a right search does on it.
#[derive(Clone, Debug)]
pub struct CheckedTree {
    tree: Tree,
    algorithm: CheckedAlgorithm,
    /// Each node's value (minimax or expectimax), by [`NodeId::index`].
    values: Vec<f64>,
    /// The textbook's alpha-beta search of the tree, for alpha-beta.
    trace: Option<Trace>,
    /// The leaves a right search reads: alpha-beta's in its order, or every leaf left to right.
    expected_reads: Vec<NodeId>,
}

impl CheckedTree {
    /// `tree` to check `algorithm` on. Minimax and alpha-beta are checked on trees without
    /// chance nodes, expectimax on any: the checker's trees are made so.
    pub fn new(tree: Tree, algorithm: CheckedAlgorithm) -> Self {
        let values = tree.expectimax_values();
        let trace = (algorithm == CheckedAlgorithm::AlphaBeta)
            .then(|| Trace::new(&tree, TextbookAlgorithm::AlphaBeta, MoveOrder::AsGiven));
        let expected_reads = match &trace {
            Some(trace) => trace
                .steps()
                .iter()
                .filter_map(|step| match step {
                    Step::ReadLeaf { node, .. } => Some(*node),
                    _ => None,
                })
                .collect(),
            None => leaves_left_to_right(&tree),
        };
        Self { tree, algorithm, values, trace, expected_reads }
    }

    pub fn tree(&self) -> &Tree {
        &self.tree
    }

    pub fn algorithm(&self) -> CheckedAlgorithm {
        self.algorithm
    }

    /// The textbook's alpha-beta search of the tree, where the algorithm is alpha-beta.
    pub fn trace(&self) -> Option<&Trace> {
        self.trace.as_ref()
    }

    /// The leaves a right search reads, in its order (alpha-beta), or left to right.
    pub fn expected_reads(&self) -> &[NodeId] {
        &self.expected_reads
    }

    /// The root's value.
    pub fn root_value(&self) -> f64 {
        self.value(self.tree.root())
    }

    /// `node`'s value (minimax or expectimax).
    pub fn value(&self, node: NodeId) -> f64 {
        self.values[node.index()]
    }

    /// The root's children worth the root's value: the moves an answer may give.
    pub fn best_moves(&self) -> impl Iterator<Item = NodeId> + '_ {
        let root_value = self.root_value();
        self.tree
            .children(self.tree.root())
            .filter(move |&child| (self.value(child) - root_value).abs() <= VALUE_TOLERANCE)
    }

    /// The first mistake in what the program asked, `requests`, and its `answer`, with the step
    /// that shows it, counting the requests from 1 and the answer after them: the request that
    /// went wrong, or `requests.len() + 1` where the mistake is a leaf left unread or the
    /// answer. `None` when it did everything right.
    pub fn judge(&self, requests: &[Request], answer: &Answer) -> Option<(usize, Mistake)> {
        self.judge_reads(requests).or_else(|| self.judge_answer(answer).map(|mistake| (requests.len() + 1, mistake)))
    }

    fn judge_reads(&self, requests: &[Request]) -> Option<(usize, Mistake)> {
        let read: Vec<NodeId> = requests.iter().filter_map(|request| request.leaf_read()).collect();
        let mut seen = HashSet::new();
        let mut touched = HashSet::new();
        let mut next = 0;
        for (index, request) in requests.iter().enumerate() {
            let shown = |mistake| Some((index + 1, mistake));
            if let (Some(trace), Request::Expand(node) | Request::Read(node)) = (&self.trace, *request) {
                if let Some(before) = self.left_sibling_first(trace, node, &touched) {
                    return shown(Mistake::LeftToRight { went: node, before });
                }
                let mut above = Some(node);
                while let Some(node) = above.filter(|node| touched.insert(*node)) {
                    above = self.tree.parent(node);
                }
            }
            match (*request, &self.trace) {
                (Request::Expand(node), Some(trace)) => {
                    if let Some(cut) = trace.cutoff_above(node) {
                        return shown(Mistake::ExpandedCut { node, cut });
                    }
                }
                (Request::Expand(_), None) => {}
                (Request::Read(leaf), trace) => {
                    if !seen.insert(leaf) {
                        return shown(Mistake::ReadTwice { leaf });
                    }
                    let Some(trace) = trace else { continue };
                    if let Some(cut) = trace.cutoff_above(leaf) {
                        return shown(Mistake::ReadCut { leaf, cut });
                    }
                    // Every leaf alpha-beta does not read is under a cut, met above: one more
                    // read than it makes is one it cuts.
                    let Some(&expected) = self.expected_reads.get(next) else {
                        return shown(Mistake::ReadTwice { leaf });
                    };
                    if expected != leaf {
                        return shown(if read.contains(&expected) {
                            Mistake::OutOfOrder { read: leaf, expected }
                        } else {
                            Mistake::Skipped { leaf: expected, window: window_at(trace, expected) }
                        });
                    }
                    next += 1;
                }
            }
        }
        match &self.trace {
            Some(trace) => {
                self.expected_reads.get(next).map(|&leaf| Mistake::Skipped { leaf, window: window_at(trace, leaf) })
            }
            None => self.expected_reads.iter().find(|leaf| !seen.contains(leaf)).map(|&leaf| Mistake::NotRead { leaf }),
        }
        .map(|mistake| (requests.len() + 1, mistake))
    }

    fn judge_answer(&self, answer: &Answer) -> Option<Mistake> {
        let expected = self.root_value();
        if (answer.value - expected).abs() > VALUE_TOLERANCE {
            let hint = [
                (ValueHint::LevelsSwapped, Backing { levels_swapped: true, ..Backing::default() }),
                (ValueHint::PlainMean, Backing { plain_mean: true, ..Backing::default() }),
            ]
            .into_iter()
            .find(|(_, backing)| {
                let value = self.tree.backed_up_values(*backing)[self.tree.root().index()];
                (value - expected).abs() > VALUE_TOLERANCE && (value - answer.value).abs() <= VALUE_TOLERANCE
            })
            .map(|(hint, _)| hint);
            return Some(Mistake::WrongValue { given: answer.value, expected, hint });
        }
        let root = self.tree.root();
        let Some(chosen) =
            self.tree.find_by_address(&answer.chosen).filter(|&node| self.tree.parent(node) == Some(root))
        else {
            return Some(Mistake::NotAChild { chosen: answer.chosen.clone() });
        };
        let its_value = self.values[chosen.index()];
        ((its_value - expected).abs() > VALUE_TOLERANCE).then_some(Mistake::WrongMove {
            chosen,
            its_value,
            root_value: expected,
        })
    }

    /// A node alpha-beta searches before `node` that the program has not gone to yet: a sibling
    /// to the left of `node`, or of a node above it, untouched by the program so far.
    fn left_sibling_first(&self, trace: &Trace, node: NodeId, touched: &HashSet<NodeId>) -> Option<NodeId> {
        let tree = &self.tree;
        let mut current = node;
        while let Some(parent) = tree.parent(current) {
            if touched.contains(&current) {
                return None;
            }
            let left = tree.children(parent).take_while(|&sibling| sibling != current);
            if let Some(before) = left
                .filter(|sibling| matches!(trace.result(*sibling), NodeResult::Searched { .. }))
                .find(|sibling| !touched.contains(sibling))
            {
                return Some(before);
            }
            current = parent;
        }
        None
    }

    /// `node` as a verdict names it: `E`, or `E.2 (9)` at a leaf.
    fn named(&self, node: NodeId) -> String {
        match self.tree.leaf_value(node) {
            Some(value) => format!("{} ({value})", self.tree.address(node)),
            None => self.tree.address(node).to_string(),
        }
    }

    /// `mistake` in English words.
    pub fn describe(&self, mistake: &Mistake) -> String {
        let tree = &self.tree;
        let address = |node: NodeId| tree.address(node).to_string();
        match mistake {
            Mistake::ReadCut { leaf, cut } => {
                format!("you read {}, which alpha-beta never reaches: {}", self.named(*leaf), cut.describe(&self.tree))
            }
            Mistake::ExpandedCut { node, cut } => format!(
                "you asked for the children of {}, which alpha-beta never reaches: {}",
                address(*node),
                cut.describe(&self.tree)
            ),
            Mistake::LeftToRight { went, before } => format!(
                "you went to {} before {}: alpha-beta takes each node's children left to right",
                self.named(*went),
                self.named(*before)
            ),
            Mistake::OutOfOrder { read, expected } => format!(
                "you read {} where alpha-beta reads {} next: it takes each node's children left to right",
                self.named(*read),
                self.named(*expected)
            ),
            Mistake::Skipped { leaf, window } => {
                let window = window
                    .map(|window| {
                        format!(" with α = {} and β = {}, where α < β and nothing is cut", window.alpha, window.beta)
                    })
                    .unwrap_or_default();
                format!(
                    "you never read {}, which alpha-beta reads{window}: a node is cut off only once α ≥ β",
                    self.named(*leaf)
                )
            }
            Mistake::ReadTwice { leaf } => format!("you read {} twice: each leaf is read once", self.named(*leaf)),
            Mistake::NotRead { leaf } => {
                format!("you never read {}: {} reads every leaf", self.named(*leaf), self.algorithm)
            }
            Mistake::WrongValue { given, expected, hint } => {
                let hint = match hint {
                    Some(ValueHint::LevelsSwapped) => format!(
                        ": it is what MAX and MIN swapped give; {} is a MAX node and takes its highest child",
                        address(tree.root())
                    ),
                    Some(ValueHint::PlainMean) => ": it is what plain means at the chance nodes give; \
                        a chance node weighs each child by its probability"
                        .to_owned(),
                    None => String::new(),
                };
                format!("your value for the root is {}, the tree's is {}{hint}", decimal(*given), decimal(*expected))
            }
            Mistake::NotAChild { chosen } => format!(
                "your move {chosen} is not one of the root's children ({})",
                tree.children(tree.root()).map(address).collect::<Vec<_>>().join(", ")
            ),
            Mistake::WrongMove { chosen, its_value, root_value } => format!(
                "your move {} is worth {}, not the root's {}: move to {}",
                address(*chosen),
                decimal(*its_value),
                decimal(*root_value),
                self.best_moves().map(address).collect::<Vec<_>>().join(" or ")
            ),
        }
    }
}

/// The window alpha-beta reads `leaf` with.
fn window_at(trace: &Trace, leaf: NodeId) -> Option<Window> {
    trace.steps().iter().find_map(|step| match step {
        Step::ReadLeaf { node, window, .. } if *node == leaf => *window,
        _ => None,
    })
}

/// The nodes of `tree` in the order a search that takes children in order meets them: each
/// node, then its children's subtrees left to right.
pub fn depth_first(tree: &Tree) -> Vec<NodeId> {
    let mut order = Vec::new();
    let mut pending = vec![tree.root()];
    while let Some(node) = pending.pop() {
        order.push(node);
        pending.extend(tree.children(node).rev());
    }
    order
}

/// The leaves of `tree` from left to right, as a search that takes children in order meets them.
pub fn leaves_left_to_right(tree: &Tree) -> Vec<NodeId> {
    depth_first(tree).into_iter().filter(|&node| tree.is_leaf(node)).collect()
}

/// `3`, `2.5`, `0.333333`: a value as a student writes it.
pub fn decimal(value: f64) -> String {
    let rounded = (value * 1e6).round() / 1e6;
    if rounded == rounded.trunc() { format!("{rounded:.0}") } else { format!("{rounded}") }
}
