//! The game trees screen without a window: opened, it plays the course's alpha-beta example
//! step by step through the app's own systems to the course's answer; a student's program is
//! checked; an exercise is opened by its code, answered and marked.

use bevy::prelude::*;
use minimax_arcade::app::Screen;
use minimax_arcade::app::screens::textbook_trees::{ProgramCheck, TextbookTrees, TreeExercise, step_words};
use minimax_arcade::games::textbook_tree::check::CheckedAlgorithm;
use minimax_arcade::games::textbook_tree::series_leaves;

use crate::test_app::{app_reading_settings_in, scratch_dir, update_until};

#[test]
fn the_screen_plays_the_course_example_to_its_answer() {
    let mut app = app_reading_settings_in(&scratch_dir("game-trees"), |_| {});
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::TextbookTrees);
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::TextbookTrees);
    {
        let mut trees = app.world_mut().resource_mut::<TextbookTrees>();
        assert_eq!(trees.step, 0);
        trees.speed = 10.0;
        trees.toggle_play();
    }
    update_until(&mut app, "the search's end", |app| app.world().resource::<TextbookTrees>().at_end());
    let trees = app.world().resource::<TextbookTrees>();
    assert!(!trees.playing, "playing stops at the end");
    let picture = trees.picture();
    let visited = picture.nodes.iter().filter(|node| node.visited).count();
    assert_eq!((trees.search().root_value_words(), visited), ("3".to_owned(), 11));
    let tree = trees.shown_tree();
    let line: Vec<String> = picture.best_line.iter().map(|&node| tree.name(node).to_string()).collect();
    assert_eq!(line, ["A", "B", "D", "3"]);
}

/// "Check my program" through the app's own systems: a student's expectimax that takes plain
/// means is run in the background, its verdicts come in, and the tree it fails on is drawn
/// and stepped, its first mistake named in words.
#[test]
fn a_checked_program_s_verdicts_come_in_and_its_failed_tree_is_stepped() {
    let mut app = app_reading_settings_in(&scratch_dir("game-trees-check"), |_| {});
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::TextbookTrees);
    app.update();
    let program = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/searches/expectimax_plain_mean.py");
    {
        let mut check = app.world_mut().resource_mut::<ProgramCheck>();
        check.command = minimax_arcade::programs::command_for_file(&program);
        check.algorithm = CheckedAlgorithm::Expectimax;
        check.trees = 6;
        check.start();
    }
    update_until(&mut app, "the check's end", |app| !app.world().resource::<ProgramCheck>().is_running());
    let mut check = app.world_mut().resource_mut::<ProgramCheck>();
    assert_eq!(check.reports().len(), 6);
    let failed = check.reports().iter().position(|report| !report.passed()).expect("a tree with unequal chances");
    assert!(check.reports().iter().any(|report| report.passed()), "equal chances give the plain mean");
    check.show(failed);
    let (report, shown) = check.shown().expect("drawn");
    let words = step_words(report, shown.step);
    assert!(words.contains("plain means") && words.contains("First mistake"), "{words}");
    check.step_to(1);
    let (report, shown) = check.shown().expect("drawn");
    assert!(step_words(report, shown.step).starts_with("Your program"), "a request told in words");
    check.hide();
    assert!(check.shown().is_none());
}

/// An exercise as a teacher gives it: opened by its code in the app, answered with its key as a
/// student types it (`= 3`, `≥ 5`, the cuts clicked), marked right, and the series moves on to a
/// bigger tree.
#[test]
fn an_exercise_opened_by_its_code_is_answered_and_marked() {
    let mut app = app_reading_settings_in(&scratch_dir("game-trees-exercise"), |_| {});
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::TextbookTrees);
    app.update();
    let mut exercise = app.world_mut().resource_mut::<TreeExercise>();
    exercise.open = true;
    exercise.code_text = "k7q2".to_owned();
    exercise.open_typed_code();
    assert_eq!(exercise.code().to_string(), "K7Q2");
    let tree = exercise.tree().clone();
    let (values, cuts) = exercise.key();
    // Half the answer first: marked, not right, and not counted right at the first Check.
    let root = tree.root();
    exercise.set_entry(root, values[root.index()].expect("the root is reached").to_string());
    exercise.check();
    let marking = exercise.marking().expect("marked");
    assert!(!marking.correct() && marking.first_mistake.is_some());
    for node in tree.node_ids() {
        if let Some(written) = values[node.index()] {
            exercise.set_entry(node, written.to_string());
        }
    }
    for &node in &cuts {
        exercise.toggle_cut(node);
    }
    exercise.check();
    assert!(exercise.marking().expect("marked").correct(), "{:?}", exercise.marking());
    assert_eq!((exercise.series().done, exercise.series().right_first_time), (1, 0));
    exercise.next_exercise();
    assert_eq!(exercise.series().round, 2);
    let chance = exercise.code().has_chance();
    assert!(series_leaves(2, chance).contains(&exercise.tree().leaf_count()), "a size up: {}", exercise.tree());
    app.update();
    assert!(app.world().resource::<TreeExercise>().open, "the exercise stays open");
}
