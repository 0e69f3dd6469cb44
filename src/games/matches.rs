//! Matches between two players, written once for every game: where each game starts (the game's
//! start, a list of openings, or seeded random ones), colours swapped in pairs, every move checked
//! before it is played, and the tally with its uncertainty. The command line's `match` plays
//! through it on threads of its own, the window's duel on the task pool; both replay alike from
//! the same seed, however many games run at once.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use web_time::Instant;

use serde::{Deserialize, Serialize};

use super::random::{SplitMix64, mix64, random_opening};
use super::{Notation, Seat};
use crate::engine::{DRAW, Game};

/// A move as a player gave it, with what the player said of it (an outside engine's evaluation
/// and thinking time), which a game file keeps.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayedMove<M> {
    pub mv: M,
    pub eval: Option<f64>,
    pub seconds: Option<f64>,
}

impl<M> PlayedMove<M> {
    pub const fn bare(mv: M) -> Self {
        Self { mv, eval: None, seconds: None }
    }
}

/// A game of a match: where it started, the moves since (the opening's included) and where
/// they lead. Every move in it is legal: [`play_game`] checks each before it plays it.
#[derive(Clone, Debug)]
pub struct GameSoFar<G: Game> {
    start: G,
    moves: Vec<PlayedMove<G::Move>>,
    position: G,
}

impl<G: Game> GameSoFar<G> {
    pub fn new(start: G) -> Self {
        Self { position: start.clone(), start, moves: Vec::new() }
    }

    /// The game of `moves` played from `start`, or `None` where one of them is not legal where
    /// it is played.
    pub fn replayed(start: G, moves: impl IntoIterator<Item = PlayedMove<G::Move>>) -> Option<Self> {
        let mut game = Self::new(start);
        let mut legal = Vec::new();
        for played in moves {
            legal.clear();
            game.position.generate_moves(&mut legal);
            if !legal.contains(&played.mv) {
                return None;
            }
            game.play(played);
        }
        Some(game)
    }

    pub fn start(&self) -> &G {
        &self.start
    }

    pub fn moves(&self) -> &[PlayedMove<G::Move>] {
        &self.moves
    }

    /// The moves alone.
    pub fn move_list(&self) -> Vec<G::Move> {
        self.moves.iter().map(|played| played.mv).collect()
    }

    /// The position after the last move.
    pub fn position(&self) -> &G {
        &self.position
    }

    fn play(&mut self, played: PlayedMove<G::Move>) {
        self.position = self.position.play(played.mv);
        self.moves.push(played);
    }
}

/// How a player lost a game without playing it out: the kinds a tournament's standings count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ForfeitKind {
    /// It played a move the rules forbid there.
    Illegal,
    /// It answered something that is not a move.
    Malformed,
    /// It took longer than its time to answer.
    Timeout,
    /// It could not be started, or it stopped or crashed without answering.
    Crash,
    /// It wrote more than a player may without a move.
    Flood,
    /// It found no move (one of our own players: a fault of ours).
    NoMove,
}

/// Why a player lost a game by forfeit: its kind, and the reason in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Forfeit {
    pub kind: ForfeitKind,
    pub reason: String,
}

impl Forfeit {
    pub fn new(kind: ForfeitKind, reason: impl Into<String>) -> Self {
        Self { kind, reason: reason.into() }
    }
}

impl std::fmt::Display for Forfeit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.reason)
    }
}

/// What a player is told when it is its turn.
pub struct Turn<'a, G: Game> {
    pub game: &'a GameSoFar<G>,
    /// The game's own seed (the match's, mixed with the game's number), by which players vary
    /// their play from game to game.
    pub game_seed: u64,
    /// The game's random numbers, which both its players draw from.
    pub rng: &'a mut SplitMix64,
    pub cancel: &'a AtomicBool,
}

/// One of the two sides of a match's games.
pub trait Player<G: Game>: Send {
    /// The move for the position at the end of `turn.game`; `Ok(None)` when `turn.cancel`
    /// stopped the search; an error says why the player loses the game.
    fn choose(&mut self, turn: Turn<G>) -> Result<Option<PlayedMove<G::Move>>, Forfeit>;

    /// A game begins. A player may keep what is costly to make (an outside engine's process)
    /// from one game to the next, but nothing that changes its play: a game must go the same
    /// whoever played the game before it, so that a match replays alike however its games are
    /// shared out.
    fn new_game(&mut self) {}

    /// The name the player gave itself (an outside engine's `set myname`).
    fn name(&self) -> Option<String> {
        None
    }
}

/// The move a player of ours found, as a turn's answer.
pub fn found<M>(mv: Option<M>) -> Result<Option<PlayedMove<M>>, Forfeit> {
    mv.map(|mv| Some(PlayedMove::bare(mv))).ok_or_else(|| Forfeit::new(ForfeitKind::NoMove, "found no move"))
}

/// Where a match's games start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Openings<M> {
    /// The game's start.
    Start,
    /// These openings, each as its moves from the start, in turn from a place the seed picks.
    List(Vec<Vec<M>>),
    /// Seeded random openings of this many plies.
    Random(u32),
}

/// How a match is played: how many games, from where, and whether the players swap colours.
#[derive(Clone, Debug)]
pub struct MatchPlan<M> {
    pub games: u32,
    /// The seed of the openings, of each game's random numbers and of the players' variety: the
    /// same seed replays the same match.
    pub seed: u64,
    pub openings: Openings<M>,
    /// The games are played in pairs from the same opening, the players swapping colours.
    pub swap_colours: bool,
}

impl<M: Copy> MatchPlan<M> {
    /// The moves game `number` (from 0) starts with from `start`, and whether its players swap
    /// seats (the player given first then plays the second seat).
    pub fn opening<G: Game<Move = M>>(&self, start: &G, number: u32) -> (Vec<M>, bool) {
        let (pair, swapped) = if self.swap_colours { (number / 2, number % 2 == 1) } else { (number, false) };
        let moves = match &self.openings {
            Openings::Start => Vec::new(),
            Openings::Random(plies) => random_opening(start, *plies, self.seed, u64::from(pair)),
            Openings::List(list) if list.is_empty() => Vec::new(),
            Openings::List(list) => {
                // The seed picks where in the list the match starts.
                let first = (mix64(self.seed) % list.len() as u64) as usize;
                list[(first + pair as usize) % list.len()].clone()
            }
        };
        (moves, swapped)
    }
}

/// How one game of a match ended.
#[derive(Clone, Debug)]
pub struct Outcome<G: Game> {
    /// The game's number in the match, from 0.
    pub number: u32,
    pub game: GameSoFar<G>,
    /// Which player (0: the one given first, 1: the other) played the first seat.
    pub first_player: usize,
    /// The seat that lost by forfeit, and why.
    pub forfeit: Option<(Seat, Forfeit)>,
    /// How long each player (0: the one given first, 1: the other) took over its moves.
    pub thinking: [Thinking; 2],
}

/// The moves a player chose in a match and the wall-clock time it took over them (an outside
/// engine's includes its messages): how much of its time a player uses, beside how well it
/// plays. Forced passes and opening moves are not the player's.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Thinking {
    pub moves: u32,
    pub seconds: f64,
}

impl Thinking {
    fn add(&mut self, took: Duration) {
        self.moves += 1;
        self.seconds += took.as_secs_f64();
    }

    pub fn merge(&mut self, other: Thinking) {
        self.moves += other.moves;
        self.seconds += other.seconds;
    }

    /// The average time a move, in seconds; `None` before a move.
    pub fn seconds_per_move(&self) -> Option<f64> {
        (self.moves > 0).then(|| self.seconds / f64::from(self.moves))
    }
}

/// The player (0: the one given first, 1: the other) in `seat` of a game whose first seat
/// `first_player` plays.
fn player_in(seat: Seat, first_player: usize) -> usize {
    match seat {
        Seat::First => first_player,
        Seat::Second => 1 - first_player,
    }
}

impl<G: Notation> Outcome<G> {
    /// The player (0 or 1) in `seat`.
    pub fn player(&self, seat: Seat) -> usize {
        player_in(seat, self.first_player)
    }

    /// The seat player `player` (0 or 1) played.
    pub fn seat_of(&self, player: usize) -> Seat {
        if self.player(Seat::First) == player { Seat::First } else { Seat::Second }
    }

    /// The seat that won; `None` for a draw.
    pub fn winner(&self) -> Option<Seat> {
        if let Some((loser, _)) = &self.forfeit {
            return Some(loser.opponent());
        }
        let end = self.game.position();
        match end.terminal_score().cmp(&DRAW) {
            std::cmp::Ordering::Greater => Some(end.seat_to_move()),
            std::cmp::Ordering::Less => Some(end.seat_to_move().opponent()),
            std::cmp::Ordering::Equal => None,
        }
    }
}

/// Plays game `number` of `plan` between `players` (the one given first, then the other, whatever
/// seats they take); `None` when `cancel` stopped it. A player that fails or plays an illegal move
/// loses by forfeit; a forced pass is played for the player.
pub fn play_game<G: Notation>(
    plan: &MatchPlan<G::Move>,
    number: u32,
    players: &mut [Box<dyn Player<G>>; 2],
    cancel: &AtomicBool,
) -> Option<Outcome<G>> {
    let start = G::start();
    let (opening, swapped) = plan.opening(&start, number);
    let first_player = usize::from(swapped);
    players.iter_mut().for_each(|player| player.new_game());
    let mut game = GameSoFar::new(start);
    for mv in opening {
        game.play(PlayedMove::bare(mv));
    }
    let mut rng = SplitMix64::new(mix64(plan.seed ^ mix64(u64::from(number))));
    let game_seed = mix64(plan.seed ^ u64::from(number));
    let mut forfeit = None;
    let mut thinking = [Thinking::default(); 2];
    let mut legal = Vec::new();
    while !game.position().is_over() {
        let seat = game.position().seat_to_move();
        legal.clear();
        game.position().generate_moves(&mut legal);
        // A forced pass needs no player (NBoard does not ask engines for one either).
        let answer = match legal[..] {
            [pass] if G::is_pass(pass) => Ok(PlayedMove::bare(pass)),
            _ => {
                let turn = Turn { game: &game, game_seed, rng: &mut rng, cancel };
                let player = player_in(seat, first_player);
                let asked = Instant::now();
                let answer = players[player].choose(turn).transpose()?;
                thinking[player].add(asked.elapsed());
                answer
            }
        };
        match answer.and_then(|played| check_legal(game.position(), &legal, played)) {
            Ok(played) => game.play(played),
            Err(reason) => {
                forfeit = Some((seat, reason));
                break;
            }
        }
    }
    Some(Outcome { number, game, first_player, forfeit, thinking })
}

/// `played` if it is one of the `legal` moves of `position`, else why not.
fn check_legal<G: Notation>(
    position: &G,
    legal: &[G::Move],
    played: PlayedMove<G::Move>,
) -> Result<PlayedMove<G::Move>, Forfeit> {
    if legal.contains(&played.mv) {
        return Ok(played);
    }
    let seat = position.seat_to_move();
    let side = G::SIDES[seat.index()];
    let legal = legal.iter().map(|&mv| G::move_text(seat, mv)).collect::<Vec<_>>().join(" ");
    let problem = if G::is_pass(played.mv) {
        format!("{side} cannot pass while it has moves ({legal})")
    } else {
        format!("{side} cannot play {} (legal: {legal})", G::move_text(seat, played.mv))
    };
    Err(Forfeit::new(ForfeitKind::Illegal, format!("played an illegal move: {problem} in position {position}")))
}

/// One player's results in a match.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Record {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Games lost by crashing, timing out or playing an illegal move.
    pub forfeits: u32,
    /// The discs (pieces) the player had at the end of its games, in games that count them.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub discs: Option<u32>,
}

/// A match's results so far, for the player given first and the other.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tally {
    pub players: [Record; 2],
}

impl Tally {
    /// No game yet, of game `G` (whose players' discs are counted where it counts them).
    pub fn new<G: Notation>() -> Self {
        let record = Record { discs: G::start().count(Seat::First).map(|_| 0), ..Record::default() };
        Self { players: [record; 2] }
    }

    pub fn games(&self) -> u32 {
        let first = &self.players[0];
        first.wins + first.draws + first.losses
    }

    pub fn count<G: Notation>(&mut self, outcome: &Outcome<G>) {
        let end = outcome.game.position();
        for seat in Seat::BOTH {
            let record = &mut self.players[outcome.player(seat)];
            if let (Some(total), Some(count)) = (&mut record.discs, end.count(seat)) {
                *total += count;
            }
        }
        match outcome.winner() {
            Some(seat) => {
                self.players[outcome.player(seat)].wins += 1;
                self.players[outcome.player(seat.opponent())].losses += 1;
            }
            None => self.players.iter_mut().for_each(|player| player.draws += 1),
        }
        if let Some((seat, _)) = &outcome.forfeit {
            self.players[outcome.player(*seat)].forfeits += 1;
        }
    }

    /// Player `player`'s score: wins and half the draws, in percent of the games (50 before any).
    pub fn score(&self, player: usize) -> f64 {
        let record = &self.players[player];
        match self.games() {
            0 => 50.0,
            games => 100.0 * (f64::from(record.wins) + f64::from(record.draws) / 2.0) / f64::from(games),
        }
    }

    /// Twice the standard error of the score, in percent: the true score of these players lies
    /// within `score ± margin` about 95 times in 100. `None` before two games, from which
    /// nothing can be told of the spread; 0 when every game went alike.
    pub fn margin(&self) -> Option<f64> {
        let games = self.games();
        if games < 2 {
            return None;
        }
        let record = &self.players[0];
        let mean = self.score(0) / 100.0;
        let squares = f64::from(record.wins) * (1.0 - mean).powi(2)
            + f64::from(record.draws) * (0.5 - mean).powi(2)
            + f64::from(record.losses) * mean.powi(2);
        let n = f64::from(games);
        let variance = squares / (n - 1.0);
        Some(200.0 * (variance / n).sqrt())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::tictactoe::{Board, Cell};

    fn cells(indices: &[usize]) -> Vec<Cell> {
        indices.iter().map(|&index| Cell::from_index(index).expect("a cell")).collect()
    }

    /// Plays the first legal move, counting its turns.
    struct FirstMove;

    impl Player<Board> for FirstMove {
        fn choose(&mut self, turn: Turn<Board>) -> Result<Option<PlayedMove<Cell>>, Forfeit> {
            let mut legal = Vec::new();
            turn.game.position().generate_moves(&mut legal);
            found(legal.first().copied())
        }
    }

    /// Plays a move that is not legal.
    struct Cheat;

    impl Player<Board> for Cheat {
        fn choose(&mut self, turn: Turn<Board>) -> Result<Option<PlayedMove<Cell>>, Forfeit> {
            let taken = turn.game.move_list().first().copied().unwrap_or(Cell::CENTER);
            Ok(Some(PlayedMove::bare(taken)))
        }
    }

    fn plan(openings: Openings<Cell>, swap_colours: bool) -> MatchPlan<Cell> {
        MatchPlan { games: 6, seed: 7, openings, swap_colours }
    }

    #[test]
    fn pairs_share_an_opening_with_colours_swapped() {
        let plan = plan(Openings::Random(3), true);
        let start = Board::start();
        let openings: Vec<_> = (0..6).map(|number| plan.opening(&start, number)).collect();
        for pair in openings.chunks(2) {
            assert_eq!(pair[0].0, pair[1].0, "both games of a pair start alike");
            assert_eq!((pair[0].1, pair[1].1), (false, true));
            assert_eq!(pair[0].0.len(), 3);
        }
        assert_ne!(openings[0].0, openings[2].0, "pairs start differently");
        let list = MatchPlan { openings: Openings::List(vec![cells(&[4]), cells(&[0]), cells(&[8])]), ..plan };
        let mut firsts: Vec<_> = (0..6).map(|number| list.opening(&start, number).0[0]).collect();
        firsts.dedup();
        firsts.sort_unstable();
        assert_eq!(firsts, cells(&[0, 4, 8]), "three pairs go through the list of three");
    }

    #[test]
    fn a_game_is_played_to_its_end_and_counted_for_the_right_player() {
        let plan = plan(Openings::Start, true);
        let cancel = AtomicBool::new(false);
        let mut players: [Box<dyn Player<Board>>; 2] = [Box::new(FirstMove), Box::new(FirstMove)];
        let mut tally = Tally::new::<Board>();
        for number in 0..2 {
            let outcome = play_game(&plan, number, &mut players, &cancel).expect("not cancelled");
            assert!(outcome.game.position().is_over());
            // First-move play fills the cells in order: X takes 0 1 2 in a row and wins.
            assert_eq!(outcome.winner(), Some(Seat::First));
            assert_eq!(outcome.player(Seat::First), number as usize);
            assert_eq!(outcome.seat_of(number as usize), Seat::First);
            tally.count(&outcome);
        }
        assert_eq!(tally.players[0], Record { wins: 1, losses: 1, ..Record::default() });
        assert_eq!(tally.score(1), 50.0);
    }

    #[test]
    fn an_illegal_move_loses_by_forfeit() {
        let plan = plan(Openings::Start, false);
        let mut players: [Box<dyn Player<Board>>; 2] = [Box::new(FirstMove), Box::new(Cheat)];
        let outcome = play_game(&plan, 0, &mut players, &AtomicBool::new(false)).expect("not cancelled");
        let (seat, reason) = outcome.forfeit.clone().expect("O replays X's cell");
        assert_eq!(seat, Seat::Second);
        assert_eq!(reason.kind, ForfeitKind::Illegal);
        assert!(reason.reason.contains("illegal"), "{reason}");
        assert_eq!(outcome.winner(), Some(Seat::First));
        let mut tally = Tally::new::<Board>();
        tally.count(&outcome);
        assert_eq!(tally.players[1].forfeits, 1);
    }

    #[test]
    fn the_margin_is_twice_the_standard_error_of_the_score() {
        let mut tally = Tally::new::<Board>();
        assert_eq!(tally.margin(), None);
        tally.players[0] = Record { wins: 3, draws: 2, losses: 1, ..Record::default() };
        tally.players[1] = Record { wins: 1, draws: 2, losses: 3, ..Record::default() };
        assert!((tally.score(0) - 400.0 / 6.0).abs() < 1e-9);
        // Points 1 1 1 ½ ½ 0: mean ⅔, squared deviations sum to ⅚, sample variance ⅙,
        // standard error √(⅙ / 6) = ⅙.
        let margin = tally.margin().expect("six games");
        assert!((margin - 100.0 / 3.0).abs() < 1e-9, "{margin}");
        tally.players[0] = Record { wins: 4, ..Record::default() };
        tally.players[1] = Record { losses: 4, ..Record::default() };
        assert_eq!(tally.margin(), Some(0.0));
    }
}
