//! Command lines of outside programs (a student's agent, an NBoard engine) as a person types
//! them: split into words as a shell would for simple cases.

use std::fmt;

/// Why a program's command line cannot be split into words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CommandLineError {
    UnclosedSingleQuote,
    UnclosedDoubleQuote,
    /// Nothing but spaces: no program to run.
    Empty,
}

impl fmt::Display for CommandLineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::UnclosedSingleQuote => "a single quote is not closed",
            Self::UnclosedDoubleQuote => "a double quote is not closed",
            Self::Empty => "the command line is empty",
        })
    }
}

impl std::error::Error for CommandLineError {}

/// Splits a command line into words as a shell would for simple cases: spaces separate words,
/// single quotes keep everything inside, double quotes keep everything but `\"` and `\\`.
pub fn split_command_line(text: &str) -> Result<Vec<String>, CommandLineError> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => words.extend(word.take()),
            '\'' => {
                let current = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => current.push(c),
                        None => return Err(CommandLineError::UnclosedSingleQuote),
                    }
                }
            }
            '"' => {
                let current = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(escaped @ ('"' | '\\')) => current.push(escaped),
                            Some(other) => {
                                current.push('\\');
                                current.push(other);
                            }
                            None => return Err(CommandLineError::UnclosedDoubleQuote),
                        },
                        Some(c) => current.push(c),
                        None => return Err(CommandLineError::UnclosedDoubleQuote),
                    }
                }
            }
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    if words.is_empty() {
        return Err(CommandLineError::Empty);
    }
    Ok(words)
}

/// The command that runs the program in `file`, as a player who chose the file expects: a
/// script through its language's interpreter ([`interpreter`]), anything else as a program
/// itself. The path is quoted where [`split_command_line`] needs it to stay one word.
pub fn command_for_file(file: &std::path::Path) -> String {
    let path = quoted(&file.to_string_lossy());
    match interpreter(file) {
        Some(interpreter) => format!("{interpreter} {path}"),
        None => path,
    }
}

/// The interpreter that runs a script of `file`'s kind, by its extension: Python, JavaScript,
/// Ruby, a shell script (Bash, which students' scripts are written for), a Java archive; `None`
/// for any other file.
pub fn interpreter(file: &std::path::Path) -> Option<&'static str> {
    let extension = file.extension().and_then(|extension| extension.to_str()).map(str::to_ascii_lowercase);
    let python = if cfg!(windows) { "python" } else { "python3" };
    match extension.as_deref() {
        Some("py") => Some(python),
        Some("js" | "mjs") => Some("node"),
        Some("rb") => Some("ruby"),
        Some("sh") => Some("bash"),
        Some("jar") => Some("java -jar"),
        _ => None,
    }
}

/// `word` as one word of a command line: bare where nothing in it needs quoting.
fn quoted(word: &str) -> String {
    let bare = |c: char| c.is_alphanumeric() || "/\\._-+:=@,%".contains(c);
    if !word.is_empty() && word.chars().all(bare) {
        word.to_owned()
    } else if !word.contains('\'') {
        format!("'{word}'")
    } else {
        let mut escaped = String::from('"');
        for c in word.chars() {
            if matches!(c, '"' | '\\') {
                escaped.push('\\');
            }
            escaped.push(c);
        }
        escaped.push('"');
        escaped
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;

    #[test]
    fn a_chosen_file_runs_through_its_interpreter_and_its_path_stays_one_word() {
        let words = |path: &str| split_command_line(&command_for_file(Path::new(path))).unwrap();
        let python = if cfg!(windows) { "python" } else { "python3" };
        assert_eq!(words("/home/ana/agent.py"), [python, "/home/ana/agent.py"]);
        assert_eq!(command_for_file(Path::new("/home/ana/agent.py")), format!("{python} /home/ana/agent.py"));
        assert_eq!(words("/tmp/My Agents/agent.PY"), [python, "/tmp/My Agents/agent.PY"]);
        assert_eq!(words("/tmp/d'Ávila \"x\"/a\\b.jar"), ["java", "-jar", "/tmp/d'Ávila \"x\"/a\\b.jar"]);
        assert_eq!(words("./agente"), ["./agente"]);
        assert_eq!(words("/opt/bin/agent"), ["/opt/bin/agent"]);
        assert_eq!(words("bot.js"), ["node", "bot.js"]);
        assert_eq!(words("run.sh"), ["bash", "run.sh"]);
    }
}
