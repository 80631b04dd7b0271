# boardlore 的界面文字（首页、已存对局、介绍页、课程、展台）。简体中文，机器辅助翻译，欢迎审校。
# 座位是数字：0 南，1 北，2 东，3 西。术语见 docs/glossary-zh-Hans.md。

seat = { $seat ->
    [0] 南方
    [1] 北方
    [2] 东方
   *[3] 西方
}
counters = { $count ->
   *[other] { $count } 子
}

language-menu = 语言
language-loading = 正在加载…
words-refused = 博物馆的措辞文件 { $file } 第 { $line } 行有错误，未被使用（{ $error }）。显示的是本应用自带的文字。
tagline = 传统棋戏，依文献记载的规则对弈
watch-demo = 观看电脑对弈（演示）
choose-game = 选择一种棋
play-computer = 与电脑对弈
play-people = { $count ->
    [4] 四人在此屏幕上对弈
   *[other] 两人在此屏幕上对弈
}
learn-step-by-step = 一步一步学下棋
about-link = { $game } 的玩法与规则说明
origin-players = { $origin } · { $players } 人
more-choices = 更多选择：规则和玩家
option-yes = 是
option-no = 否
player-person = 真人
player-computer-easy = 电脑，简单
player-computer-medium = 电脑，中等
player-computer-hard = 电脑，困难
start-with-rules = 按这些规则开始
all-games = 全部棋戏
new-game-name = { $game } { $number }
# Names saved games give themselves: an import without a name, a game of the first version, a copy.
name-imported = { $game }（导入）
name-saved-earlier = { $game }（早先保存）
name-copy = { $name }（副本）

notice-not-saved = 这盘棋没有被保存：{ $error }。你可以继续下。
notice-unknown-game-saved = 已存对局“{ $name }”属于这个版本无法下的棋。
notice-cannot-open = 无法打开这盘已存对局：{ $error }。
notice-no-such-game = 这里没有名为“{ $game }”的棋。

your-games = 你的对局
no-saved-games = 还没有已存对局：在上面选一种棋开始吧。
import-file = 导入对局文件（.json）
set-aside-saves = 搁置的存档
set-aside-explained = 这些存档无法读取。为了不丢失任何东西，它们被保留下来；导出一个即可检查或修复。
continue = 继续
rename = 重命名
export = 导出
delete = 删除
new-name = 新名称
save = 保存
cancel = 取消
confirm-deletion = 确认删除
delete-question = 删除“{ $name }”？此操作无法撤销。
yes-delete = 是，删除
keep-it = 保留
saved-row = { $game } · { $moves ->
   *[other] { $moves } 步
} · { $status }
export-failed = 导出失败：{ $error }
browser-refused-file = 浏览器没有生成文件
deleted = 已删除“{ $name }”。
delete-failed = 无法删除“{ $name }”：{ $error }
rename-failed = 无法重命名：{ $error }
read-failed = 无法读取 { $file }。
imported = 已导入“{ $name }”。
import-refused = { $file } 未导入：{ $error }。没有任何改动。

how-to-play-game = { $game } 玩法
about-these-rules = 关于这些规则：来源、选项，以及如何解读来源
about-game = 关于 { $game }
for-researchers = 供研究者参考：出处，以及如何解读来源
researchers-in-english = 以下供研究者参考的说明为英文。
rule-options = 规则选项
option-default-also = （默认 { $default }；也可选 { $others }）
how-sources-read = 如何解读来源
how-sources-read-intro = 凡来源未提及或可有多种理解之处，boardlore 选择了下面的解读。另一种解读也可信时，会作为规则选项提供，并在选项中注明。
decision-source = 来源：
decision-choice = 我们的选择：
decision-why = 理由：

learn-game = 学习 { $game }
learn-game-lesson = 学习 { $game }：{ $title }
no-such-lesson = 这种棋没有这一课。
lesson-finished = 很好：你学完了 { $game } 的这一课。
next-lesson = 下一课：{ $title }
step-of = 第 { $step } 步，共 { $count } 步
source-cited = 来源：{ $source }
step-notes = { $count ->
   *[other] 这一步依据的是本站对来源的解读，详见规则注释
}
next-step = 下一步
finish-lesson = 完成本课
try-again = 再试一次

demonstration = 演示
demo-game-name = { $game }：电脑自己对弈
attract-banner = 触摸屏幕，亲自来下这些棋。
demo-banner = 演示：触摸屏幕或按任意键，亲自来下。

game-number = 第 { $number } 盘
round-number = 第 { $number } 局
holds-off-board = { $seat }的储备
loans = 借子
none-outstanding = 没有未还的借子
owes = { $seat }欠{ $other } { $count } 子
owes-in-all = { $seat }共欠 { $count } 子
rounds-played = 已下的局
round = 局
started = 先走
seat-took = { $seat }所得
then = 之后

notice-rules-refused = { $problems } 这盘棋按通常的规则开始。
rule-no-options = { $game } 没有规则选项“{ $option }”；它没有任何规则选项。
rule-unknown-option = { $game } 没有规则选项“{ $option }”；它的选项有 { $options }。
rule-bad-value = 规则选项 { $option } 没有“{ $value }”这个值；可以是 { $choices }。
rule-together = 这些规则选项不能同时使用（{ $error }）。
unknown-player = { $seat }不能由“{ $value }”来下：座位由真人或电脑来下，电脑级别为 { $levels }。{ $seat }由真人来下。
list-separator = 、
list-or = { $rest }或{ $last }
list-and = { $rest }和{ $last }

# Saved games the list could not take as they were, and what another tab or window did.
shelf-unlisted = 无法读取存档：{ $error }。
shelf-set-aside = 有一个存档无法读取。它已被移到一旁，保存为“{ $backup }”，可以从列表中导出；你的其他存档不受影响。
shelf-left-in-place = 有一个存档无法读取。存储空间不足，无法把它移到一旁，所以它原封不动地留在“{ $key }”下；你的其他存档不受影响。
shelf-not-migrated = 旧版本保存的一盘棋无法转换为新格式（{ $error }）；它原封不动地保留着。
tab-played-elsewhere = 这盘棋在另一个标签页或窗口中继续下了；此标签页跟着它，显示最新的局面。
tab-changed-elsewhere = 这盘棋在另一个标签页或窗口中被改动了（悔了一步，或走了别的着法）；此标签页现在按那里保存的样子显示它。
conflict-played-on = 在此标签页的改动保存之前，这盘棋已在另一个标签页或窗口中继续下了。此标签页现在按那里保存的样子显示这盘棋，共 { $moves } 步；没有丢失任何一步。
conflict-diverged = 这盘棋在另一个标签页或窗口中走法不同。这里走的着法另存为一个存档“{ $name }”，此标签页接着下这一盘；另一个标签页保存的棋保持原样。

# The kiosk's question after a while without a touch, and its countdown to the attract screen.
kiosk-still-playing = 你还在玩吗？
kiosk-returning = { $seconds } 秒后，棋戏将为下一位访客重新开始。
kiosk-yes = 是的，我还在玩
# The bar offered when a new version of the app has been downloaded (web/offline.js).
update-ready = boardlore 有新版本了。
update-reload = 重新载入
notice-kiosk-research = 本展台只提供棋戏：规则变体研究和分析棋盘在此不可用。
# While the study page or the analysis board is loading (its code comes only when opened).
research-loading = 正在载入研究者页面……
research-failed = 无法载入研究者页面。请检查网络连接，然后重新载入页面。
game-loading = 正在载入棋局……
game-failed = 无法载入棋局。请检查网络连接，然后重新载入页面。
shelf-loading = 正在载入你的已存对局……
# What web/recover.js shows when the app itself has failed.
failed-text = 出了点问题，页面已停止运行。你保存的棋局都还在：重新载入页面即可继续。
failed-kiosk = 出了点问题，棋戏马上重新开始。
failed-reload = 重新载入页面
