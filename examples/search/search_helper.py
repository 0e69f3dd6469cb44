"""Talk to `minimax-arcade check-search` from Python (standard library only).

The checker sends a tree's root, `root A max`; the program asks for what it needs, a line at a
time, and ends the tree with its answer. This module does the talking, so that a search reads
like the course's pseudocode:

    from search_helper import run

    def search(tree):
        ...                          # tree.root, tree.children(node), tree.value(node)
        return value, move           # the root's value, and the child of the root to move to

    run(search)

A node has a `name` (A, B, ... or E.2 for a leaf), a `kind` ("max", "min", "chance" or
"leaf") and, below a chance node, a `probability`. `tree.children(node)` asks the checker once
per node and remembers the answer; `tree.value(leaf)` asks every time, because reading a leaf is
what the checker counts. `comment(text)` writes a line the checker keeps and shows.
"""

import sys


class Node:
    def __init__(self, name, kind, probability=None):
        self.name = name
        self.kind = kind
        self.probability = probability

    def __repr__(self):
        return f"Node({self.name}, {self.kind})"


def _send(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def _receive():
    line = sys.stdin.readline()
    if not line:
        raise EOFError("the checker closed the conversation")
    return line.rstrip("\n")


def comment(text):
    """A line the checker shows beside the tree's verdict."""
    _send("# " + str(text))


class Tree:
    def __init__(self, root_name, root_kind):
        self.root = Node(root_name, root_kind)
        self._children = {}

    def children(self, node):
        """The node's children, left to right (none for a leaf)."""
        if node.kind == "leaf":
            return []
        if node.name not in self._children:
            _send("children " + node.name)
            found = []
            for word in _receive().split():
                parts = word.split(":")
                probability = float(parts[2]) if len(parts) > 2 else None
                found.append(Node(parts[0], parts[1], probability))
            self._children[node.name] = found
        return self._children[node.name]

    def value(self, leaf):
        """A leaf's value, read from the checker: each call is one read."""
        _send("value " + leaf.name)
        answer = _receive()
        if answer.startswith("error"):
            raise ValueError(answer)
        return int(answer)


def run(search):
    """Answers every tree the checker sends with `search(tree)`: (value, move)."""
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        words = line.split()
        if len(words) != 3 or words[0] != "root":
            continue
        tree = Tree(words[1], words[2])
        value, move = search(tree)
        _send(f"answer {value} {move.name}")
