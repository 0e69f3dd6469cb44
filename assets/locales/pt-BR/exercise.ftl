# O "Exercício" da tela de árvores de jogo: o exercício de árvore do curso feito na janela e corrigido.
exercise-button = Exercício
exercise-button-hover = Faça você mesmo o exercício: uma árvore só com os valores das folhas; você preenche o valor de cada nó (e, no alfa-beta, os ramos podados), e Conferir diz o que está certo.
exercise-section = Exercício
exercise-title = Exercício { $code }
exercise-code = Exercício
exercise-code-hover = O código deste exercício. O mesmo código dá a todos a mesma árvore: o professor diz “exercício K7Q2” e a turma inteira recebe uma só árvore.
exercise-code-box-hover = Digite um código de quatro letras e algarismos (como K7Q2) para abrir o seu exercício.
exercise-open = Abrir
exercise-open-hover = Abre o exercício do código digitado.
exercise-code-length = Um código de exercício tem 4 letras e algarismos (como K7Q2), não { $found }.
exercise-code-character = “{ $found }” não entra num código de exercício: ele tem letras de A a Z e algarismos de 0 a 9 (como K7Q2).
exercise-search = Busca
exercise-expectimax = Expectimax
exercise-expectimax-hover = Árvores com nós de acaso (círculos): MAX e MIN escolhem como no minimax, e um nó de acaso vale a média dos filhos, cada um pesado pela sua chance.
exercise-how-minimax = Digite o valor de cada nó na sua caixa: um nó MAX fica com o maior valor dos filhos, um nó MIN com o menor.
exercise-how-alpha-beta = Digite o valor que o alfa-beta acha em cada nó, ou o limite onde ele para antes (≥ 5, ≤ 1, digitados >= 5 e <= 1); deixe vazios os nós a que ele nunca chega. Clique num ramo para marcá-lo podado, e clique de novo para desfazer.
exercise-how-expectimax = Digite o valor de cada nó: MAX fica com o maior, MIN com o menor, e um nó de acaso com a média dos filhos pesada pelas chances nos seus ramos (bastam duas casas decimais, como 2,33).
exercise-check = Conferir
exercise-check-hover = Marca cada caixa e cada ramo como certo ou errado, e explica o primeiro erro.
exercise-solution = Ver a solução
exercise-solution-hover = Mostra todos os valores e todos os ramos podados. Sua resposta fica guardada: dá para voltar a ela.
exercise-my-answer = Minha resposta
exercise-my-answer-hover = Mostra de novo a sua resposta no lugar da solução.
exercise-clear = Limpar
exercise-clear-hover = Esvazia todas as caixas e tira todas as podas.
exercise-step-solution = Ver a busca passo a passo
exercise-step-solution-hover = Abre esta árvore na busca, para acompanhá-la passo a passo.
exercise-round = Rodada { $round } de { $rounds }
exercise-round-hover = Cada exercício terminado leva a série a uma árvore maior.
exercise-score = { $done ->
    [0] Nenhum exercício terminado ainda.
    [one] 1 exercício terminado, { $right } certo na primeira conferida.
   *[other] { $done } exercícios terminados, { $right } certos na primeira conferida.
}
exercise-next = Outro exercício
exercise-next-bigger = Próximo exercício (maior)
exercise-next-hover = Uma árvore nova: maior, depois que este exercício estiver terminado, certo ou com a solução vista.
exercise-restart = Recomeçar
exercise-restart-hover = Uma série nova, das árvores menores, com a pontuação zerada.
exercise-start = Preencha as caixas e aperte Conferir. Tab e Enter passam de uma caixa a outra.
exercise-solution-shown = A solução: o valor de cada nó.
exercise-solution-shown-alpha-beta = A solução: o valor de cada nó, ou o limite em que o alfa-beta para, e os ramos que ele poda.
exercise-legend-right = ✔ certo
exercise-legend-wrong = ✖ errado
exercise-legend-missing = ! faltando
exercise-box-hover = O valor de { $node }
exercise-cut-hover = Clique para marcar este ramo como podado.
exercise-uncut-hover = Clique para marcar este ramo como não podado.
exercise-unreadable = A caixa em { $node } não tem um valor: escreva um número como 3 ou 2,5, ou um limite como >= 5 ou <= 1.
exercise-all-right = Todos os { $items } certos. Muito bem!
exercise-some-right = { $right } de { $items } certos. Primeiro erro: { $mistake }
exercise-mistake-leaf = { $node } é uma folha: o valor dela é dado; escreva os valores dos nós acima das folhas.
exercise-mistake-never-reached = A busca nunca chega a { $node }: deixe a caixa vazia.
exercise-mistake-never-reached-cut = A busca nunca chega a { $node }: { $cut }. Deixe a caixa vazia.
exercise-you-wrote = você escreveu { $node } { $value }
exercise-you-wrote-nothing = você não escreveu nada em { $node }
exercise-only-a-bound = { $cut }: só se sabe um limite
exercise-children-max = os filhos de { $node } dão { $values }, e MAX fica com o maior
exercise-children-min = os filhos de { $node } dão { $values }, e MIN fica com o menor
exercise-children-chance = os filhos de { $node } dão { $values }, e um nó de acaso pesa cada um pela sua chance
exercise-mistake-value = Valor de { $node }: { $wrote }, mas { $why }: escreva { $node } { $should }.
exercise-mistake-cut-missing = O ramo para { $node } é podado: { $cut }. Clique no ramo para { $node } para marcá-lo.
exercise-mistake-nothing-cut = { $node }: o { $algorithm } não poda nada. Clique de novo no ramo para tirar a poda.
exercise-mistake-below-cut = O ramo para { $node } já está abaixo de um ramo podado: marque só o ramo logo abaixo do corte.
exercise-mistake-searched = O ramo para { $node } não é podado: em { $parent }, α < β quando a busca chega a { $node }, então ele é buscado.
