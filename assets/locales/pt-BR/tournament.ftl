## O torneio da turma

tournament-title = Torneio da turma
tournament-about = Adicione os programas dos alunos e os níveis do jogo: cada um joga contra cada outro, o mesmo número de partidas, alternando quem começa. Um programa que falha perde aquela partida e o torneio continua.
tournament-name-hover = O nome que aparece nas tabelas
tournament-once-a-game = Um por partida
tournament-remove-hover = Tirar este jogador
tournament-add-program = Adicionar um programa
tournament-add-program-hover = O programa de um aluno: digite o comando que o inicia
tournament-program-name = Programa { $number }
tournament-add-level = Adicionar uma IA
tournament-add-level-hover = Os níveis do jogo e, depois, a IA com cada conjunto de pesos que o jogo oferece, olhando { $depth } lances à frente.
tournament-games = Partidas por par
tournament-games-hover = Partidas que cada par de jogadores faz, alternando quem começa
tournament-start-hover = Jogar as partidas de todos os pares em segundo plano
tournament-two-needed = Adicione pelo menos dois jogadores
tournament-cancel-hover = Parar o torneio; as partidas jogadas ficam
tournament-cell-hover = Pontos feitos contra este adversário, das partidas jogadas: clique para ver as partidas
tournament-pair-games = { $first } contra { $second }
tournament-game-first = Partida { $number }, { $first } começa
tournament-won = { $winner } venceu
tournament-forfeit = por W.O.
tournament-points = Pontos
tournament-points-of = { $points } de { $games }
tournament-record = Vitórias–empates–derrotas
tournament-forfeits = W.O.
tournament-forfeits-hover = Partidas perdidas por lance inválido ou ilegível, falha do programa, tempo esgotado ou saída inundada
tournament-add-folder = Adicionar uma pasta…
tournament-add-folder-hover = A pasta dos trabalhos dos alunos: cada arquivo ou pasta dentro dela é um aluno, com o nome dele. Uma pasta roda a primeira linha do seu arquivo chamado command, ou então o único programa que tiver.
tournament-folder-title = A pasta dos programas dos alunos
tournament-folder-path = Pasta:
tournament-folder-path-example = /home/professora/entregas
tournament-folder-add = Adicionar
tournament-folder-added = { $count ->
    [one] Um aluno adicionado de { $folder }
   *[other] { $count } alunos adicionados de { $folder }
}
tournament-folder-unreadable = Não foi possível ler a pasta { $folder }: { $error }
tournament-left-out = Ficou de fora: { $entry }: { $reason }
tournament-left-out-no-program = a pasta não tem programa (um arquivo .py, .js, .rb, .sh, .jar ou executável) nem arquivo chamado command
tournament-left-out-several = a pasta tem vários programas ({ $files }) e nenhum arquivo chamado command cuja primeira linha diga qual rodar
tournament-left-out-empty-command = a primeira linha do seu arquivo chamado command está em branco
tournament-left-out-not-a-program = não é um programa: jogam arquivos .py, .js, .rb, .sh ou .jar, arquivos executáveis e pastas
tournament-left-out-not-a-file = não é arquivo nem pasta
tournament-left-out-unreadable = não pode ser lido ({ $error })
tournament-runs-in = Roda em { $folder }
tournament-format = Emparelhamento:
tournament-round-robin = Todos contra todos
tournament-round-robin-hover = Cada jogador enfrenta cada outro: trinta jogadores com duas partidas por par jogam 870 partidas
tournament-swiss = Sistema suíço
tournament-swiss-hover = Rodadas emparelhadas pelos pontos até ali, o mais bem colocado contra o mais bem colocado abaixo dele que ainda não enfrentou, nenhum par duas vezes; com um número ímpar, um jogador folga a cada rodada e marca como se a tivesse vencido. Trinta jogadores: sete rodadas, 210 partidas com duas por par.
tournament-rounds = Rodadas
tournament-rounds-hover = O bastante para um jogador vencer todas, e mais duas para ordenar as posições abaixo, a não ser que você escolha
tournament-games-in-all = { $games ->
    [one] Uma partida ao todo
   *[other] { $games } partidas ao todo
}
tournament-round-of = Rodada { $round } de { $rounds }
tournament-record-byes = { $record }, { $byes ->
    [one] uma folga
   *[other] { $byes } folgas
}
tournament-buchholz = Buchholz
tournament-buchholz-hover = O primeiro critério de desempate: os pontos dos adversários enfrentados. De dois jogadores com os mesmos pontos, fica na frente quem enfrentou adversários mais fortes.
tournament-sonneborn-berger = S-B
tournament-sonneborn-berger-hover = Sonneborn–Berger, o segundo critério de desempate: para cada adversário, os pontos feitos contra ele vezes os pontos dele. Pontos tirados dos fortes valem mais.
tournament-time = Tempo por lance
tournament-time-hover = O tempo de cada programa para um lance: quem demorar mais perde aquela partida por W.O. O --engine-timeout-ms da linha de comando, 10 s se não for mudado.
tournament-memory = Memória
tournament-memory-hover = O máximo de memória que cada programa pode usar (0: sem limite): quem precisar de mais falha e perde aquela partida por W.O. Só no Linux e em outros sistemas Unix.
tournament-export = Exportar…
tournament-export-hover = Gravar numa pasta própria os resultados para publicar: a classificação para planilha (standings.csv e standings.json) e uma página (index.html) com a classificação, a tabela de confrontos e todas as partidas para acompanhar lance a lance, que abre em qualquer navegador sem rede
tournament-export-disabled = Quando o torneio terminar ou for parado (não na página da web)
tournament-export-no-folder = Não há pasta para onde exportar neste computador
tournament-exported = Exportado para { $folder }
tournament-export-failed = Não foi possível exportar os resultados: { $error }
tournament-page-title = Torneio de { $game }
tournament-page-round-robin = todos contra todos
tournament-page-swiss = sistema suíço, { $rounds } rodadas
tournament-page-about = { $players } jogadores · { $format } · { $games } partidas
tournament-page-standings = Classificação
tournament-page-crosstable = Tabela de confrontos
tournament-page-games = Partidas
tournament-page-place = Posição
tournament-page-player = Jogador
tournament-page-played = Partidas
tournament-page-byes = Folgas
tournament-page-start = Antes do primeiro lance
tournament-page-to-start = Para o início
tournament-page-back = Voltar um lance
tournament-page-forward = Avançar um lance
tournament-page-to-end = Para o fim
tournament-page-game = { $first } – { $second }, partida { $number }
tournament-sandboxed = Os programas dos alunos jogam isolados: sem rede, sem gravar nada fora da própria pasta, sem ver o trabalho de outro aluno.
tournament-sandbox-not-linux = Os programas dos alunos jogam sem isolamento: ele é só para Linux.
tournament-sandbox-not-installed = Os programas dos alunos jogam sem isolamento: instale o Bubblewrap (no Debian, o pacote bubblewrap) para isolar cada um.
tournament-sandbox-refused = Os programas dos alunos jogam sem isolamento: este sistema não deixa o Bubblewrap isolá-los ({ $said }).
tournament-sandbox-failed = Os programas dos alunos jogam sem isolamento: não foi possível fazer as cópias deles ({ $error }).
tournament-sandbox-copy-failed = { $entry } joga sem isolamento: não foi possível fazer a cópia dele ({ $error }).
tournament-incident = { $loser } perdeu por W.O. a partida { $number } contra { $opponent }: { $how }
tournament-forfeit-illegal = fez um lance inválido
tournament-forfeit-malformed = respondeu algo que não é um lance
tournament-forfeit-timeout = demorou mais que o seu tempo por lance
tournament-forfeit-crash = não conseguiu iniciar, ou terminou sem responder
tournament-forfeit-flood = escreveu demais sem dar um lance
tournament-forfeit-no-move = não encontrou lance
tournament-unfinished = Um torneio foi interrompido antes do fim: { $played } de { $total } partidas jogadas, { $entrants } jogadores.
tournament-resume = Continuar
tournament-resume-hover = Jogar as partidas que faltavam e somá-las aos resultados até aqui
tournament-discard = Descartar
tournament-discard-hover = Esquecer o torneio interrompido; as partidas continuam na biblioteca
tournament-keep-failed = Não dá para guardar as partidas para continuar depois de uma parada: { $error }
