use super::*;
use crate::games::textbook_tree::ExerciseCode;

fn words() -> SheetWords {
    SheetWords {
        heading: "Minimax Arcade · Game trees".into(),
        title: "Exercise K7Q2".into(),
        key_title: "Answer key — Exercise K7Q2".into(),
        search: "Search: alpha-beta".into(),
        how: "Write in each box the value alpha-beta finds at its node, or the bound where it stops early (≥ 5, ≤ 1); leave empty the boxes of the nodes it never reaches, and strike through the branches it prunes.".into(),
        key_how: "Each node's value, or the bound alpha-beta stops at; the branches it prunes are struck through.".into(),
        name: "Name".into(),
        date: "Date".into(),
        chance: "chance".into(),
        footer: "In Minimax Arcade, Game trees, Exercise, the code K7Q2 opens this tree.".into(),
        decimal_comma: false,
    }
}

/// The course's alpha-beta tree: B settles 3, C is cut after its first leaf (≤ 2).
fn course_tree() -> Tree {
    Tree::parse("((3 12 8) (2 4 6) (14 5 2))").expect("a tree")
}

fn titles(page: &Page) -> Vec<String> {
    page.items
        .iter()
        .filter_map(|item| match item {
            Item::Polygon { title, .. } | Item::Circle { title, .. } | Item::Rect { title, .. } => title.clone(),
            _ => None,
        })
        .collect()
}

fn texts(page: &Page, colour: Colour) -> Vec<String> {
    page.items
        .iter()
        .filter_map(|item| match item {
            Item::Text { text, colour: drawn, .. } if *drawn == colour => Some(text.clone()),
            _ => None,
        })
        .collect()
}

/// Every point an item of `page` reaches (a text by its anchor and its measured width).
fn reach(page: &Page) -> Vec<Point> {
    page.items
        .iter()
        .flat_map(|item| match item {
            Item::Line { from, to, .. } => vec![*from, *to],
            Item::Polygon { points, .. } => points.clone(),
            Item::Circle { centre, radius, .. } => {
                vec![Point::new(centre.x - radius, centre.y - radius), Point::new(centre.x + radius, centre.y + radius)]
            }
            Item::Rect { min, width, height, .. } => vec![*min, Point::new(min.x + width, min.y + height)],
            Item::Text { at, anchor, text, size, .. } => {
                let width = fonts::text_width(text, *size);
                let start = match anchor {
                    Anchor::Start => at.x,
                    Anchor::Middle => at.x - width / 2.0,
                    Anchor::End => at.x - width,
                };
                vec![Point::new(start, at.y - size), Point::new(start + width, at.y)]
            }
        })
        .collect()
}

#[test]
fn the_sheet_names_every_node_and_gives_each_internal_node_a_box() {
    let tree = course_tree();
    let [exercise, key] = sheet(&tree, CheckedAlgorithm::AlphaBeta, &words());
    for page in [&exercise, &key] {
        let titles = titles(page);
        for node in tree.node_ids() {
            let address = tree.address(node).to_string();
            assert!(titles.contains(&address), "{address} is not on the page");
            let has_box = titles.contains(&format!("{address} box"));
            assert_eq!(has_box, !tree.is_leaf(node), "{address}'s box");
        }
        let ink = texts(page, INK);
        for node in tree.node_ids() {
            let label = tree.leaf_value(node).map_or_else(|| tree.name(node).to_string(), |value| value.to_string());
            assert!(ink.contains(&label) || texts(page, PRUNED).contains(&label), "{label} is not written");
        }
        let svg = page_svg(page);
        for node in tree.node_ids() {
            assert!(svg.contains(&format!("<title>{}</title>", tree.address(node))), "{}", tree.address(node));
        }
        assert!(svg.starts_with("<svg ") && svg.trim_end().ends_with("</svg>"));
        assert!(svg.contains(r#"width="210.0mm" height="297.0mm""#), "A4 portrait");
    }
}

#[test]
fn the_exercise_page_is_blank_and_the_key_holds_every_answer() {
    let tree = course_tree();
    let [exercise, key] = sheet(&tree, CheckedAlgorithm::AlphaBeta, &words());
    assert!(texts(&exercise, KEY_TEXT).is_empty(), "the exercise gives no answer away");
    let mut answers = texts(&key, KEY_TEXT);
    answers.sort();
    assert_eq!(answers, ["2", "3", "3", "≤ 2"], "A = 3, B = 3, C ≤ 2, D = 2");
    // C is cut after its first leaf: its second and third branches are struck, two strokes each.
    // A stroke is short; a branch is at least a level's height less two nodes' long.
    let strokes = |page: &Page| {
        let short = |from: &Point, to: &Point| ((to.x - from.x).powi(2) + (to.y - from.y).powi(2)).sqrt() < 32.0;
        page.items.iter().filter(|item| matches!(item, Item::Line { from, to, .. } if short(from, to))).count()
    };
    assert_eq!(strokes(&exercise), 0);
    assert_eq!(strokes(&key), 4);
    let dashed = key.items.iter().filter(|item| matches!(item, Item::Line { pen, .. } if pen.dashed)).count();
    assert_eq!(dashed, 2);
}

#[test]
fn an_expectimax_key_writes_two_decimals_and_the_branches_chances() {
    let tree = Tree::parse("([0.25:3 0.75:(2 9)] [1 4])").expect("a chance tree");
    let mut portuguese = words();
    portuguese.decimal_comma = true;
    let [exercise, key] = sheet(&tree, CheckedAlgorithm::Expectimax, &portuguese);
    let ink = texts(&exercise, INK);
    assert!(ink.contains(&"0,25".to_owned()) && ink.contains(&"0,75".to_owned()), "{ink:?}");
    assert!(ink.contains(&"0,5".to_owned()), "an equal chance of two is written too: {ink:?}");
    assert!(ink.contains(&"chance".to_owned()), "the legend names the circle");
    let mut answers = texts(&key, KEY_TEXT);
    answers.sort();
    // B = 0.25 × 3 + 0.75 × 2, C = (1 + 4) / 2, D = min(2, 9), A the higher of B and C.
    assert_eq!(answers, ["2", "2,25", "2,5", "2,5"]);
}

#[test]
fn every_exercise_fits_its_page_within_the_margins() {
    for number in (0..crate::games::textbook_tree::CODES).step_by(7919).take(160) {
        let code = ExerciseCode::from_number(number);
        let tree = code.tree();
        let algorithm = if code.has_chance() { CheckedAlgorithm::Expectimax } else { CheckedAlgorithm::AlphaBeta };
        for page in sheet(&tree, algorithm, &words()) {
            for point in reach(&page) {
                let inside = (MARGIN - 1.0..=page.width - MARGIN + 1.0).contains(&point.x)
                    && (MARGIN - 12.0..=page.height - MARGIN + 18.0).contains(&point.y);
                assert!(inside, "{code} ({tree}): {point:?} is outside the margins");
            }
        }
    }
}

#[test]
fn a_wide_tree_is_printed_landscape_and_a_small_one_upright() {
    let wide = Tree::parse("(((1 2 3) (4 5 6) (7 8 9)) ((1 2 3) (4 5 6) (7 8 9)) ((1 2 3) (4 5 6) (7 8 9)))")
        .expect("27 leaves");
    let [page, _] = sheet(&wide, CheckedAlgorithm::Minimax, &words());
    assert!(page.width > page.height, "27 leaves go across the long side");
    let [page, _] = sheet(&course_tree(), CheckedAlgorithm::Minimax, &words());
    assert!(page.width < page.height);
}

#[test]
fn the_pdf_is_two_pages_whose_cross_reference_points_at_each_object() {
    let tree = course_tree();
    let pages = sheet(&tree, CheckedAlgorithm::AlphaBeta, &words());
    let pdf = pdf_document(&pages, "Exercise K7Q2");
    assert!(pdf.starts_with(b"%PDF-1.4\n"));
    assert!(pdf.ends_with(b"%%EOF\n"));
    // Byte for byte, so that the offsets read in the table index it: the header's bytes above
    // 127 are read as `?`.
    let text: String = pdf.iter().map(|&byte| if byte.is_ascii() { char::from(byte) } else { '?' }).collect();
    assert!(text.contains("/Type /Pages /Kids [7 0 R 9 0 R] /Count 2"), "two pages");
    let start: usize = text.rsplit("startxref\n").next().and_then(|rest| rest.lines().next()).unwrap().parse().unwrap();
    assert!(text[start..].starts_with("xref\n0 11\n"), "startxref points at the table");
    let offsets: Vec<usize> =
        text[start..].lines().skip(3).take(10).map(|line| line[..10].parse().expect("an offset")).collect();
    for (index, offset) in offsets.iter().enumerate() {
        assert!(text[*offset..].starts_with(&format!("{} 0 obj\n", index + 1)), "object {}", index + 1);
    }
    // Each page's stream is as long as it says.
    for object in [8, 10] {
        let at = offsets[object - 1];
        let length: usize =
            text[at..].split("/Length ").nth(1).and_then(|rest| rest.split(' ').next()).unwrap().parse().unwrap();
        let stream = text[at..].find("stream\n").unwrap() + at + "stream\n".len();
        assert_eq!(&pdf[stream + length..stream + length + 10], b"\nendstream");
    }
    // The letters in Helvetica, the bound's sign in Symbol.
    assert!(text.contains("(B) Tj"));
    assert!(text.contains("/F3 ") && text.contains("(\\263) Tj"), "≥ or ≤ in Symbol");
}

#[test]
fn portuguese_letters_are_written_in_the_code_page_of_the_pdf() {
    let mut portuguese = words();
    portuguese.title = "Exercício K7Q2".into();
    let pages = sheet(&course_tree(), CheckedAlgorithm::Minimax, &portuguese);
    let text = String::from_utf8_lossy(&pdf_document(&pages, &portuguese.title)).into_owned();
    assert!(text.contains("(Exerc\\355cio K7Q2) Tj"), "í is byte 237 of the code page");
}

#[test]
fn numbers_are_written_as_a_hand_writes_them() {
    assert_eq!(written_number(3.0, 2, false), "3");
    assert_eq!(written_number(7.0 / 3.0, 2, false), "2.33");
    assert_eq!(written_number(2.5, 2, true), "2,5");
    assert_eq!(written_number(-0.001, 2, false), "0");
    assert_eq!(key_words(Written::AtLeast(5.0), false), "≥ 5");
    assert_eq!(written_probability(1.0 / 3.0, false), "1/3");
    assert_eq!(written_probability(2.0 / 3.0, true), "2/3");
    assert_eq!(written_probability(0.25, true), "0,25");
    assert_eq!(written_probability(0.5, false), "0.5");
}
