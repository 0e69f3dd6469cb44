//! An evaluation taken apart: each term's raw value, its weight and their product, which add up
//! to exactly what [`Evaluator::evaluate`] returns. The window shows it under the weight sliders
//! ("Why this move"), so a player sees what each heuristic contributes at the end of a line and
//! what moving a slider does to it.

use super::game::{Evaluator, Game, Score};

/// One term of an evaluation: `raw × weight = product`, from the side to move's view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Term {
    /// A stable name for the term (`reversi-mobility`): the window translates it.
    pub id: &'static str,
    /// The heuristic's own value, before its weight.
    pub raw: i32,
    pub weight: i32,
    /// `raw × weight`, wide enough for any two `i32`s.
    pub product: i64,
    /// The term taken apart further where it is a sum itself (Reversi's learned term, pattern by
    /// pattern): the parts' raw values add up to the term's, so their products add up to its
    /// product. Empty for a term with no parts.
    pub parts: Vec<Part>,
}

impl Term {
    pub fn new(id: &'static str, raw: i32, weight: i32) -> Self {
        Self { id, raw, weight, product: i64::from(raw) * i64::from(weight), parts: Vec::new() }
    }

    /// The term with its parts, whose raw values add up to the term's.
    pub fn with_parts(self, parts: Vec<Part>) -> Self {
        debug_assert_eq!(parts.iter().map(|part| i64::from(part.raw)).sum::<i64>(), i64::from(self.raw));
        Self { parts, ..self }
    }
}

/// A share of a term: its raw value and, at the term's weight, its product.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    /// A stable name for the part (`reversi-pattern-edge`).
    pub id: &'static str,
    pub raw: i32,
    pub product: i64,
}

impl Part {
    pub fn new(id: &'static str, raw: i32, weight: i32) -> Self {
        Self { id, raw, product: i64::from(raw) * i64::from(weight) }
    }
}

/// An evaluation of one position split into its terms, from the side to move's view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Breakdown {
    pub terms: Vec<Term>,
    /// The sum of the terms' products.
    pub sum: i64,
    /// What the evaluator returns: `sum`, unless the evaluation holds its scores within a limit
    /// and `sum` lies beyond it (see [`Breakdown::is_limited`]).
    pub total: Score,
    /// The game phase whose weights apply, where the weights change with the phase
    /// (`reversi-phase-midgame`).
    pub phase: Option<&'static str>,
    /// Raw values and products count in 1/`unit` of the score's shown unit (Reversi's
    /// heuristics: thousandths of a fully weighted heuristic); 1 where they count whole points.
    pub unit: i32,
}

impl Breakdown {
    /// The terms with their sum, held within `±limit` where the evaluation holds its scores so.
    pub fn new(terms: Vec<Term>, limit: Option<Score>) -> Self {
        let sum = terms.iter().map(|term| term.product).sum::<i64>();
        let total = match limit {
            Some(limit) => sum.clamp(-i64::from(limit), i64::from(limit)),
            None => sum,
        };
        // A sum beyond an i32 comes only from an evaluator that forgot its limit: held at the
        // type's edge, it still reads as the largest advantage rather than wrapping round.
        let total = total.clamp(i64::from(Score::MIN), i64::from(Score::MAX)) as Score;
        Self { terms, sum, total, phase: None, unit: 1 }
    }

    pub fn in_phase(self, phase: &'static str) -> Self {
        Self { phase: Some(phase), ..self }
    }

    pub fn in_units(self, unit: i32) -> Self {
        Self { unit, ..self }
    }

    /// True when the terms add up to more than the evaluation allows and the total is its limit.
    pub fn is_limited(&self) -> bool {
        self.sum != i64::from(self.total)
    }

    /// The term named `id`.
    pub fn term(&self, id: &str) -> Option<&Term> {
        self.terms.iter().find(|term| term.id == id)
    }

    /// The same evaluation from the other side's view: every raw value, product and total
    /// negated, the weights as they are (each term counts the side's figure minus the
    /// opponent's, so the opponent's is its negation, as negamax takes it).
    pub fn negated(&self) -> Self {
        let terms = self
            .terms
            .iter()
            .map(|term| Term {
                raw: -term.raw,
                product: -term.product,
                parts: term.parts.iter().map(|part| Part { raw: -part.raw, product: -part.product, ..*part }).collect(),
                ..*term
            })
            .collect();
        Self { terms, sum: -self.sum, total: -self.total, ..*self }
    }
}

/// An evaluator that can show how it came to its score.
pub trait BreakdownEvaluator<G: Game>: Evaluator<G> {
    /// The terms of `position`'s evaluation: their products, held within the evaluation's
    /// limit, are exactly [`Evaluator::evaluate`]'s score.
    fn breakdown(&self, position: &G) -> Breakdown;
}

/// What the search made of the position at the end of a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LeafValue {
    /// The game goes on: the evaluation, term by term.
    Evaluated(Breakdown),
    /// The game is over there: its result ([`Game::terminal_score`]), which outranks every
    /// evaluation.
    Finished(Score),
}

impl LeafValue {
    /// As the search scores a leaf: the result of a finished game, else the evaluation taken
    /// apart by `breakdown` (an [`BreakdownEvaluator`]'s, or none where the evaluation is not).
    pub fn of<G: Game>(position: &G, breakdown: impl FnOnce(&G) -> Option<Breakdown>) -> Option<Self> {
        if position.is_over() {
            Some(Self::Finished(position.terminal_score()))
        } else {
            breakdown(position).map(Self::Evaluated)
        }
    }

    /// The score from the side to move's view.
    pub fn score(&self) -> Score {
        match self {
            Self::Evaluated(breakdown) => breakdown.total,
            Self::Finished(score) => *score,
        }
    }

    /// The value seen by the side to move `plies` plies before the leaf: negated once a ply.
    pub fn seen_from(&self, plies: usize) -> Self {
        if plies.is_multiple_of(2) {
            return self.clone();
        }
        match self {
            Self::Evaluated(breakdown) => Self::Evaluated(breakdown.negated()),
            Self::Finished(score) => Self::Finished(-score),
        }
    }
}

/// The position at the end of `line` played from `root`, or `None` if a move of it is not
/// legal there (a line from another position).
pub fn line_end<G: Game>(root: &G, line: &[G::Move]) -> Option<G> {
    let mut position = root.clone();
    let mut moves = Vec::new();
    for &mv in line {
        moves.clear();
        position.generate_moves(&mut moves);
        if !moves.contains(&mv) {
            return None;
        }
        position = position.play(mv);
    }
    Some(position)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{WIN, proven_loss};

    /// A pile of counters to take 1 or 2 from, judged by two made-up terms.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct Pile(i32);

    impl Game for Pile {
        type Move = i32;
        const MOVE_INDEX_SPACE: usize = 3;

        fn generate_moves(&self, moves: &mut Vec<i32>) {
            moves.extend((1..=2).filter(|&take| take <= self.0));
        }

        fn is_over(&self) -> bool {
            self.0 == 0
        }

        fn play(&self, take: i32) -> Self {
            Pile(self.0 - take)
        }

        fn terminal_score(&self) -> Score {
            proven_loss(0)
        }

        fn hash(&self) -> u64 {
            self.0 as u64
        }

        fn move_index(take: i32) -> usize {
            take as usize
        }
    }

    /// The pile's size times 3 and its parity times `parity_weight`, within ±`limit`.
    struct Judge {
        parity_weight: i32,
        limit: Score,
    }

    impl BreakdownEvaluator<Pile> for Judge {
        fn breakdown(&self, pile: &Pile) -> Breakdown {
            let terms = vec![Term::new("size", pile.0, 3), Term::new("parity", pile.0 % 2, self.parity_weight)];
            Breakdown::new(terms, Some(self.limit))
        }
    }

    impl Evaluator<Pile> for Judge {
        fn evaluate(&self, pile: &Pile) -> Score {
            (pile.0 * 3 + pile.0 % 2 * self.parity_weight).clamp(-self.limit, self.limit)
        }
    }

    #[test]
    fn the_total_is_the_sum_of_the_products_held_within_the_limit() {
        let judge = Judge { parity_weight: 5, limit: 20 };
        let breakdown = judge.breakdown(&Pile(3));
        assert_eq!((breakdown.sum, breakdown.total, breakdown.is_limited()), (14, 14, false));
        assert_eq!(breakdown.total, judge.evaluate(&Pile(3)));
        let limited = judge.breakdown(&Pile(7));
        assert_eq!((limited.sum, limited.total, limited.is_limited()), (26, 20, true));
        assert_eq!(limited.total, judge.evaluate(&Pile(7)));
    }

    #[test]
    fn the_other_sides_view_negates_values_and_keeps_weights() {
        let breakdown = Judge { parity_weight: 5, limit: WIN / 2 }.breakdown(&Pile(3));
        let negated = breakdown.negated();
        assert_eq!(negated.total, -14);
        assert_eq!(
            negated.term("parity"),
            Some(&Term { id: "parity", raw: -1, weight: 5, product: -5, parts: vec![] })
        );
        assert_eq!(negated.negated(), breakdown);
    }

    #[test]
    fn a_leaf_is_seen_from_the_root_negated_once_a_ply() {
        let judge = Judge { parity_weight: 1, limit: WIN / 2 };
        let root = Pile(5);
        let leaf = line_end(&root, &[2, 1]).expect("a legal line");
        let value = LeafValue::of(&leaf, |leaf| Some(judge.breakdown(leaf))).expect("an evaluation");
        assert_eq!(value.score(), 6);
        assert_eq!(value.seen_from(2).score(), 6);
        assert_eq!(value.seen_from(3).score(), -6);
        let end = line_end(&root, &[2, 2, 1]).expect("a legal line");
        let finished = LeafValue::of(&end, |_| None).expect("a result needs no evaluation");
        assert_eq!(finished, LeafValue::Finished(proven_loss(0)));
        assert_eq!(finished.seen_from(1).score(), -proven_loss(0));
    }

    #[test]
    fn a_line_with_an_illegal_move_has_no_end() {
        assert_eq!(line_end(&Pile(2), &[2, 1]), None);
        assert_eq!(line_end(&Pile(2), &[3]), None);
    }
}
