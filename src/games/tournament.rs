//! Round robins, written once for every game and front end: which pairs of entrants play and
//! which of their games ([`round_robin`]), the games played on threads of their own with a player
//! of each entrant kept from game to game ([`Schedule`]), and the results as they come in — the
//! standings with forfeits by kind, and the crosstable ([`Results`]). The command line's
//! `tournament` and `rate` play through it.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;

use serde::Serialize;

use super::matches::{ForfeitKind, MatchPlan, Outcome, Player, play_game};
use super::{Notation, Seat};

/// A pair of entrants (`first` < `second`, by their order in the entrants' list).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pairing {
    pub first: usize,
    pub second: usize,
}

/// One game to play: the pairing's index and the game's number in the pairing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fixture {
    pub pairing: usize,
    pub number: u32,
}

/// Every pair of `entrants` entrants, and `games` games for each, round by round (the first
/// game of every pair, then the second…), so that the results of every pair fill in together.
pub fn round_robin(entrants: usize, games: u32) -> (Vec<Pairing>, Vec<Fixture>) {
    let pairings: Vec<Pairing> =
        (0..entrants).flat_map(|first| (first + 1..entrants).map(move |second| Pairing { first, second })).collect();
    let fixtures = (0..games).flat_map(|number| (0..pairings.len()).map(move |pairing| Fixture { pairing, number }));
    let fixtures = fixtures.collect();
    (pairings, fixtures)
}

/// Makes an entrant's player: one for each thread that plays its games, and a fresh one after a
/// forfeit.
pub type MakePlayer<'a, G> = dyn Fn() -> Box<dyn Player<G>> + Sync + 'a;

/// The games between entrants: which pairs play, which games of each, from where.
pub struct Schedule<'t, G: Notation> {
    /// Each entrant's maker of players.
    pub entrants: &'t [&'t MakePlayer<'t, G>],
    pub pairings: &'t [Pairing],
    /// In the order they are started.
    pub fixtures: &'t [Fixture],
    pub plan: &'t MatchPlan<G::Move>,
}

impl<G: Notation> Schedule<'_, G> {
    /// Plays the fixtures, `jobs` at once, until they are done or `cancel` is set, handing each
    /// finished game to `each` as it ends.
    pub fn play(&self, jobs: usize, cancel: &AtomicBool, mut each: impl FnMut(Fixture, Outcome<G>)) {
        let next = AtomicUsize::new(0);
        let jobs = jobs.clamp(1, self.fixtures.len().max(1));
        if jobs == 1 {
            // On this thread: where threads cannot be started (a web page's worker), and where
            // one would only wait for the other.
            self.play_share(&next, cancel, &mut |fixture, outcome| {
                each(fixture, outcome);
                true
            });
            return;
        }
        std::thread::scope(|scope| {
            let (sender, receiver) = mpsc::channel();
            for _ in 0..jobs {
                let (sender, next) = (sender.clone(), &next);
                scope.spawn(move || {
                    self.play_share(next, cancel, &mut |fixture, outcome| sender.send((fixture, outcome)).is_ok())
                });
            }
            drop(sender);
            for (fixture, outcome) in receiver {
                each(fixture, outcome);
            }
        });
    }

    /// One thread's share of the fixtures, with a player of each entrant kept from game to game;
    /// each game's outcome to `deliver`, which says whether more are wanted.
    fn play_share(
        &self,
        next: &AtomicUsize,
        cancel: &AtomicBool,
        deliver: &mut dyn FnMut(Fixture, Outcome<G>) -> bool,
    ) {
        // Each entrant's player on this thread, made when it first plays here.
        let mut players: Vec<Option<Box<dyn Player<G>>>> = Vec::new();
        players.resize_with(self.entrants.len(), || None);
        loop {
            let Some(&fixture) = self.fixtures.get(next.fetch_add(1, Ordering::Relaxed)) else { return };
            if cancel.load(Ordering::Relaxed) {
                return;
            }
            let pairing = self.pairings[fixture.pairing];
            let seated = [pairing.first, pairing.second];
            let mut playing =
                seated.map(|entrant| players[entrant].take().unwrap_or_else(|| (self.entrants[entrant])()));
            let Some(outcome) = play_game(self.plan, fixture.number, &mut playing, cancel) else { return };
            for (entrant, player) in seated.into_iter().zip(playing) {
                players[entrant] = Some(player);
            }
            if let Some((seat, _)) = &outcome.forfeit {
                // Whatever state the player is in (an engine's), the next game gets a fresh one.
                players[seated[outcome.player(*seat)]] = None;
            }
            if !deliver(fixture, outcome) {
                return;
            }
        }
    }
}

/// An entrant's results.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Standing {
    pub name: String,
    /// What it is, as its front end describes it (`program:python3 agent.py`, a level's name).
    pub player: String,
    /// Wins and half the draws.
    pub points: f64,
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Games lost by forfeit, by kind.
    pub forfeits: BTreeMap<ForfeitKind, u32>,
}

/// What one entrant scored against another.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Cell {
    pub points: f64,
    pub games: u32,
}

/// The results so far, in the order the entrants were given.
#[derive(Clone, Debug, Default)]
pub struct Results {
    pub standings: Vec<Standing>,
    /// `crosstable[i][j]`: what entrant `i` scored against entrant `j` (`None` where `i == j`).
    pub crosstable: Vec<Vec<Option<Cell>>>,
    /// What went wrong with players, game by game, in words.
    pub incidents: Vec<String>,
    pub games: u32,
}

impl Results {
    /// No game yet between the entrants, each given as its name and what it is.
    pub fn new(entrants: impl IntoIterator<Item = (String, String)>) -> Self {
        let standings: Vec<Standing> =
            entrants.into_iter().map(|(name, player)| Standing { name, player, ..Standing::default() }).collect();
        let count = standings.len();
        let crosstable =
            (0..count).map(|row| (0..count).map(|column| (row != column).then(Cell::default)).collect()).collect();
        Self { standings, crosstable, incidents: Vec::new(), games: 0 }
    }

    /// Counts `outcome`, a game between the entrants `pairing` names.
    pub fn count<G: Notation>(&mut self, pairing: Pairing, outcome: &Outcome<G>) {
        let entrant = |seat: Seat| [pairing.first, pairing.second][outcome.player(seat)];
        let winner = outcome.winner();
        for seat in Seat::BOTH {
            let (me, opponent) = (entrant(seat), entrant(seat.opponent()));
            let points = match winner {
                Some(won) if won == seat => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
            let standing = &mut self.standings[me];
            standing.games += 1;
            standing.points += points;
            match winner {
                Some(won) if won == seat => standing.wins += 1,
                Some(_) => standing.losses += 1,
                None => standing.draws += 1,
            }
            if let Some(cell) = &mut self.crosstable[me][opponent] {
                cell.points += points;
                cell.games += 1;
            }
        }
        if let Some((seat, forfeit)) = &outcome.forfeit {
            *self.standings[entrant(*seat)].forfeits.entry(forfeit.kind).or_default() += 1;
            let [loser, opponent] = [*seat, seat.opponent()].map(|seat| &self.standings[entrant(seat)].name);
            let side = G::SIDES[seat.index()];
            let number = outcome.number + 1;
            self.incidents.push(format!("{loser} against {opponent}, game {number}: {side} loses: {forfeit}"));
        }
        self.games += 1;
    }

    /// The entrants' indices, best first: most points, then most wins, then the order given.
    pub fn ranking(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.standings.len()).collect();
        order.sort_by(|&a, &b| {
            let (a, b) = (&self.standings[a], &self.standings[b]);
            b.points.total_cmp(&a.points).then(b.wins.cmp(&a.wins))
        });
        order
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_round_robin_pairs_everyone_once_and_plays_round_by_round() {
        let (pairings, fixtures) = round_robin(4, 2);
        assert_eq!(pairings.len(), 6);
        assert!(pairings.iter().all(|pairing| pairing.first < pairing.second));
        assert_eq!(fixtures.len(), 12);
        assert!(fixtures[..6].iter().all(|fixture| fixture.number == 0), "every pair's first game first");
        assert_eq!(round_robin(1, 4), (Vec::new(), Vec::new()));
    }
}
