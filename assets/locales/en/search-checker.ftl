# The game trees screen's "Check my program": a student's own search checked tree by tree.
check-section = Check my program
check-section-hover = Your own minimax, alpha-beta or expectimax, in any language, run on trees one after another: it asks for each node it looks at, and every tree tells you whether it read exactly what the search reads and found the right value and move.
check-command = Command
check-command-hover = The command that starts your program, as you would type it in a terminal: python3 alphabeta.py, or ./a.out. It reads the trees on its input and asks for their nodes: the protocol is in docs/search-checker.md, and example programs in examples/search.
check-choose = Choose…
check-choose-hover = Pick your program's file: a Python, JavaScript or shell script, a Java archive or a program of its own.
check-choose-title = Your search program
check-algorithm = Search
check-trees = Trees
check-trees-hover = How many trees to check: the course's examples first, then trees made to catch common mistakes, then random ones.
check-start = Check
check-start-hover = Runs your program on the trees, one after another. The window goes on meanwhile.
check-stop = Stop
check-stop-hover = Stops the check; the trees checked so far stay listed.
check-no-programs = Programs run on the desktop version only: a web page cannot start them.
check-empty-command = Write the command that starts your program, or choose its file.
check-progress = Tree { $done } of { $total }…
check-stopped = Stopped after { $done } of { $total } trees.
check-totals = { $failed ->
    [0] All { $passed } trees passed.
   *[other] { $passed } passed, { $failed } failed.
}
check-tree-passed = Tree { $number }: passed
check-tree-failed = Tree { $number }: failed
check-tree-hover = Click to draw this tree with what your program read, and step through it.
check-tree-failed-hover = { $verdict } The tree: { $tree }. Click to draw it and step through it.
check-showing = Tree { $number } of the check
check-back-to-search = Back to the search
check-back-to-search-hover = Shows the tree you were searching again.
check-legend-right = ✔ read, as the search reads it
check-legend-wrong = ✖ read, but the search never reads it
check-legend-missed = ! the search reads it, your program did not
check-order-you = you: { $order }
check-order-search = search: { $order }
check-comments = Your program's comments
check-step-start = Your program starts on the tree: root { $root }.
check-step-expand = Your program asked for the children of { $node }.
check-step-read = Your program read { $leaf }; the search reads it { $order ->
    [1] first
    [2] second
    [3] third
   *[other] { $order }th
}.
check-step-read-unlisted = Your program read { $leaf }; the search never reads it.
check-step-answer = Your program answered { $value }, moving to { $chosen }.
check-passed = Right: your program read exactly what { $algorithm } reads, and its value and move are the tree's.
check-first-mistake = First mistake: { $mistake }
check-fault = Your program failed this tree: { $problem }

# The first mistake, in words.
check-mistake-read-cut = you read { $leaf }, which alpha-beta never reaches: { $cut }.
check-mistake-expanded-cut = you asked for the children of { $node }, which alpha-beta never reaches: { $cut }.
check-mistake-left-to-right = you went to { $went } before { $before }: alpha-beta takes each node's children left to right.
check-mistake-out-of-order = you read { $read } where alpha-beta reads { $expected } next: it takes each node's children left to right.
check-mistake-skipped = you never read { $leaf }, which alpha-beta reads: a node's other children are pruned only once α ≥ β.
check-mistake-skipped-window = you never read { $leaf }, which alpha-beta reads with α = { $alpha } and β = { $beta }: α < β there, and a node's other children are pruned only once α ≥ β.
check-mistake-read-twice = you read { $leaf } twice: each leaf is read once.
check-mistake-not-read = you never read { $leaf }: { $algorithm } reads every leaf.
check-mistake-wrong-value = your value for the root is { $given }, the tree's is { $expected }.
check-mistake-levels-swapped = your value for the root is { $given }, the tree's is { $expected }: it is what MAX and MIN swapped give; { $root } is a MAX node and takes its highest child.
check-mistake-plain-mean = your value for the root is { $given }, the tree's is { $expected }: it is what plain means at the chance nodes give; a chance node weighs each child by its chance.
check-mistake-not-a-child = your move { $chosen } is not one of the root's children ({ $children }).
check-mistake-wrong-move = your move { $chosen } is worth { $value }, not the root's { $root_value }: move to { $right }.
check-cut-beta = at { $at }, after { $after } gave { $value }, { $at } is worth at least { $value } ≥ β = { $bound_value }, which MIN already holds at { $set_at }, so alpha-beta prunes { $at }'s other children
check-cut-alpha = at { $at }, after { $after } gave { $value }, { $at } is worth at most { $value } ≤ α = { $bound_value }, which MAX already holds at { $set_at }, so alpha-beta prunes { $at }'s other children
check-or = { $first } or { $second }

# A program that breaks the protocol.
check-protocol-garbage = it wrote “{ $line }”, which is no request: ask children NODE or value NODE, or end with answer VALUE MOVE
check-protocol-no-such-node = it asked “{ $line }”, but the tree has no node { $name }
check-protocol-malformed-answer = it wrote “{ $line }”: an answer is answer VALUE MOVE, the root's value and the child it moves to, as in answer 3 B
check-protocol-too-many-requests = it asked more than { $limit } questions about one tree: it is going in circles
check-protocol-too-many-comments = it wrote more than { $limit } comment or blank lines about one tree

# The searches a program is checked against.
check-minimax = Minimax
check-minimax-hover = Your program reads every leaf once, in any order, and answers the root's minimax value and a move worth it.
check-alpha-beta = Alpha-beta
check-alpha-beta-hover = Your program reads exactly the leaves alpha-beta reads, children left to right, pruning once α ≥ β, and answers the root's value and a move worth it.
check-expectimax = Expectimax
check-expectimax-hover = Trees with chance nodes: a chance node is worth the mean of its children, each weighed by its chance. Your program reads every leaf once and answers the root's value and a move worth it.
check-name-minimax = minimax
check-name-alpha-beta = alpha-beta
check-name-expectimax = expectimax
check-step-read-any = Your program read { $leaf }: { $count } of the { $leaves } leaves read.
