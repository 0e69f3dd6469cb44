# O "Conferir meu programa" da tela de árvores de jogo: a busca do próprio aluno conferida árvore por árvore.
check-section = Conferir meu programa
check-section-hover = O seu próprio minimax, alfa-beta ou expectimax, em qualquer linguagem, rodado em árvores uma depois da outra: ele pede cada nó que olha, e cada árvore diz se ele leu exatamente o que a busca lê e achou o valor e o lance certos.
check-command = Comando
check-command-hover = O comando que inicia o seu programa, como você digitaria num terminal: python3 alfabeta.py, ou ./a.out. Ele lê as árvores na entrada e pede os nós delas: o protocolo está em docs/search-checker.pt-BR.md, e programas de exemplo em examples/search.
check-choose = Escolher…
check-choose-hover = Escolha o arquivo do seu programa: um script Python, JavaScript ou de shell, um arquivo Java ou um programa próprio.
check-choose-title = O seu programa de busca
check-algorithm = Busca
check-trees = Árvores
check-trees-hover = Quantas árvores conferir: primeiro os exemplos do curso, depois árvores feitas para pegar erros comuns, depois aleatórias.
check-start = Conferir
check-start-hover = Roda o seu programa nas árvores, uma depois da outra. A janela continua funcionando enquanto isso.
check-stop = Parar
check-stop-hover = Para a conferência; as árvores já conferidas continuam na lista.
check-no-programs = Programas rodam só na versão para computador: uma página da web não consegue iniciá-los.
check-empty-command = Escreva o comando que inicia o seu programa, ou escolha o arquivo dele.
check-progress = Árvore { $done } de { $total }…
check-stopped = Parou depois de { $done } de { $total } árvores.
check-totals = { $failed ->
    [0] As { $passed } árvores passaram.
   *[other] { $passed } passaram, { $failed } falharam.
}
check-tree-passed = Árvore { $number }: passou
check-tree-failed = Árvore { $number }: falhou
check-tree-hover = Clique para desenhar esta árvore com o que o seu programa leu, e percorrê-la passo a passo.
check-tree-failed-hover = { $verdict } A árvore: { $tree }. Clique para desenhá-la e percorrê-la passo a passo.
check-showing = Árvore { $number } da conferência
check-back-to-search = Voltar para a busca
check-back-to-search-hover = Mostra de novo a árvore que você estava buscando.
check-legend-right = ✔ lida, como a busca lê
check-legend-wrong = ✖ lida, mas a busca nunca a lê
check-legend-missed = ! a busca lê, o seu programa não leu
check-order-you = você: { $order }
check-order-search = busca: { $order }
check-comments = Os comentários do seu programa
check-step-start = O seu programa começa a árvore: raiz { $root }.
check-step-expand = O seu programa pediu os filhos de { $node }.
check-step-read = O seu programa leu { $leaf }; a busca a lê em { $order }º lugar.
check-step-read-unlisted = O seu programa leu { $leaf }; a busca nunca a lê.
check-step-answer = O seu programa respondeu { $value }, com o lance para { $chosen }.
check-passed = Certo: o seu programa leu exatamente o que o { $algorithm } lê, e o valor e o lance dele são os da árvore.
check-first-mistake = Primeiro erro: { $mistake }
check-fault = O seu programa falhou nesta árvore: { $problem }

# O primeiro erro, em palavras.
check-mistake-read-cut = você leu { $leaf }, que o alfa-beta nunca alcança: { $cut }.
check-mistake-expanded-cut = você pediu os filhos de { $node }, que o alfa-beta nunca alcança: { $cut }.
check-mistake-left-to-right = você foi a { $went } antes de { $before }: o alfa-beta percorre os filhos de cada nó da esquerda para a direita.
check-mistake-out-of-order = você leu { $read } onde o alfa-beta lê { $expected } em seguida: ele percorre os filhos de cada nó da esquerda para a direita.
check-mistake-skipped = você nunca leu { $leaf }, que o alfa-beta lê: os demais filhos de um nó só são podados quando α ≥ β.
check-mistake-skipped-window = você nunca leu { $leaf }, que o alfa-beta lê com α = { $alpha } e β = { $beta }: ali α < β, e os demais filhos de um nó só são podados quando α ≥ β.
check-mistake-read-twice = você leu { $leaf } duas vezes: cada folha é lida uma vez.
check-mistake-not-read = você nunca leu { $leaf }: o { $algorithm } lê todas as folhas.
check-mistake-wrong-value = o seu valor para a raiz é { $given }, o da árvore é { $expected }.
check-mistake-levels-swapped = o seu valor para a raiz é { $given }, o da árvore é { $expected }: é o que dá trocar MAX e MIN; { $root } é um nó MAX e fica com o maior filho.
check-mistake-plain-mean = o seu valor para a raiz é { $given }, o da árvore é { $expected }: é o que dão médias simples nos nós de acaso; um nó de acaso pesa cada filho pela chance dele.
check-mistake-not-a-child = o seu lance { $chosen } não é um dos filhos da raiz ({ $children }).
check-mistake-wrong-move = o seu lance { $chosen } vale { $value }, não os { $root_value } da raiz: o lance é para { $right }.
check-cut-beta = em { $at }, depois que { $after } deu { $value }, { $at } vale pelo menos { $value } ≥ β = { $bound_value }, que MIN já tem em { $set_at }, então o alfa-beta poda os demais filhos de { $at }
check-cut-alpha = em { $at }, depois que { $after } deu { $value }, { $at } vale no máximo { $value } ≤ α = { $bound_value }, que MAX já tem em { $set_at }, então o alfa-beta poda os demais filhos de { $at }
check-or = { $first } ou { $second }

# Um programa que sai do protocolo.
check-protocol-garbage = ele escreveu “{ $line }”, que não é um pedido: peça children NÓ ou value NÓ, ou termine com answer VALOR LANCE
check-protocol-no-such-node = ele pediu “{ $line }”, mas a árvore não tem o nó { $name }
check-protocol-malformed-answer = ele escreveu “{ $line }”: uma resposta é answer VALOR LANCE, o valor da raiz e o filho para onde vai o lance, como em answer 3 B
check-protocol-too-many-requests = ele fez mais de { $limit } perguntas sobre uma árvore: está andando em círculos
check-protocol-too-many-comments = ele escreveu mais de { $limit } linhas de comentário ou em branco sobre uma árvore

# As buscas contra as quais um programa é conferido.
check-minimax = Minimax
check-minimax-hover = O seu programa lê cada folha uma vez, em qualquer ordem, e responde o valor minimax da raiz e um lance que vale isso.
check-alpha-beta = Alfa-beta
check-alpha-beta-hover = O seu programa lê exatamente as folhas que o alfa-beta lê, filhos da esquerda para a direita, podando quando α ≥ β, e responde o valor da raiz e um lance que vale isso.
check-expectimax = Expectimax
check-expectimax-hover = Árvores com nós de acaso: um nó de acaso vale a média dos filhos, cada um pesado pela chance dele. O seu programa lê cada folha uma vez e responde o valor da raiz e um lance que vale isso.
check-name-minimax = minimax
check-name-alpha-beta = alfa-beta
check-name-expectimax = expectimax
check-step-read-any = O seu programa leu { $leaf }: { $count } das { $leaves } folhas lidas.
