//! The crate's modules and the paths between them, read from the source as text.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// A module's path from the crate's root: `["app", "game_screen", "hints"]`.
pub type ModPath = Vec<String>;

/// One reference from a file's code to a module.
#[derive(Clone, Debug)]
pub struct Reference {
    /// The module whose file holds the reference.
    pub from: ModPath,
    /// The module it reaches, re-exports followed to where the item is defined.
    pub to: ModPath,
    /// The file and line, for the message.
    pub file: PathBuf,
    pub line: usize,
    /// The path as written.
    pub written: String,
}

#[derive(Clone, Debug, PartialEq)]
enum Token {
    Ident(String),
    Punct(char),
    /// `::`
    PathSep,
}

/// A file's tokens with their lines: comments, strings and characters left out.
fn tokens(text: &str) -> Vec<(Token, usize)> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut line = 1;
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '\n' {
            line += 1;
            i += 1;
        } else if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while i < chars.len() {
                if chars[i] == '/' && chars.get(i + 1) == Some(&'*') {
                    depth += 1;
                    i += 2;
                } else if chars[i] == '*' && chars.get(i + 1) == Some(&'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    if chars[i] == '\n' {
                        line += 1;
                    }
                    i += 1;
                }
            }
        } else if c == '"' || ((c == 'b' || c == 'c') && next == Some('"')) {
            i += if c == '"' { 1 } else { 2 };
            while i < chars.len() && chars[i] != '"' {
                if chars[i] == '\\' {
                    i += 1;
                }
                if chars.get(i) == Some(&'\n') {
                    line += 1;
                }
                i += 1;
            }
            i += 1;
        } else if (c == 'r' && matches!(next, Some('"' | '#')))
            || ((c == 'b' || c == 'c') && next == Some('r') && matches!(chars.get(i + 2), Some('"' | '#')))
        {
            // A raw string, unless `r#ident`.
            let start = if c == 'r' { i + 1 } else { i + 2 };
            let mut j = start;
            while chars.get(j) == Some(&'#') {
                j += 1;
            }
            if chars.get(j) != Some(&'"') {
                // A raw identifier: `r#type`.
                i = j;
                continue;
            }
            let hashes = j - start;
            j += 1;
            loop {
                match chars.get(j) {
                    None => break,
                    Some('"') if (0..hashes).all(|k| chars.get(j + 1 + k) == Some(&'#')) => {
                        j += 1 + hashes;
                        break;
                    }
                    Some('\n') => line += 1,
                    _ => {}
                }
                j += 1;
            }
            i = j;
        } else if c == '\'' {
            // A character ('x', '\n', '\u{1F600}') or a lifetime ('a).
            if next == Some('\\') {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            } else if chars.get(i + 2) == Some(&'\'') {
                i += 3;
            } else {
                i += 1;
                while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                    i += 1;
                }
            }
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push((Token::Ident(chars[start..i].iter().collect()), line));
        } else if c.is_ascii_digit() {
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_' || chars[i] == '.') {
                if chars[i] == '.' && !chars.get(i + 1).is_some_and(char::is_ascii_digit) {
                    break;
                }
                i += 1;
            }
        } else if c == ':' && next == Some(':') {
            out.push((Token::PathSep, line));
            i += 2;
        } else if c == '$' && chars.get(i + 1..i + 6).is_some_and(|word| word.iter().collect::<String>() == "crate") {
            // A macro's `$crate` is this crate.
            i += 1;
        } else {
            if !c.is_whitespace() {
                out.push((Token::Punct(c), line));
            }
            i += 1;
        }
    }
    out
}

/// A `use` binding: the name it brings into its module and the path it stands for.
#[derive(Clone, Debug)]
struct Binding {
    /// `None` for a glob.
    name: Option<String>,
    path: Vec<String>,
    line: usize,
}

/// What one module's source says.
#[derive(Debug, Default)]
struct ModuleSource {
    file: PathBuf,
    /// The module's own `use` bindings.
    bindings: Vec<Binding>,
    /// Paths in its code, outside `use` lines: `crate::x::Y`, `super::z`, `child::w`.
    inline: Vec<(Vec<String>, usize)>,
    /// The items it defines at its top level (and its inline modules).
    items: BTreeSet<String>,
    /// `#[macro_export]` macros it defines, at the crate's root.
    exported_macros: BTreeSet<String>,
    /// Macros it calls by their bare name (`tr!`).
    macro_calls: Vec<(String, usize)>,
    /// Its child modules compiled for tests only (`#[cfg(test)] mod tests`).
    test_children: BTreeSet<String>,
}

/// Reads a use tree starting at `tokens[*at]`, pushing each leaf's binding.
fn use_tree(tokens: &[(Token, usize)], at: &mut usize, prefix: Vec<String>, line: usize, out: &mut Vec<Binding>) {
    let mut path = prefix;
    loop {
        match tokens.get(*at).map(|(token, _)| token) {
            Some(Token::PathSep) => *at += 1,
            Some(Token::Ident(word)) if word != "as" => {
                path.push(word.clone());
                *at += 1;
                if tokens.get(*at).map(|(t, _)| t) != Some(&Token::PathSep) {
                    let mut name = path.last().cloned();
                    if tokens.get(*at).map(|(t, _)| t) == Some(&Token::Ident("as".into())) {
                        name = match tokens.get(*at + 1) {
                            Some((Token::Ident(alias), _)) => Some(alias.clone()),
                            _ => None,
                        };
                        *at += 2;
                    }
                    if path.last().map(String::as_str) == Some("self") {
                        path.pop();
                        if name.as_deref() == Some("self") {
                            name = path.last().cloned();
                        }
                    }
                    out.push(Binding { name, path, line });
                    return;
                }
            }
            Some(Token::Punct('*')) => {
                *at += 1;
                out.push(Binding { name: None, path, line });
                return;
            }
            Some(Token::Punct('{')) => {
                *at += 1;
                loop {
                    match tokens.get(*at).map(|(t, _)| t) {
                        Some(Token::Punct('}')) => {
                            *at += 1;
                            return;
                        }
                        Some(Token::Punct(',')) => *at += 1,
                        None => return,
                        _ => use_tree(tokens, at, path.clone(), line, out),
                    }
                }
            }
            _ => return,
        }
    }
}

const DEFINING: [&str; 9] = ["fn", "struct", "enum", "trait", "type", "const", "static", "mod", "union"];

/// Whether the item whose tokens start after `before` is under `#[cfg(test)]`.
fn is_test_only(before: &[(Token, usize)]) -> bool {
    let words: Vec<&Token> = before
        .iter()
        .rev()
        .take_while(|(token, _)| !matches!(token, Token::Punct(';' | '{' | '}')))
        .map(|(token, _)| token)
        .collect();
    words.windows(4).any(|window| {
        window[0] == &Token::Punct(')')
            && window[1] == &Token::Ident("test".into())
            && window[2] == &Token::Punct('(')
            && window[3] == &Token::Ident("cfg".into())
    })
}

/// Reads one file: the module `path` and the inline modules (`mod tests { … }`) inside it.
fn read_file(file: &Path, shown: &Path, path: &ModPath, modules: &mut BTreeMap<ModPath, ModuleSource>) {
    let text = fs::read_to_string(file).unwrap_or_else(|error| panic!("{}: {error}", file.display()));
    let tokens = tokens(&text);
    // The inline modules open around the current token, each with the depth its body starts at.
    let mut scopes: Vec<(ModPath, usize)> = vec![(path.clone(), 0)];
    let new_source = || ModuleSource { file: shown.to_owned(), ..ModuleSource::default() };
    modules.insert(path.clone(), new_source());
    let mut depth = 0usize;
    let mut at = 0;
    while at < tokens.len() {
        let (token, line) = &tokens[at];
        let (module, body_depth) = scopes.last().cloned().unwrap();
        let source = modules.get_mut(&module).unwrap();
        match token {
            Token::Punct('{') => depth += 1,
            Token::Punct('}') => {
                depth = depth.saturating_sub(1);
                if scopes.len() > 1 && depth < body_depth {
                    scopes.pop();
                }
            }
            Token::Ident(word) if word == "use" => {
                at += 1;
                use_tree(&tokens, &mut at, Vec::new(), *line, &mut source.bindings);
                continue;
            }
            Token::Ident(word) if word == "macro_rules" => {
                if let Some((Token::Ident(name), _)) = tokens.get(at + 2) {
                    source.items.insert(name.clone());
                    let before = &tokens[at.saturating_sub(6)..at];
                    if before.iter().any(|(t, _)| t == &Token::Ident("macro_export".into())) {
                        source.exported_macros.insert(name.clone());
                    }
                }
            }
            Token::Ident(word) if depth == body_depth && DEFINING.contains(&word.as_str()) => {
                if let Some((Token::Ident(name), _)) = tokens.get(at + 1) {
                    source.items.insert(name.clone());
                    if word == "mod" && is_test_only(&tokens[..at]) {
                        source.test_children.insert(name.clone());
                    }
                    if word == "mod" && tokens.get(at + 2).map(|(t, _)| t) == Some(&Token::Punct('{')) {
                        let inner: ModPath = module.iter().chain([name]).cloned().collect();
                        modules.insert(inner.clone(), new_source());
                        depth += 1;
                        scopes.push((inner, depth));
                        at += 3;
                        continue;
                    }
                }
            }
            Token::Ident(word) => {
                let previous = at.checked_sub(1).map(|i| &tokens[i].0);
                let follows_path = previous == Some(&Token::PathSep);
                if !follows_path && tokens.get(at + 1).map(|(t, _)| t) == Some(&Token::Punct('!')) {
                    source.macro_calls.push((word.clone(), *line));
                }
                if !follows_path && tokens.get(at + 1).map(|(t, _)| t) == Some(&Token::PathSep) {
                    let mut path = vec![word.clone()];
                    let mut j = at + 1;
                    while tokens.get(j).map(|(t, _)| t) == Some(&Token::PathSep) {
                        match tokens.get(j + 1) {
                            Some((Token::Ident(next), _)) => path.push(next.clone()),
                            _ => break,
                        }
                        j += 2;
                    }
                    source.inline.push((path, *line));
                    at = j;
                    continue;
                }
            }
            _ => {}
        }
        at += 1;
    }
}

/// Every module of the crate under `src`, each with what its file says.
pub struct Crate {
    modules: BTreeMap<ModPath, ModuleSource>,
    /// Each `#[macro_export]` macro's defining module.
    macros: BTreeMap<String, ModPath>,
}

impl Crate {
    /// Reads the library crate whose root is `src/lib.rs`.
    pub fn read(src: &Path) -> Self {
        let mut modules = BTreeMap::new();
        let mut files = Vec::new();
        collect_files(src, &mut files);
        for file in files {
            let relative = file.strip_prefix(src).unwrap();
            let mut path: ModPath =
                relative.iter().map(|part| part.to_string_lossy().trim_end_matches(".rs").to_owned()).collect();
            match path.last().map(String::as_str) {
                Some("lib") if path.len() == 1 => path.clear(),
                Some("main") if path.len() == 1 => continue,
                Some("mod") => {
                    path.pop();
                }
                _ => {}
            }
            // Named from the crate's folder, as a reader finds it: `src/app/mod.rs`.
            let shown = file.strip_prefix(src.parent().unwrap_or(src)).unwrap_or(&file);
            read_file(&file, shown, &path, &mut modules);
        }
        let macros = modules
            .iter()
            .flat_map(|(path, source)| source.exported_macros.iter().map(|name| (name.clone(), path.clone())))
            .collect();
        Self { modules, macros }
    }

    pub fn modules(&self) -> impl Iterator<Item = &ModPath> {
        self.modules.keys()
    }

    pub fn is_module(&self, path: &[String]) -> bool {
        self.modules.contains_key(path)
    }

    /// The children of module `path` that have files.
    pub fn children(&self, path: &[String]) -> Vec<String> {
        self.modules
            .keys()
            .filter(|module| module.len() == path.len() + 1 && module.starts_with(path))
            .map(|module| module.last().unwrap().clone())
            .collect()
    }

    /// `written` in module `at` as an absolute path, or `None` for another crate's.
    fn absolute(&self, at: &[String], written: &[String]) -> Option<Vec<String>> {
        self.absolute_within(at, written, 0)
    }

    fn absolute_within(&self, at: &[String], written: &[String], hops: usize) -> Option<Vec<String>> {
        let (first, rest) = written.split_first()?;
        match first.as_str() {
            "crate" => Some(rest.to_vec()),
            "self" => Some(at.iter().chain(rest).cloned().collect()),
            "super" => {
                let mut base = at.to_vec();
                base.pop()?;
                let mut rest = rest;
                while rest.first().map(String::as_str) == Some("super") {
                    base.pop()?;
                    rest = &rest[1..];
                }
                Some(base.into_iter().chain(rest.iter().cloned()).collect())
            }
            "Self" => None,
            name => {
                // A child module, or a name the module's `use` lines bring in.
                let child: Vec<String> = at.iter().chain([first]).cloned().collect();
                if self.modules.contains_key(&child) {
                    return Some(child.into_iter().chain(rest.iter().cloned()).collect());
                }
                let source = self.modules.get(at)?;
                let binding = source.bindings.iter().find(|binding| binding.name.as_deref() == Some(name))?;
                if hops > 8 || binding.path.first().map(String::as_str) == Some(name) {
                    // Another crate's name (`use rayon;`), or a loop.
                    return None;
                }
                let base = self.absolute_within(at, &binding.path, hops + 1)?;
                Some(base.into_iter().chain(rest.iter().cloned()).collect())
            }
        }
    }

    /// The module where the item at absolute `path` is defined: the deepest module on the path,
    /// then any re-export of the next name followed.
    fn defining_module(&self, path: &[String], hops: usize) -> ModPath {
        let mut module = Vec::new();
        let mut at = 0;
        while at < path.len() {
            let next: ModPath = path[..=at].to_vec();
            if self.modules.contains_key(&next) {
                module = next;
                at += 1;
            } else {
                break;
            }
        }
        let Some(name) = path.get(at) else { return module };
        if hops > 8 {
            return module;
        }
        if at == 0
            && let Some(defined) = self.macros.get(name)
        {
            return defined.clone();
        }
        let Some(source) = self.modules.get(&module) else { return module };
        if source.items.contains(name) {
            return module;
        }
        let rest = &path[at + 1..];
        if let Some(binding) = source.bindings.iter().find(|binding| binding.name.as_deref() == Some(name.as_str()))
            && let Some(target) = self.absolute(&module, &binding.path)
        {
            let full: Vec<String> = target.into_iter().chain(rest.iter().cloned()).collect();
            return self.defining_module(&full, hops + 1);
        }
        for glob in source.bindings.iter().filter(|binding| binding.name.is_none()) {
            if let Some(target) = self.absolute(&module, &glob.path)
                && self.provides(&target, name)
            {
                let full: Vec<String> = target.into_iter().chain([name.clone()]).chain(rest.iter().cloned()).collect();
                return self.defining_module(&full, hops + 1);
            }
        }
        module
    }

    /// Whether module `module` defines or brings in `name`.
    fn provides(&self, module: &[String], name: &str) -> bool {
        self.modules.get(module).is_some_and(|source| {
            source.items.contains(name) || source.bindings.iter().any(|binding| binding.name.as_deref() == Some(name))
        })
    }

    /// Whether module `path` or one of its ancestors is compiled for tests only.
    pub fn is_test_only(&self, path: &[String]) -> bool {
        (1..=path.len()).any(|len| {
            let (parent, name) = (&path[..len - 1], &path[len - 1]);
            self.modules.get(parent).is_some_and(|source| source.test_children.contains(name))
        })
    }

    /// Every reference from each module that is not for tests only to another module of the
    /// crate.
    pub fn references(&self) -> Vec<Reference> {
        let mut out = Vec::new();
        for (module, source) in self.modules.iter().filter(|(module, _)| !self.is_test_only(module)) {
            let mut add = |written: &[String], line: usize| {
                let Some(absolute) = self.absolute(module, written) else { return };
                let to = self.defining_module(&absolute, 0);
                out.push(Reference {
                    from: module.clone(),
                    to,
                    file: source.file.clone(),
                    line,
                    written: written.join("::"),
                });
            };
            for binding in &source.bindings {
                add(&binding.path, binding.line);
            }
            for (path, line) in &source.inline {
                add(path, *line);
            }
            for (name, line) in &source.macro_calls {
                if let Some(defined) = self.macros.get(name) {
                    out.push(Reference {
                        from: module.clone(),
                        to: defined.clone(),
                        file: source.file.clone(),
                        line: *line,
                        written: format!("{name}!"),
                    });
                }
            }
        }
        out
    }
}

fn collect_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir).unwrap().map(|entry| entry.unwrap().path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            collect_files(&path, out);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            out.push(path);
        }
    }
}
