# boardlore: yfirferð leiks (src/coach): flokkur hverrar ákvörðunar og, fyrir leik undir „góður“, hvað hann gerði og hvað betri leikurinn hefði gert. Flokkarnir eru mat tölvunnar. Íslenska, vélstudd þýðing, yfirlestur vel þeginn.

coach-class = { $class ->
    [best] Bestur
    [good] Góður
    [inaccuracy] Ónákvæmni
    [mistake] Mistök
   *[blunder] Afleikur
}
coach-about-equal = Um það bil jafngóður vali tölvunnar
coach-played-took = { $seat } lék { $move }: hann tók { $count } úr { $sites }.
coach-played-quiet = { $seat } lék { $move }: hann tók ekkert.
coach-reply-took = { $by } tók síðan { $count } úr { $sites } með { $move }.
coach-reply-quiet = { $by } lék síðan { $move } og tók ekkert.
coach-better-took = { $move } hefði tekið { $count } úr { $sites }.
coach-better-quiet = { $move } hefði ekki tekið neitt strax.
coach-better-reply-took = Eftir hann hefði { $by } tekið { $count } úr { $sites } með { $move }.
coach-better-reply-quiet = Eftir hann hefði besta svarið sem fannst fyrir { $by }, { $move }, ekki tekið neitt.
coach-expected = Tölvan áætlar að { $seat } fái { $played } stig af 100 eftir { $move } og { $best } stig af 100 eftir { $better }.
coach-summary = { $seat }: bestur { $best }, góður { $good }, ónákvæmni { $inaccuracy }, mistök { $mistake }, afleikur { $blunder }; nákvæmni { $accuracy }%.

## Yfirferðin á greiningarborðinu (src/ui/coach) og tenglarnir á hana af spilaskjánum.
coach-title = Yfirferð tölvunnar
coach-open = Láta tölvuna fara yfir spilið
coach-seats = Sæti sem farið er yfir
coach-start = Fara yfir spilið
coach-again = Fara aftur yfir
coach-progress = Búið að fara yfir { $done } af { $of } { $of ->
    [one] ákvörðun
   *[other] ákvörðunum
}…
coach-stop = Stöðva
coach-stopped = Stöðvað eftir { $done } af { $of } { $of ->
    [one] ákvörðun
   *[other] ákvörðunum
}.
coach-resume = Halda áfram
coach-done = Yfirferð lokið ({ $of } { $of ->
    [one] ákvörðun
   *[other] ákvarðanir
}).
coach-none = Í þessum sætum var engin ákvörðun til að fara yfir.
coach-failed = Yfirferðin gat ekki haldið áfram: { $error }
coach-marked = Leikir undir „góður“
coach-previous = Fyrri leikur undir „góður“
coach-next = Næsti leikur undir „góður“
coach-list = Ákvarðanir sem farið var yfir ({ $count })
coach-row = Leikur { $number }, { $seat } lék { $played }: { $class }
coach-better = Betri leikur tölvunnar, { $move }, er merktur á borðinu: hvar hann hefst og hvert hann fer.
coach-equal = { $played } var um það bil jafngóður vali tölvunnar, { $move }; leikurinn sem var leikinn er merktur á borðinu.
coach-played-marked = Leikurinn sem var leikinn, { $move }, er merktur á borðinu.
coach-how = Hvernig leikir eru metnir
coach-how-text = Tölvan leitar aftur frá hverri ákvörðun ({ $budget } { $budget ->
    [one] ítrun
   *[other] ítranir
} í hverri leit) og metur vænta útkomu þess sem á leik, í stigum af 100, eftir besta leik sinn og eftir leikinn sem var leikinn. Flokkurinn ræðst af mismuninum: minna en { $good } stig: bestur (einnig þegar leitin greinir ekki á milli leikjanna tveggja: „um það bil jafngóður“); { $good } til { $inaccuracy }: góður; { $inaccuracy } til { $mistake }: ónákvæmni; { $mistake } til { $blunder }: mistök; { $blunder } eða meira: afleikur. Þegar teningum er kastað næst er leikur metinn gegn öllum köstum sem hann gæti mætt, ekki kastinu sem kom. Þessi mörk eru þessa forrits sjálfs, að fyrirmynd skákvefsins lichess; flokkarnir eru mat tölvunnar, ekki orð neinnar heimildar um spilið.
