//! A student's program shut in with Bubblewrap (`bwrap`, Debian's `bubblewrap`) where it is
//! installed: no network, the whole file system read-only, the folder of submissions hidden but
//! for the program's own entry, which is a fresh copy it may write to, and a `/tmp` of its own
//! that goes with it. It keeps a program from the other students' work, from the teacher's files
//! (which it can still read) and from the network; the time a move and the memory cap are the
//! match's as ever. Linux only: elsewhere [`available`] says so.

use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Where a program runs shut in: the folder of submissions it may not see, and its own entry's
/// fresh copy, shown where the entry is.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Sandbox {
    /// The folder of submissions, hidden.
    pub hidden: PathBuf,
    /// The program's fresh copy of its entry.
    pub own: PathBuf,
    /// Where the entry is (inside `hidden`): the copy is shown there, writable.
    pub seen_as: PathBuf,
}

impl Sandbox {
    /// `bwrap`'s words that run `words` shut in, in `folder`.
    pub fn wrap(&self, words: &[String], folder: &Path) -> Vec<String> {
        let path = |path: &Path| path.to_string_lossy().into_owned();
        let mut wrapped: Vec<String> = [
            "bwrap",
            "--die-with-parent",
            "--unshare-all",
            "--ro-bind",
            "/",
            "/",
            "--dev",
            "/dev",
            "--proc",
            "/proc",
            "--tmpfs",
            "/tmp",
            "--tmpfs",
        ]
        .map(str::to_owned)
        .into();
        wrapped.extend([path(&self.hidden), "--bind".to_owned(), path(&self.own), path(&self.seen_as)]);
        wrapped.extend(["--chdir".to_owned(), path(folder), "--".to_owned()]);
        wrapped.extend(words.iter().cloned());
        wrapped
    }
}

/// Why programs cannot be shut in here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unavailable {
    /// Bubblewrap is Linux's.
    NotLinux,
    /// No `bwrap` on the path.
    NotInstalled,
    /// `bwrap` ran and refused (a system that forbids what it needs), in its words.
    Refused(String),
}

impl std::fmt::Display for Unavailable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::NotLinux => f.write_str("the sandbox (Bubblewrap) is for Linux only"),
            Self::NotInstalled => {
                f.write_str("Bubblewrap (bwrap) is not installed: on Debian, `apt-get install bubblewrap`")
            }
            Self::Refused(said) => write!(f, "bwrap cannot shut a program in here: {said}"),
        }
    }
}

/// Whether programs can be shut in here, tried with `bwrap` itself.
pub fn available() -> Result<(), Unavailable> {
    if !cfg!(target_os = "linux") {
        return Err(Unavailable::NotLinux);
    }
    let tried = std::process::Command::new("bwrap")
        // What every program's sandbox asks of the system, bar the folders.
        .args(["--die-with-parent", "--unshare-all", "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc"])
        .args(["--tmpfs", "/tmp", "true"])
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .output();
    match tried {
        Err(error) if error.kind() == io::ErrorKind::NotFound => Err(Unavailable::NotInstalled),
        Err(error) => Err(Unavailable::Refused(error.to_string())),
        Ok(output) if output.status.success() => Ok(()),
        Ok(output) => Err(Unavailable::Refused(String::from_utf8_lossy(&output.stderr).trim().to_owned())),
    }
}

/// The fresh copies of the entries of a tournament's programs, in a temporary folder removed
/// with this value.
#[derive(Debug)]
pub struct Copies {
    root: PathBuf,
    made: usize,
}

impl Copies {
    /// A new temporary folder for the copies.
    pub fn new() -> io::Result<Self> {
        // One folder for each tournament, even where several run in one process (the tests).
        static MADE: AtomicUsize = AtomicUsize::new(0);
        let number = MADE.fetch_add(1, Ordering::Relaxed);
        let root = std::env::temp_dir().join(format!("minimax-arcade-sandboxes-{}-{number}", std::process::id()));
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(&root)?;
        Ok(Self { root, made: 0 })
    }

    /// A fresh copy of `entry`, a file or a folder of the folder of submissions `hidden`, and
    /// the sandbox that shows it in its place.
    pub fn sandbox_for(&mut self, hidden: &Path, entry: &Path) -> io::Result<Sandbox> {
        self.made += 1;
        let holder = self.root.join(self.made.to_string());
        std::fs::create_dir_all(&holder)?;
        let own = holder.join(entry.file_name().unwrap_or_default());
        copy_entry(entry, &own)?;
        Ok(Sandbox { hidden: hidden.to_owned(), own, seen_as: entry.to_owned() })
    }
}

impl Drop for Copies {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.root);
    }
}

/// Copies a file, or a folder and everything in it; links and other special files are left out
/// (a link could reach outside the entry).
fn copy_entry(from: &Path, to: &Path) -> io::Result<()> {
    let kind = std::fs::symlink_metadata(from)?.file_type();
    if kind.is_file() {
        std::fs::copy(from, to).map(drop)
    } else if kind.is_dir() {
        std::fs::create_dir_all(to)?;
        for entry in std::fs::read_dir(from)? {
            let entry = entry?;
            copy_entry(&entry.path(), &to.join(entry.file_name()))?;
        }
        Ok(())
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sandbox_hides_the_class_and_shows_the_copy_in_the_entrys_place() {
        let sandbox = Sandbox {
            hidden: PathBuf::from("/class"),
            own: PathBuf::from("/tmp/copies/1/ana"),
            seen_as: PathBuf::from("/class/ana"),
        };
        let words = sandbox.wrap(&["python3".to_owned(), "agent.py".to_owned()], Path::new("/class/ana"));
        let text = words.join(" ");
        assert!(text.starts_with("bwrap --die-with-parent --unshare-all --ro-bind / / "), "{text}");
        assert!(
            text.contains("--tmpfs /class --bind /tmp/copies/1/ana /class/ana --chdir /class/ana -- python3 agent.py")
        );
    }

    #[test]
    fn an_entry_is_copied_whole_and_the_copies_go_with_their_holder() {
        let entry = std::env::temp_dir().join(format!("minimax-arcade-entry-{}", std::process::id()));
        std::fs::create_dir_all(entry.join("data")).expect("a folder");
        std::fs::write(entry.join("agent.py"), "print(5)").expect("a file");
        std::fs::write(entry.join("data/weights.txt"), "1 2 3").expect("a file");
        let mut copies = Copies::new().expect("a temporary folder");
        let sandbox = copies.sandbox_for(entry.parent().expect("a parent"), &entry).expect("copied");
        assert_eq!(std::fs::read_to_string(sandbox.own.join("data/weights.txt")).expect("copied"), "1 2 3");
        assert_eq!(sandbox.seen_as, entry);
        let root = copies.root.clone();
        drop(copies);
        assert!(!root.exists(), "the copies are removed");
        std::fs::remove_dir_all(&entry).expect("removed");
    }
}
