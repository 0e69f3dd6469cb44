//! `rate <game>`: where a player (a student's program most often) stands among the game's
//! levels, climbing the game's ladder as [`crate::games::rating`] says, with each match's games
//! and the rating printed as they come.

use anyhow::anyhow;
use std::sync::atomic::Ordering;
use std::time::Instant;

use clap::Args;
use serde::Serialize;

use super::matches::{MatchGame, PlayOptions, Rung, describe, openings, parse_player};
use super::progress::{Progress, cancel_flag};
use crate::games::matches::{MatchPlan, Tally};
use crate::games::rating::{MatchRecord, bracket, climb, performance};
use crate::games::tournament::{Fixture, MakePlayer, Pairing, Schedule};

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

/// Where the rating stands, in words.
fn standing(rungs: &[Rung], rating: f64) -> String {
    let ratings: Vec<f64> = rungs.iter().map(|rung| rung.rating).collect();
    let (below, above) = bracket(&ratings, rating);
    let (below, above) = (below.map(|index| &rungs[index]), above.map(|index| &rungs[index]));
    match (below, above) {
        (Some(below), Some(above)) => {
            format!("between {} ({:.0}) and {} ({:.0})", below.name, below.rating, above.name, above.rating)
        }
        (None, Some(above)) => format!("below {}, the weakest level ({:.0})", above.name, above.rating),
        // Every game drawn against the strongest level (Tic-tac-toe's Perfect) is its rating.
        (Some(below), None) if (rating - below.rating).abs() < 0.5 => {
            format!("level with {}, the strongest level ({:.0})", below.name, below.rating)
        }
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
    // A rating of forfeits says nothing of the program's play: it is mended first.
    if let Some(problem) = player.check().map_err(|error| error.context("--player"))? {
        return Err(anyhow!("--player: {problem}"));
    }
    let plan = MatchPlan {
        games: args.games,
        seed: args.play.seed,
        openings: openings::<G>(ladder.openings)?,
        swap_colours: true,
    };
    let cancel = cancel_flag()?;
    let started = Instant::now();
    let mut incidents = Vec::new();
    let ratings: Vec<f64> = ladder.rungs.iter().map(|rung| rung.rating).collect();
    let levels =
        ladder.rungs.iter().map(|rung| parse_player::<G>(rung.player, &settings)).collect::<Result<Vec<_>, _>>()?;
    let climbed = climb(&ratings, cancel, |at| {
        let rung = ladder.rungs[at];
        let (rated, opponent) = (|| player.player(), || levels[at].player());
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
        if !args.json && tally.games() > 0 {
            out!(
                "against {} ({:.0}): {} wins, {} draws, {} losses: {:.0} %",
                rung.name,
                rung.rating,
                record.wins,
                record.draws,
                record.losses,
                tally.score(0)
            );
        }
        MatchRecord { wins: record.wins, draws: record.draws, losses: record.losses }
    });
    if climbed.is_empty() {
        return Err(anyhow!("stopped before a game was played"));
    }
    let (rating, margin) = performance(&climbed);
    let (below, above) = bracket(&ratings, rating);
    let matches = climbed
        .iter()
        .map(|result| LevelMatch {
            level: ladder.rungs[result.level].name,
            rating: result.rating,
            games: result.games(),
            wins: result.wins,
            draws: result.draws,
            losses: result.losses,
            score: result.score(),
        })
        .collect();
    let summary = Rating {
        game: G::NAME,
        player: args.player.clone(),
        rating,
        margin,
        below: below.map(|index| ladder.rungs[index].name),
        above: above.map(|index| ladder.rungs[index].name),
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
    out!("rating {rating:.0} ± {margin:.0}: {}", standing(ladder.rungs, rating));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rating_is_told_by_the_levels_around_it() {
        const RUNGS: [Rung; 3] = [
            Rung { name: "Easy", player: "ai:depth=1", rating: 1000.0 },
            Rung { name: "Medium", player: "ai:depth=2", rating: 1200.0 },
            Rung { name: "Hard", player: "ai:depth=4", rating: 1400.0 },
        ];
        assert_eq!(standing(&RUNGS, 1300.0), "between Medium (1200) and Hard (1400)");
        assert_eq!(standing(&RUNGS, 900.0), "below Easy, the weakest level (1000)");
        assert_eq!(standing(&RUNGS, 1500.0), "above Hard, the strongest level (1400)");
        assert_eq!(standing(&RUNGS, 1400.0), "level with Hard, the strongest level (1400)");
    }
}
