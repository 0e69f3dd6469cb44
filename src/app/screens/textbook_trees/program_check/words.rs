//! A checked program's verdicts, steps and faults in the player's language: the words the
//! command line's `check-search` gives in English ([`CheckedTree::describe`]), from the same
//! data.

use super::{SoFar, last_step};
use crate::app::base::errors::Explain;
use crate::app::screens::textbook_trees::words::{algorithm_words, cutoff_words, value_words};
use crate::games::textbook_tree::check::{
    COMMENTS_ALLOWED, CheckedAlgorithm, CheckedTree, Mistake, ProtocolFault, Request, ValueHint,
};
use crate::games::textbook_tree::{NodeId, Tree};
use crate::programs::search_checker::{CheckFault, Outcome, TreeReport};
use crate::tr;

/// `node` as a verdict names it: `E`, or `E.2 (9)` at a leaf.
fn named(tree: &Tree, node: NodeId) -> String {
    match tree.leaf_value(node) {
        Some(value) => format!("{} ({value})", tree.address(node)), // not shown: a node and its value
        None => tree.address(node).to_string(),
    }
}

/// `B or C`, `B, C or D`: the names joined as the language joins a choice.
fn either(names: Vec<String>) -> String {
    let mut names = names.into_iter();
    let first = names.next().unwrap_or_default();
    let rest: Vec<String> = names.collect();
    match rest.split_last() {
        None => first,
        Some((last, middle)) => {
            let mut head = first;
            for name in middle {
                head = format!("{head}, {name}"); // not shown: a list's comma
            }
            tr!("check-or", first = head, second = last.as_str())
        }
    }
}

/// The first mistake, in words.
pub fn mistake_words(checked: &CheckedTree, mistake: &Mistake) -> String {
    let tree = checked.tree();
    let address = |node: NodeId| tree.address(node).to_string();
    match mistake {
        Mistake::ReadCut { leaf, cut } => {
            tr!("check-mistake-read-cut", leaf = named(tree, *leaf), cut = cutoff_words(tree, cut))
        }
        Mistake::ExpandedCut { node, cut } => {
            tr!("check-mistake-expanded-cut", node = address(*node), cut = cutoff_words(tree, cut))
        }
        Mistake::LeftToRight { went, before } => {
            tr!("check-mistake-left-to-right", went = named(tree, *went), before = named(tree, *before))
        }
        Mistake::OutOfOrder { read, expected } => {
            tr!("check-mistake-out-of-order", read = named(tree, *read), expected = named(tree, *expected))
        }
        Mistake::Skipped { leaf, window: None } => tr!("check-mistake-skipped", leaf = named(tree, *leaf)),
        Mistake::Skipped { leaf, window: Some(window) } => tr!(
            "check-mistake-skipped-window",
            leaf = named(tree, *leaf),
            alpha = window.alpha.to_string(),
            beta = window.beta.to_string()
        ),
        Mistake::ReadTwice { leaf } => tr!("check-mistake-read-twice", leaf = named(tree, *leaf)),
        Mistake::NotRead { leaf } => {
            tr!("check-mistake-not-read", leaf = named(tree, *leaf), algorithm = algorithm_words(checked.algorithm()))
        }
        Mistake::WrongValue { given, expected, hint } => {
            let (given, expected) = (value_words(*given), value_words(*expected));
            match hint {
                None => tr!("check-mistake-wrong-value", given = given, expected = expected),
                Some(ValueHint::LevelsSwapped) => {
                    tr!("check-mistake-levels-swapped", given = given, expected = expected, root = address(tree.root()))
                }
                Some(ValueHint::PlainMean) => tr!("check-mistake-plain-mean", given = given, expected = expected),
            }
        }
        Mistake::NotAChild { chosen } => {
            let children: Vec<String> = tree.children(tree.root()).map(address).collect();
            tr!(
                "check-mistake-not-a-child",
                chosen = crate::games::line_protocol::shortened(chosen),
                children = children.join(", ") // not shown: a list's comma
            )
        }
        Mistake::WrongMove { chosen, its_value, root_value } => tr!(
            "check-mistake-wrong-move",
            chosen = address(*chosen),
            value = value_words(*its_value),
            root_value = value_words(*root_value),
            right = either(checked.best_moves().map(address).collect())
        ),
    }
}

/// A program that broke down, in words.
pub fn fault_words(fault: &CheckFault) -> String {
    let problem = match fault {
        CheckFault::Program(fault) => fault.explain(),
        CheckFault::Protocol(fault) => protocol_words(fault),
    };
    tr!("check-fault", problem = problem)
}

fn protocol_words(fault: &ProtocolFault) -> String {
    use crate::games::line_protocol::shortened;
    match fault {
        ProtocolFault::Garbage { line } => tr!("check-protocol-garbage", line = shortened(line)),
        ProtocolFault::NoSuchNode { line, name } => {
            tr!("check-protocol-no-such-node", line = shortened(line), name = shortened(name))
        }
        ProtocolFault::MalformedAnswer { line } => tr!("check-protocol-malformed-answer", line = shortened(line)),
        ProtocolFault::TooManyRequests { limit } => tr!("check-protocol-too-many-requests", limit = *limit),
        ProtocolFault::TooManyComments => tr!("check-protocol-too-many-comments", limit = COMMENTS_ALLOWED),
    }
}

/// How the tree went: right, its first mistake, or the program's fault.
pub fn verdict_words(report: &TreeReport) -> String {
    match &report.outcome {
        Outcome::Passed => tr!("check-passed", algorithm = algorithm_words(report.checked.algorithm())),
        Outcome::Mistaken { mistake, .. } => {
            tr!("check-first-mistake", mistake = mistake_words(&report.checked, mistake))
        }
        Outcome::Fault(fault) => fault_words(fault),
    }
}

/// What the program did at `step` of `report`, in words; at the step that shows its first
/// mistake, and at the end, its verdict too.
pub fn step_words(report: &TreeReport, step: usize) -> String {
    let tree = report.checked.tree();
    let own = match step.checked_sub(1).and_then(|index| report.requests.get(index)) {
        None if step == 0 => tr!("check-step-start", root = tree.address(tree.root()).to_string()),
        None => match &report.answer {
            Some(answer) => {
                tr!("check-step-answer", value = value_words(answer.value), chosen = answer.chosen.as_str())
            }
            None => String::new(),
        },
        Some(Request::Expand(node)) => tr!("check-step-expand", node = tree.address(*node).to_string()),
        Some(Request::Read(leaf)) => {
            let expected = report.checked.expected_reads().iter().position(|read| read == leaf);
            match expected {
                // Minimax and expectimax may read the leaves in any order.
                Some(_) if report.checked.algorithm() != CheckedAlgorithm::AlphaBeta => {
                    let mut read: Vec<NodeId> = SoFar::of(report, step).read;
                    read.sort_unstable();
                    read.dedup();
                    let leaves = report.checked.expected_reads().len();
                    tr!("check-step-read-any", leaf = named(tree, *leaf), count = read.len(), leaves = leaves)
                }
                Some(place) => tr!("check-step-read", leaf = named(tree, *leaf), order = place + 1),
                None => tr!("check-step-read-unlisted", leaf = named(tree, *leaf)),
            }
        }
    };
    // A mistake in a request shows at its step, and again at the end with the answer.
    let mistake_shown_here = matches!(&report.outcome, Outcome::Mistaken { step: at, .. } if *at == step);
    if mistake_shown_here || step >= last_step(report) {
        let verdict = verdict_words(report);
        if own.is_empty() { verdict } else { format!("{own} {verdict}") } // not shown: two sentences
    } else {
        own
    }
}
