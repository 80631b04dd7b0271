# Orð forritsins sjálfs (forsíða, vistuð spil, kynningarsíður, kennslustundir, sýningarskjár).
# Íslenska, vélstudd þýðing, yfirlestur vel þeginn. Sæti eru tölur: 0 Suður, 1 Norður, 2 Austur, 3 Vestur.
# Íðorð: docs/glossary-is.md.

# Sætin sem nöfn, í föllum, eins og kennslustundirnar beygja þau: { -north(case: "dat") } er
# „Norðri“, { -south(case: "gen") } „Suðurs“. Sniðmát sem fá sæti úr forritinu ({ $seat }, í
# nefnifalli) velja annað fall eftir auðkenni sætisins, { $seat-id }: south, north, east, west,
# til dæmis { $to-id -> [north] { -north(case: "dat") } … *[other] { $to } }.
-south = { $case ->
   *[nom] Suður
    [acc] Suður
    [dat] Suðri
    [gen] Suðurs
}
-north = { $case ->
   *[nom] Norður
    [acc] Norður
    [dat] Norðri
    [gen] Norðurs
}
-east = { $case ->
   *[nom] Austur
    [acc] Austur
    [dat] Austri
    [gen] Austurs
}
-west = { $case ->
   *[nom] Vestur
    [acc] Vestur
    [dat] Vestri
    [gen] Vesturs
}
seat = { $seat ->
    [0] { -south }
    [1] { -north }
    [2] { -east }
   *[3] { -west }
}
counters = { $count ->
    [one] { $count } steinn
   *[other] { $count } steinar
}

language-menu = Tungumál
language-loading = Hleð…
words-refused = Orðaskrá safnsins { $file } er með villu í línu { $line } og er ekki notuð ({ $error }). Orð forritsins sjálfs eru sýnd í staðinn.
tagline = Hefðbundin borðspil, spiluð eins og þeim var lýst
watch-demo = Horfa á tölvuna spila (sýnishorn)
choose-game = Veldu spil
play-computer = Spila við tölvuna
play-people = { $count ->
    [4] Fjórir leikmenn við þennan skjá
   *[other] Tveir leikmenn við þennan skjá
}
learn-step-by-step = Lærðu spilið skref fyrir skref
about-link = Hvernig { $game } er spilað, og um reglurnar
origin-players = { $origin } · { $players } leikmenn
more-choices = Fleiri kostir: reglur og leikmenn
option-yes = já
option-no = nei
player-person = manneskja
player-computer-easy = tölva, auðveld
player-computer-medium = tölva, miðlungs
player-computer-hard = tölva, erfið
start-with-rules = Byrja með þessum reglum
all-games = Öll spil
new-game-name = { $game } { $number }
# Names saved games give themselves: an import without a name, a game of the first version, a copy.
name-imported = { $game } (flutt inn)
name-saved-earlier = { $game } (vistað áður)
name-copy = { $name } (afrit)

notice-not-saved = Þetta spil er ekki vistað: { $error }. Þú getur haldið áfram að spila.
notice-unknown-game-saved = Vistaða spilið „{ $name }“ er af tegund sem þessi útgáfa kann ekki.
notice-cannot-open = Ekki er hægt að opna þetta vistaða spil: { $error }.
notice-no-such-game = Hér er ekkert spil sem heitir „{ $game }“.

your-games = Spilin þín
no-saved-games = Engin vistuð spil enn: veldu spil hér fyrir ofan til að byrja.
import-file = Flytja inn spilaskrá (.json)
set-aside-saves = Vistanir lagðar til hliðar
set-aside-explained = Ekki tókst að lesa þessar vistanir. Þær eru geymdar svo að ekkert glatist; fluttu eina út til að skoða hana eða gera við.
continue = Halda áfram
rename = Endurnefna
export = Flytja út
delete = Eyða
new-name = Nýtt nafn
save = Vista
cancel = Hætta við
confirm-deletion = Staðfesta eyðingu
delete-question = Eyða „{ $name }“? Það er ekki hægt að afturkalla.
yes-delete = Já, eyða
keep-it = Halda því
saved-row = { $game } · { $moves ->
    [one] { $moves } leikur
   *[other] { $moves } leikir
} · { $status }
export-failed = Útflutningur mistókst: { $error }
browser-refused-file = vafrinn bjó ekki til skrána
deleted = „{ $name }“ var eytt.
delete-failed = Ekki tókst að eyða „{ $name }“: { $error }
rename-failed = Ekki tókst að endurnefna: { $error }
read-failed = Ekki tókst að lesa { $file }.
imported = „{ $name }“ var flutt inn.
import-refused = { $file } var ekki flutt inn: { $error }. Engu var breytt.

how-to-play-game = Svona er { $game } spilað
about-these-rules = Um þessar reglur: heimildir, valkostir og hvernig heimildirnar voru lesnar
about-game = Um { $game }
for-researchers = Fyrir fræðafólk: uppruni og hvernig heimildirnar voru lesnar
researchers-in-english = Athugasemdirnar fyrir fræðafólk hér á eftir eru á ensku.
rule-options = Reglukostir
option-default-also = { " " }(sjálfgefið { $default }; einnig { $others })
how-sources-read = Hvernig heimildirnar voru lesnar
how-sources-read-intro = Þar sem heimildirnar þegja eða má lesa á fleiri en einn veg valdi boardlore lesturinn hér að neðan. Þar sem annar lestur er trúverðugur er hann boðinn sem reglukostur, nefndur í valinu.
decision-source = Heimildin:
decision-choice = Okkar val:
decision-why = Hvers vegna:

learn-game = Lærðu { $game }
learn-game-lesson = Lærðu { $game }: { $title }
no-such-lesson = Engin slík kennslustund er til fyrir þetta spil.
lesson-finished = Vel gert: þú hefur lokið þessari kennslustund í { $game }.
next-lesson = Næsta kennslustund: { $title }
step-of = Skref { $step } af { $count }
source-cited = Heimild: { $source }
step-notes = { $count ->
    [one] Hér fylgir forritið eigin túlkun á heimildinni, sem skýrð er í reglunótu
   *[other] Hér fylgir forritið eigin túlkunum á heimildinni, sem skýrðar eru í reglunótum
}
next-step = Næsta skref
finish-lesson = Ljúka kennslustundinni
try-again = Reyna aftur

demonstration = Sýnishorn
demo-game-name = { $game }: tölvan spilar við sjálfa sig
attract-banner = Snertu skjáinn til að spila þessi spil.
demo-banner = Sýnishorn: snertu skjáinn eða ýttu á einhvern takka til að spila.

game-number = Spil { $number }
round-number = Umferð { $number }
holds-off-board = { $seat } á til vara
loans = Lán
none-outstanding = engin útistandandi
owes = { $seat } skuldar { $other-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $other }
} { $count }
owes-in-all = { $seat } skuldar { $count } alls
rounds-played = Umferðir sem búið er að spila
round = Umferð
started = Byrjaði
seat-took = { $seat } tók
then = Síðan

notice-rules-refused = { $problems } Spilið hefst með venjulegu reglunum.
rule-no-options = { $game } hefur engan reglukost „{ $option }“; það hefur enga reglukosti.
rule-unknown-option = { $game } hefur engan reglukost „{ $option }“; kostir þess eru { $options }.
rule-bad-value = Reglukosturinn { $option } hefur ekkert gildi „{ $value }“; hann getur verið { $choices }.
rule-together = Þessir reglukostir fara ekki saman ({ $error }).
unknown-player = „{ $value }“ getur ekki spilað fyrir { $seat }: fyrir hvert sæti spilar manneskja eða tölva, á stiginu { $levels }. Manneskja spilar fyrir { $seat }.
list-separator = {", "}
list-or = { $rest } eða { $last }
list-and = { $rest } og { $last }

# Saved games the list could not take as they were, and what another tab or window did.
shelf-unlisted = Ekki er hægt að lesa vistuð spil: { $error }.
shelf-set-aside = Ekki var hægt að lesa vistað spil. Það hefur verið lagt til hliðar sem „{ $backup }“ og má flytja það út af listanum; önnur spil þín verða ekki fyrir áhrifum.
shelf-left-in-place = Ekki var hægt að lesa vistað spil. Ekki var pláss til að leggja það til hliðar, svo það var látið ósnert undir „{ $key }“; önnur spil þín verða ekki fyrir áhrifum.
shelf-not-migrated = Ekki var hægt að færa spil sem eldri útgáfa vistaði yfir á nýja sniðið ({ $error }); það var látið ósnert.
tab-played-elsewhere = Þetta spil var spilað áfram í öðrum flipa eða glugga; þessi flipi fylgir því og sýnir nýjustu stöðuna.
tab-changed-elsewhere = Þessu spili var breytt í öðrum flipa eða glugga (leikur tekinn til baka eða aðrir leikir leiknir); þessi flipi sýnir það nú eins og það var vistað þar.
conflict-played-on = Þetta spil var spilað áfram í öðrum flipa eða glugga áður en breyting þessa flipa var vistuð. Þessi flipi sýnir nú spilið eins og það var vistað þar, eftir { $moves } { $moves ->
        [one] leik
       *[other] leiki
    }; enginn leikur tapaðist.
conflict-diverged = Þetta spil var spilað öðruvísi í öðrum flipa eða glugga. Leikirnir sem voru leiknir hér eru geymdir sem sérstakt vistað spil, „{ $name }“, og þessi flipi heldur áfram með það; spilið sem var vistað í hinum flipanum helst óbreytt.

# The kiosk's question after a while without a touch, and its countdown to the attract screen.
kiosk-still-playing = Ertu enn að spila?
kiosk-returning = { $seconds ->
        [one] Spilin byrja aftur fyrir næsta gest eftir { $seconds } sekúndu.
       *[other] Spilin byrja aftur fyrir næsta gest eftir { $seconds } sekúndur.
    }
kiosk-yes = Já, ég er enn að spila
# The bar offered when a new version of the app has been downloaded (web/offline.js).
update-ready = Ný útgáfa af boardlore er tilbúin.
update-reload = Endurhlaða
notice-kiosk-research = Á þessum skjá eru aðeins spilin: rannsókn á reglutilbrigðum og greiningarborðið eru ekki í boði hér.
# While the study page or the analysis board is loading (its code comes only when opened).
research-loading = Hleð síðum rannsakenda…
research-failed = Ekki tókst að hlaða síðum rannsakenda. Athugaðu tenginguna og endurhlaðaðu síðuna.
game-loading = Hleð leiknum…
game-failed = Ekki tókst að hlaða leiknum. Athugaðu tenginguna og endurhlaðaðu síðuna.
shelf-loading = Hleð vistuðu leikjunum þínum…
# What web/recover.js shows when the app itself has failed.
failed-text = Eitthvað fór úrskeiðis og síðan stöðvaðist. Vistuðu spilin þín eru örugg: endurhlaðaðu síðuna til að halda áfram.
failed-kiosk = Eitthvað fór úrskeiðis. Spilin byrja aftur eftir andartak.
failed-reload = Endurhlaða síðuna
