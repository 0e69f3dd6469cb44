//! Tournaments, written once for every game and front end: which pairs of entrants play and
//! which of their games, every pair once ([`round_robin`]) or a Swiss round at a time paired by
//! score ([`swiss_round`]); the games played on threads of their own with a player of each
//! entrant kept from game to game ([`Schedule`]); and the results as they come in — the
//! standings with forfeits by kind and tie-breaks, and the crosstable ([`Results`]). The command
//! line's `tournament` and `rate` play through it.

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

/// How the entrants of a tournament are paired.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Format {
    /// Every pair plays.
    #[default]
    RoundRobin,
    /// Rounds paired by score, no pair twice: a class of thirty in seven rounds rather than
    /// twenty-nine.
    Swiss,
}

/// The rounds a Swiss tournament of `entrants` plays unless told otherwise: enough for one
/// entrant to win them all (⌈log₂ n⌉) and two more to sort the places below, never more than a
/// round robin has. Thirty entrants: seven.
pub fn swiss_rounds(entrants: usize) -> u32 {
    if entrants < 2 {
        return 0;
    }
    let winner_rounds = usize::BITS - (entrants - 1).leading_zeros();
    (winner_rounds + 2).min(entrants as u32 - 1)
}

/// A round of a Swiss tournament: its pairs, and the entrant who sits it out when the count is
/// odd.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwissRound {
    /// `first` plays the first seat in the pair's first game (here `first` < `second` need
    /// not hold).
    pub pairings: Vec<Pairing>,
    pub bye: Option<usize>,
}

/// How far the search for pairs without a repeat goes before it settles for repeats: far more
/// than a class needs (thirty entrants pair at once), little enough never to stall the window.
const PAIRING_STEPS: usize = 200_000;

/// The next round of a Swiss tournament from the results so far: the entrants in the order of
/// the standings, each paired with the best placed below it whom it has not met, going back on
/// a choice that leaves someone with no one new to meet (pairs meet again only where no round
/// without repeats can be found). An odd count gives a bye to the lowest placed entrant among
/// those with the fewest byes. In each pair the entrant who has played the first seat less
/// takes it; the better placed where they are level.
pub fn swiss_round(results: &Results) -> SwissRound {
    let order = results.ranking();
    let met = |a: usize, b: usize| results.crosstable[a][b].is_some_and(|cell| cell.games > 0);
    let fewest_byes = order.iter().map(|&entrant| results.standings[entrant].byes).min().unwrap_or(0);
    // Who may sit out, the lowest placed first; `None` when the count is even.
    let sitting_out: Vec<Option<usize>> = if order.len().is_multiple_of(2) {
        vec![None]
    } else {
        let candidates = order.iter().rev().filter(|&&entrant| results.standings[entrant].byes == fewest_byes);
        candidates.map(|&entrant| Some(entrant)).collect()
    };
    let attempt = |bye: Option<usize>, avoid_repeats: bool| {
        let playing: Vec<usize> = order.iter().copied().filter(|&entrant| Some(entrant) != bye).collect();
        let mut steps = 0;
        let allowed = |a: usize, b: usize| !avoid_repeats || !met(a, b);
        pair_in_order(&playing, &allowed, &mut steps).map(|pairs| (pairs, bye))
    };
    let found = sitting_out
        .iter()
        .find_map(|&bye| attempt(bye, true))
        .or_else(|| attempt(sitting_out[0], false))
        .unwrap_or_default();
    let (pairs, bye) = found;
    let first_seats = &results.first_seats;
    let pairings = pairs
        .into_iter()
        .map(|(better, worse)| {
            if first_seats[worse] < first_seats[better] {
                Pairing { first: worse, second: better }
            } else {
                Pairing { first: better, second: worse }
            }
        })
        .collect();
    SwissRound { pairings, bye }
}

/// Pairs `playing` (an even count, best placed first): the first with the first below it that
/// `allowed` lets it meet and that leaves the rest a pairing too. `None` when there is none, or
/// when more than [`PAIRING_STEPS`] choices have been tried.
fn pair_in_order(
    playing: &[usize],
    allowed: &dyn Fn(usize, usize) -> bool,
    steps: &mut usize,
) -> Option<Vec<(usize, usize)>> {
    let Some((&top, rest)) = playing.split_first() else { return Some(Vec::new()) };
    for (at, &opponent) in rest.iter().enumerate() {
        *steps += 1;
        if *steps > PAIRING_STEPS {
            return None;
        }
        if !allowed(top, opponent) {
            continue;
        }
        let others: Vec<usize> = rest.iter().enumerate().filter(|&(index, _)| index != at).map(|(_, &e)| e).collect();
        if let Some(mut pairs) = pair_in_order(&others, allowed, steps) {
            pairs.insert(0, (top, opponent));
            return Some(pairs);
        }
    }
    None
}

/// Every pair of `entrants` entrants, and `games` games for each, round by round (the first
/// game of every pair, then the second…), so that the results of every pair fill in together.
pub fn round_robin(entrants: usize, games: u32) -> (Vec<Pairing>, Vec<Fixture>) {
    let pairings: Vec<Pairing> =
        (0..entrants).flat_map(|first| (first + 1..entrants).map(move |second| Pairing { first, second })).collect();
    let fixtures = fixtures_of(0..pairings.len(), games);
    (pairings, fixtures)
}

/// `games` games for each pairing of `pairings` (their places in the tournament's list), the
/// first game of every pair, then the second…
fn fixtures_of(pairings: std::ops::Range<usize>, games: u32) -> Vec<Fixture> {
    (0..games).flat_map(|number| pairings.clone().map(move |pairing| Fixture { pairing, number })).collect()
}

/// A tournament's rounds as they are paired, for every front end: a round robin's one round of
/// every pair, or Swiss rounds each paired by the results so far ([`swiss_round`]); every
/// pairing of every round kept in one list, which fixtures name by place.
#[derive(Clone, Debug)]
pub struct Rounds {
    entrants: usize,
    games: u32,
    /// The Swiss rounds to play; `None`: a round robin.
    swiss: Option<u32>,
    /// The rounds paired so far.
    paired: u32,
    pub pairings: Vec<Pairing>,
    /// The round (from 1) each pairing was made in.
    pub pairing_rounds: Vec<u32>,
}

/// A round just paired: its number (from 1), its games in the order to start them, and who sits
/// it out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairedRound {
    pub number: u32,
    pub fixtures: Vec<Fixture>,
    pub bye: Option<usize>,
}

impl Rounds {
    /// The rounds of `entrants` entrants, `games` games a pair each round: `swiss` Swiss rounds,
    /// or a round robin where it is `None`.
    pub fn new(entrants: usize, games: u32, swiss: Option<u32>) -> Self {
        Self { entrants, games, swiss, paired: 0, pairings: Vec::new(), pairing_rounds: Vec::new() }
    }

    /// The Swiss rounds it plays; `None` for a round robin.
    pub fn swiss(&self) -> Option<u32> {
        self.swiss
    }

    /// The rounds it plays: a round robin's one, or its Swiss rounds.
    pub fn count(&self) -> u32 {
        self.swiss.unwrap_or(1)
    }

    /// The rounds paired so far: the one under way is the last of them.
    pub fn paired(&self) -> u32 {
        self.paired
    }

    /// The games a pair plays in a round.
    pub fn games(&self) -> u32 {
        self.games
    }

    /// The games every round together plays.
    pub fn total_games(&self) -> u32 {
        let count = self.entrants as u32;
        match self.swiss {
            None => count * count.saturating_sub(1) / 2 * self.games,
            Some(rounds) => rounds * (count / 2) * self.games,
        }
    }

    /// Pairs the next round by `results` (a Swiss round's bye counted in them at once, worth the
    /// round's games won); `None` after the last.
    pub fn pair_next(&mut self, results: &mut Results) -> Option<PairedRound> {
        if self.paired >= self.count() {
            return None;
        }
        self.paired += 1;
        let (paired, bye) = match self.swiss {
            None => (round_robin(self.entrants, self.games).0, None),
            Some(_) => {
                let SwissRound { pairings, bye } = swiss_round(results);
                (pairings, bye)
            }
        };
        if let Some(bye) = bye {
            results.bye(bye, f64::from(self.games));
        }
        let first_new = self.pairings.len();
        self.pairings.extend(paired);
        self.pairing_rounds.resize(self.pairings.len(), self.paired);
        let fixtures = fixtures_of(first_new..self.pairings.len(), self.games);
        Some(PairedRound { number: self.paired, fixtures, bye })
    }
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
    /// Swiss rounds sat out, each worth the points of winning the round's games.
    pub byes: u32,
    /// The first tie-break: the points of the opponents met, once for each meeting.
    pub buchholz: f64,
    /// The second: for each opponent, the points scored against it times its points.
    pub sonneborn_berger: f64,
}

impl Standing {
    /// Games lost by forfeit, of every kind.
    pub fn forfeits_in_all(&self) -> u32 {
        self.forfeits.values().sum()
    }
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
    /// The games each entrant played in the first seat, which a Swiss round balances.
    pub first_seats: Vec<u32>,
}

impl Results {
    /// No game yet between the entrants, each given as its name and what it is.
    pub fn new(entrants: impl IntoIterator<Item = (String, String)>) -> Self {
        let standings: Vec<Standing> =
            entrants.into_iter().map(|(name, player)| Standing { name, player, ..Standing::default() }).collect();
        let count = standings.len();
        let crosstable =
            (0..count).map(|row| (0..count).map(|column| (row != column).then(Cell::default)).collect()).collect();
        Self { standings, crosstable, incidents: Vec::new(), games: 0, first_seats: vec![0; count] }
    }

    /// `entrant` sits a round out, scoring `points` (those of winning the round's games).
    pub fn bye(&mut self, entrant: usize, points: f64) {
        let standing = &mut self.standings[entrant];
        standing.byes += 1;
        standing.points += points;
        self.update_tie_breaks();
    }

    /// Buchholz and Sonneborn–Berger from the crosstable, after the points changed.
    fn update_tie_breaks(&mut self) {
        let points: Vec<f64> = self.standings.iter().map(|standing| standing.points).collect();
        for (row, standing) in self.standings.iter_mut().enumerate() {
            let met = self.crosstable[row]
                .iter()
                .enumerate()
                .filter_map(|(column, cell)| cell.filter(|cell| cell.games > 0).map(|cell| (column, cell)));
            let (mut buchholz, mut sonneborn_berger) = (0.0, 0.0);
            for (column, cell) in met {
                buchholz += points[column];
                sonneborn_berger += cell.points * points[column];
            }
            (standing.buchholz, standing.sonneborn_berger) = (buchholz, sonneborn_berger);
        }
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
        self.first_seats[entrant(Seat::First)] += 1;
        if let Some((seat, forfeit)) = &outcome.forfeit {
            *self.standings[entrant(*seat)].forfeits.entry(forfeit.kind).or_default() += 1;
            let [loser, opponent] = [*seat, seat.opponent()].map(|seat| &self.standings[entrant(seat)].name);
            let side = G::SIDES[seat.index()];
            let number = outcome.number + 1;
            self.incidents.push(format!("{loser} against {opponent}, game {number}: {side} loses: {forfeit}"));
        }
        self.games += 1;
        self.update_tie_breaks();
    }

    /// The entrants' indices, best first: most points, then the tie-breaks (Buchholz, then
    /// Sonneborn–Berger), then most wins, then the order given.
    pub fn ranking(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.standings.len()).collect();
        order.sort_by(|&a, &b| {
            let (a, b) = (&self.standings[a], &self.standings[b]);
            b.points
                .total_cmp(&a.points)
                .then(b.buchholz.total_cmp(&a.buchholz))
                .then(b.sonneborn_berger.total_cmp(&a.sonneborn_berger))
                .then(b.wins.cmp(&a.wins))
        });
        order
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::matches::{Forfeit, GameSoFar, Thinking};
    use crate::games::tictactoe::Board;

    /// A game of `pairing` that the entrant `winner` won (its opponent lost by forfeit), with the
    /// pairing's `first` in the first seat.
    fn won(pairing: Pairing, winner: usize) -> Outcome<Board> {
        let loser = if winner == pairing.first { Seat::Second } else { Seat::First };
        Outcome {
            number: 0,
            game: GameSoFar::new(Board::start()),
            first_player: 0,
            forfeit: Some((loser, Forfeit::new(ForfeitKind::Crash, "lost"))),
            thinking: [Thinking::default(); 2],
        }
    }

    #[test]
    fn a_swiss_tournament_plays_as_many_rounds_as_its_size_needs() {
        assert_eq!([1, 2, 3, 4, 8, 9, 30, 60].map(swiss_rounds), [0, 1, 2, 3, 5, 6, 7, 8]);
    }

    #[test]
    fn swiss_rounds_pair_by_score_without_repeats_and_give_each_bye_once() {
        // Nine entrants, the lower index always winning: a bye a round, never twice to one.
        let entrants = 9;
        let mut results = Results::new((0..entrants).map(|entrant| (format!("e{entrant}"), String::new())));
        let mut met = std::collections::HashSet::new();
        let rounds = swiss_rounds(entrants);
        for round in 0..rounds {
            let SwissRound { pairings, bye } = swiss_round(&results);
            assert_eq!(pairings.len(), 4, "round {round}");
            let bye = bye.expect("an odd count sits one out");
            let mut seated: Vec<usize> = pairings.iter().flat_map(|pairing| [pairing.first, pairing.second]).collect();
            seated.push(bye);
            seated.sort_unstable();
            assert_eq!(seated, (0..entrants).collect::<Vec<_>>(), "everyone plays or sits out, once");
            if round == 0 {
                // Nothing to tell them apart: the first of the order meets the second.
                assert_eq!((pairings[0].first.min(pairings[0].second), bye), (0, 8));
            }
            results.bye(bye, 1.0);
            for pairing in pairings {
                let pair = (pairing.first.min(pairing.second), pairing.first.max(pairing.second));
                assert!(met.insert(pair), "round {round}: {pair:?} met before");
                results.count(pairing, &won(pairing, pair.0));
            }
        }
        assert!(results.standings.iter().all(|standing| standing.byes <= 1));
        assert_eq!(results.standings.iter().map(|standing| standing.byes).sum::<u32>(), rounds);
        assert_eq!(results.ranking()[0], 0, "the strongest comes first");
        // Colours: nobody has played the first seat more than twice as often as the second.
        for (entrant, standing) in results.standings.iter().enumerate() {
            let firsts = results.first_seats[entrant];
            assert!(firsts.abs_diff(standing.games - firsts) <= 2, "e{entrant}: {firsts} of {}", standing.games);
        }
    }

    #[test]
    fn a_round_with_every_new_pair_taken_pairs_again_rather_than_stall() {
        // Two entrants, a second round: their only pair repeats.
        let mut results = Results::new(["a", "b"].map(|name| (name.to_owned(), String::new())));
        let first = swiss_round(&results);
        assert_eq!(first, SwissRound { pairings: vec![Pairing { first: 0, second: 1 }], bye: None });
        results.count(first.pairings[0], &won(first.pairings[0], 0));
        let second = swiss_round(&results);
        assert_eq!(second.pairings.len(), 1);
        assert_eq!(second.pairings[0].first, 1, "b, who played second, takes the first seat");
    }

    #[test]
    fn ties_are_broken_by_the_opponents_points_then_by_whom_the_points_came_from() {
        // a beats b, b beats c, c beats d, d beats a, a beats c, b beats d: a and b have two
        // points each. a's opponents: b 2, c 1, d 1 = 4; b's: a 2, c 1, d 1 = 4 — Buchholz ties.
        // Sonneborn–Berger: a scored against b (2) and c (1): 3; b against c (1) and d (1): 2.
        let mut results = Results::new(["a", "b", "c", "d"].map(|name| (name.to_owned(), String::new())));
        for (winner, loser) in [(0, 1), (1, 2), (2, 3), (3, 0), (0, 2), (1, 3)] {
            let pairing = Pairing { first: winner, second: loser };
            results.count(pairing, &won(pairing, winner));
        }
        let [a, b] = [0, 1].map(|entrant| results.standings[entrant].clone());
        assert_eq!((a.points, b.points), (2.0, 2.0));
        assert_eq!((a.buchholz, b.buchholz), (4.0, 4.0));
        assert_eq!((a.sonneborn_berger, b.sonneborn_berger), (3.0, 2.0));
        assert_eq!(results.ranking()[..2], [0, 1]);
    }

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
