//! The system's file chooser, the one place that knows how each platform has one: on Linux the
//! XDG desktop portal or zenity, on Windows and macOS the system's own dialog (all through rfd).
//! A web page has no chooser that hands back a path, so the web build has none and the window
//! greys out Open, Save, Import and a program's Browse.

use std::ffi::OsStr;
use std::path::PathBuf;

/// What the chooser is asked for.
#[cfg_attr(target_family = "wasm", expect(dead_code, reason = "the web build has no chooser to ask"))]
pub struct FileRequest {
    pub title: String,
    /// The filter's name and the one extension it lets through; `None` lets every file through.
    pub filter: Option<(String, &'static str)>,
    /// Where it opens; `None`: where it opens by itself.
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

#[cfg(target_family = "wasm")]
pub fn chooser_kind() -> ChooserKind {
    ChooserKind { available: false, folder_apart: false }
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

/// The file the player picks to read; `None` if they close the chooser. It blocks: call it off
/// the window's thread.
pub fn pick_file(request: FileRequest) -> Option<PathBuf> {
    #[cfg(not(target_family = "wasm"))]
    return dialog(request).pick_file();
    #[cfg(target_family = "wasm")]
    return no_chooser(request);
}

/// The file the player picks to write; `None` if they close the chooser. It blocks: call it off
/// the window's thread.
pub fn save_file(request: FileRequest) -> Option<PathBuf> {
    #[cfg(not(target_family = "wasm"))]
    return dialog(request).save_file();
    #[cfg(target_family = "wasm")]
    return no_chooser(request);
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

/// The web build never shows a chooser ([`chooser_kind`] says so), so nothing asks this.
#[cfg(target_family = "wasm")]
fn no_chooser(_: FileRequest) -> Option<PathBuf> {
    None
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
