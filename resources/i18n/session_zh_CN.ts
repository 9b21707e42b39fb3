<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Commands</name>
    <message>
        <source>Add hand {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit hand {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete hand {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action}: the rows have changed since, so they were left as they are</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>Export an Excel workbook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export every hand as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export a session file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session file (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recent sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stored sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot delete the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo delete “{session}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted “{session}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot bring the session back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{session}” is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo delete session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FoulField</name>
    <message>
        <source>pays a scoop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pays a fixed amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is played as it lies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed foul amount (units)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>units</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FrontTripsField</name>
    <message>
        <source>Pay each rank of front trips its own amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front trips {ranks} (units)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NaturalValuesField</name>
    <message>
        <source>Units {natural} collects</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>New session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game of {date}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat order, clockwise. Drag a name to move it; double-click to rename.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name, then Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who deals the first hand; the button then moves clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track bankrolls (warn when the unit is over 10% of one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game and its rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start playing with these players and rules (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starting amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules cannot be played as set (see the rules).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Enter to add {name} to the players, or clear the name box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit value must be an amount like {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The currency must be a three-letter code like USD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s bankroll must be an amount like {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OpenSessionDialog</name>
    <message>
        <source>Open a session</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <source>classic-1-6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>classic-2-4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>classic-1-1-1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>classic-royalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>classic-naturals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lowball-middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ofc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pineapple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pineapple-progressive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pineapple-strict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>criss-cross</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Classic Chinese poker (13 cards each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open-face Chinese poker (OFC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pineapple open-face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criss-cross (two hands each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic 1-6 with a 3-unit scoop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic 2-4 with an overall unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic 1-1-1, rows only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic 1-6 with royalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic 1-6 with royalties and naturals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic 1-6 with a low middle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool betting: everyone antes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OFC with royalties and Fantasyland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pineapple, 14 cards in Fantasyland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pineapple, progressive Fantasyland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pineapple, strict Fantasyland stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criss-cross 1-6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom classic chinese poker rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom open-face chinese poker rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom pineapple open-face rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom criss-cross rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settling a pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoop bonus (units)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall unit goes to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tied row cancels the scoop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A-2-3-4-5 is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low middle (deuce-to-seven)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays whom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Equal rows foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surrender allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surrender fee (units)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Royalty table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Royalties are paid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front trips by rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naturals played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Natural values (units)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pool betting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ante (units)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fantasyland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fantasyland entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fantasyland cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progressive Fantasyland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Middle full house stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-6: rows, plus a scoop bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2-4: rows, plus an overall unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-1-1: rows only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whoever wins two rows or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whoever wins more rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whoever scores more points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lowest straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the second-best straight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eastern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open-face (OFC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to the row&apos;s winner, instead of the row point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win or lose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unless both rows qualify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as a difference (OFC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on top of the row point (1 + royalty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Q-Q or better in front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K-K or better in front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seat 1 v 3 and 2 v 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each hand plays both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic 13-card, open-face (OFC), pineapple open-face, or criss-cross (two hands each).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How a pair settles: 1-6 adds a scoop bonus, 2-4 an overall unit, 1-1-1 just the rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra units (1-6) for winning all three rows against one opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who takes the 2-4 overall unit: two rows or more, more rows won, or more points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: two rows won and one tied still collect the scoop (or the 2-4 payment of 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where A-2-3-4-5 ranks: the lowest straight, or second only to A-K-Q-J-T.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The middle is a deuce-to-seven low; only back against front is checked for fouls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Criss-cross: seat 1 plays 3 and 2 plays 4, or each hand plays both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a mis-set hand pays each clean opponent: a scoop, a fixed amount, or it is played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On: a middle equal to the back (or a front equal to the middle&apos;s top cards) fouls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players may fold before the reveal and pay a fee instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a surrender pays each opponent who plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonuses for strong rows (front trips, middle full house, quads...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the winner instead of the row point, win or lose, cancelling, as a difference, or on top of the row point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay each rank of front trips its own amount (222 to AAA), instead of one amount for all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special 13-card hands (six pairs, three flushes, a dragon...) declared before the reveal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Units each natural collects from every opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone antes; the best front, middle and back each take a third of the pot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each player antes in pool betting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A front of Q-Q or better earns the next hand dealt all at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weakest front pair that earns Fantasyland.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards dealt to a player in Fantasyland.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A better front earns more cards (QQ 14, KK 15, AA 16, trips 17).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A full house or better in the middle keeps a player in Fantasyland.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fouls and surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Royalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Naturals</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Change rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All 1 hand will be re-scored under the new rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All {count} hands will be re-scored under the new rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hands yet: the new rules apply from the first hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-score all hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules cannot be played as set (see above).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules cannot score this session: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own choice of the options below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These options cannot go together: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What does this pay? {lines}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <source>to the row&apos;s winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win or lose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unless both rows qualify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as a difference (OFC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on top of the row point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>royalties from the classic table, paid {mode}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>royalties from the eastern table, paid {mode}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>royalties from the ofc table, paid {mode}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>royalties from the custom table, paid {mode}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>front trips pay by rank: {paid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each match pays 1 a row; a scoop pays {scoop}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>everyone antes {ante}; the best front, middle and back each take a third of the pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a 2–1 pays {two_one}; a scoop pays {scoop}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a row won with a royalty of 2 pays {units} (the row point plus the royalty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two rows won and one tied pay {units}: a tie does not cancel the scoop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a middle equal to the back, or a front equal to the middle&apos;s top cards, is a foul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fouled or surrendered hand antes but cannot win a pot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a foul is played as it lies, with no penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a foul pays {units} to each opponent plus their royalties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a foul pays {units} to each opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surrender costs {units} a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>naturals collect: {values}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fantasyland: {pair} or better in front earns 14-17 by the front</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fantasyland: {pair} or better in front earns {cards} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the middle is a deuce-to-seven low: the lower middle wins</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionDialogs</name>
    <message>
        <source>The unit value must be an amount like {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unit value must be more than 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{currency} amounts have 1 decimal at most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{currency} amounts have {places} decimals at most.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionOpener</name>
    <message>
        <source>Cannot open the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot create the session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a session file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Session files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import the file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SessionSettings</name>
    <message>
        <source>Unit value is now {unit} from hand {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{message} — {warning}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>custom rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules are now {rules}: 1 hand re-scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules are now {rules}: {count} hands re-scored</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnitValueDialog</name>
    <message>
        <source>Change unit value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From hand {number} on. The hands already played keep the unit they were played for (now {unit}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>1 hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Chinese Poker Scorekeeper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter each player&apos;s front, middle and back; the scorekeeper names every row, flags fouls, scores the hand and keeps the running totals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New session…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a session file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seasons: every night added up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored sessions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No sessions stored yet. Start one with New session, or import a session file a friend sent you.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
