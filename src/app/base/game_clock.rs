//! A game's clocks: a time control per game (so many minutes, so many seconds added per move), a
//! clock per side, and the AI's time per move taken from what its clock has left.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::app::base::settings::TimeControl;
use crate::games::Seat;

/// Time the AI keeps in hand beyond its budget: a search stops a little after its limit, and the
/// window needs a frame or two to play the move.
const AI_RESERVE: Duration = Duration::from_secs(1);

/// Both sides' time in a game.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct GameClock {
    pub control: TimeControl,
    /// What each seat has left, the first's first.
    remaining: [Duration; 2],
}

impl GameClock {
    pub fn new(control: TimeControl) -> Self {
        let base = Duration::from_secs(u64::from(control.base_seconds));
        Self { control, remaining: [base; 2] }
    }

    pub fn remaining(&self, seat: Seat) -> Duration {
        self.remaining[seat.index()]
    }

    /// Takes `elapsed` from the side's clock; true when it has run out.
    pub(crate) fn spend(&mut self, seat: Seat, elapsed: Duration) -> bool {
        let left = &mut self.remaining[seat.index()];
        *left = left.saturating_sub(elapsed);
        left.is_zero()
    }

    /// The increment, after the side's move.
    pub(crate) fn after_move(&mut self, seat: Seat) {
        self.remaining[seat.index()] += Duration::from_secs(u64::from(self.control.increment_seconds));
    }

    /// How long the AI may think on this move with `moves_left` of its own still to play: an
    /// even share of its time beyond the reserve, plus most of the increment, never more than
    /// it has beyond the reserve (a quarter of what is left once it is down to the reserve).
    pub fn ai_budget(&self, seat: Seat, moves_left: u32) -> Duration {
        let left = self.remaining(seat);
        let usable = left.saturating_sub(AI_RESERVE);
        if usable.is_zero() {
            return left / 4;
        }
        let increment = Duration::from_secs(u64::from(self.control.increment_seconds));
        (usable / moves_left.max(1) + increment * 3 / 4).min(usable)
    }

    /// How soon the side's clock, as the panel writes it, shows another figure: tenths under ten
    /// seconds, seconds above.
    pub(crate) fn next_change(&self, seat: Seat) -> Duration {
        let left = self.remaining(seat);
        let step = if left < Duration::from_secs(10) { Duration::from_millis(100) } else { Duration::from_secs(1) };
        let into_step = Duration::from_nanos((left.as_nanos() % step.as_nanos()) as u64);
        if into_step.is_zero() { step } else { into_step }
    }
}

/// `4:07`, and `8.3` under ten seconds.
pub fn clock_text(left: Duration) -> String {
    if left < Duration::from_secs(10) {
        // Round down: a clock must not show time the player no longer has.
        let tenths = left.as_millis() / 100;
        return format!("{}.{}", tenths / 10, tenths % 10);
    }
    let seconds = left.as_secs();
    if seconds >= 3600 {
        format!("{}:{:02}:{:02}", seconds / 3600, seconds / 60 % 60, seconds % 60)
    } else {
        format!("{}:{:02}", seconds / 60, seconds % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ai_keeps_a_second_in_hand_and_shares_the_rest() {
        let clock = GameClock::new(TimeControl::new(60, 0));
        assert_eq!(clock.ai_budget(Seat::First, 30), Duration::from_secs(59) / 30);
        let mut short = GameClock::new(TimeControl::new(3, 2));
        assert!(!short.spend(Seat::First, Duration::from_millis(1500)));
        // 1.5 s left, 0.5 s beyond the reserve: the budget cannot reach into the reserve even
        // with the increment.
        assert_eq!(short.ai_budget(Seat::First, 1), Duration::from_millis(500));
        assert!(!short.spend(Seat::First, Duration::from_millis(1000)));
        assert_eq!(short.ai_budget(Seat::First, 10), Duration::from_millis(125));
        // The other side's clock did not move.
        assert_eq!(short.remaining(Seat::Second), Duration::from_secs(3));
    }

    #[test]
    fn the_increment_follows_each_move_and_a_clock_runs_out_at_zero() {
        let mut clock = GameClock::new(TimeControl::new(5, 3));
        clock.after_move(Seat::Second);
        assert_eq!(clock.remaining(Seat::Second), Duration::from_secs(8));
        assert!(!clock.spend(Seat::First, Duration::from_millis(4999)));
        assert!(clock.spend(Seat::First, Duration::from_millis(2)));
        assert_eq!(clock.remaining(Seat::First), Duration::ZERO);
    }

    #[test]
    fn clocks_read_as_players_expect() {
        assert_eq!(clock_text(Duration::from_secs(247)), "4:07");
        assert_eq!(clock_text(Duration::from_millis(8_390)), "8.3");
        assert_eq!(clock_text(Duration::from_secs(3 * 3600 + 61)), "3:01:01");
        assert_eq!(TimeControl::new(300, 3).label(), "5 min + 3 s");
        assert_eq!(TimeControl::new(90, 0).label(), "90 s");
        assert!(TimeControl::new(0, 0).validate().is_err());
    }

    #[test]
    fn the_wake_up_comes_when_the_figure_changes() {
        let mut clock = GameClock::new(TimeControl::new(60, 0));
        clock.spend(Seat::First, Duration::from_millis(300));
        assert_eq!(clock.next_change(Seat::First), Duration::from_millis(700));
        clock.spend(Seat::First, Duration::from_millis(50_000));
        assert_eq!(clock.next_change(Seat::First), Duration::from_millis(100));
    }
}
