<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Help</name>
    <message>
        <source>whoever won at least two rows</source>
        <translation>至少赢两道的一方</translation>
    </message>
    <message>
        <source>whoever won more rows</source>
        <translation>赢的道数多的一方</translation>
    </message>
    <message>
        <source>the higher total, royalties included</source>
        <translation>总分高的一方（含奖励分）</translation>
    </message>
    <message>
        <source>Classic Chinese poker</source>
        <translation>经典十三张</translation>
    </message>
    <message>
        <source>Open-face Chinese poker</source>
        <translation>明牌十三张（OFC）</translation>
    </message>
    <message>
        <source>Pineapple open-face</source>
        <translation>大菠萝</translation>
    </message>
    <message>
        <source>Criss-cross</source>
        <translation>交叉玩法</translation>
    </message>
    <message>
        <source>Typing cards</source>
        <translation>输入牌</translation>
    </message>
    <message>
        <source>a full row moves the keyboard on by itself (a Tab or Enter straight after stays put); Tab or Enter moves on from a row not yet full; Backspace takes back the last card</source>
        <translation>一道填满会自动跳到下一道（紧接着按 Tab 或 Enter 不会再跳）；没填满时按 Tab 或 Enter 跳到下一道；Backspace 收回最后一张牌</translation>
    </message>
    <message>
        <source>score the hand (or save a correction); a natural the cards make is asked about once</source>
        <translation>给本局计分（或保存更正）；牌里有报到牌型时会问一次</translation>
    </message>
    <message>
        <source>the player being entered surrenders (again: takes it back)</source>
        <translation>正在录入的玩家投降（再按一次取消）</translation>
    </message>
    <message>
        <source>suggest the best setting of the player&apos;s 13 cards</source>
        <translation>给这位玩家的 13 张牌建议最好的摆法</translation>
    </message>
    <message>
        <source>quick entry: places, royalties and fouls instead of cards</source>
        <translation>快速录入：只记名次、奖励分和倒水，不输牌</translation>
    </message>
    <message>
        <source>clear the hand</source>
        <translation>清空本局</translation>
    </message>
    <message>
        <source>Ctrl+Z / Ctrl+Shift+Z or Ctrl+Y</source>
        <translation>Ctrl+Z / Ctrl+Shift+Z 或 Ctrl+Y</translation>
    </message>
    <message>
        <source>undo and redo: typing first, then whole hands, corrections and deletions</source>
        <translation>撤销和重做：先是输入，再是整局、更正和删除</translation>
    </message>
    <message>
        <source>Enter or double-click in History</source>
        <translation>在历史里按 Enter 或双击</translation>
    </message>
    <message>
        <source>take the hand back into the entry to correct it (Esc cancels)</source>
        <translation>把这局拿回录入区更正（Esc 取消）</translation>
    </message>
    <message>
        <source>Delete in History</source>
        <translation>在历史里按 Delete</translation>
    </message>
    <message>
        <source>delete the selected hand (undo brings it back)</source>
        <translation>删除选中的那局（撤销可以恢复）</translation>
    </message>
    <message>
        <source>settle up: who pays whom</source>
        <translation>结算：谁付给谁</translation>
    </message>
    <message>
        <source>last hand, history, chart, statistics</source>
        <translation>上一局、历史、走势图、统计</translation>
    </message>
    <message>
        <source>show the best settings after each hand</source>
        <translation>每局之后显示最好的摆法</translation>
    </message>
    <message>
        <source>seasons: the group&apos;s nights added up, records, setting skill, players</source>
        <translation>赛季：这群人各个牌局的总账、纪录、摆牌水平、玩家</translation>
    </message>
    <message>
        <source>new session, open a session, import a session file</source>
        <translation>新牌局、打开牌局、导入牌局文件</translation>
    </message>
    <message>
        <source>rename the session, export a workbook</source>
        <translation>给牌局改名、导出工作簿</translation>
    </message>
    <message>
        <source>this page, quit</source>
        <translation>本页、退出</translation>
    </message>
    <message>
        <source>{sentence}.</source>
        <translation>{sentence}。</translation>
    </message>
    <message>
        <source>Cards are placed face up one row at a time (5 first, then one by one, or 2 of every 3 in pineapple) until each player has a front of 3, a middle of 5 and a back of 5.</source>
        <translation>牌明着一张张摆进各道（先发 5 张，之后每次 1 张；大菠萝是每 3 张留 2 张），直到每人都有头道 3 张、中道 5 张、尾道 5 张。</translation>
    </message>
    <message>
        <source>Cards are placed face up one row at a time (5 first, then one by one) until each player has a front of 3, a middle of 5 and a back of 5.</source>
        <translation>牌明着一张张摆进各道（先发 5 张，之后每次 1 张），直到每人都有头道 3 张、中道 5 张、尾道 5 张。</translation>
    </message>
    <message>
        <source>Each of the two players sets two 13-card hands, each a front of 3, a middle of 5 and a back of 5.</source>
        <translation>两位玩家各摆两手 13 张的牌，每手都是头道 3 张、中道 5 张、尾道 5 张。</translation>
    </message>
    <message>
        <source>Each player sets 13 cards face down: a front of 3, a middle of 5 and a back of 5.</source>
        <translation>每人把 13 张牌扣着摆好：头道 3 张、中道 5 张、尾道 5 张。</translation>
    </message>
    <message>
        <source>The middle is a deuce-to-seven low hand (the lower wins); only the back must be at least as strong as the front, or the hand fouls.</source>
        <translation>中道比小（2-7 低牌，越小越赢）；只要求尾道不小于头道，否则倒水。</translation>
    </message>
    <message>
        <source>The back must be at least as strong as the middle, and the middle at least as strong as the front, or the hand fouls.</source>
        <translation>尾道不能小于中道，中道不能小于头道，否则倒水。</translation>
    </message>
    <message>
        <source> At this table equal rows foul too: a middle equal to the back, or a front equal to the middle&apos;s top cards.</source>
        <translation>这一桌两道一样大也算倒水：中道和尾道一样大，或头道和中道前几张一样大。</translation>
    </message>
    <message>
        <source>A-2-3-4-5 is the lowest straight.</source>
        <translation>A-2-3-4-5 是最小的顺子。</translation>
    </message>
    <message>
        <source>A-2-3-4-5 is the second-best straight, below A-K-Q-J-T.</source>
        <translation>A-2-3-4-5 是第二大的顺子，仅次于 A-K-Q-J-10。</translation>
    </message>
    <message>
        <source>Every pair of players compares front with front, middle with middle, back with back.</source>
        <translation>每两位玩家之间头道比头道、中道比中道、尾道比尾道。</translation>
    </message>
    <message>
        <source>{method}: each row won is 1 unit, and winning all three rows (a scoop) pays {units} more.</source>
        <translation>{method}：每赢一道 1 分，三道全赢（打枪）再多赢 {units} 分。</translation>
    </message>
    <message>
        <source>2-4: each row won is 1 unit, plus 1 overall unit to {whom}.</source>
        <translation>2-4：每赢一道 1 分，另外总分 1 分归{whom}。</translation>
    </message>
    <message>
        <source>{method}: each row won is 1 unit, and nothing more.</source>
        <translation>{method}：每赢一道 1 分，没有别的。</translation>
    </message>
    <message>
        <source>custom rules, set option by option</source>
        <translation>自定规则，逐项设定</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>One unit is worth {unit}: a hand&apos;s money is its units times the unit value it was played at.</source>
        <translation>1 分值 {unit}：一局的钱 = 分数 × 那一局的每分金额。</translation>
    </message>
    <message>
        <source>Within every hand the units sum to zero: what one player wins the others lose.</source>
        <translation>每局所有人的分数加起来是零：一个人赢的就是别人输的。</translation>
    </message>
    <message>
        <source>Players sit clockwise ({seats}); the deal moves one seat clockwise after every hand.</source>
        <translation>玩家按顺时针坐（{seats}）；每局之后发牌轮到顺时针下一位。</translation>
    </message>
    <message>
        <source>At the end, Settle up names the fewest payments: the largest debtor pays the largest creditor first.</source>
        <translation>最后，“结算”给出最少的几笔付款：输得最多的先付给赢得最多的。</translation>
    </message>
    <message>
        <source>&lt;h2&gt;How to score: {session}&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;怎么计分：{session}&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;{game}&lt;/b&gt; · rules &lt;b&gt;{preset}&lt;/b&gt;: {about}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;{game}&lt;/b&gt; · 规则 &lt;b&gt;{preset}&lt;/b&gt;：{about}。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>自定</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Setting the hand&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;摆牌&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;What a hand pays&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;一局怎么算分&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Money&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;钱&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;In the app&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;软件里的操作&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Chinese Poker Scorekeeper {version}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;十三张记分器 {version}&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Scores Chinese poker home games: classic 1-6, 2-4 and 1-1-1, royalties, naturals, surrender, pool, open-face, pineapple and Fantasyland, criss-cross and the lowball middle.&lt;/p&gt;</source>
        <translation>&lt;p&gt;给家里的十三张牌局记分：经典 1-6、2-4 和 1-1-1，奖励分、报到、投降、底池，明牌、大菠萝和范特西，交叉玩法和中道比小。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every hand is kept in the session store as soon as it is scored; every action can be undone.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每局一计分就存进牌局库；每一步都可以撤销。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;MIT 许可证。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Chinese Poker Scorekeeper</source>
        <translation>关于十三张记分器</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>foul</source>
        <translation>倒水</translation>
    </message>
    <message>
        <source>surr.</source>
        <translation>降</translation>
    </message>
    <message>
        <source>nat.</source>
        <translation>报</translation>
    </message>
    <message>
        <source>FL</source>
        <translation>范</translation>
    </message>
    <message>
        <source>fouled: {reason}</source>
        <translation>倒水：{reason}</translation>
    </message>
    <message>
        <source>fouled</source>
        <translation>倒水</translation>
    </message>
    <message>
        <source>surrendered</source>
        <translation>投降</translation>
    </message>
    <message>
        <source>declared {natural}</source>
        <translation>报到：{natural}</translation>
    </message>
    <message>
        <source>played in Fantasyland</source>
        <translation>在范特西里打</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>{player}&apos;s units each hand</source>
        <translation>{player} 每局的分数</translation>
    </message>
    <message>
        <source>Hand {number}, dealt by {dealer}: double-click to correct it</source>
        <translation>第 {number} 局，{dealer} 发牌：双击可更正</translation>
    </message>
    <message>
        <source>{player}: {units} units ({money})</source>
        <translation>{player}：{units} 分（{money}）</translation>
    </message>
    <message>
        <source>Working out the best setting…</source>
        <translation>正在算最好的摆法…</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>Every hand of the night, one line each</source>
        <translation>今晚的每一局，一局一行</translation>
    </message>
    <message>
        <source>Double-click a hand to correct it.</source>
        <translation>双击某局可以更正。</translation>
    </message>
    <message>
        <source>surr. = surrendered</source>
        <translation>降 = 投降</translation>
    </message>
    <message>
        <source>nat. = declared a natural</source>
        <translation>报 = 报到</translation>
    </message>
    <message>
        <source>FL = played in Fantasyland</source>
        <translation>范 = 在范特西里打</translation>
    </message>
    <message>
        <source>−13 → −3: the best setting of the same cards would have scored −3</source>
        <translation>−13 → −3：同样的牌换成最好的摆法会得 −3</translation>
    </message>
    <message>
        <source>Double-click a hand to correct it</source>
        <translation>双击某局可以更正</translation>
    </message>
</context>
<context>
    <name>HowToScoreDialog</name>
    <message>
        <source>How to score</source>
        <translation>怎么计分</translation>
    </message>
</context>
<context>
    <name>NightsChooser</name>
    <message>
        <source>Untick a night to leave it out of the season (Space ticks and unticks the current night). The date range above applies as well.</source>
        <translation>取消勾选某个牌局就不算进赛季（空格键勾选或取消当前这一项）。上面的日期范围也同样有效。</translation>
    </message>
    <message>
        <source>Tick &amp;all</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <source>Untick a&amp;ll</source>
        <translation>全不选(&amp;L)</translation>
    </message>
    <message>
        <source>{date}  {name}  ({count} hands)</source>
        <translation>{date}  {name}  （{count} 局）</translation>
    </message>
</context>
<context>
    <name>Panes</name>
    <message>
        <source>Standings</source>
        <translation>积分榜</translation>
    </message>
    <message>
        <source>Each player&apos;s net units and money this session</source>
        <translation>每位玩家本牌局的净分数和输赢金额</translation>
    </message>
</context>
<context>
    <name>ResultModels</name>
    <message>
        <source>hand {number} {reason}</source>
        <translation>第 {number} 手 {reason}</translation>
    </message>
    <message>
        <source>hand {number}</source>
        <translation>第 {number} 手</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>surrendered</source>
        <translation>投降</translation>
    </message>
    <message>
        <source>foul: {reason}</source>
        <translation>倒水：{reason}</translation>
    </message>
    <message>
        <source>foul</source>
        <translation>倒水</translation>
    </message>
    <message>
        <source>natural: {natural}</source>
        <translation>报到：{natural}</translation>
    </message>
    <message>
        <source>{row} {units}</source>
        <translation>{row} {units}</translation>
    </message>
    <message>
        <source>royalties {rows}</source>
        <translation>奖励分 {rows}</translation>
    </message>
    <message>
        <source>Fantasyland next hand ({count} cards)</source>
        <translation>下一局进范特西（{count} 张）</translation>
    </message>
    <message>
        <source>Fantasyland next hand</source>
        <translation>下一局进范特西</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>发牌</translation>
    </message>
    <message>
        <source>{player} deals the next hand</source>
        <translation>下一局由 {player} 发牌</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Working out the best settings…</source>
        <translation>正在算最好的摆法…</translation>
    </message>
    <message>
        <source>No player set cards in rows this hand: there is no setting to review.</source>
        <translation>本局没有玩家按道摆牌：没有摆法可以复盘。</translation>
    </message>
    <message>
        <source>Criss-cross hands are not reviewed: a player&apos;s two hands come from one deal of 26 cards.</source>
        <translation>交叉玩法不复盘：一个人的两手牌来自同一次发的 26 张牌。</translation>
    </message>
    <message>
        <source>No hand scored yet</source>
        <translation>还没有计分的局</translation>
    </message>
    <message>
        <source>What each player&apos;s best setting of the same 13 cards would have scored against the others as they were set (surrenders, naturals and quick entries are not reviewed)</source>
        <translation>每位玩家同样 13 张牌用最好的摆法，对上别人实际的摆法会得几分（投降、报到和快速录入不复盘）</translation>
    </message>
    <message>
        <source>Last hand&apos;s result</source>
        <translation>上一局结果</translation>
    </message>
    <message>
        <source>Each player&apos;s rows, royalties and units on the hand just scored</source>
        <translation>刚计分那局每位玩家的各道、奖励分和分数</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>两两对比</translation>
    </message>
    <message>
        <source>What each pair of players settled, row by row</source>
        <translation>每两位玩家之间逐道的输赢</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Expand a pair to see why each unit moved.</source>
        <translation>展开一对，看每一分是怎么来的。</translation>
    </message>
    <message>
        <source>Hand {number} · dealt by {dealer}</source>
        <translation>第 {number} 局 · {dealer} 发牌</translation>
    </message>
    <message>
        <source>even</source>
        <translation>打平</translation>
    </message>
    <message>
        <source>{first} v {second}</source>
        <translation>{first} 对 {second}</translation>
    </message>
    <message>
        <source> · hand {first} v hand {second}</source>
        <translation> · 第 {first} 手对第 {second} 手</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>底池</translation>
    </message>
</context>
<context>
    <name>RunningTotalChart</name>
    <message>
        <source>Running total after each hand</source>
        <translation>每局之后的累计分</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>even</source>
        <translation>持平</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <source>Money ({currency})</source>
        <translation>金额（{currency}）</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Last hand</source>
        <translation>上一局</translation>
    </message>
    <message>
        <source>Each player&apos;s units on the hand just scored</source>
        <translation>刚计分那局每位玩家的分数</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <source>Every hand of the night, one line each</source>
        <translation>今晚的每一局，一局一行</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>走势图</translation>
    </message>
    <message>
        <source>Each player&apos;s running total, hand by hand</source>
        <translation>每位玩家逐局的累计分</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>统计</translation>
    </message>
    <message>
        <source>How each player has done this session</source>
        <translation>每位玩家这个牌局的表现</translation>
    </message>
    <message>
        <source>&lt;b&gt;Standings&lt;/b&gt;</source>
        <translation>&lt;b&gt;排名&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>SeasonExport</name>
    <message>
        <source>Export the season as an Excel workbook</source>
        <translation>把赛季导出为 Excel 工作簿</translation>
    </message>
    <message>
        <source>season {date}.xlsx</source>
        <translation>赛季 {date}.xlsx</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>无法导出</translation>
    </message>
    <message>
        <source>Cannot write {file}: {why}.</source>
        <translation>无法写入 {file}：{why}。</translation>
    </message>
</context>
<context>
    <name>SeasonsDialog</name>
    <message>
        <source>Seasons</source>
        <translation>赛季</translation>
    </message>
    <message>
        <source>Only nights from</source>
        <translation>只算这段日期的牌局：从</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>E&amp;xport season…</source>
        <translation>导出赛季(&amp;X)…</translation>
    </message>
    <message>
        <source>Running total, night by night (units)</source>
        <translation>逐个牌局的累计分（分）</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>排名(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Head-to-head</source>
        <translation>对战(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>走势图(&amp;C)</translation>
    </message>
    <message>
        <source>R&amp;ecords</source>
        <translation>纪录(&amp;E)</translation>
    </message>
    <message>
        <source>S&amp;kill</source>
        <translation>摆牌水平(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>玩家(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Nights</source>
        <translation>牌局(&amp;N)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Setting skill compares the setting each player chose with the best setting of the same 13 cards, both valued by the solver in expected units against one opponent. The gap is what a choice gave away on average; it measures choices, not luck: the cards dealt and the opponents&apos; hands do not enter it.</source>
        <translation>摆牌水平把每位玩家选的摆法和同样 13 张牌的最好摆法相比，两者都由求解器按对一个对手的期望分来估值。差距就是一次选择平均让掉的分；它衡量的是选择，不是运气：发到什么牌、对手的牌都不算在内。</translation>
    </message>
    <message>
        <source>New name</source>
        <translation>新名字</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>改名(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Merge into</source>
        <translation>合并到(&amp;M)</translation>
    </message>
    <message>
        <source>{nights} nights, {hands} hands</source>
        <translation>{nights} 个牌局，{hands} 局</translation>
    </message>
    <message>
        <source>; {count} left out (cannot be read)</source>
        <translation>；{count} 个没算进来（读不出来）</translation>
    </message>
    <message>
        <source>{summary}; exported {file}</source>
        <translation>{summary}；已导出 {file}</translation>
    </message>
    <message>
        <source>Setting skill could not be worked out: {error}</source>
        <translation>摆牌水平算不出来：{error}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Nights</source>
        <translation>牌局数</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Nights won</source>
        <translation>赢的牌局</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>每局平均</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>Best night</source>
        <translation>最好的一晚</translation>
    </message>
    <message>
        <source>Worst night</source>
        <translation>最差的一晚</translation>
    </message>
    <message>
        <source>Longest run of winning nights</source>
        <translation>最长连赢牌局</translation>
    </message>
    <message>
        <source>Most scoops in a night</source>
        <translation>一晚打枪最多</translation>
    </message>
    <message>
        <source>Biggest hand</source>
        <translation>赢得最多的一局</translation>
    </message>
    <message>
        <source>session</source>
        <translation>牌局</translation>
    </message>
    <message>
        <source>date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>units</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>scoops</source>
        <translation>打枪</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>nights</source>
        <translation>牌局数</translation>
    </message>
    <message>
        <source>from</source>
        <translation>从</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>{field} {value}</source>
        <translation>{field} {value}</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;{record}&lt;/b&gt;: {player} ({detail})&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;{record}&lt;/b&gt;：{player}（{detail}）&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No records yet: play a night.</source>
        <translation>还没有纪录：先打一晚吧。</translation>
    </message>
    <message>
        <source>Average gap (units)</source>
        <translation>平均差距（分）</translation>
    </message>
    <message>
        <source>Set best</source>
        <translation>摆到最好</translation>
    </message>
    <message>
        <source>Working out {count} more hands in the background…</source>
        <translation>后台还在算 {count} 局…</translation>
    </message>
    <message>
        <source>Every hand entered with cards is counted.</source>
        <translation>每一局输入了牌的都已算进来。</translation>
    </message>
    <message>
        <source>{player} ({count} nights)</source>
        <translation>{player}（{count} 个牌局）</translation>
    </message>
    <message>
        <source>{edit}: {count} nights renamed.</source>
        <translation>{edit}：已在 {count} 个牌局里改名。</translation>
    </message>
</context>
<context>
    <name>SettleDialog</name>
    <message>
        <source>Settle up · {session}</source>
        <translation>结算 · {session}</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>复制为文字</translation>
    </message>
    <message>
        <source>Copy the payments, one a line, to paste into a message</source>
        <translation>复制付款明细（一行一笔），可贴到聊天里</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>存为 PDF…</translation>
    </message>
    <message>
        <source>Save a one-page PDF to send round the table</source>
        <translation>存一页 PDF 发给全桌</translation>
    </message>
    <message>
        <source>&lt;b&gt;Standings&lt;/b&gt;</source>
        <translation>&lt;b&gt;排名&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Copied: paste it into the group chat.</source>
        <translation>已复制：贴到群聊里吧。</translation>
    </message>
    <message>
        <source>{session} settle-up.pdf</source>
        <translation>{session} 结算.pdf</translation>
    </message>
    <message>
        <source>Save the settle-up as PDF</source>
        <translation>把结算存为 PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot save the PDF</source>
        <translation>无法保存 PDF</translation>
    </message>
    <message>
        <source>Cannot write {file}: {why}</source>
        <translation>无法写入 {file}：{why}</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>已保存 {file}</translation>
    </message>
</context>
<context>
    <name>SettleUp</name>
    <message>
        <source>{count} hand</source>
        <translation>{count} 局</translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation>{count} 局</translation>
    </message>
    <message>
        <source>Unit {unit} ({currency}) · {hands}</source>
        <translation>每分 {unit}（{currency}）· {hands}</translation>
    </message>
    <message>
        <source> · some hands were played at another unit: each hand counts at its own</source>
        <translation> · 有几局的每分金额不同：每局按自己的算</translation>
    </message>
    <message>
        <source>dd MMMM yyyy</source>
        <translation>yyyy年M月d日</translation>
    </message>
    <message>
        <source>Settle-up · {date}</source>
        <translation>结算 · {date}</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>{units} units</source>
        <translation>{units} 分</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Hands</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Rows won (F/M/B)</source>
        <translation>赢的道（头/中/尾）</translation>
    </message>
    <message>
        <source>Rows won against each opponent: front/middle/back (pairs played out only)</source>
        <translation>对每个对手赢的道：头道/中道/尾道（只算真正比过牌的两人）</translation>
    </message>
    <message>
        <source>Rows lost (F/M/B)</source>
        <translation>输的道（头/中/尾）</translation>
    </message>
    <message>
        <source>Rows tied (F/M/B)</source>
        <translation>平的道（头/中/尾）</translation>
    </message>
    <message>
        <source>Scoops won</source>
        <translation>打枪</translation>
    </message>
    <message>
        <source>Opponents beaten in all three rows</source>
        <translation>三道全赢对手的次数</translation>
    </message>
    <message>
        <source>Scooped</source>
        <translation>被打枪</translation>
    </message>
    <message>
        <source>Times an opponent won all three rows against this player</source>
        <translation>对手三道全赢这位玩家的次数</translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation>倒水</translation>
    </message>
    <message>
        <source>Surrenders</source>
        <translation>投降</translation>
    </message>
    <message>
        <source>Royalties</source>
        <translation>奖励分</translation>
    </message>
    <message>
        <source>Royalty units earned</source>
        <translation>赢得的奖励分</translation>
    </message>
    <message>
        <source>Naturals</source>
        <translation>报到</translation>
    </message>
    <message>
        <source>Fantasyland entries</source>
        <translation>进范特西</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>最好的一局</translation>
    </message>
    <message>
        <source>The hand that won the most units (#hand number)</source>
        <translation>赢分最多的一局（#局号）</translation>
    </message>
    <message>
        <source>Worst hand</source>
        <translation>最差的一局</translation>
    </message>
    <message>
        <source>The hand that lost the most units (#hand number)</source>
        <translation>输分最多的一局（#局号）</translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message>
        <source>Rows won, row by row</source>
        <translation>逐道赢的道数</translation>
    </message>
    <message>
        <source>Rows won</source>
        <translation>赢的道数</translation>
    </message>
</context>
</TS>
