//! A tree exercise on paper, for a class: a first page with the tree drawn as the course draws
//! it (its leaves' values, an empty box beside each internal node, the exercise's code, room for
//! a name) and a second, the answer key, with the same drawing filled in: each node's value or
//! the bound the search settles, and the branches alpha-beta prunes dashed and struck through.
//! A4, portrait or landscape as the tree fits best, in print colours; written as a two-page
//! PDF or as two SVG pictures ([`page_svg`]).
//!
//! The words on the sheet come from the front end that makes it ([`SheetWords`]), in its
//! language.

mod fonts;
mod page;
mod pdf;
mod svg;

pub use self::page::{A4_LONG, A4_SHORT, Anchor, Colour, Item, Page, Pen, Point};
pub use self::pdf::document as pdf_document;
pub use self::svg::page_svg;
use super::check::CheckedAlgorithm;
use super::layout;
use super::marking::{self, Written};
use super::tree::{NodeId, NodeKind, Tree};

/// The words printed on a sheet, in the language it is printed in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetWords {
    /// Over the title, small: where the sheet comes from.
    pub heading: String,
    /// The exercise's page title: "Exercise K7Q2".
    pub title: String,
    /// The key's page title.
    pub key_title: String,
    /// The search the exercise asks for: "Search: alpha-beta".
    pub search: String,
    /// What to do, on the exercise's page.
    pub how: String,
    /// How to read the key, on its page.
    pub key_how: String,
    /// The labels of the lines a student writes on.
    pub name: String,
    pub date: String,
    /// The legend's word for a chance node (MAX and MIN are written as they are).
    pub chance: String,
    /// At each page's foot: how to open the same exercise in the game.
    pub footer: String,
    /// Decimals written with a comma (2,5), as Portuguese writes them.
    pub decimal_comma: bool,
}

/// The page's margin, all round.
const MARGIN: f32 = 48.0;
/// The drawing's own units, before it is scaled to the page: between two leaves, between two
/// levels, half a node's size.
const COLUMN: f32 = 46.0;
const ROW: f32 = 76.0;
const RADIUS: f32 = 11.0;
/// A leaf's box, and the box beside an internal node for its value, and the gap before it.
const LEAF_BOX: (f32, f32) = (26.0, 17.0);
const VALUE_BOX: (f32, f32) = (34.0, 17.0);
const VALUE_GAP: f32 = 4.0;
/// How much larger than its own units a small tree is drawn, at most.
const MOST_SCALE: f32 = 1.6;

const INK: Colour = Colour(25, 25, 25);
const GREY_TEXT: Colour = Colour(105, 105, 105);
const MAX_FILL: Colour = Colour(247, 214, 198);
const MIN_FILL: Colour = Colour(204, 224, 246);
const CHANCE_FILL: Colour = Colour(228, 220, 246);
const KEY_TEXT: Colour = Colour(20, 60, 150);
/// The branches pruned and the nodes under them, on the key.
const PRUNED: Colour = Colour(150, 150, 150);
const PRUNED_FILL: Colour = Colour(236, 236, 236);

/// The exercise `algorithm` on `tree` as two pages: the exercise, and its answer key.
pub fn sheet(tree: &Tree, algorithm: CheckedAlgorithm, words: &SheetWords) -> [Page; 2] {
    let drawing = TreeDrawing::new(tree);
    let (key_values, key_cuts) = marking::key(tree, algorithm);
    let chance = tree.first_chance_node().is_some();
    let fit = |width: f32, height: f32| {
        let exercise_header = header(width, words, &words.title, &words.how, true, chance);
        let key_header = header(width, words, &words.key_title, &words.key_how, false, chance);
        let top = exercise_header.bottom.max(key_header.bottom) + 18.0;
        let area = (width - 2.0 * MARGIN, height - MARGIN - 30.0 - top);
        let scale = (area.0 / drawing.width()).min(area.1 / drawing.height()).min(MOST_SCALE);
        (scale, top, exercise_header, key_header)
    };
    let portrait = fit(A4_SHORT, A4_LONG);
    let landscape = fit(A4_LONG, A4_SHORT);
    // Landscape only where upright would draw the tree smaller than its own units and
    // landscape clearly larger: a page is held upright first.
    let ((width, height), (scale, top, exercise_header, key_header)) =
        if portrait.0 < 1.0 && landscape.0 > portrait.0 * 1.15 {
            ((A4_LONG, A4_SHORT), landscape)
        } else {
            ((A4_SHORT, A4_LONG), portrait)
        };
    let origin =
        Point::new((width - drawing.width() * scale) / 2.0 - drawing.left * scale, top + 8.0 - drawing.top * scale);
    let place = Placing { origin, scale };
    let mut exercise = Page { width, height, items: exercise_header.items };
    drawing.draw(&mut exercise.items, tree, &place, None, words.decimal_comma);
    footer(&mut exercise, words, 1);
    let mut key = Page { width, height, items: key_header.items };
    let answers = Answers { values: &key_values, cuts: &key_cuts };
    drawing.draw(&mut key.items, tree, &place, Some(&answers), words.decimal_comma);
    footer(&mut key, words, 2);
    [exercise, key]
}

/// A page's top: its items, and where they end.
struct Header {
    items: Vec<Item>,
    bottom: f32,
}

/// The heading, the title, the search and the words under it; on the exercise's page the lines
/// for a name and a date; the legend of the shapes.
fn header(width: f32, words: &SheetWords, title: &str, how: &str, lines_to_write_on: bool, chance: bool) -> Header {
    let mut items = Vec::new();
    let left = MARGIN;
    let right = width - MARGIN;
    items.push(text(Point::new(left, MARGIN + 4.0), &words.heading, 9.0, false, GREY_TEXT));
    items.push(text(Point::new(left, MARGIN + 30.0), title, 20.0, true, INK));
    items.push(text(Point::new(left, MARGIN + 50.0), &words.search, 11.5, true, INK));
    let mut y = MARGIN + 68.0;
    for line in fonts::wrap(how, 10.5, right - left) {
        items.push(text(Point::new(left, y), &line, 10.5, false, INK));
        y += 14.0;
    }
    if lines_to_write_on {
        y += 14.0;
        let date_at = left + (right - left) * 0.68;
        for (label, from, to) in [(&words.name, left, date_at - 18.0), (&words.date, date_at, right)] {
            items.push(text(Point::new(from, y), label, 11.0, false, INK));
            let start = from + fonts::text_width(label, 11.0) + 6.0;
            items.push(Item::Line {
                from: Point::new(start, y + 2.0),
                to: Point::new(to, y + 2.0),
                pen: Pen::solid(0.6, INK),
            });
        }
    }
    y += 22.0;
    legend(&mut items, left, y, words, chance);
    Header { items, bottom: y + 6.0 }
}

/// The shapes explained, small, in a row from `left` on the baseline `y`.
fn legend(items: &mut Vec<Item>, left: f32, y: f32, words: &SheetWords, chance: bool) {
    let mut x = left + 7.0;
    let size = 6.0;
    let mut entries = vec![(NodeKind::Max, "MAX".to_owned()), (NodeKind::Min, "MIN".to_owned())];
    if chance {
        entries.push((NodeKind::Chance, words.chance.clone()));
    }
    for (kind, label) in entries {
        let centre = Point::new(x, y - 3.5);
        items.push(node_shape(kind, centre, size, fill_of(kind), Pen::solid(0.6, INK), None));
        x += size + 4.0;
        items.push(text(Point::new(x, y), &label, 9.5, false, INK));
        x += fonts::text_width(&label, 9.5) + 18.0;
    }
}

/// The page's foot: how to open the exercise in the game, and the page's number.
fn footer(page: &mut Page, words: &SheetWords, number: u32) {
    let y = page.height - MARGIN + 16.0;
    page.items.push(text(Point::new(MARGIN, y), &words.footer, 8.5, false, GREY_TEXT));
    let number = format!("{number}/2");
    page.items.push(Item::Text {
        at: Point::new(page.width - MARGIN, y),
        anchor: Anchor::End,
        text: number,
        size: 8.5,
        bold: false,
        colour: GREY_TEXT,
    });
}

fn text(at: Point, text: &str, size: f32, bold: bool, colour: Colour) -> Item {
    Item::Text { at, anchor: Anchor::Start, text: text.to_owned(), size, bold, colour }
}

fn fill_of(kind: NodeKind) -> Colour {
    match kind {
        NodeKind::Max => MAX_FILL,
        NodeKind::Min => MIN_FILL,
        NodeKind::Chance => CHANCE_FILL,
        NodeKind::Leaf => Colour::WHITE,
    }
}

/// A node's shape, `radius` its half size: a triangle pointing up for MAX, down for MIN, a
/// circle for chance, a box for a leaf.
fn node_shape(kind: NodeKind, centre: Point, radius: f32, fill: Colour, outline: Pen, title: Option<String>) -> Item {
    let Point { x, y } = centre;
    let half = radius * 1.15;
    match kind {
        NodeKind::Max => Item::Polygon {
            points: vec![
                Point::new(x, y - radius * 1.1),
                Point::new(x + half, y + radius * 0.8),
                Point::new(x - half, y + radius * 0.8),
            ],
            fill,
            outline,
            title,
        },
        NodeKind::Min => Item::Polygon {
            points: vec![
                Point::new(x, y + radius * 1.1),
                Point::new(x - half, y - radius * 0.8),
                Point::new(x + half, y - radius * 0.8),
            ],
            fill,
            outline,
            title,
        },
        NodeKind::Chance => Item::Circle { centre, radius, fill, outline, title },
        NodeKind::Leaf => {
            let (width, height) = (LEAF_BOX.0 * radius / RADIUS, LEAF_BOX.1 * radius / RADIUS);
            Item::Rect { min: Point::new(x - width / 2.0, y - height / 2.0), width, height, fill, outline, title }
        }
    }
}

/// The key's answers: per node what is written in its box, and the branches pruned.
struct Answers<'a> {
    values: &'a [Option<Written>],
    cuts: &'a std::collections::BTreeSet<NodeId>,
}

/// The tree's drawing in its own units, placed on the page by a [`Placing`].
struct TreeDrawing {
    centres: Vec<Point>,
    left: f32,
    top: f32,
    right: f32,
    bottom: f32,
}

/// The drawing's units on the page: a point of the drawing at `origin + scale × point`.
struct Placing {
    origin: Point,
    scale: f32,
}

impl Placing {
    fn at(&self, point: Point) -> Point {
        Point::new(self.origin.x + point.x * self.scale, self.origin.y + point.y * self.scale)
    }
}

impl TreeDrawing {
    fn new(tree: &Tree) -> Self {
        let parents: Vec<Option<usize>> = tree.node_ids().map(|node| tree.parent(node).map(NodeId::index)).collect();
        let centres: Vec<Point> = layout::places(&parents)
            .iter()
            .map(|place| Point::new(place.column * COLUMN, place.depth as f32 * ROW))
            .collect();
        let (mut left, mut top, mut right, mut bottom) = (f32::MAX, f32::MAX, f32::MIN, f32::MIN);
        for node in tree.node_ids() {
            let centre = centres[node.index()];
            let (from, to) = if tree.is_leaf(node) {
                (centre.x - LEAF_BOX.0 / 2.0, centre.x + LEAF_BOX.0 / 2.0)
            } else {
                (centre.x - RADIUS * 1.2, centre.x + RADIUS + VALUE_GAP + VALUE_BOX.0)
            };
            left = left.min(from);
            right = right.max(to);
            top = top.min(centre.y - RADIUS * 1.2);
            bottom = bottom.max(centre.y + RADIUS * 1.2);
        }
        Self { centres, left, top, right, bottom }
    }

    fn width(&self) -> f32 {
        self.right - self.left
    }

    fn height(&self) -> f32 {
        self.bottom - self.top
    }

    /// The tree onto `items` at `place`: with `answers`, the key's; else empty boxes.
    fn draw(&self, items: &mut Vec<Item>, tree: &Tree, place: &Placing, answers: Option<&Answers>, comma: bool) {
        let scale = place.scale;
        let centre = |node: NodeId| place.at(self.centres[node.index()]);
        // Level by level, so that a node's parent is known pruned before the node.
        let mut pruned = vec![false; tree.node_count()];
        for node in tree.node_ids() {
            let cut_here = answers.is_some_and(|answers| answers.cuts.contains(&node));
            pruned[node.index()] = cut_here || tree.parent(node).is_some_and(|parent| pruned[parent.index()]);
        }
        for node in tree.node_ids() {
            let Some(parent) = tree.parent(node) else { continue };
            let from = centre(parent);
            let from = Point::new(from.x, from.y + RADIUS * scale);
            let to = centre(node);
            let top = if tree.is_leaf(node) { LEAF_BOX.1 / 2.0 } else { RADIUS * 1.1 };
            let to = Point::new(to.x, to.y - top * scale);
            let pen = if pruned[node.index()] {
                Pen { width: 0.9 * scale, colour: PRUNED, dashed: true }
            } else {
                Pen::solid(0.9 * scale, INK)
            };
            items.push(Item::Line { from, to, pen });
            if answers.is_some_and(|answers| answers.cuts.contains(&node)) {
                strike(items, from, to, scale);
            }
            if tree.is_chance(parent) {
                // Nearer the child than the parent, where a wide fan of branches has room.
                let at = from.lerp(to, 0.6);
                let label = written_probability(tree.probability(node).get(), comma);
                let size = 8.0 * scale;
                let width = fonts::text_width(&label, size) + 3.0 * scale;
                items.push(Item::Rect {
                    min: Point::new(at.x - width / 2.0, at.y - size * 0.75),
                    width,
                    height: size * 1.1,
                    fill: Colour::WHITE,
                    outline: Pen::NONE,
                    title: None,
                });
                items.push(Item::Text {
                    at: Point::new(at.x, at.y + size * 0.3),
                    anchor: Anchor::Middle,
                    text: label,
                    size,
                    bold: false,
                    colour: INK,
                });
            }
        }
        for node in tree.node_ids() {
            let at = centre(node);
            let kind = tree.kind(node);
            let greyed = pruned[node.index()];
            let (fill, ink) = if greyed { (PRUNED_FILL, PRUNED) } else { (fill_of(kind), INK) };
            let title = Some(tree.address(node).to_string());
            items.push(node_shape(kind, at, RADIUS * scale, fill, Pen::solid(0.9 * scale, ink), title));
            let size = 9.5 * scale;
            // Each shape's label where it reads centred: low in an upward triangle, high in a
            // downward one.
            let baseline = match kind {
                NodeKind::Max => at.y + (RADIUS * 0.45) * scale + size * 0.35,
                NodeKind::Min => at.y - (RADIUS * 0.25) * scale + size * 0.35,
                _ => at.y + size * 0.35,
            };
            let label = match tree.leaf_value(node) {
                Some(value) => value.to_string(),
                None => tree.name(node).to_string(),
            };
            items.push(Item::Text {
                at: Point::new(at.x, baseline),
                anchor: Anchor::Middle,
                text: label,
                size,
                bold: !tree.is_leaf(node),
                colour: ink,
            });
            if tree.is_leaf(node) {
                continue;
            }
            let min = Point::new(at.x + (RADIUS + VALUE_GAP) * scale, at.y - VALUE_BOX.1 / 2.0 * scale);
            let (width, height) = (VALUE_BOX.0 * scale, VALUE_BOX.1 * scale);
            let outline = Pen::solid(0.7 * scale, if greyed { PRUNED } else { INK });
            let box_title = Some(format!("{} box", tree.address(node)));
            items.push(Item::Rect { min, width, height, fill: Colour::WHITE, outline, title: box_title });
            let written = answers.and_then(|answers| answers.values[node.index()]);
            if let Some(written) = written {
                let size = 9.5 * scale;
                items.push(Item::Text {
                    at: Point::new(min.x + width / 2.0, min.y + height / 2.0 + size * 0.35),
                    anchor: Anchor::Middle,
                    text: key_words(written, comma),
                    size,
                    bold: true,
                    colour: KEY_TEXT,
                });
            }
        }
    }
}

/// Two short strokes across the middle of the branch from `from` to `to`: the course's mark
/// of a pruned branch, which reads in black and white.
fn strike(items: &mut Vec<Item>, from: Point, to: Point, scale: f32) {
    let (dx, dy) = (to.x - from.x, to.y - from.y);
    let length = (dx * dx + dy * dy).sqrt().max(f32::EPSILON);
    let (along, across) = ((dx / length, dy / length), (-dy / length, dx / length));
    let half = 6.0 * scale;
    for offset in [-2.2 * scale, 2.2 * scale] {
        let middle = from.lerp(to, 0.5);
        let centre = Point::new(middle.x + along.0 * offset, middle.y + along.1 * offset);
        // Slanted a little, as a hand strikes a line through.
        let (ax, ay) = (across.0 + along.0 * 0.5, across.1 + along.1 * 0.5);
        items.push(Item::Line {
            from: Point::new(centre.x - ax * half, centre.y - ay * half),
            to: Point::new(centre.x + ax * half, centre.y + ay * half),
            pen: Pen::solid(1.3 * scale, INK),
        });
    }
}

/// What the key writes in a node's box: the value, or the bound with its sign.
fn key_words(written: Written, comma: bool) -> String {
    match written {
        Written::Exact(value) => written_number(value, 2, comma),
        Written::AtLeast(value) => format!("≥ {}", written_number(value, 2, comma)),
        Written::AtMost(value) => format!("≤ {}", written_number(value, 2, comma)),
    }
}

/// A branch's chance as the course writes it: a fraction where no short decimal is exact
/// (`1/3`, `2/3`), else the decimal (`0.25`).
fn written_probability(probability: f64, comma: bool) -> String {
    let decimal = written_number(probability, 3, comma);
    let exact = (probability * 1000.0 - (probability * 1000.0).round()).abs() < 1e-6;
    if exact {
        return decimal;
    }
    (3..=12)
        .find_map(|below: u32| {
            let above = (probability * f64::from(below)).round();
            ((probability - above / f64::from(below)).abs() < 1e-6).then(|| format!("{above}/{below}"))
        })
        .unwrap_or(decimal)
}

/// `value` with at most `places` decimals, as a hand writes it: `3`, `2.33`, `0.5` (with a
/// comma where the sheet's language writes one).
fn written_number(value: f64, places: usize, comma: bool) -> String {
    let written = format!("{value:.places$}");
    let trimmed = if written.contains('.') { written.trim_end_matches('0').trim_end_matches('.') } else { &written };
    let trimmed = if trimmed == "-0" { "0" } else { trimmed };
    if comma { trimmed.replace('.', ",") } else { trimmed.to_owned() }
}

#[cfg(test)]
mod tests;
