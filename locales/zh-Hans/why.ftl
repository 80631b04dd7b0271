# boardlore 的“为什么？”：一步棋做了什么，是哪条规则让它发生。简体中文，机器辅助翻译，欢迎审校。

nothing-else-followed = { $told } 之后没有发生别的事。
