//! "Why this move": the lines behind the AI's last move, kept for the panel to take apart. The
//! AI's own search gives its move's line (its principal variation); the runner-up's line comes
//! from a search of its own, in the background, as the AI would have searched after playing it
//! (and so does the chosen move's, where a weak level's chance chose another move than the
//! search's best, whose line the search then no longer reports).
//! Only the positions at the ends of the lines are kept: their evaluation is taken apart with
//! the weights of the moment each time the panel draws ([`ExplainedLine::value`]), so a slider
//! moved shows at once what it does to the same leaves.

use std::time::Duration;

use bevy::prelude::*;

use super::hints::Hints;
use super::input::HoveredSquare;
use super::search_request::{SearchKind, SearchRequest};
use super::turn::{Mover, WhoseTurn};
use crate::app::base::redraw::WakeUp;
use crate::app::base::tasks::{Generation, SearchJob};
use crate::app::contract::arcade_game::ArcadeGame;
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::game_settings::GameSettings;
use crate::engine::{Game, LeafValue, Score, SearchInfo, line_end};
use crate::games::{Notation, Seat};

/// A move and the line the search expects after it, to the position the search judged.
#[derive(Clone, Debug, PartialEq)]
pub struct ExplainedLine<G: ArcadeGame> {
    /// The moves from the searched position, the explained move first.
    pub moves: Vec<G::Move>,
    /// The position at the end of the line.
    pub leaf: G::Position,
    /// The search's score for the move, from the side to move at the searched position.
    pub score: Score,
    /// True when `score` is the game's exact result.
    pub solved: bool,
}

impl<G: ArcadeGame> ExplainedLine<G> {
    /// The line of `moves` from `root`, or `None` when they are not legal there.
    fn new(root: &G::Position, moves: Vec<G::Move>, score: Score, solved: bool) -> Option<Self> {
        let leaf = line_end(root, &moves)?;
        (!moves.is_empty()).then_some(Self { moves, leaf, score, solved })
    }

    /// The move explained.
    pub fn first_move(&self) -> G::Move {
        self.moves[0]
    }

    /// What the AI with `options` makes of the line's end, from the side to move at its start:
    /// the result where the game ends there, else its evaluation term by term (`None` for a game
    /// that does not take its evaluation apart).
    pub fn value(&self, options: &G::Options) -> Option<LeafValue> {
        let at_leaf = LeafValue::of(&self.leaf, |leaf| G::breakdown(leaf, options))?;
        Some(at_leaf.seen_from(self.moves.len()))
    }
}

/// A move's line: known, being searched, or never searched.
#[derive(Clone, Debug, PartialEq)]
pub enum MoveLine<G: ArcadeGame> {
    /// Its line is being searched.
    Searching(G::Move),
    /// Its search was stopped before it ended (the screen was left).
    Stopped(G::Move),
    Found(ExplainedLine<G>),
}

impl<G: ArcadeGame> MoveLine<G> {
    /// The move whose line it is.
    pub fn first_move(&self) -> G::Move {
        match self {
            Self::Searching(mv) | Self::Stopped(mv) => *mv,
            Self::Found(line) => line.first_move(),
        }
    }

    /// The line, once known.
    pub fn found(&self) -> Option<&ExplainedLine<G>> {
        match self {
            Self::Found(line) => Some(line),
            Self::Searching(_) | Self::Stopped(_) => None,
        }
    }
}

/// The AI's last move taken apart: its line and the runner-up's, from the position it searched.
#[derive(Clone, Debug, PartialEq)]
pub struct Explanation<G: ArcadeGame> {
    /// The position the AI searched.
    pub root: G::Position,
    pub chosen: MoveLine<G>,
    /// The best of the other moves; none where the AI had no other.
    pub runner_up: Option<MoveLine<G>>,
}

impl<G: ArcadeGame> Explanation<G> {
    /// The side whose move it was: every figure is from its side.
    pub fn seat(&self) -> Seat {
        self.root.seat_to_move()
    }
}

/// The background search of a move's line, for the chosen move (0) or the runner-up (1).
type LineSearches<M> = [Option<SearchJob<M>>; 2];

/// A hinted move the player rests the mouse on, in the position on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct HoveredMove<G: ArcadeGame> {
    /// The position it was hovered in: another position (a move, an undo) drops it.
    pub generation: Generation,
    pub root: G::Position,
    pub line: MoveLine<G>,
}

impl<G: ArcadeGame> HoveredMove<G> {
    /// The side that would play it: its figures are from its side.
    pub fn seat(&self) -> Seat {
        self.root.seat_to_move()
    }
}

/// The lines behind the AI's last move, and behind the hinted move under the mouse, for the
/// Lab's "Why this move".
#[derive(Resource)]
pub struct WhyThisMove<G: ArcadeGame> {
    explanation: Option<Explanation<G>>,
    searches: LineSearches<G::Move>,
    hovered: Option<HoveredMove<G>>,
    hovered_search: Option<SearchJob<G::Move>>,
}

impl<G: ArcadeGame> Default for WhyThisMove<G> {
    fn default() -> Self {
        Self { explanation: None, searches: [None, None], hovered: None, hovered_search: None }
    }
}

impl<G: ArcadeGame> WhyThisMove<G> {
    pub fn explanation(&self) -> Option<&Explanation<G>> {
        self.explanation.as_ref()
    }

    /// The hinted move the player rested the mouse on last, in the position on the board (one
    /// of another position is dropped as the next frame begins).
    pub fn hovered(&self) -> Option<&HoveredMove<G>> {
        self.hovered.as_ref()
    }

    /// Whether a line is being searched.
    pub fn is_searching(&self) -> bool {
        self.searches.iter().any(Option::is_some) || self.hovered_search.is_some()
    }

    /// Follows `mv`, hovered in `root` (the position of `generation`): its line searched with
    /// `options` to `depth` plies.
    fn hover(&mut self, generation: Generation, root: &G::Position, mv: G::Move, depth: u32, options: &G::Options) {
        let line = line_of::<G>(root, mv, None, depth, options, &mut self.hovered_search);
        self.hovered = Some(HoveredMove { generation, root: *root, line });
    }

    /// Forgets the hovered move of a position no longer on the board.
    fn forget_hovered_before(&mut self, generation: Generation) {
        if self.hovered.as_ref().is_some_and(|hovered| hovered.generation != generation) {
            self.hovered = None;
            self.hovered_search = None;
        }
    }

    /// Keeps the AI's search of `root` (`info`): its move's line, and the runner-up's, searched
    /// with `options` as deep as the AI searched. The chosen move's line is the search's own,
    /// unless a weak level chose another move than the search's best: then it is searched too.
    pub(super) fn explain(&mut self, root: &G::Position, info: &SearchInfo<G::Move>, options: &G::Options) {
        self.searches = [None, None];
        self.explanation = None;
        let Some(chosen) = info.best_move else { return };
        let known = (info.pv.first() == Some(&chosen)).then(|| (info.pv.clone(), info.score, info.solved));
        let second = info.root_moves.iter().map(|root_move| root_move.mv).find(|&mv| mv != chosen);
        let [chosen_search, second_search] = &mut self.searches;
        let chosen = line_of::<G>(root, chosen, known, info.depth, options, chosen_search);
        let runner_up = second.map(|mv| line_of::<G>(root, mv, None, info.depth, options, second_search));
        self.explanation = Some(Explanation { root: *root, chosen, runner_up });
    }

    /// Takes each line whose search has ended.
    fn collect_lines(&mut self) {
        if let Some(explanation) = &mut self.explanation {
            let slots = [Some(&mut explanation.chosen), explanation.runner_up.as_mut()];
            for (search, slot) in self.searches.iter_mut().zip(slots) {
                if let Some(slot) = slot {
                    collect_line(search, slot, &explanation.root);
                }
            }
        }
        if let Some(hovered) = &mut self.hovered {
            collect_line(&mut self.hovered_search, &mut hovered.line, &hovered.root);
        }
    }

    /// Stops the lines' searches; their columns say so.
    pub(super) fn stop(&mut self) {
        self.searches = [None, None];
        self.hovered_search = None;
        let explained = self
            .explanation
            .as_mut()
            .map(|explanation| [Some(&mut explanation.chosen), explanation.runner_up.as_mut()]);
        let hovered = self.hovered.as_mut().map(|hovered| &mut hovered.line);
        for slot in explained.into_iter().flatten().chain([hovered]).flatten() {
            if let MoveLine::Searching(mv) = *slot {
                *slot = MoveLine::Stopped(mv);
            }
        }
    }
}

/// Takes the line of `slot` from `root` if its `search` has ended: the move, then the line the
/// AI expects after it, with its score turned to the root's side.
fn collect_line<G: ArcadeGame>(search: &mut Option<SearchJob<G::Move>>, slot: &mut MoveLine<G>, root: &G::Position) {
    let Some(info) = search.as_mut().and_then(SearchJob::poll) else { return };
    *search = None;
    let mv = slot.first_move();
    let moves = std::iter::once(mv).chain(info.pv).collect();
    *slot = ExplainedLine::new(root, moves, -info.score, info.solved).map_or(MoveLine::Stopped(mv), MoveLine::Found);
}

/// The line of `mv` from `root`: `known` (the search's own line, score and exactness) where the
/// search gave it, else the position after the move where there is nothing to search, else
/// searched in the background (into `search`) to `depth` plies from the root, so that it ends as
/// deep as the AI's own.
fn line_of<G: ArcadeGame>(
    root: &G::Position,
    mv: G::Move,
    known: Option<(Vec<G::Move>, Score, bool)>,
    depth: u32,
    options: &G::Options,
    search: &mut Option<SearchJob<G::Move>>,
) -> MoveLine<G> {
    if let Some((moves, score, solved)) = known
        && let Some(line) = ExplainedLine::new(root, moves, score, solved)
    {
        return MoveLine::Found(line);
    }
    let next = root.play(mv);
    let depth = depth.saturating_sub(1);
    if next.is_over() || depth == 0 {
        // The position after the move ends its line: its value is what a search would say.
        let Some(mut line) = ExplainedLine::new(root, vec![mv], 0, next.is_over()) else {
            return MoveLine::Stopped(mv);
        };
        line.score = line.value(options).map_or(0, |value| value.score());
        return MoveLine::Found(line);
    }
    let options = options.clone();
    // The job belongs to no position of the game: the next explanation replaces it.
    *search = Some(SearchRequest::<G> { position: next, kind: SearchKind::BestLine { options, depth } }.spawn(0, None));
    MoveLine::Searching(mv)
}

/// Collects the lines whose searches have ended.
pub(super) fn collect_lines<G: ArcadeGame>(mut why: ResMut<WhyThisMove<G>>) {
    if why.is_searching() {
        why.collect_lines();
    }
}

/// How long the mouse rests on a hinted move before its line is searched: the mouse crosses
/// other squares on its way to the panel, and each would start a search.
pub const HOVER_REST: Duration = Duration::from_millis(400);

/// Drops the hovered move of a position no longer on the board. On the human's turn with hints
/// on, follows the hinted move the mouse rests on: once it has rested there for [`HOVER_REST`],
/// that move's line is searched with the AI's options, as deep as the hints searched. The last
/// one stays in the panel until the position changes.
pub(super) fn follow_hovered_hint<G: ArcadeGame>(
    mut why: ResMut<WhyThisMove<G>>,
    current_game: Res<CurrentGame<G>>,
    (hovered, hints): (Res<HoveredSquare<G>>, Res<Hints<G>>),
    (settings, turn): (Res<GameSettings<G>>, Res<WhoseTurn<G>>),
    time: Res<Time<Real>>,
    // Where the mouse rests: the square, and since when (real time).
    mut resting: Local<Option<(G::Square, Duration)>>,
    mut wake: ResMut<WakeUp>,
) {
    let generation = current_game.generation();
    if why.hovered.as_ref().is_some_and(|hovered| hovered.generation != generation) {
        why.forget_hovered_before(generation);
    }
    let Some(square) = hovered.0.filter(|_| settings.show_hints && turn.mover == Mover::Human) else {
        *resting = None;
        return;
    };
    let now = time.elapsed();
    let since = match *resting {
        Some((rested, since)) if rested == square => since,
        _ => {
            *resting = Some((square, now));
            now
        }
    };
    let position = current_game.position();
    let Some(info) = hints.info(generation) else { return };
    let Some(mv) = G::click(position, &mut Vec::new(), square) else { return };
    if !info.root_moves.iter().any(|root_move| root_move.mv == mv && root_move.exact) {
        return;
    }
    if why.hovered().is_some_and(|followed| followed.generation == generation && followed.line.first_move() == mv) {
        return;
    }
    let rested = now.saturating_sub(since);
    if rested < HOVER_REST {
        wake.within(HOVER_REST - rested);
        return;
    }
    why.hover(generation, position, mv, info.depth, &settings.options);
}
