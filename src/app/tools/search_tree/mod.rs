//! The search tree view, for every game: a search of the position on screen recorded node by node
//! in the background ([`RecordOrder`]: in a web worker on the web page) as a [`SearchTree`], and
//! drawn as the course material draws minimax and alpha-beta ([`view`]): values backed up from the
//! root player's side, windows, cut-offs and what they pruned, the principal variation; stepped
//! through in visiting order, and compared across the three algorithms on the same position.

pub mod drawn;
mod layout;
mod order;
mod view;

use bevy::prelude::*;

use crate::app::base::redraw::{SEARCH_REFRESH, refresh_while};
use crate::app::base::tasks::work_order::{self, WorkOrder};
use crate::app::base::tasks::{BackgroundTask, Generation};
use crate::app::contract::arcade_game::ArcadeGame;
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings::GameSettings;
use crate::app::contract::window_game::WindowGame;
use crate::engine::{Algorithm, MoveOrder, SearchInfo, SearchTree};
pub use layout::{Row, StepCounts, TreeLayout};
pub use order::RecordOrder;

/// What works without a window: recording, and the recording's end.
pub(crate) fn game_plugin<G: WindowGame>(app: &mut App) {
    app.init_resource::<TreeView<G>>();
    app.add_systems(Update, collect_recording::<G>.run_if(in_state(G::screen())));
    app.add_systems(OnExit(G::screen()), close::<G>);
    refresh_while::<TreeView<G>>(app, SEARCH_REFRESH, TreeView::is_recording);
}

/// The part that needs a window: the view itself.
pub(crate) fn window_plugin<G: WindowGame>(app: &mut App) {
    view::plugin::<G>(app);
}

/// One finished recording: which search of which position.
pub struct Recording<G: ArcadeGame> {
    pub generation: Generation,
    pub root: G::Position,
    pub algorithm: Algorithm,
    pub order: MoveOrder,
    pub depth: u32,
    pub info: SearchInfo<G::Move>,
    pub layout: TreeLayout<G::Move>,
}

/// What the comparison table keeps of each recording of the position on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Comparison {
    pub algorithm: Algorithm,
    /// The order minimax and alpha-beta took the moves in (the full engine orders its own).
    pub order: MoveOrder,
    pub depth: u32,
    /// Every node the search counted (the full engine's earlier iterations included).
    pub nodes: u64,
    pub cutoffs: usize,
    pub root_value: Option<crate::engine::Score>,
}

/// The view's state: open or not, what to record, the recording and how far the player has
/// stepped through it.
#[derive(Resource)]
pub struct TreeView<G: ArcadeGame> {
    pub open: bool,
    pub algorithm: Algorithm,
    /// The order minimax and alpha-beta take the moves in.
    pub order: MoveOrder,
    pub depth: u32,
    job: Option<RecordingJob<G>>,
    pub recording: Option<Recording<G>>,
    /// Each recording of the position on screen, for the comparison table.
    pub compared: Vec<(Generation, Comparison)>,
    /// Nodes shown while stepping through the search; `None` shows the whole tree.
    pub step: Option<usize>,
    pub playing: bool,
    /// Nodes a second while playing.
    pub speed: f32,
    /// The node under the mouse, whose position the view draws.
    pub hovered: Option<u32>,
    /// The player's choice of rows or a drawing; `None` lets the view choose (a drawing for a
    /// tree small enough to read as one).
    pub look: Option<Look>,
    /// The part of the drawing shown (panned and zoomed).
    pub scene_rect: bevy_egui::egui::Rect,
}

/// A recording under way: what it records, of the position at `generation`.
struct RecordingJob<G: ArcadeGame> {
    generation: Generation,
    order: RecordOrder<G>,
    task: BackgroundTask<<RecordOrder<G> as WorkOrder>::Output>,
}

/// How the view shows a recorded tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Look {
    /// A row per node, indented by depth: for any size.
    Rows,
    /// Nodes and edges as the course draws them: for small trees ([`drawn::DRAWING_CAP`]).
    Drawing,
}

impl<G: WindowGame> Default for TreeView<G> {
    fn default() -> Self {
        Self {
            open: false,
            algorithm: Algorithm::AlphaBeta,
            order: MoveOrder::AsGiven,
            depth: G::TREE_DEPTH,
            job: None,
            recording: None,
            compared: Vec::new(),
            step: None,
            playing: false,
            speed: 10.0,
            hovered: None,
            look: None,
            scene_rect: bevy_egui::egui::Rect::NOTHING,
        }
    }
}

impl<G: WindowGame> TreeView<G> {
    pub fn is_recording(&self) -> bool {
        self.job.is_some()
    }

    /// Records a search of `position` (the one at `generation`) with the chosen algorithm and
    /// depth, judging leaves as the AI with `options` does; a recording already running is
    /// cancelled.
    pub fn record(&mut self, generation: Generation, position: G::Position, options: G::Options) {
        let (algorithm, order, depth) = (self.algorithm, self.order_used(), self.depth);
        let order = RecordOrder { position, options, algorithm, order, depth, cap: G::TREE_NODE_CAP };
        let task = work_order::spawn(order.clone(), |()| {});
        self.job = Some(RecordingJob { generation, order, task });
    }

    pub fn cancel(&mut self) {
        self.job = None;
    }

    /// The order the chosen search takes the moves in: the one chosen, but the full engine's own
    /// for the full engine.
    pub fn order_used(&self) -> MoveOrder {
        if self.algorithm == Algorithm::Full { MoveOrder::AsGiven } else { self.order }
    }

    /// How the recording at `generation` is shown: as chosen, where it can be.
    pub fn look(&self, generation: Generation) -> Look {
        let drawable =
            self.current(generation).is_some_and(|recording| drawn::drawn_count(recording) <= drawn::DRAWING_CAP);
        match self.look {
            Some(Look::Drawing) | None if drawable => Look::Drawing,
            _ => Look::Rows,
        }
    }

    /// The recording, if it is of the position at `generation`.
    pub fn current(&self, generation: Generation) -> Option<&Recording<G>> {
        self.recording.as_ref().filter(|recording| recording.generation == generation)
    }

    /// The comparisons made on the position at `generation`, one per algorithm and depth.
    pub fn comparisons(&self, generation: Generation) -> impl Iterator<Item = &Comparison> {
        self.compared.iter().filter(move |(at, _)| *at == generation).map(|(_, comparison)| comparison)
    }

    /// Takes a finished recording in: the view shows it whole, and the table remembers it.
    fn finish(&mut self, recording: Recording<G>) {
        let tree = &recording.layout.tree;
        let comparison = Comparison {
            algorithm: recording.algorithm,
            order: recording.order,
            depth: recording.depth,
            nodes: recording.info.nodes,
            cutoffs: recording.layout.counts(recording.layout.node_count()).cutoffs,
            root_value: tree.root_value(),
        };
        let generation = recording.generation;
        self.compared.retain(|(at, earlier)| {
            *at == generation
                && (earlier.algorithm, earlier.order, earlier.depth)
                    != (comparison.algorithm, comparison.order, comparison.depth)
        });
        self.compared.push((generation, comparison));
        self.step = None;
        self.playing = false;
        self.hovered = None;
        self.scene_rect = bevy_egui::egui::Rect::NOTHING;
        self.recording = Some(recording);
    }
}

/// Takes the recording in when it ends. One of a position no longer on screen is kept but not
/// shown: the view shows only the recording of the position on the board.
fn collect_recording<G: WindowGame>(mut view: ResMut<TreeView<G>>) {
    let Some(job) = view.bypass_change_detection().job.as_mut() else { return };
    let Some((info, layout)) = job.task.poll() else { return };
    let Some(RecordingJob { generation, order, .. }) = view.job.take() else { return };
    let RecordOrder { position: root, algorithm, order, depth, .. } = order;
    view.finish(Recording { generation, root, algorithm, order, depth, info, layout });
}

/// Leaving the game's screen stops a recording and closes the view.
fn close<G: WindowGame>(mut view: ResMut<TreeView<G>>) {
    view.cancel();
    view.open = false;
    view.playing = false;
}

/// Starts a recording of the position on screen with the player's evaluation.
pub fn record_position<G: WindowGame>(
    view: &mut TreeView<G>,
    current_game: &CurrentGame<G>,
    settings: &GameSettings<G>,
) {
    view.record(current_game.generation(), *current_game.position(), settings.options.clone());
}

/// The bound standing for ±∞ in recorded windows.
pub const INFINITY: crate::engine::Score = SearchTree::<()>::INFINITY;
