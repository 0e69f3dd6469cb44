//! The window's languages: every text it shows comes from Project Fluent messages
//! (`assets/locales/<language>/<area>.ftl`, embedded in the binary), looked up by id with
//! [`tr!`](crate::tr) in the language the player chose. Plurals follow each language's rules
//! (Fluent's selectors), and numbers are written as each language writes them ([`decimal`],
//! [`signed`], [`count`]). The command line, the file formats, the NBoard protocol and the logs
//! stay in English, as tools in this field do.
//!
//! The language is one value for the whole window, read by every panel as it draws: a global
//! that the settings set ([`set_language`]), as gettext keeps one, rather than a resource threaded
//! through every egui closure.
//!
//! Adding a language: one folder of `.ftl` files with the same ids (`tests/window/translations.rs`
//! checks them), one [`Language`] variant.

mod language;

use std::sync::OnceLock;
use std::sync::atomic::{AtomicUsize, Ordering};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

pub use fluent_bundle::FluentValue as Value;
pub use language::Language;

/// The areas of the window, a `.ftl` file each in every language's folder.
macro_rules! locale_files {
    ($($area:literal),+ $(,)?) => {
        /// Each area's name and its messages in English and in Portuguese (Brazil).
        pub const FILES: &[(&str, [&str; 2])] = &[$((
            $area,
            [
                include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/locales/en/", $area, ".ftl")),
                include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/locales/pt-BR/", $area, ".ftl")),
            ],
        )),+];
    };
}

locale_files!(
    "window",
    "panel",
    "game-screen",
    "reversi",
    "tictactoe",
    "catapultas",
    "errors",
    "why",
    "search-tree",
    "duel",
    "tournament",
    "library",
    "textbook-trees",
    "search-checker",
    "exercise"
);

/// The language the window speaks now, as an index into [`Language::ALL`].
static CURRENT: AtomicUsize = AtomicUsize::new(0);

/// Every language's messages, read once.
fn bundles() -> &'static [FluentBundle<FluentResource>] {
    static BUNDLES: OnceLock<Vec<FluentBundle<FluentResource>>> = OnceLock::new();
    BUNDLES.get_or_init(|| Language::ALL.iter().map(|&language| bundle(language)).collect())
}

fn bundle(language: Language) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new_concurrent(vec![language.identifier()]);
    // The marks Fluent puts round each variable for right-to-left scripts show as boxes in egui.
    bundle.set_use_isolating(false);
    for (area, texts) in FILES {
        // A file that does not parse keeps the messages it could read; the tests reject it.
        let resource =
            FluentResource::try_new(texts[language.index()].to_owned()).unwrap_or_else(|(partial, _)| partial);
        if bundle.add_resource(resource).is_err() {
            bevy::log::warn!("the {} messages of {area}.ftl repeat an id", language.tag());
        }
    }
    bundle
}

/// Makes `language` the window's from the next frame drawn.
pub fn set_language(language: Language) {
    CURRENT.store(language.index(), Ordering::Relaxed);
}

/// The language the window speaks.
pub fn language() -> Language {
    Language::ALL[CURRENT.load(Ordering::Relaxed) % Language::ALL.len()]
}

/// The message `id` in the window's language, with `args` in its variables; English where the
/// language lacks it, and the id between ⟦ ⟧ where no language has it (the tests make sure
/// none is missing).
pub fn tr_with(id: &str, args: &[(&str, FluentValue)]) -> String {
    message_in(language(), id, args)
}

/// The message `id` in `language`, with `args`.
fn message_in(language: Language, id: &str, args: &[(&str, FluentValue)]) -> String {
    let all = bundles();
    let current = &all[language.index()];
    let english = &all[Language::English.index()];
    let Some((bundle, pattern)) = [current, english]
        .into_iter()
        .find_map(|bundle| bundle.get_message(id).and_then(|message| message.value()).map(|value| (bundle, value)))
    else {
        return format!("⟦{id}⟧");
    };
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        fluent_args.set(*name, value.clone());
    }
    let mut errors = Vec::new();
    bundle.format_pattern(pattern, Some(&fluent_args), &mut errors).into_owned()
}

/// The message `id` in the window's language.
pub fn tr(id: &str) -> String {
    tr_with(id, &[])
}

/// A game's own text (`title`, `blurb`: the message `<game>-<part>`) where the translations have
/// it, else `fallback`: a game added outside the project's files keeps its own English words.
pub fn game_text(game: &str, part: &str, fallback: &str) -> String {
    tr_or(&[game, part].join("-"), fallback)
}

/// The message `id` where the translations have it, else `fallback` (a text that is no id: a
/// game's own words).
pub fn tr_or(id: &str, fallback: &str) -> String {
    let known = bundles()[Language::English.index()].has_message(id);
    if known { tr(id) } else { fallback.to_owned() }
}

/// `tr!("panel-new-game")`, or with variables `tr!("panel-viewing", shown = 3, line = 18)`:
/// numbers stay numbers (plurals select on them), text is text.
#[macro_export]
macro_rules! tr {
    ($id:literal) => {
        $crate::app::base::i18n::tr($id)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::app::base::i18n::tr_with($id, &[$((stringify!($name), $crate::app::base::i18n::Value::from($value))),+])
    };
}

/// `value` with `places` decimals, as the window's language writes it: `2.5` or `2,5`.
pub fn decimal(value: f64, places: usize) -> String {
    decimal_in(language(), value, places)
}

fn decimal_in(language: Language, value: f64, places: usize) -> String {
    localise_separator(language, format!("{value:.places$}"))
}

/// `value` to at most `places` decimals, the zeros at its end left off: `3`, `2,5`, `0,333`, as
/// a student writes a tree's values and chances.
pub fn decimal_places(value: f64, places: usize) -> String {
    decimal_places_in(language(), value, places)
}

fn decimal_places_in(language: Language, value: f64, places: usize) -> String {
    let written = format!("{value:.places$}");
    let trimmed = if written.contains('.') { written.trim_end_matches('0').trim_end_matches('.') } else { &written };
    let trimmed = if trimmed == "-0" { "0" } else { trimmed };
    localise_separator(language, trimmed.to_owned())
}

/// `value` with `places` decimals and its sign: `+2.5`, `−0,4`; a value that rounds to zero
/// has no sign.
pub fn signed(value: f64, places: usize) -> String {
    signed_in(language(), value, places)
}

fn signed_in(language: Language, value: f64, places: usize) -> String {
    let written = format!("{value:+.places$}");
    let zero = written[1..].chars().all(|c| c == '0' || c == '.');
    localise_separator(language, if zero { written[1..].to_owned() } else { written.replacen('-', "−", 1) })
}

/// A count in full with its thousands grouped, as the window's language writes them: `549,946`
/// in English, `549.946` in Portuguese.
pub fn whole(value: u64) -> String {
    whole_in(language(), value)
}

fn whole_in(language: Language, value: u64) -> String {
    let separator = match language {
        Language::English => ',',
        Language::Portuguese => '.',
    };
    let digits = value.to_string();
    let mut grouped = String::with_capacity(digits.len() + digits.len() / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            grouped.push(separator);
        }
        grouped.push(digit);
    }
    grouped
}

/// A large count made short: `1.23 M`, `45.6 k` in English, `1,23 mi`, `45,6 mil` in Portuguese.
pub fn count(value: f64) -> String {
    count_in(language(), value)
}

fn count_in(language: Language, value: f64) -> String {
    let [thousand, million, billion] = match language {
        Language::English => ["k", "M", "G"],
        Language::Portuguese => ["mil", "mi", "bi"],
    };
    match value {
        v if v >= 1e9 => format!("{} {billion}", decimal_in(language, v / 1e9, 2)),
        v if v >= 1e6 => format!("{} {million}", decimal_in(language, v / 1e6, 2)),
        v if v >= 1e4 => format!("{} {thousand}", decimal_in(language, v / 1e3, 1)),
        v => format!("{v:.0}"),
    }
}

fn localise_separator(language: Language, text: String) -> String {
    match language {
        Language::English => text,
        Language::Portuguese => text.replace('.', ","),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // The tests name their language rather than set the window's: tests running beside them
    // read the window's language.

    #[test]
    fn whole_counts_group_their_thousands_each_language_its_way() {
        assert_eq!(whole_in(Language::English, 549_946), "549,946");
        assert_eq!(whole_in(Language::Portuguese, 549_946), "549.946");
        assert_eq!(whole_in(Language::English, 1_000_000), "1,000,000");
        assert_eq!(whole_in(Language::Portuguese, 999), "999");
        assert_eq!(whole_in(Language::English, 0), "0");
    }

    #[test]
    fn numbers_are_written_as_each_language_writes_them() {
        assert_eq!(decimal_places_in(English, 3.0, 3), "3");
        assert_eq!(decimal_places_in(Portuguese, 2.5, 6), "2,5");
        assert_eq!(decimal_places_in(English, 1.0 / 3.0, 3), "0.333");
        assert_eq!(decimal_places_in(English, -0.0001, 3), "0");
        assert_eq!(decimal_places_in(English, 120.0, 0), "120");
        use Language::{English, Portuguese};
        assert_eq!(signed_in(English, 2.5, 1), "+2.5");
        assert_eq!(signed_in(English, -0.04, 1), "0.0");
        assert_eq!(signed_in(English, -3.25, 2), "−3.25");
        assert_eq!(count_in(English, 1_234_567.0), "1.23 M");
        assert_eq!(signed_in(Portuguese, 2.5, 1), "+2,5");
        assert_eq!(decimal_in(Portuguese, 0.5, 1), "0,5");
        assert_eq!(count_in(Portuguese, 1_234.0), "1234");
        assert_eq!(count_in(Portuguese, 12_345.0), "12,3 mil");
        assert_eq!(count_in(Portuguese, 1_234_567.0), "1,23 mi");
    }

    #[test]
    fn a_message_follows_the_language_and_its_plural_rules() {
        let moves = |language, count: i64| message_in(language, "window-moves-ahead", &[("count", count.into())]);
        assert_eq!(moves(Language::English, 1), "1 move");
        assert_eq!(moves(Language::Portuguese, 1), "1 lance");
        assert_eq!(moves(Language::Portuguese, 8), "8 lances");
        assert_eq!(message_in(Language::English, "no-such-message", &[]), "⟦no-such-message⟧");
    }
}
