//! Game review against the exact solver, its marks and totals, and its cancel flag.

use std::sync::atomic::{AtomicBool, Ordering};

use super::review::{Mark, PlayerTotals, Review, review};
use crate::engine::proven_margin;
use crate::games::reversi::formats::ggf::read_games;
use crate::games::reversi::*;

/// A random game of 62 moves (two of them passes) that white wins by 12.
fn sample_game() -> GameRecord {
    read_games(include_str!("../../../../tests/data/ggf/ggs-games.ggf")).expect("the sample reads").remove(0)
}

fn quick_settings(exact_endgame_empties: u32) -> AiSettings {
    AiSettings { max_depth: 2, exact_endgame_empties, ..AiSettings::default() }
}

#[test]
fn review_scores_equal_the_solvers_from_14_empties() {
    let game = sample_game();
    let never = AtomicBool::new(false);
    let mut heard = 0;
    let reviewed = review(&game, &quick_settings(14), &never, &mut |verdict, total| {
        heard += 1;
        assert_eq!((verdict.ply, total), (heard, 62));
    });
    assert!(!reviewed.cancelled);
    assert_eq!(reviewed.verdicts.len(), 62);
    let mut solver = EndgameSolver::default();
    let mut solved = 0;
    for verdict in &reviewed.verdicts {
        let position = verdict.position;
        assert_eq!(verdict.solved, position.empty_count() <= 14, "ply {}", verdict.ply);
        if !verdict.solved {
            // The learned evaluation estimates discs: its losses are in discs too.
            assert!(verdict.loss_in_discs().is_some_and(|loss| loss >= 0.0), "ply {}", verdict.ply);
            assert_eq!(verdict.loss_in_evaluation_units(), None);
            continue;
        }
        solved += 1;
        let exact = solver.solve(&position, &Solve::exact().exact_root_scores(true), &never, &mut |_| {});
        let margin_of = |mv: Move| {
            let root = exact.root_moves.iter().find(|root| root.mv == mv).expect("every move is scored");
            proven_margin(root.score).unwrap_or(0) as f32
        };
        let best = exact.root_moves.iter().map(|root| proven_margin(root.score).unwrap_or(0)).max().unwrap() as f32;
        assert_eq!(verdict.played_in_discs(), Some(margin_of(verdict.played)), "ply {}", verdict.ply);
        assert_eq!(verdict.best_in_discs(), Some(best), "ply {}", verdict.ply);
        assert_eq!(margin_of(verdict.best), best, "ply {}: the best move scores the best", verdict.ply);
        assert_eq!(verdict.loss_in_discs(), Some(best - margin_of(verdict.played)));
        assert_eq!(verdict.mark(), Mark::of_loss(best - margin_of(verdict.played)));
    }
    assert_eq!(solved, 16, "plies 47 to 62 start with 14 empties or fewer");
    // The last move is forced, so it loses nothing; the game ends 26–38 whatever the marks say.
    assert_eq!(reviewed.verdicts.last().unwrap().loss_in_discs(), Some(0.0));
    let (black, white) = (reviewed.totals(Side::Black), reviewed.totals(Side::White));
    assert_eq!(black.moves_in_discs + white.moves_in_discs, 62);
    let lost: f32 = reviewed.verdicts.iter().filter_map(|verdict| verdict.loss_in_discs()).sum();
    assert!((black.discs_lost + white.discs_lost - lost).abs() < 0.01, "{lost}");
    let marked = reviewed.verdicts.iter().filter(|verdict| verdict.mark().is_some()).count() as u32;
    let counted = |t: PlayerTotals| t.inaccuracies + t.mistakes + t.blunders;
    assert_eq!(counted(black) + counted(white), marked);
}

#[test]
fn the_classroom_heuristics_are_not_read_as_discs() {
    let settings = AiSettings { weights: Weights::classroom(), ..quick_settings(8) };
    let reviewed = review(&sample_game(), &settings, &AtomicBool::new(false), &mut |_, _| {});
    let first = &reviewed.verdicts[0];
    assert_eq!(first.loss_in_discs(), None, "a weighted sum of heuristics is not in discs");
    assert!(first.loss_in_evaluation_units().is_some_and(|loss| loss >= 0.0));
    assert!(reviewed.verdicts.last().unwrap().loss_in_discs().is_some(), "solved plies are in discs");
}

#[test]
fn marks_follow_the_disc_thresholds() {
    let cases = [(0.0, None), (1.9, None), (2.0, Some(Mark::Inaccuracy)), (5.0, Some(Mark::Inaccuracy))];
    let more = [
        (6.0, Some(Mark::Mistake)),
        (11.0, Some(Mark::Mistake)),
        (12.0, Some(Mark::Blunder)),
        (64.0, Some(Mark::Blunder)),
    ];
    for (loss, mark) in cases.into_iter().chain(more) {
        assert_eq!(Mark::of_loss(loss), mark, "{loss}");
    }
}

#[test]
fn a_cancelled_review_keeps_the_verdicts_it_finished() {
    let game = sample_game();
    let cancel = AtomicBool::new(false);
    let reviewed = review(&game, &quick_settings(0), &cancel, &mut |verdict, _| {
        if verdict.ply == 3 {
            cancel.store(true, Ordering::Relaxed);
        }
    });
    assert!(reviewed.cancelled);
    assert_eq!(reviewed.verdicts.len(), 3);
    let cancelled_before = review(&game, &quick_settings(0), &cancel, &mut |_, _| {});
    assert_eq!(cancelled_before, Review { verdicts: Vec::new(), cancelled: true });
}
