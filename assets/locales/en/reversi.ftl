# Reversi in the window: what the generic panel asks of it, its own panel sections (the level,
# the board editor, the weights, the tuning, the review) and its rules card.

## What the generic panel asks of every game

reversi-hints = the engine's score on each legal move
reversi-score-unit = In discs: with the learned evaluation (the hints always, the AI by default) the margin it expects at the end, with the classroom heuristics their points (1000 a unit); a '!' marks the exact final margin, 0! an exact draw.
reversi-counted = Discs
reversi-paste-hint = f5d6c3d3c4…   or an OBF position
reversi-side-first = Black
reversi-side-second = White

## The end of a game, a click that plays nothing, the outside engine

reversi-result-black-wins = Black wins { $winner }–{ $loser }
reversi-result-white-wins = White wins { $winner }–{ $loser }
reversi-result-draw = Draw { $black }–{ $white }
reversi-refused-taken = That square is taken
reversi-refused-no-flip = No discs to flip there
reversi-engine-no-command = no command line is set for the engine

## The opening's name, under the scoreboard and beside a hinted move under the mouse
# (the names themselves are proper names, the same in every language)

reversi-opening = Opening: { $name }
reversi-opening-after-move = → { $name }
# A hinted move the opening book values: its value for Black, in discs, and the depth behind it
reversi-book-move = Book move: { $value } (depth { $depth })

## The opening book's explorer (a Lab section)

reversi-section-book = Opening book
reversi-book-not-here = The position on the board is not in the opening book.
reversi-book-intro = The moves the book values here: the value for Black in discs, the depth of the searches behind it, the self-play games that played it with their score for the side that moved, and the opening it leads to. Click a move to play it.
reversi-book-column-move = Move
reversi-book-column-value = Value
reversi-book-column-opening = Opening
reversi-book-column-depth = Depth
reversi-book-depth-selective-hover = The searches behind this value looked { $moves } moves ahead. To look that far, they skipped the moves that a quicker, shallower look showed to be clearly worse, and they are right about { $percent } % of the time when they do
reversi-book-column-games = Games
reversi-book-column-score = Score
reversi-book-play-hover = Play this move: the game becomes the line to this position and this move
reversi-book-out-hover = The book's best move out of it: its value is that of a search

## The Lab's sections

reversi-section-setup = Set up a position
reversi-section-search = Search
reversi-section-weights = Heuristic weights
reversi-section-tuning = Tune from data
reversi-section-review = Review

## The level: its picker, the levels' names and what each plays like

reversi-level-label = AI level
reversi-level-custom = Custom
reversi-level-own-settings = Your own settings, in the Lab
reversi-level-1-name = Beginner
reversi-level-2-name = Novice
reversi-level-3-name = Casual
reversi-level-4-name = Club
reversi-level-5-name = Strong club
reversi-level-6-name = Expert
reversi-level-7-name = Master
reversi-level-8-name = Grandmaster
reversi-level-9-name = Champion
reversi-level-10-name = Maximum
reversi-level-1-words = Plays like someone who has just learned the rules
reversi-level-2-words = Beats a beginner, but gives away corners
reversi-level-3-words = A casual player who sees the simple traps
reversi-level-4-words = A club player: beats most casual players
reversi-level-5-words = A strong club player
reversi-level-6-words = Tournament strength: punishes most mistakes
reversi-level-7-words = Master: always plays its best move
reversi-level-8-words = Stronger than most tournament players
reversi-level-9-words = Stronger than any human
reversi-level-10-words = The full engine: far stronger than any human
# What a level does, for its tooltip: the search, then the endgame, then how it chooses.
reversi-level-search = Looks { $depth ->
    [one] { $depth } move
   *[other] { $depth } moves
} ahead
reversi-level-search-timed = Looks up to { $depth } moves ahead, or { $seconds } s a move
reversi-level-endgame = , perfect play from { $empties } empty squares
reversi-level-endgame-selective = , reads to the end of the game from { $selective } empty squares (almost always rightly), perfect play from { $empties }
reversi-level-variety = ; chooses among good moves, never one more than { $discs } discs worse than the best
reversi-level-best = ; always plays its best move
reversi-level-book = ; plays its first moves from the opening book, at once, varying them from game to game
reversi-level-book-best = ; plays the opening book's best first moves, at once

## The board's options

reversi-show-legal = Show legal moves
reversi-show-legal-hover = A dot on every square where the side to move may play
reversi-balanced = New games from a balanced opening
reversi-balanced-hover = Start each new game after 8 random moves that the engine judges even (within 2 discs), as tournaments do, so that no two games against the AI are alike.
reversi-flip = Flip board
reversi-flip-hover = Draw the board half a turn round, h8 at the top left, for a player on the other side.
reversi-show-pv = Show PV
reversi-show-pv-hover = Draw the engine's expected line from the position on screen as faint discs of the mover's colour, numbered by ply (a pass keeps its number): the AI's search while it thinks, else the hints', else the rest of the line the AI expected when it made its last move.
reversi-show-stable = Show stable discs
reversi-show-stable-hover = Ring the discs that can never be flipped, as the engine proves it: a disc is safe along a line that is full or where it touches the edge or a stable disc of its colour, and stable when safe along all four. A lower bound: a few more discs may be stable without this proof.

## Setting up a position (the board editor)

reversi-editor-edit = Edit board
reversi-editor-edit-note = any position, then play from it
reversi-editor-edit-hover = Set up a position square by square or from OBF text. The game waits meanwhile; Cancel goes back to it as it was.
reversi-editor-click-sets = A click sets
reversi-paint-cycle = Cycle
reversi-paint-black = Black
reversi-paint-white = White
reversi-paint-empty = Empty
reversi-paint-cycle-hover = A click turns a square empty, then black, then white
reversi-paint-black-hover = A click puts a black disc
reversi-paint-white-hover = A click puts a white disc
reversi-paint-empty-hover = A click empties the square
reversi-paint-cycle-note = Each click turns a square empty → black → white → empty.
reversi-paint-black-note = Each click puts a black disc on the square.
reversi-paint-white-note = Each click puts a white disc on the square.
reversi-paint-empty-note = Each click empties the square.
reversi-editor-to-move = To move
reversi-editor-first-hover = { $side } moves first from this position
reversi-editor-clear = Clear board
reversi-editor-clear-hover = Empty every square
reversi-editor-start = Start position
reversi-editor-start-hover = The four discs of a new game, Black to move
reversi-editor-obf-hint = OBF: 64 of X O -, then X or O
reversi-editor-set-obf = Set OBF
reversi-editor-set-obf-hover = Put the position written in the box on the board
reversi-editor-play = ▶ Play from here
reversi-editor-play-hover = A new game from this position; Save keeps it as GGF
reversi-editor-cancel = Cancel
reversi-editor-cancel-hover = Esc: back to the game as it was
reversi-editor-not-obf = Not an OBF position: { $error }.
reversi-editor-no-moves = Neither side has a move: the game would be over. Add or remove discs first.
# What the editor says of the position set up: the discs, then whose move.
reversi-editor-counts = { $black } black, { $white } white, { $empty } empty.
reversi-editor-ready = { $side } to move, { $moves ->
    [one] { $moves } legal move
   *[other] { $moves } legal moves
}.
reversi-editor-other-moves = { $side } has no move here, so the game would start with { $other } to move.

## The heuristic weights

reversi-presets = Presets
reversi-preset-learned = Learned (strongest)
reversi-preset-tuned = Tuned classroom heuristics
reversi-preset-classroom = Classroom
reversi-preset-positional = Positional
reversi-preset-greedy = Greedy
reversi-preset-learned-hover = The pattern knowledge learned from self-play alone: the strongest evaluation
reversi-preset-tuned-hover = The classroom agent's five heuristics, their weights fitted per phase to self-play results
reversi-preset-classroom-hover = The five heuristics of an Othello agent students wrote for a class tournament, with its weights: mobility, corners and the square table, then the disc count near the end
reversi-preset-positional-hover = The static square table alone
reversi-preset-greedy-hover = Disc count alone: the most discs now
reversi-weights-note = Takes effect from the AI's next move.
reversi-phase-opening = Opening
reversi-phase-midgame = Midgame
reversi-phase-endgame = Endgame
reversi-phases = Phases
reversi-opening-up-to = Opening up to
reversi-midgame-up-to = Midgame up to
reversi-slider-discs = discs
reversi-heuristic-coin-parity = Coin parity
reversi-heuristic-mobility = Mobility
reversi-heuristic-corners = Corners
reversi-heuristic-static-squares = Static squares
reversi-heuristic-stability = Stability
reversi-heuristic-pattern = Pattern knowledge
reversi-heuristic-coin-parity-hover = Having more discs than the other side now (the greedy player's only idea)
reversi-heuristic-mobility-hover = Having more moves to choose from than the other side
reversi-heuristic-corners-hover = Holding corners: a corner disc can never be flipped
reversi-heuristic-static-squares-hover = A fixed value per square: corners and edges good, the squares next to corners bad
reversi-heuristic-stability-hover = Discs that can never be flipped again
reversi-heuristic-pattern-hover = What the engine learned from its own games about the shapes of lines, edges and corners

## Tune from data

reversi-tune-about = Lets the engine play itself, then finds the weights of the classroom agent's five heuristics, for each phase of the game, that best predict how many discs each game was won by.
reversi-tune-about-hover = The fit is least squares (it makes the squared differences between predicted and final margins as small as it can), as the tune command does with game files.
reversi-tune-games = games
reversi-tune-games-hover = More games fit better and take longer: about a tenth of a second each on one core.
reversi-tune-playing = playing { $done } / { $total }
reversi-tune-fitting = fitting { $done } / { $total }
reversi-tune-cancel = Cancel
reversi-tune-cancel-hover = Stop the games and fit nothing
reversi-tune-start = Tune from data
reversi-tune-start-hover = In the background on one core: plays the games with the learned evaluation (10 random opening moves, then depth 4 with 4 % random moves, perfect play from 18 empties), each run from a fresh seed (shown with the result: train generate --seed replays the same games), then fits the weights to every position's final margin.
reversi-tune-stopped = Stopped after { $played } of { $total } games: nothing fitted.
reversi-tune-result = { $games } games (seed { $seed }), { $positions } positions in { $seconds } s. Error in discs of final margin:
reversi-tune-in-use = In use
reversi-tune-use = Use these weights
reversi-tune-use-hover = Puts the tuned weights in the sliders above: the AI then plays with the five heuristics alone, without the learned evaluation (the 'Learned' preset brings it back).
reversi-tune-phase = Phase
reversi-tune-positions = Positions
reversi-tune-tuned = Tuned
reversi-tune-classroom = Classroom
reversi-tune-classroom-hover = The classroom agent's weights at the one scale that fits them best (they are not in discs).
reversi-tune-phase-opening = opening
reversi-tune-phase-midgame = midgame
reversi-tune-phase-endgame = endgame

## Reviewing a game

reversi-review-cancel = Cancel
reversi-review-cancel-hover = Stop the review; the moves reviewed so far stay marked
reversi-review-start = Review the game
reversi-review-start-hover = Searches every position of the game in the background.
reversi-review-about = The engine, with its learned evaluation, looks { $depth } moves ahead from each position (perfectly from { $empties } empty squares), whatever the AI's level, and marks the moves that lose discs against its best: inaccuracy ≥ 2, mistake ≥ 6, blunder ≥ 12.
reversi-review-changed = The game has changed since this review: review it again.
reversi-review-stopped = Stopped after { $done } of { $total } moves.
# Each player's totals: "Black: 1 blunder, 2 mistakes, 0 inaccuracies, 9.5 discs lost".
reversi-review-totals = { $side }: { $blunders ->
    [one] { $blunders } blunder
   *[other] { $blunders } blunders
}, { $mistakes ->
    [one] { $mistakes } mistake
   *[other] { $mistakes } mistakes
}, { $inaccuracies ->
    [one] { $inaccuracies } inaccuracy
   *[other] { $inaccuracies } inaccuracies
}, { $lost } discs lost
# A marked move: "23. c4 blunder, −12.5 (best d3)".
reversi-review-line = { $ply }. { $played } { $mark }, −{ $loss } (best { $best })
reversi-review-line-hover = Show the position before it, with the better move
reversi-mark-inaccuracy = inaccuracy
reversi-mark-mistake = mistake
reversi-mark-blunder = blunder

## How to play: the rules card's pages and its diagrams' captions

reversi-rules-start-title = The start
reversi-rules-start-text = Black and White start with two discs each in the middle. Black moves first, then you take turns. The dots show where the player to move may put a disc.
reversi-rules-flip-title = Place and flip
reversi-rules-flip-text = Put your disc so that it closes a straight line of your opponent's discs with one of yours at the other end: across, up and down, or diagonally. Every disc closed in turns over to your colour, in every line at once.
reversi-rules-pass-title = No flip, no move
reversi-rules-pass-text = A disc must turn over at least one of your opponent's. When you have no such square you pass, and your opponent plays again; the board says so when it happens.
reversi-rules-end-title = The end
reversi-rules-end-text = The game ends when neither player can move, most often when the board is full. Whoever has more discs wins.
reversi-rules-black-to-move = Black to move
reversi-rules-black-plays = Black plays c4
reversi-rules-discs-turn = 3 discs turn black
reversi-rules-white-passes = White to move: nothing to flip, White passes
reversi-rules-final-count = Black { $black }, White { $white }: Black wins
