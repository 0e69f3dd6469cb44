//! Files the program keeps (settings, the autosave, the library's games, books, weights, saved
//! games), written so that neither a crash nor a power loss leaves half of one: the new contents
//! go to a temporary file beside the old, reach the disk, and only then take the old one's name,
//! and the folder's record of that rename reaches the disk too. A reader finds the old file or
//! the new one, never an empty or partial file.
//!
//! In a browser there is no file system: the same paths name entries of the browser's local
//! storage (`browser.rs`), whose every write is whole by itself. This module is the one place
//! that difference lives; `disk.rs` is the desktop's side.

#[cfg(target_family = "wasm")]
mod browser;
#[cfg(not(target_family = "wasm"))]
mod disk;

#[cfg(target_family = "wasm")]
use browser as store;
#[cfg(not(target_family = "wasm"))]
use disk as store;

use std::io;
use std::path::{Path, PathBuf};

/// What a temporary file's name ends with: readers of a folder (the library's listing) pass over
/// files that end so, which a crash between the write and the rename may leave behind.
pub const TEMPORARY_SUFFIX: &str = ".tmp";

/// The text of the file at `path`.
pub fn read_to_string(path: &Path) -> io::Result<String> {
    store::read_to_string(path)
}

/// Whether a file or folder is at `path`.
pub fn exists(path: &Path) -> bool {
    store::exists(path)
}

/// Deletes the file at `path`.
pub fn remove_file(path: &Path) -> io::Result<()> {
    store::remove_file(path)
}

/// Makes the folder `dir` and those above it.
pub fn create_dir_all(dir: &Path) -> io::Result<()> {
    store::create_dir_all(dir)
}

/// The plain files directly in `dir`, sorted by name; an error of kind `NotFound` where there is
/// no such folder. A write in progress or cut short by a crash (its name ends with
/// [`TEMPORARY_SUFFIX`]) is left out.
pub fn files_in(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let mut files = store::files_in(dir)?;
    files.retain(|path| !path.to_string_lossy().ends_with(TEMPORARY_SUFFIX));
    files.sort();
    Ok(files)
}

/// Writes `bytes` to `path` durably (see the module's documentation), making its folder if
/// needed. On an error the old file, if any, is as it was.
pub fn write_durably(path: &Path, bytes: &[u8]) -> io::Result<()> {
    store::write(path, bytes)
}

/// Moves the file at `from` to `to` durably: both folders' records of the move reach the disk
/// (a library's game moved aside, a damaged settings file kept beside the new one).
pub fn rename_durably(from: &Path, to: &Path) -> io::Result<()> {
    store::rename(from, to)
}

#[cfg(test)]
mod tests {
    use std::ffi::OsString;
    use std::fs;

    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("minimax-arcade-durable-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn a_write_makes_the_folder_and_replaces_the_old_contents_leaving_no_temporary_file() {
        let dir = scratch("replace");
        let path = dir.join("deeper").join("settings.json");
        write_durably(&path, b"first").expect("written");
        write_durably(&path, b"second, longer").expect("written");
        assert_eq!(fs::read(&path).expect("read"), b"second, longer");
        let names: Vec<_> = fs::read_dir(path.parent().expect("a folder"))
            .expect("listed")
            .map(|entry| entry.expect("an entry").file_name())
            .collect();
        assert_eq!(names, [OsString::from("settings.json")]);
        fs::remove_dir_all(dir).expect("removed");
    }

    #[test]
    fn a_failed_write_keeps_the_old_file_and_leaves_no_temporary_one() {
        let dir = scratch("failed");
        let path = dir.join("autosave.json");
        write_durably(&path, b"the game so far").expect("written");
        // A folder under the temporary name: the temporary file cannot be made.
        fs::create_dir(dir.join("autosave.json.tmp")).expect("made");
        assert!(write_durably(&path, b"lost").is_err());
        assert_eq!(fs::read(&path).expect("read"), b"the game so far");
        // A folder where the file should be: the rename fails and the temporary file goes.
        fs::remove_dir(dir.join("autosave.json.tmp")).expect("removed");
        let blocked = dir.join("blocked");
        fs::create_dir_all(blocked.join("inside")).expect("made");
        assert!(write_durably(&blocked, b"lost").is_err());
        assert!(!dir.join("blocked.tmp").exists());
        fs::remove_dir_all(dir).expect("removed");
    }

    #[test]
    fn a_rename_moves_the_file_between_folders() {
        let dir = scratch("rename");
        let [from, to] = [dir.join("games").join("a.json"), dir.join("aside").join("a.json")];
        write_durably(&from, b"a game").expect("written");
        fs::create_dir_all(to.parent().expect("a folder")).expect("made");
        rename_durably(&from, &to).expect("moved");
        assert!(!from.exists());
        assert_eq!(fs::read(&to).expect("read"), b"a game");
        assert_eq!(rename_durably(&from, &to).expect_err("gone").kind(), io::ErrorKind::NotFound);
        fs::remove_dir_all(dir).expect("removed");
    }

    #[test]
    fn a_path_without_a_file_name_is_refused() {
        let error = write_durably(Path::new("/"), b"nothing").expect_err("refused");
        assert_eq!(error.kind(), io::ErrorKind::InvalidInput);
    }
}
