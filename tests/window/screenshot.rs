//! `--screenshot`: the built binary opens a real window under Xvfb (Mesa's software Vulkan),
//! draws each game's board and saves a PNG that is not blank.

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use bevy::asset::RenderAssetUsages;
use bevy::image::{CompressedImageFormats, Image, ImageSampler, ImageType};

/// An X server of our own, killed when the test ends.
struct Xvfb {
    child: Child,
    display: String,
    _only_one: MutexGuard<'static, ()>,
}

impl Drop for Xvfb {
    /// Asks the server to stop (SIGTERM), so that it removes its lock file and socket; kills it
    /// if it has not stopped within a second. A killed server leaves both behind, and after a
    /// hundred runs no display number would look free.
    fn drop(&mut self) {
        let asked = Command::new("kill").args(["-TERM", &self.child.id().to_string()]).status();
        if asked.is_ok_and(|status| status.success()) {
            let started = Instant::now();
            while started.elapsed() < Duration::from_secs(1) {
                if matches!(self.child.try_wait(), Ok(Some(_))) {
                    return;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Whether display `number` is taken: its lock file names a running process. A lock left by a
/// server that is gone does not count (the X server removes such a lock, and its stale socket,
/// when it starts).
fn display_taken(number: u32) -> bool {
    let Ok(lock) = std::fs::read_to_string(format!("/tmp/.X{number}-lock")) else {
        return Path::new(&format!("/tmp/.X11-unix/X{number}")).exists();
    };
    lock.trim().parse::<u32>().map_or(true, |pid| Path::new(&format!("/proc/{pid}")).exists())
}

/// One X server at a time: two tests choosing a display number at the same moment would pick
/// the same one, and the first to finish would kill the other's server.
static ONE_SERVER: Mutex<()> = Mutex::new(());

fn start_xvfb() -> Xvfb {
    let only_one = ONE_SERVER.lock().unwrap_or_else(PoisonError::into_inner);
    let number = (150..250).find(|&n| !display_taken(n)).expect("a free X display number");
    let display = format!(":{number}");
    let child = Command::new("Xvfb")
        // No reset when the last client leaves: an app started during a reset cannot connect.
        .args([display.as_str(), "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-noreset"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|error| {
            panic!("cannot start Xvfb ({error}): install it, e.g. `apt-get install xvfb mesa-vulkan-drivers`")
        });
    let socket = format!("/tmp/.X11-unix/X{number}");
    let started = Instant::now();
    while !Path::new(&socket).exists() {
        assert!(started.elapsed() < Duration::from_secs(10), "Xvfb did not start on {display}");
        std::thread::sleep(Duration::from_millis(50));
    }
    Xvfb { child, display, _only_one: only_one }
}

/// The built binary, to open its window on `xvfb` with its settings, autosaves and games in
/// `config`.
fn window_app(xvfb: &Xvfb, config: &Path) -> Command {
    let mut app = Command::new(env!("CARGO_BIN_EXE_minimax-arcade"));
    app.env("DISPLAY", &xvfb.display).env("MINIMAX_ARCADE_CONFIG_DIR", config).env_remove("WAYLAND_DISPLAY");
    app
}

/// Runs the app with `--screenshot` and these arguments; returns the image's size and the
/// number of colours drawn.
fn screenshot(xvfb: &Xvfb, name: &str, args: &[&str]) -> (u32, u32, usize) {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-screenshot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let shot = dir.join(format!("{name}.png"));
    let _ = std::fs::remove_file(&shot);

    let mut app = window_app(xvfb, &dir)
        .args(["--screenshot", shot.to_str().expect("utf-8 path"), "--frames", "20"])
        .args(args)
        .spawn()
        .expect("the app starts");
    let started = Instant::now();
    let status = loop {
        if let Some(status) = app.try_wait().expect("waiting for the app") {
            break status;
        }
        if started.elapsed() > Duration::from_secs(180) {
            let _ = app.kill();
            panic!("the app did not exit within 3 minutes");
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    assert!(status.success(), "the app failed: {status}");

    let bytes = std::fs::read(&shot).expect("the screenshot was written");
    let image = Image::from_buffer(
        &bytes,
        ImageType::Extension("png"),
        CompressedImageFormats::NONE,
        true,
        ImageSampler::Default,
        RenderAssetUsages::default(),
    )
    .expect("a PNG");
    let (width, height) = (image.width(), image.height());
    let data = image.data.expect("pixels");
    let channels = data.len() / (width * height) as usize;
    let colours: std::collections::HashSet<&[u8]> = data.chunks(channels).collect();
    (width, height, colours.len())
}

#[test]
fn the_window_draws_each_game() {
    let xvfb = start_xvfb();
    for (name, args, least) in [
        ("menu", &[][..], 200),
        ("reversi", &["--game", "reversi", "--transcript", "f5d6c3d3c4"][..], 500),
        ("tictactoe", &["--game", "tictactoe", "--transcript", "5 1 9"], 200),
        ("catapultas", &["--game", "catapultas", "--transcript", "x s 2 2 1 4 1"], 500),
        ("trees", &["--trees"], 200),
    ] {
        let (width, height, colours) = screenshot(&xvfb, name, args);
        assert_eq!((width, height), (1280, 800), "{name}: the window's default size");
        assert!(colours > least, "a drawn {name} screen has many colours, this has {colours}");
    }
}

#[test]
fn the_window_fits_800_by_600() {
    let xvfb = start_xvfb();
    let (width, height, colours) =
        screenshot(&xvfb, "small", &["--game", "reversi", "--transcript", "f5d6c3", "--window-size", "800x600"]);
    assert_eq!((width, height), (800, 600));
    assert!(colours > 500, "the board and the panel are drawn at 800×600, {colours} colours");
}

/// The autosave of Reversi in `dir`, if it is there and reads as JSON.
fn reversi_autosave(dir: &Path) -> Option<serde_json::Value> {
    let text = std::fs::read_to_string(dir.join("autosave/reversi.json")).ok()?;
    serde_json::from_str(&text).ok()
}

fn moves_kept(kept: &serde_json::Value) -> Vec<u64> {
    kept["line"].as_array().map(|line| line.iter().filter_map(serde_json::Value::as_u64).collect()).unwrap_or_default()
}

#[test]
fn a_game_killed_in_play_comes_back_with_every_move_made() {
    let xvfb = start_xvfb();
    let dir = std::env::temp_dir().join(format!("minimax-arcade-killed-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temporary directory");
    // Five moves, then the AI (the second seat, by default) replies: six moves to keep.
    let mut app = window_app(&xvfb, &dir)
        .args(["--game", "reversi", "--transcript", "f5d6c3d3c4"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the app starts");
    let started = Instant::now();
    while reversi_autosave(&dir).is_none_or(|kept| moves_kept(&kept).len() < 6) {
        if started.elapsed() > Duration::from_secs(180) {
            let _ = app.kill();
            panic!("the AI's reply was not kept within 3 minutes");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    // SIGKILL: no exit code runs, nothing is flushed on the way out.
    app.kill().expect("killed");
    let _ = app.wait();
    let kept = reversi_autosave(&dir).expect("the autosave is whole after the kill");
    let line = moves_kept(&kept);
    assert_eq!((line.len(), kept["cursor"].as_u64()), (6, Some(6)), "{kept}");

    // The next launch continues it: the same six moves, nothing set aside as unreadable.
    let shot = dir.join("continued.png");
    let status = window_app(&xvfb, &dir)
        .args(["--continue", "--screenshot", shot.to_str().expect("utf-8 path"), "--frames", "10"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .expect("the app runs again");
    assert!(status.success(), "{status}");
    let continued = reversi_autosave(&dir).expect("still kept");
    assert_eq!(moves_kept(&continued)[..6], line[..], "the game continued, not a new one");
    let set_aside = std::fs::read_dir(dir.join("autosave")).expect("the folder").filter_map(Result::ok);
    assert!(set_aside.map(|entry| entry.file_name()).all(|name| !name.to_string_lossy().contains("unreadable")));
    let _ = std::fs::remove_dir_all(&dir);
}
