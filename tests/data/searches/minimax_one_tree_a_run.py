"""A right minimax that answers one tree and exits: the checker starts it again for the next."""

import sys

import _helper_path  # noqa: F401
from minimax import search
from search_helper import Tree

words = sys.stdin.readline().split()
value, move = search(Tree(words[1], words[2]))
print(f"answer {value} {move.name}", flush=True)
