//! The window opened within its screen: on a screen smaller than the window's usual size, it
//! opens as large as the screen allows (leaving room for a taskbar and the window's title), in
//! the middle.

use bevy::prelude::*;
use bevy::window::{Monitor, MonitorSelection, PrimaryMonitor, PrimaryWindow, WindowPosition};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, fit_window_to_screen.run_if(not(resource_exists::<WindowFitted>)));
}

/// Set once the window has been fitted to its screen: the player may resize it after.
#[derive(Resource)]
struct WindowFitted;

/// What a screen keeps for its taskbars and a window's frame and title bar, in logical pixels.
const SCREEN_MARGIN: Vec2 = Vec2::new(48.0, 96.0);

/// The window's size on a screen of `screen` logical pixels: its own where that fits within the
/// margins, else as large as fits.
pub fn fitted_size(window: Vec2, screen: Vec2) -> Vec2 {
    window.min((screen - SCREEN_MARGIN).max(Vec2::new(320.0, 240.0)))
}

/// Once the primary screen is known, shrinks a window larger than it and centres it there.
fn fit_window_to_screen(
    monitors: Query<&Monitor, With<PrimaryMonitor>>,
    mut windows: Query<&mut Window, With<PrimaryWindow>>,
    mut commands: Commands,
) {
    let (Ok(monitor), Ok(mut window)) = (monitors.single(), windows.single_mut()) else { return };
    commands.insert_resource(WindowFitted);
    let scale = monitor.scale_factor as f32;
    let screen = Vec2::new(monitor.physical_width as f32, monitor.physical_height as f32) / scale.max(0.1);
    let size = Vec2::new(window.resolution.width(), window.resolution.height());
    let fitted = fitted_size(size, screen);
    if fitted != size {
        window.resolution.set(fitted.x.floor(), fitted.y.floor());
        window.position = WindowPosition::Centered(MonitorSelection::Primary);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_larger_than_its_screen_opens_within_it() {
        let usual = Vec2::new(1280.0, 800.0);
        assert_eq!(fitted_size(usual, Vec2::new(1920.0, 1080.0)), usual);
        assert_eq!(fitted_size(usual, Vec2::new(1366.0, 768.0)), Vec2::new(1280.0, 672.0));
        assert_eq!(fitted_size(usual, Vec2::new(1024.0, 768.0)), Vec2::new(976.0, 672.0));
    }
}
