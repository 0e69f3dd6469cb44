# O duelo: os pesos dos controles testados em partidas contra outro jogador.

## Abrir (a seção de pesos de cada jogo)

duel-open = Testar estes pesos…
duel-open-hover = Jogue uma série de partidas entre uma IA com estes pesos e outro jogador, em segundo plano, e veja quem joga melhor.
duel-title = Teste seus pesos

## O que jogar

duel-about = Sua IA, com os pesos como estiverem nos controles quando você apertar Começar, joga partidas contra o adversário que você escolher. Contra uma predefinição, as duas olham o mesmo número de lances à frente; um nível joga como sempre joga. Cada abertura é jogada duas vezes, uma com cada cor, para que as aberturas não favoreçam nenhum dos lados.
duel-opponent = Adversário
duel-opponent-hover = Contra quem seus pesos jogam: uma das predefinições (olhando tão longe quanto a sua IA) ou um dos níveis da IA (jogando como esse nível sempre joga).
duel-preset = Pesos: { $preset }
duel-level = Nível { $number }: { $level }
duel-level-named = Nível: { $level }
duel-depth = Profundidade
duel-depth-hover = Quantos lances à frente sua IA olha em cada partida (o lance de cada lado conta como um). Quanto mais fundo, mais forte e mais lenta ela joga.
duel-games = Partidas
duel-games-hover = Quantas partidas jogar. Mais partidas dão uma resposta mais segura; o número é par, para que cada abertura seja jogada com as duas cores.
duel-seed = Semente
duel-seed-hover = Escolhe as aberturas. A mesma semente, com os mesmos pesos e o mesmo adversário, joga exatamente as mesmas partidas de novo.
duel-start = Começar
duel-start-hover = Começa as partidas em segundo plano. Você pode continuar jogando enquanto isso.
duel-cancel = Cancelar
duel-cancel-hover = Interrompe as partidas. As que já terminaram ficam guardadas.

## Os resultados

duel-heading = Contra { $opponent }, sua IA olhando { $depth ->
    [one] um lance
   *[other] { $depth } lances
} à frente
duel-progress = { $played } de { $total } partidas
duel-stopped = Interrompido antes do fim: os resultados contam as partidas terminadas.
duel-sliders-moved = Os controles mudaram desde que estas partidas começaram: os resultados são dos pesos que você tinha então.
duel-record = Seus pesos: { $wins } { $wins ->
    [one] vitória
   *[other] vitórias
}, { $draws } { $draws ->
    [one] empate
   *[other] empates
}, { $losses } { $losses ->
    [one] derrota
   *[other] derrotas
}
duel-discs = { $counted } ao fim das partidas: { $yours } para os seus, { $theirs } para o adversário
duel-counted = Peças
duel-score = Aproveitamento: { $score } %
duel-score-margin = Aproveitamento: { $score } % ± { $margin }
duel-score-hover = Uma vitória vale 1 e um empate ½, sobre as partidas jogadas. O ± diz quão seguro isso é: com 95 chances em 100, o aproveitamento verdadeiro dos seus pesos contra este adversário está dentro dele. Mais partidas o estreitam.
duel-verdict-stronger = Seus pesos jogam melhor que este adversário.
duel-verdict-weaker = Seus pesos jogam pior que este adversário.
duel-verdict-waiting = Cedo demais para dizer: espere mais partidas.
duel-verdict-unclear = Perto demais para dizer: jogue mais partidas para ter certeza.

## As partidas

duel-game = Partida
duel-your-side = Seu lado
duel-result = Resultado
duel-win = Vitória
duel-draw = Empate
duel-loss = Derrota
duel-show = Mostrar
duel-show-hover = Mostra esta partida no tabuleiro, no lugar da partida que está lá, para percorrer seus lances.
