//! The languages the window speaks, and the one the system asks for.

use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

/// A language of the window, kept in the settings file by its tag (`en`, `pt-BR`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    #[default]
    #[serde(rename = "en")]
    English,
    #[serde(rename = "pt-BR")]
    Portuguese,
}

impl Language {
    pub const ALL: [Self; 2] = [Self::English, Self::Portuguese];

    pub(super) fn index(self) -> usize {
        match self {
            Self::English => 0,
            Self::Portuguese => 1,
        }
    }

    /// Its BCP 47 tag, as the settings file and its folder under `assets/locales/` name it.
    pub fn tag(self) -> &'static str {
        match self {
            Self::English => "en",
            Self::Portuguese => "pt-BR",
        }
    }

    /// Its name in itself, as the menu's choice shows it.
    pub fn name(self) -> &'static str {
        match self {
            Self::English => "English",
            Self::Portuguese => "Português (Brasil)",
        }
    }

    /// Its identifier for Fluent's plural rules.
    pub(super) fn identifier(self) -> LanguageIdentifier {
        // The tags are constants that parse: the fallback is never taken.
        self.tag().parse().unwrap_or_default()
    }

    /// The language for a POSIX or BCP 47 locale (`pt_BR.UTF-8`, `pt-PT`, `en_GB`, `C`): any
    /// Portuguese is Portuguese, anything else English.
    pub fn for_locale(locale: &str) -> Self {
        let language = locale.split(['_', '-', '.', '@']).next().unwrap_or_default();
        if language.eq_ignore_ascii_case("pt") { Self::Portuguese } else { Self::English }
    }

    /// The language the system asks for (on Unix `LC_ALL`, `LC_MESSAGES`, then `LANG`), English
    /// where it asks for none the window speaks.
    pub fn of_system() -> Self {
        sys_locale::get_locale().map_or(Self::English, |locale| Self::for_locale(&locale))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_map_to_the_languages_spoken() {
        for (locale, language) in [
            ("pt_BR.UTF-8", Language::Portuguese),
            ("pt-BR", Language::Portuguese),
            ("pt_PT", Language::Portuguese),
            ("PT", Language::Portuguese),
            ("en_US.UTF-8", Language::English),
            ("de_DE@euro", Language::English),
            ("C", Language::English),
            ("", Language::English),
        ] {
            assert_eq!(Language::for_locale(locale), language, "{locale}");
        }
    }
}
