//! How the full engine spends a move's time. The limit is hard: the search stops at it, keeping
//! what the cut-short iteration proved (its first move, and any other it found better). Within
//! it, the question is only whether to begin another iteration:
//!
//! - one whose first move (the one the last iteration ranked best) cannot be searched before the
//!   limit is time thrown away: nothing of it would be kept. Its cost is predicted from the last
//!   iteration's and how fast the iterations have grown;
//! - while the best move has stayed the same, the search stops early (at [`STABLE_SHARE`] of the
//!   limit): a deeper look rarely changes a settled choice, and the player waits less;
//! - when the last iteration changed its mind, the position needs the time: the search goes on
//!   as long as the next iteration's first move still fits.

use std::time::Duration;

/// The share of the limit a search whose best move has not changed lately may begin iterations in.
const STABLE_SHARE: f64 = 0.6;
/// The share of an iteration its first move takes, about: the principal variation is searched
/// with the open window, every other move with a null window that mostly fails low at once.
const FIRST_MOVE_SHARE: f64 = 0.4;
/// How many times longer an iteration takes than the one before, when only one has been timed
/// (Reversi's full-width iterations grow three to five times; selective ones less).
const FIRST_GROWTH: f64 = 4.0;
/// The measured growth is held within these bounds: iterations too short to time well give wild
/// ratios.
const GROWTH_BOUNDS: (f64, f64) = (1.5, 8.0);
/// Iterations after a change of best move during which the position still counts as unsettled.
const UNSETTLED_ITERATIONS: u32 = 2;

/// What the iterations so far say about the next one, for a search with a time limit.
#[derive(Clone, Copy, Debug)]
pub(super) struct IterationClock {
    limit: Duration,
    /// How long the last two complete iterations took, the last first.
    last: Option<Duration>,
    before_last: Option<Duration>,
    /// Iterations left during which the best move counts as unsettled.
    unsettled: u32,
}

impl IterationClock {
    pub(super) fn new(limit: Duration) -> Self {
        Self { limit, last: None, before_last: None, unsettled: 0 }
    }

    /// An iteration completed after `took`; `best_move_changed` when its best move is not the
    /// one before it (the first iteration's counts as unchanged: there was none before).
    pub(super) fn iteration_done(&mut self, took: Duration, best_move_changed: bool) {
        self.before_last = self.last;
        self.last = Some(took);
        self.unsettled = if best_move_changed { UNSETTLED_ITERATIONS } else { self.unsettled.saturating_sub(1) };
    }

    /// How long the next iteration will take, about.
    fn predicted_next(&self) -> Duration {
        let Some(last) = self.last else { return Duration::ZERO };
        let growth = match self.before_last {
            Some(before) if !before.is_zero() => {
                (last.as_secs_f64() / before.as_secs_f64()).clamp(GROWTH_BOUNDS.0, GROWTH_BOUNDS.1)
            }
            _ => FIRST_GROWTH,
        };
        last.mul_f64(growth)
    }

    /// Whether to begin the next iteration, `elapsed` into the search.
    pub(super) fn begin_next(&self, elapsed: Duration) -> bool {
        let share = if self.unsettled > 0 { 1.0 } else { STABLE_SHARE };
        elapsed < self.limit.mul_f64(share) && elapsed + self.predicted_next().mul_f64(FIRST_MOVE_SHARE) < self.limit
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(milliseconds: u64) -> Duration {
        Duration::from_millis(milliseconds)
    }

    /// A clock for a one-second move after iterations that took `times`, the best move
    /// changing where `changed` says.
    fn after(times: &[(u64, bool)]) -> IterationClock {
        let mut clock = IterationClock::new(ms(1_000));
        for &(took, changed) in times {
            clock.iteration_done(ms(took), changed);
        }
        clock
    }

    #[test]
    fn an_iteration_whose_first_move_cannot_finish_is_not_begun() {
        // Iterations growing fourfold: the next takes about 1.28 s, its first move half a second.
        let clock = after(&[(5, false), (20, false), (80, false), (320, false)]);
        assert!(clock.begin_next(ms(420)), "0.42 + 0.51 s fits in the second");
        assert!(!clock.begin_next(ms(500)), "0.50 + 0.51 s does not");
    }

    #[test]
    fn a_settled_choice_stops_early_and_a_changed_one_uses_the_time() {
        let settled = after(&[(1, false), (2, false), (4, false), (8, false)]);
        assert!(settled.begin_next(ms(590)));
        assert!(!settled.begin_next(ms(610)), "past the stable share");
        let changed = after(&[(1, false), (2, false), (4, false), (8, true)]);
        assert!(changed.begin_next(ms(900)), "a new best move: the next iteration's first move still fits");
        // Still unsettled one iteration later, settled the one after.
        let later = after(&[(1, false), (2, false), (4, true), (8, false)]);
        assert!(later.begin_next(ms(900)));
        let settled_again = after(&[(1, false), (2, true), (4, false), (8, false)]);
        assert!(!settled_again.begin_next(ms(900)));
    }

    #[test]
    fn growth_is_measured_and_held_within_bounds() {
        // Slow growth (1.5×) lets a late iteration begin that fourfold growth would not.
        let slow = after(&[(200, true), (300, true)]);
        assert!(slow.begin_next(ms(800)), "0.8 + 0.4 × 0.45 s fits");
        let unmeasured = after(&[(300, true)]);
        assert!(!unmeasured.begin_next(ms(800)), "0.8 + 0.4 × 1.2 s does not");
        // An iteration timed at zero gives no ratio: the first growth stands in.
        let instant = after(&[(0, false), (100, true)]);
        assert_eq!(instant.predicted_next(), ms(400));
        // A wild ratio is held to the bound.
        let wild = after(&[(1, false), (100, true)]);
        assert_eq!(wild.predicted_next(), ms(800));
    }
}
