//! `match <game>`: games between two players — the engine's AI at any settings, random and
//! greedy players, and the kinds a game adds (Reversi's levels and outside NBoard engines) — from
//! the game's start or from varied openings, with colours swapped game by game, several games at
//! once. One runner for every game, over [`MatchGame`](super::MatchGame).
//!
//! A player that fails (an outside engine that crashes, hangs past its time or plays an illegal
//! move) loses that game by forfeit; a fresh one takes its place for the next game, and the
//! summary lists what happened.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc;
use std::time::Instant;

use anyhow::{Context, anyhow};
use serde::Serialize;

use super::arguments::MatchArgs;
use super::match_game::{MatchGame, PlayerSpec, moves_on_one_line, openings};
use super::players::parse_player;
use crate::cli::progress::{Progress, cancel_flag};
use crate::durable::write_durably;
use crate::games::Seat;
use crate::games::matches::{MatchPlan, Outcome, Player, Record, Tally, Thinking, play_game};

/// The match as every worker sees it.
struct Match<G: MatchGame> {
    plan: MatchPlan<G::Move>,
    /// The player given first, then the one given second (whatever seats they play).
    players: [Box<dyn PlayerSpec<G>>; 2],
}

/// One worker's players, kept from game to game.
struct Worker<'m, G: MatchGame> {
    game_match: &'m Match<G>,
    players: [Box<dyn Player<G>>; 2],
}

impl<'m, G: MatchGame> Worker<'m, G> {
    fn new(game_match: &'m Match<G>) -> Self {
        Self { players: game_match.players.each_ref().map(|spec| spec.player()), game_match }
    }

    /// Plays game `number`; `None` when cancelled.
    fn play(&mut self, number: u32, cancel: &AtomicBool) -> Option<Outcome<G>> {
        play_game(&self.game_match.plan, number, &mut self.players, cancel)
    }
}

#[derive(Serialize)]
struct PlayerRecord {
    player: String,
    /// The name an outside engine gave itself.
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    #[serde(flatten)]
    record: Record,
    /// Wins and half the draws, in percent of the games.
    score: f64,
    /// The moves it chose and the time it took over them.
    thinking: Thinking,
}

#[derive(Serialize)]
struct MatchSummary {
    game: &'static str,
    games: u32,
    seed: u64,
    /// The player given first, then the one given second (whatever seats they played).
    players: [PlayerRecord; 2],
    /// Twice the standard error of the scores, in percent: each player's true score lies within
    /// its score ± this about 95 times in 100 (null before two games).
    score_margin: Option<f64>,
    openings: String,
    colours_swapped: bool,
    /// What the try of each player before the first game found wrong (it played all the same).
    warnings: Vec<String>,
    /// What went wrong with players, game by game.
    incidents: Vec<String>,
    /// True when Ctrl-C stopped the match: `games` counts the finished ones.
    stopped: bool,
    seconds: f64,
    #[serde(skip)]
    tally: Tally,
}

impl MatchSummary {
    fn count<G: MatchGame>(&mut self, outcome: &Outcome<G>) {
        self.tally.count(outcome);
        if let Some((seat, reason)) = &outcome.forfeit {
            let loser = &self.players[outcome.player(*seat)].player;
            let side = G::SIDES[seat.index()];
            self.incidents.push(format!("game {}: {side} ({loser}) loses: {reason}", outcome.number + 1));
        }
        self.games = self.tally.games();
        for (index, player) in self.players.iter_mut().enumerate() {
            player.thinking.merge(outcome.thinking[index]);
            player.record = self.tally.players[index];
            player.score = self.tally.score(index);
        }
        self.score_margin = self.tally.margin();
    }
}

/// A game's line: `game   1: 33-31 f5d6…` where the game counts discs, `game   1: X wins  5 1 9…`
/// where it does not, or who lost by forfeit and why.
pub fn describe<G: MatchGame>(outcome: &Outcome<G>) -> String {
    let number = outcome.number + 1;
    let game = &outcome.game;
    let transcript = moves_on_one_line(game);
    if let Some((seat, reason)) = &outcome.forfeit {
        let moves = if transcript.is_empty() { "at the first move".to_owned() } else { format!("after {transcript}") };
        return format!("game {number:>3}: {} loses {moves}: {reason}", G::SIDES[seat.index()]);
    }
    let end = game.position();
    let result = match (end.count(Seat::First), end.count(Seat::Second)) {
        (Some(first), Some(second)) => format!("{first:>2}-{second:<2}"),
        _ => match outcome.winner() {
            Some(seat) => format!("{:<7}", format!("{} wins", G::SIDES[seat.index()])),
            None => format!("{:<7}", "draw"),
        },
    };
    format!("game {number:>3}: {result} {transcript}")
}

pub fn play_match<G: MatchGame>(args: &MatchArgs) -> anyhow::Result<()> {
    if args.games == 0 {
        return Err(anyhow!("--games must be at least 1"));
    }
    let settings = args.play.settings::<G>()?;
    let mut warnings = Vec::new();
    // A seat's flag by the game's name for it: --black, --x.
    let mut player = |text: &str, seat: Seat| -> anyhow::Result<Box<dyn PlayerSpec<G>>> {
        let flag = format!("--{}", G::SIDES[seat.index()].to_lowercase());
        let spec = parse_player::<G>(text, &settings).with_context(|| flag.clone())?;
        // An engine that cannot start at all is a mistake on the command line, not a lost game;
        // one that starts and fails plays, and loses by forfeit what it fails.
        if let Some(problem) = spec.check().context(flag.clone())? {
            let warning = format!("{flag}: {problem}; it plays, and loses by forfeit each game it fails");
            eprintln!("{warning}");
            warnings.push(warning);
        }
        Ok(spec)
    };
    let players = [player(&args.first, Seat::First)?, player(&args.second, Seat::Second)?];
    let plan = MatchPlan {
        games: args.games,
        seed: args.play.seed,
        openings: openings::<G>(args.openings)?,
        swap_colours: args.swap_colours,
    };
    let game_match = Match { plan, players };
    let cancel = cancel_flag()?;
    let started = Instant::now();
    let tally = Tally::new::<G>();
    let record = |spec: &dyn PlayerSpec<G>| PlayerRecord {
        player: spec.label(),
        name: None,
        record: tally.players[0],
        score: tally.score(0),
        thinking: Thinking::default(),
    };
    let mut summary = MatchSummary {
        game: G::NAME,
        games: 0,
        seed: args.play.seed,
        players: game_match.players.each_ref().map(|spec| record(spec.as_ref())),
        score_margin: None,
        openings: args.openings.describe(),
        colours_swapped: args.swap_colours,
        warnings,
        incidents: Vec::new(),
        stopped: false,
        seconds: 0.0,
        tally,
    };
    let progress =
        Progress::new("match", u64::from(args.games), "{bar:30} {pos}/{len} games  {elapsed} (eta {eta})  {msg}");
    let next_game = AtomicU32::new(0);
    let mut outcomes = Vec::new();
    let mut names: [Option<String>; 2] = [None, None];
    std::thread::scope(|scope| {
        let (sender, receiver) = mpsc::channel();
        for _ in 0..args.play.jobs.min(args.games as usize) {
            let sender = sender.clone();
            let (next_game, game_match) = (&next_game, &game_match);
            scope.spawn(move || {
                let mut worker = Worker::new(game_match);
                loop {
                    let number = next_game.fetch_add(1, Ordering::Relaxed);
                    if number >= args.games || cancel.load(Ordering::Relaxed) {
                        break;
                    }
                    let Some(outcome) = worker.play(number, cancel) else { break };
                    let names = worker.players.each_ref().map(|player| player.name());
                    if let Some((seat, _)) = &outcome.forfeit {
                        // Whatever state the player is in (an engine's), the next game gets a fresh one.
                        let player = outcome.player(*seat);
                        worker.players[player] = game_match.players[player].player();
                    }
                    if sender.send((outcome, names)).is_err() {
                        break;
                    }
                }
            });
        }
        drop(sender);
        for (outcome, player_names) in receiver {
            summary.count(&outcome);
            for (name, found) in names.iter_mut().zip(player_names) {
                *name = found.or(name.take());
            }
            let [first, second] = &summary.players;
            let standing = format!("{} {:.0}% – {} {:.0}%", first.player, first.score, second.player, second.score);
            if !args.json {
                progress.suspend(|| out!("{}", describe(&outcome)));
            }
            progress.step(standing);
            outcomes.push(outcome);
        }
    });
    progress.finish();
    summary.stopped = cancel.load(Ordering::Relaxed);
    summary.seconds = started.elapsed().as_secs_f64();
    for (player, name) in summary.players.iter_mut().zip(names) {
        player.name = name;
    }
    if let Some(path) = &args.save {
        outcomes.sort_by_key(|outcome| outcome.number);
        let mut saved = String::new();
        for outcome in &outcomes {
            let labels = Seat::BOTH.map(|seat| summary.players[outcome.player(seat)].player.as_str());
            let forfeited = outcome.forfeit.as_ref().map(|(seat, _)| *seat);
            let line = G::save_line(&outcome.game, labels, forfeited)
                .with_context(|| format!("cannot save game {}", outcome.number + 1))?;
            saved.push_str(&line);
            saved.push('\n');
        }
        write_durably(path, saved.as_bytes()).with_context(|| format!("cannot write {}", path.display()))?;
    }
    if args.json {
        out!("{}", serde_json::to_string(&summary)?);
        return Ok(());
    }
    let margin = summary.score_margin.map(|margin| format!(" ± {margin:.1}")).unwrap_or_default();
    for player in &summary.players {
        let Record { wins, draws, losses, forfeits, discs } = player.record;
        let forfeits = if forfeits > 0 { format!(" ({forfeits} by forfeit)") } else { String::new() };
        let discs = discs.map(|discs| format!(", {discs} discs")).unwrap_or_default();
        let thinking = player.thinking.seconds_per_move().map(|s| format!(", {s:.3} s a move")).unwrap_or_default();
        out!(
            "{}: {wins} wins, {draws} draws, {losses} losses{forfeits}{discs}, score {:.1}%{margin}{thinking}",
            player.player,
            player.score
        );
    }
    let stopped = if summary.stopped { " (stopped by Ctrl-C)" } else { "" };
    out!("{} games in {:.1} s{stopped}", summary.games, summary.seconds);
    Ok(())
}
