use crate::engine::{DRAW, Game, Score, proven_loss, proven_win};
use crate::games::random::mix64;

use super::moves::{Direction, JumpPath, Move, SQUARE_COUNT, Square};
use crate::games::Seat;

/// The letter of a seat in the notation and the diagrams: `x` for the first to move, which
/// starts on rows 1–3, `o` for the second, on rows 4–6.
pub const fn symbol(seat: Seat) -> char {
    match seat {
        Seat::First => 'x',
        Seat::Second => 'o',
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Outcome {
    Win(Seat),
    Draw,
}

/// Why a game is over.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EndReason {
    /// A side is down to its last piece: 17 of its 18 were captured.
    Elimination,
    /// The move limit was reached; the side with more pieces wins.
    MoveLimit,
}

/// Pieces per side at the start.
pub const PIECES_PER_SIDE: u32 = 18;

/// The assignment's referee ran `controlador x 50 0`: 50 moves per player.
pub const DEFAULT_MOVES_PER_PLAYER: u16 = 50;

pub(super) const BOARD: u64 = (1 << SQUARE_COUNT) - 1;
const X_START: u64 = (1 << 18) - 1;
const O_START: u64 = BOARD & !X_START;

/// A Catapultas position: each side's pieces as a 36-bit mask (bit = [`Square::index`]), the
/// side to move, and how many plies have been played out of the limit.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    x: u64,
    o: u64,
    to_move: Seat,
    plies_played: u16,
    ply_limit: u16,
}

impl Default for Board {
    fn default() -> Self {
        Self::new()
    }
}

/// Why a set of pieces and counters is not a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PositionError {
    /// A piece is outside the 36 cells or both sides claim a cell.
    BadMasks,
    /// Pieces are never added, so neither side can have more than 18.
    TooManyPieces(Seat),
    /// The move limit must allow at least one ply.
    ZeroLimit,
    /// More plies played than the limit allows.
    PastLimit { plies_played: u16, ply_limit: u16 },
}

impl std::fmt::Display for PositionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::BadMasks => f.write_str("pieces outside the board or two pieces on one cell"),
            Self::TooManyPieces(side) => {
                write!(f, "{} has more than {PIECES_PER_SIDE} pieces", symbol(*side))
            }
            Self::ZeroLimit => f.write_str("the move limit must be at least one ply"),
            Self::PastLimit { plies_played, ply_limit } => {
                write!(f, "{plies_played} plies played but the limit is {ply_limit}")
            }
        }
    }
}

impl std::error::Error for PositionError {}

impl Board {
    /// The starting position, `x` to move, with the default limit of 50 moves per player.
    pub const fn new() -> Self {
        Self { x: X_START, o: O_START, to_move: Seat::First, plies_played: 0, ply_limit: 2 * DEFAULT_MOVES_PER_PLAYER }
    }

    /// A position from its parts. `ply_limit` counts both players' moves (passes included).
    pub fn from_parts(x: u64, o: u64, to_move: Seat, plies_played: u16, ply_limit: u16) -> Result<Self, PositionError> {
        if (x | o) & !BOARD != 0 || x & o != 0 {
            return Err(PositionError::BadMasks);
        }
        for (side, pieces) in [(Seat::First, x), (Seat::Second, o)] {
            if pieces.count_ones() > PIECES_PER_SIDE {
                return Err(PositionError::TooManyPieces(side));
            }
        }
        if ply_limit == 0 {
            return Err(PositionError::ZeroLimit);
        }
        if plies_played > ply_limit {
            return Err(PositionError::PastLimit { plies_played, ply_limit });
        }
        Ok(Self { x, o, to_move, plies_played, ply_limit })
    }

    /// The same position with a limit of `moves` per player (at least 1), counted from the
    /// start of the game.
    pub fn with_moves_per_player(self, moves: u16) -> Self {
        let ply_limit = moves.clamp(1, u16::MAX / 2) * 2;
        Self { ply_limit: ply_limit.max(self.plies_played), ..self }
    }

    pub const fn to_move(&self) -> Seat {
        self.to_move
    }

    /// `side`'s pieces as a mask.
    pub const fn pieces(&self, side: Seat) -> u64 {
        match side {
            Seat::First => self.x,
            Seat::Second => self.o,
        }
    }

    pub const fn piece_count(&self, side: Seat) -> u32 {
        self.pieces(side).count_ones()
    }

    pub const fn piece_at(&self, square: Square) -> Option<Seat> {
        if self.x & square.bit() != 0 {
            Some(Seat::First)
        } else if self.o & square.bit() != 0 {
            Some(Seat::Second)
        } else {
            None
        }
    }

    /// Plies (single moves, passes included) played so far.
    pub const fn plies_played(&self) -> u16 {
        self.plies_played
    }

    /// Plies after which the game ends.
    pub const fn ply_limit(&self) -> u16 {
        self.ply_limit
    }

    pub const fn empty_squares(&self) -> u64 {
        BOARD & !(self.x | self.o)
    }

    /// Why the game is over, or `None` while it goes on.
    pub const fn end_reason(&self) -> Option<EndReason> {
        if self.piece_count(Seat::First) <= 1 || self.piece_count(Seat::Second) <= 1 {
            Some(EndReason::Elimination)
        } else if self.plies_played >= self.ply_limit {
            Some(EndReason::MoveLimit)
        } else {
            None
        }
    }

    /// The result once the game is over. Both endings come down to counting pieces: at the
    /// limit that is the rule, and a side reduced to one piece has fewer than its captor, who
    /// still has at least two (or the game would have ended before).
    pub fn outcome(&self) -> Option<Outcome> {
        self.end_reason()?;
        let (x, o) = (self.piece_count(Seat::First), self.piece_count(Seat::Second));
        Some(match x.cmp(&o) {
            std::cmp::Ordering::Greater => Outcome::Win(Seat::First),
            std::cmp::Ordering::Less => Outcome::Win(Seat::Second),
            std::cmp::Ordering::Equal => Outcome::Draw,
        })
    }

    /// The enemy pieces `mv` would capture, as a mask.
    pub fn captures(&self, mv: Move) -> u64 {
        match mv {
            Move::Jump(path) => path.landings() & self.pieces(self.to_move.opponent()),
            Move::Step { .. } | Move::Pass => 0,
        }
    }

    /// The legal moves, in a fresh vector: for callers outside the search.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.generate_moves(&mut moves);
        moves
    }

    pub fn is_legal(&self, mv: Move) -> bool {
        self.legal_moves().contains(&mv)
    }

    /// Adds every jump chain of the piece on `start`. Each hop is checked on the board as the
    /// previous hops left it; since captures only remove enemy pieces, and a hop needs an own
    /// piece to jump over and a landing cell without one, the only board change that matters is
    /// the mover's departure, so `others` (the mover's side without it) stays fixed.
    fn push_jumps(&self, start: Square, moves: &mut Vec<Move>) {
        let others = self.pieces(self.to_move) & !start.bit();
        extend_chain(&mut JumpPath::starting_at(start), others, start.bit(), moves);
    }
}

/// Pushes every continuation of `path`, each as a move of its own (every prefix of a chain is
/// a legal jump). `visited` holds the start and every landing so far: none may be landed on.
fn extend_chain(path: &mut JumpPath, others: u64, visited: u64, moves: &mut Vec<Move>) {
    let here = path.to();
    for direction in Direction::ALL {
        let Some(over) = here.neighbor(direction) else {
            continue;
        };
        if others & over.bit() == 0 {
            continue;
        }
        let Some(landing) = over.neighbor(direction) else {
            continue;
        };
        if (others | visited) & landing.bit() != 0 {
            continue;
        }
        path.push(landing);
        moves.push(Move::Jump(*path));
        extend_chain(path, others, visited | landing.bit(), moves);
        path.pop();
    }
}

impl Game for Board {
    type Move = Move;

    /// `from * 36 + to` for steps and jumps, then one for the pass.
    const MOVE_INDEX_SPACE: usize = SQUARE_COUNT * SQUARE_COUNT + 1;

    /// Jumps first (they are the captures), then steps; a pass only when neither exists.
    fn generate_moves(&self, moves: &mut Vec<Move>) {
        if self.end_reason().is_some() {
            return;
        }
        let before = moves.len();
        let own = self.pieces(self.to_move);
        for start in Square::in_mask(own) {
            self.push_jumps(start, moves);
        }
        let empty = self.empty_squares();
        for from in Square::in_mask(own) {
            for direction in Direction::ALL {
                if let Some(to) = from.neighbor(direction)
                    && empty & to.bit() != 0
                {
                    moves.push(Move::Step { from, to });
                }
            }
        }
        if moves.len() == before {
            moves.push(Move::Pass);
        }
    }

    fn is_over(&self) -> bool {
        self.end_reason().is_some()
    }

    fn play(&self, mv: Move) -> Self {
        let mut next = *self;
        let (own, enemy) = match self.to_move {
            Seat::First => (&mut next.x, &mut next.o),
            Seat::Second => (&mut next.o, &mut next.x),
        };
        match mv {
            Move::Step { from, to } => *own ^= from.bit() | to.bit(),
            Move::Jump(path) => {
                *own ^= path.from().bit() | path.to().bit();
                *enemy &= !path.landings();
            }
            Move::Pass => {}
        }
        next.to_move = self.to_move.opponent();
        next.plies_played += 1;
        next
    }

    /// Won or lost by the piece difference.
    fn terminal_score(&self) -> Score {
        let own = self.piece_count(self.to_move) as Score;
        let enemy = self.piece_count(self.to_move.opponent()) as Score;
        match own - enemy {
            margin if margin > 0 => proven_win(margin),
            margin if margin < 0 => proven_loss(-margin),
            _ => DRAW,
        }
    }

    /// The ply count is part of the position: the same pieces nearer the limit can have
    /// another value.
    fn hash(&self) -> u64 {
        let side: u64 = match self.to_move {
            Seat::First => 0,
            Seat::Second => 1,
        };
        // Both words are injective packings: 36 cells, then the side and the counters.
        let first = self.x | side << 36 | u64::from(self.plies_played) << 37;
        let second = self.o | u64::from(self.ply_limit) << 36;
        mix64(mix64(first) ^ second)
    }

    fn move_index(mv: Move) -> usize {
        match (mv.from(), mv.to()) {
            (Some(from), Some(to)) => from.index() * SQUARE_COUNT + to.index(),
            _ => SQUARE_COUNT * SQUARE_COUNT,
        }
    }
}
