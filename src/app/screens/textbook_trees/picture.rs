//! "Save picture": the drawn tree at the step shown, for a teacher's slides. As SVG, written from
//! the same marks the screen paints ([`drawing::Mark`]), which scales to any size; as PNG, the
//! drawing's part of the window as the screen shows it. Pictures go to the player's pictures
//! folder, under "Minimax Arcade", each under a new name; in a browser, to its downloads.

use std::path::{Path, PathBuf};

use bevy::image::IntoDynamicImageError;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};

use super::{TextbookTrees, drawing};
use crate::app::base::errors::Explain;
use crate::app::base::file_dialog::{self, Kept};
use crate::app::base::redraw::WakeUp;
use crate::app::widgets::tree_drawing;
use crate::tr;

pub(super) fn plugin(app: &mut App) {
    app.add_observer(take_png);
}

/// Asks for the PNG of the window's `area`, in physical pixels, saved to `path`.
#[derive(Event, Clone, Debug)]
pub struct SavePng {
    pub area: URect,
    pub path: PathBuf,
}

/// The folder pictures are saved to: `pictures` beside the settings where the configuration
/// folder is set by its variable (tests, portable set-ups); else the player's pictures folder,
/// else their home, each with a folder of the game's own.
pub fn pictures_dir() -> Option<PathBuf> {
    // A download is named by its file name alone.
    if file_dialog::DOWNLOADS {
        return Some(PathBuf::new());
    }
    if std::env::var_os(crate::library::CONFIG_DIR_ENV).is_some() {
        return crate::library::config_dir().map(|config| config.join("pictures"));
    }
    let user = directories::UserDirs::new()?;
    let base = user.picture_dir().unwrap_or(user.home_dir());
    Some(base.join("Minimax Arcade"))
}

/// A new file name in `folder` for a picture in `extension`: `game-tree-<time>.<extension>`, with
/// a number added where one of that name exists.
pub fn new_picture_path(folder: &Path, extension: &str) -> PathBuf {
    let seconds = web_time::SystemTime::now().duration_since(web_time::UNIX_EPOCH).map_or(0, |time| time.as_secs());
    let stem = format!("game-tree-{}", crate::library::timestamp(seconds)); // not shown: a file name
    unused_path(folder, &stem, extension)
}

/// `folder/stem.extension`, or with a number added (`stem-2.extension`) where one of that name
/// exists.
pub fn unused_path(folder: &Path, stem: &str, extension: &str) -> PathBuf {
    let ending = format!(".{extension}");
    folder.join(format!("{}{ending}", unused_stem(folder, stem, &[&ending])))
}

/// `stem`, or `stem-2`, `stem-3`…, the first that no file in `folder` takes with any of
/// `endings` after it: the name of files that go together (`stem.svg` and `stem-key.svg`).
pub fn unused_stem(folder: &Path, stem: &str, endings: &[&str]) -> String {
    let taken = |stem: &str| endings.iter().any(|ending| folder.join(format!("{stem}{ending}")).exists());
    let mut candidate = stem.to_owned();
    let mut number = 2;
    while taken(&candidate) {
        candidate = format!("{stem}-{number}");
        number += 1;
    }
    candidate
}

/// Saves the drawing of `trees` at the step shown as an SVG picture; says where, or why not.
pub fn save_svg(trees: &TextbookTrees) -> String {
    let tree = trees.shown_tree();
    let marks = drawing::marks(tree, &trees.picture(), trees.layout());
    let svg = tree_drawing::svg(&marks, tree_drawing::bounds(trees.layout()));
    let Some(folder) = pictures_dir() else { return tr!("textbook-trees-picture-no-folder") };
    let path = new_picture_path(&folder, "svg");
    match file_dialog::keep_file(&path, svg.as_bytes()) {
        Ok(kept) => kept_notice(&kept),
        Err(error) => {
            tr!("textbook-trees-picture-failed", path = path.display().to_string(), error = error.explain())
        }
    }
}

/// Where a picture went, in the notice under the steps.
fn kept_notice(kept: &Kept) -> String {
    match kept {
        Kept::File(path) => tr!("textbook-trees-picture-saved", path = path.display().to_string()),
        Kept::Download(name) => tr!("textbook-trees-picture-downloaded", name = name.as_str()),
    }
}

/// Captures the window, keeps the drawing's area and saves it as PNG; the notice under the
/// steps says where, or why not.
fn take_png(request: On<SavePng>, mut commands: Commands, mut wake: ResMut<WakeUp>) {
    let SavePng { area, path } = request.event().clone();
    wake.now();
    commands.spawn(Screenshot::primary_window()).observe(
        move |captured: On<ScreenshotCaptured>, mut trees: ResMut<TextbookTrees>, mut wake: ResMut<WakeUp>| {
            trees.picture_notice = Some(match save_png(&captured.image, area, &path) {
                Ok(kept) => kept_notice(&kept),
                Err(error) => {
                    tr!("textbook-trees-picture-failed", path = path.display().to_string(), error = error.explain())
                }
            });
            wake.now();
        },
    );
}

/// Why the drawing could not be saved as a PNG picture.
enum PngError {
    /// The window's capture is in a form no picture is made from.
    Capture(IntoDynamicImageError),
    /// The drawing's area lies outside the window.
    OffScreen,
    Encode(image::ImageError),
    Write(std::io::Error),
}

impl Explain for PngError {
    fn explain(&self) -> String {
        match self {
            Self::Capture(error) => error.to_string(),
            Self::OffScreen => tr!("textbook-trees-picture-off-screen"),
            Self::Encode(error) => error.to_string(),
            Self::Write(error) => error.explain(),
        }
    }
}

/// `area` of the captured `image`, saved as PNG to `path`.
fn save_png(image: &Image, area: URect, path: &Path) -> Result<Kept, PngError> {
    let whole = image.clone().try_into_dynamic().map_err(PngError::Capture)?;
    let area = area.intersect(URect::new(0, 0, whole.width(), whole.height()));
    if area.is_empty() {
        return Err(PngError::OffScreen);
    }
    let cropped = whole.crop_imm(area.min.x, area.min.y, area.width(), area.height()).to_rgb8();
    let mut bytes = std::io::Cursor::new(Vec::new());
    cropped.write_to(&mut bytes, image::ImageFormat::Png).map_err(PngError::Encode)?;
    file_dialog::keep_file(path, bytes.get_ref()).map_err(PngError::Write)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::textbook_tree::{MoveOrder, TextbookAlgorithm, Trace, Tree};

    #[test]
    fn the_svg_holds_every_node_and_the_cuts_as_the_screen_does() {
        let tree = Tree::parse("(((2 3) (5 9)) ((0 1) (7 5)))").expect("valid");
        let trace = Trace::new(&tree, TextbookAlgorithm::AlphaBeta, MoveOrder::AsGiven);
        let picture = super::super::TreePicture::after(&trace, trace.steps().len());
        let places = drawing::layout(&tree);
        let svg = tree_drawing::svg(&drawing::marks(&tree, &picture, &places), tree_drawing::bounds(&places));
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.trim_end().ends_with("</svg>"));
        assert_eq!(svg.matches("<polygon").count(), 7, "A to G");
        assert_eq!(svg.matches("stroke-dasharray").count(), 4, "E's 9, G and G's two leaves");
        for name in ["A", "B", "G", "= 3", "≥ 5"] {
            assert!(svg.contains(&format!(">{name}</text>")), "{name}");
        }
    }

    #[test]
    fn a_new_picture_never_takes_an_old_ones_name() {
        let folder = std::env::temp_dir().join(format!("minimax-arcade-pictures-{}", std::process::id()));
        std::fs::create_dir_all(&folder).expect("a folder");
        let first = new_picture_path(&folder, "svg");
        std::fs::write(&first, "x").expect("written");
        let second = new_picture_path(&folder, "svg");
        assert_ne!(first, second);
        assert!(second.to_string_lossy().ends_with("-2.svg"));
        std::fs::remove_dir_all(&folder).expect("removed");
    }
}
