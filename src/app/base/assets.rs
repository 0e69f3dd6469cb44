//! The files under `assets/` that the window uses: the board pictures, the window icon, the
//! sounds and the fonts. They are embedded in the binary, so the game finds them however it is
//! started (`cargo run`, the binary from any directory, `cargo install`), and loaded through the
//! `AssetServer` from Bevy's `embedded://` source.
//!
//! A file that fails to load or to decode is a warning and a stand-in, never a panic or an empty
//! board: a picture becomes a flat patch of its colour, a font Bevy's and egui's own, a sound
//! silence. Fonts and sounds are checked here with the parsers egui and rodio use, because
//! both panic on a bad file where the `AssetServer` would report nothing.
//!
//! `examples/make_assets.rs` paints the pictures and synthesises the sounds; the fonts come from
//! Debian's font packages, their licences beside them.

use std::io::Cursor;
use std::path::{Path, PathBuf};

use bevy::asset::io::embedded::EmbeddedAssetRegistry;
use bevy::asset::{AssetLoadFailedEvent, RenderAssetUsages};
use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;
use bevy::render::render_resource::{Extent3d, TextureDimension, TextureFormat};
use bevy::window::PrimaryWindow;
use bevy::winit::WINIT_WINDOWS;
use bevy_egui::{EguiContexts, EguiTextureHandle, egui};

use crate::app::base::redraw::{WakeRequests, WakeUp};
use crate::games::{Seat, reversi};

/// A file under `assets/`, its bytes built into the binary.
#[derive(Clone, Copy, Debug)]
pub struct AssetFile {
    /// Relative to `assets/`.
    pub path: &'static str,
    pub bytes: &'static [u8],
}

impl AssetFile {
    /// Where the `AssetServer` finds it.
    pub(crate) fn asset_path(self) -> String {
        format!("embedded://{CRATE}/{}", self.path) // not shown: an asset path
    }
}

/// The embedded files' folder in the `embedded://` source.
const CRATE: &str = "minimax_arcade";

/// Declares each file once: a constant for the code that uses it, and [`ALL`] for registering
/// and testing them.
macro_rules! asset_files {
    ($($(#[$doc:meta])* $name:ident = $path:literal;)*) => {
        $(
            $(#[$doc])*
            pub const $name: AssetFile = AssetFile {
                path: $path,
                bytes: include_bytes!(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/", $path)),
            };
        )*
        /// Every file the window uses.
        pub const ALL: &[AssetFile] = &[$($name),*];
    };
}

asset_files! {
    BLACK_DISC = "images/reversi-disc-black.png";
    WHITE_DISC = "images/reversi-disc-white.png";
    FELT = "images/reversi-felt.png";
    /// A soft white dot that sprites tint: legal moves, star points, the last move, destinations.
    DOT = "images/dot.png";
    /// A white ring that sprites tint: the selected Catapultas piece.
    RING = "images/ring.png";
    X_STONE = "images/catapultas-stone-x.png";
    O_STONE = "images/catapultas-stone-o.png";
    ICON = "images/icon.png";
    PLACE_SOUND = "sounds/place.wav";
    FLIP_SOUND = "sounds/flip.wav";
    CAPTURE_SOUND = "sounds/capture.wav";
    GAME_OVER_SOUND = "sounds/game-over.wav";
    /// Titles and the boards' coordinates: Comfortaa, rounded and friendly.
    DISPLAY_FONT = "fonts/Comfortaa-Bold.ttf";
    /// The panel's text: Cantarell, plain and clear at small sizes.
    BODY_FONT = "fonts/Cantarell-Regular.otf";
}

/// The side of [`FELT`] in pixels: the Reversi board cuts it into its squares.
pub const FELT_PIXELS: f32 = 256.0;

/// Registers the embedded files and loads the board pictures: everything that works without a
/// window (tests run it with `MinimalPlugins`, `AssetPlugin` and the `Image` asset).
pub(crate) fn plugin(app: &mut App) {
    let registry = app.world().resource::<EmbeddedAssetRegistry>();
    for file in ALL {
        registry.insert_asset(PathBuf::new(), &Path::new(CRATE).join(file.path), file.bytes);
    }
    let art = Art::load(app.world().resource::<AssetServer>());
    app.insert_resource(art);
    app.add_systems(PreUpdate, stand_in_for_failed_pictures);
}

/// The part that needs a window: the board font, the window icon, and updates while files load.
pub(crate) fn window_plugin(app: &mut App) {
    let server = app.world().resource::<AssetServer>().clone();
    if font_is_usable(DISPLAY_FONT) {
        app.insert_resource(BoardFont(server.load(DISPLAY_FONT.asset_path())));
        app.add_observer(use_board_font);
    }
    app.insert_resource(WindowIcon(server.load(ICON.asset_path())));
    app.add_systems(Update, set_window_icon.run_if(resource_exists::<WindowIcon>));
    app.add_systems(Last, wake_while_loading.in_set(WakeRequests));
}

/// The board pictures, for every game's board.
#[derive(Resource, Clone, Debug)]
pub struct Art {
    pub black_disc: Handle<Image>,
    pub white_disc: Handle<Image>,
    pub felt: Handle<Image>,
    pub dot: Handle<Image>,
    pub ring: Handle<Image>,
    pub x_stone: Handle<Image>,
    pub o_stone: Handle<Image>,
    /// What to draw instead of each picture if it cannot be loaded: its main colour.
    stand_ins: Vec<(AssetId<Image>, Color)>,
}

impl Art {
    fn load(server: &AssetServer) -> Self {
        let mut stand_ins = Vec::new();
        let mut load = |file: AssetFile, stand_in: Color| {
            let handle: Handle<Image> = server.load(file.asset_path());
            stand_ins.push((handle.id(), stand_in));
            handle
        };
        Self {
            black_disc: load(BLACK_DISC, Color::srgb(0.1, 0.1, 0.11)),
            white_disc: load(WHITE_DISC, Color::srgb(0.93, 0.92, 0.88)),
            felt: load(FELT, Color::srgb(0.13, 0.5, 0.3)),
            dot: load(DOT, Color::WHITE),
            ring: load(RING, Color::WHITE.with_alpha(0.4)),
            x_stone: load(X_STONE, Color::srgb(0.62, 0.13, 0.11)),
            o_stone: load(O_STONE, Color::srgb(0.93, 0.89, 0.8)),
            stand_ins,
        }
    }

    pub fn disc(&self, side: reversi::Side) -> Handle<Image> {
        match side {
            reversi::Side::Black => self.black_disc.clone(),
            reversi::Side::White => self.white_disc.clone(),
        }
    }

    pub fn stone(&self, side: Seat) -> Handle<Image> {
        match side {
            Seat::First => self.x_stone.clone(),
            Seat::Second => self.o_stone.clone(),
        }
    }

    fn handles(&self) -> impl Iterator<Item = AssetId<Image>> + '_ {
        self.stand_ins.iter().map(|(id, _)| *id)
    }
}

/// A picture that failed to load is replaced by a single pixel of its colour: the sprites keep
/// their size, so a disc still shows (square) where it lies.
fn stand_in_for_failed_pictures(
    mut failures: MessageReader<AssetLoadFailedEvent<Image>>,
    art: Res<Art>,
    mut images: ResMut<Assets<Image>>,
) {
    for failure in failures.read() {
        let Some((_, color)) = art.stand_ins.iter().find(|(id, _)| *id == failure.id) else { continue };
        warn!("{}: {}; drawing a flat colour instead", failure.path, failure.error);
        let pixel = Image::new_fill(
            Extent3d { width: 1, height: 1, depth_or_array_layers: 1 },
            TextureDimension::D2,
            &color.to_srgba().to_u8_array(),
            TextureFormat::Rgba8UnormSrgb,
            RenderAssetUsages::RENDER_WORLD,
        );
        if let Err(error) = images.insert(failure.id, pixel) {
            warn!("no stand-in for {}: {error}", failure.path);
        }
    }
}

/// The font of the text drawn on the boards.
#[derive(Resource, Clone, Debug)]
pub struct BoardFont(pub Handle<Font>);

/// Every text drawn on a board (coordinates, hint scores, cell numbers) is set in the board
/// font; one that names a font of its own keeps it.
fn use_board_font(add: On<Add, Text2d>, font: Res<BoardFont>, mut texts: Query<&mut TextFont>) {
    let Ok(mut text_font) = texts.get_mut(add.entity) else { return };
    if text_font.font == TextFont::default().font {
        text_font.font = font.0.clone().into();
    }
}

/// Whether a font file parses as egui (and Bevy's text) will read it.
pub(crate) fn font_is_usable(file: AssetFile) -> bool {
    match skrifa::FontRef::new(file.bytes) {
        Ok(_) => true,
        Err(error) => {
            warn!("{}: not a font ({error}); using the default font instead", file.path);
            false
        }
    }
}

/// Whether a sound file decodes as Bevy's audio will decode it (rodio, which panics there on a
/// bad file).
pub fn sound_is_usable(file: AssetFile) -> bool {
    let decoder =
        rodio::Decoder::builder().with_byte_len(file.bytes.len() as u64).with_data(Cursor::new(file.bytes)).build();
    match decoder {
        Ok(_) => true,
        Err(error) => {
            warn!("{}: cannot be played ({error}); that sound stays silent", file.path);
            false
        }
    }
}

/// The window icon, until it is set.
#[derive(Resource)]
struct WindowIcon(Handle<Image>);

/// Gives the icon to the window once both exist. winit's windows live on the main thread.
fn set_window_icon(
    mut commands: Commands,
    icon: Res<WindowIcon>,
    server: Res<AssetServer>,
    images: Res<Assets<Image>>,
    window: Single<Entity, With<PrimaryWindow>>,
    _main_thread: NonSendMarker,
) {
    if server.load_state(&icon.0).is_failed() {
        warn!("{}: could not be loaded; the window keeps the system's icon", ICON.path);
        commands.remove_resource::<WindowIcon>();
        return;
    }
    let Some(image) = images.get(&icon.0) else { return };
    let outcome = WINIT_WINDOWS.with_borrow(|windows| {
        let window = windows.get_window(*window)?;
        Some(winit_icon(image).map(|icon| window.set_window_icon(Some(icon))))
    });
    match outcome {
        None => {} // The window is not open yet.
        Some(Ok(())) => commands.remove_resource::<WindowIcon>(),
        Some(Err(error)) => {
            warn!("{}: {error}; the window keeps the system's icon", ICON.path);
            commands.remove_resource::<WindowIcon>();
        }
    }
}

/// Why the embedded icon is no window icon: said in the log, in English, as a check of the
/// embedded file.
#[derive(Debug)]
enum IconError {
    NotRgba(TextureFormat),
    NoPixels,
    Refused(winit::window::BadIcon),
}

impl std::fmt::Display for IconError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::NotRgba(format) => write!(f, "an icon must be RGBA, not {format:?}"),
            Self::NoPixels => f.write_str("the icon's pixels are not kept"),
            Self::Refused(error) => error.fmt(f),
        }
    }
}

fn winit_icon(image: &Image) -> Result<winit::window::Icon, IconError> {
    if image.texture_descriptor.format != TextureFormat::Rgba8UnormSrgb {
        return Err(IconError::NotRgba(image.texture_descriptor.format));
    }
    let rgba = image.data.clone().ok_or(IconError::NoPixels)?;
    winit::window::Icon::from_rgba(rgba, image.width(), image.height()).map_err(IconError::Refused)
}

/// The window sleeps until something asks for a frame: while the pictures and the icon load,
/// keep updating so that they are drawn (and the icon set) as soon as they arrive.
fn wake_while_loading(
    server: Res<AssetServer>,
    art: Res<Art>,
    icon: Option<Res<WindowIcon>>,
    mut wake: ResMut<WakeUp>,
) {
    let icon = icon.map(|icon| icon.0.id());
    if art.handles().chain(icon).any(|id| server.load_state(id).is_loading()) {
        wake.now();
    }
}

/// The boards' pictures as egui textures, each `None` until it has loaded (then the preview
/// paints a plain stand-in).
pub struct PreviewArt {
    pub black_disc: Option<egui::TextureId>,
    pub white_disc: Option<egui::TextureId>,
    pub x_stone: Option<egui::TextureId>,
    pub o_stone: Option<egui::TextureId>,
}

impl PreviewArt {
    pub(crate) fn new(contexts: &mut EguiContexts, art: &Art, images: &Assets<Image>) -> Self {
        let mut texture = |image: &Handle<Image>| {
            images.contains(image.id()).then(|| contexts.add_image(EguiTextureHandle::Weak(image.id())))
        };
        Self {
            black_disc: texture(&art.black_disc),
            white_disc: texture(&art.white_disc),
            x_stone: texture(&art.x_stone),
            o_stone: texture(&art.o_stone),
        }
    }
}

#[cfg(test)]
mod tests {
    use bevy::image::{CompressedImageFormats, ImageSampler, ImageType};
    use rodio::Source;

    use super::*;

    /// A picture as Bevy's image loader reads it.
    fn decode_png(file: AssetFile) -> Image {
        Image::from_buffer(
            file.bytes,
            ImageType::Extension("png"),
            CompressedImageFormats::NONE,
            true,
            ImageSampler::Default,
            RenderAssetUsages::default(),
        )
        .unwrap_or_else(|error| panic!("{}: {error}", file.path))
    }

    fn extension(file: &AssetFile) -> &str {
        file.path.rsplit('.').next().unwrap_or_default()
    }

    #[test]
    fn every_file_the_code_names_decodes() {
        let mut kinds = Vec::new();
        for file in ALL {
            match extension(file) {
                "png" => {
                    let image = decode_png(*file);
                    let size = image.size();
                    assert_eq!(size.x, size.y, "{} is square", file.path);
                    assert!((32..=256).contains(&size.x), "{}: {size} is not a texture's size", file.path);
                    assert_eq!(image.texture_descriptor.format, TextureFormat::Rgba8UnormSrgb, "{}", file.path);
                }
                "wav" => {
                    assert!(sound_is_usable(*file), "{} does not decode", file.path);
                    let decoder = rodio::Decoder::new(Cursor::new(file.bytes)).expect("decodes");
                    let seconds = decoder.total_duration().expect("a WAV knows its length").as_secs_f32();
                    assert!((0.03..=1.5).contains(&seconds), "{} lasts {seconds} s", file.path);
                    let samples: Vec<f32> = decoder.collect();
                    assert!(samples.iter().any(|s| s.abs() > 0.1), "{} is not silent", file.path);
                    assert!(samples.iter().all(|s| s.abs() <= 1.0), "{} does not clip", file.path);
                }
                "ttf" | "otf" => assert!(font_is_usable(*file), "{} does not parse", file.path),
                other => panic!("{}: no test for .{other} files", file.path),
            }
            kinds.push(extension(file));
        }
        for kind in ["png", "wav", "ttf", "otf"] {
            assert!(kinds.contains(&kind), "no .{kind} file was tested");
        }
    }

    #[test]
    fn the_board_font_has_every_character_the_boards_draw() {
        use skrifa::MetadataProvider;
        let font = skrifa::FontRef::new(DISPLAY_FONT.bytes).expect("parses");
        let charmap = font.charmap();
        for character in ('a'..='h').chain('0'..='9').chain(['+', '-', '.', '!']) {
            assert!(charmap.map(character).is_some(), "{} lacks {character:?}", DISPLAY_FONT.path);
        }
    }

    #[test]
    fn the_felt_is_as_wide_as_the_board_cuts_it() {
        assert_eq!(decode_png(FELT).size().x as f32, FELT_PIXELS);
    }

    #[test]
    fn the_icon_is_one_winit_accepts() {
        winit_icon(&decode_png(ICON)).expect("an icon");
    }
}
