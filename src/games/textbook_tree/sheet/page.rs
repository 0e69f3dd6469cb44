//! A printed page as a list of things drawn, in PostScript points (1/72 inch) from the page's
//! top left corner, y going down: what both the SVG and the PDF writers read.

/// A4, in points: 210 mm by 297 mm.
pub const A4_SHORT: f32 = 595.28;
pub const A4_LONG: f32 = 841.89;

/// An sRGB colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Colour(pub u8, pub u8, pub u8);

impl Colour {
    pub const BLACK: Self = Self(0, 0, 0);
    pub const WHITE: Self = Self(255, 255, 255);
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Point {
    pub x: f32,
    pub y: f32,
}

impl Point {
    pub const fn new(x: f32, y: f32) -> Self {
        Self { x, y }
    }

    /// The point `t` of the way from `self` to `other`.
    pub fn lerp(self, other: Self, t: f32) -> Self {
        Self::new(self.x + (other.x - self.x) * t, self.y + (other.y - self.y) * t)
    }
}

/// How a line is drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pen {
    pub width: f32,
    pub colour: Colour,
    pub dashed: bool,
}

impl Pen {
    /// No line at all: a shape drawn by its fill only.
    pub const NONE: Self = Self { width: 0.0, colour: Colour::BLACK, dashed: false };

    pub const fn solid(width: f32, colour: Colour) -> Self {
        Self { width, colour, dashed: false }
    }
}

/// Where a text's anchor point is on its baseline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Anchor {
    Start,
    Middle,
    End,
}

/// One thing drawn. Shapes carry a `title`, the name of what they stand for (a node's address),
/// which the SVG keeps as a tooltip and a reader of the file can search for.
#[derive(Clone, Debug, PartialEq)]
pub enum Item {
    Line {
        from: Point,
        to: Point,
        pen: Pen,
    },
    /// A closed polygon, filled and outlined.
    Polygon {
        points: Vec<Point>,
        fill: Colour,
        outline: Pen,
        title: Option<String>,
    },
    Circle {
        centre: Point,
        radius: f32,
        fill: Colour,
        outline: Pen,
        title: Option<String>,
    },
    Rect {
        min: Point,
        width: f32,
        height: f32,
        fill: Colour,
        outline: Pen,
        title: Option<String>,
    },
    /// Text in Helvetica (or a font of its measures), its baseline at `at.y`.
    Text {
        at: Point,
        anchor: Anchor,
        text: String,
        size: f32,
        bold: bool,
        colour: Colour,
    },
}

/// A page: its size in points and what is drawn on it, in drawing order.
#[derive(Clone, Debug, PartialEq)]
pub struct Page {
    pub width: f32,
    pub height: f32,
    pub items: Vec<Item>,
}
