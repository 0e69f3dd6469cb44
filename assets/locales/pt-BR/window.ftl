# Os textos da própria janela: o menu, o idioma, palavras comuns.

window-title = Minimax Arcade
window-moves-ahead = { $count ->
    [one] { $count } lance
   *[other] { $count } lances
}

## O menu

menu-tagline = Jogue contra IAs de busca — veja como pensam e ajuste como avaliam
menu-presentation-size = Tamanho de apresentação
menu-presentation-size-hover = Desenha tudo uma vez e meia maior, para um projetor ou a tela da sala de aula. Fica salvo para a próxima vez.
menu-theme-hover = As cores da janela. Fica salvo para a próxima vez.
menu-theme-default = Cores normais
menu-theme-default-hover = As cores do próprio jogo.
menu-theme-high-contrast = Alto contraste
menu-theme-high-contrast-hover = Painéis pretos, texto branco e amarelo, marcas fortes nos tabuleiros, o último lance num anel: para um projetor numa sala clara, ou para quem enxerga pouco.
menu-theme-colour-blind = Para daltônicos
menu-theme-colour-blind-hover = Azul e laranja onde as cores normais põem vermelho contra verde: as marcas nas árvores de jogo, os exercícios, o último lance e as dicas.
menu-quit = Sair
menu-quit-hover = Fechar o Minimax Arcade (suas configurações ficam salvas)
menu-play = Jogar ▶
menu-continue = Continuar
menu-continue-line = { $game }: { $moves ->
    [one] um lance jogado
   *[other] { $moves } lances jogados
}; próximo lance: { $side }
menu-continue-action = Continuar ▶
menu-continue-hover = Volte à partida que você estava jogando, como a deixou: cada partida é guardada a cada lance, mesmo se a janela fechar de repente.
menu-nothing-to-continue = Não há partida por terminar para continuar: escolha um jogo para começar uma.

## Os jogos, como o menu e os painéis os chamam

reversi-title = Reversi
reversi-blurb = Cerque e vire: o clássico jogo de discos 8×8, contra um motor que joga os finais com perfeição.
tictactoe-title = Jogo da Velha
tictactoe-blurb = Três em linha — veja o minimax puro percorrer a árvore de jogo inteira.
catapultas-title = Catapultas
catapultas-blurb = Avance e salte num tabuleiro 6×6 para romper as linhas inimigas.
web-no-programs = Uma página da web não pode iniciar outros programas: os seus próprios programas e os motores externos jogam na versão para computador do Minimax Arcade
