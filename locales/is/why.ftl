# „Af hverju?“: hvað leikur gerði og hvaða regla olli því. Íslenska, vélstudd þýðing, yfirlestur vel þeginn.

nothing-else-followed = { $told } Ekkert annað leiddi af honum.

# Það sem lesið er upp eftir hvern leik (sömu orð undir stöðulínunni).
told-played = { $by }: { $label }.
told-played-named = { $label }.
told-chance = Teningakast: { $label }.
told-relayed = { $count ->
    [one] Sáð áfram einu sinni.
   *[other] Sáð áfram { $count } sinnum.
}
told-capture = { $by } tók { $count } úr { $site }.
told-claim = { $site } tilheyrir nú { $by }.
told-release = { $site } er aftur eign { $seat }.
told-settle = Umferðinni er lokið: { $seat } tekur { $count }.
told-transfer = { $count } fóru frá { $from } til { $to } ({ $why ->
    [repay] endurgreiðsla láns
    [surrender] stakur steinn gefinn eftir
    [loan] lán
    [piece-buy-back] stór steinn keyptur aftur
    [site-sale] hola seld
   *[site-buy-back] hola keypt aftur
}).
told-round-start = Umferð { $round } hefst; { $seat } byrjar.
told-setup = Borðinu er stillt upp fyrir umferð { $round }.
told-taken-back = { $action } var tekinn aftur.
told-taken-back-reply = { $action } og svarið { $replies } voru tekin aftur.
told-tab-moves = Í öðrum flipa eða glugga: { $moves }.
told-tab-back = Í öðrum flipa eða glugga fór spilið aftur að leik { $move }.
told-tab-back-then = Í öðrum flipa eða glugga fór spilið aftur að leik { $move }, síðan: { $moves }.

# Hlutar „Af hverju?“-setningar í röð, og stöðulína sem setning.
why-join-semicolon = { $a }; { $b }
why-join-and = { $a } og { $b }
why-join-then = { $a }, síðan { $b }
why-site = { $site }
why-join-comma = { $a }, { $b }
why-status = { $status }.
