# Piprjall, „Af hverju?“: hvað kast eða leikur gerði og hvaða regla í lýsingu Fiskes (1905: 352)
# eða hvaða reglunóta (docs/rules-notes.md, P1-P11) olli því. Íslenska, vélstudd þýðing,
# yfirlestur vel þeginn. Orðalisti: docs/glossary-is.md; heimildir, númer nótna og heiti reita
# haldast. $steps eru tölur teninganna í röð.

piprjall-why-threw-double = { $seat } fékk tvennu ({ $die }), og hún er leikin { $order ->
    [down] niður í einn: { $steps }, í þeirri röð (Fiske 1905: 352).
    [fives-sixes] sem fimm, fimm, síðan sex, sex: { $steps }, í þeirri röð (Fiske 1905: 352).
    [up] upp í sex: { $steps }, í þeirri röð (Fiske 1905: 352).
   *[lower] sem tveir af þeirri tölu, síðan tveir af hverri lægri tölu, eins og forritið les orð Fiskes „tveir af þeirri tölu, niður í einn“: { $steps }, í þeirri röð (Fiske 1905: 352; reglunóta P3).
}
piprjall-why-threw = { $seat } kastaði { $a } og { $b }: hvor teningur færir eina töflu jafnmarga reiti og hann sýnir, og leika verður báðum ef hægt er (Fiske 1905: 352; reglunóta P2).
piprjall-why-cannot-move = Engin tafla sem { $seat } á gat hreyfst með þessum teningum, svo hinn á nú leik (reglunóta P4).
piprjall-why-on-the-bar = Tafla sem { $seat } á er á slánni: hún verður að komast inn aftur áður en nokkuð annað er leikið, á auðan reit sem teningur nefnir, talið frá upphafi (Fiske 1905: 352; reglunóta P5).
piprjall-why-bore-off = { $seat } tók töflu af borðinu frá { $from }: þegar allar töflur leikmanns eru komnar í síðasta fjórðunginn tekur teningur af borðinu töflu jafnmarga reiti frá endanum, eða þá fjarlægustu ef engin er þar (Fiske 1905: 352; reglunóta P7).
piprjall-why-came-back-in = Útslegin tafla sem { $seat } á kom inn aftur á { $to }, { $count ->
    [one] { $count } reit
   *[other] { $count } reiti
} frá upphafi: útslegin tafla kemur inn áður en nokkuð annað er leikið, og aðeins á auðan reit (Fiske 1905: 352; reglunóta P5).
piprjall-why-moved = { $seat } færði töflu { $count ->
    [one] { $count } reit
   *[other] { $count } reiti
}, frá { $from } til { $to }: hvor teningur færir eina töflu jafnmarga reiti og hann sýnir (Fiske 1905: 352).
piprjall-why-hit = Hún lenti á { $point }, þar sem stök tafla sem { $seat } á stóð ein: sú var slegin út og sett á slána, og { $seat } verður að koma henni inn aftur áður en nokkuð annað er hreyft (Fiske 1905: 352; reglunóta P5).
piprjall-why-still-to-play-in-order = Eftir að leika, í þessari röð: { $steps } (Fiske 1905: 352).
piprjall-why-still-to-play = Eftir er að leika { $steps }.
piprjall-why-turn-passes = Nú á { $seat } leik.
piprjall-why-borne-off-all = { $seat } hefur tekið allar fimmtán töflurnar af borðinu og fær { $count } stig (Fiske 1905: 352).
piprjall-why-abandoned = Hvorugur leikmaður gat hreyft sig, hvað sem teningarnir sýndu, svo spilið fellur niður og enginn fær stig (reglunóta P11).
piprjall-why-match-won = { $seat } hefur { $count } stig, nóg til að vinna viðureignina (reglunóta P9).
piprjall-why-new-game = Nýtt spil hefst, og { $seat } byrjar það: leikmenn skiptast á (reglunóta P8).

# Athugasemdir spila (síðasti dálkur töflunnar) og línur stöðunnar.
piprjall-note-abandoned = Fellt niður: hvorugur leikmaður gat hreyft sig, hvað sem teningarnir sýndu; enginn fær stig
piprjall-note-won = { $seat } tók allar töflurnar af borðinu og fær { $count }
piprjall-line-standing = { $seat }: { $points } stig, { $pips ->
    [one] { $pips } reitur
   *[other] { $pips } reitir
} eftir, { $off ->
    [one] { $off } tafla komin
   *[other] { $off } töflur komnar
} af borðinu
