use std::process::ExitCode;

fn main() -> ExitCode {
    // In a browser the program also runs as the page's web workers, which open no window: they
    // only answer `work_in_worker`.
    #[cfg(all(target_family = "wasm", feature = "window"))]
    if web_sys::window().is_none() {
        return ExitCode::SUCCESS;
    }
    minimax_arcade::cli::main(&minimax_arcade::catalogue::shipped())
}

/// A web worker's work (`web/worker.js`): `request` (JSON), an order of kind `kind` for the game
/// named `game`, its reports to `report` as it goes, its output returned, or why it could not be
/// done.
#[cfg(all(target_family = "wasm", feature = "window"))]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn work_in_worker(game: &str, kind: &str, request: &str, report: &js_sys::Function) -> Result<String, String> {
    let games = minimax_arcade::catalogue::shipped().window_games();
    let entry =
        games.iter().find(|entry| entry.name == game).ok_or_else(|| format!("there is no game called {game}"))?;
    (entry.work_in_worker)(kind, request, &mut |progress| {
        // A report the page cannot take is only a report lost.
        let _ = report.call1(&wasm_bindgen::JsValue::NULL, &progress.into());
    })
    .map_err(|error| error.0)
}
