//! The strategies on a game small enough to know everything about: subtraction Nim, where each
//! player takes 1–3 counters and whoever takes the last one wins. Piles that are multiples of
//! four are lost for the side to move.

use std::sync::atomic::AtomicBool;

use super::game::shorten_proven;
use super::*;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Nim(u32);

impl Game for Nim {
    type Move = u32;
    const MOVE_INDEX_SPACE: usize = 4;

    fn generate_moves(&self, moves: &mut Vec<u32>) {
        moves.extend((1..=3).filter(|&take| take <= self.0));
    }

    fn is_over(&self) -> bool {
        self.0 == 0
    }

    fn play(&self, take: u32) -> Self {
        Nim(self.0 - take)
    }

    fn terminal_score(&self) -> Score {
        // The previous player took the last counter.
        proven_loss(0)
    }

    fn hash(&self) -> u64 {
        u64::from(self.0).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    fn move_index(take: u32) -> usize {
        take as usize
    }
}

/// Knows nothing: every unfinished pile looks even.
struct Blind;

impl Evaluator<Nim> for Blind {
    fn evaluate(&self, _: &Nim) -> Score {
        0
    }
}

fn run(pile: u32, strategy: Strategy) -> SearchInfo<u32> {
    Searcher::new(strategy).search(&Nim(pile), &Blind, &AtomicBool::new(false), &mut |_| {})
}

/// Positions in the whole game tree below `pile`, root included.
fn tree_size(pile: u32) -> u64 {
    1 + (1..=3.min(pile)).map(|take| tree_size(pile - take)).sum::<u64>()
}

#[test]
fn every_strategy_solves_nim() {
    for pile in 1..=14 {
        for algorithm in Algorithm::ALL {
            let info = run(pile, Strategy::new(algorithm).max_depth(20));
            assert!(is_proven(info.score), "{algorithm:?} pile {pile}");
            assert_eq!(info.score > 0, pile % 4 != 0, "{algorithm:?} pile {pile}");
            if pile % 4 != 0 {
                assert_eq!(info.best_move, Some(pile % 4), "{algorithm:?} pile {pile}");
            }
        }
    }
}

#[test]
fn plain_minimax_visits_the_whole_tree_once() {
    for pile in 1..=12 {
        let info = run(pile, Strategy::new(Algorithm::Minimax).max_depth(64));
        assert_eq!(info.nodes, tree_size(pile), "pile {pile}");
        let pruned = run(pile, Strategy::new(Algorithm::AlphaBeta).max_depth(64));
        assert!(pruned.nodes <= info.nodes);
        if pile > 4 {
            assert!(pruned.nodes < info.nodes, "alpha-beta pruned nothing at pile {pile}");
        }
    }
}

#[test]
fn faster_wins_score_higher_and_slower_losses_less_badly() {
    // From 3 the win is immediate; from 7 it takes three plies.
    let quick = run(3, Strategy::new(Algorithm::Minimax).max_depth(64));
    let slow = run(7, Strategy::new(Algorithm::Minimax).max_depth(64));
    assert!(quick.score > slow.score);
    assert_eq!(quick.score, proven_win(0) - 1);
    assert_eq!(proven_margin(quick.score), Some(0));
    let lost_soon = run(4, Strategy::new(Algorithm::Minimax).max_depth(64));
    let lost_late = run(8, Strategy::new(Algorithm::Minimax).max_depth(64));
    assert!(lost_late.score > lost_soon.score && lost_soon.score < 0);
    // The whole principal variation of a won pile is the winning line to the end.
    assert_eq!(quick.pv, vec![3]);
    assert_eq!(slow.pv.len(), 3);
}

#[test]
fn a_depth_limited_search_stops_at_the_horizon() {
    let info = run(40, Strategy::new(Algorithm::Minimax).max_depth(3));
    assert_eq!(info.depth, 3);
    assert_eq!(info.score, 0, "the blind evaluation sees nothing within 3 plies of 40");
    let deep = run(40, Strategy::new(Algorithm::Full).max_depth(60));
    assert!(is_proven(deep.score) && deep.score < 0, "40 is a multiple of four");
    assert_eq!(deep.root_moves.len(), 3);
}

#[test]
fn proven_margins_survive_the_ply_adjustment() {
    for margin in [0, 1, 17, 64] {
        for ply in [0, 1, 30, 900] {
            assert_eq!(proven_margin(shorten_proven(proven_win(margin), ply)), Some(margin));
            assert_eq!(proven_margin(shorten_proven(proven_loss(margin), ply)), Some(-margin));
        }
    }
    assert_eq!(proven_margin(12_345), None);
}

#[test]
fn a_proven_score_reads_back_as_its_result_margin_and_distance() {
    for (margin, ply) in [(0, 1), (3, 5), (64, 59)] {
        let win = Proven::of(shorten_proven(proven_win(margin), ply));
        assert_eq!(win, Some(Proven { wins: true, margin, plies: ply as Score }));
        let loss = Proven::of(shorten_proven(proven_loss(margin), ply));
        assert_eq!(loss, Some(Proven { wins: false, margin, plies: ply as Score }));
    }
    assert_eq!(Proven::of(-450), None, "a heuristic score proves nothing");
    assert_eq!(Proven::of(DRAW), None);
    let written = |score| Proven::of(score).map(|proven| proven.to_string());
    assert_eq!(written(proven_win(3) - 5).as_deref(), Some("win by 3 in 5 plies"));
    assert_eq!(written(proven_loss(0) + 1).as_deref(), Some("loss in 1 ply"));
}

#[test]
fn a_finished_game_returns_no_move_and_its_result() {
    let info = run(0, Strategy::new(Algorithm::Full));
    assert_eq!(info.best_move, None);
    assert!(info.finished);
    assert_eq!(info.score, proven_loss(0));
}

#[test]
fn several_threads_prove_the_same_results_as_one() {
    for pile in [5, 12, 33, 40] {
        let alone = run(pile, Strategy::new(Algorithm::Full).max_depth(60));
        for threads in [2, 3] {
            let together = run(pile, Strategy::new(Algorithm::Full).max_depth(60).threads(threads));
            assert_eq!(together.score, alone.score, "pile {pile}, {threads} threads");
            assert_eq!(together.best_move, alone.best_move, "pile {pile}, {threads} threads");
            assert!(together.finished);
            assert!(together.nodes >= alone.nodes / 2, "the helpers' nodes are counted");
        }
    }
}

#[test]
fn a_cancel_stops_every_thread() {
    // A pile far beyond the depth limit and an evaluation that sees nothing: without the cancel
    // this search would run to depth 60 over a 3^60 tree.
    let cancel = AtomicBool::new(true);
    let strategy = Strategy::new(Algorithm::Full).max_depth(60).threads(2);
    let info = Searcher::new(strategy).search(&Nim(1_000), &Blind, &cancel, &mut |_| {});
    assert!(!info.finished);
    assert!(info.best_move.is_some(), "the first iteration always yields a move");
}

/// Sees a made-up advantage in every pile, different for each, so backed-up values differ.
struct Noisy;

impl Evaluator<Nim> for Noisy {
    fn evaluate(&self, position: &Nim) -> Score {
        (position.hash() % 101) as Score - 50
    }
}

/// The negamax value of `position`, `ply` plies below the root, searched `depth` plies deep by
/// brute force (a proven result counts its distance from the root, as the search's do).
fn negamax(position: Nim, depth: u32, ply: usize) -> Score {
    if position.is_over() {
        return shorten_proven(position.terminal_score(), ply);
    }
    if depth == 0 {
        return Noisy.evaluate(&position);
    }
    let mut moves = Vec::new();
    position.generate_moves(&mut moves);
    moves.into_iter().map(|take| -negamax(position.play(take), depth - 1, ply + 1)).max().expect("a move")
}

/// [`Noisy`], with a root window `0` either side of the last iteration's score.
struct Aspiring(Score);

impl Evaluator<Nim> for Aspiring {
    fn evaluate(&self, position: &Nim) -> Score {
        Noisy.evaluate(position)
    }

    fn aspiration_width(&self) -> Option<Score> {
        Some(self.0)
    }
}

#[test]
fn an_aspiration_window_finds_what_brute_force_finds_however_narrow() {
    // Windows from narrower than the evaluation's swings from one depth to the next (so the
    // root is searched again above or below) to wider than all of them: each search scores the
    // root as brute force does and plays a move worth that score.
    let mut nodes_differ = 0;
    for pile in [40, 53, 67] {
        for depth in 1..=8 {
            let expected = negamax(Nim(pile), depth, 0);
            let strategy = Strategy::new(Algorithm::Full).max_depth(depth);
            let open = Searcher::new(strategy.clone()).search(&Nim(pile), &Noisy, &AtomicBool::new(false), &mut |_| {});
            assert_eq!(open.score, expected, "pile {pile}, depth {depth}, open window");
            for width in [1, 4, 16, 1_000] {
                let info = Searcher::new(strategy.clone()).search(
                    &Nim(pile),
                    &Aspiring(width),
                    &AtomicBool::new(false),
                    &mut |_| {},
                );
                let context = format!("pile {pile}, depth {depth}, width {width}");
                assert_eq!(info.score, expected, "{context}");
                let best = info.best_move.expect("a move");
                assert_eq!(-negamax(Nim(pile).play(best), depth - 1, 1), expected, "{context}");
                nodes_differ += usize::from(info.nodes != open.nodes);
            }
        }
    }
    assert!(nodes_differ > 0, "the windows never changed the search");
}

fn record(pile: u32, algorithm: Algorithm, depth: u32, cap: usize) -> (SearchInfo<u32>, SearchTree<u32>) {
    let strategy = Strategy::new(algorithm).max_depth(depth);
    Searcher::new(strategy).record(&Nim(pile), &Noisy, cap, &AtomicBool::new(false))
}

/// The position of `node` and its value as brute force finds it, from the root player's side.
fn exact_value(tree: &SearchTree<u32>, pile: u32, depth: u32, id: usize) -> (Nim, Score) {
    let node = tree.nodes()[id];
    let position = tree.path(id as u32).into_iter().fold(Nim(pile), |position, take| position.play(take));
    let value = negamax(position, depth - u32::from(node.ply), usize::from(node.ply));
    (position, if node.is_max() { value } else { -value })
}

#[test]
fn a_recorded_minimax_tree_is_the_whole_tree_with_every_value_backed_up() {
    let (pile, depth) = (11, 6);
    let (info, tree) = record(pile, Algorithm::Minimax, depth, usize::MAX);
    assert!(tree.is_complete());
    assert_eq!(tree.visited(), info.nodes, "every node the search counts is recorded");
    assert_eq!(tree.root_value(), Some(info.score));
    let children = tree.children();
    for (id, node) in tree.nodes().iter().enumerate() {
        assert!(!node.cutoff, "plain minimax cuts nothing");
        assert_eq!((node.alpha, node.beta), (-SearchTree::<u32>::INFINITY, SearchTree::<u32>::INFINITY));
        let kids: Vec<Score> = children[id].iter().map(|&child| tree.nodes()[child as usize].value).collect();
        if let Some(&backed_up) = if node.is_max() { kids.iter().max() } else { kids.iter().min() } {
            assert_eq!(node.value, backed_up, "node {id}");
        }
        assert_eq!(node.value, exact_value(&tree, pile, depth, id).1, "node {id}");
    }
}

#[test]
fn a_recorded_alpha_beta_tree_agrees_with_minimax_at_the_root_and_keeps_its_bounds() {
    let (pile, depth) = (13, 7);
    let (minimax, _) = record(pile, Algorithm::Minimax, depth, usize::MAX);
    let (info, tree) = record(pile, Algorithm::AlphaBeta, depth, usize::MAX);
    assert_eq!(tree.visited(), info.nodes);
    assert!(info.nodes < minimax.nodes, "alpha-beta prunes");
    assert_eq!(tree.root_value(), Some(minimax.score));
    let children = tree.children();
    let mut cutoffs = 0;
    for (id, node) in tree.nodes().iter().enumerate() {
        let (position, exact) = exact_value(&tree, pile, depth, id);
        if node.value <= node.alpha {
            assert!(exact <= node.value, "node {id}: an upper bound");
        } else if node.value >= node.beta {
            assert!(exact >= node.value, "node {id}: a lower bound");
        } else {
            assert_eq!(node.value, exact, "node {id}: inside its window, exact");
        }
        let mut moves = Vec::new();
        position.generate_moves(&mut moves);
        let skipped = tree.pruned(node);
        assert_eq!(children[id].len() + skipped.len(), if u32::from(node.ply) < depth { moves.len() } else { 0 });
        if node.cutoff {
            cutoffs += 1;
            assert!(!skipped.is_empty());
            assert!(if node.is_max() { node.value >= node.beta } else { node.value <= node.alpha }, "node {id}");
        }
    }
    assert!(cutoffs > 0);
}

#[test]
fn the_full_engine_keeps_its_last_iteration_and_counts_the_others() {
    let (info, tree) = record(21, Algorithm::Full, 8, usize::MAX);
    assert_eq!(tree.visited() + tree.earlier_passes(), info.nodes);
    assert!(tree.earlier_passes() > 0, "seven iterations came before the last");
    assert_eq!(tree.root_value(), Some(info.score));
    assert!(tree.nodes().iter().all(|node| u32::from(node.ply) <= 8));
    assert!(tree.nodes().iter().any(|node| node.from_table), "the table answers some nodes");
    let line: Vec<u32> =
        tree.principal_variation().iter().skip(1).filter_map(|&id| tree.nodes()[id as usize].mv).collect();
    assert_eq!(line.first(), info.best_move.as_ref());
}

#[test]
fn a_capped_record_keeps_the_first_nodes_and_the_result() {
    let (whole_info, whole) = record(12, Algorithm::AlphaBeta, 6, usize::MAX);
    let (info, capped) = record(12, Algorithm::AlphaBeta, 6, 25);
    assert_eq!(capped.nodes().len(), 25);
    assert!(!capped.is_complete());
    assert_eq!(capped.visited(), whole.visited());
    assert_eq!(info.score, whole_info.score);
    assert_eq!(capped.root_value(), Some(info.score));
    for (kept, all) in capped.nodes().iter().zip(whole.nodes()).skip(1) {
        assert_eq!((kept.parent, kept.mv, kept.alpha, kept.beta), (all.parent, all.mv, all.alpha, all.beta));
    }
}

#[test]
fn killers_go_first_unless_the_evaluator_ranks_them_among_its_hints() {
    use super::ordering::order_key;
    // Killers first: the newer killer with the worst hint and no history outranks the older
    // killer and every other move.
    let newer = order_key(2, None, -1000, 0);
    assert!(newer > order_key(1, None, 1000, 1 << 30));
    assert!(order_key(1, None, -1000, 0) > order_key(0, None, 1000, 1 << 30));
    // Among the hints, a killer gains its value per rank and no more.
    let newer = order_key(2, Some(16), 0, 0);
    assert!(newer > order_key(0, Some(16), 31, 0));
    assert!(newer < order_key(0, Some(16), 33, 0));
    assert!(order_key(1, Some(16), 0, 0) < order_key(0, Some(16), 17, 0));
    // The history tells equal hints apart.
    assert!(order_key(0, Some(16), 5, 10) > order_key(0, Some(16), 5, 9));
}

#[test]
fn moves_picked_one_at_a_time_come_highest_key_first_and_ties_in_list_order() {
    use super::ordering::{bring_best_forward, sort_by_keys};
    let (mut moves, mut keys) = (['a', 'b', 'c', 'd', 'e'], [1, 3, 1, 3, 2]);
    // Picking one: the first of the highest keys, the moves it passed one place on.
    bring_best_forward(&mut moves, &mut keys);
    assert_eq!((moves, keys), (['b', 'a', 'c', 'd', 'e'], [3, 1, 1, 3, 2]));
    // Picking them all sorts them, as a stable sort would.
    sort_by_keys(&mut moves, &mut keys);
    assert_eq!((moves, keys), (['b', 'd', 'e', 'a', 'c'], [3, 3, 2, 1, 1]));
}

/// What the textbook searches order the children by: the evaluation of the position a move
/// leads to, from the mover's side.
fn mover_key(position: Nim) -> Score {
    -Noisy.evaluate_unless_over(&position).unwrap_or_else(|| position.terminal_score())
}

#[test]
fn the_textbook_searches_take_the_children_in_the_order_asked_and_back_up_the_same_value() {
    let (pile, depth) = (13, 7);
    let (minimax, _) = record(pile, Algorithm::Minimax, depth, usize::MAX);
    let mut visited = Vec::new();
    for order in MoveOrder::ALL {
        let strategy = Strategy::new(Algorithm::AlphaBeta).max_depth(depth).move_order(order);
        let (info, tree) = Searcher::new(strategy).record(&Nim(pile), &Noisy, usize::MAX, &AtomicBool::new(false));
        assert_eq!(info.score, minimax.score, "{order:?}");
        let children = tree.children();
        for (id, kids) in children.iter().enumerate() {
            let position = tree.path(id as u32).into_iter().fold(Nim(pile), |position, take| position.play(take));
            let keys: Vec<Score> = kids
                .iter()
                .map(|&kid| mover_key(position.play(tree.nodes()[kid as usize].mv.expect("a move"))))
                .collect();
            let in_order = match order {
                MoveOrder::AsGiven => {
                    let moves: Vec<u32> = kids.iter().filter_map(|&kid| tree.nodes()[kid as usize].mv).collect();
                    moves.windows(2).all(|pair| pair[0] < pair[1])
                }
                MoveOrder::BestFirst => keys.windows(2).all(|pair| pair[0] >= pair[1]),
                MoveOrder::WorstFirst => keys.windows(2).all(|pair| pair[0] <= pair[1]),
            };
            assert!(in_order, "{order:?}: node {id}'s children {keys:?}");
        }
        visited.push(info.nodes);
    }
    // A static evaluation is a guess: best first by it need not beat the rules' order, but it
    // beats its own worst first.
    let [_, best_first, worst_first] = visited[..] else { unreachable!("three orders") };
    assert!(best_first < worst_first, "{visited:?}");
}
