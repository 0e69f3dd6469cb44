//! The moves of a game with undo and redo, for any game.

/// The positions of a game from its start, the moves between them, and how far along the player
/// has stepped (undone moves stay until a new move replaces them).
#[derive(Clone, Debug)]
pub struct GameHistory<P, M> {
    positions: Vec<P>,
    moves: Vec<M>,
    cursor: usize,
}

impl<P: Clone, M: Copy> GameHistory<P, M> {
    pub fn new(start: P) -> Self {
        Self { positions: vec![start], moves: Vec::new(), cursor: 0 }
    }

    /// The history of `moves` (legal ones) played from `start` by `play`, at its end.
    pub fn replay(start: P, moves: impl IntoIterator<Item = M>, play: impl Fn(&P, M) -> P) -> Self {
        let mut history = Self::new(start);
        for mv in moves {
            let next = play(history.current(), mv);
            history.push(mv, next);
        }
        history
    }

    pub fn current(&self) -> &P {
        &self.positions[self.cursor]
    }

    pub fn start(&self) -> &P {
        &self.positions[0]
    }

    /// Moves played up to the current position.
    pub fn played(&self) -> &[M] {
        &self.moves[..self.cursor]
    }

    /// The positions from the start to the current one.
    pub fn positions(&self) -> &[P] {
        &self.positions[..=self.cursor]
    }

    /// Every position of the line, from the start, undone ones included.
    pub fn line_positions(&self) -> &[P] {
        &self.positions
    }

    /// Every move of the line, undone ones included.
    pub fn line(&self) -> &[M] {
        &self.moves
    }

    /// Every move of the line with the position it was played from.
    pub fn line_plies(&self) -> impl Iterator<Item = (&P, M)> {
        self.positions.iter().zip(self.moves.iter().copied())
    }

    /// The position shown: how many moves of the line are played.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Shows the position after `ply` moves of the line; false if the line is shorter or it is
    /// shown already.
    pub fn go_to(&mut self, ply: usize) -> bool {
        if ply > self.moves.len() || ply == self.cursor {
            return false;
        }
        self.cursor = ply;
        true
    }

    pub fn last_move(&self) -> Option<M> {
        self.played().last().copied()
    }

    /// Plays `mv`, reaching `next`; undone moves beyond the current position are forgotten.
    pub fn push(&mut self, mv: M, next: P) {
        self.positions.truncate(self.cursor + 1);
        self.moves.truncate(self.cursor);
        self.moves.push(mv);
        self.positions.push(next);
        self.cursor += 1;
    }

    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    pub fn can_redo(&self) -> bool {
        self.cursor < self.moves.len()
    }

    /// Steps back one move, then on past every position where `keep_going` holds (the AI's
    /// replies, forced passes), so the human is on move again.
    pub fn undo(&mut self, keep_going: impl Fn(&P) -> bool) -> bool {
        if !self.can_undo() {
            return false;
        }
        self.cursor -= 1;
        while self.can_undo() && keep_going(self.current()) {
            self.cursor -= 1;
        }
        true
    }

    /// Steps forward one move, then on while `keep_going` holds for the position reached.
    pub fn redo(&mut self, keep_going: impl Fn(&P) -> bool) -> bool {
        if !self.can_redo() {
            return false;
        }
        self.cursor += 1;
        while self.can_redo() && keep_going(self.current()) {
            self.cursor += 1;
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::GameHistory;

    #[test]
    fn undo_skips_the_replies_and_redo_restores_them() {
        let mut history = GameHistory::new(0);
        for n in 1..=4 {
            history.push(n, n);
        }
        // Odd positions are the AI's turn: undo from 4 lands on 2, not 3.
        assert!(history.undo(|p| p % 2 == 1));
        assert_eq!(*history.current(), 2);
        assert!(history.redo(|p| p % 2 == 1));
        assert_eq!(*history.current(), 4);
        history.undo(|_| false);
        history.push(9, 9);
        assert_eq!(history.played(), &[1, 2, 3, 9]);
        assert!(!history.can_redo());
    }

    #[test]
    fn a_replayed_line_ends_at_its_last_position_with_each_move_beside_the_one_before() {
        let history = GameHistory::replay(1, [2, 3, 4], |position, mv| position * mv);
        assert_eq!((*history.current(), history.played()), (24, &[2, 3, 4][..]));
        let plies: Vec<(i32, i32)> = history.line_plies().map(|(before, mv)| (*before, mv)).collect();
        assert_eq!(plies, [(1, 2), (2, 3), (6, 4)]);
    }

    #[test]
    fn go_to_shows_any_position_of_the_line_and_a_move_there_starts_a_new_one() {
        let mut history = GameHistory::new(0);
        for n in 1..=5 {
            history.push(n, n * 10);
        }
        assert!(history.go_to(2));
        assert_eq!((*history.current(), history.played(), history.line().len()), (20, &[1, 2][..], 5));
        assert!(!history.go_to(2), "already there");
        assert!(!history.go_to(6), "past the end of the line");
        history.push(7, 70);
        assert_eq!(history.line(), &[1, 2, 7]);
        assert!(history.go_to(0));
        assert_eq!(*history.current(), 0);
    }
}
