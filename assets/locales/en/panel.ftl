# panel: the side panel of a game screen, the board's overlays, the help, the rules card's
# buttons and the settings' notices.

## The panel's top, its tabs and sections

panel-menu-back = ◀ Menu
panel-help-hover = How to play, keys and mouse (F1)
panel-layer-play = Play
panel-layer-play-hover = Players, level, hints, the moves and the graph
panel-layer-lab = Lab
panel-layer-lab-hover = How the AI searches and what it sees: its settings and figures, the weights, review, the board editor, outside engines, files
panel-section-thinking = Thinking
panel-section-outside-engine = Outside engine
panel-section-program = Your program
panel-section-tournament = Class tournament
panel-section-hints = Hints and graph
panel-section-board = Board
panel-section-file = Game file

## The scoreboard

panel-side-thinking = thinking…
panel-side-to-move = to move
panel-setting-up = Setting up a position: the game waits
panel-viewing = Viewing move { $shown } of { $line }: a move here starts a new line; Ctrl+Y goes on
panel-paused = Paused
panel-typed-square = Typed { $typed }…: the rest of the square's name, or an arrow key

## Players

panel-player-human = Human
panel-player-ai = AI
panel-player-engine = Engine
panel-player-human-hover = You play this side, with the mouse
panel-player-ai-hover = The computer plays this side, at the level below
panel-player-engine-hover = Another program, speaking the NBoard protocol, plays this side (set it up in Lab)
panel-player-program = Program
panel-player-program-hover = Your own program plays this side: it reads the board and answers its move (set it up below)
panel-resume = ▶ Resume
panel-pause = ⏸ Pause
panel-resume-hover = Let the two machines go on playing (Space)
panel-pause-hover = Hold the game after the current move (Space)
panel-step = Step
panel-step-hover = Play the next move, then pause again (Ctrl+Y)

## The AI's level

panel-ai-level = AI level
panel-custom = Custom
panel-custom-level = Your own settings, in the Lab

## Hints and the clock

panel-hints = Hints
panel-clock = Clock
panel-clock-none = None
panel-clock-next-game = from the next game
panel-clock-next-game-hover = This game keeps its clock; the new one starts with the next game.
panel-clock-minutes = Minutes
panel-clock-increment = Added per move

## New game, undo, redo and the moves

panel-new-game = New game
panel-undo = ⟲ Undo
panel-undo-hover = Back to your last turn (Ctrl+Z)
panel-redo = ⟳ Redo
panel-redo-hover = Ctrl+Y
panel-no-moves = (no moves yet)
panel-start = start
panel-start-hover = The position before the first move
panel-move-hover = Move { $number }: click to see the position after it
# $mark: what the move was (a mistake, a blunder…).
panel-move-marked-hover = Move { $number }: a { $mark }. Click to see the position after it

## The evaluation graph

panel-graph-note = { $first } ahead above the line, { $second } below; each move scored by the hints' analysis.
panel-graph-axis = move
panel-graph-empty = No evaluations yet
panel-graph-not-measured = not measured
panel-graph-hover-start = After the start: { $value }
    Click to show it.
panel-graph-hover-move = After move { $number } ({ $mv }): { $value }
    Click to show it.

## The AI's thinking

panel-seconds = { $seconds } s
panel-thinking = Thinking… { $seconds } s
panel-last-search = The AI's last search
panel-not-searched = The AI has not searched yet.
panel-figure-depth = Depth
panel-figure-depth-hover = How many moves ahead the last complete pass looked
panel-figure-depth-selective = { $moves } @ { $percent } %
panel-figure-depth-selective-hover = How many moves ahead the last complete pass looked. To look further in the same time, it skipped the moves that a quicker, shallower look showed to be clearly worse, and it is right about { $percent } % of the time when it does
panel-figure-score = Score
panel-figure-positions = Positions
panel-figure-positions-hover = Positions the search visited (nodes)
panel-figure-per-second = Per second
panel-figure-per-second-hover = Positions a second
panel-figure-time = Time
panel-figure-time-hover = How long it has searched
panel-best = Best
panel-line = Line
panel-line-hover = The moves the AI expects from here, both sides (its principal variation)

## Search options

panel-algorithm = Algorithm
panel-algorithm-minimax = plain minimax
panel-algorithm-alpha-beta = alpha-beta
panel-algorithm-full = full engine
panel-algorithm-minimax-hover = Every move searched to the full depth, in the order generated
panel-algorithm-alpha-beta-hover = Minimax that skips the moves that cannot change the result
panel-algorithm-full-hover = Alpha-beta deepening one ply at a time within the time, with a transposition table and move ordering (and the exact endgame solver in Reversi)
panel-max-depth = Max depth
panel-max-depth-hover = How many moves ahead the search looks, counting both sides' moves
panel-time-per-move = Time per move
panel-no-time-limit = no limit
panel-exact-endgame = Exact endgame
panel-exact-endgame-never = never
panel-exact-endgame-squares = { $count ->
    [one] last square
   *[other] last { $count } squares
}
panel-exact-endgame-hover = With the full engine, the AI plays perfectly once no more than this many squares are empty: it searches every line to the end of the game.
panel-selectivity = Skip moves
panel-selectivity-hover = To look further ahead in the same time, the AI can skip the moves that a quick, shallow look shows to be clearly worse. The percentage is how sure it must be before it skips one: the lower, the deeper it looks and the more often it misjudges a move. With "never" it looks at every move (the Maximum level is 95 % sure). Only the full engine skips moves, and never in the exact endgame.
panel-selectivity-full = never
panel-selectivity-percent = when { $percent } % sure
panel-plain-search-note = Plain searches go to the full depth in one pass: keep the depth low.

## The outside engine

panel-engine-command = Command
panel-engine-command-example = edax -n 1   or   ntest
panel-engine-command-hover = The engine's command line; it must speak the NBoard protocol (version 2).
panel-engine-depth = Depth
panel-engine-depth-unit = plies
panel-engine-time = Time limit
panel-engine-time-hover = An engine that takes longer for one move is stopped and its side given to you.
panel-engine-unnamed = The engine
panel-engine-thinking = { $name } is thinking…
panel-engine-played = { $name } played { $mv }
panel-engine-hints = Hints from the outside engine
panel-engine-hints-hover = The outside engine chosen as a player scores the moves instead.
## A player's own program

panel-program-command = Command
# {"{"} and {"}"} write the braces: the player reads {side}, which the program's command line gets as x or o.
panel-program-command-example = python3 my_agent.py {"{"}side{"}"}
panel-program-command-hover = The command that starts your program ({"{"}side{"}"} in it becomes x or o, the side it plays). Each turn it reads the board on its standard input and writes its move on one line: docs/programs.md says how.
panel-program-time = Time a move
panel-program-time-hover = A program that takes longer for one move is stopped and its side given to you.
panel-program-once-a-game = One process for the whole game
panel-program-once-a-game-hover = Start the program once a game and send it the board each turn, instead of starting it for each move.
panel-program-test = Test
panel-program-test-hover = Asks your program for a move on the game's start.
panel-program-testing = Asking…
# $mv: the move as the game writes it; $seconds: how long it took.
panel-program-test-passed = It answered { $mv } in { $seconds } s
panel-program-test-stopped = the test was stopped
panel-program-thinking = The program is thinking…
# $side: the side it plays (Black, X…).
panel-program-played = { $side }'s program played { $mv } in { $seconds } s
panel-program-choose = Choose…
panel-program-choose-hover = Pick your program's file. A Python script runs with python3, a JavaScript one with node, a Java archive with java -jar; any other file runs as a program itself. You can edit the command afterwards.
panel-program-rate = Rate
panel-program-rate-hover = Plays your program against the levels, { $games } games each with the colours swapped: it starts in the middle, goes up after a match it scores half or more in and down after one it loses, and then says where it stands. It can take a few minutes; you can keep playing meanwhile.
panel-program-rate-stop = Stop
panel-program-rate-stop-hover = Stops rating after the games being played; the rating says what the games so far show.
panel-program-rating-starting = Asking your program for its first move…
panel-program-rating-against = Against { $level }: { $played } of { $games } games
panel-program-rating = Rating { $rating } ± { $margin }: { $standing }
panel-program-rating-hover = On the levels' own scale: each level's rating comes from matches between neighbouring levels. The true rating lies within the ± margin about 95 times in 100; more games narrow it.
panel-program-rating-between = between { $below } ({ $below_rating }) and { $above } ({ $above_rating })
panel-program-rating-below-all = below { $above }, the weakest level ({ $above_rating })
panel-program-rating-above-all = above { $below }, the strongest level rated ({ $below_rating })
panel-program-rating-level = Against { $level }: { $wins } won, { $draws } drawn, { $losses } lost
panel-program-rating-forfeits = { $count ->
    [one] One game lost by forfeit: Test shows why.
   *[other] { $count } games lost by forfeit: Test shows why.
}
panel-program-rating-stopped = Stopped early: fewer games, a wider margin.
panel-program-rating-none = Stopped before a game was played.
panel-tournament-about = The students' programs and the game's levels, each against each.
panel-tournament-open = Open the tournament…
panel-tournament-open-hover = A round robin of programs and levels, played in the background, with the crosstable and the standings

## The analysis behind the hints and the graph

panel-analysis = Analysis
panel-analysis-hover = How hard the hints and the evaluation graph search each position: their own strength, the same whatever level or weights the AI plays with.
panel-analysis-quick = Quick
panel-analysis-normal = Normal
panel-analysis-deep = Deep
panel-analysis-quick-hover = Hints at once, a little less sure
panel-analysis-normal-hover = Hints in about a second, as good as a strong player's judgement
panel-analysis-deep-hover = Hints that take a few seconds and see further

## The board's options

panel-animation-speed = Animation speed
panel-animation-off = off
panel-sound = Sound
panel-mute = Mute

## The game file

panel-copy-moves = Copy moves
panel-copy-moves-hover = The moves so far, as text to paste back
panel-copy-position = Copy position
panel-copy-position-hover = The position shown, as text to paste back
panel-save = Save
panel-save-hover = Write the game to a new file in the games folder beside the settings (Reversi: GGF).
panel-no-file-chooser = This desktop has no file chooser (no XDG desktop portal on a session bus, no zenity): Save writes to the games folder, and a game opens when its file is dropped on the window.
panel-save-as = Save as…
panel-open = Open…
panel-open-hover = Ctrl+O, or drop a file on the window
panel-choosing-file = choosing a file…
panel-saved-to = Saved to { $path }
# In a browser: Save keeps the game in the browser's own storage; "Download" and Open move files
# between the page and the computer.
panel-save-web-hover = Keep the game in the library, in this browser.
panel-download = Download
panel-download-hover = Save the game as a file among your browser's downloads (Reversi: GGF), to keep or to send.
panel-upload-hover = Open a game file from this computer (Reversi: GGF)
panel-downloaded = Downloaded as { $name }
panel-paste = Paste a game, a transcript or a position
panel-load = Load
panel-load-hover = Play the pasted game or position instead of this one

## Over the board: notices and the game's end

panel-ok = OK
panel-ok-hover = Dismiss this message
panel-game-over = Game over
panel-new-game-hover = Another game with the same players (N)
panel-view-board = View board
panel-view-board-hover = Put this card aside to look at the final position and go through the moves (Ctrl+Z, Ctrl+Y)
panel-menu = Menu
panel-menu-hover = Back to the main menu; the game is kept (Esc)

## The help: keys and mouse

panel-help-title = Keys and mouse
panel-help-how-to-play = How to play
panel-help-how-to-play-hover = The rules of this game, with pictures
panel-key-click = Click
panel-key-click-does = play a move (Catapultas: a piece, then each landing; Reversi's board editor: set a square)
panel-key-arrows = Arrow keys
panel-key-arrows-does = move the cursor on the board
panel-key-enter = Enter or Space
panel-key-enter-does = play the square under the cursor (Catapultas: the piece, then each landing; Enter again on the piece ends a jump chain where it stands)
panel-key-square = A square's name
panel-key-square-does = puts the cursor there: Reversi d3, then Enter; Tic-tac-toe 1 to 9 plays at once; Catapultas row then column, 34, then Enter
panel-key-tab = Tab
panel-key-tab-does = go through the panel's buttons (Space presses one); Esc gives the keys back to the board
panel-key-new-game = N or Ctrl+N
panel-key-new-game-does = new game
panel-key-undo = Ctrl+Z
panel-key-undo-does = undo (back to your last turn)
panel-key-redo = Ctrl+Y or Ctrl+Shift+Z
panel-key-redo-does = redo; with two machines paused, play their next move
panel-key-hints = Ctrl+H
panel-key-hints-does = hints on or off
panel-key-pause = Space, with two machines
panel-key-pause-does = pause or resume a game between two machines (AIs, programs)
panel-key-sound = M
panel-key-sound-does = sound on or off
panel-key-help = F1 or ?
panel-key-help-does = this help, and the game's rules
panel-key-escape = Esc
panel-key-escape-does = close the rules or this help, else leave the board editor, else back to the menu
panel-key-wheel = Mouse wheel
panel-key-wheel-does = scroll the panel
panel-key-save = Ctrl+S
panel-key-save-does = save the game where you choose (without a file chooser: in the games folder)
panel-key-open = Ctrl+O
panel-key-open-does = open a saved game with the file chooser
panel-key-save-web-does = download the game file
panel-key-open-web-does = open a game file from this computer
panel-key-drop = Drop a file
panel-key-drop-does = open a saved game (Reversi: GGF, a transcript or an OBF position)

## The rules card

panel-rules-how-to-play = How to play { $game }
panel-rules-close = Close
panel-rules-close-hover = Back to the game (Esc)
panel-rules-back = ◀ Back
panel-rules-next = Next ▶
panel-rules-play = Let's play
panel-rules-play-hover = Close the rules and play (Esc)

## The settings file's notices

panel-settings-unreadable = Could not read { $path }: { $error }. Using defaults.{ $kept }
panel-settings-empty = { $path } is empty. Using defaults.{ $kept }
panel-settings-not-object = not a JSON object
panel-settings-damaged = { $path } is damaged ({ $error }). Using defaults.{ $kept }
panel-settings-partly-damaged = { $path } is damaged ({ $error }). Kept what could be read; back to defaults: { $reset }.{ $kept }
panel-settings-kept-as = The old file is kept as { $path }.
panel-settings-unsaved = Could not save settings to { $path }: { $error }
panel-settings-unencodable = Could not encode settings: { $error }
panel-settings-bad-volume = the volume { $volume } is not between 0 and 1
