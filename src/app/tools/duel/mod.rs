//! The duel, for every game with weights: the player's sliders against a preset or a level, game
//! after game on the async compute pool, through the match code the `match` command plays
//! ([`crate::games::matches`]): fixed depth, each opening twice with the colours swapped, the
//! same games again from the same seed; the tally with its uncertainty, and the games kept to
//! be shown on the board ([`view`]).

mod order;
mod view;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use bevy::prelude::*;

use crate::app::base::redraw::{PROGRESS_REFRESH, refresh_while};
use crate::app::contract::arcade_game::ArcadeGame;
use crate::app::widgets::GamePanel;
use crate::games::matches::{Forfeit, MatchPlan, Outcome, PlayedMove, Player, Tally, Turn, found};
pub use order::{EntrantKind, GamesInPlay, MatchGame, match_plan};

/// Asks for the duel window of the game on screen.
#[derive(Event, Clone, Copy, Debug)]
pub struct ShowDuel;

/// Someone the player's weights can be tested against.
pub struct DuelOpponent<G: ArcadeGame> {
    /// How the window names it, in the player's language.
    pub name: String,
    /// What it plays with in a duel.
    pub options: G::Options,
}

/// The duel's games start at the same time as a game on screen; the pool has a thread for each
/// core (a browser, a web worker), and one is left to the window and the AI the player faces.
pub(crate) fn games_at_once() -> usize {
    #[cfg(target_family = "wasm")]
    let cores = web_sys::window().map_or(1.0, |window| window.navigator().hardware_concurrency()) as usize;
    #[cfg(not(target_family = "wasm"))]
    let cores = crate::engine::available_threads();
    cores.saturating_sub(1).max(1)
}

/// The games to a duel, at most; an even number, so that every opening is played with both
/// colours.
pub const MOST_GAMES: u32 = 200;

/// What works without a window: the duel's games and their tally.
pub(crate) fn game_plugin<G: GamePanel>(app: &mut App) {
    app.init_resource::<Duel<G>>();
    app.add_systems(Update, collect_games::<G>.run_if(|duel: Res<Duel<G>>| duel.is_running()));
    refresh_while::<Duel<G>>(app, PROGRESS_REFRESH, Duel::is_running);
}

/// The part that needs a window: the duel's window.
pub(crate) fn window_plugin<G: GamePanel>(app: &mut App) {
    view::plugin::<G>(app);
}

/// The duel window's state: what the next duel will be, and the last one.
#[derive(Resource)]
pub struct Duel<G: GamePanel> {
    pub open: bool,
    /// Which of [`GamePanel::duel_opponents`].
    pub opponent: usize,
    pub depth: u32,
    pub games: u32,
    pub seed: u64,
    pub run: Option<DuelRun<G>>,
}

impl<G: GamePanel> Default for Duel<G> {
    fn default() -> Self {
        Self { open: false, opponent: 0, depth: G::DUEL_DEPTH, games: 20, seed: 1, run: None }
    }
}

impl<G: GamePanel> Duel<G> {
    pub fn is_running(&self) -> bool {
        self.run.as_ref().is_some_and(DuelRun::is_running)
    }

    /// Starts a duel of `options` (the player's, as the sliders have them) against the chosen
    /// opponent; one already running is stopped.
    pub fn start(&mut self, options: &G::Options) {
        let opponents = G::duel_opponents(options, self.depth);
        let Some(opponent) = opponents.into_iter().nth(self.opponent) else { return };
        let games = self.games.clamp(2, MOST_GAMES) & !1;
        let players = [G::duel_options(options, self.depth), opponent.options];
        let seed = self.seed;
        let orders = (0..games).map(|number| {
            let players = players.clone().map(EntrantKind::Ai);
            MatchGame { games, seed, number, players }
        });
        let games_in_play = GamesInPlay::start(orders.collect());
        self.run = Some(DuelRun {
            opponent: opponent.name,
            depth: self.depth,
            plan: match_plan::<G>(games, seed),
            players,
            outcomes: Vec::new(),
            tally: Tally::new::<G::Position>(),
            games: games_in_play,
            stopped: false,
        });
    }

    /// Stops the duel; the games it finished are kept.
    pub fn cancel(&mut self) {
        if let Some(run) = &mut self.run
            && run.is_running()
        {
            run.games.stop();
            run.stopped = true;
        }
    }
}

/// A duel: its plan, its players, and its games so far.
pub struct DuelRun<G: GamePanel> {
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
    games: GamesInPlay<G>,
    /// The player cancelled it.
    pub stopped: bool,
}

impl<G: GamePanel> DuelRun<G> {
    pub fn is_running(&self) -> bool {
        self.games.is_running()
    }

    /// The flags that tell the running games' searches to stop (tests watch them).
    pub fn cancel_flags(&self) -> Vec<Arc<AtomicBool>> {
        self.games.cancel_flags()
    }

    /// Takes the finished games in; the next ones start.
    fn collect(&mut self) {
        for (_, outcome) in self.games.finished() {
            self.tally.count(&outcome);
            let at = self.outcomes.partition_point(|earlier| earlier.number < outcome.number);
            self.outcomes.insert(at, outcome);
        }
    }
}

fn collect_games<G: GamePanel>(mut duel: ResMut<Duel<G>>) {
    if let Some(run) = &mut duel.run {
        run.collect();
    }
}

/// A side of the duel (or of a class tournament): the game's AI with these options, kept from
/// move to move.
pub(crate) struct DuelPlayer<G: ArcadeGame> {
    options: G::Options,
    ai: G::Ai,
}

impl<G: ArcadeGame> DuelPlayer<G> {
    pub(crate) fn new(options: G::Options) -> Self {
        Self { options, ai: G::Ai::default() }
    }
}

impl<G: ArcadeGame> Player<G::Position> for DuelPlayer<G> {
    fn choose(&mut self, turn: Turn<G::Position>) -> Result<Option<PlayedMove<G::Move>>, Forfeit> {
        let mut options = self.options.clone();
        G::seed_choices(&mut options, turn.game_seed);
        let info = G::think(&mut self.ai, turn.game.position(), &options, turn.cancel, &mut |_| {});
        if turn.cancel.load(std::sync::atomic::Ordering::Relaxed) {
            return Ok(None);
        }
        found(info.best_move)
    }
}
