# O Reversi na janela: o que o painel genérico pede a ele, as seções do seu painel (o nível,
# o editor de tabuleiro, os pesos, o ajuste, a revisão) e o cartão de regras.

## O que o painel genérico pede a cada jogo

reversi-hints = a avaliação do motor para cada lance válido
reversi-score-unit = Em discos: com a avaliação aprendida (sempre nas dicas e, por padrão, na IA), a margem que ela espera no fim; com as heurísticas da turma, os pontos delas (1000 por unidade); um '!' marca a margem final exata, e 0! um empate exato.
reversi-counted = Discos
reversi-paste-hint = f5d6c3d3c4…   ou uma posição OBF
reversi-side-first = Pretas
reversi-side-second = Brancas

## O fim da partida, um clique que não joga nada, o motor externo

reversi-result-black-wins = Pretas vencem por { $winner }–{ $loser }
reversi-result-white-wins = Brancas vencem por { $winner }–{ $loser }
reversi-result-draw = Empate em { $black }–{ $white }
reversi-refused-taken = Essa casa já está ocupada
reversi-refused-no-flip = Nenhum disco para virar aí
reversi-engine-no-command = nenhuma linha de comando definida para o motor

## O nome da abertura, sob o placar e ao lado de um lance com dica sob o mouse
# (os nomes das aberturas são nomes próprios, iguais em todas as línguas)

reversi-opening = Abertura: { $name }
reversi-opening-after-move = → { $name }
# Um lance com dica que o livro de aberturas avalia: o valor para as pretas, em discos, e a profundidade
reversi-book-move = Lance do livro: { $value } (profundidade { $depth })

## O explorador do livro de aberturas (uma seção do Lab)

reversi-section-book = Livro de aberturas
reversi-book-not-here = A posição do tabuleiro não está no livro de aberturas.
reversi-book-intro = Os lances que o livro avalia aqui: o valor para as pretas em discos, a profundidade das buscas por trás dele, as partidas da IA contra si mesma que o jogaram, com o resultado para quem jogou, e a abertura a que cada um leva. Clique num lance para jogá-lo.
reversi-book-column-move = Lance
reversi-book-column-value = Valor
reversi-book-column-opening = Abertura
reversi-book-column-depth = Profundidade
reversi-book-depth-selective-hover = As buscas por trás deste valor olharam { $moves } lances à frente. Para ver tão longe, pularam os lances que uma olhada mais rápida e mais rasa mostrou serem claramente piores, e acertam cerca de { $percent } % das vezes em que fazem isso
reversi-book-column-games = Partidas
reversi-book-column-score = Aproveitamento
reversi-book-play-hover = Jogar este lance: a partida passa a ser a linha até esta posição e este lance
reversi-book-out-hover = O melhor lance que sai do livro: o valor dele vem de uma busca

## As seções do Lab

reversi-section-setup = Montar uma posição
reversi-section-search = Busca
reversi-section-weights = Pesos das heurísticas
reversi-section-tuning = Ajustar com dados
reversi-section-review = Revisão

## O nível: a escolha, os nomes dos níveis e como cada um joga

reversi-level-label = Nível da IA
reversi-level-custom = Personalizado
reversi-level-own-settings = Suas próprias configurações, no Lab
reversi-level-1-name = Iniciante
reversi-level-2-name = Novato
reversi-level-3-name = Casual
reversi-level-4-name = Clube
reversi-level-5-name = Clube forte
reversi-level-6-name = Especialista
reversi-level-7-name = Mestre
reversi-level-8-name = Grão-mestre
reversi-level-9-name = Campeão
reversi-level-10-name = Máximo
reversi-level-1-words = Joga como quem acabou de aprender as regras
reversi-level-2-words = Vence um iniciante, mas entrega cantos
reversi-level-3-words = Um jogador casual que enxerga as armadilhas simples
reversi-level-4-words = Um jogador de clube: vence a maioria dos jogadores casuais
reversi-level-5-words = Um jogador de clube forte
reversi-level-6-words = Força de torneio: pune a maioria dos erros
reversi-level-7-words = Mestre: sempre joga o seu melhor lance
reversi-level-8-words = Mais forte que a maioria dos jogadores de torneio
reversi-level-9-words = Mais forte que qualquer humano
reversi-level-10-words = O motor completo: muito mais forte que qualquer humano
# O que um nível faz, na sua dica: a busca, depois o final, depois como escolhe.
reversi-level-search = Enxerga { $depth ->
    [one] { $depth } lance
   *[other] { $depth } lances
} à frente
reversi-level-search-timed = Enxerga até { $depth } lances à frente, ou { $seconds } s por lance
reversi-level-endgame = , jogo perfeito a partir de { $empties } casas vazias
reversi-level-endgame-selective = , lê até o fim da partida a partir de { $selective } casas vazias (quase sempre com acerto), jogo perfeito a partir de { $empties }
reversi-level-variety = ; escolhe entre bons lances, nunca um que perca mais de { $discs } discos em relação ao melhor
reversi-level-best = ; sempre joga o seu melhor lance
reversi-level-book = ; joga os primeiros lances pelo livro de aberturas, na hora, variando de uma partida para outra
reversi-level-book-best = ; joga os melhores primeiros lances do livro de aberturas, na hora

## As opções do tabuleiro

reversi-show-legal = Mostrar lances válidos
reversi-show-legal-hover = Um ponto em cada casa onde o lado da vez pode jogar
reversi-balanced = Partidas novas de abertura equilibrada
reversi-balanced-hover = Começa cada partida nova depois de 8 lances aleatórios que o motor avalia como equilibrados (até 2 discos de diferença), como nos torneios, para que nenhuma partida contra a IA seja igual a outra.
reversi-flip = Girar o tabuleiro
reversi-flip-hover = Desenha o tabuleiro girado meia volta, com h8 no canto superior esquerdo, para quem joga do outro lado.
reversi-show-pv = Mostrar a linha esperada
reversi-show-pv-hover = Desenha a linha que o motor espera a partir da posição na tela, com discos apagados da cor de quem joga, numerados por lance (um passe mantém o seu número): a busca da IA enquanto ela pensa, senão a das dicas, senão o resto da linha que a IA esperava ao fazer o seu último lance.
reversi-show-stable = Mostrar discos estáveis
reversi-show-stable-hover = Circula os discos que nunca podem ser virados, como o motor prova: um disco está seguro numa linha que está cheia ou onde ele toca a borda ou um disco estável da sua cor, e é estável quando está seguro nas quatro. É um limite inferior: alguns outros discos podem ser estáveis sem esta prova.

## Montar uma posição (o editor de tabuleiro)

reversi-editor-edit = Editar tabuleiro
reversi-editor-edit-note = qualquer posição, e jogue a partir dela
reversi-editor-edit-hover = Monte uma posição casa por casa ou a partir de um texto OBF. Enquanto isso a partida espera; Cancelar volta a ela como estava.
reversi-editor-click-sets = Um clique põe
reversi-paint-cycle = Alternar
reversi-paint-black = Preto
reversi-paint-white = Branco
reversi-paint-empty = Vazio
reversi-paint-cycle-hover = Um clique alterna a casa entre vazia, preta e branca
reversi-paint-black-hover = Um clique põe um disco preto
reversi-paint-white-hover = Um clique põe um disco branco
reversi-paint-empty-hover = Um clique esvazia a casa
reversi-paint-cycle-note = Cada clique muda a casa: vazia → preta → branca → vazia.
reversi-paint-black-note = Cada clique põe um disco preto na casa.
reversi-paint-white-note = Cada clique põe um disco branco na casa.
reversi-paint-empty-note = Cada clique esvazia a casa.
reversi-editor-to-move = Quem joga
reversi-editor-first-hover = As { $side } jogam primeiro a partir desta posição
reversi-editor-clear = Limpar tabuleiro
reversi-editor-clear-hover = Esvazia todas as casas
reversi-editor-start = Posição inicial
reversi-editor-start-hover = Os quatro discos de uma partida nova, vez das Pretas
reversi-editor-obf-hint = OBF: 64 de X O -, depois X ou O
reversi-editor-set-obf = Usar OBF
reversi-editor-set-obf-hover = Põe no tabuleiro a posição escrita na caixa
reversi-editor-play = ▶ Jogar daqui
reversi-editor-play-hover = Uma partida nova a partir desta posição; Salvar a guarda como GGF
reversi-editor-cancel = Cancelar
reversi-editor-cancel-hover = Esc: volta à partida como estava
reversi-editor-not-obf = Não é uma posição OBF: { $error }.
reversi-editor-no-moves = Nenhum lado tem lance: a partida já estaria encerrada. Adicione ou tire discos antes.
# O que o editor diz da posição montada: os discos, depois de quem é a vez.
reversi-editor-counts = { $black ->
    [0] 0 pretas
    [one] { $black } preta
   *[other] { $black } pretas
}, { $white ->
    [0] 0 brancas
    [one] { $white } branca
   *[other] { $white } brancas
}, { $empty ->
    [0] 0 vazias
    [one] { $empty } vazia
   *[other] { $empty } vazias
}.
reversi-editor-ready = Vez das { $side }, { $moves ->
    [0] nenhum lance válido
    [one] { $moves } lance válido
   *[other] { $moves } lances válidos
}.
reversi-editor-other-moves = As { $side } não têm lance aqui, então a partida começaria com a vez das { $other }.

## Os pesos das heurísticas

reversi-presets = Predefinições
reversi-preset-learned = Aprendida (a mais forte)
reversi-preset-tuned = Heurísticas da turma ajustadas
reversi-preset-classroom = Da turma
reversi-preset-positional = Posicional
reversi-preset-greedy = Gulosa
reversi-preset-learned-hover = O conhecimento de padrões aprendido só com partidas da IA contra si mesma: a avaliação mais forte
reversi-preset-tuned-hover = As cinco heurísticas do agente da turma, com os pesos ajustados por fase aos resultados de partidas da IA contra si mesma
reversi-preset-classroom-hover = As cinco heurísticas de um agente de Otelo que alunos escreveram para um torneio da turma, com os pesos dele: mobilidade, cantos e a tabela de casas, e a contagem de discos perto do fim
reversi-preset-positional-hover = Só a tabela fixa de valores das casas
reversi-preset-greedy-hover = Só a contagem de discos: o máximo de discos agora
reversi-weights-note = Vale a partir do próximo lance da IA.
reversi-phase-opening = Abertura
reversi-phase-midgame = Meio-jogo
reversi-phase-endgame = Final
reversi-phases = Fases
reversi-opening-up-to = Abertura até
reversi-midgame-up-to = Meio-jogo até
reversi-slider-discs = discos
reversi-heuristic-coin-parity = Paridade de discos
reversi-heuristic-mobility = Mobilidade
reversi-heuristic-corners = Cantos
reversi-heuristic-static-squares = Valor das casas
reversi-heuristic-stability = Estabilidade
reversi-heuristic-pattern = Padrões aprendidos
reversi-heuristic-coin-parity-hover = Ter mais discos que o outro lado agora (a única ideia do jogador guloso)
reversi-heuristic-mobility-hover = Ter mais lances para escolher que o outro lado
reversi-heuristic-corners-hover = Ocupar cantos: um disco no canto nunca pode ser virado
reversi-heuristic-static-squares-hover = Um valor fixo por casa: cantos e bordas bons, as casas vizinhas aos cantos ruins
reversi-heuristic-stability-hover = Discos que nunca mais podem ser virados
reversi-heuristic-pattern-hover = O que o motor aprendeu nas suas próprias partidas sobre as formas de linhas, bordas e cantos

## Ajustar com dados

reversi-tune-about = Faz a IA jogar partidas contra si mesma e depois encontra os pesos das cinco heurísticas do agente da turma, para cada fase da partida, que melhor preveem por quantos discos cada partida foi vencida.
reversi-tune-about-hover = O ajuste é por mínimos quadrados (deixa o menor possível a soma dos quadrados das diferenças entre as margens previstas e as finais), como o comando tune faz com arquivos de partidas.
reversi-tune-games = partidas
reversi-tune-games-hover = Mais partidas ajustam melhor e demoram mais: cerca de um décimo de segundo cada uma, num núcleo.
reversi-tune-playing = jogando { $done } / { $total }
reversi-tune-fitting = ajustando { $done } / { $total }
reversi-tune-cancel = Cancelar
reversi-tune-cancel-hover = Interrompe as partidas e não ajusta nada
reversi-tune-start = Ajustar com dados
reversi-tune-start-hover = Em segundo plano, num núcleo: joga as partidas com a avaliação aprendida (10 lances de abertura aleatórios, depois profundidade 4 com 4 % de lances aleatórios, jogo perfeito a partir de 18 casas vazias), cada rodada com uma semente nova (mostrada com o resultado: train generate --seed repete as mesmas partidas), e então ajusta os pesos à margem final de cada posição.
reversi-tune-stopped = Parou depois de { $played } de { $total } partidas: nada foi ajustado.
reversi-tune-result = { $games } partidas (semente { $seed }), { $positions } posições em { $seconds } s. Erro em discos da margem final:
reversi-tune-in-use = Em uso
reversi-tune-use = Usar estes pesos
reversi-tune-use-hover = Põe os pesos ajustados nos controles acima: a IA passa a jogar só com as cinco heurísticas, sem a avaliação aprendida (a predefinição 'Aprendida' a traz de volta).
reversi-tune-phase = Fase
reversi-tune-positions = Posições
reversi-tune-tuned = Ajustados
reversi-tune-classroom = Da turma
reversi-tune-classroom-hover = Os pesos do agente da turma na escala que melhor os ajusta (eles não estão em discos).
reversi-tune-phase-opening = abertura
reversi-tune-phase-midgame = meio-jogo
reversi-tune-phase-endgame = final

## Revisar uma partida

reversi-review-cancel = Cancelar
reversi-review-cancel-hover = Interrompe a revisão; os lances já revisados continuam marcados
reversi-review-start = Revisar a partida
reversi-review-start-hover = Analisa todas as posições da partida em segundo plano.
reversi-review-about = O motor, com a sua avaliação aprendida, enxerga { $depth } lances à frente de cada posição (com perfeição a partir de { $empties } casas vazias), qualquer que seja o nível da IA, e marca os lances que perdem discos em relação ao melhor: imprecisão ≥ 2, erro ≥ 6, erro grave ≥ 12.
reversi-review-changed = A partida mudou desde esta revisão: revise-a de novo.
reversi-review-stopped = Parou depois de { $done } de { $total } lances.
# Os totais de cada jogador: "Pretas: 1 erro grave, 2 erros, 0 imprecisões, 9,5 discos perdidos".
reversi-review-totals = { $side }: { $blunders ->
    [0] 0 erros graves
    [one] { $blunders } erro grave
   *[other] { $blunders } erros graves
}, { $mistakes ->
    [0] 0 erros
    [one] { $mistakes } erro
   *[other] { $mistakes } erros
}, { $inaccuracies ->
    [0] 0 imprecisões
    [one] { $inaccuracies } imprecisão
   *[other] { $inaccuracies } imprecisões
}, { $lost } discos perdidos
# Um lance marcado: "23. c4 erro grave, −12,5 (melhor d3)".
reversi-review-line = { $ply }. { $played } { $mark }, −{ $loss } (melhor { $best })
reversi-review-line-hover = Mostra a posição antes dele, com o melhor lance
reversi-mark-inaccuracy = imprecisão
reversi-mark-mistake = erro
reversi-mark-blunder = erro grave

## Como jogar: as páginas do cartão de regras e as legendas dos seus desenhos

reversi-rules-start-title = O início
reversi-rules-start-text = Pretas e Brancas começam com dois discos cada no meio do tabuleiro. As Pretas jogam primeiro, e depois vocês se alternam. Os pontos mostram onde quem está na vez pode colocar um disco.
reversi-rules-flip-title = Colocar e virar
reversi-rules-flip-text = Coloque o seu disco de modo que ele feche uma linha reta de discos do adversário com um dos seus na outra ponta: na horizontal, na vertical ou na diagonal. Todo disco fechado vira para a sua cor, em todas as linhas ao mesmo tempo.
reversi-rules-pass-title = Sem virar, sem lance
reversi-rules-pass-text = O seu disco precisa virar pelo menos um do adversário. Quando você não tem nenhuma casa assim, você passa e o adversário joga de novo; o tabuleiro avisa quando isso acontece.
reversi-rules-end-title = O fim
reversi-rules-end-text = A partida termina quando nenhum jogador pode jogar, quase sempre com o tabuleiro cheio. Vence quem tiver mais discos.
reversi-rules-black-to-move = Vez das Pretas
reversi-rules-black-plays = As Pretas jogam c4
reversi-rules-discs-turn = 3 discos ficam pretos
reversi-rules-white-passes = Vez das Brancas: nada para virar, as Brancas passam
reversi-rules-final-count = Pretas { $black }, Brancas { $white }: vitória das Pretas
