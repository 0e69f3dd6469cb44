"""Alpha-beta that takes each node's children right to left."""

import math

import _helper_path  # noqa: F401
from search_helper import run


def alphabeta(tree, node, alpha, beta):
    if node.kind == "leaf":
        return tree.value(node)
    value = -math.inf if node.kind == "max" else math.inf
    for child in reversed(tree.children(node)):
        if node.kind == "max":
            value = max(value, alphabeta(tree, child, alpha, beta))
            alpha = max(alpha, value)
        else:
            value = min(value, alphabeta(tree, child, alpha, beta))
            beta = min(beta, value)
        if alpha >= beta:
            break
    return value


def search(tree):
    alpha, best = -math.inf, None
    for child in reversed(tree.children(tree.root)):
        value = alphabeta(tree, child, alpha, math.inf)
        if best is None or value > alpha:
            alpha, best = value, child
    return alpha, best


run(search)
