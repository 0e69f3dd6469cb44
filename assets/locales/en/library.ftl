# The game library screen: every game kept, to open, review, rename or delete.

menu-library = Game library
menu-library-hover = Every game you finished or saved: open it again, review it, rename it or delete it
library-title = Game library
library-back = ← Menu
library-back-hover = Back to the main menu
library-trash = Trash ({ $count })
library-trash-hover = Games you deleted: restore them, or empty the trash to delete them for good
library-import = Import…
library-import-hover = Add the games of a GGF file (as Othello servers, NBoard and WZebra save them). You can also drop the file on this window.
library-import-web-hover = Add the games of a GGF file from this computer (as Othello servers, NBoard and WZebra save them).
library-import-drop = Drop a GGF file on this window to add its games
library-import-title = Games to import
library-import-filter = GGF games
library-imported = { $count ->
    [one] Added 1 game from { $path }.
   *[other] Added { $count } games from { $path }.
}
library-import-failed = Nothing was added from { $path }: { $problem }
library-any-game = All games
library-any-result = Any result
library-anyone = Any player
library-player-hover = Only the games of this player or this AI level
library-sort-newest = Newest first
library-sort-oldest = Oldest first
library-sort-game = By game
library-sort-longest = Longest first
library-count = { $shown } of { $total }
library-empty = No games yet. Every game you finish or save is kept here.
library-trash-empty = The trash is empty.
library-none-match = No game matches these choices.
library-choose = Choose a game in the list to see its final position.
library-versus = { $first } vs { $second }
library-players = Players: { $first } vs { $second }
library-human = You
library-ai = AI ({ $level })
library-first = First player
library-second = Second player
library-won = { $side } won
library-won-counts = { $side } won { $first }–{ $second }
library-draw = Draw
library-unfinished = Unfinished
library-out-of-time = { $side } lost on time
library-moves = { $count ->
    [one] 1 move
   *[other] { $count } moves
}
library-origin-finished = Kept when it ended, { $date } (UTC)
library-origin-saved = Saved { $date } (UTC)
library-origin-imported = Imported { $date } (UTC)
library-open = Open
library-open-hover = Put this game on its board, at its last move; the move list goes back through it
library-review = Review
library-review-hover = Open the game and let the engine judge every move: your best moves and your mistakes
library-delete = Delete
library-delete-hover = Move the game to the trash (you can restore it from there)
library-deleted = Moved to the trash. Open the trash to restore it.
library-restore = Restore
library-restore-hover = Put the game back in the library
library-restored = Put back in the library.
library-empty-trash = Empty the trash
library-empty-trash-hover = Delete the games in the trash for good
library-empty-trash-confirm = { $count ->
    [one] Delete 1 game for good?
   *[other] Delete { $count } games for good?
}
library-empty-trash-yes = Delete for good
library-empty-trash-no = Keep them
library-trash-emptied = { $count ->
    [one] 1 game deleted for good.
   *[other] { $count } games deleted for good.
}
library-name-hint = A name for this game
library-rename = Rename
library-rename-hover = Give the game this name in the list (leave it empty for its players' names)
library-rename-failed = The game could not be renamed: { $problem }
library-file-failed = The game library could not use { $path }: { $error }
library-unreadable = Files the library cannot read ({ $count })
library-unreadable-kept = They are left as they are in { $path }.
library-problem-other-format = A game file of another kind. If it is a GGF file, use Import to add its games.
library-problem-unreadable = It cannot be read: { $error }
library-problem-not-json = It is damaged: it is not a game the library wrote.
library-problem-newer = It was written by a newer version of Minimax Arcade (library format { $format }). Update the game to open it; it is kept untouched.
library-problem-shape = Part of it is missing or damaged ({ $error }).
library-problem-unknown-game = It is a game of { $game }, which this version does not have.
library-problem-bad-start = Its starting position is damaged ({ $error }).
library-problem-bad-move = Move { $ply } is not a legal move there: the file is damaged.
