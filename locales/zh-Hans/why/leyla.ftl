# Leyla (Wegi) 的“为什么？”：一步棋做了什么，依据 Pankhurst 的记录（1971: 182）或规则注释
# （docs/rules-notes.md）中的哪一条。简体中文，机器辅助翻译，欢迎审校。术语见 docs/glossary-zh-Hans.md；
# 出处、注释编号和坑名（a1、b6）保持原样。

leyla-why-kept = { $seat }把多出的两子留作储备，没有借出（Pankhurst 1971: 182；规则注释 L14）。
leyla-why-filled = 选定的{ $count ->
   *[other] 坑 { $holes }
}各放入四子：两局之间，各方自选要填哪些坑，空坑仍在局中（规则选项 unfilled_holes，规则注释 L15）。
leyla-why-passed = { $what }（Pankhurst 1971: 182）。
leyla-why-round-start = 第 { $round } 局开始，每方 { $count } 个坑：双方按较穷一方能填的数目各填四子的坑，较富的一方保留其余的子（Pankhurst 1971: 182）；{ $seat }先走（规则注释 L16）。
leyla-why-lend-offer = 双方各多出两子：较富的{ $lender }可以把它们借给{ $borrower }，也可以留下（Pankhurst 1971: 182）。
leyla-why-choose-holes = { $seat }现在选择自己一排中要放入四子的坑；空坑仍在局中（规则选项 unfilled_holes，规则注释 L15）。
leyla-why-match-over = { $loser }连一个四子的坑都填不满，所以比赛结束，{ $winner }获胜（Pankhurst 1971: 182）。
leyla-why-sown = { $count ->
    [1] { $seat }拿起 { $hole } 里唯一的一子，按顺时针方向播下（Pankhurst 1971: 182）。
   *[other] { $seat }拿起 { $hole } 里的 { $count } 子，按顺时针方向一个一个地播下（Pankhurst 1971: 182）。
}
leyla-why-relay = 最后一子落在 { $hole }，那里有子，于是拿起这些子继续播：这叫续播（Pankhurst 1971: 182）。
leyla-why-relays = 最后一子 { $count } 次落在有子的坑里（{ $holes }）；每次都拿起那里的子继续播：这叫续播（Pankhurst 1971: 182）。
leyla-why-relays-many = 最后一子 { $count } 次落在有子的坑里；每次都拿起那里的子继续播：这叫续播（Pankhurst 1971: 182）。
leyla-why-made-four = 最后一子使{ $owner }一排的坑 { $hole } 正好成为四子，于是{ $seat }占领了它和对面的坑 { $facing }：棋子留在原处，以后谁也不再从这两个坑播子，回合结束（Pankhurst 1971: 182）。
leyla-why-took-one-more = 最后一子落在 { $hole }，这是{ $owner }占领的坑，于是{ $seat }拿走这一子，并从那里再拿走一子，回合结束（Pankhurst 1971: 182）。
leyla-why-took-only-it = 最后一子落在 { $hole }，这是{ $owner }占领的坑，于是{ $seat }拿走这一子；坑里是空的，没有别的可拿（规则注释 L6）。
leyla-why-fell = 最后一子落在 { $hole }，回合结束。
leyla-why-fell-own = 最后一子落在 { $hole }，这是{ $seat }先前占领的坑，所以回合结束，这一子留在那里（规则注释 L2）。
leyla-why-came-round = 最后一子绕回到 { $hole }，那里的子被拿起后一直是空的，所以回合结束（Pankhurst 1971: 182）。
leyla-why-fell-empty = 最后一子落在空坑 { $hole }，所以回合结束（Pankhurst 1971: 182）。
leyla-why-fell-for-ever = 最后一子落在 { $hole }，但再拿起来只会无休止地重复这次播子，所以回合在那里结束（规则注释 L4）。
leyla-why-seat-took = { $seat }拿走 { $count } 子
leyla-why-round-over-stuck = { $seat }已无子可播，所以本局结束：各方拿走自己一排中未被占领的坑里的子，以及自己占领的坑里的子（Pankhurst 1971: 182）；{ $taken }。
leyla-why-round-over = 本局结束：各方拿走自己一排中未被占领的坑里的子，以及自己占领的坑里的子（Pankhurst 1971: 182）；{ $taken }。
leyla-why-repaid = { $from }已有余力，向{ $to }还了借子中的 { $count } 子
leyla-why-surrendered = { $from }填满四子的坑后只多出一子，把它让给了{ $to }
leyla-why-lent = { $from }借给{ $to } { $count } 子，在以后的局里偿还
leyla-why-passed-on = { $from }给了{ $to } { $count } 子

# 各局的备注（局表最后一栏）。
leyla-note-repeated = 第 { $round } 局与之前从同一开局下的两局一步不差：比赛结束
leyla-note-repaid = { $seat }还了 { $count } 子（仍欠 { $still } 子）
leyla-note-surrendered = { $seat }把 1 子让给了{ $other }
leyla-note-lent = { $seat }借给{ $other } { $count } 子
leyla-note-kept = { $seat }把多出的 { $count } 子留作储备
leyla-note-cannot-fill = { $seat }一个坑也填不满：比赛结束
leyla-note-next-round = 第 { $round } 局每方 { $count } 个坑
