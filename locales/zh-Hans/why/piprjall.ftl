# Piprjall 的“为什么？”：一次掷骰或一步做了什么，依据 Fiske 的描述（1905: 352）或规则注释
# （docs/rules-notes.md，P1-P11）中的哪一条。简体中文，机器辅助翻译，欢迎审校。术语见
# docs/glossary-zh-Hans.md；出处、注释编号和点名保持原样。$steps 是按顺序的骰子点数。

piprjall-why-threw-double = { $seat }掷出双 { $die }，走法是{ $order ->
    [down] 一直降到一：{ $steps }，按这个顺序（Fiske 1905: 352）。
    [fives-sixes] 五、五，然后六、六：{ $steps }，按这个顺序（Fiske 1905: 352）。
    [up] 一直升到六：{ $steps }，按这个顺序（Fiske 1905: 352）。
   *[lower] 先走两个该点数，再走每个更小点数各两个，这是本站对 Fiske“走两个该数，一直到一”的理解：{ $steps }，按这个顺序（Fiske 1905: 352；规则注释 P3）。
}
piprjall-why-threw = { $seat }掷出 { $a } 和 { $b }：每颗骰子让一枚棋子走满它的点数，能走的话两颗都必须走（Fiske 1905: 352；规则注释 P2）。
piprjall-why-cannot-move = { $seat }的棋子用这两颗骰子都走不了，所以轮到对方（规则注释 P4）。
piprjall-why-on-the-bar = { $seat }有一枚棋子在中栏：它必须先回到棋盘上，才能走别的棋子，回到从起点数起、骰子所示的一个空点上（Fiske 1905: 352；规则注释 P5）。
piprjall-why-bore-off = { $seat }从 { $from } 移出一枚棋子：所有棋子都进入最后四分之一后，一颗骰子可以移出离终点正好那么多点的棋子，那里没有棋子时移出最远的一枚（Fiske 1905: 352；规则注释 P7）。
piprjall-why-came-back-in = { $seat }被打下的棋子回到了 { $to }，离起点 { $count } 点：被打下的棋子要先回来，才能走别的棋子，而且只能回到空点上（Fiske 1905: 352；规则注释 P5）。
piprjall-why-moved = { $seat }把一枚棋子从 { $from } 走到 { $to }，走了 { $count } 点：每颗骰子让一枚棋子走满它的点数（Fiske 1905: 352）。
piprjall-why-hit = 它落在 { $point }，那里单独站着一枚{ $seat }的棋子：那枚棋子被打下，放到中栏，{ $seat }必须先把它走回棋盘，才能走别的棋子（Fiske 1905: 352；规则注释 P5）。
piprjall-why-still-to-play-in-order = 还要按这个顺序走：{ $steps }（Fiske 1905: 352）。
piprjall-why-still-to-play = 还要走 { $steps }。
piprjall-why-turn-passes = 轮到{ $seat }。
piprjall-why-borne-off-all = { $seat }已经移出全部十五枚棋子，得 { $count } 分（Fiske 1905: 352）。
piprjall-why-abandoned = 无论掷出什么，双方都走不了，所以这一盘作废，谁也不得分（规则注释 P11）。
piprjall-why-match-won = { $seat }已有 { $count } 分，足以赢得整场比赛（规则注释 P9）。
piprjall-why-new-game = 新的一盘开始，由{ $seat }先走：双方轮流先走（规则注释 P8）。

# 各盘的备注（盘表最后一栏）和当前局势的各行。
piprjall-note-abandoned = 作废：无论掷出什么，双方都走不了；谁也不得分
piprjall-note-won = { $seat }移出了全部棋子，得 { $count } 分
piprjall-line-standing = { $seat }：{ $points } 分，还差 { $pips } 点，已移出 { $off } 枚
