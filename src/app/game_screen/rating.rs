//! The Program seat's rating: the player's program against the game's rated levels, climbing
//! the ladder as the command line's `rate` does ([`crate::games::rating`]), in the background
//! with its progress and a Stop, through the same scheduler as the class tournament.

use std::marker::PhantomData;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use bevy::prelude::*;

use super::background_games::{AiPlayer, games_at_once};
use crate::app::base::errors::Explain;
use crate::app::base::redraw::{PROGRESS_REFRESH, refresh_while};
use crate::app::base::tasks::BackgroundTask;
use crate::app::contract::window_game::WindowGame;
use crate::games::Notation;
use crate::games::matches::{MatchPlan, Player, Tally};
use crate::games::rating::{LevelResult, MatchRecord, climb, performance};
use crate::games::tournament::{Fixture, MakePlayer, Pairing, Schedule};
use crate::programs::{Program, ProgramFault, ProgramSpec};
use crate::tr;

/// The games the program plays against each level it meets, colours swapped game by game.
pub const GAMES_A_LEVEL: u32 = 8;

/// Where the climb is: the level being played (by its place on the ladder) and its games so far.
#[derive(Clone, Copy, Debug, Default)]
pub struct Climbing {
    pub level: Option<usize>,
    pub played: u32,
}

/// A finished (or stopped) rating.
#[derive(Clone, Debug)]
pub struct RatingReport {
    /// On the levels' scale.
    pub rating: f64,
    /// Twice the standard error: the true rating lies within `rating ± margin` about 95 times
    /// in 100.
    pub margin: f64,
    /// The matches, in the order played.
    pub results: Vec<LevelResult>,
    /// Games the program lost by forfeit (an illegal move, a crash, a timeout…).
    pub forfeits: u32,
    /// The player stopped it before the climb ended.
    pub stopped: bool,
}

/// Why a program has no rating.
pub enum RatingFailure {
    /// It failed on the game's start, before any level.
    Fault(ProgramFault),
    /// It played no game: stopped before it answered, or before the first level's games.
    NothingRated,
}

impl Explain for RatingFailure {
    fn explain(&self) -> String {
        match self {
            Self::Fault(fault) => fault.explain(),
            Self::NothingRated => tr!("panel-program-rating-none"),
        }
    }
}

/// The rating of the program, once asked for.
pub enum RatingState {
    Running {
        task: BackgroundTask<Result<RatingReport, RatingFailure>>,
        climbing: Arc<Mutex<Climbing>>,
    },
    Rated(RatingReport),
    /// Why there is no rating, in the player's language.
    Failed(String),
}

/// The Program seat's rating of game `G`'s screen.
#[derive(Resource)]
pub struct ProgramRating<G: WindowGame> {
    pub state: Option<RatingState>,
    game: PhantomData<G>,
}

impl<G: WindowGame> Default for ProgramRating<G> {
    fn default() -> Self {
        Self { state: None, game: PhantomData }
    }
}

impl<G: WindowGame> ProgramRating<G> {
    pub fn is_running(&self) -> bool {
        matches!(self.state, Some(RatingState::Running { .. }))
    }

    /// Starts rating the program `spec` runs; a rating under way is dropped (its games stop).
    pub fn start(&mut self, spec: ProgramSpec) {
        let levels: Vec<G::Options> =
            G::named_levels().into_iter().take(G::LEVEL_RATINGS.len()).map(|level| level.options).collect();
        let climbing = Arc::new(Mutex::new(Climbing::default()));
        let task = {
            let climbing = Arc::clone(&climbing);
            BackgroundTask::spawn(move |cancel| rate::<G>(&spec, &levels, cancel, &climbing))
        };
        self.state = Some(RatingState::Running { task, climbing });
    }

    /// Stops the rating after the games under way; what they showed is kept.
    pub fn stop(&self) {
        if let Some(RatingState::Running { task, .. }) = &self.state {
            task.cancel_flag().store(true, Ordering::Relaxed);
        }
    }

    /// Where the climb is, while it runs.
    pub fn climbing(&self) -> Option<Climbing> {
        match &self.state {
            Some(RatingState::Running { climbing, .. }) => {
                Some(*climbing.lock().unwrap_or_else(PoisonError::into_inner))
            }
            _ => None,
        }
    }
}

/// The program `spec` runs, asked on the game's start first (a program that cannot play rates
/// nothing), then climbing the ladder of `levels`, [`GAMES_A_LEVEL`] games against each.
fn rate<G: WindowGame>(
    spec: &ProgramSpec,
    levels: &[G::Options],
    cancel: &AtomicBool,
    climbing: &Mutex<Climbing>,
) -> Result<RatingReport, RatingFailure> {
    let start = G::Position::start();
    match Program::<G::Position>::new(spec.clone()).ask(&start, None, cancel) {
        Ok(Some(_)) => {}
        Ok(None) => return Err(RatingFailure::NothingRated),
        Err(fault) => return Err(RatingFailure::Fault(fault)),
    }
    let plan = MatchPlan { games: GAMES_A_LEVEL, seed: 1, openings: G::rating_openings(), swap_colours: true };
    let fixtures: Vec<Fixture> = (0..GAMES_A_LEVEL).map(|number| Fixture { pairing: 0, number }).collect();
    let mut forfeits = 0;
    let results = climb(&G::LEVEL_RATINGS[..levels.len()], cancel, |level| {
        *climbing.lock().unwrap_or_else(PoisonError::into_inner) = Climbing { level: Some(level), played: 0 };
        let rated = || Box::new(Program::<G::Position>::new(spec.clone())) as Box<dyn Player<G::Position>>;
        let opponent = || Box::new(AiPlayer::<G>::new(levels[level].clone())) as Box<dyn Player<G::Position>>;
        let makers: [&MakePlayer<G::Position>; 2] = [&rated, &opponent];
        let schedule = Schedule {
            entrants: &makers,
            pairings: &[Pairing { first: 0, second: 1 }],
            fixtures: &fixtures,
            plan: &plan,
        };
        let mut tally = Tally::new::<G::Position>();
        schedule.play(games_at_once(), cancel, |_, outcome| {
            tally.count(&outcome);
            climbing.lock().unwrap_or_else(PoisonError::into_inner).played += 1;
        });
        let record = tally.players[0];
        forfeits += record.forfeits;
        MatchRecord { wins: record.wins, draws: record.draws, losses: record.losses }
    });
    if results.is_empty() {
        return Err(RatingFailure::NothingRated);
    }
    let (rating, margin) = performance(&results);
    Ok(RatingReport { rating, margin, results, forfeits, stopped: cancel.load(Ordering::Relaxed) })
}

pub(super) fn plugin<G: WindowGame>(app: &mut App) {
    app.init_resource::<ProgramRating<G>>();
    app.add_systems(Update, collect_rating::<G>.run_if(|rating: Res<ProgramRating<G>>| rating.is_running()));
    refresh_while::<ProgramRating<G>>(app, PROGRESS_REFRESH, ProgramRating::is_running);
}

/// Takes the rating in once the climb ends.
fn collect_rating<G: WindowGame>(mut rating: ResMut<ProgramRating<G>>) {
    let Some(RatingState::Running { task, .. }) = &mut rating.state else { return };
    if let Some(result) = task.poll() {
        rating.state = Some(match result {
            Ok(report) => RatingState::Rated(report),
            Err(failure) => RatingState::Failed(failure.explain()),
        });
    }
}
