# Leyla (Wegi), „Af hverju?“: hvað leikur gerði og hvaða regla í skráningu Pankhursts (1971: 182)
# eða hvaða reglunóta (docs/rules-notes.md) olli því. Íslenska, vélstudd þýðing, yfirlestur vel
# þeginn. Orðalisti: docs/glossary-is.md; heimildir, númer nótna og heiti hola (a1, b6) haldast.

leyla-why-kept = { $seat } hélt steinunum tveimur sem voru umfram til vara í stað þess að lána þá (Pankhurst 1971: 182; reglunóta L14).
leyla-why-filled = { $count ->
    [one] Valda holan { $holes } er fyllt
   *[other] Völdu holurnar { $holes } eru fylltar
} með fjórum: milli umferða velur hvor leikmaður hvaða holur sínar hann fyllir, og tómu holurnar eru áfram í leik (reglukostur unfilled_holes, reglunóta L15).
leyla-why-passed = { $what } (Pankhurst 1971: 182).
leyla-why-round-start = Umferð { $round } hefst með { $count ->
    [one] { $count } holu
   *[other] { $count } holum
} á mann: báðir fylla jafnmargar holur með fjórum og sá fátækari getur, og sá ríkari heldur afganginum (Pankhurst 1971: 182); { $seat } byrjar (reglunóta L16).
leyla-why-lend-offer = Báðir eiga tvo steina umfram: { $lender }, sá ríkari, má lána { $borrower-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $borrower }
} þá eða halda þeim (Pankhurst 1971: 182; reglunóta L14).
leyla-why-choose-holes = { $seat } velur nú hvaða holur í sinni röð fyllast með fjórum; tómu holurnar eru áfram í leik (reglukostur unfilled_holes, reglunóta L15).
leyla-why-match-over = { $loser } getur ekki fyllt eina einustu holu með fjórum, svo viðureigninni er lokið og { $winner } vinnur (Pankhurst 1971: 182).
leyla-why-sown = { $count ->
    [1] { $seat } tók upp eina steininn í { $hole } og sáði honum réttsælis (Pankhurst 1971: 182).
    [one] { $seat } tók upp { $count } stein í { $hole } og sáði þeim einum og einum, réttsælis (Pankhurst 1971: 182).
   *[other] { $seat } tók upp { $count } steina í { $hole } og sáði þeim einum og einum, réttsælis (Pankhurst 1971: 182).
}
leyla-why-relay = Síðasti steinninn féll í { $hole }, þar sem steinar voru fyrir, svo þeir voru teknir upp og þeim sáð áfram: áframsáning (Pankhurst 1971: 182).
leyla-why-relays = Síðasti steinninn féll { $count ->
    [2] tvisvar
    [one] { $count } sinni
   *[other] { $count } sinnum
} í holu með steinum ({ $holes }); í hvert sinn voru steinarnir teknir upp og þeim sáð áfram: áframsáningar (Pankhurst 1971: 182).
leyla-why-relays-many = Síðasti steinninn féll { $count ->
    [one] { $count } sinni
   *[other] { $count } sinnum
} í holu með steinum; í hvert sinn voru steinarnir teknir upp og þeim sáð áfram: áframsáningar (Pankhurst 1971: 182).
leyla-why-made-four = Með síðasta steininum urðu fjórir steinar í { $hole }, holu í röðinni sem { $owner } á, svo { $seat } vann hana og { $facing }, holuna á móti: steinarnir liggja kyrrir, enginn sáir framar úr þessum holum, og sáningunni lauk (Pankhurst 1971: 182; reglunóta L5).
leyla-why-took-one-more = Síðasti steinninn féll í { $hole }, holu sem { $owner } hafði unnið, svo { $seat } tók hann og einn stein til viðbótar þaðan, og sáningunni lauk (Pankhurst 1971: 182).
leyla-why-took-only-it = Síðasti steinninn féll í { $hole }, holu sem { $owner } hafði unnið, svo { $seat } tók hann; holan var tóm, svo ekkert meira var að taka (reglunóta L6).
leyla-why-fell = Síðasti steinninn féll í { $hole } og sáningunni lauk.
leyla-why-fell-own = Síðasti steinninn féll í { $hole }, holu sem { $seat } vann áður, svo sáningunni lauk og steinninn liggur þar kyrr (reglunóta L2).
leyla-why-came-round = Síðasti steinninn kom hringinn í { $hole }, sem hefur verið tóm síðan steinarnir voru teknir úr henni, svo sáningunni lauk (Pankhurst 1971: 182).
leyla-why-fell-empty = Síðasti steinninn féll í { $hole }, tóma holu, svo sáningunni lauk (Pankhurst 1971: 182).
leyla-why-fell-for-ever = Síðasti steinninn féll í { $hole }, en að taka hann upp aftur myndi aðeins endurtaka sáninguna endalaust, svo sáningunni lauk þar (reglunóta L4).
leyla-why-seat-took = { $seat } tók { $count }
leyla-why-round-over-stuck = { $seat } á ekkert eftir til að sá, svo umferðinni er lokið (reglunóta L8): hvor leikmaður tekur steinana í lausu holunum í sinni röð og í holunum sem hann vann (Pankhurst 1971: 182); { $taken }.
leyla-why-round-over-either = Annar leikmaðurinn á ekkert eftir til að sá, og samkvæmt reglukostinum round_end either_row lýkur umferðinni þá, hver sem á leik (reglunóta L8): hvor leikmaður tekur steinana í lausu holunum í sinni röð og í holunum sem hann vann (Pankhurst 1971: 182); { $taken }.
leyla-why-round-over = Umferðinni er lokið: hvor leikmaður tekur steinana í lausu holunum í sinni röð og í holunum sem hann vann (Pankhurst 1971: 182); { $taken }.
leyla-why-repaid = { $from } endurgreiddi { $to-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $to }
} { $count ->
    [one] { $count } stein
   *[other] { $count } steina
} af láninu, enda aflögufær nú
leyla-why-surrendered = { $from } átti einn stein umfram eftir að hafa fyllt holur með fjórum og lét { $to-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $to }
} hann eftir
leyla-why-lent = { $from } lánaði { $to-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $to }
} { $count ->
    [one] { $count } stein
   *[other] { $count } steina
}, sem greiðast í síðari umferð
leyla-why-passed-on = { $from } lét { $to } fá { $count ->
    [one] { $count } stein
   *[other] { $count } steina
}

# Athugasemdir umferða (síðasti dálkur umferðatöflunnar).
leyla-note-repeated = Umferð { $round } var leikin leik fyrir leik eins og tvær fyrri umferðir frá sömu byrjun: viðureigninni er lokið
leyla-note-repaid = { $seat } endurgreiddi { $count } (skuldar enn { $still })
leyla-note-surrendered = { $seat } lét { $other-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $other }
} eftir 1 stein
leyla-note-lent = { $seat } lánaði { $other-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $other }
} { $count ->
    [one] { $count } stein
   *[other] { $count } steina
}
leyla-note-kept = { $seat } hélt { $count ->
    [one] { $count } steini
   *[other] { $count } steinum
} umfram til vara
leyla-note-cannot-fill = { $seat } getur ekki fyllt holu: viðureigninni er lokið
leyla-note-next-round = Umferð { $round } er leikin með { $count ->
    [one] { $count } holu
   *[other] { $count } holum
} á mann
