# Dongjintian 的“为什么？”：一次拿子或一步做了什么，依据记录（Eagle 1995: 57-58）或规则注释
# （docs/rules-notes.md，D1-D8）中的哪一条。简体中文，机器辅助翻译，欢迎审校。术语见
# docs/glossary-zh-Hans.md；出处、注释编号和坑名保持原样。

dongjintian-why-lifted = { $seat }拿起 { $hole } 里的{ $count ->
    [1] 唯一一子
   *[other] { $count } 子
}：任何玩家都可以从任何坑播子（Eagle 1995: 57-58）。这些子一个一个地放进相邻的坑，每一步都由{ $seat }选择方向。
dongjintian-why-relay = 最后一子落在 { $last }，而这条线上的下一个坑 { $hole } 里有子，于是拿起那里的{ $count ->
    [1] 唯一一子
   *[other] { $count } 子
}继续播，重新选择方向：这叫续播（Eagle 1995: 57-58）。
dongjintian-why-captured-beyond = 最后一子落在 { $last }；这条线上的下一个坑 { $next } 是空的，所以{ $seat }吃掉了再后面的 { $hole } 里的{ $count ->
    [1] 唯一一子
   *[other] { $count } 子
}（Eagle 1995: 57-58）。
dongjintian-why-captured = 最后一子落在 { $last }；这条线上的下一个坑是空的，所以{ $seat }吃掉了再后面的 { $hole } 里的{ $count ->
    [1] 唯一一子
   *[other] { $count } 子
}（Eagle 1995: 57-58）。
dongjintian-why-went = 一子放进了 { $hole }
dongjintian-why-went-forced = 一子放进了 { $hole }；从那里只有一条路可走，所以下一子立即放进了 { $then }（规则注释 D8）
dongjintian-why-steer-on = { $went }。还剩 { $count } 子要播：下一子可以直走或转弯，但不能往回走（Eagle 1995: 57-58）。
dongjintian-why-edge = 最后一子落在棋盘边上的 { $hole }，这条线上再往前没有坑，所以这一步结束（Eagle 1995: 57-58）。
dongjintian-why-relayed-most = 这一步已经续播了 { $count } 次，所以在那里结束（规则注释 D6）。
dongjintian-why-central = 最后一子落在两个中心坑之一 { $hole }，所以没有吃子，尽管其后的 { $next } 是空的，再后面的 { $beyond } 有子（Eagle 1995: 57-58；规则注释 D3）。
dongjintian-why-central-gap = 最后一子落进 { $hole }；它后面的空坑 { $next } 是中心坑，所以不能越过它吃子，尽管再往后的 { $beyond } 有子（规则选项 centre gap；Eagle 1995: 57-58；规则注释 D3）。
dongjintian-why-nothing-beyond = 这条线上的下一个坑 { $next } 是空的，再往前没有可吃的子，所以这一步结束（Eagle 1995: 57-58）。
dongjintian-why-game-over = 已经连续 { $turns } 个回合没有吃子，所以对局结束（规则注释 D1）：吃子最多的玩家获胜（Eagle 1995: 57-58），{ $winners }，吃了 { $count } 子。
dongjintian-why-ludii-end = 棋盘上最多只剩一子，所以按 Ludii 的玩法对局结束（规则选项 end ludii；规则注释 D11）：吃子最多的玩家获胜（Eagle 1995: 57-58），{ $winners }，吃了 { $count } 子。
dongjintian-why-ludii-limit = 对局达到 Ludii 的默认上限（{ $turns } 个回合或播下 { $moves } 子），棋盘上仍有子，所以像 Ludii 一样判为和棋（规则选项 end ludii；规则注释 D11）。
