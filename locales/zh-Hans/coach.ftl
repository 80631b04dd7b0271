# boardlore：复盘一局棋（src/coach）：每个决定的等级，以及对不够好的一步，它做了什么、更好的一步本会做什么。等级是电脑的判断。简体中文，机器辅助翻译，欢迎审校。

coach-class = { $class ->
    [best] 最佳
    [good] 好棋
    [inaccuracy] 欠准确
    [mistake] 错着
   *[blunder] 大错
}
coach-about-equal = 与电脑的选择大致相当
coach-played-took = { $seat }走了{ $move }：吃掉了{ $sites }的{ $count }枚。
coach-played-quiet = { $seat }走了{ $move }：什么也没吃到。
coach-reply-took = 随后{ $by }走{ $move }，吃掉了{ $sites }的{ $count }枚。
coach-reply-quiet = 随后{ $by }走了{ $move }，什么也没吃到。
coach-better-took = { $move }本可以吃掉{ $sites }的{ $count }枚。
coach-better-quiet = { $move }本不会立即吃到什么。
coach-better-reply-took = 那样之后，{ $by }本会走{ $move }，吃掉{ $sites }的{ $count }枚。
coach-better-reply-quiet = 那样之后，为{ $by }找到的最佳应着{ $move }本什么也吃不到。
coach-expected = 电脑估计{ $seat }在{ $move }之后的期望得分为百分之{ $played }，在{ $better }之后为百分之{ $best }。
coach-summary = { $seat }：最佳 { $best }，好棋 { $good }，欠准确 { $inaccuracy }，错着 { $mistake }，大错 { $blunder }；准确率 { $accuracy }%。
