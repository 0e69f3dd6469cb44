//! The class tournament, for every game: the students' programs and the game's levels in a
//! round robin, paired and scored as the command line's `tournament` does
//! ([`crate::games::tournament`]), each game played in the background as a duel's is
//! ([`BackgroundGame`]: in a web worker on the web page), the crosstable and the standings filling in
//! as games end, each game kept in the library and shown on the board from its pair ([`view`]).
//! A folder of the class's submissions adds every student at once ([`ClassTournament::add_folder`]).
//! The tournament under way is kept on the disk as it plays ([`kept`]), and goes on after a
//! stop, a crash or a power cut ([`ClassTournament::resume`]).

mod export;
mod kept;
mod view;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use bevy::prelude::*;

use crate::app::base::errors::Explain;
use crate::app::base::file_dialog;
use crate::app::base::redraw::{PROGRESS_REFRESH, refresh_while};
use crate::app::base::settings::{ProgramSettings, SettingsNotice};
use crate::app::base::settings_file::SettingsFile;
use crate::app::base::tasks::BackgroundTask;
use crate::app::contract::window_game::WindowGame;
pub use crate::app::game_screen::background_games::EntrantKind;
use crate::app::game_screen::background_games::{BackgroundGame, BackgroundRun, Finished};
use crate::app::game_screen::library::{library_error, library_of};
use crate::games::matches::Outcome;
use crate::games::tournament::{Fixture, Format, Pairing, Results, Rounds, swiss_rounds};
use crate::games::tournament_record::{GamePlace, GameRecord};
use crate::games::{Notation, Seat};
use crate::library::{Origin, PlayerKind, PlayerRecord, Record, now};
use crate::programs::sandbox::{self, Copies, Unavailable};
use crate::programs::submissions::{LeftOut, read_submissions};
use crate::programs::{DEFAULT_MEMORY_MB, DEFAULT_TIME_PER_MOVE_MS, Lifetime};
use crate::tr;
use kept::KeptSetup;
pub use kept::Unfinished;

/// An entrant as the teacher sets it up: its name, and what it is.
pub struct Entrant<G: WindowGame> {
    pub name: String,
    pub kind: EntrantKind<G>,
}

impl<G: WindowGame> Clone for Entrant<G> {
    fn clone(&self) -> Self {
        Self { name: self.name.clone(), kind: self.kind.clone() }
    }
}

/// The games a pair plays, at most.
pub const MOST_GAMES_A_PAIR: u32 = 20;

/// The tournament window's state: the entrants, how many games each pair plays, and the last
/// tournament.
#[derive(Resource)]
pub struct ClassTournament<G: WindowGame> {
    pub open: bool,
    pub entrants: Vec<Entrant<G>>,
    /// Games each pair plays (in a Swiss tournament, each round), colours swapped game by game.
    pub games: u32,
    /// Every pair, or Swiss rounds.
    pub format: Format,
    /// The Swiss rounds chosen; `None`: as many as the entrants' count needs.
    pub rounds: Option<u32>,
    /// Every program's time a move, in seconds: one that takes longer loses the game.
    pub seconds_per_move: f32,
    /// Every program's cap on its data memory, in MiB (0: none).
    pub memory_mb: u32,
    pub run: Option<BackgroundRun<G, TournamentRun<G>>>,
    /// Add a folder…'s chooser on screen, and the folder it will give.
    folder_choice: Option<BackgroundTask<Option<PathBuf>>>,
    /// The folder being typed, where the machine has no chooser, and whether its field is yet
    /// to take the keyboard (as it appears).
    typed_folder: Option<(String, bool)>,
    /// What adding the last folder did: how many students it added, then each entry it left
    /// out and why.
    pub folder_notice: Vec<String>,
    /// Where the tournament under way is kept as it plays: `tournaments/unfinished-<game>`
    /// beside the games folder; `None` where there is no folder for the settings.
    kept_in: Option<PathBuf>,
    /// The tournament cut off before its end that the last start or stop left, to go on with.
    pub unfinished: Option<Unfinished<G>>,
}

impl<G: WindowGame> Default for ClassTournament<G> {
    fn default() -> Self {
        Self {
            open: false,
            entrants: Vec::new(),
            games: 2,
            format: Format::RoundRobin,
            rounds: None,
            seconds_per_move: DEFAULT_TIME_PER_MOVE_MS as f32 / 1000.0,
            memory_mb: DEFAULT_MEMORY_MB as u32,
            run: None,
            folder_choice: None,
            typed_folder: None,
            folder_notice: Vec::new(),
            kept_in: None,
            unfinished: None,
        }
    }
}

impl<G: WindowGame> ClassTournament<G> {
    pub fn is_running(&self) -> bool {
        self.run.as_ref().is_some_and(BackgroundRun::is_running)
    }

    /// The Swiss rounds the entrants play: as chosen, else as many as their count needs, never
    /// more than a round robin has.
    pub fn swiss_round_count(&self) -> u32 {
        let most = (self.entrants.len() as u32).saturating_sub(1).max(1);
        self.rounds.unwrap_or_else(|| swiss_rounds(self.entrants.len())).clamp(1, most)
    }

    /// The rounds the tournament plays, as it is set up.
    fn rounds(&self) -> Rounds {
        let swiss = (self.format == Format::Swiss).then(|| self.swiss_round_count());
        Rounds::new(self.entrants.len(), self.games.clamp(1, MOST_GAMES_A_PAIR), swiss)
    }

    /// The games the tournament plays in all, as it is set up.
    pub fn total_games(&self) -> u32 {
        self.rounds().total_games()
    }

    /// Starts the tournament of the entrants, in place of one cut off; one already running is
    /// stopped.
    pub fn start(&mut self) {
        if self.entrants.len() < 2 {
            return;
        }
        // Every program held to the tournament's time a move and memory cap.
        let mut entrants = self.entrants.clone();
        for entrant in &mut entrants {
            if let EntrantKind::Program(program) = &mut entrant.kind {
                program.seconds_per_move = self.seconds_per_move.clamp(0.1, ProgramSettings::LONGEST_SECONDS);
                program.memory_mb = self.memory_mb;
            }
        }
        let rounds = self.rounds();
        self.unfinished = None;
        let mut keep_notice = None;
        let kept = self.kept_in.clone().filter(|dir| match kept::start(dir, &KeptSetup::of(&entrants, &rounds)) {
            Ok(()) => true,
            Err(error) => {
                keep_notice = Some(tr!("tournament-keep-failed", error = error.explain()));
                false
            }
        });
        self.play(entrants, rounds, BTreeMap::new(), kept);
        if let Some(run) = &mut self.run {
            run.keep_notice = keep_notice;
        }
    }

    /// Goes on with the tournament cut off: the window shows it as it was set up, and plays the
    /// games it had not finished.
    pub fn resume(&mut self) {
        let Some(Unfinished { setup, played }) = self.unfinished.take() else { return };
        let entrants = setup.entrants();
        let rounds = setup.rounds();
        self.entrants = entrants.clone();
        self.games = setup.games;
        (self.format, self.rounds) = match setup.swiss {
            Some(count) => (Format::Swiss, Some(count)),
            None => (Format::RoundRobin, None),
        };
        if let Some(EntrantKind::Program(program)) =
            entrants.iter().map(|entrant| &entrant.kind).find(|kind| matches!(kind, EntrantKind::Program(_)))
        {
            (self.seconds_per_move, self.memory_mb) = (program.seconds_per_move, program.memory_mb);
        }
        self.play(entrants, rounds, played, self.kept_in.clone());
    }

    /// Forgets the tournament cut off; its games stay in the library.
    pub fn discard_unfinished(&mut self) {
        self.unfinished = None;
        if let Some(dir) = &self.kept_in {
            // Nothing is lost where the files stay: the next start offers them again.
            let _ = kept::discard(dir);
        }
    }

    /// Plays `entrants` in `rounds`, the games of `played` counted as they were, each new game
    /// kept in `kept` as it ends; each of a class's submissions shut in where it can be.
    fn play(
        &mut self,
        mut entrants: Vec<Entrant<G>>,
        rounds: Rounds,
        played: BTreeMap<u32, GameRecord>,
        kept: Option<PathBuf>,
    ) {
        let (mut copies, mut sandbox_notice) = (None, None);
        let submissions = entrants
            .iter()
            .any(|entrant| matches!(&entrant.kind, EntrantKind::Program(program) if program.submission.is_some()));
        if submissions {
            match sandbox::available()
                .map_err(|why| unavailable_words(&why))
                .and_then(|()| Copies::new().map_err(|error| tr!("tournament-sandbox-failed", error = error.explain())))
            {
                Ok(made) => copies = Some(made),
                Err(why) => sandbox_notice = Some(why),
            }
        }
        for entrant in &mut entrants {
            if let EntrantKind::Program(program) = &mut entrant.kind
                && let (Some(copies), Some(entry)) = (&mut copies, &program.submission)
                && let Some(hidden) = entry.parent()
            {
                match copies.sandbox_for(hidden, entry) {
                    Ok(sandbox) => program.sandbox = Some(sandbox),
                    Err(error) => {
                        let entry = entry.display().to_string();
                        sandbox_notice =
                            Some(tr!("tournament-sandbox-copy-failed", entry = entry, error = error.explain()));
                    }
                }
            }
        }
        let entrants = Arc::new(entrants);
        let results = Results::new(entrants.iter().map(|entrant| (entrant.name.clone(), String::new())));
        let mut tournament = TournamentRun {
            entrants,
            rounds,
            games_left_in_round: 0,
            next_job: 1,
            started: Vec::new(),
            results,
            outcomes: Vec::new(),
            played,
            kept,
            shown_pair: None,
            export_notice: None,
            sandbox_notice,
            keep_notice: None,
            copies,
        };
        let orders = tournament.next_round();
        self.run = Some(BackgroundRun::start(tournament, orders));
    }

    /// Adds every student in the folder of submissions `folder` as a program that runs in its
    /// own entry's folder, named by the entry (a name already taken gets a number); what it
    /// added and what it left out, and why, go to [`Self::folder_notice`].
    pub fn add_folder(&mut self, folder: &Path) {
        self.folder_notice.clear();
        let shown_folder = folder.display().to_string();
        let submissions = match read_submissions(folder) {
            Ok(submissions) => submissions,
            Err(error) => {
                let error = error.error.explain();
                self.folder_notice.push(tr!("tournament-folder-unreadable", folder = shown_folder, error = error));
                return;
            }
        };
        let mut added = 0;
        let mut left_out = Vec::new();
        for submission in submissions {
            let entry = submission.entry.file_name().unwrap_or_default().to_string_lossy().into_owned();
            match submission.program {
                Ok(program) => {
                    let settings = ProgramSettings {
                        command: program.command,
                        once_a_game: program.lifetime == Lifetime::PerGame,
                        folder: Some(program.folder),
                        submission: Some(submission.entry.clone()),
                        ..ProgramSettings::default()
                    };
                    let name = self.unused_name(&submission.name);
                    self.entrants.push(Entrant { name, kind: EntrantKind::Program(settings) });
                    added += 1;
                }
                Err(reason) => {
                    left_out.push(tr!("tournament-left-out", entry = entry, reason = left_out_words(&reason)));
                }
            }
        }
        self.folder_notice.push(tr!("tournament-folder-added", count = added, folder = shown_folder));
        self.folder_notice.extend(left_out);
    }

    /// `name`, or `name 2`, `name 3`… where an entrant has it already.
    fn unused_name(&self, name: &str) -> String {
        let taken = |candidate: &str| self.entrants.iter().any(|entrant| entrant.name == candidate);
        let mut candidate = name.to_owned();
        let mut number = 1;
        while taken(&candidate) {
            number += 1;
            candidate = format!("{name} {number}");
        }
        candidate
    }

    /// Add a folder…: the system's folder chooser where there is one, else a field to type the
    /// folder's path in.
    pub fn choose_folder(&mut self) {
        if self.folder_choice.is_some() {
            return;
        }
        if !file_dialog::chooser_kind().available {
            self.typed_folder.get_or_insert_with(|| (String::new(), true));
            return;
        }
        let request = file_dialog::FileRequest {
            title: tr!("tournament-folder-title"),
            filter: None,
            folder: None,
            file_name: None,
        };
        self.folder_choice = Some(file_dialog::pick_folder(request));
    }

    /// Takes the folder the chooser gave, once it has.
    fn take_chosen_folder(&mut self) {
        let Some(choice) = &mut self.folder_choice else { return };
        let Some(chosen) = choice.poll() else { return };
        self.folder_choice = None;
        if let Some(folder) = chosen {
            self.add_folder(&folder);
        }
    }

    /// Stops the tournament; the games it finished are kept, and it can go on from them.
    pub fn cancel(&mut self) {
        if let Some(run) = &mut self.run {
            run.stop();
        }
        self.unfinished = self.kept_in.as_deref().and_then(kept::read);
    }

    /// Where the tournament under way is kept, from the settings file's folder; the one that
    /// was cut off there, read back.
    fn find_kept(&mut self, settings: Option<&Path>) {
        let folder = format!("unfinished-{}", G::Position::NAME); // not shown: a folder's name
        self.kept_in = export::tournaments_dir(settings).map(|dir| dir.join(folder));
        self.unfinished = self.kept_in.as_deref().and_then(kept::read);
    }
}

/// A tournament: its pairs, its results so far and its games.
pub struct TournamentRun<G: WindowGame> {
    /// The entrants as it began.
    entrants: Arc<Vec<Entrant<G>>>,
    /// Its rounds, and every pair of those paired so far.
    rounds: Rounds,
    /// The games of the round under way not finished yet.
    games_left_in_round: usize,
    /// The place of the next game paired in the order the tournament starts them, from 1 (the
    /// command line's job numbers).
    next_job: u32,
    /// The games started, in the order they were, each with its place.
    started: Vec<(u32, Fixture)>,
    pub results: Results,
    /// The finished games, with the pair and game number each was.
    pub outcomes: Vec<(Fixture, Outcome<G::Position>)>,
    /// The games played before a stop, by place, counted instead of played as their rounds come.
    played: BTreeMap<u32, GameRecord>,
    /// Where each game is kept as it ends; `None` where it cannot be.
    kept: Option<PathBuf>,
    /// The pair whose games the window lists, by its two entrants.
    pub shown_pair: Option<(usize, usize)>,
    /// Where Export… last wrote the results, or why it could not.
    pub export_notice: Option<String>,
    /// Why its submissions play as they are, where the sandbox could not be had.
    pub sandbox_notice: Option<String>,
    /// Why its games are not kept to go on after a stop, where they cannot be.
    pub keep_notice: Option<String>,
    /// The submissions' fresh copies the sandboxes show, removed with the run.
    copies: Option<Copies>,
}

impl<G: WindowGame> TournamentRun<G> {
    /// The rounds it plays: a round robin's one, or its Swiss rounds.
    pub fn rounds(&self) -> u32 {
        self.rounds.count()
    }

    /// The round under way, from 1.
    pub fn round(&self) -> u32 {
        self.rounds.paired()
    }

    /// Every pair so far, round after round.
    pub fn pairings(&self) -> &[Pairing] {
        &self.rounds.pairings
    }

    /// The games it plays in all.
    pub fn total(&self) -> u32 {
        self.rounds.total_games()
    }

    /// Whether its submissions play shut in.
    pub fn sandboxed(&self) -> bool {
        self.copies.is_some()
    }

    /// The next round's games: the whole round robin at once, or the next Swiss round paired by
    /// the results so far (its bye counted at once), less those played before a stop, which are
    /// counted; a round played whole before is passed. None after the last round, when the
    /// tournament is no longer kept.
    fn next_round(&mut self) -> Vec<BackgroundGame<G>> {
        loop {
            let Some(round) = self.rounds.pair_next(&mut self.results) else {
                if let Some(dir) = self.kept.take() {
                    // Its games are in the library, its results on screen to export.
                    let _ = kept::discard(&dir);
                }
                return Vec::new();
            };
            let mut orders = Vec::new();
            for fixture in round.fixtures {
                let job = self.next_job;
                self.next_job += 1;
                if let Some(outcome) = self.played_before(job, round.number, fixture) {
                    self.results.count(self.rounds.pairings[fixture.pairing], &outcome);
                    self.outcomes.push((fixture, outcome));
                    continue;
                }
                self.started.push((job, fixture));
                let pairing = self.rounds.pairings[fixture.pairing];
                let players = [pairing.first, pairing.second].map(|entrant| self.entrants[entrant].kind.clone());
                orders.push(BackgroundGame { games: self.rounds.games(), seed: 1, number: fixture.number, players });
            }
            self.games_left_in_round = orders.len();
            if !orders.is_empty() {
                return orders;
            }
        }
    }

    /// The pair's names, first then second.
    fn names(&self, fixture: Fixture) -> [String; 2] {
        let pairing = self.rounds.pairings[fixture.pairing];
        [pairing.first, pairing.second].map(|entrant| self.entrants[entrant].name.clone())
    }

    /// Game `job`'s outcome, where it was played before a stop and its record is that game's:
    /// the same pair, round and number, every move legal.
    fn played_before(&mut self, job: u32, round: u32, fixture: Fixture) -> Option<Outcome<G::Position>> {
        let record = self.played.remove(&job)?;
        let place = GamePlace { round, players: self.names(fixture), number: fixture.number };
        record.outcome_at::<G::Position>(place).ok()
    }

    /// Takes `finished` games in, keeping each on the disk, and returns how many.
    fn collect(&mut self, finished: Vec<Finished<G>>) -> usize {
        let count = finished.len();
        self.games_left_in_round = self.games_left_in_round.saturating_sub(count);
        for (place, outcome) in finished {
            let (job, fixture) = self.started[place];
            if let Some(dir) = &self.kept {
                let round = self.rounds.pairing_rounds[fixture.pairing];
                let record = GameRecord::new(job, round, self.names(fixture), &outcome);
                if let Err(error) = kept::keep_game(dir, &record) {
                    self.keep_notice = Some(tr!("tournament-keep-failed", error = error.explain()));
                    self.kept = None;
                }
            }
            self.results.count(self.rounds.pairings[fixture.pairing], &outcome);
            self.outcomes.push((fixture, outcome));
        }
        count
    }

    /// The library's record of a finished game: who sat in each seat, by the names the teacher
    /// gave them.
    fn record(&self, (fixture, outcome): &(Fixture, Outcome<G::Position>)) -> Record {
        let pairing = self.rounds.pairings[fixture.pairing];
        let players = Seat::BOTH.map(|seat| {
            let entrant = &self.entrants[[pairing.first, pairing.second][outcome.player(seat)]];
            let kind = match entrant.kind {
                EntrantKind::Ai(_) => PlayerKind::Ai,
                EntrantKind::Program(_) => PlayerKind::Program,
            };
            PlayerRecord::new(kind, entrant.name.clone(), None)
        });
        let game = &outcome.game;
        Record::of(game.start(), &game.move_list(), players, Origin::Finished, now(), None)
    }
}

/// Why the sandbox cannot be had, in the player's words.
fn unavailable_words(why: &Unavailable) -> String {
    match why {
        Unavailable::NotLinux => tr!("tournament-sandbox-not-linux"),
        Unavailable::NotInstalled => tr!("tournament-sandbox-not-installed"),
        Unavailable::Refused(said) => tr!("tournament-sandbox-refused", said = said.clone()),
    }
}

/// Why an entry of a folder of submissions is left out, in the player's words.
fn left_out_words(reason: &LeftOut) -> String {
    match reason {
        LeftOut::NoProgram => tr!("tournament-left-out-no-program"),
        LeftOut::SeveralPrograms(files) => tr!("tournament-left-out-several", files = files.join(", ")),
        LeftOut::EmptyCommand => tr!("tournament-left-out-empty-command"),
        LeftOut::NotAProgram => tr!("tournament-left-out-not-a-program"),
        LeftOut::NotAFileOrFolder => tr!("tournament-left-out-not-a-file"),
        LeftOut::Unreadable(error) => tr!("tournament-left-out-unreadable", error = error.clone()),
    }
}

/// What works without a window: the tournament's games and their results.
pub(crate) fn game_plugin<G: WindowGame>(app: &mut App) {
    app.init_resource::<ClassTournament<G>>();
    app.add_systems(Startup, find_kept::<G>);
    app.add_systems(
        Update,
        take_chosen_folder::<G>.run_if(|tournament: Res<ClassTournament<G>>| tournament.folder_choice.is_some()),
    );
    app.add_systems(Update, collect_games::<G>.run_if(|tournament: Res<ClassTournament<G>>| tournament.is_running()));
    refresh_while::<ClassTournament<G>>(app, PROGRESS_REFRESH, ClassTournament::is_running);
}

/// The part that needs a window: the tournament's window.
pub(crate) fn window_plugin<G: WindowGame>(app: &mut App) {
    view::plugin::<G>(app);
}

fn take_chosen_folder<G: WindowGame>(mut tournament: ResMut<ClassTournament<G>>) {
    tournament.take_chosen_folder();
}

/// Takes the finished games in and keeps each in the library.
fn collect_games<G: WindowGame>(
    mut tournament: ResMut<ClassTournament<G>>,
    file: Res<SettingsFile>,
    mut notice: ResMut<SettingsNotice>,
) {
    let Some(background) = &mut tournament.run else { return };
    let (finished, run) = background.finished();
    let first_new = run.outcomes.len();
    let added = run.collect(finished);
    if let Some(library) = library_of(&file) {
        for finished in &run.outcomes[first_new..first_new + added] {
            if let Err(error) = library.keep(&run.record(finished)) {
                // Said where the teacher will see it; the tournament goes on.
                notice.0 = Some(library_error(&error));
            }
        }
    }
    // The next round's pairing counts the games it played before a stop (kept in the library
    // then) among the outcomes.
    if run.games_left_in_round == 0 {
        let orders = run.next_round();
        background.add_orders(orders);
    }
}

/// Where the tournament is kept, once the settings file is known; the one cut off, read back.
fn find_kept<G: WindowGame>(mut tournament: ResMut<ClassTournament<G>>, file: Option<Res<SettingsFile>>) {
    tournament.find_kept(file.as_ref().and_then(|file| file.path.as_deref()));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::tictactoe::Tictactoe;

    #[test]
    fn a_folder_adds_each_student_with_a_program_and_says_who_was_left_out() {
        let folder = std::env::temp_dir().join(format!("minimax-arcade-window-class-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(folder.join("bruno")).expect("a folder");
        std::fs::write(folder.join("ana.py"), "print(5)").expect("a file");
        std::fs::write(folder.join("bruno/command"), "program-game:python3 bot.py").expect("a file");
        std::fs::write(folder.join("notes.txt"), "").expect("a file");
        let mut tournament = ClassTournament::<Tictactoe>::default();
        tournament.entrants.push(Entrant { name: "ana".into(), kind: EntrantKind::Ai(Default::default()) });
        tournament.add_folder(&folder);
        let names: Vec<&str> = tournament.entrants.iter().map(|entrant| entrant.name.as_str()).collect();
        assert_eq!(names, ["ana", "ana 2", "bruno"]);
        let EntrantKind::Program(bruno) = &tournament.entrants[2].kind else { panic!("Bruno is a program") };
        assert_eq!((bruno.command.as_str(), bruno.once_a_game), ("python3 bot.py", true));
        assert_eq!(bruno.folder.as_deref(), Some(folder.join("bruno").as_path()));
        assert_eq!(bruno.spec().folder, bruno.folder, "it runs in its own folder");
        let notice = &tournament.folder_notice;
        assert_eq!(notice.len(), 2, "{notice:?}");
        assert!(notice[0].starts_with("2 students added from "), "{notice:?}");
        assert!(notice[1].starts_with("Left out: notes.txt: not a program"), "{notice:?}");
        std::fs::remove_dir_all(&folder).expect("removed");

        tournament.add_folder(Path::new("/no/such/class"));
        assert_eq!(tournament.entrants.len(), 3);
        assert!(tournament.folder_notice[0].starts_with("Cannot read the folder /no/such/class: "));
    }
}
