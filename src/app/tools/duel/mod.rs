//! The duel, for every game with weights: the player's sliders against a preset or a level, game
//! after game on the async compute pool, through the match code the `match` command plays
//! ([`crate::games::matches`]): fixed depth, each opening twice with the colours swapped, the
//! same games again from the same seed; the tally with its uncertainty, and the games kept to
//! be shown on the board ([`view`]).

mod view;

use bevy::prelude::*;

use crate::app::base::redraw::{PROGRESS_REFRESH, refresh_while};
use crate::app::contract::window_game::WindowGame;
use crate::app::game_screen::background_games::{BackgroundGame, BackgroundRun, EntrantKind, match_plan};
use crate::games::matches::{MatchPlan, Outcome, Tally};

/// The games to a duel, at most; an even number, so that every opening is played with both
/// colours.
pub const MOST_GAMES: u32 = 200;

/// What works without a window: the duel's games and their tally.
pub(crate) fn game_plugin<G: WindowGame>(app: &mut App) {
    app.init_resource::<Duel<G>>();
    app.add_systems(Update, collect_games::<G>.run_if(|duel: Res<Duel<G>>| duel.is_running()));
    refresh_while::<Duel<G>>(app, PROGRESS_REFRESH, Duel::is_running);
}

/// The part that needs a window: the duel's window.
pub(crate) fn window_plugin<G: WindowGame>(app: &mut App) {
    view::plugin::<G>(app);
}

/// The duel window's state: what the next duel will be, and the last one.
#[derive(Resource)]
pub struct Duel<G: WindowGame> {
    pub open: bool,
    /// Which of [`WindowGame::duel_opponents`].
    pub opponent: usize,
    pub depth: u32,
    pub games: u32,
    pub seed: u64,
    pub run: Option<BackgroundRun<G, DuelRun<G>>>,
}

impl<G: WindowGame> Default for Duel<G> {
    fn default() -> Self {
        Self { open: false, opponent: 0, depth: G::DUEL_DEPTH, games: 20, seed: 1, run: None }
    }
}

impl<G: WindowGame> Duel<G> {
    pub fn is_running(&self) -> bool {
        self.run.as_ref().is_some_and(BackgroundRun::is_running)
    }

    /// Starts a duel of `options` (the player's, as the sliders have them) against the chosen
    /// opponent; one already running is stopped.
    pub fn start(&mut self, options: &G::Options) {
        let opponents = G::duel_opponents(options, self.depth);
        let Some(opponent) = opponents.into_iter().nth(self.opponent) else { return };
        let games = self.games.clamp(2, MOST_GAMES) & !1;
        let players = [G::duel_options(options, self.depth), opponent.options];
        let seed = self.seed;
        let orders: Vec<_> = (0..games)
            .map(|number| BackgroundGame { games, seed, number, players: players.clone().map(EntrantKind::Ai) })
            .collect();
        let duel = DuelRun {
            opponent: opponent.name,
            depth: self.depth,
            plan: match_plan::<G>(games, seed),
            players,
            outcomes: Vec::new(),
            tally: Tally::new::<G::Position>(),
        };
        self.run = Some(BackgroundRun::start(duel, orders));
    }

    /// Stops the duel; the games it finished are kept.
    pub fn cancel(&mut self) {
        if let Some(run) = &mut self.run {
            run.stop();
        }
    }
}

/// A duel: its plan, its players, and its games so far.
pub struct DuelRun<G: WindowGame> {
    /// The opponent's name when the duel began.
    pub opponent: String,
    pub depth: u32,
    pub plan: MatchPlan<G::Move>,
    /// The player's options as the duel began, then the opponent's.
    pub players: [G::Options; 2],
    /// The finished games, in the order of their numbers.
    pub outcomes: Vec<Outcome<G::Position>>,
    /// Player 0 is the player's weights, player 1 the opponent.
    pub tally: Tally,
}

/// Takes the finished games in; the next ones start.
fn collect_games<G: WindowGame>(mut duel: ResMut<Duel<G>>) {
    let Some(run) = &mut duel.run else { return };
    let (finished, duel) = run.finished();
    for (_, outcome) in finished {
        duel.tally.count(&outcome);
        let at = duel.outcomes.partition_point(|earlier| earlier.number < outcome.number);
        duel.outcomes.insert(at, outcome);
    }
}
