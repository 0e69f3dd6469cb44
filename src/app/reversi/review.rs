//! Reviewing a Reversi game in the window: the engine searches every position of the game's
//! line in the background (the same review as `minimax-arcade review`), the panel shows the
//! progress, each player's mistakes and the marked moves; the board draws the better move on a
//! reviewed position.

use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex, PoisonError};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::{Reversi, game_record};
use crate::app::base::redraw::{PROGRESS_REFRESH, refresh_while};
use crate::app::base::tasks::BackgroundTask;
use crate::app::base::tasks::work_order::{self, WorkOrder, line_at, line_places, move_at, move_place, position_text};
use crate::app::contract::arcade_game::ArcadeGame;
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings::GameSettings;
use crate::app::game_screen::library::ReviewGame;
use crate::engine::{Game, Score};
use crate::games::Notation;
use crate::games::reversi::analysis::review::{Mark, Review, Verdict, review};
use crate::games::reversi::{AiSettings, Move, Position, Variety, Weights};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GameReview>();
    app.add_systems(Update, collect_review.run_if(in_state(Reversi::screen())));
    app.add_systems(OnExit(Reversi::screen()), |mut review: ResMut<GameReview>| review.cancel());
    app.add_observer(review_on_request);
    refresh_while::<GameReview>(app, PROGRESS_REFRESH, GameReview::is_running);
}

/// The library's Review: the game it opened is reviewed at once.
fn review_on_request(
    _: On<ReviewGame>,
    current_game: Res<CurrentGame<Reversi>>,
    settings: Res<GameSettings<Reversi>>,
    mut review: ResMut<GameReview>,
) {
    review.start(&current_game, settings.options.ai.threads);
}

/// How deep a review searches: the full engine to this depth and exactly from
/// [`REVIEW_EXACT_EMPTIES`], whatever the AI's own settings, so that a game takes tens of seconds.
pub const REVIEW_DEPTH: u32 = 10;
pub const REVIEW_EXACT_EMPTIES: u32 = 16;

/// How a review searches: the learned evaluation at the review's own depth whatever the AI plays
/// with, so that a review means the same at every level.
pub fn review_settings(threads: usize) -> AiSettings {
    AiSettings {
        max_depth: REVIEW_DEPTH,
        exact_endgame_empties: REVIEW_EXACT_EMPTIES,
        time_limit_ms: 0,
        weights: Weights::learned(),
        variety: Variety::NONE,
        threads,
        ..AiSettings::default()
    }
}

/// The review of the game on the board, running or done.
#[derive(Resource, Default)]
pub struct GameReview {
    /// The game reviewed: its start and every move of its line.
    start: Option<Position>,
    line: Vec<Move>,
    job: Option<ReviewJob>,
    verdicts: Vec<Verdict>,
    /// Whether the review reached the end of the line.
    complete: bool,
}

/// A review running in the background; dropping it stops the search.
struct ReviewJob {
    /// The verdicts so far, as they come.
    live: Arc<Mutex<Vec<Verdict>>>,
    /// Ends with whether the review reached the end of the line.
    task: BackgroundTask<bool>,
}

impl GameReview {
    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// Reviews the whole line of `current_game` on `threads` ([`review_settings`]).
    pub fn start(&mut self, current_game: &CurrentGame<Reversi>, threads: usize) {
        let start = *current_game.history().start();
        let line = current_game.history().line();
        let order = ReviewOrder { start, line: places_of(start, line), threads };
        let live = Arc::new(Mutex::new(Vec::new()));
        let task_live = live.clone();
        let task = work_order::spawn(order, move |verdict| {
            task_live.lock().unwrap_or_else(PoisonError::into_inner).push(verdict);
        });
        *self = Self {
            start: Some(start),
            line: current_game.history().line().to_vec(),
            job: Some(ReviewJob { live, task }),
            verdicts: Vec::new(),
            complete: false,
        };
    }

    /// Stops the review, keeping the verdicts it reached.
    pub fn cancel(&mut self) {
        self.verdicts = self.with_verdicts(<[Verdict]>::to_vec);
        self.job = None;
    }

    /// Whether the game on the board is another game than the one reviewed (another start or
    /// first move, or no moves yet), rather than the reviewed game changed.
    pub fn is_of_another_game(&self, current_game: &CurrentGame<Reversi>) -> bool {
        let line = current_game.history().line();
        self.start != Some(*current_game.history().start()) || line.is_empty() || line.first() != self.line.first()
    }

    /// Whether the review is of the game on the board (its start, and a line that begins with
    /// the moves reviewed).
    pub fn applies_to(&self, current_game: &CurrentGame<Reversi>) -> bool {
        self.start == Some(*current_game.history().start()) && current_game.history().line().starts_with(&self.line)
    }

    /// Reads the verdicts so far, one per move from the first, without copying them.
    fn with_verdicts<T>(&self, read: impl FnOnce(&[Verdict]) -> T) -> T {
        match &self.job {
            Some(job) => read(&job.live.lock().unwrap_or_else(PoisonError::into_inner)),
            None => read(&self.verdicts),
        }
    }

    /// The review so far (its verdicts, one per move from the first, for each player's totals)
    /// and how many moves are reviewed in all.
    pub fn progress(&self) -> (Review, usize) {
        let verdicts = self.with_verdicts(<[Verdict]>::to_vec);
        (Review { verdicts, cancelled: self.job.is_none() && !self.complete }, self.line.len())
    }

    pub fn is_complete(&self) -> bool {
        self.complete
    }

    /// The verdict on the move played from the position after `ply` moves, if reviewed and
    /// marked as a mistake of some size.
    pub fn marked_after(&self, current_game: &CurrentGame<Reversi>, ply: usize) -> Option<Verdict> {
        if !self.applies_to(current_game) {
            return None;
        }
        self.with_verdicts(|verdicts| verdicts.get(ply).filter(|verdict| verdict.mark().is_some()).cloned())
    }

    /// The mark of each reviewed move of the line.
    pub fn marks(&self, current_game: &CurrentGame<Reversi>) -> Vec<Option<Mark>> {
        if !self.applies_to(current_game) {
            return Vec::new();
        }
        self.with_verdicts(|verdicts| verdicts.iter().map(Verdict::mark).collect())
    }
}

fn collect_review(mut game_review: ResMut<GameReview>) {
    let Some(job) = &mut game_review.job else { return };
    let Some(complete) = job.task.poll() else { return };
    let verdicts = std::mem::take(&mut *job.live.lock().unwrap_or_else(PoisonError::into_inner));
    game_review.verdicts = verdicts;
    game_review.job = None;
    game_review.complete = complete;
}

/// A review of the line played from `start`, written as data ([`WorkOrder`]), so that a browser
/// reviews in a web worker as the desktop does on the task pool.
#[derive(Clone, Serialize, Deserialize)]
pub struct ReviewOrder {
    #[serde(with = "position_text")]
    start: Position,
    /// The line's moves, each by its place among the legal moves where it is played.
    line: Vec<u16>,
    threads: usize,
}

/// Each of `line`'s moves by its place among the legal moves where it is played from `start`.
fn places_of(start: Position, line: &[Move]) -> Vec<u16> {
    line_places(&start, line.iter().copied())
}

impl ReviewOrder {
    /// The positions of the line and the move played from each, or `None` where a place is not
    /// a legal move.
    fn plies(&self) -> Option<Vec<(Position, Move)>> {
        let line = line_at(&self.start, &self.line)?;
        let before_each = line.iter().scan(self.start, |position, &mv| {
            let before = *position;
            *position = before.play(mv);
            Some(before)
        });
        Some(before_each.zip(line.iter().copied()).collect())
    }
}

/// A verdict as a worker sends it: the ply it judges names its position and the move played.
#[derive(Serialize, Deserialize)]
pub struct WireVerdict {
    ply: usize,
    best: u16,
    played_score: Score,
    best_score: Score,
    solved: bool,
    discs_per_point: Option<f32>,
    depth: u32,
    nodes: u64,
}

impl WorkOrder for ReviewOrder {
    const GAME: &'static str = Position::NAME;
    const KIND: &'static str = "review";
    type Report = Verdict;
    /// Whether the review reached the end of the line.
    type Output = bool;
    type WireReport = WireVerdict;
    type WireOutput = bool;

    fn run(&self, cancel: &AtomicBool, report: &mut dyn FnMut(Verdict)) -> bool {
        let Some(plies) = self.plies() else { return false };
        let moves = plies.into_iter().map(|(_, mv)| mv).collect::<Vec<_>>();
        let done =
            review(&game_record(self.start, &moves), &review_settings(self.threads), cancel, &mut |verdict, _| {
                report(verdict.clone());
            });
        !done.cancelled
    }

    fn report_to_wire(&self, verdict: &Verdict) -> WireVerdict {
        WireVerdict {
            ply: verdict.ply,
            best: move_place(&verdict.position, verdict.best).unwrap_or(u16::MAX),
            played_score: verdict.played_score,
            best_score: verdict.best_score,
            solved: verdict.solved,
            discs_per_point: verdict.discs_per_point,
            depth: verdict.depth,
            nodes: verdict.nodes,
        }
    }

    fn report_from_wire(&self, wire: WireVerdict) -> Option<Verdict> {
        let (position, played) = *self.plies()?.get(wire.ply.checked_sub(1)?)?;
        Some(Verdict {
            ply: wire.ply,
            position,
            played,
            best: move_at(&position, wire.best)?,
            played_score: wire.played_score,
            best_score: wire.best_score,
            solved: wire.solved,
            discs_per_point: wire.discs_per_point,
            depth: wire.depth,
            nodes: wire.nodes,
        })
    }

    fn output_to_wire(&self, complete: &bool) -> bool {
        *complete
    }

    fn output_from_wire(&self, complete: bool) -> Option<bool> {
        Some(complete)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::legal_moves;

    /// The first `length` moves of a game, each the last legal move.
    fn line(length: usize) -> Vec<Move> {
        let mut position = Position::start();
        let mut line = Vec::new();
        for _ in 0..length {
            let mv = *legal_moves(&position).last().expect("a move");
            line.push(mv);
            position = position.play(mv);
        }
        line
    }

    #[test]
    fn a_review_order_and_its_verdicts_come_back_from_the_wire_whole() {
        let played = line(3);
        let order = ReviewOrder { start: Position::start(), line: places_of(Position::start(), &played), threads: 1 };
        let json = serde_json::to_string(&order).expect("written");
        let back: ReviewOrder = serde_json::from_str(&json).expect("read");
        let mut verdicts = Vec::new();
        assert!(back.run(&AtomicBool::new(false), &mut |verdict| verdicts.push(verdict)), "reviewed to the end");
        assert_eq!(verdicts.iter().map(|verdict| verdict.played).collect::<Vec<_>>(), played);
        for verdict in verdicts {
            let wire = serde_json::to_string(&order.report_to_wire(&verdict)).expect("written");
            let read = order.report_from_wire(serde_json::from_str(&wire).expect("read"));
            assert_eq!(read.as_ref(), Some(&verdict));
        }
    }

    #[test]
    fn a_verdict_on_a_ply_the_line_does_not_have_is_refused() {
        let played = line(2);
        let order = ReviewOrder { start: Position::start(), line: places_of(Position::start(), &played), threads: 1 };
        let wire = |ply, best| WireVerdict {
            ply,
            best,
            played_score: 0,
            best_score: 0,
            solved: false,
            discs_per_point: None,
            depth: 1,
            nodes: 1,
        };
        assert!(order.report_from_wire(wire(2, 0)).is_some());
        assert!(order.report_from_wire(wire(3, 0)).is_none(), "past the line");
        assert!(order.report_from_wire(wire(0, 0)).is_none(), "plies count from 1");
        assert!(order.report_from_wire(wire(1, 4)).is_none(), "the start has four moves");
        let bad = ReviewOrder { line: vec![0, 9], ..order };
        assert!(!bad.run(&AtomicBool::new(false), &mut |_| panic!("no verdict on a line that cannot be played")));
    }
}
