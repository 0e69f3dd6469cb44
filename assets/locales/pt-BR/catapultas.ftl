# Os textos das Catapultas: as seções do painel, os resultados, as notas enquanto um lance é
# montado, as regras. O título e a descrição do jogo estão em window.ftl.

## O que as partes comuns do painel pedem a cada jogo

catapultas-hints = o melhor lance do motor em destaque
catapultas-score-unit = Vitória ou derrota por N peças em M lances, quando a busca viu o fim; senão, a avaliação em pontos (100 por peça com os pesos padrão).
catapultas-counted = Peças
catapultas-paste-hint =
    x m 3 1 4 1
    o m 4 2 3 2 …   ou   xxxxxx/…/oooooo x 0/100
catapultas-side-first = x
catapultas-side-second = o

## Resultados (os lados são x e o em todas as línguas)

# $winner e $loser: as peças que restam a cada lado.
catapultas-result-win = { $side } vence por { $winner }–{ $loser } { $how }
catapultas-result-draw = Empate em { $x }–{ $o } { $how }
catapultas-end-capture = por captura
catapultas-end-move-limit = no limite de lances
catapultas-turn = Rodada { $turn } de { $turns }

## Cliques: a nota enquanto uma cadeia de saltos é montada, e por que um clique não fez nada

catapultas-jumping = Saltando — clique no próximo pouso, ou na peça / Enter para parar
catapultas-boxed-in = Essa peça não pode se mover: nenhuma casa vazia ao lado e nenhum salto possível
catapultas-not-yours = Essa peça não é sua
catapultas-pick-first = Escolha primeiro uma das suas peças
catapultas-cannot-land = Ela não pode pousar aí

## Os níveis da IA (Jogar)

catapultas-level-easy = Fácil
catapultas-level-easy-hover = Olha dois lances à frente: aceita o que lhe oferecem
catapultas-level-medium = Médio
catapultas-level-medium-hover = Olha quatro lances à frente: vê um salto chegando
catapultas-level-hard = Difícil
catapultas-level-hard-hover = Olha oito lances à frente: prepara cadeias de saltos
catapultas-level-strongest = Máximo
catapultas-level-strongest-hover = Olha o mais longe que consegue em um segundo por lance

## Laboratório

catapultas-search = Busca
catapultas-weights = Pesos da avaliação
catapultas-weights-presets = Predefinições
catapultas-weights-classroom = Da turma
catapultas-weights-classroom-hover = O jogador de um programa de Catapultas que alunos escreveram na disciplina: só a diferença de peças, profundidade 8
catapultas-weights-default = Padrão
catapultas-weights-reset = Restaurar
catapultas-weights-reset-hover = Os quatro termos, ajustados em partidas da IA contra si mesma
catapultas-weights-explained = Cada termo é o valor de quem tem a vez menos o do adversário. Vale a partir do próximo lance da IA.
catapultas-weight-material = Diferença de peças
catapultas-weight-material-hover = A heurística do programa da turma: as peças que restam.
catapultas-weight-mobility = Mobilidade
catapultas-weight-mobility-hover = Casas que as peças alcançam em um lance.
catapultas-weight-threats = Ameaças
catapultas-weight-threats-hover = Peças inimigas que podem ser capturadas no próximo lance.
catapultas-weight-advancement = Avanço
catapultas-weight-advancement-hover = Fileiras que as peças avançaram rumo ao lado inimigo.

## A seção Tabuleiro do Laboratório

catapultas-moves-per-player = Lances por jogador
catapultas-moves-per-player-hover = A partir da próxima partida.
catapultas-moves-per-player-when = a partir da próxima partida
catapultas-how-to-move = Clique numa peça e depois numa casa destacada. Uma cadeia de saltos segue casa por casa; clique de novo na peça ou pressione Enter para parar antes.

## Como jogar

catapultas-rules-start-title = O início
catapultas-rules-start-text = Os lados x e o têm 18 peças cada e enchem o tabuleiro; x joga primeiro. As peças andam para cima, para baixo, para a esquerda ou para a direita, nunca na diagonal. No começo só a fileira do meio de cada lado pode se mover: as fileiras da frente e de trás estão bloqueadas.
catapultas-rules-start-caption = x joga: só as peças circuladas podem andar
catapultas-rules-step-title = Um passo
catapultas-rules-step-text = Uma peça pode dar um passo para a casa vizinha acima, abaixo, à esquerda ou à direita, se essa casa estiver vazia.
catapultas-rules-step-caption = A peça circulada pode andar para três casas
catapultas-rules-jump-title = Um salto
catapultas-rules-jump-text = Uma peça pode saltar sobre uma peça sua que esteja ao lado, até a casa logo depois, se essa casa estiver vazia ou tiver uma peça inimiga. Não se salta sobre peças inimigas.
catapultas-rules-jump-before = Um salto sobre uma peça sua
catapultas-rules-jump-after = Ela pousa na casa vazia
catapultas-rules-capture-title = Uma captura
catapultas-rules-capture-text = Um salto que pousa numa peça inimiga a captura: a peça inimiga sai do tabuleiro. Só se captura saltando.
catapultas-rules-capture-before = Um salto até uma peça o
catapultas-rules-capture-after = A peça o é capturada
catapultas-rules-chain-title = Uma cadeia de saltos
catapultas-rules-chain-text = Depois de um salto a peça pode saltar de novo de onde pousou, quantas vezes puder, mas nunca para uma casa por onde já passou. Cada inimigo em que ela pousa é capturado. Clique em cada pouso, um de cada vez; clique na peça ou pressione Enter para parar antes.
catapultas-rules-chain-before = Dois saltos em um lance
catapultas-rules-chain-after = Duas peças o capturadas
catapultas-rules-end-title = O fim
catapultas-rules-end-text = A partida termina quando um lado fica com sua última peça (17 capturadas) ou quando os dois já fizeram seus lances (50 cada; a seção Tabuleiro define quantos). Vence quem tiver mais peças; o mesmo número é empate.
catapultas-rules-end-caption = x tem { $x } { $x ->
        [one] peça
       *[other] peças
    }, o tem { $o }: o vence
