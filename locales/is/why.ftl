# „Af hverju?“: hvað leikur gerði og hvaða regla olli því. Íslenska, vélstudd þýðing, yfirlestur vel þeginn.

nothing-else-followed = { $told } Ekkert annað leiddi af honum.

# Það sem lesið er upp eftir hvern leik (sömu orð undir stöðulínunni).
told-played = { $by }: { $label }.
told-played-named = { $label }.
told-chance = Teningakast: { $label }.
told-site = { $kind ->
    [hole] holu { $site }
    [store] forðabúri { $site }
    [point] reit { $site }
    [bar] slánni
   *[tray] bakkanum
}
told-site-subject = { $kind ->
    [hole] Hola { $site }
    [store] Forðabúr { $site }
    [point] Reitur { $site }
    [bar] Sláin
   *[tray] Bakkinn
}
told-moved = { $by } { $moves }.
told-chance-moved = Teningakast: { $moves }.
told-join-then = { $a }; síðan { $b }
told-move-piece-to = færði töflu af { $from } á { $to }{ $hit ->
    [yes] , og sló út töfluna sem þar stóð
   *[no] {""}
}
told-move-piece-off = færði töflu af { $from } og tók hana af borðinu{ $hit ->
    [yes] , og sló út töfluna sem þar stóð
   *[no] {""}
}
told-move-piece = færði töflu af { $from }{ $hit ->
    [yes] , og sló út töfluna sem þar stóð
   *[no] {""}
}
told-move-lifted = tók upp { $count } úr { $from }
told-move-sown = sáði { $count } úr { $from }{ $relays ->
    [0] {""}
    [1] , sáði áfram einu sinni
    [one] , sáði áfram { $relays } sinni
   *[other] , sáði áfram { $relays } sinnum
} og endaði í { $to }
told-move-sown-row = sáði { $count } úr { $from }{ $relays ->
    [0] {""}
    [1] , sáði áfram einu sinni
    [one] , sáði áfram { $relays } sinni
   *[other] , sáði áfram { $relays } sinnum
} og endaði í { $to }, í röðinni sem { $row } á
told-threw = { $seat } kastaði { $dice }.
told-dice-thrown = Teningunum var kastað: { $dice }.
told-capture = { $by } tók { $count } úr { $site }.
told-claim = { $site } tilheyrir nú { $by-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $by }
}.
told-release = { $site } er aftur eign { $seat-id ->
    [south] { -south(case: "gen") }
    [north] { -north(case: "gen") }
    [east] { -east(case: "gen") }
    [west] { -west(case: "gen") }
   *[other] { $seat }
}.
told-settle = Af borðinu tekur { $seat } { $count }.
told-settle-more = { $seat } tekur { $count }.
told-transfer = { $count ->
    [one] { $count } fór
   *[other] { $count } fóru
} frá { $from-id ->
    [south] { -south(case: "dat") }
    [north] { -north(case: "dat") }
    [east] { -east(case: "dat") }
    [west] { -west(case: "dat") }
   *[other] { $from }
} til { $to-id ->
    [south] { -south(case: "gen") }
    [north] { -north(case: "gen") }
    [east] { -east(case: "gen") }
    [west] { -west(case: "gen") }
   *[other] { $to }
} ({ $why ->
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
told-tab-many = { $count ->
    [one] { $count } leikur
   *[other] { $count } leikir
}, sá síðasti { $last }
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

# Between the notes of one round in the rounds table.
notes-separator = {"; "}
