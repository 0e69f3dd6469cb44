//! The class tournament, for every game: the students' programs and the game's levels in a
//! round robin, paired and scored as the command line's `tournament` does
//! ([`crate::games::tournament`]), each game played in the background as a duel's is
//! ([`BackgroundGame`]: in a web worker on the web page), the crosstable and the standings filling in
//! as games end, each game kept in the library and shown on the board from its pair ([`view`]).

mod view;

use std::sync::Arc;

use bevy::prelude::*;

use crate::app::base::redraw::{PROGRESS_REFRESH, refresh_while};
use crate::app::base::settings::SettingsNotice;
use crate::app::base::settings_file::SettingsFile;
use crate::app::contract::window_game::WindowGame;
pub use crate::app::game_screen::background_games::EntrantKind;
use crate::app::game_screen::background_games::{BackgroundGame, BackgroundRun, Finished};
use crate::app::game_screen::library::{library_error, library_of};
use crate::games::Seat;
use crate::games::matches::Outcome;
use crate::games::tournament::{Fixture, Pairing, Results, round_robin};
use crate::library::{Origin, PlayerKind, PlayerRecord, Record, now};

/// An entrant as the teacher sets it up: its name, and what it is.
pub struct Entrant<G: WindowGame> {
    pub name: String,
    pub kind: EntrantKind<G>,
}

impl<G: WindowGame> Clone for Entrant<G> {
    fn clone(&self) -> Self {
        Self { name: self.name.clone(), kind: self.kind.clone() }
    }
}

/// The games a pair plays, at most.
pub const MOST_GAMES_A_PAIR: u32 = 20;

/// The tournament window's state: the entrants, how many games each pair plays, and the last
/// tournament.
#[derive(Resource)]
pub struct ClassTournament<G: WindowGame> {
    pub open: bool,
    pub entrants: Vec<Entrant<G>>,
    /// Games each pair plays, colours swapped game by game.
    pub games: u32,
    pub run: Option<BackgroundRun<G, TournamentRun<G>>>,
}

impl<G: WindowGame> Default for ClassTournament<G> {
    fn default() -> Self {
        Self { open: false, entrants: Vec::new(), games: 2, run: None }
    }
}

impl<G: WindowGame> ClassTournament<G> {
    pub fn is_running(&self) -> bool {
        self.run.as_ref().is_some_and(BackgroundRun::is_running)
    }

    /// Starts a round robin of the entrants; one already running is stopped.
    pub fn start(&mut self) {
        if self.entrants.len() < 2 {
            return;
        }
        let entrants = Arc::new(self.entrants.clone());
        let games = self.games.clamp(1, MOST_GAMES_A_PAIR);
        let (pairings, fixtures) = round_robin(entrants.len(), games);
        let results = Results::new(entrants.iter().map(|entrant| (entrant.name.clone(), String::new())));
        let orders = fixtures.iter().map(|fixture| {
            let pairing = pairings[fixture.pairing];
            let players = [pairing.first, pairing.second].map(|entrant| entrants[entrant].kind.clone());
            BackgroundGame { games, seed: 1, number: fixture.number, players }
        });
        let orders = orders.collect();
        let tournament = TournamentRun {
            entrants,
            total: pairings.len() as u32 * games,
            pairings,
            fixtures,
            results,
            outcomes: Vec::new(),
            shown_pair: None,
        };
        self.run = Some(BackgroundRun::start(tournament, orders));
    }

    /// Stops the tournament; the games it finished are kept.
    pub fn cancel(&mut self) {
        if let Some(run) = &mut self.run {
            run.stop();
        }
    }
}

/// A tournament: its pairs, its results so far and its games.
pub struct TournamentRun<G: WindowGame> {
    /// The entrants as it began.
    entrants: Arc<Vec<Entrant<G>>>,
    pub pairings: Vec<Pairing>,
    /// Its games, in the order they start.
    fixtures: Vec<Fixture>,
    /// The games it plays in all.
    pub total: u32,
    pub results: Results,
    /// The finished games, with the pair and game number each was.
    pub outcomes: Vec<(Fixture, Outcome<G::Position>)>,
    /// The pair whose games the window lists, by its two entrants.
    pub shown_pair: Option<(usize, usize)>,
}

impl<G: WindowGame> TournamentRun<G> {
    /// Takes `finished` games in and returns how many.
    fn collect(&mut self, finished: Vec<Finished<G>>) -> usize {
        let count = finished.len();
        for (place, outcome) in finished {
            let fixture = self.fixtures[place];
            self.results.count(self.pairings[fixture.pairing], &outcome);
            self.outcomes.push((fixture, outcome));
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
pub(crate) fn game_plugin<G: WindowGame>(app: &mut App) {
    app.init_resource::<ClassTournament<G>>();
    app.add_systems(Update, collect_games::<G>.run_if(|tournament: Res<ClassTournament<G>>| tournament.is_running()));
    refresh_while::<ClassTournament<G>>(app, PROGRESS_REFRESH, ClassTournament::is_running);
}

/// The part that needs a window: the tournament's window.
pub(crate) fn window_plugin<G: WindowGame>(app: &mut App) {
    view::plugin::<G>(app);
}

/// Takes the finished games in and keeps each in the library.
fn collect_games<G: WindowGame>(
    mut tournament: ResMut<ClassTournament<G>>,
    file: Res<SettingsFile>,
    mut notice: ResMut<SettingsNotice>,
) {
    let Some(run) = &mut tournament.run else { return };
    let (finished, run) = run.finished();
    let added = run.collect(finished);
    let Some(library) = library_of(&file) else { return };
    for finished in &run.outcomes[run.outcomes.len() - added..] {
        if let Err(error) = library.keep(&run.record(finished)) {
            // Said where the teacher will see it; the tournament goes on.
            notice.0 = Some(library_error(&error));
        }
    }
}
