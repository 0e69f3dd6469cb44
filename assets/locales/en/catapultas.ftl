# Catapultas' own texts: its panel sections, its results, the notes while a move is built, its
# rules card. The game's title and blurb are in window.ftl.

## What the panel's shared parts ask each game for

catapultas-hints = the engine's best move highlighted
catapultas-score-unit = A win or loss by N pieces in M moves when the search saw the end, else the evaluation in points (100 a piece at the default weights).
catapultas-counted = Pieces
catapultas-paste-hint =
    x m 3 1 4 1
    o m 4 2 3 2 …   or   xxxxxx/…/oooooo x 0/100
catapultas-side-first = x
catapultas-side-second = o

## Results (the sides are x and o in every language)

# $winner and $loser: the pieces each side has left.
catapultas-result-win = { $side } wins { $winner }–{ $loser } { $how }
catapultas-result-draw = Draw { $x }–{ $o } { $how }
catapultas-end-capture = by capture
catapultas-end-move-limit = at the move limit
catapultas-turn = Turn { $turn } of { $turns }

## Clicks: the note while a jump chain is built, and why a click did nothing

catapultas-jumping = Jumping — click the next landing, or the piece / Enter to stop
catapultas-boxed-in = That piece cannot move: no empty square next to it and no jump to make
catapultas-not-yours = Not your piece
catapultas-pick-first = Pick one of your pieces first
catapultas-cannot-land = It cannot land there

## The AI's levels (Play)

catapultas-level-easy = Easy
catapultas-level-easy-hover = Looks two moves ahead: it takes what it is offered
catapultas-level-medium = Medium
catapultas-level-medium-hover = Looks four moves ahead: it sees a jump coming
catapultas-level-hard = Hard
catapultas-level-hard-hover = Looks eight moves ahead: it sets up chains of jumps
catapultas-level-strongest = Strongest
catapultas-level-strongest-hover = Looks as far as it can in a second a move

## The Lab

catapultas-search = Search
catapultas-weights = Evaluation weights
catapultas-weights-presets = Presets
catapultas-weights-classroom = Classroom
catapultas-weights-classroom-hover = The player of a students' Catapultas program from class: piece difference only, depth 8
catapultas-weights-default = Default
catapultas-weights-reset = Reset
catapultas-weights-reset-hover = All four terms, tuned in self-play
catapultas-weights-explained = Each term is the side to move's figure minus the opponent's. Takes effect from the AI's next move.
catapultas-weight-material = Piece difference
catapultas-weight-material-hover = The classroom program's heuristic: pieces left.
catapultas-weight-mobility = Mobility
catapultas-weight-mobility-hover = Squares the pieces can reach in one move.
catapultas-weight-threats = Threats
catapultas-weight-threats-hover = Enemy pieces that can be captured next move.
catapultas-weight-advancement = Advancement
catapultas-weight-advancement-hover = Rows the pieces have come toward the enemy's side.

## The Lab's Board section

catapultas-moves-per-player = Moves per player
catapultas-moves-per-player-hover = From the next new game.
catapultas-moves-per-player-when = from the next game
catapultas-how-to-move = Click a piece, then a highlighted square. A jump chain goes on square by square; click the piece again or press Enter to stop early.

## How to play

catapultas-rules-start-title = The start
catapultas-rules-start-text = x and o have 18 pieces each and fill the board; x moves first. Pieces move up, down, left or right, never diagonally. At first only each side's middle row can move: its front and back rows are boxed in.
catapultas-rules-start-caption = x to move: only the ringed pieces can go
catapultas-rules-step-title = A step
catapultas-rules-step-text = A piece may step to the next square up, down, left or right, if that square is empty.
catapultas-rules-step-caption = The ringed piece can step to three squares
catapultas-rules-jump-title = A jump
catapultas-rules-jump-text = A piece may jump over one of its own pieces next to it, to the square just beyond, if that square is empty or holds an enemy piece. Enemy pieces cannot be jumped over.
catapultas-rules-jump-before = A jump over its own piece
catapultas-rules-jump-after = It lands on the empty square
catapultas-rules-capture-title = A capture
catapultas-rules-capture-text = A jump that lands on an enemy piece captures it: the enemy piece leaves the board. Captures are made only by jumping.
catapultas-rules-capture-before = A jump onto an o
catapultas-rules-capture-after = The o is captured
catapultas-rules-chain-title = A chain of jumps
catapultas-rules-chain-text = After a jump the piece may jump again from where it landed, as often as it can, but never onto a square it has already visited. Each enemy landed on is captured. Click each landing in turn; click the piece or press Enter to stop early.
catapultas-rules-chain-before = Two jumps in one move
catapultas-rules-chain-after = Two o captured
catapultas-rules-end-title = The end
catapultas-rules-end-text = The game ends when a side is down to its last piece (17 captured), or when both have made their moves (50 each; the Board section sets how many). Whoever has more pieces wins; the same number is a draw.
catapultas-rules-end-caption = x has { $x } { $x ->
        [one] piece
       *[other] pieces
    } left, o { $o }: o wins
