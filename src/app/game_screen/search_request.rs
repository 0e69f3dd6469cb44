//! The searches a game screen starts, written as data ([`WorkOrder`]): the AI's move, the
//! analysis behind the hints and the evaluation graph, and the line of one move for "Why this
//! move". As data rather than as a closure, so that a search runs wherever background work runs:
//! on the async compute pool on the desktop, in a web worker in a browser, so that the page never
//! freezes while the AI thinks.

use std::any::Any;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex, PoisonError};

use serde::{Deserialize, Serialize};

use crate::app::base::settings::AnalysisStrength;
use crate::app::base::tasks::work_order::{WorkOrder, position_text};
use crate::app::base::tasks::{Generation, SearchJob};
use crate::app::contract::arcade_game::ArcadeGame;
use crate::engine::{Score, SearchInfo, proven_margin};
use crate::games::Notation;
pub use wire::WireInfo;

/// A search of `position`.
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct SearchRequest<G: ArcadeGame> {
    #[serde(with = "position_text")]
    pub position: G::Position,
    pub kind: SearchKind<G::Options>,
}

impl<G: ArcadeGame> Clone for SearchRequest<G> {
    fn clone(&self) -> Self {
        Self { position: self.position, kind: self.kind.clone() }
    }
}

/// What is searched for.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum SearchKind<O> {
    /// The AI's move with the player's options, by the AI that played the machine's moves so
    /// far (what it learnt is kept from move to move).
    Move { options: O },
    /// The hints' and the evaluation graph's analysis, at their own strength.
    Analysis { strength: AnalysisStrength },
    /// The best line from the position, as deep as the AI searches (`depth` plies).
    BestLine { options: O, depth: u32 },
}

impl<G: ArcadeGame> SearchRequest<G> {
    /// Runs the search here. Only the AI's move uses `kept`, the AI that keeps what its earlier
    /// searches learnt (a fresh one without it); the others start afresh, so that they never wait
    /// for it.
    pub fn run(
        &self,
        kept: Option<&Mutex<G::Ai>>,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<G::Move>),
    ) -> SearchInfo<G::Move> {
        match &self.kind {
            SearchKind::Move { options } => {
                let Some(kept) = kept else {
                    return G::think(&mut G::Ai::default(), &self.position, options, cancel, on_progress);
                };
                // A search that panicked left every table entry whole (a torn one reads as a miss).
                let mut ai = kept.lock().unwrap_or_else(PoisonError::into_inner);
                G::think(&mut ai, &self.position, options, cancel, on_progress)
            }
            SearchKind::Analysis { strength } => analyse_for_graph::<G>(&self.position, *strength, cancel, on_progress),
            SearchKind::BestLine { options, depth } => {
                G::think_best_line(&self.position, options, *depth, cancel, on_progress)
            }
        }
    }

    /// Starts the search in the background for the position of `generation`: on the desktop on
    /// the async compute pool with the AI kept in `kept`; in a browser in a web worker, whose own
    /// AI is kept there ([`WorkOrder::run`]).
    pub fn spawn(self, generation: Generation, kept: Option<&Arc<Mutex<G::Ai>>>) -> SearchJob<G::Move> {
        #[cfg(target_family = "wasm")]
        {
            let _ = kept;
            let live = Arc::new(Mutex::new(None));
            let reported = Arc::clone(&live);
            let task = crate::app::base::tasks::work_order::spawn(self, move |info| {
                *reported.lock().unwrap_or_else(PoisonError::into_inner) = Some(info);
            });
            SearchJob::of_task(generation, live, task)
        }
        #[cfg(not(target_family = "wasm"))]
        {
            let kept = kept.map(Arc::clone);
            SearchJob::spawn(generation, move |cancel, on_progress| self.run(kept.as_deref(), cancel, on_progress))
        }
    }
}

/// How often a search in a web worker tells the page how it goes.
const PROGRESS_EVERY: std::time::Duration = std::time::Duration::from_millis(100);

thread_local! {
    /// Each game's AI for the searches run by their order, kept from move to move as the
    /// desktop's game screen keeps its own.
    static KEPT: RefCell<HashMap<&'static str, Rc<dyn Any>>> = RefCell::new(HashMap::new());
}

impl<G: ArcadeGame> WorkOrder for SearchRequest<G> {
    const GAME: &'static str = G::Position::NAME;
    const KIND: &'static str = "search";
    type Report = SearchInfo<G::Move>;
    type Output = SearchInfo<G::Move>;
    type WireReport = WireInfo;
    type WireOutput = WireInfo;

    /// Runs the search with this thread's kept AI, reporting at most every [`PROGRESS_EVERY`].
    fn run(&self, cancel: &AtomicBool, report: &mut dyn FnMut(Self::Report)) -> Self::Output {
        let kept = KEPT.with(|kept| {
            let entry = kept
                .borrow_mut()
                .entry(G::Position::NAME)
                .or_insert_with(|| Rc::new(Mutex::new(G::Ai::default())))
                .clone();
            entry.downcast::<Mutex<G::Ai>>().ok()
        });
        let mut last_report = web_time::Instant::now();
        let mut on_progress = |info: &SearchInfo<G::Move>| {
            if last_report.elapsed() >= PROGRESS_EVERY {
                last_report = web_time::Instant::now();
                report(info.clone());
            }
        };
        SearchRequest::run(self, kept.as_deref(), cancel, &mut on_progress)
    }

    fn report_to_wire(&self, report: &Self::Report) -> WireInfo {
        WireInfo::new::<G>(&self.position, report)
    }

    fn report_from_wire(&self, wire: WireInfo) -> Option<Self::Report> {
        wire.read::<G>(&self.position).ok()
    }

    fn output_to_wire(&self, output: &Self::Output) -> WireInfo {
        WireInfo::new::<G>(&self.position, output)
    }

    fn output_from_wire(&self, wire: WireInfo) -> Option<Self::Output> {
        wire.read::<G>(&self.position).ok()
    }
}

/// The analysis of `position` (the hints' and the graph's) with its score, unless exact, the mean
/// of its last two completed depths; the moves' own scores as searched. A search that ends on the side to move's turn favours that side, one that ends on the
/// other's turn the other side: successive positions would zigzag on the graph by as much, and
/// the mean of an odd and an even depth cancels it.
fn analyse_for_graph<G: ArcadeGame>(
    position: &G::Position,
    strength: AnalysisStrength,
    cancel: &AtomicBool,
    on_progress: &mut dyn FnMut(&SearchInfo<G::Move>),
) -> SearchInfo<G::Move> {
    // The scores of the last two completed depths, the deeper first.
    let mut completed: [Option<(u32, Score)>; 2] = [None, None];
    let mut info = G::analyse(position, strength, cancel, &mut |info| {
        // A report of a deeper depth than the last is the one that completes it.
        if info.depth > completed[0].map_or(0, |(depth, _)| depth) {
            completed = [Some((info.depth, info.score)), completed[0]];
        }
        on_progress(info);
    });
    let heuristic = |score: Score| proven_margin(score).is_none();
    if let [Some((deeper, last)), Some((shallower, before))] = completed
        && deeper == shallower + 1
        && deeper == info.depth
        && !info.solved
        && heuristic(last)
        && heuristic(before)
    {
        info.score = last / 2 + before / 2;
    }
    info
}

/// Searches as a worker sends them to the page.
mod wire {
    use serde::{Deserialize, Serialize};

    use crate::app::base::tasks::work_order::{line_at, line_places};
    use crate::app::contract::arcade_game::ArcadeGame;
    use crate::engine::{RootMove, Score, SearchInfo, Selectivity};
    use crate::games::legal_moves;

    /// What a search found, with each move written as its place in the legal moves of the position
    /// it is played from: what a worker sends the page.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    pub struct WireInfo {
        pub(super) depth: u32,
        pub(super) selectivity: Selectivity,
        pub(super) nodes: u64,
        pub(super) elapsed_micros: u64,
        pub(super) score: Score,
        pub(super) best_move: Option<u16>,
        pub(super) pv: Vec<u16>,
        /// The root moves: (place, score, exact).
        pub(super) root_moves: Vec<(u16, Score, bool)>,
        pub(super) finished: bool,
        pub(super) solved: bool,
    }

    /// Why a worker's report cannot be read back: a move that is not legal where it is said to be
    /// played.
    #[derive(Debug, PartialEq)]
    pub struct WireError;

    impl WireInfo {
        /// `info`, a search of `root`, with its moves by their places.
        pub fn new<G: ArcadeGame>(root: &G::Position, info: &SearchInfo<G::Move>) -> Self {
            let root_legal = legal_moves(root);
            let place = |legal: &[G::Move], mv: G::Move| {
                legal.iter().position(|&legal_move| legal_move == mv).and_then(|place| u16::try_from(place).ok())
            };
            Self {
                depth: info.depth,
                selectivity: info.selectivity,
                nodes: info.nodes,
                elapsed_micros: u64::try_from(info.elapsed.as_micros()).unwrap_or(u64::MAX),
                score: info.score,
                best_move: info.best_move.and_then(|mv| place(&root_legal, mv)),
                pv: line_places(root, info.pv.iter().copied()),
                root_moves: info
                    .root_moves
                    .iter()
                    .filter_map(|root_move| Some((place(&root_legal, root_move.mv)?, root_move.score, root_move.exact)))
                    .collect(),
                finished: info.finished,
                solved: info.solved,
            }
        }

        /// The search of `root` this describes.
        pub fn read<G: ArcadeGame>(&self, root: &G::Position) -> Result<SearchInfo<G::Move>, WireError> {
            let root_legal = legal_moves(root);
            let at = |legal: &[G::Move], place: u16| legal.get(usize::from(place)).copied().ok_or(WireError);
            let root_moves = self
                .root_moves
                .iter()
                .map(|&(place, score, exact)| Ok(RootMove { mv: at(&root_legal, place)?, score, exact }))
                .collect::<Result<_, WireError>>()?;
            Ok(SearchInfo {
                depth: self.depth,
                selectivity: self.selectivity,
                nodes: self.nodes,
                elapsed: std::time::Duration::from_micros(self.elapsed_micros),
                score: self.score,
                best_move: self.best_move.map(|place| at(&root_legal, place)).transpose()?,
                pv: line_at(root, &self.pv).ok_or(WireError)?,
                root_moves,
                finished: self.finished,
                solved: self.solved,
            })
        }
    }
}

#[cfg(test)]
use wire::WireError;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::reversi::Reversi;
    use crate::engine::{Game, RootMove, Score, Selectivity};
    use crate::games::reversi::Position;
    use crate::games::{Notation, legal_moves};

    fn line(start: &Position, length: usize) -> Vec<crate::games::reversi::Move> {
        let mut position = *start;
        let mut line = Vec::new();
        for _ in 0..length {
            let Some(&mv) = legal_moves(&position).last() else { break };
            line.push(mv);
            position = position.play(mv);
        }
        line
    }

    #[test]
    fn a_search_reads_back_from_its_wire_form_move_for_move() {
        let root = Position::start();
        let pv = line(&root, 6);
        let legal = legal_moves(&root);
        let info = SearchInfo {
            depth: 6,
            selectivity: Selectivity::FULL,
            nodes: 12_345,
            elapsed: std::time::Duration::from_micros(98_765),
            score: -3,
            best_move: Some(pv[0]),
            pv: pv.clone(),
            root_moves: legal
                .iter()
                .enumerate()
                .map(|(i, &mv)| RootMove { mv, score: i as Score, exact: i % 2 == 0 })
                .collect(),
            finished: true,
            solved: false,
        };
        let wire = WireInfo::new::<Reversi>(&root, &info);
        let json = serde_json::to_string(&wire).expect("written");
        let back: WireInfo = serde_json::from_str(&json).expect("read");
        assert_eq!(back.read::<Reversi>(&root), Ok(info));
    }

    #[test]
    fn a_move_that_is_not_legal_there_is_refused() {
        let root = Position::start();
        let mut wire = WireInfo::new::<Reversi>(&root, &SearchInfo { best_move: None, ..blank() });
        wire.best_move = Some(4);
        assert_eq!(wire.read::<Reversi>(&root), Err(WireError));
        wire.best_move = None;
        wire.pv = vec![0, 60];
        assert_eq!(wire.read::<Reversi>(&root), Err(WireError));
    }

    fn blank() -> SearchInfo<crate::games::reversi::Move> {
        SearchInfo {
            depth: 0,
            selectivity: Selectivity::FULL,
            nodes: 0,
            elapsed: std::time::Duration::ZERO,
            score: 0,
            best_move: None,
            pv: Vec::new(),
            root_moves: Vec::new(),
            finished: false,
            solved: false,
        }
    }

    #[test]
    fn a_request_travels_as_the_positions_notation_and_comes_back_whole() {
        let position = Position::start().play(line(&Position::start(), 1)[0]);
        let request: SearchRequest<Reversi> =
            SearchRequest { position, kind: SearchKind::BestLine { options: Default::default(), depth: 7 } };
        let json = serde_json::to_string(&request).expect("written");
        assert!(json.contains(&position.to_string()), "{json}");
        let back: SearchRequest<Reversi> = serde_json::from_str(&json).expect("read");
        assert_eq!(back.position, position);
        assert!(matches!(back.kind, SearchKind::BestLine { depth: 7, .. }));
        let bad = json.replace(&position.to_string(), "not a board");
        let Err(error) = serde_json::from_str::<SearchRequest<Reversi>>(&bad) else { panic!("read: {bad}") };
        assert!(error.to_string().contains("not a position"), "{error}");
    }
}
