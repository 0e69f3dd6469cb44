//! Building the opening book ([`crate::games::reversi::search::book`]) with the engine's own
//! searches, as Edax's "deviate" does: from the start, search each position deeply with every
//! move scored, expand the best move and every other within a margin of it, down to a number of
//! plies; each position at that depth gets a search of its own for its best move. Values are then
//! backed up from the leaves by negamax. Extending a book runs the same expansion over it, with
//! more plies, a wider margin or deeper searches, and can follow given lines (the named openings)
//! wherever they go; self-play games through the book count, for each position, how often the
//! side to move went on to win.
//!
//! The searches run on every thread given, and the book comes out the same on any number of
//! them: the expansion is walked in passes over a copy of the book, each pass taking the
//! searches the earlier passes found and asking for those it lacks, which then run side by side
//! (each on one thread, so each gives what it would alone). The pass that lacks none is the
//! expansion as one thread would run it.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;

use crate::engine::{Score, SearchInfo, Selectivity};
use crate::games::reversi::eval::Weights;
use crate::games::reversi::rules::{Move, Position, Side};
use crate::games::reversi::search::book::{
    Book, BookEntry, BookKey, BookPlay, BuildParameters, PLAY_MARGIN, Searched, book_value,
};
use crate::games::reversi::search::{AiSettings, Variety, think};

/// How far and how deep to build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookPlan {
    /// Plies from the start to expand.
    pub plies: u8,
    /// Depth and selectivity of every search.
    pub searched: Searched,
    /// Moves within this many hundredths of a disc of the best are expanded.
    pub margin: u16,
}

/// How a build stands, told after every search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BuildProgress {
    /// Searches run, with those an early pass asked for that the finished expansion did not
    /// need (a pass walks on past the searches it lacks).
    pub searches: u64,
    pub nodes: u64,
    /// Positions in the book.
    pub positions: usize,
    /// The ply of the position just searched.
    pub ply: u8,
}

/// The searches a build runs: the learned evaluation at the plan's depth and selectivity, one
/// thread, no clock, never an exact solve (no opening reaches one), and never the book itself.
fn build_settings(searched: Searched) -> AiSettings {
    AiSettings {
        max_depth: u32::from(searched.depth),
        selectivity: searched.selectivity,
        time_limit_ms: 0,
        exact_endgame_empties: 0,
        weights: Weights::learned(),
        threads: 1,
        variety: Variety::NONE,
        book: BookPlay::Off,
        ..AiSettings::default()
    }
}

/// The search `position` gets under a plan of `searched`: its depth, or one ply deeper where
/// that puts the horizon on an even number of discs, so that the same side moves at the horizon
/// of every search in the book. An evaluation at the horizon favours the side that has just
/// moved: on the midgame positions of the benchmarks, the same search scores the root's mover
/// 2 to 3 discs higher at an odd depth than at the even depths either side (depths 12 to 15),
/// and a backed-up negamax over values of both parities would prefer lines for where their
/// leaves fall rather than for what they are worth.
fn searched_for(searched: Searched, position: &Position) -> Searched {
    let odd = (position.disc_count() + u32::from(searched.depth)) % 2 == 1;
    Searched { depth: searched.depth + u8::from(odd), ..searched }
}

/// A position the book holds from `kept` needs no new search of `wanted`: `kept` is as deep
/// and as sure, its horizon on the same side.
fn settled(kept: Option<BookEntry>, wanted: Searched) -> bool {
    kept.is_some_and(|kept| kept.searched.covers(wanted) && kept.searched.depth % 2 == wanted.depth % 2)
}

/// A search the expansion needs: of which position, how deep and sure, and whether every move
/// is scored or only the best one found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Wanted {
    position: Position,
    searched: Searched,
    every_move: bool,
}

/// What a finished search tells the book: its score and best move, and every move's score where
/// every move was scored.
#[derive(Clone, Debug)]
struct Found {
    score: Score,
    best_move: Option<Move>,
    root_moves: Vec<(Move, Score)>,
}

impl Found {
    fn of(info: &SearchInfo<Move>) -> Self {
        Self {
            score: info.score,
            best_move: info.best_move,
            root_moves: info.root_moves.iter().map(|root| (root.mv, root.score)).collect(),
        }
    }
}

/// One pass of the expansion over a book, taking its searches from `found`.
struct Builder<'a> {
    book: &'a mut Book,
    plan: BookPlan,
    found: &'a HashMap<Wanted, Found>,
    /// The searches this pass lacked, in the order it met them, with the ply of each position.
    wanted: Vec<(Wanted, u8)>,
    /// The same searches, so that each is asked for once.
    asked: HashSet<Wanted>,
    /// Positions expanded in this pass, with the most plies expanded below them.
    expanded: HashMap<BookKey, u8>,
}

impl<'a> Builder<'a> {
    /// The search of `position` if an earlier pass ran it; else it is asked for, and the
    /// position is left as an unfinished search leaves it.
    fn search(&mut self, position: &Position, searched: Searched, every_move: bool, ply: u8) -> Option<&'a Found> {
        let wanted = Wanted { position: *position, searched, every_move };
        let found = self.found.get(&wanted);
        if found.is_none() && self.asked.insert(wanted) {
            self.wanted.push((wanted, ply));
        }
        found
    }

    /// Expands `position`, `ply` plies from the start, `below` plies further down (none: a leaf,
    /// searched for its best move alone). A position whose search is still wanted is left out,
    /// with what lies below it.
    fn expand(&mut self, position: &Position, ply: u8, below: u8) {
        let key = BookKey::of(position);
        if self.expanded.get(&key).is_some_and(|&done| done >= below) {
            return;
        }
        let kept = self.book.entry(position);
        let counts = |entry: BookEntry| BookEntry {
            games: kept.map_or(0, |kept| kept.games),
            points: kept.map_or(0, |kept| kept.points),
            ..entry
        };
        let searched = searched_for(self.plan.searched, position);
        if position.is_game_over() {
            let value = (position.final_margin() * 100) as i16;
            self.book.insert(position, counts(BookEntry::leaf(value, true, searched, None)));
            self.expanded.insert(key, below);
            return;
        }
        if below == 0 {
            if !settled(kept, searched)
                && let Some(found) = self.search(position, searched, false, ply)
            {
                let (value, exact) = book_value(found.score);
                let leaf_move = match found.best_move {
                    Some(Move::Place(square)) => Some(square),
                    _ => None,
                };
                self.book.insert(position, counts(BookEntry::leaf(value, exact, searched, leaf_move)));
            }
            self.expanded.insert(key, below);
            return;
        }
        // Moves the book knows keep the searches they came from, and so does a position searched
        // again only because its way out came near its best (which a weaker plan must not
        // overwrite); others get the plan's.
        let (known, searched) = match kept {
            Some(kept) if settled(Some(kept), searched) => (self.known_moves(position), kept.searched),
            _ => (None, searched),
        };
        let (scored, searched) = match known {
            Some(known) => (known, searched),
            None => {
                let Some(found) = self.search(position, searched, true, ply) else {
                    // Its images under the board's symmetries wait for the same search, however
                    // deep this pass reaches them.
                    self.expanded.insert(key, u8::MAX);
                    return;
                };
                let scored = found
                    .root_moves
                    .iter()
                    .map(|&(mv, score)| {
                        let (value, exact) = book_value(score);
                        (mv, value, exact)
                    })
                    .collect();
                (scored, searched)
            }
        };
        self.expanded.insert(key, below);
        // Stored before the children, so that a line that transposes back here finds it.
        let (value, exact) = scored.iter().map(|&(_, value, exact)| (value, exact)).max().unwrap_or((0, false));
        let placeholder = BookEntry {
            value,
            exact,
            searched,
            leaf_move: None,
            leaf_value: value,
            leaf_exact: exact,
            games: 0,
            points: 0,
        };
        self.book.insert(position, counts(placeholder));
        let best = scored.iter().map(|&(_, value, _)| value).max().unwrap_or(value);
        let threshold = i32::from(best) - i32::from(self.plan.margin);
        for &(mv, value, _) in &scored {
            if i32::from(value) >= threshold {
                self.expand(&position.play_unchecked(mv), ply + 1, below - 1);
            }
        }
        // The best move whose position stayed out of the book is the way out of it.
        let out = scored
            .iter()
            .filter(|&&(mv, _, _)| !self.book.contains(&position.play_unchecked(mv)))
            .max_by_key(|&&(_, value, _)| value);
        let entry = match out {
            Some(&(Move::Place(square), leaf_value, leaf_exact)) => {
                BookEntry { leaf_move: Some(square), leaf_value, leaf_exact, ..placeholder }
            }
            _ => BookEntry { leaf_move: None, ..placeholder },
        };
        self.book.insert(position, counts(entry));
    }

    /// Puts every position of `line` in the book, whatever its value (people play it), each
    /// expanded one ply: its moves near its best lead into the book, so the book shows what to
    /// play next all along the line. Works from the line's end back to its start, so that each
    /// position's way out of the book is chosen once the line's next position is in it; a
    /// position expanded before, whose way out was the line's move, is searched again for
    /// another. A line stops at its first illegal move.
    fn follow(&mut self, line: &[Move]) {
        let mut position = Position::initial();
        let mut positions = vec![position];
        for &mv in line {
            if position.is_game_over() || !position.is_legal(mv) {
                break;
            }
            position = position.play_unchecked(mv);
            positions.push(position);
        }
        for (ply, position) in positions.iter().enumerate().rev() {
            let way_out = self.book.entry(position).and_then(|entry| entry.leaf_move);
            let next = positions.get(ply + 1);
            if let (Some(square), Some(next)) = (way_out, next)
                && BookKey::of(&position.play_unchecked(Move::Place(square))) == BookKey::of(next)
            {
                self.expanded.remove(&BookKey::of(position));
            }
            self.expand(position, ply as u8, 1);
        }
    }
}

impl Builder<'_> {
    /// The moves of a position the book holds from searches that settle the plan's ([`settled`]),
    /// valued, where that is enough to expand it: every move within the margin of the best
    /// already leads into the book (its way out is worse than that). `None` where it must be
    /// searched again.
    fn known_moves(&self, position: &Position) -> Option<Vec<(Move, i16, bool)>> {
        let moves = self.book.moves(position);
        let best = i32::from(moves.first()?.value);
        let out = moves.iter().find(|book_move| !book_move.in_book);
        let all_known = out.is_some() || moves.len() == position.moves().len();
        let out_within_margin = out.is_some_and(|out| i32::from(out.value) >= best - i32::from(self.plan.margin));
        (all_known && !out_within_margin)
            .then(|| moves.iter().map(|book_move| (book_move.mv, book_move.value, book_move.exact)).collect())
    }
}

/// Builds `plan` into `book` (empty for a new book, an existing one to extend it), then follows
/// each of `lines` from the start to its end (see `Builder::follow`), running the searches on
/// `threads` threads and calling `on_search` after every search. The book is the same on any
/// number of threads. Once `cancel` is set the searches stop, and what they found so far goes
/// into the book with its values backed up: a cancelled build is a smaller book, not a broken one.
pub fn build(
    book: &mut Book,
    plan: BookPlan,
    lines: &[Vec<Move>],
    threads: usize,
    cancel: &AtomicBool,
    on_search: &mut dyn FnMut(&BuildProgress),
) {
    let mut found = HashMap::new();
    let mut progress = BuildProgress::default();
    loop {
        let mut pass = book.clone();
        let wanted = expand_pass(&mut pass, plan, lines, &found);
        progress.positions = pass.len();
        if wanted.is_empty() || cancel.load(Ordering::Relaxed) {
            *book = pass;
            break;
        }
        let before = found.len();
        run_searches(&wanted, threads, cancel, &mut |search, ply, info| {
            progress.searches += 1;
            progress.nodes += info.nodes;
            progress.ply = ply;
            if info.finished {
                found.insert(*search, Found::of(info));
            }
            on_search(&progress);
        });
        if found.len() == before {
            // No search finished (a cancel stopped them): another pass would ask for the same
            // ones, so the book is what the last pass built.
            *book = pass;
            break;
        }
    }
    let previous = book.built;
    book.built = BuildParameters {
        plies: plan.plies.max(previous.plies),
        searched: plan.searched,
        margin: plan.margin.max(previous.margin),
    };
    back_up(book);
}

/// Walks the whole expansion over `book` with the searches in `found`, and returns the searches
/// it lacked, in the order it met them.
fn expand_pass(
    book: &mut Book,
    plan: BookPlan,
    lines: &[Vec<Move>],
    found: &HashMap<Wanted, Found>,
) -> Vec<(Wanted, u8)> {
    let mut builder =
        Builder { book, plan, found, wanted: Vec::new(), asked: HashSet::new(), expanded: HashMap::new() };
    builder.expand(&Position::initial(), 0, plan.plies);
    for line in lines {
        builder.follow(line);
    }
    builder.wanted
}

/// Runs `wanted` on `threads` threads, each search on one, in order as threads come free;
/// `on_ended` hears of each as it ends (finished or not), on this thread. Stops starting
/// searches once `cancel` is set (and the running ones end unfinished).
fn run_searches(
    wanted: &[(Wanted, u8)],
    threads: usize,
    cancel: &AtomicBool,
    on_ended: &mut dyn FnMut(&Wanted, u8, &SearchInfo<Move>),
) {
    if wanted.is_empty() {
        return;
    }
    let next = AtomicUsize::new(0);
    let (sender, receiver) = mpsc::channel();
    std::thread::scope(|scope| {
        for _ in 0..threads.clamp(1, wanted.len()) {
            let sender = sender.clone();
            let next = &next;
            scope.spawn(move || {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some((search, _)) = wanted.get(index) else { break };
                    if cancel.load(Ordering::Relaxed) {
                        break;
                    }
                    let settings = build_settings(search.searched);
                    let info = think(&search.position, &settings, search.every_move, cancel, &mut |_| {});
                    if sender.send((index, info)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        for (index, info) in receiver {
            let (search, ply) = &wanted[index];
            on_ended(search, *ply, &info);
        }
    });
}

/// Sets every position's value to the best of its moves' (negamax): its book children's values
/// seen from its side, and its best move out of the book.
pub fn back_up(book: &mut Book) {
    let mut values: HashMap<BookKey, (i16, bool)> = HashMap::new();
    let positions: Vec<Position> = book.entries().map(|(position, _)| position).collect();
    for position in &positions {
        backed_up_value(book, position, &mut values);
    }
    for position in positions {
        if let (Some(entry), Some(&(value, exact))) = (book.entry(&position), values.get(&BookKey::of(&position))) {
            book.insert(&position, BookEntry { value, exact, ..entry });
        }
    }
}

/// The negamax value of a book position, memoised in `values`. Every move adds a disc (and two
/// passes end the game), so the recursion ends.
fn backed_up_value(book: &Book, position: &Position, values: &mut HashMap<BookKey, (i16, bool)>) -> (i16, bool) {
    let key = BookKey::of(position);
    if let Some(&known) = values.get(&key) {
        return known;
    }
    let Some(entry) = book.entry(position) else { return (0, false) };
    let mut best = book.way_out(position, &entry).map(|_| (entry.leaf_value, entry.leaf_exact));
    let mut all_exact = best.is_none_or(|(_, exact)| exact);
    for mv in position.moves() {
        let child = position.play_unchecked(mv);
        if !book.contains(&child) {
            continue;
        }
        let (value, exact) = backed_up_value(book, &child, values);
        let value = value.saturating_neg();
        all_exact &= exact;
        if best.is_none_or(|(best, _)| value > best) {
            best = Some((value, exact));
        }
    }
    let value = match best {
        Some((value, exact)) => (value, exact && all_exact),
        None => (entry.value, entry.exact),
    };
    values.insert(key, value);
    value
}

/// How the self-play games through a book are played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SelfPlay {
    pub games: u32,
    /// Depth of the searches once a game leaves the book (exact from 14 empties).
    pub depth: u8,
    pub seed: u64,
}

/// Plays `plan.games` games of the engine against itself from the start, each choosing among the
/// book's near-best moves with its own seed while in the book, then searching; counts each game
/// and its result into every book position it passed. Returns the games finished (a cancel stops
/// at the next move, and an unfinished game counts nowhere).
pub fn play_through(book: &mut Book, plan: SelfPlay, cancel: &AtomicBool, on_game: &mut dyn FnMut(u32)) -> u32 {
    // Full-width: the games' searches are a few plies deep, where a selective one skips little,
    // and the same games on every machine need no model of the search's errors.
    let settings = AiSettings {
        exact_endgame_empties: 14,
        ..build_settings(Searched { depth: plan.depth, selectivity: Selectivity::FULL })
    };
    let mut finished = 0;
    for game in 0..plan.games {
        let seed = crate::games::random::mix64(plan.seed ^ u64::from(game));
        let mut position = Position::initial();
        let mut passed = Vec::new();
        while !position.is_game_over() {
            if cancel.load(Ordering::Relaxed) {
                return finished;
            }
            let info = match book.reply(&position, seed, PLAY_MARGIN) {
                Some(info) => {
                    passed.push(position);
                    info
                }
                None => think(&position, &settings, false, cancel, &mut |_| {}),
            };
            let Some(mv) = info.best_move.filter(|&mv| position.is_legal(mv)) else { return finished };
            position = position.play_unchecked(mv);
        }
        let black_margin = match position.side_to_move() {
            Side::Black => position.final_margin(),
            Side::White => -position.final_margin(),
        };
        for through in &passed {
            let Some(entry) = book.entry(through) else { continue };
            let margin = if through.side_to_move() == Side::Black { black_margin } else { -black_margin };
            let points = match margin.signum() {
                1 => 2,
                0 => 1,
                _ => 0,
            };
            book.insert(through, BookEntry { games: entry.games + 1, points: entry.points + points, ..entry });
        }
        book.games += 1;
        finished += 1;
        on_game(finished);
    }
    finished
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::RootMove;
    use crate::games::reversi::search::book::BookMove;

    const TINY: BookPlan =
        BookPlan { plies: 3, searched: Searched { depth: 4, selectivity: Selectivity::of(95) }, margin: 150 };

    fn tiny_book() -> Book {
        let mut book = Book::default();
        let mut searches = 0;
        build(&mut book, TINY, &[], 1, &AtomicBool::new(false), &mut |_| searches += 1);
        assert!(searches > 0);
        book
    }

    /// Every position reached from the start through the book's moves into the book, in the
    /// orientation it is reached in.
    fn reached(book: &Book) -> Vec<Position> {
        let mut seen = HashSet::new();
        let mut todo = vec![Position::initial()];
        let mut reached = Vec::new();
        while let Some(position) = todo.pop() {
            if !seen.insert(BookKey::of(&position)) {
                continue;
            }
            reached.push(position);
            let into_book = book.moves(&position).into_iter().filter(|book_move| book_move.in_book);
            todo.extend(into_book.map(|book_move: BookMove| position.play_unchecked(book_move.mv)));
        }
        reached
    }

    #[test]
    fn a_tiny_book_holds_the_deviations_and_its_values_are_its_searches_backed_up() {
        let book = tiny_book();
        assert_eq!(book.built, BuildParameters { plies: 3, searched: TINY.searched, margin: 150 });
        let positions = reached(&book);
        assert_eq!(positions.len(), book.len(), "every position is reached from the start");
        assert!(book.len() >= 4, "{} positions", book.len());
        let never = AtomicBool::new(false);
        let mut leaves = 0;
        for position in &positions {
            let entry = book.entry(position).expect("in the book");
            let searched = searched_for(TINY.searched, position);
            let settings = build_settings(searched);
            assert_eq!(
                (position.disc_count() + u32::from(entry.searched.depth)) % 2,
                0,
                "the horizon's discs are even"
            );
            let moves = book.moves(position);
            // Negamax: a position's value is its best move's.
            assert_eq!(moves.first().map(|best| best.value), Some(entry.value));
            if moves.iter().all(|book_move| !book_move.in_book) {
                // A leaf: its value is a search at the book's depth.
                leaves += 1;
                let info = think(position, &settings, false, &never, &mut |_| {});
                assert_eq!(book_value(info.score).0, entry.value, "{position:?}");
                assert_eq!(entry.searched, searched);
            } else {
                near_best_moves_lead_into_the_book(&book, position);
            }
        }
        assert!(leaves > 0);
        assert_eq!(Book::from_bytes(&book.to_bytes()).as_ref(), Ok(&book));
    }

    #[test]
    fn a_cancelled_build_keeps_a_smaller_sound_book_and_extending_grows_it() {
        let full = tiny_book();
        for threads in [1, 3] {
            let cancel = AtomicBool::new(false);
            let mut partial = Book::default();
            build(&mut partial, TINY, &[], threads, &cancel, &mut |progress| {
                if progress.searches == 3 {
                    cancel.store(true, Ordering::Relaxed);
                }
            });
            assert!(!partial.is_empty() && partial.len() < full.len(), "{} of {}", partial.len(), full.len());
            assert_eq!(reached(&partial).len(), partial.len(), "every position is reached from the start");
            for (position, entry) in partial.entries() {
                assert_eq!(partial.moves(&position).first().map(|best| best.value), Some(entry.value));
            }
        }
        let mut extended = full.clone();
        build(&mut extended, BookPlan { plies: 4, ..TINY }, &[], 1, &AtomicBool::new(false), &mut |_| {});
        assert!(extended.len() > full.len());
        assert_eq!(extended.built.plies, 4);
        assert!(reached(&extended).len() == extended.len());
    }

    /// Each position's moves as the book shows them.
    fn what_it_shows(book: &Book) -> HashMap<BookKey, Vec<BookMove>> {
        book.entries().map(|(position, _)| (BookKey::of(&position), book.moves(&position))).collect()
    }

    /// The book's expanded positions whose way out lies within the margin of their best move
    /// once the values are backed up: an extension searches them again, to see whether that move
    /// has earned a place.
    fn drifted(book: &Book) -> u64 {
        let drifted = |position: &Position| {
            let moves = book.moves(position);
            let best = moves.first().map_or(0, |best| i32::from(best.value));
            let out_near_best = |book_move: &BookMove| {
                !book_move.in_book && i32::from(book_move.value) >= best - i32::from(TINY.margin)
            };
            moves.iter().any(|book_move| book_move.in_book) && moves.iter().any(out_near_best)
        };
        book.entries().filter(|(position, _)| drifted(position)).count() as u64
    }

    #[test]
    fn extending_searches_again_only_what_the_new_searches_would_tell_better() {
        let searches = |book: &mut Book, plan: BookPlan| {
            let mut count = 0;
            build(book, plan, &[], 1, &AtomicBool::new(false), &mut |progress| count = progress.searches);
            count
        };
        let mut book = tiny_book();
        let mut again = book.clone();
        assert!(searches(&mut again, TINY) <= drifted(&book), "the same plan again searches only the drifted");
        assert_eq!(what_it_shows(&again), what_it_shows(&book), "and changes nothing");
        // As deep and surer: every position is searched again, and says so.
        let surer = Searched { selectivity: Selectivity::FULL, ..TINY.searched };
        assert!(searches(&mut book, BookPlan { searched: surer, ..TINY }) > 0);
        let rests_on = |book: &Book, plan: Searched| {
            book.entries().all(|(position, entry)| entry.searched == searched_for(plan, &position))
        };
        assert!(rests_on(&book, surer), "every value rests on the surer searches");
        // Less sure or shallower: what the book holds covers it, and keeps its label.
        for weaker in [TINY.searched, Searched { depth: 3, ..surer }] {
            let mut again = book.clone();
            assert!(searches(&mut again, BookPlan { searched: weaker, ..TINY }) <= drifted(&book), "{weaker}");
            assert_eq!(what_it_shows(&again), what_it_shows(&book), "{weaker}");
            assert!(rests_on(&again, surer), "{weaker}");
        }
    }

    /// Every move within the plan's margin of the best, by a fresh search of every move, leads
    /// into the book from `position`.
    fn near_best_moves_lead_into_the_book(book: &Book, position: &Position) {
        let settings = build_settings(searched_for(TINY.searched, position));
        let info = think(position, &settings, true, &AtomicBool::new(false), &mut |_| {});
        let best = book_value(info.score).0;
        for root in &info.root_moves {
            if i32::from(book_value(root.score).0) >= i32::from(best) - i32::from(TINY.margin) {
                assert!(book.contains(&position.play_unchecked(root.mv)), "{} at {position:?}", root.mv);
            }
        }
    }

    #[test]
    fn a_followed_line_is_in_the_book_all_along_even_its_bad_moves() {
        let tiny = tiny_book();
        // The worst move at ply 2; elsewhere the best move beyond the margin, the one a position
        // followed alone would take as its way out of the book.
        let mut position = Position::initial();
        let mut line = Vec::new();
        for ply in 0..7 {
            let settings = build_settings(searched_for(TINY.searched, &position));
            let info = think(&position, &settings, true, &AtomicBool::new(false), &mut |_| {});
            let best = i32::from(book_value(info.score).0);
            let below = |root: &&RootMove<Move>| best - i32::from(book_value(root.score).0);
            let mv = match ply {
                2 => {
                    let worst = info.root_moves.iter().max_by_key(below).expect("moves");
                    assert!(below(&worst) > i32::from(TINY.margin), "the worst move is {} below", below(&worst));
                    worst.mv
                }
                _ => info
                    .root_moves
                    .iter()
                    .filter(|root| below(root) > i32::from(TINY.margin))
                    .min_by_key(below)
                    .map_or(position.moves()[0], |root| root.mv),
            };
            line.push(mv);
            position = position.play_unchecked(mv);
        }
        let mut book = tiny.clone();
        build(&mut book, TINY, std::slice::from_ref(&line), 1, &AtomicBool::new(false), &mut |_| {});
        assert!(book.len() > tiny.len());
        let reachable = reached(&book);
        assert_eq!(reachable.len(), book.len(), "every position is reached from the start");
        let mut position = Position::initial();
        for mv in std::iter::once(None).chain(line.iter().copied().map(Some)) {
            if let Some(mv) = mv {
                position = position.play_unchecked(mv);
            }
            assert!(book.contains(&position), "{position:?}");
            near_best_moves_lead_into_the_book(&book, &position);
        }
        for (position, entry) in book.entries() {
            assert_eq!(book.moves(&position).first().map(|best| best.value), Some(entry.value), "negamax");
        }
        // Followed again, the line changes nothing; cut at an illegal move, it stops there.
        let mut again = book.clone();
        build(&mut again, TINY, std::slice::from_ref(&line), 1, &AtomicBool::new(false), &mut |_| {});
        assert_eq!(what_it_shows(&again), what_it_shows(&book));
        let occupied = Move::Place("d4".parse().expect("a square"));
        let cut = [&line[..4], &[occupied], &line[4..]].concat();
        let mut stopped = tiny.clone();
        build(&mut stopped, TINY, &[cut], 1, &AtomicBool::new(false), &mut |_| {});
        let mut four_plies = tiny;
        build(&mut four_plies, TINY, &[line[..4].to_vec()], 1, &AtomicBool::new(false), &mut |_| {});
        assert_eq!(stopped, four_plies);
    }

    #[test]
    fn the_book_and_its_searches_are_the_same_on_any_number_of_threads() {
        let line: Vec<Move> = ["f5", "f6", "e6", "f4", "g5"]
            .iter()
            .map(|square| Move::Place(square.parse().expect("a square")))
            .collect();
        let build_on = |threads| {
            let mut book = Book::default();
            let mut searches = 0;
            build(&mut book, TINY, std::slice::from_ref(&line), threads, &AtomicBool::new(false), &mut |progress| {
                searches = progress.searches;
            });
            (book, searches)
        };
        let (alone, searches_alone) = build_on(1);
        assert!(alone.contains(&line.iter().fold(Position::initial(), |position, &mv| position.play_unchecked(mv))));
        for threads in [2, 3] {
            let (book, searches) = build_on(threads);
            assert_eq!(book.to_bytes(), alone.to_bytes(), "{threads} threads");
            assert_eq!(searches, searches_alone, "{threads} threads");
        }
    }

    #[test]
    fn self_play_counts_each_game_and_its_result_where_it_passed() {
        let mut book = tiny_book();
        let plan = SelfPlay { games: 4, depth: 1, seed: 5 };
        let mut told = 0;
        assert_eq!(play_through(&mut book, plan, &AtomicBool::new(false), &mut |_| told += 1), 4);
        assert_eq!((told, book.games), (4, 4));
        let start = book.entry(&Position::initial()).expect("the start");
        assert_eq!(start.games, 4);
        assert!(start.points <= 8);
        // The games through the start's moves add up to the start's.
        let through: u32 = book.moves(&Position::initial()).iter().map(|book_move| book_move.games).sum();
        let distinct_children: u32 = {
            let mut seen = HashSet::new();
            book.moves(&Position::initial())
                .iter()
                .filter(|book_move| seen.insert(BookKey::of(&Position::initial().play_unchecked(book_move.mv))))
                .map(|book_move| book_move.games)
                .sum()
        };
        assert!(through >= distinct_children && distinct_children == 4, "{through} {distinct_children}");
        assert_eq!(Book::from_bytes(&book.to_bytes()).map(|read| read.games), Ok(4));
    }
}
