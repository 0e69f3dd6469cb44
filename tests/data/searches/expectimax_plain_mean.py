"""Expectimax that takes a chance node's plain mean, whatever the probabilities."""

import _helper_path  # noqa: F401
from search_helper import run


def expectimax(tree, node):
    if node.kind == "leaf":
        return tree.value(node)
    values = [expectimax(tree, child) for child in tree.children(node)]
    if node.kind == "chance":
        return sum(values) / len(values)
    return max(values) if node.kind == "max" else min(values)


def search(tree):
    children = tree.children(tree.root)
    values = [expectimax(tree, child) for child in children]
    best = max(range(len(values)), key=lambda index: values[index])
    return values[best], children[best]


run(search)
