# session: what a game's screen says of the game itself: the score's meaning, passes, the
# result on time, clocks, files and outside engines.

## Scores

# $unit: the game's own words on what its scores count.
session-score-meaning = Every score is { $first }'s: + means { $first } is ahead, − means { $second } is. { $unit }
session-proven-win = win in { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}
session-proven-loss = loss in { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}
session-proven-win-by = win by { $margin } in { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}
session-proven-loss-by = loss by { $margin } in { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}

## Over the board

session-pass = { $side } has no move — passes
session-out-of-time = { $loser } ran out of time: { $winner } wins

## Clocks

session-clock-minutes = { $minutes } min
session-clock-seconds = { $seconds } s
session-clock-with-increment = { $base } + { $increment } s
session-clock-out-of-range = the time control { $control } is out of range

## Game files

session-file-filter = { $game } games
session-file-save-title = Save the game
session-file-open-title = Open a game
session-file-program-title = Choose your program
session-file-no-folder = This run keeps no files (no settings directory), so the game cannot be saved.
session-file-create-failed = Could not create { $path }: { $error }
session-autosave-unreadable = The game kept in { $path } could not be read ({ $problem }), so a new game starts instead.
session-autosave-kept-as = The file is kept as { $path }.
session-autosave-newer = it was written by a newer version of Minimax Arcade (format { $format })
session-autosave-other-game = it holds a game of { $game }
session-autosave-bad-move = its move { $ply } is not a legal move
session-autosave-bad-cursor = it shows move { $cursor } of a game of { $moves } moves
session-autosave-failed = Your game could not be kept in { $path } ({ $error }). Play goes on; save the game from the Lab's Game file section to keep it.
session-file-read-failed = Could not read { $path }: { $error }
session-file-write-failed = Could not write { $path }: { $error }

## Outside engines

session-engine-none = no outside engine plays { $game }
session-engine-unnamed = The outside engine
# $failure: what went wrong, as the engine's connection says it; $then: who takes over.
session-engine-failed = { $engine }: { $failure }. { $then }.
session-engine-illegal = it played { $mv }, which is not legal here
session-engine-side-yours = Its side is yours now
session-engine-hints-ai = The AI gives the hints now
# $side: the side the program played; $failure: why it was given up; $then: what now.
session-program-failed = { $side }'s program: { $failure }. { $then }.
