# Dongjintian, „Af hverju?“: hvað upptaka eða skref gerði og hvaða regla skráningarinnar (Eagle
# 1995: 57-58) eða hvaða reglunóta (docs/rules-notes.md, D1-D8) olli því. Íslenska, vélstudd
# þýðing, yfirlestur vel þeginn. Orðalisti: docs/glossary-is.md; heimildir, númer nótna og heiti
# hola haldast.

dongjintian-why-lifted = { $seat } tók upp { $count ->
    [1] eina steininn
    [one] { $count } steininn
   *[other] { $count } steinana
} í { $hole }: hver leikmaður má sá úr hvaða holu sem er (Eagle 1995: 57-58). Þeir fara einn og einn í aðliggjandi holur, og { $seat } velur leiðina í hvert sinn.
dongjintian-why-relay = Síðasti steinninn féll í { $last }, og í næstu holu á þeirri línu, { $hole }, voru steinar, svo { $count ->
    [1] eini steinninn þar var tekinn
    [one] { $count } steinninn þar var tekinn
   *[other] { $count } steinarnir þar voru teknir
} upp og þeim sáð áfram, með nýju vali á leið: áframsáning (Eagle 1995: 57-58).
dongjintian-why-captured-beyond = Síðasti steinninn féll í { $last }; næsta hola á þeirri línu, { $next }, var tóm, svo { $seat } tók { $count ->
    [1] eina steininn
    [one] { $count } steininn
   *[other] { $count } steinana
} í { $hole } handan hennar (Eagle 1995: 57-58).
dongjintian-why-captured = Síðasti steinninn féll í { $last }; næsta hola á þeirri línu var tóm, svo { $seat } tók { $count ->
    [1] eina steininn
    [one] { $count } steininn
   *[other] { $count } steinana
} í { $hole } handan hennar (Eagle 1995: 57-58).
dongjintian-why-went = Einn steinn fór í { $hole }
dongjintian-why-went-forced = Einn steinn fór í { $hole }; aðeins ein leið lá þaðan áfram, svo sá næsti fór strax í { $then } (reglunóta D8)
dongjintian-why-steer-on = { $went }. { $count } eftir að sá: sá næsti má fara beint áfram eða beygja, en aldrei beint til baka (Eagle 1995: 57-58).
dongjintian-why-edge = Síðasti steinninn féll í { $hole } á jaðri borðsins, og engin hola er handan hans á þeirri línu, svo sáningunni lauk (Eagle 1995: 57-58).
dongjintian-why-relayed-most = Sáð hafði verið áfram { $count ->
    [one] { $count } sinni
   *[other] { $count } sinnum
} í þessum leik, svo honum lauk þar (reglunóta D6).
dongjintian-why-central = Síðasti steinninn féll í { $hole }, aðra af miðholunum tveimur, svo ekkert var tekið, þótt { $next } á eftir henni væri tóm og { $beyond } handan hennar full (Eagle 1995: 57-58; reglunóta D3).
dongjintian-why-central-gap = Síðasti steinninn féll í { $hole }; auða holan á eftir henni, { $next }, er miðhola, svo ekkert var tekið yfir hana, þótt { $beyond } þar fyrir handan væri full (reglukosturinn centre gap; Eagle 1995: 57-58; reglunóta D3).
dongjintian-why-nothing-beyond = Næsta hola á þeirri línu, { $next }, var tóm, og ekkert var handan hennar að taka, svo sáningunni lauk (Eagle 1995: 57-58).
dongjintian-why-game-over = { $turns ->
    [one] { $turns } leikur í röð hefur liðið
   *[other] { $turns } leikir í röð hafa liðið
} án töku, svo spilinu er lokið (reglunóta D1): sá sem tók mest vinnur (Eagle 1995: 57-58), { $winners } með { $count }.
dongjintian-why-ludii-end = Í mesta lagi einn steinn er eftir á borðinu, svo spilinu er lokið eins og Ludii leikur það (reglukosturinn end ludii; reglunóta D11): sá sem tók mest vinnur (Eagle 1995: 57-58), { $winners } með { $count }.
dongjintian-why-ludii-limit = Spilið náði sjálfgefnu hámarki Ludii ({ $turns } leikir eða { $moves } steinum sáð) með steina enn á borðinu, svo því lýkur með jafntefli, eins og Ludii stöðvar það (reglukosturinn end ludii; reglunóta D11).
