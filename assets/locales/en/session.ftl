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
session-file-no-folder = This run keeps no files (no settings directory), so the game cannot be saved.
session-file-create-failed = Could not create { $path }: { $error }
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
