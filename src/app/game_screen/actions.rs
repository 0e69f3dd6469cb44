//! What the player can ask of the game on screen (the panel's buttons, keys, tests): a new game,
//! undo and redo, a move of the list, a pasted or opened game, saving, hints and pause.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::files::{FileChooser, choose_file, read_game_file, save_game};
use super::machine_moves::Searches;
use super::mode::GameMode;
use super::notes::ScreenNotes;
use crate::app::base::errors::Explain;
use crate::app::base::history::GameHistory;
use crate::app::base::requests::{FilePurpose, GameAction};
use crate::app::base::screen::Screen;
use crate::app::base::settings_file::SettingsFile;
use crate::app::contract::arcade_game::{ArcadeGame, BoardChange, GameTextError, forced_pass, parse_game};
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings::GameSettings;
use crate::app::game_screen::library::KeepGame;
use crate::engine::Game;
use crate::games::Notation;
use crate::library::Record;
use crate::tr;

/// Whether `path` is a game of the library (which keeps its games as JSON) rather than a game
/// file of the game's own kind.
fn is_library_file(path: &std::path::Path) -> bool {
    path.extension().is_some_and(|extension| extension == "json")
}

/// Where games are saved, the desktop's file chooser, and the library that keeps saved games.
#[derive(SystemParam)]
pub(super) struct Files<'w, 's> {
    settings_file: Res<'w, SettingsFile>,
    chooser: ResMut<'w, FileChooser>,
    commands: Commands<'w, 's>,
}

/// The game, what its screen says of it, and what its board is told.
#[derive(SystemParam)]
pub(super) struct TheGame<'w, G: ArcadeGame> {
    current_game: ResMut<'w, CurrentGame<G>>,
    notes: ResMut<'w, ScreenNotes<G>>,
    changes: MessageWriter<'w, BoardChange<G>>,
}

pub(super) fn on_game_action<G: ArcadeGame>(
    action: On<GameAction>,
    screen: Res<State<Screen>>,
    game: TheGame<G>,
    mut searches: Searches<G>,
    mut settings: ResMut<GameSettings<G>>,
    mut files: Files,
    mode: Option<ResMut<NextState<GameMode>>>,
) {
    let Files { settings_file: file, chooser, commands } = &mut files;
    let TheGame { mut current_game, mut notes, mut changes } = game;
    if *screen.get() != G::screen() {
        return;
    }
    match *action {
        GameAction::ToggleHints => {
            settings.show_hints = !settings.show_hints;
            return;
        }
        GameAction::TogglePause => {
            if settings.seats.both_machines() {
                current_game.paused = !current_game.paused;
            }
            return;
        }
        // Redo at the end of the line has nothing to redo: with two machines paused, it plays
        // the next move, as Step does.
        GameAction::Step | GameAction::Redo
            if settings.seats.both_machines() && current_game.paused && !current_game.history().can_redo() =>
        {
            current_game.step_one_move();
            return;
        }
        GameAction::Step => return,
        GameAction::ChooseFile(purpose) if chooser.available => {
            choose_file::<G>(chooser, purpose, file);
            return;
        }
        // Without a file chooser, saving goes to the library; opening is by dropping a file, a
        // program is typed.
        GameAction::ChooseFile(FilePurpose::Open | FilePurpose::Program) => return,
        GameAction::UseProgram(ref path) => {
            settings.program.command = crate::programs::command_for_file(path);
            return;
        }
        GameAction::Save | GameAction::ChooseFile(FilePurpose::Save) => {
            commands.trigger(KeepGame { announce: true });
            return;
        }
        // A file of the game's own kind where the player chose, and the game in the library.
        GameAction::SaveTo(ref path) => {
            match save_game(&current_game, &settings, searches.outside.name.as_deref(), path) {
                Ok(kept) => notes.saved(kept),
                Err(error) => notes.file_failed(current_game.generation(), error.explain()),
            }
            commands.trigger(KeepGame { announce: false });
            return;
        }
        _ => {}
    }
    let seats = settings.seats;
    // Undo and redo step past the machines' replies and forced passes, back to a human turn.
    let machine_turn = |position: &G::Position| {
        seats.get(position.seat_to_move()).is_machine() || forced_pass::<G>(position).is_some()
    };
    let all_ai = seats.both_machines();
    let not_a_game = |error: GameTextError<G>| tr!("error-load-game", problem = error.explain());
    let loaded = match &*action {
        GameAction::Open(path) if is_library_file(path) => {
            Some(read_game_file(path).map_err(|error| error.explain()).and_then(|text| {
                let (start, moves) = Record::parse(&text)
                    .and_then(|record| record.replay::<G::Position>())
                    .map_err(|error| tr!("error-load-game", problem = error.explain()))?;
                Ok(GameHistory::replay(start, moves, |position, mv| position.play(mv)))
            }))
        }
        GameAction::Open(path) => Some(
            read_game_file(path)
                .map_err(|error| error.explain())
                .and_then(|text| parse_game::<G>(&text).map_err(not_a_game)),
        ),
        GameAction::Load(text) => Some(parse_game::<G>(text).map_err(not_a_game)),
        _ => None,
    };
    let changed = match (&*action, loaded) {
        (_, Some(Ok(history))) => {
            current_game.replace(history, &mut changes);
            true
        }
        (_, Some(Err(error))) => {
            notes.file_failed(current_game.generation(), error);
            false
        }
        (GameAction::NewGame, _) => {
            current_game.replace(G::new_game(&settings.options), &mut changes);
            true
        }
        // With two AIs there is no human turn to return to: step one move and pause.
        (GameAction::Undo, _) if all_ai => current_game.step(|history| history.undo(|_| false), &mut changes),
        (GameAction::Undo, _) => current_game.step(|history| history.undo(machine_turn), &mut changes),
        (GameAction::Redo, _) if all_ai => current_game.step(|history| history.redo(|_| false), &mut changes),
        (GameAction::Redo, _) => current_game.step(|history| history.redo(machine_turn), &mut changes),
        (GameAction::GoTo(ply), _) => current_game.step(|history| history.go_to(*ply), &mut changes),
        _ => false,
    };
    if changed {
        searches.cancel_all();
        current_game.paused = all_ai && matches!(*action, GameAction::Undo | GameAction::Redo);
        // A position being set up is given up for the game the player went to.
        if let Some(mut mode) = mode {
            NextState::set_if_neq(&mut mode, GameMode::Play);
        }
    }
}
