# Piprjall, „Af hverju?“: hvað kast eða leikur gerði og hvaða regla í lýsingu Fiskes (1905: 352)
# eða hvaða reglunóta (docs/rules-notes.md, P1-P11) olli því. Íslenska, vélstudd þýðing,
# yfirlestur vel þeginn. Orðalisti: docs/glossary-is.md; heimildir, númer nótna og heiti reita
# haldast. $steps eru tölur teninganna í röð.

piprjall-why-threw-double = { $seat } kastaði tvennu { $die }, leikið { $order ->
    [down] niður í einn: { $steps }, í þeirri röð (Fiske 1905: 352).
    [fives-sixes] fimm, fimm, síðan sex, sex: { $steps }, í þeirri röð (Fiske 1905: 352).
    [up] upp í sex: { $steps }, í þeirri röð (Fiske 1905: 352).
   *[lower] tvisvar sú tala, síðan tvisvar hver lægri, eins og forritið les orð Fiskes „tveir af þeirri tölu, niður í einn“: { $steps }, í þeirri röð (Fiske 1905: 352; reglunóta P3).
}
piprjall-why-threw = { $seat } kastaði { $a } og { $b }: hvor teningur færir einn taflmann alla sína tölu af reitum, og leika verður báðum ef hægt er (Fiske 1905: 352; reglunóta P2).
piprjall-why-cannot-move = Enginn taflmaður sem { $seat } á gat hreyft sig með þessum teningum, svo röðin fer yfir (reglunóta P4).
piprjall-why-on-the-bar = Taflmaður sem { $seat } á er á slánni: hann verður að komast inn aftur áður en nokkuð annað er leikið, á tóman reit sem teningur nefnir, talið frá upphafi (Fiske 1905: 352; reglunóta P5).
piprjall-why-bore-off = { $seat } bar af taflmann frá { $from }: þegar allir taflmenn leikmanns eru komnir í síðasta fjórðunginn tekur teningur af taflmann jafnmarga reiti frá endanum, eða þann fjarlægasta ef enginn er þar (Fiske 1905: 352; reglunóta P7).
piprjall-why-came-back-in = Útsleginn taflmaður sem { $seat } á kom inn aftur á { $to }, { $count ->
    [one] { $count } reit
   *[other] { $count } reiti
} frá upphafi: útsleginn taflmaður kemur inn áður en nokkuð annað er leikið, og aðeins á tóman reit (Fiske 1905: 352; reglunóta P5).
piprjall-why-moved = { $seat } færði taflmann { $count ->
    [one] { $count } reit
   *[other] { $count } reiti
}, frá { $from } til { $to }: hvor teningur færir einn taflmann alla sína tölu (Fiske 1905: 352).
piprjall-why-hit = Hann lenti á { $point }, þar sem stakur taflmaður sem { $seat } á stóð einn: sá var sleginn út og settur á slána, og { $seat } verður að koma honum inn aftur áður en nokkuð annað er hreyft (Fiske 1905: 352; reglunóta P5).
piprjall-why-still-to-play-in-order = Eftir að leika, í þessari röð: { $steps } (Fiske 1905: 352).
piprjall-why-still-to-play = Eftir er að leika { $steps }.
piprjall-why-turn-passes = Röðin fer til { $seat }.
piprjall-why-borne-off-all = { $seat } hefur borið af alla fimmtán taflmennina og fær { $count } stig (Fiske 1905: 352).
piprjall-why-abandoned = Hvorugur leikmaður gat hreyft sig, hvað sem teningarnir sýndu, svo spilið fellur niður og enginn fær stig (reglunóta P11).
piprjall-why-match-won = { $seat } hefur { $count } stig, nóg til að vinna leikinn (reglunóta P9).
piprjall-why-new-game = Nýtt spil hefst, og { $seat } byrjar það: leikmenn skiptast á (reglunóta P8).

# Athugasemdir spila (síðasti dálkur töflunnar) og línur stöðunnar.
piprjall-note-abandoned = Fellt niður: hvorugur leikmaður gat hreyft sig, hvað sem teningarnir sýndu; enginn fær stig
piprjall-note-won = { $seat } bar af alla taflmenn og fær { $count }
piprjall-line-standing = { $seat }: { $points } stig, { $pips } reitir eftir, { $off } bornir af
