# reversi
