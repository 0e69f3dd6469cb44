//! A recorded tree as the view walks it: each node's subtree, the principal variation, which
//! rows are on screen with the expanded nodes, and what a step through the search has shown so
//! far. No drawing here, so that it is tested without a window.

use crate::engine::SearchTree;

/// A recorded search with what the view needs of it at hand.
pub struct TreeLayout<M> {
    pub tree: SearchTree<M>,
    /// Where each node's subtree ends: the nodes were kept in visiting order, so a node's
    /// descendants are the ids from it up to this one (exclusive).
    ends: Vec<u32>,
    on_line: Vec<bool>,
    expanded: Vec<bool>,
}

/// A line of the view: a node, or a move a cut-off left unsearched (drawn greyed under it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Row {
    Node(u32),
    Pruned { parent: u32, index: u32 },
}

/// How far a step through the search has come: the nodes visited so far, the cut-offs
/// finished and the branches they pruned.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StepCounts {
    pub visited: usize,
    pub cutoffs: usize,
    pub pruned: usize,
}

impl<M: Copy + PartialEq> TreeLayout<M> {
    /// The tree with its root and principal variation open.
    pub fn new(tree: SearchTree<M>) -> Self {
        let count = tree.nodes().len();
        let mut ends = vec![count as u32; count];
        // A node's subtree ends at the first later node no deeper than it.
        let mut open: Vec<usize> = Vec::new();
        for (id, node) in tree.nodes().iter().enumerate() {
            while open.last().is_some_and(|&top| tree.nodes()[top].ply >= node.ply) {
                ends[open.pop().unwrap_or_default()] = id as u32;
            }
            open.push(id);
        }
        let mut on_line = vec![false; count];
        let mut expanded = vec![false; count];
        for id in tree.principal_variation() {
            on_line[id as usize] = true;
            expanded[id as usize] = true;
        }
        Self { tree, ends, on_line, expanded }
    }

    pub fn node_count(&self) -> usize {
        self.ends.len()
    }

    /// The ids of `id`'s children, in visiting order.
    pub fn children(&self, id: u32) -> impl Iterator<Item = u32> + '_ {
        let end = self.ends[id as usize];
        std::iter::successors(Some(id + 1).filter(|&child| child < end), move |&child| {
            Some(self.ends[child as usize]).filter(|&next| next < end)
        })
    }

    pub fn has_children(&self, id: u32) -> bool {
        id + 1 < self.ends[id as usize] || !self.tree.pruned(&self.tree.nodes()[id as usize]).is_empty()
    }

    /// True on the principal variation.
    pub fn on_line(&self, id: u32) -> bool {
        self.on_line[id as usize]
    }

    pub fn is_expanded(&self, id: u32) -> bool {
        self.expanded[id as usize]
    }

    pub fn toggle(&mut self, id: u32) {
        self.expanded[id as usize] ^= true;
    }

    /// Opens every node above `id`, so that it shows.
    pub fn reveal(&mut self, id: u32) {
        let mut current = self.tree.nodes()[id as usize].parent;
        while let Some(parent) = current {
            self.expanded[parent as usize] = true;
            current = self.tree.nodes()[parent as usize].parent;
        }
    }

    /// Closes everything but the root and the principal variation.
    pub fn collapse_all(&mut self) {
        self.expanded.clone_from(&self.on_line);
    }

    /// True once the search, `step` nodes in, has left `id`: its value is backed up.
    pub fn finished_by(&self, id: u32, step: usize) -> bool {
        self.ends[id as usize] as usize <= step
    }

    /// The rows on screen, in order, when the first `step` nodes have been visited: expanded
    /// nodes show the children visited so far, and a cut-off's pruned moves once the cut is
    /// made, after the children that were searched.
    pub fn rows(&self, step: usize) -> Vec<Row> {
        enum Pending {
            Node(u32),
            PrunedOf(u32),
        }
        let mut rows = Vec::new();
        let mut stack = if self.node_count() > 0 && step > 0 { vec![Pending::Node(0)] } else { Vec::new() };
        while let Some(pending) = stack.pop() {
            let id = match pending {
                Pending::Node(id) => id,
                Pending::PrunedOf(parent) => {
                    let count = self.tree.pruned(&self.tree.nodes()[parent as usize]).len() as u32;
                    rows.extend((0..count).map(|index| Row::Pruned { parent, index }));
                    continue;
                }
            };
            rows.push(Row::Node(id));
            if !self.expanded[id as usize] {
                continue;
            }
            if self.finished_by(id, step) {
                stack.push(Pending::PrunedOf(id));
            }
            let first_hidden = stack.len();
            stack.extend(self.children(id).filter(|&child| (child as usize) < step).map(Pending::Node));
            stack[first_hidden..].reverse();
        }
        rows
    }

    /// What a step through the search has shown after `step` nodes.
    pub fn counts(&self, step: usize) -> StepCounts {
        let step = step.min(self.node_count());
        let mut counts = StepCounts { visited: step, ..StepCounts::default() };
        for (id, node) in self.tree.nodes()[..step].iter().enumerate() {
            if node.cutoff && self.finished_by(id as u32, step) {
                counts.cutoffs += 1;
                counts.pruned += self.tree.pruned(node).len();
            }
        }
        counts
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use super::*;
    use crate::engine::{Algorithm, Searcher, Strategy};
    use crate::games::Notation;
    use crate::games::tictactoe::{Board, Cell, LineHeuristic};

    fn layout(position: &str, algorithm: Algorithm) -> TreeLayout<Cell> {
        let board = Board::parse_position(position).expect("a position");
        let mut searcher = Searcher::new(Strategy::new(algorithm).max_depth(9));
        let (_, tree) = searcher.record(&board, &LineHeuristic, usize::MAX, &AtomicBool::new(false));
        TreeLayout::new(tree)
    }

    #[test]
    fn children_follow_the_parent_links_and_subtrees_are_contiguous() {
        let layout = layout("XO-XO---- X", Algorithm::AlphaBeta);
        for id in 0..layout.node_count() as u32 {
            let by_links: Vec<u32> = (0..layout.node_count() as u32)
                .filter(|&child| layout.tree.nodes()[child as usize].parent == Some(id))
                .collect();
            assert_eq!(layout.children(id).collect::<Vec<_>>(), by_links, "node {id}");
        }
    }

    #[test]
    fn fully_open_rows_list_every_node_once_and_every_pruned_move_after_its_siblings() {
        let mut layout = layout("XO-XO---- X", Algorithm::AlphaBeta);
        for id in 0..layout.node_count() as u32 {
            if !layout.is_expanded(id) {
                layout.toggle(id);
            }
        }
        let rows = layout.rows(layout.node_count());
        let nodes: Vec<u32> =
            rows.iter().filter_map(|row| if let Row::Node(id) = row { Some(*id) } else { None }).collect();
        assert_eq!(nodes, (0..layout.node_count() as u32).collect::<Vec<_>>(), "visiting order is depth-first order");
        let pruned = rows.iter().filter(|row| matches!(row, Row::Pruned { .. })).count();
        assert_eq!(pruned, layout.counts(layout.node_count()).pruned);
        for (index, row) in rows.iter().enumerate() {
            if let Row::Pruned { parent, .. } = row {
                // Whatever follows a pruned row is no descendant of the parent searched later.
                if let Some(Row::Node(next)) = rows.get(index + 1) {
                    assert!(!layout.finished_by(*parent, *next as usize) || *next >= layout.ends[*parent as usize]);
                }
            }
        }
    }

    #[test]
    fn a_step_shows_only_the_nodes_visited_so_far_and_counts_finished_cutoffs() {
        let mut layout = layout("X---O---- X", Algorithm::AlphaBeta);
        let total = layout.counts(layout.node_count());
        assert!(total.cutoffs > 0 && total.pruned >= total.cutoffs);
        let mut previous = StepCounts::default();
        for step in [1, 5, 40, 200, layout.node_count()] {
            let counts = layout.counts(step);
            assert_eq!(counts.visited, step.min(layout.node_count()));
            assert!(counts.cutoffs >= previous.cutoffs && counts.pruned >= previous.pruned);
            previous = counts;
            layout.reveal((step - 1) as u32);
            let rows = layout.rows(step);
            assert!(rows.iter().all(|row| match row {
                Row::Node(id) => (*id as usize) < step,
                Row::Pruned { parent, .. } => layout.finished_by(*parent, step),
            }));
            assert!(rows.contains(&Row::Node((step - 1) as u32)), "the node just visited is on screen");
        }
        assert_eq!(previous, total);
        layout.collapse_all();
        let line = layout.tree.principal_variation();
        assert_eq!(
            layout
                .rows(layout.node_count())
                .iter()
                .filter(|row| matches!(row, Row::Node(id) if line.contains(id)))
                .count(),
            line.len()
        );
    }
}
