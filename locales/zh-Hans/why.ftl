# boardlore 的“为什么？”：一步棋做了什么，是哪条规则让它发生。简体中文，机器辅助翻译，欢迎审校。

nothing-else-followed = { $told } 之后没有发生别的事。

# 每步之后朗读区域所说的话（状态行下方也显示）。
told-played = { $by }：{ $label }。
told-played-named = { $label }。
told-chance = 掷骰：{ $label }。
told-site = { $kind ->
    [hole] 坑 { $site }
    [store] 仓 { $site }
    [point] 点 { $site }
    [bar] 中栏
   *[tray] 移出区
}
told-site-subject = { $kind ->
    [hole] 坑 { $site }
    [store] 仓 { $site }
    [point] 点 { $site }
    [bar] 中栏
   *[tray] 移出区
}
told-moved = { $by }{ $moves }。
told-chance-moved = 掷骰：{ $moves }。
told-join-then = { $a }；然后{ $b }
told-move-piece-to = 把一枚棋子从{ $from }走到{ $to }{ $hit ->
    [yes] ，打下了那里的棋子
   *[no] {""}
}
told-move-piece-off = 把一枚棋子从{ $from }移出{ $hit ->
    [yes] ，打下了那里的棋子
   *[no] {""}
}
told-move-piece = 把一枚棋子从{ $from }走出{ $hit ->
    [yes] ，打下了那里的棋子
   *[no] {""}
}
told-move-lifted = 从{ $from } 拿起 { $count } 子
told-move-sown = 从{ $from } 播出 { $count } 子{ $relays ->
    [0] {""}
    [1] ，续播一次
   *[other] ，续播 { $relays } 次
}，停在{ $to }
told-move-sown-row = 从{ $from } 播出 { $count } 子{ $relays ->
    [0] {""}
    [1] ，续播一次
   *[other] ，续播 { $relays } 次
}，停在{ $row }一排的{ $to }
told-threw = { $seat }掷出 { $dice }。
told-dice-thrown = 掷出了 { $dice }。
told-capture = { $by }从{ $site } 吃掉 { $count } 子。
told-claim = { $site } 现在归{ $by }。
told-release = { $site } 重新归{ $seat }。
told-settle = 从棋盘上，{ $seat }拿走 { $count } 子。
told-settle-more = { $seat }拿走 { $count } 子。
told-transfer = { $count } 子从{ $from }转给{ $to }（{ $why ->
    [repay] 还债
    [surrender] 放弃单独一子
    [loan] 借子
    [piece-buy-back] 赎回大石子
    [site-sale] 卖坑
   *[site-buy-back] 买回坑
}）。
told-round-start = 第 { $round } 局开始；{ $seat }先走。
told-setup = 棋盘已为第 { $round } 局摆好。
told-taken-back = 悔掉了 { $action }。
told-taken-back-reply = 悔掉了 { $action } 和对方的回应 { $replies }。
told-tab-many = { $count } 步，最后一步是 { $last }
told-tab-moves = 在另一个标签页或窗口中：{ $moves }。
told-tab-back = 在另一个标签页或窗口中，对局回到了第 { $move } 步。
told-tab-back-then = 在另一个标签页或窗口中，对局回到了第 { $move } 步，然后：{ $moves }。

# “为什么？”句中依次说出的部分，以及作为句子的状态行。
why-join-semicolon = { $a }；{ $b }
why-join-and = { $a }和{ $b }
why-join-then = { $a }，然后{ $b }
why-site = { $site }
why-join-comma = { $a }，{ $b }
why-status = { $status }。

# Between the notes of one round in the rounds table.
notes-separator = {"；"}
