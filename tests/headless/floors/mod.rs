//! The house's floors: which of the crate's modules may use which, read from the source as text
//! (every `crate::`, `super::` and `self::` path, in `use` lines and in the code, re-exports
//! followed to where the item is defined; tests' modules left out, as they may bring anything
//! together). Each folder below lists its parts floor by floor, lowest first: a part may use
//! the parts on the floors below its own in its folder, and what its folder may use; never a
//! part on its own floor (sideways) or above it (up), nor its folder's own `mod.rs` (which only
//! declares, re-exports and adds plugins). A folder with no floors here may have no cycle among
//! its parts.

mod source;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use source::{Crate, ModPath, Reference};

/// Every folder whose parts stand on floors, with its floors, lowest first.
const FLOORS: &[(&str, &[&[&str]])] = &[
    // The engine knows no game, the games no front end; the window and the NBoard protocol use
    // the services; the command line opens the window; the catalogue names every game once.
    (
        "",
        &[
            &["engine"],
            &["games"],
            &["durable", "programs"],
            &["library", "nboard"],
            &["app"],
            &["cli"],
            &["catalogue"],
        ],
    ),
    // The window: what every part reads, the pieces that know no game, what a game gives the
    // window, the game screen written once, the tools over it, the other screens, and at the top
    // the games and the registration that brings each game's parts together.
    (
        "app",
        &[
            &["base"],
            &["widgets"],
            &["contract"],
            &["game_screen"],
            &["tools"],
            &["screens"],
            &["catapultas", "registration", "reversi", "tictactoe"],
        ],
    ),
    (
        "app::base",
        &[
            &["history", "i18n", "platform", "requests", "screen", "tasks", "web", "window_fit"],
            &["errors", "file_dialog", "settings"],
            &["animation", "game_clock"],
            &["redraw"],
            &["assets", "screenshot", "settings_file"],
            &["sound", "theme"],
        ],
    ),
    (
        "app::widgets",
        &[
            &["diagram", "drawing", "graph", "overlays", "preview", "search", "side_panel", "tree_drawing"],
            &["game_controls", "players", "preferences"],
        ],
    ),
    ("app::contract", &[&["arcade_game"], &["current_game", "game_settings"], &["window_game"], &["registry"]]),
    (
        "app::game_screen",
        &[
            &[
                "autosave",
                "background_games",
                "chime",
                "files",
                "frame_stats",
                "keys",
                "mode",
                "notes",
                "outside",
                "program",
                "search_request",
            ],
            &["library", "rating", "refusal", "turn"],
            &["clock", "hints", "input"],
            &["cursor", "why"],
            &["board_reader", "graph", "machine_moves", "why_section"],
            &["actions", "panel"],
        ],
    ),
    // The tools, and the screens, never use each other.
    ("app::tools", &[&["duel", "help", "rules_card", "search_tree", "tournament"]]),
    ("app::screens", &[&["library", "menu", "textbook_trees"]]),
];

/// A path that breaks the floors, in words.
fn crossing(floors: &Floors, reference: &Reference) -> Option<String> {
    let (from, to) = (&reference.from, &reference.to);
    let common = from.iter().zip(to).take_while(|(a, b)| a == b).count();
    if common == from.len() {
        // Down into its own children, or within its own file.
        return None;
    }
    let folder = &from[..common];
    let floors = floors.get(folder)?;
    let place = format!("{}:{} `{}`", reference.file.display(), reference.line, reference.written);
    if common == to.len() {
        return Some(format!("{place}: {} uses {}'s own module, which stands above its floors", name(from), name(to)));
    }
    let floor_of = |part: &String| floors.iter().position(|floor| floor.contains(part));
    let (part, used) = (&from[common], &to[common]);
    let (Some(part_floor), Some(used_floor)) = (floor_of(part), floor_of(used)) else {
        // Said once per part by `every_part_stands_on_a_floor`.
        return None;
    };
    match part_floor.cmp(&used_floor) {
        std::cmp::Ordering::Greater => None,
        std::cmp::Ordering::Equal => Some(format!("{place}: {part} uses {used} on its own floor of {}", name(folder))),
        std::cmp::Ordering::Less => Some(format!("{place}: {part} uses {used}, a floor above it in {}", name(folder))),
    }
}

fn name(path: &[String]) -> String {
    if path.is_empty() { "the crate".to_owned() } else { path.join("::") }
}

/// Floors written as a table, by folder.
type Floors = BTreeMap<ModPath, Vec<Vec<String>>>;

fn floors_of(table: &[(&str, &[&[&str]])]) -> Floors {
    table
        .iter()
        .map(|(folder, floors)| {
            let folder = folder.split("::").filter(|part| !part.is_empty()).map(str::to_owned).collect();
            (folder, floors.iter().map(|floor| floor.iter().map(|&part| part.to_owned()).collect()).collect())
        })
        .collect()
}

fn this_crate() -> Crate {
    Crate::read(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"))
}

/// The arrows between the parts of `folder`: which of its children uses which, each with one
/// place that shows it.
fn arrows(references: &[Reference], folder: &[String]) -> BTreeMap<String, BTreeMap<String, String>> {
    let mut arrows: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for reference in references {
        let (from, to) = (&reference.from, &reference.to);
        if from.len() > folder.len() && to.len() > folder.len() && from.starts_with(folder) && to.starts_with(folder) {
            let (part, used) = (&from[folder.len()], &to[folder.len()]);
            if part != used {
                let place = format!("{}:{} `{}`", reference.file.display(), reference.line, reference.written);
                arrows.entry(part.clone()).or_default().entry(used.clone()).or_insert(place);
            }
        }
    }
    arrows
}

/// The cycles among `parts` (strongly connected sets of two or more), each sorted.
fn cycles(parts: &[String], arrows: &BTreeMap<String, BTreeMap<String, String>>) -> Vec<Vec<String>> {
    // Tarjan's algorithm, iteration by iteration over each part's arrows.
    struct Walk<'a> {
        arrows: &'a BTreeMap<String, BTreeMap<String, String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        found: Vec<Vec<String>>,
    }
    fn visit<'a>(walk: &mut Walk<'a>, part: &'a str) {
        let index = walk.index.len();
        walk.index.insert(part, index);
        walk.low.insert(part, index);
        walk.stack.push(part);
        walk.on_stack.insert(part);
        let used: Vec<&'a str> =
            walk.arrows.get(part).into_iter().flat_map(|used| used.keys()).map(String::as_str).collect();
        for next in used {
            if !walk.index.contains_key(next) {
                visit(walk, next);
                let low = walk.low[next].min(walk.low[part]);
                walk.low.insert(part, low);
            } else if walk.on_stack.contains(next) {
                let low = walk.index[next].min(walk.low[part]);
                walk.low.insert(part, low);
            }
        }
        if walk.low[part] == walk.index[part] {
            let mut cycle = Vec::new();
            while let Some(top) = walk.stack.pop() {
                walk.on_stack.remove(top);
                cycle.push(top.to_owned());
                if top == part {
                    break;
                }
            }
            if cycle.len() > 1 {
                cycle.sort();
                walk.found.push(cycle);
            }
        }
    }
    let mut walk = Walk {
        arrows,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for part in parts {
        if !walk.index.contains_key(part.as_str()) {
            visit(&mut walk, part);
        }
    }
    walk.found
}

/// Every path of `krate` that crosses `floors`, in words.
fn crossings(krate: &Crate, floors: &Floors) -> Vec<String> {
    krate.references().iter().filter_map(|reference| crossing(floors, reference)).collect()
}

/// The parts of `krate`'s floored folders that stand on no floor, and the floors' parts that are
/// not there.
fn unplaced(krate: &Crate, floors: &Floors) -> Vec<String> {
    let mut unplaced = Vec::new();
    for (folder, floors) in floors {
        if !krate.is_module(folder) {
            unplaced.push(format!("{} has floors but no module", name(folder)));
            continue;
        }
        let children = krate.children(folder);
        let listed: BTreeSet<&String> = floors.iter().flatten().collect();
        for part in &children {
            let path: ModPath = folder.iter().chain([part]).cloned().collect();
            if !listed.contains(part) && !krate.is_test_only(&path) {
                unplaced.push(format!("{part} in {} is on no floor", name(folder)));
            }
        }
        for part in listed {
            if !children.contains(part) {
                unplaced.push(format!("{part} is on a floor of {} but is no module there", name(folder)));
            }
        }
    }
    unplaced
}

/// Every cycle among the parts of a folder of `krate`, in words, with a place for each arrow.
fn cycles_in(krate: &Crate) -> Vec<String> {
    let references = krate.references();
    let mut found = Vec::new();
    for folder in krate.modules() {
        let parts = krate.children(folder);
        if parts.len() < 2 {
            continue;
        }
        let arrows = arrows(&references, folder);
        for cycle in cycles(&parts, &arrows) {
            let mut shown = Vec::new();
            for part in &cycle {
                for used in &cycle {
                    if let Some(place) = arrows.get(part).and_then(|used_by| used_by.get(used)) {
                        shown.push(format!("  {part} → {used}: {place}"));
                    }
                }
            }
            found.push(format!("in {}: {}\n{}", name(folder), cycle.join(", "), shown.join("\n")));
        }
    }
    found
}

#[test]
fn no_path_points_up_or_sideways_across_the_floors() {
    let krate = this_crate();
    // The reader sees the code: thousands of paths.
    let read = krate.references().len();
    assert!(read > 2_000, "only {read} paths read");
    let crossings = crossings(&krate, &floors_of(FLOORS));
    assert!(crossings.is_empty(), "{} paths cross the floors:\n{}", crossings.len(), crossings.join("\n"));
}

#[test]
fn every_part_stands_on_a_floor() {
    let unplaced = unplaced(&this_crate(), &floors_of(FLOORS));
    assert!(unplaced.is_empty(), "{}", unplaced.join("\n"));
}

#[test]
fn no_folder_has_a_cycle_among_its_parts() {
    let found = cycles_in(&this_crate());
    assert!(found.is_empty(), "{} cycles:\n{}", found.len(), found.join("\n"));
}

/// A crate of `files` (path under `src`, text) in a folder of its own.
fn made_up_crate(name: &str, files: &[(&str, &str)]) -> Crate {
    let dir = std::env::temp_dir().join(format!("floors-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (path, text) in files {
        let path = dir.join("src").join(path);
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("the folder is made");
        std::fs::write(path, text).expect("the file is written");
    }
    let krate = Crate::read(&dir.join("src"));
    std::fs::remove_dir_all(&dir).expect("the folder goes");
    krate
}

#[test]
fn a_path_up_or_sideways_is_named_and_a_path_down_is_not() {
    let krate = made_up_crate(
        "crossings",
        &[
            ("lib.rs", "mod low;\nmod high;\nmod beside;\n"),
            // Down: allowed, also through a re-export and inline.
            ("high.rs", "use crate::low::Item;\nfn f() { crate::low::other(); }\n"),
            // Up, through a re-export of the item, and in the code.
            ("low/mod.rs", "mod inner;\npub use inner::Item;\npub fn other() {}\n"),
            ("low/inner.rs", "pub struct Item;\nfn g() { crate::high::f(); }\n"),
            // Sideways, inside a module's inline `mod`; a test's module may use anything.
            ("beside.rs", "mod part { use super::super::high; }\n#[cfg(test)]\nmod tests { use crate::high; }\n"),
        ],
    );
    let floors = floors_of(&[("", &[&["low"], &["high", "beside"]])]);
    let crossings = crossings(&krate, &floors);
    assert_eq!(
        crossings,
        [
            "src/beside.rs:1 `super::super::high`: beside uses high on its own floor of the crate",
            "src/low/inner.rs:2 `crate::high::f`: low uses high, a floor above it in the crate",
        ]
    );
    // A part on no floor is named, and so is a floor's part that is not there.
    let floors = floors_of(&[("", &[&["low"], &["high", "gone"]])]);
    assert_eq!(
        unplaced(&krate, &floors),
        ["beside in the crate is on no floor", "gone is on a floor of the crate but is no module there"]
    );
}

#[test]
fn a_cycle_is_found_through_re_exports_with_a_place_for_each_arrow() {
    let krate = made_up_crate(
        "cycles",
        &[
            ("lib.rs", "mod a;\nmod b;\nmod c;\n"),
            ("a.rs", "use crate::b::Item;\n"),
            // b's item is c's, re-exported: the arrow goes to c.
            ("b.rs", "pub use crate::c::Item;\n"),
            ("c.rs", "pub struct Item;\nfn f() { crate::a::g(); }\n"),
        ],
    );
    let found = cycles_in(&krate);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(found[0].starts_with("in the crate: a, c\n"), "{found:#?}");
    assert!(found[0].contains("a → c:") && found[0].contains("c → a:"), "{found:#?}");
}
