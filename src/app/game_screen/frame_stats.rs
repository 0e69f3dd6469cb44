//! `MINIMAX_ARCADE_FRAME_STATS=1`: logs how long the first frame took to reach the screen and,
//! every few seconds, the frame time percentiles while an AI searches and while none does, to
//! check that searching never slows the window down; and after each AI search, how many frames
//! were drawn while it ran (scripts/measure-window.sh reads it). Every registered game's screen
//! is watched ([`watch`]).

use std::time::Duration;

use web_time::Instant;

use bevy::prelude::*;

use crate::app::base::tasks::{AiSearch, Generation};
use crate::app::contract::arcade_game::ArcadeGame;

pub const ENV: &str = "MINIMAX_ARCADE_FRAME_STATS";

const REPORT_EVERY: Duration = Duration::from_secs(5);

pub(crate) fn plugin(app: &mut App) {
    app.insert_resource(FrameStats {
        first_frame_logged: false,
        idle: Vec::new(),
        searching: Vec::new(),
        last_report: Instant::now(),
        search_frames: None,
    });
    app.add_systems(Last, log_first_frame);
}

/// Frame statistics on game `G`'s screen, when they are asked for.
pub(crate) fn watch<G: ArcadeGame>(app: &mut App) {
    app.add_systems(Last, record_frame::<G>.run_if(resource_exists::<FrameStats>.and_then(in_state(G::screen()))));
}

/// When `run` started, to time the first frame.
#[derive(Resource)]
pub struct Launched(pub Instant);

#[derive(Resource)]
struct FrameStats {
    first_frame_logged: bool,
    idle: Vec<f32>,
    searching: Vec<f32>,
    last_report: Instant,
    /// The running search's generation, when it was first seen, and the frames drawn since.
    search_frames: Option<(Generation, Instant, u32)>,
}

fn log_first_frame(launched: Res<Launched>, mut stats: ResMut<FrameStats>) {
    if !stats.first_frame_logged {
        stats.first_frame_logged = true;
        info!("first frame {:.0} ms after launch", launched.0.elapsed().as_secs_f64() * 1000.0);
    }
}

fn record_frame<G: ArcadeGame>(time: Res<Time<Real>>, ai: Res<AiSearch<G::Move>>, mut stats: ResMut<FrameStats>) {
    let milliseconds = time.delta_secs() * 1000.0;
    // Two AIs playing each other search without a frame between their searches: a search ends
    // when the job's generation changes as well as when there is none.
    let searching = ai.job.as_ref().map(|job| job.generation());
    if let Some((generation, started, frames)) = &mut stats.search_frames {
        if searching == Some(*generation) {
            *frames += 1;
        } else {
            let seconds = started.elapsed().as_secs_f64();
            info!("{frames} frames in {seconds:.2} s of AI search: {:.1} per second", f64::from(*frames) / seconds);
            stats.search_frames = None;
        }
    }
    if stats.search_frames.is_none() {
        stats.search_frames = searching.map(|generation| (generation, Instant::now(), 0));
    }
    if ai.is_thinking() {
        stats.searching.push(milliseconds)
    } else {
        stats.idle.push(milliseconds)
    }
    if stats.last_report.elapsed() >= REPORT_EVERY {
        stats.last_report = Instant::now();
        let idle = percentiles(&mut stats.idle);
        let searching = percentiles(&mut stats.searching);
        info!("frame time p50/p99 ms: idle {idle}, AI searching {searching}");
    }
}

fn percentiles(samples: &mut [f32]) -> String {
    if samples.is_empty() {
        return "no frames".into();
    }
    samples.sort_by(f32::total_cmp);
    let at = |fraction: f32| samples[((samples.len() - 1) as f32 * fraction).round() as usize];
    format!("{:.1}/{:.1} ({} frames)", at(0.5), at(0.99), samples.len()) // not shown: a log line
}
