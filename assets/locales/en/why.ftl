# Why this move: the evaluation at the end of a line, split into its terms.
