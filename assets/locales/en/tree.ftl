# The search tree view: a recorded search drawn node by node.

## Opening the view (the Lab's Thinking section)

tree-open = Search tree…
tree-open-hover = Record a search of the position on the board and see it as a tree: every position it looked at, the values it brought back up, and the branches alpha-beta cut off.
tree-title = Search tree

## What to record

tree-algorithm-minimax = Minimax
tree-algorithm-minimax-hover = Plain minimax: every move, to the chosen depth, nothing skipped. The textbook's tree.
tree-algorithm-alphabeta = Alpha-beta
tree-algorithm-alphabeta-hover = Minimax that skips branches which cannot change the result (cut-offs). Same value at the top, fewer positions looked at.
tree-algorithm-full = Full engine
tree-algorithm-full-hover = The AI's own search: alpha-beta deepening one level at a time, trying the best-looking moves first and remembering positions. Shown: its last pass; the earlier ones are counted.
tree-order = Order
tree-order-hover = The order minimax and alpha-beta try the moves in: as the rules list them, the best-looking first or the worst-looking first (by the evaluation of the position each move leads to). It never changes the value, only how much alpha-beta can skip. The full engine orders its moves itself.
tree-order-as-given = as listed
tree-order-best = best first
tree-order-worst = worst first
tree-compare-ordered = { $search }, { $order }
tree-look-rows = Rows
tree-look-rows-hover = A row per position, indented by depth: for trees of any size.
tree-look-drawing = Drawing
tree-look-drawing-hover = The tree as the course draws it: MAX and MIN triangles, the moves on the branches, the values beside, the skipped branches cut. Drag to move it, scroll or pinch to zoom; point at a position to see its board.
tree-look-too-big = { $nodes } positions are too many to draw (at most { $most }): the rows show them. Record a shallower search to draw it.
tree-depth = Depth
tree-depth-hover = How many moves ahead the search looks (each side's move counts as one).
tree-record = Record
tree-record-hover = Search the position on the board now and draw the tree.
tree-recording = Searching…
tree-cancel = Cancel
tree-cap = The view keeps at most { $nodes } positions; a bigger search is still counted in full.
tree-empty = Choose a search and a depth, then press Record.

## Comparing the searches on this position

tree-compare-search = Search
tree-compare-nodes = Positions
tree-compare-nodes-hover = Every position the search looked at, the start included.
tree-compare-cutoffs = Cut-offs
tree-compare-value = Value
tree-compare-row = { $search }, depth { $depth }

## Stepping through the search

tree-step-first = Back to the start of the search
tree-step-back = One position back
tree-step-forward = The next position the search looks at
tree-step-last = The whole tree
tree-play = ▶ Play
tree-pause = ⏸ Pause
tree-speed-unit = { " " }/s
tree-speed-hover = Positions shown per second while playing.
tree-counts = Looked at { $visited } of { $total } · cut-offs { $cutoffs } · branches skipped { $pruned }
tree-earlier = (+{ $nodes } in the engine's earlier passes)
tree-capped = (the search looked at { $visited }: the first ones are kept)

## The tree

tree-values-side = Values from { $side }'s side: MAX is { $side }, MIN the opponent.
tree-max-min-hover = MAX rows are the turns of the player to move at the top, who picks the highest value; MIN rows are the opponent's, who picks the lowest. Values are always counted for the player at the top.
tree-root = start
tree-cut = ✂ cut-off, { $pruned ->
    [one] 1 skipped
   *[other] { $pruned } skipped
}
tree-pruned-move = skipped
tree-pruned-hover = Never looked at: a cut-off above showed that this move could not change the result.
tree-from-table = remembered
tree-research = searched again
tree-max-hover = MAX: the player at the top moves here and takes the highest value below.
tree-min-hover = MIN: the opponent moves here and takes the lowest value below.
tree-window-hover = Searched with the window α = { $alpha }, β = { $beta }: only values between them can still change the result above.
tree-value-exact = Value { $value }: exact.
tree-value-at-most = Value at most { $value }: every move here was no better than α, so the exact value was not needed.
tree-value-at-least = Value at least { $value }: one move already reached β, so the rest could be skipped.
tree-cutoff-hover = A cut-off: a move reached the window's limit (β at MAX, α at MIN). The player above already has something better elsewhere, so the remaining moves here cannot matter and are skipped.
tree-from-table-hover = The engine had already searched this position deeply enough and remembered its value, so it looked no further.
tree-research-hover = The engine first tested this move with the narrowest window; it turned out better than expected, so it was searched again to learn its exact value.
tree-line-hover = On the best line: the moves both sides play if each picks the best value.
tree-to-move = { $side } to move
tree-game-over = The game is over here.
