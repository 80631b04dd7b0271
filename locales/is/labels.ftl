# Orðin á hnöppum valkostanna í spili. Íslenska, vélstudd þýðing, yfirlestur vel þeginn.

label-in-english = { $text }

leyla-label-lend = { $seat }: lána { $other-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $other }
} { $count ->
    [one] { $count } stein
   *[other] { $count } steina
}
leyla-label-keep = { $seat }: geyma { $count ->
    [one] steininn
   *[other] steinana
} { $count } til vara
leyla-label-fill = { $seat }: fylla { $hole } með { $count }

ceelkoqyuqkoqiji-label-throw = { $seat } sýnir { $finger ->
    [index] vísifingur (snák)
    [thumb] þumal (frosk)
   *[little] litlafingur (margfætlu)
}, sem sigrar { $beaten ->
    [index] vísifingur (snák)
    [thumb] þumal (frosk)
   *[little] litlafingur (margfætlu)
}
ceelkoqyuqkoqiji-label-sow-counter-clockwise = Sá úr { $hole } rangsælis ↺
ceelkoqyuqkoqiji-label-sow-clockwise = Sá úr { $hole } réttsælis ↻
ceelkoqyuqkoqiji-label-place = Láta stóra steininn falla sem stein { $number }
ceelkoqyuqkoqiji-label-huelshe-all = { $seat }: huelshe, einn steinn í hverja holu
ceelkoqyuqkoqiji-label-huelshe-into = { $seat }: huelshe í { $holes }
ceelkoqyuqkoqiji-label-decline = { $seat }: afþakka huelshe (umferðinni lýkur)
ceelkoqyuqkoqiji-label-propose = { $seat }: leggja til að umferðinni ljúki
ceelkoqyuqkoqiji-label-accept = { $seat }: samþykkja að umferðinni ljúki
ceelkoqyuqkoqiji-label-refuse = { $seat }: hafna, spila áfram
ceelkoqyuqkoqiji-label-buy = { $seat }: kaupa aftur { $hole } fyrir { $count }
ceelkoqyuqkoqiji-label-no-buy = { $seat }: kaupa enga holu aftur
ceelkoqyuqkoqiji-label-sell = { $seat }: selja { $hole }

dongjintian-label-straight = Beint áfram { $arrow }
dongjintian-label-go = Fara { $key } { $arrow }
dongjintian-label-pick = Sá úr { $hole }

piprjall-label-dice = Teningar { $throw }
piprjall-label-move = { $from } → { $to ->
    [off] af borði
   *[other] { $to }
} ({ $die })
