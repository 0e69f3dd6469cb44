//! A checked tree as the shared tree drawing shows it: the leaves the program read (✔ where
//! the search reads them too, ✖ where it never does), those it should have read and did not (!),
//! each leaf's place in the program's reading and in alpha-beta's, the branches alpha-beta
//! prunes; at the end, each node's value (or the bound alpha-beta settles).

use super::SoFar;
use crate::app::screens::textbook_trees::words::value_words;
use crate::app::screens::textbook_trees::{TreePicture, drawing};
use crate::app::widgets::tree_drawing::{DrawnNode, Mark, ReadCheck};
use crate::games::textbook_tree::NodeResult;
use crate::programs::search_checker::TreeReport;
use crate::tr;

/// The nodes of `report`'s tree after `step` steps, in the tree's order.
pub fn checked_nodes(report: &TreeReport, step: usize) -> Vec<DrawnNode> {
    let checked = &report.checked;
    let tree = checked.tree();
    let trace = checked.trace();
    let so_far = SoFar::of(report, step);
    let picture = match trace {
        Some(trace) if so_far.ended => TreePicture::after(trace, trace.steps().len()),
        _ => TreePicture::after_none(tree),
    };
    let mut nodes = drawing::drawn_nodes(tree, &picture);
    let expected = checked.expected_reads();
    for node in tree.node_ids() {
        let drawn = &mut nodes[node.index()];
        drawn.on_best_line = false;
        drawn.cut = trace.is_some_and(|trace| matches!(trace.result(node), NodeResult::Cut { .. }));
        let expected_at = expected.iter().position(|&read| read == node);
        if tree.is_leaf(node) {
            let read_at = so_far.read.iter().position(|&read| read == node);
            drawn.visited = read_at.is_some();
            drawn.check = match (read_at, expected_at) {
                (Some(_), Some(_)) => Some(ReadCheck::Right),
                (Some(_), None) => Some(ReadCheck::Wrong),
                (None, Some(_)) if so_far.ended => Some(ReadCheck::Missed),
                (None, _) => None,
            };
            if let Some(place) = read_at {
                drawn.note.push(tr!("check-order-you", order = place + 1));
            }
            // Minimax and expectimax may read the leaves in any order: only alpha-beta's counts.
            if let (Some(place), Some(_)) = (expected_at, trace) {
                drawn.note.push(tr!("check-order-search", order = place + 1));
            }
        } else {
            let expanded = so_far.expanded.contains(&node);
            drawn.visited = expanded || node == tree.root();
            let cut_off = trace.is_some_and(|trace| trace.cutoff_above(node).is_some());
            drawn.check = (expanded && cut_off).then_some(ReadCheck::Wrong);
            if so_far.ended && trace.is_none() {
                drawn.value = Some((format!("= {}", value_words(checked.value(node))), true)); // not shown: a node's value
            }
        }
    }
    nodes
}

/// The marks that draw `report`'s tree after `step` steps, at `places`.
pub fn checked_marks(report: &TreeReport, step: usize, places: &[bevy_egui::egui::Pos2]) -> Vec<Mark> {
    let current = SoFar::of(report, step).current.map(|node| node.index());
    crate::app::widgets::tree_drawing::marks(&checked_nodes(report, step), places, current)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::screens::textbook_trees::program_check::words;
    use crate::games::textbook_tree::Tree;
    use crate::games::textbook_tree::check::{Answer, CheckedAlgorithm, CheckedTree, Request};
    use crate::programs::search_checker::Outcome;

    /// The course's alpha-beta tree read by a program that does not cut at E: 2, 3, 5, then
    /// E's 9, which alpha-beta prunes, and it stops there.
    fn reading_past_the_cut() -> TreeReport {
        let tree = Tree::parse("(((2 3) (5 9)) ((0 1) (7 5)))").expect("the course's tree");
        let checked = CheckedTree::new(tree, CheckedAlgorithm::AlphaBeta);
        let tree = checked.tree();
        let leaf = |address: &str| tree.find_by_address(address).expect(address);
        let requests: Vec<Request> = ["A", "B", "D"]
            .into_iter()
            .map(|node| Request::Expand(leaf(node)))
            .chain(["D.1", "D.2"].map(|address| Request::Read(leaf(address))))
            .chain([Request::Expand(leaf("E"))])
            .chain(["E.1", "E.2"].map(|address| Request::Read(leaf(address))))
            .collect();
        let answer = Answer { value: 3.0, chosen: "B".to_owned() };
        let (step, mistake) = checked.judge(&requests, &answer).expect("E.2 is pruned");
        assert_eq!(step, requests.len(), "shown at the read of E.2");
        let outcome = Outcome::Mistaken { mistake, step };
        TreeReport { checked, requests, answer: Some(answer), comments: Vec::new(), outcome }
    }

    #[test]
    fn read_leaves_are_marked_right_or_wrong_and_the_missed_ones_at_the_end() {
        let report = reading_past_the_cut();
        let tree = report.checked.tree();
        let node = |address: &str| tree.find_by_address(address).expect(address).index();
        let end = checked_nodes(&report, super::super::last_step(&report));
        let checks = |nodes: &[DrawnNode], addresses: &[&str]| -> Vec<Option<ReadCheck>> {
            addresses.iter().map(|address| nodes[node(address)].check).collect()
        };
        let leaves = ["D.1", "D.2", "E.1", "E.2", "F.1", "F.2", "G.1"];
        let right = Some(ReadCheck::Right);
        let (wrong, missed) = (Some(ReadCheck::Wrong), Some(ReadCheck::Missed));
        assert_eq!(checks(&end, &leaves), [right, right, right, wrong, missed, missed, None]);
        assert!(end[node("E.2")].cut && end[node("G")].cut, "alpha-beta's prunings shown");
        assert_eq!(end[node("E.2")].note, ["you: 4"], "read 4th, never by the search");
        assert_eq!(end[node("E.1")].note, ["you: 3", "search: 3"]);
        assert_eq!(end[node("F.1")].note, ["search: 4"]);
        // Halfway, nothing is missed yet: the program may still read it.
        let halfway = checked_nodes(&report, 5);
        assert_eq!(checks(&halfway, &leaves), [right, right, None, None, None, None, None]);
        assert!(halfway[node("D")].visited && !halfway[node("E")].visited);
        let marks = checked_marks(&report, 5, &drawing::layout(tree));
        assert!(marks.iter().any(|mark| matches!(mark, Mark::Ring { .. })), "the last request ringed");
    }

    #[test]
    fn the_first_mistake_is_told_at_its_step_and_at_the_end() {
        let report = reading_past_the_cut();
        let before = words::step_words(&report, 7);
        assert!(before.starts_with("Your program read E.1 (5); the search reads it third"), "{before}");
        assert!(!before.contains("First mistake"));
        let at = words::step_words(&report, 8);
        for part in ["Your program read E.2 (9); the search never reads it.", "First mistake", "β = 3", "at B"] {
            assert!(at.contains(part), "{part}: {at}");
        }
        let end = words::step_words(&report, super::super::last_step(&report));
        assert!(end.starts_with("Your program answered 3, moving to B. First mistake"), "{end}");
    }
}
