<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>Help</name>
    <message>
        <source>whoever won at least two rows</source>
        <translation>至少贏兩道的一方</translation>
    </message>
    <message>
        <source>whoever won more rows</source>
        <translation>贏的道數多的一方</translation>
    </message>
    <message>
        <source>the higher total, royalties included</source>
        <translation>總分高的一方（含獎勵分）</translation>
    </message>
    <message>
        <source>Classic Chinese poker</source>
        <translation>經典十三支</translation>
    </message>
    <message>
        <source>Open-face Chinese poker</source>
        <translation>明牌十三支（OFC）</translation>
    </message>
    <message>
        <source>Pineapple open-face</source>
        <translation>大鳳梨</translation>
    </message>
    <message>
        <source>Criss-cross</source>
        <translation>交叉玩法</translation>
    </message>
    <message>
        <source>Typing cards</source>
        <translation>輸入牌</translation>
    </message>
    <message>
        <source>a full row moves the keyboard on by itself (a Tab or Enter straight after stays put); Tab or Enter moves on from a row not yet full; Backspace takes back the last card</source>
        <translation>一道填滿會自動跳到下一道（緊接著按 Tab 或 Enter 不會再跳）；沒填滿時按 Tab 或 Enter 跳到下一道；Backspace 收回最後一張牌</translation>
    </message>
    <message>
        <source>score the hand (or save a correction); a natural the cards make is asked about once</source>
        <translation>替本局計分（或儲存更正）；牌裡有報到牌型時會問一次</translation>
    </message>
    <message>
        <source>the player being entered surrenders (again: takes it back)</source>
        <translation>正在輸入的玩家投降（再按一次取消）</translation>
    </message>
    <message>
        <source>suggest the best setting of the player&apos;s 13 cards</source>
        <translation>替這位玩家的 13 張牌建議最好的擺法</translation>
    </message>
    <message>
        <source>quick entry: places, royalties and fouls instead of cards</source>
        <translation>快速輸入：只記名次、獎勵分和倒水，不輸入牌</translation>
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
        <translation>復原和重做：先是輸入，再是整局、更正和刪除</translation>
    </message>
    <message>
        <source>Enter or double-click in History</source>
        <translation>在歷史裡按 Enter 或按兩下</translation>
    </message>
    <message>
        <source>take the hand back into the entry to correct it (Esc cancels)</source>
        <translation>把這局拿回輸入區更正（Esc 取消）</translation>
    </message>
    <message>
        <source>Delete in History</source>
        <translation>在歷史裡按 Delete</translation>
    </message>
    <message>
        <source>delete the selected hand (undo brings it back)</source>
        <translation>刪除選取的那局（復原可以找回）</translation>
    </message>
    <message>
        <source>settle up: who pays whom</source>
        <translation>結算：誰付給誰</translation>
    </message>
    <message>
        <source>last hand, history, chart, statistics</source>
        <translation>上一局、歷史、走勢圖、統計</translation>
    </message>
    <message>
        <source>show the best settings after each hand</source>
        <translation>每局之後顯示最好的擺法</translation>
    </message>
    <message>
        <source>seasons: the group&apos;s nights added up, records, setting skill, players</source>
        <translation>賽季：這群人各個牌局的總帳、紀錄、擺牌功力、玩家</translation>
    </message>
    <message>
        <source>new session, open a session, import a session file</source>
        <translation>新牌局、開啟牌局、匯入牌局檔案</translation>
    </message>
    <message>
        <source>rename the session, export a workbook</source>
        <translation>替牌局改名、匯出活頁簿</translation>
    </message>
    <message>
        <source>this page, quit</source>
        <translation>本頁、結束</translation>
    </message>
    <message>
        <source>{sentence}.</source>
        <translation>{sentence}。</translation>
    </message>
    <message>
        <source>Cards are placed face up one row at a time (5 first, then one by one, or 2 of every 3 in pineapple) until each player has a front of 3, a middle of 5 and a back of 5.</source>
        <translation>牌攤開一張張擺進各道（先發 5 張，之後每次 1 張；大鳳梨是每 3 張留 2 張），直到每人都有頭道 3 張、中道 5 張、尾道 5 張。</translation>
    </message>
    <message>
        <source>Cards are placed face up one row at a time (5 first, then one by one) until each player has a front of 3, a middle of 5 and a back of 5.</source>
        <translation>牌攤開一張張擺進各道（先發 5 張，之後每次 1 張），直到每人都有頭道 3 張、中道 5 張、尾道 5 張。</translation>
    </message>
    <message>
        <source>Each of the two players sets two 13-card hands, each a front of 3, a middle of 5 and a back of 5.</source>
        <translation>兩位玩家各擺兩手 13 張的牌，每手都是頭道 3 張、中道 5 張、尾道 5 張。</translation>
    </message>
    <message>
        <source>Each player sets 13 cards face down: a front of 3, a middle of 5 and a back of 5.</source>
        <translation>每人把 13 張牌蓋著擺好：頭道 3 張、中道 5 張、尾道 5 張。</translation>
    </message>
    <message>
        <source>The middle is a deuce-to-seven low hand (the lower wins); only the back must be at least as strong as the front, or the hand fouls.</source>
        <translation>中道比小（2-7 低牌，越小越贏）；只要求尾道不小於頭道，否則倒水。</translation>
    </message>
    <message>
        <source>The back must be at least as strong as the middle, and the middle at least as strong as the front, or the hand fouls.</source>
        <translation>尾道不能小於中道，中道不能小於頭道，否則倒水。</translation>
    </message>
    <message>
        <source> At this table equal rows foul too: a middle equal to the back, or a front equal to the middle&apos;s top cards.</source>
        <translation>這一桌兩道一樣大也算倒水：中道和尾道一樣大，或頭道和中道前幾張一樣大。</translation>
    </message>
    <message>
        <source>A-2-3-4-5 is the lowest straight.</source>
        <translation>A-2-3-4-5 是最小的順子。</translation>
    </message>
    <message>
        <source>A-2-3-4-5 is the second-best straight, below A-K-Q-J-T.</source>
        <translation>A-2-3-4-5 是第二大的順子，僅次於 A-K-Q-J-10。</translation>
    </message>
    <message>
        <source>Every pair of players compares front with front, middle with middle, back with back.</source>
        <translation>每兩位玩家之間頭道比頭道、中道比中道、尾道比尾道。</translation>
    </message>
    <message>
        <source>{method}: each row won is 1 unit, and winning all three rows (a scoop) pays {units} more.</source>
        <translation>{method}：每贏一道 1 分，三道全贏（打槍）再多贏 {units} 分。</translation>
    </message>
    <message>
        <source>2-4: each row won is 1 unit, plus 1 overall unit to {whom}.</source>
        <translation>2-4：每贏一道 1 分，另外總分 1 分歸{whom}。</translation>
    </message>
    <message>
        <source>{method}: each row won is 1 unit, and nothing more.</source>
        <translation>{method}：每贏一道 1 分，沒有別的。</translation>
    </message>
    <message>
        <source>custom rules, set option by option</source>
        <translation>自訂規則，逐項設定</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>One unit is worth {unit}: a hand&apos;s money is its units times the unit value it was played at.</source>
        <translation>1 分值 {unit}：一局的錢 = 分數 × 那一局的每分金額。</translation>
    </message>
    <message>
        <source>Within every hand the units sum to zero: what one player wins the others lose.</source>
        <translation>每局所有人的分數加起來是零：一個人贏的就是別人輸的。</translation>
    </message>
    <message>
        <source>Players sit clockwise ({seats}); the deal moves one seat clockwise after every hand.</source>
        <translation>玩家按順時針坐（{seats}）；每局之後發牌輪到順時針下一位。</translation>
    </message>
    <message>
        <source>At the end, Settle up names the fewest payments: the largest debtor pays the largest creditor first.</source>
        <translation>最後，「結算」列出最少的幾筆付款：輸最多的先付給贏最多的。</translation>
    </message>
    <message>
        <source>&lt;h2&gt;How to score: {session}&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;怎麼計分：{session}&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;{game}&lt;/b&gt; · rules &lt;b&gt;{preset}&lt;/b&gt;: {about}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;{game}&lt;/b&gt; · 規則 &lt;b&gt;{preset}&lt;/b&gt;：{about}。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>自訂</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Setting the hand&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;擺牌&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;What a hand pays&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;一局怎麼算分&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Money&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;錢&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;In the app&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;程式裡的操作&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Chinese Poker Scorekeeper {version}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;十三支記分器 {version}&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Scores Chinese poker home games: classic 1-6, 2-4 and 1-1-1, royalties, naturals, surrender, pool, open-face, pineapple and Fantasyland, criss-cross and the lowball middle.&lt;/p&gt;</source>
        <translation>&lt;p&gt;替家裡的十三支牌局記分：經典 1-6、2-4 和 1-1-1，獎勵分、報到、投降、底池，明牌、大鳳梨和范特西，交叉玩法和中道比小。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every hand is kept in the session store as soon as it is scored; every action can be undone.&lt;/p&gt;</source>
        <translation>&lt;p&gt;每局一計分就存進牌局庫；每一步都可以復原。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;MIT 授權。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Chinese Poker Scorekeeper</source>
        <translation>關於十三支記分器</translation>
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
        <translation>報</translation>
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
        <translation>報到：{natural}</translation>
    </message>
    <message>
        <source>played in Fantasyland</source>
        <translation>在范特西裡打</translation>
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
        <translation>莊家</translation>
    </message>
    <message>
        <source>{player}&apos;s units each hand</source>
        <translation>{player} 每局的分數</translation>
    </message>
    <message>
        <source>Hand {number}, dealt by {dealer}: double-click to correct it</source>
        <translation>第 {number} 局，{dealer} 發牌：按兩下可更正</translation>
    </message>
    <message>
        <source>{player}: {units} units ({money})</source>
        <translation>{player}：{units} 分（{money}）</translation>
    </message>
    <message>
        <source>Working out the best setting…</source>
        <translation>正在算最好的擺法…</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>History</source>
        <translation>歷史</translation>
    </message>
    <message>
        <source>Every hand of the night, one line each</source>
        <translation>今晚的每一局，一局一行</translation>
    </message>
    <message>
        <source>Double-click a hand to correct it.</source>
        <translation>按兩下某局可以更正。</translation>
    </message>
    <message>
        <source>surr. = surrendered</source>
        <translation>降 = 投降</translation>
    </message>
    <message>
        <source>nat. = declared a natural</source>
        <translation>報 = 報到</translation>
    </message>
    <message>
        <source>FL = played in Fantasyland</source>
        <translation>范 = 在范特西裡打</translation>
    </message>
    <message>
        <source>−13 → −3: the best setting of the same cards would have scored −3</source>
        <translation>−13 → −3：同樣的牌換成最好的擺法會得 −3</translation>
    </message>
    <message>
        <source>Double-click a hand to correct it</source>
        <translation>按兩下某局可以更正</translation>
    </message>
</context>
<context>
    <name>HowToScoreDialog</name>
    <message>
        <source>How to score</source>
        <translation>怎麼計分</translation>
    </message>
</context>
<context>
    <name>NightsChooser</name>
    <message>
        <source>Untick a night to leave it out of the season (Space ticks and unticks the current night). The date range above applies as well.</source>
        <translation>取消勾選某個牌局就不算進賽季（空白鍵勾選或取消目前這一項）。上面的日期範圍也同樣有效。</translation>
    </message>
    <message>
        <source>Tick &amp;all</source>
        <translation>全選(&amp;A)</translation>
    </message>
    <message>
        <source>Untick a&amp;ll</source>
        <translation>全不選(&amp;L)</translation>
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
        <translation>積分榜</translation>
    </message>
    <message>
        <source>Each player&apos;s net units and money this session</source>
        <translation>每位玩家本牌局的淨分數與輸贏金額</translation>
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
        <translation>報到：{natural}</translation>
    </message>
    <message>
        <source>{row} {units}</source>
        <translation>{row} {units}</translation>
    </message>
    <message>
        <source>royalties {rows}</source>
        <translation>獎勵分 {rows}</translation>
    </message>
    <message>
        <source>Fantasyland next hand ({count} cards)</source>
        <translation>下一局進范特西（{count} 張）</translation>
    </message>
    <message>
        <source>Fantasyland next hand</source>
        <translation>下一局進范特西</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>下一局</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>發牌</translation>
    </message>
    <message>
        <source>{player} deals the next hand</source>
        <translation>下一局由 {player} 發牌</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Working out the best settings…</source>
        <translation>正在算最好的擺法…</translation>
    </message>
    <message>
        <source>No player set cards in rows this hand: there is no setting to review.</source>
        <translation>本局沒有玩家按道擺牌：沒有擺法可以檢討。</translation>
    </message>
    <message>
        <source>Criss-cross hands are not reviewed: a player&apos;s two hands come from one deal of 26 cards.</source>
        <translation>交叉玩法不檢討：一個人的兩手牌來自同一次發的 26 張牌。</translation>
    </message>
    <message>
        <source>No hand scored yet</source>
        <translation>還沒有計分的局</translation>
    </message>
    <message>
        <source>What each player&apos;s best setting of the same 13 cards would have scored against the others as they were set (surrenders, naturals and quick entries are not reviewed)</source>
        <translation>每位玩家同樣 13 張牌用最好的擺法，對上別人實際的擺法會得幾分（投降、報到和快速輸入不檢討）</translation>
    </message>
    <message>
        <source>Last hand&apos;s result</source>
        <translation>上一局結果</translation>
    </message>
    <message>
        <source>Each player&apos;s rows, royalties and units on the hand just scored</source>
        <translation>剛計分那局每位玩家的各道、獎勵分和分數</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>兩兩對比</translation>
    </message>
    <message>
        <source>What each pair of players settled, row by row</source>
        <translation>每兩位玩家之間逐道的輸贏</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>對局</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Expand a pair to see why each unit moved.</source>
        <translation>展開一對，看每一分是怎麼來的。</translation>
    </message>
    <message>
        <source>Hand {number} · dealt by {dealer}</source>
        <translation>第 {number} 局 · {dealer} 發牌</translation>
    </message>
    <message>
        <source>even</source>
        <translation>打平</translation>
    </message>
    <message>
        <source>{first} v {second}</source>
        <translation>{first} 對 {second}</translation>
    </message>
    <message>
        <source> · hand {first} v hand {second}</source>
        <translation> · 第 {first} 手對第 {second} 手</translation>
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
        <translation>每局之後的累計分</translation>
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
        <translation>分數</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>顯示</translation>
    </message>
    <message>
        <source>Money ({currency})</source>
        <translation>金額（{currency}）</translation>
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
        <translation>剛計分那局每位玩家的分數</translation>
    </message>
    <message>
        <source>History</source>
        <translation>歷史</translation>
    </message>
    <message>
        <source>Every hand of the night, one line each</source>
        <translation>今晚的每一局，一局一行</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>走勢圖</translation>
    </message>
    <message>
        <source>Each player&apos;s running total, hand by hand</source>
        <translation>每位玩家逐局的累計分</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>How each player has done this session</source>
        <translation>每位玩家這個牌局的表現</translation>
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
        <translation>把賽季匯出成 Excel 活頁簿</translation>
    </message>
    <message>
        <source>season {date}.xlsx</source>
        <translation>賽季 {date}.xlsx</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 活頁簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>無法匯出</translation>
    </message>
    <message>
        <source>Cannot write {file}: {why}.</source>
        <translation>無法寫入 {file}：{why}。</translation>
    </message>
</context>
<context>
    <name>SeasonsDialog</name>
    <message>
        <source>Seasons</source>
        <translation>賽季</translation>
    </message>
    <message>
        <source>Only nights from</source>
        <translation>只算這段日期的牌局：從</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>E&amp;xport season…</source>
        <translation>匯出賽季(&amp;X)…</translation>
    </message>
    <message>
        <source>Running total, night by night (units)</source>
        <translation>逐個牌局的累計分（分）</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>排名(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Head-to-head</source>
        <translation>對戰(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>走勢圖(&amp;C)</translation>
    </message>
    <message>
        <source>R&amp;ecords</source>
        <translation>紀錄(&amp;E)</translation>
    </message>
    <message>
        <source>S&amp;kill</source>
        <translation>擺牌功力(&amp;K)</translation>
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
        <translation>復原</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Setting skill compares the setting each player chose with the best setting of the same 13 cards, both valued by the solver in expected units against one opponent. The gap is what a choice gave away on average; it measures choices, not luck: the cards dealt and the opponents&apos; hands do not enter it.</source>
        <translation>擺牌功力把每位玩家選的擺法和同樣 13 張牌的最好擺法相比，兩者都由求解器按對一個對手的期望分來估值。差距就是一次選擇平均讓掉的分；它衡量的是選擇，不是運氣：拿到什麼牌、對手的牌都不算在內。</translation>
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
        <translation>合併到(&amp;M)</translation>
    </message>
    <message>
        <source>{nights} nights, {hands} hands</source>
        <translation>{nights} 個牌局，{hands} 局</translation>
    </message>
    <message>
        <source>; {count} left out (cannot be read)</source>
        <translation>；{count} 個沒算進來（讀不出來）</translation>
    </message>
    <message>
        <source>{summary}; exported {file}</source>
        <translation>{summary}；已匯出 {file}</translation>
    </message>
    <message>
        <source>Setting skill could not be worked out: {error}</source>
        <translation>擺牌功力算不出來：{error}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Nights</source>
        <translation>牌局數</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>局數</translation>
    </message>
    <message>
        <source>Nights won</source>
        <translation>贏的牌局</translation>
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
        <translation>最長連贏牌局</translation>
    </message>
    <message>
        <source>Most scoops in a night</source>
        <translation>一晚打槍最多</translation>
    </message>
    <message>
        <source>Biggest hand</source>
        <translation>贏最多的一局</translation>
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
        <translation>分數</translation>
    </message>
    <message>
        <source>scoops</source>
        <translation>打槍</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>局</translation>
    </message>
    <message>
        <source>nights</source>
        <translation>牌局數</translation>
    </message>
    <message>
        <source>from</source>
        <translation>從</translation>
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
        <translation>還沒有紀錄：先打一晚吧。</translation>
    </message>
    <message>
        <source>Average gap (units)</source>
        <translation>平均差距（分）</translation>
    </message>
    <message>
        <source>Set best</source>
        <translation>擺到最好</translation>
    </message>
    <message>
        <source>Working out {count} more hands in the background…</source>
        <translation>背景還在算 {count} 局…</translation>
    </message>
    <message>
        <source>Every hand entered with cards is counted.</source>
        <translation>每一局輸入了牌的都已算進來。</translation>
    </message>
    <message>
        <source>{player} ({count} nights)</source>
        <translation>{player}（{count} 個牌局）</translation>
    </message>
    <message>
        <source>{edit}: {count} nights renamed.</source>
        <translation>{edit}：已在 {count} 個牌局裡改名。</translation>
    </message>
</context>
<context>
    <name>SettleDialog</name>
    <message>
        <source>Settle up · {session}</source>
        <translation>結算 · {session}</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>複製為文字</translation>
    </message>
    <message>
        <source>Copy the payments, one a line, to paste into a message</source>
        <translation>複製付款明細（一行一筆），可貼到聊天裡</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>存成 PDF…</translation>
    </message>
    <message>
        <source>Save a one-page PDF to send round the table</source>
        <translation>存一頁 PDF 傳給全桌</translation>
    </message>
    <message>
        <source>&lt;b&gt;Standings&lt;/b&gt;</source>
        <translation>&lt;b&gt;排名&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Copied: paste it into the group chat.</source>
        <translation>已複製：貼到群組聊天吧。</translation>
    </message>
    <message>
        <source>{session} settle-up.pdf</source>
        <translation>{session} 結算.pdf</translation>
    </message>
    <message>
        <source>Save the settle-up as PDF</source>
        <translation>把結算存成 PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 檔案 (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot save the PDF</source>
        <translation>無法儲存 PDF</translation>
    </message>
    <message>
        <source>Cannot write {file}: {why}</source>
        <translation>無法寫入 {file}：{why}</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>已儲存 {file}</translation>
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
        <translation> · 有幾局的每分金額不同：每局按自己的算</translation>
    </message>
    <message>
        <source>dd MMMM yyyy</source>
        <translation>yyyy年M月d日</translation>
    </message>
    <message>
        <source>Settle-up · {date}</source>
        <translation>結算 · {date}</translation>
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
        <translation>局數</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>分數</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Rows won (F/M/B)</source>
        <translation>贏的道（頭/中/尾）</translation>
    </message>
    <message>
        <source>Rows won against each opponent: front/middle/back (pairs played out only)</source>
        <translation>對每個對手贏的道：頭道/中道/尾道（只算真正比過牌的兩人）</translation>
    </message>
    <message>
        <source>Rows lost (F/M/B)</source>
        <translation>輸的道（頭/中/尾）</translation>
    </message>
    <message>
        <source>Rows tied (F/M/B)</source>
        <translation>平的道（頭/中/尾）</translation>
    </message>
    <message>
        <source>Scoops won</source>
        <translation>打槍</translation>
    </message>
    <message>
        <source>Opponents beaten in all three rows</source>
        <translation>三道全贏對手的次數</translation>
    </message>
    <message>
        <source>Scooped</source>
        <translation>被打槍</translation>
    </message>
    <message>
        <source>Times an opponent won all three rows against this player</source>
        <translation>對手三道全贏這位玩家的次數</translation>
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
        <translation>獎勵分</translation>
    </message>
    <message>
        <source>Royalty units earned</source>
        <translation>贏得的獎勵分</translation>
    </message>
    <message>
        <source>Naturals</source>
        <translation>報到</translation>
    </message>
    <message>
        <source>Fantasyland entries</source>
        <translation>進范特西</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>最好的一局</translation>
    </message>
    <message>
        <source>The hand that won the most units (#hand number)</source>
        <translation>贏分最多的一局（#局號）</translation>
    </message>
    <message>
        <source>Worst hand</source>
        <translation>最差的一局</translation>
    </message>
    <message>
        <source>The hand that lost the most units (#hand number)</source>
        <translation>輸分最多的一局（#局號）</translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message>
        <source>Rows won, row by row</source>
        <translation>逐道贏的道數</translation>
    </message>
    <message>
        <source>Rows won</source>
        <translation>贏的道數</translation>
    </message>
</context>
</TS>
