//! The game library: every finished game and every saved one, kept as files of their own in the
//! `games` folder beside the settings, listed, filtered and sorted for the window's library
//! screen and `minimax-arcade library` alike. No Bevy and no command line here: both front ends
//! read the same folder through this module.

mod folder;
mod import;
pub mod line;
mod record;

use std::path::PathBuf;

pub use folder::{Action, Entry, Library, LibraryError, Listing, Problem, RenameError, Unreadable};
pub use import::reversi_ggf;
pub use record::{FORMAT, Origin, Outcome, PlayerKind, PlayerRecord, Record, RecordError, Summary};

/// Where the settings, the autosaves and the games live: `$MINIMAX_ARCADE_CONFIG_DIR`, else the
/// OS's configuration folder, else nowhere. In a browser, a folder of the page's storage (see
/// [`crate::durable`]).
pub const CONFIG_DIR_ENV: &str = "MINIMAX_ARCADE_CONFIG_DIR";

/// The configuration folder ([`CONFIG_DIR_ENV`]).
pub fn config_dir() -> Option<PathBuf> {
    if cfg!(target_family = "wasm") {
        return Some(PathBuf::from("minimax-arcade"));
    }
    if let Some(dir) = std::env::var_os(CONFIG_DIR_ENV) {
        return Some(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "minimax-arcade").map(|dirs| dirs.config_dir().to_owned())
}

/// The games folder inside the configuration folder `config`.
pub fn games_dir(config: &std::path::Path) -> PathBuf {
    config.join("games")
}

/// `2026-11-23-153501` (UTC) for seconds since 1970: file names that sort by time.
pub fn timestamp(seconds: u64) -> String {
    let (days, time) = (seconds / 86_400, seconds % 86_400);
    // Howard Hinnant's days-to-civil-date algorithm, for the proleptic Gregorian calendar.
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era = (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 { shifted_month + 3 } else { shifted_month - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}-{:02}{:02}{:02}", time / 3_600, time / 60 % 60, time % 60)
}

/// Seconds since 1970 now (0 on a clock set before it): when a game or an autosave is kept.
pub fn now() -> u64 {
    web_time::SystemTime::now().duration_since(web_time::UNIX_EPOCH).map_or(0, |since| since.as_secs())
}

/// `2026-11-24 15:35` (UTC) for seconds since 1970: when a game was kept, as the library shows it.
pub fn date_time(seconds: u64) -> String {
    let stamp = timestamp(seconds);
    format!("{} {}:{}", &stamp[..10], &stamp[11..13], &stamp[13..15])
}

/// Which results a listing keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResultFilter {
    FirstWon,
    SecondWon,
    Drawn,
    Unfinished,
}

impl ResultFilter {
    pub const ALL: [ResultFilter; 4] =
        [ResultFilter::FirstWon, ResultFilter::SecondWon, ResultFilter::Drawn, ResultFilter::Unfinished];

    fn keeps(self, outcome: Outcome) -> bool {
        use crate::games::Seat;
        match self {
            ResultFilter::FirstWon => outcome.winner() == Some(Seat::First),
            ResultFilter::SecondWon => outcome.winner() == Some(Seat::Second),
            ResultFilter::Drawn => outcome == Outcome::Drawn,
            ResultFilter::Unfinished => outcome == Outcome::Unfinished,
        }
    }
}

/// How a listing is ordered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum SortBy {
    #[default]
    Newest,
    Oldest,
    Game,
    Longest,
}

impl SortBy {
    pub const ALL: [SortBy; 4] = [SortBy::Newest, SortBy::Oldest, SortBy::Game, SortBy::Longest];
}

/// What a listing shows: the games of one game, of one result, with one player or level.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    pub game: Option<String>,
    pub result: Option<ResultFilter>,
    /// Part of a player's name or level, in any case.
    pub player: String,
}

impl Filter {
    pub fn keeps(&self, record: &Record) -> bool {
        self.game.as_ref().is_none_or(|game| *game == record.game)
            && self.result.is_none_or(|result| result.keeps(record.summary.outcome))
            && (self.player.trim().is_empty() || record.has_player(&self.player))
    }
}

/// The games of `games` that `filter` keeps, in `order`; games kept at the same time stay in
/// their file order.
pub fn select<'a>(games: &'a [Entry], filter: &Filter, order: SortBy) -> Vec<&'a Entry> {
    let mut kept: Vec<&Entry> = games.iter().filter(|entry| filter.keeps(&entry.record)).collect();
    match order {
        SortBy::Newest => kept.sort_by_key(|entry| std::cmp::Reverse(entry.record.kept_at)),
        SortBy::Oldest => kept.sort_by_key(|entry| entry.record.kept_at),
        SortBy::Game => {
            kept.sort_by(|a, b| a.record.game.cmp(&b.record.game).then(b.record.kept_at.cmp(&a.record.kept_at)))
        }
        SortBy::Longest => kept.sort_by_key(|entry| std::cmp::Reverse(entry.record.summary.plies)),
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::random::random_opening;
    use crate::games::tictactoe::Board;

    fn entry(seed: u64, plies: u32, kept_at: u64, level: &str) -> Entry {
        let start = Board::new();
        let players = [
            PlayerRecord::new(PlayerKind::Human, "Human", None),
            PlayerRecord::new(PlayerKind::Ai, "Minimax Arcade", Some(level.to_owned())),
        ];
        let record =
            Record::of(&start, &random_opening(&start, plies, seed, 0), players, Origin::Finished, kept_at, None);
        Entry { path: PathBuf::from(format!("{seed}.json")), record }
    }

    #[test]
    fn filters_and_orders_choose_the_games() {
        let games: Vec<Entry> =
            (0..40).map(|seed| entry(seed, 9, 1_000 + seed % 7, if seed % 2 == 0 { "Hard" } else { "Easy" })).collect();
        let all = select(&games, &Filter::default(), SortBy::Newest);
        assert_eq!(all.len(), 40);
        assert!(all.windows(2).all(|pair| pair[0].record.kept_at >= pair[1].record.kept_at));
        let oldest = select(&games, &Filter::default(), SortBy::Oldest);
        assert_eq!(oldest[0].record.kept_at, 1_000);
        let hard = select(&games, &Filter { player: " HARD".into(), ..Filter::default() }, SortBy::Newest);
        assert_eq!(hard.len(), 20);
        let by_result: usize = ResultFilter::ALL
            .iter()
            .map(|&result| select(&games, &Filter { result: Some(result), ..Filter::default() }, SortBy::Newest).len())
            .sum();
        assert_eq!(by_result, 40, "every game has exactly one result");
        let won = select(&games, &Filter { result: Some(ResultFilter::FirstWon), ..Filter::default() }, SortBy::Newest);
        assert!(won.iter().all(|entry| entry.record.summary.outcome.winner() == Some(crate::games::Seat::First)));
        assert!(select(&games, &Filter { game: Some("reversi".into()), ..Filter::default() }, SortBy::Game).is_empty());
        let short_and_long = [entry(1, 3, 0, "x"), entry(2, 7, 0, "x")];
        let longest = select(&short_and_long, &Filter::default(), SortBy::Longest);
        assert!(longest[0].record.summary.plies >= longest[1].record.summary.plies);
    }

    #[test]
    fn timestamps_are_calendar_dates() {
        assert_eq!(timestamp(0), "1970-01-01-000000");
        assert_eq!(timestamp(951_782_400), "2000-02-29-000000");
        assert_eq!(timestamp(1_795_448_101), "2026-11-23-153501");
        assert_eq!(date_time(1_795_448_101), "2026-11-23 15:35");
    }
}
