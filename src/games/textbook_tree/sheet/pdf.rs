//! Pages as a PDF document (version 1.4): each page a content stream of lines, shapes and text
//! in the PDF standard fonts ([`super::fonts`]), which every reader has, so nothing is embedded
//! and the file stays a few kilobytes.

use std::fmt::Write as _;

use super::fonts::{Face, encode};
use super::page::{Anchor, Colour, Item, Page, Pen, Point};

/// The objects every document has, before its pages': the catalogue, the page tree, the
/// three fonts and the document's information.
const CATALOGUE: usize = 1;
const PAGE_TREE: usize = 2;
const FIRST_PAGE_OBJECT: usize = 7;

/// How far a Bézier curve's control points lie from a quarter circle's ends, per radius.
const KAPPA: f32 = 0.552_284_8;

/// `pages` as a PDF document titled `title`.
pub fn document(pages: &[Page], title: &str) -> Vec<u8> {
    let mut objects: Vec<Vec<u8>> = Vec::new();
    let kids: Vec<String> = (0..pages.len()).map(|page| format!("{} 0 R", FIRST_PAGE_OBJECT + 2 * page)).collect();
    objects.push(format!("<< /Type /Catalog /Pages {PAGE_TREE} 0 R >>").into_bytes());
    objects.push(format!("<< /Type /Pages /Kids [{}] /Count {} >>", kids.join(" "), pages.len()).into_bytes());
    for font in ["Helvetica", "Helvetica-Bold"] {
        objects.push(
            format!("<< /Type /Font /Subtype /Type1 /BaseFont /{font} /Encoding /WinAnsiEncoding >>").into_bytes(),
        );
    }
    objects.push(b"<< /Type /Font /Subtype /Type1 /BaseFont /Symbol >>".to_vec());
    let mut information = b"<< /Producer (Minimax Arcade) /Title ".to_vec();
    information.extend(string(title));
    information.extend(b" >>");
    objects.push(information);
    debug_assert_eq!(objects.len() + 1, FIRST_PAGE_OBJECT);
    for (index, page) in pages.iter().enumerate() {
        let contents = FIRST_PAGE_OBJECT + 2 * index + 1;
        objects.push(
            format!(
                "<< /Type /Page /Parent {PAGE_TREE} 0 R /MediaBox [0 0 {:.2} {:.2}] /Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents {contents} 0 R >>",
                page.width, page.height
            )
            .into_bytes(),
        );
        let stream = content_stream(page);
        let mut object = format!("<< /Length {} >>\nstream\n", stream.len()).into_bytes();
        object.extend(stream);
        object.extend(b"\nendstream");
        objects.push(object);
    }
    // The header's second line has bytes above 127, which tells a transfer that the file is binary.
    let mut out = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n".to_vec();
    let mut offsets = Vec::with_capacity(objects.len());
    for (index, object) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend(format!("{} 0 obj\n", index + 1).into_bytes());
        out.extend(object);
        out.extend(b"\nendobj\n");
    }
    let table = out.len();
    let mut tail = format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1);
    for offset in offsets {
        let _ = writeln!(tail, "{offset:010} 00000 n ");
    }
    let _ = write!(
        tail,
        "trailer\n<< /Size {} /Root {CATALOGUE} 0 R /Info 6 0 R >>\nstartxref\n{table}\n%%EOF\n",
        objects.len() + 1
    );
    out.extend(tail.into_bytes());
    out
}

/// The drawing operators of `page`, in PDF's own coordinates (y going up from the bottom).
fn content_stream(page: &Page) -> Vec<u8> {
    let mut out = Vec::new();
    let flip = |point: Point| Point::new(point.x, page.height - point.y);
    for item in &page.items {
        match item {
            Item::Line { from, to, pen } => {
                set_pen(&mut out, pen);
                let (from, to) = (flip(*from), flip(*to));
                push(&mut out, &format!("{:.2} {:.2} m {:.2} {:.2} l S\n", from.x, from.y, to.x, to.y));
            }
            Item::Polygon { points, fill, outline, .. } => {
                let Some((first, rest)) = points.split_first() else { continue };
                set_fill(&mut out, *fill);
                set_pen(&mut out, outline);
                let first = flip(*first);
                let mut path = format!("{:.2} {:.2} m", first.x, first.y);
                for point in rest {
                    let point = flip(*point);
                    let _ = write!(path, " {:.2} {:.2} l", point.x, point.y);
                }
                push(&mut out, &format!("{path} h {}\n", paint(outline)));
            }
            Item::Circle { centre, radius, fill, outline, .. } => {
                set_fill(&mut out, *fill);
                set_pen(&mut out, outline);
                push(&mut out, &circle_path(flip(*centre), *radius));
                push(&mut out, &format!(" {}\n", paint(outline)));
            }
            Item::Rect { min, width, height, fill, outline, .. } => {
                set_fill(&mut out, *fill);
                set_pen(&mut out, outline);
                let corner = flip(Point::new(min.x, min.y + height));
                let rect = format!("{:.2} {:.2} {width:.2} {height:.2} re {}\n", corner.x, corner.y, paint(outline));
                push(&mut out, &rect);
            }
            Item::Text { at, anchor, text, size, bold, colour } => {
                set_fill(&mut out, *colour);
                let width = super::fonts::text_width(text, *size);
                let x = match anchor {
                    Anchor::Start => at.x,
                    Anchor::Middle => at.x - width / 2.0,
                    Anchor::End => at.x - width,
                };
                text_runs(&mut out, flip(Point::new(x, at.y)), text, *size, *bold);
            }
        }
    }
    out
}

fn push(out: &mut Vec<u8>, text: &str) {
    out.extend(text.as_bytes());
}

/// Fill, or fill and stroke where the shape has an outline.
fn paint(outline: &Pen) -> &'static str {
    if outline.width > 0.0 { "B" } else { "f" }
}

fn set_fill(out: &mut Vec<u8>, Colour(r, g, b): Colour) {
    push(out, &format!("{} {} {} rg\n", unit(r), unit(g), unit(b)));
}

fn set_pen(out: &mut Vec<u8>, pen: &Pen) {
    if pen.width <= 0.0 {
        return;
    }
    let Colour(r, g, b) = pen.colour;
    let dashes =
        if pen.dashed { format!("[{:.1} {:.1}] 0 d", pen.width * 4.0, pen.width * 3.0) } else { "[] 0 d".to_owned() };
    push(out, &format!("{:.2} w {dashes} {} {} {} RG\n", pen.width, unit(r), unit(g), unit(b)));
}

/// A colour channel as PDF writes it, from 0 to 1.
fn unit(channel: u8) -> String {
    let written = format!("{:.3}", f32::from(channel) / 255.0);
    written.trim_end_matches('0').trim_end_matches('.').to_owned()
}

/// A circle as four Bézier curves, one a quarter.
fn circle_path(centre: Point, radius: f32) -> String {
    let (x, y, r, k) = (centre.x, centre.y, radius, radius * KAPPA);
    format!(
        "{:.2} {y:.2} m {:.2} {:.2} {:.2} {:.2} {x:.2} {:.2} c {:.2} {:.2} {:.2} {:.2} {:.2} {y:.2} c {:.2} {:.2} {:.2} {:.2} {x:.2} {:.2} c {:.2} {:.2} {:.2} {:.2} {:.2} {y:.2} c",
        x + r,
        x + r,
        y + k,
        x + k,
        y + r,
        y + r,
        x - k,
        y + r,
        x - r,
        y + k,
        x - r,
        x - r,
        y - k,
        x - k,
        y - r,
        y - r,
        x + k,
        y - r,
        x + r,
        y - k,
        x + r,
    )
}

/// `text` set from `at` (its baseline's start, in PDF's coordinates), in runs of one font each:
/// Helvetica, or Symbol for the signs Helvetica lacks.
fn text_runs(out: &mut Vec<u8>, at: Point, text: &str, size: f32, bold: bool) {
    let helvetica = if bold { "/F2" } else { "/F1" };
    push(out, &format!("BT {:.2} {:.2} Td\n", at.x, at.y));
    let mut run: Vec<u8> = Vec::new();
    let mut face = None;
    for c in text.chars() {
        let (next_face, byte) = encode(c);
        if face != Some(next_face) {
            if let Some(face) = face {
                show_run(out, face, helvetica, &run, size);
            }
            run.clear();
            face = Some(next_face);
        }
        run.push(byte);
    }
    if let Some(face) = face {
        show_run(out, face, helvetica, &run, size);
    }
    push(out, "ET\n");
}

fn show_run(out: &mut Vec<u8>, face: Face, helvetica: &str, bytes: &[u8], size: f32) {
    let font = match face {
        Face::Helvetica => helvetica,
        Face::Symbol => "/F3",
    };
    push(out, &format!("{font} {size:.2} Tf "));
    out.extend(escaped_string(bytes));
    push(out, " Tj\n");
}

/// A PDF literal string of `bytes`: parentheses and backslashes escaped, bytes outside ASCII
/// written in octal so that the stream stays text.
fn escaped_string(bytes: &[u8]) -> Vec<u8> {
    let mut out = vec![b'('];
    for &byte in bytes {
        match byte {
            b'(' | b')' | b'\\' => out.extend([b'\\', byte]),
            32..=126 => out.push(byte),
            _ => out.extend(format!("\\{byte:03o}").into_bytes()),
        }
    }
    out.push(b')');
    out
}

/// A text string of the document's information, as its code page encodes it.
fn string(text: &str) -> Vec<u8> {
    let bytes: Vec<u8> = text
        .chars()
        .map(|c| match encode(c) {
            (Face::Helvetica, byte) => byte,
            (Face::Symbol, _) => b'?',
        })
        .collect();
    escaped_string(&bytes)
}
