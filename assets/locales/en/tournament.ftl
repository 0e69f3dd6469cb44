## The class tournament

tournament-title = Class tournament
tournament-about = Add the students' programs and the game's levels: each plays each, the same number of games, taking turns to start. A program that fails loses that game and the tournament goes on.
tournament-name-hover = The name the tables show
tournament-once-a-game = Once a game
tournament-remove-hover = Take this player out
tournament-add-program = Add a program
tournament-add-program-hover = A student's program: type the command that starts it
# $number: its place in the list.
tournament-program-name = Program { $number }
tournament-add-level = Add an AI
tournament-add-level-hover = The game's levels, then the AI with each set of weights the game offers, looking { $depth } moves ahead.
tournament-games = Games a pair
tournament-games-hover = Games each pair of players plays, taking turns to start
tournament-start-hover = Play every pair's games in the background
tournament-two-needed = Add two players at least
tournament-cancel-hover = Stop the tournament; the games played are kept
tournament-cell-hover = Points scored against this opponent, of the games played: click to list the games
# $first, $second: the two players' names.
tournament-pair-games = { $first } against { $second }
# $number: the game's number; $first: who moved first.
tournament-game-first = Game { $number }, { $first } first
tournament-won = { $winner } won
tournament-forfeit = by forfeit
tournament-points = Points
# $points: the points (a win 1, a draw ½); $games: the games played.
tournament-points-of = { $points } of { $games }
tournament-record = Won–drawn–lost
tournament-forfeits = Forfeits
tournament-forfeits-hover = Games lost by an illegal or unreadable move, a crash, a timeout or a flood of output
tournament-add-folder = Add a folder…
tournament-add-folder-hover = The folder of the students' work: each file or folder in it is one student, named by it. A folder runs the first line of its file named command, or else the one program in it.
tournament-folder-title = The folder of the students' programs
tournament-folder-path = Folder:
tournament-folder-path-example = /home/teacher/submissions
tournament-folder-add = Add
tournament-folder-added = { $count ->
    [one] One student added from { $folder }
   *[other] { $count } students added from { $folder }
}
tournament-folder-unreadable = Cannot read the folder { $folder }: { $error }
tournament-left-out = Left out: { $entry }: { $reason }
tournament-left-out-no-program = the folder holds no program (a .py, .js, .rb, .sh, .jar or executable file) and no file named command
tournament-left-out-several = the folder holds several programs ({ $files }) and no file named command whose first line says which to run
tournament-left-out-empty-command = the first line of its file named command is blank
tournament-left-out-not-a-program = not a program: a .py, .js, .rb, .sh or .jar file, an executable file or a folder plays
tournament-left-out-not-a-file = neither a file nor a folder
tournament-left-out-unreadable = it cannot be read ({ $error })
tournament-runs-in = Runs in { $folder }
tournament-format = Pairing:
tournament-round-robin = Every pair
tournament-round-robin-hover = Each player plays each other: thirty players at two games a pair play 870 games
tournament-swiss = Swiss rounds
tournament-swiss-hover = Rounds paired by the points so far, the best placed against the best placed below it not met yet, no pair twice; with an odd count one player sits each round out and scores as if it had won it. Thirty players: seven rounds, 210 games at two a pair.
tournament-rounds = Rounds
tournament-rounds-hover = Enough for one player to win them all, and two more to sort the places below, unless you choose
tournament-games-in-all = { $games ->
    [one] One game in all
   *[other] { $games } games in all
}
tournament-round-of = Round { $round } of { $rounds }
tournament-record-byes = { $record }, { $byes ->
    [one] one bye
   *[other] { $byes } byes
}
tournament-buchholz = Buchholz
tournament-buchholz-hover = The first tie-break: the points of the opponents met. Of two players with as many points, the one who met the stronger opponents ranks first.
tournament-sonneborn-berger = S-B
tournament-sonneborn-berger-hover = Sonneborn–Berger, the second tie-break: for each opponent, the points scored against it times its points. Points taken from the strong count more.
tournament-time = Time a move
tournament-time-hover = Every program's time for one move: one that takes longer loses that game by forfeit. The command line's --engine-timeout-ms, 10 s unless changed.
tournament-memory = Memory
tournament-memory-hover = The most memory each program may take (0: no cap): one that needs more fails and loses that game by forfeit. Linux and other Unix systems only.
tournament-export = Export…
tournament-export-hover = Write the results to publish into a folder of their own: the standings for a spreadsheet (standings.csv and standings.json) and a page (index.html) with the standings, the crosstable and every game to step through, which opens in any browser without a network
tournament-export-disabled = Once the tournament has ended or been stopped (not on the web page)
tournament-export-no-folder = There is no folder to export to on this machine
tournament-exported = Exported to { $folder }
tournament-export-failed = Could not export the results: { $error }
tournament-page-title = { $game } tournament
tournament-page-round-robin = every pair
tournament-page-swiss = Swiss, { $rounds } rounds
tournament-page-about = { $players } players · { $format } · { $games } games
tournament-page-standings = Standings
tournament-page-crosstable = Crosstable
tournament-page-games = Games
tournament-page-place = Place
tournament-page-player = Player
tournament-page-played = Games
tournament-page-byes = Byes
tournament-page-start = Before the first move
tournament-page-to-start = To the start
tournament-page-back = Back a move
tournament-page-forward = Forward a move
tournament-page-to-end = To the end
tournament-page-game = { $first } – { $second }, game { $number }
tournament-sandboxed = The students' programs play shut in: no network, nothing written outside their own folder, no other student's work in sight.
tournament-sandbox-not-linux = The students' programs play without a sandbox: it is for Linux only.
tournament-sandbox-not-installed = The students' programs play without a sandbox: install Bubblewrap (on Debian, the bubblewrap package) to shut each in.
tournament-sandbox-refused = The students' programs play without a sandbox: this system does not let Bubblewrap shut them in ({ $said }).
tournament-sandbox-failed = The students' programs play without a sandbox: their copies could not be made ({ $error }).
tournament-sandbox-copy-failed = { $entry } plays without a sandbox: its copy could not be made ({ $error }).
tournament-incident = { $loser } lost game { $number } against { $opponent } by forfeit: { $how }
tournament-forfeit-illegal = it played an illegal move
tournament-forfeit-malformed = it answered something that is not a move
tournament-forfeit-timeout = it took longer than its time a move
tournament-forfeit-crash = it could not start, or stopped without answering
tournament-forfeit-flood = it wrote too much without a move
tournament-forfeit-no-move = it found no move
tournament-unfinished = A tournament was cut off before its end: { $played } of its { $total } games played, { $entrants } players.
tournament-resume = Go on
tournament-resume-hover = Play the games it had not finished and add them to its results so far
tournament-discard = Discard
tournament-discard-hover = Forget the tournament cut off; its games stay in the library
tournament-keep-failed = The games cannot be kept to go on after a stop: { $error }
