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
