//! Files the player picks and files the player keeps, the one place that knows how each platform
//! does it. On the desktop, the system's file chooser: on Linux the XDG desktop portal or zenity,
//! on Windows and macOS the system's own dialog (all through rfd); a file the player keeps is
//! written where they chose. In a browser (`browser.rs`), whose pages see no paths: a picked file
//! is uploaded into the browser's storage, and a file the player keeps is a download.

#[cfg(target_family = "wasm")]
mod browser;

use std::ffi::OsStr;
use std::io;
use std::path::{Path, PathBuf};

use crate::app::base::tasks::BackgroundTask;

/// Whether a file the player keeps (a saved game, a picture) leaves as a download, named by its
/// file name alone, rather than being written where a path says: in a browser.
pub const DOWNLOADS: bool = cfg!(target_family = "wasm");

/// What the chooser is asked for.
pub struct FileRequest {
    #[cfg_attr(target_family = "wasm", expect(dead_code, reason = "a page's file input shows no title"))]
    pub title: String,
    /// The filter's name and the one extension it lets through; `None` lets every file through.
    pub filter: Option<(String, &'static str)>,
    /// Where it opens; `None`: where it opens by itself.
    #[cfg_attr(target_family = "wasm", expect(dead_code, reason = "a page's file input knows no folders"))]
    pub folder: Option<PathBuf>,
    /// The name it suggests, or a path for a chooser that takes only one (zenity).
    pub file_name: Option<String>,
}

/// Whether this machine has a chooser at all, and whether it takes the folder and the file name
/// apart (the desktop portal, Windows' and macOS's dialogs) rather than as one path (zenity).
pub struct ChooserKind {
    pub available: bool,
    pub folder_apart: bool,
}

#[cfg(all(unix, not(target_os = "macos")))]
pub fn chooser_kind() -> ChooserKind {
    let session_bus = std::env::var_os("DBUS_SESSION_BUS_ADDRESS");
    let portal = session_bus.as_ref().is_some_and(|bus| !bus.is_empty());
    ChooserKind {
        available: chooser_available(session_bus.as_deref(), std::env::var_os("PATH").as_deref()),
        folder_apart: portal,
    }
}

#[cfg(any(windows, target_os = "macos"))]
pub fn chooser_kind() -> ChooserKind {
    ChooserKind { available: true, folder_apart: true }
}

/// A page's file input and its downloads stand for the chooser; neither knows folders.
#[cfg(target_family = "wasm")]
pub fn chooser_kind() -> ChooserKind {
    ChooserKind { available: true, folder_apart: true }
}

/// On Linux the portal answers on the session bus; zenity is a program on the path.
#[cfg_attr(
    not(any(test, all(unix, not(target_os = "macos")))),
    expect(dead_code, reason = "only Linux and the BSDs look for the portal or zenity")
)]
fn chooser_available(session_bus: Option<&OsStr>, path: Option<&OsStr>) -> bool {
    let zenity = path.is_some_and(|path| std::env::split_paths(path).any(|dir| dir.join("zenity").is_file()));
    session_bus.is_some_and(|bus| !bus.is_empty()) || zenity
}

/// The file the player picks to read; `None` if they close the chooser. The window goes on
/// drawing meanwhile. In a browser the file is uploaded: its text is kept in the browser's
/// storage, under the path given.
pub fn pick_file(request: FileRequest) -> BackgroundTask<Option<PathBuf>> {
    #[cfg(not(target_family = "wasm"))]
    return BackgroundTask::spawn(move |_| dialog(request).pick_file());
    #[cfg(target_family = "wasm")]
    return BackgroundTask::waiting_for(browser::upload(request.filter.map(|(_, extension)| extension)));
}

/// The folder the player picks; `None` if they close the chooser. The window goes on drawing
/// meanwhile. A browser's page sees no folders: there it is always `None`.
pub fn pick_folder(
    #[cfg_attr(target_family = "wasm", expect(unused_variables, reason = "a page asks for no folder"))]
    request: FileRequest,
) -> BackgroundTask<Option<PathBuf>> {
    #[cfg(not(target_family = "wasm"))]
    return BackgroundTask::spawn(move |_| dialog(request).pick_folder());
    #[cfg(target_family = "wasm")]
    return BackgroundTask::waiting_for(std::future::ready(None));
}

/// Where the player wants a file written; `None` if they close the chooser. The window goes on
/// drawing meanwhile. In a browser, which asks nothing (its downloads go where the player set
/// it to put them), the suggested name.
pub fn save_file(request: FileRequest) -> BackgroundTask<Option<PathBuf>> {
    #[cfg(not(target_family = "wasm"))]
    return BackgroundTask::spawn(move |_| dialog(request).save_file());
    #[cfg(target_family = "wasm")]
    return BackgroundTask::waiting_for(std::future::ready(request.file_name.map(PathBuf::from)));
}

/// Where a file the player keeps went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kept {
    /// Written to this path.
    File(PathBuf),
    /// Handed to the browser as a download of this name.
    Download(String),
}

/// Writes a file the player keeps: on the desktop to `path`, whole or not at all
/// ([`crate::durable`]); in a browser as a download named as `path`'s file name.
pub fn keep_file(path: &Path, bytes: &[u8]) -> io::Result<Kept> {
    #[cfg(not(target_family = "wasm"))]
    return crate::durable::write_durably(path, bytes).map(|()| Kept::File(path.to_owned()));
    #[cfg(target_family = "wasm")]
    return browser::download(path, bytes).map(Kept::Download);
}

#[cfg(not(target_family = "wasm"))]
fn dialog(request: FileRequest) -> rfd::FileDialog {
    let mut dialog = rfd::FileDialog::new().set_title(request.title);
    if let Some((name, extension)) = request.filter {
        dialog = dialog.add_filter(name, &[extension]);
    }
    if let Some(folder) = request.folder {
        dialog = dialog.set_directory(folder);
    }
    if let Some(file_name) = request.file_name {
        dialog = dialog.set_file_name(file_name);
    }
    dialog
}

#[cfg(test)]
mod tests {
    use std::ffi::OsString;

    use super::chooser_available;

    #[test]
    fn a_file_chooser_needs_the_session_bus_or_zenity() {
        let dir = std::env::temp_dir().join(format!("minimax-arcade-zenity-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        let with_zenity = std::env::join_paths([dir.clone()]).expect("a path");
        let bus = OsString::from("unix:path=/run/user/1000/bus");
        assert!(chooser_available(Some(&bus), None));
        assert!(!chooser_available(None, Some(&with_zenity)));
        assert!(!chooser_available(Some(&OsString::new()), None));
        std::fs::write(dir.join("zenity"), "").expect("a stand-in zenity");
        assert!(chooser_available(None, Some(&with_zenity)));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
