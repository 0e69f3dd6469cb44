//! The command line: no subcommand opens the window; the subcommands run headless.

/// Writes a line to standard output, as `println!` does, except that a reader that has gone away
/// (`| head`) is no panic: the rest of the output is dropped and the command finishes its work,
/// so that a match still saves its games.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::cli::write_line(format_args!($($arg)*))
    };
}

mod arguments;
mod book;
mod catalogue;
mod catapultas;
mod check_search;
mod commands;
mod game;
mod library;
mod matches;
mod nboard;
mod openings;
mod progress;
mod rating;
mod reversi;
mod review;
mod search_tree;
mod textbook_tree;
mod tictactoe;
mod tournament;
mod train;

pub use catalogue::{Catalogue, CatalogueGame};
pub use game::{CliAi, CliGame, EngineAi, SearchOptions};
pub use matches::MatchGame;

use std::ffi::OsString;
use std::io::{ErrorKind, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};

use clap::builder::PossibleValuesParser;
use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};

#[derive(Parser, Debug)]
#[command(
    name = "minimax-arcade",
    version,
    about = "Reversi, Tic-tac-toe and Catapultas against search AIs you can watch think."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    window: WindowArgs,
}

/// Options of the window (used without a subcommand).
#[derive(Args, Debug)]
struct WindowArgs {
    /// Render the window, save a screenshot to FILE and exit.
    #[arg(long, value_name = "FILE")]
    screenshot: Option<PathBuf>,
    /// Open this game directly instead of the main menu (`trees`: the game trees).
    #[arg(long)]
    game: Option<String>,
    /// Start the game from this position (Reversi: OBF, e.g. 64 squares then " X"; the game
    /// trees: the tree in nested parentheses).
    #[arg(long, value_name = "P", conflicts_with = "transcript", requires = "game", allow_hyphen_values = true)]
    position: Option<String>,
    /// Open a saved game (Reversi unless --game names another: GGF, a transcript or a position).
    #[arg(long, value_name = "FILE", conflicts_with_all = ["position", "transcript"])]
    open: Option<PathBuf>,
    /// Start the game after these moves (Reversi: e.g. f5d6c3).
    #[arg(long, value_name = "T", requires = "game")]
    transcript: Option<String>,
    /// Open the unfinished game played last, as the menu's Continue does.
    #[arg(long = "continue", conflicts_with_all = ["game", "position", "transcript", "open"])]
    resume: bool,
    /// Open the game library: every game finished or saved.
    #[arg(long, conflicts_with_all = ["game", "position", "transcript", "open", "resume"])]
    library: bool,
    /// Open the game trees: the course's small trees, searched by minimax and alpha-beta step by
    /// step.
    #[arg(long, conflicts_with_all = ["game", "position", "transcript", "open", "resume", "library"])]
    trees: bool,
    /// The window's colours (kept in the settings, as the menu's choice is). Written out rather
    /// than the window's own type: a build without the window reads its options too.
    #[arg(long, value_parser = THEMES)]
    theme: Option<String>,
    /// The window's size in logical pixels, e.g. 800x600.
    #[arg(long, value_name = "WxH", value_parser = parse_window_size)]
    window_size: Option<(u32, u32)>,
    /// Frames to render before the screenshot.
    #[arg(long, value_name = "N", default_value_t = 30)]
    frames: u32,
    /// With --screenshot and --game: show the game's rules at this page (from 1). Screenshots
    /// otherwise show what a returning player sees, without the rules.
    #[arg(long, value_name = "PAGE", requires_all = ["screenshot", "game"], value_parser = clap::value_parser!(u32).range(1..))]
    show_rules: Option<u32>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Count the move sequences of a given length (Reversi unless --game says otherwise).
    Perft(commands::PerftArgs),
    /// Solve Reversi positions exactly (one OBF position per line).
    Solve(reversi::SolveArgs),
    /// Search one position and show what the engine thinks (Reversi unless --game says
    /// otherwise).
    Analyze(commands::AnalyzeArgs),
    /// Read a position from standard input (a message of the game's line protocol, or a board
    /// drawn as the course's assignments draw it) and print the engine's move in the game's
    /// notation.
    Move(commands::MoveArgs),
    /// The engine's verdict on every move of a Reversi game: best move, scores, loss and
    /// mistakes.
    Review(review::ReviewArgs),
    /// Speak the NBoard protocol on standard input and output, as Othello GUIs and scripts
    /// expect of an engine.
    Nboard(nboard::NboardArgs),
    /// Play AIs, random and greedy players, players' own programs (in Reversi also levels and
    /// outside engines) against each other, in any game.
    Match(matches::MatchArgs),
    /// A round robin between any number of players, as a match takes them: the crosstable and
    /// the standings.
    Tournament(tournament::TournamentArgs),
    /// Where a player (a student's program) stands among the game's levels: it plays them,
    /// climbing after a win and descending after a loss, and gets a rating with its margin.
    Rate(rating::RateArgs),
    /// Record a search node by node and print its tree: each node's move, window, value and
    /// cut-off, as the course material draws minimax and alpha-beta trees.
    Tree(search_tree::TreeArgs),
    /// A game tree as the course draws it, in nested parentheses ('(((2 3) (5 9)) ((0 1) (7
    /// 5)))'), a shipped example or a random one: searched by minimax or alpha-beta, drawn with
    /// its letters, MAX and MIN levels, values and cuts, with the best line, the nodes visited and
    /// cut, and with --steps each step in words; a tree with chance nodes ('([3 5] [2 9])') by
    /// expectimax.
    TextbookTree(textbook_tree::TextbookTreeArgs),
    /// Check a student's own minimax, alpha-beta or expectimax, in any language: the program
    /// asks for each tree a node at a time, and every leaf it reads is compared with what the
    /// search reads (docs/search-checker.md has the protocol).
    CheckSearch(check_search::CheckSearchArgs),
    /// Count the nodes each search visits on one position (Tic-tac-toe).
    Nodes(NodesArgs),
    /// Train the learned Reversi evaluation: self-play, exact endgame labels, least-squares fit.
    Train(train::TrainArgs),
    /// Make the list of balanced Reversi openings (random openings the engine judges even).
    Openings(openings::OpeningsArgs),
    /// Fit the classroom agent's five heuristic weights to self-play games (the "tuned" preset).
    Tune(train::TuneArgs),
    /// Reversi openings: the standard name of a line, and the opening book (build, extend, show,
    /// stats).
    Book(book::BookArgs),
    /// The game library: every game the window kept (finished or saved), listed and filtered;
    /// `library import FILE` adds the games of a GGF file.
    Library(library::LibraryArgs),
}

#[derive(Args, Debug)]
struct NodesArgs {
    #[command(subcommand)]
    game: NodesGame,
}

#[derive(Subcommand, Debug)]
enum NodesGame {
    Tictactoe(tictactoe::NodesArgs),
}

/// Parses the program's command line and runs it on the games of `catalogue`; errors become a
/// message and exit code 2.
pub fn main(catalogue: &Catalogue) -> ExitCode {
    run(catalogue, std::env::args_os())
}

/// Runs the command line `args` (the program's name first) on the games of `catalogue`.
pub fn run(catalogue: &Catalogue, args: impl IntoIterator<Item = OsString>) -> ExitCode {
    let names = catalogue.names();
    let mut command = with_game_names(Cli::command(), &names, true);
    // Help, the version and a mistake in the arguments are clap's to print, with its exit codes.
    let cli =
        match command.try_get_matches_from_mut(args).and_then(|mut matches| Cli::from_arg_matches_mut(&mut matches)) {
            Ok(cli) => cli,
            Err(error) => error.format(&mut command).exit(),
        };
    let result = match cli.command {
        None => open_window(catalogue, cli.window),
        Some(Command::Perft(args)) => catalogue.game(&args.game.game).and_then(|game| game.perft(&args)),
        Some(Command::Solve(args)) => reversi::solve(&args),
        Some(Command::Analyze(args)) => catalogue.game(&args.game.game).and_then(|game| game.analyze(&args)),
        Some(Command::Move(args)) => catalogue.game(&args.game.game).and_then(|game| game.choose_move(&args)),
        Some(Command::Review(args)) => review::run(&args),
        Some(Command::Nboard(args)) => nboard::run(&args),
        Some(Command::Match(args)) => catalogue.game(&args.game).and_then(|game| game.play_match(&args)),
        Some(Command::Tournament(args)) => tournament::arguments(args)
            .and_then(|(game, args)| catalogue.game(&game).and_then(|game| game.play_tournament(&args))),
        Some(Command::Rate(args)) => catalogue.game(&args.game).and_then(|game| game.rate(&args)),
        Some(Command::Nodes(NodesArgs { game })) => match game {
            NodesGame::Tictactoe(args) => tictactoe::count_nodes(&args),
        },
        Some(Command::Train(args)) => train::train(&args),
        Some(Command::Tune(args)) => train::tune(&args),
        Some(Command::Openings(args)) => openings::run(&args),
        Some(Command::Tree(args)) if args.game.game == textbook_tree::TEXTBOOK_TREES => {
            search_tree::run_textbook(&args)
        }
        Some(Command::Tree(args)) => catalogue.game(&args.game.game).and_then(|game| game.search_tree(&args)),
        Some(Command::TextbookTree(args)) => textbook_tree::run(&args),
        Some(Command::CheckSearch(args)) => return check_search::run(&args).unwrap_or_else(failed),
        Some(Command::Book(args)) => book::run(&args),
        Some(Command::Library(args)) => library::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => failed(error),
    }
}

/// The message of a command that could not do its work, and exit code 2.
fn failed(error: anyhow::Error) -> ExitCode {
    // The message with the context of each step that led to it: `cannot read x: …`.
    eprintln!("minimax-arcade: {error:#}");
    ExitCode::from(2)
}

/// `command` with every argument that names a game (`--game`, `match <game>`) taking only the
/// catalogue's `names`; an optional `--game` that must have a value defaults to the first. The
/// window and `tree` take the course's drawn game trees too ([`textbook_tree::TEXTBOOK_TREES`]).
fn with_game_names(command: clap::Command, names: &[&'static str], takes_trees: bool) -> clap::Command {
    let with_trees: Vec<&'static str> = names.iter().copied().chain([textbook_tree::TEXTBOOK_TREES]).collect();
    let own_names = if takes_trees { with_trees.as_slice() } else { names };
    command
        .mut_args(|arg| {
            if arg.get_id() != "game" {
                return arg;
            }
            let arg = arg.value_parser(PossibleValuesParser::new(own_names.iter().copied()));
            match names.first() {
                Some(&first) if arg.is_required_set() && arg.get_long().is_some() => {
                    arg.required(false).default_value(first)
                }
                _ => arg,
            }
        })
        .mut_subcommands(|subcommand| {
            let takes_trees = subcommand.get_name() == "tree";
            with_game_names(subcommand, names, takes_trees)
        })
}

#[cfg(feature = "window")]
fn open_window(catalogue: &Catalogue, mut window: WindowArgs) -> anyhow::Result<()> {
    // `--game trees` opens the game trees, on the tree `--position` writes if it does.
    let mut tree = None;
    if window.game.as_deref() == Some(textbook_tree::TEXTBOOK_TREES) {
        if window.transcript.is_some() {
            anyhow::bail!("--transcript is for the games: a drawn tree is written whole with --position");
        }
        window.game = None;
        window.trees = true;
        if let Some(text) = window.position.take() {
            let parsed = crate::games::textbook_tree::Tree::parse(&text);
            let parsed = parsed.map_err(|error| anyhow::anyhow!(textbook_tree::pointed(&text, &error)))?;
            // A tree with chance nodes opens too: the screen steps it by expectimax.
            tree = Some(parsed);
        }
    }
    let options = crate::app::LaunchOptions {
        game: window.game,
        position: window.position,
        transcript: window.transcript,
        open: window.open,
        resume: window.resume,
        library: window.library,
        trees: window.trees,
        tree,
        screenshot: window.screenshot,
        frames: window.frames,
        window_size: window.window_size,
        rules_page: window.show_rules,
        theme: window.theme.as_deref().map(window_theme).transpose()?,
    };
    Ok(crate::app::run(options, catalogue.window_games())?)
}

/// The names `--theme` takes, as the window's settings write its themes.
const THEMES: [&str; 3] = ["default", "high-contrast", "colour-blind"];

/// The window's theme `--theme` names.
#[cfg(feature = "window")]
fn window_theme(name: &str) -> anyhow::Result<crate::app::base::settings::Theme> {
    <crate::app::base::settings::Theme as clap::ValueEnum>::from_str(name, false).map_err(anyhow::Error::msg)
}

/// `800x600` as (800, 600).
fn parse_window_size(text: &str) -> Result<(u32, u32), String> {
    let size = text.split_once(['x', 'X']).and_then(|(w, h)| Some((w.trim().parse().ok()?, h.trim().parse().ok()?)));
    match size {
        Some((width, height)) if width >= 320 && height >= 240 => Ok((width, height)),
        Some(_) => Err(format!("{text} is smaller than the least window, 320x240")),
        None => Err(format!("{text} is not a size: write WIDTHxHEIGHT, e.g. 800x600")),
    }
}

#[cfg(not(feature = "window"))]
fn open_window(_: &Catalogue, _: WindowArgs) -> anyhow::Result<()> {
    Err(anyhow::anyhow!(
        "this build has no window (built without the `window` feature); see --help for the subcommands"
    ))
}

/// Set once standard output can take no more.
static OUTPUT_CLOSED: AtomicBool = AtomicBool::new(false);

/// What [`out!`] does: one line to standard output. A closed pipe ends the output silently; any
/// other failure (a full disk) is said once on standard error.
pub(crate) fn write_line(line: std::fmt::Arguments) {
    if OUTPUT_CLOSED.load(Ordering::Relaxed) {
        return;
    }
    let mut stdout = std::io::stdout().lock();
    if let Err(error) = stdout.write_fmt(line).and_then(|()| stdout.write_all(b"\n")) {
        OUTPUT_CLOSED.store(true, Ordering::Relaxed);
        if error.kind() != ErrorKind::BrokenPipe {
            eprintln!("minimax-arcade: cannot write the output: {error}");
        }
    }
}

#[cfg(all(test, feature = "window"))]
mod tests {
    use super::*;

    #[test]
    fn every_theme_the_option_offers_is_a_window_theme_and_back() {
        use crate::app::base::settings::Theme;
        let offered: Vec<Theme> = THEMES.iter().map(|name| window_theme(name).expect(name)).collect();
        assert_eq!(offered, Theme::ALL);
        for name in THEMES {
            // The settings file writes a theme by the name the option takes.
            assert_eq!(serde_json::to_string(&window_theme(name).expect(name)).expect("JSON"), format!("\"{name}\""));
        }
    }
}
