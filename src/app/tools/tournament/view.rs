//! The class tournament's window: the entrants (the game's levels and the students' programs),
//! the games each pair plays, Start or Cancel; then the progress, the crosstable and the
//! standings as games end, and the games of a pair, each of which can be shown on the board.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::export::tournaments_dir;
use super::{ClassTournament, Entrant, MOST_GAMES_A_PAIR, TournamentRun};
use crate::app::base::requests::{GameAction, ShowTournament};
use crate::app::base::screen::Screen;
use crate::app::base::settings::ProgramSettings;
use crate::app::base::settings_file::SettingsFile;
use crate::app::base::{i18n, theme};
use crate::app::contract::window_game::{NamedAi, WindowGame};
use crate::app::game_screen::background_games::{BackgroundRun, EntrantKind};
use crate::games::Notation;
use crate::games::matches::ForfeitKind;
use crate::games::tournament::{Format, Results};
use crate::tr;

pub(super) fn plugin<G: WindowGame>(app: &mut App) {
    app.add_observer(open::<G>);
    app.add_systems(EguiPrimaryContextPass, draw::<G>.run_if(in_state(G::screen())));
}

fn open<G: WindowGame>(_: On<ShowTournament>, screen: Res<State<Screen>>, mut tournament: ResMut<ClassTournament<G>>) {
    if *screen.get() == G::screen() {
        tournament.open = true;
    }
}

fn draw<G: WindowGame>(
    mut contexts: EguiContexts,
    mut commands: Commands,
    mut tournament: ResMut<ClassTournament<G>>,
    file: Res<SettingsFile>,
) -> Result {
    if !tournament.open {
        return Ok(());
    }
    let export_to = tournaments_dir(file.path.as_deref());
    let ctx = contexts.ctx_mut()?;
    let board_area = theme::board_area(ctx.content_rect());
    let mut open = true;
    let mut shown = None;
    let tournament = tournament.as_mut();
    egui::Window::new(tr!("tournament-title"))
        .id(egui::Id::new("class tournament"))
        .open(&mut open)
        .default_pos(board_area.min + egui::vec2(12.0, 12.0))
        .default_width((board_area.width() - 24.0).min(560.0))
        // Room for a class's list and tables; a short list leaves the window short.
        .default_height(board_area.height() - 24.0)
        // Sized by its content, which grows as the games come in; what does not fit scrolls.
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            let room = (board_area.height() - 100.0).max(200.0);
            egui::ScrollArea::vertical().max_height(room).auto_shrink([false, true]).show(ui, |ui| {
                ui.label(tr!("tournament-about"));
                ui.add_space(4.0);
                entrants::<G>(ui, tournament);
                if let Some(run) = &mut tournament.run {
                    ui.separator();
                    shown = results::<G>(ui, run, &export_to);
                }
            });
        });
    if let Some(text) = shown {
        commands.trigger(GameAction::Load(text));
    }
    if !open {
        tournament.open = false;
    }
    Ok(())
}

/// The entrants, a row each, the buttons that add a level or a program, the games a pair plays,
/// and Start or Cancel.
fn entrants<G: WindowGame>(ui: &mut egui::Ui, tournament: &mut ClassTournament<G>) {
    let levels = offered_players::<G>();
    let running = tournament.is_running();
    let mut removed = None;
    ui.add_enabled_ui(!running, |ui| {
        egui::Grid::new("tournament entrants").num_columns(3).spacing([8.0, 4.0]).show(ui, |ui| {
            for (index, entrant) in tournament.entrants.iter_mut().enumerate() {
                ui.add_sized([110.0, 20.0], egui::TextEdit::singleline(&mut entrant.name))
                    .on_hover_text(tr!("tournament-name-hover"));
                match &mut entrant.kind {
                    EntrantKind::Ai(options) => {
                        let name =
                            levels.iter().find(|level| level.options == *options).map(|level| level.name.clone());
                        ui.label(name.unwrap_or_default());
                    }
                    EntrantKind::Program(program) => {
                        ui.horizontal(|ui| {
                            ui.add(
                                egui::TextEdit::singleline(&mut program.command)
                                    .hint_text(tr!("panel-program-command-example"))
                                    .desired_width(240.0),
                            )
                            .on_hover_text(tr!("panel-program-command-hover"));
                            ui.checkbox(&mut program.once_a_game, tr!("tournament-once-a-game"))
                                .on_hover_text(tr!("panel-program-once-a-game-hover"));
                            if let Some(folder) = &program.folder {
                                let folder = folder.display().to_string();
                                ui.label("📁").on_hover_text(tr!("tournament-runs-in", folder = folder));
                            }
                        });
                    }
                }
                if ui.small_button("✖").on_hover_text(tr!("tournament-remove-hover")).clicked() {
                    removed = Some(index);
                }
                ui.end_row();
            }
        });
        if let Some(index) = removed {
            tournament.entrants.remove(index);
        }
        ui.horizontal(|ui| {
            let count = tournament.entrants.len();
            let add_program = ui.add_enabled(
                crate::app::base::platform::STARTS_PROGRAMS,
                egui::Button::new(tr!("tournament-add-program")),
            );
            if add_program
                .on_hover_text(tr!("tournament-add-program-hover"))
                .on_disabled_hover_text(tr!("web-no-programs"))
                .clicked()
            {
                let name = tr!("tournament-program-name", number = count + 1);
                tournament.entrants.push(Entrant { name, kind: EntrantKind::Program(ProgramSettings::default()) });
            }
            let add_folder = ui.add_enabled(
                crate::app::base::platform::STARTS_PROGRAMS && tournament.folder_choice.is_none(),
                egui::Button::new(tr!("tournament-add-folder")),
            );
            if add_folder
                .on_hover_text(tr!("tournament-add-folder-hover"))
                .on_disabled_hover_text(tr!("web-no-programs"))
                .clicked()
            {
                tournament.choose_folder();
            }
            let add_ai = egui::ComboBox::from_id_salt("tournament add level")
                .selected_text(tr!("tournament-add-level"))
                .show_ui(ui, |ui| {
                    for level in &levels {
                        if ui.selectable_label(false, &level.name).clicked() {
                            let kind = EntrantKind::Ai(level.options.clone());
                            tournament.entrants.push(Entrant { name: level.name.clone(), kind });
                        }
                    }
                });
            add_ai.response.on_hover_text(tr!("tournament-add-level-hover", depth = G::DUEL_DEPTH));
        });
        typed_folder(ui, tournament);
        for line in &tournament.folder_notice {
            ui.small(line);
        }
        ui.horizontal(|ui| {
            ui.label(tr!("tournament-games")).on_hover_text(tr!("tournament-games-hover"));
            ui.add(egui::Slider::new(&mut tournament.games, 1..=MOST_GAMES_A_PAIR));
        });
        ui.horizontal(|ui| {
            ui.label(tr!("tournament-time")).on_hover_text(tr!("tournament-time-hover"));
            let longest = ProgramSettings::LONGEST_SECONDS;
            let time =
                egui::Slider::new(&mut tournament.seconds_per_move, 0.5..=longest).logarithmic(true).suffix(" s");
            ui.add(time).on_hover_text(tr!("tournament-time-hover"));
        });
        ui.horizontal(|ui| {
            ui.label(tr!("tournament-memory")).on_hover_text(tr!("tournament-memory-hover"));
            let memory = egui::Slider::new(&mut tournament.memory_mb, 0..=16_384).logarithmic(true).suffix(" MiB");
            ui.add(memory).on_hover_text(tr!("tournament-memory-hover"));
        });
        format_choice(ui, tournament);
    });
    ui.horizontal(|ui| {
        if running {
            if ui.button(tr!("duel-cancel")).on_hover_text(tr!("tournament-cancel-hover")).clicked() {
                tournament.cancel();
            }
            ui.spinner();
        } else {
            let ready = tournament.entrants.len() >= 2;
            let start = ui.add_enabled(ready, egui::Button::new(tr!("duel-start")));
            if start
                .on_hover_text(tr!("tournament-start-hover"))
                .on_disabled_hover_text(tr!("tournament-two-needed"))
                .clicked()
            {
                tournament.start();
            }
        }
    });
    if !running {
        unfinished(ui, tournament);
    }
}

/// The tournament cut off before its end (the window closed, a crash, Stop), with Go on and
/// Discard.
fn unfinished<G: WindowGame>(ui: &mut egui::Ui, tournament: &mut ClassTournament<G>) {
    let Some(unfinished) = &tournament.unfinished else { return };
    let played = unfinished.played.len();
    let total = unfinished.setup.rounds().total_games();
    let entrants = unfinished.setup.entrants.len();
    let (mut go_on, mut discard) = (false, false);
    ui.group(|ui| {
        ui.label(tr!("tournament-unfinished", played = played, total = total, entrants = entrants));
        ui.horizontal(|ui| {
            go_on = ui.button(tr!("tournament-resume")).on_hover_text(tr!("tournament-resume-hover")).clicked();
            discard = ui.button(tr!("tournament-discard")).on_hover_text(tr!("tournament-discard-hover")).clicked();
        });
    });
    if go_on {
        tournament.resume();
    } else if discard {
        tournament.discard_unfinished();
    }
}

/// Every pair or Swiss rounds, the rounds, and the games that makes.
fn format_choice<G: WindowGame>(ui: &mut egui::Ui, tournament: &mut ClassTournament<G>) {
    ui.horizontal(|ui| {
        ui.label(tr!("tournament-format"));
        ui.selectable_value(&mut tournament.format, Format::RoundRobin, tr!("tournament-round-robin"))
            .on_hover_text(tr!("tournament-round-robin-hover"));
        ui.selectable_value(&mut tournament.format, Format::Swiss, tr!("tournament-swiss"))
            .on_hover_text(tr!("tournament-swiss-hover"));
    });
    if tournament.format == Format::Swiss {
        ui.horizontal(|ui| {
            ui.label(tr!("tournament-rounds")).on_hover_text(tr!("tournament-rounds-hover"));
            let most = (tournament.entrants.len() as u32).saturating_sub(1).max(1);
            let mut rounds = tournament.swiss_round_count();
            if ui.add(egui::Slider::new(&mut rounds, 1..=most)).changed() {
                tournament.rounds = Some(rounds);
            }
        });
    }
    if tournament.entrants.len() >= 2 {
        ui.small(tr!("tournament-games-in-all", games = tournament.total_games()));
    }
}

/// Where the machine has no folder chooser: the folder's path typed, and Add.
fn typed_folder<G: WindowGame>(ui: &mut egui::Ui, tournament: &mut ClassTournament<G>) {
    let Some((typed, focus)) = &mut tournament.typed_folder else { return };
    let mut add = false;
    ui.horizontal(|ui| {
        ui.label(tr!("tournament-folder-path"));
        let field = ui.add(
            egui::TextEdit::singleline(typed).hint_text(tr!("tournament-folder-path-example")).desired_width(260.0),
        );
        if std::mem::take(focus) {
            field.request_focus();
        }
        add = field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
        add |= ui.add_enabled(!typed.trim().is_empty(), egui::Button::new(tr!("tournament-folder-add"))).clicked();
    });
    if add && let Some((folder, _)) = tournament.typed_folder.take() {
        tournament.add_folder(std::path::Path::new(folder.trim()));
    }
}

/// How a game was lost by forfeit, in the player's words.
fn forfeit_words(kind: ForfeitKind) -> String {
    match kind {
        ForfeitKind::Illegal => tr!("tournament-forfeit-illegal"),
        ForfeitKind::Malformed => tr!("tournament-forfeit-malformed"),
        ForfeitKind::Timeout => tr!("tournament-forfeit-timeout"),
        ForfeitKind::Crash => tr!("tournament-forfeit-crash"),
        ForfeitKind::Flood => tr!("tournament-forfeit-flood"),
        ForfeitKind::NoMove => tr!("tournament-forfeit-no-move"),
    }
}

/// The AIs a tournament offers: the game's levels, then its presets (evaluation weights, such as
/// the course's own heuristics) at the duel's depth.
fn offered_players<G: WindowGame>() -> Vec<NamedAi<G>> {
    let mut offered = G::named_levels();
    let presets = G::duel_opponents(&G::Options::default(), G::DUEL_DEPTH);
    for preset in presets {
        if !offered.iter().any(|level| level.options == preset.options) {
            offered.push(preset);
        }
    }
    offered
}

/// The progress, the crosstable (a cell shows a pair's games), the standings, what went wrong,
/// and the games of the pair chosen. Returns the game to show on the board, as its moves.
fn results<G: WindowGame>(
    ui: &mut egui::Ui,
    run: &mut BackgroundRun<G, TournamentRun<G>>,
    export_to: &Option<std::path::PathBuf>,
) -> Option<String> {
    let played = run.results.games;
    let progress = tr!("duel-progress", played = played, total = run.total());
    ui.add(egui::ProgressBar::new(played as f32 / run.total().max(1) as f32).text(progress));
    if run.rounds() > 1 {
        ui.small(tr!("tournament-round-of", round = run.round(), rounds = run.rounds()));
    }
    if run.was_stopped() {
        ui.small(tr!("duel-stopped"));
    }
    if run.sandboxed() {
        ui.small(tr!("tournament-sandboxed"));
    }
    if let Some(notice) = run.sandbox_notice.iter().chain(&run.keep_notice).next() {
        ui.label(egui::RichText::new(notice).small().color(theme::warning()));
    }
    let finished = !run.is_running();
    let run: &mut TournamentRun<G> = run;
    ui.horizontal(|ui| {
        let export = ui.add_enabled(
            finished && !crate::app::base::file_dialog::DOWNLOADS,
            egui::Button::new(tr!("tournament-export")),
        );
        let export = export.on_hover_text(tr!("tournament-export-hover"));
        if export.on_disabled_hover_text(tr!("tournament-export-disabled")).clicked() {
            run.export(export_to.clone());
        }
        if let Some(notice) = &run.export_notice {
            ui.small(notice);
        }
    });
    crosstable(ui, &run.results, &mut run.shown_pair);
    ui.add_space(4.0);
    standings(ui, &run.results);
    // The last games lost by forfeit, in the window's words; the program's own (its error
    // output, what it answered) under the mouse.
    let forfeited =
        run.outcomes.iter().rev().filter_map(|(fixture, outcome)| Some((fixture, outcome, outcome.forfeit.as_ref()?)));
    for (fixture, outcome, (seat, forfeit)) in forfeited.take(5) {
        let pairing = run.pairings()[fixture.pairing];
        let entrant = |seat: crate::games::Seat| [pairing.first, pairing.second][outcome.player(seat)];
        let [loser, opponent] = [*seat, seat.opponent()].map(|seat| run.results.standings[entrant(seat)].name.as_str());
        let line = tr!(
            "tournament-incident",
            loser = loser,
            opponent = opponent,
            number = outcome.number + 1,
            how = forfeit_words(forfeit.kind)
        );
        ui.label(egui::RichText::new(line).small().color(theme::warning())).on_hover_text(&forfeit.reason);
    }
    let (first, second) = run.shown_pair?;
    let names = [first, second].map(|entrant| run.results.standings[entrant].name.as_str());
    ui.separator();
    ui.label(egui::RichText::new(tr!("tournament-pair-games", first = names[0], second = names[1])).strong());
    let mut shown = None;
    egui::Grid::new("tournament pair games").num_columns(3).striped(true).spacing([12.0, 3.0]).show(ui, |ui| {
        for (fixture, outcome) in &run.outcomes {
            let pairing = run.pairings()[fixture.pairing];
            let pair = [pairing.first, pairing.second];
            if !(pair.contains(&first) && pair.contains(&second)) {
                continue;
            }
            let seated = [pairing.first, pairing.second];
            let first_seat = run.results.standings[seated[outcome.player(crate::games::Seat::First)]].name.as_str();
            ui.label(tr!("tournament-game-first", number = outcome.number + 1, first = first_seat));
            let result = match outcome.winner() {
                None => tr!("duel-draw"),
                Some(seat) => {
                    tr!("tournament-won", winner = run.results.standings[seated[outcome.player(seat)]].name.as_str())
                }
            };
            let forfeit =
                outcome.forfeit.as_ref().map(|_| format!(" ({})", tr!("tournament-forfeit"))).unwrap_or_default();
            ui.label(format!("{result}{forfeit}"));
            if ui.small_button(tr!("duel-show")).on_hover_text(tr!("duel-show-hover")).clicked() {
                let game = &outcome.game;
                shown = Some(G::Position::write_moves(game.start(), &game.move_list()));
            }
            ui.end_row();
        }
    });
    shown
}

/// Points each entrant scored against each other, best first; a click on a cell shows that
/// pair's games. A class's table is wider than the window: it scrolls sideways.
fn crosstable(ui: &mut egui::Ui, results: &Results, shown_pair: &mut Option<(usize, usize)>) {
    let order = results.ranking();
    let scroll = egui::ScrollArea::horizontal().id_salt("tournament crosstable scroll").auto_shrink([false, true]);
    scroll.show(ui, |ui| {
        egui::Grid::new("tournament crosstable").num_columns(order.len() + 2).striped(true).spacing([10.0, 3.0]).show(
            ui,
            |ui| {
                ui.label("");
                ui.label("");
                for column in 1..=order.len() {
                    ui.label(egui::RichText::new(column.to_string()).strong());
                }
                ui.end_row();
                for (rank, &row) in order.iter().enumerate() {
                    ui.label(egui::RichText::new((rank + 1).to_string()).strong());
                    ui.label(&results.standings[row].name);
                    for &column in &order {
                        match results.crosstable[row][column] {
                            None => {
                                ui.label("·");
                            }
                            // A pair of a Swiss tournament that has not met.
                            Some(cell) if cell.games == 0 => {
                                ui.label("");
                            }
                            Some(cell) => {
                                let text = format!(
                                    "{}/{}",
                                    i18n::decimal(cell.points, usize::from(cell.points.fract() != 0.0)),
                                    cell.games
                                );
                                let chosen = *shown_pair == Some((row, column));
                                if ui
                                    .selectable_label(chosen, text)
                                    .on_hover_text(tr!("tournament-cell-hover"))
                                    .clicked()
                                {
                                    *shown_pair = Some((row, column));
                                }
                            }
                        }
                    }
                    ui.end_row();
                }
            },
        );
    });
}

/// Each entrant's points, games, wins, draws and losses (and byes), the tie-breaks, and
/// forfeits, best first.
fn standings(ui: &mut egui::Ui, results: &Results) {
    let shown = |value: f64| i18n::decimal(value, usize::from(value.fract() != 0.0));
    egui::Grid::new("tournament standings").num_columns(6).striped(true).spacing([12.0, 3.0]).show(ui, |ui| {
        ui.label("");
        ui.label(egui::RichText::new(tr!("tournament-points")).strong());
        ui.label(egui::RichText::new(tr!("tournament-record")).strong());
        ui.label(egui::RichText::new(tr!("tournament-buchholz")).strong())
            .on_hover_text(tr!("tournament-buchholz-hover"));
        ui.label(egui::RichText::new(tr!("tournament-sonneborn-berger")).strong())
            .on_hover_text(tr!("tournament-sonneborn-berger-hover"));
        ui.label(egui::RichText::new(tr!("tournament-forfeits")).strong())
            .on_hover_text(tr!("tournament-forfeits-hover"));
        ui.end_row();
        for entrant in results.ranking() {
            let standing = &results.standings[entrant];
            ui.label(&standing.name);
            ui.label(tr!("tournament-points-of", points = shown(standing.points), games = standing.games));
            let record = format!("{}–{}–{}", standing.wins, standing.draws, standing.losses);
            match standing.byes {
                0 => ui.label(record),
                byes => ui.label(tr!("tournament-record-byes", record = record, byes = byes)),
            };
            ui.label(shown(standing.buchholz));
            ui.label(shown(standing.sonneborn_berger));
            let forfeits = standing.forfeits_in_all();
            ui.label(if forfeits == 0 { String::new() } else { forfeits.to_string() });
            ui.end_row();
        }
    });
}
