//! A recording of the search tree view written as data ([`WorkOrder`]), so that a browser
//! records in a web worker as the desktop does on the task pool.

use std::sync::atomic::AtomicBool;

use serde::{Deserialize, Serialize};

use crate::app::base::tasks::work_order::{WorkOrder, move_at, move_place, position_text};
use crate::app::contract::arcade_game::ArcadeGame;
use crate::app::game_screen::WireInfo;
use crate::app::tools::search_tree::TreeLayout;
use crate::engine::{Algorithm, Game, MoveOrder, SearchInfo, SearchTree, Searcher, Strategy};
use crate::games::Notation;

/// The most nodes a recording may keep and still be made in a web worker. Measured on the
/// desktop (2026-11-29): tic-tac-toe's whole game by minimax, 549,946 nodes, is recorded and laid
/// out in 0.10 s, and read back from its 19 MB of JSON and laid out in 0.27 s; the game's searches
/// that keep at most 20,000 nodes can search far longer than that, and their trees take 0.7 MB.
pub const WORKER_NODES: usize = 100_000;

/// A search of `position` by `algorithm` to `depth` plies, the moves taken in `order`, judging
/// leaves as the AI with `options` does, kept node by node up to `cap` nodes.
#[derive(Serialize, Deserialize)]
#[serde(bound = "")]
pub struct RecordOrder<G: ArcadeGame> {
    #[serde(with = "position_text")]
    pub position: G::Position,
    pub options: G::Options,
    pub algorithm: Algorithm,
    pub order: MoveOrder,
    pub depth: u32,
    pub cap: usize,
}

impl<G: ArcadeGame> Clone for RecordOrder<G> {
    fn clone(&self) -> Self {
        Self { options: self.options.clone(), ..*self }
    }
}

impl<G: ArcadeGame> WorkOrder for RecordOrder<G> {
    const GAME: &'static str = G::Position::NAME;
    const KIND: &'static str = "search tree";
    /// A recording tells nothing before it ends.
    type Report = ();
    /// The tree laid out for the view, in the background too: a large one takes a while.
    type Output = (SearchInfo<G::Move>, TreeLayout<G::Move>);
    type WireReport = ();
    /// The tree's moves by their places among the legal moves where each is played.
    type WireOutput = (WireInfo, SearchTree<u16>);

    /// Not for a tree that may keep more than [`WORKER_NODES`] nodes: the page would take
    /// longer to read it back than to record it.
    fn worth_a_worker(&self) -> bool {
        self.cap <= WORKER_NODES
    }

    fn run(&self, cancel: &AtomicBool, _: &mut dyn FnMut(())) -> Self::Output {
        let strategy = Strategy::new(self.algorithm).max_depth(self.depth).move_order(self.order);
        let (info, tree) =
            Searcher::new(strategy).record(&self.position, &G::evaluator(&self.options), self.cap, cancel);
        (info, TreeLayout::new(tree))
    }

    fn report_to_wire(&self, (): &()) {}

    fn report_from_wire(&self, (): ()) -> Option<()> {
        Some(())
    }

    fn output_to_wire(&self, (info, layout): &Self::Output) -> Self::WireOutput {
        let tree = &layout.tree;
        let positions = positions::<G, _>(&self.position, tree, |_, mv| Some(mv));
        // Every recorded move is legal where it was played.
        let places =
            positions.and_then(|positions| tree.try_map_moves(|from, mv| move_place(&positions[from as usize], mv)));
        (WireInfo::new::<G>(&self.position, info), places.unwrap_or_else(|| SearchTree::new(0)))
    }

    fn output_from_wire(&self, (info, places): Self::WireOutput) -> Option<Self::Output> {
        let positions = positions::<G, _>(&self.position, &places, move_at)?;
        let tree = places.try_map_moves(|from, place| move_at(&positions[from as usize], place))?;
        Some((info.read::<G>(&self.position).ok()?, TreeLayout::new(tree)))
    }
}

/// The position at each node of `tree`, a search of `root` whose moves `mv_of` reads where they
/// are played; `None` where one cannot be read.
fn positions<G: ArcadeGame, M: Copy + PartialEq>(
    root: &G::Position,
    tree: &SearchTree<M>,
    mv_of: impl Fn(&G::Position, M) -> Option<G::Move>,
) -> Option<Vec<G::Position>> {
    let mut positions: Vec<G::Position> = Vec::with_capacity(tree.nodes().len());
    for node in tree.nodes() {
        // A node's parent comes before it (a tree read back is checked for it).
        let position = match (node.parent, node.mv) {
            (Some(parent), Some(mv)) => {
                let from = positions.get(parent as usize)?;
                from.play(mv_of(from, mv)?)
            }
            _ => *root,
        };
        positions.push(position);
    }
    Some(positions)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::contract::window_game::WindowGame;
    use crate::app::reversi::Reversi;
    use crate::app::tictactoe::Tictactoe;

    fn recorded<G: WindowGame>(
        algorithm: Algorithm,
        depth: u32,
    ) -> (RecordOrder<G>, <RecordOrder<G> as WorkOrder>::Output) {
        let position = G::Position::start();
        let order = RecordOrder::<G> {
            position,
            options: G::Options::default(),
            algorithm,
            order: MoveOrder::BestFirst,
            depth,
            cap: G::TREE_NODE_CAP,
        };
        let output = order.run(&AtomicBool::new(false), &mut |()| {});
        (order, output)
    }

    fn through_the_wire<G: WindowGame>(
        order: &RecordOrder<G>,
        output: &<RecordOrder<G> as WorkOrder>::Output,
    ) -> <RecordOrder<G> as WorkOrder>::Output {
        let json = serde_json::to_string(&order.output_to_wire(output)).expect("written");
        order.output_from_wire(serde_json::from_str(&json).expect("read")).expect("fits the order")
    }

    #[test]
    fn a_recorded_tree_comes_back_from_the_wire_node_for_node() {
        let (order, output) = recorded::<Reversi>(Algorithm::AlphaBeta, 4);
        let tree = &output.1.tree;
        assert!(tree.nodes().iter().any(|node| node.cutoff), "alpha-beta cuts at depth 4");
        let back = through_the_wire(&order, &output);
        assert_eq!(&back.1.tree, tree);
        assert_eq!(back.0.best_move, output.0.best_move);
        assert!(order.worth_a_worker());

        let (order, output) = recorded::<Tictactoe>(Algorithm::Minimax, 3);
        assert_eq!(output.1.tree.nodes().len(), 1 + 9 + 9 * 8 + 9 * 8 * 7);
        assert_eq!(through_the_wire(&order, &output).1.tree, output.1.tree);
        assert!(!order.worth_a_worker(), "tic-tac-toe's trees, up to its whole game, record on the page");
    }

    #[test]
    fn a_tree_whose_move_is_not_legal_where_it_is_played_is_refused() {
        let (order, output) = recorded::<Tictactoe>(Algorithm::AlphaBeta, 2);
        let mut json = serde_json::to_value(order.output_to_wire(&output)).expect("written");
        // The first child's move: a place past the nine cells.
        json[1]["moves"][1] = serde_json::json!(40);
        assert!(order.output_from_wire(serde_json::from_value(json.clone()).expect("read")).is_none());
        // A parent after its child is refused as the tree is read.
        json[1]["parents"][1] = serde_json::json!(5);
        assert!(serde_json::from_value::<<RecordOrder<Tictactoe> as WorkOrder>::WireOutput>(json).is_err());
    }
}
