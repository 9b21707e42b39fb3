<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>ScreenCard</name>
    <message>
        <source>Table screen</source>
        <translation>桌面大螢幕</translation>
    </message>
    <message>
        <source>The table screen&apos;s code</source>
        <translation>桌面大螢幕的 QR 碼</translation>
    </message>
    <message>
        <source>Open this on a TV or tablet everyone can see (same Wi-Fi): the standings, the last showdown and who is ready, never a card before the hand is scored</source>
        <translation>在大家都看得到的電視或平板上開啟（同一 Wi-Fi）：排名、上一手的攤牌和誰已就緒；這一手計分前絕不顯示任何牌</translation>
    </message>
    <message>
        <source>Show the table screen&apos;s code, for a TV or tablet to join</source>
        <translation>顯示桌面大螢幕的 QR 碼，供電視或平板加入</translation>
    </message>
    <message>
        <source>Hide code</source>
        <translation>隱藏 QR 碼</translation>
    </message>
    <message>
        <source>Show code</source>
        <translation>顯示 QR 碼</translation>
    </message>
    <message>
        <source>no screen yet</source>
        <translation>尚無螢幕</translation>
    </message>
    <message>
        <source>on</source>
        <translation>已連線</translation>
    </message>
    <message>
        <source>{count} screens on</source>
        <translation>{count} 個螢幕已連線</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>Open this on the player&apos;s phone (same Wi-Fi): the code above holds it too</source>
        <translation>在這位玩家的手機上開啟（同一個 Wi-Fi）；上面的 QR 碼裡也是這個連結</translation>
    </message>
    <message>
        <source>Enter at the laptop</source>
        <translation>在電腦上輸入</translation>
    </message>
    <message>
        <source>{player} has no phone: type their hand in the entry as usual</source>
        <translation>{player} 沒有手機：照常在輸入區輸入他的牌</translation>
    </message>
    <message>
        <source>Show {player}&apos;s code, for a phone to join</source>
        <translation>顯示 {player} 的 QR 碼，讓手機加入</translation>
    </message>
    <message>
        <source>Hide code</source>
        <translation>收起 QR 碼</translation>
    </message>
    <message>
        <source>Show code</source>
        <translation>顯示 QR 碼</translation>
    </message>
    <message>
        <source>at the laptop</source>
        <translation>在電腦上輸入</translation>
    </message>
    <message>
        <source>{count} devices on this seat</source>
        <translation>這個座位有 {count} 台裝置</translation>
    </message>
    <message>
        <source> · phone on</source>
        <translation> · 手機已連線</translation>
    </message>
    <message>
        <source> · no phone yet</source>
        <translation> · 手機還沒連線</translation>
    </message>
</context>
<context>
    <name>Showdown</name>
    <message>
        <source>{first} v {second} · {result}</source>
        <translation>{first} 對 {second} · {result}</translation>
    </message>
    <message>
        <source>even</source>
        <translation>持平</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>彩池</translation>
    </message>
    <message>
        <source>surrendered</source>
        <translation>已投降</translation>
    </message>
    <message>
        <source>natural: {natural}</source>
        <translation>報到：{natural}</translation>
    </message>
    <message>
        <source>royalties {rows}</source>
        <translation>獎勵分 {rows}</translation>
    </message>
    <message>
        <source>{row} {units}</source>
        <translation>{row} {units}</translation>
    </message>
    <message>
        <source>Fantasyland next hand</source>
        <translation>下一手進入夢幻島</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>TableMode</name>
    <message>
        <source>Table mode needs an open session</source>
        <translation>牌桌模式需要先開啟一個牌局</translation>
    </message>
    <message>
        <source>Table mode is not for criss-cross: each player sets two hands, so enter them at the laptop</source>
        <translation>交叉玩法不能用牌桌模式：每人要擺兩手牌，請在電腦上輸入</translation>
    </message>
    <message>
        <source>Table mode cannot start: {problem}</source>
        <translation>牌桌模式無法啟動：{problem}</translation>
    </message>
    <message>
        <source>Table mode: each player scans their own code</source>
        <translation>牌桌模式：每位玩家掃自己的 QR 碼</translation>
    </message>
    <message>
        <source>Hand {number}: {ready} ready, {setting} setting, {waiting} waiting · phones on the same Wi-Fi open their seat&apos;s code</source>
        <translation>第 {number} 局：{ready} 人好了，{setting} 人在擺牌，{waiting} 人還沒開始 · 連同一個 Wi-Fi 的手機掃自己座位的 QR 碼</translation>
    </message>
    <message>
        <source>{player} (phone: {status})</source>
        <translation>{player}（手機：{status}）</translation>
    </message>
    <message>
        <source>{player} ({missing})</source>
        <translation>{player}（{missing}）</translation>
    </message>
    <message>
        <source>Waiting for {players}</source>
        <translation>還在等：{players}</translation>
    </message>
    <message>
        <source>{players} set a card another seat set too: their phones ask them to check</source>
        <translation>{players} 擺了別的座位也擺的牌：他們的手機會請他們核對</translation>
    </message>
</context>
<context>
    <name>TableNotes</name>
    <message>
        <source>{player}&apos;s hand is being entered at the laptop</source>
        <translation>{player} 的牌正在電腦上輸入</translation>
    </message>
    <message>
        <source>the hand is being scored: no more changes</source>
        <translation>本局正在計分：不能再改了</translation>
    </message>
    <message>
        <source>hand {number} was dealt again at the laptop: set it afresh</source>
        <translation>第 {number} 局已在電腦上重新開始：請重新擺牌</translation>
    </message>
    <message>
        <source>hand {old} is over: this is hand {number}</source>
        <translation>第 {old} 局已經結束：現在是第 {number} 局</translation>
    </message>
    <message>
        <source>not ready yet: the 13 cards are not all set</source>
        <translation>還不能按好了：13 張牌還沒擺完</translation>
    </message>
    <message>
        <source>too many messages: slow down</source>
        <translation>傳得太快了：請慢一點</translation>
    </message>
    <message>
        <source>there is no hand {number} to show</source>
        <translation>沒有第 {number} 手可顯示</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>setting…</source>
        <translation>擺牌中…</translation>
    </message>
    <message>
        <source>ready ✓</source>
        <translation>好了 ✓</translation>
    </message>
    <message>
        <source>Score as soon as everyone is ready</source>
        <translation>大家都好了就自動計分</translation>
    </message>
    <message>
        <source>{count} request refused; last: {why}</source>
        <translation>拒絕了 {count} 個請求；最近一次：{why}</translation>
    </message>
    <message>
        <source>{count} requests refused; last: {why}</source>
        <translation>拒絕了 {count} 個請求；最近一次：{why}</translation>
    </message>
</context>
<context>
    <name>faces</name>
    <message>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <source>Surrendered</source>
        <translation>投降</translation>
    </message>
    <message>
        <source>Foul: {reason}</source>
        <translation>倒水：{reason}</translation>
    </message>
    <message>
        <source>F</source>
        <translation>頭</translation>
    </message>
    <message>
        <source>M</source>
        <translation>中</translation>
    </message>
    <message>
        <source>B</source>
        <translation>尾</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>頭道</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>中道</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>尾道</translation>
    </message>
</context>
<context>
    <name>screen</name>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>setting…</source>
        <translation>擺牌中…</translation>
    </message>
    <message>
        <source>ready ✓</source>
        <translation>已就緒 ✓</translation>
    </message>
    <message>
        <source>at the laptop</source>
        <translation>在電腦上輸入</translation>
    </message>
    <message>
        <source>no phone yet</source>
        <translation>手機還沒連線</translation>
    </message>
    <message>
        <source>Table screen</source>
        <translation>桌面大螢幕</translation>
    </message>
    <message>
        <source>{session} · table screen</source>
        <translation>{session} · 桌面大螢幕</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>第 {number} 手</translation>
    </message>
    <message>
        <source>Last hand: hand {number}</source>
        <translation>上一局：第 {number} 局</translation>
    </message>
    <message>
        <source>Dealer: {player}</source>
        <translation>莊家：{player}</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>結算</translation>
    </message>
    <message>
        <source>Chinese Poker · table screen</source>
        <translation>十三支 · 桌面大螢幕</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>連線中…</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>本局</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>分</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>No hand scored yet.</source>
        <translation>還沒有計分的局。</translation>
    </message>
    <message>
        <source>Every pair</source>
        <translation>每一對的輸贏</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>已連線</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>正在重新連線…</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Chinese Poker · your hand</source>
        <translation>十三支 · 你的牌</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>連線中…</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>頭道</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>中道</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>尾道</translation>
    </message>
    <message>
        <source>or type cards, e.g. As Kd 7c</source>
        <translation>或直接輸入，例如 As Kd 7c</translation>
    </message>
    <message>
        <source>Type cards into the row</source>
        <translation>把牌輸入這一道</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>加入</translation>
    </message>
    <message>
        <source>The 52 cards</source>
        <translation>52 張牌</translation>
    </message>
    <message>
        <source>The night</source>
        <translation>今晚</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>你的輸贏</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>分</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>各局</translation>
    </message>
    <message>
        <source>Back to your hand</source>
        <translation>回到你的牌</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>Your hand is being entered at the laptop.</source>
        <translation>你的牌正在電腦上輸入。</translation>
    </message>
    <message>
        <source>You surrender this hand.</source>
        <translation>你本局投降。</translation>
    </message>
    <message>
        <source>Foul: {reason}</source>
        <translation>倒水：{reason}</translation>
    </message>
    <message>
        <source>Ready ✓ Waiting for the others; you can still change your mind.</source>
        <translation>好了 ✓ 等其他人；你還可以改。</translation>
    </message>
    <message>
        <source>All 13 set: press Ready.</source>
        <translation>13 張都擺好了：按「好了」。</translation>
    </message>
    <message>
        <source>{count} more card to set.</source>
        <translation>還差 {count} 張沒擺。</translation>
    </message>
    <message>
        <source>{count} more cards to set.</source>
        <translation>還差 {count} 張沒擺。</translation>
    </message>
    <message>
        <source>The laptop is not reached: it checks your cards when it is back.</source>
        <translation>連不上電腦：等它回來後會檢查你的牌。</translation>
    </message>
    <message>
        <source>{player} · hand {number}</source>
        <translation>{player} · 第 {number} 局</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>你的牌</translation>
    </message>
    <message>
        <source>F</source>
        <translation>頭</translation>
    </message>
    <message>
        <source>M</source>
        <translation>中</translation>
    </message>
    <message>
        <source>B</source>
        <translation>尾</translation>
    </message>
    <message>
        <source>Declared: {natural}</source>
        <translation>已報到：{natural}</translation>
    </message>
    <message>
        <source>Declare {natural}</source>
        <translation>報到：{natural}</translation>
    </message>
    <message>
        <source>Surrendered (undo)</source>
        <translation>已投降（取消）</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>投降</translation>
    </message>
    <message>
        <source>Ready ✓ (tap to change)</source>
        <translation>好了 ✓（點一下可改）</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>好了</translation>
    </message>
    <message>
        <source>Hand {number} was dealt again at the laptop: set it afresh.</source>
        <translation>第 {number} 局已在電腦上重新開始：請重新擺牌。</translation>
    </message>
    <message>
        <source>Hand {old} is scored (you {units}). Set hand {number}.</source>
        <translation>第 {old} 局已計分（你 {units}）。請擺第 {number} 局。</translation>
    </message>
    <message>
        <source>Hand {old} is scored. Set hand {number}.</source>
        <translation>第 {old} 局已計分。請擺第 {number} 局。</translation>
    </message>
    <message>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <source>The laptop is not reached: try again when it is back.</source>
        <translation>連不上電腦：等它回來後再試。</translation>
    </message>
    <message>
        <source>An earlier hand: the latest is hand {number}.</source>
        <translation>這是之前的一局：最新的是第 {number} 局。</translation>
    </message>
    <message>
        <source>A hand from the night&apos;s history.</source>
        <translation>今晚紀錄裡的一局。</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>第 {number} 局</translation>
    </message>
    <message>
        <source>Hand {number} · you {units} · {money}</source>
        <translation>第 {number} 局 · 你 {units} · {money}</translation>
    </message>
    <message>
        <source>Hand {number} · you {units}</source>
        <translation>第 {number} 局 · 你 {units}</translation>
    </message>
    <message>
        <source>you {units}</source>
        <translation>你 {units}</translation>
    </message>
    <message>
        <source>Dealer: {player}</source>
        <translation>莊家：{player}</translation>
    </message>
    <message>
        <source>Back to the night</source>
        <translation>回到今晚</translation>
    </message>
    <message>
        <source>Set hand {number}</source>
        <translation>擺第 {number} 局</translation>
    </message>
    <message>
        <source>1 hand played</source>
        <translation>已打 1 局</translation>
    </message>
    <message>
        <source>{count} hands played</source>
        <translation>已打 {count} 局</translation>
    </message>
    <message>
        <source>No hand scored yet.</source>
        <translation>還沒有計分的局。</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>結算</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>已連線</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>重新連線中…</translation>
    </message>
</context>
</TS>
