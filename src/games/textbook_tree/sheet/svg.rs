//! A page as an SVG document of the page's size in millimetres, for printing or editing.

use std::fmt::Write as _;

use super::page::{Anchor, Colour, Item, Page, Pen};

/// `page` as a standalone SVG document.
pub fn page_svg(page: &Page) -> String {
    let mut out = String::new();
    let (width, height) = (page.width, page.height);
    // Writing to a String cannot fail.
    let _ = writeln!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{:.1}mm" height="{:.1}mm" viewBox="0 0 {width:.2} {height:.2}" font-family="Helvetica, Arial, sans-serif">"#,
        millimetres(width),
        millimetres(height),
    );
    let _ = writeln!(out, r#"<rect width="{width:.2}" height="{height:.2}" fill="{}"/>"#, hex(Colour::WHITE));
    for item in &page.items {
        write_item(&mut out, item);
    }
    out.push_str("</svg>\n");
    out
}

fn millimetres(points: f32) -> f32 {
    points * 25.4 / 72.0
}

fn write_item(out: &mut String, item: &Item) {
    let _ = match item {
        Item::Line { from, to, pen } => writeln!(
            out,
            r#"<line x1="{:.2}" y1="{:.2}" x2="{:.2}" y2="{:.2}"{}/>"#,
            from.x,
            from.y,
            to.x,
            to.y,
            stroke(pen)
        ),
        Item::Polygon { points, fill, outline, title } => {
            let points: Vec<String> = points.iter().map(|point| format!("{:.2},{:.2}", point.x, point.y)).collect();
            let attributes = format!(r#"points="{}" fill="{}"{}"#, points.join(" "), hex(*fill), stroke(outline));
            shape(out, "polygon", &attributes, title.as_deref())
        }
        Item::Circle { centre, radius, fill, outline, title } => {
            let attributes = format!(
                r#"cx="{:.2}" cy="{:.2}" r="{radius:.2}" fill="{}"{}"#,
                centre.x,
                centre.y,
                hex(*fill),
                stroke(outline)
            );
            shape(out, "circle", &attributes, title.as_deref())
        }
        Item::Rect { min, width, height, fill, outline, title } => {
            let attributes = format!(
                r#"x="{:.2}" y="{:.2}" width="{width:.2}" height="{height:.2}" fill="{}"{}"#,
                min.x,
                min.y,
                hex(*fill),
                stroke(outline)
            );
            shape(out, "rect", &attributes, title.as_deref())
        }
        Item::Text { at, anchor, text, size, bold, colour } => {
            let anchor = match anchor {
                Anchor::Start => "start",
                Anchor::Middle => "middle",
                Anchor::End => "end",
            };
            let weight = if *bold { r#" font-weight="bold""# } else { "" };
            writeln!(
                out,
                r#"<text x="{:.2}" y="{:.2}" font-size="{size}" text-anchor="{anchor}"{weight} fill="{}">{}</text>"#,
                at.x,
                at.y,
                hex(*colour),
                escaped(text)
            )
        }
    };
}

/// A shape element, with its title as a tooltip where it has one.
fn shape(out: &mut String, element: &str, attributes: &str, title: Option<&str>) -> std::fmt::Result {
    match title {
        Some(title) => writeln!(out, "<{element} {attributes}><title>{}</title></{element}>", escaped(title)),
        None => writeln!(out, "<{element} {attributes}/>"),
    }
}

fn stroke(pen: &Pen) -> String {
    if pen.width <= 0.0 {
        return String::new();
    }
    let dashes = if pen.dashed {
        format!(r#" stroke-dasharray="{:.1} {:.1}""#, pen.width * 4.0, pen.width * 3.0)
    } else {
        String::new()
    };
    format!(r#" stroke="{}" stroke-width="{:.2}"{dashes}"#, hex(pen.colour), pen.width)
}

fn hex(Colour(r, g, b): Colour) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

/// Text as XML carries it.
fn escaped(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}
