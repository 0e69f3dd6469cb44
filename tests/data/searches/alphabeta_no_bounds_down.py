"""Alpha-beta that passes no bounds down: each node starts from an open window."""

import math

import _helper_path  # noqa: F401
from search_helper import run


def alphabeta(tree, node):
    if node.kind == "leaf":
        return tree.value(node)
    alpha, beta = -math.inf, math.inf
    value = -math.inf if node.kind == "max" else math.inf
    for child in tree.children(node):
        if node.kind == "max":
            value = max(value, alphabeta(tree, child))
            alpha = max(alpha, value)
        else:
            value = min(value, alphabeta(tree, child))
            beta = min(beta, value)
        if alpha >= beta:
            break
    return value


def search(tree):
    best_value, best = None, None
    for child in tree.children(tree.root):
        value = alphabeta(tree, child)
        if best is None or value > best_value:
            best_value, best = value, child
    return best_value, best


run(search)
