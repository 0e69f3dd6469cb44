# Por que esta jogada: a avaliação no fim de uma linha, dividida em seus termos.
