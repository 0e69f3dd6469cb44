# A tela de árvores de jogo: as árvores que a disciplina desenha, buscadas passo a passo.
textbook-trees-menu = Árvores de jogo
textbook-trees-menu-hover = Minimax e alfa-beta nas pequenas árvores que a disciplina desenha: digite uma árvore, acompanhe cada passo e leia o porquê.
textbook-trees-title = Árvores de jogo
textbook-trees-back = ◀ Menu
textbook-trees-back-hover = Voltar ao menu (Esc)
textbook-trees-section-tree = A árvore
textbook-trees-example = Exemplo
textbook-trees-example-minimax = O exemplo de minimax da disciplina
textbook-trees-example-alpha-beta = O exemplo de alfa-beta da disciplina
textbook-trees-example-three-wide = Três filhos cada
textbook-trees-example-four-levels = Quatro níveis
textbook-trees-example-no-cuts = Nada a podar
textbook-trees-example-uneven = Ramos desiguais
textbook-trees-text-hover = A árvore entre parênteses: os filhos de um nó dentro dos parênteses dele, as folhas pelos seus valores. A raiz é MAX, os níveis se alternam, e os nós recebem as letras A, B, C… nível por nível.
textbook-trees-use = Usar esta árvore
textbook-trees-use-hover = Lê o texto acima como a árvore a buscar.
textbook-trees-random = Árvore aleatória
textbook-trees-random-hover = Uma árvore nova com a forma abaixo: filhos por nó, níveis e valores das folhas sorteados.
textbook-trees-random-children = Filhos
textbook-trees-random-levels = Níveis
textbook-trees-random-values = Valores
textbook-trees-random-shape-hover = A próxima árvore aleatória: cada nó tem entre o mínimo e o máximo de filhos, toda folha fica esse número de níveis abaixo, e os valores das folhas são sorteados no intervalo.
textbook-trees-random-too-big = Com o máximo de filhos em todo nó essa árvore poderia passar de { $most } nós: escolha menos filhos ou níveis.
textbook-trees-copy = Copiar
textbook-trees-copy-hover = Copia o texto da árvore, para colar num arquivo ou numa mensagem.
textbook-trees-section-search = A busca
textbook-trees-minimax = Minimax
textbook-trees-minimax-hover = Todo nó, todo filho: o valor de cada nó sobe dos seus filhos.
textbook-trees-alpha-beta = Alfa-beta
textbook-trees-alpha-beta-hover = Minimax passando para baixo α (o melhor que MAX já garante) e β (o melhor que MIN já garante): onde α ≥ β, os outros filhos do nó não mudam o resultado e são podados.
textbook-trees-order = Filhos
textbook-trees-order-hover = A ordem em que os filhos de cada nó são buscados. O melhor primeiro deixa o alfa-beta podar mais; o pior primeiro, menos. A árvore é redesenhada nessa ordem.
textbook-trees-order-as-given = como escritos
textbook-trees-order-best = o melhor primeiro
textbook-trees-order-worst = o pior primeiro
textbook-trees-section-steps = Passo a passo
textbook-trees-first = ⏮
textbook-trees-first-hover = Voltar ao começo
textbook-trees-back-one = ◀
textbook-trees-back-one-hover = Um passo para trás (←)
textbook-trees-forward-one = ▶
textbook-trees-forward-one-hover = Um passo à frente (→)
textbook-trees-last = ⏭
textbook-trees-last-hover = Até o fim
textbook-trees-play = Reproduzir
textbook-trees-pause = Pausar
textbook-trees-play-hover = Avança sozinho, na velocidade ao lado (Espaço)
textbook-trees-speed = { $speed } passos/s
textbook-trees-step-count = Passo { $step } de { $steps }
textbook-trees-start-words = Aperte ▶ para começar pela raiz, A.
textbook-trees-counts = Visitados { $visited } de { $nodes } nós · podados { $cut } · podas { $cutoffs }
textbook-trees-result = A raiz vale { $value }. Melhor linha: { $line }.
textbook-trees-error = Linha { $line }, coluna { $column }: { $what }
textbook-trees-error-no-tree = o texto não tem árvore; escreva uma como (((-1 4) (2 6)) ((-3 -5) (0 7)))
textbook-trees-error-unexpected = esperava { $expected }, encontrou { $found }
textbook-trees-error-unclosed = o parêntese aberto na linha { $line }, coluna { $column } nunca é fechado
textbook-trees-error-empty = parênteses vazios: um nó precisa de pelo menos um filho (uma folha é só o seu número)
textbook-trees-error-value = { $written } é grande demais: o valor de uma folha fica entre −{ $most } e { $most }
textbook-trees-error-too-many = uma árvore tem no máximo { $most } nós
textbook-trees-error-too-deep = uma árvore vai no máximo { $most } níveis abaixo da raiz
textbook-trees-error-unclosed-bracket = o colchete aberto na linha { $line }, coluna { $column } nunca é fechado
textbook-trees-error-fractional = o valor de uma folha é um número inteiro (a chance vem antes do filho, como em [0.25:3 0.75:5])
textbook-trees-error-probability-outside = só os filhos de um nó de acaso têm chance: escreva-os entre colchetes, como em [0.25:3 0.75:5]
textbook-trees-error-probability-range = a chance { $written } está fora do intervalo: uma chance é maior que 0 e no máximo 1
textbook-trees-error-probabilities-missing = o nó de acaso aberto na linha { $line }, coluna { $column } dá chance a alguns filhos e não a outros: dê a cada um, ou a nenhum para chances iguais
textbook-trees-error-probabilities-sum = as chances do nó aberto na linha { $line }, coluna { $column } somam { $sum }, não 1
textbook-trees-error-chance-root = a raiz é a jogada de MAX: escreva-a entre parênteses, com os nós de acaso abaixo dela, como em ([3 5] [2 9])
textbook-trees-expected-child = um número, "(" ou "["
textbook-trees-expected-child-or-close = um número, "(", "[" ou "{ $closing }"
textbook-trees-expected-digit = um algarismo
textbook-trees-expected-blank = um espaço
textbook-trees-expected-end = mais nada
textbook-trees-found-end = o fim do texto
textbook-trees-window-label = α { $alpha }  β { $beta }
textbook-trees-level-max = MAX
textbook-trees-level-min = MIN
textbook-trees-level-chance = acaso
textbook-trees-chance-tree = { $node } é um nó de acaso (entre colchetes, um círculo no desenho): minimax e alfa-beta buscam árvores em que um jogador escolhe em cada nó. Esta é buscada pelo expectimax.
textbook-trees-expectimax = Expectimax
textbook-trees-expectimax-hover = Para árvores com nós de acaso (círculos): MAX e MIN escolhem como no minimax, e um nó de acaso vale a média dos filhos, cada um pesado pela chance do seu ramo.
textbook-trees-expectimax-no-chance = Esta árvore não tem nós de acaso: escreva um entre colchetes, como em ([3 5] (2 9)), ou sorteie uma árvore com níveis de acaso. Sem eles, o expectimax é o minimax.
textbook-trees-expectimax-counts = O expectimax visita todos os { $nodes } nós: o valor de um nó de acaso precisa de todos os filhos, então nada pode ser podado.
textbook-trees-legend-chance = MAX (triângulo para cima) escolhe o maior valor, MIN (para baixo) o menor, e um nó de acaso (círculo) vale a média dos filhos, pesada pelas chances dos ramos.
textbook-trees-step-weigh = { $child } sobe para { $parent } (acaso) com chance { $chance }: { $chance } × { $value } = { $product }, então a soma de { $parent } é { $sum } por enquanto.
textbook-trees-step-done-chance = { $node } está pronto: { $node } = { $terms } = { $value }.
textbook-trees-random-chance = Níveis de acaso
textbook-trees-random-chance-hover = Um nível sim, outro não abaixo da raiz é de nós de acaso, como nos exercícios de expectimax: MAX, acaso, MIN, acaso…
textbook-trees-legend = MAX (triângulo para cima) escolhe o maior valor, MIN (para baixo) o menor. α e β embaixo de um nó: a janela com que ele foi buscado. Cinza: podado, nunca visitado.
textbook-trees-step-enter = Desce para { $node } ({ $level }).
textbook-trees-step-enter-window = Desce para { $node } ({ $level }) com α = { $alpha }, β = { $beta }.
textbook-trees-step-leaf = Lê a folha embaixo de { $parent }: { $value }.
textbook-trees-step-leaf-window = Lê a folha embaixo de { $parent }: { $value } (α = { $alpha }, β = { $beta }).
textbook-trees-step-backup-first = { $child } sobe para { $parent } ({ $level }): é o primeiro valor, então { $parent } = { $value } por enquanto.
textbook-trees-step-backup-better = { $child } sobe para { $parent } ({ $level }): { $value } { $better } { $previous }, então { $parent } = { $value } por enquanto.
textbook-trees-step-backup-not-better = { $child } sobe para { $parent } ({ $level }): { $value } { $not_better } { $kept }, então { $parent } continua { $kept }.
textbook-trees-window-narrowed = Em { $parent }: { $value } { $better } { $bound } = { $from }, então { $bound } passa a ser { $to }.
textbook-trees-window-kept = Em { $parent }: { $value } { $not_better } { $bound } = { $stays }, então { $bound } continua { $stays }.
textbook-trees-window-reached = Em { $parent }: { $value } { $reaches } { $bound } = { $at }, então α ≥ β: a janela se fechou.
textbook-trees-step-cut = { $count ->
    [one] Em { $node } ({ $level }): { $value } { $reaches } { $bound } = { $bound_value }, então o outro filho de { $node } é podado ({ $skipped }): { $node } vale { $worth } { $value }, e { $other } em { $at } já tem { $bound_value } por { $through }, então { $other } nunca vai deixar o jogo chegar a { $node }.
   *[other] Em { $node } ({ $level }): { $value } { $reaches } { $bound } = { $bound_value }, então os outros filhos de { $node } são podados ({ $skipped }): { $node } vale { $worth } { $value }, e { $other } em { $at } já tem { $bound_value } por { $through }, então { $other } nunca vai deixar o jogo chegar a { $node }.
}
textbook-trees-worth-at-least = pelo menos
textbook-trees-worth-at-most = no máximo
textbook-trees-step-done = { $node } está pronto: { $node } = { $value }.
textbook-trees-step-done-bound = { $node } está pronto: { $node } { $known } { $value }. Um limite basta: o valor exato não muda o resultado.
textbook-trees-side-by-side = As duas, lado a lado
textbook-trees-random-shape = Forma da árvore aleatória
textbook-trees-side-by-side-hover = As duas buscas na mesma árvore, uma em cima da outra, passo a passo juntas: veja o que o alfa-beta poda e o minimax visita.
textbook-trees-column-search = Busca
textbook-trees-column-visited = Visitados
textbook-trees-column-cut = Podados
textbook-trees-row-as-given = Alfa-beta, ordem escrita
textbook-trees-row-best = Alfa-beta, melhor primeiro
textbook-trees-row-worst = Alfa-beta, pior primeiro
textbook-trees-minimal-tree = Todo nó tem { $branching } filhos e toda folha está { $depth } níveis abaixo, então melhor primeiro lê o mínimo de folhas que qualquer ordem permite: { $read }, a árvore mínima de Knuth e Moore ({ $branching }^{ $high } + { $branching }^{ $low } − 1 = { $leaves }).
textbook-trees-minimal-tree-uneven = Numa árvore em que todo nó tem o mesmo número de filhos e todas as folhas estão na mesma profundidade, melhor primeiro lê o mínimo de folhas que qualquer ordem permite (a árvore mínima de Knuth e Moore). Esta árvore é irregular.
textbook-trees-caption = { $search }: passo { $step } de { $steps }
textbook-trees-section-picture = Salvar imagem
textbook-trees-save-svg = Salvar como SVG
textbook-trees-save-svg-hover = A árvore como está neste passo, num desenho que fica nítido em qualquer tamanho: para slides.
textbook-trees-save-png = Salvar como PNG
textbook-trees-save-png-hover = A área do desenho como a tela mostra agora, como imagem.
textbook-trees-picture-saved = Salva em { $path }
textbook-trees-picture-downloaded = Baixada como { $name }
textbook-trees-picture-failed = Não foi possível salvar { $path }: { $error }
textbook-trees-picture-off-screen = O desenho não está na tela: role até que ele apareça e salve de novo.
textbook-trees-picture-no-folder = Não há pasta para salvar imagens: este sistema não indica uma pasta pessoal.
textbook-trees-node-value = Valor
textbook-trees-node-add = Adicionar filho
textbook-trees-node-add-hover = Uma nova folha valendo 0 depois dos filhos deste nó (uma folha que ganha um filho vira um nó).
textbook-trees-node-remove = Remover
textbook-trees-node-remove-hover = Este nó e tudo abaixo dele saem; um nó que fica sem filhos vira uma folha valendo 0.
textbook-trees-node-leaf = Folha { $value } sob { $parent }
textbook-trees-edit-root = A raiz não pode ser removida: ela é a árvore inteira.
textbook-trees-edit-not-leaf = { $node } não é uma folha: o valor vem dos filhos.
