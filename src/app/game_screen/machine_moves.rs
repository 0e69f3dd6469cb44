//! The machines' moves on a game's screen: the AI's search started and its move played, an
//! outside engine or a player's program asked, forced passes played and announced, and every
//! search stopped when it is no longer wanted or the screen is left.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use bevy::ecs::system::{ScheduleSystem, SystemParam};
use bevy::prelude::*;

use super::hints::Hints;
use super::notes::ScreenNotes;
use super::outside::{OutsideSeat, collect_engine_move};
use super::program::{ProgramSeat, collect_program_move};
use super::search_request::{SearchKind, SearchRequest};
use super::turn::{WhoseTurn, decide_turn, machine_to_move, pass_to_play, turn_may_have_changed};
use super::why::WhyThisMove;
use crate::app::base::animation::{RunningAnimations, animations_idle};
use crate::app::base::redraw::WakeUp;
use crate::app::base::settings::{PlayerKind, Settings};
use crate::app::base::tasks::AiSearch;
use crate::app::contract::arcade_game::{ArcadeGame, BoardChange, forced_pass, side_name};
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings::GameSettings;
use crate::games::Notation;
use crate::tr;

/// How long the AI waits after a forced pass at animation speed 1, so the announcement is read.
const PASS_PAUSE_SECONDS: f32 = 1.2;

/// The AI that plays game `G`'s machine seats, kept from move to move with what its searches
/// learnt ([`ArcadeGame::Ai`]). Each move's search holds it on the task pool while it runs; a
/// search cancelled by a new game or an undo lets go of it within milliseconds.
#[derive(Resource)]
pub struct PlayingAi<G: ArcadeGame>(Arc<Mutex<G::Ai>>);

impl<G: ArcadeGame> Default for PlayingAi<G> {
    fn default() -> Self {
        Self(Arc::default())
    }
}

/// The turn's systems, in the order they run each frame on `G`'s screen. A machine's move is
/// played only while it is still the machine's turn, and the turn is decided again after it.
pub(super) fn systems<G: ArcadeGame>() -> impl IntoScheduleConfigs<ScheduleSystem, ()> {
    (
        decide_turn::<G>.run_if(turn_may_have_changed::<G>),
        (collect_ai_move::<G>, collect_engine_move::<G>, collect_program_move::<G>).run_if(machine_to_move::<G>),
        decide_turn::<G>.run_if(turn_may_have_changed::<G>),
        stop_unwanted_machines::<G>.run_if(not(machine_to_move::<G>)),
        play_forced_pass::<G>.run_if(pass_to_play::<G>),
        start_machine_move::<G>.run_if(machine_to_move::<G>),
    )
        .chain()
}

/// The game's background searches, which a new position makes stale.
#[derive(SystemParam)]
pub(super) struct Searches<'w, G: ArcadeGame> {
    pub(super) ai: ResMut<'w, AiSearch<<G as ArcadeGame>::Move>>,
    pub(super) hints: ResMut<'w, Hints<G>>,
    pub(super) outside: ResMut<'w, OutsideSeat<G>>,
    pub(super) programs: ResMut<'w, ProgramSeat<G>>,
    /// The AI the machine seats play with.
    pub(super) playing: Res<'w, PlayingAi<G>>,
}

impl<G: ArcadeGame> Searches<'_, G> {
    /// Drops every search of the position that was on the board.
    pub(super) fn cancel_all(&mut self) {
        // The last search's figures stay: after an undo the panel still shows what the AI found.
        self.ai.cancel();
        self.hints.clear();
        self.outside.cancel();
        self.programs.cancel();
    }

    /// A machine seat is working on its move.
    fn machine_thinking(&self) -> bool {
        self.ai.is_thinking() || self.outside.is_thinking() || self.programs.is_thinking()
    }
}

pub(super) fn stop_searches<G: ArcadeGame>(mut searches: Searches<G>, mut why: ResMut<WhyThisMove<G>>) {
    searches.ai.cancel();
    searches.hints.clear();
    searches.outside.release();
    searches.programs.cancel();
    why.stop();
}

/// Plays the AI's move once its search ends and the board has finished the previous one.
fn collect_ai_move<G: ArcadeGame>(
    mut current_game: ResMut<CurrentGame<G>>,
    mut ai: ResMut<AiSearch<G::Move>>,
    (mut why, settings): (ResMut<WhyThisMove<G>>, Res<GameSettings<G>>),
    running: RunningAnimations,
    mut changes: MessageWriter<BoardChange<G>>,
) {
    if !animations_idle(&running) {
        return;
    }
    let Some(info) = ai.take_result(current_game.generation()) else { return };
    // The measuring script (scripts/measure-window.sh) searches the same position with `analyze`.
    info!(
        "AI search: depth {}, {} nodes in {:.3} s, {:.0} nodes/s, position {}",
        info.depth,
        info.nodes,
        info.elapsed.as_secs_f64(),
        info.nodes_per_second(),
        current_game.position()
    );
    why.explain(current_game.position(), &info, &settings.options);
    if let Some(mv) = info.best_move {
        current_game.play(mv, Vec::new(), &mut changes);
    }
}

/// Stops a machine's search the player no longer wants (it runs when no machine is to move): the
/// seat became the human's, the game was paused or ended, or the player stepped back in it.
fn stop_unwanted_machines<G: ArcadeGame>(mut searches: Searches<G>) {
    if searches.machine_thinking() {
        searches.ai.cancel();
        searches.outside.cancel();
        searches.programs.cancel();
    }
}

/// Plays the pass the side to move is forced to, once the board is still, and says so.
fn play_forced_pass<G: ArcadeGame>(
    mut current_game: ResMut<CurrentGame<G>>,
    mut notes: ResMut<ScreenNotes<G>>,
    mut turn: ResMut<WhoseTurn<G>>,
    settings: Res<Settings>,
    time: Res<Time>,
    running: RunningAnimations,
    mut changes: MessageWriter<BoardChange<G>>,
) {
    let position = *current_game.position();
    if !animations_idle(&running) {
        return;
    }
    let Some(pass) = forced_pass::<G>(&position) else { return };
    let side = side_name::<G>(position.seat_to_move());
    current_game.play(pass, Vec::new(), &mut changes);
    notes.announce_pass(current_game.generation(), tr!("game-screen-pass", side = side));
    let pause = if settings.animation_speed > 0.0 { PASS_PAUSE_SECONDS / settings.animation_speed } else { 0.0 };
    turn.machine_not_before = time.elapsed_secs() + pause;
}

/// Starts the AI's search, or asks the outside engine, once the board is still.
fn start_machine_move<G: ArcadeGame>(
    current_game: Res<CurrentGame<G>>,
    settings: Res<GameSettings<G>>,
    turn: Res<WhoseTurn<G>>,
    mut searches: Searches<G>,
    time: Res<Time>,
    running: RunningAnimations,
    mut wake: ResMut<WakeUp>,
) {
    if !animations_idle(&running) || searches.machine_thinking() {
        return;
    }
    let Searches { ai, outside, programs, playing, .. } = &mut searches;
    if time.elapsed_secs() < turn.machine_not_before {
        wake.within(Duration::from_secs_f32(turn.machine_not_before - time.elapsed_secs()));
        return;
    }
    let position = *current_game.position();
    let seat = position.seat_to_move();
    let mut options = settings.options.clone();
    G::seed_choices(&mut options, current_game.seed());
    if let Some(clock) = current_game.clock() {
        let budget = clock.ai_budget(seat, G::moves_left(&position));
        G::limit_time(&mut options, budget);
    }
    match settings.seats.get(seat) {
        PlayerKind::Engine => {
            outside.ask(current_game.generation(), current_game.history().clone(), &options);
            return;
        }
        PlayerKind::Program => {
            let last = current_game.history().last_move();
            programs.ask(current_game.generation(), position, last, &settings.program);
            return;
        }
        PlayerKind::Human | PlayerKind::Ai => {}
    }
    let request = SearchRequest::<G> { position, kind: SearchKind::Move { options } };
    ai.start(request.spawn(current_game.generation(), Some(&playing.0)), seat);
}
