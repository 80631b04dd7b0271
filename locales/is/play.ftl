# Spilaskjárinn (staða, val, stýringar, samantekt, deiling). Íslenska, vélstudd þýðing, yfirlestur vel þeginn.

new-to-game = Þekkirðu ekki { $game }? Lærðu það skref fyrir skref
lesson-board = Borð kennslustundarinnar
legend = Það sem borðið sýnir
notice-cannot-replay = Ekki er hægt að endurspila þetta vistaða spil ({ $error }); nýtt spil hefst.
download-failed = Ekki tókst að sækja leikjaskrána: { $error }
game-begins = { $game } hefst. { $status }
hint-text = Ábending: tölvan (erfið) myndi leika { $action } ({ $label })
dismiss = Loka
you-are = Þú ert { $seat }.
you-are-place = Þú ert { $seat }, { $place }.
seat-score = { $seat }: { $count } { $score }

new-game = Nýtt spil
animation = Hreyfingar
speed-off = engar
speed-slow = hægar
speed-normal = venjulegar
speed-fast = hraðar
autoplay = Þvingaðir leikir leiknir sjálfkrafa
hint = Ábending
take-back-last = Taka aftur síðasta leik
take-back-yours = Taka aftur leikinn þinn
download-record-over = Sækja leikjaskrá spilsins
download-record-so-far = Sækja leikjaskrána hingað til
moves-played = { $count ->
    [one] { $count } leikur leikinn
   *[other] { $count } leikir leiknir
}
considered-random = Síðasti leikur tölvunnar var af handahófi, eins og auðvelda stigið leikur stundum
considered = Síðasti leikur tölvunnar byggðist á { $count ->
    [one] { $count } prufuspili
   *[other] { $count } prufuspilum
}

level-random = handahóf
level-easy = auðveld
level-medium = miðlungs
level-hard = erfið
computer-thinking = { $seat } (tölva, { $level }) er að hugsa…
play-now = Leika núna
positions-considered = Stöður skoðaðar
done-of = { $done } af { $of }
leaning-to = hallast að { $action }
hint-positions-considered = Ábending: stöður skoðaðar
hint-now = Ábending núna

random-choice = Veldu fyrir mig af handahófi
throw-dice = Kasta teningunum
dice-by-hand = eða sláðu inn það sem kom upp á þínum eigin teningum:
die-number = Teningur { $number }
use-dice = Nota þessa teninga

moves-count = Leikir ({ $count })
looking-back = Litið til baka: staðan eftir leik { $at } af { $of }. { $status }
view-back = ◀ Til baka
view-forward = Áfram ▶
view-return = Aftur í spilið

why-ask = Af hverju? Hvað gerði þessi leikur?
why-hide = Fela skýringu

game-over = Spilinu er lokið
scores-list = Stig: { $scores }.
rounds = { $count ->
    [one] { $count } umferð
   *[other] { $count } umferðir
}
seat-captures = { $seat } { $count ->
    [one] { $count } taka
   *[other] { $count } tökur
}
relays = { $count ->
    [one] { $count } áframsáning
   *[other] { $count } áframsáningar
}
loans-between-rounds = { $count ->
    [one] { $count } lán milli umferða
   *[other] { $count } lán milli umferða
}
holes-sold = { $count ->
    [one] { $count } hola seld
   *[other] { $count } holur seldar
}
play-again = Spila aftur
switch-sides = Skipta um hlið
download-record = Sækja leikjaskrána

share-title = Deila þessu spili eða fella það inn
share-explained = Tengillinn byrjar nýtt spil með þessum reglum og leikmönnum á öðru tæki. Kóðabúturinn setur borðið inn á aðra vefsíðu; docs/embedding.md í verkefninu lýsir skilaboðum hans.
share-link = Tengill
share-embed = Innfelling
copy = Afrita
copied = Afritað
seat-computer = { $seat }: tölva ({ $level })

board = Borð
nobody = enginn
site-label = { $site } { $count ->
    [one] { $count } steinn
   *[other] { $count } steinar
}, { $claimed ->
    [yes] unnin hola, eign: { $owner }
   *[no] eign: { $owner }
}{ $legal ->
    [yes] , má leika
   *[no] {""}
}{ $target ->
    [yes] , valda taflan má fara hingað
   *[no] {""}
}
site-label-large = { $label }, með { $count ->
        [one] stóra steininum
       *[other] stóru steinunum
    } { $stones }
status-moving = { $seat } er að leika…
status-dice-thrown = Teningunum er kastað…
replay-last = Sýna síðasta leik aftur
box-off = bakki
box-bar = slá

# Choices that cannot be taken back, asked to be confirmed; a round's end kept on screen.
weighty-heading = Þetta er ekki hægt að taka aftur (þú verður beðin(n) að staðfesta):
confirm-question = { $choice }: ertu viss?
confirm-why = Þetta er ekki hægt að taka aftur.
confirm-yes = Já, gera það
confirm-no = Nei, til baka
tap-a-ringed-site = Ýttu á stað með þykkum hring á borðinu til að leika honum.
next-round = Næsta umferð
round-result-you = Umferð { $round }: þú tókst { $yours }, { $others }.
round-result = Umferð { $round }: { $all }.
round-seat-took = { $seat } { $count }
legend-last-move = Síðasti leikur lýsir innan í hverjum stað sem hann snerti (strikað þar sem hann hófst); taka lýsir í lit leikmannsins sem tók. Þykki hringurinn merkir enn það sem þú getur leikið.
legend-closed = Dauf hola með strikaðri brún og engri tölu er utan leiks í þessari umferð.
you-won = Þú vannst
you-lost = Þú tapaðir
you-drew = Jafntefli
lesson-you-play = Í þessu skrefi leikur þú { $seat }.
lesson-seat-changed = Athugaðu: í þessu skrefi leikur þú { $seat }, ekki lengur { $other }.
board-upright = Borðið stendur upprétt á þessum skjá: efri röð þess liggur niður hægri hliðina (hægri endinn efst), neðri röðin upp vinstri hliðina (vinstri endinn neðst).
