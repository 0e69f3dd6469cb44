# Por que este lance: a avaliação no fim de uma linha, dividida em seus termos.

## A seção

why-section = Por que este lance
why-none = Depois que a IA joga, aqui aparece o que ela pesou: como julgou a posição no fim da linha que espera, e no fim da linha da segunda opção, termo a termo.
why-side = Do ponto de vista de quem tinha a vez, { $side }: + favorece { $side }, − o adversário.
why-weights-now = Mexer num peso muda estes números na hora, nas mesmas posições: a próxima busca da IA pode então escolher outro lance.
why-column-terms = Termo × peso
why-column-terms-hover = Em cada termo: o peso atual × o que ele mede no fim da linha = os pontos que ele soma.
why-column-figures = pontos (medida)
why-weight-hover = O peso que os controles dão ao termo agora, na fase da posição no fim de cada linha.
why-column-chosen = Lance da IA
why-column-runner-up = Segunda opção
why-line-hover = A linha que a busca espera: { $line }. Os números são os da posição no fim dela.
why-searching = buscando…
why-stopped = não buscada
why-only-move = Ela não tinha outro lance.
why-phase = Fase
why-total = Total
why-total-hover = A soma dos pontos dos termos: a avaliação da posição no fim da linha, com os pesos que os controles têm agora.
why-limited = Os termos somam { $sum }, mais do que a avaliação permite: ela conta { $total }.
why-game-over = fim da partida
why-game-over-note = Uma linha que termina a partida vale o resultado, que está acima de qualquer termo.
why-search-score = A busca deu
why-search-score-hover = A avaliação que a própria busca deu ao lance, com os pesos daquele momento. Ela difere do total quando os pesos mudaram depois, ou quando a busca encurtou a linha porque já sabia o resto.
why-by-pattern = padrão a padrão
why-by-pattern-hover = Mostrar o termo aprendido, padrão a padrão
why-hover-tip = Na sua vez, deixe o mouse parado sobre uma dica no tabuleiro para ver o lance dela decomposto aqui também.
why-hovered = O lance da dica sob o mouse
why-hovered-side = Do ponto de vista de quem tem a vez, { $side }: + favorece { $side }, − o adversário. A linha é buscada como a IA a buscaria.
why-column-hovered = Lance da dica

## Em que contam os números, em cada jogo

why-units-reversi = Números em pontos da avaliação: uma heurística com força máxima mede ±1, então com peso 1 soma no máximo ±1 ponto; o termo aprendido mede a margem final de discos que prevê, dividida por 64.
why-units-catapultas = Números em pontos: cada termo conta o valor do lado menos o do adversário (peças, casas, ameaças, fileiras), e o peso diz quantos pontos vale cada um.
why-units-tictactoe = Cada termo conta as linhas de um tipo; o peso é quanto vale uma linha desse tipo, fixado pela heurística do tutorial da disciplina.

## Os termos do Reversi

why-term-reversi-coin-parity = Paridade de discos
why-term-reversi-coin-parity-hover = Discos: (seus − os do adversário) ÷ todos os discos, de −1 a +1.
why-term-reversi-mobility = Mobilidade
why-term-reversi-mobility-hover = Lances: (seus − os do adversário) ÷ os lances dos dois lados, de −1 a +1.
why-term-reversi-corners = Cantos
why-term-reversi-corners-hover = Cantos ocupados: (seus − os do adversário) ÷ 4. Um disco no canto nunca pode ser virado.
why-term-reversi-static-squares = Valor das casas
why-term-reversi-static-squares-hover = Um valor fixo por casa (cantos e bordas bons, as casas vizinhas aos cantos ruins): o valor dos seus discos menos o dos do adversário, sobre o valor de todas as casas ocupadas.
why-term-reversi-stability = Estabilidade
why-term-reversi-stability-hover = Discos que nunca mais podem ser virados: (seus − os do adversário) ÷ 64.
why-term-reversi-pattern = Padrões aprendidos
why-term-reversi-pattern-hover = A margem final de discos que a avaliação aprendida prevê, ÷ 64: o que o motor aprendeu nas próprias partidas sobre as formas de bordas, cantos, fileiras e diagonais, e sobre quantos lances cada lado tem.
why-pattern-part-hover = A parte deste padrão na previsão: os pesos das suas formas em cada lugar do tabuleiro onde ele é lido, arredondados para que as partes somem o termo.
why-term-reversi-pattern-bias = Valor inicial
why-term-reversi-pattern-edge = Bordas com casas X
why-term-reversi-pattern-corner-square = Canto 3×3
why-term-reversi-pattern-corner-block = Canto 2×5
why-term-reversi-pattern-second-row = Segundas fileiras
why-term-reversi-pattern-third-row = Terceiras fileiras
why-term-reversi-pattern-fourth-row = Quartas fileiras
why-term-reversi-pattern-main-diagonal = Diagonais maiores
why-term-reversi-pattern-diagonal-7 = Diagonais de 7
why-term-reversi-pattern-diagonal-6 = Diagonais de 6
why-term-reversi-pattern-diagonal-5 = Diagonais de 5
why-term-reversi-pattern-diagonal-4 = Diagonais de 4
why-term-reversi-pattern-mobility = Lances à escolha
why-term-reversi-pattern-mobility-hover = Quantos lances tem o lado que joga na posição avaliada, e o peso aprendido para esse número.
why-term-reversi-pattern-opponent-mobility = Lances do adversário
why-term-reversi-pattern-opponent-mobility-hover = Quantos lances o outro lado teria, e o peso aprendido para esse número.
why-term-reversi-pattern-potential-mobility = Espaço para jogar depois
why-term-reversi-pattern-potential-mobility-hover = Casas vazias ao lado dos discos do outro lado, onde lances podem surgir mais tarde, e o peso aprendido para esse número.
why-term-reversi-pattern-opponent-potential-mobility = Espaço do adversário depois
why-term-reversi-pattern-opponent-potential-mobility-hover = Casas vazias ao lado dos discos do lado que joga, onde o outro lado pode achar lances mais tarde, e o peso aprendido para esse número.
why-term-reversi-pattern-limit = Limitado a ±1
why-term-reversi-pattern-limit-hover = A previsão passou de 64 discos, mais do que cabe no tabuleiro: o termo fica em ±1.

## Os termos de Catapultas

why-term-catapultas-material = Diferença de peças
why-term-catapultas-material-hover = Peças: as suas menos as do adversário.
why-term-catapultas-mobility = Mobilidade
why-term-catapultas-mobility-hover = Casas que as peças alcançam em um lance: as suas menos as do adversário.
why-term-catapultas-threats = Ameaças
why-term-catapultas-threats-hover = Peças que podem ser capturadas no próximo lance: as inimigas ao seu alcance menos as suas ao alcance do inimigo.
why-term-catapultas-advancement = Avanço
why-term-catapultas-advancement-hover = Fileiras que as peças avançaram rumo ao lado inimigo: as suas menos as do adversário.

## Os termos do Jogo da Velha

why-term-tictactoe-own-two = Duas suas
why-term-tictactoe-own-two-hover = Linhas com duas marcas do lado e uma casa livre: a um lance de fechar a linha.
why-term-tictactoe-own-one = Uma sua
why-term-tictactoe-own-one-hover = Linhas com uma marca do lado e duas casas livres.
why-term-tictactoe-their-two = Duas do adversário
why-term-tictactoe-their-two-hover = Linhas com duas marcas do adversário e uma casa livre: uma ameaça a bloquear.
why-term-tictactoe-their-one = Uma do adversário
why-term-tictactoe-their-one-hover = Linhas com uma marca do adversário e duas casas livres.
