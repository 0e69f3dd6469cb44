# The game trees screen: the course's drawn trees, searched step by step.
trees-menu = Game trees
trees-menu-hover = Minimax and alpha-beta on the small trees the course draws: type a tree, then watch each step and read why.
trees-title = Game trees
trees-back = ◀ Menu
trees-back-hover = Back to the menu (Esc)
trees-section-tree = The tree
trees-example = Example
trees-example-minimax = The course's minimax example
trees-example-alpha-beta = The course's alpha-beta example
trees-example-three-wide = Three children each
trees-example-four-levels = Four levels
trees-example-no-cuts = Nothing to cut
trees-example-uneven = Uneven branches
trees-text-hover = The tree as nested parentheses: a node's children inside its parentheses, leaves as their values. The root is MAX, the levels alternate, and the nodes are lettered A, B, C… level by level.
trees-use = Use this tree
trees-use-hover = Read the text above as the tree to search.
trees-random = Random tree
trees-random-hover = A new tree of the shape below: its children a node, its levels and its leaf values drawn at random.
trees-random-children = Children
trees-random-levels = Levels
trees-random-values = Values
trees-random-shape-hover = The next random tree: each node has between the fewest and the most children, every leaf is that many levels down, and the leaves' values are drawn from the range.
trees-random-too-big = With the most children everywhere that tree could pass { $most } nodes: choose fewer children or levels.
trees-copy = Copy
trees-copy-hover = Copy the tree's text, to paste it in a file or a message.
trees-section-search = The search
trees-minimax = Minimax
trees-minimax-hover = Every node, every child: the value of each node backed up from its children.
trees-alpha-beta = Alpha-beta
trees-alpha-beta-hover = Minimax with α (the best MAX is sure of) and β (the best MIN is sure of) passed down: where α ≥ β, the node's other children cannot change the result and are cut.
trees-order = Children
trees-order-hover = The order each node's children are searched in. Best first lets alpha-beta cut the most; worst first, the least. The tree is redrawn in that order.
trees-order-as-given = as written
trees-order-best = best first
trees-order-worst = worst first
trees-section-steps = Step by step
trees-first = ⏮
trees-first-hover = Back to the start
trees-back-one = ◀
trees-back-one-hover = One step back (←)
trees-forward-one = ▶
trees-forward-one-hover = One step forward (→)
trees-last = ⏭
trees-last-hover = To the end
trees-play = Play
trees-pause = Pause
trees-play-hover = Steps on by itself, at the speed beside (Space)
trees-speed = { $speed } steps/s
trees-step-count = Step { $step } of { $steps }
trees-start-words = Press ▶ to start at the root, A.
trees-counts = Visited { $visited } of { $nodes } nodes · cut { $cut } · cut-offs { $cutoffs }
trees-result = The root is worth { $value }. Best line: { $line }.
trees-error = Line { $line }, column { $column }: { $what }
trees-error-no-tree = the text holds no tree; write one such as (((-1 4) (2 6)) ((-3 -5) (0 7)))
trees-error-unexpected = { $expected } expected, found { $found }
trees-error-unclosed = the parenthesis opened at line { $line }, column { $column } is never closed
trees-error-empty = empty parentheses: a node needs at least one child (a leaf is its number alone)
trees-error-value = { $written } is too big: a leaf's value is between −{ $most } and { $most }
trees-error-too-many = a tree holds at most { $most } nodes
trees-error-too-deep = a tree goes at most { $most } levels below its root
trees-expected-child = a number or "("
trees-expected-child-or-close = a number, "(" or ")"
trees-expected-digit = a digit
trees-expected-blank = a space
trees-expected-end = nothing more
trees-found-end = the end of the text
trees-window-label = α { $alpha }  β { $beta }
trees-level-max = MAX
trees-level-min = MIN
trees-legend = MAX (a triangle pointing up) picks the highest value, MIN (pointing down) the lowest. α and β under a node: the window it was searched with. Grey: cut, never visited.
trees-step-enter = Go down to { $node } ({ $level }).
trees-step-enter-window = Go down to { $node } ({ $level }) with α = { $alpha }, β = { $beta }.
trees-step-leaf = Read the leaf under { $parent }: { $value }.
trees-step-leaf-window = Read the leaf under { $parent }: { $value } (α = { $alpha }, β = { $beta }).
trees-step-backup-first = { $child } goes back up to { $parent } ({ $level }): its first value, so { $parent } = { $value } so far.
trees-step-backup-better = { $child } goes back up to { $parent } ({ $level }): { $value } { $better } { $previous }, so { $parent } = { $value } so far.
trees-step-backup-not-better = { $child } goes back up to { $parent } ({ $level }): { $value } { $not_better } { $kept }, so { $parent } stays { $kept }.
trees-window-narrowed = At { $parent }: { $value } { $better } { $bound } = { $from }, so { $bound } becomes { $to }.
trees-window-kept = At { $parent }: { $value } { $not_better } { $bound } = { $stays }, so { $bound } stays { $stays }.
trees-window-reached = At { $parent }: { $value } { $reaches } { $bound } = { $at }, so α ≥ β: the window is closed.
trees-step-cut = { $count ->
    [one] At { $node } ({ $level }): { $value } { $reaches } { $bound } = { $bound_value }, so { $node }'s other child is cut ({ $skipped }): { $node } is worth { $worth } { $value }, and { $other } at { $at } already has { $bound_value } through { $through }, so { $other } will never let the game reach { $node }.
   *[other] At { $node } ({ $level }): { $value } { $reaches } { $bound } = { $bound_value }, so { $node }'s other children are cut ({ $skipped }): { $node } is worth { $worth } { $value }, and { $other } at { $at } already has { $bound_value } through { $through }, so { $other } will never let the game reach { $node }.
}
trees-worth-at-least = at least
trees-worth-at-most = at most
trees-step-done = { $node } is done: { $node } = { $value }.
trees-step-done-bound = { $node } is done: { $node } { $known } { $value }. A bound is enough: its exact value cannot change the result.
trees-side-by-side = Both, side by side
trees-random-shape = Shape of a random tree
trees-side-by-side-hover = Both searches of the same tree, one above the other, stepped together: see where alpha-beta skips what minimax visits.
trees-column-search = Search
trees-column-visited = Visited
trees-column-cut = Cut
trees-row-as-given = Alpha-beta, as written
trees-row-best = Alpha-beta, best first
trees-row-worst = Alpha-beta, worst first
trees-minimal-tree = Every node has { $branching } children and every leaf is { $depth } levels down, so best first reads the fewest leaves any order can: { $read }, Knuth and Moore's minimal tree ({ $branching }^{ $high } + { $branching }^{ $low } − 1 = { $leaves }).
trees-minimal-tree-uneven = On a tree whose nodes all have the same number of children, with every leaf at the same depth, best first reads the fewest leaves any order can (Knuth and Moore's minimal tree). This tree is uneven.
trees-caption = { $search }: step { $step } of { $steps }
trees-section-picture = Save picture
trees-save-svg = Save as SVG
trees-save-svg-hover = The tree as it stands at this step, as a drawing that stays sharp at any size: for slides.
trees-save-png = Save as PNG
trees-save-png-hover = The drawing area as the screen shows it now, as an image.
trees-picture-saved = Saved to { $path }
trees-picture-downloaded = Downloaded as { $name }
trees-picture-failed = Could not save { $path }: { $error }
trees-picture-no-folder = There is no folder to save pictures in: this system names no home folder.
trees-node-value = Value
trees-node-add = Add a child
trees-node-add-hover = A new leaf worth 0 after this node's children (a leaf given a child becomes a node).
trees-node-remove = Remove
trees-node-remove-hover = This node and everything under it go; a node left with no children becomes a leaf worth 0.
trees-node-leaf = Leaf { $value } under { $parent }
trees-edit-root = The root cannot be removed: it is the whole tree.
trees-edit-not-leaf = { $node } is not a leaf: its value comes from its children.
