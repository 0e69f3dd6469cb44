//! A tournament kept in a folder, so that it outlives the process that plays it: how it was
//! set up (`tournament.json`), each game the moment it ends (`played/0017.json`, written
//! durably), and the games a job runner is to play (`jobs.txt`, a shell command a line).
//! `--save` and `--plan` start such a folder; `--resume`, `--job` and `--collect` read it.

use anyhow::{Context, anyhow};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::TournamentArgs;
use crate::durable::write_durably;
use crate::games::tournament_record::GameRecord;

/// How the tournament was set up.
const SETUP_FILE: &str = "tournament.json";
/// A file for each game played.
const PLAYED_FOLDER: &str = "played";
/// The games to play, a shell command a line.
pub const JOBS_FILE: &str = "jobs.txt";
/// The layout of the folder this build writes and reads.
const LAYOUT: u32 = 1;

/// What `tournament.json` holds.
#[derive(Serialize, Deserialize)]
pub struct Setup {
    /// The layout of the folder ([`LAYOUT`]).
    pub layout: u32,
    /// The program that set it up, for a reader.
    pub made_by: String,
    /// The folder it was started from, where the players' commands run.
    pub started_in: PathBuf,
    /// The entrants' names in the order given: the submissions found in a folder must be the
    /// same when the tournament goes on.
    pub entrants: Vec<String>,
    pub arguments: TournamentArgs,
}

impl Setup {
    pub fn new(arguments: TournamentArgs, entrants: Vec<String>) -> anyhow::Result<Self> {
        let started_in = std::env::current_dir().context("cannot tell the current folder")?;
        let made_by = format!("minimax-arcade {}", env!("CARGO_PKG_VERSION"));
        Ok(Self { layout: LAYOUT, made_by, started_in, entrants, arguments })
    }

    /// Keeps the setup in `dir`, which must not hold a tournament already.
    pub fn write(&self, dir: &Path) -> anyhow::Result<()> {
        let path = dir.join(SETUP_FILE);
        if path.exists() {
            return Err(anyhow!(
                "{} holds a tournament already: `tournament --resume {}` goes on with it; to start afresh, give another folder",
                dir.display(),
                dir.display()
            ));
        }
        let json = serde_json::to_string_pretty(self)?;
        write_durably(&path, json.as_bytes()).with_context(|| format!("cannot write {}", path.display()))
    }

    /// The setup kept in `dir`.
    pub fn read(dir: &Path) -> anyhow::Result<Self> {
        let path = dir.join(SETUP_FILE);
        let text = match std::fs::read_to_string(&path) {
            Ok(text) => text,
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
                return Err(anyhow!(
                    "{} holds no tournament (no {SETUP_FILE}): `tournament GAME … --save DIR` or `--plan DIR` starts one",
                    dir.display()
                ));
            }
            Err(error) => return Err(error).with_context(|| format!("cannot read {}", path.display())),
        };
        let layout = serde_json::from_str::<serde_json::Value>(&text)
            .ok()
            .and_then(|value| value.get("layout").and_then(serde_json::Value::as_u64));
        if layout.is_some_and(|layout| layout > u64::from(LAYOUT)) {
            return Err(anyhow!("{} was written by a newer version of this program: use that one", path.display()));
        }
        serde_json::from_str(&text).with_context(|| format!("{} is not a tournament's setup", path.display()))
    }
}

/// `played/0017.json`: the record of game 17.
pub fn played_path(dir: &Path, job: u32) -> PathBuf {
    dir.join(PLAYED_FOLDER).join(format!("{job:04}.json"))
}

/// Writes `record` to the disk before it returns, so that nothing a crash or a power cut does
/// afterwards loses it.
pub fn write_played(dir: &Path, record: &GameRecord) -> anyhow::Result<()> {
    let path = played_path(dir, record.job);
    let json = serde_json::to_string(record)?;
    write_durably(&path, json.as_bytes()).with_context(|| format!("cannot write {}", path.display()))
}

/// The games played so far, by job. A file that is no record (cut short, edited by hand) is
/// set aside as `NNNN.json.unreadable`, said in `warnings`, and its game played again.
pub fn read_played(dir: &Path, warnings: &mut Vec<String>) -> anyhow::Result<BTreeMap<u32, GameRecord>> {
    let folder = dir.join(PLAYED_FOLDER);
    let entries = match std::fs::read_dir(&folder) {
        Ok(entries) => entries,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(BTreeMap::new()),
        Err(error) => return Err(error).with_context(|| format!("cannot read {}", folder.display())),
    };
    let mut played = BTreeMap::new();
    for entry in entries {
        let path = entry.with_context(|| format!("cannot read {}", folder.display()))?.path();
        let Some(job) = path.file_name().and_then(|name| name.to_str()).and_then(job_of_file_name) else {
            continue;
        };
        let read = std::fs::read_to_string(&path)
            .map_err(|error| error.to_string())
            .and_then(|text| serde_json::from_str::<GameRecord>(&text).map_err(|error| error.to_string()))
            .and_then(|record| match record.job == job {
                true => Ok(record),
                false => Err(format!("it holds game {} under game {job}'s name", record.job)),
            });
        match read {
            Ok(record) => {
                played.insert(job, record);
            }
            Err(why) => warnings.push(set_aside(&path, &why)),
        }
    }
    Ok(played)
}

/// `0017.json` is game 17's record; any other name (a temporary file, a file set aside) none.
fn job_of_file_name(name: &str) -> Option<u32> {
    let digits = name.strip_suffix(".json")?;
    if digits.is_empty() || !digits.bytes().all(|byte| byte.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok().filter(|&job| job > 0)
}

/// Moves a record that cannot be used out of the way, keeping it for a person to look at, and
/// says so.
pub fn set_aside(path: &Path, why: &str) -> String {
    let mut aside = path.as_os_str().to_owned();
    aside.push(".unreadable");
    let aside = PathBuf::from(aside);
    match std::fs::rename(path, &aside) {
        Ok(()) => format!(
            "{} is no game of this tournament ({why}): it is played again; the file is kept as {}",
            path.display(),
            aside.display()
        ),
        Err(error) => format!(
            "{} is no game of this tournament ({why}), and cannot be moved aside ({error}): it is played again",
            path.display()
        ),
    }
}

/// `'it'\''s'`: a word as a POSIX shell reads it back unchanged.
fn shell_quoted(word: &str) -> String {
    format!("'{}'", word.replace('\'', r"'\''"))
}

/// Writes `DIR/jobs.txt`, one line for each of `jobs`, each of which plays that game and keeps
/// it in `dir` from whatever folder it runs in; returns the file's path.
pub fn write_jobs(dir: &Path, jobs: &[u32]) -> anyhow::Result<PathBuf> {
    let program = std::env::current_exe().context("cannot tell where this program is")?;
    let dir = std::fs::canonicalize(dir).with_context(|| format!("cannot find {}", dir.display()))?;
    let [program, folder] = [program, dir.clone()].map(|path| shell_quoted(&path.to_string_lossy()));
    let text: String = jobs.iter().map(|job| format!("{program} tournament --resume {folder} --job {job}\n")).collect();
    let path = dir.join(JOBS_FILE);
    write_durably(&path, text.as_bytes()).with_context(|| format!("cannot write {}", path.display()))?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_numbered_json_file_is_a_game_record() {
        assert_eq!(job_of_file_name("0017.json"), Some(17));
        assert_eq!(job_of_file_name("123456.json"), Some(123_456));
        for other in ["0017.json.tmp", "0017.json.unreadable", "0000.json", ".json", "a17.json", "17.txt"] {
            assert_eq!(job_of_file_name(other), None, "{other}");
        }
    }

    #[test]
    fn a_quoted_word_reads_back_whole() {
        assert_eq!(shell_quoted("/home/ana/my games"), "'/home/ana/my games'");
        assert_eq!(shell_quoted("it's"), r"'it'\''s'");
    }
}
