#!/usr/bin/env python3
"""A Catapultas agent for Minimax Arcade's line protocol (docs/programs.md), which is
the message the course's referee sends.

Each message is 10 lines: the side to move (x or o), the opponent's last move (`o n`
before the first move), then the board framed in '#': `########`, six rows such as
`#xxxxxx#` (x, o, and - for empty), `########`. Rows and columns are numbered 1 to 6
from the top left. The answer is one move:
  a step, `x m <row> <col> <row> <col>`, to an empty cell up, down, left or right;
  a jump, `x s <cells> <row> <col> <row> <col> ...`, over an own piece to the cell
  behind it, empty or the opponent's (which is captured), hops chained at will.

This agent is greedy: it captures with a single jump when it can, and otherwise makes
any step or jump at random. It answers every message it reads, so it runs both ways:
started for each move or once for the whole game.
"""
import random
import sys

STEPS = [(-1, 0), (1, 0), (0, -1), (0, 1)]


def moves(board, side):
    """(captures, move text) for every step and single jump of `side`."""
    found = []
    for r in range(6):
        for c in range(6):
            if board[r][c] != side:
                continue
            for dr, dc in STEPS:
                r1, c1, r2, c2 = r + dr, c + dc, r + 2 * dr, c + 2 * dc
                if 0 <= r1 < 6 and 0 <= c1 < 6 and board[r1][c1] == "-":
                    found.append((0, f"{side} m {r + 1} {c + 1} {r1 + 1} {c1 + 1}"))
                if 0 <= r2 < 6 and 0 <= c2 < 6 and board[r1][c1] == side and board[r2][c2] != side:
                    captures = 1 if board[r2][c2] != "-" else 0
                    found.append((captures, f"{side} s 2 {r + 1} {c + 1} {r2 + 1} {c2 + 1}"))
    return found


def main():
    while True:
        side = sys.stdin.readline().strip().lower()
        if not side:
            return  # the end of the input: no more turns
        sys.stdin.readline()  # the opponent's last move
        lines = [sys.stdin.readline().strip().lower() for _ in range(8)]
        board = [line[1:7] for line in lines[1:7]]  # inside the '#' frame
        found = moves(board, side)
        if not found:
            print(f"{side} n", flush=True)
            continue
        best = max(captures for captures, _ in found)
        print(random.choice([text for captures, text in found if captures == best]), flush=True)


if __name__ == "__main__":
    main()
