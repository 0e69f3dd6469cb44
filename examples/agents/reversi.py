#!/usr/bin/env python3
"""A Reversi (Othello) agent for Minimax Arcade's line protocol (docs/programs.md).

Each message is 9 lines: the side to move (X for Black, O for White), then the 8 rows
from row 1, each 8 characters of X, O and - (empty), column a first. The answer is one
line: the square, a1 to h8. The program is never asked when it has to pass.

This agent is greedy: it takes a corner when it can, and otherwise the move that turns
over the most discs, at random among equals. It answers every message it reads, so it
runs both ways: started for each move or once for the whole game.
"""
import random
import sys

DIRECTIONS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
CORNERS = {(0, 0), (0, 7), (7, 0), (7, 7)}


def flips(board, row, col, side, other):
    """How many discs a disc of `side` on (row, col) turns over."""
    if board[row][col] != "-":
        return 0
    total = 0
    for dr, dc in DIRECTIONS:
        r, c, run = row + dr, col + dc, 0
        while 0 <= r < 8 and 0 <= c < 8 and board[r][c] == other:
            r, c, run = r + dr, c + dc, run + 1
        if run and 0 <= r < 8 and 0 <= c < 8 and board[r][c] == side:
            total += run
    return total


def choose(side, board):
    other = "O" if side == "X" else "X"
    moves = [(flips(board, r, c, side, other), (r, c)) for r in range(8) for c in range(8)]
    moves = [(count, square) for count, square in moves if count > 0]
    corners = [square for _, square in moves if square in CORNERS]
    if corners:
        return random.choice(corners)
    most = max(count for count, _ in moves)
    return random.choice([square for count, square in moves if count == most])


def main():
    while True:
        side = sys.stdin.readline().strip().upper()
        if not side:
            return  # the end of the input: no more turns
        board = [sys.stdin.readline().strip().upper() for _ in range(8)]
        row, col = choose(side, board)
        print("abcdefgh"[col] + str(row + 1), flush=True)


if __name__ == "__main__":
    main()
