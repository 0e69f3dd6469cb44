//! The files in a browser: each path names one entry of the page's local storage, its contents
//! the entry's text. A folder is the paths under it; it exists while a file does. Local storage
//! writes each entry whole, so nothing here needs the disk's temporary files.

use std::io;
use std::path::{Path, PathBuf};

use web_sys::Storage;

/// The page's local storage, or why there is none (a browser that turned it off, a private
/// window of one that keeps none).
fn storage() -> io::Result<Storage> {
    web_sys::window()
        .and_then(|window| window.local_storage().ok().flatten())
        .ok_or_else(|| io::Error::new(io::ErrorKind::Unsupported, "this browser keeps no local storage for the page"))
}

fn key(path: &Path) -> String {
    path.to_string_lossy().into_owned()
}

/// A refusal of the browser's (most often its storage is full), as an error of the file's.
fn refused(error: wasm_bindgen::JsValue) -> io::Error {
    let words = js_sys::Error::from(error).message();
    io::Error::other(format!("the browser's storage refused it: {words}"))
}

fn not_found(path: &Path) -> io::Error {
    io::Error::new(io::ErrorKind::NotFound, format!("{} is not in the browser's storage", path.display()))
}

pub(super) fn read_to_string(path: &Path) -> io::Result<String> {
    storage()?.get_item(&key(path)).map_err(refused)?.ok_or_else(|| not_found(path))
}

pub(super) fn exists(path: &Path) -> bool {
    let Ok(storage) = storage() else { return false };
    let (name, folder) = (key(path), format!("{}/", key(path)));
    keys(&storage).iter().any(|key| *key == name || key.starts_with(&folder))
}

pub(super) fn remove_file(path: &Path) -> io::Result<()> {
    let storage = storage()?;
    let key = key(path);
    if storage.get_item(&key).map_err(refused)?.is_none() {
        return Err(not_found(path));
    }
    storage.remove_item(&key).map_err(refused)
}

pub(super) fn create_dir_all(_dir: &Path) -> io::Result<()> {
    Ok(())
}

pub(super) fn files_in(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let storage = storage()?;
    let folder = format!("{}/", key(dir));
    let files: Vec<PathBuf> = keys(&storage)
        .into_iter()
        .filter_map(|key| key.strip_prefix(&folder).filter(|name| !name.contains('/')).map(|name| dir.join(name)))
        .collect();
    if files.is_empty() && !exists(dir) {
        return Err(not_found(dir));
    }
    Ok(files)
}

pub(super) fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let text = std::str::from_utf8(bytes)
        .map_err(|_| io::Error::new(io::ErrorKind::InvalidData, "the browser's storage keeps text only"))?;
    storage()?.set_item(&key(path), text).map_err(refused)
}

pub(super) fn rename(from: &Path, to: &Path) -> io::Result<()> {
    let storage = storage()?;
    let text = storage.get_item(&key(from)).map_err(refused)?.ok_or_else(|| not_found(from))?;
    // Written under the new name before the old goes: a failure between the two keeps both.
    storage.set_item(&key(to), &text).map_err(refused)?;
    storage.remove_item(&key(from)).map_err(refused)
}

fn keys(storage: &Storage) -> Vec<String> {
    let count = storage.length().unwrap_or(0);
    (0..count).filter_map(|index| storage.key(index).ok().flatten()).collect()
}
