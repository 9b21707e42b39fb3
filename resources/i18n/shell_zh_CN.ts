<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>App</name>
    <message>
        <source>The session store is in use</source>
        <translation>牌局存储正被占用</translation>
    </message>
    <message>
        <source>The session store cannot be opened</source>
        <translation>无法打开牌局存储</translation>
    </message>
    <message>
        <source>{reason}

Start a fresh store? The old file is kept beside it.</source>
        <translation>{reason}

要新建一个存储吗？旧文件会保留在旁边。</translation>
    </message>
    <message>
        <source>The session store is read-only</source>
        <translation>牌局存储为只读</translation>
    </message>
    <message>
        <source>The session store {path} is opened read-only, because {reason}: you can look at every session, but nothing you change will be saved.</source>
        <translation>牌局存储 {path} 以只读方式打开，原因：{reason}。你可以查看每个牌局，但所做的任何更改都不会保存。</translation>
    </message>
    <message>
        <source>{first} (and {count} more)</source>
        <translation>{first}（另有 {count} 个）</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>Lan&amp;guage</source>
        <translation>语言(&amp;G)</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>跟随系统（{language}）</translation>
    </message>
    <message>
        <source>Restart now to read the app in {language}?</source>
        <translation>现在重新启动，以{language}显示？</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>重新启动(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>稍后(&amp;L)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Chinese Poker Scorekeeper</source>
        <translation>十三张记分器</translation>
    </message>
    <message>
        <source>The last session could not be opened: {reason}</source>
        <translation>无法打开上次的牌局：{reason}</translation>
    </message>
    <message>
        <source>Hand {number} deleted: Ctrl+Z brings it back</source>
        <translation>第 {number} 局已删除：按 Ctrl+Z 可恢复</translation>
    </message>
    <message>
        <source>The session could not be changed</source>
        <translation>无法修改牌局</translation>
    </message>
    <message>
        <source>{session} — {app}</source>
        <translation>{session} — {app}</translation>
    </message>
    <message>
        <source>custom rules</source>
        <translation>自定规则</translation>
    </message>
    <message>
        <source>Hand {number} · {dealer} deals · unit {unit} · {rules}</source>
        <translation>第 {number} 局 · {dealer} 发牌 · 每分 {unit} · {rules}</translation>
    </message>
    <message>
        <source>Undone: {step} (Ctrl+Shift+Z redoes it)</source>
        <translation>已撤销：{step}（Ctrl+Shift+Z 可重做）</translation>
    </message>
    <message>
        <source>Redone: {step} (Ctrl+Z undoes it again)</source>
        <translation>已重做：{step}（Ctrl+Z 可再次撤销）</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
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
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
</context>
</TS>
