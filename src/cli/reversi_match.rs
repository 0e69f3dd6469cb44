//! `match reversi`: games between our AI, random and greedy players, and outside engines that
//! speak the NBoard protocol (`--black nboard:"edax -q"`). An outside engine that crashes,
//! hangs past its time or plays an illegal move loses that game; it is started afresh for the
//! next one, and the summary lists what happened.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use clap::{Args, ValueEnum};
use serde::Serialize;

use super::matches::PlayerKind;
use crate::games::random::SplitMix64;
use crate::games::reversi::ggf::write_game;
use crate::games::reversi::nboard::client::ExternalEngine;
use crate::games::reversi::{AiSettings, Color, Ending, GameRecord, GameResult, Move, Position, RecordedMove, think};

/// A player of `match reversi`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReversiPlayer {
    Builtin(PlayerKind),
    /// An outside engine, started with this command line.
    NBoard(String),
}

impl ReversiPlayer {
    fn label(&self) -> String {
        match self {
            Self::Builtin(kind) => {
                kind.to_possible_value().map(|value| value.get_name().to_owned()).unwrap_or_default()
            }
            Self::NBoard(command) => format!("nboard:{command}"),
        }
    }
}

fn parse_player(text: &str) -> Result<ReversiPlayer, String> {
    if let Some(command) = text.strip_prefix("nboard:") {
        if command.trim().is_empty() {
            return Err("nboard: needs the engine's command line, e.g. nboard:\"edax -q\"".into());
        }
        return Ok(ReversiPlayer::NBoard(command.to_owned()));
    }
    PlayerKind::from_str(text, true)
        .map(ReversiPlayer::Builtin)
        .map_err(|_| format!("`{text}` is not a player: use ai, random, greedy or nboard:<command line>"))
}

#[derive(Args, Debug)]
pub struct MatchArgs {
    /// Who plays black: ai, random, greedy, or nboard:<command line> for an outside engine.
    #[arg(long, value_parser = parse_player)]
    black: ReversiPlayer,
    /// Who plays white (as --black).
    #[arg(long, value_parser = parse_player)]
    white: ReversiPlayer,
    #[arg(long, value_name = "N", default_value_t = 10)]
    games: u32,
    /// Seed of the random players.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Search depth of the AI, also sent to outside engines (`set depth`).
    #[arg(long, value_name = "D", default_value_t = 4)]
    depth: u32,
    /// AI time limit per move in milliseconds (0: none).
    #[arg(long = "time-ms", value_name = "T", default_value_t = 0)]
    time_ms: u64,
    /// An outside engine that takes longer than this to start or to answer a move loses the game.
    #[arg(long = "engine-timeout-ms", value_name = "T", default_value_t = 10_000)]
    engine_timeout_ms: u64,
    /// Write the games to FILE in GGF, one per line (a forfeit is written as a resignation).
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Print one JSON summary object.
    #[arg(long)]
    json: bool,
}

/// A seat at the board: who plays it, and the running process of an outside engine.
struct Seat {
    player: ReversiPlayer,
    engine: Option<ExternalEngine>,
}

/// What the players need beside the position.
struct Table {
    settings: AiSettings,
    random: SplitMix64,
    engine_timeout: Duration,
}

impl Table {
    /// The move `kind` plays: the engine's, a uniformly random one, or the one flipping most discs.
    fn builtin_move(&mut self, position: &Position, kind: PlayerKind) -> Option<Move> {
        let moves = position.moves();
        match kind {
            PlayerKind::Ai => think(position, &self.settings, false, &AtomicBool::new(false), &mut |_| {}).best_move,
            PlayerKind::Random => self.random.pick(&moves).copied(),
            PlayerKind::Greedy => moves
                .iter()
                .copied()
                .max_by_key(|&mv| position.try_play(mv).map_or(0, |(_, effect)| effect.flipped.count())),
        }
    }

    fn start_engine(&self, command: &str) -> Result<ExternalEngine, String> {
        ExternalEngine::start(command, Some(self.settings.max_depth), self.engine_timeout)
            .map_err(|error| format!("could not start: {error}"))
    }

    /// The seat's move in `game`, or why it loses the game.
    fn seat_move(&mut self, seat: &mut Seat, game: &GameRecord) -> Result<RecordedMove, String> {
        let position = game.current();
        match &seat.player {
            ReversiPlayer::Builtin(kind) => self
                .builtin_move(&position, *kind)
                .map(RecordedMove::bare)
                .ok_or_else(|| "found no move in an unfinished game".to_owned()),
            ReversiPlayer::NBoard(command) => {
                let engine = match seat.engine.take() {
                    Some(engine) => engine,
                    None => self.start_engine(command)?,
                };
                let answer = seat.engine.insert(engine).choose_move(game, self.engine_timeout);
                answer.map_err(|error| error.to_string())
            }
        }
    }
}

#[derive(Serialize)]
struct SideRecord {
    player: String,
    /// The name an outside engine gave itself.
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    wins: u32,
    draws: u32,
    losses: u32,
    /// Games lost by crashing, timing out or playing an illegal move.
    forfeits: u32,
    discs: u32,
}

impl SideRecord {
    fn new(player: &ReversiPlayer) -> Self {
        Self { player: player.label(), name: None, wins: 0, draws: 0, losses: 0, forfeits: 0, discs: 0 }
    }
}

#[derive(Serialize)]
struct MatchSummary {
    games: u32,
    black: SideRecord,
    white: SideRecord,
    /// What went wrong with outside engines, game by game.
    incidents: Vec<String>,
    seconds: f64,
}

pub fn play_match(args: &MatchArgs) -> Result<(), String> {
    if args.games == 0 {
        return Err("--games must be at least 1".into());
    }
    let mut table = Table {
        settings: AiSettings { max_depth: args.depth, time_limit_ms: args.time_ms, ..AiSettings::default() },
        random: SplitMix64::new(args.seed),
        engine_timeout: Duration::from_millis(args.engine_timeout_ms.max(1)),
    };
    let mut seats =
        [Seat { player: args.black.clone(), engine: None }, Seat { player: args.white.clone(), engine: None }];
    // An engine that cannot start at all is a mistake on the command line, not a lost game.
    for (seat, color) in seats.iter_mut().zip([Color::Black, Color::White]) {
        if let ReversiPlayer::NBoard(command) = &seat.player {
            let engine = table.start_engine(command).map_err(|error| format!("{} engine {error}", color.name()))?;
            seat.engine = Some(engine);
        }
    }
    let mut records = [SideRecord::new(&args.black), SideRecord::new(&args.white)];
    let mut incidents = Vec::new();
    let mut saved = String::new();
    let started = Instant::now();
    for number in 1..=args.games {
        let mut game = GameRecord::new(Position::initial());
        game.black = Some(args.black.label());
        game.white = Some(args.white.label());
        let mut forfeit = None;
        while !game.current().is_game_over() {
            let position = game.current();
            let index = usize::from(position.side_to_move() == Color::White);
            // A forced pass needs no player (NBoard does not ask engines for one either).
            let answer = if position.must_pass() {
                Ok(RecordedMove::bare(Move::Pass))
            } else {
                table.seat_move(&mut seats[index], &game)
            };
            let played = answer
                .and_then(|recorded| game.play(recorded).map_err(|error| format!("played an illegal move: {error}")));
            if let Err(reason) = played {
                // Whatever state the engine is in, the next game gets a fresh one.
                seats[index].engine = None;
                forfeit = Some((position.side_to_move(), reason));
                break;
            }
        }
        let (black_discs, white_discs) = game.current().disc_counts();
        records[0].discs += black_discs;
        records[1].discs += white_discs;
        let black_result = match &forfeit {
            Some((Color::Black, _)) => std::cmp::Ordering::Less,
            Some((Color::White, _)) => std::cmp::Ordering::Greater,
            None => black_discs.cmp(&white_discs),
        };
        let [black, white] = &mut records;
        match black_result {
            std::cmp::Ordering::Greater => (black.wins, white.losses) = (black.wins + 1, white.losses + 1),
            std::cmp::Ordering::Less => (white.wins, black.losses) = (white.wins + 1, black.losses + 1),
            std::cmp::Ordering::Equal => (black.draws, white.draws) = (black.draws + 1, white.draws + 1),
        }
        game.result = match &forfeit {
            Some((loser, _)) => {
                let black_margin = if *loser == Color::Black { -64.0 } else { 64.0 };
                Some(GameResult { black_margin, ending: Ending::Resigned })
            }
            None => game.final_result(),
        };
        saved.push_str(&write_game(&game));
        saved.push('\n');
        let line = match forfeit {
            Some((color, reason)) => {
                let side = &mut records[usize::from(color == Color::White)];
                side.forfeits += 1;
                let incident = format!("game {number}: {} ({}) loses: {reason}", color.name(), side.player);
                let moves = match game.transcript() {
                    transcript if transcript.is_empty() => "at the first move".to_owned(),
                    transcript => format!("after {transcript}"),
                };
                let line = format!("game {number:>3}: {} loses {moves}: {reason}", color.name());
                incidents.push(incident);
                line
            }
            None => format!("game {number:>3}: {black_discs:>2}-{white_discs:<2} {}", game.transcript()),
        };
        if !args.json {
            println!("{line}");
        }
    }
    if let Some(path) = &args.save {
        std::fs::write(path, saved).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    for (record, seat) in records.iter_mut().zip(&seats) {
        record.name = seat.engine.as_ref().and_then(|engine| engine.name()).map(str::to_owned);
    }
    let [black, white] = records;
    let summary = MatchSummary { games: args.games, black, white, incidents, seconds: started.elapsed().as_secs_f64() };
    if args.json {
        println!("{}", serde_json::to_string(&summary).map_err(|e| e.to_string())?);
        return Ok(());
    }
    for (name, side) in [("Black", &summary.black), ("White", &summary.white)] {
        let forfeits = if side.forfeits > 0 { format!(" ({} by forfeit)", side.forfeits) } else { String::new() };
        println!(
            "{name} ({}): {} wins, {} draws, {} losses{forfeits}, {} discs",
            side.player, side.wins, side.draws, side.losses, side.discs
        );
    }
    println!("{} games in {:.1} s", summary.games, summary.seconds);
    Ok(())
}
