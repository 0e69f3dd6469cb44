//! A tree as text: nested parentheses around each internal node's children, integers at the
//! leaves, as the course writes its examples: `(((-1 4) (2 6)) ((-3 -5) (0 7)))`.
//!
//! Square brackets are a chance node, its children equally likely, `([3 5] [2 9])`; `P:child`
//! gives a child its probability, `[0.25:3 0.75:(2 9)]` (every child then has one, and they sum
//! to 1). The root is MAX, and a node in parentheses is the other player's than its nearest
//! ancestor in parentheses: `([(3 5) (2 9)])` is MAX over a chance node over two MIN nodes.
//!
//! Children are separated by blanks (spaces, tabs, line breaks), which may also surround the
//! parentheses; a leaf value is an optional minus sign (`-`, or the `−` a copied textbook page
//! gives) and digits, a probability digits with a decimal point. A lone number is a tree of one
//! leaf. Written back, a tree is in its canonical form: one space between children, none inside
//! the parentheses.
//!
//! A text that is no tree gets a [`ParseError`] saying where (line and column, counted in
//! characters from 1) and what was expected there, so that a front end can point at it.

use std::fmt;
use std::iter::Peekable;
use std::str::Chars;
use std::str::FromStr;

use super::tree::{
    LimitError, MAX_DEPTH, MAX_LEAF_VALUE, MAX_NODES, Nested, NodeId, PROBABILITY_SUM_TOLERANCE, Probability, Tree,
};
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
    /// A child: a leaf's number, a node's `(` or a chance node's `[`.
    NumberOrOpening,
    /// Another child or the `closing` of the node (`)`, or `]` at a chance node).
    NumberOpeningOrClosing { closing: char },
    /// A digit after a minus sign or a decimal point.
    Digit,
    /// A blank between a number and the next one (`1-2` is not two leaves).
    Blank,
    /// Nothing more: the tree has ended.
    End,
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expected::NumberOrOpening => f.write_str("a number, '(' or '['"),
            Expected::NumberOpeningOrClosing { closing } => write!(f, "a number, '(', '[' or '{closing}'"),
            Expected::Digit => f.write_str("a digit"),
            Expected::Blank => f.write_str("a space"),
            Expected::End => f.write_str("the end of the text"),
        }
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
    /// The text ended inside the parentheses (or brackets) opened at `opened_at`.
    Unclosed {
        opened_at: TextPosition,
        closing: char,
    },
    /// `()` or `[]`: a node needs a child.
    EmptyParentheses,
    /// A number beyond ±[`MAX_LEAF_VALUE`], as written (its first digits where it is long).
    ValueOutOfRange {
        written: String,
    },
    /// The tree passes a limit at this point.
    Limit(LimitError),
    /// A leaf value with a decimal point: leaves are whole numbers.
    FractionalValue,
    /// `P:` before a child of a MAX or MIN node, whose child is chosen, not drawn.
    ProbabilityOutsideChance,
    /// A probability of 0, or above 1.
    ProbabilityOutOfRange {
        written: String,
    },
    /// Some children of the chance node opened at `opened_at` have a probability and some not.
    ProbabilitiesMissing {
        opened_at: TextPosition,
    },
    /// The probabilities of the chance node opened at `opened_at` sum to `sum`, not 1.
    ProbabilitiesSum {
        opened_at: TextPosition,
        sum: String,
    },
    /// The whole tree in brackets: the root is MAX's move.
    ChanceRoot,
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
            ParseErrorKind::Unclosed { opened_at, closing } => {
                let what = if *closing == ']' { "bracket" } else { "parenthesis" };
                write!(
                    f,
                    "unclosed {what} opened at {opened_at}: '{closing}' expected at {at}, found the end of the text"
                )
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
            ParseErrorKind::FractionalValue => write!(
                f,
                "a decimal number at {at} is a leaf: leaf values are whole numbers \
                 (a probability is written before its child, as in [0.25:3 0.75:5])"
            ),
            ParseErrorKind::ProbabilityOutsideChance => write!(
                f,
                "a probability at {at} in parentheses: only a chance node's children have one, \
                 written in brackets as in [0.25:3 0.75:5]"
            ),
            ParseErrorKind::ProbabilityOutOfRange { written } => {
                write!(f, "the probability {written} at {at} is out of range: a probability is above 0 and at most 1")
            }
            ParseErrorKind::ProbabilitiesMissing { opened_at } => write!(
                f,
                "the chance node opened at {opened_at} gives some children a probability and not others \
                 (at {at}): give each child one, or none for equally likely children"
            ),
            ParseErrorKind::ProbabilitiesSum { opened_at, sum } => {
                write!(f, "the probabilities of the chance node opened at {opened_at} sum to {sum}, not 1")
            }
            ParseErrorKind::ChanceRoot => write!(
                f,
                "the root at {at} is a chance node: the root is MAX's move, so write it in parentheses, \
                 with the chance nodes below it, as in ([3 5] [2 9])"
            ),
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
            Some('(') => self.internal_node(depth, ')').map(|(children, _)| Nested::Node(children)),
            Some('[') => self.chance_node(depth),
            Some(sign_or_digit) if starts_number(sign_or_digit) => self.leaf(),
            _ => Err(self.unexpected(Expected::NumberOrOpening)),
        }
    }

    /// A leaf's value; a probability (a number and `:`) is refused where no chance node is.
    fn leaf(&mut self) -> Result<Nested, ParseError> {
        let starts_at = self.at;
        match self.number()? {
            Number::Whole(value) if self.peek() != Some(':') => Ok(Nested::Leaf(value)),
            Number::Decimal(_) if self.peek() != Some(':') => {
                Err(ParseError { at: starts_at, kind: ParseErrorKind::FractionalValue })
            }
            _ => Err(ParseError { at: starts_at, kind: ParseErrorKind::ProbabilityOutsideChance }),
        }
    }

    /// `[` children `]`, each child with its probability or none with one, the current
    /// character being the `[`.
    fn chance_node(&mut self, depth: u8) -> Result<Nested, ParseError> {
        let opened_at = self.at;
        let (children, probabilities) = self.internal_node(depth, ']')?;
        let given: Vec<Probability> = probabilities.iter().filter_map(|&(_, probability)| probability).collect();
        if given.is_empty() {
            return Ok(Nested::Chance(children, None));
        }
        if let Some(&(missing_at, _)) = probabilities.iter().find(|(_, probability)| probability.is_none()) {
            return Err(ParseError { at: missing_at, kind: ParseErrorKind::ProbabilitiesMissing { opened_at } });
        }
        let sum: f64 = given.iter().map(|probability| probability.get()).sum();
        if (sum - 1.0).abs() > PROBABILITY_SUM_TOLERANCE {
            let sum = format!("{}", (sum * 1e9).round() / 1e9);
            return Err(ParseError { at: opened_at, kind: ParseErrorKind::ProbabilitiesSum { opened_at, sum } });
        }
        Ok(Nested::Chance(children, Some(given)))
    }

    /// The children between the current character, an opening, and `closing`; inside brackets
    /// each with where it starts and the probability written before it, if one is.
    #[expect(clippy::type_complexity, reason = "the two lists are read together, once, by the caller")]
    fn internal_node(
        &mut self,
        depth: u8,
        closing: char,
    ) -> Result<(Vec<Nested>, Vec<(TextPosition, Option<Probability>)>), ParseError> {
        // Its children would sit one level further down.
        if depth >= MAX_DEPTH {
            return Err(self.error(ParseErrorKind::Limit(LimitError::TooDeep)));
        }
        let opened_at = self.at;
        self.advance();
        let mut children = Vec::new();
        let mut probabilities = Vec::new();
        loop {
            self.skip_blanks();
            match self.peek() {
                Some(found) if found == closing && children.is_empty() => {
                    return Err(ParseError { at: opened_at, kind: ParseErrorKind::EmptyParentheses });
                }
                Some(found) if found == closing => {
                    self.advance();
                    return Ok((children, probabilities));
                }
                None => return Err(self.error(ParseErrorKind::Unclosed { opened_at, closing })),
                Some(next) if closing == ']' && starts_number(next) => {
                    let starts_at = self.at;
                    let probability = self.probability_before_child()?;
                    probabilities.push((starts_at, probability));
                    children.push(self.node(depth + 1)?);
                }
                Some(next) if next == '(' || next == '[' || starts_number(next) => {
                    children.push(self.node(depth + 1)?);
                }
                Some(_) if children.is_empty() => return Err(self.unexpected(Expected::NumberOrOpening)),
                Some(_) => return Err(self.unexpected(Expected::NumberOpeningOrClosing { closing })),
            }
        }
    }

    /// Inside brackets, at a number: `P:` read as the next child's probability, or nothing read
    /// where the number is the child itself, a leaf.
    fn probability_before_child(&mut self) -> Result<Option<Probability>, ParseError> {
        let written: String = self.chars.clone().take_while(|&next| next != ':' && !is_separator(next)).collect();
        let colon_follows = self.chars.clone().nth(written.chars().count()) == Some(':');
        if !colon_follows {
            return Ok(None);
        }
        let starts_at = self.at;
        let probability = match self.number()? {
            Number::Whole(whole) => f64::from(whole),
            Number::Decimal(decimal) => decimal,
        };
        // The colon, then the child right after it; a number that stopped short of the colon
        // (`0.5x:3`) is named where it stopped.
        if self.peek() != Some(':') {
            return Err(self.unexpected(Expected::Digit));
        }
        self.advance();
        Probability::new(probability).map(Some).ok_or(ParseError {
            at: starts_at,
            kind: ParseErrorKind::ProbabilityOutOfRange {
                written: written.chars().take(WRITTEN_DIGITS_KEPT).collect(),
            },
        })
    }

    /// A number, the current character being its sign or first digit (or a probability's
    /// decimal point): whole, or with a decimal point.
    fn number(&mut self) -> Result<Number, ParseError> {
        let starts_at = self.at;
        let mut written = String::new();
        let negative = self.peek().is_some_and(is_minus);
        if negative {
            written.push('-');
            self.advance();
        }
        if !self.peek().is_some_and(|next| next.is_ascii_digit() || next == '.') {
            return Err(self.unexpected(Expected::Digit));
        }
        // Saturates rather than overflows: anything past the limit is refused all the same.
        let mut magnitude: i64 = 0;
        let mut decimals = String::new();
        let mut decimal_point = false;
        loop {
            match self.peek() {
                Some(digit @ '0'..='9') => {
                    if decimal_point {
                        decimals.push(digit);
                    } else {
                        magnitude = magnitude.saturating_mul(10).saturating_add(i64::from(digit as u8 - b'0'));
                    }
                    if written.len() < WRITTEN_DIGITS_KEPT {
                        written.push(digit);
                    } else if !written.ends_with('…') {
                        written.push('…');
                    }
                }
                Some('.') if !decimal_point => {
                    decimal_point = true;
                    written.push('.');
                }
                _ => break,
            }
            self.advance();
        }
        if decimal_point {
            if decimals.is_empty() && magnitude == 0 && !written.trim_start_matches('-').starts_with('0') {
                return Err(self.unexpected(Expected::Digit));
            }
            if self.peek().is_some_and(|next| is_minus(next) || next == '.') {
                return Err(self.unexpected(Expected::Blank));
            }
            let text = format!("{}{magnitude}.{decimals}0", if negative { "-" } else { "" });
            return Ok(Number::Decimal(text.parse().unwrap_or(f64::INFINITY)));
        }
        if self.peek().is_some_and(is_minus) {
            return Err(self.unexpected(Expected::Blank));
        }
        match Score::try_from(magnitude) {
            Ok(magnitude) if magnitude <= MAX_LEAF_VALUE => {
                Ok(Number::Whole(if negative { -magnitude } else { magnitude }))
            }
            _ => Err(ParseError { at: starts_at, kind: ParseErrorKind::ValueOutOfRange { written } }),
        }
    }
}

/// A number as written: a leaf's value, or (with its decimal point) a probability.
enum Number {
    Whole(Score),
    Decimal(f64),
}

/// True at a character a number starts with.
fn starts_number(character: char) -> bool {
    is_minus(character) || character.is_ascii_digit() || character == '.'
}

/// True at a character that ends a child's text.
fn is_separator(character: char) -> bool {
    character.is_whitespace() || matches!(character, '(' | ')' | '[' | ']')
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
        let root_at = reader.at;
        let root = reader.node(0)?;
        if matches!(root, Nested::Chance(..)) {
            return Err(ParseError { at: root_at, kind: ParseErrorKind::ChanceRoot });
        }
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
        let chance = self.is_chance(id);
        let given = chance && self.probabilities_given(id);
        f.write_str(if chance { "[" } else { "(" })?;
        for (index, child) in self.children(id).enumerate() {
            if index > 0 {
                f.write_str(" ")?;
            }
            if given {
                // The shortest decimal that reads back as the same number.
                write!(f, "{}:", self.probability(child).get())?;
            }
            self.write_node(child, f)?;
        }
        f.write_str(if chance { "]" } else { ")" })
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
        assert_eq!(error_of("(((-1 x) (2 6)))"), "a number, '(', '[' or ')' expected at column 7, found 'x'");
        assert_eq!(error_of("((x"), "a number, '(' or '[' expected at column 3, found 'x'");
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
        assert_eq!(error_of("(1\n  (2 y))"), "a number, '(', '[' or ')' expected at line 2, column 6, found 'y'");
    }

    #[test]
    fn chance_nodes_read_in_brackets_and_write_back_canonically() {
        for text in ["([3 5] [2 9])", "([0.25:3 0.75:(2 9)])", "([(3 5) (2 9)])", "([0.5:[1 2] 0.5:4] 0)"] {
            assert_eq!(Tree::parse(text).map(|tree| tree.to_string()).as_deref(), Ok(text));
        }
        assert!(error_of("( [ .25:3  0.75 : (2 9) ] )").starts_with("a decimal number at column 12 is a leaf"));
        assert_eq!(
            Tree::parse("([.25:3 0.750:(2 9)])").map(|tree| tree.to_string()),
            Ok("([0.25:3 0.75:(2 9)])".to_owned())
        );
        assert_eq!(Tree::parse("([1:7])").map(|tree| tree.to_string()), Ok("([1:7])".to_owned()));
    }

    #[test]
    fn a_parenthesised_node_is_the_other_player_of_its_nearest_parenthesised_ancestor() {
        use super::super::NodeKind::{Chance, Leaf, Max, Min};
        let kinds = |text: &str| {
            let tree = Tree::parse(text).expect("a tree");
            tree.node_ids().map(|id| tree.kind(id)).collect::<Vec<_>>()
        };
        assert_eq!(kinds("([(3 5) (2 9)])"), [Max, Chance, Min, Min, Leaf, Leaf, Leaf, Leaf]);
        assert_eq!(kinds("([3 5] (2 9))"), [Max, Chance, Min, Leaf, Leaf, Leaf, Leaf]);
        assert_eq!(kinds("([[(1 2)] 3])"), [Max, Chance, Chance, Leaf, Min, Leaf, Leaf]);
        let tree = Tree::parse("([0.25:3 0.75:(2 9)] [4 5])").expect("a tree");
        let probabilities: Vec<f64> = tree.node_ids().map(|id| tree.probability(id).get()).collect();
        assert_eq!(probabilities[3..7], [0.25, 0.75, 0.5, 0.5]);
        assert!(tree.probabilities_given(tree.child(tree.root(), 0).expect("B")));
        assert_eq!(tree.first_chance_node().map(|id| tree.address(id).to_string()).as_deref(), Some("B"));
    }

    #[test]
    fn chance_node_errors_name_the_node_and_the_problem() {
        assert!(error_of("[3 5]").starts_with("the root at column 1 is a chance node: the root is MAX's move"));
        assert!(
            error_of("([0.5:3 0.4:5])")
                .starts_with("the probabilities of the chance node opened at column 2 sum to 0.9, not 1")
        );
        assert!(error_of("([0.5:3 5])").starts_with(
            "the chance node opened at column 2 gives some children a probability and not others (at column 9)"
        ));
        assert!(error_of("(0.5:3 5)").starts_with("a probability at column 2 in parentheses"));
        assert!(error_of("([1.5:3 -0.5:5])").starts_with("the probability 1.5 at column 3 is out of range"));
        assert!(error_of("([0:3 1:5])").starts_with("the probability 0 at column 3 is out of range"));
        assert!(error_of("(3.5 2)").starts_with("a decimal number at column 2 is a leaf"));
        assert_eq!(error_of("([0.5x:3 0.5:4])"), "a digit expected at column 6, found 'x'");
        assert!(error_of("([3 5)").starts_with("a number, '(', '[' or ']' expected at column 6, found ')'"));
        assert!(error_of("([3 5").starts_with("unclosed bracket opened at column 2: ']' expected at column 6"));
        assert!(error_of("([])").starts_with("empty parentheses at column 2"));
        // Rounding in what a student writes passes.
        assert!(Tree::parse("([0.333333:1 0.333333:2 0.333334:3])").is_ok());
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
        fn chance_trees_read_back_as_themselves(nested in crate::games::textbook_tree::tests::any_chance_nested(-99..=99)) {
            let tree = Tree::from_nested(&nested).expect("within the limits");
            let text = tree.to_string();
            prop_assert_eq!(Tree::parse(&text), Ok(tree.clone()));
            prop_assert_eq!(tree.nested(), nested);
        }

        #[test]
        fn texts_of_tree_characters_never_panic(text in "[()\\[\\]0-9 −\n.:-]{0,300}") {
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
