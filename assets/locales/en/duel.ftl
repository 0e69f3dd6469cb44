# The duel: the weights on the sliders tested in games against another player.

## Opening it (each game's weights section)

duel-open = Test these weights…
duel-open-hover = Play a series of games between an AI with these weights and another player, in the background, and see which plays better.
duel-title = Test your weights

## What to play

duel-about = Your AI, with the weights on the sliders as they are when you press Start, plays games against the opponent you pick. Against a preset both look the same number of moves ahead; a level plays as it always does. Each opening is played twice, once with each colour, so that neither side is favoured by the openings.
duel-opponent = Opponent
duel-opponent-hover = Who your weights play against: one of the presets (looking as far ahead as yours) or one of the AI levels (playing as that level always does).
duel-preset = Weights: { $preset }
duel-level = Level { $number }: { $level }
duel-level-named = Level: { $level }
duel-depth = Depth
duel-depth-hover = How many moves ahead your AI looks in every game (each side's move counts as one). Deeper games are stronger but slower.
duel-games = Games
duel-games-hover = How many games to play. More games give a surer answer; the number is even, so that every opening is played with both colours.
duel-seed = Seed
duel-seed-hover = Picks the openings. The same seed, weights and opponent play exactly the same games again.
duel-start = Start
duel-start-hover = Start the games in the background. You can go on playing meanwhile.
duel-cancel = Cancel
duel-cancel-hover = Stop the games. Those already finished are kept.

## The results

duel-heading = Against { $opponent }, your AI looking { $depth ->
    [one] one move
   *[other] { $depth } moves
} ahead
duel-progress = { $played } of { $total } games
duel-stopped = Stopped before the end: the results count the finished games.
duel-sliders-moved = The sliders have moved since these games began: the results are for the weights you had then.
duel-record = Your weights: { $wins } { $wins ->
    [one] win
   *[other] wins
}, { $draws } { $draws ->
    [one] draw
   *[other] draws
}, { $losses } { $losses ->
    [one] loss
   *[other] losses
}
duel-discs = { $counted } at the ends of the games: { $yours } for yours, { $theirs } for the opponent's
duel-counted = Pieces
duel-score = Score: { $score } %
duel-score-margin = Score: { $score } % ± { $margin }
duel-score-hover = A win counts as 1 and a draw as ½, out of the games played. The ± says how sure this is: with 95 chances in 100, your weights' true score against this opponent lies within it. More games narrow it.
duel-verdict-stronger = Your weights play better than this opponent.
duel-verdict-weaker = Your weights play worse than this opponent.
duel-verdict-waiting = Too early to tell: wait for more games.
duel-verdict-unclear = Too close to tell: play more games to know for sure.

## The games

duel-game = Game
duel-your-side = Your side
duel-result = Result
duel-win = Win
duel-draw = Draw
duel-loss = Loss
duel-show = Show
duel-show-hover = Show this game on the board, in place of the game there, to go through its moves.
