//! `library`: the games the window keeps (every game finished or saved), listed with filters, and
//! GGF files imported into it: the same folder and the same code as the window's library screen.

use anyhow::Context;
use std::path::PathBuf;

use clap::{Args, Subcommand, ValueEnum};
use serde::Serialize;

use crate::library::{
    Entry, Filter, Library, Outcome, PlayerKind, ResultFilter, SortBy, date_time, reversi_ggf, select,
};

#[derive(Args, Debug)]
pub struct LibraryArgs {
    #[command(subcommand)]
    command: Option<LibraryCommand>,
    #[command(flatten)]
    list: ListArgs,
    /// The games folder (default: `games` in the settings' folder, `$MINIMAX_ARCADE_CONFIG_DIR`
    /// or the system's).
    #[arg(long, value_name = "DIR", global = true)]
    dir: Option<PathBuf>,
}

#[derive(Subcommand, Debug)]
enum LibraryCommand {
    /// Add every game of a GGF file to the library.
    Import(ImportArgs),
}

#[derive(Args, Debug)]
struct ImportArgs {
    #[arg(value_name = "FILE")]
    file: PathBuf,
}

#[derive(Args, Debug)]
struct ListArgs {
    /// One JSON object: the games (with their files) and the files that could not be read.
    #[arg(long)]
    json: bool,
    /// Only the games of this game (reversi, tictactoe, catapultas).
    #[arg(long, value_name = "NAME")]
    game: Option<String>,
    /// Only the games with this result.
    #[arg(long, value_enum)]
    result: Option<ResultArg>,
    /// Only the games of a player whose name or AI level holds these words.
    #[arg(long, value_name = "WORDS")]
    player: Option<String>,
    #[arg(long, value_enum, default_value_t = SortArg::Newest)]
    sort: SortArg,
    /// The games in the trash instead.
    #[arg(long)]
    trash: bool,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum ResultArg {
    FirstWon,
    SecondWon,
    Draw,
    Unfinished,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum SortArg {
    Newest,
    Oldest,
    Game,
    Longest,
}

pub fn run(args: &LibraryArgs) -> anyhow::Result<()> {
    let dir = match &args.dir {
        Some(dir) => dir.clone(),
        None => crate::library::config_dir().map(|dir| crate::library::games_dir(&dir)).context(
            "there is no settings folder here: name the games folder with --dir, or set MINIMAX_ARCADE_CONFIG_DIR",
        )?,
    };
    let library = Library::in_dir(dir);
    match &args.command {
        Some(LibraryCommand::Import(import)) => import_file(&library, import),
        None => list(&library, &args.list),
    }
}

fn import_file(library: &Library, args: &ImportArgs) -> anyhow::Result<()> {
    let shown = args.file.display();
    let text = std::fs::read_to_string(&args.file).with_context(|| format!("cannot read {shown}"))?;
    let records =
        reversi_ggf(&text, crate::library::now()).with_context(|| format!("{shown} is not a GGF file of games"))?;
    for record in &records {
        library.keep(record)?;
    }
    out!("imported {} game{} from {shown} into {}", records.len(), plural(records.len()), library.dir().display());
    Ok(())
}

fn plural(count: usize) -> &'static str {
    if count == 1 { "" } else { "s" }
}

/// What `library --json` prints.
#[derive(Serialize)]
struct JsonListing<'a> {
    dir: String,
    games: Vec<JsonGame<'a>>,
    unreadable: Vec<JsonUnreadable>,
}

#[derive(Serialize)]
struct JsonGame<'a> {
    file: String,
    #[serde(flatten)]
    record: &'a crate::library::Record,
}

#[derive(Serialize)]
struct JsonUnreadable {
    file: String,
    problem: String,
}

fn list(library: &Library, args: &ListArgs) -> anyhow::Result<()> {
    let listing = if args.trash { library.list_trash() } else { library.list() }?;
    let filter = Filter {
        game: args.game.clone(),
        result: args.result.map(|result| match result {
            ResultArg::FirstWon => ResultFilter::FirstWon,
            ResultArg::SecondWon => ResultFilter::SecondWon,
            ResultArg::Draw => ResultFilter::Drawn,
            ResultArg::Unfinished => ResultFilter::Unfinished,
        }),
        player: args.player.clone().unwrap_or_default(),
    };
    let order = match args.sort {
        SortArg::Newest => SortBy::Newest,
        SortArg::Oldest => SortBy::Oldest,
        SortArg::Game => SortBy::Game,
        SortArg::Longest => SortBy::Longest,
    };
    let games = select(&listing.games, &filter, order);
    if args.json {
        let json = JsonListing {
            dir: library.dir().display().to_string(),
            games: games
                .iter()
                .map(|entry| JsonGame { file: entry.path.display().to_string(), record: &entry.record })
                .collect(),
            unreadable: listing
                .unreadable
                .iter()
                .map(|file| JsonUnreadable { file: file.path.display().to_string(), problem: file.problem.to_string() })
                .collect(),
        };
        out!("{}", serde_json::to_string(&json)?);
        return Ok(());
    }
    if games.is_empty() {
        out!("no games in {} match", library.dir().display());
    }
    for entry in &games {
        out!("{}", line(entry));
    }
    for file in &listing.unreadable {
        out!("cannot read {}: {}", file.path.display(), file.problem);
    }
    Ok(())
}

/// `2026-11-24 15:35  reversi  Human vs Minimax Arcade (reversi-level-7-name)  first won 40-24  60 moves
/// "name"  file`.
fn line(entry: &Entry) -> String {
    let record = &entry.record;
    let player = |index: usize| {
        let player = &record.players[index];
        match (&player.kind, &player.level) {
            (PlayerKind::Ai, Some(level)) => format!("{} ({level})", player.name),
            _ => player.name.clone(),
        }
    };
    let result = match (record.summary.outcome, record.summary.counts) {
        (Outcome::Unfinished, _) => "unfinished".to_owned(),
        (Outcome::Drawn, _) => "draw".to_owned(),
        (Outcome::Won(seat), counts) => {
            let side = if seat == crate::games::Seat::First { "first" } else { "second" };
            counts.map_or_else(|| format!("{side} won"), |[first, second]| format!("{side} won {first}-{second}"))
        }
        (Outcome::OutOfTime(seat), _) => {
            format!("{} lost on time", if seat == crate::games::Seat::First { "first" } else { "second" })
        }
    };
    let stamp = date_time(record.kept_at);
    let title = record.title.as_deref().map(|title| format!("\"{title}\"  ")).unwrap_or_default();
    format!(
        "{stamp}  {}  {} vs {}  {result}  {} moves  {title}{}",
        record.game,
        player(0),
        player(1),
        record.summary.plies,
        entry.path.display()
    )
}
