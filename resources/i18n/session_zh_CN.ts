<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Commands</name>
    <message>
        <source>Add hand {number}</source>
        <translation>添加第 {number} 局</translation>
    </message>
    <message>
        <source>Edit hand {number}</source>
        <translation>修改第 {number} 局</translation>
    </message>
    <message>
        <source>Delete hand {number}</source>
        <translation>删除第 {number} 局</translation>
    </message>
    <message>
        <source>Rename to {name}</source>
        <translation>重命名为 {name}</translation>
    </message>
    <message>
        <source>Change the unit</source>
        <translation>修改每分金额</translation>
    </message>
    <message>
        <source>Change rules</source>
        <translation>修改规则</translation>
    </message>
    <message>
        <source>{action}: the rows have changed since, so they were left as they are</source>
        <translation>{action}：这些道之后已被改动，所以保持原样</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>Export an Excel workbook</source>
        <translation>导出 Excel 工作簿</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>Export every hand as CSV</source>
        <translation>把每一局导出为 CSV</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export a session file</source>
        <translation>导出牌局文件</translation>
    </message>
    <message>
        <source>Session file (*.json)</source>
        <translation>牌局文件 (*.json)</translation>
    </message>
    <message>
        <source>&amp;Recent sessions</source>
        <translation>最近的牌局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>No stored sessions</source>
        <translation>没有已保存的牌局</translation>
    </message>
    <message>
        <source>Rename the session</source>
        <translation>重命名牌局</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Cannot delete the session</source>
        <translation>无法删除牌局</translation>
    </message>
    <message>
        <source>&amp;Undo delete “{session}”</source>
        <translation>撤销删除“{session}”(&amp;U)</translation>
    </message>
    <message>
        <source>Deleted “{session}”.</source>
        <translation>已删除“{session}”。</translation>
    </message>
    <message>
        <source>Cannot bring the session back</source>
        <translation>无法找回牌局</translation>
    </message>
    <message>
        <source>“{session}” is back.</source>
        <translation>“{session}”已恢复。</translation>
    </message>
    <message>
        <source>&amp;Undo delete session</source>
        <translation>撤销删除牌局(&amp;U)</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>它是一个文件夹</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>无法写入 {path}：{reason}</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>已导出 {path}</translation>
    </message>
</context>
<context>
    <name>FoulField</name>
    <message>
        <source>pays a scoop</source>
        <translation>赔一次打枪</translation>
    </message>
    <message>
        <source>pays a fixed amount</source>
        <translation>赔固定分数</translation>
    </message>
    <message>
        <source>is played as it lies</source>
        <translation>按原样比牌</translation>
    </message>
    <message>
        <source>Fixed foul amount (units)</source>
        <translation>倒水固定赔分（分）</translation>
    </message>
    <message>
        <source>units</source>
        <translation>分</translation>
    </message>
</context>
<context>
    <name>FrontTripsField</name>
    <message>
        <source>Pay each rank of front trips its own amount</source>
        <translation>头道三条按点数分别计奖励分</translation>
    </message>
    <message>
        <source>Front trips {ranks} (units)</source>
        <translation>头道三条 {ranks}（分）</translation>
    </message>
</context>
<context>
    <name>NaturalValuesField</name>
    <message>
        <source>Units {natural} collects</source>
        <translation>{natural}可收的分数</translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>New session</source>
        <translation>新建牌局</translation>
    </message>
    <message>
        <source>Game of {date}</source>
        <translation>{date} 的牌局</translation>
    </message>
    <message>
        <source>Seat order, clockwise. Drag a name to move it; double-click to rename.</source>
        <translation>座位顺序，顺时针。拖动名字可调整位置；双击可改名。</translation>
    </message>
    <message>
        <source>Name, then Enter</source>
        <translation>输入名字，然后按 Enter</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Who deals the first hand; the button then moves clockwise</source>
        <translation>谁发第一局的牌；之后按顺时针轮流</translation>
    </message>
    <message>
        <source>Track bankrolls (warn when the unit is over 10% of one)</source>
        <translation>记录本金（每分超过某人本金的 10% 时提醒）</translation>
    </message>
    <message>
        <source>Session name</source>
        <translation>牌局名称</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>第一位发牌者</translation>
    </message>
    <message>
        <source>Unit value</source>
        <translation>每分金额</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>The game and its rules</source>
        <translation>玩法和规则</translation>
    </message>
    <message>
        <source>Start the session</source>
        <translation>开始牌局</translation>
    </message>
    <message>
        <source>Start playing with these players and rules (Ctrl+Enter)</source>
        <translation>用这些玩家和规则开始（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>starting amount</source>
        <translation>起始金额</translation>
    </message>
    <message>
        <source>The rules cannot be played as set (see the rules).</source>
        <translation>按目前的设置，这套规则无法进行（见规则）。</translation>
    </message>
    <message>
        <source>The session needs a name.</source>
        <translation>牌局需要一个名称。</translation>
    </message>
    <message>
        <source>Press Enter to add {name} to the players, or clear the name box.</source>
        <translation>按 Enter 把 {name} 加入玩家，或清空名字框。</translation>
    </message>
    <message>
        <source>Players: {reason}.</source>
        <translation>玩家：{reason}。</translation>
    </message>
    <message>
        <source>The unit value must be an amount like {amount}.</source>
        <translation>每分金额必须是类似 {amount} 的金额。</translation>
    </message>
    <message>
        <source>The currency must be a three-letter code like USD.</source>
        <translation>货币必须是三个字母的代码，例如 USD。</translation>
    </message>
    <message>
        <source>{player}&apos;s bankroll must be an amount like {amount}.</source>
        <translation>{player}的本金必须是类似 {amount} 的金额。</translation>
    </message>
</context>
<context>
    <name>OpenSessionDialog</name>
    <message>
        <source>Open a session</source>
        <translation>打开牌局</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <source>classic-1-6</source>
        <translation>经典 1-6</translation>
    </message>
    <message>
        <source>classic-2-4</source>
        <translation>经典 2-4</translation>
    </message>
    <message>
        <source>classic-1-1-1</source>
        <translation>经典 1-1-1</translation>
    </message>
    <message>
        <source>classic-royalties</source>
        <translation>经典带奖励分</translation>
    </message>
    <message>
        <source>classic-naturals</source>
        <translation>经典带报到</translation>
    </message>
    <message>
        <source>lowball-middle</source>
        <translation>中道比小</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>底池</translation>
    </message>
    <message>
        <source>ofc</source>
        <translation>开放式</translation>
    </message>
    <message>
        <source>pineapple</source>
        <translation>菠萝</translation>
    </message>
    <message>
        <source>pineapple-progressive</source>
        <translation>菠萝渐进</translation>
    </message>
    <message>
        <source>pineapple-strict</source>
        <translation>菠萝严格留任</translation>
    </message>
    <message>
        <source>criss-cross</source>
        <translation>交叉 1-6</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Classic Chinese poker (13 cards each)</source>
        <translation>经典十三张（每人 13 张）</translation>
    </message>
    <message>
        <source>Open-face Chinese poker (OFC)</source>
        <translation>开放式十三张</translation>
    </message>
    <message>
        <source>Pineapple open-face</source>
        <translation>菠萝开放式</translation>
    </message>
    <message>
        <source>Criss-cross (two hands each)</source>
        <translation>交叉玩法（每人两手牌）</translation>
    </message>
    <message>
        <source>Classic 1-6 with a 3-unit scoop</source>
        <translation>经典 1-6，打枪 3 分</translation>
    </message>
    <message>
        <source>Classic 2-4 with an overall unit</source>
        <translation>经典 2-4，含总分</translation>
    </message>
    <message>
        <source>Classic 1-1-1, rows only</source>
        <translation>经典 1-1-1，只比道</translation>
    </message>
    <message>
        <source>Classic 1-6 with royalties</source>
        <translation>经典 1-6，带奖励分</translation>
    </message>
    <message>
        <source>Classic 1-6 with royalties and naturals</source>
        <translation>经典 1-6，带奖励分和报到</translation>
    </message>
    <message>
        <source>Classic 1-6 with a low middle</source>
        <translation>经典 1-6，中道比小</translation>
    </message>
    <message>
        <source>Pool betting: everyone antes</source>
        <translation>底池玩法：每人下底</translation>
    </message>
    <message>
        <source>OFC with royalties and Fantasyland</source>
        <translation>开放式，带奖励分和范特西</translation>
    </message>
    <message>
        <source>Pineapple, 14 cards in Fantasyland</source>
        <translation>菠萝，范特西 14 张</translation>
    </message>
    <message>
        <source>Pineapple, progressive Fantasyland</source>
        <translation>菠萝，渐进式范特西</translation>
    </message>
    <message>
        <source>Pineapple, strict Fantasyland stay</source>
        <translation>菠萝，严格的范特西留任</translation>
    </message>
    <message>
        <source>Criss-cross 1-6</source>
        <translation>交叉 1-6</translation>
    </message>
    <message>
        <source>Custom classic Chinese poker rules</source>
        <translation>自定经典十三张规则</translation>
    </message>
    <message>
        <source>Custom open-face Chinese poker rules</source>
        <translation>自定开放式十三张规则</translation>
    </message>
    <message>
        <source>Custom pineapple open-face rules</source>
        <translation>自定菠萝开放式规则</translation>
    </message>
    <message>
        <source>Custom criss-cross rules</source>
        <translation>自定交叉玩法规则</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Settling a pair</source>
        <translation>两人之间怎么结算</translation>
    </message>
    <message>
        <source>Scoop bonus (units)</source>
        <translation>打枪加分（分）</translation>
    </message>
    <message>
        <source>Overall unit goes to</source>
        <translation>总分归</translation>
    </message>
    <message>
        <source>A tied row cancels the scoop</source>
        <translation>平一道则不算打枪</translation>
    </message>
    <message>
        <source>A-2-3-4-5 is</source>
        <translation>A-2-3-4-5 算作</translation>
    </message>
    <message>
        <source>Low middle (deuce-to-seven)</source>
        <translation>中道比小（2-7 低牌）</translation>
    </message>
    <message>
        <source>Who plays whom</source>
        <translation>谁和谁比</translation>
    </message>
    <message>
        <source>A foul</source>
        <translation>倒水</translation>
    </message>
    <message>
        <source>Equal rows foul</source>
        <translation>两道相同算倒水</translation>
    </message>
    <message>
        <source>Surrender allowed</source>
        <translation>允许投降</translation>
    </message>
    <message>
        <source>Surrender fee (units)</source>
        <translation>投降费（分）</translation>
    </message>
    <message>
        <source>Royalty table</source>
        <translation>奖励分表</translation>
    </message>
    <message>
        <source>Royalties are paid</source>
        <translation>奖励分的支付方式</translation>
    </message>
    <message>
        <source>Front trips by rank</source>
        <translation>头道三条按点数</translation>
    </message>
    <message>
        <source>Naturals played</source>
        <translation>启用报到</translation>
    </message>
    <message>
        <source>Natural values (units)</source>
        <translation>报到分值（分）</translation>
    </message>
    <message>
        <source>Pool betting</source>
        <translation>底池玩法</translation>
    </message>
    <message>
        <source>Ante (units)</source>
        <translation>底注（分）</translation>
    </message>
    <message>
        <source>Fantasyland</source>
        <translation>范特西</translation>
    </message>
    <message>
        <source>Fantasyland entry</source>
        <translation>进入范特西</translation>
    </message>
    <message>
        <source>Fantasyland cards</source>
        <translation>范特西发牌数</translation>
    </message>
    <message>
        <source>Progressive Fantasyland</source>
        <translation>渐进式范特西</translation>
    </message>
    <message>
        <source>Middle full house stays</source>
        <translation>中道葫芦可留任</translation>
    </message>
    <message>
        <source>1-6: rows, plus a scoop bonus</source>
        <translation>1-6：比道，另加打枪分</translation>
    </message>
    <message>
        <source>2-4: rows, plus an overall unit</source>
        <translation>2-4：比道，另加总分</translation>
    </message>
    <message>
        <source>1-1-1: rows only</source>
        <translation>1-1-1：只比道</translation>
    </message>
    <message>
        <source>whoever wins two rows or more</source>
        <translation>赢两道或以上者</translation>
    </message>
    <message>
        <source>whoever wins more rows</source>
        <translation>赢的道数多者</translation>
    </message>
    <message>
        <source>whoever scores more points</source>
        <translation>得分多者</translation>
    </message>
    <message>
        <source>the lowest straight</source>
        <translation>最小的顺子</translation>
    </message>
    <message>
        <source>the second-best straight</source>
        <translation>第二大的顺子</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>经典</translation>
    </message>
    <message>
        <source>eastern</source>
        <translation>东方</translation>
    </message>
    <message>
        <source>open-face (OFC)</source>
        <translation>开放式</translation>
    </message>
    <message>
        <source>to the row&apos;s winner, instead of the row point</source>
        <translation>给该道赢家，代替该道的分</translation>
    </message>
    <message>
        <source>win or lose</source>
        <translation>不论输赢</translation>
    </message>
    <message>
        <source>unless both rows qualify</source>
        <translation>除非两道都有奖励分</translation>
    </message>
    <message>
        <source>as a difference (OFC)</source>
        <translation>按差额（开放式）</translation>
    </message>
    <message>
        <source>on top of the row point (1 + royalty)</source>
        <translation>在该道的分之上另加（1 + 奖励分）</translation>
    </message>
    <message>
        <source>Q-Q or better in front</source>
        <translation>头道一对 Q 或更大</translation>
    </message>
    <message>
        <source>K-K or better in front</source>
        <translation>头道一对 K 或更大</translation>
    </message>
    <message>
        <source>seat 1 v 3 and 2 v 4</source>
        <translation>1 号对 3 号，2 号对 4 号</translation>
    </message>
    <message>
        <source>each hand plays both</source>
        <translation>每手牌都和另外两手比</translation>
    </message>
    <message>
        <source>Classic 13-card, open-face (OFC), pineapple open-face, or criss-cross (two hands each).</source>
        <translation>经典十三张、开放式、菠萝开放式，或交叉玩法（每人两手牌）。</translation>
    </message>
    <message>
        <source>How a pair settles: 1-6 adds a scoop bonus, 2-4 an overall unit, 1-1-1 just the rows.</source>
        <translation>两人之间怎么结算：1-6 加打枪分，2-4 加总分，1-1-1 只比道。</translation>
    </message>
    <message>
        <source>Extra units (1-6) for winning all three rows against one opponent.</source>
        <translation>对一位对手三道全赢时额外得的分（1-6）。</translation>
    </message>
    <message>
        <source>Who takes the 2-4 overall unit: two rows or more, more rows won, or more points.</source>
        <translation>2-4 的总分归谁：赢两道或以上、赢的道数多，或得分多。</translation>
    </message>
    <message>
        <source>Off: two rows won and one tied still collect the scoop (or the 2-4 payment of 4).</source>
        <translation>关闭时：赢两道、平一道仍算打枪（或 2-4 的 4 分）。</translation>
    </message>
    <message>
        <source>Where A-2-3-4-5 ranks: the lowest straight, or second only to A-K-Q-J-T.</source>
        <translation>A-2-3-4-5 的大小：最小的顺子，或仅次于 A-K-Q-J-10。</translation>
    </message>
    <message>
        <source>The middle is a deuce-to-seven low; only back against front is checked for fouls.</source>
        <translation>中道比小（2-7 低牌）；只检查尾道与头道是否倒水。</translation>
    </message>
    <message>
        <source>Criss-cross: seat 1 plays 3 and 2 plays 4, or each hand plays both.</source>
        <translation>交叉玩法：1 号对 3 号、2 号对 4 号，或每手牌都和另外两手比。</translation>
    </message>
    <message>
        <source>What a mis-set hand pays each clean opponent: a scoop, a fixed amount, or it is played.</source>
        <translation>倒水的牌赔给每位没倒水的对手：一次打枪、固定分数，或按原样比牌。</translation>
    </message>
    <message>
        <source>On: a middle equal to the back (or a front equal to the middle&apos;s top cards) fouls.</source>
        <translation>开启时：中道与尾道相同（或头道与中道前三张相同）算倒水。</translation>
    </message>
    <message>
        <source>Players may fold before the reveal and pay a fee instead.</source>
        <translation>玩家可在亮牌前弃牌，改付投降费。</translation>
    </message>
    <message>
        <source>What a surrender pays each opponent who plays.</source>
        <translation>投降者赔给每位出牌对手的分数。</translation>
    </message>
    <message>
        <source>Bonuses for strong rows (front trips, middle full house, quads...).</source>
        <translation>强牌道的额外奖励（头道三条、中道葫芦、铁支……）。</translation>
    </message>
    <message>
        <source>To the winner instead of the row point, win or lose, cancelling, as a difference, or on top of the row point.</source>
        <translation>给赢家代替该道的分、不论输赢、互相抵消、按差额，或在该道的分之上另加。</translation>
    </message>
    <message>
        <source>Pay each rank of front trips its own amount (222 to AAA), instead of one amount for all.</source>
        <translation>头道三条按点数各有分值（222 到 AAA），而不是统一一个分值。</translation>
    </message>
    <message>
        <source>Special 13-card hands (six pairs, three flushes, a dragon...) declared before the reveal.</source>
        <translation>亮牌前报出的特殊 13 张牌型（六对半、三同花、一条龙……）。</translation>
    </message>
    <message>
        <source>Units each natural collects from every opponent.</source>
        <translation>每种报到向每位对手收取的分数。</translation>
    </message>
    <message>
        <source>Everyone antes; the best front, middle and back each take a third of the pot.</source>
        <translation>每人下底；头道、中道、尾道最大者各拿底池的三分之一。</translation>
    </message>
    <message>
        <source>What each player antes in pool betting.</source>
        <translation>底池玩法中每位玩家下的底。</translation>
    </message>
    <message>
        <source>A front of Q-Q or better earns the next hand dealt all at once.</source>
        <translation>头道一对 Q 或更大，下一局一次发完所有牌。</translation>
    </message>
    <message>
        <source>The weakest front pair that earns Fantasyland.</source>
        <translation>进入范特西所需的最小头道对子。</translation>
    </message>
    <message>
        <source>Cards dealt to a player in Fantasyland.</source>
        <translation>范特西玩家拿到的牌数。</translation>
    </message>
    <message>
        <source>A better front earns more cards (QQ 14, KK 15, AA 16, trips 17).</source>
        <translation>头道越大，牌越多（QQ 14、KK 15、AA 16、三条 17）。</translation>
    </message>
    <message>
        <source>A full house or better in the middle keeps a player in Fantasyland.</source>
        <translation>中道葫芦或更大可留在范特西。</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>计分</translation>
    </message>
    <message>
        <source>Fouls and surrender</source>
        <translation>倒水与投降</translation>
    </message>
    <message>
        <source>Royalties</source>
        <translation>奖励分</translation>
    </message>
    <message>
        <source>Naturals</source>
        <translation>报到</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Change rules</source>
        <translation>修改规则</translation>
    </message>
    <message>
        <source>All 1 hand will be re-scored under the new rules.</source>
        <translation>全部 1 局将按新规则重新计分。</translation>
    </message>
    <message>
        <source>All {count} hands will be re-scored under the new rules.</source>
        <translation>全部 {count} 局将按新规则重新计分。</translation>
    </message>
    <message>
        <source>No hands yet: the new rules apply from the first hand.</source>
        <translation>还没有对局：新规则从第一局开始生效。</translation>
    </message>
    <message>
        <source>Re-score all hands</source>
        <translation>全部重新计分</translation>
    </message>
    <message>
        <source>The rules cannot be played as set (see above).</source>
        <translation>按目前的设置，这套规则无法进行（见上方）。</translation>
    </message>
    <message>
        <source>These rules cannot score this session: {reason}</source>
        <translation>这套规则无法为本牌局计分：{reason}</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>&amp;Rules</source>
        <translation>规则(&amp;R)</translation>
    </message>
    <message>
        <source>custom table</source>
        <translation>自定表</translation>
    </message>
    <message>
        <source>Your own choice of the options below.</source>
        <translation>下面的选项由你自己设定。</translation>
    </message>
    <message>
        <source>These options cannot go together: {reason}.</source>
        <translation>这些选项不能同时使用：{reason}。</translation>
    </message>
    <message>
        <source>What does this pay? {lines}.</source>
        <translation>这样赔多少？{lines}。</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <source>to the row&apos;s winner</source>
        <translation>给该道赢家</translation>
    </message>
    <message>
        <source>win or lose</source>
        <translation>不论输赢</translation>
    </message>
    <message>
        <source>unless both rows qualify</source>
        <translation>除非两道都有奖励分</translation>
    </message>
    <message>
        <source>as a difference (OFC)</source>
        <translation>按差额（开放式）</translation>
    </message>
    <message>
        <source>on top of the row point</source>
        <translation>在该道的分之上另加</translation>
    </message>
    <message>
        <source>royalties from the classic table, paid {mode}</source>
        <translation>奖励分按经典表，{mode}支付</translation>
    </message>
    <message>
        <source>royalties from the eastern table, paid {mode}</source>
        <translation>奖励分按东方表，{mode}支付</translation>
    </message>
    <message>
        <source>royalties from the ofc table, paid {mode}</source>
        <translation>奖励分按开放式表，{mode}支付</translation>
    </message>
    <message>
        <source>royalties from the custom table, paid {mode}</source>
        <translation>奖励分按自定表，{mode}支付</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>front trips pay by rank: {paid}</source>
        <translation>头道三条按点数计：{paid}</translation>
    </message>
    <message>
        <source>each match pays 1 a row; a scoop pays {scoop}</source>
        <translation>每场对决每道 1 分；打枪 {scoop} 分</translation>
    </message>
    <message>
        <source>everyone antes {ante}; the best front, middle and back each take a third of the pot</source>
        <translation>每人下底 {ante}；头道、中道、尾道最大者各拿底池的三分之一</translation>
    </message>
    <message>
        <source>a 2–1 pays {two_one}; a scoop pays {scoop}</source>
        <translation>赢两道输一道得 {two_one} 分；打枪 {scoop} 分</translation>
    </message>
    <message>
        <source>a row won with a royalty of 2 pays {units} (the row point plus the royalty)</source>
        <translation>带 2 分奖励分赢下一道得 {units} 分（该道的分加奖励分）</translation>
    </message>
    <message>
        <source>two rows won and one tied pay {units}: a tie does not cancel the scoop</source>
        <translation>赢两道平一道得 {units} 分：平局不取消打枪</translation>
    </message>
    <message>
        <source>a middle equal to the back, or a front equal to the middle&apos;s top cards, is a foul</source>
        <translation>中道与尾道相同，或头道与中道前三张相同，算倒水</translation>
    </message>
    <message>
        <source>a fouled or surrendered hand antes but cannot win a pot</source>
        <translation>倒水或投降的牌要下底，但不能赢底池</translation>
    </message>
    <message>
        <source>a foul is played as it lies, with no penalty</source>
        <translation>倒水按原样比牌，不另罚分</translation>
    </message>
    <message>
        <source>a foul pays {units} to each opponent plus their royalties</source>
        <translation>倒水赔每位对手 {units} 分，另加对方的奖励分</translation>
    </message>
    <message>
        <source>a foul pays {units} to each opponent</source>
        <translation>倒水赔每位对手 {units} 分</translation>
    </message>
    <message>
        <source>surrender costs {units} a player</source>
        <translation>投降每位玩家赔 {units} 分</translation>
    </message>
    <message>
        <source>naturals collect: {values}</source>
        <translation>报到收分：{values}</translation>
    </message>
    <message>
        <source>Fantasyland: {pair} or better in front earns 14-17 by the front</source>
        <translation>范特西：头道 {pair} 或更大，按头道得 14-17 张</translation>
    </message>
    <message>
        <source>Fantasyland: {pair} or better in front earns {cards} cards</source>
        <translation>范特西：头道 {pair} 或更大，得 {cards} 张</translation>
    </message>
    <message>
        <source>the middle is a deuce-to-seven low: the lower middle wins</source>
        <translation>中道比小（2-7 低牌）：中道小者赢</translation>
    </message>
</context>
<context>
    <name>SessionDialogs</name>
    <message>
        <source>The unit value must be an amount like {amount}.</source>
        <translation>每分金额必须是类似 {amount} 的金额。</translation>
    </message>
    <message>
        <source>The unit value must be more than 0.</source>
        <translation>每分金额必须大于 0。</translation>
    </message>
    <message>
        <source>{currency} amounts have 1 decimal at most.</source>
        <translation>{currency} 金额最多 1 位小数。</translation>
    </message>
    <message>
        <source>{currency} amounts have {places} decimals at most.</source>
        <translation>{currency} 金额最多 {places} 位小数。</translation>
    </message>
</context>
<context>
    <name>SessionOpener</name>
    <message>
        <source>Cannot open the session</source>
        <translation>无法打开牌局</translation>
    </message>
    <message>
        <source>Cannot create the session</source>
        <translation>无法创建牌局</translation>
    </message>
    <message>
        <source>Import a session file</source>
        <translation>导入牌局文件</translation>
    </message>
    <message>
        <source>Session files (*.json);;All files (*)</source>
        <translation>牌局文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}：{reason}</translation>
    </message>
    <message>
        <source>Cannot import the file</source>
        <translation>无法导入该文件</translation>
    </message>
</context>
<context>
    <name>SessionSettings</name>
    <message>
        <source>Unit value is now {unit} from hand {number}</source>
        <translation>每分金额现为 {unit}，从第 {number} 局起</translation>
    </message>
    <message>
        <source>{message} — {warning}</source>
        <translation>{message} — {warning}</translation>
    </message>
    <message>
        <source>custom rules</source>
        <translation>自定规则</translation>
    </message>
    <message>
        <source>Rules are now {rules}: 1 hand re-scored</source>
        <translation>规则现为 {rules}：已重新计分 1 局</translation>
    </message>
    <message>
        <source>Rules are now {rules}: {count} hands re-scored</source>
        <translation>规则现为 {rules}：已重新计分 {count} 局</translation>
    </message>
</context>
<context>
    <name>UnitValueDialog</name>
    <message>
        <source>Change unit value</source>
        <translation>修改每分金额</translation>
    </message>
    <message>
        <source>From hand {number} on. The hands already played keep the unit they were played for (now {unit}).</source>
        <translation>从第 {number} 局起生效。已打的局保持原来的每分金额（现为 {unit}）。</translation>
    </message>
    <message>
        <source>Change the unit</source>
        <translation>修改每分金额</translation>
    </message>
    <message>
        <source>Unit value</source>
        <translation>每分金额</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Chinese Poker Scorekeeper</source>
        <translation>十三张记分器</translation>
    </message>
    <message>
        <source>Enter each player&apos;s front, middle and back; the scorekeeper names every row, flags fouls, scores the hand and keeps the running totals.</source>
        <translation>录入每位玩家的头道、中道和尾道；记分器会说出每一道的牌型，标出倒水，为每局计分并累计总分。</translation>
    </message>
    <message>
        <source>New session…</source>
        <translation>新建牌局…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Import a session file…</source>
        <translation>导入牌局文件…</translation>
    </message>
    <message>
        <source>Seasons: every night added up…</source>
        <translation>赛季：所有牌局的累计…</translation>
    </message>
    <message>
        <source>Stored sessions</source>
        <translation>已保存的牌局</translation>
    </message>
    <message>
        <source>No sessions stored yet. Start one with New session, or import a session file a friend sent you.</source>
        <translation>还没有保存的牌局。用“新建牌局”开始一局，或导入朋友发来的牌局文件。</translation>
    </message>
</context>
</TS>
