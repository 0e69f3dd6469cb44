//! The players a match's command line names: `random`, `greedy`, the game's AI (`ai` or
//! `ai:<options>`), a player's own program (`program:`, `program-game:`), and the kinds a game
//! adds ([`MatchGame::extra_player`]).

use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::{Context, anyhow};

use super::match_game::{Ladder, MatchGame, PlayerSettings, PlayerSpec};
use crate::cli::arguments::{parse_book_play, parse_selectivity};
use crate::cli::game::{CliAi, CliGame, WeightsChoice};
use crate::engine::Game;
use crate::games::matches::{Forfeit, PlayedMove, Player, Turn, found};
use crate::games::random::random_move;
use crate::programs::sandbox::Sandbox;
use crate::programs::submissions::SubmittedProgram;
use crate::programs::{Lifetime, Program, ProgramFault, ProgramSpec};

/// A uniformly random legal move.
struct RandomPlayer;

impl<G: Game> Player<G> for RandomPlayer {
    fn choose(&mut self, turn: Turn<G>) -> Result<Option<PlayedMove<G::Move>>, Forfeit> {
        found(random_move(turn.game.position(), turn.rng))
    }
}

impl<G: Game> PlayerSpec<G> for RandomPlayer {
    fn label(&self) -> String {
        "random".into()
    }

    fn player(&self) -> Box<dyn Player<G>> {
        Box::new(RandomPlayer)
    }
}

/// The game's best move one ply deep.
struct GreedyPlayer;

impl<G: MatchGame> Player<G> for GreedyPlayer {
    fn choose(&mut self, turn: Turn<G>) -> Result<Option<PlayedMove<G::Move>>, Forfeit> {
        found(turn.game.position().greedy_move(turn.rng))
    }
}

impl<G: MatchGame> PlayerSpec<G> for GreedyPlayer {
    fn label(&self) -> String {
        "greedy".into()
    }

    fn player(&self) -> Box<dyn Player<G>> {
        Box::new(GreedyPlayer)
    }
}

/// The game's AI, `ai` or `ai:<options>` on the command line.
struct AiSpec<G: CliGame> {
    label: String,
    /// Cloned for each player: the same settings, nothing searched yet.
    ai: G::Ai,
}

impl<G: CliGame> PlayerSpec<G> for AiSpec<G> {
    fn label(&self) -> String {
        self.label.clone()
    }

    fn player(&self) -> Box<dyn Player<G>> {
        Box::new(AiPlayer::<G>(self.ai.clone()))
    }
}

struct AiPlayer<G: CliGame>(G::Ai);

impl<G: CliGame> Player<G> for AiPlayer<G> {
    fn choose(&mut self, turn: Turn<G>) -> Result<Option<PlayedMove<G::Move>>, Forfeit> {
        self.0.vary(turn.game_seed);
        let info = self.0.search(turn.game.position(), turn.cancel);
        if turn.cancel.load(Ordering::Relaxed) {
            return Ok(None);
        }
        found(info.best_move)
    }

    /// An empty table (a clone is a fresh AI with the same settings): what the last game left
    /// in it would steer this one's search.
    fn new_game(&mut self) {
        self.0 = self.0.clone();
    }
}

/// A player's own program (`program:<command>`, `program-game:<command>`).
struct ProgramPlayerSpec {
    label: String,
    spec: ProgramSpec,
}

fn program_player<G: MatchGame>(
    label: &str,
    command: &str,
    lifetime: Lifetime,
    settings: &PlayerSettings,
) -> Box<dyn PlayerSpec<G>> {
    let spec = ProgramSpec {
        command: command.to_owned(),
        lifetime,
        time_per_move: settings.engine_timeout,
        memory_bytes: settings.program_memory_bytes,
        folder: None,
        sandbox: None,
    };
    Box::new(ProgramPlayerSpec { label: label.to_owned(), spec })
}

/// A student's submission from a class's folder, run in its own folder, shut in `sandbox` where
/// one is given.
pub fn submission_player<G: MatchGame>(
    program: &SubmittedProgram,
    sandbox: Option<Sandbox>,
    settings: &PlayerSettings,
) -> Box<dyn PlayerSpec<G>> {
    let kind = match program.lifetime {
        Lifetime::PerMove => "program",
        Lifetime::PerGame => "program-game",
    };
    let spec = ProgramSpec {
        command: program.command.clone(),
        lifetime: program.lifetime,
        time_per_move: settings.engine_timeout,
        memory_bytes: settings.program_memory_bytes,
        folder: Some(program.folder.clone()),
        sandbox,
    };
    Box::new(ProgramPlayerSpec { label: format!("{kind}:{}", program.command), spec })
}

impl<G: MatchGame> PlayerSpec<G> for ProgramPlayerSpec {
    fn label(&self) -> String {
        self.label.clone()
    }

    fn player(&self) -> Box<dyn Player<G>> {
        Box::new(Program::<G>::new(self.spec.clone()))
    }

    /// Asks for a move on the game's start: a command that starts nothing is a mistake to mend
    /// before a match; a program that starts but fails is told, and plays.
    fn check(&self) -> anyhow::Result<Option<String>> {
        let mut program = Program::<G>::new(self.spec.clone());
        match program.ask(&G::start(), None, &AtomicBool::new(false)) {
            Ok(_) => Ok(None),
            Err(fault @ (ProgramFault::CommandLine(_) | ProgramFault::Start { .. })) => Err(anyhow!("{fault}")),
            Err(fault) => Ok(Some(format!("the program fails on the game's start: {fault}"))),
        }
    }
}

/// `a`, `a or b`, `a, b or c`.
fn or_list(items: &[&str]) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// A level of the game's ladder by its name or its number (`level:easy`, `level:2`), going by
/// the text it was given.
struct LevelPlayerSpec<G: MatchGame> {
    label: String,
    player: Box<dyn PlayerSpec<G>>,
}

impl<G: MatchGame> PlayerSpec<G> for LevelPlayerSpec<G> {
    fn label(&self) -> String {
        self.label.clone()
    }

    fn player(&self) -> Box<dyn Player<G>> {
        self.player.player()
    }

    fn check(&self) -> anyhow::Result<Option<String>> {
        self.player.check()
    }
}

/// A level's name as one word of a command line: `Strong club` is `strong-club` (and
/// `Strong_Club`).
fn level_word(name: &str) -> String {
    name.trim().chars().map(|c| if c == ' ' || c == '_' { '-' } else { c.to_ascii_lowercase() }).collect()
}

/// `level:NAME` or `level:N` of a game with a ladder: the rung of that name (in any case) or
/// number (from 1, the weakest).
fn level_player<G: MatchGame>(
    text: &str,
    level: &str,
    ladder: &Ladder,
    settings: &PlayerSettings,
) -> anyhow::Result<Box<dyn PlayerSpec<G>>> {
    let rungs = ladder.rungs;
    let by_number = level.parse::<usize>().ok().and_then(|number| number.checked_sub(1)).and_then(|at| rungs.get(at));
    let by_name = || rungs.iter().find(|rung| level_word(rung.name) == level_word(level));
    let Some(rung) = by_number.or_else(by_name) else {
        let names: Vec<String> = rungs.iter().map(|rung| level_word(rung.name)).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        return Err(anyhow!(
            "`{level}` is not a level of {}: use {}, or 1 to {}",
            G::TITLE,
            or_list(&names),
            rungs.len()
        ));
    };
    let player = parse_kind::<G>(rung.player, settings)?;
    Ok(Box::new(LevelPlayerSpec { label: text.to_owned(), player }))
}

pub fn parse_player<G: MatchGame>(text: &str, settings: &PlayerSettings) -> anyhow::Result<Box<dyn PlayerSpec<G>>> {
    if let Some(level) = text.strip_prefix("level:")
        && let Some(ladder) = G::ladder()
    {
        return level_player::<G>(text, level.trim(), &ladder, settings);
    }
    parse_kind(text, settings)
}

/// A player of any kind but a level named by the ladder (which is one of these kinds).
fn parse_kind<G: MatchGame>(text: &str, settings: &PlayerSettings) -> anyhow::Result<Box<dyn PlayerSpec<G>>> {
    if let Some(spec) = G::extra_player(text, settings) {
        return spec;
    }
    match text.split_once(':') {
        _ if text == "ai" => parse_ai::<G>(text, "", settings),
        Some(("ai", options)) => parse_ai::<G>(text, options, settings),
        Some(("program", command)) => Ok(program_player(text, command, Lifetime::PerMove, settings)),
        Some(("program-game", command)) => Ok(program_player(text, command, Lifetime::PerGame, settings)),
        _ if text == "random" => Ok(Box::new(RandomPlayer)),
        _ if text == "greedy" => Ok(Box::new(GreedyPlayer)),
        _ => {
            let ours = ["ai", "ai:<options>", "random", "greedy", "program:<command>", "program-game:<command>"];
            let levels: &[&str] = if G::ladder().is_some() { &["level:<name or number>"] } else { &[] };
            let kinds = [&ours, levels, G::EXTRA_PLAYERS].concat();
            Err(anyhow!("`{text}` is not a player: use {}", or_list(&kinds)))
        }
    }
}

/// `ai` with `options` such as `depth=12,time=1000,empties=16,weights=classroom,selectivity=95,book=1`
/// (the keys the game takes, [`MatchGame::AI_KEYS`]; weights: a preset of the game's, or a JSON
/// file; book: 1 plays a move near the best of Reversi's opening book, as levels 7 to 9, best its
/// best move, as level 10).
fn parse_ai<G: MatchGame>(
    label: &str,
    options: &str,
    settings: &PlayerSettings,
) -> anyhow::Result<Box<dyn PlayerSpec<G>>> {
    let mut search = settings.search_options();
    for pair in options.split(',').filter(|pair| !pair.is_empty()) {
        let (key, value) = pair.split_once('=').with_context(|| format!("`{pair}` is not key=value"))?;
        let number = || value.parse::<u64>().map_err(|_| anyhow!("{key}: `{value}` is not a number"));
        let unknown = || anyhow!("unknown ai option `{key}` for {}: use {}", G::NAME, or_list(G::AI_KEYS));
        if !G::AI_KEYS.contains(&key) {
            return Err(unknown());
        }
        match key {
            "depth" => search.depth = Some(number()?.clamp(1, 60) as u32),
            "time" => search.time_ms = number()?,
            "empties" => search.exact_empties = Some(number()?.min(64) as u32),
            "weights" => search.weights = Some(WeightsChoice::Named(value)),
            "book" => search.book = parse_book_play(value)?,
            "selectivity" => search.selectivity = Some(parse_selectivity(value).map_err(anyhow::Error::msg)?),
            _ => return Err(unknown()),
        }
    }
    Ok(Box::new(AiSpec::<G> { label: label.to_owned(), ai: G::ai(&search)? }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_sentences() {
        assert_eq!(or_list(&["depth"]), "depth");
        assert_eq!(or_list(&["depth", "time"]), "depth or time");
        assert_eq!(or_list(&["depth", "time", "empties", "weights"]), "depth, time, empties or weights");
    }

    #[test]
    fn a_level_is_named_as_one_word_in_any_case() {
        assert_eq!(level_word("Strong club"), "strong-club");
        assert_eq!(level_word("STRONG_Club"), "strong-club");
        assert_eq!(level_word(" Perfect "), "perfect");
    }
}
