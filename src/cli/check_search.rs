//! `check-search`: a student's own minimax, alpha-beta or expectimax, in any language, run on
//! the course's trees and random ones and checked node by node. A verdict a tree, the first
//! difference in words, and for a failed tree what the program read beside what it should
//! have read; the exit status says whether every tree passed.

use std::collections::HashMap;
use std::process::ExitCode;
use std::time::Duration;

use clap::{Args, ValueEnum};
use serde::Serialize;

use super::progress::cancel_flag;
use crate::games::textbook_tree::check::{
    CheckedAlgorithm, CheckedTree, decimal, leaves_left_to_right, trees_to_check,
};
use crate::games::textbook_tree::{NodeId, Tree};
use crate::programs::search_checker::{
    CheckedProgram, DEFAULT_MEMORY_MB, DEFAULT_TIME_PER_LINE, TreeReport, check_program,
};

#[derive(Args, Debug)]
pub struct CheckSearchArgs {
    /// The search the program is checked against: every leaf read once (minimax, expectimax),
    /// or exactly the leaves the textbook's alpha-beta reads, in its order.
    #[arg(long, value_enum)]
    algorithm: AlgorithmChoice,
    /// The command that starts the program, as a shell would split it: 'python3 alphabeta.py'.
    #[arg(long, value_name = "CMD")]
    program: String,
    /// How many trees: the course's examples first, then random ones.
    #[arg(long, value_name = "N", default_value_t = 20, value_parser = clap::value_parser!(u16).range(1..))]
    trees: u16,
    /// The seed of the random trees: the same seed asks the same trees.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// The longest wait for each of the program's lines, in milliseconds.
    #[arg(long = "time-ms", value_name = "MS", default_value_t = DEFAULT_TIME_PER_LINE.as_millis() as u64)]
    time_ms: u64,
    /// The program's data memory cap in MiB, where the system can set one; 0 for none.
    #[arg(long = "program-memory-mb", value_name = "MB", default_value_t = DEFAULT_MEMORY_MB)]
    program_memory_mb: u64,
    /// One JSON object on one line, last: the counts and each tree's verdict.
    #[arg(long)]
    json: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum AlgorithmChoice {
    Minimax,
    #[value(alias = "alpha-beta")]
    Alphabeta,
    Expectimax,
}

impl From<AlgorithmChoice> for CheckedAlgorithm {
    fn from(choice: AlgorithmChoice) -> Self {
        match choice {
            AlgorithmChoice::Minimax => CheckedAlgorithm::Minimax,
            AlgorithmChoice::Alphabeta => CheckedAlgorithm::AlphaBeta,
            AlgorithmChoice::Expectimax => CheckedAlgorithm::Expectimax,
        }
    }
}

/// Checks the program; the exit status is 0 when every tree passed, 1 otherwise.
pub fn run(args: &CheckSearchArgs) -> anyhow::Result<ExitCode> {
    let algorithm = CheckedAlgorithm::from(args.algorithm);
    let program = CheckedProgram {
        command: args.program.clone(),
        time_per_line: Duration::from_millis(args.time_ms.max(1)),
        memory_bytes: (args.program_memory_mb > 0).then(|| args.program_memory_mb.saturating_mul(1 << 20)),
    };
    let trees: Vec<CheckedTree> = trees_to_check(algorithm, usize::from(args.trees), args.seed)
        .into_iter()
        .map(|tree| CheckedTree::new(tree, algorithm))
        .collect();
    let total = trees.len();
    out!("checking {} with {algorithm} on {total} trees", args.program);
    let mut number = 0;
    let reports = check_program(&program, trees, cancel_flag()?, |report| {
        number += 1;
        print_report(number, report);
    });
    let passed = reports.iter().filter(|report| report.passed()).count();
    let failed = reports.len() - passed;
    if reports.len() < total {
        out!("stopped after {} of {total} trees", reports.len());
    }
    out!("{passed} of {} trees passed", reports.len());
    if args.json {
        let summary = JsonSummary {
            algorithm,
            program: &args.program,
            seed: args.seed,
            trees: reports.len(),
            passed,
            failed,
            results: reports.iter().enumerate().map(|(index, report)| json_result(index + 1, report)).collect(),
        };
        out!("{}", serde_json::to_string(&summary)?);
    }
    let every_tree_passed = failed == 0 && reports.len() == total;
    Ok(if every_tree_passed { ExitCode::SUCCESS } else { ExitCode::FAILURE })
}

/// A tree's verdict, and for a failed one the first difference, the leaves read beside those
/// expected, the answer and the program's comments.
fn print_report(number: usize, report: &TreeReport) {
    let tree = report.checked.tree();
    let Some(reason) = report.reason() else {
        out!("tree {number}: pass  {tree}");
        return;
    };
    out!("tree {number}: FAIL  {tree}");
    out!("  {reason}");
    for line in reads_table(report) {
        out!("  {line}");
    }
    if let Some(answer) = &report.answer {
        out!(
            "  your answer: {} {}   the tree's value: {}",
            decimal(answer.value),
            answer.chosen,
            decimal(report.checked.root_value())
        );
    }
    for comment in &report.comments {
        out!("  # {comment}");
    }
}

/// Every leaf left to right with its value, when the program read it and when the search it is
/// checked against reads it.
fn reads_table(report: &TreeReport) -> Vec<String> {
    let checked = &report.checked;
    let tree = checked.tree();
    let places = |leaves: &mut dyn Iterator<Item = NodeId>| {
        let mut places: HashMap<NodeId, Vec<usize>> = HashMap::new();
        for (place, leaf) in leaves.enumerate() {
            places.entry(leaf).or_default().push(place + 1);
        }
        places
    };
    let read = places(&mut report.leaves_read());
    let expected = places(&mut checked.expected_reads().iter().copied());
    let written = |places: Option<&Vec<usize>>, absent: &str| match places {
        Some(places) => places.iter().map(usize::to_string).collect::<Vec<_>>().join(", "),
        None => absent.to_owned(),
    };
    let should = format!("{} reads", checked.algorithm());
    let mut lines = vec![format!("{:<8} {:>6}  {:<10} {should}", "leaf", "value", "you read")];
    for leaf in leaves_left_to_right(tree) {
        let value = tree.leaf_value(leaf).unwrap_or_default();
        // Alpha-beta's reads are in its order; minimax and expectimax read each leaf once, in
        // any order.
        let differs = match checked.algorithm() {
            CheckedAlgorithm::AlphaBeta => read.get(&leaf) != expected.get(&leaf),
            CheckedAlgorithm::Minimax | CheckedAlgorithm::Expectimax => {
                read.get(&leaf).is_none_or(|places| places.len() != 1)
            }
        };
        let mark = if differs { "  ←" } else { "" };
        lines.push(format!(
            "{:<8} {value:>6}  {:<10} {}{mark}",
            tree.address(leaf).to_string(),
            written(read.get(&leaf), "-"),
            written(expected.get(&leaf), "- (cut)"),
        ));
    }
    lines
}

#[derive(Serialize)]
struct JsonSummary<'a> {
    algorithm: CheckedAlgorithm,
    program: &'a str,
    seed: u64,
    trees: usize,
    passed: usize,
    failed: usize,
    results: Vec<JsonResult>,
}

#[derive(Serialize)]
struct JsonResult {
    number: usize,
    tree: String,
    verdict: &'static str,
    reason: Option<String>,
    read: Vec<String>,
    expected: Vec<String>,
    value: Option<f64>,
    chosen: Option<String>,
    tree_value: f64,
    comments: Vec<String>,
}

fn json_result(number: usize, report: &TreeReport) -> JsonResult {
    let tree: &Tree = report.checked.tree();
    let named = |leaf: NodeId| tree.address(leaf).to_string();
    JsonResult {
        number,
        tree: tree.to_string(),
        verdict: if report.passed() { "pass" } else { "fail" },
        reason: report.reason(),
        read: report.leaves_read().map(named).collect(),
        expected: report.checked.expected_reads().iter().copied().map(named).collect(),
        value: report.answer.as_ref().map(|answer| answer.value),
        chosen: report.answer.as_ref().map(|answer| answer.chosen.clone()),
        tree_value: report.checked.root_value(),
        comments: report.comments.clone(),
    }
}
