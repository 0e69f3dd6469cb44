//! Exercise codes: four characters of A–Z and 0–9 (`K7Q2`), each naming one tree, so that a
//! teacher who says "exercise K7Q2" gives every student the same tree. Every such code is an
//! exercise; letters read in either case. One code in four names a tree with chance nodes (for
//! expectimax), the others a MAX and MIN tree two to four levels deep.

use std::fmt;
use std::str::FromStr;

use super::random_tree::RandomShape;
use super::random_tree::chance_node;
use super::tree::{Nested, Tree};
use crate::engine::Score;
use crate::games::random::{SplitMix64, mix64};

const ALPHABET: &[u8; 36] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const LENGTH: usize = 4;
/// How many codes there are: 36⁴.
pub const CODES: u32 = 36 * 36 * 36 * 36;

/// An exercise's code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ExerciseCode(u32);

/// Why a text is no exercise code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    Length { found: usize },
    Character { found: char },
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Length { found } => {
                write!(f, "an exercise code has {LENGTH} characters, letters and digits (as K7Q2), not {found}")
            }
            Self::Character { found } => {
                write!(f, "'{found}' is not in an exercise code: it has letters A to Z and digits 0 to 9 (as K7Q2)")
            }
        }
    }
}

impl std::error::Error for CodeError {}

impl FromStr for ExerciseCode {
    type Err = CodeError;

    fn from_str(text: &str) -> Result<Self, CodeError> {
        let text = text.trim();
        let found = text.chars().count();
        if found != LENGTH {
            return Err(CodeError::Length { found });
        }
        text.chars()
            .try_fold(0u32, |number, character| {
                let upper = character.to_ascii_uppercase();
                let digit = ALPHABET.iter().position(|&letter| char::from(letter) == upper);
                digit.map(|digit| number * 36 + digit as u32).ok_or(CodeError::Character { found: character })
            })
            .map(ExerciseCode)
    }
}

/// The code in capitals, as the screen and the sheet show it.
impl fmt::Display for ExerciseCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rest = self.0;
        let mut letters = [b'A'; LENGTH];
        for letter in letters.iter_mut().rev() {
            *letter = ALPHABET[(rest % 36) as usize];
            rest /= 36;
        }
        letters.iter().try_for_each(|&letter| write!(f, "{}", char::from(letter)))
    }
}

impl ExerciseCode {
    /// The code numbered `number`, taken modulo [`CODES`].
    pub const fn from_number(number: u32) -> Self {
        Self(number % CODES)
    }

    /// True where the code's tree has chance nodes: an expectimax exercise.
    pub const fn has_chance(self) -> bool {
        self.0 % 4 == 3
    }

    /// The code's tree: the same on every machine, in every version that keeps this module.
    pub fn tree(self) -> Tree {
        let mut rng = SplitMix64::new(mix64(u64::from(self.0) ^ 0x5EED_7EE5));
        if self.has_chance() {
            return chance_tree(&mut rng);
        }
        // Two, three or four levels; the deeper, the fewer children, so that it fits a page.
        let (depth, most) = match rng.below(3) {
            0 => (2, 3),
            1 => (3, 3),
            _ => (4, 2),
        };
        let shape = RandomShape {
            min_children: 2,
            max_children: most,
            depth,
            lowest: -9,
            highest: 9,
            chance_levels: false,
            seed: rng.next_u64(),
        };
        // A shape well within the limits always gives a tree.
        Tree::random(&shape).unwrap_or_else(|_| Tree::parse("(0 1)").expect("a tree"))
    }
}

/// The exercises of a series grow in size: round 1 has the smallest trees, round
/// [`SERIES_ROUNDS`] and after the largest, in leaves.
pub const SERIES_ROUNDS: u32 = 5;

/// How many leaves the trees of a series' `round` have (from 1), with or without chance nodes.
pub fn series_leaves(round: u32, chance: bool) -> std::ops::RangeInclusive<usize> {
    let round = round.clamp(1, SERIES_ROUNDS);
    match (chance, round) {
        (false, 1) => 2..=5,
        (false, 2) => 6..=8,
        (false, 3) => 9..=11,
        (false, 4) => 12..=15,
        (false, _) => 16..=27,
        (true, 1) => 4..=5,
        (true, 2) => 6..=6,
        (true, 3) => 7..=9,
        (true, 4) => 10..=12,
        (true, _) => 13..=18,
    }
}

impl ExerciseCode {
    /// An exercise for `round` of a series: the first code from `start` on (in a stride that
    /// visits every code) whose tree has chance nodes or not as `chance` asks and the round's
    /// leaves; the nearest in size if none is found among the first few thousand.
    pub fn in_series(round: u32, chance: bool, start: u32) -> Self {
        // 7 919 is prime, so not a factor of 36⁴: the stride reaches every code.
        const STRIDE: u32 = 7_919;
        const TRIES: u32 = 4_000;
        let wanted = series_leaves(round, chance);
        let mut nearest = (usize::MAX, Self::from_number(start));
        for attempt in 0..TRIES {
            let code = Self::from_number(start.wrapping_add(attempt.wrapping_mul(STRIDE)) % CODES);
            if code.has_chance() != chance {
                continue;
            }
            let leaves = code.tree().leaf_count();
            if wanted.contains(&leaves) {
                return code;
            }
            let distance = leaves.abs_diff(*wanted.start()).min(leaves.abs_diff(*wanted.end()));
            if distance < nearest.0 {
                nearest = (distance, code);
            }
        }
        nearest.1
    }
}

/// MAX over two or three chance nodes, each over two or three leaves or MIN nodes.
fn chance_tree(rng: &mut SplitMix64) -> Tree {
    let with_min = rng.below(2) == 0;
    let chance_nodes = 2 + rng.below(2);
    let leaf = |rng: &mut SplitMix64| Nested::Leaf(rng.below(19) as Score - 9);
    let root = Nested::Node(
        (0..chance_nodes)
            .map(|_| {
                let outcomes = 2 + rng.below(2);
                let children = (0..outcomes)
                    .map(|_| if with_min { Nested::Node(vec![leaf(rng), leaf(rng)]) } else { leaf(rng) })
                    .collect();
                chance_node(rng, children)
            })
            .collect(),
    );
    Tree::from_nested(&root).unwrap_or_else(|_| Tree::parse("(0 1)").expect("a tree"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_in_either_case_and_write_back_in_capitals() {
        let code: ExerciseCode = "k7q2".parse().expect("a code");
        assert_eq!(code.to_string(), "K7Q2");
        assert_eq!("K7Q2".parse::<ExerciseCode>(), Ok(code));
        assert_eq!(" AAAA ".parse::<ExerciseCode>(), Ok(ExerciseCode::from_number(0)));
        assert_eq!("9999".parse::<ExerciseCode>(), Ok(ExerciseCode::from_number(CODES - 1)));
        assert_eq!(ExerciseCode::from_number(CODES), ExerciseCode::from_number(0));
        for number in (0..CODES).step_by(9_973) {
            let code = ExerciseCode::from_number(number);
            assert_eq!(code.to_string().parse(), Ok(code));
        }
        assert_eq!("K7Q".parse::<ExerciseCode>(), Err(CodeError::Length { found: 3 }));
        assert_eq!("K7Q-".parse::<ExerciseCode>(), Err(CodeError::Character { found: '-' }));
        assert_eq!("K7QÇ".parse::<ExerciseCode>(), Err(CodeError::Character { found: 'Ç' }));
    }

    #[test]
    fn a_code_names_one_tree_and_codes_differ() {
        let code: ExerciseCode = "K7Q2".parse().expect("a code");
        assert_eq!(code.tree(), code.tree());
        let trees: Vec<Tree> = (0..40).map(|number| ExerciseCode::from_number(number * 101).tree()).collect();
        for (index, tree) in trees.iter().enumerate() {
            let code = ExerciseCode::from_number(index as u32 * 101);
            assert_eq!(tree.first_chance_node().is_some(), code.has_chance(), "{code}");
            assert!((2..=4).contains(&tree.height()), "{code}: {tree}");
            assert_eq!(Tree::parse(&tree.to_string()).as_ref(), Ok(tree));
        }
        let distinct: std::collections::HashSet<String> = trees.iter().map(Tree::to_string).collect();
        assert!(distinct.len() >= 38);
    }

    #[test]
    fn a_series_grows_round_by_round() {
        for chance in [false, true] {
            let mut last = 0;
            for round in 1..=SERIES_ROUNDS + 1 {
                let code = ExerciseCode::in_series(round, chance, 12_345 + round);
                let tree = code.tree();
                let leaves = tree.leaf_count();
                assert_eq!(code.has_chance(), chance, "{code}");
                assert!(series_leaves(round, chance).contains(&leaves), "round {round}, {code}: {tree}");
                assert!(leaves >= last, "round {round} is no smaller than the one before");
                last = leaves;
            }
        }
    }
}
