//! A tournament's results as files a teacher publishes, for every game and front end: the
//! standings as CSV ([`standings_csv`]), and one self-contained web page ([`results_page`]) with
//! the standings, the crosstable and every game replayable move by move on a drawn board, in the
//! words it is given (the window's language, or English on the command line). The page needs no
//! network: its pictures are drawn by a few lines of script from the boards written into it.

use serde::Serialize;

use super::matches::GameSoFar;
use super::tournament::Results;
use super::{Notation, Seat};

/// The words of a results page, in its reader's language.
#[derive(Clone, Debug)]
pub struct PageWords {
    /// The page's language tag: `en`, `pt-BR`.
    pub language: String,
    /// `Tic-tac-toe tournament`.
    pub title: String,
    /// What it was, on a line under the title: `6 players · Swiss, 5 rounds · 30 games`.
    pub about: String,
    pub standings: String,
    pub crosstable: String,
    pub games: String,
    /// The standings' columns: place, player, points, games, won–drawn–lost, byes, forfeits,
    /// Buchholz, Sonneborn–Berger.
    pub columns: [String; 9],
    /// Under the board before the first move.
    pub start: String,
    /// The buttons: to the start, back, forward, to the end.
    pub buttons: [String; 4],
}

/// One game on the page: its title, its result in words, its moves in the game's notation and
/// the board before the first move and after each.
#[derive(Clone, Debug, Serialize)]
pub struct PageGame {
    pub title: String,
    pub result: String,
    pub moves: Vec<String>,
    /// Each board as one character a cell, row by row: `x` the first seat's, `o` the second's,
    /// `-` empty; empty where the game has no board of cells.
    pub boards: Vec<String>,
    pub columns: usize,
}

/// `game` as the page shows it.
pub fn page_game<G: Notation>(game: &GameSoFar<G>, title: String, result: String) -> PageGame {
    let mut position = *game.start();
    let mut boards = Vec::with_capacity(game.moves().len() + 1);
    let mut moves = Vec::with_capacity(game.moves().len());
    let mut columns = 0;
    let mut keep = |position: &G, boards: &mut Vec<String>| {
        if let Some(cells) = position.cells() {
            columns = cells.columns;
            let mark = |cell: &Option<Seat>| match cell {
                Some(Seat::First) => 'x',
                Some(Seat::Second) => 'o',
                None => '-',
            };
            boards.push(cells.cells.iter().map(mark).collect());
        }
    };
    keep(&position, &mut boards);
    for played in game.moves() {
        moves.push(G::move_text(position.seat_to_move(), played.mv));
        position = position.play(played.mv);
        keep(&position, &mut boards);
    }
    PageGame { title, result, moves, boards, columns }
}

/// The standings, best first, as CSV with a header row: place, name, points, games, wins,
/// draws, losses, byes, forfeits, Buchholz and Sonneborn–Berger (points with a decimal point,
/// whatever the language: a spreadsheet reads them).
pub fn standings_csv(results: &Results) -> String {
    let mut text = String::from("place,name,points,games,wins,draws,losses,byes,forfeits,buchholz,sonneborn_berger\n");
    for (place, &entrant) in results.ranking().iter().enumerate() {
        let standing = &results.standings[entrant];
        let forfeits = standing.forfeits_in_all();
        text.push_str(&format!(
            "{},{},{},{},{},{},{},{},{},{},{}\n",
            place + 1,
            csv_field(&standing.name),
            standing.points,
            standing.games,
            standing.wins,
            standing.draws,
            standing.losses,
            standing.byes,
            forfeits,
            standing.buchholz,
            standing.sonneborn_berger
        ));
    }
    text
}

/// A CSV field: quoted where a comma, a quote or a line break is in it.
fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) { format!("\"{}\"", text.replace('"', "\"\"")) } else { text.to_owned() }
}

/// `text` safe inside HTML's text and attributes.
fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// `1`, `1.5`, `0.5`: points as people write them (`2,5` where the language writes a decimal
/// comma).
pub fn written_points(value: f64, decimal_comma: bool) -> String {
    let text = if value.fract() == 0.0 { format!("{value:.0}") } else { format!("{value:.1}") };
    if decimal_comma { text.replace('.', ",") } else { text }
}

/// The whole page: the title and what the tournament was, the standings, the crosstable, and the
/// games with a board to step through each. `letters`: the game's pieces are its sides' letters
/// (Tic-tac-toe), else discs.
pub fn results_page(words: &PageWords, results: &Results, games: &[PageGame], letters: bool) -> String {
    let comma = !words.language.starts_with("en");
    let points = |value: f64| written_points(value, comma);
    let mut page = String::new();
    page.push_str(&format!(
        "<!doctype html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n",
        escaped(&words.language),
        escaped(&words.title)
    ));
    page.push_str(&format!("<h1>{}</h1>\n<p>{}</p>\n", escaped(&words.title), escaped(&words.about)));
    page.push_str(&format!("<h2>{}</h2>\n<table class=\"standings\">\n<tr>", escaped(&words.standings)));
    for column in &words.columns {
        page.push_str(&format!("<th>{}</th>", escaped(column)));
    }
    page.push_str("</tr>\n");
    let order = results.ranking();
    for (place, &entrant) in order.iter().enumerate() {
        let standing = &results.standings[entrant];
        let forfeits = standing.forfeits_in_all();
        page.push_str(&format!(
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}–{}–{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>\n",
            place + 1,
            escaped(&standing.name),
            points(standing.points),
            standing.games,
            standing.wins,
            standing.draws,
            standing.losses,
            standing.byes,
            forfeits,
            points(standing.buchholz),
            points(standing.sonneborn_berger)
        ));
    }
    page.push_str("</table>\n");
    page.push_str(&format!(
        "<h2>{}</h2>\n<div class=\"wide\"><table class=\"crosstable\">\n<tr><th></th><th></th>",
        escaped(&words.crosstable)
    ));
    for column in 1..=order.len() {
        page.push_str(&format!("<th>{column}</th>"));
    }
    page.push_str("</tr>\n");
    for (place, &row) in order.iter().enumerate() {
        page.push_str(&format!(
            "<tr><th>{}</th><td class=\"name\">{}</td>",
            place + 1,
            escaped(&results.standings[row].name)
        ));
        for &column in &order {
            let cell = match results.crosstable[row][column] {
                None => "·".to_owned(),
                Some(cell) if cell.games == 0 => String::new(),
                Some(cell) => format!("{}/{}", points(cell.points), cell.games),
            };
            page.push_str(&format!("<td>{cell}</td>"));
        }
        page.push_str("</tr>\n");
    }
    page.push_str("</table></div>\n");
    page.push_str(&format!("<h2>{}</h2>\n<div class=\"games\">\n<ol id=\"list\">\n", escaped(&words.games)));
    for (index, game) in games.iter().enumerate() {
        page.push_str(&format!(
            "<li><a href=\"#\" data-game=\"{index}\">{}</a> — {}</li>\n",
            escaped(&game.title),
            escaped(&game.result)
        ));
    }
    page.push_str("</ol>\n<div id=\"viewer\">\n<h3 id=\"shown\"></h3>\n<svg id=\"board\" xmlns=\"http://www.w3.org/2000/svg\"></svg>\n<p id=\"ply\"></p>\n<p>");
    for (button, id) in words.buttons.iter().zip(["first", "back", "forward", "last"]) {
        // Latin-1's guillemets, which every font has.
        let label = match id {
            "first" => "«",
            "back" => "‹",
            "forward" => "›",
            _ => "»",
        };
        page.push_str(&format!("<button id=\"{id}\" title=\"{}\">{label}</button> ", escaped(button)));
    }
    page.push_str("</p>\n<p id=\"line\"></p>\n</div>\n</div>\n");
    // The games as data for the script; `</` written so that no text can end the script early.
    let data = serde_json::to_string(games).unwrap_or_else(|_| "[]".to_owned()).replace("</", "<\\/");
    let start = serde_json::to_string(&words.start).unwrap_or_default().replace("</", "<\\/");
    page.push_str(&format!(
        "<script>\nconst GAMES = {data};\nconst START = {start};\nconst LETTERS = {letters};\n{SCRIPT}</script>\n</body>\n</html>\n"
    ));
    page
}

const STYLE: &str = "body{font-family:system-ui,sans-serif;margin:2em;color:#222;background:#fafaf7}\
table{border-collapse:collapse;margin:.5em 0}th,td{padding:.25em .6em;text-align:right}\
td.name,.standings td:nth-child(2){text-align:left}tr:nth-child(even){background:#eee}\
.wide{overflow-x:auto}.games{display:flex;flex-wrap:wrap;gap:2em}#list{max-height:32em;overflow-y:auto;min-width:20em}\
#viewer{position:sticky;top:1em;align-self:flex-start}button{font-size:1.2em;margin-right:.3em}\
a.shown{font-weight:bold}#line{max-width:28em;font-family:monospace}";

const SCRIPT: &str = r##"let shown = 0, ply = 0;
const svg = document.getElementById("board");
function cell(x, y, size, mark) {
  const cx = x * size + size / 2, cy = y * size + size / 2;
  if (mark === "-") return "";
  if (LETTERS) {
    const colour = mark === "x" ? "#c0392b" : "#2060c0";
    return `<text x="${cx}" y="${cy + size * 0.3}" font-size="${size * 0.8}" text-anchor="middle" fill="${colour}" font-family="sans-serif">${mark.toUpperCase()}</text>`;
  }
  const fill = mark === "x" ? "#111" : "#f4f4f4";
  return `<circle cx="${cx}" cy="${cy}" r="${size * 0.4}" fill="${fill}" stroke="#333"/>`;
}
function draw() {
  const game = GAMES[shown];
  if (!game) return;
  document.getElementById("shown").textContent = game.title + " — " + game.result;
  document.querySelectorAll("#list a").forEach((a, i) => a.classList.toggle("shown", i === shown));
  const board = game.boards[ply];
  if (board) {
    const size = 40, columns = game.columns, rows = board.length / columns;
    let out = `<rect width="${columns * size}" height="${rows * size}" fill="${LETTERS ? "#f1e9d6" : "#2e7d4f"}"/>`;
    for (let i = 0; i <= columns; i++) out += `<line x1="${i * size}" y1="0" x2="${i * size}" y2="${rows * size}" stroke="#333"/>`;
    for (let i = 0; i <= rows; i++) out += `<line x1="0" y1="${i * size}" x2="${columns * size}" y2="${i * size}" stroke="#333"/>`;
    for (let i = 0; i < board.length; i++) out += cell(i % columns, Math.floor(i / columns), size, board[i]);
    svg.setAttribute("width", columns * size);
    svg.setAttribute("height", rows * size);
    svg.innerHTML = out;
  }
  document.getElementById("ply").textContent = ply === 0 ? START : ply + ". " + game.moves[ply - 1];
  document.getElementById("line").textContent = game.moves.map((m, i) => (i + 1) + "." + m).join(" ");
}
function go(to) {
  const last = GAMES[shown] ? GAMES[shown].moves.length : 0;
  ply = Math.max(0, Math.min(last, to));
  draw();
}
document.getElementById("first").onclick = () => go(0);
document.getElementById("back").onclick = () => go(ply - 1);
document.getElementById("forward").onclick = () => go(ply + 1);
document.getElementById("last").onclick = () => go(Infinity);
document.querySelectorAll("#list a").forEach(a => a.onclick = event => {
  event.preventDefault();
  shown = Number(a.dataset.game);
  go(Infinity);
});
document.addEventListener("keydown", event => {
  if (event.key === "ArrowLeft") go(ply - 1);
  if (event.key === "ArrowRight") go(ply + 1);
  if (event.key === "Home") go(0);
  if (event.key === "End") go(Infinity);
});
go(Infinity);
"##;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::matches::PlayedMove;
    use crate::games::tictactoe::{Board, Cell};
    use crate::games::tournament::Pairing;

    fn words() -> PageWords {
        PageWords {
            language: "en".into(),
            title: "Tic-tac-toe tournament".into(),
            about: "2 players".into(),
            standings: "Standings".into(),
            crosstable: "Crosstable".into(),
            games: "Games".into(),
            columns: ["#", "Player", "Points", "Games", "W–D–L", "Byes", "Forfeits", "Buchholz", "S-B"]
                .map(String::from),
            start: "Start".into(),
            buttons: ["First", "Back", "Forward", "Last"].map(String::from),
        }
    }

    #[test]
    fn a_game_on_the_page_has_a_board_before_each_move_and_after_the_last() {
        let moves = [4, 0, 8].map(|index| PlayedMove::bare(Cell::from_index(index).expect("a cell")));
        let game = GameSoFar::replayed(Board::start(), moves).expect("legal");
        let shown = page_game(&game, "a – b".into(), "a won".into());
        assert_eq!(shown.moves, ["5", "1", "9"]);
        assert_eq!(shown.boards, ["---------", "----x----", "o---x----", "o---x---x"]);
        assert_eq!(shown.columns, 3);
    }

    #[test]
    fn the_page_and_the_csv_hold_every_player_and_game_and_no_markup_from_a_name() {
        let mut results = Results::new(["<b>ana</b>", "bruno, \"b\""].map(|name| (name.to_owned(), String::new())));
        let game = GameSoFar::replayed(Board::start(), [PlayedMove::bare(Cell::CENTER)]).expect("legal");
        let outcome = crate::games::matches::Outcome {
            number: 0,
            game: game.clone(),
            first_player: 0,
            forfeit: Some((
                Seat::Second,
                crate::games::matches::Forfeit::new(crate::games::matches::ForfeitKind::Crash, "x"),
            )),
            thinking: Default::default(),
        };
        results.count(Pairing { first: 0, second: 1 }, &outcome);
        let csv = standings_csv(&results);
        assert_eq!(csv.lines().nth(1), Some("1,<b>ana</b>,1,1,1,0,0,0,0,0,0"));
        assert_eq!(csv.lines().nth(2), Some("2,\"bruno, \"\"b\"\"\",0,1,0,0,1,0,1,1,0"));
        let games = [page_game(&game, "ana – bruno </script>".into(), "ana won".into())];
        let page = results_page(&words(), &results, &games, true);
        assert!(page.starts_with("<!doctype html>") && page.ends_with("</html>\n"));
        assert!(page.contains("&lt;b&gt;ana&lt;/b&gt;") && !page.contains("<b>ana"), "names are text");
        assert_eq!(page.matches("</script>").count(), 1, "a title cannot end the script");
        assert!(page.contains(r#""boards":["---------","----x----"]"#));
        assert!(!page.contains(" src=") && !page.contains("href=\"http"), "nothing from the network");
    }
}
