# A tela da biblioteca de partidas: cada partida guardada, para abrir, revisar, renomear ou apagar.

menu-library = Biblioteca de partidas
menu-library-hover = Todas as partidas que você terminou ou salvou: abra de novo, revise, renomeie ou apague
library-title = Biblioteca de partidas
library-back = ← Menu
library-back-hover = Voltar ao menu principal
library-trash = Lixeira ({ $count })
library-trash-hover = Partidas que você apagou: restaure-as ou esvazie a lixeira para apagá-las de vez
library-import = Importar…
library-import-hover = Adicionar as partidas de um arquivo GGF (como os servidores de Othello, o NBoard e o WZebra as salvam). Você também pode soltar o arquivo nesta janela.
library-import-web-hover = Adicionar as partidas de um arquivo GGF deste computador (como os servidores de Othello, o NBoard e o WZebra as salvam).
library-import-drop = Solte um arquivo GGF nesta janela para adicionar as partidas dele
library-import-title = Partidas para importar
library-import-filter = Partidas GGF
library-imported = { $count ->
    [one] 1 partida adicionada de { $path }.
   *[other] { $count } partidas adicionadas de { $path }.
}
library-import-failed = Nada foi adicionado de { $path }: { $problem }
library-any-game = Todos os jogos
library-any-result = Qualquer resultado
library-anyone = Qualquer jogador
library-player-hover = Só as partidas deste jogador ou deste nível da IA
library-sort-newest = Mais recentes primeiro
library-sort-oldest = Mais antigas primeiro
library-sort-game = Por jogo
library-sort-longest = Mais longas primeiro
library-count = { $shown } de { $total }
library-empty = Nenhuma partida ainda. Cada partida que você termina ou salva fica guardada aqui.
library-trash-empty = A lixeira está vazia.
library-none-match = Nenhuma partida corresponde a essas escolhas.
library-choose = Escolha uma partida na lista para ver a posição final.
library-versus = { $first } contra { $second }
library-players = Jogadores: { $first } contra { $second }
library-human = Você
library-ai = IA ({ $level })
library-first = Primeiro jogador
library-second = Segundo jogador
library-won = Vitória: { $side }
library-won-counts = Vitória: { $side }, { $first }–{ $second }
library-draw = Empate
library-unfinished = Não terminada
library-out-of-time = Derrota no tempo: { $side }
library-moves = { $count ->
    [one] 1 lance
   *[other] { $count } lances
}
library-origin-finished = Guardada ao terminar, { $date } (UTC)
library-origin-saved = Salva em { $date } (UTC)
library-origin-imported = Importada em { $date } (UTC)
library-open = Abrir
library-open-hover = Colocar esta partida no tabuleiro, no último lance; pela lista de lances dá para voltar a qualquer um deles
library-review = Revisar
library-review-hover = Abrir a partida e deixar o motor julgar cada lance: seus melhores lances e seus erros
library-delete = Apagar
library-delete-hover = Mover a partida para a lixeira (dá para restaurá-la de lá)
library-deleted = Movida para a lixeira. Abra a lixeira para restaurá-la.
library-restore = Restaurar
library-restore-hover = Devolver a partida à biblioteca
library-restored = Devolvida à biblioteca.
library-empty-trash = Esvaziar a lixeira
library-empty-trash-hover = Apagar de vez as partidas da lixeira
library-empty-trash-confirm = { $count ->
    [one] Apagar 1 partida de vez?
   *[other] Apagar { $count } partidas de vez?
}
library-empty-trash-yes = Apagar de vez
library-empty-trash-no = Manter
library-trash-emptied = { $count ->
    [one] 1 partida apagada de vez.
   *[other] { $count } partidas apagadas de vez.
}
library-name-hint = Um nome para esta partida
library-rename = Renomear
library-rename-hover = Dar este nome à partida na lista (deixe vazio para usar os nomes dos jogadores)
library-rename-failed = Não foi possível renomear a partida: { $problem }
library-file-failed = A biblioteca de partidas não conseguiu usar { $path }: { $error }
library-unreadable = Arquivos que a biblioteca não consegue ler ({ $count })
library-unreadable-kept = Eles ficam como estão em { $path }.
library-problem-other-format = Um arquivo de partida de outro tipo. Se for um arquivo GGF, use Importar para adicionar as partidas dele.
library-problem-unreadable = Não dá para ler: { $error }
library-problem-not-json = Está danificado: não é uma partida que a biblioteca gravou.
library-problem-newer = Foi gravado por uma versão mais nova do Minimax Arcade (formato da biblioteca { $format }). Atualize o Minimax Arcade para abri-lo; o arquivo fica intacto.
library-problem-shape = Falta uma parte ou ela está danificada ({ $error }).
library-problem-unknown-game = É uma partida de { $game }, que esta versão não tem.
library-problem-bad-start = A posição inicial está danificada ({ $error }).
library-problem-bad-move = O lance { $ply } não é válido ali: o arquivo está danificado.
