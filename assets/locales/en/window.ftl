# The window's own texts: the menu, the language, shared words.

window-title = Minimax Arcade
window-moves-ahead = { $count ->
    [one] { $count } move
   *[other] { $count } moves
}

## The menu

menu-tagline = Play against search AIs — watch them think, tune how they judge
menu-presentation-size = Presentation size
menu-presentation-size-hover = Draw everything one and a half times larger, for a projector or a classroom screen. Kept for next time.
menu-theme-hover = The window's colours. Kept for next time.
menu-theme-default = Usual colours
menu-theme-default-hover = The game's own colours.
menu-theme-high-contrast = High contrast
menu-theme-high-contrast-hover = Black panels, white and yellow text, strong marks on the boards, the last move a ring: for a projector in a lit room, or for low vision.
menu-theme-colour-blind = Colour-blind safe
menu-theme-colour-blind-hover = Blue and orange where the usual colours set red against green: the marks on the game trees, the exercises, the last move and the hints.
menu-quit = Quit
menu-quit-hover = Close Minimax Arcade (your settings are kept)
menu-play = Play ▶
menu-continue = Continue
menu-continue-line = { $game }: { $moves ->
    [one] one move played
   *[other] { $moves } moves played
}, { $side } to move
menu-continue-action = Continue ▶
menu-continue-hover = Go back to the game you were playing, as you left it: every game is kept after each move, even if the window closed unexpectedly.
menu-nothing-to-continue = There is no unfinished game to continue: pick a game to start one.

## The games, as the menu and the panels name them

reversi-title = Reversi
reversi-blurb = Outflank and flip: the classic 8×8 disc game, against an engine that plays endgames perfectly.
tictactoe-title = Tic-tac-toe
tictactoe-blurb = Three in a row — watch plain minimax search the whole game tree.
catapultas-title = Catapultas
catapultas-blurb = Step and leap across a 6×6 board to break through the enemy lines.
web-no-programs = A web page cannot start other programs: your own programs and outside engines play in the desktop version of Minimax Arcade
