//! The opening book: positions the project's own deep searches have valued, so that the strong
//! levels play their openings at once and keep their clock for later.
//!
//! A position is stored once for all its mirror images, as its least image under the board's
//! eight symmetries (side to move first, so the colours do not matter); its best move out of the
//! book is stored in that image and turned back into the position's own orientation when read.
//! The moves of a book position are found by playing each legal move and looking the result up:
//! a book position's value is the best of its moves' (negamax), each either a book position's
//! value seen from the other side, or the one best move that leaves the book, valued by the
//! search that built it. The book is built by `analysis::book`; its file format is [`format`].

pub mod format;

use std::collections::HashMap;
use std::sync::LazyLock;
use web_time::Instant;

use serde::{Deserialize, Serialize};

use crate::engine::{Game, RootMove, Score, SearchInfo, Selectivity, proven_margin};
use crate::games::random::{SplitMix64, mix64};
use crate::games::reversi::eval::SCORE_PER_DISC;
use crate::games::reversi::rules::{
    Bitboard, Move, Position, Side, Square, inverse_image, least_image, margin_score, square_image,
};

pub use format::{BookError, VERSION};

/// A position as the book keys it: the side to move's discs and the other side's, in the least
/// of their eight images.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BookKey {
    pub player: u64,
    pub opponent: u64,
}

const ALL_IMAGES: [usize; 8] = [0, 1, 2, 3, 4, 5, 6, 7];

/// The key of the position whose sides are `player` (to move) and `opponent`, and the image that
/// turns the position into it.
fn reduce(player: u64, opponent: u64) -> (BookKey, usize) {
    let ((player, opponent), image) = least_image(player, opponent, &ALL_IMAGES);
    (BookKey { player, opponent }, image)
}

impl BookKey {
    pub fn of(position: &Position) -> Self {
        reduce(position.player().0, position.opponent().0).0
    }

    /// The stored image as a position (colours are not kept: Black is the side to move).
    pub fn position(&self) -> Position {
        Position::from_sides(Bitboard(self.player), Bitboard(self.opponent), Side::Black)
            .unwrap_or_else(Position::initial)
    }
}

/// What the book knows of one position. Values are in hundredths of a disc, for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookEntry {
    /// The best of its moves' values (book children seen from this side, and the move out).
    pub value: i16,
    /// `value` is the game's exact result with best play.
    pub exact: bool,
    /// How deep and how sure the searches its value rests on were (those at the book's leaves).
    pub searched: Searched,
    /// The best move that does not lead into the book, in the stored image; `None` where every
    /// move does, or the game is over.
    pub leaf_move: Option<Square>,
    /// That move's value, from the search `searched`.
    pub leaf_value: i16,
    pub leaf_exact: bool,
    /// Self-play games that passed through the position (0 where the book was built without).
    pub games: u32,
    /// Their points for the side to move: 2 a win, 1 a draw.
    pub points: u32,
}

impl BookEntry {
    /// A position whose value is its own: a leaf of the book, valued by its search's best move
    /// (`leaf_move`), or a finished game (no move); no self-play games yet.
    pub fn leaf(value: i16, exact: bool, searched: Searched, leaf_move: Option<Square>) -> Self {
        Self { value, exact, searched, leaf_move, leaf_value: value, leaf_exact: exact, games: 0, points: 0 }
    }
}

/// How deep and how sure the searches behind a book value were: "depth 16 @ 95 %".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Searched {
    pub depth: u8,
    pub selectivity: Selectivity,
}

impl Searched {
    /// At least as telling as `other`: deeper, or as deep and at least as sure. (A deeper
    /// selective search is worth more than a shallower full-width one: that is why the top level
    /// searches selectively.)
    pub fn covers(self, other: Searched) -> bool {
        (self.depth, self.selectivity.percent()) >= (other.depth, other.selectivity.percent())
    }
}

/// `16 @ 95 %`, or `10` for a full-width search: a depth as Edax and Egaroucid write it.
impl std::fmt::Display for Searched {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.depth)?;
        if !self.selectivity.is_full() {
            write!(f, " @ {}", self.selectivity)?;
        }
        Ok(())
    }
}

/// How a book was built (or last extended): what `book stats` reports.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BuildParameters {
    /// Plies from the start expanded.
    pub plies: u8,
    /// How deep and how sure each leaf's search was.
    pub searched: Searched,
    /// Moves within this many hundredths of a disc of the best were expanded.
    pub margin: u16,
}

/// A book: positions by key.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Book {
    entries: HashMap<BookKey, BookEntry>,
    pub built: BuildParameters,
    /// Self-play games counted into the entries.
    pub games: u32,
}

/// A move the book values, from a book position, in that position's orientation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookMove {
    pub mv: Move,
    /// For the side that plays it, in hundredths of a disc.
    pub value: i16,
    pub exact: bool,
    pub searched: Searched,
    /// It leads to a book position; else it is the best move out of the book.
    pub in_book: bool,
    /// Self-play games that played it, and their points for the side that played it (2 a win).
    pub games: u32,
    pub points: u32,
}

/// [`BookPlay::Varied`] plays any move within this many hundredths of a disc of the book's best,
/// one chosen from the seed, so that games from the same start differ.
pub const PLAY_MARGIN: i16 = 100;

/// How a player answers from the opening book while the position is in it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BookPlay {
    /// It searches every move.
    #[default]
    Off,
    /// Any book move within [`PLAY_MARGIN`] of the best, chosen from the seed, so that its
    /// openings vary (levels 7 to 9).
    Varied,
    /// The book's best move, the seed choosing only among equals, within the plies the book was
    /// built to (the top level: its own second looks about as deep as the book, so a near-best
    /// move would give away what the book saves; docs/strength.md and the CHANGELOG have the
    /// matches).
    Best,
}

impl BookPlay {
    /// How far below the book's best a move it plays may be; `None` when it plays no book move.
    pub const fn margin(self) -> Option<i16> {
        match self {
            Self::Off => None,
            Self::Varied => Some(PLAY_MARGIN),
            Self::Best => Some(0),
        }
    }
}

impl Book {
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, BookError> {
        format::from_bytes(bytes)
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        format::to_bytes(self)
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn get(&self, position: &Position) -> Option<&BookEntry> {
        self.entries.get(&BookKey::of(position))
    }

    pub fn contains(&self, position: &Position) -> bool {
        self.entries.contains_key(&BookKey::of(position))
    }

    /// Every position, with its entry, in the stored image (no order).
    pub fn entries(&self) -> impl Iterator<Item = (Position, &BookEntry)> {
        self.entries.iter().map(|(key, entry)| (key.position(), entry))
    }

    /// Stores `entry` for `position`, its best move out given in `position`'s orientation.
    pub fn insert(&mut self, position: &Position, entry: BookEntry) {
        let (key, image) = reduce(position.player().0, position.opponent().0);
        let leaf_move = entry.leaf_move.map(|square| square_image(square, image));
        self.entries.insert(key, BookEntry { leaf_move, ..entry });
    }

    /// The entry of `position` with its best move out turned into `position`'s orientation.
    pub fn entry(&self, position: &Position) -> Option<BookEntry> {
        let (key, image) = reduce(position.player().0, position.opponent().0);
        let entry = *self.entries.get(&key)?;
        let leaf_move = entry.leaf_move.map(|square| square_image(square, inverse_image(image)));
        Some(BookEntry { leaf_move, ..entry })
    }

    /// The best move out of the book at `position`, whose `entry` the book holds: none where a
    /// later expansion brought that move's position into the book (through a transposition, or
    /// a followed line), which then values it as a book position.
    pub fn way_out(&self, position: &Position, entry: &BookEntry) -> Option<Square> {
        entry.leaf_move.filter(|&square| !self.contains(&position.play_unchecked(Move::Place(square))))
    }

    /// The moves the book values at `position`, best first (none where it is not a book
    /// position): each move to a book position, and the best move out of the book.
    pub fn moves(&self, position: &Position) -> Vec<BookMove> {
        let Some(entry) = self.entry(position) else { return Vec::new() };
        let mut moves: Vec<BookMove> = position
            .moves()
            .into_iter()
            .filter_map(|mv| {
                let child = self.get(&position.play_unchecked(mv))?;
                Some(BookMove {
                    mv,
                    value: child.value.saturating_neg(),
                    exact: child.exact,
                    searched: child.searched,
                    in_book: true,
                    games: child.games,
                    points: (2 * child.games).saturating_sub(child.points),
                })
            })
            .collect();
        if let Some(square) = self.way_out(position, &entry) {
            moves.push(BookMove {
                mv: Move::Place(square),
                value: entry.leaf_value,
                exact: entry.leaf_exact,
                searched: entry.searched,
                in_book: false,
                games: 0,
                points: 0,
            });
        }
        moves.sort_by_key(|book_move| std::cmp::Reverse(book_move.value));
        moves
    }

    /// The move to play at `position` and the book's answer as a search's: a move within
    /// `margin` hundredths of a disc of the best, chosen from `seed` and the position; its
    /// value, the book line after it, every move the book values. `None` where the position is
    /// not in the book.
    pub fn reply(&self, position: &Position, seed: u64, margin: i16) -> Option<SearchInfo<Move>> {
        let started = Instant::now();
        let moves = self.moves(position);
        let best = moves.first()?.value;
        let near: Vec<&BookMove> = moves.iter().filter(|book_move| book_move.value >= best - margin).collect();
        let mut rng = SplitMix64::new(mix64(position.hash() ^ seed));
        let chosen = **rng.pick(&near)?;
        Some(SearchInfo {
            depth: u32::from(chosen.searched.depth),
            selectivity: chosen.searched.selectivity,
            nodes: 0,
            elapsed: started.elapsed(),
            score: book_score(chosen.value, chosen.exact),
            best_move: Some(chosen.mv),
            pv: self.line(position, chosen.mv),
            root_moves: moves
                .iter()
                .map(|book_move| RootMove {
                    mv: book_move.mv,
                    score: book_score(book_move.value, book_move.exact),
                    exact: true,
                })
                .collect(),
            finished: true,
            solved: chosen.exact,
        })
    }

    /// `first`, then the book's best move at each position after it while there is one.
    pub fn line(&self, position: &Position, first: Move) -> Vec<Move> {
        let mut line = vec![first];
        let mut position = position.play_unchecked(first);
        while let Some(best) = self.moves(&position).first().filter(|_| line.len() < 60) {
            line.push(best.mv);
            position = position.play_unchecked(best.mv);
        }
        line
    }
}

/// A book value as the engine scores: the learned evaluation's thousandths of a disc, or a
/// proven result's score where it is exact.
pub fn book_score(value: i16, exact: bool) -> Score {
    if exact { margin_score(i32::from(value) / 100) } else { i32::from(value) * SCORE_PER_DISC / 100 }
}

/// An engine score as a book value: hundredths of a disc, and whether it is exact.
pub fn book_value(score: Score) -> (i16, bool) {
    match proven_margin(score) {
        Some(margin) => ((margin * 100).clamp(-6400, 6400) as i16, true),
        None => ((i64::from(score) * 100 / i64::from(SCORE_PER_DISC)).clamp(-6400, 6400) as i16, false),
    }
}

/// The file of the book the game ships, built into the binary.
pub const SHIPPED_BYTES: &[u8] = include_bytes!("../../../../../assets/reversi/book.bin");

/// The book the game ships (`assets/reversi/book.bin`). Checked by the tests; were it damaged
/// all the same, the program says so once and plays without a book.
pub fn shipped() -> &'static Book {
    static BOOK: LazyLock<Book> = LazyLock::new(|| {
        Book::from_bytes(SHIPPED_BYTES).unwrap_or_else(|error| {
            eprintln!("warning: the opening book is unreadable ({error}); the AI plays without it");
            Book::default()
        })
    });
    &BOOK
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::reversi::formats::parse_transcript_record;
    use crate::games::reversi::rules::symmetries;
    use crate::games::reversi::{AiSettings, Level, think};
    use std::sync::atomic::AtomicBool;

    fn after(moves: &str) -> Position {
        *parse_transcript_record(Position::initial(), moves).expect("a legal line").positions().last().expect("one")
    }

    /// `position` turned by `image`, the same side to move.
    fn turned(position: &Position, image: usize) -> Position {
        let (black, white) = (position.discs(Side::Black).0, position.discs(Side::White).0);
        let (black, white) = (symmetries(black)[image], symmetries(white)[image]);
        Position::from_sides(Bitboard(black), Bitboard(white), position.side_to_move()).expect("no overlap")
    }

    #[test]
    fn deeper_searches_cover_shallower_ones_and_surer_ones_less_sure_ones_as_deep() {
        let searched = |depth, percent| Searched { depth, selectivity: Selectivity::of(percent) };
        assert!(searched(16, 95).covers(searched(16, 95)));
        assert!(searched(16, 95).covers(searched(14, 100)), "deeper, though selective");
        assert!(searched(16, 100).covers(searched(16, 95)));
        assert!(!searched(16, 95).covers(searched(16, 100)), "as deep but less sure");
        assert!(!searched(14, 100).covers(searched(16, 73)));
        assert_eq!((searched(16, 95).to_string(), searched(10, 100).to_string()), ("16 @ 95 %".into(), "10".into()));
    }

    #[test]
    fn a_position_is_found_in_all_eight_orientations_with_its_move_turned_alike() {
        let position = after("f5d6c3d3c4");
        let leaf: Square = "f4".parse().expect("a square");
        assert!(position.is_legal(Move::Place(leaf)));
        let mut book = Book::default();
        let entry = BookEntry {
            value: 120,
            exact: false,
            searched: Searched { depth: 10, selectivity: Selectivity::FULL },
            leaf_move: Some(leaf),
            leaf_value: 120,
            leaf_exact: false,
            games: 0,
            points: 0,
        };
        // Stored from one orientation, read from every one.
        book.insert(&turned(&position, 5), BookEntry { leaf_move: Some(square_image(leaf, 5)), ..entry });
        assert_eq!(book.len(), 1);
        for image in 0..8 {
            let seen = turned(&position, image);
            let found = book.entry(&seen).expect("in the book");
            let expected = square_image(leaf, image);
            assert_eq!(found.leaf_move, Some(expected), "image {image}");
            assert!(seen.is_legal(Move::Place(expected)), "image {image}");
            let moves = book.moves(&seen);
            assert_eq!(moves.iter().map(|book_move| book_move.mv).collect::<Vec<_>>(), [Move::Place(expected)]);
            let reply = book.reply(&seen, image as u64, PLAY_MARGIN).expect("a reply");
            assert_eq!(reply.best_move, Some(Move::Place(expected)));
            assert_eq!(reply.nodes, 0);
        }
        assert!(book.entry(&position.play_unchecked(Move::Place(leaf))).is_none());
    }

    #[test]
    fn a_book_position_offers_its_children_and_its_way_out_best_first() {
        let start = Position::initial();
        let mut book = Book::default();
        let entry = |value, leaf: Option<&str>| BookEntry {
            value,
            exact: false,
            searched: Searched { depth: 8, selectivity: Selectivity::of(95) },
            leaf_move: leaf.map(|square| square.parse().expect("a square")),
            leaf_value: value,
            leaf_exact: false,
            games: 4,
            points: 3,
        };
        book.insert(&start, entry(0, None));
        let f5 = after("f5");
        book.insert(&f5, BookEntry { leaf_value: -300, ..entry(-50, Some("d6")) });
        // f5's position is d3's, c4's and e6's too: four book moves at the start.
        let moves = book.moves(&start);
        assert_eq!(moves.len(), 4);
        assert!(moves.iter().all(|book_move| book_move.value == 50 && book_move.in_book && book_move.games == 4));
        assert!(moves.iter().all(|book_move| book_move.points == 5), "the mover's points: 8 less the child's 3");
        let at_f5 = book.moves(&f5);
        assert_eq!(at_f5.len(), 1);
        assert_eq!((at_f5[0].mv.to_string(), at_f5[0].value, at_f5[0].in_book), ("d6".to_owned(), -300, false));
        // The four equal moves are all played, by the seed, even where only the best is.
        for margin in [0, PLAY_MARGIN] {
            let played: std::collections::HashSet<Move> =
                (0..40).filter_map(|seed| book.reply(&start, seed, margin)?.best_move).collect();
            assert_eq!(played.len(), 4, "margin {margin}");
        }
        assert_eq!(book.line(&start, Move::Place("e6".parse().expect("a square"))).len(), 2);
    }

    #[test]
    fn the_shipped_book_reads_and_holds_the_start() {
        let book = Book::from_bytes(SHIPPED_BYTES).expect("the shipped book reads");
        assert_eq!(&book, shipped());
        assert!(book.len() > 20, "{} positions", book.len());
        assert!(book.built.plies >= 6 && book.built.searched.depth >= 8, "{:?}", book.built);
        let start = book.entry(&Position::initial()).expect("the start is in the book");
        assert!(start.value.abs() < 300, "the start is about even: {}", start.value);
        for (position, entry) in book.entries() {
            let moves = book.moves(&position);
            if let Some(best) = moves.first() {
                assert_eq!(best.value, entry.value, "the value is its best move's (negamax) at {position:?}");
            }
            assert!(moves.iter().all(|book_move| position.is_legal(book_move.mv)));
        }
    }

    #[test]
    fn levels_7_up_play_their_openings_from_the_book_the_top_one_its_best_move_and_the_others_search() {
        let start = Position::initial();
        let never = AtomicBool::new(false);
        // The first book position along the book's lines (breadth first from the start) with a
        // best move and a worse one within the margin.
        let has_choice = |position: &Position| {
            let moves = shipped().moves(position);
            moves.len() > 1 && moves[0].value > moves[1].value && moves[1].value >= moves[0].value - PLAY_MARGIN
        };
        let mut queue = std::collections::VecDeque::from([start]);
        let choice = std::iter::from_fn(|| {
            let position = queue.pop_front()?;
            let into_book = shipped().moves(&position).into_iter().filter(|book_move| book_move.in_book);
            queue.extend(into_book.map(|book_move| position.play_unchecked(book_move.mv)));
            Some(position)
        })
        // Transpositions come round again; the first few plies hold far fewer positions.
        .take(1000)
        .find(|position| position.discs_placed() > 0 && has_choice(position))
        .expect("the shipped book offers a near-best move early on");
        let best = shipped().moves(&choice)[0].mv;
        let played_by = |number: u8, position: &Position| {
            let level = Level::get(number).expect("a level");
            let mut played = std::collections::HashSet::new();
            for seed in 0..16 {
                let mut settings = level.settings(1);
                settings.variety.seed = seed;
                let info = think(position, &settings, false, &never, &mut |_| {});
                let mv = info.best_move.expect("a move");
                assert_eq!(info.nodes, 0, "level {number} searched");
                assert!(shipped().moves(position).iter().any(|book_move| book_move.mv == mv));
                played.insert(mv);
            }
            played
        };
        for number in [7, 9, 10] {
            assert!(played_by(number, &start).len() > 1, "the seed varies the book's equal first moves");
            // Asked for every move's score (the hints), it searches.
            let level = Level::get(number).expect("a level");
            let shallow = AiSettings { max_depth: 2, time_limit_ms: 0, ..level.settings(1) };
            let scored = think(&start, &shallow, true, &never, &mut |_| {});
            assert!(scored.nodes > 0 && scored.root_moves.len() == 4);
        }
        assert!(played_by(9, &choice).len() > 1, "level 9 also plays the near-best move");
        assert_eq!(played_by(10, &choice), [best].into(), "the top level plays the best alone");
        let club = think(&start, &Level::get(4).expect("level 4").settings(1), false, &never, &mut |_| {});
        assert!(club.nodes > 0, "level 4 has no book");
    }
}
