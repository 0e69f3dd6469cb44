# Tic-tac-toe's own texts: its panel sections, its scores and results, its rules card.
# The game's title and blurb are in window.ftl.

## What the panel's shared parts ask each game for

tictactoe-hints = the exact result of each free cell
tictactoe-score-unit = Who wins in how many moves when the search saw the end, a draw as 0; else the line points of the course's tutorial heuristic: 10 for each line holding two X and a free cell, 1 for one X and two free cells, the same for O taken away.
tictactoe-paste-hint = 5 1 9 3   or   X-O-X---- O
tictactoe-side-first = X
tictactoe-side-second = O

## Results and scores (sides are X and O, in every language)

tictactoe-result-win = { $side } wins
tictactoe-result-draw = Draw
# $moves: how far, as the panel writes a number of moves ("3 moves").
tictactoe-score-wins = { $side } wins in { $moves }
tictactoe-score-points = { $points } points
# On a cell of the board: short.
tictactoe-hint-wins = { $side } wins in { $plies }
tictactoe-hint-draw = draw
tictactoe-cell-taken = That cell is taken

## The AI's levels (Play)

tictactoe-level-easy = Easy
tictactoe-level-easy-hover = Looks one move ahead: it takes a win, but misses your threats
tictactoe-level-medium = Medium
tictactoe-level-medium-hover = Looks two moves ahead: it blocks your threats, but can be trapped
tictactoe-level-hard = Hard
tictactoe-level-hard-hover = Looks four moves ahead: hard to trap
tictactoe-level-perfect = Perfect
tictactoe-level-perfect-hover = Sees every game to the end: it never loses

## The Lab: the way the AI searches

tictactoe-search = AI search
tictactoe-search-minimax = Plain minimax
tictactoe-search-minimax-hover = Every position to the end of the game.
tictactoe-search-alpha-beta = Alpha-beta
tictactoe-search-alpha-beta-hover = Minimax that skips lines that cannot change the choice.
tictactoe-search-heuristic = Depth-limited heuristic
tictactoe-search-heuristic-hover = Minimax cut off at a depth; open lines judge the rest.
tictactoe-search-depth = Depth

## The Lab: the node comparison of the course's tutorial

tictactoe-nodes = Nodes on the same position
tictactoe-nodes-count = Count on this position
tictactoe-nodes-count-hover = Search this position the three ways and count their nodes
tictactoe-nodes-waiting = Counted on each position the AI searches.
tictactoe-nodes-position = Position { $board }  ({ $side } to move)
tictactoe-nodes-counting = Counting…
tictactoe-nodes-minimax = plain minimax
tictactoe-nodes-alpha-beta = alpha-beta
tictactoe-nodes-heuristic = heuristic
tictactoe-nodes-choice-hover = The move it chooses and its score for the side to move.
tictactoe-nodes-explained = Nodes: every position a search enters, the root included, counted the same way by the engine for all three. The depth is in brackets; bars are on a log scale.

## How to play

tictactoe-rules-turns-title = Take turns
tictactoe-rules-turns-text = X goes first, then O, one mark a turn in any empty cell. A mark stays where it is put.
tictactoe-rules-turns-caption = The first three marks, in order
tictactoe-rules-lines-title = Three in a row
tictactoe-rules-lines-text = Three of your marks in a line win the game: along a row, down a column, or corner to corner on a diagonal.
tictactoe-rules-lines-row = a row
tictactoe-rules-lines-column = a column
tictactoe-rules-lines-diagonal = a diagonal
tictactoe-rules-full-title = A full board
tictactoe-rules-full-text = When all nine cells are filled and nobody has three in a row, the game is a draw. Played well by both, every game ends this way.
tictactoe-rules-full-caption = Nine marks, no line: a draw
