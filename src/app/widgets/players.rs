//! Who plays: the seats, the AI's level, the clock, an outside engine's command and limits, and
//! a player's own program.

use bevy_egui::egui;

use super::translated;
use crate::app::base::settings::{OutsideEngineSettings, PlayerKind, ProgramSettings, Seats, TimeControl};
use crate::app::base::theme;
use crate::tr;

/// Human, AI, an outside engine (where the game has them) or the player's own program for each
/// side; with no human and the game not over, the pause button, and once paused the button that
/// plays one move (true when it is pressed).
pub fn players(
    ui: &mut egui::Ui,
    seats: &mut Seats,
    names: [&str; 2],
    offer_engine: bool,
    game_over: bool,
    paused: &mut bool,
) -> bool {
    let choices: &[PlayerKind] = if offer_engine {
        &[PlayerKind::Human, PlayerKind::Ai, PlayerKind::Engine, PlayerKind::Program]
    } else {
        &[PlayerKind::Human, PlayerKind::Ai, PlayerKind::Program]
    };
    egui::Grid::new("players").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
        for (name, seat) in names.into_iter().zip([&mut seats.first, &mut seats.second]) {
            ui.label(name);
            ui.horizontal(|ui| {
                for &player in choices {
                    if !crate::app::base::platform::STARTS_PROGRAMS
                        && matches!(player, PlayerKind::Engine | PlayerKind::Program)
                    {
                        let offered = ui.add_enabled(false, egui::Button::selectable(false, player.label()));
                        offered.on_disabled_hover_text(tr!("web-no-programs"));
                        continue;
                    }
                    let choice = ui.selectable_value(seat, player, player.label());
                    let hover = match player {
                        PlayerKind::Human => tr!("panel-player-human-hover"),
                        PlayerKind::Ai => tr!("panel-player-ai-hover"),
                        PlayerKind::Engine => tr!("panel-player-engine-hover"),
                        PlayerKind::Program => tr!("panel-player-program-hover"),
                    };
                    choice.on_hover_text(hover);
                }
            });
            ui.end_row();
        }
    });
    let mut step = false;
    if seats.both_machines() && !game_over {
        ui.horizontal(|ui| {
            let label = if *paused { tr!("panel-resume") } else { tr!("panel-pause") };
            let hover = if *paused { tr!("panel-resume-hover") } else { tr!("panel-pause-hover") };
            if ui.add_sized([120.0, 26.0], egui::Button::new(label)).on_hover_text(hover).clicked() {
                *paused = !*paused;
            }
            if *paused {
                let button = ui.add_sized([120.0, 26.0], egui::Button::new(tr!("panel-step")));
                step = button.on_hover_text(tr!("panel-step-hover")).clicked();
            }
        });
    } else if !seats.both_machines() {
        *paused = false;
    }
    step
}

/// A game's named levels (its name, how it plays in a player's words, its settings): a choice,
/// and the chosen one's words on the line below ("Custom" where the Lab's settings match none).
/// The names and words are the translations' where they are message ids, else as written.
pub fn level_choice<T: Clone + PartialEq, N: AsRef<str>, W: AsRef<str>>(
    ui: &mut egui::Ui,
    settings: &mut T,
    levels: &[(N, W, T)],
) {
    let current = levels.iter().find(|(_, _, preset)| preset == settings);
    ui.horizontal(|ui| {
        ui.label(tr!("panel-ai-level"));
        let shown = current.map_or_else(|| tr!("panel-custom"), |(name, _, _)| translated(name.as_ref()));
        egui::ComboBox::from_id_salt("level").selected_text(shown).width(150.0).show_ui(ui, |ui| {
            for (name, words, preset) in levels {
                let choice = ui.selectable_label(preset == settings, translated(name.as_ref()));
                if choice.on_hover_text(translated(words.as_ref())).clicked() {
                    *settings = preset.clone();
                }
            }
        });
    });
    let words = current.map_or_else(|| tr!("panel-custom-level"), |(_, words, _)| translated(words.as_ref()));
    ui.label(egui::RichText::new(words).color(theme::text_dim()));
}

/// The games' time control: none, a preset or the player's own. `applies_later`: the game on the
/// board keeps its own clock, which the row says beside the choice (never under it, where it
/// would push the buttons below down).
pub fn time_control(ui: &mut egui::Ui, control: &mut Option<TimeControl>, applies_later: bool) {
    let custom = control.is_some_and(|chosen| !TimeControl::PRESETS.contains(&chosen));
    ui.horizontal(|ui| {
        ui.label(tr!("panel-clock"));
        let shown = match control {
            None => tr!("panel-clock-none"),
            Some(_) if custom => tr!("panel-custom"),
            Some(chosen) => chosen.label(),
        };
        egui::ComboBox::from_id_salt("time control").selected_text(shown).width(110.0).show_ui(ui, |ui| {
            ui.selectable_value(control, None, tr!("panel-clock-none"));
            for preset in TimeControl::PRESETS {
                ui.selectable_value(control, Some(preset), preset.label());
            }
            if ui.selectable_label(custom, tr!("panel-custom")).clicked() && !custom {
                *control = Some(TimeControl::new(20 * 60, 15));
            }
        });
        if applies_later {
            ui.label(egui::RichText::new(tr!("panel-clock-next-game")).small().color(theme::warning()))
                .on_hover_text(tr!("panel-clock-next-game-hover"));
        }
    });
    if let Some(chosen) = control
        && custom
    {
        let mut minutes = chosen.base_seconds as f32 / 60.0;
        ui.horizontal(|ui| {
            ui.label(tr!("panel-clock-minutes"));
            let slider = egui::Slider::new(&mut minutes, 0.5..=120.0).logarithmic(true).step_by(0.5);
            if ui.add(slider).changed() {
                chosen.base_seconds = (minutes * 60.0).round() as u32;
            }
        });
        ui.horizontal(|ui| {
            ui.label(tr!("panel-clock-increment"));
            ui.add(egui::Slider::new(&mut chosen.increment_seconds, 0..=60).suffix(" s"));
        });
    }
}

/// What the panel shows of an outside engine.
pub struct OutsideEngineStatus<'a> {
    pub name: Option<&'a str>,
    pub thinking: bool,
    /// Its last move, with its evaluation and time, written out.
    pub last_move: Option<String>,
}

/// The outside engine's command line, depth and time, and how it is doing.
pub fn outside_engine(ui: &mut egui::Ui, settings: &mut OutsideEngineSettings, status: OutsideEngineStatus) {
    egui::Grid::new("outside engine").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
        ui.label(tr!("panel-engine-command"));
        ui.add(
            egui::TextEdit::singleline(&mut settings.command)
                .hint_text(tr!("panel-engine-command-example"))
                .desired_width(f32::INFINITY),
        )
        .on_hover_text(tr!("panel-engine-command-hover"));
        ui.end_row();
        ui.label(tr!("panel-engine-depth"));
        ui.add(egui::Slider::new(&mut settings.depth, 1..=40).suffix(format!(" {}", tr!("panel-engine-depth-unit"))));
        ui.end_row();
        ui.label(tr!("panel-engine-time"));
        ui.add(egui::Slider::new(&mut settings.seconds_per_move, 1.0..=120.0).logarithmic(true).suffix(" s"))
            .on_hover_text(tr!("panel-engine-time-hover"));
        ui.end_row();
    });
    let name = status.name.map_or_else(|| tr!("panel-engine-unnamed"), str::to_owned);
    if status.thinking {
        ui.label(egui::RichText::new(tr!("panel-engine-thinking", name = name)).color(theme::accent()));
    } else if let Some(last_move) = status.last_move {
        ui.label(egui::RichText::new(tr!("panel-engine-played", name = name, mv = last_move)).color(theme::text_dim()));
    }
}

/// How the panel's test of the program is going.
pub enum ProgramTestStatus<'a> {
    NotRun,
    Running,
    /// What it answered, and how fast, in words.
    Passed(&'a str),
    /// Why it failed, in words.
    Failed(&'a str),
}

/// How the program's rating is going, in words.
pub enum RatingStatus {
    NotRun,
    /// The level it is playing and the games played against it.
    Running(String),
    /// The rating with where it stands, then a line per level met.
    Rated {
        rating: String,
        levels: Vec<String>,
    },
    Failed(String),
}

/// What the player asked of the Program section.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProgramRequest {
    /// Ask the program for a move on the game's start.
    Test,
    /// Rate it against the game's levels.
    Rate,
    StopRating,
    /// Pick the program's file with the desktop's file chooser.
    ChooseFile,
}

/// What the panel shows of the player's own program.
pub struct ProgramStatus<'a> {
    /// Whether the desktop has a file chooser to pick the program with.
    pub can_choose_file: bool,
    pub thinking: bool,
    /// Its last move: the side that played it, the move, and the seconds it took.
    pub last: Option<(String, String, f64)>,
    /// What it wrote with its last move (its lines starting with `#`).
    pub comments: &'a [String],
    pub test: ProgramTestStatus<'a>,
    pub rating: RatingStatus,
    /// The games a rating plays against each level it meets.
    pub rating_games: u32,
}

/// The program's command (typed, or its file chosen), its time a move and how long it lives; a
/// test on the game's start and a rating against the game's levels; how it is doing, with its
/// comments. Returns what the player asked for.
pub fn program_seat(
    ui: &mut egui::Ui,
    settings: &mut ProgramSettings,
    status: ProgramStatus,
) -> Option<ProgramRequest> {
    let mut request = None;
    egui::Grid::new("program").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
        ui.label(tr!("panel-program-command"));
        ui.horizontal(|ui| {
            let choose = status.can_choose_file
                && ui.button(tr!("panel-program-choose")).on_hover_text(tr!("panel-program-choose-hover")).clicked();
            if choose {
                request = Some(ProgramRequest::ChooseFile);
            }
            ui.add(
                egui::TextEdit::singleline(&mut settings.command)
                    .hint_text(tr!("panel-program-command-example"))
                    .desired_width(f32::INFINITY),
            )
            .on_hover_text(tr!("panel-program-command-hover"));
        });
        ui.end_row();
        ui.label(tr!("panel-program-time"));
        let longest = ProgramSettings::LONGEST_SECONDS;
        ui.add(egui::Slider::new(&mut settings.seconds_per_move, 0.5..=longest).logarithmic(true).suffix(" s"))
            .on_hover_text(tr!("panel-program-time-hover"));
        ui.end_row();
    });
    ui.checkbox(&mut settings.once_a_game, tr!("panel-program-once-a-game"))
        .on_hover_text(tr!("panel-program-once-a-game-hover"));
    let has_command = !settings.command.trim().is_empty();
    ui.horizontal(|ui| {
        let testing = matches!(status.test, ProgramTestStatus::Running);
        let button = ui.add_enabled(!testing && has_command, egui::Button::new(tr!("panel-program-test")));
        if button.on_hover_text(tr!("panel-program-test-hover")).clicked() {
            request = Some(ProgramRequest::Test);
        }
        if let Some(rating) = rating_button(ui, has_command, &status.rating, status.rating_games) {
            request = Some(rating);
        }
    });
    let line = |ui: &mut egui::Ui, words: &str, color| {
        ui.add(egui::Label::new(egui::RichText::new(words).color(color)).wrap());
    };
    match status.test {
        ProgramTestStatus::NotRun => {}
        ProgramTestStatus::Running => line(ui, &tr!("panel-program-testing"), theme::accent()),
        ProgramTestStatus::Passed(words) => line(ui, words, theme::text_dim()),
        ProgramTestStatus::Failed(words) => line(ui, words, theme::warning()),
    }
    match &status.rating {
        RatingStatus::NotRun => {}
        RatingStatus::Running(against) => {
            ui.horizontal(|ui| {
                ui.spinner();
                line(ui, against, theme::accent());
            });
        }
        RatingStatus::Rated { rating, levels } => {
            ui.add(egui::Label::new(egui::RichText::new(rating).strong()).wrap())
                .on_hover_text(tr!("panel-program-rating-hover"));
            for level in levels {
                ui.label(egui::RichText::new(level).small().color(theme::text_dim()));
            }
        }
        RatingStatus::Failed(why) => line(ui, why, theme::warning()),
    }
    if status.thinking {
        ui.label(egui::RichText::new(tr!("panel-program-thinking")).color(theme::accent()));
    } else if let Some((side, mv, seconds)) = status.last {
        let seconds = crate::app::base::i18n::decimal(seconds, 2);
        let played = egui::RichText::new(tr!("panel-program-played", side = side, mv = mv, seconds = seconds));
        ui.add(egui::Label::new(played.color(theme::text_dim())).wrap());
    }
    for comment in status.comments.iter().take(COMMENTS_SHOWN) {
        ui.label(egui::RichText::new(format!("# {comment}")).small().monospace().color(theme::text_dim()));
    }
    request
}

/// Rate, or Stop while it rates: the request when clicked.
fn rating_button(ui: &mut egui::Ui, has_command: bool, rating: &RatingStatus, games: u32) -> Option<ProgramRequest> {
    if matches!(rating, RatingStatus::Running(_)) {
        let stop = ui.button(tr!("panel-program-rate-stop")).on_hover_text(tr!("panel-program-rate-stop-hover"));
        stop.clicked().then_some(ProgramRequest::StopRating)
    } else {
        let rate = ui.add_enabled(has_command, egui::Button::new(tr!("panel-program-rate")));
        let rate = rate.on_hover_text(tr!("panel-program-rate-hover", games = games));
        rate.clicked().then_some(ProgramRequest::Rate)
    }
}

/// The comments of the program's last move the panel shows.
const COMMENTS_SHOWN: usize = 4;
