//! Games as files: opened from a path (the command line, a file dropped on the window) and saved
//! beside the settings, in each game's own format (Reversi: GGF).

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use super::{ArcadeGame, Session};
use crate::app::settings::{Player, Seats, SettingsFile};

/// The text of a game file, or a sentence that names the file and what went wrong.
pub fn read_game_file(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|error| format!("Could not read {}: {error}", path.display()))
}

/// Writes the game to `games/<game>-<date>-<time>.<ext>` in the settings' directory; returns
/// where.
pub(super) fn save_game<G: ArcadeGame>(
    session: &Session<G>,
    seats: Seats,
    engine_name: Option<&str>,
    file: &SettingsFile,
) -> Result<PathBuf, String> {
    let Some(dir) = file.path.as_deref().and_then(Path::parent) else {
        return Err("This run keeps no files (no settings directory), so the game cannot be saved.".to_owned());
    };
    let dir = dir.join("games");
    std::fs::create_dir_all(&dir).map_err(|error| format!("Could not create {}: {error}", dir.display()))?;
    let name = |player: Player| match player {
        Player::Human => "Human",
        Player::Ai => "Minimax Arcade",
        Player::Engine => engine_name.unwrap_or("Outside engine"),
    };
    let text = G::file_text(&session.history, [name(seats.first), name(seats.second)]);
    let seconds = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |since| since.as_secs());
    let path =
        dir.join(format!("{}-{}.{}", format!("{:?}", G::KIND).to_lowercase(), timestamp(seconds), G::FILE_EXTENSION));
    std::fs::write(&path, text).map_err(|error| format!("Could not write {}: {error}", path.display()))?;
    Ok(path)
}

/// `2026-11-23-153501` (UTC) for seconds since 1970: file names that sort by time.
fn timestamp(seconds: u64) -> String {
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

#[cfg(test)]
mod tests {
    use super::timestamp;

    #[test]
    fn timestamps_are_calendar_dates() {
        assert_eq!(timestamp(0), "1970-01-01-000000");
        assert_eq!(timestamp(951_782_400), "2000-02-29-000000");
        assert_eq!(timestamp(1_795_448_101), "2026-11-23-153501");
    }
}
