# Ceelkoqyuqkoqiji 的“为什么？”：一步做了什么，依据 Eagle 的记述（1995: 53-55）或规则注释
# （docs/rules-notes.md，C1-C19）中的哪一条。简体中文，机器辅助翻译，欢迎审校。术语见
# docs/glossary-zh-Hans.md；出处、注释编号和坑名保持原样。$goat 是 mu 或 gong（不指羊时为 none）。

ceelko-why-finger-chosen = { $seat }已经选好手指；现在{ $other }不看对方，自己选择。食指胜拇指，拇指胜小指，小指胜食指（Eagle 1995: 53-55）。
ceelko-why-finger-tie = 双方出了同一根手指，所以重来一次（Eagle 1995: 53-55；规则注释 C14）。
ceelko-why-proposed = { $seat }提议结束本局；{ $other }可以接受或拒绝。双方同意即可结束一局，各方拿走自己坑里剩下的石子（Eagle 1995: 53-55；规则注释 C11）。
ceelko-why-refused = { $seat }拒绝了，所以继续下；{ $other }要等播过子之后才能再次提议（规则注释 C11）。
ceelko-why-goat-to-place = 从 { $hole } 拿起的石子里有{ $goat ->
    [mu] 母羊（mu）
   *[other] 公羊（gong）
}：大石子可以按任意顺序播下，所以由{ $seat }选择它落在哪里（Eagle 1995: 53-55；规则注释 C3）。
ceelko-why-must-sell = { $seat }欠{ $other } { $count } 子：欠债达到五子就必须卖掉一个坑，卖哪个由卖方选择（Eagle 1995: 53-55）。
ceelko-why-may-buy-back = { $seat }有 { $count } 枚石子富余，可以买回自己卖出的一个坑；当初的买方不得拒绝（Eagle 1995: 53-55）。
ceelko-why-lost-no-holes = { $seat }已没有可以播子或出售的坑，所以{ $seat }输掉了整场比赛（规则注释 C15）。
ceelko-why-lost-repeated = 下一局的开局会和之前的两局一样，所以整场比赛结束；价值较少的{ $seat }输了（规则注释 C16）。
ceelko-why-drawn-repeated = 下一局的开局会和之前的两局一样，所以整场比赛以平局结束（规则注释 C16）。
ceelko-why-sown = { $seat }拿起 { $hole } 里{ $count ->
    [1] 唯一的一枚石子，把它
   *[other] 的 { $count } 枚石子，把它们一个一个地
}按{ $way ->
    [clockwise] 顺时针
   *[other] 逆时针
}方向播下，途经的坑和仓都要放子；两个方向都可以选（Eagle 1995: 53-55）。
ceelko-why-goat-dropped = { $goat ->
    [mu] 母羊（mu）
   *[other] 公羊（gong）
}落进了 { $hole }。
ceelko-why-relay = 最后一子之后的坑 { $hole } 里有石子，于是拿起它们，沿同一方向继续播：这叫续播（Eagle 1995: 53-55）。
ceelko-why-relay-store = 最后一子之后的坑 { $hole } 里有石子，于是拿起它们，沿同一方向继续播：这叫续播（Eagle 1995: 53-55）。仓只有在它自己的羊从未离开时才算满，这时只拿起那只羊。
ceelko-why-relays = 最后一子之后的坑 { $count } 次有石子（{ $holes }），每次都拿起它们，沿同一方向继续播：这叫续播（Eagle 1995: 53-55）。
ceelko-why-relays-store = 最后一子之后的坑 { $count } 次有石子（{ $holes }），每次都拿起它们，沿同一方向继续播：这叫续播（Eagle 1995: 53-55）。仓只有在它自己的羊从未离开时才算满，这时只拿起那只羊。
ceelko-why-relays-many = 最后一子之后的坑 { $count } 次有石子，每次都拿起它们，沿同一方向继续播：这叫续播（Eagle 1995: 53-55）。
ceelko-why-relays-many-store = 最后一子之后的坑 { $count } 次有石子，每次都拿起它们，沿同一方向继续播：这叫续播（Eagle 1995: 53-55）。仓只有在它自己的羊从未离开时才算满，这时只拿起那只羊。
ceelko-why-what-store-goat = 仓 { $store } 里在家的{ $goat ->
    [mu] 母羊（mu）
   *[other] 公羊（gong）
}——羊从未离开时，仓算作满的
ceelko-why-what-with-goat = { $hole } 里的{ $count ->
    [1] 唯一一枚石子
   *[other] { $count } 枚石子
}，其中有一只羊
ceelko-why-what-stones = { $hole } 里的{ $count ->
    [1] 唯一一枚石子
   *[other] { $count } 枚石子
}
ceelko-why-captured-after-store = 最后一子之后是一个空坑（仓 { $store }，它自己的羊离开后就算作空的），再后面是满的，所以{ $seat }吃掉了{ $what }（Eagle 1995: 53-55）。
ceelko-why-captured-after-hole = 最后一子之后是一个空坑（{ $hole }），再后面是满的，所以{ $seat }吃掉了{ $what }（Eagle 1995: 53-55）。
ceelko-why-captured = 最后一子之后是一个空坑，再后面是满的，所以{ $seat }吃掉了{ $what }（Eagle 1995: 53-55）。
ceelko-why-more-store-goat = 仓 { $store } 里在家的{ $goat ->
    [mu] 母羊（mu）
   *[other] 公羊（gong）
}
ceelko-why-more-stones = { $hole } 的 { $count } 枚
ceelko-why-capture-went-on = 又是一个空坑接一个满坑，所以继续吃：还有{ $what }；遇到连续两个满坑或两个空坑就停止（Eagle 1995: 53-55）。
ceelko-why-no-capture = 最后一子之后的两个坑都是空的，所以这一步结束，没有吃子（Eagle 1995: 53-55）。
ceelko-why-sunk-in-store = { $goat ->
    [mu] 母羊（mu）
    [gong] 公羊（gong）
   *[other] 一枚石子
}落进了仓 { $hole }，所以仓的主人{ $seat }把它吃掉：落进仓里的都归仓的主人（Eagle 1995: 53-55）。
ceelko-why-sunk-in-sold-hole = { $goat ->
    [mu] 母羊（mu）
    [gong] 公羊（gong）
   *[other] 一枚石子
}落进了 { $hole }，这是卖给{ $seat }的坑：卖出的坑总是空的，落进去的都归该坑的主人（Eagle 1995: 53-55）。
ceelko-why-huelshe = { $seat }的坑里没有石子，所以填子（huelshe）：在每个坑里放一枚自己的石子（共 { $count } 枚），然后继续下（Eagle 1995: 53-55）。
ceelko-why-huelshe-obligatory = { $seat }的坑里没有石子，所以填子（huelshe）：在每个坑里放一枚自己的石子（共 { $count } 枚），然后继续下（Eagle 1995: 53-55）。只要还有羊留在它自己的仓里，就不能拒绝填子。
ceelko-why-huelshe-short = { $seat }的坑里没有石子，可放的石子只有 { $count } 枚，比坑少，所以填子（huelshe）时放进自己选定的 { $count } 个相邻的坑里，中间不留空缺，然后继续下（Eagle 1995: 53-55；规则注释 C10）。
ceelko-why-declined-huelshe = { $seat }拒绝填子，所以本局结束，{ $other }拿走坑里剩下的所有石子（Eagle 1995: 53-55；规则注释 C13）。
ceelko-why-nothing-to-place = { $seat }的坑里没有石子，也没有可放的石子，所以本局结束，{ $other }拿走坑里剩下的所有石子（规则注释 C9）。
ceelko-why-agreed = 双方同意，所以本局结束：各方拿走自己坑里剩下的石子，每个仓里的石子归仓的主人（Eagle 1995: 53-55）。
ceelko-why-repeated-third-time = 同一局面第三次出现，所以本局像双方同意那样结束，各方拿走自己坑里的石子（规则注释 C12）。
ceelko-why-a-hole = 一个坑
ceelko-why-goat-paid = { $from }付给{ $to } { $count } 子买回{ $goat ->
    [mu] 母羊（mu）
   *[other] 公羊（gong）
}
ceelko-why-debt-repaid = { $from }还给{ $to } { $count } 子欠债
ceelko-why-borrowed = { $to }差 { $count } 子填满自己的坑，向{ $from }借子，{ $from }不得拒绝；这笔债会记下
ceelko-why-hole-sold = { $to }以 { $count } 子把 { $hole } 卖给{ $from }；本站先用这笔价钱抵债（规则注释 C8）：从此它总是空的，落进去的都归{ $from }
ceelko-why-hole-bought-back = { $from }以 { $count } 子从{ $to }那里买回 { $hole }，{ $to }（原买方）不得拒绝
ceelko-why-gave = { $from }给了{ $to } { $count } 子
ceelko-why-price-each = 本规则集中每只 { $price } 子
ceelko-why-price-mu-gong = 本规则集中母羊（mu）{ $mu } 子、公羊（gong）{ $gong } 子
ceelko-why-goats-bought-back = { $what }：被对方赢去的羊必须在两局之间买回，价格为{ $prices }（Eagle 1995: 53-55）。
ceelko-why-goats-bought-back-owing = { $what }：被对方赢去的羊必须在两局之间买回，价格为{ $prices }（Eagle 1995: 53-55）；主人付不起的部分记为欠债（规则注释 C5）。
ceelko-why-between-rounds = { $what }（Eagle 1995: 53-55）。
ceelko-why-filled-again = 第 { $round } 局重新在每个坑里放 { $count } 枚石子，这一局从出手指开始（Eagle 1995: 53-55）。
ceelko-why-throw-won = { $seat }出手指获胜，先走第 { $round } 局：食指胜拇指，拇指胜小指，小指胜食指（Eagle 1995: 53-55）。

# 各局的备注（局表最后一栏）和当前局势的各行。
ceelko-note-goat-bought = { $seat }以 { $count } 子从{ $other }那里买回{ $goat ->
    [mu] 母羊（mu）
   *[other] 公羊（gong）
}
ceelko-note-goat-bought-owing = { $seat }以 { $count } 子从{ $other }那里买回{ $goat ->
    [mu] 母羊（mu）
   *[other] 公羊（gong）
}，欠 { $owing } 子
ceelko-note-repaid = { $seat }还给{ $other } { $count } 子
ceelko-note-hole-bought-back = { $seat }从{ $other }那里买回 { $hole }
ceelko-note-hole-sold = { $seat }把 { $hole } 卖给{ $other }
ceelko-note-borrowed = { $seat }向{ $other }借了 { $count } 子
ceelko-note-repeated = 下一局的开局会和之前的两局一样：整场比赛结束
ceelko-note-declined = { $seat }拒绝填子：{ $other }拿走了棋盘上的子
ceelko-note-agreed = 双方同意结束：各自拿走自己一方的子
ceelko-line-owes = { $seat }欠{ $other } { $count } 子
ceelko-line-sold = { $hole } 已卖给{ $seat }
ceelko-line-goat-held = { $goat ->
    [mu] 母羊（mu）
   *[other] 公羊（gong）
}在{ $seat }手中
