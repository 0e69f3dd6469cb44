//! Files the program keeps (settings, the autosave, the library's games, books, weights, saved
//! games), written so that neither a crash nor a power loss leaves half of one: the new contents
//! go to a temporary file beside the old, reach the disk, and only then take the old one's name,
//! and the folder's record of that rename reaches the disk too. A reader finds the old file or
//! the new one, never an empty or partial file.

use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// What a temporary file's name ends with: readers of a folder (the library's listing) pass over
/// files that end so, which a crash between the write and the rename may leave behind.
pub const TEMPORARY_SUFFIX: &str = ".tmp";

/// Writes `bytes` to `path` durably (see the module's documentation), making its folder if
/// needed. On an error the old file, if any, is as it was.
pub fn write_durably(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = folder_of(path);
    if let Some(dir) = &dir {
        fs::create_dir_all(dir)?;
    }
    let temporary = temporary_path(path)?;
    let written = write_and_sync(&temporary, bytes).and_then(|()| fs::rename(&temporary, path));
    if let Err(error) = written {
        // Nothing may be left under the temporary name; the error that matters is the first.
        let _ = fs::remove_file(&temporary);
        return Err(error);
    }
    sync_folder(&dir.unwrap_or_else(|| PathBuf::from(".")))
}

/// Moves the file at `from` to `to` durably: both folders' records of the move reach the disk
/// (a library's game moved aside, a damaged settings file kept beside the new one).
pub fn rename_durably(from: &Path, to: &Path) -> io::Result<()> {
    fs::rename(from, to)?;
    let [from_dir, to_dir] = [from, to].map(|path| folder_of(path).unwrap_or_else(|| PathBuf::from(".")));
    sync_folder(&to_dir)?;
    if from_dir != to_dir { sync_folder(&from_dir) } else { Ok(()) }
}

/// The folder `path` lies in, where it names one.
fn folder_of(path: &Path) -> Option<PathBuf> {
    path.parent().filter(|dir| !dir.as_os_str().is_empty()).map(Path::to_path_buf)
}

/// `settings.json` → `settings.json.tmp`, in the same folder, so that the rename stays on one
/// file system and cannot be half done.
fn temporary_path(path: &Path) -> io::Result<PathBuf> {
    let Some(name) = path.file_name() else {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "the path names no file"));
    };
    let mut temporary_name = OsString::from(name);
    temporary_name.push(TEMPORARY_SUFFIX);
    Ok(path.with_file_name(temporary_name))
}

fn write_and_sync(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = File::create(path)?;
    file.write_all(bytes)?;
    // The contents reach the disk before the rename can: otherwise a power loss may keep the
    // rename and lose the data, leaving an empty file under the old name.
    file.sync_all()
}

/// Makes the folder's entries (the rename just done) reach the disk.
#[cfg(unix)]
fn sync_folder(dir: &Path) -> io::Result<()> {
    File::open(dir)?.sync_all()
}

/// Windows keeps no handle on a folder to sync, and its renames of a file already on disk are
/// journalled by the file system.
#[cfg(not(unix))]
fn sync_folder(_dir: &Path) -> io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
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

    #[test]
    fn a_bare_file_name_is_written_in_the_current_folder() {
        assert_eq!(folder_of(Path::new("weights.json")), None);
        assert_eq!(temporary_path(Path::new("weights.json")).expect("named"), Path::new("weights.json.tmp"));
    }
}
