//! An exercise's marks and its first mistake in the player's language: the words the command
//! line's `textbook-tree --mark` gives in English ([`MarkingMistake::describe`]), from the same data.

use crate::app::screens::textbook_trees::words::{algorithm_words, cutoff_words, value_words};
use crate::games::textbook_tree::marking::{ChildValue, Marking, MarkingMistake, ValueReason, Written};
use crate::games::textbook_tree::{CodeError, NodeId, NodeKind, Tree};
use crate::tr;

/// A value or bound as a box shows it: `= 3`, `≥ 5`, `≤ 2,5`.
pub fn written_words(written: Written) -> String {
    match written {
        Written::Exact(value) => format!("= {}", value_words(value)), // not shown: a value
        Written::AtLeast(value) => format!("≥ {}", value_words(value)), // not shown: a bound
        Written::AtMost(value) => format!("≤ {}", value_words(value)), // not shown: a bound
    }
}

/// Why the code box holds no exercise code.
pub fn code_error_words(error: &CodeError) -> String {
    match error {
        CodeError::Length { found } => tr!("exercise-code-length", found = *found),
        CodeError::Character { found } => tr!("exercise-code-character", found = found.to_string()),
    }
}

/// The first mistake of an answer, in words.
pub fn mistake_words(tree: &Tree, mistake: &MarkingMistake) -> String {
    let name = |node: NodeId| tree.address(node).to_string();
    match mistake {
        MarkingMistake::LeafWritten { node } => tr!("exercise-mistake-leaf", node = name(*node)),
        MarkingMistake::NeverReached { node, cut } => match cut {
            Some(cut) => tr!("exercise-mistake-never-reached-cut", node = name(*node), cut = cutoff_words(tree, cut)),
            None => tr!("exercise-mistake-never-reached", node = name(*node)),
        },
        MarkingMistake::Value { node, wrote, should, why } => {
            let node_name = name(*node);
            let wrote = match wrote {
                Some(wrote) => tr!("exercise-you-wrote", node = node_name.as_str(), value = written_words(*wrote)),
                None => tr!("exercise-you-wrote-nothing", node = node_name.as_str()),
            };
            let why = match why {
                ValueReason::Bound(cut) => tr!("exercise-only-a-bound", cut = cutoff_words(tree, cut)),
                ValueReason::Children { kind, children } => {
                    let values: Vec<String> = children
                        .iter()
                        .map(|(child, value)| match value {
                            ChildValue::Leaf(value) => value.to_string(),
                            ChildValue::Settled(written) => format!("{} {}", name(*child), written_words(*written)), // not shown: a node and its value
                        })
                        .collect();
                    let values = values.join(", "); // not shown: a list's comma
                    match kind {
                        NodeKind::Max => tr!("exercise-children-max", node = node_name.as_str(), values = values),
                        NodeKind::Min => tr!("exercise-children-min", node = node_name.as_str(), values = values),
                        NodeKind::Chance | NodeKind::Leaf => {
                            tr!("exercise-children-chance", node = node_name.as_str(), values = values)
                        }
                    }
                }
            };
            tr!(
                "exercise-mistake-value",
                node = node_name.as_str(),
                wrote = wrote,
                why = why,
                should = written_words(*should)
            )
        }
        MarkingMistake::CutMissing { node, cut } => {
            let cut = cut.as_ref().map(|cut| cutoff_words(tree, cut)).unwrap_or_default();
            tr!("exercise-mistake-cut-missing", node = name(*node), cut = cut)
        }
        MarkingMistake::NothingCut { node, algorithm } => {
            tr!("exercise-mistake-nothing-cut", node = name(*node), algorithm = algorithm_words(*algorithm))
        }
        MarkingMistake::BelowCut { node } => tr!("exercise-mistake-below-cut", node = name(*node)),
        MarkingMistake::Searched { node, parent } => {
            tr!("exercise-mistake-searched", node = name(*node), parent = name(*parent))
        }
    }
}

/// What Check found: all right, or how many items are right and the first mistake; or the boxes
/// it could not read.
pub fn check_words(tree: &Tree, marking: Option<&Marking>, unreadable: &[NodeId]) -> Option<String> {
    if let Some(&first) = unreadable.first() {
        return Some(tr!("exercise-unreadable", node = tree.address(first).to_string()));
    }
    let marking = marking?;
    let right = marking.right_count();
    match &marking.first_mistake {
        None => Some(tr!("exercise-all-right", items = marking.marks.len())),
        Some(mistake) => Some(tr!(
            "exercise-some-right",
            right = right,
            items = marking.marks.len(),
            mistake = mistake_words(tree, mistake)
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::textbook_tree::check::CheckedAlgorithm;
    use crate::games::textbook_tree::marking::{Answer, mark};

    const COURSE: &str = "(((2 3) (5 9)) ((0 1) (7 5)))";

    fn first_mistake(text: &str, algorithm: CheckedAlgorithm, answer: &str) -> String {
        let tree = Tree::parse(text).expect("a tree");
        let marking = mark(&tree, algorithm, &Answer::parse(&tree, answer).expect("an answer"));
        mistake_words(&tree, marking.first_mistake.as_ref().expect("a mistake"))
    }

    /// The window's words say what the command line's say, mistake by mistake.
    #[test]
    fn each_mistake_is_told_as_the_command_line_tells_it() {
        let alpha_beta = CheckedAlgorithm::AlphaBeta;
        let cases = [
            ("A=3 B=3 D=3 E=5 C<=1 F=1 cut=E.2,G", alpha_beta),
            ("A=3 B<=3 D=3 E>=5 C<=1 F=1 cut=E.2,G", alpha_beta),
            ("A=3 B=3 D=3 E>=5 C<=1 F=1 G=7 cut=E.2,G", alpha_beta),
            ("A=3 B=3 D=3 E>=5 C<=1 F=1 cut=G,F.2", alpha_beta),
            ("A=3 B=3 D=3 E>=5 C<=1 F=1 cut=E.2,G,G.1", alpha_beta),
            ("A=3 B=3 D=3 E>=5 C<=1 F=1 cut=E.2,G,D.2", alpha_beta),
            ("A=3 B=3 C=1 D=3 E=9 F=1 G=7 E.1=5", CheckedAlgorithm::Minimax),
            ("A=3 B=3 C=1 D=3 E=9 F=1 G=7 cut=G", CheckedAlgorithm::Minimax),
        ];
        let tree = Tree::parse(COURSE).expect("a tree");
        for (answer, algorithm) in cases {
            let marking = mark(&tree, algorithm, &Answer::parse(&tree, answer).expect("an answer"));
            let english = marking.first_mistake.as_ref().expect("a mistake").describe(&tree);
            let window = first_mistake(COURSE, algorithm, answer);
            // The command line writes `E = 5` and `cut=E.2`; the window the same values, and its
            // cut-offs in its own words.
            let words = |text: &str| -> Vec<String> {
                text.split(|c: char| !c.is_alphanumeric() && c != '.' && c != '≥' && c != '≤')
                    .filter(|word| word.contains(|c: char| c.is_ascii_digit() || c == '≥' || c == '≤'))
                    .map(|word| word.trim_end_matches('.').to_owned())
                    .collect()
            };
            assert_eq!(words(&window), words(&english), "{answer}:\n{window}\n{english}");
        }
        let value = first_mistake(COURSE, alpha_beta, "A=3 B=3 D=3 E=5 C<=1 F=1 cut=E.2,G");
        assert!(value.starts_with("E's value: you wrote E = 5, but at E, after E.1 gave 5"), "{value}");
        assert!(value.ends_with("write E ≥ 5."), "{value}");
    }

    #[test]
    fn check_words_say_how_many_are_right() {
        let tree = Tree::parse(COURSE).expect("a tree");
        let marking = mark(&tree, CheckedAlgorithm::AlphaBeta, &Answer::parse(&tree, "A=3 B=3").expect("an answer"));
        let words = check_words(&tree, Some(&marking), &[]).expect("words");
        assert!(words.starts_with("2 of 8 right."), "{words}");
        let right = Answer::parse(&tree, "A=3 B=3 D=3 E>=5 C<=1 F=1 cut=E.2,G").expect("an answer");
        let words = check_words(&tree, Some(&mark(&tree, CheckedAlgorithm::AlphaBeta, &right)), &[]).expect("words");
        assert!(words.starts_with("All 8 right"), "{words}");
        let b = tree.find_by_address("B").expect("B");
        assert!(check_words(&tree, None, &[b]).expect("words").contains("B"));
        assert_eq!(check_words(&tree, None, &[]), None);
    }
}
