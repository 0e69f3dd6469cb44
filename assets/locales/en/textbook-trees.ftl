# The game trees screen: the course's drawn trees, searched step by step.
textbook-trees-menu = Game trees
textbook-trees-menu-hover = Minimax and alpha-beta on the small trees the course draws: type a tree, then watch each step and read why.
textbook-trees-title = Game trees
textbook-trees-back = ◀ Menu
textbook-trees-back-hover = Back to the menu (Esc)
textbook-trees-section-tree = The tree
textbook-trees-example = Example
textbook-trees-example-minimax = The course's minimax example
textbook-trees-example-alpha-beta = The course's alpha-beta example
textbook-trees-example-three-wide = Three children each
textbook-trees-example-four-levels = Four levels
textbook-trees-example-no-cuts = Nothing to prune
textbook-trees-example-uneven = Uneven branches
textbook-trees-text-hover = The tree as nested parentheses: a node's children inside its parentheses, leaves as their values. The root is MAX, the levels alternate, and the nodes are lettered A, B, C… level by level.
textbook-trees-use = Use this tree
textbook-trees-use-hover = Read the text above as the tree to search.
textbook-trees-random = Random tree
textbook-trees-random-hover = A new tree of the shape below: its children a node, its levels and its leaf values drawn at random.
textbook-trees-random-children = Children
textbook-trees-random-levels = Levels
textbook-trees-random-values = Values
textbook-trees-random-shape-hover = The next random tree: each node has between the fewest and the most children, every leaf is that many levels down, and the leaves' values are drawn from the range.
textbook-trees-random-too-big = With the most children everywhere that tree could pass { $most } nodes: choose fewer children or levels.
textbook-trees-copy = Copy
textbook-trees-copy-hover = Copy the tree's text, to paste it in a file or a message.
textbook-trees-section-search = The search
textbook-trees-minimax = Minimax
textbook-trees-minimax-hover = Every node, every child: the value of each node backed up from its children.
textbook-trees-alpha-beta = Alpha-beta
textbook-trees-alpha-beta-hover = Minimax with α (the best MAX is sure of) and β (the best MIN is sure of) passed down: where α ≥ β, the node's other children cannot change the result and are pruned.
textbook-trees-order = Children
textbook-trees-order-hover = The order each node's children are searched in. Best first lets alpha-beta prune the most; worst first, the least. The tree is redrawn in that order.
textbook-trees-order-as-given = as written
textbook-trees-order-best = best first
textbook-trees-order-worst = worst first
textbook-trees-section-steps = Step by step
textbook-trees-first = ⏮
textbook-trees-first-hover = Back to the start
textbook-trees-back-one = ◀
textbook-trees-back-one-hover = One step back (←)
textbook-trees-forward-one = ▶
textbook-trees-forward-one-hover = One step forward (→)
textbook-trees-last = ⏭
textbook-trees-last-hover = To the end
textbook-trees-play = Play
textbook-trees-pause = Pause
textbook-trees-play-hover = Steps on by itself, at the speed beside (Space)
textbook-trees-speed = { $speed } steps/s
textbook-trees-step-count = Step { $step } of { $steps }
textbook-trees-start-words = Press ▶ to start at the root, A.
textbook-trees-counts = Visited { $visited } of { $nodes } nodes · pruned { $cut } · cut-offs { $cutoffs }
textbook-trees-result = The root is worth { $value }. Best line: { $line }.
textbook-trees-error = Line { $line }, column { $column }: { $what }
textbook-trees-error-no-tree = the text holds no tree; write one such as (((-1 4) (2 6)) ((-3 -5) (0 7)))
textbook-trees-error-unexpected = { $expected } expected, found { $found }
textbook-trees-error-unclosed = the parenthesis opened at line { $line }, column { $column } is never closed
textbook-trees-error-empty = empty parentheses: a node needs at least one child (a leaf is its number alone)
textbook-trees-error-value = { $written } is too big: a leaf's value is between −{ $most } and { $most }
textbook-trees-error-too-many = a tree holds at most { $most } nodes
textbook-trees-error-too-deep = a tree goes at most { $most } levels below its root
textbook-trees-error-unclosed-bracket = the bracket opened at line { $line }, column { $column } is never closed
textbook-trees-error-fractional = a leaf's value is a whole number (a chance is written before its child, as in [0.25:3 0.75:5])
textbook-trees-error-probability-outside = only a chance node's children have a chance: write them in brackets, as in [0.25:3 0.75:5]
textbook-trees-error-probability-range = the chance { $written } is out of range: a chance is above 0 and at most 1
textbook-trees-error-probabilities-missing = the chance node opened at line { $line }, column { $column } gives some children a chance and not others: give each one, or none for equal chances
textbook-trees-error-probabilities-sum = the chances of the node opened at line { $line }, column { $column } add up to { $sum }, not 1
textbook-trees-error-chance-root = the root is MAX's move: write it in parentheses, with the chance nodes below it, as in ([3 5] [2 9])
textbook-trees-expected-child = a number, "(" or "["
textbook-trees-expected-child-or-close = a number, "(", "[" or "{ $closing }"
textbook-trees-expected-digit = a digit
textbook-trees-expected-blank = a space
textbook-trees-expected-end = nothing more
textbook-trees-found-end = the end of the text
textbook-trees-window-label = α { $alpha }  β { $beta }
textbook-trees-level-max = MAX
textbook-trees-level-min = MIN
textbook-trees-level-chance = chance
textbook-trees-chance-tree = { $node } is a chance node (in brackets, a circle in the drawing): minimax and alpha-beta search trees where a player chooses at every node. Expectimax searches this one.
textbook-trees-expectimax = Expectimax
textbook-trees-expectimax-hover = For trees with chance nodes (circles): MAX and MIN choose as in minimax, and a chance node is worth the average of its children, each weighed by the chance on its branch.
textbook-trees-expectimax-no-chance = This tree has no chance nodes: write one in brackets, as in ([3 5] (2 9)), or draw a random tree with chance levels. Without them expectimax is minimax.
textbook-trees-expectimax-counts = Expectimax visits all { $nodes } nodes: a chance node's value needs every child, so nothing can be pruned.
textbook-trees-legend-chance = MAX (a triangle pointing up) picks the highest value, MIN (pointing down) the lowest, and a chance node (a circle) is worth the average of its children, weighed by the chances on their branches.
textbook-trees-step-weigh = { $child } goes back up to { $parent } (chance) with chance { $chance }: { $chance } × { $value } = { $product }, so { $parent }'s sum is { $sum } so far.
textbook-trees-step-done-chance = { $node } is done: { $node } = { $terms } = { $value }.
textbook-trees-random-chance = Chance levels
textbook-trees-random-chance-hover = Every other level below the root a chance node, as expectimax exercises draw them: MAX, chance, MIN, chance…
textbook-trees-legend = MAX (a triangle pointing up) picks the highest value, MIN (pointing down) the lowest. α and β under a node: the window it was searched with. Grey: pruned, never visited.
textbook-trees-step-enter = Go down to { $node } ({ $level }).
textbook-trees-step-enter-window = Go down to { $node } ({ $level }) with α = { $alpha }, β = { $beta }.
textbook-trees-step-leaf = Read the leaf under { $parent }: { $value }.
textbook-trees-step-leaf-window = Read the leaf under { $parent }: { $value } (α = { $alpha }, β = { $beta }).
textbook-trees-step-backup-first = { $child } goes back up to { $parent } ({ $level }): its first value, so { $parent } = { $value } so far.
textbook-trees-step-backup-better = { $child } goes back up to { $parent } ({ $level }): { $value } { $better } { $previous }, so { $parent } = { $value } so far.
textbook-trees-step-backup-not-better = { $child } goes back up to { $parent } ({ $level }): { $value } { $not_better } { $kept }, so { $parent } stays { $kept }.
textbook-trees-window-narrowed = At { $parent }: { $value } { $better } { $bound } = { $from }, so { $bound } becomes { $to }.
textbook-trees-window-kept = At { $parent }: { $value } { $not_better } { $bound } = { $stays }, so { $bound } stays { $stays }.
textbook-trees-window-reached = At { $parent }: { $value } { $reaches } { $bound } = { $at }, so α ≥ β: the window is closed.
textbook-trees-step-cut = { $count ->
    [one] At { $node } ({ $level }): { $value } { $reaches } { $bound } = { $bound_value }, so { $node }'s other child is pruned ({ $skipped }): { $node } is worth { $worth } { $value }, and { $other } at { $at } already has { $bound_value } through { $through }, so { $other } will never let the game reach { $node }.
   *[other] At { $node } ({ $level }): { $value } { $reaches } { $bound } = { $bound_value }, so { $node }'s other children are pruned ({ $skipped }): { $node } is worth { $worth } { $value }, and { $other } at { $at } already has { $bound_value } through { $through }, so { $other } will never let the game reach { $node }.
}
textbook-trees-worth-at-least = at least
textbook-trees-worth-at-most = at most
textbook-trees-step-done = { $node } is done: { $node } = { $value }.
textbook-trees-step-done-bound = { $node } is done: { $node } { $known } { $value }. A bound is enough: its exact value cannot change the result.
textbook-trees-side-by-side = Both, side by side
textbook-trees-random-shape = Shape of a random tree
textbook-trees-side-by-side-hover = Both searches of the same tree, one above the other, stepped together: see where alpha-beta skips what minimax visits.
textbook-trees-column-search = Search
textbook-trees-column-visited = Visited
textbook-trees-column-cut = Pruned
textbook-trees-row-as-given = Alpha-beta, as written
textbook-trees-row-best = Alpha-beta, best first
textbook-trees-row-worst = Alpha-beta, worst first
textbook-trees-minimal-tree = Every node has { $branching } children and every leaf is { $depth } levels down, so best first reads the fewest leaves any order can: { $read }, Knuth and Moore's minimal tree ({ $branching }^{ $high } + { $branching }^{ $low } − 1 = { $leaves }).
textbook-trees-minimal-tree-uneven = On a tree whose nodes all have the same number of children, with every leaf at the same depth, best first reads the fewest leaves any order can (Knuth and Moore's minimal tree). This tree is uneven.
textbook-trees-caption = { $search }: step { $step } of { $steps }
textbook-trees-section-picture = Save picture
textbook-trees-save-svg = Save as SVG
textbook-trees-save-svg-hover = The tree as it stands at this step, as a drawing that stays sharp at any size: for slides.
textbook-trees-save-png = Save as PNG
textbook-trees-save-png-hover = The drawing area as the screen shows it now, as an image.
textbook-trees-picture-saved = Saved to { $path }
textbook-trees-picture-downloaded = Downloaded as { $name }
textbook-trees-picture-failed = Could not save { $path }: { $error }
textbook-trees-picture-off-screen = The drawing is not on the screen: scroll it into view and save again.
textbook-trees-picture-no-folder = There is no folder to save pictures in: this system names no home folder.
textbook-trees-node-value = Value
textbook-trees-node-add = Add a child
textbook-trees-node-add-hover = A new leaf worth 0 after this node's children (a leaf given a child becomes a node).
textbook-trees-node-remove = Remove
textbook-trees-node-remove-hover = This node and everything under it go; a node left with no children becomes a leaf worth 0.
textbook-trees-node-leaf = Leaf { $value } under { $parent }
textbook-trees-edit-root = The root cannot be removed: it is the whole tree.
textbook-trees-edit-not-leaf = { $node } is not a leaf: its value comes from its children.
