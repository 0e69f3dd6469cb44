//! A search recorded node by node, as the course material draws it: each position the search
//! entered, the (α, β) window it was searched with, the value it backed up, and the moves a cut-off
//! left unsearched. What the window's tree view draws and `minimax-arcade tree` prints.
//!
//! The search reports to an [`Observer`]; the one it uses when nobody records, [`Unobserved`],
//! does nothing and compiles away, so recording costs the normal search nothing.

use serde::{Deserialize, Serialize};

use super::game::Score;

/// What a search tells whoever watches it, node by node, in the order it visits them.
pub(super) trait Observer<M> {
    /// Whether anything is recorded: a search nobody records skips the work done only for the
    /// record (putting the moves a cut skipped in the order they would have been tried).
    const RECORDS: bool;
    /// The full engine starts another iteration of its iterative deepening.
    fn begin_iteration(&mut self);
    /// The next node entered is reached by `mv` from the current one.
    fn child(&mut self, mv: M);
    /// A node is entered at `ply` with the window (`alpha`, `beta`) of its side to move.
    fn enter(&mut self, ply: usize, alpha: Score, beta: Score);
    /// The current node's value came from the transposition table: it searched no child.
    fn table_answer(&mut self);
    /// The current node stopped on a cut-off before searching `skipped` (in the order it would
    /// have tried them).
    fn cut(&mut self, skipped: &[M]);
    /// The current node returns `value` for its side to move.
    fn leave(&mut self, value: Score);
}

/// The observer of a search nobody records.
pub(super) struct Unobserved;

impl<M> Observer<M> for Unobserved {
    const RECORDS: bool = false;

    #[inline(always)]
    fn begin_iteration(&mut self) {}
    #[inline(always)]
    fn child(&mut self, _: M) {}
    #[inline(always)]
    fn enter(&mut self, _: usize, _: Score, _: Score) {}
    #[inline(always)]
    fn table_answer(&mut self) {}
    #[inline(always)]
    fn cut(&mut self, _: &[M]) {}
    #[inline(always)]
    fn leave(&mut self, _: Score) {}
}

/// One position the search entered. Values and windows are from the root player's side, as the
/// course material draws MAX and MIN levels: MAX nodes (even plies) keep the search's own numbers,
/// MIN nodes have them negated (and the window turned round).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TreeNode<M> {
    /// The node it was entered from; `None` at the root.
    pub parent: Option<u32>,
    /// The move from the parent; `None` at the root.
    pub mv: Option<M>,
    /// Plies below the root.
    pub ply: u8,
    /// The window it was searched with: [`SearchTree::INFINITY`] stands for ±∞.
    pub alpha: Score,
    pub beta: Score,
    /// What it returned: exact inside the window; at or below `alpha` an upper bound, at or
    /// above `beta` a lower bound.
    pub value: Score,
    /// It stopped on a cut-off before its last child.
    pub cutoff: bool,
    /// Its value came from the transposition table (full engine), without searching below it.
    pub from_table: bool,
    /// The same move searched again just before, from the same parent: the full engine probes
    /// with a null window, then searches again with the full one when the probe fails high.
    pub research: bool,
    /// The children a cut-off left unsearched: a range of [`SearchTree::pruned_moves`].
    pruned_start: u32,
    pruned_count: u32,
}

impl<M> TreeNode<M> {
    /// True on the root player's levels.
    pub fn is_max(&self) -> bool {
        self.ply.is_multiple_of(2)
    }
}

/// A recorded search: its nodes in visiting order (a node's index is its id), up to a cap.
/// Written (serde) in columns, [`TreeColumns`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(
    into = "TreeColumns<M>",
    try_from = "TreeColumns<M>",
    bound(serialize = "M: Copy + Serialize", deserialize = "M: Copy + Deserialize<'de>")
)]
pub struct SearchTree<M> {
    nodes: Vec<TreeNode<M>>,
    pruned_moves: Vec<M>,
    /// Nodes the recorded pass counted, kept or not.
    visited: u64,
    /// Nodes the full engine's earlier iterations counted: only its last pass is kept.
    earlier_passes: u64,
    cap: usize,
    /// Nodes entered and not yet left: their ids where kept, and their last child kept.
    open: Vec<OpenNode>,
    /// The move leading to the next node entered.
    pending_move: Option<M>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct OpenNode {
    id: Option<u32>,
    last_child: Option<u32>,
}

impl<M: Copy + PartialEq> SearchTree<M> {
    /// The bound standing for ±∞ in windows and values.
    pub const INFINITY: Score = super::game::INFINITY;

    /// An empty record that keeps at most `cap` nodes.
    pub fn new(cap: usize) -> Self {
        Self {
            nodes: Vec::new(),
            pruned_moves: Vec::new(),
            visited: 0,
            earlier_passes: 0,
            cap,
            open: Vec::new(),
            pending_move: None,
        }
    }

    /// The nodes kept, in the order the search visited them.
    pub fn nodes(&self) -> &[TreeNode<M>] {
        &self.nodes
    }

    /// The moves a cut-off at `node` left unsearched, in the order they would have come.
    pub fn pruned(&self, node: &TreeNode<M>) -> &[M] {
        let start = node.pruned_start as usize;
        &self.pruned_moves[start..start + node.pruned_count as usize]
    }

    /// Nodes the recorded pass visited, those past the cap included.
    pub fn visited(&self) -> u64 {
        self.visited
    }

    /// Nodes visited by the full engine's earlier iterations, which are not kept.
    pub fn earlier_passes(&self) -> u64 {
        self.earlier_passes
    }

    /// The most nodes kept.
    pub fn cap(&self) -> usize {
        self.cap
    }

    /// True when every node of the recorded pass is kept.
    pub fn is_complete(&self) -> bool {
        self.nodes.len() as u64 == self.visited
    }

    /// The root's value, from the root player's side.
    pub fn root_value(&self) -> Option<Score> {
        self.nodes.first().map(|root| root.value)
    }

    /// Each node's children's ids, in visiting order.
    pub fn children(&self) -> Vec<Vec<u32>> {
        let mut children = vec![Vec::new(); self.nodes.len()];
        for (id, node) in self.nodes.iter().enumerate() {
            if let Some(parent) = node.parent {
                children[parent as usize].push(id as u32);
            }
        }
        children
    }

    /// The moves from the root to `id`.
    pub fn path(&self, id: u32) -> Vec<M> {
        let mut moves = Vec::new();
        let mut current = self.nodes.get(id as usize);
        while let Some(node) = current {
            moves.extend(node.mv);
            current = node.parent.and_then(|parent| self.nodes.get(parent as usize));
        }
        moves.reverse();
        moves
    }

    /// The ids of the principal variation: from the root, each time the child that set the
    /// node's value. That is the first child returning it (a later equal one changes nothing),
    /// not counting a probe searched again: the search keeps the second answer, not the probe's.
    pub fn principal_variation(&self) -> Vec<u32> {
        let children = self.children();
        let mut line = Vec::new();
        let mut current = if self.nodes.is_empty() { None } else { Some(0) };
        while let Some(id) = current {
            line.push(id);
            let value = self.nodes[id as usize].value;
            let kids = &children[id as usize];
            let searched_again =
                |index: usize| kids.get(index + 1).is_some_and(|&next| self.nodes[next as usize].research);
            current = kids
                .iter()
                .enumerate()
                .find(|&(index, &child)| !searched_again(index) && self.nodes[child as usize].value == value)
                .map(|(_, &child)| child);
        }
        line
    }

    /// The same tree with each move changed by `change(from, mv)`, `from` being the id of the
    /// node it is played from (its parent for a node's own move, the node itself for the moves
    /// its cut-off left); `None` where `change` refuses a move.
    pub fn try_map_moves<N>(&self, mut change: impl FnMut(u32, M) -> Option<N>) -> Option<SearchTree<N>> {
        let mut nodes = Vec::with_capacity(self.nodes.len());
        let mut played_from = vec![0; self.pruned_moves.len()];
        for (id, node) in self.nodes.iter().enumerate() {
            let start = node.pruned_start as usize;
            played_from[start..start + node.pruned_count as usize].fill(id as u32);
            let mv = match (node.parent, node.mv) {
                (Some(parent), Some(mv)) => Some(change(parent, mv)?),
                (_, None) => None,
                (None, Some(_)) => return None,
            };
            nodes.push(TreeNode {
                parent: node.parent,
                mv,
                ply: node.ply,
                alpha: node.alpha,
                beta: node.beta,
                value: node.value,
                cutoff: node.cutoff,
                from_table: node.from_table,
                research: node.research,
                pruned_start: node.pruned_start,
                pruned_count: node.pruned_count,
            });
        }
        let pruned_moves =
            self.pruned_moves.iter().zip(played_from).map(|(&mv, from)| change(from, mv)).collect::<Option<_>>()?;
        Some(SearchTree {
            nodes,
            pruned_moves,
            visited: self.visited,
            earlier_passes: self.earlier_passes,
            cap: self.cap,
            open: Vec::new(),
            pending_move: None,
        })
    }

    fn current(&mut self) -> Option<&mut TreeNode<M>> {
        let id = self.open.last()?.id?;
        self.nodes.get_mut(id as usize)
    }
}

/// The root player's side of a score returned at `ply`.
fn root_side(ply: usize, score: Score) -> Score {
    if ply.is_multiple_of(2) { score } else { -score }
}

impl<M: Copy + PartialEq> Observer<M> for SearchTree<M> {
    const RECORDS: bool = true;

    fn begin_iteration(&mut self) {
        self.earlier_passes += self.visited;
        self.visited = 0;
        self.nodes.clear();
        self.pruned_moves.clear();
        self.open.clear();
        self.pending_move = None;
    }

    fn child(&mut self, mv: M) {
        self.pending_move = Some(mv);
    }

    fn enter(&mut self, ply: usize, alpha: Score, beta: Score) {
        self.visited += 1;
        let mv = self.pending_move.take();
        let parent = self.open.last().copied();
        let kept = parent.is_none_or(|parent| parent.id.is_some()) && self.nodes.len() < self.cap;
        let id = kept.then(|| {
            let parent_id = parent.and_then(|parent| parent.id);
            let previous = parent.and_then(|parent| parent.last_child).map(|id| self.nodes[id as usize].mv);
            let (alpha, beta) = if ply.is_multiple_of(2) { (alpha, beta) } else { (-beta, -alpha) };
            self.nodes.push(TreeNode {
                parent: parent_id,
                mv,
                ply: ply.min(u8::MAX as usize) as u8,
                alpha,
                beta,
                value: 0,
                cutoff: false,
                from_table: false,
                research: mv.is_some() && previous == Some(mv),
                pruned_start: 0,
                pruned_count: 0,
            });
            (self.nodes.len() - 1) as u32
        });
        if let (Some(parent), Some(id)) = (self.open.last_mut(), id) {
            parent.last_child = Some(id);
        }
        self.open.push(OpenNode { id, last_child: None });
    }

    fn table_answer(&mut self) {
        if let Some(node) = self.current() {
            node.from_table = true;
        }
    }

    fn cut(&mut self, skipped: &[M]) {
        // A cut on the last child stopped nothing.
        if skipped.is_empty() {
            return;
        }
        let start = self.pruned_moves.len() as u32;
        let Some(node) = self.current() else { return };
        node.cutoff = true;
        node.pruned_start = start;
        node.pruned_count = skipped.len() as u32;
        self.pruned_moves.extend_from_slice(skipped);
    }

    fn leave(&mut self, value: Score) {
        if let Some(node) = self.current() {
            node.value = root_side(usize::from(node.ply), value);
        }
        self.open.pop();
    }
}

/// A recorded tree as it is written: each field of the nodes in an array of its own, so that
/// JSON does not repeat every field's name for every node (a whole game of tic-tac-toe by
/// minimax, 549,946 nodes, takes 19 MB so). Only the finished record is written: what a search
/// still under way keeps open is not.
#[derive(Serialize, Deserialize)]
struct TreeColumns<M> {
    cap: usize,
    visited: u64,
    earlier_passes: u64,
    parents: Vec<Option<u32>>,
    moves: Vec<Option<M>>,
    plies: Vec<u8>,
    /// The windows, with `null` for an unbounded side (−∞ for alpha, +∞ for beta): most of a
    /// minimax tree's, which would take ten digits each.
    alphas: Vec<Option<Score>>,
    betas: Vec<Option<Score>>,
    values: Vec<Score>,
    /// Each node's marks: [`CUTOFF`], [`FROM_TABLE`], [`RESEARCH`].
    marks: Vec<u8>,
    /// Where each node's moves left by a cut-off start in `pruned_moves`, and how many.
    pruned_starts: Vec<u32>,
    pruned_counts: Vec<u32>,
    pruned_moves: Vec<M>,
}

const CUTOFF: u8 = 1;
const FROM_TABLE: u8 = 2;
const RESEARCH: u8 = 4;

impl<M: Copy> From<SearchTree<M>> for TreeColumns<M> {
    fn from(tree: SearchTree<M>) -> Self {
        let nodes = &tree.nodes;
        let mark = |node: &TreeNode<M>| {
            [(node.cutoff, CUTOFF), (node.from_table, FROM_TABLE), (node.research, RESEARCH)]
                .into_iter()
                .fold(0, |marks, (marked, mark)| if marked { marks | mark } else { marks })
        };
        Self {
            cap: tree.cap,
            visited: tree.visited,
            earlier_passes: tree.earlier_passes,
            parents: nodes.iter().map(|node| node.parent).collect(),
            moves: nodes.iter().map(|node| node.mv).collect(),
            plies: nodes.iter().map(|node| node.ply).collect(),
            alphas: nodes.iter().map(|node| (node.alpha != -super::game::INFINITY).then_some(node.alpha)).collect(),
            betas: nodes.iter().map(|node| (node.beta != super::game::INFINITY).then_some(node.beta)).collect(),
            values: nodes.iter().map(|node| node.value).collect(),
            marks: nodes.iter().map(mark).collect(),
            pruned_starts: nodes.iter().map(|node| node.pruned_start).collect(),
            pruned_counts: nodes.iter().map(|node| node.pruned_count).collect(),
            pruned_moves: tree.pruned_moves,
        }
    }
}

impl<M: Copy> TryFrom<TreeColumns<M>> for SearchTree<M> {
    type Error = String;

    /// The tree, or what is wrong with the columns: columns of different lengths, a parent that
    /// is not an earlier node, pruned moves past those given.
    fn try_from(columns: TreeColumns<M>) -> Result<Self, String> {
        let count = columns.parents.len();
        let lengths = [
            columns.moves.len(),
            columns.plies.len(),
            columns.alphas.len(),
            columns.betas.len(),
            columns.values.len(),
            columns.marks.len(),
            columns.pruned_starts.len(),
            columns.pruned_counts.len(),
        ];
        if lengths.iter().any(|&length| length != count) {
            return Err(format!("a tree's columns differ in length: {count} parents, then {lengths:?}"));
        }
        let mut nodes = Vec::with_capacity(count);
        for id in 0..count {
            let parent = columns.parents[id];
            if parent.is_some_and(|parent| parent as usize >= id) {
                return Err(format!("node {id} of a tree has a parent that is not an earlier node"));
            }
            let (pruned_start, pruned_count) = (columns.pruned_starts[id], columns.pruned_counts[id]);
            let pruned_end = pruned_start.checked_add(pruned_count);
            if pruned_end.is_none_or(|end| end as usize > columns.pruned_moves.len()) {
                return Err(format!("node {id} of a tree has pruned moves past the tree's"));
            }
            let marks = columns.marks[id];
            nodes.push(TreeNode {
                parent,
                mv: columns.moves[id],
                ply: columns.plies[id],
                alpha: columns.alphas[id].unwrap_or(-super::game::INFINITY),
                beta: columns.betas[id].unwrap_or(super::game::INFINITY),
                value: columns.values[id],
                cutoff: marks & CUTOFF != 0,
                from_table: marks & FROM_TABLE != 0,
                research: marks & RESEARCH != 0,
                pruned_start,
                pruned_count,
            });
        }
        Ok(Self {
            nodes,
            pruned_moves: columns.pruned_moves,
            visited: columns.visited,
            earlier_passes: columns.earlier_passes,
            cap: columns.cap,
            open: Vec::new(),
            pending_move: None,
        })
    }
}
