<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>Correction</name>
    <message>
        <source>Score the hand</source>
        <translation>計分本局</translation>
    </message>
    <message>
        <source>Save correction</source>
        <translation>儲存更正</translation>
    </message>
    <message>
        <source>&lt;b&gt;Correcting hand {number}&lt;/b&gt; · dealt by {dealer}. Change what was wrong, then save the correction (Ctrl+Enter); Esc cancels.</source>
        <translation>&lt;b&gt;正在更正第 {number} 局&lt;/b&gt; · {dealer} 發牌。改好出錯的地方，再儲存更正（Ctrl+Enter）；按 Esc 取消。</translation>
    </message>
    <message>
        <source>Hand {number} is unchanged</source>
        <translation>第 {number} 局沒有變動</translation>
    </message>
    <message>
        <source>Hand {number} corrected</source>
        <translation>第 {number} 局已更正</translation>
    </message>
    <message>
        <source>&amp;Save correction</source>
        <translation>儲存更正(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Score the hand</source>
        <translation>計分本局(&amp;S)</translation>
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
        <translation>點一張牌把它放進正在填的那一道，或把它拖到任一道，也可以直接輸入牌，例如 AsKd7c 或 10h。點已放好的牌可以收回。</translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <source>Score the hand</source>
        <translation>計分本局</translation>
    </message>
    <message>
        <source>Score this hand and add it to the session (Ctrl+Enter)</source>
        <translation>替本局計分並記入牌局（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Every hand is in: score it with Ctrl+Enter.</source>
        <translation>每家的牌都齊了：按 Ctrl+Enter 計分。</translation>
    </message>
    <message>
        <source>Type or pick each hand&apos;s front, middle and back. A full row moves on by itself (a Tab straight after stays put); Tab or Enter moves on from a row not yet full.</source>
        <translation>輸入或點選每手牌的頭道、中道和尾道。一道填滿會自動跳到下一道（緊接著按 Tab 不會再跳）；沒填滿時按 Tab 或 Enter 跳到下一道。</translation>
    </message>
    <message>
        <source>Type or pick each player&apos;s front, middle and back. A full row moves on by itself (a Tab straight after stays put); Tab or Enter moves on from a row not yet full.</source>
        <translation>輸入或點選每位玩家的頭道、中道和尾道。一道填滿會自動跳到下一道（緊接著按 Tab 不會再跳）；沒填滿時按 Tab 或 Enter 跳到下一道。</translation>
    </message>
    <message>
        <source>{player} ({missing})</source>
        <translation>{player}（{missing}）</translation>
    </message>
    <message>
        <source>Waiting for {players}</source>
        <translation>還在等：{players}</translation>
    </message>
</context>
<context>
    <name>NaturalChoice</name>
    <message>
        <source>No natural</source>
        <translation>不報到</translation>
    </message>
    <message>
        <source>Declare {natural}</source>
        <translation>報到：{natural}</translation>
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
        <translation>大鳳梨：這位玩家棄掉的牌（規則 C1）；它們也算在這一副牌裡，可以不填</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>投降</translation>
    </message>
    <message>
        <source>The player folds before the reveal and pays the surrender fee (Ctrl+Shift+S)</source>
        <translation>開牌前認輸，付投降分（Ctrl+Shift+S）</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>建議擺法</translation>
    </message>
    <message>
        <source>Surrender (both hands)</source>
        <translation>投降（兩手）</translation>
    </message>
    <message>
        <source>{player} surrenders the hand: both of {player}&apos;s hands</source>
        <translation>{player} 本局投降：{player} 的兩手牌都算</translation>
    </message>
    <message>
        <source>{player} surrenders</source>
        <translation>{player} 投降了</translation>
    </message>
    <message>
        <source>quick entry has no cards</source>
        <translation>快速輸入沒有牌</translation>
    </message>
    <message>
        <source>{card} is in two places</source>
        <translation>{card} 出現在兩個地方</translation>
    </message>
    <message>
        <source>a card used twice on the table</source>
        <translation>桌上有一張牌用了兩次</translation>
    </message>
    <message>
        <source>a place for the {rows}</source>
        <translation>還缺{rows}的名次</translation>
    </message>
    <message>
        <source>rows to set</source>
        <translation>還要擺好各道</translation>
    </message>
    <message>
        <source>discards to fix: 4 cards, or none</source>
        <translation>棄牌要改：4 張，或者不填</translation>
    </message>
    <message>
        <source>the 13 cards of {player}&apos;s hand {number}</source>
        <translation>{player} 第 {number} 手的 13 張牌</translation>
    </message>
    <message>
        <source>{player}&apos;s 13 cards</source>
        <translation>{player} 的 13 張牌</translation>
    </message>
</context>
<context>
    <name>PlayerHeader</name>
    <message>
        <source>Dealer</source>
        <translation>莊家</translation>
    </message>
    <message>
        <source>Fantasyland</source>
        <translation>范特西</translation>
    </message>
    <message>
        <source>Fantasyland · {count} cards</source>
        <translation>范特西 · {count} 張</translation>
    </message>
    <message>
        <source>This player plays this hand in Fantasyland</source>
        <translation>這位玩家本局在范特西</translation>
    </message>
    <message>
        <source>No cards yet</source>
        <translation>還沒有牌</translation>
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
        <translation>還差 {count} 張</translation>
    </message>
    <message>
        <source>{count} more cards</source>
        <translation>還差 {count} 張</translation>
    </message>
    <message>
        <source>{count} card too many</source>
        <translation>多了 {count} 張</translation>
    </message>
    <message>
        <source>{count} cards too many</source>
        <translation>多了 {count} 張</translation>
    </message>
    <message>
        <source>a card to fix</source>
        <translation>有一張牌要改</translation>
    </message>
    <message>
        <source>Suggest sets {cards}, typed into any rows in any order, in their best setting. Not now: {blocker}.</source>
        <translation>「建議擺法」會把{cards}（隨便輸在哪一道、什麼順序都行）擺成最好的擺法。現在還不行：{blocker}。</translation>
    </message>
    <message>
        <source>Put {cards} in their best setting (Ctrl+G); Ctrl+Z puts them back as they were</source>
        <translation>把{cards}擺成最好的擺法（Ctrl+G）；按 Ctrl+Z 恢復原狀</translation>
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
        <translation>報到：{natural}</translation>
    </message>
    <message>
        <source>The cards make {natural}: declare it below or at Score</source>
        <translation>這手牌是{natural}：在下面報到，或計分時再報</translation>
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
        <translation>擺錯了，照原樣比牌：{reason}</translation>
    </message>
    <message>
        <source>Foul: {reason}</source>
        <translation>倒水：{reason}</translation>
    </message>
    <message>
        <source>13 cards in: set the rows, or Suggest (Ctrl+G)</source>
        <translation>13 張都齊了：擺好各道，或用建議擺法（Ctrl+G）</translation>
    </message>
    <message>
        <source>Suggested ✓ {worth}</source>
        <translation>已照建議擺好 ✓ {worth}</translation>
    </message>
    <message>
        <source>Suggested setting, {why}</source>
        <translation>建議的擺法，{why}</translation>
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
        <translation>獎勵分</translation>
    </message>
    <message>
        <source>{row} place</source>
        <translation>{row}名次</translation>
    </message>
    <message>
        <source>Where this player&apos;s {row} finished at the table: 1 is the best; equal places tie</source>
        <translation>這位玩家的{row}在全桌排第幾：1 最大；名次相同算平手</translation>
    </message>
    <message>
        <source>{row} royalty</source>
        <translation>{row}獎勵分</translation>
    </message>
    <message>
        <source>Fouled</source>
        <translation>倒水</translation>
    </message>
    <message>
        <source>The hand was mis-set: it pays the foul penalty and its royalties are void</source>
        <translation>這手牌擺錯了：要付倒水罰分，獎勵分作廢</translation>
    </message>
</context>
<context>
    <name>RowEntry</name>
    <message>
        <source>Click a card to take it back, or drag it onto another row</source>
        <translation>點一張牌收回，或把它拖到另一道</translation>
    </message>
    <message>
        <source>type or pick {count} cards</source>
        <translation>輸入或點選 {count} 張牌</translation>
    </message>
    <message>
        <source>the 4 cards thrown away, if you like</source>
        <translation>棄掉的 4 張牌（可不填）</translation>
    </message>
    <message>
        <source>{row} cards</source>
        <translation>{row}的牌</translation>
    </message>
    <message>
        <source>{text} is not a card: {why}</source>
        <translation>{text} 不是一張牌：{why}</translation>
    </message>
    <message>
        <source>{card} is twice in this row</source>
        <translation>{card} 在這一道裡出現了兩次</translation>
    </message>
    <message>
        <source>{card} is also in {place}</source>
        <translation>{card} 也在{place}裡</translation>
    </message>
    <message>
        <source>{count} card too many: at most {size} are discarded</source>
        <translation>多了 {count} 張：最多棄 {size} 張</translation>
    </message>
    <message>
        <source>{count} cards too many: at most {size} are discarded</source>
        <translation>多了 {count} 張：最多棄 {size} 張</translation>
    </message>
    <message>
        <source>{count} card too many: the {row} holds {size}</source>
        <translation>多了 {count} 張：{row}只放 {size} 張</translation>
    </message>
    <message>
        <source>{count} cards too many: the {row} holds {size}</source>
        <translation>多了 {count} 張：{row}只放 {size} 張</translation>
    </message>
    <message>
        <source>… and its suit (s h d c)</source>
        <translation>……再輸入花色（s h d c）</translation>
    </message>
    <message>
        <source>{count} discarded</source>
        <translation>棄了 {count} 張</translation>
    </message>
    <message>
        <source>{count} more card</source>
        <translation>還差 {count} 張</translation>
    </message>
    <message>
        <source>{count} more cards</source>
        <translation>還差 {count} 張</translation>
    </message>
    <message>
        <source>{hand} · royalty {units}</source>
        <translation>{hand} · 獎勵分 {units}</translation>
    </message>
</context>
<context>
    <name>RowWords</name>
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
        <source>Discards</source>
        <translation>棄牌</translation>
    </message>
    <message>
        <source>front</source>
        <translation>頭道</translation>
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
        <translation>棄牌</translation>
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
        <translation>報到</translation>
    </message>
    <message>
        <source>{player}&apos;s cards make {natural}: declare it?</source>
        <translation>{player} 的牌是{natural}：要報到嗎？</translation>
    </message>
    <message>
        <source>The same cards again</source>
        <translation>又是同樣的牌</translation>
    </message>
    <message>
        <source>Every player holds the same cards as in hand {number}: was this hand entered twice? Score it anyway?</source>
        <translation>每位玩家的牌都和第 {number} 局一模一樣：這局是不是輸入了兩次？還要計分嗎？</translation>
    </message>
</context>
<context>
    <name>Suggestions</name>
    <message>
        <source>worth {units} units per opponent</source>
        <translation>每個對手約 {units} 分</translation>
    </message>
    <message>
        <source>worth {units} units against each opponent on average. {why}</source>
        <translation>對每個對手平均 {units} 分。{why}</translation>
    </message>
    <message>
        <source>Su&amp;ggest {player}&apos;s setting</source>
        <translation>建議 {player} 的擺法(&amp;G)</translation>
    </message>
    <message>
        <source>Su&amp;ggest a setting</source>
        <translation>建議擺法(&amp;G)</translation>
    </message>
    <message>
        <source>No suggestion for {player} yet: {blocker}</source>
        <translation>還不能給 {player} 建議擺法：{blocker}</translation>
    </message>
    <message>
        <source>{player}: {error}</source>
        <translation>{player}：{error}</translation>
    </message>
    <message>
        <source>{player}&apos;s rows are already the best setting, {why}</source>
        <translation>{player} 已經是最好的擺法，{why}</translation>
    </message>
    <message>
        <source>Suggest {player}&apos;s setting</source>
        <translation>建議 {player} 的擺法</translation>
    </message>
    <message>
        <source>{player}&apos;s suggested setting is {why}</source>
        <translation>{player} 的建議擺法：{why}</translation>
    </message>
</context>
</TS>
