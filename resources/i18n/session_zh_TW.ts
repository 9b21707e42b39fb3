<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>Commands</name>
    <message>
        <source>Add hand {number}</source>
        <translation>新增第 {number} 局</translation>
    </message>
    <message>
        <source>Edit hand {number}</source>
        <translation>修改第 {number} 局</translation>
    </message>
    <message>
        <source>Delete hand {number}</source>
        <translation>刪除第 {number} 局</translation>
    </message>
    <message>
        <source>Rename to {name}</source>
        <translation>重新命名為 {name}</translation>
    </message>
    <message>
        <source>Change the unit</source>
        <translation>變更每分金額</translation>
    </message>
    <message>
        <source>Change rules</source>
        <translation>變更規則</translation>
    </message>
    <message>
        <source>{action}: the rows have changed since, so they were left as they are</source>
        <translation>{action}：這些道之後已被改動，所以維持原樣</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>Export an Excel workbook</source>
        <translation>匯出 Excel 活頁簿</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 活頁簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>Export every hand as CSV</source>
        <translation>把每一局匯出為 CSV</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV 檔 (*.csv)</translation>
    </message>
    <message>
        <source>Export a session file</source>
        <translation>匯出牌局檔</translation>
    </message>
    <message>
        <source>Session file (*.json)</source>
        <translation>牌局檔 (*.json)</translation>
    </message>
    <message>
        <source>&amp;Recent sessions</source>
        <translation>最近的牌局(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>匯出(&amp;E)</translation>
    </message>
    <message>
        <source>No stored sessions</source>
        <translation>沒有已儲存的牌局</translation>
    </message>
    <message>
        <source>Rename the session</source>
        <translation>重新命名牌局</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名稱：</translation>
    </message>
    <message>
        <source>Cannot delete the session</source>
        <translation>無法刪除牌局</translation>
    </message>
    <message>
        <source>&amp;Undo delete “{session}”</source>
        <translation>復原刪除「{session}」(&amp;U)</translation>
    </message>
    <message>
        <source>Deleted “{session}”.</source>
        <translation>已刪除「{session}」。</translation>
    </message>
    <message>
        <source>Cannot bring the session back</source>
        <translation>無法找回牌局</translation>
    </message>
    <message>
        <source>“{session}” is back.</source>
        <translation>「{session}」已恢復。</translation>
    </message>
    <message>
        <source>&amp;Undo delete session</source>
        <translation>復原刪除牌局(&amp;U)</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>它是一個資料夾</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>無法匯出</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>無法寫入 {path}：{reason}</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>已匯出 {path}</translation>
    </message>
</context>
<context>
    <name>FoulField</name>
    <message>
        <source>pays a scoop</source>
        <translation>賠一次打槍</translation>
    </message>
    <message>
        <source>pays a fixed amount</source>
        <translation>賠固定分數</translation>
    </message>
    <message>
        <source>is played as it lies</source>
        <translation>照原樣比牌</translation>
    </message>
    <message>
        <source>Fixed foul amount (units)</source>
        <translation>倒水固定賠分（分）</translation>
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
        <translation>頭道三條依點數分別計獎勵分</translation>
    </message>
    <message>
        <source>Front trips {ranks} (units)</source>
        <translation>頭道三條 {ranks}（分）</translation>
    </message>
</context>
<context>
    <name>NaturalValuesField</name>
    <message>
        <source>Units {natural} collects</source>
        <translation>{natural}可收的分數</translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>New session</source>
        <translation>新增牌局</translation>
    </message>
    <message>
        <source>Game of {date}</source>
        <translation>{date} 的牌局</translation>
    </message>
    <message>
        <source>Seat order, clockwise. Drag a name to move it; double-click to rename.</source>
        <translation>座位順序，順時針。拖曳名字可調整位置；按兩下可改名。</translation>
    </message>
    <message>
        <source>Name, then Enter</source>
        <translation>輸入名字，然後按 Enter</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>新增</translation>
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
        <translation>誰發第一局的牌；之後依順時針輪流</translation>
    </message>
    <message>
        <source>Track bankrolls (warn when the unit is over 10% of one)</source>
        <translation>記錄本金（每分超過某人本金的 10% 時提醒）</translation>
    </message>
    <message>
        <source>Session name</source>
        <translation>牌局名稱</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>第一位發牌者</translation>
    </message>
    <message>
        <source>Unit value</source>
        <translation>每分金額</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>牌桌</translation>
    </message>
    <message>
        <source>The game and its rules</source>
        <translation>玩法與規則</translation>
    </message>
    <message>
        <source>Start the session</source>
        <translation>開始牌局</translation>
    </message>
    <message>
        <source>Start playing with these players and rules (Ctrl+Enter)</source>
        <translation>用這些玩家與規則開始（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>starting amount</source>
        <translation>起始金額</translation>
    </message>
    <message>
        <source>The rules cannot be played as set (see the rules).</source>
        <translation>依目前的設定，這套規則無法進行（見規則）。</translation>
    </message>
    <message>
        <source>The session needs a name.</source>
        <translation>牌局需要一個名稱。</translation>
    </message>
    <message>
        <source>Press Enter to add {name} to the players, or clear the name box.</source>
        <translation>按 Enter 把 {name} 加入玩家，或清空名字欄。</translation>
    </message>
    <message>
        <source>Players: {reason}.</source>
        <translation>玩家：{reason}。</translation>
    </message>
    <message>
        <source>The unit value must be an amount like {amount}.</source>
        <translation>每分金額必須是像 {amount} 這樣的金額。</translation>
    </message>
    <message>
        <source>The currency must be a three-letter code like USD.</source>
        <translation>貨幣必須是三個字母的代碼，例如 USD。</translation>
    </message>
    <message>
        <source>{player}&apos;s bankroll must be an amount like {amount}.</source>
        <translation>{player}的本金必須是像 {amount} 這樣的金額。</translation>
    </message>
</context>
<context>
    <name>OpenSessionDialog</name>
    <message>
        <source>Open a session</source>
        <translation>開啟牌局</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <source>classic-1-6</source>
        <translation>經典 1-6</translation>
    </message>
    <message>
        <source>classic-2-4</source>
        <translation>經典 2-4</translation>
    </message>
    <message>
        <source>classic-1-1-1</source>
        <translation>經典 1-1-1</translation>
    </message>
    <message>
        <source>classic-royalties</source>
        <translation>經典含獎勵分</translation>
    </message>
    <message>
        <source>classic-naturals</source>
        <translation>經典含報到</translation>
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
        <translation>開放式</translation>
    </message>
    <message>
        <source>pineapple</source>
        <translation>鳳梨</translation>
    </message>
    <message>
        <source>pineapple-progressive</source>
        <translation>鳳梨漸進</translation>
    </message>
    <message>
        <source>pineapple-strict</source>
        <translation>鳳梨嚴格留任</translation>
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
        <translation>經典十三支（每人 13 張）</translation>
    </message>
    <message>
        <source>Open-face Chinese poker (OFC)</source>
        <translation>開放式十三支</translation>
    </message>
    <message>
        <source>Pineapple open-face</source>
        <translation>鳳梨開放式</translation>
    </message>
    <message>
        <source>Criss-cross (two hands each)</source>
        <translation>交叉玩法（每人兩手牌）</translation>
    </message>
    <message>
        <source>Classic 1-6 with a 3-unit scoop</source>
        <translation>經典 1-6，打槍 3 分</translation>
    </message>
    <message>
        <source>Classic 2-4 with an overall unit</source>
        <translation>經典 2-4，含總分</translation>
    </message>
    <message>
        <source>Classic 1-1-1, rows only</source>
        <translation>經典 1-1-1，只比道</translation>
    </message>
    <message>
        <source>Classic 1-6 with royalties</source>
        <translation>經典 1-6，含獎勵分</translation>
    </message>
    <message>
        <source>Classic 1-6 with royalties and naturals</source>
        <translation>經典 1-6，含獎勵分與報到</translation>
    </message>
    <message>
        <source>Classic 1-6 with a low middle</source>
        <translation>經典 1-6，中道比小</translation>
    </message>
    <message>
        <source>Pool betting: everyone antes</source>
        <translation>底池玩法：每人下底</translation>
    </message>
    <message>
        <source>OFC with royalties and Fantasyland</source>
        <translation>開放式，含獎勵分與范特西</translation>
    </message>
    <message>
        <source>Pineapple, 14 cards in Fantasyland</source>
        <translation>鳳梨，范特西 14 張</translation>
    </message>
    <message>
        <source>Pineapple, progressive Fantasyland</source>
        <translation>鳳梨，漸進式范特西</translation>
    </message>
    <message>
        <source>Pineapple, strict Fantasyland stay</source>
        <translation>鳳梨，嚴格的范特西留任</translation>
    </message>
    <message>
        <source>Criss-cross 1-6</source>
        <translation>交叉 1-6</translation>
    </message>
    <message>
        <source>Custom classic Chinese poker rules</source>
        <translation>自訂經典十三支規則</translation>
    </message>
    <message>
        <source>Custom open-face Chinese poker rules</source>
        <translation>自訂開放式十三支規則</translation>
    </message>
    <message>
        <source>Custom pineapple open-face rules</source>
        <translation>自訂鳳梨開放式規則</translation>
    </message>
    <message>
        <source>Custom criss-cross rules</source>
        <translation>自訂交叉玩法規則</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>玩法</translation>
    </message>
    <message>
        <source>Settling a pair</source>
        <translation>兩人之間怎麼結算</translation>
    </message>
    <message>
        <source>Scoop bonus (units)</source>
        <translation>打槍加分（分）</translation>
    </message>
    <message>
        <source>Overall unit goes to</source>
        <translation>總分歸</translation>
    </message>
    <message>
        <source>A tied row cancels the scoop</source>
        <translation>平一道則不算打槍</translation>
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
        <translation>誰和誰比</translation>
    </message>
    <message>
        <source>A foul</source>
        <translation>倒水</translation>
    </message>
    <message>
        <source>Equal rows foul</source>
        <translation>兩道相同算倒水</translation>
    </message>
    <message>
        <source>Surrender allowed</source>
        <translation>允許投降</translation>
    </message>
    <message>
        <source>Surrender fee (units)</source>
        <translation>投降費（分）</translation>
    </message>
    <message>
        <source>Royalty table</source>
        <translation>獎勵分表</translation>
    </message>
    <message>
        <source>Royalties are paid</source>
        <translation>獎勵分的支付方式</translation>
    </message>
    <message>
        <source>Front trips by rank</source>
        <translation>頭道三條依點數</translation>
    </message>
    <message>
        <source>Naturals played</source>
        <translation>啟用報到</translation>
    </message>
    <message>
        <source>Natural values (units)</source>
        <translation>報到分值（分）</translation>
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
        <translation>進入范特西</translation>
    </message>
    <message>
        <source>Fantasyland cards</source>
        <translation>范特西發牌數</translation>
    </message>
    <message>
        <source>Progressive Fantasyland</source>
        <translation>漸進式范特西</translation>
    </message>
    <message>
        <source>Middle full house stays</source>
        <translation>中道葫蘆可留任</translation>
    </message>
    <message>
        <source>1-6: rows, plus a scoop bonus</source>
        <translation>1-6：比道，另加打槍分</translation>
    </message>
    <message>
        <source>2-4: rows, plus an overall unit</source>
        <translation>2-4：比道，另加總分</translation>
    </message>
    <message>
        <source>1-1-1: rows only</source>
        <translation>1-1-1：只比道</translation>
    </message>
    <message>
        <source>whoever wins two rows or more</source>
        <translation>贏兩道或以上者</translation>
    </message>
    <message>
        <source>whoever wins more rows</source>
        <translation>贏的道數多者</translation>
    </message>
    <message>
        <source>whoever scores more points</source>
        <translation>得分多者</translation>
    </message>
    <message>
        <source>the lowest straight</source>
        <translation>最小的順子</translation>
    </message>
    <message>
        <source>the second-best straight</source>
        <translation>第二大的順子</translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>經典</translation>
    </message>
    <message>
        <source>eastern</source>
        <translation>東方</translation>
    </message>
    <message>
        <source>open-face (OFC)</source>
        <translation>開放式</translation>
    </message>
    <message>
        <source>to the row&apos;s winner, instead of the row point</source>
        <translation>給該道贏家，取代該道的分</translation>
    </message>
    <message>
        <source>win or lose</source>
        <translation>不論輸贏</translation>
    </message>
    <message>
        <source>unless both rows qualify</source>
        <translation>除非兩道都有獎勵分</translation>
    </message>
    <message>
        <source>as a difference (OFC)</source>
        <translation>依差額（開放式）</translation>
    </message>
    <message>
        <source>on top of the row point (1 + royalty)</source>
        <translation>在該道的分之外另加（1 + 獎勵分）</translation>
    </message>
    <message>
        <source>Q-Q or better in front</source>
        <translation>頭道一對 Q 或更大</translation>
    </message>
    <message>
        <source>K-K or better in front</source>
        <translation>頭道一對 K 或更大</translation>
    </message>
    <message>
        <source>seat 1 v 3 and 2 v 4</source>
        <translation>1 號對 3 號，2 號對 4 號</translation>
    </message>
    <message>
        <source>each hand plays both</source>
        <translation>每手牌都和另外兩手比</translation>
    </message>
    <message>
        <source>Classic 13-card, open-face (OFC), pineapple open-face, or criss-cross (two hands each).</source>
        <translation>經典十三支、開放式、鳳梨開放式，或交叉玩法（每人兩手牌）。</translation>
    </message>
    <message>
        <source>How a pair settles: 1-6 adds a scoop bonus, 2-4 an overall unit, 1-1-1 just the rows.</source>
        <translation>兩人之間怎麼結算：1-6 加打槍分，2-4 加總分，1-1-1 只比道。</translation>
    </message>
    <message>
        <source>Extra units (1-6) for winning all three rows against one opponent.</source>
        <translation>對一位對手三道全贏時額外得的分（1-6）。</translation>
    </message>
    <message>
        <source>Who takes the 2-4 overall unit: two rows or more, more rows won, or more points.</source>
        <translation>2-4 的總分歸誰：贏兩道或以上、贏的道數多，或得分多。</translation>
    </message>
    <message>
        <source>Off: two rows won and one tied still collect the scoop (or the 2-4 payment of 4).</source>
        <translation>關閉時：贏兩道、平一道仍算打槍（或 2-4 的 4 分）。</translation>
    </message>
    <message>
        <source>Where A-2-3-4-5 ranks: the lowest straight, or second only to A-K-Q-J-T.</source>
        <translation>A-2-3-4-5 的大小：最小的順子，或僅次於 A-K-Q-J-10。</translation>
    </message>
    <message>
        <source>The middle is a deuce-to-seven low; only back against front is checked for fouls.</source>
        <translation>中道比小（2-7 低牌）；只檢查尾道與頭道是否倒水。</translation>
    </message>
    <message>
        <source>Criss-cross: seat 1 plays 3 and 2 plays 4, or each hand plays both.</source>
        <translation>交叉玩法：1 號對 3 號、2 號對 4 號，或每手牌都和另外兩手比。</translation>
    </message>
    <message>
        <source>What a mis-set hand pays each clean opponent: a scoop, a fixed amount, or it is played.</source>
        <translation>倒水的牌賠給每位沒倒水的對手：一次打槍、固定分數，或照原樣比牌。</translation>
    </message>
    <message>
        <source>On: a middle equal to the back (or a front equal to the middle&apos;s top cards) fouls.</source>
        <translation>開啟時：中道與尾道相同（或頭道與中道前三張相同）算倒水。</translation>
    </message>
    <message>
        <source>Players may fold before the reveal and pay a fee instead.</source>
        <translation>玩家可在亮牌前棄牌，改付投降費。</translation>
    </message>
    <message>
        <source>What a surrender pays each opponent who plays.</source>
        <translation>投降者賠給每位出牌對手的分數。</translation>
    </message>
    <message>
        <source>Bonuses for strong rows (front trips, middle full house, quads...).</source>
        <translation>強牌道的額外獎勵（頭道三條、中道葫蘆、鐵支……）。</translation>
    </message>
    <message>
        <source>To the winner instead of the row point, win or lose, cancelling, as a difference, or on top of the row point.</source>
        <translation>給贏家取代該道的分、不論輸贏、互相抵銷、依差額，或在該道的分之外另加。</translation>
    </message>
    <message>
        <source>Pay each rank of front trips its own amount (222 to AAA), instead of one amount for all.</source>
        <translation>頭道三條依點數各有分值（222 到 AAA），而不是統一一個分值。</translation>
    </message>
    <message>
        <source>Special 13-card hands (six pairs, three flushes, a dragon...) declared before the reveal.</source>
        <translation>亮牌前報出的特殊 13 張牌型（六對半、三同花、一條龍……）。</translation>
    </message>
    <message>
        <source>Units each natural collects from every opponent.</source>
        <translation>每種報到向每位對手收取的分數。</translation>
    </message>
    <message>
        <source>Everyone antes; the best front, middle and back each take a third of the pot.</source>
        <translation>每人下底；頭道、中道、尾道最大者各拿底池的三分之一。</translation>
    </message>
    <message>
        <source>What each player antes in pool betting.</source>
        <translation>底池玩法中每位玩家下的底。</translation>
    </message>
    <message>
        <source>A front of Q-Q or better earns the next hand dealt all at once.</source>
        <translation>頭道一對 Q 或更大，下一局一次發完所有牌。</translation>
    </message>
    <message>
        <source>The weakest front pair that earns Fantasyland.</source>
        <translation>進入范特西所需的最小頭道對子。</translation>
    </message>
    <message>
        <source>Cards dealt to a player in Fantasyland.</source>
        <translation>范特西玩家拿到的牌數。</translation>
    </message>
    <message>
        <source>A better front earns more cards (QQ 14, KK 15, AA 16, trips 17).</source>
        <translation>頭道越大，牌越多（QQ 14、KK 15、AA 16、三條 17）。</translation>
    </message>
    <message>
        <source>A full house or better in the middle keeps a player in Fantasyland.</source>
        <translation>中道葫蘆或更大可留在范特西。</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>計分</translation>
    </message>
    <message>
        <source>Fouls and surrender</source>
        <translation>倒水與投降</translation>
    </message>
    <message>
        <source>Royalties</source>
        <translation>獎勵分</translation>
    </message>
    <message>
        <source>Naturals</source>
        <translation>報到</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Change rules</source>
        <translation>變更規則</translation>
    </message>
    <message>
        <source>All 1 hand will be re-scored under the new rules.</source>
        <translation>全部 1 局將依新規則重新計分。</translation>
    </message>
    <message>
        <source>All {count} hands will be re-scored under the new rules.</source>
        <translation>全部 {count} 局將依新規則重新計分。</translation>
    </message>
    <message>
        <source>No hands yet: the new rules apply from the first hand.</source>
        <translation>還沒有對局：新規則從第一局開始生效。</translation>
    </message>
    <message>
        <source>Re-score all hands</source>
        <translation>全部重新計分</translation>
    </message>
    <message>
        <source>The rules cannot be played as set (see above).</source>
        <translation>依目前的設定，這套規則無法進行（見上方）。</translation>
    </message>
    <message>
        <source>These rules cannot score this session: {reason}</source>
        <translation>這套規則無法為本牌局計分：{reason}</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>&amp;Rules</source>
        <translation>規則(&amp;R)</translation>
    </message>
    <message>
        <source>custom table</source>
        <translation>自訂表</translation>
    </message>
    <message>
        <source>Your own choice of the options below.</source>
        <translation>下面的選項由你自己設定。</translation>
    </message>
    <message>
        <source>These options cannot go together: {reason}.</source>
        <translation>這些選項不能同時使用：{reason}。</translation>
    </message>
    <message>
        <source>What does this pay? {lines}.</source>
        <translation>這樣賠多少？{lines}。</translation>
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
        <translation>給該道贏家</translation>
    </message>
    <message>
        <source>win or lose</source>
        <translation>不論輸贏</translation>
    </message>
    <message>
        <source>unless both rows qualify</source>
        <translation>除非兩道都有獎勵分</translation>
    </message>
    <message>
        <source>as a difference (OFC)</source>
        <translation>依差額（開放式）</translation>
    </message>
    <message>
        <source>on top of the row point</source>
        <translation>在該道的分之外另加</translation>
    </message>
    <message>
        <source>royalties from the classic table, paid {mode}</source>
        <translation>獎勵分依經典表，{mode}支付</translation>
    </message>
    <message>
        <source>royalties from the eastern table, paid {mode}</source>
        <translation>獎勵分依東方表，{mode}支付</translation>
    </message>
    <message>
        <source>royalties from the ofc table, paid {mode}</source>
        <translation>獎勵分依開放式表，{mode}支付</translation>
    </message>
    <message>
        <source>royalties from the custom table, paid {mode}</source>
        <translation>獎勵分依自訂表，{mode}支付</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>front trips pay by rank: {paid}</source>
        <translation>頭道三條依點數計：{paid}</translation>
    </message>
    <message>
        <source>each match pays 1 a row; a scoop pays {scoop}</source>
        <translation>每場對決每道 1 分；打槍 {scoop} 分</translation>
    </message>
    <message>
        <source>everyone antes {ante}; the best front, middle and back each take a third of the pot</source>
        <translation>每人下底 {ante}；頭道、中道、尾道最大者各拿底池的三分之一</translation>
    </message>
    <message>
        <source>a 2–1 pays {two_one}; a scoop pays {scoop}</source>
        <translation>贏兩道輸一道得 {two_one} 分；打槍 {scoop} 分</translation>
    </message>
    <message>
        <source>a row won with a royalty of 2 pays {units} (the row point plus the royalty)</source>
        <translation>帶 2 分獎勵分贏下一道得 {units} 分（該道的分加獎勵分）</translation>
    </message>
    <message>
        <source>two rows won and one tied pay {units}: a tie does not cancel the scoop</source>
        <translation>贏兩道平一道得 {units} 分：平手不取消打槍</translation>
    </message>
    <message>
        <source>a middle equal to the back, or a front equal to the middle&apos;s top cards, is a foul</source>
        <translation>中道與尾道相同，或頭道與中道前三張相同，算倒水</translation>
    </message>
    <message>
        <source>a fouled or surrendered hand antes but cannot win a pot</source>
        <translation>倒水或投降的牌要下底，但不能贏底池</translation>
    </message>
    <message>
        <source>a foul is played as it lies, with no penalty</source>
        <translation>倒水照原樣比牌，不另罰分</translation>
    </message>
    <message>
        <source>a foul pays {units} to each opponent plus their royalties</source>
        <translation>倒水賠每位對手 {units} 分，另加對方的獎勵分</translation>
    </message>
    <message>
        <source>a foul pays {units} to each opponent</source>
        <translation>倒水賠每位對手 {units} 分</translation>
    </message>
    <message>
        <source>surrender costs {units} a player</source>
        <translation>投降每位玩家賠 {units} 分</translation>
    </message>
    <message>
        <source>naturals collect: {values}</source>
        <translation>報到收分：{values}</translation>
    </message>
    <message>
        <source>Fantasyland: {pair} or better in front earns 14-17 by the front</source>
        <translation>范特西：頭道 {pair} 或更大，依頭道得 14-17 張</translation>
    </message>
    <message>
        <source>Fantasyland: {pair} or better in front earns {cards} cards</source>
        <translation>范特西：頭道 {pair} 或更大，得 {cards} 張</translation>
    </message>
    <message>
        <source>the middle is a deuce-to-seven low: the lower middle wins</source>
        <translation>中道比小（2-7 低牌）：中道小者贏</translation>
    </message>
</context>
<context>
    <name>SessionDialogs</name>
    <message>
        <source>The unit value must be an amount like {amount}.</source>
        <translation>每分金額必須是像 {amount} 這樣的金額。</translation>
    </message>
    <message>
        <source>The unit value must be more than 0.</source>
        <translation>每分金額必須大於 0。</translation>
    </message>
    <message>
        <source>{currency} amounts have 1 decimal at most.</source>
        <translation>{currency} 金額最多 1 位小數。</translation>
    </message>
    <message>
        <source>{currency} amounts have {places} decimals at most.</source>
        <translation>{currency} 金額最多 {places} 位小數。</translation>
    </message>
</context>
<context>
    <name>SessionOpener</name>
    <message>
        <source>Cannot open the session</source>
        <translation>無法開啟牌局</translation>
    </message>
    <message>
        <source>Cannot create the session</source>
        <translation>無法建立牌局</translation>
    </message>
    <message>
        <source>Import a session file</source>
        <translation>匯入牌局檔</translation>
    </message>
    <message>
        <source>Session files (*.json);;All files (*)</source>
        <translation>牌局檔 (*.json);;所有檔案 (*)</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}：{reason}</translation>
    </message>
    <message>
        <source>Cannot import the file</source>
        <translation>無法匯入該檔案</translation>
    </message>
</context>
<context>
    <name>SessionSettings</name>
    <message>
        <source>Unit value is now {unit} from hand {number}</source>
        <translation>每分金額現為 {unit}，從第 {number} 局起</translation>
    </message>
    <message>
        <source>{message} — {warning}</source>
        <translation>{message} — {warning}</translation>
    </message>
    <message>
        <source>custom rules</source>
        <translation>自訂規則</translation>
    </message>
    <message>
        <source>Rules are now {rules}: 1 hand re-scored</source>
        <translation>規則現為 {rules}：已重新計分 1 局</translation>
    </message>
    <message>
        <source>Rules are now {rules}: {count} hands re-scored</source>
        <translation>規則現為 {rules}：已重新計分 {count} 局</translation>
    </message>
</context>
<context>
    <name>UnitValueDialog</name>
    <message>
        <source>Change unit value</source>
        <translation>變更每分金額</translation>
    </message>
    <message>
        <source>From hand {number} on. The hands already played keep the unit they were played for (now {unit}).</source>
        <translation>從第 {number} 局起生效。已打的局維持原本的每分金額（現為 {unit}）。</translation>
    </message>
    <message>
        <source>Change the unit</source>
        <translation>變更每分金額</translation>
    </message>
    <message>
        <source>Unit value</source>
        <translation>每分金額</translation>
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
        <translation>十三支計分器</translation>
    </message>
    <message>
        <source>Enter each player&apos;s front, middle and back; the scorekeeper names every row, flags fouls, scores the hand and keeps the running totals.</source>
        <translation>輸入每位玩家的頭道、中道與尾道；計分器會說出每一道的牌型，標出倒水，為每局計分並累計總分。</translation>
    </message>
    <message>
        <source>New session…</source>
        <translation>新增牌局…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <source>Import a session file…</source>
        <translation>匯入牌局檔…</translation>
    </message>
    <message>
        <source>Seasons: every night added up…</source>
        <translation>賽季：所有牌局的累計…</translation>
    </message>
    <message>
        <source>Stored sessions</source>
        <translation>已儲存的牌局</translation>
    </message>
    <message>
        <source>No sessions stored yet. Start one with New session, or import a session file a friend sent you.</source>
        <translation>還沒有儲存的牌局。用「新增牌局」開始一局，或匯入朋友傳來的牌局檔。</translation>
    </message>
</context>
</TS>
