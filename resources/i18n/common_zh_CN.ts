<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
        <translation>{session} — 结算</translation>
    </message>
    <message>
        <source>Everyone is square: nobody pays anybody.</source>
        <translation>大家都打平了：谁也不用付钱。</translation>
    </message>
    <message>
        <source>Nobody is up or down.</source>
        <translation>没人输也没人赢。</translation>
    </message>
    <message>
        <source>One payment settles everything.</source>
        <translation>一笔付款就结清了。</translation>
    </message>
    <message>
        <source>{count} payments settle everything: the largest debtor pays the largest creditor first.</source>
        <translation>{count} 笔付款结清：输得最多的先付给赢得最多的。</translation>
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
        <translation>输入名次、奖励分和倒水，不输入牌</translation>
    </message>
    <message>
        <source>Quick entry is not available in criss-cross: each player plays two boards, so enter both hands&apos; cards</source>
        <translation>交叉玩法不能快速录入：每位玩家打两副牌，请输入两手牌</translation>
    </message>
    <message>
        <source>&amp;Last hand</source>
        <translation>上一局(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>历史(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>走势图(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>统计(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;New session…</source>
        <translation>新建牌局(&amp;N)…</translation>
    </message>
    <message>
        <source>Set up a new game</source>
        <translation>设置一局新游戏</translation>
    </message>
    <message>
        <source>&amp;Open session…</source>
        <translation>打开牌局(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a stored session</source>
        <translation>打开已保存的牌局</translation>
    </message>
    <message>
        <source>&amp;Import session file…</source>
        <translation>导入牌局文件(&amp;I)…</translation>
    </message>
    <message>
        <source>Import a session file (JSON)</source>
        <translation>导入牌局文件（JSON）</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Rename session…</source>
        <translation>重命名牌局(&amp;R)…</translation>
    </message>
    <message>
        <source>Give this session another name</source>
        <translation>给这个牌局换个名字</translation>
    </message>
    <message>
        <source>&amp;Delete session</source>
        <translation>删除牌局(&amp;D)</translation>
    </message>
    <message>
        <source>Remove this session from the list (it can be undone)</source>
        <translation>从列表中移除这个牌局（可以撤销）</translation>
    </message>
    <message>
        <source>&amp;Undo delete session</source>
        <translation>撤销删除牌局(&amp;U)</translation>
    </message>
    <message>
        <source>Bring back the session just deleted</source>
        <translation>找回刚删除的牌局</translation>
    </message>
    <message>
        <source>Excel &amp;workbook (.xlsx)…</source>
        <translation>Excel 工作簿(.xlsx)(&amp;W)…</translation>
    </message>
    <message>
        <source>Export an Excel workbook</source>
        <translation>导出 Excel 工作簿</translation>
    </message>
    <message>
        <source>&amp;CSV of every hand (.csv)…</source>
        <translation>每局的 CSV(.csv)(&amp;C)…</translation>
    </message>
    <message>
        <source>Export every hand as CSV</source>
        <translation>把每一局导出为 CSV</translation>
    </message>
    <message>
        <source>&amp;Session file (.json)…</source>
        <translation>牌局文件(.json)(&amp;S)…</translation>
    </message>
    <message>
        <source>Export a session file</source>
        <translation>导出牌局文件</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
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
        <source>&amp;Score the hand</source>
        <translation>计分(&amp;S)</translation>
    </message>
    <message>
        <source>Score the hand and add it to the session (Ctrl+Enter)</source>
        <translation>为这一局计分并加入牌局（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Su&amp;ggest a setting</source>
        <translation>建议摆法(&amp;G)</translation>
    </message>
    <message>
        <source>Put the player&apos;s 13 cards, typed into any rows, in their best setting (Ctrl+Z undoes it)</source>
        <translation>把该玩家在任意道中输入的 13 张牌摆成最佳摆法（Ctrl+Z 可撤销）</translation>
    </message>
    <message>
        <source>&amp;Quick entry</source>
        <translation>快速录入(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Clear the hand</source>
        <translation>清空本局(&amp;C)</translation>
    </message>
    <message>
        <source>Empty every row to start this hand again</source>
        <translation>清空每一道，重新录入这一局</translation>
    </message>
    <message>
        <source>Su&amp;rrender</source>
        <translation>投降(&amp;R)</translation>
    </message>
    <message>
        <source>The player being entered surrenders (press again to take it back)</source>
        <translation>正在录入的玩家投降（再按一次可撤回）</translation>
    </message>
    <message>
        <source>C&amp;orrect the selected hand…</source>
        <translation>更正所选的一局(&amp;O)…</translation>
    </message>
    <message>
        <source>Take the hand selected in History back into the entry to correct it</source>
        <translation>把历史中选中的一局取回录入区进行更正</translation>
    </message>
    <message>
        <source>Correct hand…</source>
        <translation>更正本局…</translation>
    </message>
    <message>
        <source>&amp;Delete the selected hand</source>
        <translation>删除所选的一局(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the hand selected in History (Ctrl+Z brings it back)</source>
        <translation>删除历史中选中的一局（Ctrl+Z 可恢复）</translation>
    </message>
    <message>
        <source>Delete hand</source>
        <translation>删除本局</translation>
    </message>
    <message>
        <source>Cancel the correction</source>
        <translation>取消更正</translation>
    </message>
    <message>
        <source>Leave the hand as it was and go back to the next hand</source>
        <translation>保持这一局原样，回到下一局</translation>
    </message>
    <message>
        <source>&amp;Table mode</source>
        <translation>牌桌模式(&amp;T)</translation>
    </message>
    <message>
        <source>Every player enters their own hand on their phone (same Wi-Fi), all at once</source>
        <translation>每位玩家用自己的手机同时录入自己的牌（同一 Wi-Fi）</translation>
    </message>
    <message>
        <source>&amp;Settle up…</source>
        <translation>结算(&amp;S)…</translation>
    </message>
    <message>
        <source>Who pays whom, in the fewest payments</source>
        <translation>谁付给谁，用最少的转账</translation>
    </message>
    <message>
        <source>Change &amp;unit value…</source>
        <translation>修改每分金额(&amp;U)…</translation>
    </message>
    <message>
        <source>A new unit value for the next hands (the hands played keep theirs)</source>
        <translation>之后各局使用新的每分金额（已打的局保持原值）</translation>
    </message>
    <message>
        <source>Change &amp;rules…</source>
        <translation>修改规则(&amp;R)…</translation>
    </message>
    <message>
        <source>Play under other rules and re-score every hand (Ctrl+Z undoes it)</source>
        <translation>换一套规则并重新计算每一局（Ctrl+Z 可撤销）</translation>
    </message>
    <message>
        <source>&amp;How to score</source>
        <translation>如何计分(&amp;H)</translation>
    </message>
    <message>
        <source>The rules of this session in plain words</source>
        <translation>用大白话讲本牌局的规则</translation>
    </message>
    <message>
        <source>&amp;About Chinese Poker Scorekeeper</source>
        <translation>关于十三张记分器(&amp;A)</translation>
    </message>
    <message>
        <source>Show &amp;best settings</source>
        <translation>显示最佳摆法(&amp;B)</translation>
    </message>
    <message>
        <source>After each hand, what every player&apos;s best setting of the same cards would have scored</source>
        <translation>每局之后，显示每位玩家同一手牌的最佳摆法能得多少分</translation>
    </message>
    <message>
        <source>Best settings</source>
        <translation>最佳摆法</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>四色牌(&amp;F)</translation>
    </message>
    <message>
        <source>Diamonds blue and clubs green</source>
        <translation>方块为蓝色，梅花为绿色</translation>
    </message>
    <message>
        <source>S&amp;easons…</source>
        <translation>赛季(&amp;E)…</translation>
    </message>
    <message>
        <source>The group&apos;s nights added up</source>
        <translation>这群牌友所有牌局的累计</translation>
    </message>
</context>
</TS>
