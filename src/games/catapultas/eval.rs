use serde::{Deserialize, Serialize};

use crate::engine::{Breakdown, BreakdownEvaluator, Evaluator, Score, Term, WIN};

use super::board::{BOARD, Board};
use super::moves::{Direction, Move, SIDE, Square};
use crate::games::Seat;

/// The weighted terms of the evaluation, each taken from the side to move's view
/// (its figure minus the opponent's). Missing fields read as their default when deserialized.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Weights {
    /// Per piece of difference: the course program's whole heuristic.
    pub material: i32,
    /// Per difference in destinations (a step's target or a jump chain's reachable landing cell,
    /// counted per piece).
    pub mobility: i32,
    /// Per difference in capturable enemy pieces: those some chain of the side could land on
    /// right now. The side to move gets to use its threats first; the opponent's are what it
    /// must answer.
    pub threats: i32,
    /// Per row a piece has come from its home edge toward the enemy's.
    pub advancement: i32,
}

/// Tuned in self-play at depths 4–5 (alternating colours after random openings): each of
/// mobility and threats wins clearly over leaving it out; advancement barely matters.
impl Default for Weights {
    fn default() -> Self {
        Self { material: 100, mobility: 5, threats: 50, advancement: 1 }
    }
}

impl Weights {
    /// The evaluation of the course's Catapultas program: own pieces minus enemy pieces, nothing
    /// else (it searched alpha-beta to depth 8 with it).
    pub fn classroom() -> Self {
        Self { material: 1, mobility: 0, threats: 0, advancement: 0 }
    }

    /// The evaluation's terms for the side to move, before weighting.
    pub fn features(board: &Board) -> Features {
        let me = board.to_move();
        let (own, enemy) = (board.pieces(me), board.pieces(me.opponent()));
        let (own_reach, enemy_reach) = (reach(own, enemy), reach(enemy, own));
        Features {
            material: material(board),
            mobility: own_reach.destinations as i32 - enemy_reach.destinations as i32,
            threats: own_reach.capturable.count_ones() as i32 - enemy_reach.capturable.count_ones() as i32,
            advancement: advancement(board, me) - advancement(board, me.opponent()),
        }
    }

    fn counts_only_material(&self) -> bool {
        self.mobility == 0 && self.threats == 0 && self.advancement == 0
    }
}

/// The unweighted terms of [`Weights`], each as side to move minus opponent.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Features {
    pub material: i32,
    pub mobility: i32,
    pub threats: i32,
    pub advancement: i32,
}

/// Heuristic scores stay within this, far inside the proven range whatever the weights.
const HEURISTIC_LIMIT: i64 = WIN as i64 / 2;

impl Evaluator<Board> for Weights {
    fn evaluate(&self, board: &Board) -> Score {
        // The classroom preset only counts pieces: skip the costlier analysis when it can't matter.
        let features = if self.counts_only_material() {
            Features { material: material(board), ..Features::default() }
        } else {
            Self::features(board)
        };
        let total = i64::from(self.material) * i64::from(features.material)
            + i64::from(self.mobility) * i64::from(features.mobility)
            + i64::from(self.threats) * i64::from(features.threats)
            + i64::from(self.advancement) * i64::from(features.advancement);
        total.clamp(-HEURISTIC_LIMIT, HEURISTIC_LIMIT) as Score
    }

    /// Captures first, the more the better, then longer chains; steps and passes after.
    fn order_hint(&self, board: &Board, mv: Move, _depth: u32) -> i32 {
        match mv {
            Move::Jump(path) => board.captures(mv).count_ones() as i32 * 64 + path.hops() as i32,
            Move::Step { .. } | Move::Pass => 0,
        }
    }
}

/// The terms' ids, in the order of [`Weights`]' fields.
pub const TERM_IDS: [&str; 4] =
    ["catapultas-material", "catapultas-mobility", "catapultas-threats", "catapultas-advancement"];

impl BreakdownEvaluator<Board> for Weights {
    /// Every term, the costlier ones too: a weight moved off 0 shows what it would bring.
    fn breakdown(&self, board: &Board) -> Breakdown {
        let features = Self::features(board);
        let [material, mobility, threats, advancement] = TERM_IDS;
        let terms = vec![
            Term::new(material, features.material, self.material),
            Term::new(mobility, features.mobility, self.mobility),
            Term::new(threats, features.threats, self.threats),
            Term::new(advancement, features.advancement, self.advancement),
        ];
        Breakdown::new(terms, Some(HEURISTIC_LIMIT as Score))
    }
}

/// What one side's pieces can reach in a move.
struct Reach {
    /// Step targets plus, per piece, the distinct cells its jump chains can end on.
    destinations: u32,
    /// Enemy pieces on some chain's landing cell.
    capturable: u64,
}

/// Computed with masks, one flood per piece: the cells a chain can land on are those reachable
/// hop by hop, and the no-revisit rule changes which paths exist, not which cells they reach
/// (a shortest hop path never repeats a cell).
fn reach(own: u64, enemy: u64) -> Reach {
    let empty = BOARD & !(own | enemy);
    let mut destinations: u32 =
        Direction::ALL.iter().map(|&direction| (shift(own, direction) & empty).count_ones()).sum();
    let mut capturable = 0;
    for piece in Square::in_mask(own) {
        let others = own & !piece.bit();
        let (mut reached, mut frontier) = (0u64, piece.bit());
        while frontier != 0 {
            let hops = Direction::ALL
                .iter()
                .fold(0, |landings, &direction| landings | shift(shift(frontier, direction) & others, direction));
            frontier = hops & !(others | piece.bit() | reached);
            reached |= frontier;
        }
        destinations += reached.count_ones();
        capturable |= reached & enemy;
    }
    Reach { destinations, capturable }
}

const COL_FIRST: u64 = {
    let (mut mask, mut row) = (0, 0);
    while row < SIDE {
        mask |= 1 << (row * SIDE);
        row += 1;
    }
    mask
};
const COL_LAST: u64 = COL_FIRST << (SIDE - 1);

/// Every square of `mask` moved one cell in `direction`; squares that would leave the board
/// drop out.
const fn shift(mask: u64, direction: Direction) -> u64 {
    match direction {
        Direction::Up => mask >> SIDE,
        Direction::Down => (mask << SIDE) & BOARD,
        Direction::Left => (mask & !COL_FIRST) >> 1,
        Direction::Right => (mask & !COL_LAST) << 1,
    }
}

fn material(board: &Board) -> i32 {
    let me = board.to_move();
    board.piece_count(me) as i32 - board.piece_count(me.opponent()) as i32
}

/// Rows advanced, summed over `side`'s pieces: `x` heads down, `o` up.
fn advancement(board: &Board, side: Seat) -> i32 {
    Square::in_mask(board.pieces(side))
        .map(|square| match side {
            Seat::First => i32::from(square.row()) - 1,
            Seat::Second => i32::from(SIDE - square.row()),
        })
        .sum()
}
