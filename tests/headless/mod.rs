//! What the window's tests share: an app with the game plugins and no window, reading its
//! settings from a folder of its own, and a wait for what happens on the task pool.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use minimax_arcade::app::GamePlugin;
use minimax_arcade::app::i18n::Language;
use minimax_arcade::app::settings::{SettingsFile, SystemLanguage};

/// An empty folder for one test's settings and games.
pub fn scratch_dir(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("minimax-arcade-{}-{name}-{}", env!("CARGO_CRATE_NAME"), std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temporary directory");
    dir
}

/// The game plugins over `MinimalPlugins`, with the settings in `dir`, started after
/// `before_start` (a test's own game registered, say): the settings are read then.
pub fn app_reading_settings_in(dir: &Path, before_start: impl FnOnce(&mut App)) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, AssetPlugin::default()));
    app.init_asset::<Image>();
    app.insert_resource(SettingsFile::in_dir(dir));
    // A first start speaks the system's language: the tests' system speaks English wherever
    // they run (a test that wants Portuguese chooses it, in its own binary).
    app.insert_resource(SystemLanguage(Language::English));
    app.add_plugins(GamePlugin);
    before_start(&mut app);
    app.update();
    app
}

/// Updates the app until `done`, for at most 30 seconds.
pub fn update_until(app: &mut App, what: &str, done: impl Fn(&mut App) -> bool) {
    let started = Instant::now();
    while !done(app) {
        assert!(started.elapsed() < Duration::from_secs(30), "timed out waiting for {what}");
        app.update();
        std::thread::sleep(Duration::from_millis(5));
    }
}
