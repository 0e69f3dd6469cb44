# Why a text, a file or the settings could not be read: the typed errors of the games and
# of the system, told in the player's words.
#
# Each is a clause that a sentence takes after a colon ("Could not load the game: …"): it starts
# in lower case and has no full stop. Squares, moves, file text and commands stay as written.

## Loading a game

# $problem: one of the clauses below.
error-load-game = Could not load the game: { $problem }.

## Files and folders, by the kind of failure the system reports

error-io-not-found = there is no such file or folder
error-io-permission-denied = this user account is not allowed to use it
error-io-already-exists = something with that name is already there
error-io-storage-full = the disk is full
error-io-read-only = the disk or folder can only be read, not written
error-io-is-a-folder = it is a folder, not a file
error-io-not-a-folder = part of the path is a file where a folder should be
error-io-not-text = it is not text that can be read (text files are written in UTF-8)
# $detail: the system's own words.
error-io-other = the system reported a problem ({ $detail })

## JSON text (the settings file, weights)

# $line and $column count from 1; 0 means serde_json did not say where.
error-json-syntax = it is not valid JSON { $line ->
    [0] here
   *[other] at line { $line }, column { $column }
}
error-json-eof = it stops short { $line ->
    [0] here
   *[other] at line { $line }, column { $column }
}: part of it is missing
error-json-data = a value is not of the kind expected { $line ->
    [0] here
   *[other] at line { $line }, column { $column }
}
error-json-io = it could not be read to the end

## The settings file

# $setting: the setting's name as the file writes it (reversi.seats.first); $value: what the
# file holds there, as written.
error-setting-wrong-value = the setting { $setting } cannot be { $value }
# $problem: what is out of range.
error-setting-out-of-range = the setting { $setting } is out of range: { $problem }
# $seconds: what the file holds.
error-setting-program-time = the program's time a move must be from 0.1 to 120 seconds, not { $seconds }
# $game: the game's name.
error-setting-no-engine = { $game } has no outside engine to play a side

## Reversi: squares, positions and transcripts

error-reversi-not-a-square = '{ $text }' is not a square: a square is a column from a to h and a row from 1 to 8, like f5
error-reversi-position-empty = there is nothing to read: the text is empty
error-reversi-position-length = a position has 64 squares (X, O or -), but this one has { $count }
error-reversi-position-square = square { $square } holds '{ $found }': write X for { $first }, O for { $second } or - for an empty square
error-reversi-position-no-side = the position lacks the side to move: add a space and X or O after the 64 squares
error-reversi-position-side = '{ $text }' is not a side to move: write X for { $first } or O for { $second }
error-reversi-transcript-not-a-move = '{ $text }' (character { $column }) is not a move: a move is a square like f5, or pa, pass or -- for a pass
error-reversi-transcript-stray-number = '{ $text }' (character { $column }) is neither a square nor a move number: a move number ends with a dot ({ $text }.)
# $problem: why the move cannot be played, below.
error-reversi-illegal-move = move { $number } ({ $text }) cannot be played: { $problem }
# $ply: the move's place in the game when the passes the transcript left out are counted too.
error-reversi-illegal-move-after-passes = move { $number } ({ $text }), number { $ply } once the passes are counted, cannot be played: { $problem }
error-reversi-a-pass = a pass
error-reversi-after-the-end = { $mv } comes after the end of the game
# $legal: the squares the side may play, as d3 c4 f5 e6.
error-reversi-cannot-play = { $side } cannot play { $mv } (legal: { $legal })
error-reversi-cannot-play-must-pass = { $side } cannot play { $mv }: it has no move and must pass
error-reversi-cannot-pass = { $side } cannot pass while it has moves ({ $legal })

## Reversi: GGF game files

error-ggf-no-game = no game in GGF form was found: a game starts with `(;` and ends with `;)`
# $problem: what the text should have held there, below.
error-ggf-syntax = the GGF text cannot be read at character { $character }: { $problem }
error-ggf-game-start = a game starts with `(;`, not with `{ $found }`
error-ggf-semicolon = `(` must be followed by `;`
error-ggf-unterminated = the game does not end with `;)`
error-ggf-closing = the closing `;` must be followed by `)`
error-ggf-property-name = a property name such as PB was expected, not `{ $found }`
error-ggf-value-start = the property { $name } must be followed by its value in `[ ]`
error-ggf-unclosed-value = the value of { $name } has no closing `]`
error-ggf-lone-backslash = the value of { $name } ends in a lone `\`
error-ggf-not-othello = this is a game of { $game }, not of Othello
error-ggf-board-size = the game is played on a board of size { $size }, and only 8×8 is played here
error-ggf-type-size = the game type TY[{ $game_type }] is a board of size { $size }, and only 8×8 is played here
error-ggf-anti-othello = the game type TY[{ $game_type }] is anti-Othello, whose rules are not played here
# $property[$value]: the property as the file writes it; $problem: below.
error-ggf-bad-value = { $property }[{ $value }] cannot be read: { $problem }
error-ggf-empty-board = the board is empty
error-ggf-no-squares = no squares follow the board's size
error-ggf-square-count = the board's size must be followed by 64 squares and the side to move, but { $found } characters follow it
error-ggf-square = square { $square } holds `{ $found }`: write * for { $first }, O for { $second } or - for an empty square
error-ggf-side = `{ $found }` is not a side to move: write * for { $first } or O for { $second }
error-ggf-margin = the result must be { $first }'s disc margin, like +12.000 or -4
error-ggf-ending = `:{ $found }` is not a way a game ends: write r (resigned), t (lost on time) or s (agreed score)
error-ggf-wrong-side = move { $number } ({ $text }) is written for the wrong side: { $side } is to move

## Reversi: a move with its notes (f5/-1.50/0.25), in a file or from an engine

error-noted-move-eval = `{ $text }` is not an evaluation: an evaluation is a number of discs, like -1.50
error-noted-move-time = `{ $text }` is not a time: a time is seconds, like 1.25, or minutes and seconds, like 1:05
error-noted-move-after-time = `/{ $extra }` follows the time, where nothing more is expected

## Reversi: the AI's weights

# $detail: serde_json's own words.
error-weights-json = these are not weights written in JSON ({ $detail })
error-weights-out-of-range = the weight of { $heuristic } ({ $phase }) is { $value }: weights lie between -{ $max } and { $max }
error-weights-phases = the phases end at { $opening } and { $midgame } discs: the opening must end no later than the midgame, and the midgame by 64 discs

## Reversi: outside engines

# $problem: what is wrong with the command line, below.
error-engine-command-line = the engine's command line cannot be read: { $problem }
error-engine-single-quote = a single quote (') is not closed
error-engine-double-quote = a double quote (") is not closed
error-engine-empty-command = the command line is empty
# $program: the program as the command line names it; $problem: what the system said.
error-engine-cannot-start = cannot start `{ $program }`: { $problem }
error-engine-no-pipes = the system gave no way to talk to it
error-engine-exit-code = the engine stopped (exit code { $code })
# $status: the system's words, such as "signal: 9 (SIGKILL)".
error-engine-exit-status = the engine stopped ({ $status })
error-engine-closed = the engine stopped answering: it closed its output
# $stopped: one of the three above; $said: the last lines the engine wrote about its trouble.
error-engine-last-words = { $stopped }; its last words: { $said }
error-engine-no-move = the engine sent no move within { $seconds } s
error-engine-no-hints = the engine sent no hints within { $seconds } s
error-engine-no-answer = the engine did not answer within { $seconds } s
# $line: the engine's answer as it wrote it; $problem: why it is no move.
error-engine-bad-answer = the engine answered `{ $line }`, which holds no move: { $problem }
error-engine-cancelled = the question was withdrawn before the engine answered
## A player's own program

error-program-command-line = the program's command line cannot be read: { $problem }
error-program-timeout = it took longer than { $seconds } s to answer
error-program-ended = it ended without answering
error-program-exit-code = it stopped without answering (exit code { $code })
# $status: the system's words for how it stopped (a signal).
error-program-stopped = it stopped without answering ({ $status })
error-program-closed = it closed its output without answering
error-program-line-too-long = it wrote a line longer than 64 KiB
error-program-too-many-lines = it wrote more than { $lines } lines without a move
# $answer: the line it wrote, as written.
error-program-not-a-move = it answered “{ $answer }”, which is not a move

## Tic-tac-toe

# $problem: what is wrong with that move, below.
error-tictactoe-in-move = in move { $number }, { $problem }
error-tictactoe-not-a-cell = `{ $text }` is not a cell: write 1 to 9 (row by row from the top left) or a1 to c3 (column, then row)
error-tictactoe-empty = the position is empty: write its nine cells, like `X-O-X----`
error-tictactoe-cell-char = `{ $found }` is not a cell: write X, O, or - (or .) for an empty cell
error-tictactoe-cell-count = a position has 9 cells, but this one has { $count }
error-tictactoe-side = `{ $text }` is not a side to move: write X or O
error-tictactoe-trailing = `{ $text }` comes after the side to move, where nothing more is expected
error-tictactoe-wrong-side = the position says { $stated } is to move, but by the marks on the board it is { $implied }'s turn
error-tictactoe-impossible = no game can reach this position: { $problem }
error-tictactoe-row-count = a drawn board has 3 rows, but this one has { $count }
error-tictactoe-row-cells = row { $row } has { $cells ->
    [one] { $cells } cell
   *[other] { $cells } cells
} instead of 3
error-tictactoe-taken = cell { $cell } is already taken
error-tictactoe-over = the game is already over
error-tictactoe-bad-marks = there are marks outside the grid or two marks on one cell
error-tictactoe-mark-counts = { $first } has { $x ->
    [one] { $x } mark
   *[other] { $x } marks
} and { $second } { $o }, but { $first } starts, so it must have as many as { $second } or one more
error-tictactoe-both-lines = both players have three in a row
error-tictactoe-moved-after-win = { $winner } has three in a row, yet { $loser } moved after the game was over

## Catapultas

# $problem: what is wrong with the move on that line, below.
error-catapultas-on-line = on line { $line }, { $problem }
error-catapultas-move-empty = the move is empty: write one like `x m 3 1 4 1`, `x s 2 2 1 4 1` or `x n`
error-catapultas-player = `{ $text }` is not a player: write x or o
error-catapultas-no-kind = the kind of move is missing after the player: m (step), s (jump) or n (pass)
error-catapultas-kind = `{ $text }` is not a kind of move: write m (step), s (jump) or n (pass)
error-catapultas-not-a-number = `{ $text }` is not a number (of a row, a column or a count of cells)
error-catapultas-field-count = { $expected ->
    [0] the kind `{ $kind }` takes no numbers after it
   *[other] the kind `{ $kind }` takes { $expected } numbers after it
}, but this move has { $found }
error-catapultas-no-cell-count = a jump needs the number of cells it lists after the `s`
error-catapultas-cell-count = a jump lists 2 to { $max } cells (where it starts and each landing), not { $count }
error-catapultas-cell-numbers = the jump says { $stated } cells, which take { $needed } numbers, but { $numbers } follow
error-catapultas-off-board = { $square } is off the board: rows and columns go from 1 to { $side }
error-catapultas-over = the game is already over
error-catapultas-wrong-player = it is { $expected }'s turn, not { $found }'s
error-catapultas-not-own-piece = { $square } holds none of { $side }'s pieces to move
error-catapultas-step-not-adjacent = a step goes to the next cell up, down, left or right, and { $to } is not next to { $from }
error-catapultas-step-occupied = the piece cannot step onto { $square }: it is not empty
# $problem: why that hop is not allowed, below.
error-catapultas-bad-hop = hop { $hop }, from { $from } to { $to }, is not allowed: { $problem }
error-catapultas-hop-straight = a hop goes exactly two cells up, down, left or right
error-catapultas-hop-over = there is no piece of the jumper's own on { $square } to jump over
error-catapultas-hop-own-piece = it lands on a piece of its own side
error-catapultas-hop-start = it lands on the cell the jump started from
error-catapultas-hop-twice = the jump has already landed there
error-catapultas-pass = a side may pass only when it has no other move
error-catapultas-position-empty = the position is empty: write 6 rows like `xxxxxx/…/oooooo x`
error-catapultas-row-count = a position has { $side } rows separated by /, not { $count }
error-catapultas-row-length = row { $row } has { $length ->
    [one] { $length } cell
   *[other] { $length } cells
} instead of { $side }
error-catapultas-cell-char = `{ $found }` is not a cell: write x, o, or - (or .) for an empty cell
error-catapultas-side = `{ $text }` is not a side to move: write x or o
error-catapultas-counters = `{ $text }` is not the count of moves: write the moves played and the limit, both sides' moves counted, like `0/100`
error-catapultas-trailing = `{ $text }` comes after the count of moves, where nothing more is expected
error-catapultas-impossible = no game can reach this position: { $problem }
error-catapultas-not-a-row = line { $line } (`{ $text }`) is not part of a board drawing: a row looks like ` 1 #xxxxxx#`, with x, o and - between the #
error-catapultas-drawing-rows = a board drawing has { $side } rows like ` 1 #xxxxxx#`, but this one has { $count }
error-catapultas-bad-pieces = there are pieces outside the board or two pieces on one cell
error-catapultas-too-many-pieces = { $side } has more than { $max } pieces
error-catapultas-zero-limit = the limit must allow at least one move
error-catapultas-past-limit = { $played } moves have been played (both sides' counted), but the limit is { $limit }
