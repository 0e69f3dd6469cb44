//! Catapultas's own panel sections: the search's limits and the evaluation's weights; its
//! scoreboard shows the pieces left and the turn out of the limit.

use bevy::prelude::*;
use bevy_egui::egui;

use super::{Catapultas, CatapultasOptions};
use crate::app::base::assets::PreviewArt;
use crate::app::base::requests::GameAction;
use crate::app::contract::current_game::CurrentGame;
use crate::app::contract::window_game::{NamedAi, SharedSections, WindowGame};
use crate::app::widgets::preview::{cell_center, grid, picture};
use crate::app::widgets::{self, SearchKnobs, round_marker};
use crate::games::Seat;
use crate::games::catapultas::{AiSettings, Board, Square, Weights};
use crate::tr;

impl WindowGame for Catapultas {
    type Extra = ();

    const LEVEL_RATINGS: &'static [f64] = &crate::games::catapultas::ai::LEVEL_RATINGS;

    fn named_levels() -> Vec<NamedAi<Self>> {
        LEVELS
            .into_iter()
            .map(|(name, _, ai)| NamedAi {
                name: crate::app::base::i18n::tr(name),
                options: CatapultasOptions { ai: ai(), ..CatapultasOptions::default() },
            })
            .collect()
    }

    /// The English of `catapultas-blurb` and `catapultas-hints`, which the menu and the panel show.
    const BLURB: &'static str = "Step and leap across a 6×6 board to break through the enemy lines.";
    const HINTS: &'static str = "the engine's best move highlighted";
    const HOW_TO_PLAY: &'static [crate::app::contract::window_game::HowToPlayPage] = super::how_to_play::HOW_TO_PLAY;

    fn draw_position(painter: &egui::Painter, rect: egui::Rect, position: &Board, art: &PreviewArt) {
        super::how_to_play::draw_board(painter, rect, position, art);
    }

    fn preview(painter: &egui::Painter, rect: egui::Rect, art: &PreviewArt) {
        painter.rect_filled(rect, 6.0, egui::Color32::from_rgb(176, 132, 88));
        grid(painter, rect, 6, egui::Color32::from_rgb(112, 78, 48));
        for column in 0..6 {
            for (rows, texture, stand_in) in [
                ([0, 1, 2], art.x_stone, egui::Color32::from_rgb(150, 40, 36)),
                ([3, 4, 5], art.o_stone, egui::Color32::from_rgb(245, 236, 214)),
            ] {
                for row in rows {
                    let center = cell_center(rect, 6, column, row);
                    match texture {
                        Some(texture) => picture(painter, texture, center, 7.0),
                        None => {
                            painter.circle_filled(center, 5.5, stand_in);
                        }
                    }
                }
            }
        }
    }

    /// The classroom program's weights and the default ones at the duel's depth, then the levels that search
    /// to a fixed depth (all but the strongest, which has a clock).
    fn duel_opponents(options: &CatapultasOptions, depth: u32) -> Vec<NamedAi<Self>> {
        let presets = [
            ("catapultas-weights-classroom", Weights::classroom()),
            ("catapultas-weights-default", Weights::default()),
        ]
        .map(|(name, weights)| {
            let ai = AiSettings { weights, ..options.ai.clone() };
            let options = Self::duel_options(&CatapultasOptions { ai, ..CatapultasOptions::default() }, depth);
            NamedAi { name: tr!("duel-preset", preset = crate::app::base::i18n::tr(name)), options }
        });
        let levels = LEVELS.into_iter().filter_map(|(name, _, settings)| {
            let ai = settings();
            (ai.time_limit_ms == 0).then(|| NamedAi {
                name: tr!("duel-level-named", level = crate::app::base::i18n::tr(name)),
                options: CatapultasOptions { ai, ..CatapultasOptions::default() },
            })
        });
        presets.into_iter().chain(levels).collect()
    }

    /// The sliders' weights with the player's algorithm at `depth`, without a clock.
    fn duel_options(options: &CatapultasOptions, depth: u32) -> CatapultasOptions {
        let ai = AiSettings { max_depth: depth, time_limit_ms: 0, ..options.ai.clone() };
        CatapultasOptions { ai, ..CatapultasOptions::default() }
    }

    fn side_marker(ui: &mut egui::Ui, seat: Seat) {
        let body = match seat {
            Seat::First => egui::Color32::from_rgb(158, 36, 30),
            Seat::Second => egui::Color32::from_rgb(236, 228, 206),
        };
        round_marker(ui, body, egui::Color32::from_gray(120));
    }

    fn status_line(_: &CurrentGame<Self>, board: &Board) -> Option<String> {
        let turn = (board.plies_played() / 2 + 1).min(board.ply_limit() / 2);
        Some(tr!("catapultas-turn", turn = turn, turns = board.ply_limit() / 2))
    }

    fn level(ui: &mut egui::Ui, options: &mut CatapultasOptions) {
        widgets::level_choice(ui, &mut options.ai, &LEVELS.map(|(name, words, settings)| (name, words, settings())));
    }

    fn level_id(options: &CatapultasOptions) -> Option<&'static str> {
        LEVELS.into_iter().find(|(_, _, settings)| settings() == options.ai).map(|(name, _, _)| name)
    }

    fn lab_sections(
        ui: &mut egui::Ui,
        options: &mut CatapultasOptions,
        _: &CurrentGame<Self>,
        _: &mut (),
        shared: &mut dyn SharedSections<Self>,
    ) -> Option<GameAction> {
        widgets::section(ui, &tr!("catapultas-search"), true, |ui| {
            let ai = &mut options.ai;
            widgets::search_options(
                ui,
                SearchKnobs::new(&mut ai.algorithm, &mut ai.max_depth, 1..=16, &mut ai.time_limit_ms),
            );
        });
        widgets::section(ui, &tr!("catapultas-weights"), true, |ui| {
            weights_editor(ui, &mut options.ai);
            shared.test_weights(ui);
        });
        shared.why(ui, options);
        None
    }

    fn board_options(ui: &mut egui::Ui, options: &mut CatapultasOptions) {
        ui.horizontal(|ui| {
            ui.label(tr!("catapultas-moves-per-player"));
            ui.add(egui::Slider::new(&mut options.moves_per_player, 5..=200))
                .on_hover_text(tr!("catapultas-moves-per-player-hover"));
            let when = tr!("catapultas-moves-per-player-when");
            ui.label(egui::RichText::new(when).small().color(crate::app::base::theme::text_dim()));
        });
        ui.small(tr!("catapultas-how-to-move"));
    }

    fn pending_note(pending: &[Square]) -> Option<&'static str> {
        (pending.len() > 1).then_some("catapultas-jumping")
    }
}

/// A level's name and how it plays in a player's words (their message ids), and its settings.
type NamedLevel = (&'static str, &'static str, fn() -> AiSettings);

/// Catapultas' named levels: how far ahead the AI looks.
pub(super) const LEVELS: [NamedLevel; 4] = [
    ("catapultas-level-easy", "catapultas-level-easy-hover", || looking(2)),
    ("catapultas-level-medium", "catapultas-level-medium-hover", || looking(4)),
    ("catapultas-level-hard", "catapultas-level-hard-hover", || looking(8)),
    ("catapultas-level-strongest", "catapultas-level-strongest-hover", AiSettings::default),
];

/// The default AI looking `depth` moves ahead, without a time limit.
fn looking(depth: u32) -> AiSettings {
    AiSettings { max_depth: depth, time_limit_ms: 0, ..AiSettings::default() }
}

/// A slider per term of the evaluation, and the presets.
fn weights_editor(ui: &mut egui::Ui, ai: &mut AiSettings) {
    ui.horizontal_wrapped(|ui| {
        ui.label(tr!("catapultas-weights-presets"));
        if ui
            .button(tr!("catapultas-weights-classroom"))
            .on_hover_text(tr!("catapultas-weights-classroom-hover"))
            .clicked()
        {
            *ai = AiSettings::classroom();
        }
        if ui.button(tr!("catapultas-weights-reset")).on_hover_text(tr!("catapultas-weights-reset-hover")).clicked() {
            ai.weights = Weights::default();
        }
    });
    ui.small(tr!("catapultas-weights-explained"));
    let weights = &mut ai.weights;
    egui::Grid::new("catapultas_weights").num_columns(2).spacing([10.0, 4.0]).show(ui, |ui| {
        for (name, hint, weight) in [
            (tr!("catapultas-weight-material"), tr!("catapultas-weight-material-hover"), &mut weights.material),
            (tr!("catapultas-weight-mobility"), tr!("catapultas-weight-mobility-hover"), &mut weights.mobility),
            (tr!("catapultas-weight-threats"), tr!("catapultas-weight-threats-hover"), &mut weights.threats),
            (
                tr!("catapultas-weight-advancement"),
                tr!("catapultas-weight-advancement-hover"),
                &mut weights.advancement,
            ),
        ] {
            ui.label(name).on_hover_text(hint);
            ui.add(egui::Slider::new(weight, 0..=200));
            ui.end_row();
        }
    });
}
