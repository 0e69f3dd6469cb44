//! The window's two languages: the same messages with the same variables in both, every id the
//! code asks for present, and no text that the window shows written past the translations.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use minimax_arcade::app::base::i18n::{FILES, tr};
use minimax_arcade::catalogue;

/// Each message's id and the variables it uses, in one language's file.
fn messages(area: &str, language: &str, text: &str) -> BTreeMap<String, BTreeSet<String>> {
    let resource = fluent_syntax::parser::parse(text)
        .unwrap_or_else(|(_, errors)| panic!("{language}/{area}.ftl does not parse: {errors:?}"));
    let mut found = BTreeMap::new();
    for entry in resource.body {
        match entry {
            Entry::Message(message) => {
                let mut variables = BTreeSet::new();
                if let Some(value) = &message.value {
                    pattern_variables(value, &mut variables);
                }
                for attribute in &message.attributes {
                    pattern_variables(&attribute.value, &mut variables);
                }
                let id = message.id.name.to_owned();
                assert!(found.insert(id.clone(), variables).is_none(), "{language}/{area}.ftl: {id} twice");
            }
            Entry::Junk { content } => panic!("{language}/{area}.ftl: cannot read {content:?}"),
            _ => {}
        }
    }
    found
}

fn pattern_variables(pattern: &Pattern<&str>, variables: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_variables(expression, variables);
        }
    }
}

fn expression_variables(expression: &Expression<&str>, variables: &mut BTreeSet<String>) {
    match expression {
        Expression::Inline(inline) => inline_variables(inline, variables),
        Expression::Select { selector, variants } => {
            inline_variables(selector, variables);
            for variant in variants {
                pattern_variables(&variant.value, variables);
            }
        }
    }
}

fn inline_variables(inline: &InlineExpression<&str>, variables: &mut BTreeSet<String>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            variables.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, variables);
            }
            for named in &arguments.named {
                inline_variables(&named.value, variables);
            }
        }
        InlineExpression::Placeable { expression } => expression_variables(expression, variables),
        _ => {}
    }
}

/// Every message of every area, per language: `[English, Portuguese]`.
fn all_messages() -> [BTreeMap<String, BTreeSet<String>>; 2] {
    let mut all = [BTreeMap::new(), BTreeMap::new()];
    for (area, texts) in FILES {
        for (index, language) in ["en", "pt-BR"].into_iter().enumerate() {
            for (id, variables) in messages(area, language, texts[index]) {
                assert!(all[index].insert(id.clone(), variables).is_none(), "{language}: {id} in two files");
            }
        }
    }
    all
}

#[test]
fn both_languages_have_the_same_messages_with_the_same_variables() {
    let [english, portuguese] = all_messages();
    let english_ids: BTreeSet<&String> = english.keys().collect();
    let portuguese_ids: BTreeSet<&String> = portuguese.keys().collect();
    assert_eq!(
        english_ids.symmetric_difference(&portuguese_ids).collect::<Vec<_>>(),
        Vec::<&&String>::new(),
        "ids in one language only"
    );
    for (id, variables) in &english {
        assert_eq!(Some(variables), portuguese.get(id), "{id}: the variables differ");
    }
}

/// Every `.rs` file under `dir`, with its text.
fn sources(dir: &Path, found: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            sources(&path, found);
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            let text = std::fs::read_to_string(&path).expect("a source file");
            found.push((path.display().to_string(), text));
        }
    }
}

/// The ids `tr!("…"` asks for in `text`, with the names of the variables it passes.
fn ids_asked_for(text: &str) -> Vec<(String, BTreeSet<String>)> {
    let mut asked = Vec::new();
    for (start, _) in text.match_indices("tr!(\"") {
        // `tr!`, not `include_str!` or another macro ending in the same letters.
        let before = text[..start].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let rest = &text[start + 5..];
        let Some(end) = rest.find('"') else { continue };
        let id = rest[..end].to_owned();
        // The variables: `name = value` pairs up to the closing bracket at the same depth.
        let mut depth = 1;
        let mut call = String::new();
        for character in rest[end + 1..].chars() {
            match character {
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' => depth -= 1,
                _ => {}
            }
            if depth == 0 {
                break;
            }
            call.push(character);
        }
        let variables = call
            .split(',')
            .filter_map(|part| part.split_once('=').map(|(name, _)| name.trim().to_owned()))
            .filter(|name| !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
            .collect();
        asked.push((id, variables));
    }
    asked
}

#[test]
fn every_message_the_code_asks_for_exists_with_the_variables_it_passes() {
    let [english, _] = all_messages();
    let mut files = Vec::new();
    sources(Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")), &mut files);
    let mut asked_for = 0;
    for (path, text) in &files {
        // Examples in comments are not the code asking.
        let code: String =
            text.lines().filter(|line| !line.trim_start().starts_with("//")).map(|line| format!("{line}\n")).collect();
        for (id, variables) in ids_asked_for(&code) {
            asked_for += 1;
            let expected = english.get(&id).unwrap_or_else(|| panic!("{path} asks for {id}, which no file has"));
            assert_eq!(&variables, expected, "{path}: {id} takes other variables");
        }
    }
    assert!(asked_for > 3, "the code asks for messages through tr!");
}

/// What egui calls with a text the player reads: a literal with a letter in it there is an
/// English text written past the translations.
const SHOWN_TEXT_CALLS: [&str; 14] = [
    ".label(\"",
    ".heading(\"",
    ".small(\"",
    ".button(\"",
    ".small_button(\"",
    ".checkbox(",
    ".on_hover_text(\"",
    ".on_disabled_hover_text(\"",
    ".selectable_label(",
    ".hint_text(\"",
    "RichText::new(\"",
    "Button::new(\"",
    ".colored_label(",
    "format!(\"",
];

#[test]
fn the_window_shows_no_text_past_the_translations() {
    let mut files = Vec::new();
    sources(Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src/app")), &mut files);
    let mut problems = Vec::new();
    for (path, text) in &files {
        // Tests beside the code may write what they like.
        let code = text.split("#[cfg(test)]").next().unwrap_or(text);
        for (number, line) in code.lines().enumerate() {
            let trimmed = line.trim_start();
            // A comment, or a line that says its text goes elsewhere (a log, the command line).
            if trimmed.starts_with("//") || line.contains("// not shown: ") {
                continue;
            }
            for call in SHOWN_TEXT_CALLS {
                let Some(at) = line.find(call) else { continue };
                let after = &line[at + call.len()..];
                let literal = if call.ends_with('"') { Some(after) } else { after.strip_prefix('"') };
                let Some(literal) = literal else { continue };
                let literal = literal.split('"').next().unwrap_or_default();
                // A format of values alone ("{} {}", "🌐 {}") has no words of its own.
                let words = literal.split(['{', '}']).enumerate().filter(|(index, _)| index % 2 == 0);
                let has_words = words.flat_map(|(_, part)| part.chars()).any(char::is_alphabetic);
                if has_words {
                    problems.push(format!("{path}:{}: {}", number + 1, line.trim()));
                }
            }
        }
    }
    assert!(files.len() > 40, "the window's files were read");
    assert!(problems.is_empty(), "texts past the translations:\n{}", problems.join("\n"));
}

#[test]
fn every_game_of_the_catalogue_has_how_to_play_pages_the_translations_have() {
    let games = catalogue::shipped().window_games();
    assert_eq!(games.iter().map(|game| game.name).collect::<Vec<_>>(), catalogue::shipped().names());
    for game in games {
        assert!(!game.how_to_play.is_empty(), "{} has rules", game.name);
        for page in game.how_to_play {
            for id in [page.title, page.text] {
                // A missing message shows as its id between ⟦ ⟧ (in English: no test here sets
                // another language).
                assert!(!tr(id).starts_with('⟦'), "{}: no message {id:?}", game.name);
            }
        }
    }
}
