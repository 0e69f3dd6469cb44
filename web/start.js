// Starts the game's WebAssembly module on the page: the words while it loads, and a plain
// message (in the browser's language) when the browser cannot run it.
import init from "./minimax-arcade.js";

const portuguese = (navigator.languages || [navigator.language]).some((tag) => /^pt\b/i.test(tag));
const words = portuguese
  ? {
      loading: "Carregando o jogo…",
      noWebgl2: "Este navegador não oferece WebGL2, que o jogo usa para desenhar. Tente um navegador atual (Chrome, Edge, Firefox ou Safari) ou ative a aceleração gráfica.",
      failed: "O jogo não pôde começar: ",
    }
  : {
      loading: "Loading the game…",
      noWebgl2: "This browser offers no WebGL2, which the game draws with. Try a current browser (Chrome, Edge, Firefox or Safari) or turn on graphics acceleration.",
      failed: "The game could not start: ",
    };

const loading = document.getElementById("loading");
const loadingWords = document.getElementById("loading-words");
loadingWords.textContent = words.loading;
document.documentElement.lang = portuguese ? "pt-BR" : "en";

function fail(message) {
  document.getElementById("loading-bar").remove();
  loadingWords.textContent = message;
  loadingWords.className = "error";
}

// The game hides the loading words once it has drawn its first frame.
window.minimaxArcadeStarted = () => loading.classList.add("gone");

if (!document.createElement("canvas").getContext("webgl2")) {
  fail(words.noWebgl2);
} else {
  try {
    await init();
  } catch (error) {
    // Bevy's web loop hands control back to the browser by throwing this on purpose.
    if (!String(error).includes("Using exceptions for control flow")) {
      fail(words.failed + error);
      throw error;
    }
  }
}
