"""Minimax, as the course writes it: MAX takes its best child, MIN its worst.

    minimax-arcade check-search --algorithm minimax --program "python3 examples/search/minimax.py"
"""

from search_helper import run


def minimax(tree, node):
    if node.kind == "leaf":
        return tree.value(node)
    values = [minimax(tree, child) for child in tree.children(node)]
    if node.kind == "max":
        return max(values)
    return min(values)


def search(tree):
    best_value, best_move = None, None
    for child in tree.children(tree.root):
        value = minimax(tree, child)
        if best_value is None or value > best_value:
            best_value, best_move = value, child
    return best_value, best_move


if __name__ == "__main__":
    run(search)
