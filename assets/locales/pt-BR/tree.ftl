# A árvore de busca: uma busca gravada, desenhada nó a nó.

## Abrir a árvore (seção Pensando, no Laboratório)

tree-open = Árvore de busca…
tree-open-hover = Grava uma busca da posição do tabuleiro e mostra como árvore: cada posição examinada, os valores que subiram e os ramos que a poda alfa-beta cortou.
tree-title = Árvore de busca

## O que gravar

tree-algorithm-minimax = Minimax
tree-algorithm-minimax-hover = Minimax puro: todos os lances até a profundidade escolhida, sem podar nada. A árvore dos livros-texto.
tree-algorithm-alphabeta = Alfa-beta
tree-algorithm-alphabeta-hover = Minimax que poda os ramos que não podem mudar o resultado. Mesmo valor no topo, com menos posições examinadas.
tree-algorithm-full = Motor completo
tree-algorithm-full-hover = A busca da própria IA: alfa-beta aprofundando um nível por vez, testando primeiro os lances mais promissores e lembrando posições. Aparece a última passada; as anteriores entram só na contagem.
tree-order = Ordem
tree-order-hover = A ordem em que o minimax e o alfa-beta tentam os lances: como as regras os listam, os que parecem melhores primeiro ou os que parecem piores primeiro (pela avaliação da posição a que cada lance leva). Nunca muda o valor, só o quanto o alfa-beta consegue podar. O motor completo ordena os lances por conta própria.
tree-order-as-given = como listados
tree-order-best = melhor primeiro
tree-order-worst = pior primeiro
tree-compare-ordered = { $search }, { $order }
tree-look-rows = Linhas
tree-look-rows-hover = Uma linha por posição, recuada pela profundidade: para árvores de qualquer tamanho.
tree-look-drawing = Desenho
tree-look-drawing-hover = A árvore como a disciplina desenha: triângulos MAX e MIN, os lances nos ramos, os valores ao lado, os ramos podados cortados. Arraste para mover, role ou faça pinça para ampliar; aponte para uma posição para ver o tabuleiro.
tree-look-too-big = { $nodes } posições são demais para desenhar (no máximo { $most }): as linhas mostram todas. Grave uma busca mais rasa para desenhá-la.
tree-depth = Profundidade
tree-depth-hover = Quantos lances à frente a busca olha (o lance de cada lado conta como um).
tree-record = Gravar
tree-record-hover = Busca agora a posição do tabuleiro e desenha a árvore.
tree-recording = Buscando…
tree-cancel = Cancelar
tree-cap = A árvore guarda no máximo { $nodes } posições; uma busca maior ainda é contada inteira.
tree-empty = Escolha uma busca e uma profundidade e clique em Gravar.

## Comparar as buscas nesta posição

tree-compare-search = Busca
tree-compare-nodes = Posições
tree-compare-nodes-hover = Todas as posições que a busca examinou, contando a inicial.
tree-compare-cutoffs = Podas
tree-compare-value = Valor
tree-compare-row = { $search }, profundidade { $depth }

## Passo a passo

tree-step-first = Voltar ao início da busca
tree-step-back = Uma posição para trás
tree-step-forward = A próxima posição que a busca examina
tree-step-last = A árvore inteira
tree-play = ▶ Reproduzir
tree-pause = ⏸ Pausar
tree-speed-unit = { " " }/s
tree-speed-hover = Posições mostradas por segundo durante a reprodução.
tree-counts = Examinadas { $visited } de { $total } · podas { $cutoffs } · ramos podados { $pruned }
tree-earlier = (+{ $nodes } nas passadas anteriores do motor)
tree-capped = (a busca examinou { $visited }: ficam as primeiras)

## A árvore

tree-values-side = Valores do ponto de vista de { $side }: MAX é { $side }, MIN o adversário.
tree-max-min-hover = As linhas MAX são a vez de quem joga no topo, que escolhe o maior valor; as linhas MIN são do adversário, que escolhe o menor. Os valores são sempre contados para quem joga no topo.
tree-root = início
tree-cut = ✂ poda, { $pruned ->
    [one] 1 podado
   *[other] { $pruned } podados
}
tree-pruned-move = podado
tree-pruned-hover = Nunca examinado: uma poda acima mostrou que este lance não mudaria o resultado.
tree-from-table = lembrada
tree-research = buscada de novo
tree-max-hover = MAX: aqui joga quem está na vez no topo, que fica com o maior valor abaixo.
tree-min-hover = MIN: aqui joga o adversário, que fica com o menor valor abaixo.
tree-window-hover = Buscada com a janela α = { $alpha }, β = { $beta }: só valores entre os dois ainda podem mudar o resultado acima.
tree-value-exact = Valor { $value }: exato.
tree-value-at-most = Valor no máximo { $value }: nenhum lance aqui passou de α, então o valor exato não era necessário.
tree-value-at-least = Valor pelo menos { $value }: um lance já chegou a β, então os outros puderam ser podados.
tree-cutoff-hover = Uma poda: um lance atingiu o limite da janela (β no MAX, α no MIN). O jogador acima já tem algo melhor em outro ramo, então os lances restantes aqui não importam e são podados.
tree-from-table-hover = O motor já tinha buscado esta posição a fundo e lembrava o valor dela, então não olhou mais adiante.
tree-research-hover = O motor testou este lance primeiro com a janela mais estreita; ele se saiu melhor que o esperado, e a posição foi buscada de novo para saber o valor exato.
tree-line-hover = Na melhor linha: os lances que os dois lados fazem se cada um escolhe o melhor valor.
tree-to-move = Vez de { $side }
tree-game-over = Aqui a partida acabou.
