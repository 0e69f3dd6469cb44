# tictactoe
