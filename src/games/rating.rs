//! Where a player (a student's program most often) stands among a game's levels: it plays a few
//! games against a level from the middle of the game's ladder, then climbs after a match it
//! scores half or more in and descends after one it loses, until it has met a level it beats and
//! the next one up that beats it (or an end of the ladder). Its rating is the one the games say
//! on the ladder's scale (a performance rating, on the Elo scale the levels' own matches set),
//! with its margin. The command line's `rate` and the window's Program seat both climb here.

use std::sync::atomic::{AtomicBool, Ordering};

/// The rated player's games against one level of the ladder.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LevelResult {
    /// The level's place on the ladder, weakest first.
    pub level: usize,
    /// The level's rating.
    pub rating: f64,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl LevelResult {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// Wins and half the draws, in percent of the games (50 before any).
    pub fn score(&self) -> f64 {
        match self.games() {
            0 => 50.0,
            games => 100.0 * (f64::from(self.wins) + f64::from(self.draws) / 2.0) / f64::from(games),
        }
    }
}

/// The rated player's wins, draws and losses in a match against one level.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MatchRecord {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

/// Climbs the ladder whose levels are rated `ratings` (weakest first): `play` plays the match
/// against the level at an index and returns the rated player's record. Stops after a level met
/// twice, at an end of the ladder, or when `cancel` is set; the matches that had games, in the
/// order played.
pub fn climb(ratings: &[f64], cancel: &AtomicBool, mut play: impl FnMut(usize) -> MatchRecord) -> Vec<LevelResult> {
    let mut results = Vec::new();
    if ratings.is_empty() {
        return results;
    }
    let mut at = ratings.len() / 2;
    let mut met = vec![false; ratings.len()];
    while !met[at] && !cancel.load(Ordering::Relaxed) {
        met[at] = true;
        let MatchRecord { wins, draws, losses } = play(at);
        let result = LevelResult { level: at, rating: ratings[at], wins, draws, losses };
        let won = result.score() >= 50.0;
        if result.games() > 0 {
            results.push(result);
        }
        match won {
            true if at + 1 < ratings.len() => at += 1,
            false if at > 0 => at -= 1,
            _ => break,
        }
    }
    results
}

/// The chance that a player rated `rating` beats one rated `opponent` (a draw counting half).
fn expected_score(rating: f64, opponent: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((opponent - rating) / 400.0))
}

/// The rating at which the expected points against the levels met equal the points scored, and
/// twice its standard error: the player's true rating lies within `rating ± margin` about 95
/// times in 100. One draw more against each level met keeps a clean sweep (every game won, or
/// lost) finite.
pub fn performance(results: &[LevelResult]) -> (f64, f64) {
    let games = |level: &LevelResult| f64::from(level.games()) + 1.0;
    let points = |level: &LevelResult| f64::from(level.wins) + f64::from(level.draws) / 2.0 + 0.5;
    let scored: f64 = results.iter().map(points).sum();
    let expected =
        |rating: f64| -> f64 { results.iter().map(|level| games(level) * expected_score(rating, level.rating)).sum() };
    let (mut low, mut high) = (-1000.0, 5000.0);
    for _ in 0..100 {
        let middle = (low + high) / 2.0;
        if expected(middle) < scored { low = middle } else { high = middle }
    }
    let rating = (low + high) / 2.0;
    let information: f64 = results
        .iter()
        .map(|level| {
            let p = expected_score(rating, level.rating);
            games(level) * p * (1.0 - p)
        })
        .sum();
    let margin = 2.0 * (400.0 / std::f64::consts::LN_10) / information.max(f64::MIN_POSITIVE).sqrt();
    (rating, margin)
}

/// The levels just below and just above `rating`, by their places on the ladder `ratings`
/// (weakest first): `None` past an end.
pub fn bracket(ratings: &[f64], rating: f64) -> (Option<usize>, Option<usize>) {
    match ratings.iter().position(|&level| level > rating) {
        Some(0) => (None, Some(0)),
        Some(index) => (Some(index - 1), Some(index)),
        None => (ratings.len().checked_sub(1), None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(rating: f64, wins: u32, draws: u32, losses: u32) -> LevelResult {
        LevelResult { level: 0, rating, wins, draws, losses }
    }

    #[test]
    fn an_even_score_rates_a_player_as_its_opponent_and_more_games_narrow_the_margin() {
        let (rating, margin) = performance(&[level(1500.0, 5, 0, 5)]);
        assert!((rating - 1500.0).abs() < 0.01, "{rating}");
        let (_, narrower) = performance(&[level(1500.0, 50, 0, 50)]);
        assert!(narrower < margin / 2.0, "{narrower} against {margin}");
    }

    #[test]
    fn winning_rates_higher_and_a_clean_sweep_stays_finite() {
        let (rating, _) = performance(&[level(1500.0, 8, 0, 2)]);
        // 8.5 of 11 points: 77 %, about 210 above.
        assert!((1690.0..1730.0).contains(&rating), "{rating}");
        let (swept, _) = performance(&[level(1500.0, 10, 0, 0)]);
        // 10.5 of 11 points: 95 %, about 530 above.
        assert!(swept > rating && swept < 2100.0, "{swept}");
        let (between, _) = performance(&[level(1000.0, 10, 0, 0), level(2000.0, 0, 0, 10)]);
        assert!((1400.0..1600.0).contains(&between), "{between}");
    }

    #[test]
    fn a_rating_is_placed_between_two_levels_or_past_an_end() {
        let ratings = [1000.0, 1200.0, 1400.0];
        assert_eq!(bracket(&ratings, 1100.0), (Some(0), Some(1)));
        assert_eq!(bracket(&ratings, 900.0), (None, Some(0)));
        assert_eq!(bracket(&ratings, 1500.0), (Some(2), None));
        assert_eq!(bracket(&[], 1500.0), (None, None));
    }

    /// A player as strong as level `strength`: it beats every level below, draws that one and
    /// loses to those above.
    fn player_of_strength(strength: usize) -> impl FnMut(usize) -> MatchRecord {
        move |level| match level.cmp(&strength) {
            std::cmp::Ordering::Less => MatchRecord { wins: 4, ..MatchRecord::default() },
            std::cmp::Ordering::Equal => MatchRecord { draws: 4, ..MatchRecord::default() },
            std::cmp::Ordering::Greater => MatchRecord { losses: 4, ..MatchRecord::default() },
        }
    }

    #[test]
    fn the_climb_starts_in_the_middle_and_stops_where_the_player_is_beaten() {
        let ratings = [1000.0, 1200.0, 1400.0, 1600.0, 1800.0];
        let never = AtomicBool::new(false);
        let met = |strength| -> Vec<usize> {
            climb(&ratings, &never, player_of_strength(strength)).iter().map(|result| result.level).collect()
        };
        // A draw scores half: the player climbs past its own level and is stopped by the next.
        assert_eq!(met(3), [2, 3, 4]);
        assert_eq!(met(0), [2, 1, 0]);
        // Past the top it stops at the end of the ladder.
        assert_eq!(met(9), [2, 3, 4]);
        let results = climb(&ratings, &never, player_of_strength(3));
        // Wins below, draws at and losses above level 3 rate it as level 3.
        let (rating, _) = performance(&results);
        assert!((rating - 1600.0).abs() < 1.0, "{rating}");
    }

    #[test]
    fn a_cancelled_climb_plays_nothing_and_a_match_without_games_is_left_out() {
        let ratings = [1000.0, 1200.0, 1400.0];
        let cancelled = AtomicBool::new(true);
        assert!(climb(&ratings, &cancelled, |_| panic!("a cancelled climb plays no match")).is_empty());
        let never = AtomicBool::new(false);
        let results = climb(&ratings, &never, |_| MatchRecord::default());
        // No games score 50 %: it climbs, and keeps none of the empty matches.
        assert!(results.is_empty());
        assert!(climb(&[], &never, |_| panic!("no ladder, no match")).is_empty());
    }
}
