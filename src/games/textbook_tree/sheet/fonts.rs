//! The PDF standard fonts the sheet is set in: Helvetica (and its bold) in the Windows code
//! page every PDF reader knows (WinAnsiEncoding, Latin-1 and a few more, enough for English and
//! Portuguese), and Symbol for the signs Helvetica lacks (≥, ≤, α, β). A PDF reader has these
//! fonts built in, so nothing is embedded; the sheet's layout measures text with Helvetica's
//! published advance widths.

/// Which standard font a character is drawn in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Face {
    Helvetica,
    Symbol,
}

/// Helvetica's advance widths, in thousandths of the font size, of the printable ASCII
/// characters from the space (32) to the tilde (126).
const HELVETICA_ASCII: [u16; 95] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space to /
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, // the digits
    278, 278, 584, 584, 584, 556, 1015, // : to @
    667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, // A to M
    722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, // N to Z
    278, 278, 278, 469, 556, 333, // [ to `
    556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, // a to m
    556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, // n to z
    334, 260, 334, 584, // { to ~
];

/// `c` as a byte of one of the two fonts; a character neither has is drawn as `?`.
pub fn encode(c: char) -> (Face, u8) {
    match c {
        ' '..='~' => (Face::Helvetica, c as u8),
        // Latin-1's upper half: the code page agrees with it byte for byte.
        '\u{a0}'..='\u{ff}' => (Face::Helvetica, c as u8),
        '…' => (Face::Helvetica, 0x85),
        '‘' => (Face::Helvetica, 0x91),
        '’' => (Face::Helvetica, 0x92),
        '“' => (Face::Helvetica, 0x93),
        '”' => (Face::Helvetica, 0x94),
        '•' => (Face::Helvetica, 0x95),
        '–' => (Face::Helvetica, 0x96),
        '—' => (Face::Helvetica, 0x97),
        '≥' => (Face::Symbol, 0xb3),
        '≤' => (Face::Symbol, 0xa3),
        '−' => (Face::Symbol, 0x2d),
        'α' => (Face::Symbol, 0x61),
        'β' => (Face::Symbol, 0x62),
        _ => (Face::Helvetica, b'?'),
    }
}

/// The advance width of the byte `byte` of `face`, in thousandths of the font size.
fn advance(face: Face, byte: u8) -> u16 {
    match (face, byte) {
        (Face::Helvetica, 32..=126) => HELVETICA_ASCII[usize::from(byte - 32)],
        (Face::Symbol, 0xb3 | 0xa3 | 0x2d | 0x62) => 549,
        (Face::Symbol, 0x61) => 631,
        (Face::Helvetica, 0x85 | 0x97) => 1000,
        (Face::Helvetica, 0x91..=0x92) => 222,
        (Face::Helvetica, 0x93..=0x94) => 333,
        (Face::Helvetica, 0x95) => 350,
        (Face::Helvetica, 0x96) => 556,
        (Face::Helvetica, 0xa0) => 278,
        (Face::Helvetica, 0xb0) => 400,
        (Face::Helvetica, 0xb7) => 278,
        (Face::Helvetica, 0xd7) => 584,
        // Latin-1's letters are as wide as the letters they accent.
        (Face::Helvetica, 0xc0..=0xff) => HELVETICA_ASCII[usize::from(unaccented(byte) - 32)],
        _ => 556,
    }
}

/// The ASCII letter a Latin-1 letter accents, for its width; other bytes as a digit's width.
fn unaccented(byte: u8) -> u8 {
    match byte {
        0xc0..=0xc5 => b'A',
        0xc6 => b'W',
        0xc7 => b'C',
        0xc8..=0xcb => b'E',
        0xcc..=0xcf => b'I',
        0xd0 => b'D',
        0xd1 => b'N',
        0xd2..=0xd6 | 0xd8 => b'O',
        0xd9..=0xdc => b'U',
        0xdd => b'Y',
        0xe0..=0xe5 => b'a',
        0xe6 => b'm',
        0xe7 => b'c',
        0xe8..=0xeb => b'e',
        0xec..=0xef => b'i',
        0xf1 => b'n',
        0xf2..=0xf6 | 0xf8 => b'o',
        0xf9..=0xfc => b'u',
        0xfd | 0xff => b'y',
        _ => b'0',
    }
}

/// How wide `text` is set in Helvetica (not bold) at `size` points.
pub fn text_width(text: &str, size: f32) -> f32 {
    let thousandths: u32 = text.chars().map(|c| u32::from(advance_of(c))).sum();
    thousandths as f32 * size / 1000.0
}

fn advance_of(c: char) -> u16 {
    let (face, byte) = encode(c);
    advance(face, byte)
}

/// `text` broken into lines no wider than `width` at `size` points, at its spaces; a word
/// wider than a line has a line of its own.
pub fn wrap(text: &str, size: f32, width: f32) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in unbroken_words(text) {
        let longer = if line.is_empty() { word.clone() } else { format!("{line} {word}") };
        if !line.is_empty() && text_width(&longer, size) > width {
            lines.push(std::mem::replace(&mut line, word));
        } else {
            line = longer;
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The words of `text` as a line may end after them: a sign written apart from its number
/// (`≥ 5`) stays with it.
fn unbroken_words(text: &str) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    let mut glued = false;
    for word in text.split_whitespace() {
        match words.last_mut() {
            Some(last) if glued => {
                last.push(' ');
                last.push_str(word);
            }
            _ => words.push(word.to_owned()),
        }
        glued = matches!(word, "≥" | "≤" | "<" | ">" | "=" | ">=" | "<=");
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn helvetica_measures_digits_alike_and_letters_by_their_width() {
        assert_eq!(text_width("0123456789", 10.0), 55.6);
        assert!(text_width("W", 10.0) > text_width("i", 10.0) * 4.0);
        assert_eq!(text_width("é", 12.0), text_width("e", 12.0));
        assert_eq!(text_width("", 12.0), 0.0);
    }

    #[test]
    fn the_signs_helvetica_lacks_are_symbols_and_the_rest_a_question_mark() {
        assert_eq!(encode('≥'), (Face::Symbol, 0xb3));
        assert_eq!(encode('ç'), (Face::Helvetica, 0xe7));
        assert_eq!(encode('—'), (Face::Helvetica, 0x97));
        assert_eq!(encode('✂'), (Face::Helvetica, b'?'));
    }

    #[test]
    fn wrapping_keeps_every_word_in_lines_no_wider_than_asked() {
        let text = "Write in each box the value the search finds at its node, or the bound where it stops early.";
        let lines = wrap(text, 11.0, 150.0);
        assert!(lines.len() > 2, "{lines:?}");
        assert!(lines.iter().all(|line| text_width(line, 11.0) <= 150.0), "{lines:?}");
        assert_eq!(lines.join(" "), text);
        assert_eq!(wrap("unbreakablewordwiderthanitsline", 11.0, 20.0), ["unbreakablewordwiderthanitsline"]);
    }

    #[test]
    fn a_sign_is_never_left_at_a_lines_end_without_its_number() {
        let width = text_width("the bound (≥ 5,", 10.0) + 1.0;
        assert_eq!(wrap("the bound (≥ 5, ≤ 1) here", 10.0, width), ["the bound (≥ 5,", "≤ 1) here"]);
    }
}
