//! What the window's tests share: an app with the game plugins and no window, reading its
//! settings from a folder of its own, and a wait for what happens on the task pool.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use minimax_arcade::app::GamePlugin;
use minimax_arcade::app::base::i18n::Language;
use minimax_arcade::app::base::settings::SystemLanguage;
use minimax_arcade::app::base::settings_file::SettingsFile;
use minimax_arcade::catalogue;
use minimax_arcade::cli::Catalogue;

/// An empty folder for one test's settings and games.
pub fn scratch_dir(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("minimax-arcade-{}-{name}-{}", env!("CARGO_CRATE_NAME"), std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temporary directory");
    dir
}

/// The game plugins for the shipped games over `MinimalPlugins`, with the settings in `dir`,
/// started after `before_start`: the settings are read then.
pub fn app_reading_settings_in(dir: &Path, before_start: impl FnOnce(&mut App)) -> App {
    app_of(&catalogue::shipped(), dir, before_start)
}

/// The game plugins for the games of `catalogue` (a test's own game among them, say) over
/// `MinimalPlugins`, with the settings in `dir`, started after `before_start`.
pub fn app_of(catalogue: &Catalogue, dir: &Path, before_start: impl FnOnce(&mut App)) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin, AssetPlugin::default()));
    app.init_asset::<Image>();
    app.insert_resource(SettingsFile::in_dir(dir));
    // A first start speaks the system's language: the tests' system speaks English wherever
    // they run (a test that wants Portuguese chooses it, in a process of its own).
    app.insert_resource(SystemLanguage(Language::English));
    app.add_plugins(GamePlugin::new(catalogue.window_games()));
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

/// Set in the child process [`run_alone`] starts.
const ALONE: &str = "MINIMAX_ARCADE_TESTS_ALONE";

/// Runs the ignored tests of `module` (a module of this binary, as `module_path!()` names it) in
/// a child process of this binary, one at a time, and fails with their output if any fails.
///
/// For the tests that set the window's language: it is one for the whole process, and every other
/// test here reads English. Those tests are ignored in this binary's own run and start with
/// [`alone`], so that a run with `--ignored` among the others does not mix the languages.
pub fn run_alone(module: &str) {
    let filter = module.split_once("::").map_or(module, |(_, within)| within);
    let output = this_binary_again(&[&format!("{filter}::"), "--ignored", "--test-threads=1"], (ALONE, "1"));
    let printed = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    assert!(output.status.success(), "the tests of {filter} failed alone:\n{printed}");
    // A module renamed without its runner would find no test and pass.
    let passed = printed
        .lines()
        .find_map(|line| line.strip_prefix("test result: ok. "))
        .and_then(|rest| rest.split_once(" passed"))
        .and_then(|(count, _)| count.parse::<u32>().ok());
    assert!(passed.is_some_and(|count| count > 0), "no test of {filter} ran alone:\n{printed}");
}

/// This test binary run again in a child process, with the test harness's `args` and one more
/// environment variable: the tests that need a process of their own run there.
pub fn this_binary_again(args: &[&str], (variable, value): (&str, &str)) -> std::process::Output {
    let binary = std::env::current_exe().expect("this test binary's path");
    std::process::Command::new(binary).args(args).env(variable, value).output().expect("this test binary runs again")
}

/// Called first by a test that sets the window's language: it must run through [`run_alone`].
pub fn alone() {
    assert!(
        std::env::var_os(ALONE).is_some(),
        "this test sets the window's language for the whole process: it runs through run_alone, in a process of its own"
    );
}
