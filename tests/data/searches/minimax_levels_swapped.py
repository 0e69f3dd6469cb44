"""Minimax with MAX and MIN swapped below the root."""

import _helper_path  # noqa: F401
from search_helper import run


def minimax(tree, node):
    if node.kind == "leaf":
        return tree.value(node)
    values = [minimax(tree, child) for child in tree.children(node)]
    return min(values) if node.kind == "max" else max(values)


def search(tree):
    children = tree.children(tree.root)
    values = [minimax(tree, child) for child in children]
    best = min(range(len(values)), key=lambda index: values[index])
    return values[best], children[best]


run(search)
