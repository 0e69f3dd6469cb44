//! What the tests share: the binary run as a script runs it, how many cases a property runs,
//! and random positions reached by playing from the start.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::{Config, TestCaseError};

use minimax_arcade::engine::Game;
use minimax_arcade::games::line_protocol::LineProtocol;

/// The program run with `args`, `stdin` its whole input, to its end.
pub fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_minimax-arcade"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    // A program that refuses its arguments exits before it reads its input: the pipe it closed
    // is its answer, not the test's failure.
    let written = child.stdin.take().expect("piped").write_all(stdin.as_bytes());
    if let Err(error) = written
        && error.kind() != std::io::ErrorKind::BrokenPipe
    {
        panic!("stdin refuses the input: {error}");
    }
    child.wait_with_output().expect("the binary finishes")
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// `default_cases` cases per property, or `PROPTEST_CASES` of them when that is set (for a long
/// run). An explicit count in a config would otherwise hide the variable from proptest.
pub fn cases(default_cases: u32) -> Config {
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|text| text.parse().ok()).unwrap_or(default_cases);
    Config { cases, ..Config::default() }
}

/// Choices of moves for up to `plies` plies: each picks one of the legal moves, however many
/// there are. Shrinking shortens the game and moves the choices toward the first move.
pub fn move_choices(plies: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = Vec<Index>> {
    prop::collection::vec(any::<Index>(), plies)
}

/// Plays `choices` from `start` while the game lasts, and returns the position reached and the
/// moves that led there.
pub fn play_out<G: Game>(start: G, choices: &[Index]) -> (G, Vec<G::Move>) {
    let mut position = start;
    let mut line = Vec::new();
    let mut moves = Vec::new();
    for choice in choices {
        moves.clear();
        position.generate_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mv = moves[choice.index(moves.len())];
        line.push(mv);
        position = position.play(mv);
    }
    (position, line)
}

/// `position` as a program reads it and a program's moves as `position` reads them: the message
/// reads back as the same message, with the same side to move, and every legal move written in
/// the game's notation is read back as that move (a pass excepted: a program is never asked
/// for one).
pub fn speaks_its_line_protocol<G: LineProtocol>(position: &G, last: Option<G::Move>) -> Result<(), TestCaseError> {
    let message = position.write_message(last);
    prop_assert_eq!(message.lines().count(), G::MESSAGE_LINES);
    let read = G::read_message(&message).map_err(|error| TestCaseError::fail(format!("{error} in\n{message}")))?;
    prop_assert_eq!(read.seat_to_move(), position.seat_to_move());
    prop_assert_eq!(read.write_message(last), message);
    let mut moves = Vec::new();
    position.generate_moves(&mut moves);
    for mv in moves.into_iter().filter(|&mv| !G::is_pass(mv)) {
        let text = G::move_text(position.seat_to_move(), mv);
        prop_assert_eq!(position.read_answer(&text), Ok(mv), "{} in {}", text, position);
    }
    Ok(())
}
