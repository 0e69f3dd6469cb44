#!/usr/bin/env python3
"""The web page tried as a visitor would (scripts/web.sh check runs it on target/web/).

For each language, a fresh headless Chromium (its language set, its storage empty) opens the
page; the menu must appear; Reversi is opened and a move played with the mouse; the AI must
answer (the autosave in the browser's storage then holds both moves), and the page must keep
drawing meanwhile: the longest gap between two frames while the AI thinks is measured. Then the
game's files: Ctrl+S must download the game as a GGF file holding both moves, and Ctrl+O must
open a GGF file the visitor picks (five moves of a recorded game) in its place. Then the Lab:
its duel must play games in web workers, and the game's review must run in one, the page
drawing all along (the page's console says what a worker has done). Before the game, on the game
trees screen, an exercise opened by its code and answered by keyboard must be marked all right
and its sheet download as a PDF, and Save picture must download an SVG and a PNG; on the game's
start the search tree view's recording must be made in a web worker. Screenshots of the menu, the
exercise, the game, the search tree, the duel and the review are written per language.

Then, where Firefox is installed, the page in Firefox in each language (on an Xvfb of its own
when there is no display): the menu must appear, and the AI must answer a Reversi move.

Standard library only: Chromium is driven through its DevTools protocol over a WebSocket
written here, Firefox through its Marionette protocol.
"""

import argparse
import base64
import functools
import http.server
import json
import os
import re
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

# Where the window's layout puts things at 1280x800 (the desktop's, the same code).
REVERSI_CARD = (640, 250)
# Reversi's square d3, a legal first move for Black.
REVERSI_D3 = (398, 275)
# The menu's Game trees; on its screen, the height of the Save picture section's header in each
# language (Portuguese wraps a line more above it); opened and the panel scrolled to its end, its
# two buttons at the panel's foot, at points inside both languages' buttons.
GAME_TREES = (640, 667)
SAVE_PICTURE_Y = {"en": 750, "pt-BR": 775}
SAVE_PICTURE_X, SAVE_SVG_X, SAVE_PNG_X, SAVE_BUTTONS_Y = 935, 940, 1040, 776
# On the game trees screen, its Exercise button; in the exercise, the search's Minimax, the code
# box; once Minimax is chosen, Check and the sheet's PDF button.
EXERCISE_BUTTON = (907, 56)
EXERCISE_MINIMAX, EXERCISE_CODE_BOX = (972, 172), (926, 146)
EXERCISE_CHECK, EXERCISE_SHEET_PDF = (920, 235), (988, 285)
# An exercise a teacher gives by its code, and its answer by minimax: each internal node's value
# in the order Enter walks the boxes (A, B, D, E, F, C, G, H, I for this tree:
# `textbook-tree --exercise K7Q2` prints it).
EXERCISE_CODE = "K7Q2"
EXERCISE_MINIMAX_ANSWER = ["2", "2", "9", "2", "5", "-8", "7", "-8", "7"]
# Reversi's Lab and Play tabs; before the AI has searched, the Thinking section's Search tree…
# button, and in the search tree's window its Record button in each language and the window's
# close button; the headers of Thinking, Search and Why this move (closed, so that
# what follows them stands at the same height in both languages), of Review (its Review the game
# button below it) and of Heuristic weights (opened, then the panel scrolled to its end: its Test
# these weights button).
LAB_TAB, PLAY_TAB = (1175, 173), (984, 173)
SEARCH_TREE = (955, 379)
TREE_RECORD = {"en": (257, 113), "pt-BR": (301, 113)}
TREE_CLOSE = (849, 30)
LAB_SECTIONS_CLOSED = [(938, 214), (932, 266), (959, 318)]
WEIGHTS_HEADER = (967, 292)
PANEL_POINT = (1080, 500)
TEST_WEIGHTS = (977, 523)
REVIEW_HEADER, REVIEW_BUTTON = (933, 370), (966, 395)
# The duel's window: its Start button in each language (Portuguese wraps its words a line
# more above it).
DUEL_START = {"en": (38, 241), "pt-BR": (50, 258)}
# How many of a duel's games must end in a web worker.
DUEL_GAMES = 4
AUTOSAVE_KEY = "minimax-arcade/autosave/reversi.json"
# What a visitor opens: the first five moves of a recorded game, as Othello servers save them.
FIVE_MOVES_GGF = (
    "(;GM[Othello]PC[web-check]PB[Black]PW[White]TY[8]"
    "BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]"
    "B[d3]W[c3]B[b3]W[e3]B[f3];)\n"
)
SETTINGS_KEY = "minimax-arcade/settings.json"


class Failure(Exception):
    pass


class DevTools:
    """A minimal client of Chromium's DevTools protocol on one page's WebSocket."""

    def __init__(self, url):
        match = re.match(r"ws://([^/:]+):(\d+)(/.*)", url)
        host, port, path = match.group(1), int(match.group(2)), match.group(3)
        self.sock = socket.create_connection((host, port), timeout=60)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(
            (
                f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
            ).encode()
        )
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise Failure("DevTools closed the connection during its handshake")
            response += chunk
        if b" 101 " not in response.split(b"\r\n", 1)[0]:
            raise Failure(f"DevTools refused the WebSocket: {response[:200]!r}")
        self.pending = response.split(b"\r\n\r\n", 1)[1]
        self.next_id = 0
        self.console = []
        # The events heard so far, other than the console's.
        self.events = []

    def _read(self, count):
        while len(self.pending) < count:
            chunk = self.sock.recv(1 << 20)
            if not chunk:
                raise Failure("DevTools closed the connection")
            self.pending += chunk
        data, self.pending = self.pending[:count], self.pending[count:]
        return data

    def _receive(self):
        message = b""
        while True:
            head = self._read(2)
            final, opcode, length = head[0] & 0x80, head[0] & 0x0F, head[1] & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(length)
            if opcode == 8:
                raise Failure("DevTools closed the WebSocket")
            if opcode in (0, 1, 2):
                message += payload
                if final:
                    return json.loads(message)

    def _send(self, text):
        data = text.encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        if len(data) < 126:
            header += bytes([0x80 | len(data)])
        elif len(data) < 1 << 16:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(data))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(data))
        masked = bytes(byte ^ mask[i % 4] for i, byte in enumerate(data))
        self.sock.sendall(header + mask + masked)

    def call(self, method, **params):
        self.next_id += 1
        self._send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            message = self._receive()
            if message.get("method") == "Runtime.consoleAPICalled":
                args = message["params"].get("args", [])
                self.console.append(" ".join(str(arg.get("value", arg.get("description", ""))) for arg in args))
            elif message.get("method") == "Runtime.exceptionThrown":
                details = message["params"]["exceptionDetails"]
                self.console.append("exception: " + details.get("exception", {}).get("description", details.get("text", "")))
            elif "method" in message:
                self.events.append(message)
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise Failure(f"{method}: {message['error']}")
                return message["result"]

    def evaluate(self, expression):
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise Failure(f"the page could not evaluate {expression!r}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def click(self, x, y):
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", clickCount=1)
            time.sleep(0.05)

    def wheel(self, x, y, pixels):
        """The mouse wheel turned over (x, y), `pixels` down."""
        self.call("Input.dispatchMouseEvent", type="mouseWheel", x=x, y=y, deltaX=0, deltaY=pixels)
        time.sleep(0.3)

    def key(self, name):
        key_code = {"Escape": 27, "Enter": 13, "Tab": 9}.get(name, 0)
        for kind in ("rawKeyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", type=kind, key=name, code=name, windowsVirtualKeyCode=key_code)
            time.sleep(0.05)

    def type_text(self, text):
        """Letters, digits and minus signs typed key by key, as a player types them."""
        for char in text:
            if char.isdigit():
                code, key_code = f"Digit{char}", ord(char)
            elif char == "-":
                code, key_code = "Minus", 189
            else:
                code, key_code = f"Key{char.upper()}", ord(char.upper())
            self.call("Input.dispatchKeyEvent", type="keyDown", key=char, code=code, text=char, windowsVirtualKeyCode=key_code)
            self.call("Input.dispatchKeyEvent", type="keyUp", key=char, code=code, windowsVirtualKeyCode=key_code)
            time.sleep(0.05)

    def shortcut(self, letter):
        """Ctrl and a letter, tapped quickly: a frame drawn in software may take a few hundred
        milliseconds, and the keys must count all the same."""
        code, key_code = f"Key{letter.upper()}", ord(letter.upper())
        self.call("Input.dispatchKeyEvent", type="rawKeyDown", key="Control", code="ControlLeft", windowsVirtualKeyCode=17, modifiers=2)
        self.call("Input.dispatchKeyEvent", type="rawKeyDown", key=letter, code=code, windowsVirtualKeyCode=key_code, modifiers=2)
        time.sleep(0.05)
        self.call("Input.dispatchKeyEvent", type="keyUp", key=letter, code=code, windowsVirtualKeyCode=key_code, modifiers=2)
        self.call("Input.dispatchKeyEvent", type="keyUp", key="Control", code="ControlLeft", windowsVirtualKeyCode=17)

    def wait_for_event(self, method, seconds, what):
        """The first event `method` heard, waiting for it up to `seconds`."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            for event in self.events:
                if event["method"] == method:
                    self.events.remove(event)
                    return event["params"]
            # Any call reads the events that came before its answer.
            self.evaluate("true")
            time.sleep(0.25)
        raise Failure(f"{what} did not happen within {seconds} s")

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def console_tail(self):
        return "; the page's console ended with:\n" + "\n".join(self.console[-15:])

    def wait_for(self, expression, seconds, what):
        wait_until(lambda: self.evaluate(expression), seconds, what, self.console_tail)


def wait_until(condition, seconds, what, context=lambda: "", pause=0.25):
    """Waits up to `seconds` for `condition()` to be true; fails naming `what`, with `context()`
    (what the browser said, where it says anything) after it."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise Failure(f"{what} did not happen within {seconds} s{context()}")
        time.sleep(pause)


def serve(folder):
    """Serves `folder` on a free local port, in a thread; returns the port."""
    handler = functools.partial(QuietHandler, directory=folder)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server.server_address[1]


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def start_chromium(chromium, language, profile):
    process = subprocess.Popen(
        [
            chromium,
            "--headless=new",
            "--no-sandbox",
            "--use-angle=swiftshader",
            "--enable-unsafe-swiftshader",
            "--window-size=1280,800",
            "--remote-debugging-port=0",
            f"--user-data-dir={profile}",
            f"--lang={language}",
            f"--accept-lang={language}",
            "about:blank",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "LANGUAGE": language.replace("-", "_")},
    )
    deadline = time.monotonic() + 30
    for line in process.stderr:
        match = re.search(r"DevTools listening on (ws://\S+)", line)
        if match:
            # The rest of its messages go nowhere, so that its pipe never fills.
            threading.Thread(target=lambda: [None for _ in process.stderr], daemon=True).start()
            return process, match.group(1)
        if time.monotonic() > deadline:
            break
    process.kill()
    raise Failure("Chromium did not start its DevTools")


def page_socket(browser_url):
    port = re.match(r"ws://[^:]+:(\d+)/", browser_url).group(1)
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list") as response:
        pages = [target for target in json.load(response) if target["type"] == "page"]
    return pages[0]["webSocketDebuggerUrl"]


# Records the gaps between the page's frames from now on (the page's thread drawing or not).
FRAME_RECORDER = """
window.frameGaps = [];
(() => {
  let last = performance.now();
  const tick = (now) => { window.frameGaps.push(now - last); last = now; requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})();
true
"""


def check_language(chromium, url, language, out, think_ms):
    profile = tempfile.mkdtemp(prefix="minimax-arcade-web-")
    process, browser = start_chromium(chromium, language, profile)
    try:
        tools = DevTools(page_socket(browser))
        tools.call("Runtime.enable")
        tools.call("Page.enable")
        # Downloads allowed, into a folder of the check's own (set before the page loads: set
        # later, Chromium still refuses the page's downloads).
        os.makedirs(os.path.join(profile, "downloads"))
        tools.call("Browser.setDownloadBehavior", behavior="allow", downloadPath=os.path.join(profile, "downloads"))
        # The page exactly 1280x800, whatever room the browser keeps for itself.
        tools.call("Emulation.setDeviceMetricsOverride", width=1280, height=800, deviceScaleFactor=1, mobile=False)
        started = time.monotonic()
        tools.call("Page.navigate", url=url)
        menu = "document.getElementById('loading')?.classList.contains('gone')"
        tools.wait_for(menu, 120, "the menu")
        menu_seconds = time.monotonic() - started
        # The AI given `think_ms` a move, as a player sets it, so that a search on the page's
        # own thread would show as a gap that long between two frames.
        # The settings the game keeps in the browser, the rest of them left to their defaults.
        settings = {"reversi": {"ai": {"algorithm": "Full", "max_depth": 60, "time_limit_ms": think_ms}}}
        tools.evaluate(f"localStorage.setItem('{SETTINGS_KEY}', {json.dumps(json.dumps(settings))}); location.reload(); true")
        time.sleep(1.0)
        tools.wait_for(menu, 120, "the menu after a reload")
        time.sleep(1.0)
        tools.screenshot(os.path.join(out, f"web-menu.{language}.png"))
        marked, pictures = check_game_trees(tools, profile, language, out)
        tools.click(*REVERSI_CARD)
        time.sleep(2.0)
        # A first visit opens "How to play": Escape closes it, as a player would.
        tools.key("Escape")
        time.sleep(0.5)
        tools.screenshot(os.path.join(out, f"web-reversi-start.{language}.png"))
        tools.evaluate(FRAME_RECORDER)
        tree_gaps = check_search_tree(tools, language, out)
        time.sleep(3.0)
        idle = tools.evaluate("window.frameGaps.splice(0)")
        tools.click(*REVERSI_D3)
        moves = f"(JSON.parse(localStorage.getItem('{AUTOSAVE_KEY}') || '{{}}').line || []).length"
        tools.wait_for(f"{moves} >= 2", 120, "the AI's answer")
        gaps = tools.evaluate("window.frameGaps")
        time.sleep(1.0)
        tools.screenshot(os.path.join(out, f"web-reversi.{language}.png"))
        played = tools.evaluate(moves)
        downloaded = check_game_files(tools, profile, moves)
        lab = check_lab_work(tools, language, out)
        longest = max([*gaps, *lab["gaps"], *tree_gaps]) if gaps else float("nan")
        idle_longest = max(idle) if idle else float("nan")
        print(
            f"web-check: {language}: the menu after {menu_seconds:.1f} s; Reversi: {played} moves played "
            f"(the player's and the AI's); {len(gaps)} frames while the AI thought, the longest "
            f"gap {longest:.0f} ms ({len(idle)} frames in 3 s before, the longest {idle_longest:.0f} ms); "
            f"Ctrl+S downloaded {downloaded}, and Ctrl+O opened a five-move game; the game trees' "
            f"exercise {EXERCISE_CODE} typed and checked, {marked}; downloaded: {', '.join(pictures)}; in web workers: the search tree "
            f"({len(tree_gaps)} frames meanwhile, the longest gap {max(tree_gaps, default=float('nan')):.0f} ms), "
            f"{lab['duel']} duel games and the game's review in {lab['review_seconds']:.1f} s, {len(lab['gaps'])} frames meanwhile, "
            f"the longest gap {max(lab['gaps'], default=float('nan')):.0f} ms"
        )
        for line in tools.console:
            if "on the page" in line or "does it instead" in line:
                print(f"web-check: {language}: the page said: {line}")
        return longest
    finally:
        process.kill()
        process.wait()
        shutil.rmtree(profile, ignore_errors=True)


def worker_work_done(tools, kind):
    """How many work orders of `kind` the page's console says a web worker has done."""
    tools.evaluate("true")  # hears what the console said meanwhile
    return sum(f"a {kind} done in a web worker" in line for line in tools.console)


def wait_for_worker_work(tools, kind, count, seconds):
    wait_until(lambda: worker_work_done(tools, kind) >= count, seconds,
               f"{count} {kind}s done in web workers", tools.console_tail, pause=0.5)


def worker_work_from(tools, button, kind, seconds):
    """Clicks `button`, which must get a web worker to do a `kind` within `seconds`; returns the
    seconds it took and the gaps between frames meanwhile."""
    tools.evaluate("window.frameGaps.splice(0).length")  # from the click on
    started = time.monotonic()
    tools.click(*button)
    wait_for_worker_work(tools, kind, 1, seconds)
    return time.monotonic() - started, tools.evaluate("window.frameGaps.splice(0)")


def check_search_tree(tools, language, out):
    """On the game's start (before the AI has searched, its Search tree… button stands where it
    stands in both languages), the search tree view's recording is made in a web worker; the
    view is closed and the Play tab shown again. Returns the gaps between frames meanwhile."""
    tools.click(*LAB_TAB)
    time.sleep(1.0)
    tools.click(*SEARCH_TREE)
    time.sleep(1.0)
    _, gaps = worker_work_from(tools, TREE_RECORD[language], "search tree", 60)
    time.sleep(0.5)
    tools.screenshot(os.path.join(out, f"web-tree.{language}.png"))
    tools.click(*TREE_CLOSE)
    time.sleep(0.5)
    tools.click(*PLAY_TAB)
    time.sleep(0.5)
    return gaps


def check_lab_work(tools, language, out):
    """The game's review and the Lab's duel run in web workers while the page keeps drawing."""
    tools.click(*LAB_TAB)
    time.sleep(1.0)
    for header in LAB_SECTIONS_CLOSED:
        tools.click(*header)
        time.sleep(0.5)
    tools.click(*REVIEW_HEADER)
    time.sleep(0.5)
    review_seconds, gaps = worker_work_from(tools, REVIEW_BUTTON, "review", 180)
    time.sleep(0.5)
    tools.screenshot(os.path.join(out, f"web-review.{language}.png"))
    # The review's section closed again, so that the duel's button stands where it stood.
    tools.click(*REVIEW_HEADER)
    time.sleep(0.5)
    tools.click(*WEIGHTS_HEADER)
    time.sleep(0.5)
    # The side panel scrolled to its end: a turn of the wheel scrolls it a few hundred points.
    for _ in range(4):
        tools.wheel(*PANEL_POINT, 600)
    tools.click(*TEST_WEIGHTS)
    time.sleep(1.0)
    tools.evaluate("window.frameGaps.splice(0).length")  # from the duel's start on
    tools.click(*DUEL_START[language])
    wait_for_worker_work(tools, "match game", DUEL_GAMES, 120)
    gaps += tools.evaluate("window.frameGaps.splice(0)")
    duel = worker_work_done(tools, "match game")
    tools.screenshot(os.path.join(out, f"web-duel.{language}.png"))
    return {"duel": duel, "review_seconds": review_seconds, "gaps": gaps}


def check_game_files(tools, profile, moves):
    """Ctrl+S downloads the game; Ctrl+O opens a file the visitor picks. Returns the download's name."""
    downloads = os.path.join(profile, "downloads")
    tools.shortcut("s")
    saved = wait_for_download(downloads, ".ggf", 30, "Ctrl+S")
    with open(os.path.join(downloads, saved), encoding="utf-8") as file:
        text = file.read()
    if len(re.findall(r"[BW]\[[a-h][1-8]", text)) < 2:
        raise Failure(f"the downloaded {saved} does not hold the two moves played: {text[:300]!r}")
    upload = os.path.join(profile, "five-moves.ggf")
    with open(upload, "w", encoding="utf-8") as file:
        file.write(FIVE_MOVES_GGF)
    tools.call("Page.setInterceptFileChooserDialog", enabled=True)
    tools.shortcut("o")
    chooser = tools.wait_for_event("Page.fileChooserOpened", 30, "Ctrl+O's file chooser")
    tools.call("DOM.setFileInputFiles", files=[upload], backendNodeId=chooser["backendNodeId"])
    tools.wait_for(f"{moves} >= 5", 60, "the picked five-move game in place of the game")
    return saved


def wait_for_download(downloads, ending, seconds, what):
    """The name of the first file in `downloads` that ends so, waiting for it up to `seconds`."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = sorted(name for name in os.listdir(downloads) if name.endswith(ending))
        if found:
            return found[0]
        time.sleep(0.25)
    raise Failure(f"{what} downloaded no {ending} file within {seconds} s (the downloads: {os.listdir(downloads)})")


def check_exercise(tools, profile, language, out):
    """On the game trees screen, the exercise a teacher gives by its code, done as a student does
    it: Exercise, Minimax, the code typed and Enter (the root's box then takes the keys), each
    node's value typed with Enter after it, Check; every mark must be right (the page's console
    says how many were). Then the sheet's PDF must download under the exercise's code, and
    Exercise closes the exercise again. Returns the marks right and the sheet's name."""
    downloads = os.path.join(profile, "downloads")
    tools.click(*EXERCISE_BUTTON)
    time.sleep(1.0)
    tools.click(*EXERCISE_MINIMAX)
    time.sleep(0.5)
    tools.click(*EXERCISE_CODE_BOX)
    time.sleep(0.3)
    tools.type_text(EXERCISE_CODE)
    tools.key("Enter")
    time.sleep(0.5)
    for value in EXERCISE_MINIMAX_ANSWER:
        tools.type_text(value)
        tools.key("Enter")
        # The next box takes the keys a frame after the Enter, and a software-drawn frame
        # can take a few hundred milliseconds.
        time.sleep(0.6)
    tools.click(*EXERCISE_CHECK)
    pattern = re.compile(rf"exercise {EXERCISE_CODE} checked by minimax: (\d+) of (\d+) marks right")

    def marked():
        tools.evaluate("true")  # hears what the console said meanwhile
        return any(pattern.search(line) for line in tools.console)

    wait_until(marked, 30, f"exercise {EXERCISE_CODE}'s Check", tools.console_tail)
    right, marks = next(map(int, found.groups()) for line in tools.console if (found := pattern.search(line)))
    if (right, marks) != (len(EXERCISE_MINIMAX_ANSWER), len(EXERCISE_MINIMAX_ANSWER)):
        raise Failure(f"exercise {EXERCISE_CODE} typed by its key was marked {right} right of {marks}{tools.console_tail()}")
    time.sleep(0.5)
    tools.screenshot(os.path.join(out, f"web-exercise.{language}.png"))
    tools.click(*EXERCISE_SHEET_PDF)
    sheet = wait_for_download(downloads, ".pdf", 30, "Save sheet's PDF")
    if sheet != f"exercise-{EXERCISE_CODE}.pdf":
        raise Failure(f"the exercise's sheet downloaded as {sheet}, not under its code")
    with open(os.path.join(downloads, sheet), "rb") as file:
        if not file.read(5) == b"%PDF-":
            raise Failure(f"the downloaded {sheet} is not a PDF")
    tools.click(*EXERCISE_BUTTON)
    time.sleep(1.0)
    return f"{right} of {marks} marks right", sheet


def check_game_trees(tools, profile, language, out):
    """From the menu, the game trees' exercise (`check_exercise`), then Save picture downloads
    the drawing as SVG and as PNG, and Escape goes back to the menu. Returns what the exercise
    was marked, and the names of the sheet and the pictures."""
    downloads = os.path.join(profile, "downloads")
    tools.click(*GAME_TREES)
    time.sleep(2.0)
    marked, sheet = check_exercise(tools, profile, language, out)
    header = SAVE_PICTURE_Y[language]
    tools.click(SAVE_PICTURE_X, header)
    time.sleep(1.0)
    tools.wheel(*PANEL_POINT, 2000)
    tools.click(SAVE_SVG_X, SAVE_BUTTONS_Y)
    svg = wait_for_download(downloads, ".svg", 30, "Save as SVG")
    tools.click(SAVE_PNG_X, SAVE_BUTTONS_Y)
    png = wait_for_download(downloads, ".png", 30, "Save as PNG")
    with open(os.path.join(downloads, png), "rb") as file:
        if not file.read(8) == b"\x89PNG\r\n\x1a\n":
            raise Failure(f"the downloaded {png} is not a PNG")
    tools.key("Escape")
    time.sleep(1.0)
    return marked, [sheet, svg, png]


class Marionette:
    """A minimal client of Firefox's Marionette protocol (JSON messages, each after its length
    and a colon) for one browser."""

    def __init__(self, port, seconds=60):
        deadline = time.monotonic() + seconds
        while True:
            try:
                self.socket = socket.create_connection(("127.0.0.1", port), timeout=120)
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise Failure("Firefox did not answer on its Marionette port")
                time.sleep(0.5)
        self.buffer = b""
        self.last_id = 0
        self._receive()  # Firefox's greeting

    def _receive(self):
        while b":" not in self.buffer:
            self.buffer += self._chunk()
        length, _, rest = self.buffer.partition(b":")
        while len(rest) < int(length):
            rest += self._chunk()
        self.buffer = rest[int(length):]
        return json.loads(rest[: int(length)])

    def _chunk(self):
        chunk = self.socket.recv(1 << 20)
        if not chunk:
            raise Failure("Firefox closed its Marionette connection")
        return chunk

    def call(self, command, **params):
        self.last_id += 1
        data = json.dumps([0, self.last_id, command, params]).encode()
        self.socket.sendall(str(len(data)).encode() + b":" + data)
        while True:
            message = self._receive()
            if message[0] == 1 and message[1] == self.last_id:
                if message[2]:
                    raise Failure(f"Firefox refused {command}: {message[2]}")
                return message[3]

    def evaluate(self, expression):
        return self.call("WebDriver:ExecuteScript", script=f"return {expression};", args=[])["value"]

    def click(self, x, y):
        mouse = [
            {"type": "pointerMove", "x": x, "y": y, "origin": "viewport"},
            {"type": "pointerDown", "button": 0},
            {"type": "pause", "duration": 50},
            {"type": "pointerUp", "button": 0},
        ]
        self._perform({"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": mouse})

    def escape(self):
        keys = [{"type": "keyDown", "value": "\ue00c"}, {"type": "keyUp", "value": "\ue00c"}]
        self._perform({"type": "key", "id": "keyboard", "actions": keys})

    def _perform(self, source):
        """Sends one input source's actions, then lets go of whatever they left pressed."""
        self.call("WebDriver:PerformActions", actions=[source])
        self.call("WebDriver:ReleaseActions")

    def wait_for(self, expression, seconds, what):
        wait_until(lambda: self.evaluate(expression), seconds, what)

    def screenshot(self, path):
        with open(path, "wb") as file:
            file.write(base64.b64decode(self.call("WebDriver:TakeScreenshot")["value"]))


def check_firefox(firefox, url, language, out):
    """The page in Firefox, on an X display: the menu appears, Reversi is opened, d3 played and
    the AI answers. WebGL is forced on: Firefox turns it off where it finds no graphics card (the
    display here draws in software)."""
    profile = tempfile.mkdtemp(prefix="web-check-firefox-")
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with open(os.path.join(profile, "user.js"), "w") as prefs:
        prefs.write(f'user_pref("intl.accept_languages", "{language}");\n'
                    f'user_pref("marionette.port", {port});\n'
                    'user_pref("webgl.force-enabled", true);\n')
    process = subprocess.Popen([firefox, "--marionette", "--no-remote", "-profile", profile],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        tools = Marionette(port)
        tools.call("WebDriver:NewSession", capabilities={})
        # The page 1280x800 inside the browser's own bars, as in Chromium.
        tools.call("WebDriver:SetWindowRect", x=0, y=0, width=1280, height=800)
        bars = tools.evaluate("outerHeight - innerHeight")
        tools.call("WebDriver:SetWindowRect", x=0, y=0, width=1280, height=800 + bars)
        started = time.monotonic()
        tools.call("WebDriver:Navigate", url=url)
        tools.wait_for("document.getElementById('loading')?.classList.contains('gone') || false", 120, "the menu")
        menu_seconds = time.monotonic() - started
        time.sleep(1.0)
        tools.screenshot(os.path.join(out, f"web-firefox-menu.{language}.png"))
        tools.click(*REVERSI_CARD)
        time.sleep(2.0)
        tools.escape()
        time.sleep(0.5)
        moves = f"(JSON.parse(localStorage.getItem('{AUTOSAVE_KEY}') || '{{}}').line || []).length"
        # Clicked again while the move is not in: on a busy machine the board may not be drawn
        # yet (a second click on d3 once it is played is refused, and changes nothing).
        for _ in range(3):
            tools.click(*REVERSI_D3)
            try:
                tools.wait_for(f"{moves} >= 1", 10, "d3")
                break
            except Failure:
                pass
        try:
            tools.wait_for(f"{moves} >= 2", 120, "the AI's answer")
        finally:
            tools.screenshot(os.path.join(out, f"web-firefox-reversi.{language}.png"))
        worker = "performance.getEntriesByType('resource').some(entry => entry.name.endsWith('/worker.js'))"
        if not tools.evaluate(worker):
            raise Failure("the AI answered, but no web worker was started")
        size = tools.evaluate("[innerWidth, innerHeight]")
        print(f"web-check: Firefox, {language}: the menu after {menu_seconds:.1f} s in a {size[0]}x{size[1]} "
              f"page; Reversi: d3 played and the AI answered from a web worker")
    finally:
        process.kill()
        process.wait()
        shutil.rmtree(profile, ignore_errors=True)


def x_display():
    """The X display Firefox draws on: the one set, or an Xvfb of the check's own (returned to
    be stopped)."""
    if os.environ.get("DISPLAY"):
        return None
    xvfb = shutil.which("Xvfb")
    if not xvfb:
        raise Failure("Firefox needs an X display, and there is no Xvfb (Debian: apt-get install xvfb)")
    display = f":{80 + os.getpid() % 100}"
    server = subprocess.Popen([xvfb, display, "-screen", "0", "1280x1024x24"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.environ["DISPLAY"] = display
    time.sleep(1.0)
    return server


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--site", default="target/web", help="the built page (scripts/web.sh build)")
    parser.add_argument("--out", default="target/web-check", help="where the screenshots go")
    parser.add_argument("--think-ms", type=int, default=3000, help="the AI's time for its move")
    parser.add_argument("--longest-gap-ms", type=float, default=1000.0,
                        help="the longest gap between two frames while the AI thinks, a duel plays or a "
                             "review runs that counts as not freezing")
    args = parser.parse_args()
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if not chromium:
        sys.exit("web-check: no Chromium here (Debian: apt-get install chromium)")
    if not os.path.exists(os.path.join(args.site, "index.html")):
        sys.exit(f"web-check: {args.site} has no index.html: run scripts/web.sh build first")
    os.makedirs(args.out, exist_ok=True)
    port = serve(args.site)
    url = f"http://127.0.0.1:{port}/"
    failed = False
    for language in ("en", "pt-BR"):
        try:
            longest = check_language(chromium, url, language, args.out, args.think_ms)
            if not longest <= args.longest_gap_ms:
                print(f"web-check: {language}: the page froze for {longest:.0f} ms while the AI thought, "
                      f"a duel played or a review ran (more than {args.longest_gap_ms:.0f} ms)")
                failed = True
        except Failure as failure:
            print(f"web-check: {language}: {failure}")
            failed = True
    firefox = shutil.which("firefox-esr") or shutil.which("firefox")
    if firefox:
        server = None
        try:
            server = x_display()
            for language in ("en", "pt-BR"):
                check_firefox(firefox, url, language, args.out)
        except Failure as failure:
            print(f"web-check: Firefox: {failure}")
            failed = True
        finally:
            if server:
                server.kill()
                server.wait()
    else:
        print("web-check: no Firefox here (Debian: apt-get install firefox-esr): only Chromium tried")
    print(f"web-check: screenshots in {args.out}/")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
