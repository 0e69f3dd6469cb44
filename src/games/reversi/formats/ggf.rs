//! GGF, the Generic Game Format of the GGS game server, which NBoard, Edax and other Othello
//! programs read and write:
//!
//! ```text
//! (;GM[Othello]PC[GGS/os]PB[alice]PW[bob]RE[+12.000]TI[5:00]TY[8]
//!   BO[8 ---------------------------O*------*O--------------------------- *]
//!   B[f5]W[d6/-1.50/0.25]B[c3//1.2];)
//! ```
//!
//! Properties are `NAME[value]` (`\` escapes `]` and `\` inside a value). `BO` is the board
//! size, 64 squares row by row from a1 (`*` black, `O` white, `-` empty) and the side to move;
//! `B`/`W` are moves (`pa` passes) with an optional evaluation and time after slashes; `RE` is
//! black's disc margin, `?` while unknown, optionally followed by `:r` (resigned), `:t` (time
//! out) or `:s` (agreed score). A file may hold several games.

use std::fmt;

use super::move_text::parse_written_move;
use super::obf::SquareError;
use super::record::{Ending, GameRecord, GameResult, PlayError, RecordedMove};
use crate::games::reversi::rules::{Bitboard, Move, Position, Side, Square};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GgfError {
    /// The text holds no `(;`.
    NoGame,
    /// The text breaks GGF's syntax at `character` (counted from 1).
    Syntax {
        character: usize,
        problem: SyntaxProblem,
    },
    /// `GM` names another game.
    NotOthello(String),
    /// A board size or game type this program does not play.
    Unsupported(UnsupportedGame),
    /// A property's value cannot be read.
    BadValue {
        property: String,
        value: String,
        problem: ValueProblem,
    },
    /// Move `number` (from 1, counting the `B` and `W` properties) is written for the side that
    /// is not to move.
    WrongColor {
        number: usize,
        text: String,
        to_move: Side,
    },
    IllegalMove {
        number: usize,
        text: String,
        error: Box<PlayError>,
    },
}

impl fmt::Display for GgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoGame => f.write_str("no GGF game found: a game starts with `(;` and ends with `;)`"),
            Self::Syntax { character, problem } => write!(f, "GGF syntax error at character {character}: {problem}"),
            Self::NotOthello(game) => write!(f, "this is a game of {game}, not Othello"),
            Self::Unsupported(what) => write!(f, "unsupported game: {what}"),
            Self::BadValue { property, value, problem } => write!(f, "{property}[{value}]: {problem}"),
            Self::WrongColor { number, text, to_move } => {
                write!(f, "move {number} ({text}) is written for the wrong side: {} is to move", to_move.name())
            }
            Self::IllegalMove { number, text, error } => write!(f, "move {number} ({text}) is illegal: {error}"),
        }
    }
}

/// Where a text stops following GGF's syntax: what was expected there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SyntaxProblem {
    /// Something other than `(` where a game should start.
    GameStart(char),
    /// `(` without the `;` after it.
    SemicolonAfterOpening,
    /// The text ends inside a game.
    Unterminated,
    /// The closing `;` without the `)` after it.
    ClosingBracket,
    /// Neither a property name nor the game's end: the character found.
    PropertyName(char),
    /// The property named has no `[` after its name.
    ValueStart(String),
    /// The value of the property named runs to the end of the text.
    UnclosedValue(String),
    /// The value of the property named ends in `\` with nothing to escape.
    LoneBackslash(String),
}

impl fmt::Display for SyntaxProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::GameStart(found) => write!(f, "expected `(;` to start a game, found `{found}`"),
            Self::SemicolonAfterOpening => f.write_str("expected `;` after `(`"),
            Self::Unterminated => f.write_str("the game ends without `;)`"),
            Self::ClosingBracket => f.write_str("expected `)` after the closing `;`"),
            Self::PropertyName(found) => write!(f, "expected a property name, found `{found}`"),
            Self::ValueStart(name) => write!(f, "expected `[` after the property name {name}"),
            Self::UnclosedValue(name) => write!(f, "the value of {name} has no closing `]`"),
            Self::LoneBackslash(name) => write!(f, "the value of {name} ends in a lone `\\`"),
        }
    }
}

/// A game of Othello this program does not play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UnsupportedGame {
    /// `BO` gives a board size other than 8.
    BoardSize(String),
    /// The game type `TY` (as written) is a board of another `size`.
    TypeSize { game_type: String, size: String },
    /// The game type `TY` (as written) is anti-Othello, whose rules differ.
    AntiOthello(String),
}

impl fmt::Display for UnsupportedGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::BoardSize(size) => write!(f, "a board of size {size} (only 8×8 is played here)"),
            Self::TypeSize { game_type, size } => write!(f, "TY[{game_type}] is a board of size {size}"),
            Self::AntiOthello(game_type) => write!(f, "TY[{game_type}] is anti-Othello"),
        }
    }
}

/// Why a property's value cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ValueProblem {
    /// `BO` without even the board size.
    EmptyBoard,
    /// `BO` with the size alone.
    NoSquares,
    /// `BO` with `found` characters after the size instead of 64 squares and the side to move.
    SquareCount(usize),
    /// `BO`'s square `index` (0 for a1) holds `found`, which is no disc nor an empty square.
    BadSquare { index: usize, found: char },
    /// `BO`'s side to move is `found`, which is neither side.
    BadSide(char),
    /// `RE` is not a disc margin.
    BadMargin,
    /// `RE`'s ending after the colon is `found` (as written), not `r`, `t` nor `s`.
    BadEnding(String),
    /// A `B` or `W` move that cannot be read.
    Move(NotedMoveError),
}

impl fmt::Display for ValueProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::EmptyBoard => f.write_str("empty board"),
            Self::NoSquares => f.write_str("no squares after the size"),
            Self::SquareCount(found) => write!(f, "64 squares and the side to move expected, found {found}"),
            Self::BadSquare { index, found } => {
                let square = Square::new(*index as u8).map(|s| s.to_string()).unwrap_or_default();
                write!(f, "square {square} holds `{found}`: expected *, O or -")
            }
            Self::BadSide(found) => write!(f, "`{found}` is not a side to move: expected * or O"),
            Self::BadMargin => f.write_str("expected black's disc margin, like +12.000 or -4"),
            Self::BadEnding(found) => write!(f, "`:{found}` is not r, t or s"),
            Self::Move(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for GgfError {}

/// Why a move with its notes (`f5/-1.50/0.25`) cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotedMoveError {
    /// The move is neither a square nor a pass.
    Move(SquareError),
    /// The text after the first slash is not a number of discs.
    Eval(String),
    /// The text after the second slash is not seconds nor minutes and seconds.
    Time(String),
    /// More follows the time (the text from the third slash on, without it).
    AfterTime(String),
}

impl fmt::Display for NotedMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Move(error) => error.fmt(f),
            Self::Eval(text) => write!(f, "`{text}` is not an evaluation"),
            Self::Time(text) => write!(f, "`{text}` is not a time"),
            Self::AfterTime(extra) => write!(f, "`/{extra}` follows the time"),
        }
    }
}

impl std::error::Error for NotedMoveError {}

/// A property as read: its name (in capitals) and value.
struct Property {
    name: String,
    value: String,
}

/// Reads the properties of every game in `text`.
struct Reader<'a> {
    chars: std::iter::Peekable<std::str::CharIndices<'a>>,
    /// Characters consumed so far, for error positions.
    consumed: usize,
}

impl<'a> Reader<'a> {
    fn new(text: &'a str) -> Self {
        Self { chars: text.char_indices().peekable(), consumed: 0 }
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().map(|&(_, c)| c)
    }

    fn next(&mut self) -> Option<char> {
        let c = self.chars.next().map(|(_, c)| c);
        self.consumed += usize::from(c.is_some());
        c
    }

    fn skip_whitespace(&mut self) {
        // A byte-order mark counts as whitespace: editors put one before the first game.
        while self.peek().is_some_and(|c| c.is_whitespace() || c == '\u{feff}') {
            self.next();
        }
    }

    fn error(&self, problem: SyntaxProblem) -> GgfError {
        GgfError::Syntax { character: self.consumed + 1, problem }
    }

    /// The next game's properties, or `None` at the end of the text.
    fn game(&mut self) -> Result<Option<Vec<Property>>, GgfError> {
        self.skip_whitespace();
        match self.next() {
            None => return Ok(None),
            Some('(') => {}
            Some(other) => return Err(self.error(SyntaxProblem::GameStart(other))),
        }
        if self.next() != Some(';') {
            return Err(self.error(SyntaxProblem::SemicolonAfterOpening));
        }
        let mut properties = Vec::new();
        loop {
            self.skip_whitespace();
            match self.peek() {
                None => return Err(self.error(SyntaxProblem::Unterminated)),
                Some(')') => {
                    self.next();
                    return Ok(Some(properties));
                }
                Some(';') => {
                    self.next();
                    self.skip_whitespace();
                    if self.next() != Some(')') {
                        return Err(self.error(SyntaxProblem::ClosingBracket));
                    }
                    return Ok(Some(properties));
                }
                Some(c) if c.is_ascii_alphabetic() => properties.push(self.property()?),
                Some(other) => return Err(self.error(SyntaxProblem::PropertyName(other))),
            }
        }
    }

    fn property(&mut self) -> Result<Property, GgfError> {
        let mut name = String::new();
        while let Some(c) = self.peek().filter(char::is_ascii_alphabetic) {
            name.push(c);
            self.next();
        }
        self.skip_whitespace();
        if self.next() != Some('[') {
            return Err(self.error(SyntaxProblem::ValueStart(name)));
        }
        let mut value = String::new();
        loop {
            match self.next() {
                None => return Err(self.error(SyntaxProblem::UnclosedValue(name))),
                Some(']') => break,
                Some('\\') => match self.next() {
                    Some(escaped) => value.push(escaped),
                    None => return Err(self.error(SyntaxProblem::LoneBackslash(name))),
                },
                Some(c) => value.push(c),
            }
        }
        Ok(Property { name: name.to_ascii_uppercase(), value })
    }
}

fn bad_value(property: &Property, problem: ValueProblem) -> GgfError {
    GgfError::BadValue { property: property.name.clone(), value: property.value.clone(), problem }
}

/// `BO[8 <64 squares> <side to move>]`; spaces between the squares are allowed.
fn read_board(property: &Property) -> Result<Position, GgfError> {
    let mut fields = property.value.split_whitespace();
    match fields.next() {
        Some("8") => {}
        Some(size) => return Err(GgfError::Unsupported(UnsupportedGame::BoardSize(size.to_owned()))),
        None => return Err(bad_value(property, ValueProblem::EmptyBoard)),
    }
    let rest: Vec<char> = fields.flat_map(str::chars).collect();
    let Some((&side, squares)) = rest.split_last() else {
        return Err(bad_value(property, ValueProblem::NoSquares));
    };
    if squares.len() != 64 {
        return Err(bad_value(property, ValueProblem::SquareCount(rest.len())));
    }
    let (mut black, mut white) = (0u64, 0u64);
    for (index, &c) in squares.iter().enumerate() {
        match c {
            '*' | 'X' | 'x' | '#' => black |= 1 << index,
            'O' | 'o' => white |= 1 << index,
            '-' | '.' => {}
            found => return Err(bad_value(property, ValueProblem::BadSquare { index, found })),
        }
    }
    let side = match side {
        '*' | 'X' | 'x' | '#' => Side::Black,
        'O' | 'o' => Side::White,
        found => return Err(bad_value(property, ValueProblem::BadSide(found))),
    };
    Ok(Position::from_sides(Bitboard(black), Bitboard(white), side).expect("each square has one colour"))
}

/// `RE[+12.000]`, `RE[-3:r]`, `RE[?]`.
fn read_result(property: &Property) -> Result<Option<GameResult>, GgfError> {
    let value = property.value.trim();
    if value.is_empty() || value == "?" {
        return Ok(None);
    }
    let (margin, flag) = value.split_once(':').unwrap_or((value, ""));
    let black_margin: f64 = margin
        .trim()
        .parse()
        .ok()
        .filter(|margin: &f64| margin.is_finite() && margin.abs() <= 64.0)
        .ok_or_else(|| bad_value(property, ValueProblem::BadMargin))?;
    let ending = match flag.trim() {
        "" => Ending::Played,
        "r" => Ending::Resigned,
        "t" => Ending::Timeout,
        "s" => Ending::Agreed,
        other => return Err(bad_value(property, ValueProblem::BadEnding(other.to_owned()))),
    };
    Ok(Some(GameResult { black_margin, ending }))
}

/// A move's time: seconds (`1.25`), or minutes and seconds (`1:05`, `1:02:05`).
fn read_seconds(text: &str) -> Option<f64> {
    let seconds =
        text.split(':').try_fold(0.0, |total: f64, part| Some(total * 60.0 + part.trim().parse::<f64>().ok()?));
    seconds.filter(|s| s.is_finite() && *s >= 0.0)
}

/// A move with its optional evaluation and time, as GGF's `B`/`W` properties and the NBoard
/// protocol write it: `f5`, `F5/-1.50/0.25`, `d3//1.2`, `pa`. Says nothing about legality.
pub fn parse_noted_move(text: &str) -> Result<RecordedMove, NotedMoveError> {
    let mut parts = text.split('/');
    let mv = parse_written_move(parts.next().unwrap_or_default()).map_err(NotedMoveError::Move)?;
    let eval = match parts.next().map(str::trim).filter(|text| !text.is_empty() && *text != "?") {
        Some(text) => Some(
            text.parse::<f64>()
                .ok()
                .filter(|eval| eval.is_finite())
                .ok_or_else(|| NotedMoveError::Eval(text.to_owned()))?,
        ),
        None => None,
    };
    let seconds = match parts.next().map(str::trim).filter(|text| !text.is_empty()) {
        Some(text) => Some(read_seconds(text).ok_or_else(|| NotedMoveError::Time(text.to_owned()))?),
        None => None,
    };
    match parts.next() {
        Some(extra) => Err(NotedMoveError::AfterTime(extra.to_owned())),
        None => Ok(RecordedMove { mv, eval, seconds }),
    }
}

/// A move as [`parse_noted_move`] reads it.
pub fn write_noted_move(recorded: &RecordedMove) -> String {
    let mut text = match recorded.mv {
        Move::Place(square) => square.to_string(),
        Move::Pass => "PA".into(),
    };
    match (recorded.eval, recorded.seconds) {
        (None, None) => {}
        (Some(eval), None) => text.push_str(&format!("/{eval}")),
        (eval, Some(seconds)) => {
            text.push_str(&format!("/{}/{seconds}", eval.map(|e| e.to_string()).unwrap_or_default()));
        }
    }
    text
}

/// The game type `TY`: a board size (8 here) with letters for variants; `a` is anti-Othello,
/// whose rules differ.
fn check_game_type(property: &Property) -> Result<(), GgfError> {
    // GGS writes random-start games as `8r20` and synchro ones as `s8`: the first run of digits
    // is the board size.
    let size = property.value.split(|c: char| !c.is_ascii_digit()).find(|run| !run.is_empty());
    if let Some(size) = size
        && size != "8"
    {
        let (game_type, size) = (property.value.clone(), size.to_owned());
        return Err(GgfError::Unsupported(UnsupportedGame::TypeSize { game_type, size }));
    }
    if property.value.contains('a') {
        return Err(GgfError::Unsupported(UnsupportedGame::AntiOthello(property.value.clone())));
    }
    Ok(())
}

fn build_record(properties: Vec<Property>) -> Result<GameRecord, GgfError> {
    let start = match properties.iter().find(|p| p.name == "BO") {
        Some(board) => read_board(board)?,
        None => Position::initial(),
    };
    let mut record = GameRecord::new(start);
    let mut number = 0;
    for property in properties {
        match property.name.as_str() {
            "GM" if !property.value.trim().eq_ignore_ascii_case("othello") => {
                return Err(GgfError::NotOthello(property.value));
            }
            "GM" | "BO" => {}
            "PB" => record.black = Some(property.value),
            "PW" => record.white = Some(property.value),
            "RE" => record.result = read_result(&property)?,
            "TY" => {
                check_game_type(&property)?;
                // Plain 8×8 Othello is what the writer puts when nothing else is said.
                if property.value != "8" {
                    record.tags.push((property.name, property.value));
                }
            }
            "B" | "W" => {
                number += 1;
                let color = if property.name == "B" { Side::Black } else { Side::White };
                let recorded = parse_noted_move(&property.value)
                    .map_err(|error| bad_value(&property, ValueProblem::Move(error)))?;
                let position = record.current();
                let to_move = position.side_to_move();
                // A square for the other side is its move after a pass the file left out.
                let pass_left_out = recorded.mv != Move::Pass && position.must_pass();
                let played = if color == to_move {
                    record.play(recorded)
                } else if pass_left_out {
                    record.play_after_forced_pass(recorded).map(drop)
                } else {
                    return Err(GgfError::WrongColor { number, text: property.value, to_move });
                };
                played.map_err(|error| GgfError::IllegalMove {
                    number,
                    text: property.value.clone(),
                    error: Box::new(error),
                })?;
            }
            _ => record.tags.push((property.name, property.value)),
        }
    }
    Ok(record)
}

/// Every game of a GGF text, in order.
pub fn read_games(text: &str) -> Result<Vec<GameRecord>, GgfError> {
    let mut reader = Reader::new(text);
    let mut games = Vec::new();
    while let Some(properties) = reader.game()? {
        games.push(build_record(properties)?);
    }
    if games.is_empty() {
        return Err(GgfError::NoGame);
    }
    Ok(games)
}

fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace(']', "\\]")
}

/// The game as one GGF line, which [`read_games`] reads back as the same record.
pub fn write_game(record: &GameRecord) -> String {
    let mut text = String::from("(;GM[Othello]");
    let mut property = |name: &str, value: &str| text.push_str(&format!("{name}[{}]", escape(value)));
    // A game type the reader kept stays among the tags where it stood, so the tags read back in
    // their order; plain Othello, which the reader drops, is written after the result.
    for (name, value) in &record.tags {
        property(name, value);
    }
    if let Some(black) = &record.black {
        property("PB", black);
    }
    if let Some(white) = &record.white {
        property("PW", white);
    }
    let result = match record.result {
        None => "?".to_string(),
        Some(GameResult { black_margin, ending }) => {
            let flag = match ending {
                Ending::Played => "",
                Ending::Resigned => ":r",
                Ending::Timeout => ":t",
                Ending::Agreed => ":s",
            };
            // Three decimals as the servers write it, unless that would lose part of the margin.
            let margin = format!("{black_margin:+.3}");
            let margin = if margin.parse() == Ok(black_margin) { margin } else { format!("{black_margin:+}") };
            format!("{margin}{flag}")
        }
    };
    property("RE", &result);
    if !record.tags.iter().any(|(name, _)| name == "TY") {
        property("TY", "8");
    }
    let start = record.start();
    let squares: String = Square::all()
        .map(|square| match start.side_at(square) {
            Some(Side::Black) => '*',
            Some(Side::White) => 'O',
            None => '-',
        })
        .collect();
    let side = if start.side_to_move() == Side::Black { '*' } else { 'O' };
    property("BO", &format!("8 {squares} {side}"));
    for (position, recorded) in record.plies() {
        let name = if position.side_to_move() == Side::Black { "B" } else { "W" };
        property(name, &write_noted_move(&recorded));
    }
    text.push_str(";)");
    text
}
