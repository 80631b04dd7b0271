# Greiningarborðið (`?record=...&at=K`): heilt spil skoðað leik fyrir leik, deilt og haldið áfram.
analysis-title = Greiningarborð: { $game }
analysis-start = Upphafsstaðan.
analysis-played = Síðasti leikur: { $seat } lék { $action }.
analysis-thrown = Síðasti leikur: kastið { $action }.
analysis-at = Leikur { $at } af { $of }.
analysis-steps = Fara í gegnum spilið
analysis-first = Fyrsti
analysis-previous = Fyrri
analysis-next = Næsti
analysis-last = Síðasti
analysis-keys = Örvalyklarnir fara leik fyrir leik; Home og End fara á upphaf og enda spilsins.
analysis-you-play = Halda áfram sem { $seat }, gegn
analysis-against-person = manneskju
analysis-against-computer = tölvunni ({ $level })
analysis-play-on = Halda áfram héðan
analysis-play-on-name = { $game } frá leik { $at }
analysis-not-saved = Ekki tókst að vista nýja spilið: { $error }
analysis-open-file = Opna leikjaskrá á greiningarborðinu:
analysis-file-refused = Ekki er hægt að opna { $file }: { $error }
notice-bad-record-link = Ekki er hægt að opna þennan spilatengil: { $error }. Vistuðu spilin þín eru óbreytt.
notice-bad-at = Það er enginn leikur { $at } í þessu spili með { $moves ->
    [one] { $moves } leik
   *[other] { $moves } leikjum
}: það er sýnt frá byrjun.
share-position-link = Tengill á þessa stöðu (greiningarborð)
share-position-embed = Fella inn þessa stöðu
share-open-analysis = Opna þessa stöðu á greiningarborðinu
candidates-title = Leikir sem koma til greina
candidates-ask = Spyrja tölvuna hvaða leikir koma til greina
candidates-thinking = Tölvan leitar: { $done } af { $of ->
    [one] { $of } prufuspili
   *[other] { $of } prufuspilum
}.
candidates-stop = Stöðva og sýna
candidates-explained = Hver leikur sem tölvan prófaði hér, hve mörg prufuspil fóru um hann og meðalútkoma fyrir { $seat } eftir hann (1 sigur, −1 tap). Sá sem oftast var reyndur er merktur á borðinu.
candidates-move = Leikur
candidates-playouts = Prufuspil
candidates-result = Meðalútkoma
candidates-none = Hér er ekkert að vega: aðeins einn leikur er mögulegur, eða valið er leynilegt.
candidates-failed = Tölvan gat ekki svarað: { $error }
analysis-setup-open = Setja upp stöðu
analysis-setup-title = Setja upp stöðu
analysis-setup-help = Ýttu á reit á borðinu til að velja hann, breyttu svo því sem á honum er með − og + og, þar sem spilið leyfir, hverjum hann tilheyrir.
analysis-setup-site = { $site }: { $count }
analysis-setup-less = Einum færri á { $site }
analysis-setup-more = Einum fleiri á { $site }
analysis-setup-owner-captured = Unnin af
analysis-setup-owner-captured-none = engum (enn leikin)
analysis-setup-owner-sold = Seld
analysis-setup-owner-sold-none = engum (á sinni hlið)
analysis-setup-owner-pieces = Hvers töflur
analysis-setup-owner-pieces-none = engra (auður reitur)
analysis-setup-held = Utan borðs
analysis-setup-held-less = Einum færri hjá { $seat-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $seat }
}
analysis-setup-held-more = Einum fleiri hjá { $seat-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $seat }
}
analysis-setup-stone = Hvar { $stone } stendur
analysis-setup-stone-won = unninn af { $seat-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $seat }
}
analysis-setup-mover = Á leik
analysis-setup-total = { $count } af { $total } alls
analysis-setup-valid = Þessa stöðu má spila.
analysis-setup-play = Spila héðan
analysis-setup-close = Aftur í spilið
analysis-setup-name = { $game }, sett upp handvirkt

# Why a game link (`record=`) cannot be opened: the `error` of notice-bad-record-link.
link-too-long = spilatengillinn er of langur ({ $length ->
    [one] { $length } stafur
   *[other] { $length } stafir
}, í mesta lagi { $most })
link-not-base64 = spilatengillinn er skemmdur: stafur { $at } („{ $found }“) má ekki vera í honum
link-not-text = spilatengillinn er skemmdur: hann verður ekki að texta
link-version = spilatengillinn er af útgáfu „{ $version }“, sem þessi útgáfa boardlore getur ekki lesið
link-missing = spilatengillinn er styttur: í hann vantar { $part ->
        [version] útgáfu
        [game] spil
        [rules] reglukosti
        [seed] fræ
        [players] leikmenn
       *[actions] leiki
    }
link-rules = ekki er hægt að lesa reglukosti spilatengilsins
link-setup = ekki er hægt að lesa stöðuna sem sett var upp í spilatenglinum
link-seed = fræ spilatengilsins, „{ $seed }“, er ekki heil tala undir 2^53
link-player = spilatengillinn nefnir leikmanninn „{ $name }“ (person, random, easy, medium eða hard)
link-too-many-seats = spilatengillinn nefnir { $given ->
    [one] { $given } leikmann
   *[other] { $given } leikmenn
} fyrir spil með í mesta lagi { $seats } sæti
link-record = ekki er hægt að endurspila spilið í tenglinum: { $error }
