# boardlore 的对局画面（状态、选择、控制、总结、分享）。简体中文，机器辅助翻译，欢迎审校。

new-to-game = 第一次下 { $game }？一步一步学
lesson-board = 本课的棋盘
legend = 棋盘上显示的内容
notice-cannot-replay = 这盘已存对局无法重放（{ $error }）；开始一盘新棋。
download-failed = 无法下载棋谱：{ $error }
game-begins = { $game } 开始。{ $status }
hint-text = 提示：电脑（困难）会走 { $action }（{ $label }）
dismiss = 关闭
you-are = 你是{ $seat }。
you-are-place = 你是{ $seat }，{ $place }。
seat-score = { $seat }：{ $count } { $score }

new-game = 新对局
animation = 动画
speed-off = 关
speed-slow = 慢
speed-normal = 正常
speed-fast = 快
autoplay = 只有一种走法时自动走
hint = 提示
take-back-last = 撤销上一步
take-back-yours = 悔回你的上一步
download-record-over = 下载这盘棋的棋谱
download-record-so-far = 下载目前的棋谱
moves-played = { $count ->
   *[other] 已走 { $count } 步
}
considered-random = 电脑上一步是随机走的，简单级别有时会这样
considered = 电脑上一步基于 { $count ->
   *[other] { $count } 次模拟对局
}

level-random = 随机
level-easy = 简单
level-medium = 中等
level-hard = 困难
computer-thinking = { $seat }（电脑，{ $level }）正在思考…
play-now = 立即走
positions-considered = 已考虑的局面
done-of = { $done } / { $of }
leaning-to = 倾向于 { $action }
hint-positions-considered = 提示：已考虑的局面
hint-now = 立即提示

random-choice = 替我随机选择
throw-dice = 掷骰子
dice-by-hand = 或输入手掷的骰子：
die-number = 骰子 { $number }
use-dice = 用这些骰子

moves-count = 着法（{ $count }）
looking-back = 回看：第 { $at } 步之后的局面，共 { $of } 步。{ $status }
view-back = ◀ 后退
view-forward = 前进 ▶
view-return = 回到对局

why-ask = 为什么？这一步做了什么？
why-hide = 隐藏解释

game-over = 对局结束
scores-list = 得分：{ $scores }。
rounds = { $count ->
   *[other] { $count } 局
}
seat-captures = { $seat } { $count ->
   *[other] 吃子 { $count } 次
}
relays = { $count ->
   *[other] 续播 { $count } 次
}
loans-between-rounds = { $count ->
   *[other] 局间借子 { $count } 次
}
holes-sold = { $count ->
   *[other] 卖出 { $count } 个坑
}
play-again = 再下一盘
switch-sides = 交换位置
download-record = 下载棋谱

share-title = 分享或嵌入这盘棋
share-explained = 链接会在另一台设备上用同样的规则和玩家开始新对局。代码片段把棋盘放进另一个网页；项目的 docs/embedding.md 说明了它的消息。
share-link = 链接
share-embed = 嵌入
copy = 复制
copied = 已复制
seat-computer = { $seat }：电脑（{ $level }）

board = 棋盘
nobody = 无人
site-label = { $site }，{ $count } 子，{ $claimed ->
    [yes] 被{ $owner }占领
   *[no] 属于{ $owner }
}{ $legal ->
    [yes] ，可以走
   *[no] {""}
}{ $target ->
    [yes] ，所选棋子可以走到这里
   *[no] {""}
}
site-label-large = { $label }，有 { $count } 枚大石子 { $stones }
status-moving = { $seat }正在走棋……
status-dice-thrown = 正在掷骰子……
replay-last = 再看一遍上一步
box-off = 移出区
box-bar = 中栏

# Choices that cannot be taken back, asked to be confirmed; a round's end kept on screen.
weighty-heading = 以下选择无法悔棋（会请你确认）：
confirm-question = { $choice }：确定吗？
confirm-why = 这一步无法悔棋。
confirm-yes = 确定
confirm-no = 不，返回
tap-a-ringed-site = 点棋盘上带粗圆环的位置来走棋。
next-round = 下一局
round-result-you = 第 { $round } 局：你得 { $yours }，{ $others }。
round-result = 第 { $round } 局：{ $all }。
round-seat-took = { $seat }得 { $count }
legend-last-move = 上一步经过的位置内侧发光（起点为虚线）；吃子以走这步的玩家的颜色发光。粗圆环仍标出你可以走的位置。
legend-closed = 颜色变淡、边框为虚线且没有数字的坑已退出本局。
you-won = 你赢了
you-lost = 你输了
you-drew = 平局
lesson-you-play = 这一步你执{ $seat }。
lesson-seat-changed = 注意：这一步你执{ $seat }，不再是{ $other }。
board-upright = 棋盘在这个屏幕上竖着摆：上排沿右边从上往下（右端在上），下排沿左边从下往上（左端在下）。
