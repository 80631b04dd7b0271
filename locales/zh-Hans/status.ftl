# boardlore 的状态行：轮到谁，或对局如何结束。简体中文，机器辅助翻译，欢迎审校。

status-in-english = { $text }
list-1 = { $a }
list-2 = { $a }和{ $b }
list-3 = { $a }、{ $b }和{ $c }
list-4 = { $a }、{ $b }、{ $c }和{ $d }

leyla-status-to-move = 轮到{ $seat }走
leyla-status-round-over = 本局结束{ $repetition ->
    [yes] （局面重复）
   *[no] {""}
}：南方 { $south }，北方 { $north }；{ $result ->
    [south] 南方赢得本局
    [north] 北方赢得本局
   *[drawn] 本局平局
}
leyla-status-in-round = 第 { $number } 局：{ $status }
leyla-status-loan-offer = 第 { $number } 局结束（南方 { $south }，北方 { $north }）。{ $lender }多出 { $count } 子，可以借给{ $borrower }
leyla-status-fill = 第 { $number } 局：{ $seat }选择要填的坑（还剩 { $left } 个，共 { $pairs } 个）；空坑仍在局中
leyla-status-cannot-fill = 比赛在 { $number } 局后结束：{ $loser }一个坑也填不满；{ $winner }赢得比赛
leyla-status-match-repeated = 比赛在 { $number } 局后结束，因为最后一局与之前两局一步不差：南方 { $south }，北方 { $north }；{ $winner ->
    [south] 南方赢得比赛
    [north] 北方赢得比赛
   *[none] 比赛平局
}

ceelkoqyuqkoqiji-status-throw-south = 第 { $round } 局：出手指决定谁先走。南方先选（北方不看）
ceelkoqyuqkoqiji-status-throw-north = 第 { $round } 局：北方选一根手指（南方不看）
ceelkoqyuqkoqiji-status-huelshe = 第 { $round } 局：{ $seat }的坑里没有石子：填子（huelshe）
ceelkoqyuqkoqiji-status-to-move = 第 { $round } 局：轮到{ $seat }走
ceelkoqyuqkoqiji-status-placing = 第 { $round } 局：{ $seat }，选择大石子落在哪里
ceelkoqyuqkoqiji-status-answer = 第 { $round } 局：{ $seat }提议结束本局；由{ $other }回答
ceelkoqyuqkoqiji-status-buy-back = 第 { $round } 局之后：{ $seat }可以买回一个卖出的坑
ceelkoqyuqkoqiji-status-sell = 第 { $round } 局之后：{ $seat }欠{ $creditor } { $count } 子，必须卖掉一个坑
ceelkoqyuqkoqiji-status-lost = 整场比赛在 { $round } 局后结束：{ $seat }输了
ceelkoqyuqkoqiji-status-drawn = 整场比赛在 { $round } 局后结束：平局

dongjintian-status-pick = 轮到{ $seat }走：选一个坑
dongjintian-status-steer = { $seat }正在播子：还剩 { $count } 子；选下一个坑
dongjintian-status-over = 对局结束：{ $seats }吃子最多（{ $count }）
dongjintian-status-ludii-limit = 对局结束：达到 Ludii 的上限，和棋

piprjall-status-roll = 第 { $game } 盘：轮到{ $seat }掷骰子
piprjall-status-play = 第 { $game } 盘：{ $seat }掷出 { $throw }；要走：{ $steps }
piprjall-status-over = 比赛结束：{ $seat }以 { $score } 获胜
