# Ceelkoqyuqkoqiji, „Af hverju?“: hvað leikur gerði og hvaða regla í frásögn Eagle (1995: 53-55)
# eða hvaða reglunóta (docs/rules-notes.md, C1-C19) olli því. Íslenska, vélstudd þýðing,
# yfirlestur vel þeginn. Orðalisti: docs/glossary-is.md; heimildir, númer nótna og heiti hola
# haldast. $goat er mu eða gong (none þar sem engin geit er átt við).

ceelko-why-finger-chosen = { $seat } hefur valið fingur; nú velur { $other } án þess að líta á hann. Vísifingur sigrar þumal, þumall sigrar litlafingur og litlifingur sigrar vísifingur (Eagle 1995: 53-55).
ceelko-why-finger-tie = Báðir réttu fram sama fingur, svo þeir kasta aftur (Eagle 1995: 53-55; reglunóta C14).
ceelko-why-proposed = { $seat } leggur til að umferðinni ljúki; { $other } má samþykkja eða hafna. Umferð lýkur með samkomulagi, og hvor leikmaður tekur steinana sem eftir eru í hans eigin holum (Eagle 1995: 53-55; reglunóta C11).
ceelko-why-refused = { $seat } hafnaði, svo spilið heldur áfram; { $other } má ekki leggja það til aftur fyrr en eftir sáningu (reglunóta C11).
ceelko-why-goat-to-place = Meðal steinanna sem teknir voru úr { $hole } er { $goat ->
    [mu] mu
   *[other] gong
}: stórum steinum má sá í hvaða röð sem er, svo { $seat } velur hvar { $goat ->
    [mu] hún fellur
   *[other] hann fellur
} (Eagle 1995: 53-55; reglunóta C3).
ceelko-why-must-sell = { $seat } skuldar { $other-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $other }
} { $count }: skuld upp á fimm knýr fram sölu holu, og seljandinn velur hverja (Eagle 1995: 53-55).
ceelko-why-may-buy-back = { $seat } á { $count ->
    [one] { $count } stein
   *[other] { $count } steina
} aflögu og má kaupa aftur holu sem seld var; sá sem keypti hana má ekki neita (Eagle 1995: 53-55).
ceelko-why-lost-no-holes = { $seat } á enga holu eftir til að sá úr eða selja, svo { $seat } hefur tapað viðureigninni (reglunóta C15).
ceelko-why-lost-repeated = Næsta umferð hefði byrjað eins og tvær fyrri, svo viðureigninni lýkur; { $seat }, sem er minna virði, hefur tapað (reglunóta C16).
ceelko-why-drawn-repeated = Næsta umferð hefði byrjað eins og tvær fyrri, svo viðureigninni lýkur með jafntefli (reglunóta C16).
ceelko-why-sown = { $seat } tók upp { $count ->
    [1] eina steininn í { $hole } og sáði honum
    [one] { $count } stein í { $hole } og sáði þeim einum og einum,
   *[other] { $count } steina í { $hole } og sáði þeim einum og einum,
} { $way ->
    [clockwise] réttsælis
   *[other] rangsælis
}, í gegnum holurnar og forðabúrin á leiðinni; velja má hvora áttina sem er (Eagle 1995: 53-55).
ceelko-why-goat-dropped = { $goat ->
    [mu] Mu
   *[other] Gong
} féll í { $hole }.
ceelko-why-relay = Í holunni á eftir síðasta steininum, { $hole }, voru steinar, svo þeir voru teknir upp og þeim sáð áfram í sömu átt: áframsáning (Eagle 1995: 53-55).
ceelko-why-relay-store = Í holunni á eftir síðasta steininum, { $hole }, voru steinar, svo þeir voru teknir upp og þeim sáð áfram í sömu átt: áframsáning (Eagle 1995: 53-55). Forðabúr telst fullt aðeins meðan eigin geit þess hefur aldrei yfirgefið það, og þá er geitin ein tekin upp.
ceelko-why-relays = Í holunni á eftir síðasta steininum voru steinar { $count ->
    [2] tvisvar
    [one] { $count } sinni
   *[other] { $count } sinnum
} ({ $holes }), svo í hvert sinn voru þeir teknir upp og þeim sáð áfram í sömu átt: áframsáningar (Eagle 1995: 53-55).
ceelko-why-relays-store = Í holunni á eftir síðasta steininum voru steinar { $count ->
    [2] tvisvar
    [one] { $count } sinni
   *[other] { $count } sinnum
} ({ $holes }), svo í hvert sinn voru þeir teknir upp og þeim sáð áfram í sömu átt: áframsáningar (Eagle 1995: 53-55). Forðabúr telst fullt aðeins meðan eigin geit þess hefur aldrei yfirgefið það, og þá er geitin ein tekin upp.
ceelko-why-relays-many = Í holunni á eftir síðasta steininum voru steinar { $count ->
    [one] { $count } sinni
   *[other] { $count } sinnum
}, svo í hvert sinn voru þeir teknir upp og þeim sáð áfram í sömu átt: áframsáningar (Eagle 1995: 53-55).
ceelko-why-relays-many-store = Í holunni á eftir síðasta steininum voru steinar { $count ->
    [one] { $count } sinni
   *[other] { $count } sinnum
}, svo í hvert sinn voru þeir teknir upp og þeim sáð áfram í sömu átt: áframsáningar (Eagle 1995: 53-55). Forðabúr telst fullt aðeins meðan eigin geit þess hefur aldrei yfirgefið það, og þá er geitin ein tekin upp.
ceelko-why-what-store-goat = { $goat ->
    [mu] mu
   *[other] gong
}, heima í forðabúrinu { $store }, sem telst fullt meðan geit þess hefur aldrei yfirgefið það
ceelko-why-what-with-goat = { $count ->
    [1] eina steininn
    [one] { $count } steininn
   *[other] { $count } steinana
} í { $hole }, og var geit á meðal þeirra
ceelko-why-what-stones = { $count ->
    [1] eina steininn
    [one] { $count } steininn
   *[other] { $count } steinana
} í { $hole }
ceelko-why-captured-after-store = Á eftir síðasta steininum kom tóm hola (forðabúrið { $store }, sem telst tómt eftir að eigin geit þess hefur yfirgefið það) og síðan full, svo { $seat } tók { $what } (Eagle 1995: 53-55).
ceelko-why-captured-after-hole = Á eftir síðasta steininum kom tóm hola ({ $hole }) og síðan full, svo { $seat } tók { $what } (Eagle 1995: 53-55).
ceelko-why-captured = Á eftir síðasta steininum kom tóm hola og síðan full, svo { $seat } tók { $what } (Eagle 1995: 53-55).
ceelko-why-more-store-goat = { $goat ->
    [mu] mu
   *[other] gong
}, heima í forðabúrinu { $store }
ceelko-why-more-stones = { $count } úr { $hole }
ceelko-why-capture-went-on = Aftur tóm hola og síðan full, svo takan hélt áfram: { $what } líka; hún stöðvast við tvær fullar eða tvær tómar holur í röð (Eagle 1995: 53-55).
ceelko-why-no-capture = Báðar holurnar á eftir síðasta steininum voru tómar, svo sáningunni lauk án töku (Eagle 1995: 53-55).
ceelko-why-sunk-in-store = { $goat ->
    [mu] Mu
    [gong] Gong
   *[other] Steinn
} féll í forðabúrið { $hole }, svo { $seat }, eigandi þess, tók { $goat ->
    [mu] hana
   *[other] hann
}: það sem fellur í forðabúr á eigandi þess (Eagle 1995: 53-55).
ceelko-why-sunk-in-sold-hole = { $goat ->
    [mu] Mu
    [gong] Gong
   *[other] Steinn
} féll í { $hole }, holu sem seld var til { $seat-id ->
    [south] { -south(case: "gen") }
    [north] { -north(case: "gen") }
    [east] { -east(case: "gen") }
    [west] { -west(case: "gen") }
   *[other] { $seat }
}: seld hola er alltaf tóm og það sem í hana fellur fer til eiganda hennar (Eagle 1995: 53-55).
ceelko-why-huelshe = { $seat } átti enga steina í holunum sínum og gerir því huelshe: einn af eigin steinum í hverja holu ({ $count } alls), og spilar svo áfram (Eagle 1995: 53-55).
ceelko-why-huelshe-obligatory = { $seat } átti enga steina í holunum sínum og gerir því huelshe: einn af eigin steinum í hverja holu ({ $count } alls), og spilar svo áfram (Eagle 1995: 53-55). Meðan geit er enn í eigin forðabúri er ekki hægt að afþakka huelshe.
ceelko-why-huelshe-short = { $seat } átti enga steina í holunum sínum og aðeins { $count } til að setja, færri en holurnar, og gerir því huelshe í { $count ->
    [one] { $count } holu að eigin vali,
   *[other] { $count } samliggjandi holur að eigin vali, án bils,
} og spilar svo áfram (Eagle 1995: 53-55; reglunóta C10).
ceelko-why-declined-huelshe = { $seat } afþakkaði huelshe, svo umferðinni er lokið og { $other } tekur alla steina sem eftir eru í holunum (Eagle 1995: 53-55; reglunóta C13).
ceelko-why-nothing-to-place = { $seat } á enga steina í holunum sínum og enga til að setja, svo umferðinni er lokið og { $other } tekur alla steina sem eftir eru í holunum (reglunóta C9).
ceelko-why-agreed = Báðir samþykktu, svo umferðinni er lokið: hvor leikmaður tekur steinana sem eftir eru í hans eigin holum, og steinar hvers forðabúrs fara til eiganda þess (Eagle 1995: 53-55).
ceelko-why-repeated-third-time = Sama staða kom upp í þriðja sinn, svo umferðinni lýkur eins og með samkomulagi, og hvor leikmaður tekur steinana í sínum eigin holum (reglunóta C12).
ceelko-why-a-hole = holu
ceelko-why-goat-paid = { $from } greiddi { $to-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $to }
} { $count } fyrir { $goat ->
    [mu] mu
   *[other] gong
}
ceelko-why-debt-repaid = { $from } endurgreiddi { $to-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $to }
} { $count } af skuld sinni
ceelko-why-borrowed = { $to } vantaði { $count } til að fylla holurnar sínar og fékk lán hjá { $from-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $from }
}, sem má ekki neita; skuldin gleymist ekki
ceelko-why-hole-sold = { $to } seldi { $from-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $from }
} { $hole } fyrir { $count }; hér er verðið fyrst dregið frá skuldinni (reglunóta C8): héðan í frá er hún alltaf tóm og það sem í hana fellur á { $from }
ceelko-why-hole-bought-back = { $from } keypti { $hole } aftur af { $to-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $to }
} fyrir { $count }, og { $to }, sem keypti holuna, má ekki neita
ceelko-why-gave = { $from } lét { $to } fá { $count }
ceelko-why-price-each = { $price } hvor í þessu reglusafni
ceelko-why-price-mu-gong = { $mu } fyrir mu og { $gong } fyrir gong í þessu reglusafni
ceelko-why-goats-bought-back = { $what }: geit sem hinn aðilinn vann þarf að kaupa aftur milli umferða, á { $prices } (Eagle 1995: 53-55).
ceelko-why-goats-bought-back-owing = { $what }: geit sem hinn aðilinn vann þarf að kaupa aftur milli umferða, á { $prices } (Eagle 1995: 53-55); það sem eigandinn gat ekki greitt er skuld (reglunóta C5).
ceelko-why-between-rounds = { $what } (Eagle 1995: 53-55).
ceelko-why-filled-again = Holurnar eru fylltar aftur með { $count ->
    [one] { $count } steini
   *[other] { $count } steinum
} hver fyrir umferð { $round }, sem hefst á fingrakastinu (Eagle 1995: 53-55).
ceelko-why-throw-won = { $seat } vann fingrakastið og byrjar umferð { $round }: vísifingur sigrar þumal, þumall litlafingur, litlifingur vísifingur (Eagle 1995: 53-55).

# Athugasemdir umferða (síðasti dálkur umferðatöflunnar) og línur stöðunnar.
ceelko-note-goat-bought = { $seat } keypti { $goat ->
    [mu] mu
   *[other] gong
} aftur af { $other-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $other }
} fyrir { $count }
ceelko-note-goat-bought-owing = { $seat } keypti { $goat ->
    [mu] mu
   *[other] gong
} aftur af { $other-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $other }
} fyrir { $count } og skuldar { $owing }
ceelko-note-repaid = { $seat } endurgreiddi { $other-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $other }
} { $count }
ceelko-note-hole-bought-back = { $seat } keypti { $hole } aftur af { $other-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $other }
}
ceelko-note-hole-sold = { $seat } seldi { $other-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $other }
} { $hole }
ceelko-note-borrowed = { $seat } fékk { $count } að láni hjá { $other-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $other }
}
ceelko-note-repeated = Næsta umferð hefði byrjað eins og tvær fyrri: viðureigninni lýkur
ceelko-note-declined = { $seat } afþakkaði huelshe: { $other } tók borðið
ceelko-note-agreed = lokið með samkomulagi: hvor tók steinana í sínum holum
ceelko-line-owes = { $seat } skuldar { $other-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $other }
} { $count }
ceelko-line-sold = { $hole } hefur verið seld til { $seat-id ->
    [south] { -south(case: "gen") }
    [north] { -north(case: "gen") }
    [east] { -east(case: "gen") }
    [west] { -west(case: "gen") }
   *[other] { $seat }
}
ceelko-line-goat-held = { $goat ->
    [mu] Mu
   *[other] Gong
} er hjá { $seat-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $seat }
}
