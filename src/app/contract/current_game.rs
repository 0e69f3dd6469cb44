//! The game on a game's screen: its moves with undo and redo, its clocks, the evaluation of each
//! position, and the generation every change of position takes. Only the methods here change
//! the position, and each takes a new generation and tells the board.

use bevy::prelude::*;

use crate::app::base::game_clock::GameClock;
use crate::app::base::history::GameHistory;
use crate::app::base::tasks::Generation;
use crate::app::contract::arcade_game::{
    ArcadeGame, BoardChange, GameTextError, for_first, parse_game, side_name, transcript, try_play,
};
use crate::engine::{Game, Score};
use crate::games::random::clock_seed;
use crate::games::{Notation, Seat};
use crate::tr;

/// The game on a game's screen. It survives trips to the menu, so a game can be resumed.
#[derive(Resource)]
pub struct CurrentGame<G: ArcadeGame> {
    history: GameHistory<G::Position, G::Move>,
    /// Changes with every change of position; searches for an older one are stale.
    generation: Generation,
    /// The first seat's advantage in each position of the history, where a search measured it.
    evaluations: Vec<Option<Score>>,
    /// Stops the machines from starting new moves (AI vs AI's pause button).
    pub paused: bool,
    /// The position a paused game plays one move from (the Step button): the machine to move
    /// there may move, and after its move the game waits again.
    stepping_from: Option<Generation>,
    /// The game's clocks, when it is played on time.
    pub(crate) clock: Option<GameClock>,
    /// The seat whose time ran out: it lost.
    pub(crate) out_of_time: Option<Seat>,
    /// This game's seed for the AI's choices among near-equal moves: new with every game, so
    /// the book's openings vary from game to game, and kept through undo and redo, so the AI
    /// answers a position the same way within one game.
    seed: u64,
}

impl<G: ArcadeGame> Default for CurrentGame<G> {
    fn default() -> Self {
        Self::new(G::start(&G::Options::default()))
    }
}

impl<G: ArcadeGame> CurrentGame<G> {
    pub fn new(start: G::Position) -> Self {
        Self::from_history(GameHistory::new(start))
    }

    pub fn from_history(history: GameHistory<G::Position, G::Move>) -> Self {
        let positions = history.positions().len();
        Self {
            history,
            generation: 0,
            evaluations: vec![None; positions],
            paused: false,
            stepping_from: None,
            clock: None,
            out_of_time: None,
            seed: clock_seed(),
        }
    }

    /// The game `--position`, `--transcript` or `--open` asks for, read as a paste is.
    pub fn from_launch(text: &str) -> Result<Self, GameTextError<G>> {
        parse_game::<G>(text).map(Self::from_history)
    }

    pub fn history(&self) -> &GameHistory<G::Position, G::Move> {
        &self.history
    }

    /// Which position the game is at: it changes with every move, undo, redo and new game.
    pub fn generation(&self) -> Generation {
        self.generation
    }

    /// While paused, lets the machine to move play one move, after which the game waits again.
    pub fn step_one_move(&mut self) {
        self.stepping_from = Some(self.generation);
    }

    /// The machines wait: paused, and not stepping from this position.
    pub fn holds_machines(&self) -> bool {
        self.paused && self.stepping_from != Some(self.generation)
    }

    /// The first seat's advantage in each position of the history, where a search measured it.
    pub fn evaluations(&self) -> &[Option<Score>] {
        &self.evaluations
    }

    /// This game's seed for the AI's choices ([`ArcadeGame::seed_choices`]).
    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn clock(&self) -> Option<&GameClock> {
        self.clock.as_ref()
    }

    /// The seat that lost on time.
    pub fn out_of_time(&self) -> Option<Seat> {
        self.out_of_time
    }

    pub fn position(&self) -> &G::Position {
        self.history.current()
    }

    /// Over by the rules, or on time.
    pub fn is_over(&self) -> bool {
        self.out_of_time.is_some() || self.position().is_over()
    }

    /// The result of a finished game, in words.
    pub fn result_text(&self) -> String {
        match self.out_of_time {
            Some(seat) => {
                let [loser, winner] = [seat, seat.opponent()].map(side_name::<G>);
                tr!("game-screen-out-of-time", loser = loser, winner = winner)
            }
            None => G::result_text(self.position()),
        }
    }

    /// The transcript as the panel shows it.
    pub fn transcript(&self) -> String {
        transcript::<G>(&self.history)
    }

    pub(crate) fn record_evaluation(&mut self, score_for_side_to_move: Score) {
        let ply = self.history.cursor();
        let position = *self.position();
        self.record_evaluation_at(ply, &position, score_for_side_to_move);
    }

    /// Puts the analysis of the line's position at `ply` on the graph, if that position is still
    /// there (the line may have changed while it was searched).
    pub(crate) fn record_evaluation_at(&mut self, ply: usize, searched: &G::Position, score_for_side_to_move: Score) {
        let Some(position) = self.history.line_positions().get(ply) else { return };
        if position.hash() != searched.hash() {
            return;
        }
        if self.evaluations.len() <= ply {
            self.evaluations.resize(ply + 1, None);
        }
        self.evaluations[ply] = Some(for_first::<G>(position, score_for_side_to_move));
    }

    /// Drops the graph's values, to be measured again (at another strength).
    pub(crate) fn forget_evaluations(&mut self) {
        self.evaluations.iter_mut().for_each(|value| *value = None);
    }

    /// The next position of the line the graph has no evaluation of, with its ply: a finished
    /// game's last position first (its result takes no search), then the first from the start.
    pub(crate) fn unmeasured(&self) -> Option<(usize, G::Position)> {
        let positions = self.history.line_positions();
        let unmeasured = |ply: &usize| self.evaluations.get(*ply).is_none_or(Option::is_none);
        let last = positions.len() - 1;
        let next = if positions[last].is_over() && unmeasured(&last) {
            Some(last)
        } else {
            (0..positions.len()).find(unmeasured)
        };
        next.map(|ply| (ply, positions[ply]))
    }

    /// Plays a legal move and tells the board what changed (`input`: the part of the move the
    /// human had already built on the board); false for an illegal one.
    pub(crate) fn play(
        &mut self,
        mv: G::Move,
        input: Vec<G::Square>,
        changes: &mut MessageWriter<BoardChange<G>>,
    ) -> bool {
        let before = *self.position();
        let Some(next) = try_play::<G>(&before, mv) else { return false };
        if let Some(clock) = &mut self.clock {
            clock.after_move(before.seat_to_move());
        }
        self.history.push(mv, next);
        self.evaluations.truncate(self.history.positions().len() - 1);
        self.evaluations.push(None);
        self.generation += 1;
        changes.write(BoardChange::Moved { before, mv, input });
        true
    }

    /// Moves along the game's line (undo, redo, a move of the list) as `step` does; true when
    /// the position changed.
    pub(crate) fn step(
        &mut self,
        step: impl FnOnce(&mut GameHistory<G::Position, G::Move>) -> bool,
        changes: &mut MessageWriter<BoardChange<G>>,
    ) -> bool {
        if !step(&mut self.history) {
            return false;
        }
        let positions = self.history.positions().len();
        if self.evaluations.len() < positions {
            self.evaluations.resize(positions, None);
        }
        self.jumped(changes);
        true
    }

    /// Replaces the game with another (a new game, a pasted or opened one).
    pub(crate) fn replace(
        &mut self,
        history: GameHistory<G::Position, G::Move>,
        changes: &mut MessageWriter<BoardChange<G>>,
    ) {
        let generation = self.generation;
        *self = Self::from_history(history);
        self.generation = generation;
        self.jumped(changes);
    }

    /// The position changed other than by a move: everything derived from the old one is void.
    fn jumped(&mut self, changes: &mut MessageWriter<BoardChange<G>>) {
        self.generation += 1;
        changes.write(BoardChange::Reset);
    }
}
