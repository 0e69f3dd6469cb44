//! The window (Bevy): the main menu, the game screens, the AI panel, and the AI searching on the
//! async compute pool. Data flows one way: settings → search → move → ECS → pixels.
//!
//! [`GamePlugin`] holds everything that runs without a window (screens, game state, AI tasks,
//! board entities, animations, settings) so tests drive it with `MinimalPlugins`; [`run`] adds
//! the window, rendering, egui panels, picking and the screenshot hook on top.

pub mod base;
pub mod catapultas;
pub mod contract;
pub mod game_screen;
pub mod registration;
pub mod reversi;
pub mod screens;
pub mod tictactoe;
pub mod tools;
pub mod widgets;

use std::path::PathBuf;

pub use base::requests::OpenGame;
pub use base::screen::Screen;
use bevy::app::TaskPoolThreadAssignmentPolicy;
use bevy::prelude::*;
use bevy::sprite::{SpritePickingMode, SpritePickingSettings};
use bevy::window::WindowResolution;
use contract::registry::GameEntry;

/// How the window starts: normally on the main menu; the test hooks open a game directly and
/// save a screenshot.
#[derive(Clone, Debug, Default)]
pub struct LaunchOptions {
    /// The game to open, by its name (`reversi`).
    pub game: Option<String>,
    pub position: Option<String>,
    pub transcript: Option<String>,
    /// A game file to open (`--open`).
    pub open: Option<PathBuf>,
    /// Open the unfinished game played last (`--continue`).
    pub resume: bool,
    /// `--library`: open on the game library.
    pub library: bool,
    /// `--trees`: open on the game trees.
    pub trees: bool,
    /// The tree the game trees open on (`--game trees --position TREE`).
    pub tree: Option<crate::games::textbook_tree::Tree>,
    pub screenshot: Option<PathBuf>,
    pub frames: u32,
    /// The window's size in logical pixels; 1280×800 when not given.
    pub window_size: Option<(u32, u32)>,
    /// The rules' page (from 1) a screenshot shows over the game; without it, no rules.
    pub rules_page: Option<u32>,
    /// `--theme`: the colours to draw with, chosen as on the menu.
    pub theme: Option<base::settings::Theme>,
}

/// Everything that works without a window, for the games it is given (the catalogue's): tests
/// add it to `MinimalPlugins` + `StatesPlugin` (plus `AssetPlugin` and the `Image` asset for the
/// board's pictures).
pub struct GamePlugin {
    games: Vec<GameEntry>,
}

impl GamePlugin {
    /// The window's plugin for `games`, in the menu's order.
    pub fn new(games: Vec<GameEntry>) -> Self {
        Self { games }
    }
}

impl Plugin for GamePlugin {
    fn build(&self, app: &mut App) {
        app.init_state::<Screen>();
        app.add_sub_state::<game_screen::GameMode>();
        app.add_observer(open_game);
        app.add_plugins((
            base::settings_file::plugin,
            base::redraw::plugin,
            base::assets::plugin,
            base::sound::plugin,
            base::animation::plugin,
            widgets::drawing::plugin,
            screens::textbook_trees::plugin,
        ));
        contract::registry::plugin(app, &self.games);
    }
}

fn open_game(open: On<OpenGame>, mut next_screen: ResMut<NextState<Screen>>) {
    next_screen.set(Screen::Game(open.0));
}

/// `--continue`: opens the unfinished game played last (each game's autosave was read before
/// Startup), or says on the menu that there is none.
pub fn continue_latest(
    autosaved: Res<game_screen::Autosaved>,
    mut notice: ResMut<base::settings::SettingsNotice>,
    mut commands: Commands,
) {
    match autosaved.latest_unfinished() {
        Some(latest) => commands.trigger(OpenGame(latest.game)),
        None => notice.0 = Some(crate::tr!("menu-nothing-to-continue")),
    }
}

/// The window's plugins on top of [`GamePlugin`]: egui, the menu, the panels, input that needs
/// a keyboard, and the screenshot hook.
fn window_plugin(app: &mut App) {
    app.add_plugins(bevy_egui::EguiPlugin::default());
    // Squares are plain colour sprites: their bounding box is the square.
    app.insert_resource(SpritePickingSettings { require_markers: false, picking_mode: SpritePickingMode::BoundingBox });
    app.add_systems(Startup, spawn_camera);
    app.add_plugins((
        base::theme::plugin,
        game_screen::keys::plugin,
        tools::help::plugin,
        base::redraw::window_plugin,
        base::assets::window_plugin,
        base::sound::window_plugin,
        screens::menu::plugin,
        screens::library::plugin,
        screens::textbook_trees::window_plugin,
        contract::registry::window_plugin,
    ));
}

fn spawn_camera(mut commands: Commands) {
    // No multisampling: the sprites are axis-aligned or drawn smooth in their textures, and under
    // software rendering 4× MSAA multiplies the cost of every frame.
    commands.spawn((Name::new("Camera"), Camera2d, Msaa::Off));
}

/// The thread pools: async compute gets every core but one (at least two threads, so AI and
/// hints never wait for each other) while the main and render threads keep theirs. Its threads
/// run at a lower priority, and so do the threads a search starts from them (Linux threads
/// inherit their creator's), so that where the searches and the renderer share cores (two cores,
/// or software rendering) the scheduler serves the frame first.
fn task_pool_plugin() -> TaskPoolPlugin {
    let cores = bevy::tasks::available_parallelism();
    let async_compute = TaskPoolThreadAssignmentPolicy {
        min_threads: cores.saturating_sub(1).max(2),
        max_threads: usize::MAX,
        percent: 1.0,
        on_thread_spawn: Some(std::sync::Arc::new(lower_thread_priority)),
        on_thread_destroy: None,
    };
    TaskPoolPlugin { task_pool_options: TaskPoolOptions { async_compute, ..default() } }
}

/// Raises the calling thread's nice value: on Linux, priority is per thread.
#[cfg(target_os = "linux")]
fn lower_thread_priority() {
    const BACKGROUND_NICE: libc::c_int = 10;
    // SAFETY: setpriority only reads its integer arguments; `0` names the calling thread.
    let result = unsafe { libc::setpriority(libc::PRIO_PROCESS, 0, BACKGROUND_NICE) };
    if result != 0 {
        warn!("could not lower the search threads' priority: {}", std::io::Error::last_os_error());
    }
}

#[cfg(not(target_os = "linux"))]
fn lower_thread_priority() {}

/// The variables through which an X11 or Wayland window finds its screen.
#[cfg(all(unix, not(target_os = "macos")))]
const DISPLAY_VARIABLES: [&str; 3] = ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"];

/// Without a screen to show it on, the window's event loop would panic; say so plainly and point
/// to what runs without one.
#[cfg(all(unix, not(target_os = "macos")))]
fn check_display() -> Result<(), LaunchError> {
    if DISPLAY_VARIABLES.iter().any(|name| std::env::var_os(name).is_some_and(|value| !value.is_empty())) {
        Ok(())
    } else {
        Err(LaunchError::NoScreen)
    }
}

#[cfg(not(all(unix, not(target_os = "macos"))))]
fn check_display() -> Result<(), LaunchError> {
    Ok(())
}

/// Windows opens a console window beside a console program started from Explorer, and this
/// binary is one for its command line's sake; the game has no use for it, so it lets that console
/// go. Started from a terminal, it shares the terminal's console and keeps it for its messages.
#[cfg(windows)]
fn leave_own_console() {
    use windows_sys::Win32::System::Console::{FreeConsole, GetConsoleProcessList};
    let mut attached = [0u32; 2];
    // SAFETY: the list holds two process ids, the count the call is told; it writes no more.
    let sharing = unsafe { GetConsoleProcessList(attached.as_mut_ptr(), 2) };
    if sharing == 1 {
        // SAFETY: FreeConsole takes nothing; the standard handles it leaves dangling are ones that
        // Rust's standard library treats as closed, so later messages are dropped, not a panic.
        unsafe { FreeConsole() };
    }
}

#[cfg(not(windows))]
fn leave_own_console() {}

/// Why the window did not open, or closed with an error: said on the terminal, in the command
/// line's English, before any window (the settings choose the window's language only once it
/// runs).
#[derive(Debug)]
pub enum LaunchError {
    /// `--game` names no game of the catalogue.
    UnknownGame(String),
    /// `--open`'s file could not be read.
    File(game_screen::GameFileError),
    /// `--position`, `--transcript` or the opened file is not a game of the game chosen: the
    /// game's own error.
    NotAGame(Box<dyn std::error::Error + Send + Sync>),
    /// No display to open a window on.
    NoScreen,
    /// The window's event loop ended with an error code.
    Closed(u8),
}

impl std::fmt::Display for LaunchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::UnknownGame(name) => write!(f, "there is no game called {name}"),
            Self::File(error) => error.fmt(f),
            Self::NotAGame(error) => error.fmt(f),
            Self::NoScreen => f.write_str(
                "there is no screen to open the window on (DISPLAY and WAYLAND_DISPLAY are not set); the \
                 subcommands run without one: minimax-arcade --help",
            ),
            Self::Closed(code) => write!(f, "the window closed with error code {code}"),
        }
    }
}

/// Its `Display` says the whole of it, the file's error and the game's included.
impl std::error::Error for LaunchError {}

/// The game's window: on the web, the page's canvas, as large as the page.
fn primary_window(width: u32, height: u32) -> Window {
    let window =
        Window { title: "Minimax Arcade".into(), resolution: WindowResolution::new(width, height), ..default() };
    #[cfg(target_family = "wasm")]
    let window = Window { canvas: Some(base::web::CANVAS.into()), fit_canvas_to_parent: true, ..window };
    window
}

/// Opens the window on the games of `entries` (the catalogue's), as `options` ask.
pub fn run(options: LaunchOptions, entries: Vec<GameEntry>) -> Result<(), LaunchError> {
    let launched = web_time::Instant::now();
    let (position, transcript) = (options.position.as_deref(), options.transcript.as_deref());
    let opened = options.open.as_deref().map(game_screen::read_game_file).transpose().map_err(LaunchError::File)?;
    let text = opened.as_deref().or(position).or(transcript);
    // A game file without --game is the first game's (Reversi's: the game with a file format).
    let game = match options.game.as_deref() {
        Some(name) => Some(named(&entries, name)?),
        None => options.open.is_some().then(|| entries.first().copied()).flatten(),
    };
    let start = game.map(|game| (game.launch)(text)).transpose().map_err(LaunchError::NotAGame)?;
    // After the files and positions: what is wrong with them is said first, screen or none.
    check_display()?;
    leave_own_console();
    let (width, height) = options.window_size.unwrap_or((1280, 800));
    let mut app = App::new();
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin { primary_window: Some(primary_window(width, height)), ..default() })
            .set(task_pool_plugin()),
    );
    if options.screenshot.is_some() && std::env::var_os(base::settings_file::CONFIG_DIR_ENV).is_none() {
        // A screenshot shows the defaults and never touches the player's own settings.
        app.insert_resource(base::settings_file::SettingsFile { path: None });
    }
    app.add_plugins((GamePlugin::new(entries), window_plugin));
    // A size asked for is kept (a screenshot's among them); the usual one fits the screen.
    #[cfg(not(target_family = "wasm"))]
    if options.window_size.is_none() && options.screenshot.is_none() {
        app.add_plugins(base::window_fit::plugin);
    }
    #[cfg(target_family = "wasm")]
    app.add_plugins(base::web::plugin);
    if let Some(start) = start {
        start(&mut app);
    }
    if let Some(theme) = options.theme {
        // Once the settings are read: the choice is the player's, as on the menu.
        app.add_systems(Startup, move |mut settings: ResMut<base::settings::Settings>| settings.theme = theme);
    }
    if let Some(game) = game {
        app.add_systems(Startup, move |mut commands: Commands| commands.trigger(OpenGame(game.name)));
    }
    if options.resume {
        app.add_systems(Startup, continue_latest);
    }
    if options.library {
        app.add_systems(Startup, |mut next_screen: ResMut<NextState<Screen>>| next_screen.set(Screen::Library));
    }
    if options.trees {
        app.add_systems(Startup, |mut next_screen: ResMut<NextState<Screen>>| next_screen.set(Screen::TextbookTrees));
    }
    if let Some(tree) = options.tree {
        app.add_systems(Startup, move |mut trees: ResMut<screens::textbook_trees::TextbookTrees>| {
            trees.use_tree(tree.clone())
        });
    }
    if std::env::var_os(game_screen::frame_stats::ENV).is_some() {
        app.insert_resource(game_screen::frame_stats::Launched(launched));
        app.add_plugins(game_screen::frame_stats::plugin);
    }
    if let Some(path) = options.screenshot {
        // What a returning player sees, unless the rules are asked for.
        let page = options.rules_page.and_then(|page| usize::try_from(page).ok());
        app.insert_resource(page.map_or(tools::rules_card::HowToPlayOnOpen::Never, |page| {
            tools::rules_card::HowToPlayOnOpen::AtPage(page.saturating_sub(1))
        }));
        app.insert_resource(base::screenshot::ScreenshotRequest { path, frames: options.frames });
        app.add_plugins(base::screenshot::plugin);
    }
    match app.run() {
        AppExit::Success => Ok(()),
        AppExit::Error(code) => Err(LaunchError::Closed(code.get())),
    }
}

/// The game of `games` called `name` (`--game`).
fn named(games: &[GameEntry], name: &str) -> Result<GameEntry, LaunchError> {
    games.iter().copied().find(|game| game.name == name).ok_or_else(|| LaunchError::UnknownGame(name.to_owned()))
}
