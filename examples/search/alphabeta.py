"""Alpha-beta, as the course writes it: children left to right, alpha and beta passed down, and
a node's other children cut once alpha >= beta.

    minimax-arcade check-search --algorithm alphabeta --program "python3 examples/search/alphabeta.py"
"""

import math

from search_helper import run


def alphabeta(tree, node, alpha, beta):
    if node.kind == "leaf":
        return tree.value(node)
    if node.kind == "max":
        value = -math.inf
        for child in tree.children(node):
            value = max(value, alphabeta(tree, child, alpha, beta))
            alpha = max(alpha, value)
            if alpha >= beta:
                break
        return value
    value = math.inf
    for child in tree.children(node):
        value = min(value, alphabeta(tree, child, alpha, beta))
        beta = min(beta, value)
        if alpha >= beta:
            break
    return value


def search(tree):
    # The root is MAX: it searches every child, each with what it is already sure of as alpha.
    alpha, best_move = -math.inf, None
    for child in tree.children(tree.root):
        value = alphabeta(tree, child, alpha, math.inf)
        if best_move is None or value > alpha:
            alpha, best_move = value, child
    return alpha, best_move


if __name__ == "__main__":
    run(search)
