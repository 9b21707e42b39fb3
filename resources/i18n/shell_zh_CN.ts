<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>App</name>
    <message>
        <source>The session store is in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session store cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason}

Start a fresh store? The old file is kept beside it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session store is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session store {path} is opened read-only, because {reason}: you can look at every session, but nothing you change will be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} (and {count} more)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dates</name>
    <message>
        <source>dd MMM yyyy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dd MMMM yyyy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>Lan&amp;guage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart now to read the app in {language}?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Chinese Poker Scorekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last session could not be opened: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} deleted: Ctrl+Z brings it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session could not be changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{session} — {app}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} · {dealer} deals · unit {unit} · {rules}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Panes</name>
    <message>
        <source>Standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player&apos;s net units and money this session</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>Enter places, royalties and fouls instead of cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick entry is not available in criss-cross: each player plays two boards, so enter both hands&apos; cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up a new game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a stored session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import session file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a session file (JSON)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give this session another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this session from the list (it can be undone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo delete session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring back the session just deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excel &amp;workbook (.xlsx)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export an Excel workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;CSV of every hand (.csv)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export every hand as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Session file (.json)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export a session file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Score the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score the hand and add it to the session (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Su&amp;ggest a setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the player&apos;s 13 cards, typed into any rows, in their best setting (Ctrl+Z undoes it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quick entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty every row to start this hand again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Su&amp;rrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player being entered surrenders (press again to take it back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;orrect the selected hand…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the hand selected in History back into the entry to correct it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct hand…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete the selected hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the hand selected in History (Ctrl+Z brings it back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the hand as it was and go back to the next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Table mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player enters their own hand on their phone (same Wi-Fi), all at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settle up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who pays whom, in the fewest payments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change &amp;unit value…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new unit value for the next hands (the hands played keep theirs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change &amp;rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play under other rules and re-score every hand (Ctrl+Z undoes it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;How to score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules of this session in plain words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Chinese Poker Scorekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;best settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After each hand, what every player&apos;s best setting of the same cards would have scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diamonds blue and clubs green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;easons…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The group&apos;s nights added up</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
