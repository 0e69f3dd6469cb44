# Por que um texto, um arquivo ou as configurações não puderam ser lidos: os erros dos jogos e
# do sistema, contados com as palavras do jogador.
#
# Cada um é uma oração que entra numa frase depois de dois-pontos ("Não foi possível carregar a
# partida: …"): começa com minúscula e não tem ponto final. Casas, lances, o texto dos arquivos e
# os comandos ficam como foram escritos.

## Carregar uma partida

# $problem: uma das orações abaixo.
error-load-game = Não foi possível carregar a partida: { $problem }.

## Arquivos e pastas, pelo tipo de falha que o sistema informa

error-io-not-found = esse arquivo ou essa pasta não existe
error-io-permission-denied = esta conta de usuário não tem permissão para usá-lo
error-io-already-exists = já existe algo com esse nome
error-io-storage-full = o disco está cheio
error-io-read-only = o disco ou a pasta só permite leitura, não gravação
error-io-is-a-folder = é uma pasta, não um arquivo
error-io-not-a-folder = uma parte do caminho é um arquivo onde deveria haver uma pasta
error-io-not-text = não é um texto legível (arquivos de texto são gravados em UTF-8)
# $detail: as palavras do próprio sistema.
error-io-other = o sistema informou um problema ({ $detail })

## Texto JSON (o arquivo de configurações, os pesos)

# $line e $column contam a partir de 1; 0 quer dizer que o serde_json não informou onde.
error-json-syntax = não é um JSON válido { $line ->
    [0] neste ponto
   *[other] na linha { $line }, coluna { $column }
}
error-json-eof = termina de repente { $line ->
    [0] neste ponto
   *[other] na linha { $line }, coluna { $column }
}: falta uma parte
error-json-data = um valor não é do tipo esperado { $line ->
    [0] neste ponto
   *[other] na linha { $line }, coluna { $column }
}
error-json-io = não pôde ser lido até o fim

## O arquivo de configurações

# $setting: o nome da configuração como o arquivo a escreve (reversi.seats.first); $value: o que
# o arquivo tem ali, como está escrito.
error-setting-wrong-value = a configuração { $setting } não aceita o valor { $value }
# $problem: o que está fora dos limites.
error-setting-out-of-range = a configuração { $setting } está fora dos limites: { $problem }
error-setting-program-time = o tempo por lance do programa deve ficar entre 0,1 e 120 segundos, não { $seconds }
error-setting-no-engine = { $game } não tem motor externo para jogar com um lado

## Reversi: casas, posições e listas de lances

error-reversi-not-a-square = '{ $text }' não é uma casa: uma casa é uma coluna de a até h e uma fileira de 1 até 8, como f5
error-reversi-position-empty = não há nada para ler: o texto está vazio
error-reversi-position-length = uma posição tem 64 casas (X, O ou -), mas esta tem { $count }
error-reversi-position-square = a casa { $square } tem '{ $found }': use X para as { $first }, O para as { $second } ou - para uma casa vazia
error-reversi-position-no-side = a posição não diz de quem é a vez: acrescente um espaço e X ou O depois das 64 casas
error-reversi-position-side = '{ $text }' não indica de quem é a vez: use X para as { $first } ou O para as { $second }
error-reversi-transcript-not-a-move = '{ $text }' (caractere { $column }) não é um lance: um lance é uma casa como f5, ou pa, pass ou -- para passar a vez
error-reversi-transcript-stray-number = '{ $text }' (caractere { $column }) não é nem uma casa nem um número de lance: o número de um lance termina com ponto ({ $text }.)
# $problem: por que o lance não pode ser jogado, abaixo.
error-reversi-illegal-move = o lance { $number } ({ $text }) não pode ser jogado: { $problem }
# $ply: a posição do lance na partida contando também os passes que a lista deixou de fora.
error-reversi-illegal-move-after-passes = o lance { $number } ({ $text }), que é o { $ply }º quando se contam os passes, não pode ser jogado: { $problem }
error-reversi-a-pass = um passe
error-reversi-after-the-end = { $mv } vem depois do fim da partida
# $legal: as casas em que o lado pode jogar, como d3 c4 f5 e6.
error-reversi-cannot-play = as { $side } não podem jogar em { $mv } (lances válidos: { $legal })
error-reversi-cannot-play-must-pass = as { $side } não podem jogar em { $mv }: estão sem lances e precisam passar a vez
error-reversi-cannot-pass = as { $side } não podem passar a vez enquanto têm lances ({ $legal })

## Reversi: arquivos de partida GGF

error-ggf-no-game = nenhuma partida no formato GGF foi encontrada: uma partida começa com `(;` e termina com `;)`
# $problem: o que o texto deveria ter naquele ponto, abaixo.
error-ggf-syntax = o texto GGF não pode ser lido no caractere { $character }: { $problem }
error-ggf-game-start = uma partida começa com `(;`, e não com `{ $found }`
error-ggf-semicolon = depois de `(` deve vir `;`
error-ggf-unterminated = a partida não termina com `;)`
error-ggf-closing = depois do `;` de fechamento deve vir `)`
error-ggf-property-name = era esperado o nome de uma propriedade, como PB, e não `{ $found }`
error-ggf-value-start = depois da propriedade { $name } deve vir o seu valor entre `[ ]`
error-ggf-unclosed-value = o valor de { $name } não tem o `]` de fechamento
error-ggf-lone-backslash = o valor de { $name } termina com uma `\` sozinha
error-ggf-not-othello = esta é uma partida de { $game }, e não de Othello
error-ggf-board-size = a partida é num tabuleiro de tamanho { $size }, e aqui só se joga no 8×8
error-ggf-type-size = o tipo de partida TY[{ $game_type }] é um tabuleiro de tamanho { $size }, e aqui só se joga no 8×8
error-ggf-anti-othello = o tipo de partida TY[{ $game_type }] é anti-Othello, uma variante com outras regras, que não se joga aqui
# $property[$value]: a propriedade como o arquivo a escreve; $problem: abaixo.
error-ggf-bad-value = { $property }[{ $value }] não pode ser lido: { $problem }
error-ggf-empty-board = o tabuleiro está vazio
error-ggf-no-squares = nenhuma casa vem depois do tamanho do tabuleiro
error-ggf-square-count = depois do tamanho do tabuleiro devem vir 64 casas e o lado que joga, mas vêm { $found } caracteres
error-ggf-square = a casa { $square } tem `{ $found }`: use * para as { $first }, O para as { $second } ou - para uma casa vazia
error-ggf-side = `{ $found }` não indica de quem é a vez: use * para as { $first } ou O para as { $second }
error-ggf-margin = o resultado deve ser a diferença de discos a favor das { $first }, como +12.000 ou -4
error-ggf-ending = `:{ $found }` não é um jeito de a partida terminar: use r (abandono), t (tempo esgotado) ou s (placar combinado)
error-ggf-wrong-side = o lance { $number } ({ $text }) está anotado para o lado errado: a vez é das { $side }

## Reversi: um lance com suas anotações (f5/-1.50/0.25), num arquivo ou vindo de um motor

error-noted-move-eval = `{ $text }` não é uma avaliação: uma avaliação é um número de discos, como -1.50
error-noted-move-time = `{ $text }` não é um tempo: o tempo é dado em segundos, como 1.25, ou em minutos e segundos, como 1:05
error-noted-move-after-time = `/{ $extra }` vem depois do tempo, onde não se espera mais nada

## Reversi: os pesos da IA

# $detail: as palavras do próprio serde_json.
error-weights-json = isto não é um conjunto de pesos em JSON ({ $detail })
error-weights-out-of-range = o peso de { $heuristic } ({ $phase }) é { $value }: os pesos ficam entre -{ $max } e { $max }
error-weights-phases = as fases terminam com { $opening } e { $midgame } discos: a abertura não pode terminar depois do meio-jogo, nem o meio-jogo depois de 64 discos

## Reversi: motores externos

# $problem: o que há de errado com a linha de comando, abaixo.
error-engine-command-line = a linha de comando do motor não pode ser lida: { $problem }
error-engine-single-quote = uma aspa simples (') não foi fechada
error-engine-double-quote = uma aspa dupla (") não foi fechada
error-engine-empty-command = a linha de comando está vazia
# $program: o programa como a linha de comando o chama; $problem: o que o sistema disse.
error-engine-cannot-start = não foi possível iniciar `{ $program }`: { $problem }
error-engine-no-pipes = o sistema não abriu nenhum canal para conversar com ele
error-engine-exit-code = o motor parou (código de saída { $code })
# $status: as palavras do sistema, como "signal: 9 (SIGKILL)".
error-engine-exit-status = o motor parou ({ $status })
error-engine-closed = o motor parou de responder: fechou a sua saída
# $stopped: uma das três acima; $said: as últimas linhas que o motor escreveu sobre o problema.
error-engine-last-words = { $stopped }; as últimas palavras dele: { $said }
error-engine-no-move = o motor não mandou nenhum lance em { $seconds } s
error-engine-no-hints = o motor não mandou nenhuma dica em { $seconds } s
error-engine-no-answer = o motor não respondeu em { $seconds } s
# $line: a resposta do motor como ele a escreveu; $problem: por que ela não é um lance.
error-engine-bad-answer = o motor respondeu `{ $line }`, que não traz um lance: { $problem }
error-engine-cancelled = a pergunta foi retirada antes que o motor respondesse
## O programa do próprio jogador

error-program-command-line = a linha de comando do programa não pode ser lida: { $problem }
error-program-timeout = ele demorou mais de { $seconds } s para responder
error-program-ended = ele terminou sem responder
error-program-exit-code = ele parou sem responder (código de saída { $code })
error-program-stopped = ele parou sem responder ({ $status })
error-program-closed = ele fechou a saída sem responder
error-program-line-too-long = ele escreveu uma linha com mais de 64 KiB
error-program-too-many-lines = ele escreveu mais de { $lines } linhas sem nenhum lance
error-program-not-a-move = ele respondeu “{ $answer }”, que não é um lance

## Jogo da Velha

# $problem: o que há de errado com esse lance, abaixo.
error-tictactoe-in-move = no lance { $number }, { $problem }
error-tictactoe-not-a-cell = `{ $text }` não é uma casa: use 1 a 9 (fileira por fileira, a partir do canto superior esquerdo) ou a1 a c3 (coluna e depois fileira)
error-tictactoe-empty = a posição está vazia: escreva as suas nove casas, como `X-O-X----`
error-tictactoe-cell-char = `{ $found }` não é uma casa: use X, O, ou - (ou .) para uma casa vazia
error-tictactoe-cell-count = uma posição tem 9 casas, mas esta tem { $count }
error-tictactoe-side = `{ $text }` não indica de quem é a vez: use X ou O
error-tictactoe-trailing = `{ $text }` vem depois de quem joga, onde não se espera mais nada
error-tictactoe-wrong-side = a posição diz que a vez é de { $stated }, mas pelas marcas no tabuleiro a vez é de { $implied }
error-tictactoe-impossible = nenhuma partida chega a esta posição: { $problem }
error-tictactoe-row-count = um tabuleiro desenhado tem 3 fileiras, mas este tem { $count }
error-tictactoe-row-cells = a fileira { $row } tem { $cells ->
    [one] { $cells } casa
   *[other] { $cells } casas
} em vez de 3
error-tictactoe-taken = a casa { $cell } já está ocupada
error-tictactoe-over = a partida já terminou
error-tictactoe-bad-marks = há marcas fora do tabuleiro ou duas marcas na mesma casa
error-tictactoe-mark-counts = { $first } tem { $x ->
    [one] { $x } marca
   *[other] { $x } marcas
} e { $second } tem { $o }, mas { $first } começa, então precisa ter tantas quanto { $second } ou uma a mais
error-tictactoe-both-lines = os dois jogadores fizeram três em linha
error-tictactoe-moved-after-win = { $winner } fez três em linha, mas { $loser } jogou depois que a partida já tinha acabado

## Catapultas

# $problem: o que há de errado com o lance dessa linha, abaixo.
error-catapultas-on-line = na linha { $line }, { $problem }
error-catapultas-move-empty = o lance está vazio: escreva um como `x m 3 1 4 1`, `x s 2 2 1 4 1` ou `x n`
error-catapultas-player = `{ $text }` não é um jogador: use x ou o
error-catapultas-no-kind = falta o tipo de lance depois do jogador: m (passo), s (salto) ou n (passar a vez)
error-catapultas-kind = `{ $text }` não é um tipo de lance: use m (passo), s (salto) ou n (passar a vez)
error-catapultas-not-a-number = `{ $text }` não é um número (de fileira, de coluna ou de casas)
error-catapultas-field-count = { $expected ->
    [0] o tipo `{ $kind }` não leva números depois dele
   *[other] o tipo `{ $kind }` leva { $expected } números depois dele
}, mas este lance tem { $found }
error-catapultas-no-cell-count = um salto precisa, depois do `s`, do número de casas que ele lista
error-catapultas-cell-count = um salto lista de 2 a { $max } casas (a de partida e cada pouso), e não { $count }
error-catapultas-cell-numbers = o salto diz { $stated } casas, o que pede { $needed } números, mas vêm { $numbers }
error-catapultas-off-board = { $square } fica fora do tabuleiro: fileiras e colunas vão de 1 a { $side }
error-catapultas-over = a partida já terminou
error-catapultas-wrong-player = a vez é de { $expected }, e não de { $found }
error-catapultas-not-own-piece = { $square } não tem nenhuma peça de { $side } para mover
error-catapultas-step-not-adjacent = um passo vai para a casa vizinha de cima, de baixo, da esquerda ou da direita, e { $to } não fica ao lado de { $from }
error-catapultas-step-occupied = a peça não pode andar para { $square }: a casa não está vazia
# $problem: por que esse pulo não vale, abaixo.
error-catapultas-bad-hop = o pulo { $hop }, de { $from } para { $to }, não vale: { $problem }
error-catapultas-hop-straight = um pulo avança exatamente duas casas para cima, para baixo, para a esquerda ou para a direita
error-catapultas-hop-over = não há peça do próprio lado em { $square } para saltar por cima
error-catapultas-hop-own-piece = ele pousa numa peça do próprio lado
error-catapultas-hop-start = ele pousa na casa de onde o salto partiu
error-catapultas-hop-twice = o salto já pousou nessa casa
error-catapultas-pass = um lado só pode passar a vez quando não tem nenhum outro lance
error-catapultas-position-empty = a posição está vazia: escreva 6 fileiras como `xxxxxx/…/oooooo x`
error-catapultas-row-count = uma posição tem { $side } fileiras separadas por /, e não { $count }
error-catapultas-row-length = a fileira { $row } tem { $length ->
    [one] { $length } casa
   *[other] { $length } casas
} em vez de { $side }
error-catapultas-cell-char = `{ $found }` não é uma casa: use x, o, ou - (ou .) para uma casa vazia
error-catapultas-side = `{ $text }` não indica de quem é a vez: use x ou o
error-catapultas-counters = `{ $text }` não é a contagem de lances: escreva os lances jogados e o limite, contando os dos dois lados, como `0/100`
error-catapultas-trailing = `{ $text }` vem depois da contagem de lances, onde não se espera mais nada
error-catapultas-impossible = nenhuma partida chega a esta posição: { $problem }
error-catapultas-not-a-row = a linha { $line } (`{ $text }`) não faz parte de um desenho do tabuleiro: uma fileira é como ` 1 #xxxxxx#`, com x, o e - entre os #
error-catapultas-drawing-rows = um desenho do tabuleiro tem { $side } fileiras como ` 1 #xxxxxx#`, mas este tem { $count }
error-catapultas-bad-pieces = há peças fora do tabuleiro ou duas peças na mesma casa
error-catapultas-too-many-pieces = { $side } tem mais de { $max } peças
error-catapultas-zero-limit = o limite precisa permitir pelo menos um lance
error-catapultas-past-limit = já foram jogados { $played } lances (contando os dos dois lados), mas o limite é { $limit }
