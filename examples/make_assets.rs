//! Makes the window's pictures and sounds: the PNGs under `assets/images/` and the WAVs under
//! `assets/sounds/`, which the binary embeds, and the desktop's icons in the sizes desktops use
//! under `assets/desktop/icons/` (the installed program's menu entry, `scripts/package.sh`). Every picture is painted pixel by pixel from a
//! formula and every sound synthesised sample by sample, so they are the project's own, and a
//! second run writes the same bytes.
//!
//! ```sh
//! cargo run --release --no-default-features --example make_assets
//! ```

use std::f32::consts::TAU;
use std::fs;
use std::io::BufWriter;
use std::path::{Path, PathBuf};

use minimax_arcade::games::random::SplitMix64;

fn main() -> Result<(), String> {
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let images = assets.join("images");
    let sounds = assets.join("sounds");
    let icons = assets.join("desktop").join("icons");
    for dir in [&images, &sounds, &icons] {
        fs::create_dir_all(dir).map_err(|error| format!("cannot create {}: {error}", dir.display()))?;
    }
    let pictures = [
        ("reversi-disc-black.png", disc_picture(Side::Black)),
        ("reversi-disc-white.png", disc_picture(Side::White)),
        ("reversi-felt.png", felt_picture()),
        ("dot.png", dot_picture()),
        ("ring.png", ring_picture()),
        ("catapultas-stone-x.png", stone_picture(STONE_X)),
        ("catapultas-stone-o.png", stone_picture(STONE_O)),
        ("icon.png", icon_picture(64)),
    ];
    for (name, picture) in &pictures {
        write_png(&images.join(name), picture)?;
    }
    for side in DESKTOP_ICON_SIDES {
        write_png(&icons.join(format!("{side}x{side}.png")), &icon_picture(side))?;
    }
    let clips = [
        ("place.wav", place_sound()),
        ("flip.wav", flip_sound()),
        ("capture.wav", capture_sound()),
        ("game-over.wav", game_over_sound()),
    ];
    for (name, clip) in &clips {
        write_wav(&sounds.join(name), clip)?;
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Pictures

/// A square RGBA picture, 8 bits per channel, straight alpha, sRGB.
struct Picture {
    side: u32,
    pixels: Vec<u8>,
}

/// Straight-alpha sRGB, each channel in [0, 1].
type Rgba = [f32; 4];

/// A picture painted pixel by pixel; `shade` gets the distance from the centre and the
/// coordinates, all in [-1, 1] (y down), at the pixel's centre.
fn paint(side: u32, shade: impl Fn(f32, f32, f32) -> Rgba) -> Picture {
    let mut pixels = Vec::with_capacity((side * side * 4) as usize);
    for y in 0..side {
        for x in 0..side {
            let u = (x as f32 + 0.5) / side as f32 * 2.0 - 1.0;
            let v = (y as f32 + 0.5) / side as f32 * 2.0 - 1.0;
            let rgba = shade(u.hypot(v), u, v);
            pixels.extend(rgba.map(|channel| (channel.clamp(0.0, 1.0) * 255.0).round() as u8));
        }
    }
    Picture { side, pixels }
}

fn smoothstep(edge0: f32, edge1: f32, x: f32) -> f32 {
    let t = ((x - edge0) / (edge1 - edge0)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

fn mix(a: f32, b: f32, t: f32) -> f32 {
    a + (b - a) * t
}

/// `top` laid over `bottom`, both straight alpha.
fn over(top: Rgba, bottom: Rgba) -> Rgba {
    let alpha = top[3] + bottom[3] * (1.0 - top[3]);
    if alpha <= 0.0 {
        return [0.0; 4];
    }
    let channel = |i: usize| (top[i] * top[3] + bottom[i] * bottom[3] * (1.0 - top[3])) / alpha;
    [channel(0), channel(1), channel(2), alpha]
}

/// A shape of `color` seen through `coverage` and with a `shadow` (an alpha) under it.
fn with_shadow(color: [f32; 3], coverage: f32, shadow: f32) -> Rgba {
    over([color[0], color[1], color[2], coverage], [0.0, 0.0, 0.0, shadow])
}

/// Pixel coverage of a circle of `radius` at `distance` from its centre, one pixel `pixel` wide.
fn circle_coverage(radius: f32, distance: f32, pixel: f32) -> f32 {
    ((radius - distance) / pixel + 0.5).clamp(0.0, 1.0)
}

#[derive(Clone, Copy)]
enum Side {
    Black,
    White,
}

const DISC_SIDE: u32 = 128;

/// A Reversi disc lit from the upper left: a radial gradient, a soft highlight, a darker rim and
/// a shadow on the felt below it. `(u, v)` in [-1, 1] around the disc; `pixel` is a pixel's width there.
fn disc(side: Side, u: f32, v: f32, pixel: f32) -> Rgba {
    const RADIUS: f32 = 0.84;
    let distance = u.hypot(v);
    let shadow = 0.55 * smoothstep(RADIUS + 0.12, RADIUS - 0.1, (u - 0.05).hypot(v - 0.09));
    let from_light = (u + 0.34).hypot(v + 0.4);
    let rim = smoothstep(RADIUS - 0.14, RADIUS, distance);
    let highlight = (-(from_light / 0.22).powi(2)).exp();
    let color = match side {
        Side::Black => {
            let base = mix(0.30, 0.05, smoothstep(0.0, 1.15, from_light)) * (1.0 - 0.45 * rim) + 0.28 * highlight;
            [base, base, base * 1.04]
        }
        Side::White => {
            let base = mix(1.0, 0.76, smoothstep(0.1, 1.3, from_light)) * (1.0 - 0.16 * rim) + 0.1 * highlight;
            [base, base * 0.99, base * 0.95]
        }
    };
    with_shadow(color, circle_coverage(RADIUS, distance, pixel), shadow)
}

fn disc_picture(side: Side) -> Picture {
    paint(DISC_SIDE, |_, u, v| disc(side, u, v, 2.0 / DISC_SIDE as f32))
}

/// The green of the Reversi board.
const FELT: [f32; 3] = [0.13, 0.50, 0.30];

/// Felt: a little lighter in the middle, with a faint weave so it does not look like plastic.
fn felt(distance: f32, u: f32, v: f32) -> Rgba {
    let light = 1.0 - 0.16 * smoothstep(0.2, 1.5, distance);
    let weave = 0.015 * ((u * 180.0).sin() * (v * 170.0).sin());
    let [r, g, b] = FELT.map(|channel| channel * light + weave);
    [r, g, b, 1.0]
}

fn felt_picture() -> Picture {
    paint(256, felt)
}

/// A soft round dot, white so that the sprite's colour tints it (legal moves, star points, the
/// last move, destinations).
fn dot_picture() -> Picture {
    paint(64, |distance, _, _| [1.0, 1.0, 1.0, smoothstep(0.95, 0.85, distance)])
}

/// A thin white ring, tinted by the sprite (the selected Catapultas piece).
fn ring_picture() -> Picture {
    paint(96, |distance, _, _| [1.0, 1.0, 1.0, smoothstep(0.74, 0.8, distance) * smoothstep(0.98, 0.92, distance)])
}

/// Catapultas' first player's stones: red-brown wood; the second's: pale wood.
const STONE_X: [f32; 3] = [0.62, 0.13, 0.11];
const STONE_O: [f32; 3] = [0.93, 0.89, 0.8];

/// A turned wooden stone seen from above: a bevelled rim, a slightly domed top lit from the
/// upper left, and a shadow on the board.
fn stone_picture(base: [f32; 3]) -> Picture {
    const RADIUS: f32 = 0.8;
    const SIDE: u32 = 128;
    paint(SIDE, |distance, u, v| {
        let shadow = 0.5 * smoothstep(RADIUS + 0.14, RADIUS - 0.08, (u - 0.06).hypot(v - 0.1));
        let bevel = smoothstep(RADIUS - 0.2, RADIUS - 0.1, distance);
        let lit_edge = -(u + v) / distance.max(0.01) * 0.5 + 0.5;
        let dome = mix(1.12, 0.86, smoothstep(0.0, 1.3, (u + 0.3).hypot(v + 0.35)));
        let groove = 1.0 - 0.25 * (-((distance - (RADIUS - 0.2)) / 0.025).powi(2)).exp();
        let light = mix(dome, 0.7 + 0.55 * lit_edge, bevel) * groove;
        with_shadow(base.map(|channel| channel * light), circle_coverage(RADIUS, distance, 2.0 / SIDE as f32), shadow)
    })
}

/// Pixel coverage of a square of half-width `half` with corners rounded to `radius`.
fn rounded_square_coverage(u: f32, v: f32, half: f32, radius: f32, pixel: f32) -> f32 {
    let (qu, qv) = (u.abs() - (half - radius), v.abs() - (half - radius));
    let outside = qu.max(0.0).hypot(qv.max(0.0)) + qu.max(qv).min(0.0) - radius;
    (0.5 - outside / pixel).clamp(0.0, 1.0)
}

/// The sides of the icons desktops use (the freedesktop icon theme's usual sizes).
const DESKTOP_ICON_SIDES: [u32; 8] = [16, 24, 32, 48, 64, 128, 256, 512];

/// The program's icon, `side` pixels square: the four discs of Reversi's start on felt in a
/// wooden frame.
fn icon_picture(side: u32) -> Picture {
    const FRAME: [f32; 3] = [0.29, 0.19, 0.12];
    let pixel = 2.0 / side as f32;
    paint(side, |distance, u, v| {
        let frame = [FRAME[0], FRAME[1], FRAME[2], rounded_square_coverage(u, v, 0.98, 0.28, pixel)];
        let mut felt = felt(distance, u, v);
        felt[3] = rounded_square_coverage(u, v, 0.86, 0.18, pixel);
        let mut color = over(felt, frame);
        // d4 and e5 white, e4 and d5 black, row 4 on top.
        for (x, y, side) in
            [(-1.0, -1.0, Side::White), (1.0, -1.0, Side::Black), (-1.0, 1.0, Side::Black), (1.0, 1.0, Side::White)]
        {
            const SCALE: f32 = 0.4;
            let (du, dv) = ((u - x * 0.4) / SCALE, (v - y * 0.4) / SCALE);
            color = over(disc(side, du, dv, pixel / SCALE), color);
        }
        color
    })
}

fn write_png(path: &Path, picture: &Picture) -> Result<(), String> {
    let describe = |error: &dyn std::fmt::Display| format!("cannot write {}: {error}", path.display());
    let file = fs::File::create(path).map_err(|error| describe(&error))?;
    let mut encoder = png::Encoder::new(BufWriter::new(file), picture.side, picture.side);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_compression(png::Compression::High);
    let mut writer = encoder.write_header().map_err(|error| describe(&error))?;
    writer.write_image_data(&picture.pixels).map_err(|error| describe(&error))?;
    writer.finish().map_err(|error| describe(&error))?;
    println!("{} ({}×{})", relative(path), picture.side, picture.side);
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Sounds

const SAMPLE_RATE: u32 = 44_100;

/// A mono clip, samples in [-1, 1].
struct Clip(Vec<f32>);

/// `seconds` of sound from `sample`, which gets the time and a source of white noise; the clip
/// is scaled so that its loudest sample is `peak`, and faded in and out over a few milliseconds
/// so that it starts and stops without a click.
fn synthesise(seconds: f32, peak: f32, mut sample: impl FnMut(f32, &mut Noise) -> f32) -> Clip {
    let count = (seconds * SAMPLE_RATE as f32) as usize;
    let mut noise = Noise(SplitMix64::new(0x6d61_6b65_6173_7365));
    let mut samples: Vec<f32> = (0..count).map(|i| sample(i as f32 / SAMPLE_RATE as f32, &mut noise)).collect();
    let loudest = samples.iter().fold(0.0f32, |loudest, s| loudest.max(s.abs()));
    let fade_in = SAMPLE_RATE as usize / 1000;
    let fade_out = SAMPLE_RATE as usize / 50;
    for (i, s) in samples.iter_mut().enumerate() {
        let edge = ((i as f32 / fade_in as f32).min((count - i) as f32 / fade_out as f32)).min(1.0);
        *s = *s / loudest.max(f32::EPSILON) * peak * edge;
    }
    Clip(samples)
}

struct Noise(SplitMix64);

impl Noise {
    /// White noise in [-1, 1].
    fn next(&mut self) -> f32 {
        (self.0.next_u64() >> 40) as f32 / (1u64 << 23) as f32 - 1.0
    }
}

/// A sine oscillator whose frequency may change from sample to sample.
#[derive(Default)]
struct Oscillator {
    phase: f32,
}

impl Oscillator {
    fn next(&mut self, frequency: f32) -> f32 {
        let value = self.phase.sin();
        self.phase = (self.phase + TAU * frequency / SAMPLE_RATE as f32) % TAU;
        value
    }
}

/// A one-pole low-pass filter: `smoothing` near 1 keeps only the lows.
struct LowPass {
    smoothing: f32,
    value: f32,
}

impl LowPass {
    fn new(smoothing: f32) -> Self {
        Self { smoothing, value: 0.0 }
    }

    fn next(&mut self, input: f32) -> f32 {
        self.value = mix(input, self.value, self.smoothing);
        self.value
    }
}

fn decay(t: f32, time_constant: f32) -> f32 {
    (-t / time_constant).exp()
}

/// A disc set down on felt: a soft, low knock whose pitch drops as it settles, with a muffled
/// tap at the start.
fn place_sound() -> Clip {
    let (mut body, mut tap) = (Oscillator::default(), LowPass::new(0.82));
    synthesise(0.2, 0.7, |t, noise| {
        let knock = body.next(150.0 + 170.0 * decay(t, 0.012)) * decay(t, 0.045);
        let contact = tap.next(noise.next()) * decay(t, 0.006);
        knock + 1.6 * contact
    })
}

/// A disc turned over: a light, dry tick.
fn flip_sound() -> Clip {
    let (mut high, mut low, mut grain) = (Oscillator::default(), Oscillator::default(), LowPass::new(0.3));
    synthesise(0.07, 0.45, |t, noise| {
        high.next(2300.0) * decay(t, 0.007)
            + 0.5 * low.next(1250.0) * decay(t, 0.014)
            + 0.4 * grain.next(noise.next()) * decay(t, 0.003)
    })
}

/// A Catapultas piece knocked off: a deep thud under a wooden crack.
fn capture_sound() -> Clip {
    let (mut thud, mut knock, mut crack) = (Oscillator::default(), Oscillator::default(), LowPass::new(0.55));
    let mut previous = 0.0;
    synthesise(0.38, 0.8, |t, noise| {
        let thump = thud.next(62.0 + 110.0 * decay(t, 0.03)) * decay(t, 0.12);
        let wood = 0.45 * knock.next(410.0 - 60.0 * t) * decay(t, 0.035);
        // The difference of low-passed noise: a band of mid and high frequencies, a crack.
        let filtered = crack.next(noise.next());
        let splinter = (filtered - previous) * 2.5 * decay(t, 0.02);
        previous = filtered;
        thump + wood + splinter
    })
}

/// The end of a game: three notes of a major chord rising, like a small bell.
fn game_over_sound() -> Clip {
    const NOTES: [(f32, f32); 3] = [(0.0, 523.25), (0.13, 659.25), (0.26, 783.99)];
    let mut voices: Vec<[Oscillator; 3]> = NOTES.iter().map(|_| Default::default()).collect();
    synthesise(1.3, 0.6, |t, _| {
        NOTES
            .iter()
            .zip(&mut voices)
            .map(|(&(onset, frequency), [first, second, third])| {
                let local = t - onset;
                if local < 0.0 {
                    return 0.0;
                }
                let envelope = (local / 0.004).min(1.0) * decay(local, 0.38);
                let tone =
                    first.next(frequency) + 0.35 * second.next(2.0 * frequency) + 0.12 * third.next(3.01 * frequency);
                envelope * tone
            })
            .sum()
    })
}

/// 16-bit PCM, mono: the canonical 44-byte header and the samples.
fn write_wav(path: &Path, clip: &Clip) -> Result<(), String> {
    const BYTES_PER_SAMPLE: u16 = 2;
    let data_len = (clip.0.len() * usize::from(BYTES_PER_SAMPLE)) as u32;
    let mut bytes = Vec::with_capacity(44 + data_len as usize);
    bytes.extend_from_slice(b"RIFF");
    bytes.extend_from_slice(&(36 + data_len).to_le_bytes());
    bytes.extend_from_slice(b"WAVEfmt ");
    bytes.extend_from_slice(&16u32.to_le_bytes());
    bytes.extend_from_slice(&1u16.to_le_bytes()); // PCM
    bytes.extend_from_slice(&1u16.to_le_bytes()); // mono
    bytes.extend_from_slice(&SAMPLE_RATE.to_le_bytes());
    bytes.extend_from_slice(&(SAMPLE_RATE * u32::from(BYTES_PER_SAMPLE)).to_le_bytes());
    bytes.extend_from_slice(&BYTES_PER_SAMPLE.to_le_bytes());
    bytes.extend_from_slice(&(BYTES_PER_SAMPLE * 8).to_le_bytes());
    bytes.extend_from_slice(b"data");
    bytes.extend_from_slice(&data_len.to_le_bytes());
    for sample in &clip.0 {
        bytes.extend_from_slice(&((sample.clamp(-1.0, 1.0) * f32::from(i16::MAX)).round() as i16).to_le_bytes());
    }
    fs::write(path, bytes).map_err(|error| format!("cannot write {}: {error}", path.display()))?;
    println!("{} ({} ms)", relative(path), clip.0.len() * 1000 / SAMPLE_RATE as usize);
    Ok(())
}

fn relative(path: &Path) -> String {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    path.strip_prefix(&root).unwrap_or(path).display().to_string()
}
