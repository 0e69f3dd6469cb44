//! A student's answer to a tree exercise, marked: each internal node's value (for alpha-beta the
//! value or the bound the search settles, and nothing for the nodes it never reaches) and the
//! branches alpha-beta cuts, compared with the search's own.
//!
//! An answer is written as space-separated items: `D=3` a node's value, `E>=5` and `F<=1` a
//! bound (`≥` and `≤` read too), `cut=E.2,G` the branches cut, each named by the node right
//! below the cut. Nodes go by their addresses ([`Tree::address`]). The command line's `--mark`
//! marks with this.

use std::collections::{BTreeSet, HashMap};
use std::fmt;

use super::MoveOrder;
use super::check::{CheckedAlgorithm, decimal, depth_first};
use super::trace::{Cutoff, Known, NodeResult, Step, TextbookAlgorithm, Trace};
use super::tree::{NodeId, NodeKind, Tree};
use crate::engine::Score;

/// How close a value written by hand must be to an expectimax value: two decimals.
pub const HAND_TOLERANCE: f64 = 0.005;

/// What a student wrote for a node.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Written {
    Exact(f64),
    AtLeast(f64),
    AtMost(f64),
}

impl fmt::Display for Written {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Written::Exact(value) => write!(f, "= {}", decimal(value)),
            Written::AtLeast(value) => write!(f, "≥ {}", decimal(value)),
            Written::AtMost(value) => write!(f, "≤ {}", decimal(value)),
        }
    }
}

impl serde::Serialize for Written {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

/// An answer as read: the nodes' values and the branches cut.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Answer {
    pub values: Vec<(NodeId, Written)>,
    pub cuts: Vec<NodeId>,
}

/// Why an answer's text cannot be marked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnswerError {
    /// An item that is none of `NODE=V`, `NODE>=V`, `NODE<=V`, `cut=…`.
    Malformed { item: String },
    /// A name no node of the tree has.
    NoSuchNode { item: String, name: String },
    /// A node written twice.
    Twice { name: String },
    /// A cut above the root.
    RootCut,
}

impl fmt::Display for AnswerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Malformed { item } => write!(
                f,
                "`{item}` is not an answer's item: write NODE=V, NODE>=V, NODE<=V or cut=BRANCH,BRANCH (as D=3 E>=5 cut=E.2,G)"
            ),
            Self::NoSuchNode { item, name } => write!(f, "`{item}`: the tree has no node {name}"),
            Self::Twice { name } => write!(f, "{name} is written twice"),
            Self::RootCut => f.write_str("the root A hangs from no branch: a cut is named by the node right below it"),
        }
    }
}

impl std::error::Error for AnswerError {}

impl Answer {
    /// Reads an answer to an exercise on `tree`.
    pub fn parse(tree: &Tree, text: &str) -> Result<Self, AnswerError> {
        let mut answer = Answer::default();
        let node = |item: &str, name: &str| {
            tree.find_by_address(name.trim())
                .ok_or_else(|| AnswerError::NoSuchNode { item: item.to_owned(), name: name.trim().to_owned() })
        };
        for item in text.split_whitespace() {
            let malformed = || AnswerError::Malformed { item: item.to_owned() };
            if let Some(branches) = item.strip_prefix("cut=") {
                for branch in branches.split(',').filter(|branch| !branch.is_empty()) {
                    let below = node(item, branch)?;
                    if below == tree.root() {
                        return Err(AnswerError::RootCut);
                    }
                    if answer.cuts.contains(&below) {
                        return Err(AnswerError::Twice { name: format!("the cut {branch}") });
                    }
                    answer.cuts.push(below);
                }
                continue;
            }
            let split = item.find(['=', '>', '<', '≥', '≤']).ok_or_else(malformed)?;
            let (name, written) = item.split_at(split);
            let written = Written::read(written).filter(|_| !name.is_empty()).ok_or_else(malformed)?;
            let name = name.to_owned();
            let id = node(item, &name)?;
            if answer.values.iter().any(|(written, _)| *written == id) {
                return Err(AnswerError::Twice { name });
            }
            answer.values.push((id, written));
        }
        Ok(answer)
    }
}

impl Written {
    /// A value as a student writes it in a node's box or after a node's name: `3`, `= 3`,
    /// `>= 5`, `≥ 5`, `<=-1`, `≤ −1`; decimals with a point or a comma (`2.5`, `2,5`).
    pub fn read(text: &str) -> Option<Self> {
        let text = text.trim();
        let (make, rest): (fn(f64) -> Self, &str) = if let Some(rest) = text.strip_prefix(">=") {
            (Self::AtLeast, rest)
        } else if let Some(rest) = text.strip_prefix('≥') {
            (Self::AtLeast, rest)
        } else if let Some(rest) = text.strip_prefix("<=") {
            (Self::AtMost, rest)
        } else if let Some(rest) = text.strip_prefix('≤') {
            (Self::AtMost, rest)
        } else {
            (Self::Exact, text.strip_prefix('=').unwrap_or(text))
        };
        let number = rest.trim().replace('−', "-").replace(',', ".");
        number.parse::<f64>().ok().filter(|value| value.is_finite()).map(make)
    }
}

/// How an item of the answer fares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    Right,
    Wrong,
    /// The search settles it and the answer says nothing.
    Missing,
    /// The answer writes it and the search settles nothing there.
    Extra,
}

/// One node's value or one branch's cut, marked.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Mark {
    pub node: NodeId,
    /// `value`, or `cut` for a branch.
    pub item: &'static str,
    pub verdict: Verdict,
    /// What the search settles: a value or bound, `cut`; `None` where it settles nothing.
    pub expected: Option<String>,
    pub given: Option<String>,
}

/// An answer marked against the search.
#[derive(Clone, Debug)]
pub struct Marking {
    /// Every node and branch the search or the answer speaks of, in the search's order.
    pub marks: Vec<Mark>,
    /// The first wrong, missing or extra mark, as data: [`MarkingMistake::describe`] words it in
    /// English, the window in its language.
    pub first_mistake: Option<MarkingMistake>,
}

/// The first mistake of an answer, with what explains it.
#[derive(Clone, Debug, PartialEq)]
pub enum MarkingMistake {
    /// A leaf's value written: leaves are given.
    LeafWritten { node: NodeId },
    /// A value written for a node the search never reaches, cut off by `cut`.
    NeverReached { node: NodeId, cut: Option<Cutoff> },
    /// A node's value wrong or missing.
    Value { node: NodeId, wrote: Option<Written>, should: Written, why: ValueReason },
    /// A branch the search cuts, not marked cut.
    CutMissing { node: NodeId, cut: Option<Cutoff> },
    /// A branch marked cut in a search that cuts nothing.
    NothingCut { node: NodeId, algorithm: CheckedAlgorithm },
    /// A branch marked cut under a branch already cut.
    BelowCut { node: NodeId },
    /// A branch marked cut that the search goes down: α < β when it gets there.
    Searched { node: NodeId, parent: NodeId },
}

impl MarkingMistake {
    /// The mistake in English words, the nodes by their addresses on `tree`.
    pub fn describe(&self, tree: &Tree) -> String {
        let name = |node: NodeId| tree.address(node).to_string();
        match self {
            MarkingMistake::LeafWritten { node } => {
                format!("{} is a leaf: its value is given; write the values of the nodes above the leaves", name(*node))
            }
            MarkingMistake::NeverReached { node, cut } => {
                let reason = cut.as_ref().map(|cut| format!(": {}", cut.describe(tree))).unwrap_or_default();
                format!("{} is never reached{reason}; write nothing for it", name(*node))
            }
            MarkingMistake::Value { node, wrote, should, why } => {
                let name = name(*node);
                let how = match why {
                    ValueReason::Bound(cut) => format!("{}: only a bound is known", cut.describe(tree)),
                    ValueReason::Children { kind, children } => {
                        let children: Vec<String> = children
                            .iter()
                            .map(|(child, value)| match value {
                                ChildValue::Leaf(value) => value.to_string(),
                                ChildValue::Settled(value) => format!("{} {value}", tree.address(*child)),
                            })
                            .collect();
                        let kind = match kind {
                            NodeKind::Max => "MAX takes the highest",
                            NodeKind::Min => "MIN takes the lowest",
                            NodeKind::Chance | NodeKind::Leaf => "a chance node weighs each by its chance",
                        };
                        format!("{name}'s children give {}, and {kind}", children.join(", "))
                    }
                };
                let what = match wrote {
                    Some(wrote) => format!("you wrote {name} {wrote}"),
                    None => format!("you wrote nothing for {name}"),
                };
                format!("{name}'s value: {what}, but {how}: write {name} {should}")
            }
            MarkingMistake::CutMissing { node, cut } => {
                let reason = cut.as_ref().map(|cut| cut.describe(tree)).unwrap_or_default();
                format!("the branch to {} is cut: {reason}; write cut={}", name(*node), name(*node))
            }
            MarkingMistake::NothingCut { node, algorithm } => {
                format!("{}: nothing is cut in {algorithm}; write no cut", name(*node))
            }
            MarkingMistake::BelowCut { node } => format!(
                "the branch to {} is below a cut already: name only the branch right below the cut",
                name(*node)
            ),
            MarkingMistake::Searched { node, parent } => format!(
                "the branch to {node} is not cut: at {parent}, α < β when the search gets to {node}, so it is searched",
                node = name(*node),
                parent = name(*parent)
            ),
        }
    }
}

/// Why a node's value is what it is.
#[derive(Clone, Debug, PartialEq)]
pub enum ValueReason {
    /// The search stops at the node before its last child: only a bound is known.
    Bound(Cutoff),
    /// Its children's values (a leaf's, or the value or bound the search settles), and the
    /// node's kind says how they combine.
    Children { kind: NodeKind, children: Vec<(NodeId, ChildValue)> },
}

/// A child's value as a mistake's words give it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum ChildValue {
    Leaf(Score),
    Settled(Written),
}

impl Marking {
    /// True when every item is right and nothing is missing.
    pub fn correct(&self) -> bool {
        self.marks.iter().all(|mark| mark.verdict == Verdict::Right)
    }

    /// How many of the items are right.
    pub fn right_count(&self) -> usize {
        self.marks.iter().filter(|mark| mark.verdict == Verdict::Right).count()
    }
}

/// What the search settles at each internal node and which branches it cuts.
struct Settled {
    /// Per node, what the answer should write; `None` for a node the search never reaches.
    values: Vec<Option<Written>>,
    cuts: BTreeSet<NodeId>,
    trace: Option<Trace>,
}

fn settled(tree: &Tree, algorithm: CheckedAlgorithm) -> Settled {
    let internal = |id: &NodeId| !tree.is_leaf(*id);
    if algorithm == CheckedAlgorithm::Expectimax {
        let values = tree.expectimax_values();
        return Settled {
            values: tree.node_ids().map(|id| internal(&id).then(|| Written::Exact(values[id.index()]))).collect(),
            cuts: BTreeSet::new(),
            trace: None,
        };
    }
    let textbook = match algorithm {
        CheckedAlgorithm::Minimax => TextbookAlgorithm::Minimax,
        _ => TextbookAlgorithm::AlphaBeta,
    };
    let trace = Trace::new(tree, textbook, MoveOrder::AsGiven);
    let values = tree
        .node_ids()
        .map(|id| match trace.result(id) {
            NodeResult::Searched { value, known } if internal(&id) => Some(match known {
                Known::Exact => Written::Exact(f64::from(value)),
                Known::AtLeast => Written::AtLeast(f64::from(value)),
                Known::AtMost => Written::AtMost(f64::from(value)),
            }),
            _ => None,
        })
        .collect();
    let cuts = trace
        .steps()
        .iter()
        .flat_map(|step| match step {
            Step::Cut { skipped, .. } => skipped.clone(),
            _ => Vec::new(),
        })
        .collect();
    Settled { values, cuts, trace: Some(trace) }
}

/// The key to the exercise `algorithm` on `tree`: per node, what an answer writes (`None` for
/// a leaf and for a node the search never reaches), and the branches it marks cut.
pub fn key(tree: &Tree, algorithm: CheckedAlgorithm) -> (Vec<Option<Written>>, BTreeSet<NodeId>) {
    let settled = settled(tree, algorithm);
    (settled.values, settled.cuts)
}

fn agrees(expected: Written, given: Written, tolerance: f64) -> bool {
    let close = |one: f64, other: f64| (one - other).abs() <= tolerance;
    match (expected, given) {
        (Written::Exact(one), Written::Exact(other))
        | (Written::AtLeast(one), Written::AtLeast(other))
        | (Written::AtMost(one), Written::AtMost(other)) => close(one, other),
        _ => false,
    }
}

/// Marks `answer` to the exercise `algorithm` on `tree`. Minimax and alpha-beta mark trees
/// without chance nodes, expectimax any.
pub fn mark(tree: &Tree, algorithm: CheckedAlgorithm, answer: &Answer) -> Marking {
    let expected = settled(tree, algorithm);
    let tolerance = if algorithm == CheckedAlgorithm::Expectimax { HAND_TOLERANCE } else { 1e-9 };
    let given: HashMap<NodeId, Written> = answer.values.iter().copied().collect();
    let given_cuts: BTreeSet<NodeId> = answer.cuts.iter().copied().collect();
    let mut marks = Vec::new();
    let mut first_mistake = None;
    // Left to right, depth first: each node's value, then the branch above it.
    for node in depth_first(tree) {
        if !tree.is_leaf(node) || given.contains_key(&node) {
            let should = expected.values[node.index()];
            let wrote = given.get(&node).copied();
            let verdict = match (should, wrote) {
                (Some(should), Some(wrote)) if agrees(should, wrote, tolerance) => Verdict::Right,
                (Some(_), Some(_)) => Verdict::Wrong,
                (Some(_), None) => Verdict::Missing,
                (None, Some(_)) => Verdict::Extra,
                (None, None) => Verdict::Right,
            };
            if !(should.is_none() && wrote.is_none()) {
                if verdict != Verdict::Right && first_mistake.is_none() {
                    first_mistake = Some(value_mistake(tree, &expected, node, should, wrote));
                }
                marks.push(Mark {
                    node,
                    item: "value",
                    verdict,
                    expected: should.map(|should| should.to_string()),
                    given: wrote.map(|wrote| wrote.to_string()),
                });
            }
        }
        if node != tree.root() {
            let should = expected.cuts.contains(&node);
            let wrote = given_cuts.contains(&node);
            if should || wrote {
                let verdict = match (should, wrote) {
                    (true, true) => Verdict::Right,
                    (true, false) => Verdict::Missing,
                    _ => Verdict::Extra,
                };
                if verdict != Verdict::Right && first_mistake.is_none() {
                    first_mistake = Some(cut_mistake(tree, &expected, node, should, algorithm));
                }
                let cut = |is: bool| is.then(|| "cut".to_owned());
                marks.push(Mark { node, item: "cut", verdict, expected: cut(should), given: cut(wrote) });
            }
        }
    }
    Marking { marks, first_mistake }
}

/// A node's value marked wrong, missing or extra, and why.
fn value_mistake(
    tree: &Tree,
    expected: &Settled,
    node: NodeId,
    should: Option<Written>,
    wrote: Option<Written>,
) -> MarkingMistake {
    if tree.is_leaf(node) {
        return MarkingMistake::LeafWritten { node };
    }
    let Some(should) = should else {
        let cut = expected.trace.as_ref().and_then(|trace| trace.cutoff_above(node));
        return MarkingMistake::NeverReached { node, cut };
    };
    let why = match (expected.trace.as_ref().and_then(|trace| trace.cutoff_at(node)), should) {
        (Some(cut), Written::AtLeast(_) | Written::AtMost(_)) => ValueReason::Bound(cut),
        _ => ValueReason::Children {
            kind: tree.kind(node),
            children: tree
                .children(node)
                .filter_map(|child| match (tree.leaf_value(child), expected.values[child.index()]) {
                    (Some(value), _) => Some((child, ChildValue::Leaf(value))),
                    (None, Some(value)) => Some((child, ChildValue::Settled(value))),
                    (None, None) => None,
                })
                .collect(),
        },
    };
    MarkingMistake::Value { node, wrote, should, why }
}

/// A branch marked missing or extra, and why.
fn cut_mistake(
    tree: &Tree,
    expected: &Settled,
    node: NodeId,
    should: bool,
    algorithm: CheckedAlgorithm,
) -> MarkingMistake {
    let trace = expected.trace.as_ref();
    if should {
        return MarkingMistake::CutMissing { node, cut: trace.and_then(|trace| trace.cutoff_above(node)) };
    }
    match trace.map(|trace| trace.result(node)) {
        None => MarkingMistake::NothingCut { node, algorithm },
        Some(NodeResult::Cut { .. }) => MarkingMistake::BelowCut { node },
        Some(NodeResult::Searched { .. }) if algorithm == CheckedAlgorithm::Minimax => {
            MarkingMistake::NothingCut { node, algorithm }
        }
        Some(NodeResult::Searched { .. }) => {
            MarkingMistake::Searched { node, parent: tree.parent(node).unwrap_or_else(|| tree.root()) }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const COURSE: &str = "(((2 3) (5 9)) ((0 1) (7 5)))";

    fn marked(text: &str, algorithm: CheckedAlgorithm, answer: &str) -> Marking {
        let tree = Tree::parse(text).expect("a tree");
        let answer = Answer::parse(&tree, answer).expect("an answer");
        mark(&tree, algorithm, &answer)
    }

    fn told(text: &str, marking: &Marking) -> String {
        let tree = Tree::parse(text).expect("a tree");
        marking.first_mistake.as_ref().expect("a mistake").describe(&tree)
    }

    fn verdicts(marking: &Marking) -> Vec<(String, Verdict)> {
        let tree = Tree::parse(COURSE).expect("a tree");
        marking.marks.iter().map(|mark| (format!("{} {}", mark.item, tree.address(mark.node)), mark.verdict)).collect()
    }

    #[test]
    fn the_course_answer_is_right() {
        let right = marked(COURSE, CheckedAlgorithm::AlphaBeta, "A=3 B=3 D=3 E>=5 C<=1 F=1 cut=E.2,G");
        assert!(right.correct(), "{:?}", right.marks);
        assert_eq!(right.first_mistake, None);
        assert_eq!(right.marks.len(), 8);
        let minimax = marked(COURSE, CheckedAlgorithm::Minimax, "A=3 B=3 C=1 D=3 E=9 F=1 G=7");
        assert!(minimax.correct());
        let typeset = marked(COURSE, CheckedAlgorithm::AlphaBeta, "A=3 B=3 D=3 E≥5 C≤1 F=1 cut=E.2 cut=G");
        assert!(typeset.correct());
    }

    #[test]
    fn each_kind_of_mistake_is_marked_and_the_first_explained() {
        // A bound written as an exact value.
        let exact = marked(COURSE, CheckedAlgorithm::AlphaBeta, "A=3 B=3 D=3 E=5 C<=1 F=1 cut=E.2,G");
        assert!(!exact.correct());
        assert!(verdicts(&exact).contains(&("value E".to_owned(), Verdict::Wrong)));
        let words = told(COURSE, &exact);
        assert!(
            words.starts_with("E's value: you wrote E = 5, but at E, after E.1 gave 5, E is worth at least 5 ≥ β = 3"),
            "{words}"
        );
        assert!(words.ends_with("write E ≥ 5"), "{words}");
        // An exact value written as a bound.
        let bound = marked(COURSE, CheckedAlgorithm::AlphaBeta, "A=3 B<=3 D=3 E>=5 C<=1 F=1 cut=E.2,G");
        assert!(told(COURSE, &bound).starts_with(
            "B's value: you wrote B ≤ 3, but B's children give D = 3, E ≥ 5, and MIN takes the lowest: write B = 3"
        ));
        // A node that is never reached, written.
        let pruned = marked(COURSE, CheckedAlgorithm::AlphaBeta, "A=3 B=3 D=3 E>=5 C<=1 F=1 G=7 cut=E.2,G");
        assert!(verdicts(&pruned).contains(&("value G".to_owned(), Verdict::Extra)));
        assert!(told(COURSE, &pruned).starts_with("G is never reached: at C, after F gave 1"));
        // A cut missing, a cut too many, a value missing.
        let cuts = marked(COURSE, CheckedAlgorithm::AlphaBeta, "A=3 B=3 D=3 E>=5 C<=1 F=1 cut=G,F.2");
        assert!(verdicts(&cuts).contains(&("cut E.2".to_owned(), Verdict::Missing)));
        assert!(verdicts(&cuts).contains(&("cut F.2".to_owned(), Verdict::Extra)));
        assert!(told(COURSE, &cuts).starts_with("the branch to E.2 is cut: at E"));
        let leaf = marked(COURSE, CheckedAlgorithm::Minimax, "A=3 B=3 C=1 D=3 E=9 F=1 G=7 E.1=5");
        assert!(told(COURSE, &leaf).starts_with("E.1 is a leaf: its value is given"));
        let missing = marked(COURSE, CheckedAlgorithm::AlphaBeta, "A=3 B=3 E>=5 C<=1 F=1 cut=E.2,G");
        assert!(verdicts(&missing).contains(&("value D".to_owned(), Verdict::Missing)));
        assert!(told(COURSE, &missing).starts_with("D's value: you wrote nothing for D"));
        // Under a cut, only the branch right below it is named.
        let below = marked(COURSE, CheckedAlgorithm::AlphaBeta, "A=3 B=3 D=3 E>=5 C<=1 F=1 cut=E.2,G,G.1");
        assert_eq!(verdicts(&below).last(), Some(&("cut G.1".to_owned(), Verdict::Extra)));
        assert!(told(COURSE, &below).starts_with("the branch to G.1 is below a cut already"));
        let searched = marked(COURSE, CheckedAlgorithm::AlphaBeta, "A=3 B=3 D=3 E>=5 C<=1 F=1 cut=E.2,G,D.2");
        assert!(told(COURSE, &searched).starts_with("the branch to D.2 is not cut: at D"));
        let minimax_cut = marked(COURSE, CheckedAlgorithm::Minimax, "A=3 B=3 C=1 D=3 E=9 F=1 G=7 cut=G");
        assert!(told(COURSE, &minimax_cut).starts_with("G: nothing is cut in minimax"));
    }

    #[test]
    fn expectimax_values_are_marked_to_two_decimals() {
        let text = "([0.25:3 0.75:(2 9)] [1 2 4])";
        assert!(marked(text, CheckedAlgorithm::Expectimax, "A=2.33 B=2.25 C=2.333 D=2").correct());
        let wrong = marked(text, CheckedAlgorithm::Expectimax, "A=5.5 B=5.5 C=2.33 D=2");
        let words = told(text, &wrong);
        assert!(
            words.starts_with("A's value: you wrote A = 5.5, but A's children give B = 2.25, C = 2.333333, and MAX"),
            "{words}"
        );
    }

    #[test]
    fn an_answer_that_cannot_be_read_is_named() {
        let tree = Tree::parse(COURSE).expect("a tree");
        let refused = |text: &str| Answer::parse(&tree, text).expect_err("refused").to_string();
        assert!(refused("A:3").starts_with("`A:3` is not an answer's item"));
        assert!(refused("A=three").starts_with("`A=three` is not an answer's item"));
        assert_eq!(refused("Q=3"), "`Q=3`: the tree has no node Q");
        assert_eq!(refused("A=3 A=4"), "A is written twice");
        assert_eq!(refused("cut=E.2,E.2"), "the cut E.2 is written twice");
        assert!(refused("cut=A").starts_with("the root A hangs from no branch"));
        assert_eq!(Answer::parse(&tree, "  "), Ok(Answer::default()));
        assert!(refused("=3").starts_with("`=3` is not an answer's item"));
        assert!(refused("A>3").starts_with("`A>3` is not an answer's item"));
    }

    #[test]
    fn a_box_reads_values_and_bounds_as_students_write_them() {
        assert_eq!(Written::read(" 3 "), Some(Written::Exact(3.0)));
        assert_eq!(Written::read("= -2"), Some(Written::Exact(-2.0)));
        assert_eq!(Written::read(">=5"), Some(Written::AtLeast(5.0)));
        assert_eq!(Written::read("≥ 5"), Some(Written::AtLeast(5.0)));
        assert_eq!(Written::read("<= −1"), Some(Written::AtMost(-1.0)));
        assert_eq!(Written::read("≤1"), Some(Written::AtMost(1.0)));
        assert_eq!(Written::read("2,25"), Some(Written::Exact(2.25)));
        for unreadable in ["", "≥", "five", "> 5", "inf", "3 4"] {
            assert_eq!(Written::read(unreadable), None, "{unreadable}");
        }
    }
}
