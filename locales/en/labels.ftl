# boardlore: the words on the buttons of a game's choices. The English must read exactly as the
# games' own labels (src/games/*/mod.rs, fn action_label); tests/i18n.rs checks it over random games.

label-in-english = { $text }

leyla-label-lend = { $seat }: lend { $count } counters to { $other }
leyla-label-keep = { $seat }: keep the { $count } counters in reserve
leyla-label-fill = { $seat }: fill { $hole } with { $count }

ceelkoqyuqkoqiji-label-throw = { $seat } throws the { $finger ->
    [index] index finger (snake)
    [thumb] thumb (frog)
   *[little] little finger (centipede)
}, which beats the { $beaten ->
    [index] index finger (snake)
    [thumb] thumb (frog)
   *[little] little finger (centipede)
}
ceelkoqyuqkoqiji-label-sow-counter-clockwise = Sow { $hole } counter-clockwise ↺
ceelkoqyuqkoqiji-label-sow-clockwise = Sow { $hole } clockwise ↻
ceelkoqyuqkoqiji-label-place = Drop the large stone as stone { $number }
ceelkoqyuqkoqiji-label-huelshe-all = { $seat }: huelshe, one stone into each hole
ceelkoqyuqkoqiji-label-huelshe-into = { $seat }: huelshe into { $holes }
ceelkoqyuqkoqiji-label-decline = { $seat }: decline huelshe (the round ends)
ceelkoqyuqkoqiji-label-propose = { $seat }: propose to end the round
ceelkoqyuqkoqiji-label-accept = { $seat }: accept ending the round
ceelkoqyuqkoqiji-label-refuse = { $seat }: refuse, play on
ceelkoqyuqkoqiji-label-buy = { $seat }: buy back { $hole } for { $count }
ceelkoqyuqkoqiji-label-no-buy = { $seat }: do not buy back a hole
ceelkoqyuqkoqiji-label-sell = { $seat }: sell { $hole }

dongjintian-label-straight = Straight on { $arrow }
dongjintian-label-go = Go { $key } { $arrow }
dongjintian-label-pick = Sow from { $hole }

piprjall-label-dice = Dice { $throw }
piprjall-label-move = { $from } → { $to } ({ $die })
