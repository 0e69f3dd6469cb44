//! The board's eight symmetries (the mirrors and turns of the square), on bitboards and on
//! squares, and the one key a position shares with its mirror images.
//!
//! Image `i` mirrors left-right when bit 0 of `i` is set, top-bottom when bit 1 is, then swaps
//! rows and columns (the mirror in the a1-h8 diagonal) when bit 2 is: the identity, left-right,
//! top-bottom, the half turn, then the same four transposed.

use super::bitboard::Square;

/// Reverses the bit order within each row: the board's left-right mirror image.
#[inline(always)]
const fn mirror_horizontal(mut x: u64) -> u64 {
    const K1: u64 = 0x5555_5555_5555_5555;
    const K2: u64 = 0x3333_3333_3333_3333;
    const K4: u64 = 0x0F0F_0F0F_0F0F_0F0F;
    x = ((x >> 1) & K1) | ((x & K1) << 1);
    x = ((x >> 2) & K2) | ((x & K2) << 2);
    ((x >> 4) & K4) | ((x & K4) << 4)
}

/// Row 1 becomes row 8: the board's top-bottom mirror image.
#[inline(always)]
const fn mirror_vertical(x: u64) -> u64 {
    x.swap_bytes()
}

/// Swaps rows and columns: the mirror image in the a1-h8 diagonal.
#[inline(always)]
const fn transpose(mut x: u64) -> u64 {
    const K1: u64 = 0x5500_5500_5500_5500;
    const K2: u64 = 0x3333_0000_3333_0000;
    const K4: u64 = 0x0F0F_0F0F_0000_0000;
    let mut t = K4 & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    t = K2 & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    t = K1 & (x ^ (x << 7));
    x ^= t ^ (t >> 7);
    x
}

/// The eight symmetric images of a bitboard, in image order.
#[inline(always)]
pub const fn symmetries(x: u64) -> [u64; 8] {
    let h = mirror_horizontal(x);
    let v = mirror_vertical(x);
    let hv = mirror_vertical(h);
    [x, h, v, hv, transpose(x), transpose(h), transpose(v), transpose(hv)]
}

/// Where image `image` (0 to 7) puts `square`.
pub const fn square_image(square: Square, image: usize) -> Square {
    let (mut column, mut row) = (square.column(), square.row());
    if image & 1 != 0 {
        column = 7 - column;
    }
    if image & 2 != 0 {
        row = 7 - row;
    }
    if image & 4 != 0 {
        (column, row) = (row, column);
    }
    match Square::from_coords(column, row) {
        Some(image) => image,
        // Mirrors and transposes keep both coordinates within 0..8.
        None => square,
    }
}

/// The image that undoes image `image`: each is its own inverse but the two quarter turns
/// (5, mirror then transpose, and 6, its reverse).
pub const fn inverse_image(image: usize) -> usize {
    const INVERSES: [usize; 8] = [0, 1, 2, 3, 4, 6, 5, 7];
    INVERSES[image % 8]
}

/// The least image of the pair of bitboards `(first, second)` (a position's two sides) under the
/// symmetries `images`, and which of them gives it: one key for a position and those of its
/// mirror images that `images` allows. The identity where `images` is empty.
pub fn least_image(first: u64, second: u64, images: &[usize]) -> ((u64, u64), usize) {
    let (firsts, seconds) = (symmetries(first), symmetries(second));
    let keys = images.iter().map(|&image| ((firsts[image % 8], seconds[image % 8]), image % 8));
    keys.min().unwrap_or(((first, second), 0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fast_symmetries_move_every_square_where_the_square_images_go() {
        for square in Square::all() {
            for (image, &bits) in symmetries(square.bit().0).iter().enumerate() {
                assert_eq!(bits, square_image(square, image).bit().0, "square {square}, image {image}");
            }
        }
    }

    #[test]
    fn each_image_is_undone_by_its_inverse() {
        for image in 0..8 {
            for square in Square::all() {
                assert_eq!(square_image(square_image(square, image), inverse_image(image)), square);
            }
        }
    }

    #[test]
    fn the_least_image_is_one_key_for_all_images_and_says_which_it_is() {
        let (first, second) = (0x0000_0010_0800_0000 | 0x0000_0000_0000_0100, 0x0000_0008_1000_0000);
        let ((least_first, least_second), image) = least_image(first, second, &[0, 1, 2, 3, 4, 5, 6, 7]);
        assert_eq!((symmetries(first)[image], symmetries(second)[image]), (least_first, least_second));
        for other in 0..8 {
            let (firsts, seconds) = (symmetries(first), symmetries(second));
            let (key, _) = least_image(firsts[other], seconds[other], &[0, 1, 2, 3, 4, 5, 6, 7]);
            assert_eq!(key, (least_first, least_second), "image {other}");
        }
        assert_eq!(least_image(first, second, &[]), ((first, second), 0));
    }
}
