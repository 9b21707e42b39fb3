<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_TW">
<context>
    <name>App</name>
    <message>
        <source>The session store is in use</source>
        <translation>牌局儲存檔正被使用中</translation>
    </message>
    <message>
        <source>The session store cannot be opened</source>
        <translation>無法開啟牌局儲存檔</translation>
    </message>
    <message>
        <source>{reason}

Start a fresh store? The old file is kept beside it.</source>
        <translation>{reason}

要建立新的儲存檔嗎？舊檔案會保留在旁邊。</translation>
    </message>
    <message>
        <source>The session store is read-only</source>
        <translation>牌局儲存檔為唯讀</translation>
    </message>
    <message>
        <source>The session store {path} is opened read-only, because {reason}: you can look at every session, but nothing you change will be saved.</source>
        <translation>牌局儲存檔 {path} 以唯讀方式開啟，原因：{reason}。你可以查看每個牌局，但任何變更都不會儲存。</translation>
    </message>
    <message>
        <source>{first} (and {count} more)</source>
        <translation>{first}（另有 {count} 個）</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>Lan&amp;guage</source>
        <translation>語言(&amp;G)</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>跟隨系統（{language}）</translation>
    </message>
    <message>
        <source>Restart now to read the app in {language}?</source>
        <translation>現在重新啟動，以{language}顯示？</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>重新啟動(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>稍後(&amp;L)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Chinese Poker Scorekeeper</source>
        <translation>十三支計分器</translation>
    </message>
    <message>
        <source>The last session could not be opened: {reason}</source>
        <translation>無法開啟上次的牌局：{reason}</translation>
    </message>
    <message>
        <source>Hand {number} deleted: Ctrl+Z brings it back</source>
        <translation>第 {number} 局已刪除：按 Ctrl+Z 可復原</translation>
    </message>
    <message>
        <source>The session could not be changed</source>
        <translation>無法變更牌局</translation>
    </message>
    <message>
        <source>{session} — {app}</source>
        <translation>{session} — {app}</translation>
    </message>
    <message>
        <source>custom rules</source>
        <translation>自訂規則</translation>
    </message>
    <message>
        <source>Hand {number} · {dealer} deals · unit {unit} · {rules}</source>
        <translation>第 {number} 局 · {dealer} 發牌 · 每分 {unit} · {rules}</translation>
    </message>
    <message>
        <source>Undone: {step} (Ctrl+Shift+Z redoes it)</source>
        <translation>已復原：{step}（Ctrl+Shift+Z 可重做）</translation>
    </message>
    <message>
        <source>Redone: {step} (Ctrl+Z undoes it again)</source>
        <translation>已重做：{step}（Ctrl+Z 可再次復原）</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>H&amp;and</source>
        <translation>本局(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>牌局(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具列</translation>
    </message>
</context>
</TS>
