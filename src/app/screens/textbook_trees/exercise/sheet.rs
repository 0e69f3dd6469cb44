//! "Save sheet": the exercise on the screen as a page to print for a class and its answer key
//! ([`crate::games::textbook_tree::sheet`]), in the window's language: a PDF of both pages, or an
//! SVG picture of each. Sheets go where the screen's pictures go, named by the exercise's code
//! (`exercise-K7Q2.pdf`), each under a new name; in a browser, to its downloads.

use std::path::{Path, PathBuf};

use super::TreeExercise;
use crate::app::base::errors::Explain;
use crate::app::base::file_dialog::{self, Kept};
use crate::app::base::i18n::decimal;
use crate::app::screens::textbook_trees::picture::{pictures_dir, unused_path, unused_stem};
use crate::games::textbook_tree::check::CheckedAlgorithm;
use crate::games::textbook_tree::sheet::{self, SheetWords};
use crate::tr;

/// The files a sheet is saved as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SheetFormat {
    /// One document of two pages.
    Pdf,
    /// A picture per page: the exercise, and the key beside it.
    Svg,
}

/// The sheet's words in the window's language.
pub fn sheet_words(exercise: &TreeExercise) -> SheetWords {
    let code = exercise.code().to_string();
    let (search, how, key_how) = match exercise.algorithm() {
        CheckedAlgorithm::Minimax => {
            (tr!("sheet-search-minimax"), tr!("sheet-how-minimax"), tr!("sheet-key-how-minimax"))
        }
        CheckedAlgorithm::AlphaBeta => {
            (tr!("sheet-search-alpha-beta"), tr!("sheet-how-alpha-beta"), tr!("sheet-key-how-alpha-beta"))
        }
        CheckedAlgorithm::Expectimax => {
            (tr!("sheet-search-expectimax"), tr!("sheet-how-expectimax"), tr!("sheet-key-how-expectimax"))
        }
    };
    SheetWords {
        heading: tr!("sheet-heading"),
        title: tr!("sheet-title", code = code.as_str()),
        key_title: tr!("sheet-key-title", code = code.as_str()),
        search,
        how,
        key_how,
        name: tr!("sheet-name"),
        date: tr!("sheet-date"),
        chance: tr!("sheet-chance"),
        footer: tr!("sheet-footer", code = code.as_str()),
        decimal_comma: decimal(0.5, 1).contains(','),
    }
}

/// Saves the exercise's sheet as `format`; says where, or why not.
pub fn save_sheet(exercise: &TreeExercise, format: SheetFormat) -> String {
    let Some(folder) = pictures_dir() else { return tr!("exercise-sheet-no-folder") };
    save_sheet_in(exercise, format, &folder)
}

fn save_sheet_in(exercise: &TreeExercise, format: SheetFormat, folder: &Path) -> String {
    let words = sheet_words(exercise);
    let pages = sheet::sheet(exercise.tree(), exercise.algorithm(), &words);
    let stem = format!("exercise-{}", exercise.code()); // not shown: a file name
    let files: Vec<(PathBuf, Vec<u8>)> = match format {
        SheetFormat::Pdf => vec![(unused_path(folder, &stem, "pdf"), sheet::pdf_document(&pages, &words.title))],
        SheetFormat::Svg => {
            // Both names free, so that a key never overwrites an older exercise's.
            let stem = unused_stem(folder, &stem, &[".svg", "-key.svg"]); // not shown: file names
            let path = folder.join(format!("{stem}.svg")); // not shown: a file name
            let key = folder.join(format!("{stem}-key.svg")); // not shown: a file name
            vec![(path, sheet::page_svg(&pages[0]).into_bytes()), (key, sheet::page_svg(&pages[1]).into_bytes())]
        }
    };
    let mut kept = Vec::with_capacity(files.len());
    for (path, bytes) in &files {
        match file_dialog::keep_file(path, bytes) {
            Ok(file) => kept.push(file),
            Err(error) => {
                return tr!("exercise-sheet-failed", path = path.display().to_string(), error = error.explain());
            }
        }
    }
    kept_notice(&kept)
}

/// Where the sheet went, in the notice under Save sheet.
fn kept_notice(kept: &[Kept]) -> String {
    let name = |kept: &Kept| match kept {
        Kept::File(path) => path.display().to_string(),
        Kept::Download(name) => name.clone(),
    };
    match kept {
        [Kept::File(_)] => tr!("exercise-sheet-saved", path = name(&kept[0])),
        [Kept::Download(_)] => tr!("exercise-sheet-downloaded", name = name(&kept[0])),
        [Kept::File(_), key] => tr!("exercise-sheet-saved-two", path = name(&kept[0]), key = name(key)),
        [first, key, ..] => tr!("exercise-sheet-downloaded-two", name = name(first), key = name(key)),
        [] => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::textbook_tree::ExerciseCode;

    #[test]
    fn a_sheet_is_saved_under_its_code_and_never_over_an_older_one() {
        let folder = std::env::temp_dir().join(format!("minimax-arcade-sheets-{}", std::process::id()));
        let mut exercise = TreeExercise::default();
        exercise.show_code("K7Q2".parse::<ExerciseCode>().expect("a code"));
        let notice = save_sheet_in(&exercise, SheetFormat::Pdf, &folder);
        let pdf = folder.join("exercise-K7Q2.pdf");
        assert!(notice.contains(&pdf.display().to_string()), "{notice}");
        assert!(std::fs::read(&pdf).expect("the PDF").starts_with(b"%PDF"));
        save_sheet_in(&exercise, SheetFormat::Pdf, &folder);
        assert!(folder.join("exercise-K7Q2-2.pdf").exists(), "a second sheet beside the first");
        let notice = save_sheet_in(&exercise, SheetFormat::Svg, &folder);
        let (svg, key) = (folder.join("exercise-K7Q2.svg"), folder.join("exercise-K7Q2-key.svg"));
        assert!(notice.contains(&key.display().to_string()), "{notice}");
        let page = std::fs::read_to_string(&svg).expect("the exercise");
        assert!(page.contains("K7Q2") && !page.contains(&sheet_words(&exercise).key_title));
        assert!(std::fs::read_to_string(&key).expect("the key").contains(&sheet_words(&exercise).key_title));
        std::fs::remove_dir_all(&folder).expect("removed");
    }

    #[test]
    fn every_algorithm_has_its_own_words() {
        let mut exercise = TreeExercise::default();
        exercise.show_code("K7Q2".parse::<ExerciseCode>().expect("a code"));
        let alpha_beta = sheet_words(&exercise);
        exercise.choose_algorithm(CheckedAlgorithm::Minimax);
        let minimax = sheet_words(&exercise);
        assert_ne!(alpha_beta.how, minimax.how);
        assert_ne!(alpha_beta.search, minimax.search);
        assert!(alpha_beta.title.contains("K7Q2") && alpha_beta.footer.contains("K7Q2"));
    }
}
