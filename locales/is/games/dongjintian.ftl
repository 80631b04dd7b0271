# Dongjintian: það sem spilið segir gestum, á íslensku (vélstudd þýðing, yfirlestur vel þeginn).
# Íðorð: docs/glossary-is.md.

dongjintian-name = Dongjintian
dongjintian-short-name = Dongjintian
dongjintian-origin = Yunnan, Kína (Eagle 1995)
dongjintian-summary = Sáðspil fyrir fjóra á borði með tuttugu holum í fimm dálkum og fjórum röðum: stýrðu sáningunni holu fyrir holu og taktu steina.
dongjintian-players = 4
dongjintian-seat-place-1 = neðri brúnin
dongjintian-seat-place-2 = efri brúnin
dongjintian-seat-place-3 = hægri brúnin
dongjintian-seat-place-4 = vinstri brúnin
dongjintian-score = { $count ->
    [one] tekinn
   *[other] teknir
}
dongjintian-option-centre = miðja
dongjintian-option-centre-meaning = engin taka þegar síðasti steinninn fellur í c2 eða c3 („last_hole“), engin yfir tóma c2 eða c3 („gap“), eða aðeins c2 og c3 eru aldrei teknar („target“: engin taka á þessu borði getur tekið þær, svo miðjan ver þá ekkert)
dongjintian-option-centre-value-last-hole = síðasta hola
dongjintian-option-centre-value-gap = bil
dongjintian-option-centre-value-target = mark
dongjintian-option-end = lok
dongjintian-option-end-meaning = spilinu lýkur þegar borðið er tómt eða eftir tuttugu leiki í röð án töku („quiet“), eða eins og Ludii 1.3.13 leikur það („ludii“): þegar í mesta lagi einn steinn er eftir á borðinu, annars með jafntefli við hámark Ludii, 5.000 leiki eða 10.000 steina sáða
dongjintian-option-end-value-quiet = kyrrð
dongjintian-option-end-value-ludii = ludii
dongjintian-how-intro = Fjórir leikmenn skiptast á (hér Suður, Austur, Norður, Vestur: heimildin nefnir enga röð; reglunóta D7). Í hverri holu eru fimm steinar í upphafi, og hver leikmaður má sá úr hvaða holu sem er.
dongjintian-how-point-1 = Veldu holu og sáðu steinum hennar einum í einu í aðliggjandi holur, upp, niður, til vinstri eða hægri. Þú stýrir við hverja holu: smelltu á næstu holu, notaðu örvalyklana eða ýttu á S (eða hnappinn) til að halda beint áfram. Þú mátt beygja, en aldrei fara sömu leið til baka; við brún verðurðu að beygja.
dongjintian-how-point-2 = Eftir síðasta steininn líturðu á næstu holu á sömu línu. Utan borðs: leik þínum lýkur. Steinar þar: lyftu þeim og sáðu áfram, og stýrðu aftur. Tóm: þú tekur steinana í holunni þar handan.
dongjintian-how-point-3 = Heimildin segir að ekki megi taka „úr“ miðholunum tveimur. Hér merkir það að ekkert er tekið þegar síðasti steinninn þinn fellur í c2 eða c3 (reglunóta D3; hinar túlkanirnar eru reglukostir).
dongjintian-how-point-4 = Sá sem tók flesta steina vinnur. Heimildin segir ekki hvenær spilinu lýkur; hér lýkur því eftir tuttugu leiki í röð án töku (reglunóta D1).
dongjintian-how-source = Skráð í Yunnan-héraði í Kína (Eagle 1995; Ludii-reglur fyrir fjóra leikmenn).
dongjintian-legend-1 = Dálkarnir a til e liggja frá vestri til austurs, raðirnar 1 til 4 frá suðri til norðurs; hver leikmaður má sá úr hvaða holu sem er.
dongjintian-legend-2 = c2 og c3 eru miðholurnar: hér er ekkert tekið þegar sáning endar í annarri þeirra (reglunóta D3).
dongjintian-legend-3 = Meðan þú sáir sýnir leiðin á borðinu hvert steinarnir fóru; ýttu á næstu holu eða notaðu örvalyklana til að stýra.
dongjintian-lesson-1-title = Að sá og stýra
dongjintian-lesson-1-step-1-rule = Í hverri holu eru fimm steinar í upphafi, og þegar þú átt leik máttu sá úr hvaða holu sem er á borðinu: lyftu öllum steinum hennar.
dongjintian-lesson-1-step-1-task = Lyftu fimm steinum b2.
dongjintian-lesson-1-step-1-retry = Veldu b2: aðra holu frá vinstri, í annarri röð að neðan.
dongjintian-lesson-1-step-1-shown = Þú heldur á fimm steinum. Næst lætur þú þá einn í einu í aðliggjandi holur og velur leiðina í hvert sinn.
dongjintian-lesson-1-step-2-rule = Þú stýrir meðan þú sáir: næsti steinn má fara beint áfram eða beygja til vinstri eða hægri, en aldrei beint aftur í holuna sem hann kom úr.
dongjintian-lesson-1-step-2-task = Fyrsti steinninn þinn fór norður í b3. Beygðu í austur: láttu þann næsta í c3.
dongjintian-lesson-1-step-2-retry = Beygðu til hægri, í austur, inn í c3. Það má aldrei fara aftur suður.
dongjintian-lesson-1-step-2-shown = Þú beygðir. Þú getur beygt við hverja holu, eins oft og þú vilt.
dongjintian-lesson-1-step-3-rule = Við brún borðsins kemstu ekki lengra og mátt ekki fara til baka, svo þú verður að beygja. Í horni er aðeins ein leið eftir, og steinninn fer þangað strax.
dongjintian-lesson-1-step-3-task = Steinninn er kominn að efri brúninni í b4. Beygðu í austur eða vestur.
dongjintian-lesson-1-step-3-retry = Norður er utan borðs og suður er leiðin sem þú komst: veldu austur eða vestur.
dongjintian-lesson-1-step-3-shown = Þú beygðir meðfram brúninni og sáir áfram.
dongjintian-lesson-1-step-4-rule = Eftir síðasta steininn þinn líturðu á næstu holu á sömu línu. Geymi hún steina lyftirðu þeim og sáir áfram, og stýrir aftur: áframsáning. Stöðvist síðasti steinninn við brúnina, með borðbrúnina framundan, lýkur leik þínum.
dongjintian-lesson-1-step-4-task = Einn steinn er eftir. Láttu hann suður í d3: d2, næsta hola á þeirri línu, geymir steina.
dongjintian-lesson-1-step-4-retry = Ef þú ferð austur í e4 stöðvastu við brúnina. Reyndu suður, í d3.
dongjintian-lesson-1-step-4-shown = Þú lyftir steinum d2 og sáir þeim áfram: stýrðu þeim einum í einu eins og áður.
dongjintian-lesson-2-title = Að taka
dongjintian-lesson-2-step-1-rule = Ef næsta hola á línunni á eftir síðasta steininum þínum er tóm tekurðu steinana í holunni þar handan, og leiknum þínum lýkur.
dongjintian-lesson-2-step-1-task = Láttu síðasta steininn þinn norður í d2: d3 á eftir er holan sem þú tæmdir, og d4 þar handan er full.
dongjintian-lesson-2-step-1-retry = Ef þú ferð vestur sáirðu áfram úr b1. Reyndu norður, í d2.
dongjintian-lesson-2-step-1-shown = Þú tókst fimm steina d4. Sá sem tekur flesta vinnur.
dongjintian-lesson-2-step-2-rule = Heimildin segir að ekki megi taka „úr“ miðholunum tveimur. Hér merkir það að aldrei er neitt tekið þegar síðasti steinninn þinn fellur í c2 eða c3 (reglunóta D3).
dongjintian-lesson-2-step-2-task = Láttu síðasta steininn þinn suður í c3: c2 á eftir er tóm og c1 þar handan er full, en c3 er miðhola.
dongjintian-lesson-2-step-2-retry = Veldu suður, í c3, til að sjá hvað miðhola gerir.
dongjintian-lesson-2-step-2-shown = Ekkert var tekið: leik þínum lauk einfaldlega. Haltu síðasta steininum frá c2 og c3 þegar þú ætlar að taka.
dongjintian-lesson-3-title = Lok spilsins
dongjintian-lesson-3-step-1-rule = Sá sem tekur flesta vinnur. Heimildin segir ekki hvenær spilinu lýkur; hér lýkur því þegar tuttugu leikir í röð, fimm hringir um borðið, líða án töku (reglunóta D1).
dongjintian-lesson-3-step-1-task = Enginn hefur tekið í nítján leiki, og þú ert fimm yfir. Láttu steininn þinn vestur í a4 og ljúktu spilinu án töku.
dongjintian-lesson-3-step-1-retry = Suður, í b3, myndi taka og halda spilinu gangandi. Veldu í þetta sinn vestur, í a4.
dongjintian-lesson-3-step-1-shown = Tuttugu leikir liðu án töku, svo spilinu er lokið, og þú vinnur með flesta tekna.
