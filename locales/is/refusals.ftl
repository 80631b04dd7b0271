# boardlore: hvers vegna aðgerð var hafnað, sagt undir borðinu. Heiti hola, reita og aðgerða
# (a1, t12:5, roll:6-5, lend, fill:a3) eru táknmál: haldið þeim. Vélstudd þýðing, yfirlestur vel þeginn.

refused = aðgerðinni „{ $action }“ var hafnað: { $reason }
refused-action = { $action }: { $reason }
refused-round-over = umferðinni er lokið
refused-game-over = spilinu er lokið
refused-match-over = viðureigninni er lokið
refused-empty = { $hole } er tóm
refused-not-your-row = { $hole } er ekki í röðinni sem { $seat } á
tab-not-followed = Ekki tókst að fylgja spilinu sem var vistað í öðrum flipa eða glugga ({ $error }); þessi flipi heldur sínum leikjum.

leyla-refused-unknown = „{ $text }“ er ekki hola (a1..a6, b1..b6)
leyla-refused-captured = { $hole } er unnin hola; enginn sáir úr henni
leyla-refused-out-of-play = { $hole } er ekki í leik í þessari umferð
leyla-refused-no-loan = ekkert lán er í boði núna
leyla-refused-loan-pending = umferðinni er lokið: ákveddu fyrst lánið (lend eða keep)
leyla-refused-fill-pending = veldu fyrst holurnar sem á að fylla fyrir næstu umferð (fill:a3)
leyla-refused-not-filling = holur eru aðeins fylltar milli umferða, þegar reglurnar leyfa leikmönnum að velja
leyla-refused-already-filled = { $hole } hefur þegar verið fyllt

ceelkoqyuqkoqiji-refused-unknown = „{ $text }“ er ekki aðgerð í Ceelkoqyuqkoqiji
ceelkoqyuqkoqiji-refused-not-now = { $action } er ekki hægt núna: { $reason }
ceelkoqyuqkoqiji-refused-over = viðureigninni er lokið
ceelkoqyuqkoqiji-refused-store = sáning hefst aldrei úr forðabúri
ceelkoqyuqkoqiji-refused-sold = { $hole } hefur verið seld
ceelkoqyuqkoqiji-refused-sector-empty = holurnar þínar eru tómar: fyrst huelshe
ceelkoqyuqkoqiji-refused-stones-left = { $seat } á enn steina til að sá; huelshe er fyrir tómar holur
ceelkoqyuqkoqiji-refused-huelshe-obligatory = huelshe er skylda meðan stór steinn er í eigin forðabúri
ceelkoqyuqkoqiji-refused-short-huelshe = stutt huelshe fyllir samfellda röð hola án eyðu (seld hola er eyða)
ceelkoqyuqkoqiji-refused-propose-again = tillögu sem var hafnað má aðeins bera aftur upp eftir sáningu
ceelkoqyuqkoqiji-refused-place-first = veldu fyrst hvar stóri steinninn fellur
ceelkoqyuqkoqiji-refused-throw-first = umferðin hefst á því að rétta fram fingur
ceelkoqyuqkoqiji-refused-answer = fyrst þarf að svara tillögunni um að ljúka umferðinni
ceelkoqyuqkoqiji-refused-settling = verið er að gera upp reikningana milli umferða
ceelkoqyuqkoqiji-refused-not-legal = það er ekki ein af löglegu aðgerðunum

dongjintian-refused-unknown = „{ $text }“ er hvorki hola (a1..e4) né átt (N, E, S, W)
dongjintian-refused-pick-first = veldu fyrst holu til að sá úr
dongjintian-refused-choose-direction = sáningin heldur áfram: veldu átt
dongjintian-refused-blocked = ekki hægt að fara { $dir }: { $reason }
dongjintian-refused-off-board = það er út af borðinu
dongjintian-refused-doubles-back = sáning snýr aldrei til baka
dongjintian-refused-already-sown = eins og Ludii leikur það fer sáning aldrei í holu sem hún hefur þegar sáð í (reglukosturinn sowing ludii)

piprjall-refused-unknown = „{ $text }“ er hvorki kast (roll:6-5) né leikur (t12:5)
piprjall-refused-dice-range = teningar sýna 1 til 6
piprjall-refused-throw-first = fyrst þarf að kasta teningunum
piprjall-refused-thrown = teningunum hefur verið kastað; færðu töflu
piprjall-refused-no-die = enginn { $die } til að leika (eftir: { $left })
piprjall-refused-doubles-order = tvennur eru leiknar í röð: næst er { $die }
piprjall-refused-more-doubles = annar leikur leyfir að leika meira af tvennunum
piprjall-refused-both-dice = leika þarf báðum teningum þegar hægt er, þeim hærri þegar aðeins annar kemst
piprjall-refused-from = töflur færast af reit eða af eigin slá
piprjall-refused-no-piece = þar er engin tafla þín
piprjall-refused-re-enter-first = tafla sem var slegin út verður fyrst að koma aftur inn
piprjall-refused-re-enter-empty = tafla kemur aðeins aftur inn á auðan reit
piprjall-refused-bear-off-home = töflur eru teknar af borðinu þegar allar töflur þínar eru komnar í síðasta fjórðunginn
piprjall-refused-higher-die = hærri teningur tekur aðeins af borðinu af fjarlægasta reitnum
piprjall-refused-closed = tvær eða fleiri töflur andstæðingsins loka þeim reit
piprjall-refused-two-on-start-side = ekki fleiri en tvær töflur þínar á reit upphafshliðarinnar
piprjall-refused-five-first = engin tafla fer fram hjá næstsíðasta reit upphafshliðarinnar fyrr en fimm töflur hafa yfirgefið upphafið

# Hvers vegna vistaður leikur eða innflutt skrá verður ekki lesin. Tækniatriði (orð JSON-þáttarans)
# fylgja á ensku; heiti sniðsins og auðkenni leikja eru rituð eins og þau eru.
record-malformed = þetta er ekki gild leikjaskrá
record-wrong-format = þetta er ekki boardlore-skrá (sniðið er „{ $format }“, átti að vera „{ $expected }“)
record-version = útgáfa { $version } skrár er ekki studd (þessi útgáfa les útgáfu { $supported })
record-illegal = aðgerð { $number }: { $refusal }
record-state-mismatch = staða viðureignarinnar í skránni passar ekki við leikina í henni; skránni gæti hafa verið breytt
record-state-mismatch-detail = staða viðureignarinnar í skránni passar ekki við leikina í henni ({ $detail }); skránni gæti hafa verið breytt
setup-unknown-game = óþekkt spil „{ $game }“ (þekkt: { $known })
setup-bad-rules = rangir reglukostir fyrir { $game }
save-not-found = ekkert vistað spil heitir „{ $id }“
save-bad-id = „{ $id }“ er ekki gilt auðkenni spils
save-exists = vistað spil „{ $id }“ er þegar til
save-name-empty = nafn má ekki vera autt
save-name-too-long = nafn hefur í mesta lagi { $most ->
    [one] { $most } staf
   *[other] { $most } stafi
}
save-unreadable = ekki er hægt að lesa vistaða spilið
store-unavailable = ekki er hægt að vista í þessum vafra
store-full = geymsla vafrans er full

## Staða sem sett er upp handvirkt og spilið hafnar

position-shape = listinn { $list } í stöðunni hefur { $given ->
    [one] { $given } færslu
   *[other] { $given } færslur
}; hann þarf { $expected }
position-too-many = á { $site } eru { $count }; þar mega vera mest { $most }
position-owner = { $site } getur ekki tilheyrt { $seat-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $seat }
}
position-stone = stóri steinninn { $stone } getur ekki staðið á { $site }
position-stone-won = { $seat } getur ekki hafa unnið stóra steininn { $stone }
position-mover = { $seat } getur ekki átt leik í þessu spili
position-mover-number = Sæti { $number } getur ekki átt leik í þessu spili
position-total = í stöðunni eru { $given ->
    [one] { $given } steinn
   *[other] { $given } steinar
} alls; í þessu spili eru alltaf { $expected }
position-stuck = { $seat } á leik en hefur enga steina til að sá: umferðinni væri þegar lokið
position-empty-board = borðið er tómt: spilinu væri þegar lokið
position-unsupported = ekki er hægt að setja upp stöðu handvirkt í þessu spili
leyla-position-unpaired = { $hole } er unnin en { $facing }, á móti henni, er ekki unnin af sama leikmanni: þegar hola er unnin fylgir holan á móti
ceelkoqyuqkoqiji-position-no-hole = { $seat } hefur selt allar holur sínar: viðureigninni væri þegar lokið
piprjall-position-unowned = töflurnar á { $point } tilheyra hvorugum
piprjall-position-pieces = { $seat } hefur { $count ->
    [one] { $count } töflu
   *[other] { $count } töflur
}; hvor hlið hefur nákvæmlega { $each }
piprjall-position-borne-off = { $seat } hefur tekið allar töflur af borðinu: spilinu væri þegar lokið
record-position = staðan sem sett var upp í skránni er ekki tekin gild: { $reason }
