//! Reviewing a Reversi game in the window: the engine searches every position of the game's
//! line in the background (the same review as `minimax-arcade review`), the panel shows the
//! progress, each player's mistakes and the marked moves; the board draws the better move on a
//! reviewed position.

use std::sync::{Arc, Mutex, PoisonError};

use bevy::prelude::*;

use super::{Reversi, game_record};
use crate::app::ai_task::BackgroundTask;
use crate::app::arcade_game::ArcadeGame;
use crate::app::library::ReviewGame;
use crate::app::redraw::{PROGRESS_REFRESH, refresh_while};
use crate::app::session::Session;
use crate::app::settings::GameSettings;
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
    session: Res<Session<Reversi>>,
    settings: Res<GameSettings<Reversi>>,
    mut review: ResMut<GameReview>,
) {
    review.start(&session, settings.options.ai.threads);
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

/// A review running on the async compute pool; dropping it stops the search.
struct ReviewJob {
    live: Arc<Mutex<Vec<Verdict>>>,
    task: BackgroundTask<Review>,
}

impl GameReview {
    pub fn is_running(&self) -> bool {
        self.job.is_some()
    }

    /// Reviews the whole line of `session`'s game on `threads` ([`review_settings`]).
    pub fn start(&mut self, session: &Session<Reversi>, threads: usize) {
        let start = *session.history().start();
        let record = game_record(start, session.history().line());
        let settings = review_settings(threads);
        let live = Arc::new(Mutex::new(Vec::new()));
        let task_live = live.clone();
        let task = BackgroundTask::spawn(move |cancel| {
            review(&record, &settings, cancel, &mut |verdict, _| {
                task_live.lock().unwrap_or_else(PoisonError::into_inner).push(verdict.clone());
            })
        });
        *self = Self {
            start: Some(start),
            line: session.history().line().to_vec(),
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
    pub fn is_of_another_game(&self, session: &Session<Reversi>) -> bool {
        let line = session.history().line();
        self.start != Some(*session.history().start()) || line.is_empty() || line.first() != self.line.first()
    }

    /// Whether the review is of the game on the board (its start, and a line that begins with
    /// the moves reviewed).
    pub fn applies_to(&self, session: &Session<Reversi>) -> bool {
        self.start == Some(*session.history().start()) && session.history().line().starts_with(&self.line)
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
    pub fn marked_after(&self, session: &Session<Reversi>, ply: usize) -> Option<Verdict> {
        if !self.applies_to(session) {
            return None;
        }
        self.with_verdicts(|verdicts| verdicts.get(ply).filter(|verdict| verdict.mark().is_some()).cloned())
    }

    /// The mark of each reviewed move of the line.
    pub fn marks(&self, session: &Session<Reversi>) -> Vec<Option<Mark>> {
        if !self.applies_to(session) {
            return Vec::new();
        }
        self.with_verdicts(|verdicts| verdicts.iter().map(Verdict::mark).collect())
    }
}

fn collect_review(mut game_review: ResMut<GameReview>) {
    let Some(job) = &mut game_review.job else { return };
    let Some(done) = job.task.poll() else { return };
    game_review.job = None;
    game_review.complete = !done.cancelled;
    game_review.verdicts = done.verdicts;
}
