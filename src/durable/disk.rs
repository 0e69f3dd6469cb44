//! The files on a disk.

use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::TEMPORARY_SUFFIX;

pub(super) fn read_to_string(path: &Path) -> io::Result<String> {
    fs::read_to_string(path)
}

pub(super) fn exists(path: &Path) -> bool {
    path.exists()
}

pub(super) fn remove_file(path: &Path) -> io::Result<()> {
    fs::remove_file(path)
}

pub(super) fn create_dir_all(dir: &Path) -> io::Result<()> {
    fs::create_dir_all(dir)
}

pub(super) fn files_in(dir: &Path) -> io::Result<Vec<PathBuf>> {
    Ok(fs::read_dir(dir)?
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_ok_and(|kind| kind.is_file()))
        .map(|entry| entry.path())
        .collect())
}

/// The new contents to a temporary file beside the old, to the disk, then under the old name.
pub(super) fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
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

/// Both folders' records of the move reach the disk.
pub(super) fn rename(from: &Path, to: &Path) -> io::Result<()> {
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

    #[test]
    fn a_bare_file_name_is_written_in_the_current_folder() {
        assert_eq!(folder_of(Path::new("weights.json")), None);
        assert_eq!(temporary_path(Path::new("weights.json")).expect("named"), Path::new("weights.json.tmp"));
    }
}
