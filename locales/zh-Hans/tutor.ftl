# boardlore：对局中的指导（src/coach/tutor.rs、src/ui/play/tutor.rs）：在与电脑对局时走出电脑判断为大错的一步之前，先询问访客。所说的一切都是电脑对局面的判断，而不是规则原文。简体中文，机器辅助翻译，欢迎审校。

tutor-option = 走出大错之前提醒我
tutor-checking = 正在检查这一步……
tutor-title = 大错？
tutor-intro = 电脑判断 { $move } 是一步大错。
tutor-lets-capture = 这一步会让{ $by }从 { $sites } 吃掉 { $count } 子。
tutor-better-keeps = 如果改走 { $better }，电脑找到的对方最佳应着不能立即吃到子。
tutor-better-gives = 如果改走 { $better }，电脑找到的对方最佳应着只能吃到 { $count } 子。
tutor-misses = 这一步错过了吃子：改走 { $better } 可以从 { $sites } 吃掉 { $count } 子。
tutor-later = 这一步之后没有子会被立即吃掉，但在电脑的模拟对局里，它的结果比 { $better } 差得多。
tutor-expected = 电脑估计，{ $seat }走这一步之后的期望得分为 { $played } 分，走 { $better } 之后为 { $best } 分（满分 100）。
tutor-source = 这是电脑对局面的判断，不是这种棋的规则。
tutor-question = 仍然要走这一步吗？
tutor-anyway = 仍然走这一步
tutor-again = 重新选择
