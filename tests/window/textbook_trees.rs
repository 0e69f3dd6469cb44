//! The game trees screen without a window: opened, it plays the course's alpha-beta example
//! step by step through the app's own systems to the course's answer.

use bevy::prelude::*;
use minimax_arcade::app::Screen;
use minimax_arcade::app::screens::textbook_trees::TextbookTrees;

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
