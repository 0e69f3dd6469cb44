//! Whole-game checks of the Reversi rules, notation, evaluation, search and solver.

use std::sync::atomic::AtomicBool;

use super::eval::{Heuristics, IndexedPosition, UNIT, WeightsError, patterns};
use super::*;
use crate::engine::{Algorithm, Game, SearchInfo, Searcher, Strategy, proven_margin};
use crate::games::random::SplitMix64;

fn search(position: &Position, strategy: Strategy, weights: Weights) -> SearchInfo<Move> {
    Searcher::new(strategy).search(position, &ReversiEvaluator::new(weights), &AtomicBool::new(false), &mut |_| {})
}

/// A position reached by `plies` random moves from the start (fewer if the game ends first).
fn random_position(random: &mut SplitMix64, plies: usize) -> Position {
    let mut position = Position::initial();
    for _ in 0..plies {
        let moves = position.moves();
        let Some(&mv) = random.pick(&moves) else { break };
        position = position.play_unchecked(mv);
    }
    position
}

#[test]
fn perft_matches_the_published_counts_to_depth_9() {
    let expected = [4u64, 12, 56, 244, 1_396, 8_200, 55_092, 390_216, 3_005_288];
    for (depth, &leaves) in (1..).zip(&expected) {
        assert_eq!(perft(&Position::initial(), depth), leaves, "perft {depth}");
    }
}

#[test]
fn the_start_position_has_the_four_standard_moves() {
    let moves: Vec<String> = Position::initial().moves().iter().map(Move::to_string).collect();
    assert_eq!(moves, ["d3", "c4", "f5", "e6"]);
}

#[test]
fn a_move_flips_the_bracketed_discs_and_hands_over_the_turn() {
    let (next, effect) = Position::initial().try_play(Move::Place("f5".parse().unwrap())).unwrap();
    assert_eq!(effect.flipped.squares().map(|s| s.to_string()).collect::<Vec<_>>(), ["e5"]);
    assert_eq!(next.side_to_move(), Side::White);
    assert_eq!(next.disc_counts(), (4, 1));
    assert!(Position::initial().try_play(Move::Place("a1".parse().unwrap())).is_none());
    assert!(Position::initial().try_play(Move::Pass).is_none());
}

/// Finds the games that end within `plies` moves, depth first.
fn finished_games(position: Position, plies: u32, line: &mut Vec<Move>, found: &mut Vec<(Vec<Move>, Position)>) {
    if position.is_game_over() {
        found.push((line.clone(), position));
        return;
    }
    if plies == 0 {
        return;
    }
    for mv in position.moves() {
        line.push(mv);
        finished_games(position.play_unchecked(mv), plies - 1, line, found);
        line.pop();
    }
}

#[test]
fn the_shortest_games_are_nine_move_wipeouts_with_all_empties_to_the_winner() {
    let mut found = Vec::new();
    finished_games(Position::initial(), 8, &mut Vec::new(), &mut found);
    assert!(found.is_empty(), "no game can end within eight moves");
    finished_games(Position::initial(), 9, &mut Vec::new(), &mut found);
    assert!(!found.is_empty());
    for (moves, end) in &found {
        assert_eq!(moves.len(), 9);
        let (black, white) = end.disc_counts();
        assert!(black == 0 || white == 0, "{end}");
        // 13 discs on the board, but the winner is credited all 64 squares.
        assert_eq!(black + white, 13);
        assert_eq!(end.final_margin().abs(), 64);
        assert!(end.moves().is_empty());
        let text = format_transcript(moves);
        let replayed = parse_transcript(Position::initial(), &text).unwrap();
        assert_eq!(replayed.len(), 9, "{text}");
    }
}

#[test]
fn a_forced_pass_is_the_only_move_and_transcripts_imply_it() {
    // White to move with no legal square while black still has moves.
    let position = parse_position("XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXO-- O").unwrap();
    assert!(position.must_pass());
    assert_eq!(position.moves(), [Move::Pass]);
    let after = position.play_unchecked(Move::Pass);
    assert_eq!(after.side_to_move(), Side::Black);
    assert_eq!(after.moves(), [Move::Place("g8".parse().unwrap())]);
}

#[test]
fn notation_round_trips() {
    for square in Square::all() {
        assert_eq!(square.to_string().parse::<Square>(), Ok(square));
    }
    let mut random = SplitMix64::new(7);
    for _ in 0..200 {
        let position = {
            let plies = random.below(60);
            random_position(&mut random, plies)
        };
        assert_eq!(parse_position(&format_position(&position)), Ok(position));
    }
    let text = "f5d6c3d3c4f4f6f3e6e7";
    let played = parse_transcript(Position::initial(), text).unwrap();
    let moves: Vec<Move> = played.iter().map(|&(_, mv)| mv).collect();
    assert_eq!(format_transcript(&moves), text);
}

#[test]
fn full_games_with_passes_round_trip_through_transcripts() {
    let mut random = SplitMix64::new(99);
    let mut passes_seen = 0;
    for _ in 0..300 {
        let mut position = Position::initial();
        let mut moves = Vec::new();
        while !position.is_game_over() {
            let &mv = random.pick(&position.moves()).unwrap();
            passes_seen += usize::from(mv == Move::Pass);
            moves.push(mv);
            position = position.play_unchecked(mv);
        }
        let replayed = parse_transcript(Position::initial(), &format_transcript(&moves)).unwrap();
        assert_eq!(replayed.iter().map(|&(_, mv)| mv).collect::<Vec<_>>(), moves);
    }
    assert!(passes_seen > 0, "no random game had a pass");
}

#[test]
fn bad_text_gives_errors_that_name_the_problem() {
    let cases: [(&str, &str); 5] = [
        ("i9", "not a square"),
        ("f", "two-character"),
        ("f5a1", "move 2 (a1) is illegal"),
        ("f5 d6 c3 zz", "'zz' is not a square"),
        ("f5é3", "'é' is not a square"),
    ];
    for (text, message) in cases {
        let error = parse_transcript(Position::initial(), text).unwrap_err().to_string();
        assert!(error.contains(message), "{text}: {error}");
    }
    let board = "-".repeat(64);
    let positions: [(String, &str); 5] = [
        (format!("{} X", "-".repeat(63)), "has 63"),
        (format!("{}Z X", "-".repeat(63)), "square h8 holds 'Z'"),
        (board.clone(), "lacks the side to move"),
        (format!("{board} Q"), "'Q' is not a side to move"),
        (String::new(), "empty"),
    ];
    for (text, message) in positions {
        let error = parse_position(&text).unwrap_err().to_string();
        assert!(error.contains(message), "{text:?}: {error}");
    }
    assert!(matches!(parse_game_text("f5d6"), Ok(GameText::Transcript(moves)) if moves.len() == 2));
    assert!(matches!(parse_game_text(&format_position(&Position::initial())), Ok(GameText::Position(_))));
    assert!(parse_game_text("   ").is_err());
}

#[test]
fn heuristics_follow_the_course_agents_normalisation() {
    let start = Position::initial();
    let all = HeuristicWeights::new(1, 1, 1, 1, 1);
    assert_eq!(Heuristics::of(&start, &all, patterns::trained()), Heuristics::default(), "the start is symmetric");
    let (after, _) = start.try_play(Move::Place("f5".parse().unwrap())).unwrap();
    let h = Heuristics::of(&after, &all, patterns::trained());
    // White to move: 1 disc against black's 4.
    assert_eq!(h.coin_parity, (1 - 4) * UNIT / 5);
    assert_eq!(h.corners, 0);
    let corner_board = parse_position(&format!("X{}O X", "-".repeat(62))).unwrap();
    assert_eq!(Heuristics::of(&corner_board, &all, patterns::trained()).corners, 0);
    let two_corners = parse_position(&format!("X{}X{}O X", "-".repeat(6), "-".repeat(55))).unwrap();
    assert_eq!(Heuristics::of(&two_corners, &all, patterns::trained()).corners, UNIT / 4);
    let mut random = SplitMix64::new(3);
    for _ in 0..300 {
        let position = {
            let plies = random.below(60);
            random_position(&mut random, plies)
        };
        let h = Heuristics::of(&position, &all, patterns::trained());
        for value in [h.coin_parity, h.mobility, h.corners, h.static_squares, h.stability] {
            assert!((-UNIT..=UNIT).contains(&value), "{value} out of range in {position}");
        }
    }
}

#[test]
fn the_horizon_score_is_the_evaluation_where_the_game_goes_on_and_nothing_where_it_is_over() {
    // The search's leaves ask once (both sides' moves found one time); it must answer as the
    // rules and the evaluation asked separately would, for the learned evaluation and for the
    // classroom heuristics with mobility among them.
    use crate::engine::Evaluator;
    let mobility_too = Weights { midgame: HeuristicWeights::new(1, 5, 3, 2, 4), ..Weights::learned() };
    let evaluators = [Weights::learned(), Weights::classroom(), mobility_too].map(ReversiEvaluator::new);
    let mut random = SplitMix64::new(41);
    let (mut going_on, mut over) = (0, 0);
    for _ in 0..600 {
        let position = {
            let plies = 20 + random.below(50);
            random_position(&mut random, plies)
        };
        if position.is_over() {
            over += 1
        } else {
            going_on += 1
        }
        for evaluator in &evaluators {
            let separately = (!position.is_over()).then(|| evaluator.evaluate(&position));
            assert_eq!(evaluator.evaluate_unless_over(&position), separately, "{position}");
        }
    }
    assert!(going_on > 100 && over > 100, "{going_on} games going on, {over} over: both kinds checked");
}

#[test]
fn a_search_carrying_the_pattern_indices_is_the_search_reading_each_board() {
    // The same evaluations, so the same tree: nodes, score, move and line, full-width and
    // selective, midgame to endgame.
    use crate::engine::Selectivity;
    let evaluator = ReversiEvaluator::new(Weights::learned());
    let mut random = SplitMix64::new(43);
    for round in 0..24 {
        let position = {
            let plies = 8 + random.below(44);
            random_position(&mut random, plies)
        };
        let selectivity = if round % 2 == 0 { Selectivity::FULL } else { Selectivity::ALL[2] };
        let strategy = Strategy::new(Algorithm::Full).max_depth(7).threads(1).selectivity(selectivity);
        let never = AtomicBool::new(false);
        let read = Searcher::new(strategy.clone()).search(&position, &evaluator, &never, &mut |_| {});
        let carried = Searcher::new(strategy).search(&IndexedPosition::new(position), &evaluator, &never, &mut |_| {});
        assert_eq!(
            (carried.nodes, carried.score, carried.best_move, &carried.pv),
            (read.nodes, read.score, read.best_move, &read.pv),
            "{position} at {selectivity}"
        );
        assert!(read.nodes > 100, "{position}: a search worth comparing");
    }
}

#[test]
fn weights_beyond_the_limits_are_rejected_by_name() {
    assert_eq!(Weights::classroom().validate(), Ok(()));
    let mut heavy = Weights::classroom();
    heavy.midgame.stability = 150_000;
    let error = heavy.validate().expect_err("too heavy");
    assert_eq!(error, WeightsError::OutOfRange { phase: "midgame", name: "stability", value: 150_000 });
    assert!(error.to_string().contains("midgame.stability is 150000"), "{error}");
    let mut lightest = Weights::classroom();
    lightest.endgame.coin_parity = i32::MIN;
    assert!(matches!(lightest.validate(), Err(WeightsError::OutOfRange { phase: "endgame", name: "coin_parity", .. })));
    let backwards = Weights { opening_max_discs: 50, midgame_max_discs: 40, ..Weights::classroom() };
    let error = backwards.validate().expect_err("out of order");
    assert_eq!(error, WeightsError::PhaseBounds { opening_max_discs: 50, midgame_max_discs: 40 });
    assert!(error.to_string().contains("phase bounds 50 and 40"), "{error}");
    let beyond_the_board = Weights { midgame_max_discs: 65, ..Weights::classroom() };
    assert!(matches!(beyond_the_board.validate(), Err(WeightsError::PhaseBounds { midgame_max_discs: 65, .. })));
}

#[test]
fn weights_json_that_does_not_read_or_check_is_an_error() {
    assert_eq!(
        Weights::from_json(r#"{"opening_max_discs": 30}"#),
        Ok(Weights { opening_max_discs: 30, ..Weights::classroom() })
    );
    let error = Weights::from_json(r#"{"opening": 3"#).expect_err("not weights");
    assert!(matches!(error, WeightsError::Json(_)), "{error:?}");
    assert!(error.to_string().starts_with("not weights in JSON: "), "{error}");
    assert_eq!(
        Weights::from_json(r#"{"endgame": {"mobility": -1001}}"#),
        Err(WeightsError::OutOfRange { phase: "endgame", name: "mobility", value: -1001 })
    );
}

#[test]
fn every_preset_is_valid_distinct_and_found_by_its_key() {
    let presets = Weights::presets();
    for (index, (name, weights)) in presets.iter().enumerate() {
        assert_eq!(weights.validate(), Ok(()), "{name}");
        let key = name.split_whitespace().next().expect("a name").to_lowercase();
        assert_eq!(Weights::preset(&key), Some(*weights), "{key}");
        assert!(presets[..index].iter().all(|(_, earlier)| earlier != weights), "{name} repeats a preset");
    }
    // The shipped tuned file was read (not the classroom fallback) and uses the classroom agent's
    // terms alone.
    let tuned = Weights::tuned();
    assert_ne!(tuned, Weights::classroom());
    assert!([tuned.opening, tuned.midgame, tuned.endgame].iter().all(|phase| phase.pattern == 0));
    assert_eq!(Weights::preset("wizard"), None);
}

#[test]
fn the_phase_weights_switch_at_the_course_agents_bounds() {
    let weights = Weights::classroom();
    assert_eq!(weights.for_discs(40), &weights.opening);
    assert_eq!(weights.for_discs(41), &weights.midgame);
    assert_eq!(weights.for_discs(54), &weights.midgame);
    assert_eq!(weights.for_discs(55), &weights.endgame);
    assert_eq!(weights.midgame, HeuristicWeights::new(3, 4, 40, 4, 0));
}

#[test]
fn changing_the_weights_changes_the_moves_the_ai_picks() {
    let mut random = SplitMix64::new(11);
    let strategy = Strategy::new(Algorithm::Full).max_depth(3);
    let mut differences = 0;
    for _ in 0..30 {
        let position = {
            let plies = 10 + random.below(30);
            random_position(&mut random, plies)
        };
        if position.is_game_over() {
            continue;
        }
        let classroom = search(&position, strategy.clone(), Weights::classroom()).best_move;
        let greedy = search(&position, strategy.clone(), Weights::greedy()).best_move;
        differences += usize::from(classroom != greedy);
    }
    assert!(differences >= 5, "greedy weights changed only {differences} of 30 moves");
}

#[test]
fn deep_nodes_try_first_the_move_a_deeper_search_prefers_more_often() {
    // High in the tree the hint adds the learned evaluation of the position each move leaves;
    // its first choice should agree with a 4-ply search's best move more often than the
    // replies-only hint two plies up does (the depth-4 search orders its own root, so each hint
    // is compared the same).
    use crate::engine::Evaluator;
    let evaluator = ReversiEvaluator::new(Weights::learned());
    let strategy = Strategy::new(Algorithm::Full).max_depth(4);
    let mut random = SplitMix64::new(31);
    let (mut cheap_agrees, mut deep_agrees, mut positions) = (0, 0, 0);
    while positions < 150 {
        let position = {
            let plies = 12 + random.below(30);
            random_position(&mut random, plies)
        };
        let moves = position.moves();
        if moves.len() < 3 {
            continue;
        }
        let first_by = |depth| *moves.iter().max_by_key(|&&mv| evaluator.order_hint(&position, mv, depth)).unwrap();
        let best = search(&position, strategy.clone(), Weights::learned()).best_move;
        cheap_agrees += usize::from(Some(first_by(2)) == best);
        deep_agrees += usize::from(Some(first_by(u32::MAX)) == best);
        positions += 1;
    }
    assert!(
        deep_agrees > cheap_agrees + 10,
        "first move right {deep_agrees} times with the evaluation, {cheap_agrees} without, of 150"
    );
}

#[test]
fn alpha_beta_and_pvs_find_the_minimax_score() {
    let mut random = SplitMix64::new(2024);
    let weights = Weights { opening: HeuristicWeights::new(2, 3, 40, 5, 4), ..Weights::classroom() };
    let mut checked = 0;
    while checked < 300 {
        let position = {
            let plies = random.below(58);
            random_position(&mut random, plies)
        };
        if position.is_game_over() {
            continue;
        }
        let depth = 1 + (checked % 3) as u32;
        let minimax = search(&position, Strategy::new(Algorithm::Minimax).max_depth(depth), weights);
        let alpha_beta = search(&position, Strategy::new(Algorithm::AlphaBeta).max_depth(depth), weights);
        let full = search(&position, Strategy::new(Algorithm::Full).max_depth(depth), weights);
        assert_eq!(alpha_beta.score, minimax.score, "alpha-beta at depth {depth} in {position}");
        assert_eq!(full.score, minimax.score, "full engine at depth {depth} in {position}");
        assert!(alpha_beta.nodes <= minimax.nodes);
        // Every move the minimax search gave the best score is a best move.
        let best_score = |info: &SearchInfo<Move>, mv| {
            minimax.root_moves.iter().find(|m| m.mv == mv).map(|m| m.score).unwrap() == info.score
        };
        assert!(best_score(&full, full.best_move.unwrap()));
        assert!(best_score(&alpha_beta, alpha_beta.best_move.unwrap()));
        checked += 1;
    }
}

#[test]
fn exact_root_scores_match_minimax_for_every_move() {
    let mut random = SplitMix64::new(5);
    for _ in 0..40 {
        let position = {
            let plies = 20 + random.below(30);
            random_position(&mut random, plies)
        };
        if position.is_game_over() {
            continue;
        }
        let minimax = search(&position, Strategy::new(Algorithm::Minimax).max_depth(2), Weights::classroom());
        let full = search(
            &position,
            Strategy::new(Algorithm::Full).max_depth(2).exact_root_scores(true),
            Weights::classroom(),
        );
        let mut expected: Vec<_> = minimax.root_moves.iter().map(|m| (format!("{}", m.mv), m.score)).collect();
        let mut found: Vec<_> = full.root_moves.iter().map(|m| (format!("{}", m.mv), m.score)).collect();
        expected.sort();
        found.sort();
        assert_eq!(found, expected, "{position}");
        assert!(full.root_moves.iter().all(|m| m.exact));
    }
}

#[test]
fn a_fixed_depth_search_is_deterministic() {
    let position = random_position(&mut SplitMix64::new(8), 20);
    let strategy = Strategy::new(Algorithm::Full).max_depth(6);
    let first = search(&position, strategy.clone(), Weights::classroom());
    let second = search(&position, strategy, Weights::classroom());
    assert_eq!(
        (first.best_move, first.score, first.nodes, &first.pv),
        (second.best_move, second.score, second.nodes, &second.pv)
    );
    assert_eq!(first.depth, 6);
    assert!(first.finished);
    assert_eq!(first.pv.first(), first.best_move.as_ref());
}

#[test]
fn a_cancelled_search_stops_within_a_few_thousand_nodes() {
    let cancel = AtomicBool::new(true);
    let info = Searcher::new(Strategy::new(Algorithm::Full).max_depth(30)).search(
        &Position::initial(),
        &ReversiEvaluator::default(),
        &cancel,
        &mut |_| {},
    );
    assert!(!info.finished);
    assert!(info.nodes <= 4_096, "{} nodes after cancel", info.nodes);
    let mut solver = EndgameSolver::new(10);
    let position = random_position(&mut SplitMix64::new(1), 36);
    let solved = solver.solve(&position, &Solve::exact(), &cancel, &mut |_| {});
    assert!(!solved.finished);
    assert!(solved.nodes <= 8_192, "{} solver nodes after cancel", solved.nodes);
}

#[test]
fn progress_reports_arrive_during_the_search() {
    let mut reports = Vec::new();
    let info = Searcher::new(Strategy::new(Algorithm::Full).max_depth(5)).search(
        &Position::initial(),
        &ReversiEvaluator::default(),
        &AtomicBool::new(false),
        &mut |info| reports.push((info.depth, info.nodes)),
    );
    assert!(reports.len() >= 5, "one report per iteration at least");
    assert!(reports.windows(2).all(|w| w[0].0 <= w[1].0 && w[0].1 <= w[1].1));
    assert_eq!(reports.last().map(|r| r.0), Some(info.depth));
}

#[test]
fn the_solver_agrees_with_plain_minimax_up_to_10_empties() {
    let mut random = SplitMix64::new(77);
    let mut solver = EndgameSolver::new(16);
    let never = AtomicBool::new(false);
    let mut checked = 0;
    while checked < 60 {
        let empties = 10 - checked / 10; // ten positions each from 10 down to 5 empties
        let position = random_position(&mut random, 60 - empties as usize);
        if position.is_game_over() || position.empty_count() != empties as u32 {
            continue;
        }
        let algorithm = if empties <= 8 { Algorithm::Minimax } else { Algorithm::AlphaBeta };
        let reference = search(&position, Strategy::new(algorithm).max_depth(64), Weights::classroom());
        let solved = solver.solve(&position, &Solve::exact().exact_root_scores(true), &never, &mut |_| {});
        let margin = |score| proven_margin(score).unwrap_or(0);
        assert!(solved.finished);
        assert_eq!(margin(solved.score), margin(reference.score), "{position}");
        if algorithm == Algorithm::Minimax {
            for root in &reference.root_moves {
                let found = solved.root_moves.iter().find(|m| m.mv == root.mv).unwrap();
                assert_eq!(margin(found.score), margin(root.score), "{} in {position}", root.mv);
            }
        }
        checked += 1;
    }
}

/// The FFO test positions with their published best moves and scores.
fn ffo_positions(file: &str) -> Vec<(Position, i32, Vec<String>)> {
    let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.lines()
        .filter(|line| !line.trim().is_empty() && !line.starts_with('#'))
        .map(|line| {
            let position = parse_position(line).unwrap();
            let annotations: Vec<(String, i32)> = line
                .split(';')
                .skip(1)
                .filter_map(|part| part.trim().split_once(':'))
                .map(|(mv, score)| (mv.to_ascii_lowercase(), score.trim().parse::<i32>().unwrap()))
                .collect();
            let best = annotations.iter().map(|a| a.1).max().unwrap();
            let best_moves = annotations.into_iter().filter(|a| a.1 == best).map(|a| a.0).collect();
            (position, best, best_moves)
        })
        .collect()
}

#[test]
fn the_solver_solves_ffo_1_to_19_exactly() {
    let mut solver = EndgameSolver::default();
    let never = AtomicBool::new(false);
    let positions = ffo_positions("fforum-1-19.obf");
    assert_eq!(positions.len(), 19);
    for (number, (position, score, best_moves)) in (1..).zip(positions) {
        let solved = solver.solve(&position, &Solve::exact(), &never, &mut |_| {});
        assert_eq!(proven_margin(solved.score).unwrap_or(0), score, "FFO #{number}");
        let best = solved.best_move.unwrap().to_string();
        assert!(best_moves.contains(&best), "FFO #{number}: {best} is not among {best_moves:?}");
    }
}

#[test]
fn a_wipeout_the_evaluation_overestimates_is_solved() {
    // FFO #39: the shallow search at the root estimates more than +64 discs, which must not
    // give the root an empty window.
    let (position, score, best_moves) = ffo_positions("fforum-20-39.obf").pop().unwrap();
    assert_eq!(score, 64);
    let solved = EndgameSolver::default().solve(&position, &Solve::exact(), &AtomicBool::new(false), &mut |_| {});
    assert!(solved.finished);
    assert_eq!(proven_margin(solved.score), Some(64));
    assert!(best_moves.contains(&solved.best_move.unwrap().to_string()));
}

#[test]
fn the_ai_uses_the_solver_near_the_end_and_plays_its_best_move() {
    let (position, score, best_moves) = ffo_positions("fforum-1-19.obf").swap_remove(0);
    let settings = AiSettings { exact_endgame_empties: 24, time_limit_ms: 0, ..AiSettings::default() };
    assert!(settings.solves_exactly(&position));
    let info = think(&position, &settings, false, &AtomicBool::new(false), &mut |_| {});
    assert_eq!(proven_margin(info.score), Some(score));
    assert!(best_moves.contains(&info.best_move.unwrap().to_string()));
}

#[test]
fn the_game_trait_reports_terminal_scores() {
    let wipeout = parse_position(&format!("{} O", "X".repeat(10) + &"-".repeat(54))).unwrap();
    assert!(wipeout.is_over());
    assert_eq!(proven_margin(wipeout.terminal_score()), Some(-64));
    let full_draw = parse_position(&format!("{}{} X", "X".repeat(32), "O".repeat(32))).unwrap();
    assert_eq!(full_draw.terminal_score(), 0);
}

#[test]
fn win_loss_draw_proofs_agree_with_the_exact_margins_sign() {
    let mut random = SplitMix64::new(91);
    let never = AtomicBool::new(false);
    let (mut checked, mut outcomes) = (0, [0; 3]);
    while checked < 80 {
        let position = random_position(&mut random, 46);
        if position.is_game_over() || position.empty_count() != 14 {
            continue;
        }
        let exact = EndgameSolver::new(16).solve(&position, &Solve::exact(), &never, &mut |_| {});
        let wld = EndgameSolver::new(16).solve(&position, &Solve::win_loss_draw(), &never, &mut |_| {});
        let (exact_margin, wld_margin) =
            (proven_margin(exact.score).unwrap_or(0), proven_margin(wld.score).unwrap_or(0));
        assert!(wld.finished);
        assert_eq!(wld_margin, exact_margin.signum(), "{position}");
        // The move it proves keeps that outcome.
        let after = position.play_unchecked(wld.best_move.unwrap());
        let reply = EndgameSolver::new(16).solve(&after, &Solve::exact(), &never, &mut |_| {});
        assert_eq!((-proven_margin(reply.score).unwrap_or(0)).signum(), exact_margin.signum(), "{position}");
        outcomes[(exact_margin.signum() + 1) as usize] += 1;
        checked += 1;
    }
    assert!(outcomes[0] > 0 && outcomes[2] > 0, "both wins and losses were tested: {outcomes:?}");
}

#[test]
fn two_threads_solve_ffo_positions_to_the_same_scores() {
    let never = AtomicBool::new(false);
    for (number, (position, score, best_moves)) in (1..).zip(ffo_positions("fforum-1-19.obf")).take(8) {
        let solved = EndgameSolver::default().solve(&position, &Solve::exact().threads(2), &never, &mut |_| {});
        assert!(solved.finished);
        assert_eq!(proven_margin(solved.score).unwrap_or(0), score, "FFO #{number}");
        assert!(best_moves.contains(&solved.best_move.unwrap().to_string()), "FFO #{number}");
    }
}

#[test]
fn the_midgame_search_on_several_threads_proves_what_one_thread_proves() {
    // Searched to the end without the solver, every line ends in a finished game: the margin is
    // proven whichever thread searched which moves, and only the iteration that cut no line at
    // its horizon may call itself finished, wherever the lines cut short were searched.
    let mut random = SplitMix64::new(52);
    let strategy = Strategy::new(Algorithm::Full).max_depth(60);
    let never = AtomicBool::new(false);
    let mut checked = 0;
    while checked < 4 {
        let position = random_position(&mut random, 47);
        if position.is_game_over() {
            continue;
        }
        let alone = search(&position, strategy.clone(), Weights::learned());
        let margin = proven_margin(alone.score).expect("searched to the end");
        for threads in [2, 3] {
            let together = search(&position, strategy.clone().threads(threads), Weights::learned());
            assert!(together.finished, "{position} on {threads} threads");
            assert_eq!(proven_margin(together.score), Some(margin), "{position} on {threads} threads");
            let best = together.best_move.expect("a move");
            let after =
                EndgameSolver::new(16).solve(&position.play_unchecked(best), &Solve::exact(), &never, &mut |_| {});
            assert_eq!(proven_margin(after.score).map(|reply| -reply), Some(margin), "{position}: {best}");
            assert_eq!(together.pv.first(), Some(&best), "{position}: the line starts with the move");
        }
        checked += 1;
    }
}

#[test]
fn with_little_time_the_ai_still_plays_a_searched_move_near_the_end() {
    // FFO #40 (20 empties) cannot be solved in 50 ms: the midgame search's move is played.
    let text = std::fs::read_to_string(format!("{}/tests/data/fforum-40-59.obf", env!("CARGO_MANIFEST_DIR"))).unwrap();
    let position = parse_position(text.lines().find(|line| !line.starts_with('#')).unwrap()).unwrap();
    let settings = AiSettings { time_limit_ms: 50, exact_endgame_empties: 20, threads: 1, ..AiSettings::default() };
    let info = think(&position, &settings, false, &AtomicBool::new(false), &mut |_| {});
    assert!(position.is_legal(info.best_move.unwrap()));
    assert!(!info.finished);
    // The midgame search's first iteration always completes, however busy the machine.
    assert!(info.depth >= 1, "a searched move, not a guess");
}
