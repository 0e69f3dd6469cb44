//! The games the program is given ([`Catalogue`]), each with its commands ([`GameCommands`])
//! and, where the build has a window, its screen.

use anyhow::Context;
use std::marker::PhantomData;

use super::commands::{AnalyzeArgs, MoveArgs, PerftArgs, run_analyze, run_move, run_perft};
use super::matches::{self, MatchArgs, MatchGame};
use super::rating::{self, RateArgs};
use super::search_tree::{self, TreeArgs};
use super::tournament::{self, TournamentArgs};

/// The commands every game answers, for the game a command line names.
pub trait GameCommands: Sync {
    fn name(&self) -> &'static str;
    fn perft(&self, args: &PerftArgs) -> anyhow::Result<()>;
    fn analyze(&self, args: &AnalyzeArgs) -> anyhow::Result<()>;
    fn choose_move(&self, args: &MoveArgs) -> anyhow::Result<()>;
    fn play_match(&self, args: &MatchArgs) -> anyhow::Result<()>;
    fn play_tournament(&self, args: &TournamentArgs) -> anyhow::Result<()>;
    fn rate(&self, args: &RateArgs) -> anyhow::Result<()>;
    fn search_tree(&self, args: &TreeArgs) -> anyhow::Result<()>;
}

/// The commands of game `G`.
struct Commands<G>(PhantomData<fn() -> G>);

impl<G: MatchGame> GameCommands for Commands<G> {
    fn name(&self) -> &'static str {
        G::NAME
    }

    fn perft(&self, args: &PerftArgs) -> anyhow::Result<()> {
        run_perft::<G>(args)
    }

    fn analyze(&self, args: &AnalyzeArgs) -> anyhow::Result<()> {
        run_analyze::<G>(args)
    }

    fn choose_move(&self, args: &MoveArgs) -> anyhow::Result<()> {
        run_move::<G>(args)
    }

    fn play_match(&self, args: &MatchArgs) -> anyhow::Result<()> {
        matches::play_match::<G>(args)
    }

    fn play_tournament(&self, args: &TournamentArgs) -> anyhow::Result<()> {
        tournament::play_tournament::<G>(args)
    }

    fn rate(&self, args: &RateArgs) -> anyhow::Result<()> {
        rating::rate::<G>(args)
    }

    fn search_tree(&self, args: &TreeArgs) -> anyhow::Result<()> {
        search_tree::run::<G>(args)
    }
}

/// A game the catalogue lists, as the command line and the window it opens know it: its
/// commands and, with the window, its screen. Every front end's part of the game is required
/// here, so a game the catalogue names cannot lack one.
#[cfg(feature = "window")]
pub trait CatalogueGame: MatchGame + crate::app::contract::window_game::InWindow {}
#[cfg(feature = "window")]
impl<G: MatchGame + crate::app::contract::window_game::InWindow> CatalogueGame for G {}

/// A game the catalogue lists, as the command line knows it (this build has no window).
#[cfg(not(feature = "window"))]
pub trait CatalogueGame: MatchGame {}
#[cfg(not(feature = "window"))]
impl<G: MatchGame> CatalogueGame for G {}

/// One game of the catalogue: its commands, and its screen where the build has a window.
#[derive(Clone, Copy)]
struct CatalogueEntry {
    commands: &'static dyn GameCommands,
    #[cfg(feature = "window")]
    window: crate::app::contract::registry::GameEntry,
}

/// The games the program is given (`crate::catalogue` lists them): every command that names a
/// game (`--game`, `match <game>`) finds it here, the first is the one `--game` defaults to, and
/// the window opens on their screens, in this order.
#[derive(Clone, Default)]
pub struct Catalogue(Vec<CatalogueEntry>);

impl Catalogue {
    /// No games yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// This catalogue and game `G` after it.
    pub fn with<G: CatalogueGame>(mut self) -> Self {
        let commands: &'static Commands<G> = &Commands(PhantomData);
        self.0.push(CatalogueEntry {
            commands,
            #[cfg(feature = "window")]
            window: crate::app::registration::entry::<G::Game>(),
        });
        self
    }

    /// The names of the games, in order.
    pub fn names(&self) -> Vec<&'static str> {
        self.0.iter().map(|entry| entry.commands.name()).collect()
    }

    /// The commands of the game called `name`.
    pub fn game(&self, name: &str) -> anyhow::Result<&'static dyn GameCommands> {
        self.0
            .iter()
            .map(|entry| entry.commands)
            .find(|game| game.name() == name)
            .with_context(|| format!("there is no game called {name}: the games are {}", self.names().join(", ")))
    }

    /// The games as the window registers them, in the menu's order.
    #[cfg(feature = "window")]
    pub fn window_games(&self) -> Vec<crate::app::contract::registry::GameEntry> {
        self.0.iter().map(|entry| entry.window).collect()
    }
}
