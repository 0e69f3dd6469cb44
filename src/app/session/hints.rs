//! Hints written on the board: for games where one click makes a move, each square's label
//! shows the score of the move a click there would make.

use bevy::prelude::*;

use super::{ArcadeGame, Hints, Session};
use crate::app::ai_task::AiSearch;
use crate::app::animation::{RunningAnimations, animations_idle};
use crate::app::settings::Settings;

/// The text on a square that shows its move's score; `best` colours the best moves.
#[derive(Component)]
pub struct HintLabel<G: ArcadeGame> {
    pub square: G::Square,
    pub color: Color,
    pub best: Color,
}

/// Shows the scores known for the human's position, hides them otherwise.
pub(super) fn show_hint_labels<G: ArcadeGame>(
    session: Res<Session<G>>,
    settings: Res<Settings>,
    ai: Res<AiSearch<G::Move>>,
    hints: Res<Hints<G>>,
    running: RunningAnimations,
    mut labels: Query<(&HintLabel<G>, &mut Text2d, &mut TextColor, &mut Visibility)>,
) {
    let shown = G::settings(&settings).show_hints && session.awaiting_human(&settings, &ai, animations_idle(&running));
    let scores = if shown { hints.scores(session.generation) } else { Vec::new() };
    let best = scores.iter().filter(|m| m.exact).map(|m| m.score).max();
    let position = session.position();
    for (label, mut text, mut color, mut visibility) in &mut labels {
        let mv = G::click(position, &mut Vec::new(), label.square);
        match scores.iter().find(|m| Some(m.mv) == mv && m.exact) {
            Some(root_move) => {
                let written = G::hint_text(root_move.score);
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
