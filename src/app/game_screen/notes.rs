//! What a game's screen has to say besides the game itself: a forced pass over the board, why a
//! click made no move, why a paste or a file failed, where the game was saved. A note about a position lasts as long as
//! the position does: it is kept with the generation it was made for.

use std::marker::PhantomData;
use std::path::Path;
use std::time::Duration;

use bevy::prelude::*;

use crate::app::base::file_dialog::Kept;
use crate::app::base::tasks::Generation;
use crate::app::contract::arcade_game::ArcadeGame;

#[derive(Resource)]
pub struct ScreenNotes<G: ArcadeGame> {
    /// A forced pass, shown over the board until the next move.
    pass: Option<(Generation, String)>,
    /// Why the player's last click made no move, and when (real time): shown for a moment.
    refused_click: Option<(Generation, RefusedClick)>,
    /// Why the last paste, file or save failed, shown until the game changes or a save works.
    file_error: Option<(Generation, String)>,
    /// Where the game was last saved.
    saved_to: Option<Kept>,
    game: PhantomData<G>,
}

impl<G: ArcadeGame> Default for ScreenNotes<G> {
    fn default() -> Self {
        Self { pass: None, refused_click: None, file_error: None, saved_to: None, game: PhantomData }
    }
}

impl<G: ArcadeGame> ScreenNotes<G> {
    /// The forced pass that led to the position of `generation`.
    pub fn pass(&self, generation: Generation) -> Option<&str> {
        self.pass.as_ref().filter(|(at, _)| *at == generation).map(|(_, text)| text.as_str())
    }

    /// Why the player's last click in the position of `generation` made no move.
    pub fn refused_click(&self, generation: Generation) -> Option<RefusedClick> {
        self.refused_click.filter(|(at, _)| *at == generation).map(|(_, refused)| refused)
    }

    /// Why a paste, file or save failed in the position of `generation`.
    pub fn file_error(&self, generation: Generation) -> Option<&str> {
        self.file_error.as_ref().filter(|(at, _)| *at == generation).map(|(_, text)| text.as_str())
    }

    /// Where the game was last saved.
    pub(crate) fn saved_to(&self) -> Option<&Kept> {
        self.saved_to.as_ref()
    }

    /// The file the game was last saved to, if it was saved to one (not to a web page's
    /// downloads).
    pub fn saved_file(&self) -> Option<&Path> {
        match &self.saved_to {
            Some(Kept::File(path)) => Some(path),
            Some(Kept::Download(_)) | None => None,
        }
    }

    pub(super) fn announce_pass(&mut self, generation: Generation, text: String) {
        self.pass = Some((generation, text));
    }

    pub(super) fn refuse_click(&mut self, generation: Generation, reason: &'static str, at: Duration) {
        self.refused_click = Some((generation, RefusedClick { reason, at }));
    }

    pub(crate) fn file_failed(&mut self, generation: Generation, error: String) {
        self.file_error = Some((generation, error));
    }

    pub(crate) fn saved(&mut self, kept: Kept) {
        self.saved_to = Some(kept);
        self.file_error = None;
    }
}

/// A click that made no move: why, in a few words, and when (`Time<Real>`'s elapsed time).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RefusedClick {
    pub reason: &'static str,
    pub at: Duration,
}
