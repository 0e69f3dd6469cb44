//! Random edits of valid text, for the property tests of every parser: whatever a person or a
//! program sends, a parser answers with a value or an error, never a panic.

use proptest::prelude::*;

/// One edit at a position given as a fraction of the text's length, so that the same edit
/// applies to texts of any length.
#[derive(Clone, Debug)]
pub enum Edit {
    Delete {
        at: f64,
        length: usize,
    },
    Insert {
        at: f64,
        text: String,
    },
    Replace {
        at: f64,
        with: char,
    },
    /// Cut the text off, as a broken pipe or a truncated file would.
    Truncate {
        at: f64,
    },
}

fn fraction() -> impl Strategy<Value = f64> {
    0.0..1.0f64
}

/// Characters that matter to the parsers (brackets, separators, digits, squares) mixed with
/// arbitrary ones.
fn interesting_char() -> impl Strategy<Value = char> {
    prop_oneof![
        3 => prop::sample::select(" \t\n[]();/\\:.-*#OoXx0123456789abcdefghpsPAS".chars().collect::<Vec<_>>()),
        1 => any::<char>(),
    ]
}

pub fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (fraction(), 1..8usize).prop_map(|(at, length)| Edit::Delete { at, length }),
        (fraction(), prop::collection::vec(interesting_char(), 1..6))
            .prop_map(|(at, chars)| Edit::Insert { at, text: chars.into_iter().collect() }),
        (fraction(), interesting_char()).prop_map(|(at, with)| Edit::Replace { at, with }),
        fraction().prop_map(|at| Edit::Truncate { at }),
    ]
}

/// Between one and five edits.
pub fn edits() -> impl Strategy<Value = Vec<Edit>> {
    prop::collection::vec(edit(), 1..6)
}

/// `text` with `edits` applied one after the other.
pub fn mutate(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for edit in edits {
        let index = |at: f64, len: usize| ((at * len as f64) as usize).min(len);
        match edit {
            Edit::Delete { at, length } => {
                let start = index(*at, chars.len());
                let end = (start + length).min(chars.len());
                chars.drain(start..end);
            }
            Edit::Insert { at, text } => {
                let start = index(*at, chars.len());
                chars.splice(start..start, text.chars());
            }
            Edit::Replace { at, with } => {
                if !chars.is_empty() {
                    let at = index(*at, chars.len() - 1);
                    chars[at] = *with;
                }
            }
            Edit::Truncate { at } => chars.truncate(index(*at, chars.len())),
        }
    }
    chars.into_iter().collect()
}
