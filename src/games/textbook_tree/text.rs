//! A tree as text: nested parentheses around each internal node's children, integers at the
//! leaves, as the course writes its examples: `(((-1 4) (2 6)) ((-3 -5) (0 7)))`.
//!
//! Children are separated by blanks (spaces, tabs, line breaks), which may also surround the
//! parentheses; a leaf value is an optional minus sign (`-`, or the `−` a copied textbook page
//! gives) and digits. A lone number is a tree of one leaf. Written back, a tree is in its
//! canonical form: one space between children, none inside the parentheses.
//!
//! A text that is no tree gets a [`ParseError`] saying where (line and column, counted in
//! characters from 1) and what was expected there, so that a front end can point at it.

use std::fmt;
use std::iter::Peekable;
use std::str::Chars;
use std::str::FromStr;

use super::tree::{LimitError, MAX_DEPTH, MAX_LEAF_VALUE, MAX_NODES, Nested, NodeId, Tree};
use crate::engine::Score;

/// A place in a text: line and column, each from 1, columns counted in characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TextPosition {
    pub line: u32,
    pub column: u32,
}

impl TextPosition {
    const START: Self = Self { line: 1, column: 1 };
}

/// `column 7`, or `line 2, column 7` in a text of several lines.
impl fmt::Display for TextPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 1 {
            write!(f, "line {}, ", self.line)?;
        }
        write!(f, "column {}", self.column)
    }
}

/// What the reader could have gone on with where it stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// A child: a leaf's number or a node's `(`.
    NumberOrOpening,
    /// Another child or the `)` closing the node.
    NumberOpeningOrClosing,
    /// A digit after a minus sign.
    Digit,
    /// A blank between a number and the next one (`1-2` is not two leaves).
    Blank,
    /// Nothing more: the tree has ended.
    End,
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Expected::NumberOrOpening => "a number or '('",
            Expected::NumberOpeningOrClosing => "a number, '(' or ')'",
            Expected::Digit => "a digit",
            Expected::Blank => "a space",
            Expected::End => "the end of the text",
        })
    }
}

/// What the reader found instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Found {
    Char(char),
    End,
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::Char(found) => write!(f, "'{found}'"),
            Found::End => f.write_str("the end of the text"),
        }
    }
}

/// What is wrong with a text, at [`ParseError::at`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// Nothing but blanks.
    NoTree,
    Unexpected {
        expected: Expected,
        found: Found,
    },
    /// The text ended inside the parentheses opened at `opened_at`.
    Unclosed {
        opened_at: TextPosition,
    },
    /// `()`: a node needs a child.
    EmptyParentheses,
    /// A number beyond ±[`MAX_LEAF_VALUE`], as written (its first digits where it is long).
    ValueOutOfRange {
        written: String,
    },
    /// The tree passes a limit at this point.
    Limit(LimitError),
}

/// Why a text is not a tree, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub at: TextPosition,
    pub kind: ParseErrorKind,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = self.at;
        match &self.kind {
            ParseErrorKind::NoTree => {
                f.write_str("the text holds no tree: write one such as (((-1 4) (2 6)) ((-3 -5) (0 7)))")
            }
            ParseErrorKind::Unexpected { expected, found } => write!(f, "{expected} expected at {at}, found {found}"),
            ParseErrorKind::Unclosed { opened_at } => {
                write!(f, "unclosed parenthesis opened at {opened_at}: ')' expected at {at}, found the end of the text")
            }
            ParseErrorKind::EmptyParentheses => write!(
                f,
                "empty parentheses at {at}: a node has at least one child (a leaf is written as its number alone)"
            ),
            ParseErrorKind::ValueOutOfRange { written } => write!(
                f,
                "the number {written} at {at} is out of range: leaf values go from -{MAX_LEAF_VALUE} to {MAX_LEAF_VALUE}"
            ),
            ParseErrorKind::Limit(LimitError::TooManyNodes) => {
                write!(f, "too many nodes at {at}: a tree holds at most {MAX_NODES} nodes")
            }
            ParseErrorKind::Limit(LimitError::TooDeep) => {
                write!(f, "too deep at {at}: a tree goes at most {MAX_DEPTH} levels below its root")
            }
        }
    }
}

/// Its `Display` says everything, the limit included: no source to read it twice from.
impl std::error::Error for ParseError {}

/// Digits of an out-of-range number kept in its error: enough to recognise it.
const WRITTEN_DIGITS_KEPT: usize = 12;

/// Reads a text one character at a time, knowing where it is.
struct Reader<'a> {
    chars: Peekable<Chars<'a>>,
    at: TextPosition,
    /// Nodes read so far, to stop at [`MAX_NODES`] before building anything.
    nodes: usize,
}

impl Reader<'_> {
    fn peek(&mut self) -> Option<char> {
        self.chars.peek().copied()
    }

    fn found(&mut self) -> Found {
        self.peek().map_or(Found::End, Found::Char)
    }

    fn advance(&mut self) {
        if let Some(read) = self.chars.next() {
            if read == '\n' {
                self.at = TextPosition { line: self.at.line.saturating_add(1), column: 1 };
            } else {
                self.at.column = self.at.column.saturating_add(1);
            }
        }
    }

    fn skip_blanks(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.advance();
        }
    }

    fn error(&self, kind: ParseErrorKind) -> ParseError {
        ParseError { at: self.at, kind }
    }

    fn unexpected(&mut self, expected: Expected) -> ParseError {
        let found = self.found();
        self.error(ParseErrorKind::Unexpected { expected, found })
    }

    /// A node `depth` levels below the root, starting at the current character.
    fn node(&mut self, depth: u8) -> Result<Nested, ParseError> {
        self.nodes += 1;
        if self.nodes > MAX_NODES {
            return Err(self.error(ParseErrorKind::Limit(LimitError::TooManyNodes)));
        }
        match self.peek() {
            Some('(') => self.internal_node(depth),
            Some(sign_or_digit) if is_minus(sign_or_digit) || sign_or_digit.is_ascii_digit() => {
                self.number().map(Nested::Leaf)
            }
            _ => Err(self.unexpected(Expected::NumberOrOpening)),
        }
    }

    /// `(` children `)`, the current character being the `(`.
    fn internal_node(&mut self, depth: u8) -> Result<Nested, ParseError> {
        // Its children would sit one level further down.
        if depth >= MAX_DEPTH {
            return Err(self.error(ParseErrorKind::Limit(LimitError::TooDeep)));
        }
        let opened_at = self.at;
        self.advance();
        let mut children = Vec::new();
        loop {
            self.skip_blanks();
            match self.peek() {
                Some(')') if children.is_empty() => {
                    return Err(ParseError { at: opened_at, kind: ParseErrorKind::EmptyParentheses });
                }
                Some(')') => {
                    self.advance();
                    return Ok(Nested::Node(children));
                }
                None => return Err(self.error(ParseErrorKind::Unclosed { opened_at })),
                Some(next) if next == '(' || is_minus(next) || next.is_ascii_digit() => {
                    children.push(self.node(depth + 1)?);
                }
                Some(_) if children.is_empty() => return Err(self.unexpected(Expected::NumberOrOpening)),
                Some(_) => return Err(self.unexpected(Expected::NumberOpeningOrClosing)),
            }
        }
    }

    /// An integer, the current character being its sign or first digit.
    fn number(&mut self) -> Result<Score, ParseError> {
        let starts_at = self.at;
        let mut written = String::new();
        let negative = self.peek().is_some_and(is_minus);
        if negative {
            written.push('-');
            self.advance();
        }
        if !self.peek().is_some_and(|next| next.is_ascii_digit()) {
            return Err(self.unexpected(Expected::Digit));
        }
        // Saturates rather than overflows: anything past the limit is refused all the same.
        let mut magnitude: i64 = 0;
        while let Some(digit) = self.peek().and_then(|next| next.to_digit(10)) {
            magnitude = magnitude.saturating_mul(10).saturating_add(i64::from(digit));
            if written.len() < WRITTEN_DIGITS_KEPT {
                written.extend(char::from_digit(digit, 10));
            } else if !written.ends_with('…') {
                written.push('…');
            }
            self.advance();
        }
        if self.peek().is_some_and(is_minus) {
            return Err(self.unexpected(Expected::Blank));
        }
        match Score::try_from(magnitude) {
            Ok(magnitude) if magnitude <= MAX_LEAF_VALUE => Ok(if negative { -magnitude } else { magnitude }),
            _ => Err(ParseError { at: starts_at, kind: ParseErrorKind::ValueOutOfRange { written } }),
        }
    }
}

/// The ASCII hyphen, or the minus sign of typeset text.
fn is_minus(character: char) -> bool {
    matches!(character, '-' | '−')
}

impl Tree {
    /// Reads a tree written as nested parentheses (see the module's documentation).
    pub fn parse(text: &str) -> Result<Tree, ParseError> {
        let mut reader = Reader { chars: text.chars().peekable(), at: TextPosition::START, nodes: 0 };
        reader.skip_blanks();
        if reader.peek().is_none() {
            return Err(reader.error(ParseErrorKind::NoTree));
        }
        let root = reader.node(0)?;
        reader.skip_blanks();
        if reader.peek().is_some() {
            return Err(reader.unexpected(Expected::End));
        }
        // The reader kept the limits as it went; were it to miss one, the text's end is named.
        Tree::from_nested(&root).map_err(|limit| reader.error(ParseErrorKind::Limit(limit)))
    }

    fn write_node(&self, id: NodeId, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(value) = self.leaf_value(id) {
            return write!(f, "{value}");
        }
        f.write_str("(")?;
        for (index, child) in self.children(id).enumerate() {
            if index > 0 {
                f.write_str(" ")?;
            }
            self.write_node(child, f)?;
        }
        f.write_str(")")
    }
}

impl FromStr for Tree {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Self, ParseError> {
        Tree::parse(text)
    }
}

/// The canonical text, which [`Tree::parse`] reads back as the same tree.
impl fmt::Display for Tree {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_node(self.root(), f)
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::games::textbook_tree::tests::any_nested;

    fn error_of(text: &str) -> String {
        match Tree::parse(text) {
            Ok(tree) => panic!("{text} read as {tree}"),
            Err(error) => error.to_string(),
        }
    }

    #[test]
    fn the_course_examples_read_and_write_back_unchanged() {
        for text in ["(((-1 4) (2 6)) ((-3 -5) (0 7)))", "(((2 3) (5 9)) ((0 1) (7 5)))", "7", "((3 12 8) 2 (14 5 2))"]
        {
            let tree = Tree::parse(text).expect("a tree");
            assert_eq!(tree.to_string(), text);
        }
    }

    #[test]
    fn blanks_and_typeset_minus_signs_are_read_and_written_canonically() {
        let tree = Tree::parse(" ( ( −1\t4 )\n(2 6))  ").expect("a tree");
        assert_eq!(tree.to_string(), "((-1 4) (2 6))");
        assert_eq!(Tree::parse("(007 -0)").map(|tree| tree.to_string()), Ok("(7 0)".to_owned()));
        assert_eq!(Tree::parse("(1(2 3))").map(|tree| tree.to_string()), Ok("(1 (2 3))".to_owned()));
    }

    #[test]
    fn errors_say_where_and_what_was_expected() {
        assert_eq!(error_of("(((-1 x) (2 6)))"), "a number, '(' or ')' expected at column 7, found 'x'");
        assert_eq!(error_of("((x"), "a number or '(' expected at column 3, found 'x'");
        assert_eq!(
            error_of("((1 2) (3 4)"),
            "unclosed parenthesis opened at column 1: ')' expected at column 13, found the end of the text"
        );
        assert_eq!(
            error_of("((1 2) (3 4"),
            "unclosed parenthesis opened at column 8: ')' expected at column 12, found the end of the text"
        );
        assert!(error_of("((1 2) ())").starts_with("empty parentheses at column 8:"));
        assert_eq!(error_of("(1 2))"), "the end of the text expected at column 6, found ')'");
        assert_eq!(error_of("(1 - 2)"), "a digit expected at column 5, found ' '");
        assert_eq!(error_of("(1-2)"), "a space expected at column 3, found '-'");
        assert!(error_of("(1 1000000)").starts_with("the number 1000000 at column 4 is out of range"));
        assert!(error_of("(-99999999999999999999999)").starts_with("the number -99999999999… at column 2"));
        assert!(error_of(" \n\t").starts_with("the text holds no tree"));
        assert_eq!(error_of("(1\n  (2 y))"), "a number, '(' or ')' expected at line 2, column 6, found 'y'");
    }

    #[test]
    fn the_largest_values_are_read() {
        let text = format!("({MAX_LEAF_VALUE} -{MAX_LEAF_VALUE})");
        assert_eq!(Tree::parse(&text).map(|tree| tree.to_string()), Ok(text));
    }

    #[test]
    fn the_limits_are_named_where_the_text_passes_them() {
        let deepest = format!("{}1{}", "(".repeat(usize::from(MAX_DEPTH)), ")".repeat(usize::from(MAX_DEPTH)));
        assert_eq!(Tree::parse(&deepest).map(|tree| tree.height()), Ok(MAX_DEPTH));
        let too_deep = format!("({deepest})");
        assert!(error_of(&too_deep).starts_with("too deep at column 13:"), "{}", error_of(&too_deep));
        let widest = format!("({})", "1 ".repeat(MAX_NODES - 1));
        assert_eq!(Tree::parse(&widest).map(|tree| tree.node_count()), Ok(MAX_NODES));
        let too_wide = format!("({})", "1 ".repeat(MAX_NODES));
        let column = 2 + 2 * (MAX_NODES - 1);
        assert!(error_of(&too_wide).starts_with(&format!("too many nodes at column {column}:")));
    }

    proptest! {
        #[test]
        fn any_tree_reads_back_as_itself(nested in any_nested(-MAX_LEAF_VALUE..=MAX_LEAF_VALUE)) {
            let tree = Tree::from_nested(&nested).expect("within the limits");
            let text = tree.to_string();
            prop_assert_eq!(Tree::parse(&text), Ok(tree.clone()));
            prop_assert_eq!(tree.nested(), nested);
        }

        #[test]
        fn any_bytes_give_a_tree_or_an_error_never_a_panic(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
            let text = String::from_utf8_lossy(&bytes);
            match Tree::parse(&text) {
                Ok(tree) => prop_assert_eq!(Tree::parse(&tree.to_string()), Ok(tree)),
                Err(error) => prop_assert!(!error.to_string().is_empty()),
            }
        }

        #[test]
        fn texts_of_tree_characters_never_panic(text in "[()0-9 −\n-]{0,300}") {
            match Tree::parse(&text) {
                Ok(tree) => prop_assert_eq!(Tree::parse(&tree.to_string()), Ok(tree)),
                Err(error) => {
                    prop_assert!(error.at.line >= 1 && error.at.column >= 1);
                    prop_assert!(!error.to_string().is_empty());
                }
            }
        }
    }
}
