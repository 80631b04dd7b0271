# boardlore 对局中各个选择按钮上的文字。简体中文，机器辅助翻译，欢迎审校。

label-in-english = { $text }

leyla-label-lend = { $seat }：把 { $count } 子借给{ $other }
leyla-label-keep = { $seat }：把这 { $count } 子留作储备
leyla-label-fill = { $seat }：在 { $hole } 放 { $count } 子

ceelkoqyuqkoqiji-label-throw = { $seat }出{ $finger ->
    [index] 食指（蛇）
    [thumb] 拇指（青蛙）
   *[little] 小指（蜈蚣）
}，胜{ $beaten ->
    [index] 食指（蛇）
    [thumb] 拇指（青蛙）
   *[little] 小指（蜈蚣）
}
ceelkoqyuqkoqiji-label-sow-counter-clockwise = 从 { $hole } 逆时针播 ↺
ceelkoqyuqkoqiji-label-sow-clockwise = 从 { $hole } 顺时针播 ↻
ceelkoqyuqkoqiji-label-place = 让大石子作为第 { $number } 个子落下
ceelkoqyuqkoqiji-label-huelshe-all = { $seat }：填子，每个坑放一子
ceelkoqyuqkoqiji-label-huelshe-into = { $seat }：填子，放入 { $holes }
ceelkoqyuqkoqiji-label-decline = { $seat }：不填子（本局结束）
ceelkoqyuqkoqiji-label-propose = { $seat }：提议结束本局
ceelkoqyuqkoqiji-label-accept = { $seat }：同意结束本局
ceelkoqyuqkoqiji-label-refuse = { $seat }：拒绝，继续下
ceelkoqyuqkoqiji-label-buy = { $seat }：花 { $count } 子买回 { $hole }
ceelkoqyuqkoqiji-label-no-buy = { $seat }：不买回坑
ceelkoqyuqkoqiji-label-sell = { $seat }：卖掉 { $hole }

dongjintian-label-straight = 直走 { $arrow }
dongjintian-label-go = 走 { $key } { $arrow }
dongjintian-label-pick = 从 { $hole } 播子

piprjall-label-dice = 骰子 { $throw }
piprjall-label-move = { $from } → { $to ->
    [off] 移出
   *[other] { $to }
}（{ $die }）
