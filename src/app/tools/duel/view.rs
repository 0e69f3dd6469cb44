//! The duel's window: who against whom, how deep and how many games; then the progress, the
//! tally in plain words with its margin, and the games, each of which can be shown on the board.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{Duel, DuelRun, MOST_GAMES};
use crate::app::base::requests::{GameAction, ShowDuel};
use crate::app::base::screen::Screen;
use crate::app::base::{i18n, theme};
use crate::app::contract::arcade_game::side_name;
use crate::app::contract::game_settings::GameSettings;
use crate::app::contract::window_game::WindowGame;
use crate::app::game_screen::background_games::BackgroundRun;
use crate::games::Notation;
use crate::games::matches::Outcome;
use crate::tr;

pub(super) fn plugin<G: WindowGame>(app: &mut App) {
    app.add_observer(open::<G>);
    app.add_systems(EguiPrimaryContextPass, draw::<G>.run_if(in_state(G::screen())));
}

fn open<G: WindowGame>(_: On<ShowDuel>, screen: Res<State<Screen>>, mut duel: ResMut<Duel<G>>) {
    if *screen.get() == G::screen() {
        duel.open = true;
    }
}

fn draw<G: WindowGame>(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut duel: ResMut<Duel<G>>,
    settings: Res<GameSettings<G>>,
) -> Result {
    if !duel.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let board_area = theme::board_area(ctx.content_rect());
    let mut open = true;
    let mut shown = None;
    let duel = duel.as_mut();
    egui::Window::new(tr!("duel-title"))
        .id(egui::Id::new("duel"))
        .open(&mut open)
        .default_pos(board_area.min + egui::vec2(12.0, 12.0))
        .default_width((board_area.width() - 24.0).min(520.0))
        .max_height(board_area.height() - 40.0)
        // Sized by its content, which grows as the games come in.
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            ui.label(tr!("duel-about"));
            ui.add_space(4.0);
            choices::<G>(ui, duel, &settings.options);
            if let Some(run) = &duel.run {
                ui.separator();
                if G::duel_options(&settings.options, run.depth) != run.players[0] {
                    ui.small(tr!("duel-sliders-moved"));
                }
                tally::<G>(ui, run);
                ui.separator();
                // What the window's other lines leave of the board's height (they take about 480
                // points), so that the window stays on screen at 800×600.
                let room = (board_area.height() - 480.0).clamp(90.0, 240.0);
                shown = games_list::<G>(ui, run, room);
            }
        });
    if let Some(text) = shown {
        commands.trigger(GameAction::Load(text));
    }
    if !open {
        duel.open = false;
    }
    Ok(())
}

/// Opponent, depth, games and seed; Start or Cancel.
fn choices<G: WindowGame>(ui: &mut egui::Ui, duel: &mut Duel<G>, options: &G::Options) {
    let opponents = G::duel_opponents(options, duel.depth);
    duel.opponent = duel.opponent.min(opponents.len().saturating_sub(1));
    let running = duel.is_running();
    egui::Grid::new("duel choices").num_columns(2).spacing([10.0, 6.0]).show(ui, |ui| {
        ui.label(tr!("duel-opponent")).on_hover_text(tr!("duel-opponent-hover"));
        let chosen = opponents.get(duel.opponent).map(|opponent| opponent.name.clone()).unwrap_or_default();
        egui::ComboBox::from_id_salt("duel opponent").selected_text(chosen).width(260.0).show_ui(ui, |ui| {
            for (index, opponent) in opponents.iter().enumerate() {
                ui.selectable_value(&mut duel.opponent, index, &opponent.name);
            }
        });
        ui.end_row();
        ui.label(tr!("duel-depth")).on_hover_text(tr!("duel-depth-hover"));
        ui.add(egui::Slider::new(&mut duel.depth, G::DUEL_DEPTHS));
        ui.end_row();
        ui.label(tr!("duel-games")).on_hover_text(tr!("duel-games-hover"));
        ui.add(egui::Slider::new(&mut duel.games, 2..=MOST_GAMES).step_by(2.0));
        ui.end_row();
        ui.label(tr!("duel-seed")).on_hover_text(tr!("duel-seed-hover"));
        ui.add(egui::DragValue::new(&mut duel.seed));
        ui.end_row();
    });
    ui.horizontal(|ui| {
        if running {
            if ui.button(tr!("duel-cancel")).on_hover_text(tr!("duel-cancel-hover")).clicked() {
                duel.cancel();
            }
            ui.spinner();
        } else if ui.button(tr!("duel-start")).on_hover_text(tr!("duel-start-hover")).clicked() {
            duel.start(options);
        }
    });
}

/// The progress, and the results in words: wins, draws and losses, discs, the score with its
/// margin, and what they say.
fn tally<G: WindowGame>(ui: &mut egui::Ui, run: &BackgroundRun<G, DuelRun<G>>) {
    let tally = &run.tally;
    let played = tally.games();
    let total = run.plan.games;
    let heading = tr!("duel-heading", opponent = run.opponent.as_str(), depth = run.depth);
    ui.label(egui::RichText::new(heading).strong());
    let progress = tr!("duel-progress", played = played, total = total);
    ui.add(egui::ProgressBar::new(played as f32 / total.max(1) as f32).text(progress));
    if run.was_stopped() {
        ui.small(tr!("duel-stopped"));
    }
    let yours = tally.players[0];
    ui.label(tr!("duel-record", wins = yours.wins, draws = yours.draws, losses = yours.losses));
    if let (Some(mine), Some(theirs)) = (yours.discs, tally.players[1].discs) {
        let counted = i18n::game_text(G::Position::NAME, "counted", &tr!("duel-counted"));
        ui.label(tr!("duel-discs", yours = mine, theirs = theirs, counted = counted));
    }
    if played == 0 {
        return;
    }
    let score = i18n::decimal(tally.score(0), 1);
    let line = match tally.margin() {
        Some(margin) => tr!("duel-score-margin", score = score, margin = i18n::decimal(margin, 1)),
        None => tr!("duel-score", score = score),
    };
    ui.label(egui::RichText::new(line).strong()).on_hover_text(tr!("duel-score-hover"));
    let verdict = match tally.margin() {
        Some(margin) if tally.score(0) - margin > 50.0 => tr!("duel-verdict-stronger"),
        Some(margin) if tally.score(0) + margin < 50.0 => tr!("duel-verdict-weaker"),
        _ if run.is_running() => tr!("duel-verdict-waiting"),
        _ => tr!("duel-verdict-unclear"),
    };
    ui.label(egui::RichText::new(verdict).color(theme::text_dim()));
}

/// The finished games, a line each: the side the player's weights had, the result, and a button
/// that shows the game on the board, `height` points at most. Returns the game to show, as a
/// transcript.
fn games_list<G: WindowGame>(ui: &mut egui::Ui, run: &DuelRun<G>, height: f32) -> Option<String> {
    let mut shown = None;
    egui::ScrollArea::vertical().max_height(height).min_scrolled_height(height).auto_shrink([false, true]).show(
        ui,
        |ui| {
            egui::Grid::new("duel games").num_columns(4).striped(true).spacing([12.0, 3.0]).show(ui, |ui| {
                ui.label(egui::RichText::new(tr!("duel-game")).strong());
                ui.label(egui::RichText::new(tr!("duel-your-side")).strong());
                ui.label(egui::RichText::new(tr!("duel-result")).strong());
                ui.label("");
                ui.end_row();
                for outcome in &run.outcomes {
                    ui.label((outcome.number + 1).to_string());
                    ui.label(side_name::<G>(outcome.seat_of(0)));
                    ui.label(result_text::<G>(outcome));
                    if ui.small_button(tr!("duel-show")).on_hover_text(tr!("duel-show-hover")).clicked() {
                        let game = &outcome.game;
                        shown = Some(G::Position::write_moves(game.start(), &game.move_list()));
                    }
                    ui.end_row();
                }
            });
        },
    );
    shown
}

/// "Win 36–28", "Draw", "Loss": the game from the player's weights' side.
fn result_text<G: WindowGame>(outcome: &Outcome<G::Position>) -> String {
    let word = match outcome.winner() {
        None => tr!("duel-draw"),
        Some(seat) if outcome.player(seat) == 0 => tr!("duel-win"),
        Some(_) => tr!("duel-loss"),
    };
    let end = outcome.game.position();
    match (end.count(outcome.seat_of(0)), end.count(outcome.seat_of(1))) {
        (Some(mine), Some(theirs)) => format!("{word} {mine}–{theirs}"),
        _ => word,
    }
}
