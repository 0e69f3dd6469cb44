//! Games between two entrants played in the background, a duel's, a class tournament's or a
//! rating's: one game written as data ([`BackgroundGame`], a [`WorkOrder`]), so that a browser
//! plays it in a web worker as the desktop plays it on the task pool; the games of a match kept
//! in play, as many at once as there are cores to spare, and stopped together, with what the run is
//! (a duel's plan and tally, a tournament's pairs and results: [`BackgroundRun`]).

use std::ops::{Deref, DerefMut};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use serde::{Deserialize, Serialize};

use crate::app::base::settings::ProgramSettings;
use crate::app::base::tasks::BackgroundTask;
use crate::app::base::tasks::work_order::{self, WorkOrder, line_at, line_places};
use crate::app::contract::arcade_game::ArcadeGame;
use crate::app::contract::window_game::WindowGame;
use crate::games::matches::{
    Forfeit, ForfeitKind, GameSoFar, MatchPlan, Outcome, PlayedMove, Player, Thinking, Turn, found, play_game,
};
use crate::games::{Notation, Seat};
use crate::programs::Program;

/// What an entrant of a duel or a class tournament is.
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub enum EntrantKind<G: WindowGame> {
    /// The game's AI with these options (a level, a preset, the player's sliders).
    Ai(G::Options),
    /// A player's own program.
    Program(ProgramSettings),
}

impl<G: WindowGame> Clone for EntrantKind<G> {
    fn clone(&self) -> Self {
        match self {
            Self::Ai(options) => Self::Ai(options.clone()),
            Self::Program(program) => Self::Program(program.clone()),
        }
    }
}

impl<G: WindowGame> EntrantKind<G> {
    /// A fresh player of this kind, for one game.
    fn player(&self) -> Box<dyn Player<G::Position>> {
        match self {
            Self::Ai(options) => Box::new(AiPlayer::<G>::new(options.clone())),
            Self::Program(program) => Box::new(Program::<G::Position>::new(program.spec())),
        }
    }
}

/// Game `number` of a match of `games` games from `seed` between `players` (the first
/// entrant, then the second), played from [`WindowGame::duel_openings`].
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct BackgroundGame<G: WindowGame> {
    pub games: u32,
    pub seed: u64,
    pub number: u32,
    pub players: [EntrantKind<G>; 2],
}

impl<G: WindowGame> Clone for BackgroundGame<G> {
    fn clone(&self) -> Self {
        Self { players: self.players.clone(), ..*self }
    }
}

/// How a duel's and a class tournament's games are played: each opening twice, the colours
/// swapped.
pub fn match_plan<G: WindowGame>(games: u32, seed: u64) -> MatchPlan<G::Move> {
    MatchPlan { games, seed, openings: G::duel_openings(), swap_colours: true }
}

impl<G: WindowGame> WorkOrder for BackgroundGame<G> {
    const GAME: &'static str = G::Position::NAME;
    const KIND: &'static str = "match game";
    /// A game tells nothing before it ends.
    type Report = ();
    type Output = Option<Outcome<G::Position>>;
    type WireReport = ();
    type WireOutput = Option<WireOutcome>;

    fn run(&self, cancel: &AtomicBool, _: &mut dyn FnMut(())) -> Self::Output {
        let mut players = self.players.each_ref().map(EntrantKind::player);
        play_game(&match_plan::<G>(self.games, self.seed), self.number, &mut players, cancel)
    }

    fn report_to_wire(&self, (): &()) {}

    fn report_from_wire(&self, (): ()) -> Option<()> {
        Some(())
    }

    fn output_to_wire(&self, output: &Self::Output) -> Option<WireOutcome> {
        output.as_ref().map(WireOutcome::new::<G>)
    }

    fn output_from_wire(&self, wire: Option<WireOutcome>) -> Option<Self::Output> {
        match wire {
            Some(wire) => wire.read::<G>().map(Some),
            None => Some(None),
        }
    }
}

/// A game of a run that ended: its order's place among the run's games, and how it went.
pub type Finished<G> = (usize, Outcome<<G as ArcadeGame>::Position>);

/// A duel's or a class tournament's run: what it is (`R`: its plan, its players, its results so
/// far, which it derefs to) and its games in the background, each a [`BackgroundGame`], as many
/// at once as the machine has cores to spare, the next started as one ends. Dropping it stops
/// them.
pub struct BackgroundRun<G: WindowGame, R> {
    about: R,
    /// Every game of the match, in the order they start.
    orders: Vec<BackgroundGame<G>>,
    /// The first order not started yet.
    next: usize,
    /// The games under way, by their orders' places.
    playing: Vec<(usize, GameTask<G>)>,
    /// Whether [`BackgroundRun::stop`] stopped games before the last had ended.
    stopped: bool,
}

/// A game under way: its outcome once it ends, `None` where it was stopped.
type GameTask<G> = BackgroundTask<Option<Outcome<<G as ArcadeGame>::Position>>>;

impl<G: WindowGame, R> BackgroundRun<G, R> {
    /// The run `about`, its games `orders`: the first of them start.
    pub fn start(about: R, orders: Vec<BackgroundGame<G>>) -> Self {
        let mut run = Self { about, orders, next: 0, playing: Vec::new(), stopped: false };
        run.keep_playing();
        run
    }

    pub fn is_running(&self) -> bool {
        !self.playing.is_empty()
    }

    /// Stops the games under way and starts no more.
    pub fn stop(&mut self) {
        if self.is_running() {
            self.stopped = true;
        }
        self.playing.clear();
        self.next = self.orders.len();
    }

    /// More games, after those given: the next round of a tournament paired by the results so
    /// far. A stopped run takes none.
    pub fn add_orders(&mut self, orders: Vec<BackgroundGame<G>>) {
        if self.stopped {
            return;
        }
        self.orders.extend(orders);
        self.keep_playing();
    }

    /// Whether it was stopped before its last game had ended.
    pub fn was_stopped(&self) -> bool {
        self.stopped
    }

    /// The flags that tell the running games to stop (tests watch them).
    pub fn cancel_flags(&self) -> Vec<Arc<AtomicBool>> {
        self.playing.iter().map(|(_, task)| task.cancel_flag()).collect()
    }

    /// The games that ended since the last call, each with its order's place (a game stopped
    /// before its end is left out), and what the run is, to count them in; the next ones are
    /// started.
    pub fn finished(&mut self) -> (Vec<Finished<G>>, &mut R) {
        let mut finished = Vec::new();
        let mut index = 0;
        while index < self.playing.len() {
            match self.playing[index].1.poll() {
                Some(ended) => {
                    let (place, _) = self.playing.swap_remove(index);
                    finished.extend(ended.map(|outcome| (place, outcome)));
                }
                None => index += 1,
            }
        }
        self.keep_playing();
        (finished, &mut self.about)
    }

    fn keep_playing(&mut self) {
        while self.playing.len() < games_at_once() && self.next < self.orders.len() {
            let place = self.next;
            self.next += 1;
            self.playing.push((place, work_order::spawn(self.orders[place].clone(), |()| {})));
        }
    }
}

impl<G: WindowGame, R> Deref for BackgroundRun<G, R> {
    type Target = R;

    fn deref(&self) -> &R {
        &self.about
    }
}

impl<G: WindowGame, R> DerefMut for BackgroundRun<G, R> {
    fn deref_mut(&mut self) -> &mut R {
        &mut self.about
    }
}

/// The game's AI with these options as a side of a background game, kept from move to move.
pub(crate) struct AiPlayer<G: ArcadeGame> {
    options: G::Options,
    ai: G::Ai,
}

impl<G: ArcadeGame> AiPlayer<G> {
    pub(crate) fn new(options: G::Options) -> Self {
        Self { options, ai: G::Ai::default() }
    }
}

impl<G: ArcadeGame> Player<G::Position> for AiPlayer<G> {
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

/// The background games start at the same time as a game on screen; the pool has a thread for each
/// core (a browser, a web worker), and one is left to the window and the AI the player faces.
pub fn games_at_once() -> usize {
    #[cfg(target_family = "wasm")]
    let cores = web_sys::window().map_or(1.0, |window| window.navigator().hardware_concurrency()) as usize;
    #[cfg(not(target_family = "wasm"))]
    let cores = crate::engine::available_threads();
    cores.saturating_sub(1).max(1)
}

/// A game's outcome with each move written as its place among the legal moves where it was
/// played: what a worker sends the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WireOutcome {
    number: u32,
    /// From the game's start: (place, the player's evaluation, its seconds).
    moves: Vec<(u16, Option<f64>, Option<f64>)>,
    first_player: usize,
    forfeit: Option<(Seat, ForfeitKind, String)>,
    thinking: [Thinking; 2],
}

impl WireOutcome {
    fn new<G: WindowGame>(outcome: &Outcome<G::Position>) -> Self {
        let played = outcome.game.moves();
        // Every move of a played game is legal where it was played.
        let places = line_places(outcome.game.start(), played.iter().map(|played| played.mv));
        let moves =
            places.into_iter().zip(played).map(|(place, played)| (place, played.eval, played.seconds)).collect();
        Self {
            number: outcome.number,
            moves,
            first_player: outcome.first_player,
            forfeit: outcome.forfeit.clone().map(|(seat, forfeit)| (seat, forfeit.kind, forfeit.reason)),
            thinking: outcome.thinking,
        }
    }

    /// The outcome, or `None` where a move is not legal where it is said to be played.
    fn read<G: WindowGame>(self) -> Option<Outcome<G::Position>> {
        let places = self.moves.iter().map(|&(place, _, _)| place).collect::<Vec<_>>();
        let line = line_at(&G::Position::start(), &places)?;
        let moves = line.into_iter().zip(self.moves).map(|(mv, (_, eval, seconds))| PlayedMove { mv, eval, seconds });
        Some(Outcome {
            number: self.number,
            game: GameSoFar::replayed(G::Position::start(), moves)?,
            first_player: self.first_player.min(1),
            forfeit: self.forfeit.map(|(seat, kind, reason)| (seat, Forfeit { kind, reason })),
            thinking: self.thinking,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::reversi::Reversi;
    use crate::app::tictactoe::Tictactoe;

    fn played<G: WindowGame>(number: u32) -> (BackgroundGame<G>, Outcome<G::Position>) {
        let options = G::duel_options(&G::Options::default(), 1);
        let players = [EntrantKind::Ai(options.clone()), EntrantKind::Ai(options)];
        let order = BackgroundGame::<G> { games: 4, seed: 7, number, players };
        let outcome = order.run(&AtomicBool::new(false), &mut |()| {}).expect("not cancelled");
        (order, outcome)
    }

    fn through_the_wire<G: WindowGame>(
        order: &BackgroundGame<G>,
        outcome: &Outcome<G::Position>,
    ) -> Outcome<G::Position> {
        let json = serde_json::to_string(&order.output_to_wire(&Some(outcome.clone()))).expect("written");
        let wire = serde_json::from_str(&json).expect("read");
        order.output_from_wire(wire).expect("fits the order").expect("a game")
    }

    #[test]
    fn a_match_game_comes_back_from_the_wire_move_for_move() {
        let (order, mut outcome) = played::<Reversi>(1);
        // A time whose shortest decimal form a plain JSON reader read back a unit in the last
        // place off.
        outcome.thinking[0].seconds = 0.000_236_834_000_000_000_06;
        let back = through_the_wire(&order, &outcome);
        assert_eq!(back.game.move_list(), outcome.game.move_list());
        assert_eq!(back.game.position(), outcome.game.position());
        assert_eq!((back.number, back.first_player, back.thinking), (1, outcome.first_player, outcome.thinking));
        assert_eq!(back.forfeit, outcome.forfeit);
        assert!(outcome.game.moves().len() > 50, "a whole game of Reversi: {}", outcome.game.moves().len());

        let (order, outcome) = played::<Tictactoe>(2);
        assert_eq!(through_the_wire(&order, &outcome).game.move_list(), outcome.game.move_list());
    }

    #[test]
    fn the_order_travels_as_json_and_plays_the_same_game() {
        let (order, outcome) = played::<Reversi>(3);
        let json = serde_json::to_string(&order).expect("written");
        let back: BackgroundGame<Reversi> = serde_json::from_str(&json).expect("read");
        let replayed = back.run(&AtomicBool::new(false), &mut |()| {}).expect("not cancelled");
        assert_eq!(replayed.game.move_list(), outcome.game.move_list());
    }

    #[test]
    fn a_move_that_is_not_legal_where_it_is_played_is_refused() {
        let (order, outcome) = played::<Reversi>(0);
        let mut wire = WireOutcome::new::<Reversi>(&outcome);
        wire.moves[0].0 = 40;
        assert!(order.output_from_wire(Some(wire)).is_none());
        assert!(order.output_from_wire(None).is_some_and(|outcome| outcome.is_none()));
    }

    #[test]
    fn a_program_entrant_travels_with_its_command() {
        let program = ProgramSettings {
            command: "python3 agent.py {side}".into(),
            once_a_game: true,
            ..ProgramSettings::default()
        };
        let players = [EntrantKind::Program(program.clone()), EntrantKind::Ai(Default::default())];
        let order = BackgroundGame::<Tictactoe> { games: 2, seed: 1, number: 1, players };
        let json = serde_json::to_string(&order).expect("written");
        let back: BackgroundGame<Tictactoe> = serde_json::from_str(&json).expect("read");
        assert!(matches!(&back.players[0], EntrantKind::Program(read) if *read == program), "{json}");
        assert!(matches!(back.players[1], EntrantKind::Ai(_)));
    }
}
