//! "Tune from data" in the window: the classroom agent's five heuristic weights fitted per phase to the
//! final margins of self-play games, as `minimax-arcade tune` fits them to game files. A player
//! has no game files, so the job plays its own first (the training's self-play with the learned
//! evaluation, exact from the solve point on), then fits; both in the background (a work order:
//! a browser's web worker too), with progress and Cancel. The fitted weights go into the sliders
//! when the player asks.

use std::ops::RangeInclusive;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use web_time::Instant;

use bevy::prelude::*;
use bevy_egui::egui;
use serde::{Deserialize, Serialize};

use super::Reversi;
use crate::app::base::i18n;
use crate::app::base::redraw::{PROGRESS_REFRESH, refresh_while};
use crate::app::base::tasks::BackgroundTask;
use crate::app::base::tasks::work_order::{self, WorkOrder};
use crate::app::base::theme;
use crate::app::contract::arcade_game::ArcadeGame;
use crate::games::Notation;
use crate::games::random::clock_seed;
use crate::games::reversi::training::{self, PHASES, PhaseReport, SelfPlay};
use crate::games::reversi::{AiSettings, Position, ReversiEvaluator, Weights};
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<HeuristicTuning>();
    app.add_systems(Update, collect_tuning.run_if(in_state(Reversi::screen())));
    app.add_systems(OnExit(Reversi::screen()), |mut tuning: ResMut<HeuristicTuning>| tuning.cancel());
    refresh_while::<HeuristicTuning>(app, PROGRESS_REFRESH, HeuristicTuning::is_running);
}

/// How many games a run may play: fewer fit noise, more take minutes.
pub const GAMES: RangeInclusive<u64> = 50..=2_000;

/// About 45 s of one core of the development machine (0.11 s a game), enough for the fit to
/// beat the classroom agent's weights clearly in every phase.
pub const DEFAULT_GAMES: u64 = 400;

/// What the job has done so far, counted by the job and read by the panel.
#[derive(Default)]
struct Counts {
    played: AtomicUsize,
    fitted: AtomicUsize,
}

/// A finished fit: the weights and how well they fit, per phase.
#[derive(Clone, Debug, PartialEq)]
pub struct TunedWeights {
    pub weights: Weights,
    pub reports: Vec<PhaseReport>,
    /// The whole job's time, self-play and fit.
    pub elapsed: Duration,
}

/// One run, running or ended.
struct TuningRun {
    plan: SelfPlay,
    counts: Arc<Counts>,
    /// Until the job ends; dropping it stops the job.
    task: Option<BackgroundTask<Option<TunedWeights>>>,
    /// The fit, once the job has finished; `None` after a Cancel.
    tuned: Option<TunedWeights>,
}

/// The panel's "Tune from data": its game count and the last run.
#[derive(Resource)]
pub struct HeuristicTuning {
    /// How many games the next run plays (the panel's slider).
    pub games: u64,
    run: Option<TuningRun>,
}

impl Default for HeuristicTuning {
    fn default() -> Self {
        Self { games: DEFAULT_GAMES, run: None }
    }
}

/// How far a run got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TuningProgress {
    pub played: usize,
    pub fitted: usize,
    pub total: usize,
}

impl HeuristicTuning {
    /// The window's self-play: `games` games as the training plays them (10 random opening
    /// moves, depth 4 with 4 % random moves, exact from 18 empties), from a fresh seed. The seed
    /// is small enough to type: `train generate --seed` replays the same games.
    pub fn plan(games: u64) -> SelfPlay {
        SelfPlay { games, seed: clock_seed() % 1_000_000, ..SelfPlay::default() }
    }

    /// Plays `plan`'s games with the learned evaluation and fits the weights to them, in the
    /// background; replaces the last run.
    pub fn start(&mut self, plan: SelfPlay) {
        let counts = Arc::new(Counts::default());
        let job_counts = counts.clone();
        let task = work_order::spawn(TuneOrder { plan: plan.clone() }, move |report| match report {
            TuneReport::Played(games) => job_counts.played.store(games, Ordering::Relaxed),
            TuneReport::Fitted(games) => job_counts.fitted.store(games, Ordering::Relaxed),
        });
        self.run = Some(TuningRun { plan, counts, task: Some(task), tuned: None });
    }

    pub fn is_running(&self) -> bool {
        self.run.as_ref().is_some_and(|run| run.task.is_some())
    }

    /// Stops the run; nothing of it is kept but how far it got.
    pub fn cancel(&mut self) {
        if let Some(run) = &mut self.run {
            run.task = None;
        }
    }

    /// The running job's cancel flag (tests watch it).
    pub fn cancel_flag(&self) -> Option<Arc<AtomicBool>> {
        self.run.as_ref()?.task.as_ref().map(BackgroundTask::cancel_flag)
    }

    /// The last run's progress.
    pub fn progress(&self) -> Option<TuningProgress> {
        let run = self.run.as_ref()?;
        Some(TuningProgress {
            played: run.counts.played.load(Ordering::Relaxed),
            fitted: run.counts.fitted.load(Ordering::Relaxed),
            total: run.plan.games as usize,
        })
    }

    /// The last run's fit, if it finished.
    pub fn tuned(&self) -> Option<&TunedWeights> {
        self.run.as_ref()?.tuned.as_ref()
    }

    /// Puts the fitted weights into `ai`'s evaluation; `false` if there are none.
    pub fn use_weights(&self, ai: &mut AiSettings) -> bool {
        let Some(tuned) = self.tuned() else { return false };
        ai.weights = tuned.weights;
        true
    }
}

/// A run of "Tune from data" written as data ([`WorkOrder`]), so that a browser plays and fits
/// in a web worker as the desktop does on the task pool.
#[derive(Clone, Serialize, Deserialize)]
pub struct TuneOrder {
    plan: SelfPlay,
}

/// How far a run has got: games played, then games fitted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TuneReport {
    Played(usize),
    Fitted(usize),
}

/// A fit as a worker sends it: each phase's report with its phase by name.
#[derive(Serialize, Deserialize)]
pub struct WireTuned {
    weights: Weights,
    /// Per phase: its name, its positions, the tuned and the classroom weights' errors.
    reports: Vec<(String, usize, f64, f64)>,
    elapsed_micros: u64,
}

impl WorkOrder for TuneOrder {
    const GAME: &'static str = Position::NAME;
    const KIND: &'static str = "tuning";
    type Report = TuneReport;
    type Output = Option<TunedWeights>;
    type WireReport = TuneReport;
    type WireOutput = Option<WireTuned>;

    fn run(&self, cancel: &AtomicBool, report: &mut dyn FnMut(TuneReport)) -> Option<TunedWeights> {
        tune_from_self_play(&self.plan, cancel, report)
    }

    fn report_to_wire(&self, report: &TuneReport) -> TuneReport {
        *report
    }

    fn report_from_wire(&self, report: TuneReport) -> Option<TuneReport> {
        Some(report)
    }

    fn output_to_wire(&self, tuned: &Option<TunedWeights>) -> Option<WireTuned> {
        tuned.as_ref().map(|tuned| WireTuned {
            weights: tuned.weights,
            reports: tuned
                .reports
                .iter()
                .map(|report| (report.phase.to_owned(), report.positions, report.tuned_rmse, report.classroom_rmse))
                .collect(),
            elapsed_micros: u64::try_from(tuned.elapsed.as_micros()).unwrap_or(u64::MAX),
        })
    }

    fn output_from_wire(&self, wire: Option<WireTuned>) -> Option<Option<TunedWeights>> {
        let Some(wire) = wire else { return Some(None) };
        let reports = wire
            .reports
            .into_iter()
            .map(|(phase, positions, tuned_rmse, classroom_rmse)| {
                let phase = PHASES.into_iter().find(|&known| known == phase)?;
                Some(PhaseReport { phase, positions, tuned_rmse, classroom_rmse })
            })
            .collect::<Option<_>>()?;
        let elapsed = Duration::from_micros(wire.elapsed_micros);
        Some(Some(TunedWeights { weights: wire.weights, reports, elapsed }))
    }
}

/// The job: self-play on this one thread (the window and the AI keep the other cores), then the
/// fit, telling `report` how far it got. `None` if cancelled at any point.
fn tune_from_self_play(
    plan: &SelfPlay,
    cancel: &AtomicBool,
    report: &mut dyn FnMut(TuneReport),
) -> Option<TunedWeights> {
    let started = Instant::now();
    let evaluator = ReversiEvaluator::new(Weights::learned());
    let mut games = Vec::with_capacity(plan.games as usize);
    for index in plan.first_index..plan.first_index + plan.games {
        // A game cancelled halfway returns `None`; the searches look at the flag every move.
        games.push(plan.play(index, &evaluator, cancel)?);
        report(TuneReport::Played(games.len()));
    }
    let (weights, reports) = training::tune(&games, cancel, &mut |fitted| report(TuneReport::Fitted(fitted)))?;
    let elapsed = started.elapsed();
    let positions: usize = reports.iter().map(|report| report.positions).sum();
    info!("Heuristic tuning: {} games, {positions} positions in {:.1} s", games.len(), elapsed.as_secs_f64());
    Some(TunedWeights { weights, reports, elapsed })
}

fn collect_tuning(mut tuning: ResMut<HeuristicTuning>) {
    let Some(run) = tuning.run.as_mut() else { return };
    let Some(task) = run.task.as_mut() else { return };
    let Some(tuned) = task.poll() else { return };
    run.task = None;
    run.tuned = tuned;
}

/// The panel's section: the game count, Start or the progress with Cancel, the last fit's
/// report per phase and "Use these weights".
pub(super) fn tuning_section(ui: &mut egui::Ui, tuning: &mut HeuristicTuning, ai: &mut AiSettings) {
    ui.small(tr!("reversi-tune-about")).on_hover_text(tr!("reversi-tune-about-hover"));
    let running = tuning.is_running();
    let games = format!(" {}", tr!("reversi-tune-games"));
    ui.add_enabled(!running, egui::Slider::new(&mut tuning.games, GAMES).logarithmic(true).suffix(games))
        .on_hover_text(tr!("reversi-tune-games-hover"));
    if running {
        if let Some(progress) = tuning.progress() {
            ui.horizontal(|ui| {
                let (done, text) = if progress.played < progress.total {
                    (progress.played, tr!("reversi-tune-playing", done = progress.played, total = progress.total))
                } else {
                    (progress.fitted, tr!("reversi-tune-fitting", done = progress.fitted, total = progress.total))
                };
                let fraction = done as f32 / progress.total.max(1) as f32;
                ui.add(egui::ProgressBar::new(fraction).desired_width(160.0).text(text));
                if ui.button(tr!("reversi-tune-cancel")).on_hover_text(tr!("reversi-tune-cancel-hover")).clicked() {
                    tuning.cancel();
                }
            });
        }
    } else if ui.button(tr!("reversi-tune-start")).on_hover_text(tr!("reversi-tune-start-hover")).clicked() {
        tuning.start(HeuristicTuning::plan(tuning.games));
    }
    let Some(run) = &tuning.run else { return };
    let Some(tuned) = &run.tuned else {
        if run.task.is_none() {
            let played = run.counts.played.load(Ordering::Relaxed);
            ui.small(tr!("reversi-tune-stopped", played = played, total = run.plan.games));
        }
        return;
    };
    let positions: usize = tuned.reports.iter().map(|report| report.positions).sum();
    ui.small(tr!(
        "reversi-tune-result",
        games = run.plan.games,
        seed = run.plan.seed.to_string(),
        positions = positions,
        seconds = i18n::decimal(tuned.elapsed.as_secs_f64(), 0),
    ));
    fit_report(ui, &tuned.reports);
    let in_use = ai.weights == tuned.weights;
    let text = if in_use { tr!("reversi-tune-in-use") } else { tr!("reversi-tune-use") };
    let button = ui.add_enabled(!in_use, egui::Button::new(text));
    if button.on_hover_text(tr!("reversi-tune-use-hover")).clicked() {
        tuning.use_weights(ai);
    }
}

/// Each phase's positions and the error of the tuned weights beside the classroom agent's.
fn fit_report(ui: &mut egui::Ui, reports: &[PhaseReport]) {
    egui::Grid::new("tuning report").num_columns(4).spacing([12.0, 2.0]).striped(true).show(ui, |ui| {
        let headings = [
            tr!("reversi-tune-phase"),
            tr!("reversi-tune-positions"),
            tr!("reversi-tune-tuned"),
            tr!("reversi-tune-classroom"),
        ];
        for heading in headings {
            ui.label(egui::RichText::new(heading).color(theme::text_dim()));
        }
        ui.end_row();
        for report in reports {
            ui.label(phase_name(report.phase));
            ui.label(report.positions.to_string());
            ui.label(egui::RichText::new(i18n::decimal(report.tuned_rmse, 1)).color(theme::accent()));
            ui.label(i18n::decimal(report.classroom_rmse, 1)).on_hover_text(tr!("reversi-tune-classroom-hover"));
            ui.end_row();
        }
    });
}

/// A phase's name as the training and the weights name it ("opening"), in the window's language.
pub(super) fn phase_name(phase: &str) -> String {
    match phase {
        "opening" => tr!("reversi-tune-phase-opening"),
        "midgame" => tr!("reversi-tune-phase-midgame"),
        "endgame" => tr!("reversi-tune-phase-endgame"),
        other => other.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn order() -> TuneOrder {
        TuneOrder { plan: SelfPlay { games: 8, depth: 1, seed: 42, ..SelfPlay::default() } }
    }

    fn through_the_wire(order: &TuneOrder, tuned: Option<TunedWeights>) -> Option<Option<TunedWeights>> {
        let json = serde_json::to_string(&order.output_to_wire(&tuned)).expect("written");
        order.output_from_wire(serde_json::from_str(&json).expect("read"))
    }

    #[test]
    fn a_fit_comes_back_from_the_wire_whole() {
        let order = order();
        let back: TuneOrder = serde_json::from_str(&serde_json::to_string(&order).expect("written")).expect("read");
        assert_eq!(back.plan, order.plan);
        let reports = PHASES
            .iter()
            .enumerate()
            .map(|(index, &phase)| PhaseReport {
                phase,
                positions: 100 + index,
                tuned_rmse: 10.5 - index as f64,
                classroom_rmse: 14.25 + index as f64,
            })
            .collect();
        let tuned = TunedWeights { weights: Weights::classroom(), reports, elapsed: Duration::from_micros(1_234_567) };
        assert_eq!(through_the_wire(&order, Some(tuned.clone())), Some(Some(tuned)));
        assert_eq!(through_the_wire(&order, None), Some(None), "a cancelled run");
    }

    #[test]
    fn a_fit_of_a_phase_the_weights_do_not_have_is_refused() {
        let order = order();
        let wire = WireTuned {
            weights: Weights::classroom(),
            reports: vec![("overtime".to_owned(), 1, 1.0, 1.0)],
            elapsed_micros: 1,
        };
        assert_eq!(order.output_from_wire(Some(wire)), None);
    }
}
