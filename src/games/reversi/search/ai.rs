//! The Reversi player: the engine's search with the evaluation, handing over to the endgame
//! solver near the end of the game when there is time to prove something.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use web_time::Instant;

use serde::{Deserialize, Serialize};

use super::book::{self, BookPlay};
use super::endgame::{EndgameSolver, Solve};
use crate::engine::{
    Algorithm, Game, RootMove, Score, SearchInfo, Searcher, Selectivity, Strategy, available_threads, proven_margin,
    time_limit_from_ms,
};
use crate::games::kept_ai::KeptAi;
use crate::games::random::{SplitMix64, mix64};
use crate::games::reversi::eval::{IndexedPosition, ReversiEvaluator, SCORE_PER_DISC, Weights};
use crate::games::reversi::rules::{Move, Position};

/// Everything that decides how the AI plays: what the window's panel edits and saves. Read and
/// written through `levels`' impls, which give a file from before the book or the selective
/// search the book and selectivity its level would have.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, remote = "Self")]
pub struct AiSettings {
    pub algorithm: Algorithm,
    pub max_depth: u32,
    /// Thinking time per move in milliseconds; 0 means no limit.
    pub time_limit_ms: u64,
    /// With the full engine, positions with at most this many empty squares are solved (win /
    /// loss / draw, then the exact margin) when the time allows; 0 turns the solver off.
    pub exact_endgame_empties: u32,
    pub weights: Weights,
    /// Threads searching together (full engine only).
    pub threads: usize,
    /// How far the AI strays from its best move (the weak levels).
    pub variety: Variety,
    /// How sure the midgame search must be to cut a line on a shallow search's prediction
    /// (Multi-ProbCut); 100 %: full-width. Below 100 %, a timed player also solves its endgame
    /// selectively first (see [`AiSettings::solves_selectively`]), never in the proofs. Settings
    /// written before it existed keep the full-width search they played with, but a level's
    /// take the level's.
    #[serde(default)]
    pub selectivity: Selectivity,
    /// Play from the shipped opening book while the position is in it (levels 7 and up), and how.
    /// Settings written before it existed played without it (see `levels`' impls for a level's).
    #[serde(default)]
    pub book: BookPlay,
}

impl Default for AiSettings {
    /// The strongest player's search: the learned evaluation on every core, a second per move.
    /// It searches every move, as the analyses and the engine protocol want; the top level adds
    /// the book's best moves.
    fn default() -> Self {
        Self {
            algorithm: Algorithm::Full,
            max_depth: 24,
            time_limit_ms: 1_000,
            exact_endgame_empties: 20,
            weights: Weights::learned(),
            threads: available_threads(),
            variety: Variety::NONE,
            selectivity: TOP_SELECTIVITY,
            book: BookPlay::Off,
        }
    }
}

/// The top level's selectivity: see [`AiSettings::selectivity`].
pub(super) const TOP_SELECTIVITY: Selectivity = Selectivity::of(95);

impl AiSettings {
    pub fn time_limit(&self) -> Option<Duration> {
        time_limit_from_ms(self.time_limit_ms)
    }

    pub fn strategy(&self) -> Strategy {
        Strategy::new(self.algorithm)
            .max_depth(self.max_depth)
            .time_limit(self.time_limit())
            .threads(self.threads)
            .selectivity(self.selectivity)
    }

    /// Whether a search from `position` goes to the endgame solver.
    pub fn solves_exactly(&self, position: &Position) -> bool {
        self.algorithm == Algorithm::Full && position.empty_count() <= self.exact_endgame_empties
    }

    /// Whether a timed search from `position` goes to the endgame solver's selective passes
    /// first: a selective player with the solver on, from [`SELECTIVE_EXTRA_EMPTIES`] more
    /// empties than it solves exactly.
    pub fn solves_selectively(&self, position: &Position) -> bool {
        self.selective_endgame_empties().is_some_and(|empties| position.empty_count() <= empties)
    }

    /// The empties from which a selective player hands its timed searches to the solver's
    /// selective passes; `None` for a player that never does.
    pub fn selective_endgame_empties(&self) -> Option<u32> {
        let selective = self.algorithm == Algorithm::Full
            && !self.selectivity.is_full()
            && self.exact_endgame_empties > 0
            && self.time_limit().is_some();
        selective.then_some(self.exact_endgame_empties + SELECTIVE_EXTRA_EMPTIES)
    }
}

/// How many more empties than its exact endgame a selective player hands to the solver's
/// selective passes: the top level's 20 become 26, as Edax and Egaroucid reach in a second.
pub const SELECTIVE_EXTRA_EMPTIES: u32 = 6;

/// How far a level strays from the engine's best move.
///
/// The choice is a softmax over the root moves' scores in discs: a move `d` discs worse than the
/// best is `exp(-d / temperature)` times as likely, and moves worse than `max_loss_discs` are
/// never played. A temperature of zero plays the best move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Variety {
    pub temperature_discs: f32,
    pub max_loss_discs: f32,
    /// Mixed into every choice, so that games from the same position differ when the caller
    /// wants them to (a new seed per game) and repeat when it does not.
    #[serde(skip)]
    pub seed: u64,
}

impl Variety {
    /// The engine's own choice: always the best move.
    pub const NONE: Self = Self { temperature_discs: 0.0, max_loss_discs: 0.0, seed: 0 };

    pub fn is_active(&self) -> bool {
        self.temperature_discs > 0.0 && self.max_loss_discs > 0.0
    }

    /// The move to play among `root_moves` (scored from the mover's side, best first), chosen
    /// reproducibly from `position_hash` and the seed.
    pub fn choose(&self, root_moves: &[RootMove<Move>], position_hash: u64) -> Option<Move> {
        let best = root_moves.first()?;
        if !self.is_active() {
            return Some(best.mv);
        }
        let best_discs = score_discs(best.score);
        let weights: Vec<(Move, f64)> = root_moves
            .iter()
            .filter(|root| root.exact)
            .map(|root| (root.mv, best_discs - score_discs(root.score)))
            .filter(|&(_, loss)| loss <= f64::from(self.max_loss_discs))
            .map(|(mv, loss)| (mv, (-loss / f64::from(self.temperature_discs)).exp()))
            .collect();
        let total: f64 = weights.iter().map(|(_, weight)| weight).sum();
        if weights.is_empty() || total <= 0.0 {
            return Some(best.mv);
        }
        let mut rng = SplitMix64::new(mix64(position_hash ^ self.seed));
        // 53 random bits: a uniform number in [0, total).
        let mut target = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
        for &(mv, weight) in &weights {
            if target < weight {
                return Some(mv);
            }
            target -= weight;
        }
        weights.last().map(|&(mv, _)| mv)
    }
}

/// A score in discs: the margin of a proven result, the learned evaluation's thousandths of a
/// disc otherwise (the levels all play with the learned evaluation).
fn score_discs(score: Score) -> f64 {
    match proven_margin(score) {
        Some(margin) => f64::from(margin),
        None => f64::from(score) / f64::from(SCORE_PER_DISC),
    }
}

/// Below this many empties the exact solver takes milliseconds: no midgame search first.
const SOLVE_AT_ONCE_EMPTIES: u32 = 14;

/// `request` as the pass after `best`: a selective pass's move and margin, or the midgame
/// search's move alone (its score is the evaluation's, no margin to centre a window on).
fn following(request: Solve, best: &SearchInfo<Move>, best_is_a_selective_pass: bool) -> Solve {
    if best_is_a_selective_pass { request.after(best) } else { request.first_move(best.best_move) }
}

/// The shipped book's answer at `position` as `settings` play from it (a move within their
/// [`BookPlay`]'s margin of the best, chosen from the variety's seed); `None` where they play
/// no book move or the position is not in the book. [`BookPlay::Best`] answers only within the
/// plies the book was built to: there its values are backed up over a tree deeper than the top
/// level's own second, while along the named lines beyond them a position's moves were searched
/// to the book's depth and a ply more, less than that second looks.
pub fn book_answer(position: &Position, settings: &AiSettings) -> Option<SearchInfo<Move>> {
    let book = book::shipped();
    if settings.book == BookPlay::Best && position.discs_placed() > u32::from(book.built.plies) {
        return None;
    }
    book.reply(position, settings.variety.seed, settings.book.margin()?)
}

/// Searches `position` for the side to move with a fresh [`ReversiAi`], which forgets what it
/// learnt when the search ends: for one-off searches (an analysis, the hints). A player keeps its
/// [`ReversiAi`] from move to move.
pub fn think(
    position: &Position,
    settings: &AiSettings,
    exact_root_scores: bool,
    cancel: &AtomicBool,
    on_progress: &mut dyn FnMut(&SearchInfo<Move>),
) -> SearchInfo<Move> {
    ReversiAi::default().think(position, settings, exact_root_scores, cancel, on_progress)
}

/// The Reversi AI as a player keeps it through a game, as Edax and Egaroucid keep their tables:
/// the midgame search's transposition table and the endgame solver's carry from one move to the
/// next, aged rather than cleared (a new search's entries replace an older one's first), so
/// what the last move's search learnt of the lines that followed it is not searched again.
///
/// The tables are cleared when the position jumps (a new game, a step back, another game: see
/// [`continues`]) and the midgame table when the evaluation or the selectivity changes, whose
/// scores its entries hold. The endgame solver's entries are facts about positions, kept while
/// the game goes on whatever the settings.
pub struct ReversiAi {
    searcher: Searcher<IndexedPosition>,
    /// Made by the first search that solves: a player that never reaches its endgame, or a
    /// one-off midgame analysis, maps no solver table.
    solver: Option<EndgameSolver>,
    /// The last position searched, with the weights and selectivity the midgame table's scores
    /// were found with.
    last: Option<(Position, Weights, Selectivity)>,
}

impl Default for ReversiAi {
    /// An AI that has searched nothing yet. Its tables take memory only as its searches write
    /// them (see `engine::table_memory`).
    fn default() -> Self {
        Self { searcher: Searcher::new(Strategy::new(Algorithm::Full)), solver: None, last: None }
    }
}

/// Whether `later` may come from `earlier` in the same game: every square taken then is still
/// taken, as discs are only ever added. A new game, a step back or another game's position
/// fails it (a step forward to another line of the same game passes: its entries are only
/// older, and aged as such).
fn continues(earlier: &Position, later: &Position) -> bool {
    let taken = |position: &Position| !position.empties().0;
    taken(earlier) & !taken(later) == 0
}

impl KeptAi for ReversiAi {
    type Position = Position;
    type Settings = AiSettings;

    /// Searches `position` for the side to move. With `exact_root_scores` every legal move gets
    /// its own exact score (for the window's hints), at some cost in time.
    ///
    /// With a [`BookPlay`], a position of the opening book is answered from it at once (see
    /// [`book_answer`]); not where every move's score is asked for, which the book does not have.
    ///
    /// In the endgame, with a time limit, the time is used in three steps, each keeping the
    /// last's answer if it runs out of time: a midgame search (a quarter of the time) for a good
    /// move and the solver's first move, a win/loss/draw proof, then the exact margin. A
    /// selective player (see [`AiSettings::solves_selectively`]) solves between the first two
    /// steps at rising confidence (73, 87, 95, 98, 99 %), from more empties, and reports the last
    /// step it finished as the search's selectivity; only the final 100 % passes prove anything.
    fn think(
        &mut self,
        position: &Position,
        settings: &AiSettings,
        exact_root_scores: bool,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<Move>),
    ) -> SearchInfo<Move> {
        if !exact_root_scores && let Some(info) = book_answer(position, settings) {
            return info;
        }
        if settings.variety.is_active() && !exact_root_scores {
            // Every move needs its own score to be weighed against the best.
            let mut info = self.think(position, settings, true, cancel, on_progress);
            let chosen = settings.variety.choose(&info.root_moves, position.hash()).or(info.best_move);
            if chosen != info.best_move {
                // The score and the line were the search's best move's: the chosen move keeps its
                // own score, and has no line of its own (the "Why this move" view searches one).
                info.score =
                    info.root_moves.iter().find(|root| Some(root.mv) == chosen).map_or(info.score, |root| root.score);
                info.pv.clear();
                info.best_move = chosen;
            }
            return info;
        }
        self.prepare(position, settings);
        self.search(position, settings, exact_root_scores, cancel, on_progress)
    }
}

impl ReversiAi {
    /// Keeps, ages or clears the tables for a search of `position` with `settings`.
    fn prepare(&mut self, position: &Position, settings: &AiSettings) {
        match self.last {
            Some((last, ..)) if !continues(&last, position) => {
                self.searcher.clear();
                self.solver = None;
            }
            Some((_, weights, selectivity)) => {
                if (weights, selectivity) != (settings.weights, settings.selectivity) {
                    self.searcher.clear();
                }
                if let Some(solver) = &mut self.solver {
                    solver.age();
                }
            }
            None => {}
        }
        self.last = Some((*position, settings.weights, settings.selectivity));
    }

    /// [`ReversiAi::think`] once the book and the weak levels' chance are out of the way.
    fn search(
        &mut self,
        position: &Position,
        settings: &AiSettings,
        exact_root_scores: bool,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<Move>),
    ) -> SearchInfo<Move> {
        let started = Instant::now();
        let evaluator = ReversiEvaluator::new(settings.weights);
        let strategy = settings.strategy().exact_root_scores(exact_root_scores);
        let selective_steps = !exact_root_scores && settings.solves_selectively(position);
        // The search carries the pattern indices from move to move rather than reading each board.
        let indexed = IndexedPosition::new(*position);
        let Self { searcher, solver, .. } = self;
        if !settings.solves_exactly(position) && !selective_steps {
            searcher.set_strategy(strategy);
            return searcher.search(&indexed, &evaluator, cancel, on_progress);
        }
        let solver = solver.get_or_insert_with(EndgameSolver::default);
        let exact = Solve::exact().exact_root_scores(exact_root_scores).threads(settings.threads);
        let Some(limit) = settings.time_limit() else {
            return solver.solve(position, &exact, cancel, on_progress);
        };
        let deadline = started + limit;
        if position.empty_count() <= SOLVE_AT_ONCE_EMPTIES {
            let solved = solver.solve(position, &exact.deadline(Some(deadline)), cancel, on_progress);
            if solved.finished {
                return solved;
            }
        }

        let midgame_time = limit.saturating_sub(started.elapsed()) / 4;
        searcher.set_strategy(strategy.time_limit(Some(midgame_time)));
        let mut best = searcher.search(&indexed, &evaluator, cancel, on_progress);
        let mut nodes = best.nodes;
        // Once `best` is a selective pass's, the next pass starts from its move and its margin.
        let mut solved_selectively = false;
        if selective_steps {
            for selectivity in Selectivity::ALL.into_iter().filter(|selectivity| !selectivity.is_full()) {
                let request =
                    following(exact.deadline(Some(deadline)).selectivity(selectivity), &best, solved_selectively);
                let step = solver.solve(position, &request, cancel, on_progress);
                nodes += step.nodes;
                if !step.finished {
                    return SearchInfo { nodes, elapsed: started.elapsed(), finished: false, ..best };
                }
                // A likely margin, not a proof: the search is not finished until the 100 % pass.
                best = SearchInfo { finished: false, ..step };
                solved_selectively = true;
            }
        }
        if !exact_root_scores {
            let wld =
                Solve::win_loss_draw().threads(settings.threads).deadline(Some(deadline)).first_move(best.best_move);
            let proof = solver.solve(position, &wld, cancel, on_progress);
            nodes += proof.nodes;
            if !proof.finished {
                return SearchInfo { nodes, elapsed: started.elapsed(), finished: false, ..best };
            }
            if proof.best_move != best.best_move {
                // A proven win (or draw) beats a heuristic favourite.
                best.best_move = proof.best_move;
                best.pv = proof.best_move.into_iter().collect();
            }
        }
        // `best` holds the last selective pass's margin, and the move the win/loss/draw proof may
        // have put in its place.
        let request = following(exact.deadline(Some(deadline)), &best, solved_selectively);
        let solved = solver.solve(position, &request, cancel, on_progress);
        nodes += solved.nodes;
        if solved.finished {
            return SearchInfo { nodes, elapsed: started.elapsed(), ..solved };
        }
        SearchInfo { nodes, elapsed: started.elapsed(), finished: false, ..best }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::random::{SplitMix64, random_move};
    use crate::games::reversi::parse_position;

    fn root(mv: &str, discs: i32) -> RootMove<Move> {
        RootMove { mv: Move::Place(mv.parse().expect("square")), score: discs * SCORE_PER_DISC, exact: true }
    }

    #[test]
    fn the_top_level_plays_the_book_within_its_built_plies_and_searches_along_the_lines_beyond() {
        let book = book::shipped();
        let beyond = |position: &Position| position.discs_placed() > u32::from(book.built.plies);
        let deep =
            book.entries().map(|(position, _)| position).find(|position| beyond(position) && !position.is_game_over());
        let deep = deep.expect("a named line's position beyond the plies the book was built to");
        let varied = AiSettings { book: BookPlay::Varied, ..AiSettings::default() };
        let best = AiSettings { book: BookPlay::Best, ..AiSettings::default() };
        assert!(book_answer(&deep, &varied).is_some());
        assert!(book_answer(&deep, &best).is_none());
        assert!(book_answer(&Position::initial(), &best).is_some());
    }

    /// Midgame positions: the fingerprint's, and seeded random games of 16 to 28 plies.
    fn midgame_positions() -> Vec<Position> {
        let mut positions =
            vec![parse_position("--XXXX----XXXO--OOXXXOOO-OOXOXOO--OOOXO---OOOXO---OOX----------O X").expect("OBF")];
        let mut rng = SplitMix64::new(24);
        while positions.len() < 5 {
            let mut position = Position::initial();
            for _ in 0..16 + rng.below(13) {
                match random_move(&position, &mut rng) {
                    Some(mv) => position = position.play_unchecked(mv),
                    None => break,
                }
            }
            if !position.is_game_over() && position.empty_count() > 30 {
                positions.push(position);
            }
        }
        positions
    }

    fn search(position: &Position, evaluator: &ReversiEvaluator, selectivity: Selectivity) -> SearchInfo<Move> {
        let strategy = Strategy::new(Algorithm::Full).max_depth(8).threads(1).selectivity(selectivity);
        Searcher::new(strategy).search(position, evaluator, &AtomicBool::new(false), &mut |_| {})
    }

    #[test]
    fn at_100_percent_or_without_a_model_the_search_is_the_full_width_one() {
        let learned = ReversiEvaluator::new(Weights::learned());
        let without_model = learned.with_cut_model(None);
        let selective = Selectivity::from_percent(95).expect("a level");
        for position in midgame_positions() {
            let full = search(&position, &learned, Selectivity::FULL);
            let no_model = search(&position, &without_model, selective);
            let figures = |info: &SearchInfo<Move>| (info.nodes, info.score, info.best_move, info.pv.clone());
            assert_eq!(figures(&full), figures(&no_model), "{position}");
            assert_eq!((full.selectivity, no_model.selectivity), (Selectivity::FULL, Selectivity::FULL));
        }
    }

    /// A seeded random game played to `empties` empty squares, with a move to play.
    fn endgame_position(seed: u64, empties: u32) -> Position {
        let mut rng = SplitMix64::new(seed);
        loop {
            let mut position = Position::initial();
            while position.empty_count() > empties {
                let Some(mv) = random_move(&position, &mut rng) else { break };
                position = position.play_unchecked(mv);
            }
            if position.empty_count() == empties && !position.is_game_over() && !position.must_pass() {
                return position;
            }
        }
    }

    /// The best line's first two moves from `position`: the position the AI meets next in a game
    /// that follows its line.
    fn two_plies_on(position: &Position, info: &SearchInfo<Move>) -> Position {
        info.pv.iter().take(2).fold(*position, |position, &mv| position.play_unchecked(mv))
    }

    fn nodes_of(ai: &mut ReversiAi, position: &Position, settings: &AiSettings) -> u64 {
        ai.think(position, settings, false, &AtomicBool::new(false), &mut |_| {}).nodes
    }

    #[test]
    fn a_player_keeps_its_midgame_table_through_a_game_and_starts_afresh_on_a_jump() {
        let settings = AiSettings {
            max_depth: 7,
            time_limit_ms: 0,
            exact_endgame_empties: 0,
            threads: 1,
            selectivity: Selectivity::FULL,
            ..AiSettings::default()
        };
        let (mut kept_total, mut fresh_total) = (0, 0);
        for position in midgame_positions() {
            let mut ai = ReversiAi::default();
            let first = ai.think(&position, &settings, false, &AtomicBool::new(false), &mut |_| {});
            let next = two_plies_on(&position, &first);
            kept_total += nodes_of(&mut ai, &next, &settings);
            fresh_total += nodes_of(&mut ReversiAi::default(), &next, &settings);
            // A step back is a jump: the tables start empty, as a fresh player's.
            let fresh_first = first.nodes;
            assert_eq!(nodes_of(&mut ai, &position, &settings), fresh_first, "{position}");
            // So does another evaluation, whose scores the old entries do not share.
            let greedy = AiSettings { weights: Weights::greedy(), ..settings.clone() };
            let fresh_greedy = nodes_of(&mut ReversiAi::default(), &position, &greedy);
            assert_eq!(nodes_of(&mut ai, &position, &greedy), fresh_greedy, "{position}");
        }
        assert!(kept_total < fresh_total, "kept {kept_total} nodes against {fresh_total} afresh");
    }

    #[test]
    fn a_player_keeps_its_endgame_table_through_a_game() {
        let settings = AiSettings { time_limit_ms: 0, exact_endgame_empties: 20, threads: 1, ..AiSettings::default() };
        let (mut kept_total, mut fresh_total) = (0, 0);
        for seed in [11, 12, 13] {
            let position = endgame_position(seed, 16);
            let mut ai = ReversiAi::default();
            let first = ai.think(&position, &settings, false, &AtomicBool::new(false), &mut |_| {});
            assert!(first.solved, "{position}");
            let next = two_plies_on(&position, &first);
            if next.is_game_over() {
                continue;
            }
            let kept = ai.think(&next, &settings, false, &AtomicBool::new(false), &mut |_| {});
            let fresh = ReversiAi::default().think(&next, &settings, false, &AtomicBool::new(false), &mut |_| {});
            // The same proof, found again from what the last move's solve stored.
            assert_eq!((kept.score, kept.solved), (fresh.score, fresh.solved), "{next}");
            kept_total += kept.nodes;
            fresh_total += fresh.nodes;
        }
        assert!(kept_total * 2 < fresh_total, "kept {kept_total} nodes against {fresh_total} afresh");
    }

    #[test]
    fn only_a_position_of_the_same_game_later_on_continues_it() {
        let start = Position::initial();
        let six_plies = |seed| {
            let mut rng = SplitMix64::new(seed);
            (0..6).fold(start, |position, _| position.play_unchecked(random_move(&position, &mut rng).expect("a move")))
        };
        let (later, elsewhere) = (six_plies(5), six_plies(6));
        assert!(continues(&start, &later) && continues(&later, &later));
        assert!(!continues(&later, &start), "a step back");
        // As many discs on other squares: another game.
        assert_ne!(later.empties(), elsewhere.empties());
        assert!(!continues(&later, &elsewhere));
    }

    #[test]
    fn a_selective_player_solves_in_rising_confidence_up_to_the_proof() {
        let position = endgame_position(3, 22);
        // Time enough for every step: a shallow midgame search, then the solver's passes.
        let settings = AiSettings { max_depth: 4, time_limit_ms: 120_000, threads: 1, ..AiSettings::default() };
        assert!(settings.solves_selectively(&position) && !settings.solves_exactly(&position));
        assert!(!AiSettings { selectivity: Selectivity::FULL, ..settings.clone() }.solves_selectively(&position));
        let mut steps = Vec::new();
        let info = think(&position, &settings, false, &AtomicBool::new(false), &mut |info| {
            if info.depth == 22 && steps.last() != Some(&info.selectivity) {
                steps.push(info.selectivity);
            }
        });
        assert_eq!(steps, Selectivity::ALL, "each step reported once, least sure first");
        assert!(info.solved && info.finished && info.selectivity.is_full());
        let exact = EndgameSolver::new(16).solve(&position, &Solve::exact(), &AtomicBool::new(false), &mut |_| {});
        assert_eq!(info.score, exact.score, "{position}");
    }

    #[test]
    fn the_top_level_plays_a_legal_move_from_26_empties_with_the_confidence_it_reached() {
        let settings = AiSettings { threads: 1, ..AiSettings::default() };
        for (seed, empties) in [(5, 24), (6, 26)] {
            let position = endgame_position(seed, empties);
            assert!(settings.solves_selectively(&position));
            let info = think(&position, &settings, false, &AtomicBool::new(false), &mut |_| {});
            assert!(info.best_move.is_some_and(|mv| position.is_legal(mv)), "{position}");
            // A selective step's margin is an estimate, never a proof.
            if !info.selectivity.is_full() && info.depth == empties {
                assert!(!info.solved && !info.finished && !crate::engine::is_proven(info.score), "{position}");
            }
            assert!(!info.solved || info.selectivity.is_full());
        }
    }

    #[test]
    fn a_timed_search_plays_a_forced_move_at_once_and_deepens_any_other_to_its_depth() {
        // Random midgame positions: the first with one legal move, the first with several.
        let mut rng = SplitMix64::new(31);
        let (mut forced, mut open) = (None, None);
        while forced.is_none() || open.is_none() {
            let mut position = Position::initial();
            while position.empty_count() > 30 {
                let Some(mv) = random_move(&position, &mut rng) else { break };
                position = position.play_unchecked(mv);
                let moves = position.legal_squares().count();
                let slot = if moves == 1 { &mut forced } else { &mut open };
                if moves > 0 && slot.is_none() && position.empty_count() > 30 {
                    *slot = Some(position);
                }
            }
        }
        let learned = ReversiEvaluator::new(Weights::learned());
        // A minute would take the search far deeper than these depths.
        let timed = |max_depth| {
            Strategy::new(Algorithm::Full).max_depth(max_depth).threads(1).time_limit(Some(Duration::from_secs(60)))
        };
        let search_timed = |position: &Position, strategy| {
            Searcher::new(strategy).search(position, &learned, &AtomicBool::new(false), &mut |_| {})
        };
        let forced = forced.expect("found");
        let info = search_timed(&forced, timed(40));
        assert_eq!(info.depth, 1, "{forced}");
        assert_eq!(info.best_move.map(|mv| forced.is_legal(mv)), Some(true));
        let open = open.expect("found");
        assert_eq!(search_timed(&open, timed(5)).depth, 5, "{open}");
    }

    #[test]
    fn a_selective_search_reaches_the_same_depth_on_fewer_nodes_with_a_legal_move() {
        let learned = ReversiEvaluator::new(Weights::learned());
        let mut totals = [0u64; 3];
        for position in midgame_positions() {
            for (total, percent) in totals.iter_mut().zip([100, 95, 73]) {
                let selectivity = Selectivity::from_percent(percent).expect("a level");
                let info = search(&position, &learned, selectivity);
                assert_eq!(info.depth, 8);
                assert_eq!(info.selectivity, selectivity, "{position}");
                assert!(info.best_move.is_some_and(|mv| position.is_legal(mv)), "{position}");
                *total += info.nodes;
            }
        }
        let [full, confident, bold] = totals;
        assert!(confident < full * 3 / 4, "95 %: {confident} nodes against {full} full-width");
        assert!(bold < confident, "73 %: {bold} nodes against {confident} at 95 %");
    }

    #[test]
    fn variety_never_plays_a_move_beyond_its_loss_bound_and_spreads_over_the_rest() {
        let variety = Variety { temperature_discs: 3.0, max_loss_discs: 6.0, seed: 0 };
        let moves = [root("d3", 2), root("c4", 0), root("f5", -3), root("e6", -20)];
        let mut counts = [0u32; 4];
        for hash in 0..4_000u64 {
            let chosen = variety.choose(&moves, hash).expect("a move");
            counts[moves.iter().position(|root| root.mv == chosen).expect("one of the moves")] += 1;
        }
        assert_eq!(counts[3], 0, "a 22-disc loss is never played");
        assert!(counts[0] > counts[1] && counts[1] > counts[2] && counts[2] > 0, "{counts:?}");
        // exp(-2/3) of the best's share for a move two discs worse.
        let ratio = f64::from(counts[1]) / f64::from(counts[0]);
        assert!((ratio - (-2.0f64 / 3.0).exp()).abs() < 0.1, "{ratio}");
    }

    #[test]
    fn without_variety_the_best_move_is_played() {
        let moves = [root("d3", 1), root("c4", 0)];
        assert!((0..100).all(|hash| Variety::NONE.choose(&moves, hash) == Some(moves[0].mv)));
    }
}
