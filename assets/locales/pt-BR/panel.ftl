# panel: o painel lateral de uma partida, o que aparece sobre o tabuleiro, a ajuda, os botões
# do cartão de regras e os avisos das configurações.

## O alto do painel, suas abas e seções

panel-menu-back = ◀ Menu
panel-help-hover = Como jogar, teclas e mouse (F1)
panel-layer-play = Jogar
panel-layer-play-hover = Jogadores, nível, dicas, os lances e o gráfico
panel-layer-lab = Lab
panel-layer-lab-hover = Como a IA busca e o que ela vê: suas configurações e números, os pesos, a revisão, o editor de tabuleiro, motores externos, arquivos
panel-section-thinking = Raciocínio
panel-section-outside-engine = Motor externo
panel-section-program = O seu programa
panel-section-tournament = Torneio da turma
panel-section-hints = Dicas e gráfico
panel-section-board = Tabuleiro
panel-section-file = Arquivo da partida

## O placar

panel-side-thinking = pensando…
panel-side-to-move = na vez
panel-setting-up = Montando uma posição: a partida espera
panel-viewing = Vendo o lance { $shown } de { $line }: um lance aqui começa outra linha; Ctrl+Y avança
panel-paused = Pausado
panel-typed-square = Digitado { $typed }…: o resto do nome da casa, ou uma seta

## Jogadores

panel-player-human = Humano
panel-player-ai = IA
panel-player-engine = Motor
panel-player-human-hover = Você joga com este lado, pelo mouse
panel-player-ai-hover = O computador joga com este lado, no nível abaixo
panel-player-engine-hover = Outro programa, que implementa o protocolo NBoard, joga com este lado (configure-o no Lab)
panel-player-program = Programa
panel-player-program-hover = O seu próprio programa joga com este lado: ele lê o tabuleiro e responde com o lance (configure-o abaixo)
panel-resume = ▶ Continuar
panel-pause = ⏸ Pausar
panel-resume-hover = Deixar as duas máquinas continuarem jogando (Espaço)
panel-pause-hover = Parar a partida depois do lance atual (Espaço)
panel-step = Avançar
panel-step-hover = Joga o próximo lance e pausa de novo (Ctrl+Y)

## O nível da IA

panel-ai-level = Nível da IA
panel-custom = Personalizado
panel-custom-level = Suas próprias configurações, no Lab

## Dicas e relógio

panel-hints = Dicas
panel-clock = Relógio
panel-clock-none = Nenhum
panel-clock-next-game = na próxima partida
panel-clock-next-game-hover = Esta partida mantém seu relógio; o novo vale a partir da próxima partida.
panel-clock-minutes = Minutos
panel-clock-increment = Acréscimo por lance

## Nova partida, desfazer, refazer e os lances

panel-new-game = Nova partida
panel-undo = ⟲ Desfazer
panel-undo-hover = Voltar ao seu último lance (Ctrl+Z)
panel-redo = ⟳ Refazer
panel-redo-hover = Ctrl+Y
panel-no-moves = (nenhum lance ainda)
panel-start = início
panel-start-hover = A posição antes do primeiro lance
panel-move-hover = Lance { $number }: clique para ver a posição depois dele
# $mark: o que o lance foi (um erro, uma gafe…).
panel-move-marked-hover = Lance { $number }: { $mark }. Clique para ver a posição depois dele

## O gráfico de avaliação

panel-graph-note = { $first } à frente acima da linha, { $second } abaixo; cada lance avaliado pela análise das dicas.
panel-graph-axis = lance
panel-graph-empty = Nenhuma avaliação ainda
panel-graph-not-measured = sem avaliação
panel-graph-hover-start = No início: { $value }
    Clique para mostrar.
panel-graph-hover-move = Depois do lance { $number } ({ $mv }): { $value }
    Clique para mostrar.

## O raciocínio da IA

panel-seconds = { $seconds } s
panel-thinking = Pensando… { $seconds } s
panel-last-search = A última busca da IA
panel-not-searched = A IA ainda não buscou.
panel-figure-depth = Profundidade
panel-figure-depth-hover = Quantos lances à frente a última passada completa viu
panel-figure-depth-selective = { $moves } @ { $percent } %
panel-figure-depth-selective-hover = Quantos lances à frente a última passada completa viu. Para ver mais longe no mesmo tempo, ela pulou os lances que uma olhada mais rápida e mais rasa mostrou serem claramente piores, e acerta cerca de { $percent } % das vezes em que faz isso
panel-figure-score = Avaliação
panel-figure-positions = Posições
panel-figure-positions-hover = Posições que a busca visitou (nós)
panel-figure-per-second = Por segundo
panel-figure-per-second-hover = Posições por segundo
panel-figure-time = Tempo
panel-figure-time-hover = Há quanto tempo está buscando
panel-best = Melhor
panel-line = Linha
panel-line-hover = Os lances que a IA espera daqui em diante, dos dois lados (sua variante principal)

## Opções de busca

panel-algorithm = Algoritmo
panel-algorithm-minimax = minimax puro
panel-algorithm-alpha-beta = alfa-beta
panel-algorithm-full = motor completo
panel-algorithm-minimax-hover = Cada lance buscado até a profundidade máxima, na ordem em que foi gerado
panel-algorithm-alpha-beta-hover = Minimax que poda os lances que não podem mudar o resultado
panel-algorithm-full-hover = Alfa-beta aprofundando um lance por vez dentro do tempo, com tabela de transposição e ordenação de lances (e o resolvedor exato de finais no Reversi)
panel-max-depth = Profundidade máx.
panel-max-depth-hover = Quantos lances à frente a busca olha, contando os lances dos dois lados
panel-time-per-move = Tempo por lance
panel-no-time-limit = sem limite
panel-exact-endgame = Final exato
panel-exact-endgame-never = nunca
panel-exact-endgame-squares = { $count ->
    [one] 1 vazia
   *[other] { $count } vazias
}
panel-exact-endgame-hover = Com o motor completo, a IA joga com perfeição quando restam no máximo estas casas vazias: ela busca cada linha até o fim da partida.
panel-selectivity = Pular lances
panel-selectivity-hover = Para ver mais longe no mesmo tempo, a IA pode pular os lances que uma olhada rápida e rasa mostra serem claramente piores. A porcentagem é a certeza que ela precisa ter antes de pular um: quanto menor, mais fundo ela vê e mais vezes ela julga mal um lance. Com "nunca" ela examina todos os lances (o nível Máximo pula com 95 % de certeza). Só o motor completo pula lances, e nunca no final exato.
panel-selectivity-full = nunca
panel-selectivity-percent = com { $percent } % de certeza
panel-plain-search-note = Buscas simples vão até a profundidade máxima de uma vez: use profundidade baixa.

## O motor externo

panel-engine-command = Comando
panel-engine-command-example = edax -n 1   ou   ntest
panel-engine-command-hover = A linha de comando do motor; ele precisa implementar o protocolo NBoard (versão 2).
panel-engine-depth = Profundidade
panel-engine-depth-unit = lances
panel-engine-time = Tempo-limite
panel-engine-time-hover = Um motor que demora mais que isso num lance é parado, e o lado dele passa para você.
panel-engine-unnamed = O motor
panel-engine-thinking = { $name } está pensando…
panel-engine-played = { $name } jogou { $mv }
panel-engine-hints = Dicas do motor externo
panel-engine-hints-hover = O motor externo escolhido como jogador avalia os lances no lugar da IA.
## O programa do próprio jogador

panel-program-command = Comando
# {"{"} e {"}"} escrevem as chaves: o jogador lê {side}, que a linha de comando do programa recebe como x ou o.
panel-program-command-example = python3 meu_agente.py {"{"}side{"}"}
panel-program-command-hover = O comando que inicia o seu programa ({"{"}side{"}"} nele vira x ou o, o lado que ele joga). Na vez dele, o programa lê o tabuleiro na entrada padrão e escreve o lance numa linha: docs/programs.pt-BR.md explica como.
panel-program-time = Tempo por lance
panel-program-time-hover = Um programa que demora mais que isso num lance é parado, e o lado dele passa para você.
panel-program-once-a-game = Um processo para a partida inteira
panel-program-once-a-game-hover = Inicia o programa uma vez por partida e manda o tabuleiro a cada lance dele, em vez de iniciá-lo a cada lance.
panel-program-test = Testar
panel-program-test-hover = Pede ao seu programa um lance na posição inicial do jogo.
panel-program-testing = Perguntando…
panel-program-test-passed = Ele respondeu { $mv } em { $seconds } s
panel-program-test-stopped = o teste foi interrompido
panel-program-thinking = O programa está pensando…
panel-program-played = O programa de { $side } jogou { $mv } em { $seconds } s
panel-program-choose = Escolher…
panel-program-choose-hover = Escolha o arquivo do seu programa. Um script Python roda com python3, um JavaScript com node, um arquivo Java com java -jar; qualquer outro arquivo roda como programa. Depois você pode editar o comando.
panel-program-rate = Avaliar
panel-program-rate-hover = Põe o seu programa para jogar contra os níveis, { $games } partidas contra cada um, trocando as cores: começa no meio, sobe depois de um confronto em que fizer metade dos pontos ou mais e desce depois de um em que perder, e então diz onde ele fica. Pode levar alguns minutos; enquanto isso, você pode continuar jogando.
panel-program-rate-stop = Parar
panel-program-rate-stop-hover = Interrompe a avaliação depois das partidas em andamento; o rating diz o que as partidas até ali mostram.
panel-program-rating-starting = Pedindo o primeiro lance ao seu programa…
panel-program-rating-against = Contra { $level }: { $played } de { $games } partidas
panel-program-rating = Rating { $rating } ± { $margin }: { $standing }
panel-program-rating-hover = Na escala dos próprios níveis (como o rating Elo do xadrez): o rating de cada nível vem de confrontos entre níveis vizinhos. O rating verdadeiro fica dentro da margem ± cerca de 95 vezes em 100; mais partidas a estreitam.
panel-program-rating-between = entre { $below } ({ $below_rating }) e { $above } ({ $above_rating })
panel-program-rating-below-all = abaixo de { $above }, o nível mais fraco ({ $above_rating })
panel-program-rating-above-all = acima de { $below }, o nível mais forte avaliado ({ $below_rating })
panel-program-rating-level = Contra { $level }: { $wins } vitórias, { $draws } empates, { $losses } derrotas
panel-program-rating-forfeits = { $count ->
    [one] Uma partida perdida por W.O.: Testar mostra por quê.
   *[other] { $count } partidas perdidas por W.O.: Testar mostra por quê.
}
panel-program-rating-stopped = Interrompida antes do fim: menos partidas, margem maior.
panel-program-rating-none = Interrompida antes de qualquer partida.
panel-tournament-about = Os programas dos alunos e os níveis do jogo, todos contra todos.
panel-tournament-open = Abrir o torneio…
panel-tournament-open-hover = Um todos-contra-todos de programas e níveis, jogado em segundo plano, com a tabela de confrontos e a classificação

## A análise por trás das dicas e do gráfico

panel-analysis = Análise
panel-analysis-hover = Quanto as dicas e o gráfico de avaliação buscam em cada posição: uma força própria, a mesma qualquer que seja o nível ou os pesos da IA.
panel-analysis-quick = Rápida
panel-analysis-normal = Normal
panel-analysis-deep = Profunda
panel-analysis-quick-hover = Dicas na hora, um pouco menos seguras
panel-analysis-normal-hover = Dicas em cerca de um segundo, tão boas quanto o julgamento de um jogador forte
panel-analysis-deep-hover = Dicas que levam alguns segundos e enxergam mais longe

## As opções do tabuleiro

panel-animation-speed = Velocidade da animação
panel-animation-off = desligada
panel-sound = Som
panel-mute = Mudo

## O arquivo da partida

panel-copy-moves = Copiar lances
panel-copy-moves-hover = Os lances até agora, como texto para colar de volta
panel-copy-position = Copiar posição
panel-copy-position-hover = A posição mostrada, como texto para colar de volta
panel-save = Salvar
panel-save-hover = Gravar a partida num arquivo novo na pasta de partidas, ao lado das configurações (Reversi: GGF).
panel-no-file-chooser = Este ambiente não tem seletor de arquivos (nenhum portal XDG num barramento de sessão, nem zenity): Salvar grava na pasta de partidas, e uma partida abre quando seu arquivo é solto na janela.
panel-save-as = Salvar como…
panel-open = Abrir…
panel-open-hover = Ctrl+O, ou solte um arquivo na janela
panel-choosing-file = escolhendo um arquivo…
panel-saved-to = Salvo em { $path }
panel-save-web-hover = Guardar a partida na biblioteca, neste navegador.
panel-download = Baixar
panel-download-hover = Salvar a partida num arquivo, entre os downloads do navegador (Reversi: GGF), para guardar ou enviar.
panel-upload-hover = Abrir um arquivo de partida deste computador (Reversi: GGF)
panel-downloaded = Baixado como { $name }
panel-paste = Cole uma partida, uma lista de lances ou uma posição
panel-load = Carregar
panel-load-hover = Jogar a partida ou posição colada no lugar desta

## Sobre o tabuleiro: avisos e o fim da partida

panel-ok = OK
panel-ok-hover = Fechar esta mensagem
panel-game-over = Fim da partida
panel-new-game-hover = Outra partida com os mesmos jogadores (N)
panel-view-board = Ver tabuleiro
panel-view-board-hover = Tirar este cartão da frente para ver a posição final e percorrer os lances (Ctrl+Z, Ctrl+Y)
panel-menu = Menu
panel-menu-hover = Voltar ao menu principal; a partida fica guardada (Esc)

## A ajuda: teclas e mouse

panel-help-title = Teclas e mouse
panel-help-how-to-play = Como jogar
panel-help-how-to-play-hover = As regras deste jogo, com figuras
panel-key-click = Clique
panel-key-click-does = faz um lance (Catapultas: uma peça, depois cada pouso; editor de tabuleiro do Reversi: define uma casa)
panel-key-arrows = Setas
panel-key-arrows-does = movem o cursor no tabuleiro
panel-key-enter = Enter ou Espaço
panel-key-enter-does = joga na casa do cursor (Catapultas: a peça, depois cada pouso; Enter de novo sobre a peça termina a sequência de saltos onde ela está)
panel-key-square = O nome de uma casa
panel-key-square-does = leva o cursor até ela: Reversi d3, depois Enter; Jogo da Velha de 1 a 9 joga na hora; Catapultas linha e coluna, 34, depois Enter
panel-key-tab = Tab
panel-key-tab-does = percorre os botões do painel (Espaço aperta um); Esc devolve as teclas ao tabuleiro
panel-key-new-game = N ou Ctrl+N
panel-key-new-game-does = nova partida
panel-key-undo = Ctrl+Z
panel-key-undo-does = desfazer (volta ao seu último lance)
panel-key-redo = Ctrl+Y ou Ctrl+Shift+Z
panel-key-redo-does = refazer; com duas máquinas em pausa, joga o próximo lance delas
panel-key-hints = Ctrl+H
panel-key-hints-does = liga ou desliga as dicas
panel-key-pause = Espaço, com duas máquinas
panel-key-pause-does = pausa ou retoma uma partida entre duas máquinas (IAs, programas)
panel-key-sound = M
panel-key-sound-does = liga ou desliga o som
panel-key-help = F1 ou ?
panel-key-help-does = esta ajuda, e as regras do jogo
panel-key-escape = Esc
panel-key-escape-does = fecha as regras ou esta ajuda, senão sai do editor de tabuleiro, senão volta ao menu
panel-key-wheel = Roda do mouse
panel-key-wheel-does = rola o painel
panel-key-save = Ctrl+S
panel-key-save-does = salva a partida onde você escolher (sem seletor de arquivos: na pasta de partidas)
panel-key-open = Ctrl+O
panel-key-open-does = abre uma partida salva pelo seletor de arquivos
panel-key-save-web-does = baixa o arquivo da partida
panel-key-open-web-does = abre um arquivo de partida deste computador
panel-key-drop = Soltar um arquivo
panel-key-drop-does = abre uma partida salva (Reversi: GGF, uma lista de lances ou uma posição OBF)

## O cartão de regras

panel-rules-how-to-play = Como jogar { $game }
panel-rules-close = Fechar
panel-rules-close-hover = Voltar à partida (Esc)
panel-rules-back = ◀ Voltar
panel-rules-next = Próxima ▶
panel-rules-play = Vamos jogar
panel-rules-play-hover = Fechar as regras e jogar (Esc)

## Os avisos do arquivo de configurações

panel-settings-unreadable = Não foi possível ler { $path }: { $error }. Usando os padrões.{ $kept }
panel-settings-empty = { $path } está vazio. Usando os padrões.{ $kept }
panel-settings-not-object = não é um objeto JSON
panel-settings-damaged = { $path } está danificado ({ $error }). Usando os padrões.{ $kept }
panel-settings-partly-damaged = { $path } está danificado ({ $error }). Mantido o que pôde ser lido; de volta aos padrões: { $reset }.{ $kept }
panel-settings-kept-as = O arquivo antigo foi guardado como { $path }.
panel-settings-unsaved = Não foi possível salvar as configurações em { $path }: { $error }
panel-settings-unencodable = Não foi possível codificar as configurações: { $error }
panel-settings-bad-volume = o volume { $volume } não está entre 0 e 1
