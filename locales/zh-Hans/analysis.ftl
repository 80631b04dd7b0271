# 分析棋盘（`?record=...&at=K`）：逐步查看整盘棋，分享局面，从任一局面接着下。
analysis-title = 分析棋盘：{ $game }
analysis-start = 开局局面。
analysis-played = 上一步：{ $seat }走 { $action }。
analysis-thrown = 上一步：掷出 { $action }。
analysis-at = 第 { $at } 步，共 { $of } 步。
analysis-steps = 逐步查看对局
analysis-first = 开头
analysis-previous = 上一步
analysis-next = 下一步
analysis-last = 结尾
analysis-keys = 用方向键逐步查看对局；Home 键和 End 键跳到开头和结尾。
analysis-you-play = 以{ $seat }接着下，对手：
analysis-against-person = 真人
analysis-against-computer = 电脑（{ $level }）
analysis-play-on = 从这里接着下
analysis-play-on-name = { $game }（从第 { $at } 步起）
analysis-not-saved = 新对局无法保存：{ $error }
analysis-open-file = 在分析棋盘上打开棋谱文件：
analysis-file-refused = 无法打开 { $file }：{ $error }
notice-bad-record-link = 无法打开这个对局链接：{ $error }。你保存的对局没有改动。
notice-bad-at = 这盘棋共 { $moves } 步，没有第 { $at } 步：从开局显示。
share-position-link = 这个局面的链接（分析棋盘）
share-position-embed = 嵌入这个局面
share-open-analysis = 在分析棋盘上打开这个局面
candidates-title = 候选着法
candidates-ask = 请电脑给出候选着法
candidates-thinking = 电脑正在搜索：已完成 { $done } / { $of } 次模拟对局。
candidates-stop = 停止并显示
candidates-explained = 电脑在这里试过的每一步、经过它的模拟对局次数，以及之后{ $seat }的平均结果（1 为胜，−1 为负）。模拟最多的一步在棋盘上标出。
candidates-move = 着法
candidates-playouts = 模拟次数
candidates-result = 平均结果
candidates-none = 这里没有可比较的着法：只有一步可走，或者这是秘密选择。
candidates-failed = 电脑无法回答：{ $error }
analysis-setup-open = 摆一个局面
analysis-setup-title = 摆一个局面
analysis-setup-help = 点棋盘上的一个位置来选中它，再用 − 和 + 改变其中的数量；在规则允许的地方，也可以改变它归谁。
analysis-setup-site = { $site }：{ $count }
analysis-setup-less = { $site } 减一
analysis-setup-more = { $site } 加一
analysis-setup-owner-captured = 被谁占领
analysis-setup-owner-captured-none = 无人（仍在使用）
analysis-setup-owner-sold = 卖给
analysis-setup-owner-sold-none = 无人（仍归本方）
analysis-setup-owner-pieces = 谁的棋子
analysis-setup-owner-pieces-none = 无（空）
analysis-setup-held = 棋盘外持有
analysis-setup-held-less = { $seat }持有的减一
analysis-setup-held-more = { $seat }持有的加一
analysis-setup-stone = { $stone }所在的位置
analysis-setup-stone-won = 已被{ $seat }赢得
analysis-setup-mover = 轮到
analysis-setup-total = 共 { $count } / { $total } 子
analysis-setup-valid = 这个局面可以下。
analysis-setup-play = 从这里开始下
analysis-setup-close = 回到这盘棋
analysis-setup-name = { $game }（手动摆出的局面）

# Why a game link (`record=`) cannot be opened: the `error` of notice-bad-record-link.
link-too-long = 对局链接太长（{ $length } 个字符，最多 { $most } 个）
link-not-base64 = 对局链接已损坏：第 { $at } 个字符（“{ $found }”）不应出现在链接中
link-not-text = 对局链接已损坏：解码后不是文本
link-version = 对局链接的版本是“{ $version }”，此版本的 boardlore 无法读取
link-missing = 对局链接不完整：缺少{ $part ->
        [version] 版本
        [game] 棋
        [rules] 规则选项
        [seed] 种子
        [players] 玩家
       *[actions] 着法
    }
link-rules = 对局链接中的规则选项无法读取
link-setup = 对局链接中摆出的局面无法读取
link-seed = 对局链接中的种子“{ $seed }”不是小于 2^53 的整数
link-player = 对局链接中的玩家“{ $name }”无效（应为 person、random、easy、medium 或 hard）
link-too-many-seats = 对局链接列出了 { $given } 名玩家，而这种棋最多只有 { $seats } 个座位
link-record = 链接中的对局无法重放：{ $error }
