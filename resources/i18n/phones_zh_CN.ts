<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>ScreenCard</name>
    <message>
        <source>Table screen</source>
        <translation>桌面大屏</translation>
    </message>
    <message>
        <source>The table screen&apos;s code</source>
        <translation>桌面大屏的二维码</translation>
    </message>
    <message>
        <source>Open this on a TV or tablet everyone can see (same Wi-Fi): the standings, the last showdown and who is ready, never a card before the hand is scored</source>
        <translation>在大家都能看到的电视或平板上打开（同一 Wi-Fi）：排名、上一手的摊牌和谁已就绪；这一手计分前绝不显示任何牌</translation>
    </message>
    <message>
        <source>Show the table screen&apos;s code, for a TV or tablet to join</source>
        <translation>显示桌面大屏的二维码，供电视或平板加入</translation>
    </message>
    <message>
        <source>Hide code</source>
        <translation>隐藏二维码</translation>
    </message>
    <message>
        <source>Show code</source>
        <translation>显示二维码</translation>
    </message>
    <message>
        <source>no screen yet</source>
        <translation>尚无屏幕</translation>
    </message>
    <message>
        <source>on</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>{count} screens on</source>
        <translation>{count} 个屏幕已连接</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>Open this on the player&apos;s phone (same Wi-Fi): the code above holds it too</source>
        <translation>在这位玩家的手机上打开（同一个 Wi-Fi）；上面的二维码里也是这个链接</translation>
    </message>
    <message>
        <source>Enter at the laptop</source>
        <translation>在电脑上录入</translation>
    </message>
    <message>
        <source>{player} has no phone: type their hand in the entry as usual</source>
        <translation>{player} 没有手机：照常在录入区输入他的牌</translation>
    </message>
    <message>
        <source>Show {player}&apos;s code, for a phone to join</source>
        <translation>显示 {player} 的二维码，让手机加入</translation>
    </message>
    <message>
        <source>Hide code</source>
        <translation>收起二维码</translation>
    </message>
    <message>
        <source>Show code</source>
        <translation>显示二维码</translation>
    </message>
    <message>
        <source>at the laptop</source>
        <translation>在电脑上录入</translation>
    </message>
    <message>
        <source>{count} devices on this seat</source>
        <translation>这个座位有 {count} 台设备</translation>
    </message>
    <message>
        <source> · phone on</source>
        <translation> · 手机已连上</translation>
    </message>
    <message>
        <source> · no phone yet</source>
        <translation> · 手机还没连上</translation>
    </message>
</context>
<context>
    <name>Showdown</name>
    <message>
        <source>{first} v {second} · {result}</source>
        <translation>{first} 对 {second} · {result}</translation>
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
        <translation>报到：{natural}</translation>
    </message>
    <message>
        <source>royalties {rows}</source>
        <translation>奖励分 {rows}</translation>
    </message>
    <message>
        <source>{row} {units}</source>
        <translation>{row} {units}</translation>
    </message>
    <message>
        <source>Fantasyland next hand</source>
        <translation>下一手进入梦幻岛</translation>
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
        <translation>牌桌模式需要先打开一个牌局</translation>
    </message>
    <message>
        <source>Table mode is not for criss-cross: each player sets two hands, so enter them at the laptop</source>
        <translation>交叉玩法不能用牌桌模式：每人要摆两手牌，请在电脑上录入</translation>
    </message>
    <message>
        <source>Table mode cannot start: {problem}</source>
        <translation>牌桌模式无法启动：{problem}</translation>
    </message>
    <message>
        <source>Table mode: each player scans their own code</source>
        <translation>牌桌模式：每位玩家扫自己的二维码</translation>
    </message>
    <message>
        <source>Hand {number}: {ready} ready, {setting} setting, {waiting} waiting · phones on the same Wi-Fi open their seat&apos;s code</source>
        <translation>第 {number} 局：{ready} 人好了，{setting} 人在摆牌，{waiting} 人还没开始 · 连同一个 Wi-Fi 的手机扫自己座位的二维码</translation>
    </message>
    <message>
        <source>{player} (phone: {status})</source>
        <translation>{player}（手机：{status}）</translation>
    </message>
    <message>
        <source>{player} ({missing})</source>
        <translation>{player}（{missing}）</translation>
    </message>
    <message>
        <source>Waiting for {players}</source>
        <translation>还在等：{players}</translation>
    </message>
    <message>
        <source>{players} set a card another seat set too: their phones ask them to check</source>
        <translation>{players} 摆了别的座位也摆的牌：他们的手机会请他们核对</translation>
    </message>
</context>
<context>
    <name>TableNotes</name>
    <message>
        <source>{player}&apos;s hand is being entered at the laptop</source>
        <translation>{player} 的牌正在电脑上录入</translation>
    </message>
    <message>
        <source>the hand is being scored: no more changes</source>
        <translation>本局正在计分：不能再改了</translation>
    </message>
    <message>
        <source>hand {number} was dealt again at the laptop: set it afresh</source>
        <translation>第 {number} 局已在电脑上重新开始：请重新摆牌</translation>
    </message>
    <message>
        <source>hand {old} is over: this is hand {number}</source>
        <translation>第 {old} 局已经结束：现在是第 {number} 局</translation>
    </message>
    <message>
        <source>not ready yet: the 13 cards are not all set</source>
        <translation>还不能点好了：13 张牌还没摆完</translation>
    </message>
    <message>
        <source>too many messages: slow down</source>
        <translation>发得太快了：请慢一点</translation>
    </message>
    <message>
        <source>there is no hand {number} to show</source>
        <translation>没有第 {number} 手可显示</translation>
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
        <translation>摆牌中…</translation>
    </message>
    <message>
        <source>ready ✓</source>
        <translation>好了 ✓</translation>
    </message>
    <message>
        <source>Score as soon as everyone is ready</source>
        <translation>大家都好了就自动计分</translation>
    </message>
    <message>
        <source>{count} request refused; last: {why}</source>
        <translation>拒绝了 {count} 个请求；最近一次：{why}</translation>
    </message>
    <message>
        <source>{count} requests refused; last: {why}</source>
        <translation>拒绝了 {count} 个请求；最近一次：{why}</translation>
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
        <translation>头</translation>
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
        <translation>头道</translation>
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
        <translation>摆牌中…</translation>
    </message>
    <message>
        <source>ready ✓</source>
        <translation>已就绪 ✓</translation>
    </message>
    <message>
        <source>at the laptop</source>
        <translation>在电脑上输入</translation>
    </message>
    <message>
        <source>no phone yet</source>
        <translation>手机还没连上</translation>
    </message>
    <message>
        <source>Table screen</source>
        <translation>桌面大屏</translation>
    </message>
    <message>
        <source>{session} · table screen</source>
        <translation>{session} · 桌面大屏</translation>
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
        <translation>庄家：{player}</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>结算</translation>
    </message>
    <message>
        <source>Chinese Poker · table screen</source>
        <translation>十三张 · 桌面大屏</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>连接中…</translation>
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
        <translation>金额</translation>
    </message>
    <message>
        <source>No hand scored yet.</source>
        <translation>还没有计分的局。</translation>
    </message>
    <message>
        <source>Every pair</source>
        <translation>每一对的输赢</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>正在重新连接…</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Chinese Poker · your hand</source>
        <translation>十三张 · 你的牌</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>连接中…</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>头道</translation>
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
        <translation>或直接输入，如 As Kd 7c</translation>
    </message>
    <message>
        <source>Type cards into the row</source>
        <translation>把牌输进这一道</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>加入</translation>
    </message>
    <message>
        <source>The 52 cards</source>
        <translation>52 张牌</translation>
    </message>
    <message>
        <source>The night</source>
        <translation>今晚</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>你的输赢</translation>
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
        <translation>金额</translation>
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
        <translation>关闭</translation>
    </message>
    <message>
        <source>Your hand is being entered at the laptop.</source>
        <translation>你的牌正在电脑上录入。</translation>
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
        <translation>好了 ✓ 等其他人；你还可以改。</translation>
    </message>
    <message>
        <source>All 13 set: press Ready.</source>
        <translation>13 张都摆好了：点“好了”。</translation>
    </message>
    <message>
        <source>{count} more card to set.</source>
        <translation>还差 {count} 张没摆。</translation>
    </message>
    <message>
        <source>{count} more cards to set.</source>
        <translation>还差 {count} 张没摆。</translation>
    </message>
    <message>
        <source>The laptop is not reached: it checks your cards when it is back.</source>
        <translation>连不上电脑：等它回来后会检查你的牌。</translation>
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
        <translation>头</translation>
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
        <translation>已报到：{natural}</translation>
    </message>
    <message>
        <source>Declare {natural}</source>
        <translation>报到：{natural}</translation>
    </message>
    <message>
        <source>Surrendered (undo)</source>
        <translation>已投降（撤销）</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>投降</translation>
    </message>
    <message>
        <source>Ready ✓ (tap to change)</source>
        <translation>好了 ✓（点一下可改）</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>好了</translation>
    </message>
    <message>
        <source>Hand {number} was dealt again at the laptop: set it afresh.</source>
        <translation>第 {number} 局已在电脑上重新开始：请重新摆牌。</translation>
    </message>
    <message>
        <source>Hand {old} is scored (you {units}). Set hand {number}.</source>
        <translation>第 {old} 局已计分（你 {units}）。请摆第 {number} 局。</translation>
    </message>
    <message>
        <source>Hand {old} is scored. Set hand {number}.</source>
        <translation>第 {old} 局已计分。请摆第 {number} 局。</translation>
    </message>
    <message>
        <source>you</source>
        <translation>你</translation>
    </message>
    <message>
        <source>The laptop is not reached: try again when it is back.</source>
        <translation>连不上电脑：等它回来后再试。</translation>
    </message>
    <message>
        <source>An earlier hand: the latest is hand {number}.</source>
        <translation>这是之前的一局：最新的是第 {number} 局。</translation>
    </message>
    <message>
        <source>A hand from the night&apos;s history.</source>
        <translation>今晚记录里的一局。</translation>
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
        <translation>庄家：{player}</translation>
    </message>
    <message>
        <source>Back to the night</source>
        <translation>回到今晚</translation>
    </message>
    <message>
        <source>Set hand {number}</source>
        <translation>摆第 {number} 局</translation>
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
        <translation>还没有计分的局。</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>结算</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>已连接</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>重新连接中…</translation>
    </message>
</context>
</TS>
