// A web worker that does the game's background work (its searches, a duel's games, a game's
// review), so that the page never freezes while the AI thinks (src/app/ai_task/web_worker.rs
// starts it). It loads its own instance of the game's module and does one order at a time:
// { id, game, kind, request } in; { id, report } as it goes, then { id, result } or { id, error }.
import init, { work_in_worker } from "./minimax-arcade.js";

const ready = init();

self.onmessage = async (event) => {
  const { id, game, kind, request } = event.data;
  try {
    await ready;
    const result = work_in_worker(game, kind, request, (report) => self.postMessage({ id, report }));
    self.postMessage({ id, result });
  } catch (error) {
    self.postMessage({ id, error: String(error) });
  }
};
