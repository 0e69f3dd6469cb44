# The search tree view: a recorded search drawn node by node.

## Opening the view (the Lab's Thinking section)

search-tree-open = Search tree…
search-tree-open-hover = Record a search of the position on the board and see it as a tree: every position it visited, the values it brought back up, and the branches alpha-beta pruned.
search-tree-title = Search tree

## What to record

search-tree-algorithm-minimax = Minimax
search-tree-algorithm-minimax-hover = Plain minimax: every move, to the chosen depth, nothing pruned. The textbook's tree.
search-tree-algorithm-alphabeta = Alpha-beta
search-tree-algorithm-alphabeta-hover = Minimax that prunes the branches which cannot change the result (cut-offs). Same value at the top, fewer positions visited.
search-tree-algorithm-full = Full engine
search-tree-algorithm-full-hover = The AI's own search: alpha-beta deepening one level at a time, trying the best-looking moves first and remembering positions. Shown: its last pass; the earlier ones are counted.
search-tree-order = Order
search-tree-order-hover = The order minimax and alpha-beta try the moves in: as the rules list them, the best-looking first or the worst-looking first (by the evaluation of the position each move leads to). It never changes the value, only how much alpha-beta can skip. The full engine orders its moves itself.
search-tree-order-as-given = as listed
search-tree-order-best = best first
search-tree-order-worst = worst first
search-tree-compare-ordered = { $search }, { $order }
search-tree-look-rows = Rows
search-tree-look-rows-hover = A row per position, indented by depth: for trees of any size.
search-tree-look-drawing = Drawing
search-tree-look-drawing-hover = The tree as the course draws it: MAX and MIN triangles, the moves on the branches, the values beside, the pruned branches greyed and severed. Drag to move it, scroll or pinch to zoom; point at a position to see its board.
search-tree-look-too-big = { $nodes } positions are too many to draw (at most { $most }): the rows show them. Record a shallower search to draw it.
search-tree-depth = Depth
search-tree-depth-hover = How many moves ahead the search looks (each side's move counts as one).
search-tree-record = Record
search-tree-record-hover = Search the position on the board now and draw the tree.
search-tree-recording = Searching…
search-tree-cancel = Cancel
search-tree-cap = The view keeps at most { $nodes } positions; a bigger search is still counted in full.
search-tree-empty = Choose a search and a depth, then press Record.

## Comparing the searches on this position

search-tree-compare-search = Search
search-tree-compare-nodes = Positions
search-tree-compare-nodes-hover = Every position the search visited, the start included.
search-tree-compare-cutoffs = Cut-offs
search-tree-compare-value = Value
search-tree-compare-row = { $search }, depth { $depth }

## Stepping through the search

search-tree-step-first = Back to the start of the search
search-tree-step-back = One position back
search-tree-step-forward = The next position the search looks at
search-tree-step-last = The whole tree
search-tree-play = ▶ Play
search-tree-pause = ⏸ Pause
search-tree-speed-unit = { " " }/s
search-tree-speed-hover = Positions shown per second while playing.
search-tree-counts = Visited { $visited } of { $total } · cut-offs { $cutoffs } · branches pruned { $pruned }
search-tree-earlier = (+{ $nodes } in the engine's earlier passes)
search-tree-capped = (the search visited { $visited }: the first ones are kept)

## The tree

search-tree-values-side = Values from { $side }'s side: MAX is { $side }, MIN the opponent.
search-tree-max-min-hover = MAX rows are the turns of the player to move at the top, who picks the highest value; MIN rows are the opponent's, who picks the lowest. Values are always counted for the player at the top.
search-tree-root = start
search-tree-cut = ✂ cut-off, { $pruned ->
    [one] 1 pruned
   *[other] { $pruned } pruned
}
search-tree-pruned-move = pruned
search-tree-pruned-hover = Never visited: a cut-off above showed that this move could not change the result.
search-tree-from-table = remembered
search-tree-research = searched again
search-tree-max-hover = MAX: the player at the top moves here and takes the highest value below.
search-tree-min-hover = MIN: the opponent moves here and takes the lowest value below.
search-tree-window-hover = Searched with the window α = { $alpha }, β = { $beta }: only values between them can still change the result above.
search-tree-value-exact = Value { $value }: exact.
search-tree-value-at-most = Value at most { $value }: every move here was no better than α, so the exact value was not needed.
search-tree-value-at-least = Value at least { $value }: one move already reached β, so the rest could be pruned.
search-tree-cutoff-hover = A cut-off: a move reached the window's limit (β at MAX, α at MIN). The player above already has something better elsewhere, so the remaining moves here cannot matter and are pruned.
search-tree-from-table-hover = The engine had already searched this position deeply enough and remembered its value, so it looked no further.
search-tree-research-hover = The engine first tested this move with the narrowest window; it turned out better than expected, so it was searched again to learn its exact value.
search-tree-line-hover = On the best line: the moves both sides play if each picks the best value.
search-tree-to-move = { $side } to move
search-tree-game-over = The game is over here.
