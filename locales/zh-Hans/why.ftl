# boardlore 的“为什么？”：一步棋做了什么，是哪条规则让它发生。简体中文，机器辅助翻译，欢迎审校。

nothing-else-followed = { $told } 之后没有发生别的事。

# 每步之后朗读区域所说的话（状态行下方也显示）。
told-played = { $by }：{ $label }。
told-played-named = { $label }。
told-chance = 掷骰：{ $label }。
told-relayed = { $count ->
   *[other] 续播 { $count } 次。
}
told-capture = { $by }从 { $site } 吃掉 { $count } 子。
told-claim = { $site } 现在归{ $by }。
told-release = { $site } 重新归{ $seat }。
told-settle = 本局结束：{ $seat }拿走 { $count } 子。
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
