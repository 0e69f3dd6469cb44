//! The library's folder: one file per game, written atomically; a `trash` folder inside it for
//! the games deleted, which can be restored until the trash is emptied. Every file of the folder
//! is listed: those that are not games of the library, with the reason.

use std::io::ErrorKind;
use std::path::{Path, PathBuf};

use super::record::{Record, RecordError};
use crate::durable::{self, rename_durably, write_durably};

/// The games folder: `games` beside the settings file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Library {
    dir: PathBuf,
}

/// A game of the library and the file it is in.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub path: PathBuf,
    pub record: Record,
}

/// A file of the folder that is not a game of the library.
#[derive(Clone, Debug, PartialEq)]
pub struct Unreadable {
    pub path: PathBuf,
    pub problem: Problem,
}

/// Why a file of the folder is not listed as a game.
#[derive(Clone, Debug, PartialEq)]
pub enum Problem {
    /// A game file of another kind (GGF, a transcript), which Import reads.
    OtherFormat,
    Unreadable(String),
    Record(RecordError),
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            Problem::OtherFormat => write!(f, "a game file of another kind: import it to add its games"),
            Problem::Unreadable(error) => write!(f, "cannot be read: {error}"),
            Problem::Record(error) => write!(f, "{error}"),
        }
    }
}

/// The folder's contents.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Listing {
    pub games: Vec<Entry>,
    pub unreadable: Vec<Unreadable>,
}

/// What went wrong with the folder, naming the file.
#[derive(Debug)]
pub struct LibraryError {
    pub path: PathBuf,
    pub action: Action,
    pub error: std::io::Error,
}

/// What the library was doing when a file let it down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Read,
    Write,
    Move,
    Delete,
}

impl std::fmt::Display for LibraryError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let action = match self.action {
            Action::Read => "read",
            Action::Write => "write",
            Action::Move => "move",
            Action::Delete => "delete",
        };
        write!(f, "could not {action} {}: {}", self.path.display(), self.error)
    }
}

impl std::error::Error for LibraryError {}

const EXTENSION: &str = "json";
const TRASH: &str = "trash";

impl Library {
    pub fn in_dir(dir: impl Into<PathBuf>) -> Self {
        Self { dir: dir.into() }
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    fn trash_dir(&self) -> PathBuf {
        self.dir.join(TRASH)
    }

    /// The games of the folder and its other files; an empty listing where there is no folder
    /// yet.
    pub fn list(&self) -> Result<Listing, LibraryError> {
        list(&self.dir)
    }

    /// The games in the trash.
    pub fn list_trash(&self) -> Result<Listing, LibraryError> {
        list(&self.trash_dir())
    }

    /// Keeps `record`: a game kept before with the same moves and players is replaced (its title kept), so
    /// that saving twice or saving and then finishing makes one entry. Returns its file.
    pub fn keep(&self, record: &Record) -> Result<PathBuf, LibraryError> {
        let path = self.dir.join(format!("{}-{:016x}.{EXTENSION}", record.game, record.key()));
        let mut record = record.clone();
        if record.title.is_none()
            && let Ok(text) = durable::read_to_string(&path)
            && let Ok(earlier) = Record::parse(&text)
        {
            record.title = earlier.title;
        }
        write_record(&path, &record.to_json())?;
        Ok(path)
    }

    /// Gives the game in `path` the name `title` (none: its players and date again).
    pub fn rename(&self, path: &Path, title: Option<&str>) -> Result<Record, RenameError> {
        let text =
            durable::read_to_string(path).map_err(|error| RenameError::File(failed(path, Action::Read, error)))?;
        let mut record = Record::parse(&text).map_err(RenameError::Record)?;
        record.title = title.map(str::trim).filter(|title| !title.is_empty()).map(str::to_owned);
        write_record(path, &record.to_json()).map_err(RenameError::File)?;
        Ok(record)
    }

    /// Moves the file at `path` into the trash; returns where it went.
    pub fn trash(&self, path: &Path) -> Result<PathBuf, LibraryError> {
        let trash = self.trash_dir();
        durable::create_dir_all(&trash).map_err(|error| failed(&trash, Action::Write, error))?;
        move_into(path, &trash)
    }

    /// Moves the file at `path` out of the trash, back into the library; returns where it went.
    pub fn restore(&self, path: &Path) -> Result<PathBuf, LibraryError> {
        move_into(path, &self.dir)
    }

    /// Deletes every file in the trash; returns how many.
    pub fn empty_trash(&self) -> Result<usize, LibraryError> {
        let trash = self.trash_dir();
        let mut deleted = 0;
        for path in files(&trash)? {
            durable::remove_file(&path).map_err(|error| failed(&path, Action::Delete, error))?;
            deleted += 1;
        }
        Ok(deleted)
    }
}

/// Why a game could not be renamed.
#[derive(Debug)]
pub enum RenameError {
    File(LibraryError),
    Record(RecordError),
}

impl std::fmt::Display for RenameError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            RenameError::File(error) => write!(f, "{error}"),
            RenameError::Record(error) => write!(f, "{error}"),
        }
    }
}

fn failed(path: &Path, action: Action, error: std::io::Error) -> LibraryError {
    LibraryError { path: path.to_owned(), action, error }
}

/// The plain files of `dir`, by name; none where it does not exist.
fn files(dir: &Path) -> Result<Vec<PathBuf>, LibraryError> {
    match durable::files_in(dir) {
        Ok(files) => Ok(files),
        Err(error) if error.kind() == ErrorKind::NotFound => Ok(Vec::new()),
        Err(error) => Err(failed(dir, Action::Read, error)),
    }
}

fn list(dir: &Path) -> Result<Listing, LibraryError> {
    let mut listing = Listing::default();
    for path in files(dir)? {
        if path.extension().is_none_or(|extension| extension != EXTENSION) {
            listing.unreadable.push(Unreadable { path, problem: Problem::OtherFormat });
            continue;
        }
        match durable::read_to_string(&path) {
            Ok(text) => match Record::parse(&text) {
                Ok(record) => listing.games.push(Entry { path, record }),
                Err(error) => listing.unreadable.push(Unreadable { path, problem: Problem::Record(error) }),
            },
            Err(error) => listing.unreadable.push(Unreadable { path, problem: Problem::Unreadable(error.to_string()) }),
        }
    }
    Ok(listing)
}

/// Moves `path` into `dir` under its own name, or a free one beside it (`name-2.json`): a move
/// never overwrites a file.
fn move_into(path: &Path, dir: &Path) -> Result<PathBuf, LibraryError> {
    let name = path.file_stem().and_then(|stem| stem.to_str()).unwrap_or("game");
    let extension = path.extension().and_then(|extension| extension.to_str()).unwrap_or(EXTENSION);
    let mut target = dir.join(format!("{name}.{extension}"));
    let mut copy = 1;
    while durable::exists(&target) {
        copy += 1;
        target = dir.join(format!("{name}-{copy}.{extension}"));
    }
    rename_durably(path, &target).map_err(|error| failed(path, Action::Move, error))?;
    Ok(target)
}

/// Writes `text` to `path` durably (see [`crate::durable`]): a crash or a power loss leaves the
/// old file or the new one, never half of one.
fn write_record(path: &Path, text: &str) -> Result<(), LibraryError> {
    write_durably(path, text.as_bytes()).map_err(|error| failed(path, Action::Write, error))
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::*;
    use crate::games::random::random_opening;
    use crate::games::reversi::Position;
    use crate::library::record::{Origin, PlayerKind, PlayerRecord};

    fn scratch(name: &str) -> Library {
        let dir = std::env::temp_dir().join(format!("minimax-arcade-library-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        Library::in_dir(dir)
    }

    fn game(plies: u32, seed: u64) -> Record {
        let start = Position::initial();
        let players = [PlayerKind::Human, PlayerKind::Ai].map(|kind| PlayerRecord::new(kind, "someone", None));
        Record::of(&start, &random_opening(&start, plies, seed, 0), players, Origin::Saved, 100, None)
    }

    #[test]
    fn games_are_kept_once_renamed_trashed_restored_and_the_trash_emptied() {
        let library = scratch("round");
        assert_eq!(library.list().expect("no folder yet"), Listing::default());
        let first = library.keep(&game(10, 1)).expect("kept");
        let renamed = library.rename(&first, Some("  Against the Master ")).expect("renamed");
        assert_eq!(renamed.title.as_deref(), Some("Against the Master"));
        // The same game kept again (saved, then finished) is the same entry, its name kept.
        assert_eq!(library.keep(&game(10, 1)).expect("kept again"), first);
        let second = library.keep(&game(20, 2)).expect("kept");
        let listing = library.list().expect("listed");
        assert_eq!(listing.games.len(), 2);
        assert_eq!(
            listing.games.iter().find(|entry| entry.path == first).and_then(|e| e.record.title.clone()),
            Some("Against the Master".into())
        );

        let in_trash = library.trash(&second).expect("trashed");
        assert_eq!(library.list().expect("listed").games.len(), 1);
        assert_eq!(library.list_trash().expect("the trash").games.len(), 1);
        assert_eq!(library.restore(&in_trash).expect("restored"), second);
        library.trash(&first).expect("trashed");
        library.trash(&second).expect("trashed");
        assert_eq!(library.empty_trash().expect("emptied"), 2);
        assert_eq!(library.list().expect("listed"), Listing::default());
        let _ = fs::remove_dir_all(library.dir());
    }

    #[test]
    fn other_files_are_listed_with_the_reason_and_left_alone() {
        let library = scratch("others");
        let kept = library.keep(&game(8, 3)).expect("kept");
        let newer = fs::read_to_string(&kept).expect("the file").replace("\"format\":1", "\"format\":2");
        fs::write(library.dir().join("newer.json"), &newer).expect("written");
        fs::write(library.dir().join("broken.json"), "{\"format\": 1, \"ga").expect("written");
        fs::write(library.dir().join("old-save.ggf"), "(;GM[Othello]PB[a]PW[b];)").expect("written");
        fs::write(library.dir().join("half.json.tmp"), "{").expect("written");
        let listing = library.list().expect("listed");
        assert_eq!(listing.games.len(), 1);
        let problems: Vec<(String, &Problem)> = listing
            .unreadable
            .iter()
            .map(|file| (file.path.file_name().expect("a name").to_string_lossy().into_owned(), &file.problem))
            .collect();
        assert_eq!(problems.len(), 3, "{problems:?}");
        assert!(matches!(problems[0], (ref name, Problem::Record(RecordError::NotJson(_))) if name == "broken.json"));
        assert!(
            matches!(problems[1], (ref name, Problem::Record(RecordError::Newer { format: 2 })) if name == "newer.json")
        );
        assert!(matches!(problems[2], (ref name, Problem::OtherFormat) if name == "old-save.ggf"));
        // Listing never touches them: the newer file is there for the newer version.
        assert_eq!(fs::read_to_string(library.dir().join("newer.json")).ok(), Some(newer));
        let _ = fs::remove_dir_all(library.dir());
    }

    #[test]
    fn a_folder_that_cannot_be_written_names_the_file() {
        let library = scratch("blocked");
        fs::create_dir_all(library.dir().parent().expect("a parent")).expect("temp");
        // A file where the folder should be.
        fs::write(library.dir(), "not a folder").expect("written");
        let error = library.keep(&game(4, 4)).expect_err("cannot be kept");
        assert_eq!(error.action, Action::Write);
        assert!(error.to_string().contains(&library.dir().display().to_string()), "{error}");
        let _ = fs::remove_file(library.dir());
    }
}
