//! A fourth game that lives only in this file: Nim, three heaps of 3, 4 and 5 stones, each
//! player taking any number of stones from one heap, whoever takes the last stone winning. It
//! implements the traits every game implements (the engine's `Game`, `Notation`, the command
//! line's `CliGame` and `MatchGame`, the window's `ArcadeGame`, `WindowGame` and `InWindow`),
//! joins the catalogue with one line (`catalogue::shipped().with::<Heaps>()`), and is played
//! through the generic game screen without a window (turns, the AI's search, undo, the result,
//! its settings) and through the command line's generic commands (perft, analyze, match, a
//! player's own program speaking its line protocol). The
//! "Adding a game" section of docs/architecture.md walks through it.

use std::ffi::OsString;
use std::fmt;
use std::sync::atomic::AtomicBool;

use bevy::prelude::*;
use bevy_egui::egui;
use serde::{Deserialize, Serialize};

use minimax_arcade::app::Screen;
use minimax_arcade::app::base::assets::PreviewArt;
use minimax_arcade::app::base::errors::Explain;
use minimax_arcade::app::base::requests::{BoardKey, GameAction, OpenGame};
use minimax_arcade::app::base::settings::{AnalysisStrength, GameOptions, PlayerKind, Seats};
use minimax_arcade::app::base::settings_file::{SettingsFile, save_settings};
use minimax_arcade::app::contract::arcade_game::{ArcadeGame, NoOutsideEngine};
use minimax_arcade::app::contract::current_game::CurrentGame;
use minimax_arcade::app::contract::game_settings::GameSettings;
use minimax_arcade::app::contract::registry::RegisteredGames;
use minimax_arcade::app::contract::window_game::{HowToPlayPage, InWindow, NamedAi, WindowGame};
use minimax_arcade::app::game_screen::{BoardCursor, BoardSquare, ScreenNotes, SquareClicked, observe_square};
use minimax_arcade::app::tools::rules_card::HowToPlayCard;
use minimax_arcade::app::widgets::translated;
use minimax_arcade::catalogue;
use minimax_arcade::cli::{self, Catalogue, CliGame, EngineAi, MatchGame, SearchOptions};
use minimax_arcade::engine::{
    Algorithm, DRAW, Evaluator, Game, Score, SearchInfo, Searcher, Strategy, proven_loss, proven_margin,
};
use minimax_arcade::games::kept_ai::KeptAi;
use minimax_arcade::games::line_protocol::{
    AnswerError, LineProtocol, MessageError, message_lines, read_side_line, side_letter,
};
use minimax_arcade::games::random::SplitMix64;
use minimax_arcade::games::{Notation, Seat, WrittenGame};

use crate::test_app::{app_of, scratch_dir, this_binary_again, update_until};

// ---- The rules: what the engine searches. ----

const HEAPS: usize = 3;

/// The heaps and whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Heaps {
    stones: [u8; HEAPS],
    to_move: Seat,
}

/// `count` stones from heap `heap` (0 is heap a).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Take {
    heap: u8,
    count: u8,
}

impl Heaps {
    /// The nim-sum: zero exactly where the side to move loses with best play.
    fn nim_sum(&self) -> u8 {
        self.stones.iter().fold(0, |sum, &heap| sum ^ heap)
    }
}

impl Game for Heaps {
    type Move = Take;
    const MOVE_INDEX_SPACE: usize = HEAPS * 8;

    fn generate_moves(&self, moves: &mut Vec<Take>) {
        for (heap, &stones) in (0..).zip(&self.stones) {
            moves.extend((1..=stones).map(|count| Take { heap, count }));
        }
    }

    fn is_over(&self) -> bool {
        self.stones.iter().all(|&heap| heap == 0)
    }

    fn play(&self, take: Take) -> Self {
        let mut stones = self.stones;
        stones[usize::from(take.heap)] -= take.count;
        Self { stones, to_move: self.to_move.opponent() }
    }

    /// The player who took the last stone won: the side to move has lost.
    fn terminal_score(&self) -> Score {
        proven_loss(0)
    }

    fn hash(&self) -> u64 {
        let [a, b, c] = self.stones.map(u64::from);
        a | b << 8 | c << 16 | u64::from(self.to_move == Seat::Second) << 24
    }

    fn move_index(take: Take) -> usize {
        usize::from(take.heap) * 8 + usize::from(take.count)
    }
}

/// No judgement short of the end: the search sees every game to its last stone.
#[derive(Clone, Copy)]
struct Blind;

impl Evaluator<Heaps> for Blind {
    fn evaluate(&self, _: &Heaps) -> Score {
        DRAW
    }
}

// ---- The notation: how people write it. ----

const SIDES: [&str; 2] = ["Ann", "Bob"];

/// `b2`: two stones from heap b.
impl fmt::Display for Take {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.heap), self.count)
    }
}

/// `3 4 5 Ann`: the heaps, then who is to move.
impl fmt::Display for Heaps {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c] = self.stones;
        write!(f, "{a} {b} {c} {}", SIDES[self.to_move.index()])
    }
}

#[derive(Debug)]
struct NimTextError(String);

impl fmt::Display for NimTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for NimTextError {}

/// What the window says of a text that is not a game, in the player's language: a game outside
/// the project's translations keeps its own words.
impl Explain for NimTextError {
    fn explain(&self) -> String {
        self.0.clone()
    }
}

impl Notation for Heaps {
    const NAME: &'static str = "nim";
    const TITLE: &'static str = "Nim";
    const SIDES: [&'static str; 2] = SIDES;
    type PositionError = NimTextError;
    type GameTextError = NimTextError;

    fn start() -> Self {
        Self { stones: [3, 4, 5], to_move: Seat::First }
    }

    fn seat_to_move(&self) -> Seat {
        self.to_move
    }

    fn parse_position(text: &str) -> Result<Self, NimTextError> {
        let bad = || NimTextError(format!("`{text}` is not a position: write three heaps and who moves, `3 4 5 Ann`"));
        let words: Vec<&str> = text.split_whitespace().collect();
        let [a, b, c, side] = words[..] else { return Err(bad()) };
        let stones = [a, b, c].map(|heap| heap.parse::<u8>().ok().filter(|&stones| stones < 8));
        let [Some(a), Some(b), Some(c)] = stones else { return Err(bad()) };
        let to_move = match side {
            "Ann" => Seat::First,
            "Bob" => Seat::Second,
            _ => return Err(bad()),
        };
        Ok(Self { stones: [a, b, c], to_move })
    }

    /// A position, or takes from the start: `a3 c2`.
    fn parse_game(text: &str) -> Result<WrittenGame<Self>, NimTextError> {
        if text.contains(char::is_uppercase) {
            return Ok(WrittenGame { start: Self::parse_position(text)?, moves: Vec::new() });
        }
        let mut position = Self::start();
        let mut moves = Vec::new();
        for word in text.split_whitespace() {
            let mut legal = Vec::new();
            position.generate_moves(&mut legal);
            let take = legal.into_iter().find(|take| take.to_string() == word);
            let take = take.ok_or_else(|| NimTextError(format!("`{word}` is not a take in {position}")))?;
            position = position.play(take);
            moves.push(take);
        }
        Ok(WrittenGame { start: Self::start(), moves })
    }

    fn write_moves(_start: &Self, moves: &[Take]) -> String {
        moves.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
    }
}

// ---- The line protocol: how a player's own program reads it and answers. ----

/// The stones' room on a heap's line: the most a heap holds.
const HEAP_ROOM: usize = 7;

/// Four lines: the side to move (`x` for Ann, `o` for Bob), then each heap as a line of 7
/// cells, an `o` a stone and `-` for the room left; the answer is a take, `b2`.
impl LineProtocol for Heaps {
    const MESSAGE_LINES: usize = 4;
    const ANSWER_FORM: &'static str = "a take such as `b2`, two stones from heap b";

    fn write_message(&self, _last: Option<Take>) -> String {
        let mut text = format!("{}\n", side_letter(self.to_move));
        for stones in self.stones.map(usize::from) {
            text.push_str(&format!("{}{}\n", "o".repeat(stones), "-".repeat(HEAP_ROOM - stones)));
        }
        text
    }

    fn read_message(text: &str) -> Result<Self, MessageError> {
        let lines = message_lines(text, Self::MESSAGE_LINES)?;
        let to_move = read_side_line(lines[0])?;
        let mut stones = [0; HEAPS];
        for (heap, line) in lines[1..].iter().enumerate() {
            if line.len() != HEAP_ROOM || line.trim_start_matches('o').chars().any(|c| c != '-') {
                return Err(MessageError::at(heap + 2, "a heap is its stones (o) then room (-), 7 in all"));
            }
            stones[heap] = line.chars().filter(|&c| c == 'o').count() as u8;
        }
        Ok(Self { stones, to_move })
    }

    fn read_answer(&self, answer: &str) -> Result<Take, AnswerError> {
        let mut legal = Vec::new();
        self.generate_moves(&mut legal);
        legal.into_iter().find(|take| take.to_string() == answer.trim()).ok_or_else(|| AnswerError::Illegal {
            answer: answer.trim().to_owned(),
            reason: format!("no such take in {self}"),
        })
    }
}

// ---- The command line: what its generic commands need. ----

impl CliGame for Heaps {
    /// Three small heaps end within 12 moves: the whole game.
    const DEFAULT_DEPTH: u32 = 12;
    type Ai = EngineAi<Heaps, Blind>;
    type Evaluator = Blind;

    fn ai(options: &SearchOptions) -> anyhow::Result<Self::Ai> {
        options.reject_reversi_options(Self::NAME)?;
        Ok(EngineAi::new(options, Self::DEFAULT_DEPTH, Self::evaluator(options)?))
    }

    fn evaluator(options: &SearchOptions) -> anyhow::Result<Blind> {
        match options.weights {
            Some(_) => Err(anyhow::anyhow!("Nim's AI has no weights to set")),
            None => Ok(Blind),
        }
    }

    fn describe_end(&self) -> String {
        format!("{} took the last stone", SIDES[self.to_move.opponent().index()])
    }

    fn plies_to_end(&self) -> Option<u32> {
        Some(self.stones.iter().map(|&stones| u32::from(stones)).sum())
    }
}

impl MatchGame for Heaps {
    /// The whole of the largest heap.
    fn greedy_move(&self, _rng: &mut SplitMix64) -> Option<Take> {
        let (heap, &count) = (0..).zip(&self.stones).max_by_key(|&(_, &stones)| stones)?;
        (count > 0).then_some(Take { heap, count })
    }
}

// ---- The window: the game on the generic screen. ----

/// Nim, as the game screen plays it.
struct Nim;

/// A stone on the board: which heap, and how high (0 at the bottom).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Stone {
    heap: u8,
    height: u8,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
struct NimOptions {
    /// Plies the AI looks ahead; 12 sees every game to its end.
    depth: u32,
}

impl GameOptions for NimOptions {}

/// Nim's AI as a player keeps it: its search's table carries from one move to the next.
struct NimAi {
    searcher: Searcher<Heaps>,
}

impl Default for NimAi {
    fn default() -> Self {
        Self { searcher: Searcher::new(Strategy::new(Algorithm::Full)) }
    }
}

impl KeptAi for NimAi {
    type Position = Heaps;
    type Settings = NimOptions;

    fn think(
        &mut self,
        position: &Heaps,
        options: &NimOptions,
        exact_root_scores: bool,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<Take>),
    ) -> SearchInfo<Take> {
        let depth = if options.depth == 0 { 12 } else { options.depth };
        self.searcher
            .set_strategy(Strategy::new(Algorithm::Full).max_depth(depth).exact_root_scores(exact_root_scores));
        self.searcher.search(position, &Blind, cancel, on_progress)
    }
}

impl ArcadeGame for Nim {
    type Position = Heaps;
    type Move = Take;
    type Square = Stone;
    type Options = NimOptions;
    type Outside = NoOutsideEngine;
    type Evaluator = Blind;
    type Ai = NimAi;

    const SCORE_UNIT: &'static str = "A win or a loss in N moves.";
    const PASTE_HINT: &'static str = "a3 c2   or   3 4 5 Ann";
    const FILE_EXTENSION: &'static str = "txt";

    /// The board: a clickable stone for every stone of the start.
    fn plugin(app: &mut App) {
        app.add_systems(OnEnter(Nim::screen()), |mut commands: Commands| {
            for (heap, &stones) in (0..).zip(&Heaps::start().stones) {
                for height in 0..stones {
                    let square = (BoardSquare::<Nim>(Stone { heap, height }), DespawnOnExit(Nim::screen()));
                    observe_square::<Nim>(&mut commands.spawn(square));
                }
            }
        });
    }

    fn result_text(position: &Heaps) -> String {
        format!("{} took the last stone and wins", SIDES[position.to_move.opponent().index()])
    }

    fn evaluator(_: &NimOptions) -> Blind {
        Blind
    }

    /// Nim's options are its AI's settings: how deep it looks.
    fn ai_settings(options: &NimOptions) -> &NimOptions {
        options
    }

    /// The whole game at every strength: three small heaps end within 12 moves.
    fn analyse(
        position: &Heaps,
        _: AnalysisStrength,
        cancel: &AtomicBool,
        on_progress: &mut dyn FnMut(&SearchInfo<Take>),
    ) -> SearchInfo<Take> {
        let strategy = Strategy::new(Algorithm::Full).max_depth(12).exact_root_scores(true);
        Searcher::new(strategy).search(position, &Blind, cancel, on_progress)
    }

    fn graph_value(score: Score) -> f32 {
        proven_margin(score).map_or(0.0, |_| score.signum() as f32)
    }

    /// A click on a stone takes it and every stone above it.
    fn click(position: &Heaps, _: &mut Vec<Stone>, stone: Stone) -> Option<Take> {
        let stones = position.stones[usize::from(stone.heap)];
        (stone.height < stones).then_some(Take { heap: stone.heap, count: stones - stone.height })
    }

    fn why_not(position: &Heaps, _: &[Stone], stone: Stone) -> Option<&'static str> {
        (stone.height >= position.stones[usize::from(stone.heap)]).then_some("No stone there")
    }

    /// A heap a column, its stones from the bottom row up, as many rows as the tallest heap.
    const GRID: [u8; 2] = [HEAPS as u8, 5];

    /// Heap a's three stones leave gaps above them.
    fn square_at(column: u8, row: u8) -> Option<Stone> {
        let heap = *Heaps::start().stones.get(usize::from(column))?;
        let height = 4u8.checked_sub(row)?;
        (height < heap).then_some(Stone { heap: column, height })
    }

    fn grid_place(stone: Stone) -> [u8; 2] {
        [stone.heap, 4 - stone.height]
    }

    /// Its heap's letter and its place from the bottom: `b1`.
    fn square_name(stone: Stone) -> String {
        format!("{}{}", char::from(b'a' + stone.heap), stone.height + 1)
    }
}

/// The catalogue's Nim opens this screen.
impl InWindow for Heaps {
    type Game = Nim;
}

impl WindowGame for Nim {
    type Extra = ();

    /// Its one level: the whole game searched.
    fn named_levels() -> Vec<NamedAi<Self>> {
        vec![
            NamedAi { name: "Greedy".to_owned(), options: NimOptions { depth: 1 } },
            NamedAi { name: "Perfect".to_owned(), options: NimOptions { depth: 12 } },
        ]
    }

    /// Nim played perfectly wins every game it can: far above taking one heap's stones.
    const LEVEL_RATINGS: &'static [f64] = &[1000.0, 1600.0];

    const BLURB: &'static str = "Take stones from a heap; whoever takes the last one wins.";
    const HINTS: &'static str = "the result of each take";
    const HOW_TO_PLAY: &'static [HowToPlayPage] = &[HowToPlayPage {
        title: "Take stones",
        text: "Take as many stones as you like from one heap. Whoever takes the last stone wins.",
        diagram: Nim::preview,
    }];

    fn preview(painter: &egui::Painter, rect: egui::Rect, _: &PreviewArt) {
        for (column, &stones) in Heaps::start().stones.iter().enumerate() {
            for height in 0..stones {
                let at = rect.left_bottom() + egui::vec2(20.0 + 24.0 * column as f32, -12.0 - 14.0 * f32::from(height));
                painter.circle_filled(at, 6.0, egui::Color32::from_gray(200));
            }
        }
    }
}

// ---- The test: the game played through the generic screen. ----

/// The shipped games and Nim: the one line that adds a game.
fn catalogue_with_nim() -> Catalogue {
    catalogue::shipped().with::<Heaps>()
}

fn nim_app(name: &str) -> App {
    app_of(&catalogue_with_nim(), &scratch_dir(name), |_| {})
}
fn current_game(app: &App) -> &CurrentGame<Nim> {
    app.world().resource::<CurrentGame<Nim>>()
}

fn click(app: &mut App, heap: u8, height: u8) {
    app.world_mut().trigger(SquareClicked::<Nim>(Stone { heap, height }));
    app.update();
}

#[test]
fn a_game_registered_from_outside_the_crate_is_played_through_the_generic_screen() {
    let mut app = nim_app("play");
    let names: Vec<&str> = app.world().resource::<RegisteredGames>().iter().map(|game| game.name).collect();
    assert_eq!(names, ["reversi", "tictactoe", "catapultas", "nim"], "a card on the menu");
    app.world_mut().resource_mut::<GameSettings<Nim>>().seats =
        Seats { first: PlayerKind::Human, second: PlayerKind::Ai };

    app.world_mut().trigger(OpenGame::of::<Heaps>());
    app.update();
    app.update();
    assert_eq!(*app.world().resource::<State<Screen>>().get(), Screen::Game("nim"));
    let stones = app.world_mut().query::<&BoardSquare<Nim>>().iter(app.world()).count();
    assert_eq!(stones, 12, "the game's own board");
    let rules = app.world().resource::<HowToPlayCard>().shown();
    assert_eq!(rules.map(|card| (card.game, card.page)), Some(("nim", 0)), "its rules, the first time");

    // Ann empties heap a (a losing move: 0 4 5 has a nim-sum of 1); the AI answers with the
    // take that leaves a nim-sum of 0, the only winning reply.
    click(&mut app, 0, 0);
    assert_eq!(current_game(&app).history().played(), [Take { heap: 0, count: 3 }]);
    update_until(&mut app, "the AI's reply", |app| current_game(app).history().played().len() == 2);
    assert_eq!(current_game(&app).position().nim_sum(), 0, "{}", current_game(&app).position());
    assert_eq!(current_game(&app).position().to_move, Seat::First);

    // A click where no stone is left says why.
    click(&mut app, 0, 0);
    let refused = app.world().resource::<ScreenNotes<Nim>>().refused_click(current_game(&app).generation());
    // A game outside the project's translations keeps its own words.
    assert_eq!(refused.map(|refused| translated(refused.reason)).as_deref(), Some("No stone there"));

    // Undo steps back past the AI's reply to Ann's turn.
    app.world_mut().trigger(GameAction::Undo);
    app.update();
    assert!(current_game(&app).history().played().is_empty());

    // The keyboard comes with the game: a stone's name, then Enter; an arrow up from it.
    for key in [BoardKey::Type('b'), BoardKey::Type('3'), BoardKey::Step { columns: 0, rows: -1 }] {
        app.world_mut().trigger(key);
        app.update();
    }
    let cursor = app.world().resource::<BoardCursor<Nim>>().square();
    assert_eq!(cursor, Some(Stone { heap: 1, height: 3 }), "b4, above b3");
    assert!(current_game(&app).history().can_redo());
    app.world_mut().trigger(GameAction::Redo);
    app.update();
    assert_eq!(current_game(&app).history().played().len(), 2);

    // Ann takes one stone at a time; the AI keeps the nim-sum at zero and takes the last stone.
    while !current_game(&app).is_over() {
        let position = *current_game(&app).position();
        let heap = position.stones.iter().position(|&stones| stones > 0).expect("stones left") as u8;
        let played = position_count(&app);
        click(&mut app, heap, position.stones[usize::from(heap)] - 1);
        assert_eq!(position_count(&app), played + 1, "Ann's take is played");
        update_until(&mut app, "the AI's reply", |app| {
            current_game(app).is_over() || position_count(app) == played + 2
        });
    }
    assert_eq!(current_game(&app).result_text(), "Bob took the last stone and wins");
    assert!(current_game(&app).evaluations().last().is_some_and(Option::is_some), "the result is on the graph");

    // A click after the end makes no move.
    let played = position_count(&app);
    click(&mut app, 0, 0);
    assert_eq!(position_count(&app), played);
}

fn position_count(app: &App) -> usize {
    current_game(app).history().played().len()
}

#[test]
fn the_game_pastes_reads_its_settings_part_and_writes_it_back() {
    let mut app = nim_app("settings");
    app.world_mut().resource_mut::<GameSettings<Nim>>().seats =
        Seats { first: PlayerKind::Human, second: PlayerKind::Human };
    app.world_mut().trigger(OpenGame::of::<Heaps>());
    app.update();
    app.world_mut().trigger(GameAction::Load("a1 b4 c5".into()));
    app.update();
    assert_eq!(current_game(&app).position().stones, [2, 0, 0]);
    assert_eq!(current_game(&app).transcript(), "a1 b4 c5");
    app.world_mut().trigger(GameAction::Load("a1 z9".into()));
    app.update();
    let generation = current_game(&app).generation();
    let error = app.world().resource::<ScreenNotes<Nim>>().file_error(generation).map(str::to_owned);
    assert_eq!(error.as_deref(), Some("Could not load the game: `z9` is not a take in 2 4 5 Bob."), "its own words");
    assert_eq!(current_game(&app).transcript(), "a1 b4 c5", "a text that is no game changes nothing");

    app.world_mut().resource_mut::<GameSettings<Nim>>().options.depth = 7;
    save_settings(app.world()).expect("saved");
    let file = app.world().resource::<SettingsFile>().path.clone().expect("a settings file");
    let written: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(file).expect("written")).expect("JSON");
    assert_eq!(written["nim"]["depth"], 7, "the game's part of the file: {written}");
    assert_eq!(written["nim"]["seats"]["second"], "Human");
}

// ---- The command line of a program whose catalogue holds Nim. ----

/// The arguments [`the_command_line_of_a_program_with_nim`] runs, separated by U+001F.
const COMMAND_LINE: &str = "MINIMAX_ARCADE_NIM_COMMAND_LINE";

/// What the command line of a program with Nim in its catalogue does with `args`: whether it
/// succeeded, what it printed and what it said on standard error. It runs in a child process
/// (this test binary again, running only the test below), as a program's command line does.
fn nim_command(args: &[&str]) -> (bool, String, String) {
    // Not captured: the command's own messages reach this process.
    let test =
        ["fourth_game::the_command_line_of_a_program_with_nim", "--exact", "--ignored", "--quiet", "--nocapture"];
    let output = this_binary_again(&test, (COMMAND_LINE, &args.join("\u{1f}")));
    // The test harness's own first line comes before the command's output.
    let printed = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<&str> = printed.lines().filter(|line| !line.starts_with("running ") && !line.is_empty()).collect();
    (output.status.success(), lines.join("\n"), String::from_utf8_lossy(&output.stderr).into_owned())
}

#[test]
#[ignore = "the command line of a program with Nim, run in a child process by nim_command"]
fn the_command_line_of_a_program_with_nim() {
    let args = std::env::var(COMMAND_LINE).expect("run by nim_command, which names the arguments");
    let program = std::iter::once(OsString::from("minimax-arcade"));
    let code = cli::run(&catalogue_with_nim(), program.chain(args.split('\u{1f}').map(OsString::from)));
    // The child ends here, before the harness reports a passed test on its output.
    std::process::exit(if code == std::process::ExitCode::SUCCESS { 0 } else { 2 });
}

#[test]
fn a_game_registered_from_outside_the_crate_answers_the_generic_commands() {
    // 3 + 4 + 5 takes at the start.
    let (ok, printed, _) = nim_command(&["perft", "1", "--game", "nim"]);
    assert!(ok && printed.starts_with("depth 1  leaves 12 "), "{printed}");

    // 3 4 5 has a nim-sum of 2: the one winning take leaves 1 4 5, whose nim-sum is 0.
    let (ok, printed, errors) = nim_command(&["analyze", "--game", "nim", "--json"]);
    assert!(ok, "{errors}");
    let analysis: serde_json::Value = serde_json::from_str(&printed).expect("one JSON object");
    assert_eq!((analysis["game"].as_str(), analysis["best"].as_str()), (Some("nim"), Some("a2")), "{analysis}");
    assert_eq!(analysis["solved"], true);

    // Perfect play from a won start beats a random player every time.
    let (ok, printed, errors) =
        nim_command(&["match", "nim", "--first", "ai", "--second", "random", "--games", "4", "--json"]);
    assert!(ok, "{errors}");
    let summary: serde_json::Value = serde_json::from_str(&printed).expect("one JSON object");
    assert_eq!(summary["players"][0]["wins"], 4, "{summary}");

    // A player's own program takes a seat in it too, through the game's line protocol: this one
    // takes a stone from the first heap that has one, and loses every game to perfect play.
    let first_heap = "program:python3 -c \"import sys; heaps = sys.stdin.read().split()[1:]; \
                      print(next('abc'[i] + '1' for i in range(3) if 'o' in heaps[i]))\"";
    let (ok, printed, errors) =
        nim_command(&["match", "nim", "--first", "ai", "--second", first_heap, "--games", "2", "--json"]);
    assert!(ok, "{errors}");
    let summary: serde_json::Value = serde_json::from_str(&printed).expect("one JSON object");
    assert_eq!(
        (summary["players"][0]["wins"].as_u64(), summary["players"][1]["forfeits"].as_u64()),
        (Some(2), Some(0))
    );

    // A game without levels has no ladder to rate a player on, and says so.
    let (ok, _, errors) = nim_command(&["rate", "nim", "--player", "random"]);
    assert!(!ok && errors.contains("Nim has no ladder of levels to rate a player on"), "{errors}");

    // The shipped games are there too, and a game neither lists is refused, naming them all.
    let (ok, printed, _) = nim_command(&["perft", "1", "--game", "tictactoe"]);
    assert!(ok && printed.starts_with("depth 1  leaves 9 "), "{printed}");
    let (ok, _, errors) = nim_command(&["perft", "1", "--game", "chess"]);
    assert!(!ok && errors.contains("nim") && errors.contains("reversi"), "{errors}");
}
