//! A class's folder of submissions: each entry of the folder is one student, named by its file
//! or folder, and runs as a program a match seats. A file runs by its kind (a script through
//! its interpreter, an executable as it is); a folder by the first line of its `command` file,
//! or else by the one program file it holds, in that folder. An entry with nothing to run says
//! why ([`LeftOut`]) instead of stopping the class: the others play.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use super::Lifetime;
use super::command_line::{command_for_file, interpreter};

/// The file in a submission's folder whose first line is the command that runs it.
pub const COMMAND_FILE: &str = "command";

/// One entry of the folder: a student's submission.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Submission {
    /// The student, by the entry's name (`ana.py` and `ana/` are both Ana).
    pub name: String,
    /// The entry's path.
    pub entry: PathBuf,
    /// How it runs, or why it cannot.
    pub program: Result<SubmittedProgram, LeftOut>,
}

/// How a submission runs: as `program:` (a process a move) or `program-game:` (a process a
/// game) with this command, in this folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SubmittedProgram {
    pub command: String,
    pub lifetime: Lifetime,
    pub folder: PathBuf,
}

/// Why an entry has no program to run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LeftOut {
    /// A folder with no program file and no `command` file.
    NoProgram,
    /// A folder with several program files and no `command` file to say which runs.
    SeveralPrograms(Vec<String>),
    /// A `command` file whose first line is blank.
    EmptyCommand,
    /// A file that is neither a script of a known kind nor executable.
    NotAProgram,
    /// Something that is neither a file nor a folder (a broken link, a device).
    NotAFileOrFolder,
    /// The entry, or its `command` file, could not be read.
    Unreadable(String),
}

impl fmt::Display for LeftOut {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoProgram => write!(
                f,
                "the folder holds no program (a .py, .js, .rb, .sh, .jar or executable file) and no {COMMAND_FILE} file"
            ),
            Self::SeveralPrograms(files) => write!(
                f,
                "the folder holds several programs ({}) and no {COMMAND_FILE} file saying which to run: add one whose \
                 first line is the command, such as `python3 {}`",
                files.join(", "),
                files.first().map_or("agent.py", String::as_str)
            ),
            Self::EmptyCommand => {
                write!(f, "the first line of its {COMMAND_FILE} file is blank: write the command there")
            }
            Self::NotAProgram => {
                f.write_str("not a program: a .py, .js, .rb, .sh or .jar file, an executable or a folder plays")
            }
            Self::NotAFileOrFolder => f.write_str("neither a file nor a folder"),
            Self::Unreadable(error) => write!(f, "cannot be read: {error}"),
        }
    }
}

/// Why the folder itself cannot be read.
#[derive(Debug)]
pub struct SubmissionsError {
    pub folder: PathBuf,
    pub error: io::Error,
}

impl fmt::Display for SubmissionsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot read the folder of submissions {}: {}", self.folder.display(), self.error)
    }
}

impl std::error::Error for SubmissionsError {}

/// The submissions in `folder`, by name; hidden entries (`.git`, `.DS_Store`) are not students.
pub fn read_submissions(folder: &Path) -> Result<Vec<Submission>, SubmissionsError> {
    let fail = |error| SubmissionsError { folder: folder.to_owned(), error };
    // A program runs in a folder of its own: its path and its folder must not depend on ours.
    let folder = &std::path::absolute(folder).map_err(fail)?;
    let mut entries = Vec::new();
    for entry in std::fs::read_dir(folder).map_err(fail)? {
        let entry = entry.map_err(fail)?;
        let file_name = entry.file_name().to_string_lossy().into_owned();
        if !file_name.starts_with('.') {
            entries.push((file_name, entry.path()));
        }
    }
    entries.sort();
    let stem = |file_name: &str, path: &Path| {
        if path.is_dir() { file_name.to_owned() } else { file_stem(file_name) }
    };
    let stems: Vec<String> = entries.iter().map(|(file_name, path)| stem(file_name, path)).collect();
    let submissions = entries.iter().zip(&stems).map(|((file_name, path), stem)| {
        // `ana.py` beside `ana/` or `ana.js`: each goes by its whole name.
        let shared = stems.iter().filter(|other| *other == stem).count() > 1;
        let name = if shared { file_name.clone() } else { stem.clone() };
        Submission { name, entry: path.clone(), program: program_of(path, folder) }
    });
    Ok(submissions.collect())
}

/// `ana.py` → `ana`; `.hidden` and `notes` stay as they are.
fn file_stem(file_name: &str) -> String {
    match file_name.rsplit_once('.') {
        Some((stem, _)) if !stem.is_empty() => stem.to_owned(),
        _ => file_name.to_owned(),
    }
}

/// How the entry at `path` runs; a file runs in `folder`, the folder of submissions.
fn program_of(path: &Path, folder: &Path) -> Result<SubmittedProgram, LeftOut> {
    let metadata = std::fs::metadata(path).map_err(|error| match error.kind() {
        io::ErrorKind::NotFound => LeftOut::NotAFileOrFolder,
        _ => LeftOut::Unreadable(error.to_string()),
    })?;
    if metadata.is_dir() {
        return folder_program(path);
    }
    if !metadata.is_file() {
        return Err(LeftOut::NotAFileOrFolder);
    }
    if !is_program_file(path, &metadata) {
        return Err(LeftOut::NotAProgram);
    }
    Ok(SubmittedProgram { command: command_for_file(path), lifetime: Lifetime::PerMove, folder: folder.to_owned() })
}

/// A submission's folder runs by its `command` file, or by the one program file in it.
fn folder_program(folder: &Path) -> Result<SubmittedProgram, LeftOut> {
    let unreadable = |error: io::Error| LeftOut::Unreadable(error.to_string());
    let command_file = folder.join(COMMAND_FILE);
    if command_file.is_file() {
        let text = std::fs::read(&command_file).map_err(unreadable)?;
        let text = String::from_utf8_lossy(&text);
        let line = text.trim_start_matches('\u{feff}').lines().next().unwrap_or_default().trim();
        let (lifetime, command) = match line.split_once(':') {
            Some(("program-game", command)) => (Lifetime::PerGame, command.trim()),
            Some(("program", command)) => (Lifetime::PerMove, command.trim()),
            _ => (Lifetime::PerMove, line),
        };
        if command.is_empty() {
            return Err(LeftOut::EmptyCommand);
        }
        return Ok(SubmittedProgram { command: command.to_owned(), lifetime, folder: folder.to_owned() });
    }
    let mut programs = Vec::new();
    for entry in std::fs::read_dir(folder).map_err(unreadable)? {
        let path = entry.map_err(unreadable)?.path();
        let hidden = path.file_name().is_some_and(|name| name.to_string_lossy().starts_with('.'));
        let Ok(metadata) = std::fs::metadata(&path) else { continue };
        if !hidden && metadata.is_file() && is_program_file(&path, &metadata) {
            programs.push(path);
        }
    }
    programs.sort();
    match &programs[..] {
        [] => Err(LeftOut::NoProgram),
        [program] => {
            // Run by its own name, in its folder: what the student typed to try it.
            let file = Path::new(program.file_name().unwrap_or_default());
            let file = if interpreter(file).is_some() { file.to_owned() } else { Path::new(".").join(file) };
            Ok(SubmittedProgram {
                command: command_for_file(&file),
                lifetime: Lifetime::PerMove,
                folder: folder.to_owned(),
            })
        }
        several => {
            let names = several.iter().map(|path| path.file_name().unwrap_or_default().to_string_lossy().into_owned());
            Err(LeftOut::SeveralPrograms(names.collect()))
        }
    }
}

/// A script of a kind we run, or an executable file.
fn is_program_file(path: &Path, metadata: &std::fs::Metadata) -> bool {
    interpreter(path).is_some() || is_executable(path, metadata)
}

#[cfg(unix)]
fn is_executable(_path: &Path, metadata: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::PermissionsExt;
    metadata.permissions().mode() & 0o111 != 0
}

#[cfg(not(unix))]
fn is_executable(path: &Path, _metadata: &std::fs::Metadata) -> bool {
    path.extension().is_some_and(|extension| extension.eq_ignore_ascii_case("exe"))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh folder of submissions for one test.
    fn class_folder(test: &str) -> PathBuf {
        let folder = std::env::temp_dir().join(format!("minimax-arcade-submissions-{test}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).expect("a temporary folder");
        folder
    }

    fn write(path: &Path, text: &str) {
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).expect("a folder");
        }
        std::fs::write(path, text).expect("a file");
    }

    fn by_name(submissions: &[Submission], name: &str) -> Result<SubmittedProgram, LeftOut> {
        let found = submissions.iter().find(|submission| submission.name == name);
        found.unwrap_or_else(|| panic!("no {name} in {submissions:?}")).program.clone()
    }

    #[test]
    fn each_entry_is_a_student_run_by_its_kind_or_left_out_with_the_reason() {
        let folder = class_folder("kinds");
        write(&folder.join("ana.py"), "print('e5')");
        write(&folder.join("bruno.js"), "");
        write(&folder.join("notes.txt"), "who submitted what");
        write(&folder.join(".DS_Store"), "");
        write(&folder.join("carla/agent.py"), "");
        write(&folder.join("carla/weights.txt"), "1 2 3");
        write(&folder.join("davi/command"), "program-game: python3 bot.py --side {side}\nignored\n");
        write(&folder.join("davi/bot.py"), "");
        write(&folder.join("davi/helper.py"), "");
        write(&folder.join("elisa/main.py"), "");
        write(&folder.join("elisa/util.py"), "");
        std::fs::create_dir_all(folder.join("fabio")).expect("a folder");
        write(&folder.join("gil/command"), "\n");
        let submissions = read_submissions(&folder).expect("the folder reads");
        let names: Vec<&str> = submissions.iter().map(|submission| submission.name.as_str()).collect();
        assert_eq!(names, ["ana", "bruno", "carla", "davi", "elisa", "fabio", "gil", "notes"]);

        let ana = by_name(&submissions, "ana").expect("a Python file plays");
        assert_eq!(ana.command, command_for_file(&folder.join("ana.py")));
        assert_eq!((ana.lifetime, ana.folder), (Lifetime::PerMove, folder.clone()));
        assert!(by_name(&submissions, "bruno").expect("a script").command.starts_with("node "));
        let carla = by_name(&submissions, "carla").expect("one program in the folder");
        assert_eq!(
            (carla.command.as_str(), carla.folder),
            (if cfg!(windows) { "python agent.py" } else { "python3 agent.py" }, folder.join("carla"))
        );
        let davi = by_name(&submissions, "davi").expect("its command file says");
        assert_eq!((davi.command.as_str(), davi.lifetime), ("python3 bot.py --side {side}", Lifetime::PerGame));
        assert_eq!(
            by_name(&submissions, "elisa"),
            Err(LeftOut::SeveralPrograms(vec!["main.py".to_owned(), "util.py".to_owned()]))
        );
        assert_eq!(by_name(&submissions, "fabio"), Err(LeftOut::NoProgram));
        assert_eq!(by_name(&submissions, "gil"), Err(LeftOut::EmptyCommand));
        assert_eq!(by_name(&submissions, "notes"), Err(LeftOut::NotAProgram));
        let several = LeftOut::SeveralPrograms(vec!["main.py".to_owned(), "util.py".to_owned()]).to_string();
        assert!(several.contains("(main.py, util.py)") && several.contains("`python3 main.py`"), "{several}");
        std::fs::remove_dir_all(&folder).expect("the folder is removed");
    }

    #[cfg(unix)]
    #[test]
    fn an_executable_runs_as_it_is_and_a_shared_name_keeps_its_extension() {
        use std::os::unix::fs::PermissionsExt;
        let folder = class_folder("executables");
        write(&folder.join("hugo/agente"), "#!/bin/sh\necho e5\n");
        write(&folder.join("hugo/LEIAME.md"), "como rodar");
        let executable = std::fs::Permissions::from_mode(0o755);
        std::fs::set_permissions(folder.join("hugo/agente"), executable.clone()).expect("made executable");
        write(&folder.join("iara"), "#!/bin/sh\necho e5\n");
        std::fs::set_permissions(folder.join("iara"), executable).expect("made executable");
        write(&folder.join("joao.py"), "");
        write(&folder.join("joao.js"), "");
        let submissions = read_submissions(&folder).expect("the folder reads");
        let hugo = by_name(&submissions, "hugo").expect("its one executable");
        assert_eq!((hugo.command.as_str(), hugo.folder), ("./agente", folder.join("hugo")));
        assert_eq!(
            by_name(&submissions, "iara").expect("an executable").command,
            command_for_file(&folder.join("iara"))
        );
        assert!(by_name(&submissions, "joao.py").is_ok() && by_name(&submissions, "joao.js").is_ok());
        std::fs::remove_dir_all(&folder).expect("the folder is removed");
    }

    #[test]
    fn a_folder_that_is_not_there_says_so() {
        let missing = Path::new("/no/such/class");
        let error = read_submissions(missing).expect_err("nothing to read");
        assert!(error.to_string().starts_with("cannot read the folder of submissions /no/such/class: "), "{error}");
    }
}
