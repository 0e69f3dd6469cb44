//! The class tournament, for every game: the students' programs and the game's levels in a
//! round robin, played in the background through the same scheduler as the command line's
//! `tournament` ([`crate::games::tournament`]), the crosstable and the standings filling in as
//! games end, each game kept in the library and shown on the board from its pair ([`view`]).

pub mod rating;
mod view;

use std::sync::{Arc, Mutex, PoisonError};

use bevy::prelude::*;

use super::ai_task::BackgroundTask;
use super::duel::{DuelPlayer, games_at_once};
use super::library::{library_error, library_of};
use super::panel::GamePanel;
use super::redraw::{PROGRESS_REFRESH, refresh_while};
use super::settings::{ProgramSettings, SettingsFile, SettingsNotice};
use crate::games::Seat;
use crate::games::matches::{MatchPlan, Outcome, Player};
use crate::games::tournament::{Fixture, MakePlayer, Pairing, Results, Schedule, round_robin};
use crate::library::{Origin, PlayerKind, PlayerRecord, Record, now};
use crate::programs::Program;

/// Asks for the tournament window of the game on screen.
#[derive(Event, Clone, Copy, Debug)]
pub struct ShowTournament;

/// What an entrant is.
pub enum EntrantKind<G: GamePanel> {
    /// The game's AI with these options (a level).
    Ai(G::Options),
    /// A player's own program.
    Program(ProgramSettings),
}

impl<G: GamePanel> Clone for EntrantKind<G> {
    fn clone(&self) -> Self {
        match self {
            Self::Ai(options) => Self::Ai(options.clone()),
            Self::Program(program) => Self::Program(program.clone()),
        }
    }
}

/// An entrant as the teacher sets it up: its name, and what it is.
pub struct Entrant<G: GamePanel> {
    pub name: String,
    pub kind: EntrantKind<G>,
}

impl<G: GamePanel> Clone for Entrant<G> {
    fn clone(&self) -> Self {
        Self { name: self.name.clone(), kind: self.kind.clone() }
    }
}

impl<G: GamePanel> Entrant<G> {
    fn make_player(&self) -> Box<dyn Player<G::Position>> {
        match &self.kind {
            EntrantKind::Ai(options) => Box::new(DuelPlayer::<G>::new(options.clone())),
            EntrantKind::Program(program) => Box::new(Program::<G::Position>::new(program.spec())),
        }
    }
}

/// The games the tournament's task finished, handed to the window as they end.
type FinishedGames<G> = Arc<Mutex<Vec<(Fixture, Outcome<<G as crate::app::arcade_game::ArcadeGame>::Position>)>>>;

/// The games a pair plays, at most.
pub const MOST_GAMES_A_PAIR: u32 = 20;

/// The tournament window's state: the entrants, how many games each pair plays, and the last
/// tournament.
#[derive(Resource)]
pub struct ClassTournament<G: GamePanel> {
    pub open: bool,
    pub entrants: Vec<Entrant<G>>,
    /// Games each pair plays, colours swapped game by game.
    pub games: u32,
    pub run: Option<TournamentRun<G>>,
}

impl<G: GamePanel> Default for ClassTournament<G> {
    fn default() -> Self {
        Self { open: false, entrants: Vec::new(), games: 2, run: None }
    }
}

impl<G: GamePanel> ClassTournament<G> {
    pub fn is_running(&self) -> bool {
        self.run.as_ref().is_some_and(TournamentRun::is_running)
    }

    /// Starts a round robin of the entrants; one already running is stopped.
    pub fn start(&mut self) {
        if self.entrants.len() < 2 {
            return;
        }
        let entrants = Arc::new(self.entrants.clone());
        let games = self.games.clamp(1, MOST_GAMES_A_PAIR);
        let (pairings, fixtures) = round_robin(entrants.len(), games);
        let plan = MatchPlan { games, seed: 1, openings: G::duel_openings(), swap_colours: true };
        let finished: FinishedGames<G> = Arc::default();
        let results = Results::new(entrants.iter().map(|entrant| (entrant.name.clone(), String::new())));
        let task = {
            let (entrants, pairings, finished) = (Arc::clone(&entrants), pairings.clone(), Arc::clone(&finished));
            BackgroundTask::spawn(move |cancel| {
                let makers: Vec<Box<MakePlayer<G::Position>>> = entrants
                    .iter()
                    .map(|entrant| Box::new(move || entrant.make_player()) as Box<MakePlayer<G::Position>>)
                    .collect();
                let makers: Vec<&MakePlayer<G::Position>> = makers.iter().map(AsRef::as_ref).collect();
                let schedule = Schedule { entrants: &makers, pairings: &pairings, fixtures: &fixtures, plan: &plan };
                schedule.play(games_at_once(), cancel, |fixture, outcome| {
                    finished.lock().unwrap_or_else(PoisonError::into_inner).push((fixture, outcome));
                });
            })
        };
        self.run = Some(TournamentRun {
            entrants,
            total: pairings.len() as u32 * games,
            pairings,
            results,
            outcomes: Vec::new(),
            finished,
            task: Some(task),
            stopped: false,
            shown_pair: None,
        });
    }

    /// Stops the tournament; the games it finished are kept.
    pub fn cancel(&mut self) {
        if let Some(run) = &mut self.run
            && run.task.take().is_some()
        {
            run.stopped = true;
        }
    }
}

/// A tournament: its pairs, its results so far and its games.
pub struct TournamentRun<G: GamePanel> {
    /// The entrants as it began.
    entrants: Arc<Vec<Entrant<G>>>,
    pub pairings: Vec<Pairing>,
    /// The games it plays in all.
    pub total: u32,
    pub results: Results,
    /// The finished games, with the pair and game number each was.
    pub outcomes: Vec<(Fixture, Outcome<G::Position>)>,
    /// Games the task finished since the window last looked.
    finished: FinishedGames<G>,
    task: Option<BackgroundTask<()>>,
    /// The teacher stopped it.
    pub stopped: bool,
    /// The pair whose games the window lists, by its two entrants.
    pub shown_pair: Option<(usize, usize)>,
}

impl<G: GamePanel> TournamentRun<G> {
    pub fn is_running(&self) -> bool {
        self.task.is_some()
    }

    /// The flag that tells the tournament's games to stop (tests watch it).
    pub fn cancel_flag(&self) -> Option<Arc<std::sync::atomic::AtomicBool>> {
        self.task.as_ref().map(BackgroundTask::cancel_flag)
    }

    /// Takes the finished games in and returns how many; notes the end of the tournament.
    fn collect(&mut self) -> usize {
        // Whether it ended is seen first: every game it finished is in the list by then.
        let ended = self.task.as_mut().is_some_and(|task| task.poll().is_some());
        let finished = std::mem::take(&mut *self.finished.lock().unwrap_or_else(PoisonError::into_inner));
        let count = finished.len();
        for (fixture, outcome) in finished {
            self.results.count(self.pairings[fixture.pairing], &outcome);
            self.outcomes.push((fixture, outcome));
        }
        if ended {
            self.task = None;
        }
        count
    }

    /// The library's record of a finished game: who sat in each seat, by the names the teacher
    /// gave them.
    fn record(&self, (fixture, outcome): &(Fixture, Outcome<G::Position>)) -> Record {
        let pairing = self.pairings[fixture.pairing];
        let players = Seat::BOTH.map(|seat| {
            let entrant = &self.entrants[[pairing.first, pairing.second][outcome.player(seat)]];
            let kind = match entrant.kind {
                EntrantKind::Ai(_) => PlayerKind::Ai,
                EntrantKind::Program(_) => PlayerKind::Program,
            };
            PlayerRecord::new(kind, entrant.name.clone(), None)
        });
        let game = &outcome.game;
        Record::of(game.start(), &game.move_list(), players, Origin::Finished, now(), None)
    }
}

/// What works without a window: the tournament's games and their results.
pub(super) fn game_plugin<G: GamePanel>(app: &mut App) {
    rating::plugin::<G>(app);
    app.init_resource::<ClassTournament<G>>();
    app.add_systems(Update, collect_games::<G>.run_if(|tournament: Res<ClassTournament<G>>| tournament.is_running()));
    refresh_while::<ClassTournament<G>>(app, PROGRESS_REFRESH, ClassTournament::is_running);
}

/// The part that needs a window: the tournament's window.
pub(super) fn window_plugin<G: GamePanel>(app: &mut App) {
    view::plugin::<G>(app);
}

/// Takes the finished games in and keeps each in the library.
fn collect_games<G: GamePanel>(
    mut tournament: ResMut<ClassTournament<G>>,
    file: Res<SettingsFile>,
    mut notice: ResMut<SettingsNotice>,
) {
    let Some(run) = &mut tournament.run else { return };
    let added = run.collect();
    let Some(library) = library_of(&file) else { return };
    for finished in &run.outcomes[run.outcomes.len() - added..] {
        if let Err(error) = library.keep(&run.record(finished)) {
            // Said where the teacher will see it; the tournament goes on.
            notice.0 = Some(library_error(&error));
        }
    }
}
