# A tela de árvores de jogo: as árvores que a disciplina desenha, buscadas passo a passo.
trees-menu = Árvores de jogo
trees-menu-hover = Minimax e alfa-beta nas pequenas árvores que a disciplina desenha: digite uma árvore, acompanhe cada passo e leia o porquê.
trees-title = Árvores de jogo
trees-back = ◀ Menu
trees-back-hover = Voltar ao menu (Esc)
trees-section-tree = A árvore
trees-example = Exemplo
trees-example-minimax = O exemplo de minimax da disciplina
trees-example-alpha-beta = O exemplo de alfa-beta da disciplina
trees-example-three-wide = Três filhos cada
trees-example-four-levels = Quatro níveis
trees-example-no-cuts = Nada a podar
trees-example-uneven = Ramos desiguais
trees-text-hover = A árvore entre parênteses: os filhos de um nó dentro dos parênteses dele, as folhas pelos seus valores. A raiz é MAX, os níveis se alternam, e os nós recebem as letras A, B, C… nível por nível.
trees-use = Usar esta árvore
trees-use-hover = Lê o texto acima como a árvore a buscar.
trees-random = Árvore aleatória
trees-random-hover = Uma árvore nova com a forma abaixo: filhos por nó, níveis e valores das folhas sorteados.
trees-random-children = Filhos
trees-random-levels = Níveis
trees-random-values = Valores
trees-random-shape-hover = A próxima árvore aleatória: cada nó tem entre o mínimo e o máximo de filhos, toda folha fica esse número de níveis abaixo, e os valores das folhas são sorteados no intervalo.
trees-random-too-big = Com o máximo de filhos em todo nó essa árvore poderia passar de { $most } nós: escolha menos filhos ou níveis.
trees-copy = Copiar
trees-copy-hover = Copia o texto da árvore, para colar num arquivo ou numa mensagem.
trees-section-search = A busca
trees-minimax = Minimax
trees-minimax-hover = Todo nó, todo filho: o valor de cada nó sobe dos seus filhos.
trees-alpha-beta = Alfa-beta
trees-alpha-beta-hover = Minimax passando para baixo α (o melhor que MAX já garante) e β (o melhor que MIN já garante): onde α ≥ β, os outros filhos do nó não mudam o resultado e são podados.
trees-order = Filhos
trees-order-hover = A ordem em que os filhos de cada nó são buscados. O melhor primeiro deixa o alfa-beta podar mais; o pior primeiro, menos. A árvore é redesenhada nessa ordem.
trees-order-as-given = como escritos
trees-order-best = o melhor primeiro
trees-order-worst = o pior primeiro
trees-section-steps = Passo a passo
trees-first = ⏮
trees-first-hover = Voltar ao começo
trees-back-one = ◀
trees-back-one-hover = Um passo para trás (←)
trees-forward-one = ▶
trees-forward-one-hover = Um passo à frente (→)
trees-last = ⏭
trees-last-hover = Até o fim
trees-play = Reproduzir
trees-pause = Pausar
trees-play-hover = Avança sozinho, na velocidade ao lado (Espaço)
trees-speed = { $speed } passos/s
trees-step-count = Passo { $step } de { $steps }
trees-start-words = Aperte ▶ para começar pela raiz, A.
trees-counts = Visitados { $visited } de { $nodes } nós · podados { $cut } · podas { $cutoffs }
trees-result = A raiz vale { $value }. Melhor linha: { $line }.
trees-error = Linha { $line }, coluna { $column }: { $what }
trees-error-no-tree = o texto não tem árvore; escreva uma como (((-1 4) (2 6)) ((-3 -5) (0 7)))
trees-error-unexpected = esperava { $expected }, encontrou { $found }
trees-error-unclosed = o parêntese aberto na linha { $line }, coluna { $column } nunca é fechado
trees-error-empty = parênteses vazios: um nó precisa de pelo menos um filho (uma folha é só o seu número)
trees-error-value = { $written } é grande demais: o valor de uma folha fica entre −{ $most } e { $most }
trees-error-too-many = uma árvore tem no máximo { $most } nós
trees-error-too-deep = uma árvore vai no máximo { $most } níveis abaixo da raiz
trees-expected-child = um número ou "("
trees-expected-child-or-close = um número, "(" ou ")"
trees-expected-digit = um algarismo
trees-expected-blank = um espaço
trees-expected-end = mais nada
trees-found-end = o fim do texto
trees-window-label = α { $alpha }  β { $beta }
trees-level-max = MAX
trees-level-min = MIN
trees-legend = MAX (triângulo para cima) escolhe o maior valor, MIN (para baixo) o menor. α e β embaixo de um nó: a janela com que ele foi buscado. Cinza: podado, nunca visitado.
trees-step-enter = Desce para { $node } ({ $level }).
trees-step-enter-window = Desce para { $node } ({ $level }) com α = { $alpha }, β = { $beta }.
trees-step-leaf = Lê a folha embaixo de { $parent }: { $value }.
trees-step-leaf-window = Lê a folha embaixo de { $parent }: { $value } (α = { $alpha }, β = { $beta }).
trees-step-backup-first = { $child } sobe para { $parent } ({ $level }): é o primeiro valor, então { $parent } = { $value } por enquanto.
trees-step-backup-better = { $child } sobe para { $parent } ({ $level }): { $value } { $better } { $previous }, então { $parent } = { $value } por enquanto.
trees-step-backup-not-better = { $child } sobe para { $parent } ({ $level }): { $value } { $not_better } { $kept }, então { $parent } continua { $kept }.
trees-window-narrowed = Em { $parent }: { $value } { $better } { $bound } = { $from }, então { $bound } passa a ser { $to }.
trees-window-kept = Em { $parent }: { $value } { $not_better } { $bound } = { $stays }, então { $bound } continua { $stays }.
trees-window-reached = Em { $parent }: { $value } { $reaches } { $bound } = { $at }, então α ≥ β: a janela se fechou.
trees-step-cut = { $count ->
    [one] Em { $node } ({ $level }): { $value } { $reaches } { $bound } = { $bound_value }, então o outro filho de { $node } é podado ({ $skipped }): { $node } vale { $worth } { $value }, e { $other } em { $at } já tem { $bound_value } por { $through }, então { $other } nunca vai deixar o jogo chegar a { $node }.
   *[other] Em { $node } ({ $level }): { $value } { $reaches } { $bound } = { $bound_value }, então os outros filhos de { $node } são podados ({ $skipped }): { $node } vale { $worth } { $value }, e { $other } em { $at } já tem { $bound_value } por { $through }, então { $other } nunca vai deixar o jogo chegar a { $node }.
}
trees-worth-at-least = pelo menos
trees-worth-at-most = no máximo
trees-step-done = { $node } está pronto: { $node } = { $value }.
trees-step-done-bound = { $node } está pronto: { $node } { $known } { $value }. Um limite basta: o valor exato não muda o resultado.
trees-side-by-side = As duas, lado a lado
trees-random-shape = Forma da árvore aleatória
trees-side-by-side-hover = As duas buscas na mesma árvore, uma em cima da outra, passo a passo juntas: veja o que o alfa-beta poda e o minimax visita.
trees-column-search = Busca
trees-column-visited = Visitados
trees-column-cut = Podados
trees-row-as-given = Alfa-beta, filhos como escritos
trees-row-best = Alfa-beta, o melhor primeiro
trees-row-worst = Alfa-beta, o pior primeiro
trees-minimal-tree = Todo nó tem { $branching } filhos e toda folha está { $depth } níveis abaixo, então melhor primeiro lê o mínimo de folhas que qualquer ordem permite: { $read }, a árvore mínima de Knuth e Moore ({ $branching }^{ $high } + { $branching }^{ $low } − 1 = { $leaves }).
trees-minimal-tree-uneven = Numa árvore em que todo nó tem o mesmo número de filhos e todas as folhas estão na mesma profundidade, melhor primeiro lê o mínimo de folhas que qualquer ordem permite (a árvore mínima de Knuth e Moore). Esta árvore é irregular.
trees-caption = { $search }: passo { $step } de { $steps }
trees-section-picture = Salvar imagem
trees-save-svg = Salvar como SVG
trees-save-svg-hover = A árvore como está neste passo, num desenho que fica nítido em qualquer tamanho: para slides.
trees-save-png = Salvar como PNG
trees-save-png-hover = A área do desenho como a tela mostra agora, como imagem.
trees-picture-saved = Salva em { $path }
trees-picture-downloaded = Baixada como { $name }
trees-picture-failed = Não foi possível salvar { $path }: { $error }
trees-picture-no-folder = Não há pasta para salvar imagens: este sistema não indica uma pasta pessoal.
trees-node-value = Valor
trees-node-add = Adicionar filho
trees-node-add-hover = Uma nova folha valendo 0 depois dos filhos deste nó (uma folha que ganha um filho vira um nó).
trees-node-remove = Remover
trees-node-remove-hover = Este nó e tudo abaixo dele saem; um nó que fica sem filhos vira uma folha valendo 0.
trees-node-leaf = Folha { $value } sob { $parent }
trees-edit-root = A raiz não pode ser removida: ela é a árvore inteira.
trees-edit-not-leaf = { $node } não é uma folha: o valor vem dos filhos.
