# The game trees screen's "Exercise": the course's tree exercise done in the window and marked.
exercise-button = Exercise
exercise-button-hover = Do the exercise yourself: a tree with only its leaves' values; you fill in each node's value (and, for alpha-beta, the branches pruned), and Check tells you what is right.
exercise-section = Exercise
exercise-title = Exercise { $code }
exercise-code = Exercise
exercise-code-hover = This exercise's code. The same code gives everyone the same tree: a teacher can say “exercise K7Q2” and the whole class gets one tree.
exercise-code-box-hover = Type a code of four letters and digits (as K7Q2) to open its exercise.
exercise-open = Open
exercise-open-hover = Opens the exercise of the code typed.
exercise-code-length = An exercise code has 4 letters and digits (as K7Q2), not { $found }.
exercise-code-character = “{ $found }” is not in an exercise code: it has letters A to Z and digits 0 to 9 (as K7Q2).
exercise-search = Search
exercise-expectimax = Expectimax
exercise-expectimax-hover = Trees with chance nodes (circles): MAX and MIN choose as in minimax, and a chance node is worth the average of its children, each weighed by its chance.
exercise-how-minimax = Type each node's value in its box: a MAX node takes the highest of its children, a MIN node the lowest.
exercise-how-alpha-beta = Type the value alpha-beta finds at each node, or the bound where it stops early (≥ 5, ≤ 1, typed >= 5 and <= 1); leave empty the nodes it never reaches. Click a branch to mark it pruned, and click it again to undo.
exercise-how-expectimax = Type each node's value: MAX takes the highest, MIN the lowest, and a chance node the average of its children weighed by the chances on its branches (two decimals are enough, as 2.33).
exercise-check = Check
exercise-check-hover = Marks each box and each branch right or wrong, and explains the first mistake.
exercise-solution = Show solution
exercise-solution-hover = Shows every value and every pruned branch. Your answer is kept: you can go back to it.
exercise-my-answer = My answer
exercise-my-answer-hover = Shows your answer again in place of the solution.
exercise-clear = Clear
exercise-clear-hover = Empties every box and removes every cut.
exercise-step-solution = Step through the solution
exercise-step-solution-hover = Opens this tree in the search, to watch it step by step.
exercise-round = Round { $round } of { $rounds }
exercise-round-hover = Each exercise finished moves the series on to a bigger tree.
exercise-score = { $done ->
    [0] No exercise finished yet.
    [one] 1 exercise finished, { $right } right at the first check.
   *[other] { $done } exercises finished, { $right } right at the first check.
}
exercise-next = Another exercise
exercise-next-bigger = Next exercise (bigger)
exercise-next-hover = A new tree: a bigger one once this exercise is finished, right or with its solution shown.
exercise-restart = Start again
exercise-restart-hover = A new series from the smallest trees, its score at zero.
exercise-start = Fill in the boxes, then press Check. Tab and Enter go from box to box.
exercise-solution-shown = The solution: each node's value.
exercise-solution-shown-alpha-beta = The solution: each node's value, or the bound alpha-beta stops at, and the branches it prunes.
exercise-legend-right = ✔ right
exercise-legend-wrong = ✖ wrong
exercise-legend-missing = ! missing
exercise-box-hover = { $node }'s value
exercise-cut-hover = Click to mark this branch pruned.
exercise-uncut-hover = Click to mark this branch not pruned.
exercise-unreadable = The box at { $node } does not hold a value: write a number as 3 or 2.5, or a bound as >= 5 or <= 1.
exercise-all-right = All { $items } right. Well done!
exercise-some-right = { $right } of { $items } right. First mistake: { $mistake }
exercise-mistake-leaf = { $node } is a leaf: its value is given; write the values of the nodes above the leaves.
exercise-mistake-never-reached = { $node } is never reached: leave its box empty.
exercise-mistake-never-reached-cut = { $node } is never reached: { $cut }. Leave its box empty.
exercise-you-wrote = you wrote { $node } { $value }
exercise-you-wrote-nothing = you wrote nothing for { $node }
exercise-only-a-bound = { $cut }: only a bound is known
exercise-children-max = { $node }'s children give { $values }, and MAX takes the highest
exercise-children-min = { $node }'s children give { $values }, and MIN takes the lowest
exercise-children-chance = { $node }'s children give { $values }, and a chance node weighs each by its chance
exercise-mistake-value = { $node }'s value: { $wrote }, but { $why }: write { $node } { $should }.
exercise-mistake-cut-missing = The branch to { $node } is pruned: { $cut }. Click the branch to { $node } to mark it.
exercise-mistake-nothing-cut = { $node }: { $algorithm } prunes nothing. Click the branch again to remove the cut.
exercise-mistake-below-cut = The branch to { $node } is under a pruned branch already: mark only the branch right below the cut-off.
exercise-mistake-searched = The branch to { $node } is not pruned: at { $parent }, α < β when the search gets to { $node }, so it is searched.
