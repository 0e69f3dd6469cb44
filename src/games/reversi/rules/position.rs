//! A Reversi position, the moves on it, and the end-of-game scoring.

use std::fmt;

use super::bitboard::{Bitboard, Square};
use super::moves::{flips, legal_moves};
use crate::engine::{DRAW, Game, Score, proven_loss, proven_win};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Side {
    Black,
    White,
}

impl Side {
    pub const fn opponent(self) -> Self {
        match self {
            Side::Black => Side::White,
            Side::White => Side::Black,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Side::Black => "Black",
            Side::White => "White",
        }
    }
}

/// A Reversi move: a disc on a square, or a pass when the rules force one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    Place(Square),
    Pass,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(square) => square.fmt(f),
            Move::Pass => f.write_str("pass"),
        }
    }
}

/// A position: the discs of the side to move (`player`) and of the other side (`opponent`),
/// and which colour is to move. Sixteen bytes and a flag, copied freely.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    player: Bitboard,
    opponent: Bitboard,
    side_to_move: Side,
}

/// What a move changed, for the window's animation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveEffect {
    pub placed: Option<Square>,
    pub flipped: Bitboard,
}

impl Position {
    /// The standard start: white on d4 and e5, black on e4 and d5, black to move.
    pub fn initial() -> Self {
        let black = Bitboard(1 << 28 | 1 << 35);
        let white = Bitboard(1 << 27 | 1 << 36);
        Self { player: black, opponent: white, side_to_move: Side::Black }
    }

    /// Builds a position from the discs of each colour. Fails if they overlap.
    pub fn from_sides(black: Bitboard, white: Bitboard, side_to_move: Side) -> Option<Self> {
        if !(black & white).is_empty() {
            return None;
        }
        Some(match side_to_move {
            Side::Black => Self { player: black, opponent: white, side_to_move },
            Side::White => Self { player: white, opponent: black, side_to_move },
        })
    }

    pub const fn player(&self) -> Bitboard {
        self.player
    }

    pub const fn opponent(&self) -> Bitboard {
        self.opponent
    }

    pub const fn side_to_move(&self) -> Side {
        self.side_to_move
    }

    pub fn discs(&self, color: Side) -> Bitboard {
        if color == self.side_to_move { self.player } else { self.opponent }
    }

    pub fn side_at(&self, square: Square) -> Option<Side> {
        if self.player.contains(square) {
            Some(self.side_to_move)
        } else if self.opponent.contains(square) {
            Some(self.side_to_move.opponent())
        } else {
            None
        }
    }

    pub fn empties(&self) -> Bitboard {
        !(self.player | self.opponent)
    }

    pub fn empty_count(&self) -> u32 {
        64 - self.disc_count()
    }

    /// The discs on the board, both sides'.
    pub fn disc_count(&self) -> u32 {
        (self.player | self.opponent).count()
    }

    /// The moves that placed a disc since the start: the plies played, passes aside (an opening
    /// has none), which is how the opening book counts its depth.
    pub fn discs_placed(&self) -> u32 {
        self.disc_count().saturating_sub(4)
    }

    /// The squares where the side to move may place a disc.
    pub fn legal_squares(&self) -> Bitboard {
        Bitboard(legal_moves(self.player.0, self.opponent.0))
    }

    /// The side to move has no disc to place but the game goes on: it must pass.
    pub fn must_pass(&self) -> bool {
        self.legal_squares().is_empty() && !self.opponent_squares().is_empty()
    }

    fn opponent_squares(&self) -> Bitboard {
        Bitboard(legal_moves(self.opponent.0, self.player.0))
    }

    pub fn is_game_over(&self) -> bool {
        self.legal_squares().is_empty() && self.opponent_squares().is_empty()
    }

    pub fn is_legal(&self, mv: Move) -> bool {
        match mv {
            Move::Place(square) => self.legal_squares().contains(square),
            Move::Pass => self.must_pass(),
        }
    }

    /// The position after `mv` and what it changed, or `None` if `mv` is illegal here.
    pub fn try_play(&self, mv: Move) -> Option<(Self, MoveEffect)> {
        if !self.is_legal(mv) {
            return None;
        }
        let effect = match mv {
            Move::Place(square) => MoveEffect {
                placed: Some(square),
                flipped: Bitboard(flips(self.player.0, self.opponent.0, square.index())),
            },
            Move::Pass => MoveEffect { placed: None, flipped: Bitboard::EMPTY },
        };
        Some((self.play_unchecked(mv), effect))
    }

    /// The position after `mv`, which the caller knows to be legal.
    #[inline]
    pub fn play_unchecked(&self, mv: Move) -> Self {
        match mv {
            Move::Place(square) => {
                let flipped = flips(self.player.0, self.opponent.0, square.index());
                Self {
                    player: Bitboard(self.opponent.0 ^ flipped),
                    opponent: Bitboard(self.player.0 | flipped | square.bit().0),
                    side_to_move: self.side_to_move.opponent(),
                }
            }
            Move::Pass => self.passed(),
        }
    }

    pub fn passed(&self) -> Self {
        Self { player: self.opponent, opponent: self.player, side_to_move: self.side_to_move.opponent() }
    }

    /// The final disc difference for the side to move if the game ended here: disc count
    /// difference, with the empty squares going to the winner (World Othello Federation rule).
    pub fn final_margin(&self) -> i32 {
        final_margin(self.player.0, self.opponent.0)
    }

    /// Disc counts as (black, white).
    pub fn disc_counts(&self) -> (u32, u32) {
        (self.discs(Side::Black).count(), self.discs(Side::White).count())
    }

    /// Legal moves of the side to move, passes included, in square order.
    pub fn moves(&self) -> Vec<Move> {
        let mut moves = Vec::new();
        self.generate_moves(&mut moves);
        moves
    }
}

/// Final disc difference for `player`, the empties going to whoever has more discs.
#[inline]
pub(crate) fn final_margin(player: u64, opponent: u64) -> i32 {
    let mine = player.count_ones() as i32;
    let theirs = opponent.count_ones() as i32;
    let empties = 64 - mine - theirs;
    match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => mine - theirs + empties,
        std::cmp::Ordering::Less => mine - theirs - empties,
        std::cmp::Ordering::Equal => 0,
    }
}

/// The engine score of a final disc difference for the side to move.
pub fn margin_score(margin: i32) -> Score {
    match margin.signum() {
        1 => proven_win(margin),
        -1 => proven_loss(-margin),
        _ => DRAW,
    }
}

/// A 64-bit mix of the two bitboards (the finaliser of SplitMix64 on each, then combined).
#[inline]
pub(crate) fn hash_discs(player: u64, opponent: u64) -> u64 {
    fn mix(mut x: u64) -> u64 {
        x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        x ^ (x >> 31)
    }
    mix(player) ^ mix(opponent ^ 0x9E37_79B9_7F4A_7C15).rotate_left(17)
}

impl Game for Position {
    type Move = Move;
    const MOVE_INDEX_SPACE: usize = 65;

    fn generate_moves(&self, moves: &mut Vec<Move>) {
        let squares = self.legal_squares();
        if squares.is_empty() {
            if !self.opponent_squares().is_empty() {
                moves.push(Move::Pass);
            }
        } else {
            moves.extend(squares.squares().map(Move::Place));
        }
    }

    fn is_over(&self) -> bool {
        self.is_game_over()
    }

    fn play(&self, mv: Move) -> Self {
        self.play_unchecked(mv)
    }

    fn terminal_score(&self) -> Score {
        margin_score(self.final_margin())
    }

    fn hash(&self) -> u64 {
        hash_discs(self.player.0, self.opponent.0)
    }

    fn move_index(mv: Move) -> usize {
        match mv {
            Move::Place(square) => square.index(),
            Move::Pass => 64,
        }
    }
}

/// The number of move sequences of `depth` plies from `position`, counted as OEIS A124004 does:
/// a forced pass is a ply, and games that end before `depth` are not counted. The last ply is
/// counted from the move set without playing it.
pub fn perft(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    perft_discs(position.player.0, position.opponent.0, depth)
}

fn perft_discs(player: u64, opponent: u64, depth: u32) -> u64 {
    let moves = legal_moves(player, opponent);
    if moves == 0 {
        if legal_moves(opponent, player) == 0 {
            return 0;
        }
        return if depth == 1 { 1 } else { perft_discs(opponent, player, depth - 1) };
    }
    if depth == 1 {
        return u64::from(moves.count_ones());
    }
    let mut total = 0;
    let mut remaining = moves;
    while remaining != 0 {
        let square = remaining.trailing_zeros() as usize;
        remaining &= remaining - 1;
        let flipped = flips(player, opponent, square);
        let (next_player, next_opponent) = (opponent ^ flipped, player | flipped | 1 << square);
        total += if depth == 2 {
            // The last ply inline: count the replies, or the forced pass.
            match legal_moves(next_player, next_opponent) {
                0 => u64::from(legal_moves(next_opponent, next_player) != 0),
                replies => u64::from(replies.count_ones()),
            }
        } else {
            perft_discs(next_player, next_opponent, depth - 1)
        };
    }
    total
}
