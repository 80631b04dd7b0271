# boardlore：复盘一局棋（src/coach）：每个决定的等级，以及对不够好的一步，它做了什么、更好的一步本会做什么。等级是电脑的判断。简体中文，机器辅助翻译，欢迎审校。

coach-class = { $class ->
    [best] 最佳
    [good] 好棋
    [inaccuracy] 欠准确
    [mistake] 错着
   *[blunder] 大错
}
coach-about-equal = 与电脑的选择大致相当
coach-played-took = { $seat }走了 { $move }，从 { $sites } 吃掉 { $count } 子。
coach-played-quiet = { $seat }走了 { $move }，没有吃到子。
coach-reply-took = 随后{ $by }走 { $move }，从 { $sites } 吃掉 { $count } 子。
coach-reply-quiet = 随后{ $by }走了 { $move }，没有吃到子。
coach-better-took = 改走 { $move } 本可以从 { $sites } 吃掉 { $count } 子。
coach-better-quiet = 改走 { $move } 不会立即吃到子。
coach-better-reply-took = 那样走之后，{ $by }本会走 { $move }，从 { $sites } 吃掉 { $count } 子。
coach-better-reply-quiet = 那样走之后，电脑为{ $by }找到的最佳应着 { $move } 吃不到子。
coach-expected = 电脑估计，{ $seat }走 { $move } 之后的期望得分为 { $played } 分，走 { $better } 之后为 { $best } 分（满分 100）。
coach-summary = { $seat }：最佳 { $best }，好棋 { $good }，欠准确 { $inaccuracy }，错着 { $mistake }，大错 { $blunder }；准确率 { $accuracy }%。

## 分析棋盘上的复盘（src/ui/coach），以及对局画面中通往它的链接。
coach-title = 电脑复盘
coach-open = 让电脑复盘这盘棋
coach-seats = 复盘哪几方
coach-start = 开始复盘
coach-again = 重新复盘
coach-progress = 已复盘 { $done } 个决定，共 { $of } 个……
coach-stop = 停止
coach-stopped = 已停止：复盘了 { $done } 个决定，共 { $of } 个。
coach-resume = 继续
coach-done = 全部决定已复盘（共 { $of } 个）。
coach-none = 所选各方没有需要复盘的决定。
coach-failed = 复盘无法继续：{ $error }
coach-marked = 不够好的着法
coach-previous = 上一个不够好的着法
coach-next = 下一个不够好的着法
coach-list = 已复盘的决定（{ $count }）
coach-row = 第 { $number } 步，{ $seat }走 { $played }：{ $class }
coach-better = 电脑认为更好的一步是 { $move }，已在棋盘上标出它的起点和去向。
coach-equal = { $played } 与电脑的选择 { $move } 大致相当；棋盘上标出的是实际走的一步。
coach-played-marked = 棋盘上标出的是实际走的一步：{ $move }。
coach-how = 如何评判着法
coach-how-text = 电脑对每个决定重新搜索（每次搜索 { $budget } 次迭代），估计走棋一方在电脑自己的最佳着法之后和实际着法之后的期望得分（满分 100）。等级取决于两者之差：少于 { $good } 分为最佳（搜索无法区分两步时也是如此，即“大致相当”）；{ $good } 至 { $inaccuracy } 分为好棋；{ $inaccuracy } 至 { $mistake } 分为欠准确；{ $mistake } 至 { $blunder } 分为错着；{ $blunder } 分或以上为大错。接下来要掷骰时，一步棋按它可能遇到的每一种掷法评判，而不是按实际掷出的结果。这些界限是本站自己定的，参照了国际象棋网站 lichess 的做法；等级是电脑的判断，不是任何关于这种棋的文献原话。
