//! What a game's screen has to say besides the game itself: a forced pass over the board, why a
//! paste or a file failed, where the game was saved. A note about a position lasts as long as
//! the position does: it is kept with the generation it was made for.

use std::marker::PhantomData;
use std::path::PathBuf;

use bevy::prelude::*;

use super::ArcadeGame;
use crate::app::ai_task::Generation;

#[derive(Resource)]
pub struct ScreenNotes<G: ArcadeGame> {
    /// A forced pass, shown over the board until the next move.
    pass: Option<(Generation, String)>,
    /// Why the last paste, file or save failed, shown until the game changes or a save works.
    file_error: Option<(Generation, String)>,
    /// Where the game was last saved.
    pub saved_to: Option<PathBuf>,
    game: PhantomData<G>,
}

impl<G: ArcadeGame> Default for ScreenNotes<G> {
    fn default() -> Self {
        Self { pass: None, file_error: None, saved_to: None, game: PhantomData }
    }
}

impl<G: ArcadeGame> ScreenNotes<G> {
    /// The forced pass that led to the position of `generation`.
    pub fn pass(&self, generation: Generation) -> Option<&str> {
        self.pass.as_ref().filter(|(at, _)| *at == generation).map(|(_, text)| text.as_str())
    }

    /// Why a paste, file or save failed in the position of `generation`.
    pub fn file_error(&self, generation: Generation) -> Option<&str> {
        self.file_error.as_ref().filter(|(at, _)| *at == generation).map(|(_, text)| text.as_str())
    }

    pub(super) fn announce_pass(&mut self, generation: Generation, text: String) {
        self.pass = Some((generation, text));
    }

    pub(super) fn file_failed(&mut self, generation: Generation, error: String) {
        self.file_error = Some((generation, error));
    }

    pub(super) fn saved(&mut self, path: PathBuf) {
        self.saved_to = Some(path);
        self.file_error = None;
    }
}
