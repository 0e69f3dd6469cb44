//! The solver as a player keeps it: its table from one solve to the next, and one solve's threads
//! started, its root solved and its result reported.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread;
use std::time::Duration;

use web_time::Instant;

use super::request::{Goal, Solve};
use super::root::root_moves;
use super::search::{Limits, Search, SelectiveCut};
use super::table::SolverTable;
use crate::engine::SearchInfo;
use crate::engine::split::{self, Workers};
use crate::games::reversi::eval::endgame_probcut::{self, EndgameCutModel};
use crate::games::reversi::rules::{Move, Position, margin_score};

/// Holds the solver's memory between solves.
pub struct EndgameSolver {
    table: SolverTable,
    /// What the selective passes cut on; `None` leaves them exact.
    cut_model: Option<&'static EndgameCutModel>,
}

impl Default for EndgameSolver {
    fn default() -> Self {
        Self::new(22)
    }
}

const REPORT_INTERVAL: Duration = Duration::from_millis(50);

impl EndgameSolver {
    /// A solver whose table has `2^table_bits` entries.
    pub fn new(table_bits: u32) -> Self {
        Self { table: SolverTable::new(table_bits), cut_model: endgame_probcut::trained() }
    }

    /// Marks what the table holds as an earlier move's: kept, and read as before, but replaced
    /// before anything the next solves write (a player calls it once a move).
    pub fn age(&mut self) {
        self.table.age();
    }

    /// Solves `position` as `request` asks. The result's score is a proven score whose margin is
    /// the final disc difference for the side to move ([`crate::engine::proven_margin`]); for
    /// [`Goal::WinLossDraw`] the margin is only -1, 0 or +1. Below 100 % selectivity it is the
    /// likely margin as an estimate in discs (`margin × SCORE_PER_DISC`), not a proven score.
    /// Gives up (with `finished == false`) when `cancel` is set or at the deadline.
    pub fn solve(
        &mut self,
        position: &Position,
        request: &Solve,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<Move>),
    ) -> SearchInfo<Move> {
        let started = Instant::now();
        let (mut moves, estimate) = root_moves(position);
        let guess = request.guess.or(estimate);
        if let Some(first) = request.first_move.and_then(|first| moves.iter().position(|&mv| mv == first)) {
            moves[..=first].rotate_right(1);
        }
        let mut info = SearchInfo {
            depth: position.empty_count(),
            selectivity: request.selectivity,
            nodes: 0,
            elapsed: Duration::ZERO,
            score: if moves.is_empty() { margin_score(position.final_margin()) } else { 0 },
            best_move: moves.first().copied(),
            pv: Vec::new(),
            root_moves: Vec::new(),
            finished: moves.is_empty(),
            solved: moves.is_empty(),
        };
        if moves.is_empty() {
            return info;
        }
        let helper_nodes = AtomicU64::new(0);
        let workers = Workers::default();
        let limits = Limits {
            table: &self.table,
            cancel,
            workers: (request.threads > 1).then_some(&workers),
            helper_nodes: &helper_nodes,
            deadline: request.deadline,
            selectivity: request.selectivity.percent(),
            cut: request.selectivity.sigmas().and_then(|sigmas| Some(SelectiveCut { model: self.cut_model?, sigmas })),
        };
        let mut main = Search::new(limits, false);
        thread::scope(|scope| {
            for _ in 1..request.threads {
                let workers = &workers;
                scope.spawn(move || {
                    let mut helper = Search::new(limits, true);
                    split::help(&mut helper, workers);
                    limits.helper_nodes.fetch_add(helper.nodes - helper.polled_at, Ordering::Relaxed);
                });
            }
            let mut last_report = started;
            main.solve_root(position, &moves, request, guess, &mut |search, root_moves| {
                // The first of equal scores: the later ones only proved they are no better.
                let best = root_moves.iter().rev().max_by_key(|m| m.score).expect("a move was just solved");
                info.best_move = Some(best.mv);
                info.score = best.score;
                if last_report.elapsed() >= REPORT_INTERVAL {
                    last_report = Instant::now();
                    info.nodes = search.nodes + search.limits.helper_nodes.load(Ordering::Relaxed);
                    info.elapsed = started.elapsed();
                    on_progress(&info);
                }
            });
            workers.finish();
        });
        info.finished = !main.stopped;
        info.solved = info.finished && request.goal == Goal::Exact && request.selectivity.is_full();
        if !info.finished {
            info.depth = 0;
        }
        let mut root_moves = std::mem::take(&mut main.root_moves);
        root_moves.sort_by(|a, b| b.score.cmp(&a.score).then(b.exact.cmp(&a.exact)));
        info.root_moves = root_moves;
        info.nodes = main.nodes + helper_nodes.load(Ordering::Relaxed);
        info.elapsed = started.elapsed();
        if let Some(best) = info.best_move {
            info.pv = main.principal_variation(position.play_unchecked(best));
            info.pv.insert(0, best);
        }
        on_progress(&info);
        info
    }
}

#[cfg(test)]
mod tests {
    use super::super::request::margin_of;
    use super::super::test_positions::positions_of;
    use super::*;
    use crate::engine::{Score, Selectivity};

    fn solve_at(solver: &mut EndgameSolver, position: &Position, percent: u8) -> SearchInfo<Move> {
        let selectivity = Selectivity::from_percent(percent).expect("a level");
        solver.solve(position, &Solve::exact().selectivity(selectivity), &AtomicBool::new(false), &mut |_| {})
    }

    fn margin(info: &SearchInfo<Move>) -> i32 {
        margin_of(info.score)
    }

    #[test]
    fn a_selective_solve_is_near_the_exact_margin_on_fewer_nodes() {
        let positions = positions_of(44, 14..=18, 6);
        let mut totals = [0u64; 2];
        let (mut near, mut same_move) = (0, 0);
        for position in &positions {
            let exact = solve_at(&mut EndgameSolver::new(16), position, 100);
            let selective = solve_at(&mut EndgameSolver::new(16), position, 87);
            assert!(exact.solved && !selective.solved, "{position}");
            assert_eq!(selective.selectivity.percent(), 87);
            assert!(selective.finished && selective.best_move.is_some_and(|mv| position.is_legal(mv)));
            // An estimate is a disc difference all the same: even (or 0 with one empty left).
            assert!(margin(&selective).abs() <= 64, "{position}");
            near += usize::from((margin(&selective) - margin(&exact)).abs() <= 4);
            same_move += usize::from(selective.best_move == exact.best_move);
            totals[0] += exact.nodes;
            totals[1] += selective.nodes;
        }
        let count = positions.len();
        assert!(near * 10 >= count * 8, "within 4 discs in {near} of {count}");
        assert!(same_move * 10 >= count * 6, "the same move in {same_move} of {count}");
        let [exact, selective] = totals;
        assert!(selective * 10 < exact * 8, "87 %: {selective} nodes against {exact} exact");
    }

    #[test]
    fn an_exact_solve_after_a_selective_one_proves_the_same_margin_on_fewer_nodes() {
        let never = AtomicBool::new(false);
        let (mut fresh_nodes, mut after_nodes) = (0, 0);
        for position in positions_of(45, 16..=18, 4) {
            let mut solver = EndgameSolver::new(16);
            let selective = solve_at(&mut solver, &position, 87);
            // The same first move and first window, with and without the selective pass's table.
            let request = Solve::exact().after(&selective);
            let fresh = EndgameSolver::new(16).solve(&position, &request, &never, &mut |_| {});
            let after = solver.solve(&position, &request, &never, &mut |_| {});
            let plain = solve_at(&mut EndgameSolver::new(16), &position, 100);
            assert_eq!((after.score, after.solved), (plain.score, true), "{position}");
            assert_eq!(fresh.score, plain.score, "{position}");
            fresh_nodes += fresh.nodes;
            after_nodes += after.nodes;
            // And the selective pass may read the exact one's proofs: at most as many nodes.
            let again = solve_at(&mut solver, &position, 73);
            let alone = solve_at(&mut EndgameSolver::new(16), &position, 73);
            assert!(again.nodes <= alone.nodes, "{position}: {} after the proof, {} alone", again.nodes, alone.nodes);
        }
        // The selective pass's moves, left in the table, are the exact pass's first tries.
        assert!(after_nodes < fresh_nodes, "{after_nodes} nodes after the 87 % pass, {fresh_nodes} with a fresh table");
    }

    #[test]
    fn a_wrong_guess_costs_time_never_the_margin() {
        let never = AtomicBool::new(false);
        for position in positions_of(46, 14..=16, 3) {
            let plain = solve_at(&mut EndgameSolver::new(16), &position, 100);
            for guess in [-64, -7, 0, 9, 64] {
                let request = Solve { guess: Some(guess), ..Solve::exact() };
                let guessed = EndgameSolver::new(16).solve(&position, &request, &never, &mut |_| {});
                assert_eq!((guessed.score, guessed.best_move.is_some()), (plain.score, true), "{position}, {guess}");
            }
        }
    }

    #[test]
    fn a_solve_on_several_threads_proves_what_one_thread_proves() {
        let never = AtomicBool::new(false);
        let solve =
            |position: &Position, request: Solve| EndgameSolver::new(18).solve(position, &request, &never, &mut |_| {});
        for position in positions_of(47, 15..=19, 2) {
            let alone = solve(&position, Solve::exact());
            for threads in [2, 4] {
                let shared = solve(&position, Solve::exact().threads(threads));
                assert_eq!((shared.score, shared.solved), (alone.score, true), "{position} on {threads} threads");
                // Its move may be another of equal margin, but it must reach that margin.
                let best = shared.best_move.expect("a move");
                let after = solve(&position.play_unchecked(best), Solve::exact());
                assert_eq!(-margin(&after), margin(&shared), "{position}: {best} on {threads} threads");
                let mut reported: Vec<String> = shared.root_moves.iter().map(|root| root.mv.to_string()).collect();
                reported.sort();
                reported.dedup();
                assert_eq!(reported.len(), shared.root_moves.len(), "{position}: a root move reported twice");
                assert_eq!(shared.root_moves[0].score, shared.score, "{position}: the best root move first");
            }
            let wld = |threads| margin(&solve(&position, Solve::win_loss_draw().threads(threads)));
            assert_eq!(wld(3), wld(1), "{position}: win, loss or draw");
        }
    }

    #[test]
    fn every_root_move_scored_on_several_threads_is_scored_as_on_one() {
        let never = AtomicBool::new(false);
        for position in positions_of(48, 15..=17, 2) {
            let scores = |threads| {
                let request = Solve::exact().exact_root_scores(true).threads(threads);
                let info = EndgameSolver::new(18).solve(&position, &request, &never, &mut |_| {});
                let mut scores: Vec<(Move, Score, bool)> =
                    info.root_moves.iter().map(|root| (root.mv, root.score, root.exact)).collect();
                scores.sort_by_key(|&(mv, _, _)| mv.to_string());
                scores
            };
            let alone = scores(1);
            assert!(alone.iter().all(|&(_, _, exact)| exact), "{position}");
            assert_eq!(scores(3), alone, "{position}");
        }
    }

    #[test]
    fn a_cancelled_solve_on_several_threads_stops_unfinished() {
        let position = positions_of(49, 24..=24, 1).remove(0);
        let cancelled = AtomicBool::new(true);
        let info = EndgameSolver::new(16).solve(&position, &Solve::exact().threads(3), &cancelled, &mut |_| {});
        assert!(!info.finished && !info.solved);
        let past = Solve::exact().threads(2).deadline(Some(Instant::now()));
        let info = EndgameSolver::new(16).solve(&position, &past, &AtomicBool::new(false), &mut |_| {});
        assert!(!info.finished && !info.solved);
    }
}
