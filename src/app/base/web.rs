//! The page around the game in a browser (`web/index.html`, built by `scripts/web.sh`): the
//! canvas the game draws on, and the page's loading words taken away once it has drawn.

use bevy::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

/// The page's canvas, by its CSS selector.
pub const CANVAS: &str = "#minimax-arcade";

/// What the page's script (`web/start.js`) defines for the game to call once it has drawn.
const STARTED_CALLBACK: &str = "minimaxArcadeStarted";

pub fn plugin(app: &mut App) {
    app.add_systems(Last, tell_page_drawn.run_if(run_once));
}

/// The loading words stay until the first frame, so that the page is never blank.
fn tell_page_drawn() {
    let Some(window) = web_sys::window() else { return };
    let callback = js_sys::Reflect::get(&window, &JsValue::from_str(STARTED_CALLBACK)).ok();
    if let Some(callback) = callback.as_ref().and_then(|value| value.dyn_ref::<js_sys::Function>())
        && let Err(error) = callback.call0(&JsValue::NULL)
    {
        warn!("the page's {STARTED_CALLBACK} failed: {error:?}");
    }
}
