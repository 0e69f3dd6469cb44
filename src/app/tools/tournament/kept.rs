//! The window's tournament under way, kept on the disk as it plays so that it goes on after the
//! window closes, the program crashes or the machine stops: its setup and every game the moment
//! it ends, in `tournaments/unfinished-<game>/` beside the games folder (on the web page, in the
//! browser's storage), read back on the next start and removed when the tournament ends.

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::Entrant;
use crate::app::contract::window_game::WindowGame;
use crate::app::game_screen::background_games::EntrantKind;
use crate::durable;
use crate::games::tournament::Rounds;
use crate::games::tournament_record::GameRecord;

/// The setup's file in the folder.
const SETUP_FILE: &str = "setup.json";

/// How the tournament was set up: its entrants (with the time a move and the memory cap its
/// programs play under), the games a pair plays and its Swiss rounds.
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct KeptSetup<G: WindowGame> {
    pub entrants: Vec<(String, EntrantKind<G>)>,
    pub games: u32,
    /// The Swiss rounds; `None`: a round robin.
    pub swiss: Option<u32>,
}

impl<G: WindowGame> KeptSetup<G> {
    pub fn of(entrants: &[Entrant<G>], rounds: &Rounds) -> Self {
        let entrants = entrants
            .iter()
            .map(|entrant| {
                let mut kind = entrant.kind.clone();
                // A sandbox's copy is gone with the run: the next one makes its own.
                if let EntrantKind::Program(program) = &mut kind {
                    program.sandbox = None;
                }
                (entrant.name.clone(), kind)
            })
            .collect();
        Self { entrants, games: rounds.games(), swiss: rounds.swiss() }
    }

    pub fn rounds(&self) -> Rounds {
        Rounds::new(self.entrants.len(), self.games, self.swiss)
    }

    pub fn entrants(&self) -> Vec<Entrant<G>> {
        self.entrants.iter().map(|(name, kind)| Entrant { name: name.clone(), kind: kind.clone() }).collect()
    }
}

/// A tournament cut off before its end, as its folder keeps it.
pub struct Unfinished<G: WindowGame> {
    pub setup: KeptSetup<G>,
    /// The games it finished, by their place in the order the tournament starts them (from 1).
    pub played: BTreeMap<u32, GameRecord>,
}

/// `game-0017.json`: the 17th game the tournament started.
fn game_path(dir: &Path, job: u32) -> PathBuf {
    dir.join(format!("game-{job:04}.json")) // not shown: a file name
}

/// Starts keeping a new tournament in `dir`, in place of any kept there before.
pub fn start<G: WindowGame>(dir: &Path, setup: &KeptSetup<G>) -> io::Result<()> {
    discard(dir)?;
    let json = serde_json::to_string_pretty(setup).map_err(io::Error::other)?;
    durable::write_durably(&dir.join(SETUP_FILE), json.as_bytes())
}

/// Keeps a finished game, on the disk before it returns.
pub fn keep_game(dir: &Path, record: &GameRecord) -> io::Result<()> {
    let json = serde_json::to_string(record).map_err(io::Error::other)?;
    durable::write_durably(&game_path(dir, record.job), json.as_bytes())
}

/// The tournament kept in `dir`, if one is. A game file that cannot be read is left out (its
/// game is played again); a setup that cannot be read leaves nothing to go on with.
pub fn read<G: WindowGame>(dir: &Path) -> Option<Unfinished<G>> {
    let text = durable::read_to_string(&dir.join(SETUP_FILE)).ok()?;
    let setup: KeptSetup<G> = serde_json::from_str(&text).ok()?;
    let mut played = BTreeMap::new();
    for path in durable::files_in(dir).unwrap_or_default() {
        let name = path.file_name().and_then(|name| name.to_str()).unwrap_or_default();
        let Some(job) = name.strip_prefix("game-").and_then(|rest| rest.strip_suffix(".json")) else { continue };
        let Ok(job) = job.parse::<u32>() else { continue };
        let record =
            durable::read_to_string(&path).ok().and_then(|text| serde_json::from_str::<GameRecord>(&text).ok());
        if let Some(record) = record.filter(|record| record.job == job) {
            played.insert(job, record);
        }
    }
    Some(Unfinished { setup, played })
}

/// Forgets the tournament kept in `dir` (its games stay in the library).
pub fn discard(dir: &Path) -> io::Result<()> {
    match durable::files_in(dir) {
        Ok(files) => files.iter().try_for_each(|file| durable::remove_file(file)),
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(()),
        Err(error) => Err(error),
    }
}
