//! `tournament <game>`: a round robin between any number of players of a match's kinds (our
//! AIs, levels, students' programs, a class's folder of submissions, outside engines): every
//! pair plays the same number of games from the same openings, colours swapped game by game,
//! several games at once. Prints each game, then the crosstable and the standings (points, wins,
//! draws and losses, forfeits by kind). Nothing a player does stops the tournament: a player
//! that fails, even on its first move, loses that game by forfeit and the tournament goes on.

use anyhow::{Context, anyhow};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;
use std::time::Instant;

use clap::Args;
use serde::{Deserialize, Serialize};

use super::matches::{
    MatchGame, OpeningsArg, PlayOptions, PlayerSpec, describe, openings, parse_openings, parse_player,
    submission_player,
};
use super::progress::{Progress, cancel_flag};
use crate::durable::write_durably;
use crate::games::Seat;
use crate::games::matches::{ForfeitKind, MatchPlan, Outcome};
use crate::games::tournament::{Cell, Fixture, Format, MakePlayer, Results, Rounds, Schedule, Standing, swiss_rounds};
use crate::games::tournament_page::{PageGame, PageWords, page_game, results_page, standings_csv, written_points};
use crate::games::tournament_record::{GamePlace, GameRecord};
use crate::programs::sandbox::{self, Copies};
use crate::programs::submissions::read_submissions;
use folder::Setup;

mod folder;

/// The arguments of `tournament`. Those that decide the games are kept in the tournament's
/// folder ([`folder::Setup`]); how this run plays them (`--jobs`, `--json`, the folder's
/// options) is this run's own.
#[derive(Args, Clone, Debug, Serialize, Deserialize)]
pub struct TournamentArgs {
    /// The game.
    #[arg(required_unless_present_any = ["resume", "collect"])]
    pub game: Option<String>,
    /// A player, NAME=PLAYER, PLAYER as a match takes it (ai:depth=4, level:3, random,
    /// program:<command>…); a player without a name goes by its own text. Two at least, with
    /// the submissions.
    #[arg(long = "player", value_name = "NAME=PLAYER")]
    players: Vec<String>,
    /// A folder of the class's submissions, each entry one student named by its file or folder:
    /// a program file (.py, .js, .rb, .sh, .jar or an executable), or a folder holding a
    /// `command` file (its first line the command, run in that folder) or exactly one program
    /// file. An entry with nothing to run is listed with the reason and left out.
    #[arg(long = "programs", value_name = "DIR")]
    programs: Vec<PathBuf>,
    /// Run the submissions as they are, without shutting each in a sandbox (Bubblewrap, where it
    /// is installed: no network, the files read-only, the other submissions hidden).
    #[arg(long)]
    no_sandbox: bool,
    /// Games for each pair of players (in a Swiss tournament, each round), colours swapped game
    /// by game.
    #[arg(long, value_name = "N", default_value_t = 2)]
    games: u32,
    /// round-robin: every pair plays; swiss: rounds paired by score, no pair twice, a bye
    /// (worth the round's games won) for an odd count.
    #[arg(long, value_enum, default_value_t = FormatArg::RoundRobin)]
    format: FormatArg,
    /// The rounds of a Swiss tournament: by default ⌈log₂ players⌉ + 2 (30 players: 7), and
    /// never more than one fewer than the players; past those, pairs meet again.
    #[arg(long, value_name = "N")]
    rounds: Option<u32>,
    /// Where games start: none, balanced or random:<plies>; by default Reversi's balanced
    /// openings, every other game's start.
    #[arg(long, value_name = "O", value_parser = parse_openings)]
    openings: Option<OpeningsArg>,
    #[command(flatten)]
    play: PlayOptions,
    /// Keep the tournament in DIR: each game the moment it ends (DIR/played/), so that
    /// `--resume DIR` goes on after a stop or a crash; at the end a file of games for each
    /// pair, and the results as DIR/standings.json, as a spreadsheet's DIR/standings.csv and as
    /// a page to publish, DIR/index.html.
    #[arg(long, value_name = "DIR", conflicts_with = "plan")]
    #[serde(skip)]
    save: Option<PathBuf>,
    /// Play nothing: set the tournament up in DIR and write DIR/jobs.txt, one shell command a
    /// line, each playing one game into DIR from any folder, for a job runner to spread over
    /// machines (GNU parallel, a Slurm array); `--collect DIR` then gives the standings. A Swiss
    /// tournament's jobs.txt holds one round at a time.
    #[arg(long, value_name = "DIR")]
    #[serde(skip)]
    plan: Option<PathBuf>,
    /// Go on with the tournament kept in DIR (by --save or --plan): play only the games not
    /// played yet, then print and write what a run without a stop does. Only --jobs, --json and
    /// --job go beside it: the rest is the tournament's own.
    #[arg(long, value_name = "DIR", conflicts_with_all = SET_UP)]
    #[serde(skip)]
    resume: Option<PathBuf>,
    /// With --resume, play game N alone (a line of jobs.txt), keep it and print it.
    #[arg(long, value_name = "N", requires = "resume")]
    #[serde(skip)]
    job: Option<u32>,
    /// The standings of the tournament planned in DIR once its games are played; while some are
    /// not, says which (writing the next Swiss round's games to DIR/jobs.txt when one is done)
    /// and fails.
    #[arg(long, value_name = "DIR", conflicts_with_all = SET_UP, conflicts_with = "resume")]
    #[serde(skip)]
    collect: Option<PathBuf>,
    /// Print one JSON object, on one line, last.
    #[arg(long)]
    #[serde(skip)]
    json: bool,
}

/// The arguments that set a tournament up, which --resume and --collect take from its folder.
const SET_UP: [&str; 10] =
    ["game", "players", "programs", "no_sandbox", "games", "format", "rounds", "openings", "save", "plan"];

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum FormatArg {
    RoundRobin,
    Swiss,
}

impl From<FormatArg> for Format {
    fn from(format: FormatArg) -> Self {
        match format {
            FormatArg::RoundRobin => Self::RoundRobin,
            FormatArg::Swiss => Self::Swiss,
        }
    }
}

/// A player of the tournament: its name and what it is.
struct Entrant<G: MatchGame> {
    name: String,
    spec: Box<dyn PlayerSpec<G>>,
}

/// `alice=program:python3 agent.py` is Alice's program; `level:3`, with no name before an `=`,
/// goes by its own text (as does `ai:depth=4`, whose `=` is the AI's option).
fn name_and_player(text: &str) -> (&str, &str) {
    match text.split_once('=') {
        Some((name, player)) if !name.is_empty() && !name.contains(':') => (name.trim(), player.trim()),
        _ => (text.trim(), text.trim()),
    }
}

/// An entry of a folder of submissions with nothing to run.
#[derive(Clone, Debug, Serialize)]
struct LeftOutEntry {
    entry: PathBuf,
    reason: String,
}

#[derive(Serialize)]
struct TournamentSummary {
    game: &'static str,
    format: Format,
    /// The Swiss rounds played in full (null in a round robin).
    rounds: Option<u32>,
    /// The games each pair plays.
    games_per_pair: u32,
    /// The games played.
    games: u32,
    seed: u64,
    openings: String,
    /// Best first: most points, then Buchholz, then Sonneborn–Berger, then most wins, then the
    /// order given.
    standings: Vec<Standing>,
    /// `crosstable[i][j]`: what the entrant given i-th scored against the j-th (null on the
    /// diagonal), in the order given.
    crosstable: Vec<Vec<Option<Cell>>>,
    /// What went wrong with players, game by game.
    incidents: Vec<String>,
    /// The entries of the folders of submissions that had nothing to run, with the reason.
    left_out: Vec<LeftOutEntry>,
    /// Whether the submissions ran shut in a sandbox.
    sandboxed: bool,
    /// True when Ctrl-C stopped the tournament: `games` counts the finished ones.
    stopped: bool,
    seconds: f64,
}

/// `1`, `1.5`, `0.5`: points as people write them, in English.
fn points(value: f64) -> String {
    written_points(value, false)
}

/// Forfeits by kind in words: `2 timeout, 1 illegal`.
fn forfeit_words(forfeits: &BTreeMap<ForfeitKind, u32>) -> String {
    let words = forfeits.iter().map(|(kind, count)| {
        let kind = serde_json::to_value(kind).ok().and_then(|value| value.as_str().map(str::to_owned));
        format!("{count} {}", kind.unwrap_or_default().replace('_', " "))
    });
    words.collect::<Vec<_>>().join(", ")
}

/// The crosstable and the standings, as text.
fn report(results: &Results) -> String {
    let names: Vec<&str> = results.standings.iter().map(|standing| standing.name.as_str()).collect();
    let width = names.iter().map(|name| name.chars().count()).max().unwrap_or(0).max(6);
    let order = results.ranking();
    let mut text = format!("{:>3}  {:width$}", "", "");
    for column in 1..=order.len() {
        text.push_str(&format!(" {column:>7}"));
    }
    text.push('\n');
    for (rank, &row) in order.iter().enumerate() {
        text.push_str(&format!("{:>3}  {:width$}", rank + 1, names[row]));
        for &column in &order {
            let cell = match results.crosstable[row][column] {
                None => "·".to_owned(),
                Some(cell) => format!("{}/{}", points(cell.points), cell.games),
            };
            text.push_str(&format!(" {cell:>7}"));
        }
        text.push('\n');
    }
    text.push('\n');
    for (rank, &entrant) in order.iter().enumerate() {
        let standing = &results.standings[entrant];
        let forfeits = match forfeit_words(&standing.forfeits) {
            words if words.is_empty() => String::new(),
            words => format!(", forfeits: {words}"),
        };
        let byes = match standing.byes {
            0 => String::new(),
            byes => format!(", byes {byes}"),
        };
        text.push_str(&format!(
            "{:>3}. {:width$}  {} points of {}  (wins {}, draws {}, losses {}{byes}{forfeits}; Buchholz {}, S-B {})\n",
            rank + 1,
            standing.name,
            points(standing.points),
            standing.games,
            standing.wins,
            standing.draws,
            standing.losses,
            points(standing.buchholz),
            points(standing.sonneborn_berger),
        ));
    }
    text
}

/// `alice`, `level_3`: a name as a file name holds it.
fn file_name_part(name: &str) -> String {
    name.chars().map(|c| if c.is_alphanumeric() || c == '-' { c } else { '_' }).collect()
}

/// Where a run of `tournament` keeps the tournament, and what it does with it there.
enum Kept<'a> {
    /// Nowhere: the games are played and reported.
    Nowhere,
    /// A new tournament, each game kept in the folder as it ends (`--save`).
    Saving(&'a Path),
    /// The tournament in the folder, going on with the games not played yet (`--resume`).
    Resuming(&'a Path),
    /// A new tournament set up in the folder for a job runner, nothing played (`--plan`).
    Planning(&'a Path),
    /// One game of the tournament in the folder (`--resume DIR --job N`).
    Job(&'a Path, u32),
    /// The games a job runner played, brought together (`--collect`).
    Collecting(&'a Path),
}

impl<'a> Kept<'a> {
    fn of(args: &'a TournamentArgs) -> Self {
        match (&args.save, &args.plan, &args.resume, args.job, &args.collect) {
            (Some(dir), ..) => Self::Saving(dir),
            (_, Some(dir), ..) => Self::Planning(dir),
            (_, _, Some(dir), Some(job), _) => Self::Job(dir, job),
            (_, _, Some(dir), None, _) => Self::Resuming(dir),
            (.., Some(dir)) => Self::Collecting(dir),
            _ => Self::Nowhere,
        }
    }

    fn dir(&self) -> Option<&'a Path> {
        match *self {
            Self::Nowhere => None,
            Self::Saving(dir)
            | Self::Resuming(dir)
            | Self::Planning(dir)
            | Self::Job(dir, _)
            | Self::Collecting(dir) => Some(dir),
        }
    }

    /// Whether the folder is new, set up by this run.
    fn is_new(&self) -> bool {
        matches!(self, Self::Saving(_) | Self::Planning(_))
    }

    /// Whether this run plays the games it finds unplayed (rather than listing them for a job
    /// runner).
    fn plays(&self) -> bool {
        matches!(self, Self::Nowhere | Self::Saving(_) | Self::Resuming(_))
    }
}

/// The arguments `tournament` plays by and the game they name: those given, or for a tournament
/// kept in a folder (`--resume`, `--collect`) the folder's.
pub fn arguments(args: TournamentArgs) -> anyhow::Result<(String, TournamentArgs)> {
    let args = match args.resume.clone().or_else(|| args.collect.clone()) {
        None => args,
        Some(dir) => kept_arguments(&dir, args)?,
    };
    let game = args.game.clone().ok_or_else(|| anyhow!("name the game: tournament GAME …"))?;
    Ok((game, args))
}

/// The arguments of the tournament kept in `dir`, with this run's own (`--jobs`, `--json`, the
/// folder's options). The current folder becomes the one the tournament was started in, where
/// its players' commands run.
fn kept_arguments(dir: &Path, run: TournamentArgs) -> anyhow::Result<TournamentArgs> {
    let setup = Setup::read(dir)?;
    let dir = std::fs::canonicalize(dir).with_context(|| format!("cannot find {}", dir.display()))?;
    std::env::set_current_dir(&setup.started_in).with_context(|| {
        format!(
            "cannot go to {}, where the tournament was started and its players' commands run",
            setup.started_in.display()
        )
    })?;
    let mut args = setup.arguments;
    args.resume = run.resume.map(|_| dir.clone());
    args.collect = run.collect.map(|_| dir);
    args.job = run.job;
    args.json = run.json;
    args.play.jobs = run.play.jobs;
    Ok(args)
}

/// The arguments as a tournament's folder keeps them: the folders of submissions as absolute
/// paths, which a job on another machine finds.
fn arguments_to_keep(args: &TournamentArgs) -> anyhow::Result<TournamentArgs> {
    let mut kept = args.clone();
    for folder in &mut kept.programs {
        *folder = std::fs::canonicalize(&*folder).with_context(|| format!("cannot find {}", folder.display()))?;
    }
    Ok(kept)
}

/// The game `record` holds, where it is the game at `place`, from the opening and with the seats
/// the tournament gives that game.
fn recorded_outcome<G: MatchGame>(
    record: &GameRecord,
    place: GamePlace,
    plan: &MatchPlan<G::Move>,
) -> Result<Outcome<G>, String> {
    let number = place.number;
    let outcome = record.outcome_at::<G>(place).map_err(|error| error.to_string())?;
    let (opening, swapped) = plan.opening(&G::start(), number);
    if outcome.first_player != usize::from(swapped) || !outcome.game.move_list().starts_with(&opening) {
        return Err("its game does not start from the opening and the seats this tournament gives it".to_owned());
    }
    Ok(outcome)
}

/// `3, 5, 8–12`: job numbers as a person reads a list of them.
fn job_list(jobs: &[u32]) -> String {
    let mut runs: Vec<(u32, u32)> = Vec::new();
    for &job in jobs {
        match runs.last_mut() {
            Some((_, last)) if *last + 1 == job => *last = job,
            _ => runs.push((job, job)),
        }
    }
    let words = runs.iter().map(|&(first, last)| match last - first {
        0 => first.to_string(),
        1 => format!("{first}, {last}"),
        _ => format!("{first}–{last}"),
    });
    words.collect::<Vec<_>>().join(", ")
}

pub fn play_tournament<G: MatchGame>(args: &TournamentArgs) -> anyhow::Result<()> {
    if args.games == 0 {
        return Err(anyhow!("--games must be at least 1"));
    }
    let kept = Kept::of(args);
    let settings = args.play.settings::<G>()?;
    let mut entrants: Vec<Entrant<G>> = Vec::new();
    let taken = |entrants: &[Entrant<G>], name: &str| entrants.iter().any(|entrant| entrant.name == name);
    for text in &args.players {
        let (name, player) = name_and_player(text);
        let context = || format!("--player {text}");
        if taken(&entrants, name) {
            return Err(anyhow!("two players are called {name}: give each its own name, NAME=PLAYER"))
                .with_context(context);
        }
        // No try before the games: a player that cannot play loses its games by forfeit, with
        // the reason, and the class plays on.
        let spec = parse_player::<G>(player, &settings).with_context(context)?;
        entrants.push(Entrant { name: name.to_owned(), spec });
    }
    let mut left_out = Vec::new();
    // Each submission's fresh copy, for the sandboxes; removed when the tournament ends.
    let mut copies = None;
    let needs_players = !matches!(kept, Kept::Planning(_) | Kept::Collecting(_));
    if !args.programs.is_empty() && !args.no_sandbox && needs_players {
        match sandbox::available() {
            Ok(()) => copies = Some(Copies::new().context("cannot make the sandboxes' copies")?),
            Err(why) => eprintln!("no sandbox: {why}; the programs run as your own processes"),
        }
    }
    for folder in &args.programs {
        for submission in read_submissions(folder)? {
            let context = || format!("--programs {}", folder.display());
            match submission.program {
                Ok(_) if taken(&entrants, &submission.name) => {
                    return Err(anyhow!(
                        "two players are called {}: {} and another; rename one",
                        submission.name,
                        submission.entry.display()
                    ))
                    .with_context(context);
                }
                Ok(program) => {
                    let sandbox = match (&mut copies, submission.entry.parent()) {
                        (Some(copies), Some(hidden)) => Some(
                            copies
                                .sandbox_for(hidden, &submission.entry)
                                .with_context(|| format!("cannot copy {}", submission.entry.display()))?,
                        ),
                        _ => None,
                    };
                    let spec = submission_player::<G>(&program, sandbox, &settings);
                    entrants.push(Entrant { name: submission.name, spec });
                }
                Err(reason) => {
                    eprintln!("left out: {}: {reason}", submission.entry.display());
                    left_out.push(LeftOutEntry { entry: submission.entry, reason: reason.to_string() });
                }
            }
        }
    }
    if entrants.len() < 2 {
        let found = match left_out.len() {
            0 => String::new(),
            count => format!(" ({count} entries of the submissions left out, each with its reason above)"),
        };
        return Err(anyhow!(
            "a tournament needs two players at least{found}: give --player NAME=PLAYER for each, or --programs DIR"
        ));
    }
    let names: Vec<String> = entrants.iter().map(|entrant| entrant.name.clone()).collect();
    let openings_choice = args.openings.unwrap_or(G::TOURNAMENT_OPENINGS);
    // Every pair plays the same games: the same openings, the same seeds.
    let plan = MatchPlan {
        games: args.games,
        seed: args.play.seed,
        openings: openings::<G>(openings_choice)?,
        swap_colours: true,
    };
    let count = entrants.len();
    let swiss_round_count = match (args.format, args.rounds) {
        (FormatArg::RoundRobin, Some(_)) => return Err(anyhow!("--rounds is for --format swiss")),
        (_, Some(0)) => return Err(anyhow!("--rounds must be at least 1")),
        (FormatArg::RoundRobin, None) => None,
        (FormatArg::Swiss, rounds) => Some(rounds.unwrap_or_else(|| swiss_rounds(count))),
    };
    let mut rounds = Rounds::new(count, args.games, swiss_round_count);

    // The folder: set up by this run, or the games played in it before.
    let mut played = BTreeMap::new();
    match kept.dir() {
        Some(dir) if kept.is_new() => Setup::new(arguments_to_keep(args)?, names.clone())?.write(dir)?,
        Some(dir) => {
            let setup = Setup::read(dir)?;
            if setup.entrants != names {
                let [new, gone] = [(&names, &setup.entrants), (&setup.entrants, &names)].map(|(these, those)| {
                    these.iter().filter(|name| !those.contains(name)).cloned().collect::<Vec<_>>()
                });
                return Err(anyhow!(
                    "the players are not those the tournament in {} started with (new: {}; gone: {}): put the submissions back as they were, or start a new tournament in another folder",
                    dir.display(),
                    if new.is_empty() { "none".to_owned() } else { new.join(", ") },
                    if gone.is_empty() { "none, but in another order".to_owned() } else { gone.join(", ") },
                ));
            }
            let mut warnings = Vec::new();
            played = folder::read_played(dir, &mut warnings)?;
            warnings.iter().for_each(|warning| eprintln!("{warning}"));
        }
        None => {}
    }

    let cancel = cancel_flag()?;
    let started = Instant::now();
    let mut results = Results::new(entrants.iter().map(|entrant| (entrant.name.clone(), entrant.spec.label())));
    let mut outcomes: Vec<(Fixture, Outcome<G>)> = Vec::new();
    let progress = match kept.plays() {
        true => Progress::new(
            "tournament",
            u64::from(rounds.total_games()),
            "{bar:30} {pos}/{len} games  {elapsed} (eta {eta})  {msg}",
        ),
        false => Progress::silent("tournament"),
    };
    let leader = |results: &Results| {
        let leader = &results.standings[results.ranking()[0]];
        format!("{} leads with {}", leader.name, points(leader.points))
    };
    let makers: Vec<Box<MakePlayer<G>>> =
        entrants.iter().map(|entrant| Box::new(|| entrant.spec.player()) as Box<MakePlayer<G>>).collect();
    let makers: Vec<&MakePlayer<G>> = makers.iter().map(AsRef::as_ref).collect();
    let mut rounds_played = 0;
    // The job number of the next round's first game: the games are numbered from 1 in the
    // order the rounds start them.
    let mut first_job = 1;
    // The first round with games not played yet, and their jobs, where this run leaves them to
    // a job runner.
    let mut waiting: Option<(u32, Vec<u32>)> = None;
    let mut write_error = None;
    while !cancel.load(Ordering::Relaxed)
        && let Some(round) = rounds.pair_next(&mut results)
    {
        let quiet = args.json || !kept.plays();
        if !quiet {
            if let Some(swiss) = rounds.swiss() {
                progress.suspend(|| out!("round {} of {swiss}", round.number));
            }
            if let Some(bye) = round.bye {
                let name = &entrants[bye].name;
                progress.suspend(|| out!("{name} sits this round out: a bye, worth {} points", args.games));
            }
        }
        let pairings = &rounds.pairings;
        let pair_names = |fixture: Fixture| {
            let pairing = pairings[fixture.pairing];
            [pairing.first, pairing.second].map(|entrant| entrants[entrant].name.as_str())
        };
        // The games this round played before, counted; the rest to play.
        let mut to_play: Vec<(u32, Fixture)> = Vec::new();
        for (job, &fixture) in (first_job..).zip(&round.fixtures) {
            let Some(record) = played.remove(&job) else {
                to_play.push((job, fixture));
                continue;
            };
            let place = GamePlace {
                round: round.number,
                players: pair_names(fixture).map(str::to_owned),
                number: fixture.number,
            };
            match recorded_outcome::<G>(&record, place, &plan) {
                Ok(outcome) => {
                    results.count(pairings[fixture.pairing], &outcome);
                    outcomes.push((fixture, outcome));
                }
                Err(why) => {
                    // Records come only from the folder.
                    if let Some(dir) = kept.dir() {
                        eprintln!("{}", folder::set_aside(&folder::played_path(dir, job), &why));
                    }
                    to_play.push((job, fixture));
                }
            }
        }
        let round_jobs = first_job..first_job + round.fixtures.len() as u32;
        first_job = round_jobs.end;
        if let Kept::Job(_, job) = kept {
            if !round_jobs.contains(&job) {
                if to_play.is_empty() {
                    continue;
                }
                let missing: Vec<u32> = to_play.iter().map(|(job, _)| *job).collect();
                return Err(anyhow!(
                    "game {job} is in a later round, paired once round {} is played: its games {} are not in yet",
                    round.number,
                    job_list(&missing)
                ));
            }
            to_play.retain(|(to_play, _)| *to_play == job);
            if to_play.is_empty() {
                out!("game {job} was played already");
                return Ok(());
            }
        } else if !kept.plays() {
            if !to_play.is_empty() {
                waiting = Some((round.number, to_play.iter().map(|(job, _)| *job).collect()));
                break;
            }
            if !cancel.load(Ordering::Relaxed) {
                rounds_played = round.number;
            }
            continue;
        }
        let before = round.fixtures.len() - to_play.len();
        if !to_play.is_empty() && before > 0 && !quiet {
            progress.suspend(|| out!("{before} games of the round played before; {} to play", to_play.len()));
        }
        if before > 0 {
            progress.set(u64::from(results.games), leader(&results));
        }
        let fixtures: Vec<Fixture> = to_play.iter().map(|(_, fixture)| *fixture).collect();
        let schedule = Schedule { entrants: &makers, pairings, fixtures: &fixtures, plan: &plan };
        schedule.play(args.play.jobs, cancel, |fixture, outcome| {
            let pairing = pairings[fixture.pairing];
            let names = pair_names(fixture);
            if let Some(dir) = kept.dir() {
                let job = to_play.iter().find(|(_, played)| *played == fixture).map_or(0, |(job, _)| *job);
                let record = GameRecord::new(job, round.number, names.map(str::to_owned), &outcome);
                if let Err(error) = folder::write_played(dir, &record) {
                    // Nothing more is played where nothing more can be kept.
                    cancel.store(true, Ordering::Relaxed);
                    write_error.get_or_insert(error);
                }
            }
            results.count(pairing, &outcome);
            if !args.json {
                let [x, o] = if outcome.first_player == 0 { names } else { [names[1], names[0]] };
                progress.suspend(|| out!("{x} – {o}  {}", describe(&outcome)));
            }
            progress.step(leader(&results));
            outcomes.push((fixture, outcome));
        });
        if let Some(error) = write_error {
            return Err(error);
        }
        if matches!(kept, Kept::Job(..)) {
            return Ok(());
        }
        if !cancel.load(Ordering::Relaxed) {
            rounds_played = round.number;
        }
    }
    progress.finish();
    let total = rounds.total_games();
    match kept {
        Kept::Job(_, job) => return Err(anyhow!("the tournament has {total} games: there is no game {job}")),
        Kept::Planning(dir) => {
            let (round, jobs) = waiting.unwrap_or_default();
            let path = folder::write_jobs(dir, &jobs)?;
            let round = rounds.swiss().map(|swiss| format!(" of round {round} of {swiss}")).unwrap_or_default();
            let next = if rounds.swiss().is_some() { ", which then pairs the next round" } else { "" };
            out!(
                "{} games{round} to play, one command a line, in {}: e.g. `parallel < {}`; then `tournament --collect {}`{next}",
                jobs.len(),
                path.display(),
                path.display(),
                dir.display()
            );
            return Ok(());
        }
        Kept::Collecting(dir) => {
            if let Some((round, jobs)) = waiting {
                let path = folder::write_jobs(dir, &jobs)?;
                let round = rounds.swiss().map(|swiss| format!(" of round {round} of {swiss}")).unwrap_or_default();
                return Err(anyhow!(
                    "{} games{round} are not played yet (games {}): {} has them, one command a line; run them, then `tournament --collect {}` again",
                    jobs.len(),
                    job_list(&jobs),
                    path.display(),
                    dir.display()
                ));
            }
        }
        _ => {}
    }
    let summary = TournamentSummary {
        game: G::NAME,
        format: args.format.into(),
        rounds: swiss_round_count.map(|_| rounds_played),
        games_per_pair: args.games,
        games: results.games,
        seed: args.play.seed,
        openings: openings_choice.describe(),
        standings: results.ranking().into_iter().map(|entrant| results.standings[entrant].clone()).collect(),
        crosstable: results.crosstable.clone(),
        incidents: results.incidents.clone(),
        left_out,
        sandboxed: copies.is_some(),
        stopped: cancel.load(Ordering::Relaxed),
        seconds: started.elapsed().as_secs_f64(),
    };
    if let Some(dir) = kept.dir() {
        save(dir, &entrants, &rounds, &mut outcomes, &summary)?;
        publish(dir, &results, &entrants, &rounds, &outcomes, &summary)?;
    }
    if args.json {
        out!("{}", serde_json::to_string(&summary)?);
        return Ok(());
    }
    out!("\n{}", report(&results));
    let stopped = match (summary.stopped, kept.dir()) {
        (false, _) => String::new(),
        (true, None) => " (stopped by Ctrl-C)".to_owned(),
        (true, Some(dir)) => format!(" (stopped by Ctrl-C: `tournament --resume {}` plays the rest)", dir.display()),
    };
    out!("{} games in {:.1} s{stopped}", summary.games, summary.seconds);
    Ok(())
}

/// The games of each pair in a file of their own (`01-02 alice - bob.ggf`; in a Swiss
/// tournament, whose pairings are made round by round, `R3 01-02 alice - bob.ggf`), in the order
/// they were played, and the summary as `standings.json`.
fn save<G: MatchGame>(
    dir: &Path,
    entrants: &[Entrant<G>],
    rounds: &Rounds,
    outcomes: &mut [(Fixture, Outcome<G>)],
    summary: &TournamentSummary,
) -> anyhow::Result<()> {
    // A Swiss tournament's pairings are made round by round: each file says its round.
    let pairing_rounds = rounds.swiss().map(|_| rounds.pairing_rounds.as_slice());
    std::fs::create_dir_all(dir).with_context(|| format!("cannot make {}", dir.display()))?;
    outcomes.sort_by_key(|(fixture, _)| (fixture.pairing, fixture.number));
    for (index, pairing) in rounds.pairings.iter().enumerate() {
        let names = [pairing.first, pairing.second].map(|entrant| entrants[entrant].name.as_str());
        let mut text = String::new();
        for (_, outcome) in outcomes.iter().filter(|(fixture, _)| fixture.pairing == index) {
            let labels = Seat::BOTH.map(|seat| names[outcome.player(seat)]);
            let forfeited = outcome.forfeit.as_ref().map(|(seat, _)| *seat);
            let line = G::save_line(&outcome.game, labels, forfeited)
                .with_context(|| format!("cannot save game {} of {} – {}", outcome.number + 1, names[0], names[1]))?;
            text.push_str(&line);
            text.push('\n');
        }
        let round = pairing_rounds.map(|rounds| format!("R{} ", rounds[index])).unwrap_or_default();
        let file = format!(
            "{round}{:02}-{:02} {} - {}.{}",
            pairing.first + 1,
            pairing.second + 1,
            file_name_part(names[0]),
            file_name_part(names[1]),
            G::GAME_FILE_EXTENSION
        );
        let path = dir.join(file);
        write_durably(&path, text.as_bytes()).with_context(|| format!("cannot write {}", path.display()))?;
    }
    let path = dir.join("standings.json");
    let json = serde_json::to_string_pretty(summary)?;
    write_durably(&path, json.as_bytes()).with_context(|| format!("cannot write {}", path.display()))
}

/// The results as a teacher publishes them, beside the games: `standings.csv` and `index.html`,
/// the page with the standings, the crosstable and every game to step through (in English).
fn publish<G: MatchGame>(
    dir: &Path,
    results: &Results,
    entrants: &[Entrant<G>],
    rounds: &Rounds,
    outcomes: &[(Fixture, Outcome<G>)],
    summary: &TournamentSummary,
) -> anyhow::Result<()> {
    let pairing_rounds = rounds.swiss().map(|_| rounds.pairing_rounds.as_slice());
    let games: Vec<PageGame> = outcomes
        .iter()
        .map(|(fixture, outcome)| {
            let pairing = rounds.pairings[fixture.pairing];
            let names = [pairing.first, pairing.second].map(|entrant| entrants[entrant].name.as_str());
            let seated = Seat::BOTH.map(|seat| names[outcome.player(seat)]);
            let round = pairing_rounds.map(|rounds| format!("round {}: ", rounds[fixture.pairing])).unwrap_or_default();
            let [first_side, second_side] = G::SIDES;
            let title = format!(
                "{round}{} ({first_side}) – {} ({second_side}), game {}",
                seated[0],
                seated[1],
                outcome.number + 1
            );
            let result = match (outcome.winner(), &outcome.forfeit) {
                (None, _) => "draw".to_owned(),
                (Some(seat), None) => format!("{} won", seated[seat.index()]),
                (Some(seat), Some((loser, forfeit))) => {
                    format!("{} won: {} lost by forfeit, {forfeit}", seated[seat.index()], seated[loser.index()])
                }
            };
            page_game(&outcome.game, title, result)
        })
        .collect();
    let format = match summary.rounds {
        Some(rounds) => format!("Swiss, {rounds} rounds"),
        None => "round robin".to_owned(),
    };
    let words = PageWords {
        language: "en".to_owned(),
        title: format!("{} tournament", G::TITLE),
        about: format!("{} players · {format} · {} games", entrants.len(), summary.games),
        standings: "Standings".to_owned(),
        crosstable: "Crosstable".to_owned(),
        games: "Games".to_owned(),
        columns: ["#", "Player", "Points", "Games", "Won–drawn–lost", "Byes", "Forfeits", "Buchholz", "S-B"]
            .map(str::to_owned),
        start: "Before the first move".to_owned(),
        buttons: ["To the start", "Back a move", "Forward a move", "To the end"].map(str::to_owned),
    };
    let page = results_page(&words, results, &games, G::PIECES_ARE_LETTERS);
    for (file, text) in [("standings.csv", standings_csv(results)), ("index.html", page)] {
        let path = dir.join(file);
        write_durably(&path, text.as_bytes()).with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_player_goes_by_its_name_or_else_by_its_own_text() {
        assert_eq!(name_and_player("alice=program:python3 a.py"), ("alice", "program:python3 a.py"));
        assert_eq!(name_and_player("deep=ai:depth=8"), ("deep", "ai:depth=8"));
        assert_eq!(name_and_player("ai:depth=8"), ("ai:depth=8", "ai:depth=8"));
        assert_eq!(name_and_player("level:3"), ("level:3", "level:3"));
        assert_eq!(name_and_player("=random"), ("=random", "=random"));
    }

    #[test]
    fn points_and_forfeits_read_as_words() {
        assert_eq!(points(3.0), "3");
        assert_eq!(points(2.5), "2.5");
        let forfeits = BTreeMap::from([(ForfeitKind::Timeout, 2), (ForfeitKind::NoMove, 1)]);
        assert_eq!(forfeit_words(&forfeits), "2 timeout, 1 no move");
        assert_eq!(file_name_part("level:3 (strong)"), "level_3__strong_");
    }
}
