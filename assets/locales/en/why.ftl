# Why this move: the evaluation at the end of a line, split into its terms.

## The section

why-section = Why this move
why-none = After the AI moves, this shows what it weighed: how it judged the position at the end of the line it expects, and at the end of the runner-up's, term by term.
why-side = From the side of { $side }, who was to move: + favors { $side }, − the opponent.
why-weights-now = Moving a weight slider changes these figures at once, on the same positions: the AI's next search may then choose another move.
why-column-terms = Term × weight
why-column-terms-hover = For each term: its weight now × what it measures at the end of the line = the points it adds.
why-column-figures = points (measure)
why-weight-hover = The weight the sliders give the term now, in the phase of the position at the end of each line.
why-column-chosen = AI's move
why-column-runner-up = Runner-up
why-line-hover = The line the search expects: { $line }. The figures are those of the position at its end.
why-searching = searching…
why-stopped = not searched
why-only-move = It had no other move.
why-phase = Phase
why-total = Total
why-total-hover = The terms' points added up: the evaluation of the position at the end of the line, with the weights the sliders have now.
why-limited = The terms add up to { $sum }, beyond what the evaluation allows: it counts { $total }.
why-game-over = game over
why-game-over-note = A line that ends the game is scored by its result, which outranks every term.
why-search-score = Search said
why-search-score-hover = The search's own score for the move, with the weights it had then. It differs from the total when the weights have changed since, or when the search cut the line short where it already knew the rest.
why-by-pattern = by pattern
why-by-pattern-hover = Show the learned term pattern by pattern
why-hover-tip = Rest the mouse on a hint on the board, on your turn, to take its move apart here too.
why-hovered = The hinted move under the mouse
why-hovered-side = From the side of { $side }, to move now: + favors { $side }, − the opponent. Its line is searched as the AI would search it.
why-column-hovered = Hinted move

## What the figures count in, per game

why-units-reversi = Figures in points of the score: a heuristic at full strength measures ±1, so at weight 1 it adds at most ±1 point; the learned term measures the final disc margin it predicts, over 64.
why-units-catapultas = Figures in points: each term counts the side's figure minus the opponent's (pieces, squares, threats, rows), and its weight says how many points one is worth.
why-units-tictactoe = Each term counts lines of one kind; its weight is what a line of that kind is worth, fixed by the course tutorial's heuristic.

## Reversi's terms

why-term-reversi-coin-parity = Coin parity
why-term-reversi-coin-parity-hover = Discs: (own − the opponent's) ÷ all the discs, from −1 to +1.
why-term-reversi-mobility = Mobility
why-term-reversi-mobility-hover = Moves: (own − the opponent's) ÷ both sides' moves, from −1 to +1.
why-term-reversi-corners = Corners
why-term-reversi-corners-hover = Corners held: (own − the opponent's) ÷ 4. A corner disc can never be flipped.
why-term-reversi-static-squares = Static squares
why-term-reversi-static-squares-hover = A fixed value per square (corners and edges good, the squares next to corners bad): own discs' values minus the opponent's, over the values of all occupied squares.
why-term-reversi-stability = Stability
why-term-reversi-stability-hover = Discs that can never be flipped again: (own − the opponent's) ÷ 64.
why-term-reversi-pattern = Pattern knowledge
why-term-reversi-pattern-hover = The final disc margin the learned evaluation predicts, ÷ 64: what the engine learned from its own games about the shapes of edges, corners, rows and diagonals, and about how many moves each side has.
why-pattern-part-hover = This pattern's share of the prediction: the weights of its shapes at every place on the board it is read, rounded so that the parts add up to the term.
why-term-reversi-pattern-bias = Starting value
why-term-reversi-pattern-edge = Edges with X-squares
why-term-reversi-pattern-corner-square = Corner 3×3
why-term-reversi-pattern-corner-block = Corner 2×5
why-term-reversi-pattern-second-row = Second rows
why-term-reversi-pattern-third-row = Third rows
why-term-reversi-pattern-fourth-row = Fourth rows
why-term-reversi-pattern-main-diagonal = Long diagonals
why-term-reversi-pattern-diagonal-7 = Diagonals of 7
why-term-reversi-pattern-diagonal-6 = Diagonals of 6
why-term-reversi-pattern-diagonal-5 = Diagonals of 5
why-term-reversi-pattern-diagonal-4 = Diagonals of 4
why-term-reversi-pattern-mobility = Moves to choose from
why-term-reversi-pattern-mobility-hover = How many moves the side to play has in the position evaluated, and the weight learned for that number.
why-term-reversi-pattern-opponent-mobility = Opponent's moves
why-term-reversi-pattern-opponent-mobility-hover = How many moves the other side would have, and the weight learned for that number.
why-term-reversi-pattern-potential-mobility = Room to move later
why-term-reversi-pattern-potential-mobility-hover = Empty squares next to the other side's discs, where moves may open up later, and the weight learned for that number.
why-term-reversi-pattern-opponent-potential-mobility = Opponent's room later
why-term-reversi-pattern-opponent-potential-mobility-hover = Empty squares next to the discs of the side to play, where the other side may find moves later, and the weight learned for that number.
why-term-reversi-pattern-limit = Held at ±1
why-term-reversi-pattern-limit-hover = The prediction passed 64 discs, more than the board holds: the term holds it at ±1.

## Catapultas' terms

why-term-catapultas-material = Piece difference
why-term-catapultas-material-hover = Pieces: own minus the opponent's.
why-term-catapultas-mobility = Mobility
why-term-catapultas-mobility-hover = Squares the pieces can reach in one move: own minus the opponent's.
why-term-catapultas-threats = Threats
why-term-catapultas-threats-hover = Pieces that can be captured next move: the enemy's within reach minus own within the enemy's reach.
why-term-catapultas-advancement = Advancement
why-term-catapultas-advancement-hover = Rows the pieces have come toward the enemy's side: own minus the opponent's.

## Tic-tac-toe's terms

why-term-tictactoe-own-two = Own twos
why-term-tictactoe-own-two-hover = Lines with two of the side's marks and a free cell: one move from three in a row.
why-term-tictactoe-own-one = Own ones
why-term-tictactoe-own-one-hover = Lines with one of the side's marks and two free cells.
why-term-tictactoe-their-two = Opponent's twos
why-term-tictactoe-their-two-hover = Lines with two of the opponent's marks and a free cell: a threat to block.
why-term-tictactoe-their-one = Opponent's ones
why-term-tictactoe-their-one-hover = Lines with one of the opponent's marks and two free cells.
