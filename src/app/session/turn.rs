//! Whose turn it is: the AI's move started, collected and played; forced passes; the hints'
//! search on the human's turn; searches stopped when the screen is left.

use std::time::Duration;

use bevy::prelude::*;

use super::outside::{OutsideSeat, engine_gives_hints};
use super::state::Searches;
use super::{ArcadeGame, BoardChange, Hints, OutsideEngine, Session};
use crate::app::ai_task::{AiSearch, SearchJob};
use crate::app::animation::{RunningAnimations, animations_idle};
use crate::app::redraw::WakeUp;
use crate::app::settings::{Player, Settings};
use crate::games::Notation;

/// How long the AI waits after a forced pass at animation speed 1, so the announcement is read.
const PASS_PAUSE_SECONDS: f32 = 1.2;

pub(super) fn stop_searches<G: ArcadeGame>(mut searches: Searches<G>) {
    searches.ai.cancel();
    searches.hints.clear();
    searches.outside.release();
}

/// Plays the AI's move once its search ends and the board has finished the previous one.
pub(super) fn collect_ai_move<G: ArcadeGame>(
    mut session: ResMut<Session<G>>,
    mut ai: ResMut<AiSearch<G::Move>>,
    running: RunningAnimations,
    mut changes: MessageWriter<BoardChange<G>>,
) {
    if !animations_idle(&running) {
        return;
    }
    let generation = session.generation;
    let Some(info) = ai.take_result(generation) else { return };
    // The measuring script (scripts/measure-window.sh) searches the same position with `analyze`.
    info!(
        "AI search: depth {}, {} nodes in {:.3} s, {:.0} nodes/s, position {}",
        info.depth,
        info.nodes,
        info.elapsed.as_secs_f64(),
        info.nodes_per_second(),
        session.position()
    );
    session.record_evaluation(info.score);
    if let Some(mv) = info.best_move {
        session.play(mv, &mut changes);
    }
}

/// Starts the AI's search (or asks the outside engine) when it is its turn, plays forced
/// passes, and stops a search the player no longer wants (the side became human's, pause).
/// While the player looks at an earlier position of the game (undone moves ahead of it) the
/// machines wait: a move there would drop the rest of the line, which only the human's own move
/// should do.
pub(super) fn advance_turn<G: ArcadeGame>(
    mut session: ResMut<Session<G>>,
    mut searches: Searches<G>,
    settings: Res<Settings>,
    time: Res<Time>,
    running: RunningAnimations,
    mut changes: MessageWriter<BoardChange<G>>,
    mut wake: ResMut<WakeUp>,
) {
    let Searches { ai, outside, .. } = &mut searches;
    let position = *session.position();
    let mover = session.mover(&settings);
    let waiting = session.history.can_redo() || session.is_setting_up();
    if !mover.is_machine() || session.paused || waiting {
        ai.cancel();
        outside.cancel();
    }
    if !animations_idle(&running) || ai.is_thinking() || outside.is_thinking() {
        return;
    }
    if session.is_over() {
        ai.cancel();
        outside.cancel();
        if session.out_of_time.is_none() && session.evaluations.last().is_some_and(Option::is_none) {
            session.record_evaluation(crate::engine::Game::terminal_score(&position));
        }
        return;
    }
    if waiting {
        return;
    }
    if let Some(pass) = G::forced_pass(&position) {
        let side = G::Position::SIDES[usize::from(!position.first_to_move())];
        session.play(pass, &mut changes);
        session.announcement = Some(format!("{side} has no move — passes"));
        let pause = if settings.animation_speed > 0.0 { PASS_PAUSE_SECONDS / settings.animation_speed } else { 0.0 };
        session.ai_not_before = time.elapsed_secs() + pause;
        return;
    }
    if !mover.is_machine() || session.paused {
        return;
    }
    if time.elapsed_secs() < session.ai_not_before {
        wake.within(Duration::from_secs_f32(session.ai_not_before - time.elapsed_secs()));
        return;
    }
    let mut options = G::settings(&settings).options.clone();
    if let Some(clock) = &session.clock {
        let budget = clock.ai_budget(position.first_to_move(), G::moves_left(&position));
        G::limit_time(&mut options, budget);
    }
    if mover == Player::Engine {
        outside.ask(session.generation, session.history.clone(), &options);
        return;
    }
    let search = SearchJob::spawn(session.generation, move |cancel, on_progress| {
        G::think(&position, &options, false, cancel, on_progress)
    });
    ai.start(search, position.first_to_move());
}

/// How many times the hints search a position before they show what they have.
const HINT_ATTEMPTS: u32 = 3;

/// On the human's turn with hints on, scores every legal move in the background (the AI, or the
/// outside engine where it gives the hints), again when the first search ran out of time before
/// every move had its score, and afresh when the game's options change. An engine that fails
/// gives the hints back to the AI.
pub(super) fn refresh_hints<G: ArcadeGame>(
    mut session: ResMut<Session<G>>,
    mut hints: ResMut<Hints<G>>,
    mut outside: ResMut<OutsideSeat<G>>,
    mut settings: ResMut<Settings>,
) {
    if let Some(failure) = outside.take_hint_failure() {
        outside.fail(&format!("{failure}. The AI gives the hints now"));
        if let Some(engine) = G::Outside::settings_mut(&mut G::settings_mut(&mut settings).options) {
            engine.gives_hints = false;
        }
    }
    let position = *session.position();
    let game_settings = G::settings(&settings);
    let wanted = game_settings.show_hints
        && !session.is_machine_turn(&settings)
        && !session.is_over()
        && !session.is_setting_up();
    if !wanted {
        hints.job = None;
        return;
    }
    if !hints.options.as_ref().is_some_and(|searched| G::searches_alike(searched, &game_settings.options)) {
        hints.clear();
        hints.options = Some(game_settings.options.clone());
    }
    let generation = session.generation;
    if let Some(job) = &mut hints.job {
        let Some(info) = job.poll() else { return };
        let current = job.generation() == generation;
        hints.job = None;
        if current {
            if info.best_move.is_some() {
                session.record_evaluation(info.score);
            }
            let earlier = hints.finished.as_ref().is_some_and(|(done, _)| *done == generation);
            hints.attempts = if earlier { hints.attempts + 1 } else { 1 };
            hints.finished = Some((generation, info));
        }
        return;
    }
    if let Some((done, info)) = &hints.finished
        && *done == generation
    {
        let scored = info.root_moves.iter().filter(|root_move| root_move.exact).count();
        if scored >= G::legal_moves(&position).len() || hints.attempts >= HINT_ATTEMPTS {
            return;
        }
    }
    if engine_gives_hints::<G>(game_settings)
        && let Some(engine) = G::Outside::settings(&game_settings.options)
    {
        hints.job = Some(outside.hints_search(generation, session.history.clone(), engine.clone()));
        return;
    }
    let options = game_settings.options.clone();
    hints.job = Some(SearchJob::spawn(generation, move |cancel, on_progress| {
        G::think(&position, &options, true, cancel, on_progress)
    }));
}
