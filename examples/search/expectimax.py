"""Expectimax: MAX takes its best child, MIN its worst, and a chance node the mean of its
children weighed by their probabilities.

    minimax-arcade check-search --algorithm expectimax --program "python3 examples/search/expectimax.py"
"""

from search_helper import run


def expectimax(tree, node):
    if node.kind == "leaf":
        return tree.value(node)
    children = tree.children(node)
    if node.kind == "chance":
        return sum(child.probability * expectimax(tree, child) for child in children)
    values = [expectimax(tree, child) for child in children]
    if node.kind == "max":
        return max(values)
    return min(values)


def search(tree):
    best_value, best_move = None, None
    for child in tree.children(tree.root):
        value = expectimax(tree, child)
        if best_value is None or value > best_value:
            best_value, best_move = value, child
    return best_value, best_move


if __name__ == "__main__":
    run(search)
