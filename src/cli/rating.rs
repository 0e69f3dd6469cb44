//! `rate <game>`: where a player (a student's program most often) stands among the game's
//! levels. It plays a few games against a level from the middle of the game's ladder, then
//! climbs after a match it scores half or more in and descends after one it loses, until it has
//! met a level it beats and the next one up that beats it (or an end of the ladder). Its rating is
//! the one the games say on the ladder's scale (a performance rating, on the Elo scale the levels'
//! own matches set), with its margin.

use anyhow::anyhow;
use std::sync::atomic::Ordering;
use std::time::Instant;

use clap::Args;
use serde::Serialize;

use super::catalogue::Catalogue;
use super::matches::{MatchGame, OpeningsArg, PlayOptions, describe, openings, parse_player};
use super::progress::{Progress, cancel_flag};
use crate::games::matches::{MatchPlan, Tally};
use crate::games::tournament::{Fixture, MakePlayer, Pairing, Schedule};

/// A level of a game's ladder: its name, the player it is (as a match takes it) and its rating.
#[derive(Clone, Copy, Debug)]
pub struct Rung {
    pub name: &'static str,
    pub player: &'static str,
    pub rating: f64,
}

/// A game's levels, weakest first, rated on one scale by matches between neighbours, and where
/// the games against them start (the openings that make a fixed-depth level's games differ).
#[derive(Clone, Copy, Debug)]
pub struct Ladder {
    pub rungs: &'static [Rung],
    pub openings: OpeningsArg,
}

#[derive(Args, Debug)]
pub struct RateArgs {
    /// The game.
    pub game: String,
    /// The player to rate, as a match takes it: program:<command>, program-game:<command>, ai:…
    #[arg(long, value_name = "PLAYER")]
    player: String,
    /// Games against each level it meets, colours swapped game by game.
    #[arg(long, value_name = "N", default_value_t = 10)]
    games: u32,
    #[command(flatten)]
    play: PlayOptions,
    /// Print one JSON object, on one line, last.
    #[arg(long)]
    json: bool,
}

/// `rate`: the rating of a player of the game `args` names.
pub fn run(catalogue: &Catalogue, args: &RateArgs) -> anyhow::Result<()> {
    catalogue.game(&args.game)?.rate(args)
}

/// The player's games against one level.
#[derive(Clone, Debug, Serialize)]
struct LevelMatch {
    level: &'static str,
    rating: f64,
    games: u32,
    wins: u32,
    draws: u32,
    losses: u32,
    /// Wins and half the draws, in percent of the games.
    score: f64,
}

#[derive(Serialize)]
struct Rating {
    game: &'static str,
    player: String,
    /// On the scale of the levels' ratings.
    rating: f64,
    /// Twice the rating's standard error: the player's true rating lies within `rating ±
    /// margin` about 95 times in 100.
    margin: f64,
    /// The level just below the rating, and the one just above (null past an end).
    below: Option<&'static str>,
    above: Option<&'static str>,
    /// The matches played, in the order played.
    matches: Vec<LevelMatch>,
    incidents: Vec<String>,
    stopped: bool,
    seconds: f64,
}

/// The chance that a player rated `rating` beats one rated `opponent` (a draw counting half).
fn expected_score(rating: f64, opponent: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((opponent - rating) / 400.0))
}

/// The rating at which the expected points against the levels met equal the points scored, and
/// twice its standard error. One draw more against each level met keeps a clean sweep (every
/// game won, or lost) finite.
fn performance(matches: &[LevelMatch]) -> (f64, f64) {
    let games = |level: &LevelMatch| f64::from(level.games) + 1.0;
    let points = |level: &LevelMatch| f64::from(level.wins) + f64::from(level.draws) / 2.0 + 0.5;
    let scored: f64 = matches.iter().map(points).sum();
    let expected =
        |rating: f64| -> f64 { matches.iter().map(|level| games(level) * expected_score(rating, level.rating)).sum() };
    let (mut low, mut high) = (-1000.0, 5000.0);
    for _ in 0..100 {
        let middle = (low + high) / 2.0;
        if expected(middle) < scored { low = middle } else { high = middle }
    }
    let rating = (low + high) / 2.0;
    let information: f64 = matches
        .iter()
        .map(|level| {
            let p = expected_score(rating, level.rating);
            games(level) * p * (1.0 - p)
        })
        .sum();
    let margin = 2.0 * (400.0 / std::f64::consts::LN_10) / information.max(f64::MIN_POSITIVE).sqrt();
    (rating, margin)
}

/// The levels just below and just above `rating`.
fn bracket(rungs: &[Rung], rating: f64) -> (Option<&Rung>, Option<&Rung>) {
    let above = rungs.iter().position(|rung| rung.rating > rating);
    match above {
        Some(0) => (None, rungs.first()),
        Some(index) => (rungs.get(index - 1), rungs.get(index)),
        None => (rungs.last(), None),
    }
}

/// Where the rating stands, in words.
fn standing(below: Option<&Rung>, above: Option<&Rung>) -> String {
    match (below, above) {
        (Some(below), Some(above)) => {
            format!("between {} ({:.0}) and {} ({:.0})", below.name, below.rating, above.name, above.rating)
        }
        (None, Some(above)) => format!("below {}, the weakest level ({:.0})", above.name, above.rating),
        (Some(below), None) => format!("above {}, the strongest level ({:.0})", below.name, below.rating),
        (None, None) => "on a ladder without levels".to_owned(),
    }
}

pub fn rate<G: MatchGame>(args: &RateArgs) -> anyhow::Result<()> {
    let ladder = G::ladder().ok_or_else(|| anyhow!("{} has no ladder of levels to rate a player on", G::TITLE))?;
    if args.games == 0 {
        return Err(anyhow!("--games must be at least 1"));
    }
    let settings = args.play.settings::<G>()?;
    let player = parse_player::<G>(&args.player, &settings).map_err(|error| error.context("--player"))?;
    player.check().map_err(|error| error.context("--player"))?;
    let plan = MatchPlan {
        games: args.games,
        seed: args.play.seed,
        openings: openings::<G>(ladder.openings)?,
        swap_colours: true,
    };
    let cancel = cancel_flag()?;
    let started = Instant::now();
    let mut matches: Vec<LevelMatch> = Vec::new();
    let mut incidents = Vec::new();
    let mut at = ladder.rungs.len() / 2;
    let mut met = vec![false; ladder.rungs.len()];
    while !met[at] && !cancel.load(Ordering::Relaxed) {
        met[at] = true;
        let rung = ladder.rungs[at];
        let level = parse_player::<G>(rung.player, &settings)?;
        let (rated, opponent) = (|| player.player(), || level.player());
        let makers: [&MakePlayer<G>; 2] = [&rated, &opponent];
        let fixtures: Vec<Fixture> = (0..args.games).map(|number| Fixture { pairing: 0, number }).collect();
        let schedule = Schedule {
            entrants: &makers,
            pairings: &[Pairing { first: 0, second: 1 }],
            fixtures: &fixtures,
            plan: &plan,
        };
        let progress = Progress::new(
            "rate",
            u64::from(args.games),
            &format!("against {} {{bar:30}} {{pos}}/{{len}} games  {{msg}}", rung.name),
        );
        let mut tally = Tally::new::<G>();
        schedule.play(args.play.jobs, cancel, |_, outcome| {
            tally.count(&outcome);
            if let Some((seat, forfeit)) = &outcome.forfeit {
                let loser = if outcome.player(*seat) == 0 { args.player.as_str() } else { rung.name };
                incidents.push(format!("against {}, game {}: {loser} loses: {forfeit}", rung.name, outcome.number + 1));
            }
            if !args.json {
                progress.suspend(|| out!("against {}  {}", rung.name, describe(&outcome)));
            }
            progress.step(format!("{:.0}%", tally.score(0)));
        });
        progress.finish();
        let record = tally.players[0];
        let played = LevelMatch {
            level: rung.name,
            rating: rung.rating,
            games: tally.games(),
            wins: record.wins,
            draws: record.draws,
            losses: record.losses,
            score: tally.score(0),
        };
        if !args.json {
            out!(
                "against {} ({:.0}): {} wins, {} draws, {} losses: {:.0} %",
                rung.name,
                rung.rating,
                played.wins,
                played.draws,
                played.losses,
                played.score
            );
        }
        let won = played.score >= 50.0;
        if played.games > 0 {
            matches.push(played);
        }
        match (won, at) {
            (true, _) if at + 1 < ladder.rungs.len() => at += 1,
            (false, _) if at > 0 => at -= 1,
            _ => break,
        }
    }
    if matches.is_empty() {
        return Err(anyhow!("stopped before a game was played"));
    }
    let (rating, margin) = performance(&matches);
    let (below, above) = bracket(ladder.rungs, rating);
    let summary = Rating {
        game: G::NAME,
        player: args.player.clone(),
        rating,
        margin,
        below: below.map(|rung| rung.name),
        above: above.map(|rung| rung.name),
        matches,
        incidents,
        stopped: cancel.load(Ordering::Relaxed),
        seconds: started.elapsed().as_secs_f64(),
    };
    if args.json {
        out!("{}", serde_json::to_string(&summary)?);
        return Ok(());
    }
    for incident in &summary.incidents {
        out!("{incident}");
    }
    out!("rating {rating:.0} ± {margin:.0}: {}", standing(below, above));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(rating: f64, wins: u32, draws: u32, losses: u32) -> LevelMatch {
        let games = wins + draws + losses;
        let score = 100.0 * (f64::from(wins) + f64::from(draws) / 2.0) / f64::from(games);
        LevelMatch { level: "level", rating, games, wins, draws, losses, score }
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
        const RUNGS: [Rung; 3] = [
            Rung { name: "Easy", player: "ai:depth=1", rating: 1000.0 },
            Rung { name: "Medium", player: "ai:depth=2", rating: 1200.0 },
            Rung { name: "Hard", player: "ai:depth=4", rating: 1400.0 },
        ];
        let names = |rating| {
            let (below, above) = bracket(&RUNGS, rating);
            (below.map(|rung| rung.name), above.map(|rung| rung.name))
        };
        assert_eq!(names(1100.0), (Some("Easy"), Some("Medium")));
        assert_eq!(names(900.0), (None, Some("Easy")));
        assert_eq!(names(1500.0), (Some("Hard"), None));
        let (below, above) = bracket(&RUNGS, 1300.0);
        assert_eq!(standing(below, above), "between Medium (1200) and Hard (1400)");
    }
}
