# A árvore de busca: uma busca gravada, desenhada nó a nó.

## Abrir a árvore (seção Pensando, no Laboratório)

search-tree-open = Árvore de busca…
search-tree-open-hover = Grava uma busca da posição do tabuleiro e mostra como árvore: cada posição visitada, os valores que subiram e os ramos que a poda alfa-beta cortou.
search-tree-title = Árvore de busca

## O que gravar

search-tree-algorithm-minimax = Minimax
search-tree-algorithm-minimax-hover = Minimax puro: todos os lances até a profundidade escolhida, sem podar nada. A árvore dos livros-texto.
search-tree-algorithm-alphabeta = Alfa-beta
search-tree-algorithm-alphabeta-hover = Minimax que poda os ramos que não podem mudar o resultado. Mesmo valor no topo, com menos posições visitadas.
search-tree-algorithm-full = Motor completo
search-tree-algorithm-full-hover = A busca da própria IA: alfa-beta aprofundando um nível por vez, testando primeiro os lances mais promissores e lembrando posições. Aparece a última passada; as anteriores entram só na contagem.
search-tree-order = Ordem
search-tree-order-hover = A ordem em que o minimax e o alfa-beta tentam os lances: como as regras os listam, os que parecem melhores primeiro ou os que parecem piores primeiro (pela avaliação da posição a que cada lance leva). Nunca muda o valor, só o quanto o alfa-beta consegue podar. O motor completo ordena os lances por conta própria.
search-tree-order-as-given = como listados
search-tree-order-best = melhor primeiro
search-tree-order-worst = pior primeiro
search-tree-compare-ordered = { $search }, { $order }
search-tree-look-rows = Linhas
search-tree-look-rows-hover = Uma linha por posição, recuada pela profundidade: para árvores de qualquer tamanho.
search-tree-look-drawing = Desenho
search-tree-look-drawing-hover = A árvore como a disciplina desenha: triângulos MAX e MIN, os lances nos ramos, os valores ao lado, os ramos podados cortados. Arraste para mover, role ou faça pinça para ampliar; aponte para uma posição para ver o tabuleiro.
search-tree-look-too-big = { $nodes } posições são demais para desenhar (no máximo { $most }): as linhas mostram todas. Grave uma busca mais rasa para desenhá-la.
search-tree-depth = Profundidade
search-tree-depth-hover = Quantos lances à frente a busca olha (o lance de cada lado conta como um).
search-tree-record = Gravar
search-tree-record-hover = Busca agora a posição do tabuleiro e desenha a árvore.
search-tree-recording = Buscando…
search-tree-cancel = Cancelar
search-tree-cap = A árvore guarda no máximo { $nodes } posições; uma busca maior ainda é contada inteira.
search-tree-empty = Escolha uma busca e uma profundidade e clique em Gravar.

## Comparar as buscas nesta posição

search-tree-compare-search = Busca
search-tree-compare-nodes = Posições
search-tree-compare-nodes-hover = Todas as posições que a busca visitou, contando a inicial.
search-tree-compare-cutoffs = Podas
search-tree-compare-value = Valor
search-tree-compare-row = { $search }, profundidade { $depth }

## Passo a passo

search-tree-step-first = Voltar ao início da busca
search-tree-step-back = Uma posição para trás
search-tree-step-forward = A próxima posição que a busca visita
search-tree-step-last = A árvore inteira
search-tree-play = ▶ Reproduzir
search-tree-pause = ⏸ Pausar
search-tree-speed-unit = { " " }/s
search-tree-speed-hover = Posições mostradas por segundo durante a reprodução.
search-tree-counts = Visitadas { $visited } de { $total } · podas { $cutoffs } · ramos podados { $pruned }
search-tree-earlier = (+{ $nodes } nas passadas anteriores do motor)
search-tree-capped = (a busca visitou { $visited }: ficam as primeiras)

## A árvore

search-tree-values-side = Valores do ponto de vista de { $side }: MAX é { $side }, MIN o adversário.
search-tree-max-min-hover = As linhas MAX são a vez de quem joga no topo, que escolhe o maior valor; as linhas MIN são do adversário, que escolhe o menor. Os valores são sempre contados para quem joga no topo.
search-tree-root = início
search-tree-cut = ✂ poda, { $pruned ->
    [one] 1 podado
   *[other] { $pruned } podados
}
search-tree-pruned-move = podado
search-tree-pruned-hover = Nunca visitado: uma poda acima mostrou que este lance não mudaria o resultado.
search-tree-from-table = lembrada
search-tree-research = buscada de novo
search-tree-max-hover = MAX: aqui joga quem está na vez no topo, que fica com o maior valor abaixo.
search-tree-min-hover = MIN: aqui joga o adversário, que fica com o menor valor abaixo.
search-tree-window-hover = Buscada com a janela α = { $alpha }, β = { $beta }: só valores entre os dois ainda podem mudar o resultado acima.
search-tree-value-exact = Valor { $value }: exato.
search-tree-value-at-most = Valor no máximo { $value }: nenhum lance aqui passou de α, então o valor exato não era necessário.
search-tree-value-at-least = Valor pelo menos { $value }: um lance já chegou a β, então os outros puderam ser podados.
search-tree-cutoff-hover = Uma poda: um lance atingiu o limite da janela (β no MAX, α no MIN). O jogador acima já tem algo melhor em outro ramo, então os lances restantes aqui não importam e são podados.
search-tree-from-table-hover = O motor já tinha buscado esta posição a fundo e lembrava o valor dela, então não olhou mais adiante.
search-tree-research-hover = O motor testou este lance primeiro com a janela mais estreita; ele se saiu melhor que o esperado, e a posição foi buscada de novo para saber o valor exato.
search-tree-line-hover = Na melhor linha: os lances que os dois lados fazem se cada um escolhe o melhor valor.
search-tree-to-move = Vez de { $side }
search-tree-game-over = Aqui a partida acabou.
