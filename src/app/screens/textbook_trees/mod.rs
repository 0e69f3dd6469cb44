//! The game trees screen: minimax and alpha-beta on the small trees the course draws (a MAX root
//! A, levels alternating, numbers at the leaves), and expectimax on trees with chance nodes. The
//! player picks one of the course's examples, types or pastes a tree, or draws a random one;
//! chooses the search and the order of the children; and steps through the search forward and
//! back (or plays it at a speed), the tree drawn with each node's value so far, the α and β it
//! was searched with, the branches cut, and each step told in words ([`words`]). The trees and their searches are the Bevy-free
//! [`crate::games::textbook_tree`]; this is only how the window shows them.

mod drawing;
mod exercise;
mod picture;
mod program_check;
mod view;
mod words;

use bevy::prelude::*;
use bevy_egui::egui;
pub use exercise::TreeExercise;
pub use program_check::{ProgramCheck, Shown, step_words, verdict_words};

use crate::app::base::redraw::{PROGRESS_REFRESH, refresh_while};
use crate::app::base::screen::Screen;
use crate::engine::Score;
use crate::games::textbook_tree::{
    EXAMPLES, EditError, ExpectimaxStep, ExpectimaxTrace, Known, MoveOrder, NodeId, RandomShape, Step,
    TextbookAlgorithm, Trace, Tree, Window,
};

/// What works without a window: the trees, their searches and playing the steps.
pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<TextbookTrees>();
    program_check::plugin(app);
    exercise::plugin(app);
    app.add_systems(
        Update,
        play_steps.run_if(in_state(Screen::TextbookTrees)).run_if(|trees: Res<TextbookTrees>| trees.playing),
    );
    refresh_while::<TextbookTrees>(app, PROGRESS_REFRESH, |trees| trees.playing);
}

/// The part that needs a window: the screen, and its pictures saved.
pub(crate) fn window_plugin(app: &mut App) {
    view::plugin(app);
    picture::plugin(app);
}

/// The screen's tree, its search and how far the player has stepped.
#[derive(Resource)]
pub struct TextbookTrees {
    /// The tree as the player wrote it (the search may show it reordered).
    tree: Tree,
    /// The text in the box: the tree's, or what the player is typing.
    pub text: String,
    /// Why the text last read is not a tree, in the player's language.
    pub error: Option<String>,
    /// Minimax or alpha-beta, for a tree without chance nodes (one with them is expectimax's).
    pub algorithm: TextbookAlgorithm,
    pub order: MoveOrder,
    /// The search of the tree: with the algorithm and order chosen, or expectimax.
    search: Search,
    /// Side by side: the other algorithm's search of the same tree, stepped with it.
    compared: Option<Trace>,
    /// Where each node of the searched tree is drawn.
    layout: Vec<egui::Pos2>,
    /// What each search and order visits of this tree.
    counts: Counts,
    /// Steps taken: 0 before the first, `trace.steps().len()` at the end.
    pub step: usize,
    /// Stepping on by itself.
    pub playing: bool,
    /// Steps a second while playing.
    pub speed: f32,
    /// Seconds since the last step while playing.
    since_step: f32,
    /// Random trees drawn so far: each draws the next seed.
    random_trees: u64,
    /// The shape of the next random tree (its seed is the count of those drawn).
    pub random_shape: RandomShape,
    /// The drawn tree's view: what part of it the screen shows (panned and zoomed); side by
    /// side, both drawings'.
    pub scene_rect: egui::Rect,
    /// The last picture saved, or why it could not be: told under the steps.
    pub picture_notice: Option<String>,
}

/// The search the screen steps through.
#[derive(Clone, Debug)]
pub enum Search {
    /// Minimax or alpha-beta, on a tree where a player chooses at every node.
    Textbook(Trace),
    /// Expectimax, on a tree with chance nodes.
    Expectimax(ExpectimaxTrace),
}

impl Search {
    /// `tree` searched by `algorithm` in `order`; by expectimax where it has chance nodes.
    fn of(tree: &Tree, algorithm: TextbookAlgorithm, order: MoveOrder) -> Self {
        match tree.first_chance_node() {
            Some(_) => Search::Expectimax(ExpectimaxTrace::new(tree)),
            None => Search::Textbook(Trace::new(tree, algorithm, order)),
        }
    }

    /// The tree searched: for minimax and alpha-beta, its children in the order chosen.
    pub fn tree(&self) -> &Tree {
        match self {
            Search::Textbook(trace) => trace.tree(),
            Search::Expectimax(trace) => trace.tree(),
        }
    }

    pub fn step_count(&self) -> usize {
        match self {
            Search::Textbook(trace) => trace.steps().len(),
            Search::Expectimax(trace) => trace.steps().len(),
        }
    }

    /// The root's value, as the player reads it.
    pub fn root_value_words(&self) -> String {
        match self {
            Search::Textbook(trace) => trace.root_value().to_string(),
            Search::Expectimax(trace) => words::value_words(trace.root_value()),
        }
    }

    /// The best line from the root (down to where chance picks, in expectimax).
    pub fn best_line(&self) -> &[NodeId] {
        match self {
            Search::Textbook(trace) => trace.principal_variation(),
            Search::Expectimax(trace) => trace.best_line(),
        }
    }

    /// The tree as the search has left it after its first `steps` steps.
    pub fn picture(&self, steps: usize) -> TreePicture {
        match self {
            Search::Textbook(trace) => TreePicture::after(trace, steps),
            Search::Expectimax(trace) => TreePicture::after_expectimax(trace, steps),
        }
    }

    /// The last of the first `steps` steps, in words.
    pub fn last_step_words(&self, steps: usize) -> Option<String> {
        match self {
            Search::Textbook(trace) => last_step_words(trace, steps),
            Search::Expectimax(trace) => {
                let step = steps.min(trace.steps().len()).checked_sub(1)?;
                Some(words::expectimax_step_words(&trace.steps()[step], trace))
            }
        }
    }

    /// Cut-offs among the first `steps` steps: none in expectimax, which reads every child.
    pub fn cutoffs_within(&self, steps: usize) -> usize {
        match self {
            Search::Textbook(trace) => trace.steps()[..steps.min(trace.steps().len())]
                .iter()
                .filter(|step| matches!(step, Step::Cut { .. }))
                .count(),
            Search::Expectimax(_) => 0,
        }
    }
}

/// Nodes visited and leaves read by each search of one tree, for the table that compares them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub nodes: usize,
    pub minimax: usize,
    /// Alpha-beta with the children as written, best first and worst first: nodes visited, and
    /// leaves read.
    pub alpha_beta: [(usize, usize); 3],
    /// Where the tree is uniform: the leaves of Knuth and Moore's minimal tree, and the shape.
    pub minimal_tree: Option<(u64, usize, u8)>,
}

impl Counts {
    fn of(tree: &Tree) -> Self {
        let alpha_beta = MoveOrder::ALL.map(|order| {
            let trace = Trace::new(tree, TextbookAlgorithm::AlphaBeta, order);
            (trace.nodes_visited(), trace.leaves_read())
        });
        let minimal_tree = tree.minimal_tree_leaves().zip(tree.uniform_shape()).map(|(leaves, (b, d))| (leaves, b, d));
        Self {
            nodes: tree.node_count(),
            minimax: Trace::new(tree, TextbookAlgorithm::Minimax, MoveOrder::AsGiven).nodes_visited(),
            alpha_beta,
            minimal_tree,
        }
    }
}

/// A change the player makes to a node of the drawn tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeEdit {
    /// A new leaf of value 0 after the node's children (a leaf becomes a node with one child).
    AddChild(NodeId),
    Remove(NodeId),
    SetValue(NodeId, Score),
}

impl Default for TextbookTrees {
    /// The course's alpha-beta example, searched by alpha-beta, before its first step.
    fn default() -> Self {
        let example = EXAMPLES[1];
        let tree = example.tree().unwrap_or_else(|_| Tree::parse("0").expect("a leaf is a tree"));
        Self::showing(tree, TextbookAlgorithm::AlphaBeta, MoveOrder::AsGiven)
    }
}

impl TextbookTrees {
    fn showing(tree: Tree, algorithm: TextbookAlgorithm, order: MoveOrder) -> Self {
        let search = Search::of(&tree, algorithm, order);
        Self {
            text: tree.to_string(),
            layout: drawing::layout(search.tree()),
            counts: Counts::of(&tree),
            tree,
            error: None,
            algorithm,
            order,
            search,
            compared: None,
            step: 0,
            playing: false,
            speed: 2.0,
            since_step: 0.0,
            random_trees: 0,
            random_shape: RandomShape {
                min_children: 2,
                max_children: 3,
                depth: 3,
                lowest: -9,
                highest: 9,
                chance_levels: false,
                seed: 0,
            },
            scene_rect: egui::Rect::NOTHING,
            picture_notice: None,
        }
    }

    /// The other algorithm's search, shown beside, where side by side.
    pub fn compared(&self) -> Option<&Trace> {
        self.compared.as_ref()
    }

    /// Where each node of the searched tree is drawn.
    pub fn layout(&self) -> &[egui::Pos2] {
        &self.layout
    }

    pub fn counts(&self) -> Counts {
        self.counts
    }

    pub fn side_by_side(&self) -> bool {
        self.compared.is_some()
    }

    /// True while the tree has chance nodes: expectimax searches it, and minimax, alpha-beta,
    /// the order of the children and the two side by side do not apply.
    pub fn expectimax(&self) -> bool {
        matches!(self.search, Search::Expectimax(_))
    }

    /// Shows minimax and alpha-beta side by side, or only the search chosen.
    pub fn set_side_by_side(&mut self, on: bool) {
        if on && self.expectimax() {
            return;
        }
        if on != self.side_by_side() {
            self.compared = on.then(|| Trace::new(&self.tree, self.algorithm.other(), self.order));
            self.scene_rect = egui::Rect::NOTHING;
            self.research();
        }
    }

    /// Makes `edit` to the drawn tree (as searched: where the children are reordered, the
    /// reordered tree becomes the tree written) and searches it from the start. The view stays
    /// where it was, so that the player sees the node they changed.
    pub fn edit(&mut self, edit: NodeEdit) -> Result<(), EditError> {
        let shown = self.search.tree();
        let edited = match edit {
            NodeEdit::AddChild(node) => shown.with_child_added(node, 0)?.0,
            NodeEdit::Remove(node) => shown.with_node_removed(node)?,
            NodeEdit::SetValue(node, value) => shown.with_leaf_value(node, value)?,
        };
        self.text = edited.to_string();
        self.tree = edited;
        self.error = None;
        self.counts = Counts::of(&self.tree);
        self.research();
        Ok(())
    }

    /// The search being stepped through.
    pub fn search(&self) -> &Search {
        &self.search
    }

    /// The tree drawn: as searched (reordered, where the order chosen asks).
    pub fn shown_tree(&self) -> &Tree {
        self.search.tree()
    }

    /// Searches `tree` from the start, with the algorithm and order chosen.
    pub fn use_tree(&mut self, tree: Tree) {
        self.text = tree.to_string();
        self.counts = Counts::of(&tree);
        self.tree = tree;
        self.error = None;
        self.research();
        // A new tree is framed afresh.
        self.scene_rect = egui::Rect::NOTHING;
    }

    /// Reads the text as the tree to search; where it is not one, says why and keeps the tree.
    pub fn read_text(&mut self) {
        match Tree::parse(&self.text) {
            Ok(tree) => self.use_tree(tree),
            Err(error) => self.error = Some(words::parse_error_words(&error)),
        }
    }

    /// A new random tree of the shape chosen; where the shape allows none, says why.
    pub fn random_tree(&mut self) {
        self.random_trees += 1;
        let shape = RandomShape { seed: self.random_trees, ..self.random_shape };
        match Tree::random(&shape) {
            Ok(tree) => self.use_tree(tree),
            Err(error) => self.error = Some(words::shape_error_words(&error)),
        }
    }

    pub fn set_algorithm(&mut self, algorithm: TextbookAlgorithm) {
        if algorithm != self.algorithm {
            self.algorithm = algorithm;
            self.research();
        }
    }

    pub fn set_order(&mut self, order: MoveOrder) {
        if order != self.order {
            self.order = order;
            self.research();
        }
    }

    /// The search again from its first step, after the tree, the algorithm or the order changed.
    fn research(&mut self) {
        self.search = Search::of(&self.tree, self.algorithm, self.order);
        self.compared = match self.compared {
            Some(_) if !self.expectimax() => Some(Trace::new(&self.tree, self.algorithm.other(), self.order)),
            _ => None,
        };
        self.layout = drawing::layout(self.search.tree());
        self.step = 0;
        self.playing = false;
    }

    /// Steps to the end: of the longer search, side by side.
    pub fn steps(&self) -> usize {
        let compared = self.compared.as_ref().map_or(0, |trace| trace.steps().len());
        self.search.step_count().max(compared)
    }

    pub fn forward(&mut self) {
        self.step = (self.step + 1).min(self.steps());
    }

    pub fn back(&mut self) {
        self.step = self.step.saturating_sub(1);
    }

    pub fn at_end(&self) -> bool {
        self.step == self.steps()
    }

    /// Plays or pauses; at the end, playing starts again from the first step.
    pub fn toggle_play(&mut self) {
        if !self.playing && self.at_end() {
            self.step = 0;
        }
        self.playing = !self.playing;
        self.since_step = 0.0;
    }

    /// Steps on as the time passes while playing; stops at the end.
    fn advance(&mut self, seconds: f32) {
        if !self.playing {
            return;
        }
        self.since_step += seconds;
        let interval = 1.0 / self.speed.max(0.1);
        while self.since_step >= interval && !self.at_end() {
            self.since_step -= interval;
            self.forward();
        }
        if self.at_end() {
            self.playing = false;
        }
    }

    /// The tree and its nodes as they stand after the steps taken.
    pub fn picture(&self) -> TreePicture {
        self.search.picture(self.step)
    }

    /// The last step taken, in words.
    pub fn last_step_words(&self) -> Option<String> {
        self.search.last_step_words(self.step)
    }
}

/// The last of the first `steps` steps of `trace`, in words; where the search ended sooner, its
/// last step.
pub fn last_step_words(trace: &Trace, steps: usize) -> Option<String> {
    let step = steps.min(trace.steps().len()).checked_sub(1)?;
    Some(words::step_words(&trace.steps()[step], trace.tree()))
}

/// A node as a search has left it so far.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct NodeState {
    /// The search has reached it.
    pub visited: bool,
    /// The window it was searched with (alpha-beta).
    pub window: Option<Window>,
    /// Its value so far: the best of the children backed up to it (a chance node's sum so far),
    /// or a leaf's. A fraction only in expectimax.
    pub value: Option<f64>,
    /// Done: its value is final (exact, or the bound the search needed).
    pub known: Option<Known>,
    /// A cut skipped it, or a node above it.
    pub cut: bool,
}

/// The tree as the search has left it after some steps: each node's state, the node the last
/// step worked on, and the best line once the search is over.
#[derive(Clone, Debug)]
pub struct TreePicture {
    pub nodes: Vec<NodeState>,
    pub current: Option<NodeId>,
    /// The root's best line, once the search has finished.
    pub best_line: Vec<NodeId>,
}

impl TreePicture {
    /// `tree` before any search.
    pub fn after_none(tree: &Tree) -> Self {
        Self { nodes: vec![NodeState::default(); tree.node_count()], current: None, best_line: Vec::new() }
    }

    /// The search `trace` after its first `steps` steps.
    pub fn after(trace: &Trace, steps: usize) -> Self {
        let tree = trace.tree();
        let mut nodes = vec![NodeState::default(); tree.node_count()];
        let mut current = None;
        for step in &trace.steps()[..steps.min(trace.steps().len())] {
            match *step {
                Step::Enter { node, window } => {
                    nodes[node.index()] = NodeState { visited: true, window, ..NodeState::default() };
                    current = Some(node);
                }
                Step::ReadLeaf { node, value, window } => {
                    let (known, value) = (Some(Known::Exact), Some(f64::from(value)));
                    nodes[node.index()] = NodeState { visited: true, window, value, known, cut: false };
                    current = Some(node);
                }
                Step::BackUp { parent, change, value, .. } => {
                    let so_far = match change {
                        crate::games::textbook_tree::ValueChange::NotBetter { kept } => kept,
                        _ => value,
                    };
                    nodes[parent.index()].value = Some(f64::from(so_far));
                    current = Some(parent);
                }
                Step::Cut { node, ref skipped, .. } => {
                    for &skipped in skipped {
                        mark_cut(tree, &mut nodes, skipped);
                    }
                    current = Some(node);
                }
                Step::Done { node, value, known } => {
                    let state = &mut nodes[node.index()];
                    state.value = Some(f64::from(value));
                    state.known = Some(known);
                    current = Some(node);
                }
            }
        }
        let finished = steps >= trace.steps().len();
        let best_line = if finished { trace.principal_variation().to_vec() } else { Vec::new() };
        Self { nodes, current, best_line }
    }

    /// Expectimax `trace` after its first `steps` steps: nothing is ever cut, and a node's value
    /// so far is its best child's, or a chance node's weighed sum so far.
    pub fn after_expectimax(trace: &ExpectimaxTrace, steps: usize) -> Self {
        let tree = trace.tree();
        let mut nodes = vec![NodeState::default(); tree.node_count()];
        let mut current = None;
        for step in &trace.steps()[..steps.min(trace.steps().len())] {
            let node = match *step {
                ExpectimaxStep::Enter { node } => {
                    nodes[node.index()].visited = true;
                    node
                }
                ExpectimaxStep::ReadLeaf { node, value } => {
                    let value = Some(f64::from(value));
                    nodes[node.index()] =
                        NodeState { visited: true, value, known: Some(Known::Exact), ..NodeState::default() };
                    node
                }
                ExpectimaxStep::Choose { parent, value, choice, .. } => {
                    let so_far = match choice {
                        crate::games::textbook_tree::Choice::NotBetter { kept } => kept,
                        _ => value,
                    };
                    nodes[parent.index()].value = Some(so_far);
                    parent
                }
                ExpectimaxStep::Weigh { parent, sum, .. } => {
                    nodes[parent.index()].value = Some(sum);
                    parent
                }
                ExpectimaxStep::Done { node, value } => {
                    let state = &mut nodes[node.index()];
                    (state.value, state.known) = (Some(value), Some(Known::Exact));
                    node
                }
            };
            current = Some(node);
        }
        let finished = steps >= trace.steps().len();
        let best_line = if finished { trace.best_line().to_vec() } else { Vec::new() };
        Self { nodes, current, best_line }
    }
}

/// Marks `node` and everything under it cut.
fn mark_cut(tree: &Tree, nodes: &mut [NodeState], node: NodeId) {
    nodes[node.index()].cut = true;
    for child in tree.children(node) {
        mark_cut(tree, nodes, child);
    }
}

/// Steps the search on while it plays.
fn play_steps(time: Res<Time>, mut trees: ResMut<TextbookTrees>) {
    let seconds = time.delta_secs();
    trees.advance(seconds);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn course_alpha_beta() -> TextbookTrees {
        TextbookTrees::default()
    }

    /// The minimax or alpha-beta search the screen steps.
    fn textbook(trees: &TextbookTrees) -> &Trace {
        match trees.search() {
            Search::Textbook(trace) => trace,
            Search::Expectimax(_) => panic!("a tree without chance nodes is searched by minimax or alpha-beta"),
        }
    }

    #[test]
    fn stepping_to_the_end_leaves_the_course_answer_and_cuts_e_and_g() {
        let mut trees = course_alpha_beta();
        let picture = trees.picture();
        assert!(picture.nodes.iter().all(|node| !node.visited), "nothing before the first step");
        while !trees.at_end() {
            trees.forward();
        }
        let picture = trees.picture();
        let tree = trees.shown_tree();
        let root = tree.root();
        assert_eq!(picture.nodes[root.index()].value, Some(3.0));
        let visited = picture.nodes.iter().filter(|node| node.visited).count();
        assert_eq!(visited, 11, "A, B, D, 2, 3, E, 5, C, F, 0, 1");
        let g = tree.find_by_letters("G").expect("G");
        assert!(picture.nodes[g.index()].cut);
        assert!(tree.children(g).all(|leaf| picture.nodes[leaf.index()].cut), "G's leaves are cut with it");
        assert_eq!(picture.best_line.first(), Some(&root));
        trees.back();
        assert!(trees.picture().best_line.is_empty(), "the best line shows once the search is over");
    }

    #[test]
    fn a_bad_text_is_named_and_the_tree_kept() {
        let mut trees = course_alpha_beta();
        let before = trees.shown_tree().to_string();
        trees.text = "((1 2) (3".to_owned();
        trees.read_text();
        assert!(trees.error.is_some());
        assert_eq!(trees.shown_tree().to_string(), before);
        trees.text = "((1 2) (3 4))".to_owned();
        trees.read_text();
        assert_eq!((trees.error.as_deref(), textbook(&trees).root_value()), (None, 3));
    }

    #[test]
    fn playing_steps_at_its_speed_and_stops_at_the_end() {
        let mut trees = course_alpha_beta();
        trees.speed = 4.0;
        trees.toggle_play();
        trees.advance(1.0);
        assert_eq!(trees.step, 4);
        trees.advance(1000.0);
        assert!(trees.at_end() && !trees.playing);
        trees.toggle_play();
        assert_eq!(trees.step, 0, "playing again from the end starts over");
    }

    #[test]
    fn best_first_shows_the_reordered_tree_and_visits_no_more() {
        let mut trees = course_alpha_beta();
        trees.set_algorithm(TextbookAlgorithm::Minimax);
        let minimax = textbook(&trees).nodes_visited();
        trees.set_algorithm(TextbookAlgorithm::AlphaBeta);
        trees.set_order(MoveOrder::BestFirst);
        assert!(textbook(&trees).nodes_visited() <= minimax);
        assert_eq!(trees.step, 0, "a new search starts at its first step");
    }

    #[test]
    fn side_by_side_steps_both_searches_together_to_the_longer_ones_end() {
        let mut trees = course_alpha_beta();
        trees.set_side_by_side(true);
        let minimax = trees.compared().expect("side by side").clone();
        assert_eq!(minimax.algorithm(), TextbookAlgorithm::Minimax);
        assert_eq!(trees.steps(), minimax.steps().len().max(textbook(&trees).steps().len()));
        while !trees.at_end() {
            trees.forward();
        }
        let alpha_beta = trees.picture();
        let minimax_picture = TreePicture::after(&minimax, trees.step);
        assert_eq!(alpha_beta.nodes.iter().filter(|node| node.visited).count(), 11);
        assert_eq!(minimax_picture.nodes.iter().filter(|node| node.visited).count(), 15);
        assert_eq!(last_step_words(textbook(&trees), trees.step), trees.last_step_words());
        trees.set_algorithm(TextbookAlgorithm::Minimax);
        assert_eq!(trees.compared().map(Trace::algorithm), Some(TextbookAlgorithm::AlphaBeta), "the other one beside");
        trees.set_side_by_side(false);
        assert!(trees.compared().is_none());
    }

    #[test]
    fn editing_a_node_searches_the_new_tree_and_a_refused_edit_changes_nothing() {
        let mut trees = course_alpha_beta();
        let tree = trees.shown_tree().clone();
        let e = tree.find_by_letters("E").expect("E");
        trees.edit(NodeEdit::AddChild(e)).expect("a leaf added");
        assert_eq!(trees.text, "(((2 3) (5 9 0)) ((0 1) (7 5)))");
        assert_eq!(trees.counts().nodes, 16);
        let nine = trees.shown_tree().child(trees.shown_tree().find_by_letters("E").expect("E"), 1).expect("9");
        trees.edit(NodeEdit::SetValue(nine, 1)).expect("a leaf's value");
        let g = trees.shown_tree().find_by_letters("G").expect("G");
        trees.edit(NodeEdit::Remove(g)).expect("G removed");
        assert_eq!(trees.text, "(((2 3) (5 1 0)) ((0 1)))");
        assert_eq!(textbook(&trees).root_value(), 3);
        let before = trees.text.clone();
        let root = trees.shown_tree().root();
        assert_eq!(trees.edit(NodeEdit::Remove(root)), Err(EditError::RootRemoval));
        assert_eq!(
            trees.edit(NodeEdit::SetValue(root, 4)).map_err(|error| matches!(error, EditError::NotALeaf(_))),
            Err(true)
        );
        assert_eq!(trees.text, before);
    }

    #[test]
    fn the_counts_compare_every_search_and_name_the_minimal_tree() {
        let trees = course_alpha_beta();
        let counts = trees.counts();
        assert_eq!((counts.nodes, counts.minimax), (15, 15));
        assert_eq!(counts.alpha_beta.map(|(visited, _)| visited), [11, 11, 15]);
        assert_eq!(counts.minimal_tree, Some((5, 2, 3)), "2^2 + 2^1 - 1 leaves");
        assert_eq!(counts.alpha_beta[1].1, 5, "best first reads exactly those");
    }

    #[test]
    fn a_random_tree_takes_the_shape_chosen_and_a_shape_too_big_is_named() {
        let mut trees = course_alpha_beta();
        trees.random_shape = RandomShape {
            min_children: 3,
            max_children: 3,
            depth: 2,
            lowest: 1,
            highest: 4,
            chance_levels: false,
            seed: 0,
        };
        trees.random_tree();
        let tree = trees.shown_tree().clone();
        assert_eq!((tree.node_count(), tree.uniform_shape()), (13, Some((3, 2))));
        assert!(tree.node_ids().filter_map(|node| tree.leaf_value(node)).all(|value| (1..=4).contains(&value)));
        trees.random_tree();
        assert_ne!(trees.shown_tree(), &tree, "each draw a new tree");
        let before = trees.text.clone();
        trees.random_shape = RandomShape { min_children: 6, max_children: 6, depth: 8, ..trees.random_shape };
        trees.random_tree();
        assert!(trees.error.is_some());
        assert_eq!(trees.text, before, "the tree shown is kept");
    }

    #[test]
    fn a_tree_with_chance_nodes_is_stepped_by_expectimax_and_a_plain_one_by_the_search_chosen() {
        let mut trees = course_alpha_beta();
        trees.set_side_by_side(true);
        trees.text = "([0.25:3 0.75:(2 9)] [4 5])".to_owned();
        trees.read_text();
        assert!(trees.error.is_none() && trees.expectimax());
        assert!(!trees.side_by_side(), "minimax and alpha-beta do not apply: nothing beside");
        trees.set_side_by_side(true);
        assert!(!trees.side_by_side());
        while !trees.at_end() {
            trees.forward();
        }
        let tree = trees.shown_tree().clone();
        let picture = trees.picture();
        let value = |letters: &str| picture.nodes[tree.find_by_letters(letters).expect("a node").index()].value;
        assert_eq!((value("A"), value("B"), value("C"), value("D")), (Some(4.5), Some(2.25), Some(4.5), Some(2.0)));
        assert!(picture.nodes.iter().all(|node| node.visited && !node.cut), "expectimax reads every node");
        assert_eq!(trees.search().cutoffs_within(trees.step), 0);
        let names: Vec<String> = trees.search().best_line().iter().map(|&node| tree.name(node).to_string()).collect();
        assert_eq!(names, ["A", "C"]);
        trees.back();
        assert_eq!(trees.picture().nodes[tree.root().index()].value, Some(4.5), "A's value so far, not yet done");
        trees.back();
        assert_eq!(trees.picture().nodes[tree.root().index()].value, Some(2.25), "before C backs up to A");
        trees.text = "((1 2) (3 4))".to_owned();
        trees.read_text();
        assert!(!trees.expectimax());
        assert_eq!(textbook(&trees).algorithm(), TextbookAlgorithm::AlphaBeta, "the search chosen before");
        trees.text = "([0.5:3 0.4:5])".to_owned();
        trees.read_text();
        assert!(trees.error.is_some() && !trees.expectimax(), "a bad chance is named and the tree kept");
    }
}
