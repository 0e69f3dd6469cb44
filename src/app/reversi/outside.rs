//! Any NBoard engine (Edax, NTest, Egaroucid's console, our own `minimax-arcade nboard`) as a
//! Reversi player in the window.

use std::sync::atomic::AtomicBool;

use super::{Reversi, ReversiOptions, game_record};
use crate::app::base::errors::Explain;
use crate::app::base::history::GameHistory;
use crate::app::base::settings::OutsideEngineSettings;
use crate::app::contract::arcade_game::{EngineAnswer, EngineReply, HintLine, OutsideEngine};
use crate::engine::Score;
use crate::games::reversi::eval::SCORE_PER_DISC;
use crate::games::reversi::{Move, Position};
use crate::nboard::client::{EngineError, NboardEngine};
use crate::tr;

/// Why an NBoard engine could not start, play or hint.
pub enum OutsideEngineError {
    /// The settings name no command to start.
    NoCommand,
    Engine(EngineError),
}

impl Explain for OutsideEngineError {
    fn explain(&self) -> String {
        match self {
            Self::NoCommand => tr!("reversi-engine-no-command"),
            Self::Engine(error) => error.explain(),
        }
    }
}

impl OutsideEngine<Reversi> for NboardEngine {
    type Error = OutsideEngineError;

    fn settings_mut(options: &mut ReversiOptions) -> Option<&mut OutsideEngineSettings> {
        Some(&mut options.outside_engine)
    }

    fn settings(options: &ReversiOptions) -> Option<&OutsideEngineSettings> {
        Some(&options.outside_engine)
    }

    fn start(settings: &OutsideEngineSettings) -> Result<Self, OutsideEngineError> {
        if settings.command.trim().is_empty() {
            return Err(OutsideEngineError::NoCommand);
        }
        NboardEngine::start(&settings.command, Some(settings.depth), settings.time_limit())
            .map_err(OutsideEngineError::Engine)
    }

    fn name(&self) -> Option<String> {
        NboardEngine::name(self).map(str::to_owned)
    }

    fn choose_move(
        &mut self,
        history: &GameHistory<Position, Move>,
        settings: &OutsideEngineSettings,
        cancel: &AtomicBool,
    ) -> EngineAnswer<EngineReply<Move>, OutsideEngineError> {
        let game = game_record(*history.start(), history.played());
        match NboardEngine::choose_move(self, &game, settings.time_limit(), cancel) {
            Ok(answer) => {
                let score = answer.eval.map(in_score);
                Ok(Some(EngineReply { mv: answer.mv, score }))
            }
            Err(EngineError::Cancelled) => Ok(None),
            Err(error) => Err(OutsideEngineError::Engine(error)),
        }
    }

    fn hints(
        &mut self,
        history: &GameHistory<Position, Move>,
        settings: &OutsideEngineSettings,
        cancel: &AtomicBool,
    ) -> EngineAnswer<Vec<HintLine<Move>>, OutsideEngineError> {
        let game = game_record(*history.start(), history.played());
        let count = history.current().moves().len() as u32;
        match NboardEngine::hints(self, &game, count, settings.time_limit(), cancel) {
            Ok(lines) => Ok(Some(
                lines.into_iter().map(|search| HintLine { line: search.line, score: in_score(search.eval) }).collect(),
            )),
            Err(EngineError::Cancelled) => Ok(None),
            Err(error) => Err(OutsideEngineError::Engine(error)),
        }
    }
}

/// An evaluation in discs, as NBoard engines give them, on the engine's score scale.
fn in_score(discs: f64) -> Score {
    (discs * f64::from(SCORE_PER_DISC)).round() as Score
}
