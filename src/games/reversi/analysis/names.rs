//! Opening names: the standard names of Othello openings (Tiger, Rose, Buffalo…), from the table
//! the game ships (`assets/reversi/opening-names.txt`, written here from the Othello literature,
//! each name with where it comes from), recognised as players recognise them.
//!
//! A name belongs to a position, not to a move order: the table's moves only say how to reach
//! it. So a line is named by the positions it passes through, each reduced to one canonical form
//! over the four orientations of the start (the same opening begun on f5, e6, c4 or d3), and a
//! transposition (other moves, or the same ones in another order, to the same position) is named
//! as the table's own line is. The name of a game is that of the deepest named position along
//! its line: the longest named prefix.

use std::collections::HashMap;
use std::fmt;
use std::sync::LazyLock;

use crate::games::reversi::formats::{TranscriptError, parse_transcript_record};
use crate::games::reversi::rules::{Move, Position, Side};

/// Why a table of opening names cannot be read: the line (counted from 1, comments included) and
/// its problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NamesError {
    /// The line is not a name and moves with a tab between them.
    NotNameAndMoves { line: usize, text: String },
    /// Nothing after the moves says where the name comes from (`# source`).
    NoSource { line: usize, name: String },
    /// The moves are not a legal line from the start.
    Moves { line: usize, error: TranscriptError },
    /// No moves at all: the start is no opening.
    NoMoves { line: usize, name: String },
    /// The moves reach a position an earlier line names already (by the same moves, another
    /// order or a mirror image): one position, one name.
    SamePosition { line: usize, name: String, earlier_line: usize, earlier: String },
    /// An earlier line gives the same name.
    RepeatedName { line: usize, name: String, earlier_line: usize },
}

impl fmt::Display for NamesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotNameAndMoves { line, text } => {
                write!(f, "line {line}: `{text}` is not a name, a tab, then the moves")
            }
            Self::NoSource { line, name } => {
                write!(f, "line {line}: {name} does not say where it comes from (`# source` after the moves)")
            }
            Self::Moves { line, error } => write!(f, "line {line}: {error}"),
            Self::NoMoves { line, name } => write!(f, "line {line}: {name} has no moves"),
            Self::SamePosition { line, name, earlier_line, earlier } => {
                write!(f, "line {line}: {name} reaches the position line {earlier_line} names {earlier}")
            }
            Self::RepeatedName { line, name, earlier_line } => {
                write!(f, "line {line}: {name} is named on line {earlier_line} already")
            }
        }
    }
}

/// Its `Display` says the error it holds too: a reader of the chain would read it twice.
impl std::error::Error for NamesError {}

/// One opening of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NamedOpening {
    /// As the literature writes it, alternatives separated by " / ".
    pub name: String,
    /// The table's line to the named position, from the start.
    pub moves: Vec<Move>,
    /// Where the name comes from, as the table says.
    pub source: String,
}

/// The name a line has reached: the opening of its deepest named position, and how many plies
/// of the line lead there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineName<'a> {
    pub opening: &'a NamedOpening,
    pub plies: usize,
}

/// A position as the same value in each of the four orientations of the start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Canonical {
    black: u64,
    white: u64,
    side_to_move: Side,
}

/// The board's symmetries that leave the standard start as it is, as indices into the eight
/// images of [`symmetries`](crate::games::reversi::rules::symmetries): the identity,
/// the half turn and the mirrors in the two diagonals. The other four swap the colours of the
/// centre, so no line from the start plays out in their orientations.
const START_SYMMETRIES: [usize; 4] = [0, 3, 4, 7];

impl Canonical {
    /// The least of the position's four images.
    fn of(position: &Position) -> Self {
        let (black, white) = super::least_image(position, &START_SYMMETRIES);
        Self { black, white, side_to_move: position.side_to_move() }
    }
}

/// A table of opening names, indexed by the canonical form of every position on its lines.
#[derive(Clone, Debug, Default)]
pub struct OpeningNames {
    openings: Vec<NamedOpening>,
    /// Every position the table's lines pass through, with the opening that names it if one
    /// does: the others are on the way to a named one.
    positions: HashMap<Canonical, Option<usize>>,
}

impl OpeningNames {
    /// Reads a table: one opening a line, its name, a tab, its moves as a transcript from the
    /// start, then `#` and where the name comes from. Blank lines and lines starting with `#` are
    /// comments.
    pub fn read(text: &str) -> Result<Self, NamesError> {
        let mut names = Self::default();
        let mut lines_of_openings = Vec::new();
        for (line, text) in (1..).zip(text.lines()) {
            let trimmed = text.trim();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            let not_name_and_moves = || NamesError::NotNameAndMoves { line, text: trimmed.to_owned() };
            let (entry, source) = trimmed.split_once('#').unwrap_or((trimmed, ""));
            let (name, moves) = entry.split_once('\t').ok_or_else(not_name_and_moves)?;
            let (name, moves, source) = (name.trim(), moves.trim(), source.trim());
            if name.is_empty() || moves.is_empty() {
                return Err(not_name_and_moves());
            }
            if source.is_empty() {
                return Err(NamesError::NoSource { line, name: name.to_owned() });
            }
            let record = parse_transcript_record(Position::initial(), moves)
                .map_err(|error| NamesError::Moves { line, error })?;
            if let Some(earlier) = names.openings.iter().position(|opening| opening.name == name) {
                let earlier_line = lines_of_openings[earlier];
                return Err(NamesError::RepeatedName { line, name: name.to_owned(), earlier_line });
            }
            let index = names.openings.len();
            let positions = record.positions();
            let (named, on_the_way) = match positions.split_last() {
                Some((named, on_the_way)) if !record.moves().is_empty() => (named, on_the_way),
                _ => return Err(NamesError::NoMoves { line, name: name.to_owned() }),
            };
            for position in on_the_way {
                names.positions.entry(Canonical::of(position)).or_insert(None);
            }
            let slot = names.positions.entry(Canonical::of(named)).or_insert(None);
            if let Some(earlier) = *slot {
                return Err(NamesError::SamePosition {
                    line,
                    name: name.to_owned(),
                    earlier_line: lines_of_openings[earlier],
                    earlier: names.openings[earlier].name.clone(),
                });
            }
            *slot = Some(index);
            let moves = record.moves().iter().map(|recorded| recorded.mv).collect();
            names.openings.push(NamedOpening { name: name.to_owned(), moves, source: source.to_owned() });
            lines_of_openings.push(line);
        }
        Ok(names)
    }

    /// Every opening of the table, in its order.
    pub fn openings(&self) -> &[NamedOpening] {
        &self.openings
    }

    /// The opening whose position this is, in any orientation of the start.
    pub fn name_of(&self, position: &Position) -> Option<&NamedOpening> {
        let index = (*self.positions.get(&Canonical::of(position))?)?;
        self.openings.get(index)
    }

    /// Whether a named line passes through this position (or ends on it).
    pub fn is_on_a_named_line(&self, position: &Position) -> bool {
        self.positions.contains_key(&Canonical::of(position))
    }

    /// The name of a line given as its positions, `line[0]` where it starts and `line[i]` after
    /// `i` plies: the deepest named one.
    pub fn name_of_line(&self, line: &[Position]) -> Option<LineName<'_>> {
        line.iter()
            .enumerate()
            .rev()
            .find_map(|(plies, position)| self.name_of(position).map(|opening| LineName { opening, plies }))
    }

    /// The name the line `line` would have after one more move, to `next`, if that move keeps it
    /// on a named line: the opening it leads to, or the line's own name where it stays on the way
    /// to a deeper one. `None` off every named line.
    pub fn name_after(&self, line: &[Position], next: &Position) -> Option<&NamedOpening> {
        if let Some(opening) = self.name_of(next) {
            return Some(opening);
        }
        if !self.is_on_a_named_line(next) {
            return None;
        }
        self.name_of_line(line).map(|named| named.opening)
    }
}

/// The table the game ships. Checked by the tests; were it unreadable all the same, the game
/// would say so once and name nothing.
pub fn shipped() -> &'static OpeningNames {
    static NAMES: LazyLock<OpeningNames> = LazyLock::new(|| {
        OpeningNames::read(include_str!("../../../../assets/reversi/opening-names.txt")).unwrap_or_else(|error| {
            eprintln!("warning: the table of opening names is unreadable ({error}); openings go unnamed");
            OpeningNames::default()
        })
    });
    &NAMES
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::reversi::formats::format_transcript;
    use crate::games::reversi::rules::Square;
    use crate::games::reversi::rules::symmetries;

    /// The positions of `transcript` from the start, the start first.
    fn line(transcript: &str) -> Vec<Position> {
        parse_transcript_record(Position::initial(), transcript).expect("a legal line").positions()
    }

    fn name_of_line(transcript: &str) -> Option<(&'static str, usize)> {
        shipped().name_of_line(&line(transcript)).map(|named| (named.opening.name.as_str(), named.plies))
    }

    /// `square` in orientation `image` of the start: the identity, the half turn, the mirror in
    /// the a1-h8 diagonal, the mirror in the a8-h1 diagonal.
    fn turned(square: Square, image: usize) -> Square {
        let (column, row) = (square.column(), square.row());
        let (column, row) = match image {
            0 => (column, row),
            1 => (7 - column, 7 - row),
            2 => (row, column),
            _ => (7 - row, 7 - column),
        };
        Square::from_coords(column, row).expect("on the board")
    }

    fn turned_moves(moves: &[Move], image: usize) -> Vec<Move> {
        moves
            .iter()
            .map(|mv| match *mv {
                Move::Place(square) => Move::Place(turned(square, image)),
                Move::Pass => Move::Pass,
            })
            .collect()
    }

    #[test]
    fn the_start_symmetries_are_the_four_that_keep_the_start() {
        let start = Position::initial();
        let (black, white) = (symmetries(start.discs(Side::Black).0), symmetries(start.discs(Side::White).0));
        let keeping: Vec<usize> = (0..8)
            .filter(|&image| (black[image], white[image]) == (start.discs(Side::Black).0, start.discs(Side::White).0))
            .collect();
        assert_eq!(keeping, START_SYMMETRIES);
    }

    #[test]
    fn the_shipped_table_is_long_and_every_line_is_named_by_its_own_moves() {
        let openings = shipped().openings();
        assert!(openings.len() >= 70, "{} openings", openings.len());
        for opening in openings {
            assert!(!opening.source.is_empty(), "{}", opening.name);
            let moves = format_transcript(&opening.moves);
            let named = shipped().name_of_line(&line(&moves)).expect("named");
            assert_eq!((named.opening, named.plies), (opening, opening.moves.len()), "{}: {moves}", opening.name);
        }
    }

    #[test]
    fn the_table_reads_back_from_its_own_text() {
        // The shipped table is read as any other: no name fell back to an empty table.
        let text = include_str!("../../../../assets/reversi/opening-names.txt");
        let read = OpeningNames::read(text).expect("the shipped table reads");
        assert_eq!(read.openings(), shipped().openings());
        let names: Vec<&str> = read.openings().iter().map(|opening| opening.name.as_str()).collect();
        for expected in ["Tiger", "Rose", "Buffalo / Kenichi Variation", "Heath / Tobidashi", "Cow", "Rabbit"] {
            assert!(names.contains(&expected), "{expected} not among {names:?}");
        }
    }

    #[test]
    fn the_same_line_in_every_orientation_gets_the_same_name() {
        for opening in shipped().openings() {
            for image in 0..4 {
                let moves = format_transcript(&turned_moves(&opening.moves, image));
                let named = shipped().name_of_line(&line(&moves)).expect("named");
                assert_eq!(named.opening, opening, "{moves} in orientation {image}");
                assert_eq!(named.plies, opening.moves.len());
            }
        }
        // Gatliff's catalogue writes its lines from c4: c4 e3 f6 e6 f5 is its Tiger.
        assert_eq!(name_of_line("c4e3f6e6f5"), Some(("Tiger", 5)));
        assert_eq!(name_of_line("e6f4c3c4d3"), name_of_line("f5d6c3d3c4"));
        assert_eq!(name_of_line("d3c5f6f5e6"), name_of_line("f5d6c3d3c4"));
    }

    #[test]
    fn a_transposition_gets_the_name_of_the_position_it_reaches() {
        // Black's c3 and c4 swapped.
        assert_eq!(name_of_line("f5d6c4d3c3"), Some(("Tiger", 5)));
        // Through the parallel opening to the diagonal family's Cow, and to Leader's Tiger.
        assert_eq!(name_of_line("f5f6e6f4e3"), Some(("Cow", 5)));
        assert_eq!(name_of_line("f5f4e3f6e6"), Some(("Cow", 5)));
        assert_eq!(name_of_line("f5f4"), Some(("Parallel Opening", 2)));
        assert_eq!(name_of_line("f5f4c3c4d3d6e6"), Some(("Leader's Tiger", 7)));
    }

    #[test]
    fn the_longest_named_prefix_names_the_line() {
        assert_eq!(name_of_line("f5d6"), Some(("Perpendicular Opening", 2)));
        assert_eq!(name_of_line("f5d6c3d3"), Some(("Perpendicular Opening", 2)));
        assert_eq!(name_of_line("f5d6c3d3c4f4c5b3c2"), Some(("Rose-Bill", 9)));
        assert_eq!(name_of_line("f5d6c3d3c4f4c5b3c2e6"), Some(("Tamenori", 10)));
        assert_eq!(name_of_line("f5d6c3d3c4f4c5b3c2e3"), Some(("Rose-Bill", 9)), "e3 leaves every named line");
        assert_eq!(name_of_line("f5d6c3d3c4f4f6f3"), Some(("Comp'Oth", 8)));
        assert_eq!(name_of_line("f5d6c3d3c4f4f6f3e6e7"), Some(("Comp'Oth", 8)), "on the way to the F.A.T. Draw");
        assert_eq!(name_of_line("f5"), None);
        assert_eq!(name_of_line(""), None);
    }

    #[test]
    fn a_move_leads_to_a_name_or_stays_on_a_named_line() {
        let names = shipped();
        let after = |transcript: &str, next: &str| {
            let positions = line(transcript);
            let next = line(&[transcript, next].concat()).pop().expect("a position");
            names.name_after(&positions, &next).map(|opening| opening.name.as_str())
        };
        assert_eq!(after("f5d6c3d3", "c4"), Some("Tiger"));
        assert_eq!(after("f5d6c3", "d3"), Some("Perpendicular Opening"), "on the way to the Tiger");
        assert_eq!(after("f5d6c3d3c4", "f4"), Some("Tiger"), "on the way to Stephenson and others");
        assert_eq!(after("f5d6c3d3c4", "b3"), Some("Aubrey / Tanaka"));
        assert_eq!(after("f5d6c3d3c4", "g6"), None, "no named line goes there");
    }

    #[test]
    fn a_bad_table_names_the_line_and_the_problem() {
        let cases = [
            (
                "# fine\nTiger\tf5d6c3d3c4  # a book\nBroken f5d6  # a book",
                "line 3: `Broken f5d6  # a book` is not a name",
            ),
            ("Tiger\tf5d6c3d3c4", "line 1: Tiger does not say where it comes from"),
            ("Tiger\tf5d6c3d3c4  #  ", "line 1: Tiger does not say where it comes from"),
            ("\n\nOdd\tf5d6z9  # a book", "line 3: 'z9' is not a square"),
            ("Odd\tf5f5  # a book", "line 1: move 2 (f5) is illegal at ply 2"),
            ("\t f5d6  # a book", "line 1: `f5d6  # a book` is not a name"),
            ("Nothing\t1.  # a book", "line 1: Nothing has no moves"),
            ("Pass\t--  # a book", "line 1: move 1 (--) is illegal"),
            (
                "Tiger\tf5d6c3d3c4  # a\nTiger again\tf5d6c4d3c3  # b",
                "line 2: Tiger again reaches the position line 1 names Tiger",
            ),
            (
                "Tiger\tf5d6c3d3c4  # a\nMirror\te6f4c3c4d3  # b",
                "line 2: Mirror reaches the position line 1 names Tiger",
            ),
            ("Tiger\tf5d6c3d3c4  # a\nTiger\tf5d6  # b", "line 2: Tiger is named on line 1 already"),
        ];
        for (text, message) in cases {
            let error = OpeningNames::read(text).expect_err(text).to_string();
            assert!(error.starts_with(message), "{text:?}: {error}");
        }
        assert!(matches!(OpeningNames::read("Odd\tf5f5 # x"), Err(NamesError::Moves { line: 1, .. })));
        assert_eq!(
            OpeningNames::read("Tiger\tf5d6c3d3c4").expect_err("no source"),
            NamesError::NoSource { line: 1, name: "Tiger".into() }
        );
        assert!(OpeningNames::read("# only comments\n\n").expect("an empty table").openings().is_empty());
    }
}
