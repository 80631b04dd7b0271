# Stöðulínan: hver á leik, eða hvernig spili lauk. Íslenska, vélstudd þýðing, yfirlestur vel þeginn.

status-in-english = { $text }
list-1 = { $a }
list-2 = { $a } og { $b }
list-3 = { $a }, { $b } og { $c }
list-4 = { $a }, { $b }, { $c } og { $d }

leyla-status-to-move = { $seat } á leik
leyla-status-round-over = Umferð lokið{ $repetition ->
    [yes] { " " }vegna endurtekningar
   *[no] {""}
}: Suður { $south }, Norður { $north }; { $result ->
    [south] Suður vinnur umferðina
    [north] Norður vinnur umferðina
   *[drawn] umferðin er jöfn
}
leyla-status-in-round = Umferð { $number }: { $status }
leyla-status-loan-offer = Umferð { $number } lokið (Suður { $south }, Norður { $north }). { $lender } á { $count ->
    [one] { $count } stein
   *[other] { $count } steina
} umfram og má lána { $borrower-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $borrower }
} { $count ->
    [one] hann
   *[other] þá
}
leyla-status-fill = Umferð { $number }: { $seat } velur holurnar sem á að fylla ({ $left } eftir af { $pairs }); tómar holur eru í leik
leyla-status-cannot-fill = Viðureigninni lauk eftir { $number } { $number ->
    [one] umferð
   *[other] umferðir
}: { $loser } getur ekki fyllt holu; { $winner } vinnur viðureignina
leyla-status-match-repeated = Viðureigninni lauk eftir { $number } { $number ->
    [one] umferð
   *[other] umferðir
}, þar sem sú síðasta var leikin leik fyrir leik eins og tvær fyrri: Suður { $south }, Norður { $north }; { $winner ->
    [south] Suður vinnur viðureignina
    [north] Norður vinnur viðureignina
   *[none] viðureignin er jöfn
}

ceelkoqyuqkoqiji-status-throw-south = Umferð { $round }: réttið fram fingur til að ákveða hver byrjar. Suður velur fyrst (Norður lítur undan)
ceelkoqyuqkoqiji-status-throw-north = Umferð { $round }: Norður velur fingur (Suður lítur undan)
ceelkoqyuqkoqiji-status-huelshe = Umferð { $round }: { $seat } á enga steina í holunum sínum: huelshe
ceelkoqyuqkoqiji-status-to-move = Umferð { $round }: { $seat } á leik
ceelkoqyuqkoqiji-status-placing = Umferð { $round }: { $seat }, veldu hvar stóri steinninn fellur
ceelkoqyuqkoqiji-status-answer = Umferð { $round }: { $seat } leggur til að umferðinni ljúki; { $other } svarar
ceelkoqyuqkoqiji-status-buy-back = Eftir umferð { $round }: { $seat } má kaupa aftur selda holu
ceelkoqyuqkoqiji-status-sell = Eftir umferð { $round }: { $seat } skuldar { $creditor-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $creditor }
} { $count } og verður að selja holu
ceelkoqyuqkoqiji-status-lost = Viðureigninni lauk eftir { $round } { $round ->
    [one] umferð
   *[other] umferðir
}: { $seat } hefur tapað
ceelkoqyuqkoqiji-status-drawn = Viðureigninni lauk eftir { $round } { $round ->
    [one] umferð
   *[other] umferðir
}: jafntefli

dongjintian-status-pick = { $seat } á leik: veldu holu
dongjintian-status-steer = { $seat } sáir: { $count } eftir; veldu næstu holu
dongjintian-status-over = Spilinu er lokið; flestir steinar teknir: { $seats } ({ $count })
dongjintian-status-ludii-limit = Spilinu er lokið við hámark Ludii: jafntefli

piprjall-status-roll = Spil { $game }: { $seat } á að kasta teningunum
piprjall-status-play = Spil { $game }: { $seat } kastaði { $throw }; eftir að leika: { $steps }
piprjall-status-over = Viðureigninni er lokið: { $seat } vinnur { $score }
