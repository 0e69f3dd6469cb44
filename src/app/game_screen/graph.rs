//! The evaluation graph's values: the analysis the hints use, at the hints' strength, measures
//! the line's positions that have no value yet, one at a time, whenever the machine has nothing
//! else to do.

use bevy::prelude::*;

use super::hints::Hints;
use super::outside::OutsideSeat;
use super::program::ProgramSeat;
use super::search_request::{SearchKind, SearchRequest};
use super::why::WhyThisMove;
use crate::app::base::settings::AnalysisStrength;
use crate::app::base::tasks::{AiSearch, SearchJob};
use crate::app::contract::arcade_game::ArcadeGame;
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings::GameSettings;
use crate::engine::Game;

/// The analysis of one position of the line for the evaluation graph.
#[derive(Resource)]
pub struct GraphAnalysis<G: ArcadeGame> {
    job: Option<GraphJob<G>>,
    /// The strength the graph's values were measured at: another one measures them again.
    strength: Option<AnalysisStrength>,
}

/// The search of the line's position at `ply`, at `strength`.
struct GraphJob<G: ArcadeGame> {
    ply: usize,
    position: G::Position,
    strength: AnalysisStrength,
    search: SearchJob<G::Move>,
}

impl<G: ArcadeGame> Default for GraphAnalysis<G> {
    fn default() -> Self {
        Self { job: None, strength: None }
    }
}

impl<G: ArcadeGame> GraphAnalysis<G> {
    pub fn is_searching(&self) -> bool {
        self.job.is_some()
    }
}

/// Whether the machine is free for the graph: no AI, engine, program, hint or "why" line search
/// running.
pub(super) fn machine_idle<G: ArcadeGame>(
    ai: Res<AiSearch<G::Move>>,
    hints: Res<Hints<G>>,
    (outside, programs): (Res<OutsideSeat<G>>, Res<ProgramSeat<G>>),
    why: Res<WhyThisMove<G>>,
) -> bool {
    !ai.is_thinking()
        && !hints.is_searching()
        && !outside.is_thinking()
        && !programs.is_thinking()
        && !why.is_searching()
}

/// Stops the graph's analysis when a search the player waits for needs the machine.
pub(super) fn pause_graph_analysis<G: ArcadeGame>(mut graph: ResMut<GraphAnalysis<G>>) {
    if graph.job.is_some() {
        graph.job = None;
    }
}

/// Measures the line's positions that have no value on the graph yet, one at a time, at the
/// hints' strength, so that every value on the graph comes from the same search.
pub(super) fn fill_graph<G: ArcadeGame>(
    mut current_game: ResMut<CurrentGame<G>>,
    mut graph: ResMut<GraphAnalysis<G>>,
    settings: Res<GameSettings<G>>,
) {
    if graph.strength != Some(settings.hint_strength) {
        graph.strength = Some(settings.hint_strength);
        graph.job = None;
        current_game.forget_evaluations();
    }
    if let Some(job) = &mut graph.job {
        let Some(info) = job.search.poll() else { return };
        if job.strength == settings.hint_strength && info.best_move.is_some() {
            current_game.record_evaluation_at(job.ply, &job.position, info.score);
        }
        graph.job = None;
    }
    let Some((ply, position)) = current_game.unmeasured() else { return };
    if position.is_over() {
        current_game.record_evaluation_at(ply, &position, position.terminal_score());
        return;
    }
    let strength = settings.hint_strength;
    let request = SearchRequest::<G> { position, kind: SearchKind::Analysis { strength } };
    let search = request.spawn(current_game.generation(), None);
    graph.job = Some(GraphJob { ply, position, strength, search });
}
