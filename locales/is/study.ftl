# Rannsóknasíðan (?study=1): mörg spil tveggja stillinga borin saman, fyrir rannsakendur.
# Íðorð: docs/glossary-is.md.

study-link = Bera saman reglutilbrigði (rannsókn)
study-title = Rannsókn: tvær stillingar í mörgum spilum
study-intro = Tölvan spilar mörg spil með hvorri stillingu, hvert sæti á þeim styrkleika sem þú velur, á öllum kjörnum þessa tækis. Sama fræ gefur sömu spil hér og í skipanalínunni (boardlore study).
study-game = Spil
study-setting = Stilling { $number }
study-level-random = handahófsleikir
study-games = Spil í hverri stillingu
study-seed = Fræ
study-run = Keyra rannsóknina
study-stop = Stöðva
study-progress = { $done } af { $total ->
    [one] { $total } spili
   *[other] { $total } spilum
} { $done ->
    [one] spilað
   *[other] spiluð
}, á { $workers ->
    [one] { $workers } vinnsluþræði
   *[other] { $workers } vinnsluþráðum
}
study-stopped = Stöðvað eftir { $done } af { $total ->
    [one] { $total } spili
   *[other] { $total } spilum
}.
study-finished = { $total } spil spiluð á { $seconds } s á { $workers ->
    [one] { $workers } vinnsluþræði
   *[other] { $workers } vinnsluþráðum
}.
study-failed = Rannsóknin stöðvaðist: { $error }
study-results = Niðurstöður
study-usual-rules = venjulegar reglur
study-share = { $share }%
study-interval = { $low } til { $high }
study-row-games = Spil
study-row-wins = { $seat }: sigrar (95% öryggisbil)
study-row-advantage = Forskot fyrsta sætis, í prósentustigum umfram jafnan hlut
study-row-draws = Jafntefli
study-row-length = Aðgerðir á spil (meðaltal)
study-row-quantiles = Aðgerðir á spil: miðgildi (10. til 90. hundraðshlutamark)
study-row-turns = Leikir á spil
study-row-rounds = Umferðir á spil
study-defined-interval = Bilið á eftir hverjum hlut er 95% öryggisbil hans (Wilson): breiðara bil merkir færri spil eða jafnari útkomu.
study-defined-advantage = Hlutur fyrsta sætis í sigrum að frádregnum jöfnum hlut (helmingi spilanna með tveimur sætum, fjórðungi með fjórum), í prósentustigum, með 95% öryggisbili.
study-defined-actions = Aðgerð er ein færsla í leikjaskrá spils: leikur, val eða teningakast (eða önnur tilviljunarútkoma).
study-defined-quantiles = Helmingur spilanna tók færri aðgerðir en miðgildið; eitt af hverjum tíu færri en fyrri tala bilsins, eitt af hverjum tíu fleiri en sú seinni.
study-defined-turns = Leik lýkur í hvert sinn sem reglur þessa forrits láta sæti eiga leik eða ljúka spilinu: eftir hvern leik, og einu sinni enn við lok hverrar umferðar (umferð lýkur, svo hefst sú næsta). Teningakast er sérstök aðgerð, svo aðgerðir geta verið fleiri en leikir, eða, í spili með mörgum umferðum, leikir fleiri en aðgerðir.
study-row-captures = { $seat }: tökur á spil
study-measure-relays = Áframsáningar á spil
study-measure-claims = Holur sem skipta um eiganda á spil
study-measure-settles = Afgangar gerðir upp á spil
study-measure-loans = Lán á spil
study-measure-repayments = Endurgreiðslur á spil
study-measure-surrenders = Steinar látnir af hendi á spil
study-measure-holes-sold = Seldar holur á spil
study-measure-holes-bought-back = Holur keyptar aftur á spil
study-measure-large-stone-buy-backs = Stórir steinar keyptir aftur á spil
study-measure-doubles = Tvennur kastaðar á spil
study-measure-abandoned = Umferðir felldar niður á spil
study-chart-wins = Sigrar eftir sætum, með 95% öryggisbilum
study-chart-draws = Jafntefli
study-chart-lengths = Lengd spilanna (aðgerðir), hlutfall spila
study-chart-measures = Mælingar spilsins sjálfs, á spil
study-csv = Sækja línurnar (CSV)
study-link-again = Tengill á þessa rannsókn
study-command = Sama rannsókn í skipanalínunni:
study-bad-game = Ekkert spil heitir „{ $game }“: rannsóknin er á { $first }.
study-bad-rules-text = Stilling { $setting }: „{ $text }“ er ekki listi af reglukostum (heiti:gildi, aðskilin með kommum). Hún notar venjulegar reglur.
study-bad-rules = Stilling { $setting }: { $problems } Hún notar venjulegar reglur.
study-bad-level = Stilling { $setting }: „{ $value }“ er ekki styrkleiki (random, easy, medium eða hard). Öll sæti leika af handahófi.
study-bad-seats = Stilling { $setting }: { $given ->
    [one] { $given } styrkleiki gefinn
   *[other] { $given } styrkleikar gefnir
}, en spilið hefur { $seats } sæti. Öll sæti leika af handahófi.
study-bad-games = „{ $games }“ er ekki fjöldi spila frá 1 til { $max }. { $default } spil eru spiluð.
study-bad-seed = „{ $seed }“ er ekki fræ (heil tala, 0 eða hærri). Fræ 1 er notað.
study-bad-workers = „{ $workers }“ er ekki fjöldi vinnsluþráða frá 1 til { $max }. { $used ->
    [one] { $used } er notaður
   *[other] { $used } eru notaðir
}.
study-row-ludii = Ludii { $name }
study-defined-ludii = Sömu tölur undir heitum hugtakagagnagrunns Ludii, reiknaðar eins og mælikvarðar Ludii reikna þær, hver með 95% öryggisbili: hlutföll eru frá 0 til 1; lengdir og fjöldi löglegra aðgerða þegar sæti velur (teningaköst ekki talin) eru meðaltöl á spil. Rannsóknarleiðbeiningarnar (docs/research.md) segja hvað hver tala telur hér.
study-ludii-no-limit = 0 (engin hámörk í þessari stillingu)
