//! A search of a tree written out step by step, as a student follows it on the board: each node
//! entered with the window passed down, each leaf read, each value backed up with the comparison
//! made, each cut with its reason, each node done with its value.
//!
//! The steps are data (node ids, values, bounds), not sentences: a front end words them in its
//! own language. [`Step::describe`] words them in English for the command line and the tests.
//!
//! The search is this file's own, a few lines over the tree in MAX and MIN form, as the course
//! writes it (values from MAX's side, α raised at MAX nodes, β lowered at MIN nodes, a node cut
//! once α ≥ β), not the engine's negamax. It is the same algorithm as the engine's textbook
//! searches, node for node: the tests hold the two to the same visits, windows and values.

use std::fmt;

use serde::{Serialize, Serializer};

use super::tree::{Level, NodeId, Tree};
use crate::engine::{MoveOrder, Score};

/// Which textbook search the trace follows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TextbookAlgorithm {
    /// Every node, every child: no window.
    Minimax,
    /// Minimax with α and β passed down, and the children a node no longer needs cut.
    #[default]
    AlphaBeta,
}

impl TextbookAlgorithm {
    /// The one that is not this one: what the other search does to the same tree.
    pub fn other(self) -> Self {
        match self {
            TextbookAlgorithm::Minimax => TextbookAlgorithm::AlphaBeta,
            TextbookAlgorithm::AlphaBeta => TextbookAlgorithm::Minimax,
        }
    }
}

/// α or β: a value, or the infinity of a bound nothing has set yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Bound {
    MinusInfinity,
    Value(Score),
    PlusInfinity,
}

/// `-∞`, `3`, `+∞`.
impl fmt::Display for Bound {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Bound::MinusInfinity => f.write_str("-∞"),
            Bound::Value(value) => write!(f, "{value}"),
            Bound::PlusInfinity => f.write_str("+∞"),
        }
    }
}

/// A number in JSON, or the strings `-∞` and `+∞`.
impl Serialize for Bound {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Bound::Value(value) => serializer.serialize_i32(*value),
            infinite => serializer.serialize_str(&infinite.to_string()),
        }
    }
}

/// The (α, β) window a node is searched with, from MAX's side: MAX is sure of α already, MIN
/// of β, so only values between them can still matter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Window {
    pub alpha: Bound,
    pub beta: Bound,
}

/// Which end of the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum BoundName {
    Alpha,
    Beta,
}

/// `α` or `β`.
impl fmt::Display for BoundName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            BoundName::Alpha => "α",
            BoundName::Beta => "β",
        })
    }
}

/// How a child's value changed its parent's value so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum ValueChange {
    /// The parent's first child: its value so far.
    First,
    /// Better for the parent's player than `previous`: the new value so far.
    Better { previous: Score },
    /// No better than `kept`, which the parent keeps.
    NotBetter { kept: Score },
}

/// What a child's value did to its parent's window (alpha-beta only). The child's value is
/// compared, which moves a bound exactly when the parent's value so far does (the value so far
/// never passes the node's own bound without moving it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum WindowChange {
    /// Past the parent's own bound (α at MAX, β at MIN): the bound moves to the value.
    Narrowed { bound: BoundName, from: Bound, to: Score },
    /// Not past it: the bound stays.
    Kept { bound: BoundName, stays: Bound },
    /// At or past the other player's bound (β at MAX, α at MIN): α ≥ β, the window is closed,
    /// and the parent's other children, if any, are cut ([`Step::Cut`] follows).
    Reached { bound: BoundName, value: Score },
}

/// How much a search knows of a node's value when it is done with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Known {
    /// The node's minimax value.
    Exact,
    /// A lower bound: the node is worth this or more (a MAX node cut after a child this good).
    AtLeast,
    /// An upper bound: the node is worth this or less.
    AtMost,
}

/// `=`, `≥` or `≤`: what stands between a node's name and its value.
impl fmt::Display for Known {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Known::Exact => "=",
            Known::AtLeast => "≥",
            Known::AtMost => "≤",
        })
    }
}

/// Where a bound came from: the node `at` that set it, by the value of its child `through`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Origin {
    pub at: NodeId,
    pub through: NodeId,
}

/// One step of a search, as a student steps through it. Values are from MAX's side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "step", rename_all = "kebab-case")]
pub enum Step {
    /// The search goes down to an internal node, with the window its parent passes (alpha-beta).
    Enter { node: NodeId, window: Option<Window> },
    /// The search reaches a leaf, with the window its parent passes, and reads its value.
    ReadLeaf { node: NodeId, value: Score, window: Option<Window> },
    /// A child done, its value backed up to its parent and compared.
    BackUp {
        child: NodeId,
        parent: NodeId,
        value: Score,
        change: ValueChange,
        /// Alpha-beta only.
        window: Option<WindowChange>,
    },
    /// `node` stops before its other children: its value so far, `value`, has reached `bound`
    /// (β at a MAX node, α at a MIN node), which the other player's choice at `origin` set.
    Cut { node: NodeId, value: Score, bound: BoundName, bound_value: Score, origin: Origin, skipped: Vec<NodeId> },
    /// The search leaves an internal node with its value.
    Done { node: NodeId, value: Score, known: Known },
}

impl Step {
    /// The step in English words, the tree's names for its nodes.
    pub fn describe(&self, tree: &Tree) -> String {
        let name = |id: NodeId| tree.name(id).to_string();
        let named = |id: NodeId| format!("{} ({})", name(id), tree.level(id));
        let window_text = |window: &Option<Window>| {
            window.map_or_else(String::new, |window| format!(", α = {}, β = {}", window.alpha, window.beta))
        };
        match self {
            Step::Enter { node, window } => format!("enter {}{}", named(*node), window_text(window)),
            Step::ReadLeaf { node, value, window } => {
                let below = tree.parent(*node).map_or_else(String::new, |parent| format!(" below {}", name(parent)));
                format!("read the leaf{below}: {value}{}", window_text(window))
            }
            Step::BackUp { child, parent, value, change, window } => {
                let level = tree.level(*parent);
                let (better, not_better) = match level {
                    Level::Max => (">", "≤"),
                    Level::Min => ("<", "≥"),
                };
                let child_text =
                    if tree.is_leaf(*child) { value.to_string() } else { format!("{} = {value}", name(*child)) };
                let parent_name = name(*parent);
                let comparison = match change {
                    ValueChange::First => format!("its first value, {parent_name} = {value} so far"),
                    ValueChange::Better { previous } => {
                        format!("{value} {better} {previous}, so {parent_name} = {value} so far")
                    }
                    ValueChange::NotBetter { kept } => {
                        format!("{value} {not_better} {kept}, so {parent_name} stays {kept}")
                    }
                };
                let window = match window {
                    None => String::new(),
                    Some(WindowChange::Narrowed { bound, from, to }) => {
                        format!("; {value} {better} {bound} = {from}, so {bound} becomes {to}")
                    }
                    Some(WindowChange::Kept { bound, stays }) => {
                        format!("; {value} {not_better} {bound} = {stays}, so {bound} stays {stays}")
                    }
                    Some(WindowChange::Reached { bound, value: at }) => {
                        let reaches = if *bound == BoundName::Beta { "≥" } else { "≤" };
                        format!("; {value} {reaches} {bound} = {at}: α ≥ β, the window is closed")
                    }
                };
                format!("{child_text} backs up to {}: {comparison}{window}", named(*parent))
            }
            Step::Cut { node, value, bound, bound_value, origin, skipped } => {
                let level = tree.level(*node);
                let (reaches, worth) = match level {
                    Level::Max => ("≥", "at least"),
                    Level::Min => ("≤", "at most"),
                };
                let node_name = name(*node);
                let other = level.other();
                let skipped_names: Vec<String> = skipped.iter().map(|&id| name(id)).collect();
                let what = if skipped.len() == 1 { "other child is" } else { "other children are" };
                format!(
                    "cut at {}: {value} {reaches} {bound} = {bound_value}, so {node_name}'s {what} cut ({}): \
                     {node_name} is worth {worth} {value}, and {other} at {} already has {bound_value} through {}, \
                     so {other} never lets the game reach {node_name}",
                    named(*node),
                    skipped_names.join(", "),
                    name(origin.at),
                    name(origin.through),
                )
            }
            Step::Done { node, value, known } => {
                let node_name = name(*node);
                let bound = if *known == Known::Exact { "" } else { ", a bound: the exact value is not needed" };
                format!("{node_name} is done: {node_name} {known} {value}{bound}")
            }
        }
    }
}

/// What a search made of a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "result", rename_all = "kebab-case")]
pub enum NodeResult {
    /// Visited: its value, exact or a bound.
    Searched { value: Score, known: Known },
    /// Never visited: a cut at `by` skipped it (or the subtree it is in).
    Cut { by: NodeId },
}

/// A search of a tree, step by step, and what it found.
#[derive(Clone, Debug, PartialEq)]
pub struct Trace {
    tree: Tree,
    algorithm: TextbookAlgorithm,
    order: MoveOrder,
    steps: Vec<Step>,
    results: Vec<NodeResult>,
    principal_variation: Vec<NodeId>,
}

impl Trace {
    /// Searches `tree` with `algorithm`, each node's children taken in `order`: the tree is
    /// reordered first ([`Tree::reordered`]) and [`Trace::tree`] is that tree, whose ids the
    /// steps speak of.
    pub fn new(tree: &Tree, algorithm: TextbookAlgorithm, order: MoveOrder) -> Self {
        let tree = tree.reordered(order);
        let mut search = Search {
            tree: &tree,
            prune: algorithm == TextbookAlgorithm::AlphaBeta,
            steps: Vec::new(),
            // Overwritten for every node the search visits or cuts: each is one or the other.
            results: vec![NodeResult::Cut { by: tree.root() }; tree.node_count()],
            best_child: vec![None; tree.node_count()],
        };
        search.visit(tree.root(), OpenBounds::OPEN);
        let (steps, results, best_child) = (search.steps, search.results, search.best_child);
        let principal_variation = std::iter::successors(Some(tree.root()), |node| best_child[node.index()]).collect();
        Self { tree, algorithm, order, steps, results, principal_variation }
    }

    /// The tree searched: the one given, its children in the trace's order.
    pub fn tree(&self) -> &Tree {
        &self.tree
    }

    pub fn algorithm(&self) -> TextbookAlgorithm {
        self.algorithm
    }

    pub fn order(&self) -> MoveOrder {
        self.order
    }

    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// What the search made of `id`.
    pub fn result(&self, id: NodeId) -> NodeResult {
        self.results[id.index()]
    }

    /// The root's value: the value of the game, from MAX's side.
    pub fn root_value(&self) -> Score {
        match self.results[self.tree.root().index()] {
            NodeResult::Searched { value, .. } => value,
            // The search always visits the root.
            NodeResult::Cut { .. } => 0,
        }
    }

    /// The best line: from the root, each time the child that gave the node its value (the
    /// first of equal ones), down to a leaf.
    pub fn principal_variation(&self) -> &[NodeId] {
        &self.principal_variation
    }

    /// Nodes the search visited, the root and the leaves read included.
    pub fn nodes_visited(&self) -> usize {
        self.results.iter().filter(|result| matches!(result, NodeResult::Searched { .. })).count()
    }

    /// Leaves whose values the search read.
    pub fn leaves_read(&self) -> usize {
        self.steps.iter().filter(|step| matches!(step, Step::ReadLeaf { .. })).count()
    }

    /// Nodes it never visited: the children cut and everything under them.
    pub fn nodes_cut(&self) -> usize {
        self.tree.node_count() - self.nodes_visited()
    }

    /// How many times a node stopped before its last child.
    pub fn cutoffs(&self) -> usize {
        self.steps.iter().filter(|step| matches!(step, Step::Cut { .. })).count()
    }
}

/// Where alpha-beta stops at a node: after its child `after` the node's value `value` reached
/// `bound` (β at a MAX node, α at a MIN node), worth `bound_value`, set at `set_at`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cutoff {
    pub at: NodeId,
    pub after: NodeId,
    pub value: Score,
    pub bound: BoundName,
    pub bound_value: Score,
    pub set_at: NodeId,
}

impl Cutoff {
    /// The cut-off in English words, the nodes by their addresses: `at E, after E.1 gave 5, E is
    /// worth at least 5 ≥ β = 3, which MIN already holds at B, so alpha-beta cuts E's other
    /// children`.
    pub fn describe(&self, tree: &Tree) -> String {
        let (worth, compare, player) = match self.bound {
            BoundName::Beta => ("at least", "≥", "MIN"),
            BoundName::Alpha => ("at most", "≤", "MAX"),
        };
        format!(
            "at {at}, after {after} gave {value}, {at} is worth {worth} {value} {compare} {bound} = {bound_value}, \
             which {player} already holds at {set_at}, so alpha-beta cuts {at}'s other children",
            at = tree.address(self.at),
            after = tree.address(self.after),
            value = self.value,
            bound = self.bound,
            bound_value = self.bound_value,
            set_at = tree.address(self.set_at),
        )
    }
}

impl Trace {
    /// The cut-off that keeps the search from `node`, if one does: the cut at the node above it
    /// whose other children it is among, or under one of them.
    pub fn cutoff_above(&self, node: NodeId) -> Option<Cutoff> {
        let NodeResult::Cut { by } = self.result(node) else { return None };
        self.cutoff_at(by)
    }

    /// The cut-off at `node`, where the search stopped before its last child.
    pub fn cutoff_at(&self, node: NodeId) -> Option<Cutoff> {
        let at = self.steps.iter().position(|step| matches!(step, Step::Cut { node: cut, .. } if *cut == node))?;
        let Step::Cut { value, bound, bound_value, origin, .. } = &self.steps[at] else { return None };
        let after = match at.checked_sub(1).map(|before| &self.steps[before]) {
            Some(Step::BackUp { child, .. }) => *child,
            _ => origin.through,
        };
        Some(Cutoff { at: node, after, value: *value, bound: *bound, bound_value: *bound_value, set_at: origin.at })
    }
}

/// α and β as the search passes them down, each with the node and child that set it; `None`
/// while infinite.
#[derive(Clone, Copy, Debug)]
struct OpenBounds {
    alpha: Option<(Score, Origin)>,
    beta: Option<(Score, Origin)>,
}

impl OpenBounds {
    const OPEN: Self = Self { alpha: None, beta: None };

    fn window(&self) -> Window {
        Window {
            alpha: self.alpha.map_or(Bound::MinusInfinity, |(alpha, _)| Bound::Value(alpha)),
            beta: self.beta.map_or(Bound::PlusInfinity, |(beta, _)| Bound::Value(beta)),
        }
    }
}

/// What is known of a visited node's value: it lies between `lowest` and `highest`, and the
/// search returned `value`, one of the two.
#[derive(Clone, Copy, Debug)]
struct Searched {
    value: Score,
    lowest: Bound,
    highest: Bound,
}

struct Search<'a> {
    tree: &'a Tree,
    prune: bool,
    steps: Vec<Step>,
    results: Vec<NodeResult>,
    /// The child that gave each node its value.
    best_child: Vec<Option<NodeId>>,
}

impl Search<'_> {
    fn visit(&mut self, node: NodeId, bounds: OpenBounds) -> Searched {
        let window = self.prune.then(|| bounds.window());
        if let Some(value) = self.tree.leaf_value(node) {
            self.steps.push(Step::ReadLeaf { node, value, window });
            self.results[node.index()] = NodeResult::Searched { value, known: Known::Exact };
            return Searched { value, lowest: Bound::Value(value), highest: Bound::Value(value) };
        }
        self.steps.push(Step::Enter { node, window });
        let level = self.tree.level(node);
        let combine = |one: Bound, other: Bound| match level {
            Level::Max => one.max(other),
            Level::Min => one.min(other),
        };
        let children: Vec<NodeId> = self.tree.children(node).collect();
        let mut bounds = bounds;
        let mut value: Option<Score> = None;
        let mut range: Option<(Bound, Bound)> = None;
        let mut cut = false;
        for (index, &child) in children.iter().enumerate() {
            let searched = self.visit(child, if self.prune { bounds } else { OpenBounds::OPEN });
            range = Some(match range {
                None => (searched.lowest, searched.highest),
                Some((lowest, highest)) => (combine(lowest, searched.lowest), combine(highest, searched.highest)),
            });
            let change = match value {
                None => ValueChange::First,
                Some(previous) if level.prefers(searched.value, previous) => ValueChange::Better { previous },
                Some(kept) => ValueChange::NotBetter { kept },
            };
            if !matches!(change, ValueChange::NotBetter { .. }) {
                value = Some(searched.value);
                self.best_child[node.index()] = Some(child);
            }
            // The other player's bound, where the child's value reaches it.
            let reached = match level {
                Level::Max => {
                    bounds.beta.filter(|&(beta, _)| searched.value >= beta).map(|beta| (BoundName::Beta, beta))
                }
                Level::Min => {
                    bounds.alpha.filter(|&(alpha, _)| searched.value <= alpha).map(|alpha| (BoundName::Alpha, alpha))
                }
            }
            .filter(|_| self.prune);
            let window = match reached {
                _ if !self.prune => None,
                Some((bound, (value, _))) => Some(WindowChange::Reached { bound, value }),
                None => Some(narrow(&mut bounds, level, searched.value, Origin { at: node, through: child })),
            };
            self.steps.push(Step::BackUp { child, parent: node, value: searched.value, change, window });
            let skipped = &children[index + 1..];
            if let Some((bound, (bound_value, origin))) = reached
                && !skipped.is_empty()
            {
                for &skipped_child in skipped {
                    self.mark_cut(skipped_child, node);
                }
                let (value, skipped) = (searched.value, skipped.to_vec());
                self.steps.push(Step::Cut { node, value, bound, bound_value, origin, skipped });
                cut = true;
                break;
            }
        }
        // An internal node has a child, so both are set; the defaults are never read.
        let value = value.unwrap_or_default();
        let (mut lowest, mut highest) = range.unwrap_or((Bound::Value(value), Bound::Value(value)));
        // The children cut could have been anything: better for the node's player, unbounded.
        if cut {
            match level {
                Level::Max => highest = Bound::PlusInfinity,
                Level::Min => lowest = Bound::MinusInfinity,
            }
        }
        let known = if lowest == highest {
            Known::Exact
        } else if highest == Bound::Value(value) {
            Known::AtMost
        } else {
            Known::AtLeast
        };
        self.results[node.index()] = NodeResult::Searched { value, known };
        self.steps.push(Step::Done { node, value, known });
        Searched { value, lowest, highest }
    }

    /// `id` and everything below it, never visited because of the cut at `by`.
    fn mark_cut(&mut self, id: NodeId, by: NodeId) {
        let mut pending = vec![id];
        while let Some(node) = pending.pop() {
            self.results[node.index()] = NodeResult::Cut { by };
            pending.extend(self.tree.children(node));
        }
    }
}

/// Moves the node's own bound (α at MAX, β at MIN) to `value` where the value passes it, as
/// set at `origin`.
fn narrow(bounds: &mut OpenBounds, level: Level, value: Score, origin: Origin) -> WindowChange {
    let window = bounds.window();
    match level {
        Level::Max if Bound::Value(value) > window.alpha => {
            bounds.alpha = Some((value, origin));
            WindowChange::Narrowed { bound: BoundName::Alpha, from: window.alpha, to: value }
        }
        Level::Max => WindowChange::Kept { bound: BoundName::Alpha, stays: window.alpha },
        Level::Min if Bound::Value(value) < window.beta => {
            bounds.beta = Some((value, origin));
            WindowChange::Narrowed { bound: BoundName::Beta, from: window.beta, to: value }
        }
        Level::Min => WindowChange::Kept { bound: BoundName::Beta, stays: window.beta },
    }
}
