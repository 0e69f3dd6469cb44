//! Rendering only when something changes. The window sleeps until input arrives (winit's
//! reactive mode, as desktop apps use it); whatever else needs the screen to move asks for it through [`WakeUp`]: a
//! running animation every frame, a search a few times a second so its figures stay live, a
//! timer or egui (a tooltip, a text cursor) when it falls due, and any change of the screen, the
//! game or the settings one frame later so that what follows from it is drawn.
//!
//! The requests are collected in [`GamePlugin`](crate::app::GamePlugin), which tests run without a
//! window; only [`window_plugin`] turns them into winit's update mode.

use std::time::Duration;

use bevy::prelude::*;
use bevy::render::view::screenshot::Screenshot;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::{EguiContext, EguiFullOutput, EguiInput, EguiPostUpdateSet, EguiPreUpdateSet, egui};

use crate::app::base::animation::RunningAnimations;
use crate::app::base::screen::Screen;
use crate::app::base::settings::Settings;

/// How often the panel's figures refresh while a search runs: four times a second reads as live,
/// and every frame drawn is time the search does not get where rendering is done in software.
pub const SEARCH_REFRESH: Duration = Duration::from_millis(250);

/// How long the window sleeps when nothing asked for an update: every wake-up above is explicit,
/// so this is only a safety net, and long, since one frame under software rendering costs a
/// tenth of a second of CPU.
const IDLE_WAIT: Duration = Duration::from_secs(60);

/// The waits winit is given. A change of wait costs an immediate extra update in winit, so a
/// timer counting down asks for the longest of these that is not later than it needs: a few
/// updates per countdown instead of one per frame.
const WAITS: [Duration; 7] = [
    Duration::from_millis(25),
    Duration::from_millis(50),
    Duration::from_millis(100),
    Duration::from_millis(250),
    Duration::from_millis(500),
    Duration::from_secs(1),
    Duration::from_secs(2),
];

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<WakeUp>();
    app.add_systems(
        Last,
        (wake_while_animating, wake_after_change::<Settings>, wake_on_screen_change).in_set(WakeRequests),
    );
}

/// The part that needs a window: winit's update mode follows the requests, and egui's own
/// repaint requests join them.
pub(crate) fn window_plugin(app: &mut App) {
    app.insert_resource(WinitSettings {
        focused_mode: UpdateMode::reactive(IDLE_WAIT),
        unfocused_mode: UpdateMode::reactive_low_power(IDLE_WAIT),
    });
    app.add_systems(
        PreUpdate,
        drop_repeated_modifiers.after(EguiPreUpdateSet::ProcessInput).before(EguiPreUpdateSet::BeginPass),
    );
    app.add_systems(
        PostUpdate,
        follow_egui_repaints.after(EguiPostUpdateSet::EndPass).before(EguiPostUpdateSet::ProcessOutput),
    );
    app.add_systems(Last, (wake_while_capturing.in_set(WakeRequests), apply_wake_up.after(WakeRequests)));
}

/// A screenshot (a saved picture, `--screenshot`) is read back from the GPU over the frames after
/// it is asked for (in a browser, only once the page has handed the pixels over), so frames keep
/// coming until it is captured and its entity gone.
fn wake_while_capturing(capturing: Query<(), With<Screenshot>>, mut wake: ResMut<WakeUp>) {
    if !capturing.is_empty() {
        wake.now();
    }
}

/// The systems that ask for the next update; the window applies their requests after them.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct WakeRequests;

/// How soon the app must update again without input, as asked during this frame.
#[derive(Resource, Default, Debug)]
pub struct WakeUp {
    within: Option<Duration>,
}

impl WakeUp {
    /// The next frame, as soon as this one is done (animations, changes to draw).
    pub fn now(&mut self) {
        self.within(Duration::ZERO);
    }

    /// An update no later than `wait` from now.
    pub fn within(&mut self, wait: Duration) {
        self.within = Some(self.within.map_or(wait, |earlier| earlier.min(wait)));
    }

    /// The soonest update asked for this frame, if any; the requests start afresh.
    pub fn take(&mut self) -> Option<Duration> {
        self.within.take()
    }
}

/// How often a long job's progress bar moves (a review, a tuning run), and how soon a closed file
/// chooser is noticed: a progress bar needs no more, and every frame is CPU the job does not get.
pub const PROGRESS_REFRESH: Duration = Duration::from_secs(1);

/// Keeps the window refreshing `every` so often while `busy` holds of the resource `R` (a search,
/// a count or a long job running in the background): its live figures, and its result when it
/// ends, reach the screen.
pub fn refresh_while<R: Resource>(app: &mut App, every: Duration, busy: fn(&R) -> bool) {
    app.add_systems(
        Last,
        (move |resource: Option<Res<R>>, mut wake: ResMut<WakeUp>| {
            if resource.is_some_and(|resource| busy(&resource)) {
                wake.within(every);
            }
        })
        .in_set(WakeRequests),
    );
}

/// Asks for one more update whenever the resource `R` changed during a frame: what follows from
/// the change (a board redrawn, a search started) happens in the next one.
pub fn wake_after_change<R: Resource>(resource: Option<Res<R>>, mut wake: ResMut<WakeUp>) {
    if resource.is_some_and(|resource| resource.is_changed()) {
        wake.now();
    }
}

fn wake_while_animating(running: RunningAnimations, mut wake: ResMut<WakeUp>) {
    if !running.is_empty() {
        wake.now();
    }
}

fn wake_on_screen_change(screen: Res<State<Screen>>, next: Res<NextState<Screen>>, mut wake: ResMut<WakeUp>) {
    if screen.is_changed() || !matches!(*next, NextState::Unchanged) {
        wake.now();
    }
}

/// bevy_egui tells egui the modifier keys every frame, and egui repaints at once after any input
/// event: the window would never rest. A repeat of the modifiers egui already has says nothing.
fn drop_repeated_modifiers(mut contexts: Query<(&mut EguiContext, &mut EguiInput)>) {
    for (mut context, mut input) in &mut contexts {
        let mut known = context.get_mut().input(|state| state.modifiers);
        input.0.events.retain(|event| match event {
            egui::Event::ModifiersChanged(modifiers) if *modifiers == known => false,
            egui::Event::ModifiersChanged(modifiers) => {
                known = *modifiers;
                true
            }
            _ => true,
        });
    }
}

/// egui asks for a repaint after a delay for tooltips, the text cursor's blink and its
/// animations; bevy_egui itself only follows requests for an immediate one.
fn follow_egui_repaints(outputs: Query<&EguiFullOutput>, mut wake: ResMut<WakeUp>) {
    let delays = outputs
        .iter()
        .filter_map(|output| output.0.as_ref())
        .flat_map(|output| output.viewport_output.values().map(|viewport| viewport.repaint_delay));
    for delay in delays {
        wake.within(delay);
    }
}

fn apply_wake_up(mut wake: ResMut<WakeUp>, mut winit: ResMut<WinitSettings>, mut redraw: MessageWriter<RequestRedraw>) {
    let wait = match wake.take() {
        Some(wait) if wait.is_zero() => {
            redraw.write(RequestRedraw);
            IDLE_WAIT
        }
        Some(wait) if wait < IDLE_WAIT => WAITS.iter().rev().find(|step| **step <= wait).copied().unwrap_or(WAITS[0]),
        _ => IDLE_WAIT,
    };
    // Unfocused, mouse motion elsewhere on the desktop does not wake the window.
    let (focused, unfocused) = (UpdateMode::reactive(wait), UpdateMode::reactive_low_power(wait));
    // Written only when different: winit treats every change of mode as a reason to update.
    if winit.focused_mode != focused || winit.unfocused_mode != unfocused {
        winit.focused_mode = focused;
        winit.unfocused_mode = unfocused;
    }
}
