<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Correction</name>
    <message>
        <source>Score the hand</source>
        <translation>计分本局</translation>
    </message>
    <message>
        <source>Save correction</source>
        <translation>保存更正</translation>
    </message>
    <message>
        <source>&lt;b&gt;Correcting hand {number}&lt;/b&gt; · dealt by {dealer}. Change what was wrong, then save the correction (Ctrl+Enter); Esc cancels.</source>
        <translation>&lt;b&gt;正在更正第 {number} 局&lt;/b&gt; · {dealer} 发牌。改好出错的地方，再保存更正（Ctrl+Enter）；按 Esc 取消。</translation>
    </message>
    <message>
        <source>Hand {number} is unchanged</source>
        <translation>第 {number} 局没有改动</translation>
    </message>
    <message>
        <source>Hand {number} corrected</source>
        <translation>第 {number} 局已更正</translation>
    </message>
    <message>
        <source>&amp;Save correction</source>
        <translation>保存更正(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Score the hand</source>
        <translation>计分本局(&amp;S)</translation>
    </message>
</context>
<context>
    <name>CorrectionBanner</name>
    <message>
        <source>Correcting a hand</source>
        <translation>正在更正一局</translation>
    </message>
</context>
<context>
    <name>EntryBody</name>
    <message>
        <source>Click a card to put it in the row being filled, drag it onto any row, or type cards like AsKd7c or 10h. Click a placed card to take it back.</source>
        <translation>点一张牌把它放进正在填的那一道，或把它拖到任意一道，也可以直接输入牌，如 AsKd7c 或 10h。点已放好的牌可以收回。</translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <source>Score the hand</source>
        <translation>计分本局</translation>
    </message>
    <message>
        <source>Score this hand and add it to the session (Ctrl+Enter)</source>
        <translation>给本局计分并记入牌局（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Every hand is in: score it with Ctrl+Enter.</source>
        <translation>每家的牌都齐了：按 Ctrl+Enter 计分。</translation>
    </message>
    <message>
        <source>Type or pick each hand&apos;s front, middle and back. A full row moves on by itself (a Tab straight after stays put); Tab or Enter moves on from a row not yet full.</source>
        <translation>输入或点选每手牌的头道、中道和尾道。一道填满会自动跳到下一道（紧接着按 Tab 不会再跳）；没填满时按 Tab 或 Enter 跳到下一道。</translation>
    </message>
    <message>
        <source>Type or pick each player&apos;s front, middle and back. A full row moves on by itself (a Tab straight after stays put); Tab or Enter moves on from a row not yet full.</source>
        <translation>输入或点选每位玩家的头道、中道和尾道。一道填满会自动跳到下一道（紧接着按 Tab 不会再跳）；没填满时按 Tab 或 Enter 跳到下一道。</translation>
    </message>
    <message>
        <source>{player} ({missing})</source>
        <translation>{player}（{missing}）</translation>
    </message>
    <message>
        <source>Waiting for {players}</source>
        <translation>还在等：{players}</translation>
    </message>
</context>
<context>
    <name>NaturalChoice</name>
    <message>
        <source>No natural</source>
        <translation>不报到</translation>
    </message>
    <message>
        <source>Declare {natural}</source>
        <translation>报到：{natural}</translation>
    </message>
</context>
<context>
    <name>PlayerEntry</name>
    <message>
        <source>{player} · hand {number}</source>
        <translation>{player} · 第 {number} 手</translation>
    </message>
    <message>
        <source>Pineapple: the cards this player threw away (RULES C1); they count against the one deck, and may be left empty</source>
        <translation>大菠萝：这位玩家弃掉的牌（规则 C1）；它们也算在这一副牌里，可以不填</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>投降</translation>
    </message>
    <message>
        <source>The player folds before the reveal and pays the surrender fee (Ctrl+Shift+S)</source>
        <translation>开牌前认输，付投降分（Ctrl+Shift+S）</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>建议摆法</translation>
    </message>
    <message>
        <source>Surrender (both hands)</source>
        <translation>投降（两手）</translation>
    </message>
    <message>
        <source>{player} surrenders the hand: both of {player}&apos;s hands</source>
        <translation>{player} 本局投降：{player} 的两手牌都算</translation>
    </message>
    <message>
        <source>{player} surrenders</source>
        <translation>{player} 投降了</translation>
    </message>
    <message>
        <source>quick entry has no cards</source>
        <translation>快速录入没有牌</translation>
    </message>
    <message>
        <source>{card} is in two places</source>
        <translation>{card} 出现在两个地方</translation>
    </message>
    <message>
        <source>a card used twice on the table</source>
        <translation>桌上有一张牌用了两次</translation>
    </message>
    <message>
        <source>a place for the {rows}</source>
        <translation>还缺{rows}的名次</translation>
    </message>
    <message>
        <source>rows to set</source>
        <translation>还要摆好各道</translation>
    </message>
    <message>
        <source>discards to fix: 4 cards, or none</source>
        <translation>弃牌要改：4 张，或者不填</translation>
    </message>
    <message>
        <source>the 13 cards of {player}&apos;s hand {number}</source>
        <translation>{player} 第 {number} 手的 13 张牌</translation>
    </message>
    <message>
        <source>{player}&apos;s 13 cards</source>
        <translation>{player} 的 13 张牌</translation>
    </message>
</context>
<context>
    <name>PlayerHeader</name>
    <message>
        <source>Dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>Fantasyland</source>
        <translation>范特西</translation>
    </message>
    <message>
        <source>Fantasyland · {count} cards</source>
        <translation>范特西 · {count} 张</translation>
    </message>
    <message>
        <source>This player plays this hand in Fantasyland</source>
        <translation>这位玩家本局在范特西</translation>
    </message>
    <message>
        <source>No cards yet</source>
        <translation>还没有牌</translation>
    </message>
    <message>
        <source>{player}&apos;s hand: {status}</source>
        <translation>{player} 的牌：{status}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
</context>
<context>
    <name>PlayerStatus</name>
    <message>
        <source>{count} more card</source>
        <translation>还差 {count} 张</translation>
    </message>
    <message>
        <source>{count} more cards</source>
        <translation>还差 {count} 张</translation>
    </message>
    <message>
        <source>{count} card too many</source>
        <translation>多了 {count} 张</translation>
    </message>
    <message>
        <source>{count} cards too many</source>
        <translation>多了 {count} 张</translation>
    </message>
    <message>
        <source>a card to fix</source>
        <translation>有一张牌要改</translation>
    </message>
    <message>
        <source>Suggest sets {cards}, typed into any rows in any order, in their best setting. Not now: {blocker}.</source>
        <translation>“建议摆法”会把{cards}（随便输在哪一道、什么顺序都行）摆成最好的摆法。现在还不行：{blocker}。</translation>
    </message>
    <message>
        <source>Put {cards} in their best setting (Ctrl+G); Ctrl+Z puts them back as they were</source>
        <translation>把{cards}摆成最好的摆法（Ctrl+G）；按 Ctrl+Z 恢复原样</translation>
    </message>
    <message>
        <source>Needs {missing}</source>
        <translation>{missing}</translation>
    </message>
    <message>
        <source>Surrenders</source>
        <translation>投降</translation>
    </message>
    <message>
        <source>Declares {natural}</source>
        <translation>报到：{natural}</translation>
    </message>
    <message>
        <source>The cards make {natural}: declare it below or at Score</source>
        <translation>这手牌是{natural}：在下面报到，或计分时再报</translation>
    </message>
    <message>
        <source>Foul</source>
        <translation>倒水</translation>
    </message>
    <message>
        <source>Ready ✓</source>
        <translation>好了 ✓</translation>
    </message>
    <message>
        <source>Mis-set, played as it lies: {reason}</source>
        <translation>摆错了，按原样比牌：{reason}</translation>
    </message>
    <message>
        <source>Foul: {reason}</source>
        <translation>倒水：{reason}</translation>
    </message>
    <message>
        <source>13 cards in: set the rows, or Suggest (Ctrl+G)</source>
        <translation>13 张都齐了：摆好各道，或用建议摆法（Ctrl+G）</translation>
    </message>
    <message>
        <source>Suggested ✓ {worth}</source>
        <translation>已按建议摆好 ✓ {worth}</translation>
    </message>
    <message>
        <source>Suggested setting, {why}</source>
        <translation>建议的摆法，{why}</translation>
    </message>
</context>
<context>
    <name>QuickEntry</name>
    <message>
        <source>Place (1 = best)</source>
        <translation>名次（1 = 最大）</translation>
    </message>
    <message>
        <source>Royalty</source>
        <translation>奖励分</translation>
    </message>
    <message>
        <source>{row} place</source>
        <translation>{row}名次</translation>
    </message>
    <message>
        <source>Where this player&apos;s {row} finished at the table: 1 is the best; equal places tie</source>
        <translation>这位玩家的{row}在全桌排第几：1 最大；名次相同算平</translation>
    </message>
    <message>
        <source>{row} royalty</source>
        <translation>{row}奖励分</translation>
    </message>
    <message>
        <source>Fouled</source>
        <translation>倒水</translation>
    </message>
    <message>
        <source>The hand was mis-set: it pays the foul penalty and its royalties are void</source>
        <translation>这手牌摆错了：要付倒水罚分，奖励分作废</translation>
    </message>
</context>
<context>
    <name>RowEntry</name>
    <message>
        <source>Click a card to take it back, or drag it onto another row</source>
        <translation>点一张牌收回，或把它拖到另一道</translation>
    </message>
    <message>
        <source>type or pick {count} cards</source>
        <translation>输入或点选 {count} 张牌</translation>
    </message>
    <message>
        <source>the 4 cards thrown away, if you like</source>
        <translation>弃掉的 4 张牌（可不填）</translation>
    </message>
    <message>
        <source>{row} cards</source>
        <translation>{row}的牌</translation>
    </message>
    <message>
        <source>{text} is not a card: {why}</source>
        <translation>{text} 不是一张牌：{why}</translation>
    </message>
    <message>
        <source>{card} is twice in this row</source>
        <translation>{card} 在这一道里出现了两次</translation>
    </message>
    <message>
        <source>{card} is also in {place}</source>
        <translation>{card} 也在{place}里</translation>
    </message>
    <message>
        <source>{count} card too many: at most {size} are discarded</source>
        <translation>多了 {count} 张：最多弃 {size} 张</translation>
    </message>
    <message>
        <source>{count} cards too many: at most {size} are discarded</source>
        <translation>多了 {count} 张：最多弃 {size} 张</translation>
    </message>
    <message>
        <source>{count} card too many: the {row} holds {size}</source>
        <translation>多了 {count} 张：{row}只放 {size} 张</translation>
    </message>
    <message>
        <source>{count} cards too many: the {row} holds {size}</source>
        <translation>多了 {count} 张：{row}只放 {size} 张</translation>
    </message>
    <message>
        <source>… and its suit (s h d c)</source>
        <translation>……再输花色（s h d c）</translation>
    </message>
    <message>
        <source>{count} discarded</source>
        <translation>弃了 {count} 张</translation>
    </message>
    <message>
        <source>{count} more card</source>
        <translation>还差 {count} 张</translation>
    </message>
    <message>
        <source>{count} more cards</source>
        <translation>还差 {count} 张</translation>
    </message>
    <message>
        <source>{hand} · royalty {units}</source>
        <translation>{hand} · 奖励分 {units}</translation>
    </message>
</context>
<context>
    <name>RowWords</name>
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
        <source>Discards</source>
        <translation>弃牌</translation>
    </message>
    <message>
        <source>front</source>
        <translation>头道</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>中道</translation>
    </message>
    <message>
        <source>back</source>
        <translation>尾道</translation>
    </message>
    <message>
        <source>discards</source>
        <translation>弃牌</translation>
    </message>
    <message>
        <source>{player}&apos;s {row}</source>
        <translation>{player} 的{row}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>ScoreChecks</name>
    <message>
        <source>A natural</source>
        <translation>报到</translation>
    </message>
    <message>
        <source>{player}&apos;s cards make {natural}: declare it?</source>
        <translation>{player} 的牌是{natural}：要报到吗？</translation>
    </message>
    <message>
        <source>The same cards again</source>
        <translation>又是同样的牌</translation>
    </message>
    <message>
        <source>Every player holds the same cards as in hand {number}: was this hand entered twice? Score it anyway?</source>
        <translation>每位玩家的牌都和第 {number} 局一模一样：这局是不是输入了两次？还要计分吗？</translation>
    </message>
</context>
<context>
    <name>Suggestions</name>
    <message>
        <source>worth {units} units per opponent</source>
        <translation>每个对手约 {units} 分</translation>
    </message>
    <message>
        <source>worth {units} units against each opponent on average. {why}</source>
        <translation>对每个对手平均 {units} 分。{why}</translation>
    </message>
    <message>
        <source>Su&amp;ggest {player}&apos;s setting</source>
        <translation>建议 {player} 的摆法(&amp;G)</translation>
    </message>
    <message>
        <source>Su&amp;ggest a setting</source>
        <translation>建议摆法(&amp;G)</translation>
    </message>
    <message>
        <source>No suggestion for {player} yet: {blocker}</source>
        <translation>还不能给 {player} 建议摆法：{blocker}</translation>
    </message>
    <message>
        <source>{player}: {error}</source>
        <translation>{player}：{error}</translation>
    </message>
    <message>
        <source>{player}&apos;s rows are already the best setting, {why}</source>
        <translation>{player} 已经是最好的摆法，{why}</translation>
    </message>
    <message>
        <source>Suggest {player}&apos;s setting</source>
        <translation>建议 {player} 的摆法</translation>
    </message>
    <message>
        <source>{player}&apos;s suggested setting is {why}</source>
        <translation>{player} 的建议摆法：{why}</translation>
    </message>
</context>
</TS>
