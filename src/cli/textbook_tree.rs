//! `textbook-tree`: a game tree as the course draws it, written in nested parentheses (or one of
//! the shipped examples, or a random one), edited if asked, searched by minimax or alpha-beta
//! with its children in the order asked, and printed: the tree drawn with its letters, levels,
//! values and cuts, the root's value, the best line, the counts, and with `--steps` each step in
//! words. A tree with chance nodes is searched by expectimax: each node's value, drawn, and its
//! steps in words the same way. An
//! exercise's code prints its tree, `--mark` marks an answer to it and `--sheet` prints it on paper.

use anyhow::{Context, anyhow};
use clap::builder::PossibleValuesParser;
use clap::{Args, ValueEnum};
use serde::Serialize;

use super::arguments::OrderArg;
use crate::engine::Score;
use crate::games::textbook_tree::check::{CheckedAlgorithm, VALUE_TOLERANCE, decimal};
use crate::games::textbook_tree::{
    EXAMPLES, Example, ExerciseCode, ExpectimaxStep, ExpectimaxTrace, Level, MoveOrder, NodeId, NodeKind, NodeResult,
    ParseError, RandomShape, Step, TextbookAlgorithm, Trace, Tree, marking, sheet,
};

#[derive(Args, Debug)]
pub struct TextbookTreeArgs {
    /// The tree in nested parentheses, leaves as integers: '(((2 3) (5 9)) ((0 1) (7 5)))';
    /// chance nodes in brackets, '([3 5] [2 9])', a child's probability before it, '[0.25:3 0.75:5]'.
    #[arg(
        value_name = "TREE",
        allow_hyphen_values = true,
        required_unless_present_any = ["example", "random", "exercise"],
        conflicts_with_all = ["example", "random", "exercise"]
    )]
    tree: Option<String>,
    /// One of the shipped trees: the course's textbook examples `minimax` and `alpha-beta`, and
    /// more.
    #[arg(long, value_name = "NAME", value_parser = example_names(), conflicts_with_all = ["random", "exercise"])]
    example: Option<String>,
    /// The exercise a code names: four letters and digits (K7Q2), the same tree for everyone.
    #[arg(long, value_name = "CODE", conflicts_with = "random")]
    exercise: Option<String>,
    /// Marks an answer to the exercise on the tree, for --algorithm: space-separated items,
    /// `NODE=V` a node's value, `NODE>=V` and `NODE<=V` a bound, `cut=BRANCH,BRANCH` the
    /// branches cut, each named by the node right below the cut (`cut=E.2,G`).
    #[arg(long, value_name = "ANSWER", allow_hyphen_values = true)]
    mark: Option<String>,
    /// Writes the exercise as a sheet to print, for --algorithm: a page with the tree and an
    /// empty box at each node, and its answer key. FILE.pdf holds both pages; FILE.svg is the
    /// exercise and FILE-key.svg beside it the key.
    #[arg(long, value_name = "FILE", requires = "exercise", conflicts_with_all = ["mark", "json", "steps"])]
    sheet: Option<std::path::PathBuf>,
    /// A random tree from this seed, of --branching children a node and --depth levels, leaves
    /// drawn from --values.
    #[arg(long, value_name = "SEED")]
    random: Option<u64>,
    /// Children of each node of a random tree: a number, or a range such as 2-3.
    #[arg(long, value_name = "N", default_value = "2", value_parser = parse_branching)]
    branching: (u16, u16),
    /// Levels below the root of a random tree.
    #[arg(long, value_name = "D", default_value_t = 3)]
    depth: u8,
    /// A random tree with chance levels, for expectimax: MAX at the root, then chance nodes,
    /// MIN, chance nodes…, each chance node's children equally likely or not.
    #[arg(long, requires = "random")]
    chance: bool,
    /// The leaf values of a random tree: LOW..HIGH.
    #[arg(long, value_name = "RANGE", default_value = "-9..9", allow_hyphen_values = true, value_parser = parse_value_range)]
    values: (Score, Score),
    /// An edit made to the tree before the search, in the order given (each on the tree the last
    /// one left): `add NODE VALUE` (a new leaf after NODE's children), `remove NODE`, `set NODE
    /// VALUE` (a leaf's value). NODE is a letter (B), or a letter and a child's number (E.2,
    /// E's second child).
    #[arg(long = "edit", value_name = "EDIT")]
    edits: Vec<String>,
    #[arg(long, value_enum, default_value_t = AlgorithmChoice::Alphabeta)]
    algorithm: AlgorithmChoice,
    /// The order of each node's children: as written, best first (where alpha-beta cuts the
    /// most) or worst first (where it cuts little or nothing), by their true minimax values.
    #[arg(long, value_enum, default_value_t)]
    order: OrderArg,
    /// Each step of the search in words.
    #[arg(long)]
    steps: bool,
    /// One JSON object: the tree, each node's result, the counts and the steps.
    #[arg(long)]
    json: bool,
}

/// `--game`'s name for the course's drawn game trees, which `tree` and the window take beside
/// the catalogue's games.
pub const TEXTBOOK_TREES: &str = "trees";

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum AlgorithmChoice {
    Minimax,
    #[value(alias = "alpha-beta")]
    Alphabeta,
    /// For trees with chance nodes: a chance node's value is its children's, weighed by their
    /// probabilities.
    Expectimax,
}

fn example_names() -> PossibleValuesParser {
    PossibleValuesParser::new(EXAMPLES.map(|example| example.name))
}

/// `--branching`: `2`, or `2-3` for two or three children.
fn parse_branching(text: &str) -> Result<(u16, u16), String> {
    let number = |part: &str| part.trim().parse::<u16>().map_err(|_| format!("`{part}` is not a number of children"));
    match text.split_once('-') {
        Some((fewest, most)) => Ok((number(fewest)?, number(most)?)),
        None => number(text).map(|count| (count, count)),
    }
}

/// `--values`: `-9..9`.
fn parse_value_range(text: &str) -> Result<(Score, Score), String> {
    let bad = || format!("`{text}` is not a range of values: write LOW..HIGH, such as -9..9");
    let (low, high) = text.split_once("..").ok_or_else(bad)?;
    let value = |part: &str| part.trim().parse::<Score>().map_err(|_| bad());
    Ok((value(low)?, value(high)?))
}

pub fn run(args: &TextbookTreeArgs) -> anyhow::Result<()> {
    let mut tree = given_tree(args)?;
    for edit in &args.edits {
        tree = apply_edit(&tree, edit).with_context(|| format!("--edit '{edit}'"))?;
    }
    if let Some(answer) = &args.mark {
        return mark_answer(args, &tree, answer);
    }
    if let Some(path) = &args.sheet {
        return write_sheet(args, &tree, path);
    }
    if let Some(code) = args.exercise.as_ref().filter(|_| args.edits.is_empty()) {
        return print_exercise(args, code, &tree);
    }
    let algorithm = match args.algorithm {
        AlgorithmChoice::Minimax => TextbookAlgorithm::Minimax,
        AlgorithmChoice::Alphabeta => TextbookAlgorithm::AlphaBeta,
        AlgorithmChoice::Expectimax => return expectimax(args, &tree),
    };
    refuse_chance(&tree)?;
    let trace = Trace::new(&tree, algorithm, MoveOrder::from(args.order));
    if args.json {
        out!("{}", serde_json::to_string(&report(&tree, &trace))?);
    } else {
        let example = args.example.as_deref().and_then(Example::named);
        print_text(&tree, example, &trace, args.steps);
    }
    Ok(())
}

/// An exercise's tree, to work on: its code, its text and its drawing with the leaves only.
fn print_exercise(args: &TextbookTreeArgs, code: &str, tree: &Tree) -> anyhow::Result<()> {
    let code = code.parse::<ExerciseCode>().context("--exercise")?;
    if args.json {
        out!("{}", serde_json::json!({ "code": code.to_string(), "tree": tree.to_string() }));
        return Ok(());
    }
    out!("exercise   {code}");
    out!("tree       {tree}");
    let search = if code.has_chance() { "expectimax" } else { "minimax or alpha-beta" };
    out!("search     {search}: write each node's value (and for alpha-beta the bounds and the branches cut)");
    out!("");
    for line in chance_drawing(tree, None) {
        out!("{line}");
    }
    Ok(())
}

/// `--sheet`: the exercise and its key as pages to print, in English.
fn write_sheet(args: &TextbookTreeArgs, tree: &Tree, path: &std::path::Path) -> anyhow::Result<()> {
    let algorithm = checked_algorithm(args.algorithm);
    if algorithm != CheckedAlgorithm::Expectimax {
        refuse_chance(tree)?;
    }
    let code = args.exercise.as_deref().unwrap_or_default().parse::<ExerciseCode>().context("--exercise")?;
    if !args.edits.is_empty() {
        anyhow::bail!("--sheet prints the exercise {code} as its code names it: leave out --edit");
    }
    let pages = sheet::sheet(tree, algorithm, &english_sheet_words(code, algorithm));
    let extension = path.extension().and_then(|extension| extension.to_str()).map(str::to_ascii_lowercase);
    let written = match extension.as_deref() {
        Some("pdf") => {
            let title = format!("Exercise {code}");
            std::fs::write(path, sheet::pdf_document(&pages, &title))
                .with_context(|| format!("--sheet: could not write {}", path.display()))?;
            vec![path.to_owned()]
        }
        Some("svg") => {
            let stem = path.file_stem().map(|stem| stem.to_string_lossy().into_owned()).unwrap_or_default();
            let key = path.with_file_name(format!("{stem}-key.svg"));
            for (page, file) in pages.iter().zip([path, key.as_path()]) {
                std::fs::write(file, sheet::page_svg(page))
                    .with_context(|| format!("--sheet: could not write {}", file.display()))?;
            }
            vec![path.to_owned(), key]
        }
        _ => anyhow::bail!("--sheet: {} is neither a .pdf nor a .svg file", path.display()),
    };
    for file in written {
        out!("wrote {}", file.display());
    }
    Ok(())
}

/// The sheet's words on the command line, which speaks English.
fn english_sheet_words(code: ExerciseCode, algorithm: CheckedAlgorithm) -> sheet::SheetWords {
    let (search, how, key_how) = match algorithm {
        CheckedAlgorithm::Minimax => (
            "minimax",
            "Write in each box the value of its node: a MAX node takes the highest of its children's values, a MIN \
             node the lowest.",
            "Each node's value.",
        ),
        CheckedAlgorithm::AlphaBeta => (
            "alpha-beta",
            "Search the tree with alpha-beta, each node's children from left to right. Write in each box the value \
             it finds at its node, or the bound where it stops early (≥ 5, ≤ 1); leave empty the boxes of the nodes \
             it never reaches, and strike through the branches it prunes.",
            "Each node's value, or the bound alpha-beta stops at; the branches it prunes are struck through and \
             the nodes it never reaches greyed.",
        ),
        CheckedAlgorithm::Expectimax => (
            "expectimax",
            "Write in each box the value of its node: MAX takes the highest of its children's values, MIN the \
             lowest, and a chance node (a circle) the average of its children weighed by the chances on their \
             branches. Two decimals are enough.",
            "Each node's value, to two decimals.",
        ),
    };
    sheet::SheetWords {
        heading: "Minimax Arcade · Game trees".to_owned(),
        title: format!("Exercise {code}"),
        key_title: format!("Answer key · Exercise {code}"),
        search: format!("Search: {search}"),
        how: how.to_owned(),
        key_how: key_how.to_owned(),
        name: "Name".to_owned(),
        date: "Date".to_owned(),
        chance: "chance".to_owned(),
        footer: format!(
            "In Minimax Arcade: Game trees, Exercise, the code {code} opens this tree and checks an answer."
        ),
        decimal_comma: false,
    }
}

fn checked_algorithm(choice: AlgorithmChoice) -> CheckedAlgorithm {
    match choice {
        AlgorithmChoice::Minimax => CheckedAlgorithm::Minimax,
        AlgorithmChoice::Alphabeta => CheckedAlgorithm::AlphaBeta,
        AlgorithmChoice::Expectimax => CheckedAlgorithm::Expectimax,
    }
}

/// `--mark`: the answer marked, item by item, and the first mistake in words.
fn mark_answer(args: &TextbookTreeArgs, tree: &Tree, text: &str) -> anyhow::Result<()> {
    let algorithm = checked_algorithm(args.algorithm);
    if algorithm != CheckedAlgorithm::Expectimax {
        refuse_chance(tree)?;
    }
    if args.order != OrderArg::default() || args.steps {
        anyhow::bail!("--order and --steps are for showing a search: an answer is marked on the tree as written");
    }
    let answer = marking::Answer::parse(tree, text).context("--mark")?;
    let marked = marking::mark(tree, algorithm, &answer);
    if args.json {
        let marks: Vec<serde_json::Value> = marked
            .marks
            .iter()
            .map(|mark| {
                serde_json::json!({
                    "node": tree.address(mark.node).to_string(),
                    "item": mark.item,
                    "verdict": mark.verdict,
                    "expected": mark.expected,
                    "given": mark.given,
                })
            })
            .collect();
        let report = serde_json::json!({
            "tree": tree.to_string(),
            "algorithm": algorithm,
            "correct": marked.correct(),
            "marks": marks,
            "mistake": marked.first_mistake.as_ref().map(|mistake| mistake.describe(tree)),
        });
        out!("{report}");
        return Ok(());
    }
    out!("tree       {tree}");
    out!("search     {algorithm}");
    out!("answer     {}", text.trim());
    out!("");
    for mark in &marked.marks {
        let name = match mark.item {
            "cut" => format!("cut {}", tree.address(mark.node)),
            _ => tree.address(mark.node).to_string(),
        };
        let verdict = match mark.verdict {
            marking::Verdict::Right => "✓ right".to_owned(),
            marking::Verdict::Wrong => format!("✗ wrong: you wrote {}", mark.given.as_deref().unwrap_or_default()),
            marking::Verdict::Missing => "✗ missing".to_owned(),
            marking::Verdict::Extra if mark.item == "cut" => "✗ extra: not cut".to_owned(),
            marking::Verdict::Extra if tree.is_leaf(mark.node) => "✗ extra: a leaf's value is given".to_owned(),
            marking::Verdict::Extra => "✗ extra: the search never reaches it".to_owned(),
        };
        let expected = mark.expected.as_deref().unwrap_or("-");
        out!("{name:<10} {expected:<8} {verdict}");
    }
    out!("");
    match &marked.first_mistake {
        None => out!("all right"),
        Some(mistake) => out!("first mistake: {}", mistake.describe(tree)),
    }
    Ok(())
}

/// Minimax and alpha-beta search trees where a player chooses at every node.
pub(super) fn refuse_chance(tree: &Tree) -> anyhow::Result<()> {
    match tree.first_chance_node() {
        Some(chance) => Err(anyhow!(
            "{} is a chance node: minimax and alpha-beta search trees where a player chooses at every node; \
             a tree with chance nodes is searched with --algorithm expectimax",
            tree.name(chance)
        )),
        None => Ok(()),
    }
}

/// The tree searched by expectimax: each node's value, drawn, and the root's best move.
fn expectimax(args: &TextbookTreeArgs, tree: &Tree) -> anyhow::Result<()> {
    if args.order != OrderArg::default() {
        anyhow::bail!("--order is for minimax and alpha-beta: expectimax reads every child, in any order");
    }
    let trace = ExpectimaxTrace::new(tree);
    let values = tree.expectimax_values();
    let root = tree.root();
    let root_value = values[root.index()];
    let best: Vec<String> = tree
        .children(root)
        .filter(|child| (values[child.index()] - root_value).abs() <= VALUE_TOLERANCE)
        .map(|child| tree.address(child).to_string())
        .collect();
    if args.json {
        let nodes = tree
            .node_ids()
            .map(|id| JsonChanceNode {
                id,
                name: tree.address(id).to_string(),
                parent: tree.parent(id),
                depth: tree.depth(id),
                kind: tree.kind(id),
                probability: tree
                    .parent(id)
                    .filter(|&parent| tree.is_chance(parent))
                    .map(|_| tree.probability(id).get()),
                leaf_value: tree.leaf_value(id),
                value: values[id.index()],
            })
            .collect();
        let report = JsonExpectimax {
            tree: tree.to_string(),
            algorithm: "expectimax",
            value: root_value,
            best_moves: best,
            nodes,
            steps: trace.steps().iter().map(|step| JsonStep { text: step.describe(tree), detail: step }).collect(),
        };
        out!("{}", serde_json::to_string(&report)?);
        return Ok(());
    }
    out!("tree       {tree}");
    out!(
        "search     expectimax: MAX takes its best child, MIN its worst, a chance node the mean weighed by the chances"
    );
    out!("value      {}  (values from MAX's side: MAX plays at A)", decimal(root_value));
    out!("best move  {}", best.join(" or "));
    out!("");
    for line in chance_drawing(tree, Some(&values)) {
        out!("{line}");
    }
    if args.steps {
        out!("");
        let width = trace.steps().len().to_string().len();
        for (number, step) in trace.steps().iter().enumerate() {
            out!("{:>width$}. {}", number + 1, step.describe(tree));
        }
    }
    Ok(())
}

/// The tree drawn a node a line, each below its parent: its name, kind, chance and, where they
/// are given, its value.
fn chance_drawing(tree: &Tree, values: Option<&[f64]>) -> Vec<String> {
    let value = |id: NodeId| values.map(|values| format!(" = {}", decimal(values[id.index()]))).unwrap_or_default();
    outline(tree, |id| {
        let chance = tree.parent(id).filter(|&parent| tree.is_chance(parent)).map(|_| tree.probability(id).get());
        let mut line = tree.address(id).to_string();
        if let Some(chance) = chance {
            line += &format!("  (chance {})", decimal(chance));
        }
        match tree.kind(id) {
            NodeKind::Leaf => line += &format!("  {}", tree.leaf_value(id).unwrap_or_default()),
            NodeKind::Max => line += &format!("  MAX{}", value(id)),
            NodeKind::Min => line += &format!("  MIN{}", value(id)),
            NodeKind::Chance => line += &format!("  chance{}", value(id)),
        }
        line
    })
}

/// `tree` a node a line, each below its parent on a branch (`├─`, `└─`), the first child first,
/// each line what `label` writes for its node.
fn outline(tree: &Tree, label: impl Fn(NodeId) -> String) -> Vec<String> {
    let mut lines = Vec::new();
    // Each entry: a node, the prefix of its own line, the prefix of its children's lines.
    let mut pending = vec![(tree.root(), String::new(), String::new())];
    while let Some((id, own, below)) = pending.pop() {
        lines.push(format!("{own}{}", label(id)));
        let children: Vec<NodeId> = tree.children(id).collect();
        // Pushed last first, so that the first child is drawn next.
        for (index, &child) in children.iter().enumerate().rev() {
            let last = index + 1 == children.len();
            let (branch, under) = if last { ("└─ ", "   ") } else { ("├─ ", "│  ") };
            pending.push((child, format!("{below}{branch}"), format!("{below}{under}")));
        }
    }
    lines
}

/// A node as `--json` writes it for expectimax.
#[derive(Serialize)]
struct JsonChanceNode {
    id: NodeId,
    /// The node's address: `E` for an internal node, `E.2` for a leaf.
    name: String,
    parent: Option<NodeId>,
    depth: u8,
    kind: NodeKind,
    /// Its chance, below a chance node.
    probability: Option<f64>,
    leaf_value: Option<Score>,
    value: f64,
}

#[derive(Serialize)]
struct JsonExpectimax<'a> {
    tree: String,
    algorithm: &'static str,
    value: f64,
    best_moves: Vec<String>,
    nodes: Vec<JsonChanceNode>,
    steps: Vec<JsonStep<'a, ExpectimaxStep>>,
}

/// The tree the arguments name: written out, shipped or random.
fn given_tree(args: &TextbookTreeArgs) -> anyhow::Result<Tree> {
    if let Some(seed) = args.random {
        let (min_children, max_children) = args.branching;
        let (lowest, highest) = args.values;
        let shape = RandomShape {
            min_children,
            max_children,
            depth: args.depth,
            lowest,
            highest,
            chance_levels: args.chance,
            seed,
        };
        return Tree::random(&shape).context("--random");
    }
    if let Some(code) = &args.exercise {
        return Ok(code.parse::<ExerciseCode>().context("--exercise")?.tree());
    }
    if let Some(name) = &args.example {
        let example = Example::named(name).ok_or_else(|| anyhow!("no example is called {name}"))?;
        return example.tree().map_err(|error| anyhow!(pointed(example.text, &error)));
    }
    let text = args.tree.as_deref().unwrap_or_default();
    Tree::parse(text).map_err(|error| anyhow!(pointed(text, &error)))
}

/// The parser's message, then the line it stopped on with a caret under the column.
pub(super) fn pointed(text: &str, error: &ParseError) -> String {
    let line = text.split('\n').nth(error.at.line as usize - 1).unwrap_or_default();
    // Each character one column wide, as the parser counts them: tabs and returns as spaces.
    let line: String = line.chars().map(|character| if character.is_whitespace() { ' ' } else { character }).collect();
    let caret = format!("{}^", " ".repeat(error.at.column as usize - 1));
    format!("not a tree: {error}\n  {line}\n  {caret}")
}

/// One of `--edit`'s edits made to `tree`.
fn apply_edit(tree: &Tree, edit: &str) -> anyhow::Result<Tree> {
    let words: Vec<&str> = edit.split_whitespace().collect();
    let value = |text: &str| text.parse::<Score>().map_err(|_| anyhow!("`{text}` is not a leaf value"));
    match words.as_slice() {
        ["add", node, leaf] => Ok(tree.with_child_added(find_node(tree, node)?, value(leaf)?)?.0),
        ["remove", node] => Ok(tree.with_node_removed(find_node(tree, node)?)?),
        ["set", node, leaf] => Ok(tree.with_leaf_value(find_node(tree, node)?, value(leaf)?)?),
        _ => Err(anyhow!("an edit is `add NODE VALUE`, `remove NODE` or `set NODE VALUE`")),
    }
}

/// The node `address` names: an internal node's letters (`E`), or those and the number of one
/// of its children (`E.2`, from 1).
fn find_node(tree: &Tree, address: &str) -> anyhow::Result<NodeId> {
    let (letters, child) = match address.split_once('.') {
        Some((letters, child)) => (letters, Some(child)),
        None => (address, None),
    };
    let node = tree.find_by_letters(letters).ok_or_else(|| anyhow!("the tree has no node {letters}"))?;
    let Some(child) = child else { return Ok(node) };
    let number = child.parse::<usize>().ok().filter(|&number| number >= 1);
    let number = number.ok_or_else(|| anyhow!("`{child}` is not a child's number: they go from 1"))?;
    tree.child(node, number - 1)
        .ok_or_else(|| anyhow!("{letters} has {} children, not {number}", tree.child_count(node)))
}

fn algorithm_name(algorithm: TextbookAlgorithm) -> &'static str {
    match algorithm {
        TextbookAlgorithm::Minimax => "minimax",
        TextbookAlgorithm::AlphaBeta => "alpha-beta",
    }
}

fn order_words(order: MoveOrder) -> &'static str {
    match order {
        MoveOrder::AsGiven => "children as given",
        MoveOrder::BestFirst => "best child first",
        MoveOrder::WorstFirst => "worst child first",
    }
}

/// A node's result as the drawing writes it after its name.
fn result_text(trace: &Trace, id: NodeId) -> String {
    let tree = trace.tree();
    match trace.result(id) {
        NodeResult::Cut { .. } => "✂ cut".to_owned(),
        NodeResult::Searched { .. } if tree.is_leaf(id) => String::new(),
        NodeResult::Searched { value, known } => format!("{known} {value}"),
    }
}

/// The tree drawn a node a line, each below its parent, with its letter, level and result.
fn drawing(trace: &Trace) -> Vec<String> {
    let tree = trace.tree();
    outline(tree, |id| {
        let mut line = tree.name(id).to_string();
        if !tree.is_leaf(id) {
            line += &format!("  {}", tree.level(id));
        }
        let result = result_text(trace, id);
        if !result.is_empty() {
            line += &format!("  {result}");
        }
        if let Some(Step::Cut { skipped, .. }) =
            trace.steps().iter().find(|step| matches!(step, Step::Cut { node, .. } if *node == id))
        {
            let names: Vec<String> = skipped.iter().map(|&child| tree.name(child).to_string()).collect();
            line += &format!("  (cut-off: skips {})", names.join(", "));
        }
        line
    })
}

fn print_text(given: &Tree, example: Option<Example>, trace: &Trace, steps: bool) {
    let tree = trace.tree();
    if let Some(example) = example {
        out!("example    {}: {}", example.name, example.about);
    }
    out!("tree       {given}");
    if trace.order() != MoveOrder::AsGiven {
        out!("reordered  {tree}");
    }
    out!("search     {}, {}", algorithm_name(trace.algorithm()), order_words(trace.order()));
    out!("value      {}  (values from MAX's side: MAX plays at A)", trace.root_value());
    let line: Vec<String> = trace.principal_variation().iter().map(|&id| tree.name(id).to_string()).collect();
    out!("best line  {}", line.join(" → "));
    out!(
        "nodes      {} visited of {}, {} cut ({} cut-off{})",
        trace.nodes_visited(),
        tree.node_count(),
        trace.nodes_cut(),
        trace.cutoffs(),
        if trace.cutoffs() == 1 { "" } else { "s" }
    );
    out!("");
    for line in drawing(trace) {
        out!("{line}");
    }
    if steps {
        out!("");
        let width = trace.steps().len().to_string().len();
        for (number, step) in trace.steps().iter().enumerate() {
            out!("{:>width$}. {}", number + 1, step.describe(tree));
        }
    }
}

/// A node as `--json` writes it.
#[derive(Serialize)]
struct JsonNode {
    id: NodeId,
    name: String,
    parent: Option<NodeId>,
    depth: u8,
    level: &'static str,
    leaf_value: Option<Score>,
    #[serde(flatten)]
    result: NodeResult,
}

/// A step as `--json` writes it: its English words beside its data.
#[derive(Serialize)]
struct JsonStep<'a, S> {
    text: String,
    detail: &'a S,
}

#[derive(Serialize)]
struct JsonReport<'a> {
    tree: String,
    /// The tree as searched: reordered where `order` asks.
    searched_tree: String,
    algorithm: TextbookAlgorithm,
    order: MoveOrder,
    value: Score,
    best_line: Vec<String>,
    node_count: usize,
    nodes_visited: usize,
    nodes_cut: usize,
    cutoffs: usize,
    nodes: Vec<JsonNode>,
    steps: Vec<JsonStep<'a, Step>>,
}

fn report<'a>(given: &Tree, trace: &'a Trace) -> JsonReport<'a> {
    let tree = trace.tree();
    let level = |id: NodeId| if tree.level(id) == Level::Max { "max" } else { "min" };
    JsonReport {
        tree: given.to_string(),
        searched_tree: tree.to_string(),
        algorithm: trace.algorithm(),
        order: trace.order(),
        value: trace.root_value(),
        best_line: trace.principal_variation().iter().map(|&id| tree.name(id).to_string()).collect(),
        node_count: tree.node_count(),
        nodes_visited: trace.nodes_visited(),
        nodes_cut: trace.nodes_cut(),
        cutoffs: trace.cutoffs(),
        nodes: tree
            .node_ids()
            .map(|id| JsonNode {
                id,
                name: tree.name(id).to_string(),
                parent: tree.parent(id),
                depth: tree.depth(id),
                level: level(id),
                leaf_value: tree.leaf_value(id),
                result: trace.result(id),
            })
            .collect(),
        steps: trace.steps().iter().map(|step| JsonStep { text: step.describe(tree), detail: step }).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_caret_stands_under_the_column_the_parser_names() {
        let text = "(((-1 x) (2 6)))";
        let Err(error) = Tree::parse(text) else { panic!("not a tree") };
        let message = pointed(text, &error);
        let lines: Vec<&str> = message.lines().collect();
        assert_eq!(lines[0], "not a tree: a number, '(', '[' or ')' expected at column 7, found 'x'");
        assert_eq!(lines[1].find('x'), lines[2].find('^'));
        let two_lines = "(1\n\t(2 y))";
        let Err(error) = Tree::parse(two_lines) else { panic!("not a tree") };
        let message = pointed(two_lines, &error);
        let lines: Vec<&str> = message.lines().collect();
        assert_eq!(lines[1].find('y'), lines[2].find('^'));
    }

    #[test]
    fn edits_name_nodes_by_letters_and_child_numbers() {
        let tree = Tree::parse("(((2 3) (5 9)) ((0 1) (7 5)))").expect("valid");
        let edited = ["add E 4", "remove G", "set D.1 8"].iter().try_fold(tree, |tree, edit| apply_edit(&tree, edit));
        assert_eq!(edited.map(|tree| tree.to_string()).ok(), Some("(((8 3) (5 9 4)) ((0 1)))".to_owned()));
        let tree = Tree::parse("((1 2) 3)").expect("valid");
        let refused = |edit: &str| apply_edit(&tree, edit).map(|_| ()).unwrap_err().to_string();
        assert_eq!(refused("set B.3 1"), "B has 2 children, not 3");
        assert_eq!(refused("set B.0 1"), "`0` is not a child's number: they go from 1");
        assert_eq!(refused("remove Q"), "the tree has no node Q");
        assert_eq!(refused("set B 1"), "B is not a leaf: its value comes from its children");
        assert_eq!(refused("remove A"), "the root cannot be removed: it is the whole tree");
        assert_eq!(refused("set A.2 x"), "`x` is not a leaf value");
        assert!(refused("move B").starts_with("an edit is"));
    }

    #[test]
    fn the_drawing_marks_levels_bounds_and_cuts() {
        let tree = Tree::parse("(((2 3) (5 9)) ((0 1) (7 5)))").expect("valid");
        let trace = Trace::new(&tree, TextbookAlgorithm::AlphaBeta, MoveOrder::AsGiven);
        assert_eq!(
            drawing(&trace),
            [
                "A  MAX  = 3",
                "├─ B  MIN  = 3",
                "│  ├─ D  MAX  = 3",
                "│  │  ├─ 2",
                "│  │  └─ 3",
                "│  └─ E  MAX  ≥ 5  (cut-off: skips 9)",
                "│     ├─ 5",
                "│     └─ 9  ✂ cut",
                "└─ C  MIN  ≤ 1  (cut-off: skips G)",
                "   ├─ F  MAX  = 1",
                "   │  ├─ 0",
                "   │  └─ 1",
                "   └─ G  MAX  ✂ cut",
                "      ├─ 7  ✂ cut",
                "      └─ 5  ✂ cut",
            ]
        );
    }

    #[test]
    fn ranges_of_children_and_values_are_read() {
        assert_eq!(parse_branching("3"), Ok((3, 3)));
        assert_eq!(parse_branching("1-4"), Ok((1, 4)));
        assert!(parse_branching("x").is_err());
        assert_eq!(parse_value_range("-9..9"), Ok((-9, 9)));
        assert_eq!(parse_value_range("-20..-10"), Ok((-20, -10)));
        assert!(parse_value_range("9").is_err());
    }
}
