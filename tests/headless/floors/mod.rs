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
    (
        "app",
        &[
            &["base"],
            &["widgets"],
            &["contract"],
            &["game_screen"],
            &["tools"],
            &["screens"],
            &["reversi", "tictactoe", "catapultas", "registration"],
        ],
    ),
];

/// A path that breaks the floors, in words.
fn crossing(floors: &BTreeMap<ModPath, Vec<Vec<String>>>, reference: &Reference) -> Option<String> {
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

fn floors() -> BTreeMap<ModPath, Vec<Vec<String>>> {
    FLOORS
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

#[test]
fn no_path_points_up_or_sideways_across_the_floors() {
    let krate = this_crate();
    let references = krate.references();
    // The reader sees the code: thousands of paths, and the window's parts using its base.
    assert!(references.len() > 2_000, "only {} paths read", references.len());
    let floors = floors();
    let crossings: Vec<String> = references.iter().filter_map(|reference| crossing(&floors, reference)).collect();
    assert!(crossings.is_empty(), "{} paths cross the floors:\n{}", crossings.len(), crossings.join("\n"));
}

#[test]
fn every_part_stands_on_a_floor() {
    let krate = this_crate();
    let mut missing = Vec::new();
    for (folder, floors) in floors() {
        assert!(krate.is_module(&folder), "{} has floors but no module", name(&folder));
        let listed: BTreeSet<&String> = floors.iter().flatten().collect();
        for part in krate
            .children(&folder)
            .iter()
            .filter(|part| !krate.is_test_only(&[folder.clone(), vec![(*part).clone()]].concat()))
        {
            if !listed.contains(part) {
                missing.push(format!("{part} in {}", name(&folder)));
            }
        }
        for part in listed {
            if !krate.children(&folder).contains(part) {
                missing.push(format!("{part} is on a floor of {} but is no module there", name(&folder)));
            }
        }
    }
    assert!(missing.is_empty(), "parts on no floor:\n{}", missing.join("\n"));
}

#[test]
fn no_folder_has_a_cycle_among_its_parts() {
    let krate = this_crate();
    let references = krate.references();
    let mut found = Vec::new();
    for folder in krate.modules() {
        let parts = krate.children(folder);
        if parts.len() < 2 {
            continue;
        }
        let arrows = arrows(&references, folder);
        for cycle in cycles(&parts, &arrows) {
            let shown: Vec<String> = cycle
                .iter()
                .flat_map(|part| {
                    let arrows = &arrows;
                    cycle.iter().filter_map(move |used| {
                        arrows
                            .get(part)
                            .and_then(|used_by| used_by.get(used))
                            .map(|place| format!("  {part} → {used}: {place}"))
                    })
                })
                .collect();
            found.push(format!("in {}: {}\n{}", name(folder), cycle.join(", "), shown.join("\n")));
        }
    }
    assert!(found.is_empty(), "{} cycles:\n{}", found.len(), found.join("\n"));
}
