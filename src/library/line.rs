//! A game's moves as their places among the legal moves of each position, in the order the rules
//! list them: exact for every game, with no notation to misread, and checked again move by move
//! when read back. The autosave and the library both keep games this way.

use crate::engine::Game;

/// Why a stored line is not a game from its start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineError {
    /// The move's number in the line, from 1.
    pub ply: usize,
}

impl std::fmt::Display for LineError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "move {} is not one of the legal moves of its position", self.ply)
    }
}

impl std::error::Error for LineError {}

/// `moves`, played from `start`, as places among the legal moves. A move that was not legal
/// where it stands (which no game of the window holds) is written as one that cannot be read.
pub fn encode<G: Game>(start: &G, moves: &[G::Move]) -> Vec<u16> {
    let mut position = start.clone();
    let mut legal = Vec::new();
    moves
        .iter()
        .map(|&mv| {
            legal.clear();
            position.generate_moves(&mut legal);
            let index = legal.iter().position(|&candidate| candidate == mv);
            if index.is_some() {
                position = position.play(mv);
            }
            index.and_then(|index| u16::try_from(index).ok()).unwrap_or(u16::MAX)
        })
        .collect()
}

/// The moves of a stored line from `start`, each checked against the rules.
pub fn decode<G: Game>(start: &G, line: &[u16]) -> Result<Vec<G::Move>, LineError> {
    let mut position = start.clone();
    let mut legal = Vec::new();
    let mut moves = Vec::with_capacity(line.len());
    for (ply, &index) in line.iter().enumerate() {
        legal.clear();
        position.generate_moves(&mut legal);
        let Some(&mv) = legal.get(usize::from(index)) else { return Err(LineError { ply: ply + 1 }) };
        position = position.play(mv);
        moves.push(mv);
    }
    Ok(moves)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::random::random_opening;
    use crate::games::reversi::Position;

    #[test]
    fn a_line_reads_back_as_the_same_moves_and_a_bad_index_is_named() {
        let start = Position::initial();
        let moves = random_opening(&start, 200, 7, 0);
        assert!(moves.len() > 50, "a whole game, passes and all");
        let line = encode(&start, &moves);
        assert_eq!(decode(&start, &line), Ok(moves));
        let mut broken = line.clone();
        broken[9] = 40;
        assert_eq!(decode(&start, &broken), Err(LineError { ply: 10 }));
    }
}
