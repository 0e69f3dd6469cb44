//! Named strengths, from a true beginner to the full engine.
//!
//! A level is a preset of the AI's settings: how deep and how long it searches, from how many
//! empty squares it solves the endgame, and how much [`Variety`] it allows itself. Weak levels do
//! not play random moves: they score every move as the engine would and then choose among the
//! good-enough ones, the closer to the best the likelier, never one that loses more than a bound.

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::ai::{AiSettings, TOP_SELECTIVITY, Variety};
use super::book::BookPlay;
use crate::engine::Selectivity;
use crate::games::reversi::eval::Weights;

/// The weakest level that plays its openings from the book: the first that plays its best move.
const FIRST_BOOK_LEVEL: u8 = 7;

/// One of the named strengths.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Level {
    pub number: u8,
    pub name: &'static str,
    pub max_depth: u32,
    /// Thinking time per move in milliseconds (0: the depth alone limits the search).
    pub time_limit_ms: u64,
    pub exact_endgame_empties: u32,
    pub variety: Variety,
    /// The midgame search's selectivity: the top level's alone is below 100 %.
    pub selectivity: Selectivity,
    /// How it plays its openings from the book: the levels from [`FIRST_BOOK_LEVEL`] search less
    /// deep than the searches behind the book's values (depth 16 at 95 %, backed up) and play any
    /// move near the book's best, so their openings vary. The top level looks as deep in its
    /// second and plays the book's best alone: with the near-best moves it scored 37 % against
    /// itself without the book, with the best alone 51.5 % (docs/strength.md, the CHANGELOG).
    pub book: BookPlay,
}

const fn level(
    number: u8,
    name: &'static str,
    (max_depth, time_limit_ms, exact_endgame_empties): (u32, u64, u32),
    (temperature_discs, max_loss_discs): (f32, f32),
) -> Level {
    Level {
        number,
        name,
        max_depth,
        time_limit_ms,
        exact_endgame_empties,
        variety: Variety { temperature_discs, max_loss_discs, seed: 0 },
        selectivity: Selectivity::FULL,
        book: if number >= FIRST_BOOK_LEVEL { BookPlay::Varied } else { BookPlay::Off },
    }
}

/// Each level's rating, `LEVEL_RATINGS[n - 1]` level `n`'s, on one Elo scale with Beginner at
/// 1000: the one below's plus 400 log10((1 − p) / p), `p` the lower level's score in their
/// match (9 %, 20.5 %, 13.5 %, 9 %, 21.5 %, 20 %, 29.5 %, 31 %, 31 %; levels 7 to 9 with the
/// book). Where a player rated among the levels (`games::rating`) stands.
pub const LEVEL_RATINGS: [f64; LEVELS.len()] =
    [1000.0, 1400.0, 1640.0, 1960.0, 2360.0, 2590.0, 2830.0, 2980.0, 3120.0, 3260.0];

/// Every level, weakest first; `LEVELS[n - 1]` is level `n`. Low levels search shallow and stray
/// far; from level 7 on the engine plays its best move, a ply deeper and two empty squares
/// earlier into perfect play at each level; the last is the full engine at its default settings.
/// Every level but the last is fixed-depth, so that it plays the same on any machine (and a match
/// between two of them measures the levels, not the load); the last uses its second a move, and
/// alone searches selectively: a fixed depth at 100 % means the same plies at every level, so the
/// ladder's steps stay one ply and two empties each.
pub const LEVELS: [Level; 10] = [
    level(1, "Beginner", (1, 0, 0), (6.0, 16.0)),
    level(2, "Novice", (2, 0, 4), (4.0, 12.0)),
    level(3, "Casual", (3, 0, 6), (3.0, 8.0)),
    level(4, "Club", (4, 0, 8), (2.0, 6.0)),
    level(5, "Strong club", (5, 0, 10), (1.0, 4.0)),
    level(6, "Expert", (6, 0, 12), (0.5, 2.0)),
    level(7, "Master", (8, 0, 14), (0.0, 0.0)),
    level(8, "Grandmaster", (9, 0, 16), (0.0, 0.0)),
    level(9, "Champion", (10, 0, 18), (0.0, 0.0)),
    Level { selectivity: TOP_SELECTIVITY, book: BookPlay::Best, ..level(10, "Maximum", (24, 1_000, 20), (0.0, 0.0)) },
];

impl Level {
    /// Level `number` (1 to 10).
    pub fn get(number: u8) -> Option<Level> {
        LEVELS.get(usize::from(number).checked_sub(1)?).copied()
    }

    pub fn strongest() -> Level {
        LEVELS[LEVELS.len() - 1]
    }

    /// The AI's settings at this level, on `threads` threads.
    pub fn settings(&self, threads: usize) -> AiSettings {
        AiSettings {
            max_depth: self.max_depth,
            time_limit_ms: self.time_limit_ms,
            exact_endgame_empties: self.exact_endgame_empties,
            weights: Weights::learned(),
            variety: self.variety,
            selectivity: self.selectivity,
            threads,
            book: self.book,
            ..AiSettings::default()
        }
    }

    /// The level whose preset `settings` are, if they are one (the window shows "Custom"
    /// otherwise). Threads and the variety's seed do not make a level.
    pub fn matching(settings: &AiSettings) -> Option<Level> {
        LEVELS.into_iter().find(|level| {
            let preset = level.settings(settings.threads);
            let variety = Variety { seed: settings.variety.seed, ..preset.variety };
            AiSettings { variety, ..preset } == *settings
        })
    }
}

impl Serialize for AiSettings {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        AiSettings::serialize(self, serializer)
    }
}

/// Settings written before the book or the selective search have no `book` or `selectivity`:
/// those of a level take that level's (so a saved level 9 is still level 9, now with its book,
/// and a saved level 10 still level 10, now selective and with its book), any others neither (no
/// book, full-width, as they played). Settings written before the book's two ways of play say
/// `use_book`, true or false: a level's take the level's way, any others the varied one or none.
impl<'de> Deserialize<'de> for AiSettings {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = serde_json::Value::deserialize(deserializer)?;
        let (states_book, states_selectivity) = (value.get("book").is_some(), value.get("selectivity").is_some());
        let used_book = value.get(USED_BOOK_KEY).and_then(serde_json::Value::as_bool);
        let mut settings = AiSettings::deserialize(value).map_err(D::Error::custom)?;
        if !states_book && used_book == Some(true) {
            settings.book = BookPlay::Varied;
        }
        let as_level = |level: &Level| {
            let preset = level.settings(settings.threads);
            AiSettings {
                book: if states_book { settings.book } else { preset.book },
                selectivity: if states_selectivity { settings.selectivity } else { preset.selectivity },
                ..settings.clone()
            }
        };
        let level = LEVELS.into_iter().find(|level| Level::matching(&as_level(level)) == Some(*level));
        Ok(level.map_or_else(|| settings.clone(), |level| as_level(&level)))
    }
}

/// The key of the book's on-off switch that `book` replaced.
const USED_BOOK_KEY: &str = "use_book";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::reversi::{Move, Position, think};
    use std::sync::atomic::AtomicBool;

    #[test]
    fn every_level_is_found_again_from_its_settings() {
        for level in LEVELS {
            assert_eq!(Level::matching(&level.settings(3)), Some(level));
        }
        let touched = AiSettings { max_depth: 7, ..Level::get(4).expect("level 4").settings(1) };
        assert_eq!(Level::matching(&touched), None);
        assert_eq!(Level::get(0), None);
        assert_eq!(Level::get(11), None);
    }

    #[test]
    fn settings_from_before_the_book_keep_their_level_and_take_its_book() {
        let written_with = |settings: &AiSettings, used_book: Option<bool>| {
            let mut json = serde_json::to_value(settings).expect("serialises");
            let fields = json.as_object_mut().expect("an object");
            fields.remove("book").expect("written");
            if let Some(used) = used_book {
                fields.insert(USED_BOOK_KEY.to_owned(), used.into());
            }
            serde_json::from_value::<AiSettings>(json).expect("reads")
        };
        for level in LEVELS {
            // Before the book, and before its two ways of play, when level 10 had none.
            for used_book in [None, Some(level.book == BookPlay::Varied)] {
                let read = written_with(&level.settings(2), used_book);
                assert_eq!(Level::matching(&read), Some(level), "{used_book:?}");
                assert_eq!(read.book, level.book);
            }
        }
        let custom = AiSettings { max_depth: 7, ..AiSettings::default() };
        assert_eq!(written_with(&custom, None).book, BookPlay::Off);
        assert_eq!(written_with(&custom, Some(false)).book, BookPlay::Off);
        assert_eq!(written_with(&custom, Some(true)).book, BookPlay::Varied);
        // Stated, it is kept, whatever the level would say.
        let stated = AiSettings { book: BookPlay::Off, ..Level::get(9).expect("level 9").settings(2) };
        let read: AiSettings =
            serde_json::from_value(serde_json::to_value(&stated).expect("serialises")).expect("reads");
        assert_eq!(read, stated);
        assert_eq!(Level::matching(&read), None);
        let written = serde_json::to_string(&Level::strongest().settings(1)).expect("serialises");
        assert!(written.contains(r#""book":"best""#), "{written}");
        assert!(serde_json::from_str::<AiSettings>(r#"{"max_depth": "deep"}"#).is_err());
        assert!(serde_json::from_str::<AiSettings>(r#"{"book": "sometimes"}"#).is_err());
    }

    #[test]
    fn settings_from_before_selectivity_keep_their_level_or_the_full_width_search() {
        let written_before = |settings: &AiSettings| {
            let mut json = serde_json::to_value(settings).expect("serialises");
            let fields = json.as_object_mut().expect("an object");
            fields.remove("selectivity").expect("written");
            fields.remove("book").expect("written");
            serde_json::from_value::<AiSettings>(json).expect("reads")
        };
        for level in LEVELS {
            let read = written_before(&level.settings(2));
            assert_eq!(Level::matching(&read), Some(level));
            assert_eq!(read.selectivity, level.selectivity);
        }
        assert_eq!(Level::strongest().selectivity, TOP_SELECTIVITY);
        let custom = AiSettings { max_depth: 30, ..AiSettings::default() };
        assert_eq!(written_before(&custom).selectivity, Selectivity::FULL, "played full-width, plays so still");
        let written = serde_json::to_string(&AiSettings::default()).expect("serialises");
        assert!(written.contains(r#""selectivity":95"#), "{written}");
        assert!(serde_json::from_str::<AiSettings>(r#"{"selectivity": 90}"#).is_err(), "not a level");
    }

    #[test]
    fn levels_grow_stronger() {
        for pair in LEVELS.windows(2) {
            let (weaker, stronger) = (pair[0], pair[1]);
            assert!(stronger.max_depth > weaker.max_depth);
            assert!(stronger.exact_endgame_empties >= weaker.exact_endgame_empties);
            assert!(stronger.variety.temperature_discs <= weaker.variety.temperature_discs);
        }
        // The top level is the AI's default and its book: the strongest settings are one click
        // away (the default searches every move, as the analyses and the engine protocol want).
        let top = AiSettings { threads: 2, book: BookPlay::Best, ..AiSettings::default() };
        assert_eq!(Level::strongest().settings(2), top);
        let books: Vec<BookPlay> = LEVELS.iter().map(|level| level.settings(1).book).collect();
        let (off, varied, best) = (BookPlay::Off, BookPlay::Varied, BookPlay::Best);
        assert_eq!(books, [off, off, off, off, off, off, varied, varied, varied, best]);
    }

    #[test]
    fn a_beginner_plays_legal_and_varied_moves() {
        let start = Position::initial();
        let beginner = Level::get(1).expect("level 1");
        let mut chosen = std::collections::HashSet::new();
        for seed in 0..24 {
            let settings = AiSettings { variety: Variety { seed, ..beginner.variety }, ..beginner.settings(1) };
            let info = think(&start, &settings, false, &AtomicBool::new(false), &mut |_| {});
            let mv = info.best_move.expect("a move");
            assert!(start.is_legal(mv));
            chosen.insert(mv);
        }
        assert!(chosen.len() > 1, "the opening moves are all equal: a beginner varies them");
    }

    #[test]
    fn a_move_chosen_below_the_best_reports_its_own_score_and_no_line_of_the_best() {
        // After f5, at depth 4 the three replies score apart: a club player sometimes picks one
        // that is not the best, and then says what that move is worth, not what the best was.
        let (position, _) = Position::initial().try_play(Move::Place("f5".parse().expect("a square"))).expect("legal");
        let club = Level::get(4).expect("level 4");
        let mut below_best = 0;
        for seed in 0..40 {
            let settings = AiSettings { variety: Variety { seed, ..club.variety }, ..club.settings(1) };
            let info = think(&position, &settings, false, &AtomicBool::new(false), &mut |_| {});
            let best = &info.root_moves[0];
            let chosen = info.root_moves.iter().find(|root| Some(root.mv) == info.best_move).expect("a root move");
            assert_eq!(info.score, chosen.score, "seed {seed}");
            if chosen.mv == best.mv {
                assert_eq!(info.pv.first(), Some(&best.mv), "seed {seed}");
            } else {
                below_best += 1;
                assert!(chosen.score < best.score && info.pv.is_empty(), "seed {seed}: {info:?}");
            }
        }
        assert!(below_best > 0, "a club player varies its replies to f5");
    }
}
