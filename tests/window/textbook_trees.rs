//! The game trees screen without a window: opened, it plays the course's alpha-beta example
//! step by step through the app's own systems to the course's answer.

use bevy::prelude::*;
use minimax_arcade::app::Screen;
use minimax_arcade::app::screens::textbook_trees::{ProgramCheck, TextbookTrees, step_words};
use minimax_arcade::games::textbook_tree::check::CheckedAlgorithm;

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
    assert_eq!((trees.trace().root_value(), visited), (3, 11));
    let tree = trees.trace().tree();
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
