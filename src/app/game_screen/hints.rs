//! Hints: on the human's turn, every legal move scored in the background (by the analysis at its
//! own strength, or by the outside engine where it gives them), and for games where one click
//! makes a move, each square's label showing the score of the move a click there would make.

use bevy::prelude::*;

use super::outside::{OutsideSeat, engine_gives_hints};
use super::search_request::{SearchKind, SearchRequest};
use super::turn::{WhoseTurn, human_to_move};
use crate::app::base::animation::{RunningAnimations, animations_idle};
use crate::app::base::settings::AnalysisStrength;
use crate::app::base::tasks::{Generation, SearchJob};
use crate::app::contract::arcade_game::{ArcadeGame, OutsideEngine, engine_hints_alike, for_first};
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings::GameSettings;
use crate::engine::{RootMove, SearchInfo};
use crate::games::legal_moves;
use crate::tr;

/// How many times the hints search a position before they show what they have.
const HINT_ATTEMPTS: u32 = 3;

/// Scores of the legal moves for the side to move, searched in the background on human turns.
#[derive(Resource)]
pub struct Hints<G: ArcadeGame> {
    job: Option<SearchJob<G::Move>>,
    /// The running search is the outside engine's: its score is in its own units and stays off
    /// the graph, which the analysis measures alone.
    job_by_engine: bool,
    finished: Option<(Generation, SearchInfo<G::Move>)>,
    /// The strength and options the scores were searched with: another strength, or another
    /// outside engine giving them, makes them stale.
    searched_with: Option<(AnalysisStrength, G::Options)>,
    /// Searches finished for the finished generation; one cut off by its time limit before
    /// every move had a score is searched again, from its warm transposition table.
    attempts: u32,
}

impl<G: ArcadeGame> Default for Hints<G> {
    fn default() -> Self {
        Self { job: None, job_by_engine: false, finished: None, searched_with: None, attempts: 0 }
    }
}

impl<G: ArcadeGame> Hints<G> {
    pub fn is_searching(&self) -> bool {
        self.job.is_some()
    }

    /// What is known for `generation`, live while the search runs.
    pub fn info(&self, generation: Generation) -> Option<SearchInfo<G::Move>> {
        match (&self.finished, &self.job) {
            (Some((done, info)), _) if *done == generation => Some(info.clone()),
            (_, Some(job)) if job.generation() == generation => job.live(),
            _ => None,
        }
    }

    /// The scores known for `generation`, best first.
    pub fn scores(&self, generation: Generation) -> Vec<RootMove<G::Move>> {
        self.info(generation).map(|info| info.root_moves).unwrap_or_default()
    }

    /// The best move found so far for `generation`.
    pub fn best_move(&self, generation: Generation) -> Option<G::Move> {
        self.info(generation).and_then(|info| info.best_move)
    }

    /// The flag the running search sets when it is dropped (tests watch it).
    pub fn cancel_flag(&self) -> Option<std::sync::Arc<std::sync::atomic::AtomicBool>> {
        self.job.as_ref().map(SearchJob::cancel_flag)
    }

    pub(super) fn clear(&mut self) {
        *self = Self::default();
    }
}

/// Whether the player wants hints and it is their turn.
pub(super) fn hints_wanted<G: ArcadeGame>(settings: Res<GameSettings<G>>, turn: Res<WhoseTurn<G>>) -> bool {
    settings.show_hints && human_to_move(turn)
}

/// Stops the hints' search when the player no longer wants it or it is not their turn.
pub(super) fn drop_unwanted_hints<G: ArcadeGame>(mut hints: ResMut<Hints<G>>) {
    if hints.job.is_some() {
        hints.job = None;
    }
}

/// Scores every legal move in the background (the AI, or the outside engine where it gives the
/// hints), again when the first search ran out of time before every move had its score, and
/// afresh when the game's options change. An engine that fails gives the hints back to the AI.
pub(super) fn refresh_hints<G: ArcadeGame>(
    mut current_game: ResMut<CurrentGame<G>>,
    mut hints: ResMut<Hints<G>>,
    mut outside: ResMut<OutsideSeat<G>>,
    mut settings: ResMut<GameSettings<G>>,
) {
    if let Some(failure) = outside.take_hint_failure() {
        outside.fail(&failure, &tr!("game-screen-engine-hints-ai"));
        if let Some(engine) = G::Outside::settings_mut(&mut settings.options) {
            engine.gives_hints = false;
        }
    }
    let alike = |(strength, options): &(AnalysisStrength, G::Options)| {
        *strength == settings.hint_strength && engine_hints_alike::<G>(options, &settings.options)
    };
    if !hints.searched_with.as_ref().is_some_and(alike) {
        hints.clear();
        hints.searched_with = Some((settings.hint_strength, settings.options.clone()));
    }
    let generation = current_game.generation();
    if let Some(job) = &mut hints.job {
        let Some(info) = job.poll() else { return };
        let current = job.generation() == generation;
        hints.job = None;
        if current {
            // The analysis' score is the graph's value here: no second search of this position.
            if info.best_move.is_some() && !hints.job_by_engine {
                current_game.record_evaluation(info.score);
            }
            let earlier = hints.finished.as_ref().is_some_and(|(done, _)| *done == generation);
            hints.attempts = if earlier { hints.attempts + 1 } else { 1 };
            hints.finished = Some((generation, info));
        }
        return;
    }
    let position = *current_game.position();
    if let Some((done, info)) = &hints.finished
        && *done == generation
    {
        let scored = info.root_moves.iter().filter(|root_move| root_move.exact).count();
        if scored >= legal_moves(&position).len() || hints.attempts >= HINT_ATTEMPTS {
            return;
        }
    }
    if engine_gives_hints::<G>(&settings)
        && let Some(engine) = G::Outside::settings(&settings.options)
    {
        hints.job = Some(outside.hints_search(generation, current_game.history().clone(), engine.clone()));
        hints.job_by_engine = true;
        return;
    }
    let strength = settings.hint_strength;
    hints.job = Some(SearchRequest::<G> { position, kind: SearchKind::Analysis { strength } }.spawn(generation, None));
    hints.job_by_engine = false;
}

/// The text on a square that shows its move's score; `best` colours the best moves.
#[derive(Component)]
pub struct HintLabel<G: ArcadeGame> {
    pub square: G::Square,
    pub color: Color,
    pub best: Color,
}

/// Shows the scores known for the human's position, hides them otherwise.
pub(super) fn show_hint_labels<G: ArcadeGame>(
    current_game: Res<CurrentGame<G>>,
    settings: Res<GameSettings<G>>,
    turn: Res<WhoseTurn<G>>,
    hints: Res<Hints<G>>,
    running: RunningAnimations,
    mut labels: Query<(&HintLabel<G>, &mut Text2d, &mut TextColor, &mut Visibility)>,
) {
    let shown = settings.show_hints && turn.awaits_human(animations_idle(&running));
    let info = if shown { hints.info(current_game.generation()) } else { None };
    let solved = info.as_ref().is_some_and(|info| info.solved);
    let scores = info.map(|info| info.root_moves).unwrap_or_default();
    let best = scores.iter().filter(|m| m.exact).map(|m| m.score).max();
    let position = current_game.position();
    for (label, mut text, mut color, mut visibility) in &mut labels {
        let mv = G::click(position, &mut Vec::new(), label.square);
        match scores.iter().find(|m| Some(m.mv) == mv && m.exact) {
            Some(root_move) => {
                // Every score on the board is the first side's, as in the panel.
                let written = G::hint_text(for_first::<G>(position, root_move.score), solved);
                if text.0 != written {
                    text.0 = written;
                }
                let wanted = if Some(root_move.score) == best { label.best } else { label.color };
                if color.0 != wanted {
                    color.0 = wanted;
                }
                visibility.set_if_neq(Visibility::Inherited);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
}
