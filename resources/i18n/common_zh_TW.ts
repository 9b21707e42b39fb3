<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>Dates</name>
    <message>
        <source>dd MMM yyyy</source>
        <translation>yyyy年M月d日</translation>
    </message>
    <message>
        <source>dd MMMM yyyy</source>
        <translation>yyyy年M月d日</translation>
    </message>
</context>
<context>
    <name>SettleUp</name>
    <message>
        <source>{session} — settle-up</source>
        <translation>{session} — 結算</translation>
    </message>
    <message>
        <source>Everyone is square: nobody pays anybody.</source>
        <translation>大家都打平了：誰也不用付錢。</translation>
    </message>
    <message>
        <source>Nobody is up or down.</source>
        <translation>沒人輸也沒人贏。</translation>
    </message>
    <message>
        <source>One payment settles everything.</source>
        <translation>一筆付款就結清了。</translation>
    </message>
    <message>
        <source>{count} payments settle everything: the largest debtor pays the largest creditor first.</source>
        <translation>{count} 筆付款結清：輸最多的先付給贏最多的。</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>1 hand</source>
        <translation>1 局</translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation>{count} 局</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>Enter places, royalties and fouls instead of cards</source>
        <translation>輸入名次、獎勵分與倒水，不輸入牌</translation>
    </message>
    <message>
        <source>Quick entry is not available in criss-cross: each player plays two boards, so enter both hands&apos; cards</source>
        <translation>交叉玩法無法快速輸入：每位玩家打兩副牌，請輸入兩手牌</translation>
    </message>
    <message>
        <source>&amp;Last hand</source>
        <translation>上一局(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>歷史紀錄(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>走勢圖(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>統計(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;New session…</source>
        <translation>新增牌局(&amp;N)…</translation>
    </message>
    <message>
        <source>Set up a new game</source>
        <translation>設定一場新牌局</translation>
    </message>
    <message>
        <source>&amp;Open session…</source>
        <translation>開啟牌局(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a stored session</source>
        <translation>開啟已儲存的牌局</translation>
    </message>
    <message>
        <source>&amp;Import session file…</source>
        <translation>匯入牌局檔(&amp;I)…</translation>
    </message>
    <message>
        <source>Import a session file (JSON)</source>
        <translation>匯入牌局檔（JSON）</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Rename session…</source>
        <translation>重新命名牌局(&amp;R)…</translation>
    </message>
    <message>
        <source>Give this session another name</source>
        <translation>幫這個牌局換個名字</translation>
    </message>
    <message>
        <source>&amp;Delete session</source>
        <translation>刪除牌局(&amp;D)</translation>
    </message>
    <message>
        <source>Remove this session from the list (it can be undone)</source>
        <translation>從清單中移除這個牌局（可以復原）</translation>
    </message>
    <message>
        <source>&amp;Undo delete session</source>
        <translation>復原刪除牌局(&amp;U)</translation>
    </message>
    <message>
        <source>Bring back the session just deleted</source>
        <translation>找回剛刪除的牌局</translation>
    </message>
    <message>
        <source>Excel &amp;workbook (.xlsx)…</source>
        <translation>Excel 活頁簿(.xlsx)(&amp;W)…</translation>
    </message>
    <message>
        <source>Export an Excel workbook</source>
        <translation>匯出 Excel 活頁簿</translation>
    </message>
    <message>
        <source>&amp;CSV of every hand (.csv)…</source>
        <translation>每局的 CSV(.csv)(&amp;C)…</translation>
    </message>
    <message>
        <source>Export every hand as CSV</source>
        <translation>把每一局匯出為 CSV</translation>
    </message>
    <message>
        <source>&amp;Session file (.json)…</source>
        <translation>牌局檔(.json)(&amp;S)…</translation>
    </message>
    <message>
        <source>Export a session file</source>
        <translation>匯出牌局檔</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
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
        <source>&amp;Score the hand</source>
        <translation>計分(&amp;S)</translation>
    </message>
    <message>
        <source>Score the hand and add it to the session (Ctrl+Enter)</source>
        <translation>為這一局計分並加入牌局（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Su&amp;ggest a setting</source>
        <translation>建議擺法(&amp;G)</translation>
    </message>
    <message>
        <source>Put the player&apos;s 13 cards, typed into any rows, in their best setting (Ctrl+Z undoes it)</source>
        <translation>把該玩家在任意道中輸入的 13 張牌擺成最佳擺法（Ctrl+Z 可復原）</translation>
    </message>
    <message>
        <source>&amp;Quick entry</source>
        <translation>快速輸入(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Clear the hand</source>
        <translation>清空本局(&amp;C)</translation>
    </message>
    <message>
        <source>Empty every row to start this hand again</source>
        <translation>清空每一道，重新輸入這一局</translation>
    </message>
    <message>
        <source>Su&amp;rrender</source>
        <translation>投降(&amp;R)</translation>
    </message>
    <message>
        <source>The player being entered surrenders (press again to take it back)</source>
        <translation>正在輸入的玩家投降（再按一次可收回）</translation>
    </message>
    <message>
        <source>C&amp;orrect the selected hand…</source>
        <translation>更正所選的一局(&amp;O)…</translation>
    </message>
    <message>
        <source>Take the hand selected in History back into the entry to correct it</source>
        <translation>把歷史紀錄中選取的一局取回輸入區更正</translation>
    </message>
    <message>
        <source>Correct hand…</source>
        <translation>更正本局…</translation>
    </message>
    <message>
        <source>&amp;Delete the selected hand</source>
        <translation>刪除所選的一局(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the hand selected in History (Ctrl+Z brings it back)</source>
        <translation>刪除歷史紀錄中選取的一局（Ctrl+Z 可復原）</translation>
    </message>
    <message>
        <source>Delete hand</source>
        <translation>刪除本局</translation>
    </message>
    <message>
        <source>Cancel the correction</source>
        <translation>取消更正</translation>
    </message>
    <message>
        <source>Leave the hand as it was and go back to the next hand</source>
        <translation>保持這一局原樣，回到下一局</translation>
    </message>
    <message>
        <source>&amp;Table mode</source>
        <translation>牌桌模式(&amp;T)</translation>
    </message>
    <message>
        <source>Every player enters their own hand on their phone (same Wi-Fi), all at once</source>
        <translation>每位玩家用自己的手機同時輸入自己的牌（同一個 Wi-Fi）</translation>
    </message>
    <message>
        <source>&amp;Settle up…</source>
        <translation>結算(&amp;S)…</translation>
    </message>
    <message>
        <source>Who pays whom, in the fewest payments</source>
        <translation>誰付給誰，用最少的轉帳</translation>
    </message>
    <message>
        <source>Change &amp;unit value…</source>
        <translation>變更每分金額(&amp;U)…</translation>
    </message>
    <message>
        <source>A new unit value for the next hands (the hands played keep theirs)</source>
        <translation>之後各局使用新的每分金額（已打的局維持原值）</translation>
    </message>
    <message>
        <source>Change &amp;rules…</source>
        <translation>變更規則(&amp;R)…</translation>
    </message>
    <message>
        <source>Play under other rules and re-score every hand (Ctrl+Z undoes it)</source>
        <translation>換一套規則並重新計算每一局（Ctrl+Z 可復原）</translation>
    </message>
    <message>
        <source>&amp;How to score</source>
        <translation>如何計分(&amp;H)</translation>
    </message>
    <message>
        <source>The rules of this session in plain words</source>
        <translation>用白話說明本牌局的規則</translation>
    </message>
    <message>
        <source>&amp;About Chinese Poker Scorekeeper</source>
        <translation>關於十三支計分器(&amp;A)</translation>
    </message>
    <message>
        <source>Show &amp;best settings</source>
        <translation>顯示最佳擺法(&amp;B)</translation>
    </message>
    <message>
        <source>After each hand, what every player&apos;s best setting of the same cards would have scored</source>
        <translation>每局之後，顯示每位玩家同一手牌的最佳擺法能得多少分</translation>
    </message>
    <message>
        <source>Best settings</source>
        <translation>最佳擺法</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>四色牌(&amp;F)</translation>
    </message>
    <message>
        <source>Diamonds blue and clubs green</source>
        <translation>方塊為藍色，梅花為綠色</translation>
    </message>
    <message>
        <source>S&amp;easons…</source>
        <translation>賽季(&amp;E)…</translation>
    </message>
    <message>
        <source>The group&apos;s nights added up</source>
        <translation>這群牌友所有牌局的累計</translation>
    </message>
</context>
</TS>
