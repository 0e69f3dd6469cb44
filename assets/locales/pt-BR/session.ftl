# session: o que a tela de uma partida diz do próprio jogo: o sentido das avaliações, os passes,
# a derrota por tempo, os relógios, os arquivos e os motores externos.

## Avaliações

# $unit: as palavras do próprio jogo sobre o que suas avaliações contam.
session-score-meaning = Toda avaliação é dada para { $first }: + quer dizer { $first } à frente, − quer dizer { $second } à frente. { $unit }
session-proven-win = vitória em { $plies ->
    [one] { $plies } lance
   *[other] { $plies } lances
}
session-proven-loss = derrota em { $plies ->
    [one] { $plies } lance
   *[other] { $plies } lances
}
session-proven-win-by = vitória por { $margin } em { $plies ->
    [one] { $plies } lance
   *[other] { $plies } lances
}
session-proven-loss-by = derrota por { $margin } em { $plies ->
    [one] { $plies } lance
   *[other] { $plies } lances
}

## Sobre o tabuleiro

session-pass = Sem lance para { $side } — passa a vez
session-out-of-time = { $loser } sem tempo: vitória de { $winner }

## Relógios

session-clock-minutes = { $minutes } min
session-clock-seconds = { $seconds } s
session-clock-with-increment = { $base } + { $increment } s
session-clock-out-of-range = o controle de tempo { $control } está fora do intervalo

## Arquivos de partida

session-file-filter = Partidas de { $game }
session-file-save-title = Salvar a partida
session-file-open-title = Abrir uma partida
session-file-program-title = Escolha o seu programa
session-file-no-folder = Esta execução não guarda arquivos (sem pasta de configurações), então a partida não pode ser salva.
session-file-create-failed = Não foi possível criar { $path }: { $error }
session-autosave-unreadable = A partida guardada em { $path } não pôde ser lida ({ $problem }); por isso começa uma partida nova.
session-autosave-kept-as = O arquivo foi guardado como { $path }.
session-autosave-newer = foi escrita por uma versão mais nova do Minimax Arcade (formato { $format })
session-autosave-other-game = ela contém uma partida de { $game }
session-autosave-bad-move = o lance { $ply } dela não é um lance válido
session-autosave-bad-cursor = ela mostra o lance { $cursor } de uma partida de { $moves } lances
session-autosave-failed = Não foi possível guardar sua partida em { $path } ({ $error }). A partida continua; salve-a na seção Arquivo da partida do Lab para guardá-la.
session-file-read-failed = Não foi possível ler { $path }: { $error }
session-file-write-failed = Não foi possível gravar { $path }: { $error }

## Motores externos

session-engine-none = nenhum motor externo joga { $game }
session-engine-unnamed = O motor externo
# $failure: o que deu errado, como a conexão com o motor diz; $then: quem assume.
session-engine-failed = { $engine }: { $failure }. { $then }.
session-engine-illegal = ele jogou { $mv }, que não é um lance válido aqui
session-engine-side-yours = O lado dele agora é seu
session-engine-hints-ai = A IA dá as dicas agora
session-program-failed = O programa de { $side }: { $failure }. { $then }.
