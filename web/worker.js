// A web worker that runs the game's searches, so that the page never freezes while the AI
// thinks (src/app/ai_task/web_worker.rs starts it). It loads its own instance of the game's
// module and runs one search at a time: { id, game, request } in; { id, report } while it
// searches, then { id, result } or { id, error }.
import init, { search_in_worker } from "./minimax-arcade.js";

const ready = init();

self.onmessage = async (event) => {
  const { id, game, request } = event.data;
  try {
    await ready;
    const result = search_in_worker(game, request, (report) => self.postMessage({ id, report }));
    self.postMessage({ id, result });
  } catch (error) {
    self.postMessage({ id, error: String(error) });
  }
};
