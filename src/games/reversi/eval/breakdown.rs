//! The evaluation taken apart ("Why this move"): the six heuristics of the phase, each raw value
//! in thousandths of its full strength ([`UNIT`]) times its weight, and the learned term pattern
//! by pattern on request.

use std::iter;

use super::ReversiEvaluator;
use super::heuristics::{HeuristicWeights, Heuristics, UNIT};
use super::patterns::{PatternWeights, TABLES, WEIGHT_SCALE};
use super::weights::Phase;
use crate::engine::{Breakdown, BreakdownEvaluator, Part, Term};
use crate::games::reversi::rules::Position;

/// The heuristics' ids, in the order the panel's sliders show them.
pub const TERM_IDS: [&str; 6] = [
    "reversi-coin-parity",
    "reversi-mobility",
    "reversi-corners",
    "reversi-static-squares",
    "reversi-stability",
    "reversi-pattern",
];

/// The parts of the learned term: the stage's starting value, then each pattern of
/// [`PATTERNS`](super::patterns::PATTERNS) and each count of [`COUNTS`](super::patterns::COUNTS),
/// in their order.
pub const PATTERN_PART_IDS: [&str; 1 + TABLES] = [
    "reversi-pattern-bias",
    "reversi-pattern-edge",
    "reversi-pattern-corner-square",
    "reversi-pattern-corner-block",
    "reversi-pattern-second-row",
    "reversi-pattern-third-row",
    "reversi-pattern-fourth-row",
    "reversi-pattern-main-diagonal",
    "reversi-pattern-diagonal-7",
    "reversi-pattern-diagonal-6",
    "reversi-pattern-diagonal-5",
    "reversi-pattern-diagonal-4",
    "reversi-pattern-mobility",
    "reversi-pattern-opponent-mobility",
    "reversi-pattern-potential-mobility",
    "reversi-pattern-opponent-potential-mobility",
];

/// The part of the learned term that its hold within ±[`UNIT`] takes away, when a prediction
/// beyond 64 discs has to be held there.
pub const PATTERN_LIMIT_ID: &str = "reversi-pattern-limit";

/// The phases' ids.
pub fn phase_id(phase: Phase) -> &'static str {
    match phase {
        Phase::Opening => "reversi-phase-opening",
        Phase::Midgame => "reversi-phase-midgame",
        Phase::Endgame => "reversi-phase-endgame",
    }
}

/// Every heuristic computed, whatever its weight: the evaluation skips those weighted 0, but the
/// breakdown shows what a slider moved off 0 would bring.
const ALL: HeuristicWeights = HeuristicWeights { pattern: 1, ..HeuristicWeights::new(1, 1, 1, 1, 1) };

impl BreakdownEvaluator<Position> for ReversiEvaluator {
    fn breakdown(&self, position: &Position) -> Breakdown {
        let discs = position.disc_count();
        let phase = self.weights.phase(discs);
        let weights = self.weights.of_phase(phase);
        let raw = Heuristics::of(position, &ALL, self.patterns);
        let [coin_parity, mobility, corners, static_squares, stability, pattern] = TERM_IDS;
        let terms = vec![
            Term::new(coin_parity, raw.coin_parity, weights.coin_parity),
            Term::new(mobility, raw.mobility, weights.mobility),
            Term::new(corners, raw.corners, weights.corners),
            Term::new(static_squares, raw.static_squares, weights.static_squares),
            Term::new(stability, raw.stability, weights.stability),
            Term::new(pattern, raw.pattern, weights.pattern).with_parts(pattern_parts(
                self.patterns,
                position,
                raw.pattern,
                weights.pattern,
            )),
        ];
        // The evaluation adds the products as they are: no limit beyond each term's own.
        Breakdown::new(terms, None).in_phase(phase_id(phase)).in_units(UNIT)
    }
}

/// The learned term's raw value (`learned`, in thousandths of 64 discs, held within ±[`UNIT`])
/// split by pattern. Each part is the change its pattern makes to the running sum's scaled
/// value, so the parts add up to the scaled estimate exactly, the scaling's rounding falling
/// on the pattern that crosses it (less than two thousandths each); where the estimate
/// had to be held within ±UNIT, a last part says how much that took away.
fn pattern_parts(patterns: &PatternWeights, position: &Position, learned: i32, weight: i32) -> Vec<Part> {
    // As Heuristics::of scales the estimate, truncating toward zero.
    let scaled = |sum: i64| (sum * i64::from(UNIT) / i64::from(64 * WEIGHT_SCALE)) as i32;
    let (bias, by_table) = patterns.estimate_by_table(position);
    let (mut running, mut shown) = (0i64, 0);
    let mut parts: Vec<Part> = iter::once(bias)
        .chain(by_table)
        .zip(PATTERN_PART_IDS)
        .map(|(value, id)| {
            running += i64::from(value);
            let before = shown;
            shown = scaled(running);
            Part::new(id, shown - before, weight)
        })
        .collect();
    if shown != learned {
        parts.push(Part::new(PATTERN_LIMIT_ID, learned - shown, weight));
    }
    parts
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Evaluator, LeafValue, line_end};
    use crate::games::random::{SplitMix64, random_move};
    use crate::games::reversi::Weights;
    use crate::games::reversi::eval::{MAX_WEIGHT, patterns};

    /// Positions from the start to the last moves, by random play.
    fn random_positions(count: usize, seed: u64) -> Vec<Position> {
        let mut rng = SplitMix64::new(seed);
        (0..count)
            .map(|_| {
                let mut position = Position::initial();
                for _ in 0..rng.below(61) {
                    let Some(mv) = random_move(&position, &mut rng) else { break };
                    position = position.play_unchecked(mv);
                }
                position
            })
            .collect()
    }

    /// Weights anywhere in the accepted range, a different set each phase, phase bounds anywhere.
    fn random_weights(rng: &mut SplitMix64) -> Weights {
        let mut weight = || rng.below(2 * MAX_WEIGHT as usize + 1) as i32 - MAX_WEIGHT;
        let mut phase = || HeuristicWeights {
            coin_parity: weight(),
            mobility: weight(),
            corners: weight(),
            static_squares: weight(),
            stability: weight(),
            pattern: weight(),
        };
        let (opening, midgame, endgame) = (phase(), phase(), phase());
        let opening_max_discs = 4 + rng.below(61) as u32;
        let midgame_max_discs = opening_max_discs + rng.below(65 - opening_max_discs as usize) as u32;
        Weights { opening, midgame, endgame, opening_max_discs, midgame_max_discs }
    }

    fn weight_sets() -> Vec<Weights> {
        let mut rng = SplitMix64::new(5);
        let mut sets: Vec<Weights> = Weights::presets().into_iter().map(|(_, weights)| weights).collect();
        sets.extend((0..6).map(|_| random_weights(&mut rng)));
        sets
    }

    #[test]
    fn the_breakdown_adds_up_to_the_evaluation_for_random_positions_and_weights() {
        for weights in weight_sets() {
            let evaluator = ReversiEvaluator::new(weights);
            for position in random_positions(150, 21) {
                let breakdown = evaluator.breakdown(&position);
                let products: i64 = breakdown.terms.iter().map(|term| term.product).sum();
                assert_eq!(products, breakdown.sum);
                assert!(!breakdown.is_limited(), "Reversi's evaluation holds no total within a limit");
                assert_eq!(breakdown.total, evaluator.evaluate(&position), "{position} with {weights:?}");
                for term in &breakdown.terms {
                    assert_eq!(term.product, i64::from(term.raw) * i64::from(term.weight), "{}", term.id);
                }
                let discs = position.disc_count();
                assert_eq!(breakdown.phase, Some(phase_id(weights.phase(discs))));
            }
        }
    }

    #[test]
    fn the_learned_terms_parts_add_up_to_it() {
        let evaluator = ReversiEvaluator::new(Weights::learned());
        let mut rounded_apart = 0;
        for position in random_positions(300, 8) {
            let breakdown = evaluator.breakdown(&position);
            let learned = breakdown.term("reversi-pattern").expect("the learned term");
            assert!(learned.parts.len() >= PATTERN_PART_IDS.len(), "a part per table, and the bias");
            assert_eq!(learned.parts.iter().map(|part| i64::from(part.raw)).sum::<i64>(), i64::from(learned.raw));
            assert_eq!(learned.parts.iter().map(|part| part.product).sum::<i64>(), learned.product);
            // Each part is its pattern's own estimate scaled, to within the rounding: one
            // thousandth either way, two where the running sum changes sign (it truncates toward
            // zero, as the evaluation does).
            let (bias, by_table) = evaluator.patterns.estimate_by_table(&position);
            for (part, value) in learned.parts.iter().zip(iter::once(bias).chain(by_table)) {
                let exact = f64::from(value) * f64::from(UNIT) / f64::from(64 * WEIGHT_SCALE);
                assert!((f64::from(part.raw) - exact).abs() < 2.0, "{}: {} for {exact}", part.id, part.raw);
                rounded_apart += usize::from(f64::from(part.raw) != exact.trunc());
            }
        }
        assert!(rounded_apart > 0, "the rounding was exercised");
    }

    #[test]
    fn the_pattern_split_sums_over_every_place_to_the_estimate() {
        let patterns = patterns::trained();
        for position in random_positions(200, 3) {
            let (bias, by_table) = patterns.estimate_by_table(&position);
            assert_eq!(bias + by_table.iter().sum::<i32>(), patterns.estimate(&position), "{position}");
        }
    }

    /// Tables that predict `discs` for every position of every stage, whatever the board.
    fn predicting(discs: f32) -> &'static PatternWeights {
        let stages = (0..patterns::STAGES).map(|_| (discs, vec![0.0; patterns::STAGE_SIZE])).collect::<Vec<_>>();
        Box::leak(Box::new(PatternWeights::from_discs(&stages)))
    }

    #[test]
    fn a_prediction_beyond_64_discs_shows_the_part_its_limit_takes_away() {
        for (discs, held_at) in [(100.0, UNIT), (-100.0, -UNIT)] {
            let evaluator = ReversiEvaluator::with_patterns(Weights::learned(), predicting(discs));
            let position = Position::initial();
            let breakdown = evaluator.breakdown(&position);
            let learned = breakdown.term("reversi-pattern").expect("the learned term");
            assert_eq!(learned.raw, held_at);
            // 100 discs is 1562 thousandths of 64 discs; the limit takes 562 of them away.
            let raws: Vec<(&str, i32)> =
                learned.parts.iter().filter(|part| part.raw != 0).map(|part| (part.id, part.raw)).collect();
            let sign = held_at.signum();
            assert_eq!(raws, [("reversi-pattern-bias", 1562 * sign), (PATTERN_LIMIT_ID, -562 * sign)]);
            assert_eq!(learned.parts.iter().map(|part| part.product).sum::<i64>(), learned.product);
            assert_eq!(breakdown.total, evaluator.evaluate(&position));
        }
    }

    #[test]
    fn changing_one_weight_changes_that_terms_product_alone() {
        let position = random_positions(40, 13).into_iter().find(|p| p.empty_count() > 30).expect("a midgame position");
        let base = Weights::classroom();
        let discs = position.disc_count();
        let phase = base.phase(discs);
        let before = ReversiEvaluator::new(base).breakdown(&position);
        for index in 0..TERM_IDS.len() {
            let mut changed = base;
            let phase_weights = match phase {
                Phase::Opening => &mut changed.opening,
                Phase::Midgame => &mut changed.midgame,
                Phase::Endgame => &mut changed.endgame,
            };
            let named = phase_weights.labelled_mut();
            *named[index].1 += 7;
            let after = ReversiEvaluator::new(changed).breakdown(&position);
            for (old, new) in before.terms.iter().zip(&after.terms) {
                if old.id == TERM_IDS[index] {
                    assert_eq!(new.product - old.product, 7 * i64::from(old.raw), "{}", old.id);
                    assert_eq!(new.weight, old.weight + 7);
                } else {
                    assert_eq!(new, old, "{} moved with {}", old.id, TERM_IDS[index]);
                }
            }
            assert_eq!(after.total, ReversiEvaluator::new(changed).evaluate(&position));
        }
    }

    #[test]
    fn a_weight_of_another_phase_changes_nothing() {
        let position = Position::initial();
        let mut changed = Weights::classroom();
        changed.endgame.mobility += 50;
        assert_eq!(
            ReversiEvaluator::new(changed).breakdown(&position),
            ReversiEvaluator::new(Weights::classroom()).breakdown(&position)
        );
    }

    #[test]
    fn the_end_of_a_line_is_seen_from_the_side_to_move_at_its_start() {
        let evaluator = ReversiEvaluator::new(Weights::classroom());
        let root = Position::initial();
        let line: Vec<_> =
            ["f5", "d6", "c3"].iter().map(|text| crate::games::reversi::Move::Place(text.parse().unwrap())).collect();
        let leaf = line_end(&root, &line).expect("a legal line");
        let value = LeafValue::of(&leaf, |leaf| Some(evaluator.breakdown(leaf))).expect("an evaluation");
        let value = value.seen_from(line.len());
        assert_eq!(value.score(), -evaluator.evaluate(&leaf), "three plies on, the other side moves");
    }
}
