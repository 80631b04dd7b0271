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
coach-expected = Tölvan væntir þess að { $seat } fái { $played } af 100 eftir { $move } og { $best } af 100 eftir { $better }.
coach-summary = { $seat }: { $best } { $best ->
    [one] bestur
   *[other] bestir
}, { $good } { $good ->
    [one] góður
   *[other] góðir
}, { $inaccuracy } { $inaccuracy ->
    [one] ónákvæmur
   *[other] ónákvæmir
}, { $mistake } mistök, { $blunder } { $blunder ->
    [one] afleikur
   *[other] afleikir
}; nákvæmni { $accuracy }%.
