//! The steps of a textbook search and the reasons a tree's text is refused, in the player's
//! language: the words the game trees screen shows beside the drawn tree.

use crate::app::base::i18n::decimal_places;
use crate::games::textbook_tree::check::CheckedAlgorithm;
use crate::games::textbook_tree::{
    BoundName, Choice, Cutoff, EditError, Expected, ExpectimaxStep, ExpectimaxTrace, Found, Known, Level, LimitError,
    MAX_DEPTH, MAX_LEAF_VALUE, MAX_NODES, NodeId, NodeKind, ParseError, ParseErrorKind, ShapeError, Step, Tree,
    ValueChange, Window, WindowChange,
};
use crate::tr;

/// `MAX` or `MIN`.
pub fn level_name(level: Level) -> String {
    match level {
        Level::Max => tr!("textbook-trees-level-max"),
        Level::Min => tr!("textbook-trees-level-min"),
    }
}

/// What a node is, as its label says: `MAX`, `MIN` or `chance`.
pub fn kind_name(tree: &Tree, node: NodeId) -> String {
    match tree.kind(node) {
        NodeKind::Chance => tr!("textbook-trees-level-chance"),
        _ => level_name(tree.level(node)),
    }
}

/// A shipped example's name, from its name on the command line.
pub fn example_name(name: &str) -> String {
    match name {
        "minimax" => tr!("textbook-trees-example-minimax"),
        "alpha-beta" => tr!("textbook-trees-example-alpha-beta"),
        "three-wide" => tr!("textbook-trees-example-three-wide"),
        "four-levels" => tr!("textbook-trees-example-four-levels"),
        "no-cuts" => tr!("textbook-trees-example-no-cuts"),
        "uneven" => tr!("textbook-trees-example-uneven"),
        other => other.to_owned(),
    }
}

/// The window a node was searched with, as shown under it.
pub fn window_label(window: Window) -> String {
    tr!("textbook-trees-window-label", alpha = window.alpha.to_string(), beta = window.beta.to_string())
}

/// What the step does, and why, in words.
pub fn step_words(step: &Step, tree: &Tree) -> String {
    let name = |id: NodeId| tree.name(id).to_string();
    match step {
        Step::Enter { node, window } => {
            let (node, level) = (name(*node), level_name(tree.level(*node)));
            match window {
                None => tr!("textbook-trees-step-enter", node = node, level = level),
                Some(window) => tr!(
                    "textbook-trees-step-enter-window",
                    node = node,
                    level = level,
                    alpha = window.alpha.to_string(),
                    beta = window.beta.to_string()
                ),
            }
        }
        Step::ReadLeaf { node, value, window } => {
            let parent = tree.parent(*node).map_or_else(String::new, name);
            match window {
                None => tr!("textbook-trees-step-leaf", parent = parent, value = value.to_string()),
                Some(window) => tr!(
                    "textbook-trees-step-leaf-window",
                    parent = parent,
                    value = value.to_string(),
                    alpha = window.alpha.to_string(),
                    beta = window.beta.to_string()
                ),
            }
        }
        Step::BackUp { child, parent, value, change, window } => {
            let level = tree.level(*parent);
            let (better, not_better) = comparisons(level);
            let child = if tree.is_leaf(*child) { value.to_string() } else { format!("{} = {value}", name(*child)) };
            let (parent_name, level_text, value_text) = (name(*parent), level_name(level), value.to_string());
            let backed_up = match change {
                ValueChange::First => tr!(
                    "textbook-trees-step-backup-first",
                    child = child,
                    parent = parent_name.clone(),
                    level = level_text,
                    value = value_text.clone()
                ),
                ValueChange::Better { previous } => tr!(
                    "textbook-trees-step-backup-better",
                    child = child,
                    parent = parent_name.clone(),
                    level = level_text,
                    value = value_text.clone(),
                    better = better,
                    previous = previous.to_string()
                ),
                ValueChange::NotBetter { kept } => tr!(
                    "textbook-trees-step-backup-not-better",
                    child = child,
                    parent = parent_name.clone(),
                    level = level_text,
                    value = value_text.clone(),
                    not_better = not_better,
                    kept = kept.to_string()
                ),
            };
            let window = window.map(|change| window_words(change, &parent_name, &value_text, level));
            match window {
                Some(window) => format!("{backed_up} {window}"),
                None => backed_up,
            }
        }
        Step::Cut { node, value, bound, bound_value, origin, skipped } => {
            let level = tree.level(*node);
            let skipped_names: Vec<String> = skipped.iter().map(|&id| name(id)).collect();
            tr!(
                "textbook-trees-step-cut",
                count = skipped.len(),
                node = name(*node),
                level = level_name(level),
                value = value.to_string(),
                reaches = reaching(*bound),
                bound = bound.to_string(),
                bound_value = bound_value.to_string(),
                skipped = skipped_names.join(", "),
                worth = match level {
                    Level::Max => tr!("textbook-trees-worth-at-least"),
                    Level::Min => tr!("textbook-trees-worth-at-most"),
                },
                other = level_name(level.other()),
                at = name(origin.at),
                through = name(origin.through)
            )
        }
        Step::Done { node, value, known } => match known {
            Known::Exact => tr!("textbook-trees-step-done", node = name(*node), value = value.to_string()),
            bound => {
                tr!(
                    "textbook-trees-step-done-bound",
                    node = name(*node),
                    known = bound.to_string(),
                    value = value.to_string()
                )
            }
        },
    }
}

/// What a value backed up to a node of `level` did to the window at `parent`.
fn window_words(change: WindowChange, parent: &str, value: &str, level: Level) -> String {
    let (better, not_better) = comparisons(level);
    match change {
        WindowChange::Narrowed { bound, from, to } => tr!(
            "textbook-trees-window-narrowed",
            parent = parent,
            value = value,
            better = better,
            bound = bound.to_string(),
            from = from.to_string(),
            to = to.to_string()
        ),
        WindowChange::Kept { bound, stays } => tr!(
            "textbook-trees-window-kept",
            parent = parent,
            value = value,
            not_better = not_better,
            bound = bound.to_string(),
            stays = stays.to_string()
        ),
        WindowChange::Reached { bound, value: at } => tr!(
            "textbook-trees-window-reached",
            parent = parent,
            value = value,
            reaches = reaching(bound),
            bound = bound.to_string(),
            at = at.to_string()
        ),
    }
}

/// The comparisons that make a value better, or not, for the player of `level`.
fn comparisons(level: Level) -> (&'static str, &'static str) {
    match level {
        Level::Max => (">", "≤"),
        Level::Min => ("<", "≥"),
    }
}

/// How a value reaches the bound that closes the window: β from below, α from above.
fn reaching(bound: BoundName) -> &'static str {
    match bound {
        BoundName::Beta => "≥",
        BoundName::Alpha => "≤",
    }
}

/// Why the text is not a tree, and where, in the player's language.
pub fn parse_error_words(error: &ParseError) -> String {
    let what = match &error.kind {
        ParseErrorKind::NoTree => tr!("textbook-trees-error-no-tree"),
        ParseErrorKind::Unexpected { expected, found } => {
            let expected = match expected {
                Expected::NumberOrOpening => tr!("textbook-trees-expected-child"),
                Expected::NumberOpeningOrClosing { closing } => {
                    tr!("textbook-trees-expected-child-or-close", closing = closing.to_string())
                }
                Expected::Digit => tr!("textbook-trees-expected-digit"),
                Expected::Blank => tr!("textbook-trees-expected-blank"),
                Expected::End => tr!("textbook-trees-expected-end"),
            };
            let found = match found {
                Found::Char(found) => format!("\"{found}\""),
                Found::End => tr!("textbook-trees-found-end"),
            };
            tr!("textbook-trees-error-unexpected", expected = expected, found = found)
        }
        ParseErrorKind::Unclosed { opened_at, closing } => {
            let (line, column) = (opened_at.line.to_string(), opened_at.column.to_string());
            if *closing == ']' {
                tr!("textbook-trees-error-unclosed-bracket", line = line, column = column)
            } else {
                tr!("textbook-trees-error-unclosed", line = line, column = column)
            }
        }
        ParseErrorKind::EmptyParentheses => tr!("textbook-trees-error-empty"),
        ParseErrorKind::ValueOutOfRange { written } => {
            tr!("textbook-trees-error-value", written = written.as_str(), most = MAX_LEAF_VALUE.to_string())
        }
        ParseErrorKind::Limit(limit) => limit_words(*limit),
        ParseErrorKind::FractionalValue => tr!("textbook-trees-error-fractional"),
        ParseErrorKind::ProbabilityOutsideChance => tr!("textbook-trees-error-probability-outside"),
        ParseErrorKind::ProbabilityOutOfRange { written } => {
            tr!("textbook-trees-error-probability-range", written = written.as_str())
        }
        ParseErrorKind::ProbabilitiesMissing { opened_at } => tr!(
            "textbook-trees-error-probabilities-missing",
            line = opened_at.line.to_string(),
            column = opened_at.column.to_string()
        ),
        ParseErrorKind::ProbabilitiesSum { opened_at, sum } => tr!(
            "textbook-trees-error-probabilities-sum",
            line = opened_at.line.to_string(),
            column = opened_at.column.to_string(),
            sum = sum.as_str()
        ),
        ParseErrorKind::ChanceRoot => tr!("textbook-trees-error-chance-root"),
    };
    tr!("textbook-trees-error", line = error.at.line.to_string(), column = error.at.column.to_string(), what = what)
}

/// Why minimax and alpha-beta do not search a tree with chance nodes, in the player's language.
pub fn chance_tree_words(tree: &Tree, chance: NodeId) -> String {
    tr!("textbook-trees-chance-tree", node = tree.name(chance).to_string())
}

/// An expectimax step, in words: a MAX or MIN node's choice told as minimax's is, a chance
/// node's child weighed by its chance and added to its sum.
pub fn expectimax_step_words(step: &ExpectimaxStep, trace: &ExpectimaxTrace) -> String {
    let tree = trace.tree();
    let name = |id: NodeId| tree.name(id).to_string();
    let child_words = |child: NodeId, value: f64| {
        if tree.is_leaf(child) { mean_words(value) } else { format!("{} = {}", name(child), mean_words(value)) }
    };
    match *step {
        ExpectimaxStep::Enter { node } => {
            tr!("textbook-trees-step-enter", node = name(node), level = kind_name(tree, node))
        }
        ExpectimaxStep::ReadLeaf { node, value } => {
            let parent = tree.parent(node).map_or_else(String::new, name);
            tr!("textbook-trees-step-leaf", parent = parent, value = value.to_string())
        }
        ExpectimaxStep::Choose { child, parent, value, choice } => {
            let (better, not_better) = comparisons(tree.level(parent));
            let (child, level) = (child_words(child, value), kind_name(tree, parent));
            let (parent, value) = (name(parent), mean_words(value));
            match choice {
                Choice::First => {
                    tr!(
                        "textbook-trees-step-backup-first",
                        child = child,
                        parent = parent,
                        level = level,
                        value = value
                    )
                }
                Choice::Better { previous } => tr!(
                    "textbook-trees-step-backup-better",
                    child = child,
                    parent = parent,
                    level = level,
                    value = value,
                    better = better,
                    previous = mean_words(previous)
                ),
                Choice::NotBetter { kept } => tr!(
                    "textbook-trees-step-backup-not-better",
                    child = child,
                    parent = parent,
                    level = level,
                    value = value,
                    not_better = not_better,
                    kept = mean_words(kept)
                ),
            }
        }
        ExpectimaxStep::Weigh { child, parent, value, probability, sum } => tr!(
            "textbook-trees-step-weigh",
            child = child_words(child, value),
            parent = name(parent),
            chance = mean_words(probability),
            value = mean_words(value),
            product = mean_words(probability * value),
            sum = mean_words(sum)
        ),
        ExpectimaxStep::Done { node, value } if tree.is_chance(node) => {
            let terms: Vec<String> = tree
                .children(node)
                .map(|child| {
                    let chance = mean_words(tree.probability(child).get());
                    format!("{chance} × {}", mean_words(trace.value(child)))
                })
                .collect();
            let (node, value) = (name(node), mean_words(value));
            tr!("textbook-trees-step-done-chance", node = node, terms = terms.join(" + "), value = value)
        }
        ExpectimaxStep::Done { node, value } => {
            tr!("textbook-trees-step-done", node = name(node), value = mean_words(value))
        }
    }
}

fn limit_words(limit: LimitError) -> String {
    match limit {
        LimitError::TooManyNodes => tr!("textbook-trees-error-too-many", most = MAX_NODES.to_string()),
        LimitError::TooDeep => tr!("textbook-trees-error-too-deep", most = MAX_DEPTH.to_string()),
    }
}

/// Why a change to the drawn tree cannot be made, in the player's language.
pub fn edit_error_words(error: &EditError) -> String {
    match error {
        // The screen offers only its own tree's nodes: a node of another tree is a slip of the
        // screen, named as the engine names it.
        EditError::NotInTree(_) => error.to_string(),
        EditError::RootRemoval => tr!("textbook-trees-edit-root"),
        EditError::NotALeaf(name) => tr!("textbook-trees-edit-not-leaf", node = name.to_string()),
        EditError::ValueOutOfRange(value) => {
            tr!("textbook-trees-error-value", written = value.to_string(), most = MAX_LEAF_VALUE.to_string())
        }
        EditError::Limit(limit) => limit_words(*limit),
    }
}

/// A node as its menu is titled: "E (MAX)", or "Leaf 9 under E".
pub fn node_title(tree: &Tree, node: NodeId) -> String {
    let name = tree.name(node).to_string();
    match (tree.is_leaf(node), tree.parent(node)) {
        (true, Some(parent)) => tr!("textbook-trees-node-leaf", value = name, parent = tree.name(parent).to_string()),
        _ => format!("{name} ({})", kind_name(tree, node)),
    }
}

/// Why no random tree has the shape chosen, in the player's language.
pub fn shape_error_words(error: &ShapeError) -> String {
    match error {
        ShapeError::Limit(LimitError::TooManyNodes) => {
            tr!("textbook-trees-random-too-big", most = MAX_NODES.to_string())
        }
        ShapeError::Limit(limit) => limit_words(*limit),
        // The screen's controls keep the counts and values in order and in range.
        other => other.to_string(),
    }
}

/// A value or a chance as a student writes it, in the window's language: `3`, `2,5`.
pub fn value_words(value: f64) -> String {
    decimal_places(value, 6)
}

/// An expectimax value or a chance as the drawing and the steps show it: to two decimals, as
/// the courses work them out, `2,33`.
pub fn mean_words(value: f64) -> String {
    decimal_places(value, 2)
}

/// Where and why alpha-beta prunes, the nodes by their addresses.
pub fn cutoff_words(tree: &Tree, cut: &Cutoff) -> String {
    let at = tree.address(cut.at).to_string();
    let after = tree.address(cut.after).to_string();
    let set_at = tree.address(cut.set_at).to_string();
    let (value, bound_value) = (cut.value.to_string(), cut.bound_value.to_string());
    match cut.bound {
        BoundName::Beta => {
            tr!("check-cut-beta", at = at, after = after, value = value, bound_value = bound_value, set_at = set_at)
        }
        BoundName::Alpha => {
            tr!("check-cut-alpha", at = at, after = after, value = value, bound_value = bound_value, set_at = set_at)
        }
    }
}

/// `minimax`, `alpha-beta` or `expectimax`, inside a sentence.
pub fn algorithm_words(algorithm: CheckedAlgorithm) -> String {
    match algorithm {
        CheckedAlgorithm::Minimax => tr!("check-name-minimax"),
        CheckedAlgorithm::AlphaBeta => tr!("check-name-alpha-beta"),
        CheckedAlgorithm::Expectimax => tr!("check-name-expectimax"),
    }
}
