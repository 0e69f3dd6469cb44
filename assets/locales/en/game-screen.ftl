# session: what a game's screen says of the game itself: the score's meaning, passes, the
# result on time, clocks, files and outside engines.

## Scores

# $unit: the game's own words on what its scores count.
game-screen-score-meaning = Every score is { $first }'s: + means { $first } is ahead, − means { $second } is. { $unit }
game-screen-proven-win = win in { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}
game-screen-proven-loss = loss in { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}
game-screen-proven-win-by = win by { $margin } in { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}
game-screen-proven-loss-by = loss by { $margin } in { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}

## Over the board

game-screen-pass = { $side } has no move — passes
game-screen-out-of-time = { $loser } ran out of time: { $winner } wins

## Clocks

game-screen-clock-minutes = { $minutes } min
game-screen-clock-seconds = { $seconds } s
game-screen-clock-with-increment = { $base } + { $increment } s
game-screen-clock-out-of-range = the time control { $control } is out of range

## Game files

game-screen-file-filter = { $game } games
game-screen-file-save-title = Save the game
game-screen-file-open-title = Open a game
game-screen-file-program-title = Choose your program
game-screen-file-no-folder = This run keeps no files (no settings directory), so the game cannot be saved.
game-screen-file-create-failed = Could not create { $path }: { $error }
game-screen-autosave-unreadable = The game kept in { $path } could not be read ({ $problem }), so a new game starts instead.
game-screen-autosave-kept-as = The file is kept as { $path }.
game-screen-autosave-newer = it was written by a newer version of Minimax Arcade (format { $format })
game-screen-autosave-other-game = it holds a game of { $game }
game-screen-autosave-bad-move = its move { $ply } is not a legal move
game-screen-autosave-bad-cursor = it shows move { $cursor } of a game of { $moves } moves
game-screen-autosave-failed = Your game could not be kept in { $path } ({ $error }). Play goes on; save the game from the Lab's Game file section to keep it.
game-screen-file-read-failed = Could not read { $path }: { $error }
game-screen-file-write-failed = Could not write { $path }: { $error }

## Outside engines

game-screen-engine-none = no outside engine plays { $game }
game-screen-engine-unnamed = The outside engine
# $failure: what went wrong, as the engine's connection says it; $then: who takes over.
game-screen-engine-failed = { $engine }: { $failure }. { $then }.
game-screen-engine-illegal = it played { $mv }, which is not legal here
game-screen-engine-side-yours = Its side is yours now
game-screen-engine-hints-ai = The AI gives the hints now
# $side: the side the program played; $failure: why it was given up; $then: what now.
game-screen-program-failed = { $side }'s program: { $failure }. { $then }.

## The board as a screen reader reads it.
# $game: the game's name.
board-reader-board = { $game } board
board-reader-to-move = { $side } to move
# $played: the move as the game writes it (c4).
board-reader-last-move = last move { $played }
# $square: the square's name (d3); $contents: what stands there (Black, empty).
board-reader-square = { $square }: { $contents }
board-reader-empty = empty
board-reader-playable = you can play here
board-reader-picked = the piece you picked
