//! Tournaments kept in a folder: killed mid-way and resumed, missing and damaged games played
//! again, and planned as jobs that GNU parallel plays from another folder, then collected —
//! each ending with the standings an unbroken run with the same seed gives.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::Duration;

use crate::common::{run, stderr, stdout};

/// A Tic-tac-toe program that always takes the first empty cell (the same game every time,
/// unlike the example agent, which picks among equals at random). With `HANG_ONCE` set to a
/// path that does not exist yet, its first move makes that file and sleeps instead.
const FIRST_EMPTY: &str = r#"
import os, sys, time
marker = os.environ.get("HANG_ONCE")
if marker and not os.path.exists(marker):
    open(marker, "w").close()
    time.sleep(20)
side = sys.stdin.readline()
cells = "".join(sys.stdin.readline().strip() for _ in range(3))
print(cells.index("-") + 1)
"#;

/// A fresh folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("minimax-arcade-kept-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

fn text(path: &Path) -> &str {
    path.to_str().expect("a path in words")
}

/// The program run with `args` in `folder`, to its end.
fn run_in(folder: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_minimax-arcade")).args(args).current_dir(folder).output().expect("it runs")
}

/// The last line of a `--json` run, which must have succeeded.
fn summary_of(output: &Output) -> serde_json::Value {
    assert!(output.status.success(), "{}", stderr(output));
    serde_json::from_str(stdout(output).lines().last().expect("a line")).expect("one JSON object")
}

/// What two runs of the same tournament must agree on: everything but the time they took.
fn results(summary: &serde_json::Value) -> serde_json::Value {
    let mut summary = summary.clone();
    summary.as_object_mut().expect("an object").remove("seconds");
    summary
}

/// The games recorded in `dir` so far.
fn played(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = match std::fs::read_dir(dir.join("played")) {
        Ok(entries) => {
            entries.map(|entry| entry.expect("an entry").file_name().to_string_lossy().into_owned()).collect()
        }
        Err(_) => Vec::new(),
    };
    names.sort();
    names
}

#[test]
fn a_tournament_killed_mid_game_goes_on_from_its_last_finished_game() {
    let dir = scratch("killed");
    std::fs::write(dir.join("first_empty.py"), FIRST_EMPTY).expect("the program");
    let marker = dir.join("hung");
    let program = format!("steady=program:python3 {}", text(&dir.join("first_empty.py")));
    let tournament = |save: &Path| {
        let mut command = Command::new(env!("CARGO_BIN_EXE_minimax-arcade"));
        command.args(["tournament", "tictactoe", "--player", "a=random", "--player", "b=greedy"]);
        command.args(["--player", &program, "--games", "2", "--engine-timeout-ms", "60000", "--json", "--save"]);
        command.arg(save).env("HANG_ONCE", &marker).stdout(Stdio::piped()).stderr(Stdio::piped());
        command
    };
    // Unbroken, the program never hangs (its marker is there).
    std::fs::write(&marker, "").expect("the marker");
    let unbroken = summary_of(&tournament(&dir.join("unbroken")).output().expect("it runs"));
    assert_eq!(unbroken["games"], 6, "{unbroken}");

    // Killed (as by a power cut) while the program's first move hangs: the first game, a
    // against b, is on the disk, the one under way is not.
    std::fs::remove_file(&marker).expect("no marker");
    let cut = dir.join("cut");
    let mut child = tournament(&cut).spawn().expect("it starts");
    while !marker.exists() {
        assert!(child.try_wait().expect("it runs").is_none(), "the tournament ended before the hang");
        std::thread::sleep(Duration::from_millis(20));
    }
    child.kill().expect("killed");
    child.wait().expect("it is gone");
    assert_eq!(played(&cut), ["0001.json"]);
    assert!(!cut.join("standings.json").exists(), "a killed run writes no standings");

    let resumed = run(&["tournament", "--resume", text(&cut), "--json"], "");
    assert_eq!(results(&summary_of(&resumed)), results(&unbroken), "{}", stderr(&resumed));
    assert_eq!(played(&cut).len(), 6);
    for file in ["standings.json", "standings.csv", "index.html"] {
        assert!(cut.join(file).exists(), "{file}");
    }
    std::fs::remove_dir_all(&dir).expect("removed");
}

#[test]
fn a_resumed_tournament_plays_again_only_the_games_missing_or_damaged() {
    let dir = scratch("resumed");
    let kept = dir.join("class");
    let mut args = vec!["tournament", "tictactoe", "--format", "swiss", "--jobs", "2", "--save", text(&kept)];
    for player in ["perfect=level:perfect", "greedy", "r1=random", "r2=random", "hard=level:hard"] {
        args.extend(["--player", player]);
    }
    let whole = summary_of(&run(&[&args[..], &["--json"]].concat(), ""));
    assert_eq!((whole["rounds"].as_u64(), whole["games"].as_u64()), (Some(4), Some(16)), "{whole}");

    // Two games lost, one damaged: those three are played again, the rest read back.
    std::fs::remove_file(kept.join("played/0002.json")).expect("removed");
    std::fs::remove_file(kept.join("played/0011.json")).expect("removed");
    std::fs::write(kept.join("played/0007.json"), "{\"job\": 7, \"round\"").expect("damaged");
    let output = run(&["tournament", "--resume", text(&kept), "--json"], "");
    assert_eq!(results(&summary_of(&output)), results(&whole));
    assert!(stderr(&output).contains("0007.json is no game of this tournament"), "{}", stderr(&output));
    assert!(kept.join("played/0007.json.unreadable").exists(), "the damaged file is kept aside");
    assert_eq!(played(&kept).iter().filter(|name| name.ends_with(".json")).count(), 16);

    // A game that is another's (a file copied over) is played again too.
    std::fs::copy(kept.join("played/0001.json"), kept.join("played/0005.json")).expect("copied");
    let output = run(&["tournament", "--resume", text(&kept), "--json"], "");
    assert_eq!(results(&summary_of(&output)), results(&whole));
    assert!(stderr(&output).contains("0005.json is no game of this tournament"), "{}", stderr(&output));

    // The folder holds that tournament: a new one there, or other players, are refused.
    let again = run(&args, "");
    assert!(stderr(&again).contains("holds a tournament already"), "{}", stderr(&again));
    let changed = run(&["tournament", "--resume", text(&kept), "--player", "x=random"], "");
    assert!(!changed.status.success());
    assert!(stderr(&changed).contains("cannot be used with"), "{}", stderr(&changed));
    let nothing = run(&["tournament", "--resume", text(&dir)], "");
    assert!(stderr(&nothing).contains("holds no tournament"), "{}", stderr(&nothing));
    std::fs::remove_dir_all(&dir).expect("removed");
}

#[test]
fn a_planned_tournament_is_played_by_gnu_parallel_from_any_folder_then_collected() {
    if Command::new("parallel").arg("--version").output().is_err() {
        eprintln!("GNU parallel is not installed (Debian: parallel): the planned tournament is not tried");
        return;
    }
    let dir = scratch("planned");
    let class = dir.join("class");
    std::fs::create_dir_all(&class).expect("the class's folder");
    std::fs::write(class.join("first_empty.py"), FIRST_EMPTY).expect("the program");
    // The program's command is relative to the folder the tournament is set up in.
    let args = [
        "tournament",
        "tictactoe",
        "--format",
        "swiss",
        "--rounds",
        "3",
        "--player",
        "steady=program:python3 first_empty.py",
        "--player",
        "hard=level:hard",
        "--player",
        "r1=random",
        "--player",
        "greedy",
        "--player",
        "easy=level:easy",
    ];
    let direct = summary_of(&run_in(&class, &[&args[..], &["--json"]].concat()));

    let planned = dir.join("planned");
    let plan = run_in(&class, &[&args[..], &["--plan", "../planned"]].concat());
    assert!(plan.status.success(), "{}", stderr(&plan));
    assert!(stdout(&plan).contains("4 games of round 1 of 3"), "{}", stdout(&plan));
    // Each round: collect says what is left and writes it to jobs.txt; parallel, run from a
    // folder of its own, plays it.
    let elsewhere = dir.join("elsewhere");
    std::fs::create_dir_all(&elsewhere).expect("a folder");
    let collect = || run_in(&elsewhere, &["tournament", "--collect", text(&planned), "--json"]);
    let mut rounds = 0;
    let collected = loop {
        let jobs = std::fs::File::open(planned.join("jobs.txt")).expect("jobs.txt");
        let parallel = Command::new("parallel").args(["--jobs", "2"]).current_dir(&elsewhere).stdin(jobs).output();
        let parallel = parallel.expect("parallel runs");
        assert!(parallel.status.success(), "{}", stderr(&parallel));
        rounds += 1;
        let collected = collect();
        if collected.status.success() {
            break collected;
        }
        assert!(stderr(&collected).contains(&format!("of round {} of 3 are not played yet", rounds + 1)));
        assert!(rounds < 3, "{}", stderr(&collected));
    };
    assert_eq!(rounds, 3);
    assert_eq!(results(&summary_of(&collected)), results(&direct));
    // A job run twice plays nothing the second time; one past the end is refused.
    let line = std::fs::read_to_string(planned.join("jobs.txt")).expect("jobs.txt");
    let job = run_in(&elsewhere, &["tournament", "--resume", text(&planned), "--job", "12"]);
    assert!(stdout(&job).contains("game 12 was played already"), "{}{line}", stdout(&job));
    let past = run_in(&elsewhere, &["tournament", "--resume", text(&planned), "--job", "13"]);
    assert!(stderr(&past).contains("the tournament has 12 games"), "{}", stderr(&past));
    std::fs::remove_dir_all(&dir).expect("removed");
}
