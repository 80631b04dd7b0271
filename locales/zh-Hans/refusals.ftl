# boardlore：某个动作为何被拒绝，显示在棋盘下方。坑、点和动作的名称（a1、t12:5、roll:6-5、
# lend、fill:a3）是记谱，保持原样。机器辅助翻译，欢迎审校。

refused = 动作“{ $action }”被拒绝：{ $reason }
refused-action = { $action }：{ $reason }
refused-round-over = 本局已结束
refused-game-over = 这盘棋已结束
refused-match-over = 比赛已结束
refused-empty = { $hole } 是空的
refused-not-your-row = { $hole } 不在{ $seat }的那一行
tab-not-followed = 无法跟上另一个标签页或窗口中保存的这盘棋（{ $error }）；本标签页保留自己的着法。

leyla-refused-unknown = “{ $text }”不是坑（a1..a6、b1..b6）
leyla-refused-captured = { $hole } 是已被占领的坑，谁都不能从中播子
leyla-refused-out-of-play = { $hole } 已退出本局
leyla-refused-no-loan = 现在没有可接受的借子
leyla-refused-loan-pending = 本局已结束：先决定是否借子（lend 或 keep）
leyla-refused-fill-pending = 先选择下一局要填的坑（fill:a3）
leyla-refused-not-filling = 只有在两局之间、规则允许玩家选择时才填坑
leyla-refused-already-filled = { $hole } 已经填过了

ceelkoqyuqkoqiji-refused-unknown = “{ $text }”不是 Ceelkoqyuqkoqiji 的动作
ceelkoqyuqkoqiji-refused-not-now = 现在不能 { $action }：{ $reason }
ceelkoqyuqkoqiji-refused-over = 整场比赛已结束
ceelkoqyuqkoqiji-refused-store = 播子从不从仓开始
ceelkoqyuqkoqiji-refused-sold = { $hole } 已经卖出
ceelkoqyuqkoqiji-refused-sector-empty = 自己一方已没有石子：先填子（huelshe）
ceelkoqyuqkoqiji-refused-stones-left = { $seat }还有石子可播；填子（huelshe）只在自己一方空了时进行
ceelkoqyuqkoqiji-refused-huelshe-obligatory = 大石子还在它自己的仓里时，必须填子（huelshe）
ceelkoqyuqkoqiji-refused-short-huelshe = 不完整的填子要填满一串连续的坑，中间不能有空缺（卖出的坑就是空缺）
ceelkoqyuqkoqiji-refused-propose-again = 提议被拒绝后，要再播一次子才能再提
ceelkoqyuqkoqiji-refused-place-first = 先选择大石子落在哪里
ceelkoqyuqkoqiji-refused-throw-first = 每局以出手指开始
ceelkoqyuqkoqiji-refused-answer = 必须先回答结束本局的提议
ceelkoqyuqkoqiji-refused-settling = 正在结算两局之间的账目
ceelkoqyuqkoqiji-refused-not-legal = 这不是现在合规的动作

dongjintian-refused-unknown = “{ $text }”既不是坑（a1..e4）也不是方向（N、E、S、W）
dongjintian-refused-pick-first = 先选一个坑来播子
dongjintian-refused-choose-direction = 播子还在继续：请选择方向
dongjintian-refused-blocked = 不能走 { $dir }：{ $reason }
dongjintian-refused-off-board = 那会走出棋盘
dongjintian-refused-doubles-back = 播子从不往回走
dongjintian-refused-already-sown = 按 Ludii 的玩法，一次播子从不进入已经播过的坑（规则选项 sowing ludii）

piprjall-refused-unknown = “{ $text }”既不是掷骰（roll:6-5）也不是着法（t12:5）
piprjall-refused-dice-range = 骰子的点数是 1 到 6
piprjall-refused-throw-first = 必须先掷骰子
piprjall-refused-thrown = 骰子已经掷过了；请走一个棋子
piprjall-refused-no-die = 没有 { $die } 可走（剩下：{ $left }）
piprjall-refused-doubles-order = 对子要按顺序走：下一个是 { $die }
piprjall-refused-more-doubles = 另一种走法能走完对子的更多步
piprjall-refused-both-dice = 两个骰子能走时都必须走，只能走一个时要走较大的那个
piprjall-refused-from = 棋子只能从点上或从自己的中栏出发
piprjall-refused-no-piece = 那里没有你的棋子
piprjall-refused-re-enter-first = 被打下的棋子必须先重新进场
piprjall-refused-re-enter-empty = 棋子只能在空点上重新进场
piprjall-refused-bear-off-home = 所有棋子都进入最后四分之一后才能开始移出
piprjall-refused-higher-die = 较大的骰子只能从最远的点移出
piprjall-refused-closed = 对方两个或更多棋子封住了那个点
piprjall-refused-two-on-start-side = 在起始一侧的点上，自己的棋子不能超过两个
piprjall-refused-five-first = 五个棋子离开起点之前，不能越过起始一侧的倒数第二个点

# 存档或导入的记录为何无法读取。技术细节（JSON 解析器的原话）以英文附在后面；
# 格式名称和对局 id 保持原样。
record-malformed = 这不是有效的对局记录
record-wrong-format = 这不是 boardlore 记录（格式是“{ $format }”，应为“{ $expected }”）
record-version = 不支持记录版本 { $version }（本版本读取版本 { $supported }）
record-illegal = 第 { $number } 步：{ $refusal }
record-state-mismatch = 记录中的比赛状态与其着法不符；文件可能被修改过
record-state-mismatch-detail = 记录中的比赛状态与其着法不符（{ $detail }）；文件可能被修改过
setup-unknown-game = 未知的棋“{ $game }”（已知：{ $known }）
setup-bad-rules = { $game } 的规则选项有误
save-not-found = 没有名为“{ $id }”的存档
save-bad-id = “{ $id }”不是有效的对局 id
save-exists = 名为“{ $id }”的存档已存在
save-name-empty = 名称不能为空
save-name-too-long = 名称最多 { $most } 个字符
save-unreadable = 无法读取这个存档
store-unavailable = 此浏览器无法保存
store-full = 浏览器的存储空间已满

## 手动摆出的局面被规则拒绝

position-shape = 局面中的 { $list } 列表有 { $given } 项，应有 { $expected } 项
position-too-many = { $site } 放了 { $count } 个，最多只能放 { $most } 个
position-owner = { $site } 不能属于{ $seat }
position-stone = 第 { $stone } 块大石不能放在 { $site }
position-stone-won = 第 { $stone } 块大石不能由{ $seat }赢得
position-mover = 在这种棋里，{ $seat }不能是走棋的一方
position-mover-number = 在这种棋里，第 { $number } 个座位不能是走棋的一方
position-total = 这个局面共有 { $given } 子；这种棋始终是 { $expected } 子
position-stuck = 轮到{ $seat }走，但没有可播的子：这一局本该已经结束了
position-empty-board = 棋盘是空的：这盘棋已经结束了
position-unsupported = 这种棋不能手动摆局面
leyla-position-unpaired = { $hole } 已被占领，但对面的 { $facing } 没有被同一方占领：占领总是两个坑一起
ceelkoqyuqkoqiji-position-no-hole = { $seat }已卖掉所有的坑：这场比赛已经结束了
piprjall-position-unowned = { $point } 上的棋子不属于任何一方
piprjall-position-pieces = { $seat }有 { $count } 枚棋子；每方正好 { $each } 枚
piprjall-position-borne-off = { $seat }已把所有棋子移出：这盘棋已经结束了
record-position = 记录中摆出的局面被拒绝：{ $reason }
