# session: o que a tela de uma partida diz do próprio jogo: o sentido das avaliações, os passes,
# a derrota por tempo, os relógios, os arquivos e os motores externos.

## Avaliações

# $unit: as palavras do próprio jogo sobre o que suas avaliações contam.
game-screen-score-meaning = Toda avaliação é dada para { $first }: + quer dizer { $first } à frente, − quer dizer { $second } à frente. { $unit }
game-screen-proven-win = vitória em { $plies ->
    [one] { $plies } lance
   *[other] { $plies } lances
}
game-screen-proven-loss = derrota em { $plies ->
    [one] { $plies } lance
   *[other] { $plies } lances
}
game-screen-proven-win-by = vitória por { $margin } em { $plies ->
    [one] { $plies } lance
   *[other] { $plies } lances
}
game-screen-proven-loss-by = derrota por { $margin } em { $plies ->
    [one] { $plies } lance
   *[other] { $plies } lances
}

## Sobre o tabuleiro

game-screen-pass = Sem lance para { $side } — passa a vez
game-screen-out-of-time = { $loser } sem tempo: vitória de { $winner }

## Relógios

game-screen-clock-minutes = { $minutes } min
game-screen-clock-seconds = { $seconds } s
game-screen-clock-with-increment = { $base } + { $increment } s
game-screen-clock-out-of-range = o controle de tempo { $control } está fora do intervalo

## Arquivos de partida

game-screen-file-filter = Partidas de { $game }
game-screen-file-save-title = Salvar a partida
game-screen-file-open-title = Abrir uma partida
game-screen-file-program-title = Escolha o seu programa
game-screen-file-no-folder = Esta execução não guarda arquivos (sem pasta de configurações), então a partida não pode ser salva.
game-screen-file-create-failed = Não foi possível criar { $path }: { $error }
game-screen-autosave-unreadable = A partida guardada em { $path } não pôde ser lida ({ $problem }); por isso começa uma partida nova.
game-screen-autosave-kept-as = O arquivo foi guardado como { $path }.
game-screen-autosave-newer = foi escrita por uma versão mais nova do Minimax Arcade (formato { $format })
game-screen-autosave-other-game = ela contém uma partida de { $game }
game-screen-autosave-bad-move = o lance { $ply } dela não é um lance válido
game-screen-autosave-bad-cursor = ela mostra o lance { $cursor } de uma partida de { $moves } lances
game-screen-autosave-failed = Não foi possível guardar sua partida em { $path } ({ $error }). A partida continua; salve-a na seção Arquivo da partida do Lab para guardá-la.
game-screen-file-read-failed = Não foi possível ler { $path }: { $error }
game-screen-file-write-failed = Não foi possível gravar { $path }: { $error }

## Motores externos

game-screen-engine-none = nenhum motor externo joga { $game }
game-screen-engine-unnamed = O motor externo
# $failure: o que deu errado, como a conexão com o motor diz; $then: quem assume.
game-screen-engine-failed = { $engine }: { $failure }. { $then }.
game-screen-engine-illegal = ele jogou { $mv }, que não é um lance válido aqui
game-screen-engine-side-yours = O lado dele agora é seu
game-screen-engine-hints-ai = A IA dá as dicas agora
game-screen-program-failed = O programa de { $side }: { $failure }. { $then }.

## O tabuleiro como um leitor de tela o lê.
board-reader-board = Tabuleiro de { $game }
board-reader-to-move = { $side } na vez
board-reader-last-move = último lance { $played }
board-reader-square = { $square }: { $contents }
board-reader-empty = vazia
board-reader-playable = você pode jogar aqui
board-reader-picked = a peça que você escolheu
