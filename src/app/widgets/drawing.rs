//! Drawing helpers shared by the game boards: sprite and label bundles, and scaling a board to
//! the space left of the panel. The pictures are files (see [`assets`](crate::app::base::assets)).

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiZoomFactor, PrimaryEguiContext};

use crate::app::base::screen::Screen;
use crate::app::base::theme;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Update, fit_boards_to_window);
}

/// A board whose root is scaled so that `size` board units fill the space left of the panel.
#[derive(Component, Clone, Copy, Debug)]
pub struct FitToWindow {
    pub size: f32,
}

pub fn sprite(color: Color, size: Vec2, at: Vec2, z: f32) -> impl Bundle {
    (Sprite::from_color(color, size), Transform::from_translation(at.extend(z)))
}

pub fn label(text: impl Into<String>, size: f32, color: Color, at: Vec2, z: f32) -> impl Bundle {
    (Text2d::new(text), TextFont::from_font_size(size), TextColor(color), Transform::from_translation(at.extend(z)))
}

/// Scales each board to fill the space left of the panel, whatever the window's size.
fn fit_boards_to_window(
    windows: Query<&Window, With<PrimaryWindow>>,
    zoom: Query<&EguiZoomFactor, With<PrimaryEguiContext>>,
    mut boards: Query<(&FitToWindow, &mut Transform)>,
) {
    let Ok(window) = windows.single() else { return };
    // Headless (no egui), the panel is as wide as at the normal size.
    let zoom = zoom.single().map_or(1.0, |zoom| zoom.zoom_factor);
    let panel = theme::panel_width_on_screen(window.width(), zoom);
    let available = Vec2::new((window.width() - panel).max(100.0), window.height());
    for (fit, mut transform) in &mut boards {
        let scale = (available.min_element() * 0.94 / fit.size).max(0.05);
        transform.translation.x = -panel / 2.0;
        transform.scale = Vec3::new(scale, scale, 1.0);
    }
}

/// A board's root entity, fitted to the window and gone with `screen`, with a wooden frame
/// `frame` wide (and its shadow) around a playing area `board` across. The caller adds the rest
/// as children, and covers the playing area itself: the frame leaves it open.
pub fn spawn_framed_board<'a>(
    commands: &'a mut Commands,
    name: &'static str,
    screen: Screen,
    board: f32,
    frame: f32,
) -> EntityCommands<'a> {
    let total = board + 2.0 * frame;
    let mut root = commands.spawn((
        Name::new(name),
        FitToWindow { size: total },
        Transform::default(),
        Visibility::default(),
        DespawnOnExit(screen),
    ));
    root.with_children(|parent| {
        spawn_shadow(parent, total, Vec2::new(6.0, -8.0));
        spawn_ring(parent, theme::FRAME, board + 8.0, total, Vec2::ZERO, 0.0);
        spawn_ring(parent, theme::FRAME_EDGE, board, board + 8.0, Vec2::ZERO, 0.05);
    });
    root
}

/// The shadow a square `size` across casts towards `offset`, drawn where it shows: a band
/// around the square, whose inside the square itself covers.
pub fn spawn_shadow(parent: &mut ChildSpawnerCommands, size: f32, offset: Vec2) {
    let hidden = 2.0 * offset.abs().max_element();
    spawn_ring(parent, theme::FRAME_SHADOW, size - 2.0 * hidden, size + 10.0, offset, -0.1);
}

/// A square band of `color` between the sizes `inner` and `outer`, centred on `at`, as four
/// strips. Drawn this way rather than as a filled square under what it surrounds: under
/// software rendering every pixel drawn over another costs as much as the first, and a frame
/// as a full square under the board tripled the board's cost in every frame.
fn spawn_ring(parent: &mut ChildSpawnerCommands, color: Color, inner: f32, outer: f32, at: Vec2, z: f32) {
    let width = (outer - inner) / 2.0;
    let middle = (inner + outer) / 4.0;
    for side in [-1.0, 1.0] {
        parent.spawn(sprite(color, Vec2::new(outer, width), at + Vec2::new(0.0, side * middle), z));
        parent.spawn(sprite(color, Vec2::new(width, inner), at + Vec2::new(side * middle, 0.0), z));
    }
}
