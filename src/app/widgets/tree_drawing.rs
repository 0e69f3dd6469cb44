//! A game tree drawn as the course draws one: MAX nodes as triangles pointing up, MIN nodes
//! pointing down, chance nodes as circles (each child's probability on its edge), leaves as
//! boxes; each node's value so far beside it and the α and β it was
//! searched with under it; the branches cut greyed, dashed and marked with scissors; the best
//! line, once found, in the accent colour; the node the last step worked on ringed. Laid out in
//! a scene's own units (the screen pans and zooms it): leaves a column each, left to right, a
//! parent over the middle of its children, a row a level.
//!
//! Both the game trees screen (the course's trees) and the search tree view of the games (a
//! recorded search) describe their trees as [`DrawnNode`]s; the drawing is then a list of
//! [`Mark`]s, made once and painted on the screen or written as an SVG picture, so that a saved
//! picture is what the screen shows.

use std::fmt::Write as _;

use bevy_egui::egui::{self, Align2, Color32, FontId, Pos2, Rect, Stroke, pos2, vec2};

use crate::app::base::theme;
use crate::games::textbook_tree::layout;

/// The scene's units between two leaves, and between two levels.
const COLUMN: f32 = 64.0;
const ROW: f32 = 104.0;
/// Half the size of a node's shape.
pub const RADIUS: f32 = 17.0;
/// Room around the tree: for the values beside the nodes and the windows under them.
pub const MARGIN: egui::Vec2 = vec2(60.0, 50.0);

/// The drawing's background, behind the labels too, in the theme's colours.
pub fn background() -> Color32 {
    theme::palette().screen_fill
}

/// What a node is drawn as.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Shape {
    /// A triangle pointing up: the player who takes the highest value.
    #[default]
    Max,
    /// A triangle pointing down: the player who takes the lowest.
    Min,
    /// A circle: chance picks the child.
    Chance,
    /// A box: a position valued without looking further.
    Leaf,
}

/// How a checked program's reading of a node compares with the search's: a colour each, and a
/// sign each beside the node, so that it reads without the colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadCheck {
    /// The program read it, and so does the search (✔).
    Right,
    /// The program read it, and the search never does (✖).
    Wrong,
    /// The search reads it, and the program did not (!, the box's outline dashed).
    Missed,
}

impl ReadCheck {
    pub fn colour(self) -> Color32 {
        match self {
            Self::Right => theme::palette().read_right,
            Self::Wrong => theme::palette().read_wrong,
            Self::Missed => theme::palette().read_missed,
        }
    }

    pub fn sign(self) -> &'static str {
        match self {
            Self::Right => "✔",
            Self::Wrong => "✖",
            Self::Missed => "!",
        }
    }
}

/// A node as the drawing shows it, at one moment of a search.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DrawnNode {
    /// The index of its parent among the drawing's nodes, which come after their parents and
    /// after their elder siblings; `None` for the root.
    pub parent: Option<usize>,
    pub shape: Shape,
    /// Written in the shape: a letter, or a leaf's value.
    pub name: String,
    /// Written on the edge from its parent: the move that leads to it.
    pub edge: Option<String>,
    /// The search has reached it.
    pub visited: bool,
    /// A cut skipped it, or a node above it.
    pub cut: bool,
    /// Its value beside it, and whether it is final (else a value so far).
    pub value: Option<(String, bool)>,
    /// The window it was searched with, under it.
    pub window: Option<String>,
    pub on_best_line: bool,
    /// How a checked program's reading of it compares with the search's.
    pub check: Option<ReadCheck>,
    /// Lines written under a leaf: when a checked program read it, and when the search does.
    pub note: Vec<String>,
}

/// One thing drawn, in the scene's units.
#[derive(Clone, Debug, PartialEq)]
pub enum Mark {
    Line {
        from: Pos2,
        to: Pos2,
        width: f32,
        colour: Color32,
        dashed: bool,
    },
    Triangle {
        points: [Pos2; 3],
        fill: Color32,
    },
    Box {
        rect: Rect,
        fill: Color32,
    },
    Disc {
        centre: Pos2,
        radius: f32,
        fill: Color32,
    },
    Ring {
        centre: Pos2,
        radius: f32,
        width: f32,
        colour: Color32,
    },
    /// Text anchored at `at` by `align`; with `backdrop`, on a patch of the background so that
    /// the edges under it do not cross it.
    Text {
        at: Pos2,
        align: Align2,
        text: String,
        size: f32,
        colour: Color32,
        backdrop: bool,
    },
}

/// Where each node goes, by its index.
pub fn layout(nodes: &[DrawnNode]) -> Vec<Pos2> {
    let parents: Vec<Option<usize>> = nodes.iter().map(|node| node.parent).collect();
    layout::places(&parents).iter().map(|place| pos2(place.column * COLUMN, place.depth as f32 * ROW)).collect()
}

/// The area the drawing of nodes at `places` covers, its labels included.
pub fn bounds(places: &[Pos2]) -> Rect {
    let nodes =
        places.iter().fold(Rect::NOTHING, |bounds, &place| bounds.union(Rect::from_center_size(place, vec2(1.0, 1.0))));
    nodes.expand2(MARGIN)
}

/// Where a node can be pointed at and clicked.
pub fn node_rect(place: Pos2) -> Rect {
    Rect::from_center_size(place, vec2(2.6 * RADIUS, 2.4 * RADIUS))
}

/// The marks that draw `nodes` at `places`, with the node `current` ringed: edges first, nodes
/// over them.
pub fn marks(nodes: &[DrawnNode], places: &[Pos2], current: Option<usize>) -> Vec<Mark> {
    let mut marks = Vec::with_capacity(nodes.len() * 5);
    let colours = theme::palette().tree;
    for (index, node) in nodes.iter().enumerate() {
        let Some(parent) = node.parent else { continue };
        let (from, to) = (places[parent] + vec2(0.0, RADIUS), places[index] - vec2(0.0, RADIUS));
        let colour = if node.cut {
            marks.push(Mark::Line { from, to, width: 1.5, colour: colours.cut, dashed: true });
            let at = from.lerp(to, 0.5);
            marks.push(Mark::Text {
                at,
                align: Align2::CENTER_CENTER,
                text: "✂".into(),
                size: 14.0,
                colour: colours.cut,
                backdrop: false,
            });
            colours.cut
        } else if nodes[parent].on_best_line && node.on_best_line {
            marks.push(Mark::Line { from, to, width: 4.0, colour: theme::accent(), dashed: false });
            theme::accent()
        } else {
            let colour = if node.visited { theme::text_dim() } else { colours.unvisited };
            marks.push(Mark::Line { from, to, width: 1.5, colour, dashed: false });
            theme::text_dim()
        };
        if let Some(edge) = &node.edge {
            let at = from.lerp(to, 0.62);
            marks.push(Mark::Text {
                at,
                align: Align2::CENTER_CENTER,
                text: edge.clone(),
                size: 12.0,
                colour,
                backdrop: true,
            });
        }
    }
    for (index, node) in nodes.iter().enumerate() {
        let centre = places[index];
        if current == Some(index) {
            marks.push(Mark::Ring { centre, radius: RADIUS + 7.0, width: 2.5, colour: theme::accent() });
        }
        node_marks(&mut marks, node, centre);
    }
    marks
}

/// One node: its shape, its name, its value so far and its window.
fn node_marks(marks: &mut Vec<Mark>, node: &DrawnNode, centre: Pos2) {
    let colours = theme::palette().tree;
    let fill = match node.check {
        Some(ReadCheck::Right | ReadCheck::Wrong) => node.check.map_or(colours.unvisited, ReadCheck::colour),
        _ if node.cut => colours.cut,
        _ if !node.visited => colours.unvisited,
        _ => match node.shape {
            Shape::Max => colours.max,
            Shape::Min => colours.min,
            Shape::Chance => colours.chance,
            Shape::Leaf => colours.leaf,
        },
    };
    let text_colour = match node.check {
        Some(ReadCheck::Right | ReadCheck::Wrong) => background(),
        _ if node.cut => colours.cut_text,
        _ if node.visited => background(),
        _ => colours.unvisited_text,
    };
    let name = with_minus_signs(&node.name);
    if let Some(check) = node.check {
        check_marks(marks, node, check, centre);
    }
    if node.shape == Shape::Leaf {
        let rect = Rect::from_center_size(centre, vec2(2.0 * RADIUS, 1.6 * RADIUS));
        marks.push(Mark::Box { rect, fill });
        let text = Mark::Text {
            at: centre,
            align: Align2::CENTER_CENTER,
            text: name,
            size: 15.0,
            colour: text_colour,
            backdrop: false,
        };
        marks.push(text);
        for (line, note) in node.note.iter().enumerate() {
            marks.push(Mark::Text {
                at: centre + vec2(0.0, RADIUS * 1.05 + line as f32 * 14.0),
                align: Align2::CENTER_TOP,
                text: note.clone(),
                size: 11.5,
                colour: theme::text_dim(),
                backdrop: true,
            });
        }
        return;
    }
    if node.shape == Shape::Chance {
        marks.push(Mark::Disc { centre, radius: RADIUS, fill });
        marks.push(Mark::Text {
            at: centre,
            align: Align2::CENTER_CENTER,
            text: name,
            size: 14.0,
            colour: text_colour,
            backdrop: false,
        });
        value_and_window_marks(marks, node, centre);
        return;
    }
    let (up, down) = (vec2(0.0, -RADIUS * 1.1), vec2(0.0, RADIUS * 1.1));
    let half = RADIUS * 1.15;
    let (points, label_at) = match node.shape {
        Shape::Min => (
            [centre + down, centre + vec2(-half, -RADIUS * 0.8), centre + vec2(half, -RADIUS * 0.8)],
            centre - vec2(0.0, 3.0),
        ),
        _ => (
            [centre + up, centre + vec2(half, RADIUS * 0.8), centre + vec2(-half, RADIUS * 0.8)],
            centre + vec2(0.0, 3.0),
        ),
    };
    marks.push(Mark::Triangle { points, fill });
    marks.push(Mark::Text {
        at: label_at,
        align: Align2::CENTER_CENTER,
        text: name,
        size: 14.0,
        colour: text_colour,
        backdrop: false,
    });
    value_and_window_marks(marks, node, centre);
}

/// A checked node's sign at its top left, and round a missed one a dashed outline in the
/// sign's colour: under the node's shape, which is drawn next.
fn check_marks(marks: &mut Vec<Mark>, node: &DrawnNode, check: ReadCheck, centre: Pos2) {
    let colour = check.colour();
    if check == ReadCheck::Missed {
        let outline = Rect::from_center_size(centre, vec2(2.0 * RADIUS, 1.6 * RADIUS)).expand(4.0);
        let corners = [outline.left_top(), outline.right_top(), outline.right_bottom(), outline.left_bottom()];
        for side in 0..4 {
            let (from, to) = (corners[side], corners[(side + 1) % 4]);
            marks.push(Mark::Line { from, to, width: 2.0, colour, dashed: true });
        }
    }
    let size = if node.shape == Shape::Leaf { 15.0 } else { 17.0 };
    marks.push(Mark::Text {
        at: centre + vec2(-RADIUS * 1.5, -RADIUS * 1.05),
        align: Align2::RIGHT_CENTER,
        text: check.sign().to_owned(),
        size,
        colour,
        backdrop: true,
    });
}

/// `text` with the minus sign (−) for each hyphen before a digit: a hyphen is a short thin
/// stroke that a zoomed-out drawing loses, so that "-1" would read as "1".
fn with_minus_signs(text: &str) -> String {
    let mut shown = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        let before_digit = chars.peek().is_some_and(char::is_ascii_digit);
        shown.push(if c == '-' && before_digit { '−' } else { c });
    }
    shown
}

/// Where an internal node's value is written: the left middle of its text, right of the node at
/// `centre`.
pub fn value_anchor(centre: Pos2) -> Pos2 {
    centre + vec2(RADIUS * 1.4, -RADIUS * 0.6)
}

/// An internal node's value so far beside it, and its window under it.
fn value_and_window_marks(marks: &mut Vec<Mark>, node: &DrawnNode, centre: Pos2) {
    if let Some((text, known)) = &node.value {
        let colour = if *known { theme::accent() } else { theme::text_dim() };
        let at = value_anchor(centre);
        marks.push(Mark::Text {
            at,
            align: Align2::LEFT_CENTER,
            text: with_minus_signs(text),
            size: 15.0,
            colour,
            backdrop: true,
        });
    }
    if let Some(window) = &node.window {
        let at = centre + vec2(0.0, RADIUS * 1.45);
        marks.push(Mark::Text {
            at,
            align: Align2::CENTER_TOP,
            text: with_minus_signs(window),
            size: 11.5,
            colour: theme::text_dim(),
            backdrop: true,
        });
    }
}

/// Paints `marks` with `painter`.
pub fn paint(painter: &egui::Painter, marks: &[Mark]) {
    for mark in marks {
        match mark {
            &Mark::Line { from, to, width, colour, dashed: true } => {
                painter.extend(egui::Shape::dashed_line(&[from, to], Stroke::new(width, colour), 6.0, 5.0));
            }
            &Mark::Line { from, to, width, colour, dashed: false } => {
                painter.line_segment([from, to], Stroke::new(width, colour));
            }
            &Mark::Triangle { points, fill } => {
                painter.add(egui::Shape::convex_polygon(points.to_vec(), fill, Stroke::NONE));
            }
            &Mark::Box { rect, fill } => {
                painter.rect_filled(rect, 4.0, fill);
            }
            &Mark::Disc { centre, radius, fill } => {
                painter.circle_filled(centre, radius, fill);
            }
            &Mark::Ring { centre, radius, width, colour } => {
                painter.circle_stroke(centre, radius, Stroke::new(width, colour));
            }
            Mark::Text { at, align, text, size, colour, backdrop } => {
                let galley = painter.layout_no_wrap(text.clone(), FontId::proportional(*size), *colour);
                let rect = align.anchor_size(*at, galley.size());
                if *backdrop {
                    painter.rect_filled(rect.expand(2.0), 3.0, background());
                }
                painter.galley(rect.min, galley, *colour);
            }
        }
    }
}

/// `marks` as an SVG document showing `area` of the scene, on the screen's background.
pub fn svg(marks: &[Mark], area: Rect) -> String {
    let mut out = String::new();
    let (width, height) = (area.width(), area.height());
    // Writing to a String cannot fail.
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{width:.0}" height="{height:.0}" viewBox="{:.1} {:.1} {width:.1} {height:.1}" font-family="sans-serif">"#,
        area.min.x, area.min.y
    );
    let _ = writeln!(
        out,
        r#"<rect x="{:.1}" y="{:.1}" width="{width:.1}" height="{height:.1}" fill="{}"/>"#,
        area.min.x,
        area.min.y,
        colour(background())
    );
    for mark in marks {
        write_mark(&mut out, mark);
    }
    out.push_str("</svg>\n");
    out
}

fn write_mark(out: &mut String, mark: &Mark) {
    let _ = match mark {
        Mark::Line { from, to, width, colour: stroke, dashed } => {
            let dashes = if *dashed { r#" stroke-dasharray="6 5""# } else { "" };
            writeln!(
                out,
                r#"<line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{}" stroke-width="{width}"{dashes}/>"#,
                from.x,
                from.y,
                to.x,
                to.y,
                colour(*stroke)
            )
        }
        Mark::Triangle { points, fill } => {
            let points: Vec<String> = points.iter().map(|point| format!("{:.1},{:.1}", point.x, point.y)).collect();
            writeln!(out, r#"<polygon points="{}" fill="{}"/>"#, points.join(" "), colour(*fill))
        }
        Mark::Box { rect, fill } => writeln!(
            out,
            r#"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="4" fill="{}"/>"#,
            rect.min.x,
            rect.min.y,
            rect.width(),
            rect.height(),
            colour(*fill)
        ),
        Mark::Disc { centre, radius, fill } => writeln!(
            out,
            r#"<circle cx="{:.1}" cy="{:.1}" r="{radius:.1}" fill="{}"/>"#,
            centre.x,
            centre.y,
            colour(*fill)
        ),
        Mark::Ring { centre, radius, width, colour: stroke } => writeln!(
            out,
            r#"<circle cx="{:.1}" cy="{:.1}" r="{radius:.1}" fill="none" stroke="{}" stroke-width="{width}"/>"#,
            centre.x,
            centre.y,
            colour(*stroke)
        ),
        Mark::Text { at, align, text, size, colour: fill, backdrop } => {
            // SVG measures no text before drawing it: the backdrop's width is a sans-serif
            // font's usual average advance, a little over half the size a character.
            let width = text.chars().count() as f32 * size * 0.58;
            let rect = align.anchor_size(*at, vec2(width, *size * 1.2));
            if *backdrop {
                let _ = writeln!(
                    out,
                    r#"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="3" fill="{}"/>"#,
                    rect.min.x - 2.0,
                    rect.min.y - 2.0,
                    rect.width() + 4.0,
                    rect.height() + 4.0,
                    colour(background())
                );
            }
            let anchor = match align.x() {
                egui::Align::Min => "start",
                egui::Align::Center => "middle",
                egui::Align::Max => "end",
            };
            let x = match align {
                Align2(_) if anchor == "start" => rect.min.x,
                Align2(_) if anchor == "end" => rect.max.x,
                _ => rect.center().x,
            };
            writeln!(
                out,
                r#"<text x="{x:.1}" y="{:.1}" font-size="{size}" text-anchor="{anchor}" dominant-baseline="central" fill="{}">{}</text>"#,
                rect.center().y,
                colour(*fill),
                escaped(text)
            )
        }
    };
}

/// `#rrggbb`, with the opacity apart where there is one.
fn colour(colour: Color32) -> String {
    let [r, g, b, a] = colour.to_srgba_unmultiplied();
    if a == u8::MAX {
        format!("#{r:02x}{g:02x}{b:02x}")
    } else {
        format!("#{r:02x}{g:02x}{b:02x}\" fill-opacity=\"{:.2}", f32::from(a) / 255.0)
    }
}

/// Text as SVG's XML carries it.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// The words of the step shown, in a box of a steady height so that the drawing under it does
/// not jump from step to step; `title` names the search the words come from.
pub fn words_box(ui: &mut egui::Ui, title: Option<String>, words: String) {
    egui::Frame::new().fill(theme::palette().tree.words_fill).inner_margin(8).corner_radius(6).show(ui, |ui| {
        ui.set_min_height(if title.is_some() { 56.0 } else { 72.0 });
        ui.set_min_width(ui.available_width());
        if let Some(title) = title {
            ui.label(egui::RichText::new(title).small().strong().color(theme::text_dim()));
        }
        ui.add(egui::Label::new(egui::RichText::new(words).size(15.0)).wrap());
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(marks: &[Mark]) -> Vec<&str> {
        marks
            .iter()
            .filter_map(|mark| match mark {
                Mark::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn negative_numbers_are_drawn_with_the_minus_sign() {
        let nodes = [
            DrawnNode {
                shape: Shape::Max,
                name: "A".to_owned(),
                value: Some(("≥ -5".to_owned(), true)),
                ..DrawnNode::default()
            },
            DrawnNode { parent: Some(0), shape: Shape::Leaf, name: "-12".to_owned(), ..DrawnNode::default() },
            DrawnNode { parent: Some(0), shape: Shape::Leaf, name: "3".to_owned(), ..DrawnNode::default() },
        ];
        let places = [Pos2::new(0.0, 0.0), Pos2::new(-50.0, 80.0), Pos2::new(50.0, 80.0)];
        let marks = marks(&nodes, &places, None);
        let texts = texts(&marks);
        for shown in ["A", "≥ −5", "−12", "3"] {
            assert!(texts.contains(&shown), "{shown} among {texts:?}");
        }
        assert!(texts.iter().all(|text| !text.contains('-')), "no hyphen left in {texts:?}");
        assert_eq!(with_minus_signs("A-B - 2"), "A-B - 2", "a hyphen before no digit stays");
    }
}
