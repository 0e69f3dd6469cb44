# Os textos do Jogo da Velha: as seções do painel, as avaliações e os resultados, as regras.
# O título e a descrição do jogo estão em window.ftl.

## O que as partes comuns do painel pedem a cada jogo

tictactoe-hints = o resultado exato de cada casa livre
tictactoe-score-unit = Quem vence e em quantos lances, quando a busca viu o fim (empate é 0); senão, os pontos de linha da heurística do tutorial da disciplina: 10 por linha com dois X e uma casa livre, 1 por linha com um X e duas casas livres, descontando o mesmo para O.
tictactoe-paste-hint = 5 1 9 3   ou   X-O-X---- O
tictactoe-side-first = X
tictactoe-side-second = O

## Resultados e avaliações (os lados são X e O em todas as línguas)

tictactoe-result-win = { $side } vence
tictactoe-result-draw = Empate
# $moves: a distância, como o painel escreve um número de lances ("3 lances").
tictactoe-score-wins = { $side } vence em { $moves }
tictactoe-score-points = { $points } pontos
# Numa casa do tabuleiro: curto.
tictactoe-hint-wins = { $side } vence em { $plies }
tictactoe-hint-draw = empate
tictactoe-cell-taken = Essa casa já está ocupada

## Os níveis da IA (Jogar)

tictactoe-level-easy = Fácil
tictactoe-level-easy-hover = Olha um lance à frente: aproveita uma vitória, mas não vê suas ameaças
tictactoe-level-medium = Médio
tictactoe-level-medium-hover = Olha dois lances à frente: bloqueia suas ameaças, mas cai em armadilhas
tictactoe-level-hard = Difícil
tictactoe-level-hard-hover = Olha quatro lances à frente: difícil de pegar numa armadilha
tictactoe-level-perfect = Perfeito
tictactoe-level-perfect-hover = Vê cada partida até o fim: nunca perde

## Laboratório: como a IA busca

tictactoe-search = Busca da IA
tictactoe-search-minimax = Minimax puro
tictactoe-search-minimax-hover = Cada posição até o fim da partida.
tictactoe-search-alpha-beta = Poda alfa-beta
tictactoe-search-alpha-beta-hover = Minimax que poda as linhas que não podem mudar a escolha.
tictactoe-search-heuristic = Minimax com heurística
tictactoe-search-heuristic-hover = Minimax limitado a uma profundidade; as linhas abertas avaliam o resto.
tictactoe-search-depth = Profundidade

## Laboratório: a comparação de nós do tutorial da disciplina

tictactoe-nodes = Nós visitados na mesma posição
tictactoe-nodes-count = Contar nesta posição
tictactoe-nodes-count-hover = Buscar esta posição das três maneiras e contar seus nós
tictactoe-nodes-waiting = Contados em cada posição que a IA busca.
tictactoe-nodes-position = Posição { $board }  (vez do { $side })
tictactoe-nodes-counting = Contando…
tictactoe-nodes-minimax = minimax puro
tictactoe-nodes-alpha-beta = alfa-beta
tictactoe-nodes-heuristic = heurística
tictactoe-nodes-choice-hover = O lance que ela escolhe e sua avaliação para quem tem a vez.
tictactoe-nodes-explained = Cada nó é uma posição em que uma busca entra, incluindo a raiz; o motor conta os nós do mesmo jeito nas três buscas. A profundidade está entre parênteses; as barras estão em escala logarítmica.

## Como jogar

tictactoe-rules-turns-title = Cada um na sua vez
tictactoe-rules-turns-text = X começa, depois O, uma marca por vez em qualquer casa vazia. A marca fica onde foi posta.
tictactoe-rules-turns-caption = As três primeiras marcas, em ordem
tictactoe-rules-lines-title = Três em linha
tictactoe-rules-lines-text = Três marcas suas em linha vencem a partida: numa fileira, numa coluna ou de canto a canto na diagonal.
tictactoe-rules-lines-row = uma fileira
tictactoe-rules-lines-column = uma coluna
tictactoe-rules-lines-diagonal = uma diagonal
tictactoe-rules-full-title = Tabuleiro cheio
tictactoe-rules-full-text = Quando as nove casas estão preenchidas e ninguém fez três em linha, a partida termina empatada. Bem jogada pelos dois, toda partida termina assim.
tictactoe-rules-full-caption = Nove marcas, nenhuma linha: empate
