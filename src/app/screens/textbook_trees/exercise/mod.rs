//! "Exercise", in the game trees screen: the course's tree exercise done in the window. A tree
//! named by its exercise code is drawn with its leaves' values only; the student types each
//! internal node's value in its box (for alpha-beta the value or the bound the search settles,
//! nothing for the nodes it never reaches) and clicks the branches it cuts; Check marks each box
//! and branch ([`crate::games::textbook_tree::marking`], as `textbook-tree --mark` does) and
//! explains the first mistake in words ([`words`]); Show solution fills in the key. Exercises come
//! one after another in a series that grows in size, with a score.

mod sheet;
mod view;
mod words;

use std::collections::BTreeSet;

use bevy::prelude::*;
use bevy_egui::egui;

pub use self::view::{ExerciseRequest, drawn_exercise, exercise_section};
use crate::games::random::clock_seed;
use crate::games::textbook_tree::check::CheckedAlgorithm;
use crate::games::textbook_tree::marking::{self, Answer, Marking, Written};
use crate::games::textbook_tree::{CODES, ExerciseCode, NodeId, Tree};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TreeExercise>();
}

/// The exercise on the screen, what the student has written, and the series so far.
#[derive(Resource)]
pub struct TreeExercise {
    /// The screen shows the exercise in place of the search.
    pub open: bool,
    code: ExerciseCode,
    tree: Tree,
    /// Minimax or alpha-beta, or expectimax on a tree with chance nodes.
    algorithm: CheckedAlgorithm,
    /// What is typed in each node's box, by the node's index (leaves' stay empty).
    entries: Vec<String>,
    /// The branches marked cut, each by the node right below it.
    cuts: BTreeSet<NodeId>,
    /// The last Check, while the answer is as it was checked.
    marking: Option<Marking>,
    /// Boxes Check could not read, by node: the first is told.
    unreadable: Vec<NodeId>,
    /// The key is shown in place of the answer.
    solution_shown: bool,
    /// The code box's text, and why it is no code.
    pub code_text: String,
    pub code_error: Option<String>,
    /// Where the last sheet was saved, or why not.
    pub sheet_notice: Option<String>,
    series: Series,
    /// What part of the tree the screen shows (panned and zoomed).
    pub scene_rect: egui::Rect,
    /// The box to take the keys once the key that asked for it is over, so that the Enter
    /// which opened a code does not also leave that box.
    focus_next: Option<NodeId>,
}

/// Exercises done one after another, each a size up from the one before, and how many were
/// right at the first Check.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Series {
    /// The round of the exercise shown, from 1.
    pub round: u32,
    /// Exercises finished (checked right, or their solution shown).
    pub done: u32,
    /// Of those, the ones right at their first Check.
    pub right_first_time: u32,
    /// The exercise shown has been checked once already, or its solution shown.
    attempted: bool,
    /// The exercise shown is finished.
    finished: bool,
}

impl Default for TreeExercise {
    fn default() -> Self {
        let mut exercise = Self {
            open: false,
            code: ExerciseCode::from_number(0),
            tree: ExerciseCode::from_number(0).tree(),
            algorithm: CheckedAlgorithm::AlphaBeta,
            entries: Vec::new(),
            cuts: BTreeSet::new(),
            marking: None,
            unreadable: Vec::new(),
            solution_shown: false,
            code_text: String::new(),
            code_error: None,
            sheet_notice: None,
            series: Series { round: 1, ..Series::default() },
            scene_rect: egui::Rect::NOTHING,
            focus_next: None,
        };
        exercise.show_code(ExerciseCode::in_series(1, false, (clock_seed() % u64::from(CODES)) as u32));
        exercise
    }
}

impl TreeExercise {
    pub fn code(&self) -> ExerciseCode {
        self.code
    }

    pub fn tree(&self) -> &Tree {
        &self.tree
    }

    pub fn algorithm(&self) -> CheckedAlgorithm {
        self.algorithm
    }

    pub fn series(&self) -> Series {
        self.series
    }

    pub fn marking(&self) -> Option<&Marking> {
        self.marking.as_ref()
    }

    pub fn unreadable(&self) -> &[NodeId] {
        &self.unreadable
    }

    pub fn solution_shown(&self) -> bool {
        self.solution_shown
    }

    pub fn entry(&self, node: NodeId) -> &str {
        self.entries.get(node.index()).map_or("", String::as_str)
    }

    pub fn is_cut(&self, node: NodeId) -> bool {
        self.cuts.contains(&node)
    }

    /// True where the student marks branches cut: alpha-beta prunes, the others never do.
    pub fn has_cuts(&self) -> bool {
        self.algorithm == CheckedAlgorithm::AlphaBeta
    }

    /// The exercise `code`, empty: a chance tree is for expectimax, another keeps minimax or
    /// alpha-beta as chosen.
    pub fn show_code(&mut self, code: ExerciseCode) {
        self.code = code;
        self.tree = code.tree();
        self.algorithm = match (code.has_chance(), self.algorithm) {
            (true, _) => CheckedAlgorithm::Expectimax,
            (false, CheckedAlgorithm::Expectimax) => CheckedAlgorithm::AlphaBeta,
            (false, algorithm) => algorithm,
        };
        // The code is shown large beside the box; the box waits empty for the next one.
        self.code_text.clear();
        self.code_error = None;
        self.sheet_notice = None;
        self.scene_rect = egui::Rect::NOTHING;
        self.clear();
        self.series.attempted = false;
        self.series.finished = false;
    }

    /// The code in the code box, or why it is none (in the player's language).
    pub fn open_typed_code(&mut self) {
        match self.code_text.parse::<ExerciseCode>() {
            Ok(code) => self.show_code(code),
            Err(error) => self.code_error = Some(words::code_error_words(&error)),
        }
    }

    /// The next exercise of the series: the round after this one's once it is finished, else
    /// another of the same round. Chance trees where the series is of expectimax.
    pub fn next_exercise(&mut self) {
        if self.series.finished {
            self.series.round += 1;
        }
        let start = (clock_seed() % u64::from(CODES)) as u32;
        let chance = self.algorithm == CheckedAlgorithm::Expectimax;
        self.show_code(ExerciseCode::in_series(self.series.round, chance, start));
    }

    /// A new series for `algorithm`, from its first round.
    pub fn start_series(&mut self, algorithm: CheckedAlgorithm) {
        self.algorithm = algorithm;
        self.series = Series { round: 1, ..Series::default() };
        self.next_exercise();
    }

    /// Minimax or alpha-beta on a tree without chance nodes (a chance tree is expectimax's):
    /// the answer is kept, its marks dropped.
    fn set_algorithm(&mut self, algorithm: CheckedAlgorithm) {
        if self.code.has_chance() || algorithm == CheckedAlgorithm::Expectimax || algorithm == self.algorithm {
            return;
        }
        self.algorithm = algorithm;
        if algorithm != CheckedAlgorithm::AlphaBeta {
            self.cuts.clear();
        }
        self.answer_changed();
    }

    /// Types `text` in `node`'s box.
    pub fn set_entry(&mut self, node: NodeId, text: String) {
        if self.tree.is_leaf(node) || self.entry(node) == text {
            return;
        }
        self.entries.resize(self.tree.node_count(), String::new());
        self.entries[node.index()] = text;
        self.answer_changed();
    }

    /// Marks the branch above `node` cut, or not cut any more.
    pub fn toggle_cut(&mut self, node: NodeId) {
        if !self.has_cuts() || node == self.tree.root() || !self.tree.contains(node) {
            return;
        }
        if !self.cuts.remove(&node) {
            self.cuts.insert(node);
        }
        self.answer_changed();
    }

    /// Every box emptied and every cut removed.
    pub fn clear(&mut self) {
        self.entries = vec![String::new(); self.tree.node_count()];
        self.cuts.clear();
        self.answer_changed();
    }

    fn answer_changed(&mut self) {
        self.marking = None;
        self.unreadable.clear();
        self.solution_shown = false;
    }

    /// The answer as written, or the boxes that hold no value or bound.
    fn answer(&self) -> Result<Answer, Vec<NodeId>> {
        let mut answer = Answer { values: Vec::new(), cuts: self.cuts.iter().copied().collect() };
        let mut unreadable = Vec::new();
        for node in self.tree.node_ids().filter(|&node| !self.tree.is_leaf(node)) {
            let text = self.entry(node).trim();
            if text.is_empty() {
                continue;
            }
            match Written::read(text) {
                Some(written) => answer.values.push((node, written)),
                None => unreadable.push(node),
            }
        }
        if unreadable.is_empty() { Ok(answer) } else { Err(unreadable) }
    }

    /// Marks the answer: each box and branch right or wrong, and the first mistake. A box that
    /// holds no value is told instead, and nothing is marked.
    pub fn check(&mut self) {
        self.solution_shown = false;
        match self.answer() {
            Err(unreadable) => {
                self.marking = None;
                self.unreadable = unreadable;
            }
            Ok(answer) => {
                self.unreadable.clear();
                let marking = marking::mark(&self.tree, self.algorithm, &answer);
                info!(
                    "exercise {} checked by {}: {} of {} marks right",
                    self.code,
                    self.algorithm,
                    marking.right_count(),
                    marking.marks.len()
                );
                if !self.series.finished && !self.series.attempted {
                    self.series.attempted = true;
                    if marking.correct() {
                        self.series.right_first_time += 1;
                    }
                }
                if marking.correct() && !self.series.finished {
                    self.series.finished = true;
                    self.series.done += 1;
                }
                self.marking = Some(marking);
            }
        }
    }

    /// The key in place of the answer: every value or bound the search settles, and its cuts.
    /// The exercise counts as done, and not right at its first Check unless it was already.
    pub fn show_solution(&mut self) {
        self.marking = None;
        self.unreadable.clear();
        self.solution_shown = true;
        self.series.attempted = true;
        if !self.series.finished {
            self.series.finished = true;
            self.series.done += 1;
        }
    }

    /// The student's answer in place of the key again.
    pub fn hide_solution(&mut self) {
        self.solution_shown = false;
    }

    /// The key: what the search settles at each node (`None` where it settles nothing), and the
    /// branches it cuts.
    pub fn key(&self) -> (Vec<Option<Written>>, BTreeSet<NodeId>) {
        marking::key(&self.tree, self.algorithm)
    }

    /// The node whose box follows `node`'s in the search's order (depth first, left to right),
    /// round to the first: where Enter in a box goes.
    pub fn next_box(&self, node: NodeId) -> Option<NodeId> {
        let order: Vec<NodeId> = crate::games::textbook_tree::check::depth_first(&self.tree)
            .into_iter()
            .filter(|&node| !self.tree.is_leaf(node))
            .collect();
        let next = order.iter().position(|&other| other == node).map_or(0, |at| at + 1);
        order.get(next % order.len().max(1)).copied()
    }

    /// The search for the next exercises: on this tree where it applies (minimax and alpha-beta
    /// on a tree without chance nodes), else on a new tree of the same round.
    pub fn choose_algorithm(&mut self, algorithm: CheckedAlgorithm) {
        if algorithm == self.algorithm {
            return;
        }
        if self.code.has_chance() == (algorithm == CheckedAlgorithm::Expectimax) {
            self.set_algorithm(algorithm);
        } else {
            self.algorithm = algorithm;
            // Another search goes on in the round the series is in.
            self.series.finished = false;
            self.next_exercise();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The exercise on the course's alpha-beta tree, with its boxes filled from `answer`.
    fn course(answer: &[(&str, &str)], cuts: &[&str]) -> TreeExercise {
        let mut exercise = TreeExercise {
            tree: Tree::parse("(((2 3) (5 9)) ((0 1) (7 5)))").expect("the course's tree"),
            algorithm: CheckedAlgorithm::AlphaBeta,
            ..TreeExercise::default()
        };
        exercise.clear();
        for (name, text) in answer {
            let node = exercise.tree.find_by_address(name).expect(name);
            exercise.set_entry(node, (*text).to_owned());
        }
        for name in cuts {
            let node = exercise.tree.find_by_address(name).expect(name);
            exercise.toggle_cut(node);
        }
        exercise
    }

    const RIGHT: [(&str, &str); 6] = [("A", "3"), ("B", "3"), ("D", "3"), ("E", "≥ 5"), ("C", "<=1"), ("F", "= 1")];

    #[test]
    fn a_right_answer_scores_and_the_series_moves_on_a_size() {
        let mut exercise = course(&RIGHT, &["E.2", "G"]);
        exercise.check();
        let marking = exercise.marking().expect("marked");
        assert!(marking.correct(), "{:?}", marking.marks);
        assert_eq!(
            exercise.series(),
            Series { round: 1, done: 1, right_first_time: 1, attempted: true, finished: true }
        );
        // Checking again does not count twice.
        exercise.check();
        assert_eq!(exercise.series().done, 1);
        exercise.next_exercise();
        assert_eq!(exercise.series().round, 2);
        let leaves = exercise.tree().leaf_count();
        assert!(crate::games::textbook_tree::series_leaves(2, false).contains(&leaves), "{}", exercise.tree());
        assert_eq!(exercise.algorithm(), CheckedAlgorithm::AlphaBeta, "the series keeps its search");
        assert!(exercise.marking().is_none() && exercise.entry(exercise.tree().root()).is_empty());
    }

    #[test]
    fn a_mistake_is_marked_and_only_the_first_check_scores() {
        let mut exercise = course(&RIGHT, &["E.2"]);
        exercise.check();
        let marking = exercise.marking().expect("marked");
        assert!(!marking.correct());
        let g = exercise.tree().find_by_address("G").expect("G");
        assert!(
            matches!(marking.first_mistake, Some(marking::MarkingMistake::CutMissing { node, .. }) if node == g),
            "{:?}",
            marking.first_mistake
        );
        exercise.toggle_cut(g);
        assert!(exercise.marking().is_none(), "a change drops the marks");
        exercise.check();
        assert!(exercise.marking().expect("marked").correct());
        assert_eq!((exercise.series().done, exercise.series().right_first_time), (1, 0));
        // Another of the same round until one is finished; the next round once it is.
        let mut fresh = course(&[], &[]);
        fresh.next_exercise();
        assert_eq!(fresh.series().round, 1);
    }

    #[test]
    fn an_unreadable_box_is_told_and_nothing_marked() {
        let mut exercise = course(&[("A", "3"), ("B", "three"), ("C", "≥")], &[]);
        exercise.check();
        assert!(exercise.marking().is_none());
        let names: Vec<String> =
            exercise.unreadable().iter().map(|&node| exercise.tree().address(node).to_string()).collect();
        assert_eq!(names, ["B", "C"]);
        assert_eq!(exercise.series().done, 0, "not counted as tried");
    }

    #[test]
    fn the_solution_is_the_key_and_ends_the_exercise_unscored() {
        let mut exercise = course(&[("A", "4")], &[]);
        exercise.show_solution();
        assert!(exercise.solution_shown());
        let (values, cuts) = exercise.key();
        let node = |name: &str| exercise.tree().find_by_address(name).expect(name);
        assert_eq!(values[node("E").index()], Some(Written::AtLeast(5.0)));
        assert_eq!(values[node("G").index()], None, "never reached");
        assert_eq!(cuts, BTreeSet::from([node("E.2"), node("G")]));
        assert_eq!((exercise.series().done, exercise.series().right_first_time), (1, 0));
        exercise.check();
        assert_eq!(exercise.series().right_first_time, 0, "checked after the solution: not right first time");
    }

    #[test]
    fn minimax_takes_no_cuts_and_chance_trees_are_expectimax() {
        let mut exercise = course(&[], &["E.2"]);
        exercise.set_algorithm(CheckedAlgorithm::Minimax);
        assert!(!exercise.has_cuts());
        let e2 = exercise.tree().find_by_address("E.2").expect("E.2");
        assert!(!exercise.is_cut(e2), "minimax's answer has no cuts");
        exercise.toggle_cut(e2);
        assert!(!exercise.is_cut(e2));
        let chance = (0..CODES).map(ExerciseCode::from_number).find(|code| code.has_chance()).expect("a chance code");
        exercise.show_code(chance);
        assert_eq!(exercise.algorithm(), CheckedAlgorithm::Expectimax);
        exercise.set_algorithm(CheckedAlgorithm::AlphaBeta);
        assert_eq!(exercise.algorithm(), CheckedAlgorithm::Expectimax, "alpha-beta does not apply");
        let plain = (0..CODES).map(ExerciseCode::from_number).find(|code| !code.has_chance()).expect("a code");
        exercise.show_code(plain);
        assert_eq!(exercise.algorithm(), CheckedAlgorithm::AlphaBeta);
    }

    #[test]
    fn a_typed_code_opens_its_exercise_or_is_refused() {
        let mut exercise = TreeExercise { code_text: "k7q2".to_owned(), ..TreeExercise::default() };
        exercise.open_typed_code();
        assert_eq!(exercise.code().to_string(), "K7Q2");
        assert_eq!(exercise.tree(), &"K7Q2".parse::<ExerciseCode>().expect("a code").tree());
        assert!(exercise.code_text.is_empty(), "the box is ready for the next code");
        exercise.code_text = "K7".to_owned();
        exercise.open_typed_code();
        assert_eq!(exercise.code().to_string(), "K7Q2", "kept");
        assert!(exercise.code_error.as_deref().is_some_and(|error| error.contains("4")), "{:?}", exercise.code_error);
    }

    #[test]
    fn enter_goes_through_the_boxes_in_the_search_s_order() {
        let exercise = course(&[], &[]);
        let mut at = exercise.tree().root();
        let mut seen = Vec::new();
        for _ in 0..7 {
            at = exercise.next_box(at).expect("a box");
            seen.push(exercise.tree().address(at).to_string());
        }
        assert_eq!(seen, ["B", "D", "E", "C", "F", "G", "A"]);
    }

    #[test]
    fn choosing_expectimax_draws_a_chance_tree_and_back() {
        let mut exercise = course(&[], &[]);
        exercise.choose_algorithm(CheckedAlgorithm::Minimax);
        assert_eq!(exercise.tree(), &Tree::parse("(((2 3) (5 9)) ((0 1) (7 5)))").expect("a tree"), "the same tree");
        exercise.choose_algorithm(CheckedAlgorithm::Expectimax);
        assert!(exercise.code().has_chance() && exercise.tree().first_chance_node().is_some());
        assert_eq!(exercise.algorithm(), CheckedAlgorithm::Expectimax);
        exercise.choose_algorithm(CheckedAlgorithm::AlphaBeta);
        assert!(!exercise.code().has_chance());
        assert_eq!((exercise.algorithm(), exercise.series().round), (CheckedAlgorithm::AlphaBeta, 1));
    }
}
