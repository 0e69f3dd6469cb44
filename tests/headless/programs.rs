//! Players' own programs seated in matches, as a student's would be: the example agents speak
//! each game's line protocol, started for each move or once a game; programs that crash, hang,
//! flood their output, lie or ask for too much memory lose by forfeit with the reason in words,
//! and the match goes on.

use std::path::{Path, PathBuf};

use crate::common::{run, stderr, stdout};

fn agent(game: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/agents").join(format!("{game}.py"));
    format!("python3 {}", path.display())
}

/// The JSON summary a `match --json` prints last, after it succeeded.
fn match_summary(args: &[&str]) -> serde_json::Value {
    let output = run(&[&["match"], args, &["--json"]].concat(), "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    serde_json::from_str(text.lines().last().expect("a line")).expect("one JSON object")
}

fn count(summary: &serde_json::Value, player: usize, key: &str) -> u64 {
    summary["players"][player][key].as_u64().unwrap_or_else(|| panic!("no {key} in {summary}"))
}

fn incidents(summary: &serde_json::Value) -> Vec<String> {
    let list = summary["incidents"].as_array().expect("a list of incidents");
    list.iter().map(|incident| incident.as_str().expect("a sentence").to_owned()).collect()
}

#[test]
fn each_games_example_agent_plays_whole_games_started_for_each_move_or_once_a_game() {
    // Two games, colours swapped: each way of starting a program plays each side once.
    for game in ["tictactoe", "reversi", "catapultas"] {
        let per_move = format!("program:{}", agent(game));
        let per_game = format!("program-game:{}", agent(game));
        let summary =
            match_summary(&[game, "--first", &per_move, "--second", &per_game, "--games", "2", "--swap-colours"]);
        assert_eq!(summary["games"], 2, "{game}: {summary}");
        assert!(incidents(&summary).is_empty(), "{game}: {summary}");
        for player in 0..2 {
            assert_eq!(count(&summary, player, "forfeits"), 0, "{game}: {summary}");
            assert!(
                count(&summary, player, "wins") + count(&summary, player, "draws") + count(&summary, player, "losses")
                    > 0
            );
        }
        assert_eq!(summary["players"][0]["player"], per_move.as_str());
    }
}

#[test]
fn our_own_move_command_takes_a_seat_like_a_students_program() {
    let ours =
        format!("program:{} move --game catapultas --side {{side}} --depth 2", env!("CARGO_BIN_EXE_minimax-arcade"));
    let theirs = format!("program-game:{}", agent("catapultas"));
    let summary = match_summary(&["catapultas", "--x", &ours, "--o", &theirs, "--games", "2", "--swap-colours"]);
    assert_eq!(summary["games"], 2);
    assert!(incidents(&summary).is_empty(), "{summary}");
}

#[test]
fn move_reads_each_games_message_and_names_a_bad_one() {
    let answer = |game: &str, side: &str, message: &str| run(&["move", "--game", game, "--side", side], message);
    let tictactoe = answer("tictactoe", "o", "O\nX--\n---\n---\n");
    assert!(tictactoe.status.success(), "{}", stderr(&tictactoe));
    assert!(["2", "3", "4", "5", "6", "7", "8", "9"].contains(&stdout(&tictactoe).trim()), "{}", stdout(&tictactoe));
    let reversi =
        answer("reversi", "x", "X\n--------\n--------\n--------\n---OX---\n---XO---\n--------\n--------\n--------\n");
    assert!(reversi.status.success(), "{}", stderr(&reversi));
    assert!(["d3", "c4", "f5", "e6"].contains(&stdout(&reversi).trim()), "{}", stdout(&reversi));
    let catapultas = "x\no n\n########\n#xxxxxx#\n#xxxxxx#\n#xxxxxx#\n#oooooo#\n#oooooo#\n#oooooo#\n########\n";
    let catapultas = answer("catapultas", "x", catapultas);
    assert!(stdout(&catapultas).starts_with("x s 2 "), "{}", stdout(&catapultas));

    let wrong_side = answer("tictactoe", "x", "O\nX--\n---\n---\n");
    assert!(!wrong_side.status.success());
    assert!(stderr(&wrong_side).contains("the message has o to move, but --side says x"), "{}", stderr(&wrong_side));
    let short_row = answer("tictactoe", "x", "X\n---\n--\n---\n");
    assert!(
        stderr(&short_row).contains("line 3 of the message: a row has 3 cells, this one has 2"),
        "{}",
        stderr(&short_row)
    );
    let missing_row = answer("reversi", "x", "X\n--------\n");
    assert!(stderr(&missing_row).contains("a message has 9 lines, this one has 2"), "{}", stderr(&missing_row));
}

/// A Tic-tac-toe program that plays the centre on the empty board and then does `fault`.
fn faulty_program(dir: &Path, name: &str, fault: &str) -> PathBuf {
    let path = dir.join(format!("{name}.py"));
    let script = format!(
        "import sys\nlines = sys.stdin.read().split()\nif ''.join(lines[1:4]) == '---------':\n    print(5)\n    sys.exit()\n{fault}\n"
    );
    std::fs::write(&path, script).expect("the program is written");
    path
}

#[test]
fn a_program_that_fails_mid_game_loses_it_by_forfeit_with_the_reason_and_the_match_goes_on() {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-faulty-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a folder for the programs");
    let faults = [
        (
            "crash",
            "raise ValueError('my board is wrong')",
            "stopped with exit status 1 without answering: ValueError: my board is wrong",
        ),
        ("hang", "import time\ntime.sleep(60)", "took longer than 1 s to answer"),
        ("comments", "while True: print('# still thinking')", "wrote more than 1000 lines without a move"),
        ("long_line", "sys.stdout.write('9' * 100000)", "wrote a line longer than 64 KiB"),
        ("illegal", "print(5)", "played 5, an illegal move: that cell is already taken"),
        ("malformed", "print('the top left corner')", "answered `the top left corner`, which is not a move"),
        ("silent", "sys.exit(0)", "ended without answering"),
    ];
    for (name, fault, reason) in faults {
        let program = format!("program:python3 {}", faulty_program(&dir, name, fault).display());
        let summary = match_summary(&[
            "tictactoe",
            "--x",
            &program,
            "--o",
            "random",
            "--games",
            "2",
            "--engine-timeout-ms",
            "1000",
        ]);
        assert_eq!(summary["games"], 2, "{name}: {summary}");
        assert_eq!(count(&summary, 0, "forfeits"), 2, "{name}: {summary}");
        assert_eq!(count(&summary, 1, "wins"), 2, "{name}: {summary}");
        let incidents = incidents(&summary);
        assert_eq!(incidents.len(), 2, "{name}: {summary}");
        assert!(incidents[0].starts_with("game 1: X (program:python3"), "{name}: {}", incidents[0]);
        assert!(incidents[0].contains(reason), "{name}: {}", incidents[0]);
    }
    std::fs::remove_dir_all(&dir).expect("the programs are removed");
}

#[test]
fn a_command_that_starts_nothing_stops_the_match_before_it_begins() {
    let missing = run(&["match", "tictactoe", "--x", "program:/no/such/agent", "--o", "random"], "");
    assert_eq!(missing.status.code(), Some(2), "{}", stderr(&missing));
    assert!(
        stderr(&missing).contains("--x: cannot start `/no/such/agent`: there is no such program"),
        "{}",
        stderr(&missing)
    );
    let unclosed = run(&["match", "reversi", "--white", "program:python3 'agent.py", "--black", "random"], "");
    assert_eq!(unclosed.status.code(), Some(2), "{}", stderr(&unclosed));
    assert!(
        stderr(&unclosed).contains("--white: bad command line: a single quote is not closed"),
        "{}",
        stderr(&unclosed)
    );
}

#[test]
fn a_program_that_fails_on_the_start_is_told_and_loses_its_games_by_forfeit() {
    let greedy = "program:python3 -c 'x = bytearray(1 << 30)'";
    let args = ["tictactoe", "--x", greedy, "--o", "random", "--games", "2", "--program-memory-mb", "128"];
    let summary = match_summary(&args);
    let warnings = summary["warnings"].as_array().expect("a list of warnings");
    assert_eq!(warnings.len(), 1, "{summary}");
    let warning = warnings[0].as_str().expect("a sentence");
    assert!(warning.starts_with("--x: the program fails on the game's start: stopped with exit status 1"), "{warning}");
    assert!(warning.contains("MemoryError") && warning.ends_with("loses by forfeit each game it fails"), "{warning}");
    assert_eq!((count(&summary, 0, "forfeits"), count(&summary, 1, "wins")), (2, 2), "{summary}");
}

/// A program's timeout stops what it started too: its whole process group is killed.
#[cfg(target_os = "linux")]
#[test]
fn a_program_that_times_out_is_stopped_with_everything_it_started() {
    let pid_file = std::env::temp_dir().join(format!("minimax-arcade-child-{}", std::process::id()));
    let command = format!("program:sh -c 'sleep 60 & echo $! > {}; sleep 60'", pid_file.display());
    let output = run(&["match", "tictactoe", "--x", &command, "--o", "random", "--engine-timeout-ms", "500"], "");
    assert!(stderr(&output).contains("took longer than 0.5 s to answer"), "{}", stderr(&output));
    let pid = std::fs::read_to_string(&pid_file).expect("the program wrote its child's id");
    std::fs::remove_file(&pid_file).expect("the file is removed");
    // Gone, or dead and waiting for its parent (a container's first process may never reap it).
    for _ in 0..50 {
        match std::fs::read_to_string(format!("/proc/{}/stat", pid.trim())) {
            Err(_) => return,
            Ok(stat) if stat.split(") ").nth(1).is_some_and(|rest| rest.starts_with('Z')) => return,
            Ok(_) => std::thread::sleep(std::time::Duration::from_millis(20)),
        }
    }
    panic!("the program's child {} still runs", pid.trim());
}

#[test]
fn a_tournament_of_programs_and_ais_adds_up_and_keeps_every_game() {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-tournament-{}", std::process::id()));
    let student = format!("student=program:{}", agent("tictactoe"));
    let resident = format!("resident=program-game:{}", agent("tictactoe"));
    let cheat = "cheat=program:python3 -c 'print(5)'";
    let players = [student.as_str(), resident.as_str(), "perfect=ai", "random", cheat];
    let mut args = vec!["tournament", "tictactoe", "--games", "4", "--jobs", "2", "--json", "--save"];
    args.push(dir.to_str().expect("a path in words"));
    for player in &players {
        args.extend(["--player", player]);
    }
    let output = run(&args, "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let summary: serde_json::Value =
        serde_json::from_str(text.lines().last().expect("a line")).expect("one JSON object");
    // Five players, each pair four games: 40 games, each worth one point between its two players.
    assert_eq!(summary["games"], 40);
    let standings = summary["standings"].as_array().expect("standings");
    assert_eq!(standings.len(), 5);
    let points: Vec<f64> = standings.iter().map(|standing| standing["points"].as_f64().expect("points")).collect();
    assert_eq!(points.iter().sum::<f64>(), 40.0);
    assert!(points.windows(2).all(|pair| pair[0] >= pair[1]), "best first: {points:?}");
    for standing in standings {
        let count = |key: &str| standing[key].as_u64().expect("a count");
        assert_eq!(count("games"), 16, "{standing}");
        assert_eq!(count("wins") + count("draws") + count("losses"), 16, "{standing}");
        assert_eq!(standing["points"].as_f64(), Some(count("wins") as f64 + count("draws") as f64 / 2.0));
    }
    let last = &standings[4];
    assert_eq!((last["name"].as_str(), last["forfeits"]["illegal"].as_u64()), (Some("cheat"), Some(16)), "{last}");
    assert!(
        standings[..4].iter().all(|standing| standing["forfeits"].as_object().is_some_and(|kinds| kinds.is_empty()))
    );
    assert_eq!(summary["incidents"].as_array().map(Vec::len), Some(16));
    // What one scored against another, the other did not: four games' points between them.
    let table = summary["crosstable"].as_array().expect("a crosstable");
    for (row, cells) in table.iter().enumerate() {
        for (column, cell) in cells.as_array().expect("a row").iter().enumerate() {
            if row == column {
                assert!(cell.is_null());
                continue;
            }
            let against = table[column][row]["points"].as_f64().expect("points");
            assert_eq!(cell["points"].as_f64().expect("points") + against, 4.0, "{row} against {column}");
        }
    }
    // Each pair's games in a file of their own, a game a line, and the standings beside them.
    let files: Vec<String> = std::fs::read_dir(&dir)
        .expect("the folder is there")
        .map(|entry| entry.expect("an entry").file_name().to_string_lossy().into_owned())
        .collect();
    // The pairs' files, the results' three, the setup and the folder of games kept as they ended.
    assert_eq!(files.len(), 15, "{files:?}");
    let kept_games = std::fs::read_dir(dir.join("played")).expect("the games kept as they ended").count();
    assert_eq!(Some(kept_games as u64), summary["games"].as_u64());
    let pair = std::fs::read_to_string(dir.join("03-04 perfect - random.txt")).expect("a pair's games");
    assert_eq!(pair.lines().count(), 4, "{pair}");
    let kept: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("standings.json")).expect("kept")).expect("JSON");
    assert_eq!(kept["standings"], summary["standings"]);
    // And as a teacher publishes them: a spreadsheet's rows, and a page with every game.
    let csv = std::fs::read_to_string(dir.join("standings.csv")).expect("the standings as CSV");
    assert_eq!(csv.lines().count(), 6, "a header and a row a player: {csv}");
    assert!(csv.lines().nth(5).is_some_and(|row| row.starts_with("5,cheat,")), "{csv}");
    let page = std::fs::read_to_string(dir.join("index.html")).expect("the page");
    assert_eq!(page.matches("data-game=").count(), 40, "every game on the page");
    assert!(page.contains("<h1>Tic-tac-toe tournament</h1>") && page.contains("cheat lost by forfeit"));
    std::fs::remove_dir_all(&dir).expect("the folder is removed");
}

#[test]
fn a_tournament_names_what_is_wrong_with_its_players() {
    let refused = |args: &[&str], words: &str| {
        let output = run(&[&["tournament"], args].concat(), "");
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(stderr(&output).contains(words), "{args:?}: {}", stderr(&output));
    };
    refused(&["tictactoe", "--player", "random"], "a tournament needs two players at least");
    refused(&["tictactoe", "--player", "a=random", "--player", "a=greedy"], "two players are called a");
    refused(
        &["catapultas", "--player", "random", "--player", "b=level:expert"],
        "--player b=level:expert: `expert` is not a level of Catapultas",
    );
    refused(
        &["tictactoe", "--player", "random", "--programs", "/no/such/class"],
        "cannot read the folder of submissions",
    );
}

/// The JSON summary a `tournament --json` prints last, after it succeeded.
fn tournament_summary(args: &[&str]) -> serde_json::Value {
    let output = run(&[&["tournament"], args, &["--json"]].concat(), "");
    assert!(output.status.success(), "{}", stderr(&output));
    serde_json::from_str(stdout(&output).lines().last().expect("a line")).expect("one JSON object")
}

#[test]
fn a_swiss_tournament_pairs_by_score_without_repeats_and_gives_byes() {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-swiss-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut args = vec!["tictactoe", "--format", "swiss", "--games", "2", "--jobs", "2", "--save"];
    args.push(dir.to_str().expect("a path in words"));
    let players = ["perfect=level:perfect", "greedy", "r1=random", "r2=random", "r3=random", "r4=random", "r5=random"];
    for player in &players {
        args.extend(["--player", player]);
    }
    let summary = tournament_summary(&args);
    // Seven players: five rounds (⌈log₂ 7⌉ + 2) of three pairs and a bye, two games a pair.
    assert_eq!((summary["format"].as_str(), summary["rounds"].as_u64()), (Some("swiss"), Some(5)), "{summary}");
    assert_eq!(summary["games"], 30, "{summary}");
    let standings = summary["standings"].as_array().expect("standings");
    let total = |key: &str| standings.iter().map(|standing| standing[key].as_f64().expect("a number")).sum::<f64>();
    assert_eq!(total("byes"), 5.0);
    assert_eq!(total("points"), 30.0 + 5.0 * 2.0, "each game a point, each bye its round's two");
    assert!(standings.iter().all(|standing| standing["byes"].as_u64() <= Some(1)), "{summary}");
    assert!(standings.iter().all(|standing| standing["buchholz"].as_f64().is_some()));
    // No pair met twice: a pair's cell holds its two games of one round, or none.
    for row in summary["crosstable"].as_array().expect("a crosstable") {
        for cell in row.as_array().expect("a row").iter().filter(|cell| !cell.is_null()) {
            assert!(matches!(cell["games"].as_u64(), Some(0 | 2)), "{cell}");
        }
    }
    let saved: Vec<String> = std::fs::read_dir(&dir)
        .expect("the folder is there")
        .map(|entry| entry.expect("an entry").file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(saved.iter().filter(|name| name.starts_with('R')).count(), 15, "a file a pairing: {saved:?}");
    std::fs::remove_dir_all(&dir).expect("the folder is removed");
    let output = run(&["tournament", "tictactoe", "--player", "random", "--player", "greedy", "--rounds", "3"], "");
    assert!(stderr(&output).contains("--rounds is for --format swiss"), "{}", stderr(&output));
}

/// A submission that looks at another's work, writes outside its own folder and keeps notes in
/// it, then plays as the example agent does; it answers nonsense (and so forfeits) where it
/// could see or write what it should not.
const SPY: &str = r#"
import io, os, runpy, sys
message = sys.stdin.read()
here = os.path.dirname(os.path.abspath(__file__))
try:
    open(os.path.join(here, "..", "ana", "agent.py")).read()
    print("saw-ana")
    sys.exit()
except OSError:
    pass
try:
    open(os.environ["ESCAPE"], "w").write("out")
    print("wrote-outside")
    sys.exit()
except OSError:
    pass
open("notes.txt", "a").write("a move; ")
sys.stdin = io.StringIO(message)
runpy.run_path("agent.py", run_name="__main__")
"#;

#[cfg(target_os = "linux")]
#[test]
fn each_submission_plays_shut_in_a_sandbox_away_from_the_others() {
    let class = std::env::temp_dir().join(format!("minimax-arcade-sandboxed-class-{}", std::process::id()));
    // Outside the class and outside /tmp (a sandbox's /tmp is its own, and goes with it).
    let escape = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("minimax-arcade-escape-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&class);
    let _ = std::fs::remove_file(&escape);
    let agent = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/agents/tictactoe.py"))
        .expect("the example agent");
    for (file, text) in [
        ("ana/agent.py", agent.as_str()),
        ("spy/agent.py", agent.as_str()),
        ("spy/spy.py", SPY),
        ("spy/command", "python3 spy.py"),
    ] {
        let path = class.join(file);
        std::fs::create_dir_all(path.parent().expect("in the class")).expect("a folder");
        std::fs::write(path, text).expect("a file");
    }
    let folder = class.to_str().expect("a path in words");
    let tournament = |sandbox: bool| {
        let mut args = vec!["tournament", "tictactoe", "--programs", folder, "--games", "2", "--json"];
        if !sandbox {
            args.push("--no-sandbox");
        }
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_minimax-arcade"));
        let output = command.args(&args).env("ESCAPE", &escape).output().expect("the binary runs");
        assert!(output.status.success(), "{}", stderr(&output));
        let summary: serde_json::Value =
            serde_json::from_str(stdout(&output).lines().last().expect("a line")).expect("one JSON object");
        (summary, stderr(&output))
    };
    let (shut_in, said) = tournament(true);
    if shut_in["sandboxed"] == false {
        // Where Bubblewrap cannot run, the tournament says why and plays on.
        assert!(said.contains("no sandbox: "), "{said}");
        std::fs::remove_dir_all(&class).expect("the class is removed");
        return;
    }
    let spy = |summary: &serde_json::Value| {
        let standings = summary["standings"].as_array().expect("standings");
        standings.iter().find(|standing| standing["name"] == "spy").expect("the spy plays").clone()
    };
    let forfeits = |standing: &serde_json::Value| standing["forfeits"].as_object().map_or(0, |kinds| kinds.len());
    assert_eq!(forfeits(&spy(&shut_in)), 0, "shut in, it saw nothing and wrote only its own: {shut_in}");
    assert!(!escape.exists(), "nothing written outside its folder");
    assert!(!class.join("spy/notes.txt").exists(), "its notes went to its copy, not to the class's folder");
    let (open, _) = tournament(false);
    assert_eq!(spy(&open)["forfeits"]["malformed"], 2, "without the sandbox it sees Ana's work: {open}");
    std::fs::remove_dir_all(&class).expect("the class is removed");
    let _ = std::fs::remove_file(&escape);
}

#[test]
fn a_folder_of_submissions_plays_whatever_its_programs_do() {
    let class = std::env::temp_dir().join(format!("minimax-arcade-class-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&class);
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/agents/tictactoe.py");
    let write = |path: &str, text: &str| {
        let path = class.join(path);
        std::fs::create_dir_all(path.parent().expect("in the class")).expect("a folder");
        std::fs::write(path, text).expect("a file");
    };
    let agent = std::fs::read_to_string(&example).expect("the example agent");
    // Ana hands in a script; Bruno a folder whose command keeps his program a whole game.
    write("ana.py", &agent);
    write("bruno/agent.py", &agent);
    write("bruno/command", "program-game:python3 agent.py\n");
    // Carla's program crashes at once, Davi's hangs, Elisa's answers nonsense.
    write("carla.py", "import sys\nsys.exit(3)\n");
    write("davi.sh", "sleep 30\n");
    write("elisa.py", "print('hello')\n");
    // Not programs: the teacher's notes and an empty hand-in.
    write("notes.txt", "who handed in what");
    std::fs::create_dir_all(class.join("fabio")).expect("a folder");
    let folder = class.to_str().expect("a path in words");
    let summary = tournament_summary(&[
        "tictactoe",
        "--programs",
        folder,
        "--player",
        "easy=random",
        "--games",
        "2",
        "--jobs",
        "2",
        // A Python program started for each move needs a few hundred milliseconds on a loaded
        // machine; two seconds keep the sound ones clear of the limit while Davi's hang is cut.
        "--engine-timeout-ms",
        "2000",
    ]);
    // Six players, fifteen pairs of two games: every game played, whatever the programs did.
    assert_eq!(summary["games"], 30, "{summary}");
    let left_out = summary["left_out"].as_array().expect("the entries left out");
    let left_out: Vec<&str> = left_out.iter().map(|entry| entry["entry"].as_str().expect("a path")).collect();
    assert_eq!(left_out, [format!("{folder}/fabio"), format!("{folder}/notes.txt")]);
    let standings = summary["standings"].as_array().expect("standings");
    let standing = |name: &str| {
        let found = standings.iter().find(|standing| standing["name"] == name);
        found.unwrap_or_else(|| panic!("no {name} in {summary}"))
    };
    let forfeits = |name: &str, kind: &str| standing(name)["forfeits"][kind].as_u64().unwrap_or(0);
    // Each broken program loses by forfeit, by the kind of its fault, its six games against the
    // sound players and, where two broken ones meet, the game it has to move first in: eight.
    assert_eq!(forfeits("carla", "crash"), 8, "{summary}");
    assert_eq!(forfeits("davi", "timeout"), 8, "{summary}");
    assert_eq!(forfeits("elisa", "malformed"), 8, "{summary}");
    for broken in ["carla", "davi", "elisa"] {
        assert_eq!((standing(broken)["losses"].as_u64(), standing(broken)["wins"].as_u64()), (Some(8), Some(2)));
    }
    // The sound programs beat the broken ones and lose nothing by forfeit: a game of theirs
    // ends by the rules.
    for sound in ["ana", "bruno", "easy"] {
        let standing = standing(sound);
        assert!(standing["forfeits"].as_object().is_some_and(|kinds| kinds.is_empty()), "{standing}");
        assert!(standing["wins"].as_u64().expect("wins") >= 6, "{standing}");
    }
    assert_eq!(standing("bruno")["player"], "program-game:python3 agent.py");
    std::fs::remove_dir_all(&class).expect("the class is removed");
}

#[test]
fn a_reversi_tournament_starts_from_the_balanced_openings() {
    let output =
        run(&["tournament", "reversi", "--player", "random", "--player", "greedy", "--games", "2", "--json"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let summary: serde_json::Value = serde_json::from_str(stdout(&output).trim()).expect("one JSON object");
    assert_eq!((summary["openings"].as_str(), summary["games"].as_u64()), (Some("balanced"), Some(2)));
}

#[test]
fn a_level_is_rated_where_its_own_ladder_puts_it() {
    // Reversi's level 4 (Club, 1960 on the ladder) rated as if it were a student's program.
    let output = run(&["rate", "reversi", "--player", "level:4", "--games", "10", "--jobs", "2", "--json"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let rating: serde_json::Value =
        serde_json::from_str(stdout(&output).lines().last().expect("a line")).expect("JSON");
    let (value, margin) = (rating["rating"].as_f64().expect("a rating"), rating["margin"].as_f64().expect("a margin"));
    assert!((value - 1960.0).abs() <= margin, "{rating}");
    assert!(margin < 300.0, "{rating}");
    let beside_club = [rating["below"].as_str(), rating["above"].as_str()].contains(&Some("Club"));
    assert!(beside_club, "{rating}");
    // It climbed from the middle of the ladder down to the levels it beats.
    let met: Vec<&str> =
        rating["matches"].as_array().expect("matches").iter().filter_map(|m| m["level"].as_str()).collect();
    assert_eq!(met.first(), Some(&"Expert"), "{met:?}");
    assert!(met.contains(&"Club") && met.contains(&"Casual"), "{met:?}");
}

#[test]
fn a_students_program_is_rated_with_what_it_scored_against_each_level() {
    let player = format!("program:{}", agent("tictactoe"));
    let output = run(&["rate", "tictactoe", "--player", &player, "--games", "4"], "");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.lines().any(|line| line.starts_with("against Hard (1067): ")), "{text}");
    let last = text.lines().last().expect("a line");
    let placed = ["between", "below", "above", "level with"].iter().any(|words| last.contains(words));
    assert!(last.starts_with("rating ") && placed, "{text}");
}

#[test]
fn tic_tac_toe_rates_from_openings_still_open_so_perfect_play_tops_the_ladder_and_runs_agree() {
    // Every game starts from an opening perfect play draws: a perfect player draws them all and
    // is rated as the strongest level, whatever the seed.
    let rate = |player: &str, seed: &str| {
        let output = run(&["rate", "tictactoe", "--player", player, "--seed", seed, "--json"], "");
        assert!(output.status.success(), "{}", stderr(&output));
        let summary: serde_json::Value =
            serde_json::from_str(stdout(&output).lines().last().expect("a line")).expect("JSON");
        (summary["rating"].as_f64().expect("a rating"), summary["margin"].as_f64().expect("a margin"), summary)
    };
    for seed in ["1", "2"] {
        let (rating, _, summary) = rate("ai:depth=9", seed);
        assert_eq!(rating.round(), 1067.0, "{summary}");
        let losses = summary["matches"].as_array().expect("matches").iter().map(|m| m["losses"].as_u64());
        assert!(losses.into_iter().all(|losses| losses == Some(0)), "{summary}");
    }
    // The greedy player, three seeds: each rating within the others' margins.
    let runs: Vec<(f64, f64)> =
        ["1", "2", "3"].iter().map(|seed| rate("greedy", seed)).map(|(r, m, _)| (r, m)).collect();
    for &(a, margin_a) in &runs {
        for &(b, margin_b) in &runs {
            assert!((a - b).abs() <= margin_a.max(margin_b), "{runs:?}");
        }
    }
}
