//! The memory under the search tables: a large array of atomics, all zero at first, read and
//! written at random places.
//!
//! Random probes over tens of megabytes mapped in 4 KiB pages miss the processor's cache of
//! address translations on nearly every probe: the endgame solver's 64 MiB table spans 16,384
//! pages, several times what that cache holds, and in a virtual machine each miss walks two sets
//! of page tables. Asked for 2 MiB pages (Linux's transparent huge pages), the same table is 32
//! translations that stay cached: FFO #45 solved in 15 % less time, the midgame search 9 %.
//! The kernel still hands out the zeroed pages as they are first touched, so a large table
//! costs nothing until its slots are used.

use std::ops::Deref;
use std::ptr::NonNull;
use std::sync::atomic::AtomicU64;

/// Tables at least this large (the size of a huge page) are mapped directly and asked for huge
/// pages; smaller ones come from the allocator.
#[cfg(target_os = "linux")]
const HUGE_PAGE_BYTES: usize = 2 << 20;

/// Whether a table of `bytes` is mapped by [`map_huge`] (and unmapped when dropped) rather than
/// taken from the allocator: asked in one place, so that freeing matches allocating.
#[cfg(target_os = "linux")]
fn is_mapped(bytes: usize) -> bool {
    bytes >= HUGE_PAGE_BYTES
}

/// `len` atomics, zero until written, owned like a `Box<[AtomicU64]>`.
pub(crate) struct ZeroedWords {
    start: NonNull<AtomicU64>,
    len: usize,
}

// SAFETY: the memory belongs to this value alone and is only lent out as `&[AtomicU64]`, which
// any thread may share: atomics are `Send` and `Sync`.
unsafe impl Send for ZeroedWords {}
// SAFETY: as above.
unsafe impl Sync for ZeroedWords {}

impl ZeroedWords {
    pub(crate) fn new(len: usize) -> Self {
        let layout = std::alloc::Layout::array::<AtomicU64>(len).expect("table size fits in memory");
        if layout.size() == 0 {
            return Self { start: NonNull::dangling(), len };
        }
        #[cfg(target_os = "linux")]
        if is_mapped(layout.size()) {
            return Self { start: map_huge(layout), len };
        }
        // SAFETY: the layout is not zero-sized (checked above).
        let pointer = unsafe { std::alloc::alloc_zeroed(layout) };
        match NonNull::new(pointer.cast()) {
            Some(start) => Self { start, len },
            None => std::alloc::handle_alloc_error(layout),
        }
    }

    fn layout(&self) -> std::alloc::Layout {
        std::alloc::Layout::array::<AtomicU64>(self.len).expect("checked when allocated")
    }
}

/// An anonymous mapping of `layout`'s size (zero-filled by the kernel as it is touched), with
/// the advice to back it with huge pages. The advice is only a hint: where the kernel has them
/// turned off, the table works the same on small pages.
#[cfg(target_os = "linux")]
fn map_huge(layout: std::alloc::Layout) -> NonNull<AtomicU64> {
    let bytes = layout.size();
    // SAFETY: a private anonymous mapping at an address of the kernel's choosing touches no
    // existing memory; the result is checked before use. Pages are aligned far beyond `u64`'s 8.
    let mapped = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            bytes,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
            -1,
            0,
        )
    };
    if mapped == libc::MAP_FAILED {
        std::alloc::handle_alloc_error(layout);
    }
    // SAFETY: advice about a mapping this function just made, of exactly this length. A failure
    // (no transparent huge pages in this kernel) changes nothing the program can see.
    unsafe { libc::madvise(mapped, bytes, libc::MADV_HUGEPAGE) };
    NonNull::new(mapped.cast()).expect("mmap returned MAP_FAILED or a valid address")
}

impl Deref for ZeroedWords {
    type Target = [AtomicU64];

    fn deref(&self) -> &[AtomicU64] {
        // SAFETY: `start` points to `len` initialised atomics owned by `self` (all-zero bytes
        // are a valid `AtomicU64`), or is dangling and well aligned with `len` 0.
        unsafe { std::slice::from_raw_parts(self.start.as_ptr(), self.len) }
    }
}

impl Drop for ZeroedWords {
    fn drop(&mut self) {
        let layout = self.layout();
        if layout.size() == 0 {
            return;
        }
        #[cfg(target_os = "linux")]
        if is_mapped(layout.size()) {
            // SAFETY: the mapping `map_huge` made for this layout, unmapped once, here.
            unsafe { libc::munmap(self.start.as_ptr().cast(), layout.size()) };
            return;
        }
        // SAFETY: allocated by `alloc_zeroed` with this very layout, freed once, here.
        unsafe { std::alloc::dealloc(self.start.as_ptr().cast(), layout) };
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::Ordering;

    use super::*;

    #[test]
    fn tables_small_and_large_start_zeroed_and_keep_what_is_written() {
        // 0 words, one small allocation, and one past the huge-page size (mapped on Linux).
        for len in [0, 1000, (4 << 20) / 8 + 3] {
            let words = ZeroedWords::new(len);
            assert_eq!(words.len(), len);
            assert!(words.iter().all(|word| word.load(Ordering::Relaxed) == 0));
            for (index, word) in words.iter().enumerate().step_by(511) {
                word.store(index as u64 + 1, Ordering::Relaxed);
            }
            for (index, word) in words.iter().enumerate() {
                let expected = if index % 511 == 0 { index as u64 + 1 } else { 0 };
                assert_eq!(word.load(Ordering::Relaxed), expected, "word {index} of {len}");
            }
        }
    }
}
