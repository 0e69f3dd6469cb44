//! `--screenshot FILE --frames N`: render N frames, save the window to FILE and exit. CI runs it
//! under Xvfb to check that the app starts and draws.

use std::path::PathBuf;
use std::time::Duration;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured, save_to_disk};

use crate::app::base::redraw::{WakeRequests, WakeUp};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, take_screenshot.run_if(resource_exists::<ScreenshotRequest>));
    app.add_systems(Last, keep_drawing.in_set(WakeRequests));
}

/// The frames counted before the capture need updates that no input asks for (the capture's own
/// come from `redraw`). The frames are paced: Bevy compiles its render pipelines in the
/// background, and frames drawn back to back could all come before the board's are ready.
fn keep_drawing(request: Option<Res<ScreenshotRequest>>, mut wake: ResMut<WakeUp>) {
    if request.is_some() {
        wake.within(FRAME_PACE);
    }
}

/// The pace of the frames before a capture: about a software renderer's own.
const FRAME_PACE: Duration = Duration::from_millis(100);

#[derive(Resource)]
pub struct ScreenshotRequest {
    pub path: PathBuf,
    /// Frames still to render before the capture.
    pub frames: u32,
}

fn take_screenshot(mut commands: Commands, mut request: ResMut<ScreenshotRequest>) {
    if request.frames > 0 {
        request.frames -= 1;
        return;
    }
    let mut save = save_to_disk(request.path.clone());
    commands.spawn(Screenshot::primary_window()).observe(
        move |captured: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
            save(captured);
            exit.write(AppExit::Success);
        },
    );
    commands.remove_resource::<ScreenshotRequest>();
}
