#!/usr/bin/env python3
"""A Tic-tac-toe agent for Minimax Arcade's line protocol (docs/programs.md).

Each message is 4 lines: the side to move (X or O), then the 3 rows from the top,
each 3 characters of X, O and - (empty). The answer is one line: the cell, 1 to 9,
row by row from the top left.

This agent wins when it can, blocks when it must, and otherwise takes the centre, a
corner or any cell, at random among equals. It answers every message it reads, so it
runs both ways: started for each move (one message, then the end of the input) or
once for the whole game (a message each turn).
"""
import random
import sys

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def completing(cells, mark):
    """The empty cells that would give `mark` three in a line."""
    return [i for i in range(9) if cells[i] == "-" and any(
        i in line and sum(cells[j] == mark for j in line) == 2 for line in LINES)]


def choose(side, cells):
    other = "O" if side == "X" else "X"
    empty = [i for i in range(9) if cells[i] == "-"]
    for options in (completing(cells, side), completing(cells, other),
                     [4] if 4 in empty else [], [i for i in (0, 2, 6, 8) if i in empty], empty):
        if options:
            return random.choice(options)
    raise ValueError("no empty cell: the game is over")


def main():
    while True:
        side = sys.stdin.readline().strip().upper()
        if not side:
            return  # the end of the input: no more turns
        rows = [sys.stdin.readline().strip().upper() for _ in range(3)]
        cells = "".join(rows)
        print("# thinking as " + side)  # comments start with '#'
        print(choose(side, cells) + 1, flush=True)


if __name__ == "__main__":
    main()
