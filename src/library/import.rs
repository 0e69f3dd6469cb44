//! Games from other programs' files into the library: a GGF file of many Reversi games (as game
//! servers, NBoard and WZebra write them).

use super::record::{Origin, PlayerKind, PlayerRecord, Record};
use crate::games::reversi::formats::ggf::{GgfError, read_games};

/// Every game of a GGF text as a library record kept at `kept_at`. A file with one bad game is
/// refused whole, naming the game: importing half of a file would look like all of it.
pub fn reversi_ggf(text: &str, kept_at: u64) -> Result<Vec<Record>, GgfError> {
    let games = read_games(text)?;
    Ok(games
        .iter()
        .map(|game| {
            let player = |name: &Option<String>| {
                PlayerRecord::new(PlayerKind::Named, name.clone().unwrap_or_else(|| "?".to_owned()), None)
            };
            let moves: Vec<_> = game.moves().iter().map(|recorded| recorded.mv).collect();
            let players = [player(&game.black), player(&game.white)];
            Record::of(&game.start(), &moves, players, Origin::Imported, kept_at, None)
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::reversi::Position;
    use crate::library::record::Outcome;

    #[test]
    fn each_game_of_a_file_becomes_a_record_with_its_players() {
        let text = "(;GM[Othello]PB[Ann]PW[Bob]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[f5]W[d6]B[c3];)\n\
                    (;GM[Othello]PB[Cid]PW[Dee]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[f5]W[f6];)";
        let records = reversi_ggf(text, 42).expect("two games");
        assert_eq!(records.len(), 2);
        assert_eq!((records[0].players[0].name.as_str(), records[1].players[1].name.as_str()), ("Ann", "Dee"));
        assert_eq!(records[0].replay::<Position>().map(|(_, moves)| moves.len()), Ok(3));
        assert_eq!(records[1].summary.outcome, Outcome::Unfinished);
        assert_eq!(records[0].origin, Origin::Imported);
        assert!(reversi_ggf("(;GM[Othello]PB[Ann]B[z9];)", 0).is_err(), "a bad move refuses the file");
    }
}
