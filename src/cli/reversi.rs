//! Headless Reversi command `solve`, and what the shared commands (perft, analyze, match) need
//! to know of Reversi: in a match also its levels and outside engines (`nboard:<command line>`)
//! as players, its balanced openings, and GGF for the saved games.

use anyhow::{Context, anyhow};
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use clap::Args;
use serde::Serialize;

use super::arguments::{parse_selectivity, parse_threads};
use super::game::{CliAi, CliGame, SearchOptions, read_weights};
use super::matches::{MatchGame, OpeningsArg, PlayerSettings, PlayerSpec};
use crate::cli::matches::{Ladder, Rung};
use crate::engine::{SearchInfo, Selectivity};
use crate::games::Seat;
use crate::games::kept_ai::KeptAi;
use crate::games::matches::{Forfeit, ForfeitKind, GameSoFar, PlayedMove, Player, Turn, found};
use crate::games::random::SplitMix64;
use crate::games::reversi::analysis::openings::balanced_lines;
use crate::games::reversi::eval::ReversiEvaluator;
use crate::games::reversi::formats::PlayError;
use crate::games::reversi::formats::ggf::write_game;
use crate::games::reversi::search::endgame::{EndgameSolver, Solve, margin_of};
use crate::games::reversi::search::score::describe_score;
use crate::games::reversi::{
    AiSettings, Ending, GameRecord, GameResult, LEVEL_RATINGS, Level, Move, Position, RecordedMove, ReversiAi, Weights,
    book_answer, parse_position, perft as count_perft,
};
use crate::nboard::client::{EngineError, NboardEngine};

/// Reversi's player: the engine's search, handing over to the exact solver near the end, with
/// the tables it keeps from move to move.
pub struct ReversiPlayer {
    settings: AiSettings,
    exact_root_scores: bool,
    /// The last answer was the book's.
    from_book: bool,
    ai: ReversiAi,
}

/// The same settings with empty tables: a fresh player, not a copy of what this one has learnt.
impl Clone for ReversiPlayer {
    fn clone(&self) -> Self {
        Self {
            settings: self.settings.clone(),
            exact_root_scores: self.exact_root_scores,
            from_book: false,
            ai: ReversiAi::default(),
        }
    }
}

impl CliAi<Position> for ReversiPlayer {
    /// From the book first where asked (`think` leaves it out where every move is to be scored,
    /// as `analyze` asks: here the book's own moves are the answer).
    fn search(&mut self, position: &Position, cancel: &AtomicBool) -> SearchInfo<Move> {
        let from_book = book_answer(position, &self.settings);
        self.from_book = from_book.is_some();
        from_book
            .unwrap_or_else(|| self.ai.think(position, &self.settings, self.exact_root_scores, cancel, &mut |_| {}))
    }

    fn answered_from_book(&self) -> bool {
        self.from_book
    }

    fn vary(&mut self, seed: u64) {
        self.settings.variety.seed = seed;
    }

    fn solved(&self, position: &Position, info: &SearchInfo<Move>) -> bool {
        if self.from_book {
            return info.solved;
        }
        info.finished && self.settings.solves_exactly(position)
    }

    fn describe_score(&self, score: crate::engine::Score, solved: bool) -> String {
        describe_score(score, solved, self.settings.weights.discs_per_point())
    }
}

impl CliGame for Position {
    const DEFAULT_DEPTH: u32 = 10;
    type Ai = ReversiPlayer;
    type Evaluator = ReversiEvaluator;

    /// The strongest evaluation (the learned one) unless told otherwise; a match's
    /// `ai:weights=` may name a preset: learned, tuned, classroom, positional, greedy.
    fn evaluator(options: &SearchOptions) -> anyhow::Result<ReversiEvaluator> {
        let weights = match options.weights {
            Some(choice) => choice.load(Weights::preset, read_reversi_weights)?,
            None => Weights::learned(),
        };
        Ok(ReversiEvaluator::new(weights))
    }

    fn ai(options: &SearchOptions) -> anyhow::Result<ReversiPlayer> {
        let defaults = AiSettings::default();
        let settings = AiSettings {
            algorithm: options.algorithm,
            max_depth: options.depth.unwrap_or(Self::DEFAULT_DEPTH),
            time_limit_ms: options.time_ms,
            exact_endgame_empties: options.exact_empties.unwrap_or(defaults.exact_endgame_empties),
            weights: Self::evaluator(options)?.weights,
            // The search clamps the count to what it supports.
            threads: options.threads.unwrap_or(defaults.threads),
            selectivity: options.selectivity.unwrap_or(Selectivity::FULL),
            book: options.book,
            ..defaults
        };
        Ok(ReversiPlayer {
            settings,
            exact_root_scores: options.exact_root_scores,
            from_book: false,
            ai: ReversiAi::default(),
        })
    }

    fn describe_end(&self) -> String {
        format!("final margin {:+} for the side to move", self.final_margin())
    }

    fn perft(&self, depth: u32) -> u64 {
        count_perft(self, depth)
    }
}

impl MatchGame for Position {
    const MATCH_DEPTH: u32 = 4;
    const GAME_FILE_EXTENSION: &'static str = "ggf";
    /// One: the games played at once (`--jobs`) take the other cores.
    const MATCH_THREADS: Option<usize> = Some(1);
    const AI_KEYS: &'static [&'static str] = &["depth", "time", "empties", "weights", "selectivity", "book"];
    const EXTRA_PLAYERS: &'static [&'static str] = &["nboard:<command line>"];

    /// The move that flips most discs.
    fn greedy_move(&self, _rng: &mut SplitMix64) -> Option<Move> {
        let flips = |mv: Move| self.try_play(mv).map_or(0, |(_, effect)| effect.flipped.count());
        self.moves().into_iter().max_by_key(|&mv| flips(mv))
    }

    /// The ten levels, rated by the matches between neighbours (docs/strength.md: levels 7 to 9
    /// with the book), Beginner at 1000.
    fn ladder() -> Option<Ladder> {
        Some(Ladder { rungs: &REVERSI_LADDER, openings: OpeningsArg::Balanced })
    }

    fn extra_player(text: &str, settings: &PlayerSettings) -> Option<anyhow::Result<Box<dyn PlayerSpec<Self>>>> {
        if let Some(command) = text.strip_prefix("nboard:") {
            if command.trim().is_empty() {
                return Some(Err(anyhow!("nboard: needs the engine's command line, e.g. nboard:\"edax -q\"")));
            }
            let spec =
                NBoardSpec { command: command.to_owned(), depth: settings.depth, timeout: settings.engine_timeout };
            return Some(Ok(Box::new(spec)));
        }
        let number = text.strip_prefix("level:")?;
        let level = number.parse().ok().and_then(Level::get);
        let threads = settings.threads.unwrap_or(1);
        Some(
            level
                .map(|level| Box::new(LevelSpec { level, threads }) as Box<dyn PlayerSpec<Self>>)
                .with_context(|| format!("`{number}` is not a level: use 1 to 10")),
        )
    }

    const TOURNAMENT_OPENINGS: OpeningsArg = OpeningsArg::Balanced;

    /// The shipped list, `assets/reversi/openings.txt`.
    fn balanced_openings() -> anyhow::Result<Vec<Vec<Move>>> {
        Ok(balanced_lines())
    }

    /// GGF, with the players and the result; a forfeit is written as a resignation.
    fn save_line(game: &GameSoFar<Self>, players: [&str; 2], forfeited: Option<Seat>) -> anyhow::Result<String> {
        let mut record = game_record(game)?;
        [record.black, record.white] = players.map(|player| Some(player.to_owned()));
        record.result = match forfeited {
            Some(loser) => {
                let black_margin = if loser == Seat::First { -64.0 } else { 64.0 };
                Some(GameResult { black_margin, ending: Ending::Resigned })
            }
            None => record.final_result(),
        };
        Ok(write_game(&record))
    }
}

/// A match's game as a game file holds it, the outside engines' evaluations and times kept.
fn game_record(game: &GameSoFar<Position>) -> Result<GameRecord, PlayError> {
    let moves =
        game.moves().iter().map(|played| RecordedMove { mv: played.mv, eval: played.eval, seconds: played.seconds });
    GameRecord::from_moves(*game.start(), moves)
}

/// `level:N`: one of the named strengths.
struct LevelSpec {
    level: Level,
    threads: usize,
}

impl PlayerSpec<Position> for LevelSpec {
    fn label(&self) -> String {
        format!("level:{}", self.level.number)
    }

    fn player(&self) -> Box<dyn Player<Position>> {
        Box::new(LevelPlayer { settings: self.level.settings(self.threads), ai: ReversiAi::default() })
    }
}

struct LevelPlayer {
    settings: AiSettings,
    ai: ReversiAi,
}

impl Player<Position> for LevelPlayer {
    fn choose(&mut self, turn: Turn<Position>) -> Result<Option<PlayedMove<Move>>, Forfeit> {
        // The weak levels stray from the best move differently in every game.
        let mut settings = self.settings.clone();
        settings.variety.seed = turn.game_seed;
        let info = self.ai.think(turn.game.position(), &settings, false, turn.cancel, &mut |_| {});
        if turn.cancel.load(Ordering::Relaxed) {
            return Ok(None);
        }
        found(info.best_move)
    }
}

/// `nboard:<command line>`: an outside engine speaking the NBoard protocol.
#[derive(Clone)]
struct NBoardSpec {
    command: String,
    /// Sent to the engine (`set depth`).
    depth: u32,
    /// How long the engine may take to start, and to answer a move.
    timeout: Duration,
}

impl NBoardSpec {
    fn start(&self) -> anyhow::Result<NboardEngine> {
        NboardEngine::start(&self.command, Some(self.depth), self.timeout).context("could not start")
    }
}

impl PlayerSpec<Position> for NBoardSpec {
    fn label(&self) -> String {
        format!("nboard:{}", self.command)
    }

    fn player(&self) -> Box<dyn Player<Position>> {
        Box::new(NBoardPlayer { spec: self.clone(), engine: None })
    }

    fn check(&self) -> anyhow::Result<Option<String>> {
        self.start().map(|_| None).map_err(|error| anyhow!("engine {error:#}"))
    }
}

/// The engine's process starts with the first move asked of it, and lives as long as the player.
struct NBoardPlayer {
    spec: NBoardSpec,
    engine: Option<NboardEngine>,
}

impl Player<Position> for NBoardPlayer {
    fn choose(&mut self, turn: Turn<Position>) -> Result<Option<PlayedMove<Move>>, Forfeit> {
        // A game the engine cannot be sent is our fault, not the engine's: no move of it.
        let record = game_record(turn.game).map_err(|error| Forfeit::new(ForfeitKind::NoMove, error.to_string()))?;
        let engine = match self.engine.take() {
            Some(engine) => engine,
            None => self.spec.start().map_err(|error| Forfeit::new(ForfeitKind::Crash, format!("{error:#}")))?,
        };
        match self.engine.insert(engine).choose_move(&record, self.spec.timeout, turn.cancel) {
            Ok(RecordedMove { mv, eval, seconds }) => Ok(Some(PlayedMove { mv, eval, seconds })),
            Err(EngineError::Cancelled) => Ok(None),
            Err(error) => {
                let kind = match error {
                    EngineError::Timeout { .. } => ForfeitKind::Timeout,
                    EngineError::BadAnswer { .. } => ForfeitKind::Malformed,
                    _ => ForfeitKind::Crash,
                };
                Err(Forfeit::new(kind, error.to_string()))
            }
        }
    }

    fn name(&self) -> Option<String> {
        self.engine.as_ref()?.name().map(str::to_owned)
    }
}

/// Reversi weights from a JSON file in the settings' format, checked.
pub fn read_reversi_weights(path: &Path) -> anyhow::Result<Weights> {
    let weights: Weights = read_weights(path)?;
    weights.validate().with_context(|| format!("bad weights in {}", path.display()))?;
    Ok(weights)
}

#[derive(Args, Debug)]
pub struct SolveArgs {
    /// File of positions, one per line (OBF); `-` or nothing reads standard input.
    file: Option<PathBuf>,
    /// One JSON object per position instead of text.
    #[arg(long)]
    json: bool,
    /// Threads solving each position together.
    #[arg(long, value_name = "N", value_parser = parse_threads, default_value_t = 1)]
    threads: usize,
    /// How sure the solver must be to cut a line on a shallow search's prediction (ProbCut), in
    /// percent (73, 87, 95, 98, 99); 100, the default, proves the margin.
    #[arg(long, value_name = "P", value_parser = parse_selectivity, default_value = "100")]
    selectivity: Selectivity,
    /// Solve in passes of rising confidence, from this selectivity up to --selectivity, as the
    /// top level does, each pass starting from the last one's moves and margin: `--from 73` runs
    /// 73, 87, 95, 98 and 99 %, then 100 %; the nodes and seconds add up all the passes.
    #[arg(long, value_name = "P", value_parser = parse_selectivity)]
    from: Option<Selectivity>,
}

#[derive(Serialize)]
struct Solved {
    best: String,
    score: i32,
    /// Below 100 %, the score is the likely margin, not a proven one; left out at 100 %.
    #[serde(skip_serializing_if = "Option::is_none")]
    selectivity: Option<u8>,
    nodes: u64,
    seconds: f64,
}

pub fn solve(args: &SolveArgs) -> anyhow::Result<()> {
    let first = args.from.unwrap_or(args.selectivity);
    let passes: Vec<Selectivity> = Selectivity::ALL
        .into_iter()
        .filter(|pass| (first.percent()..=args.selectivity.percent()).contains(&pass.percent()))
        .collect();
    let Some((&first_pass, later_passes)) = passes.split_first() else {
        return Err(anyhow!("--from {first} is surer than --selectivity {}: nothing to solve", args.selectivity));
    };
    let mut text = String::new();
    match &args.file {
        Some(path) if path.as_os_str() != "-" => {
            text = std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
        }
        _ => {
            io::stdin().lock().read_to_string(&mut text).context("cannot read standard input")?;
        }
    }
    // Check every line before solving any, so a typo on line 40 is not found an hour in.
    let mut positions = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        positions.push(parse_position(line).with_context(|| format!("line {}", number + 1))?);
    }
    let mut solver = EndgameSolver::default();
    let never = AtomicBool::new(false);
    let (mut total_nodes, mut total_seconds) = (0u64, 0f64);
    for (index, position) in positions.iter().enumerate() {
        let started = Instant::now();
        let base = Solve::exact().threads(args.threads);
        let mut info = solver.solve(position, &base.selectivity(first_pass), &never, &mut |_| {});
        let mut nodes = info.nodes;
        for &pass in later_passes {
            info = solver.solve(position, &base.selectivity(pass).after(&info), &never, &mut |_| {});
            nodes += info.nodes;
        }
        let seconds = started.elapsed().as_secs_f64();
        let solved = Solved {
            best: info.best_move.map(|mv| mv.to_string()).unwrap_or_else(|| "-".into()),
            // A selective solve's margin is an estimate in the evaluation's units.
            score: margin_of(info.score),
            selectivity: (!args.selectivity.is_full()).then(|| args.selectivity.percent()),
            nodes,
            seconds,
        };
        total_nodes += solved.nodes;
        total_seconds += seconds;
        if args.json {
            out!("{}", serde_json::to_string(&solved)?);
        } else {
            out!(
                "#{:<3} {:>2} empties  best {:<4}  score {:+3}{}  nodes {:>12}  seconds {:8.3}",
                index + 1,
                position.empty_count(),
                solved.best,
                solved.score,
                if args.selectivity.is_full() { String::new() } else { format!(" @ {}", args.selectivity) },
                solved.nodes,
                seconds
            );
        }
    }
    if !args.json {
        out!(
            "total: {} positions  nodes {total_nodes}  seconds {total_seconds:.3}  nodes/s {:.0}",
            positions.len(),
            total_nodes as f64 / total_seconds.max(1e-9)
        );
    }
    Ok(())
}

/// The levels, rated as [`LEVEL_RATINGS`] says.
const REVERSI_LADDER: [Rung; 10] = [
    Rung { name: "Beginner", player: "level:1", rating: LEVEL_RATINGS[0] },
    Rung { name: "Novice", player: "level:2", rating: LEVEL_RATINGS[1] },
    Rung { name: "Casual", player: "level:3", rating: LEVEL_RATINGS[2] },
    Rung { name: "Club", player: "level:4", rating: LEVEL_RATINGS[3] },
    Rung { name: "Strong club", player: "level:5", rating: LEVEL_RATINGS[4] },
    Rung { name: "Expert", player: "level:6", rating: LEVEL_RATINGS[5] },
    Rung { name: "Master", player: "level:7", rating: LEVEL_RATINGS[6] },
    Rung { name: "Grandmaster", player: "level:8", rating: LEVEL_RATINGS[7] },
    Rung { name: "Champion", player: "level:9", rating: LEVEL_RATINGS[8] },
    Rung { name: "Maximum", player: "level:10", rating: LEVEL_RATINGS[9] },
];
