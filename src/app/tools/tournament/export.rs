//! Export…: a tournament's results as a teacher publishes them, written into a folder of their
//! own beside the games folder: `standings.csv`, `standings.json` and `index.html`, the page
//! with the standings, the crosstable and every game to step through, in the window's language
//! ([`crate::games::tournament_page`]).

use std::path::{Path, PathBuf};

use serde::Serialize;

use super::TournamentRun;
use crate::app::base::errors::Explain;
use crate::app::base::i18n;
use crate::app::contract::window_game::WindowGame;
use crate::games::tournament::{Cell, Format, Standing};
use crate::games::tournament_page::{PageGame, PageWords, page_game, results_page, standings_csv};
use crate::games::{Notation, Seat};
use crate::tr;

/// What `standings.json` holds: what the command line's `tournament --json` prints of the
/// results.
#[derive(Serialize)]
struct ExportedResults<'a> {
    game: &'static str,
    format: Format,
    rounds: Option<u32>,
    games_per_pair: u32,
    games: u32,
    /// Best first.
    standings: Vec<&'a Standing>,
    crosstable: &'a [Vec<Option<Cell>>],
    incidents: &'a [String],
}

/// The folder the results of tournaments go to: `tournaments` beside the games folder, in the
/// folder of the settings file `settings`.
pub fn tournaments_dir(settings: Option<&Path>) -> Option<PathBuf> {
    settings?.parent().map(|config| config.join("tournaments"))
}

impl<G: WindowGame> TournamentRun<G> {
    /// Writes the results into a new folder of `parent` (`None`: there is none); says where, or
    /// why not.
    pub fn export(&mut self, parent: Option<PathBuf>) {
        let Some(folder) = parent else {
            self.export_notice = Some(tr!("tournament-export-no-folder"));
            return;
        };
        self.export_notice = Some(match self.export_into(&folder) {
            Ok(written) => tr!("tournament-exported", folder = written.display().to_string()),
            Err(error) => tr!("tournament-export-failed", error = error.explain()),
        });
    }

    /// The results in a new folder inside `parent` (`tictactoe-1`, `tictactoe-2`…), returned.
    fn export_into(&self, parent: &Path) -> std::io::Result<PathBuf> {
        std::fs::create_dir_all(parent)?;
        let mut number = 1;
        let folder = loop {
            let candidate = parent.join(format!("{}-{number}", G::Position::NAME));
            if !candidate.exists() {
                break candidate;
            }
            number += 1;
        };
        std::fs::create_dir_all(&folder)?;
        let results = &self.results;
        let exported = ExportedResults {
            game: G::Position::NAME,
            format: if self.rounds.swiss().is_some() { Format::Swiss } else { Format::RoundRobin },
            rounds: self.rounds.swiss(),
            games_per_pair: self.rounds.games(),
            games: results.games,
            standings: results.ranking().into_iter().map(|entrant| &results.standings[entrant]).collect(),
            crosstable: &results.crosstable,
            incidents: &results.incidents,
        };
        let json = serde_json::to_string_pretty(&exported).map_err(std::io::Error::other)?;
        let page = results_page(&self.page_words(), results, &self.page_games(), G::Position::PIECES_ARE_LETTERS);
        for (file, text) in [("standings.csv", standings_csv(results)), ("standings.json", json), ("index.html", page)]
        {
            crate::durable::write_durably(&folder.join(file), text.as_bytes())?;
        }
        Ok(folder)
    }

    /// The page's words, in the window's language.
    fn page_words(&self) -> PageWords {
        let game = crate::app::contract::arcade_game::game_title::<G>();
        let format = match self.rounds.swiss() {
            Some(rounds) => tr!("tournament-page-swiss", rounds = rounds),
            None => tr!("tournament-page-round-robin"),
        };
        let players = self.results.standings.len();
        PageWords {
            language: i18n::language().tag().to_owned(),
            title: tr!("tournament-page-title", game = game),
            about: tr!("tournament-page-about", players = players, format = format, games = self.results.games),
            standings: tr!("tournament-page-standings"),
            crosstable: tr!("tournament-page-crosstable"),
            games: tr!("tournament-page-games"),
            columns: [
                tr!("tournament-page-place"),
                tr!("tournament-page-player"),
                tr!("tournament-points"),
                tr!("tournament-page-played"),
                tr!("tournament-record"),
                tr!("tournament-page-byes"),
                tr!("tournament-forfeits"),
                tr!("tournament-buchholz"),
                tr!("tournament-sonneborn-berger"),
            ],
            start: tr!("tournament-page-start"),
            buttons: [
                tr!("tournament-page-to-start"),
                tr!("tournament-page-back"),
                tr!("tournament-page-forward"),
                tr!("tournament-page-to-end"),
            ],
        }
    }

    /// Every game finished, as the page shows it.
    fn page_games(&self) -> Vec<PageGame> {
        let mut outcomes: Vec<_> = self.outcomes.iter().collect();
        outcomes.sort_by_key(|(fixture, _)| (fixture.pairing, fixture.number));
        let name = |entrant: usize| self.results.standings[entrant].name.as_str();
        outcomes
            .into_iter()
            .map(|(fixture, outcome)| {
                let pairing = self.rounds.pairings[fixture.pairing];
                let seated = Seat::BOTH.map(|seat| name([pairing.first, pairing.second][outcome.player(seat)]));
                let title =
                    tr!("tournament-page-game", first = seated[0], second = seated[1], number = outcome.number + 1);
                let result = match (outcome.winner(), &outcome.forfeit) {
                    (None, _) => tr!("duel-draw"),
                    (Some(seat), None) => tr!("tournament-won", winner = seated[seat.index()]),
                    (Some(seat), Some(_)) => {
                        format!(
                            "{} ({})",
                            tr!("tournament-won", winner = seated[seat.index()]),
                            tr!("tournament-forfeit")
                        )
                    }
                };
                page_game(&outcome.game, title, result)
            })
            .collect()
    }
}
