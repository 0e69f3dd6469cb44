//! The trace against the course's answers, and against the engine's own recorded searches on
//! the same trees, the course's and random ones; and what alpha-beta is guaranteed to save.

use std::ops::RangeInclusive;

use proptest::prelude::*;

use super::game::tests::{engine_record, recorded_node};
use super::tree::{Nested, Probability};
use super::*;
use crate::engine::{Algorithm, Score, SearchTree};

/// Trees of any shape within the limits: at most 5 levels of at most 5 children (3,906 nodes).
pub(super) fn any_nested(values: RangeInclusive<Score>) -> impl Strategy<Value = Nested> {
    let leaf = values.prop_map(Nested::Leaf);
    leaf.prop_recursive(5, 200, 5, |inner| prop::collection::vec(inner, 1..=5).prop_map(Nested::Node))
}

/// Trees with chance nodes among the others (never at the root), some with equally likely
/// children and some with probabilities of their own that sum to 1.
pub(super) fn any_chance_nested(values: RangeInclusive<Score>) -> impl Strategy<Value = Nested> {
    let leaf = values.prop_map(Nested::Leaf);
    let inner = leaf.prop_recursive(4, 150, 4, |inner| {
        let children = prop::collection::vec(inner, 1..=4);
        prop_oneof![
            children.clone().prop_map(Nested::Node),
            children.clone().prop_map(|children| Nested::Chance(children, None)),
            (children, 1..=4u32).prop_map(|(children, skew)| {
                // Weights 1, 1 + skew, 1 + 2·skew…, made to sum to 1.
                let weights: Vec<f64> = (0..children.len()).map(|index| 1.0 + f64::from(skew) * index as f64).collect();
                let total: f64 = weights.iter().sum();
                let given = weights.iter().map(|weight| Probability::new(weight / total).expect("in range")).collect();
                Nested::Chance(children, Some(given))
            }),
        ]
    });
    prop::collection::vec(inner, 1..=4).prop_map(Nested::Node)
}

fn any_tree() -> impl Strategy<Value = Tree> {
    // Few values: equal ones, where ties decide, are common.
    any_nested(-20..=20).prop_map(|nested| Tree::from_nested(&nested).expect("within the limits"))
}

/// Trees with `branching` children at every internal node and every leaf `depth` levels down.
fn uniform_tree() -> impl Strategy<Value = (Tree, u64, u32)> {
    (1..=4u64, 1..=5u32)
        .prop_flat_map(|(branching, depth)| {
            let leaves = branching.pow(depth) as usize;
            (Just(branching), Just(depth), prop::collection::vec(-20..=20, leaves))
        })
        .prop_map(|(branching, depth, values)| {
            let mut leaves = values.into_iter().map(Nested::Leaf);
            let tree = build_uniform(branching, depth, &mut leaves);
            (Tree::from_nested(&tree).expect("within the limits"), branching, depth)
        })
}

fn build_uniform(branching: u64, depth: u32, leaves: &mut impl Iterator<Item = Nested>) -> Nested {
    if depth == 0 {
        return leaves.next().unwrap_or(Nested::Leaf(0));
    }
    Nested::Node((0..branching).map(|_| build_uniform(branching, depth - 1, leaves)).collect())
}

fn trace(text: &str, algorithm: TextbookAlgorithm, order: MoveOrder) -> Trace {
    Trace::new(&Tree::parse(text).expect("valid"), algorithm, order)
}

fn names(trace: &Trace, ids: &[NodeId]) -> Vec<String> {
    ids.iter().map(|&id| trace.tree().name(id).to_string()).collect()
}

/// The nodes a trace visits, in its order.
fn visiting_order(trace: &Trace) -> Vec<NodeId> {
    trace
        .steps()
        .iter()
        .filter_map(|step| match step {
            Step::Enter { node, .. } | Step::ReadLeaf { node, .. } => Some(*node),
            _ => None,
        })
        .collect()
}

const MINIMAX_EXAMPLE: &str = "(((-1 4) (2 6)) ((-3 -5) (0 7)))";
const ALPHA_BETA_EXAMPLE: &str = "(((2 3) (5 9)) ((0 1) (7 5)))";

#[test]
fn minimax_backs_the_course_example_up_to_4_visiting_everything() {
    let minimax = trace(MINIMAX_EXAMPLE, TextbookAlgorithm::Minimax, MoveOrder::AsGiven);
    assert_eq!(minimax.root_value(), 4);
    assert_eq!((minimax.nodes_visited(), minimax.nodes_cut(), minimax.cutoffs()), (15, 0, 0));
    assert_eq!(names(&minimax, minimax.principal_variation()), ["A", "B", "D", "4"]);
    let words: Vec<String> = minimax.steps().iter().map(|step| step.describe(minimax.tree())).collect();
    assert_eq!(
        words[..8],
        [
            "enter A (MAX)",
            "enter B (MIN)",
            "enter D (MAX)",
            "read the leaf below D: -1",
            "-1 backs up to D (MAX): its first value, D = -1 so far",
            "read the leaf below D: 4",
            "4 backs up to D (MAX): 4 > -1, so D = 4 so far",
            "D is done: D = 4",
        ]
    );
    assert!(words.contains(&"E = 6 backs up to B (MIN): 6 ≥ 4, so B stays 4".to_owned()), "{words:#?}");
    assert_eq!(words.last().map(String::as_str), Some("A is done: A = 4"));
}

#[test]
fn alpha_beta_cuts_the_course_example_as_the_course_does() {
    let alpha_beta = trace(ALPHA_BETA_EXAMPLE, TextbookAlgorithm::AlphaBeta, MoveOrder::AsGiven);
    let tree = alpha_beta.tree();
    assert_eq!(alpha_beta.root_value(), 3);
    assert_eq!(
        names(&alpha_beta, &visiting_order(&alpha_beta)),
        ["A", "B", "D", "2", "3", "E", "5", "C", "F", "0", "1"]
    );
    assert_eq!((alpha_beta.nodes_visited(), alpha_beta.nodes_cut(), alpha_beta.cutoffs()), (11, 4, 2));
    assert_eq!(names(&alpha_beta, alpha_beta.principal_variation()), ["A", "B", "D", "3"]);

    let named = |letters: &str| tree.find_by_letters(letters).expect("a node of that name");
    let [e, c, f, g] = ["E", "C", "F", "G"].map(named);
    let nine = tree.child(e, 1).expect("E's second leaf");
    assert_eq!(alpha_beta.result(nine), NodeResult::Cut { by: e });
    for cut_by_c in [g].into_iter().chain(tree.children(g)) {
        assert_eq!(alpha_beta.result(cut_by_c), NodeResult::Cut { by: c });
    }
    assert_eq!(alpha_beta.result(e), NodeResult::Searched { value: 5, known: Known::AtLeast });
    assert_eq!(alpha_beta.result(c), NodeResult::Searched { value: 1, known: Known::AtMost });
    assert_eq!(alpha_beta.result(f), NodeResult::Searched { value: 1, known: Known::Exact });
    assert_eq!(alpha_beta.result(named("B")), NodeResult::Searched { value: 3, known: Known::Exact });

    let words: Vec<String> = alpha_beta.steps().iter().map(|step| step.describe(tree)).collect();
    let expected = [
        "enter A (MAX), α = -∞, β = +∞",
        "enter B (MIN), α = -∞, β = +∞",
        "enter D (MAX), α = -∞, β = +∞",
        "read the leaf below D: 2, α = -∞, β = +∞",
        "2 backs up to D (MAX): its first value, D = 2 so far; 2 > α = -∞, so α becomes 2",
        "read the leaf below D: 3, α = 2, β = +∞",
        "3 backs up to D (MAX): 3 > 2, so D = 3 so far; 3 > α = 2, so α becomes 3",
        "D is done: D = 3",
        "D = 3 backs up to B (MIN): its first value, B = 3 so far; 3 < β = +∞, so β becomes 3",
        "enter E (MAX), α = -∞, β = 3",
        "read the leaf below E: 5, α = -∞, β = 3",
        "5 backs up to E (MAX): its first value, E = 5 so far; 5 ≥ β = 3: α ≥ β, the window is closed",
        "cut at E (MAX): 5 ≥ β = 3, so E's other child is cut (9): E is worth at least 5, and MIN at B \
         already has 3 through D, so MIN never lets the game reach E",
        "E is done: E ≥ 5, a bound: the exact value is not needed",
        "E = 5 backs up to B (MIN): 5 ≥ 3, so B stays 3; 5 ≥ β = 3, so β stays 3",
        "B is done: B = 3",
        "B = 3 backs up to A (MAX): its first value, A = 3 so far; 3 > α = -∞, so α becomes 3",
        "enter C (MIN), α = 3, β = +∞",
        "enter F (MAX), α = 3, β = +∞",
        "read the leaf below F: 0, α = 3, β = +∞",
        "0 backs up to F (MAX): its first value, F = 0 so far; 0 ≤ α = 3, so α stays 3",
        "read the leaf below F: 1, α = 3, β = +∞",
        "1 backs up to F (MAX): 1 > 0, so F = 1 so far; 1 ≤ α = 3, so α stays 3",
        "F is done: F = 1",
        "F = 1 backs up to C (MIN): its first value, C = 1 so far; 1 ≤ α = 3: α ≥ β, the window is closed",
        "cut at C (MIN): 1 ≤ α = 3, so C's other child is cut (G): C is worth at most 1, and MAX at A \
         already has 3 through B, so MAX never lets the game reach C",
        "C is done: C ≤ 1, a bound: the exact value is not needed",
        "C = 1 backs up to A (MAX): 1 ≤ 3, so A stays 3; 1 ≤ α = 3, so α stays 3",
        "A is done: A = 3",
    ];
    assert_eq!(words, expected);
}

#[test]
fn the_minimax_example_under_alpha_beta_cuts_g_and_closes_e_on_its_last_leaf() {
    let alpha_beta = trace(MINIMAX_EXAMPLE, TextbookAlgorithm::AlphaBeta, MoveOrder::AsGiven);
    assert_eq!(alpha_beta.root_value(), 4);
    assert_eq!((alpha_beta.nodes_visited(), alpha_beta.nodes_cut(), alpha_beta.cutoffs()), (12, 3, 1));
    // E's 6 reaches β = 4 on E's last leaf: the window closes with nothing left to cut.
    let words: Vec<String> = alpha_beta.steps().iter().map(|step| step.describe(alpha_beta.tree())).collect();
    assert!(
        words.contains(
            &"6 backs up to E (MAX): 6 > 2, so E = 6 so far; 6 ≥ β = 4: α ≥ β, the window is closed".to_owned()
        )
    );
    assert!(words.contains(&"E is done: E = 6".to_owned()), "{words:#?}");
}

/// Visited, cut and cut-offs of both course examples under each order: the figures the report
/// gives.
#[test]
fn the_course_examples_under_each_order() {
    let figures = |text: &str, algorithm, order| {
        let trace = trace(text, algorithm, order);
        (trace.root_value(), trace.nodes_visited(), trace.nodes_cut(), trace.cutoffs())
    };
    use MoveOrder::{AsGiven, BestFirst, WorstFirst};
    use TextbookAlgorithm::{AlphaBeta, Minimax};
    for order in MoveOrder::ALL {
        assert_eq!(figures(MINIMAX_EXAMPLE, Minimax, order), (4, 15, 0, 0));
        assert_eq!(figures(ALPHA_BETA_EXAMPLE, Minimax, order), (3, 15, 0, 0));
    }
    assert_eq!(figures(MINIMAX_EXAMPLE, AlphaBeta, AsGiven), (4, 12, 3, 1));
    assert_eq!(figures(MINIMAX_EXAMPLE, AlphaBeta, BestFirst), (4, 11, 4, 2));
    assert_eq!(figures(MINIMAX_EXAMPLE, AlphaBeta, WorstFirst), (4, 15, 0, 0));
    assert_eq!(figures(ALPHA_BETA_EXAMPLE, AlphaBeta, AsGiven), (3, 11, 4, 2));
    assert_eq!(figures(ALPHA_BETA_EXAMPLE, AlphaBeta, BestFirst), (3, 11, 4, 2));
    assert_eq!(figures(ALPHA_BETA_EXAMPLE, AlphaBeta, WorstFirst), (3, 15, 0, 0));
}

#[test]
fn a_tree_of_one_leaf_is_read_and_done() {
    let single = trace("-4", TextbookAlgorithm::AlphaBeta, MoveOrder::BestFirst);
    assert_eq!((single.root_value(), single.nodes_visited(), single.principal_variation().len()), (-4, 1, 1));
    assert_eq!(single.steps().len(), 1);
    assert_eq!(single.steps()[0].describe(single.tree()), "read the leaf: -4, α = -∞, β = +∞");
}

/// The trace and the engine's recorded search of the same tree visit the same nodes in the same
/// order with the same windows, values, cuts and best line.
fn agrees_with_the_engine(trace: &Trace) -> Result<(), TestCaseError> {
    let tree = trace.tree();
    if tree.is_leaf(tree.root()) {
        return Ok(());
    }
    let algorithm = match trace.algorithm() {
        TextbookAlgorithm::Minimax => Algorithm::Minimax,
        TextbookAlgorithm::AlphaBeta => Algorithm::AlphaBeta,
    };
    let record = engine_record(tree, algorithm);
    prop_assert_eq!(record.root_value(), Some(trace.root_value()));
    prop_assert_eq!(record.visited(), trace.nodes_visited() as u64);
    let recorded: Vec<NodeId> = (0..record.nodes().len() as u32).map(|id| recorded_node(tree, &record, id)).collect();
    prop_assert_eq!(&recorded, &visiting_order(trace));

    let infinity = SearchTree::<ChildIndex>::INFINITY;
    let engine_bound = |bound: Bound| match bound {
        Bound::MinusInfinity => -infinity,
        Bound::Value(value) => value,
        Bound::PlusInfinity => infinity,
    };
    let windows = trace.steps().iter().filter_map(|step| match step {
        Step::Enter { window, .. } | Step::ReadLeaf { window, .. } => Some(*window),
        _ => None,
    });
    for ((engine_node, &node), window) in record.nodes().iter().zip(&recorded).zip(windows) {
        let NodeResult::Searched { value, .. } = trace.result(node) else {
            return Err(TestCaseError::fail(format!("the engine visits {}, which the trace cuts", tree.name(node))));
        };
        prop_assert_eq!(engine_node.value, value);
        let (alpha, beta) =
            window.map_or((-infinity, infinity), |window| (engine_bound(window.alpha), engine_bound(window.beta)));
        prop_assert_eq!((engine_node.alpha, engine_node.beta), (alpha, beta));
    }

    // The record lists cut nodes in the order they were entered, the trace when they cut.
    let mut engine_cuts: Vec<(NodeId, usize)> = record
        .nodes()
        .iter()
        .zip(&recorded)
        .filter(|(engine_node, _)| engine_node.cutoff)
        .map(|(engine_node, &node)| (node, record.pruned(engine_node).len()))
        .collect();
    let mut trace_cuts: Vec<(NodeId, usize)> = trace
        .steps()
        .iter()
        .filter_map(|step| match step {
            Step::Cut { node, skipped, .. } => Some((*node, skipped.len())),
            _ => None,
        })
        .collect();
    engine_cuts.sort_unstable();
    trace_cuts.sort_unstable();
    prop_assert_eq!(engine_cuts, trace_cuts);
    let engine_line: Vec<NodeId> = record.principal_variation().iter().map(|&id| recorded[id as usize]).collect();
    prop_assert_eq!(engine_line, trace.principal_variation());
    Ok(())
}

/// What the trace says of each node it visited holds of its true minimax value.
fn values_are_what_they_claim(trace: &Trace) -> Result<(), TestCaseError> {
    let truth = trace.tree().minimax_values();
    for id in trace.tree().node_ids() {
        let true_value = truth[id.index()];
        match trace.result(id) {
            NodeResult::Searched { value, known: Known::Exact } => prop_assert_eq!(value, true_value),
            NodeResult::Searched { value, known: Known::AtLeast } => prop_assert!(true_value >= value),
            NodeResult::Searched { value, known: Known::AtMost } => prop_assert!(true_value <= value),
            NodeResult::Cut { by } => {
                let visited = matches!(trace.result(by), NodeResult::Searched { .. });
                prop_assert!(visited, "cut by {}, which was not visited", by.index());
            }
        }
    }
    // The best line is made of exact values, the root's.
    for &id in trace.principal_variation() {
        prop_assert_eq!(trace.result(id), NodeResult::Searched { value: truth[0], known: Known::Exact });
    }
    prop_assert!(trace.tree().is_leaf(*trace.principal_variation().last().expect("the root at least")));
    Ok(())
}

proptest! {
    #[test]
    fn every_trace_agrees_with_the_engine_and_the_true_values(tree in any_tree()) {
        let true_value = tree.minimax_values()[0];
        for order in MoveOrder::ALL {
            let minimax = Trace::new(&tree, TextbookAlgorithm::Minimax, order);
            let alpha_beta = Trace::new(&tree, TextbookAlgorithm::AlphaBeta, order);
            prop_assert_eq!(minimax.root_value(), true_value);
            prop_assert_eq!(alpha_beta.root_value(), true_value);
            prop_assert_eq!((minimax.nodes_visited(), minimax.cutoffs()), (tree.node_count(), 0));
            prop_assert!(alpha_beta.nodes_visited() <= minimax.nodes_visited());
            prop_assert_eq!(alpha_beta.nodes_visited() + alpha_beta.nodes_cut(), tree.node_count());
            for trace in [&minimax, &alpha_beta] {
                agrees_with_the_engine(trace)?;
                values_are_what_they_claim(trace)?;
            }
        }
    }

    /// Knuth and Moore: on a uniform tree, alpha-beta with the best child first at every node
    /// visits the minimal tree, b^⌈k/2⌉ + b^⌊k/2⌋ - 1 nodes at depth k, and no order visits
    /// fewer (any search must see a strategy of MAX's and one of MIN's, which share one line).
    #[test]
    fn best_first_visits_the_minimal_tree_of_a_uniform_tree((tree, branching, depth) in uniform_tree()) {
        let minimal: u64 = (0..=depth).map(|k| branching.pow(k.div_ceil(2)) + branching.pow(k / 2) - 1).sum();
        let visits = |order| Trace::new(&tree, TextbookAlgorithm::AlphaBeta, order).nodes_visited() as u64;
        prop_assert_eq!(visits(MoveOrder::BestFirst), minimal);
        let best_first = Trace::new(&tree, TextbookAlgorithm::AlphaBeta, MoveOrder::BestFirst);
        prop_assert_eq!(tree.minimal_tree_leaves(), Some(best_first.leaves_read() as u64));
        prop_assert!(visits(MoveOrder::AsGiven) >= minimal);
        prop_assert!(visits(MoveOrder::WorstFirst) >= minimal);
    }
}
