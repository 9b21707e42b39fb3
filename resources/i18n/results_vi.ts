<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name>Help</name>
    <message>
        <source>whoever won at least two rows</source>
        <translation>bên thắng ít nhất hai chi</translation>
    </message>
    <message>
        <source>whoever won more rows</source>
        <translation>bên thắng nhiều chi hơn</translation>
    </message>
    <message>
        <source>the higher total, royalties included</source>
        <translation>bên có tổng cao hơn, tính cả thưởng</translation>
    </message>
    <message>
        <source>Classic Chinese poker</source>
        <translation>Mậu binh cổ điển</translation>
    </message>
    <message>
        <source>Open-face Chinese poker</source>
        <translation>Mậu binh lật ngửa (OFC)</translation>
    </message>
    <message>
        <source>Pineapple open-face</source>
        <translation>Pineapple lật ngửa</translation>
    </message>
    <message>
        <source>Criss-cross</source>
        <translation>Criss-cross (hai tay chéo)</translation>
    </message>
    <message>
        <source>Typing cards</source>
        <translation>Gõ bài</translation>
    </message>
    <message>
        <source>a full row moves the keyboard on by itself (a Tab or Enter straight after stays put); Tab or Enter moves on from a row not yet full; Backspace takes back the last card</source>
        <translation>chi đủ bài thì tự chuyển sang chi sau (bấm Tab hoặc Enter ngay sau đó thì đứng yên); chi chưa đủ thì Tab hoặc Enter để chuyển; Backspace lấy lại lá cuối</translation>
    </message>
    <message>
        <source>score the hand (or save a correction); a natural the cards make is asked about once</source>
        <translation>tính điểm ván (hoặc lưu sửa đổi); bài có mậu binh sẽ được hỏi một lần</translation>
    </message>
    <message>
        <source>the player being entered surrenders (again: takes it back)</source>
        <translation>người đang được nhập đầu hàng (bấm lại: hủy)</translation>
    </message>
    <message>
        <source>suggest the best setting of the player&apos;s 13 cards</source>
        <translation>gợi ý cách xếp tốt nhất cho 13 lá của người chơi</translation>
    </message>
    <message>
        <source>quick entry: places, royalties and fouls instead of cards</source>
        <translation>nhập nhanh: thứ hạng, thưởng và binh lủng thay cho bài</translation>
    </message>
    <message>
        <source>clear the hand</source>
        <translation>xóa ván đang nhập</translation>
    </message>
    <message>
        <source>Ctrl+Z / Ctrl+Shift+Z or Ctrl+Y</source>
        <translation>Ctrl+Z / Ctrl+Shift+Z hoặc Ctrl+Y</translation>
    </message>
    <message>
        <source>undo and redo: typing first, then whole hands, corrections and deletions</source>
        <translation>hoàn tác và làm lại: trước là phần gõ, sau là cả ván, sửa và xóa</translation>
    </message>
    <message>
        <source>Enter or double-click in History</source>
        <translation>Enter hoặc bấm đúp trong Lịch sử</translation>
    </message>
    <message>
        <source>take the hand back into the entry to correct it (Esc cancels)</source>
        <translation>đưa ván về ô nhập để sửa (Esc để hủy)</translation>
    </message>
    <message>
        <source>Delete in History</source>
        <translation>Delete trong Lịch sử</translation>
    </message>
    <message>
        <source>delete the selected hand (undo brings it back)</source>
        <translation>xóa ván đang chọn (hoàn tác để lấy lại)</translation>
    </message>
    <message>
        <source>settle up: who pays whom</source>
        <translation>thanh toán: ai trả ai</translation>
    </message>
    <message>
        <source>last hand, history, chart, statistics</source>
        <translation>ván vừa rồi, lịch sử, biểu đồ, thống kê</translation>
    </message>
    <message>
        <source>show the best settings after each hand</source>
        <translation>hiện cách xếp tốt nhất sau mỗi ván</translation>
    </message>
    <message>
        <source>seasons: the group&apos;s nights added up, records, setting skill, players</source>
        <translation>mùa giải: cộng dồn các buổi chơi của nhóm, kỷ lục, tay nghề xếp bài, người chơi</translation>
    </message>
    <message>
        <source>new session, open a session, import a session file</source>
        <translation>buổi chơi mới, mở buổi chơi, nhập tệp buổi chơi</translation>
    </message>
    <message>
        <source>rename the session, export a workbook</source>
        <translation>đổi tên buổi chơi, xuất sổ tính</translation>
    </message>
    <message>
        <source>this page, quit</source>
        <translation>trang này, thoát</translation>
    </message>
    <message>
        <source>{sentence}.</source>
        <translation>{sentence}.</translation>
    </message>
    <message>
        <source>Cards are placed face up one row at a time (5 first, then one by one, or 2 of every 3 in pineapple) until each player has a front of 3, a middle of 5 and a back of 5.</source>
        <translation>Bài được đặt ngửa vào từng chi (5 lá đầu, rồi từng lá một; pineapple thì giữ 2 trong mỗi 3 lá) đến khi mỗi người có chi cuối 3 lá, chi giữa 5 lá và chi đầu 5 lá.</translation>
    </message>
    <message>
        <source>Cards are placed face up one row at a time (5 first, then one by one) until each player has a front of 3, a middle of 5 and a back of 5.</source>
        <translation>Bài được đặt ngửa vào từng chi (5 lá đầu, rồi từng lá một) đến khi mỗi người có chi cuối 3 lá, chi giữa 5 lá và chi đầu 5 lá.</translation>
    </message>
    <message>
        <source>Each of the two players sets two 13-card hands, each a front of 3, a middle of 5 and a back of 5.</source>
        <translation>Mỗi người trong hai người xếp hai tay bài 13 lá, mỗi tay gồm chi cuối 3 lá, chi giữa 5 lá và chi đầu 5 lá.</translation>
    </message>
    <message>
        <source>Each player sets 13 cards face down: a front of 3, a middle of 5 and a back of 5.</source>
        <translation>Mỗi người úp bài xếp 13 lá: chi cuối 3 lá, chi giữa 5 lá và chi đầu 5 lá.</translation>
    </message>
    <message>
        <source>The middle is a deuce-to-seven low hand (the lower wins); only the back must be at least as strong as the front, or the hand fouls.</source>
        <translation>Chi giữa so bài nhỏ (2 đến 7, nhỏ hơn thì thắng); chỉ cần chi đầu không yếu hơn chi cuối, nếu không là binh lủng.</translation>
    </message>
    <message>
        <source>The back must be at least as strong as the middle, and the middle at least as strong as the front, or the hand fouls.</source>
        <translation>Chi đầu phải không yếu hơn chi giữa, chi giữa không yếu hơn chi cuối, nếu không là binh lủng.</translation>
    </message>
    <message>
        <source> At this table equal rows foul too: a middle equal to the back, or a front equal to the middle&apos;s top cards.</source>
        <translation> Ở bàn này hai chi bằng nhau cũng là binh lủng: chi giữa bằng chi đầu, hoặc chi cuối bằng mấy lá lớn của chi giữa.</translation>
    </message>
    <message>
        <source>A-2-3-4-5 is the lowest straight.</source>
        <translation>A-2-3-4-5 là sảnh nhỏ nhất.</translation>
    </message>
    <message>
        <source>A-2-3-4-5 is the second-best straight, below A-K-Q-J-T.</source>
        <translation>A-2-3-4-5 là sảnh lớn thứ hai, sau A-K-Q-J-10.</translation>
    </message>
    <message>
        <source>Every pair of players compares front with front, middle with middle, back with back.</source>
        <translation>Mỗi cặp người chơi so chi cuối với chi cuối, chi giữa với chi giữa, chi đầu với chi đầu.</translation>
    </message>
    <message>
        <source>{method}: each row won is 1 unit, and winning all three rows (a scoop) pays {units} more.</source>
        <translation>{method}: thắng mỗi chi 1 điểm, thắng cả ba chi (sập ba chi) được thêm {units} điểm.</translation>
    </message>
    <message>
        <source>2-4: each row won is 1 unit, plus 1 overall unit to {whom}.</source>
        <translation>2-4: thắng mỗi chi 1 điểm, thêm 1 điểm chung cho {whom}.</translation>
    </message>
    <message>
        <source>{method}: each row won is 1 unit, and nothing more.</source>
        <translation>{method}: thắng mỗi chi 1 điểm, không có gì thêm.</translation>
    </message>
    <message>
        <source>custom rules, set option by option</source>
        <translation>luật tự chọn, đặt từng mục</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>One unit is worth {unit}: a hand&apos;s money is its units times the unit value it was played at.</source>
        <translation>Một điểm đáng {unit}: tiền của một ván là số điểm nhân với giá mỗi điểm của ván đó.</translation>
    </message>
    <message>
        <source>Within every hand the units sum to zero: what one player wins the others lose.</source>
        <translation>Trong mỗi ván tổng điểm bằng không: người này thắng bao nhiêu thì người khác thua bấy nhiêu.</translation>
    </message>
    <message>
        <source>Players sit clockwise ({seats}); the deal moves one seat clockwise after every hand.</source>
        <translation>Người chơi ngồi theo chiều kim đồng hồ ({seats}); sau mỗi ván người chia chuyển sang người kế tiếp theo chiều kim đồng hồ.</translation>
    </message>
    <message>
        <source>At the end, Settle up names the fewest payments: the largest debtor pays the largest creditor first.</source>
        <translation>Cuối buổi, Thanh toán đưa ra ít khoản trả nhất: người nợ nhiều nhất trả người được nhiều nhất trước.</translation>
    </message>
    <message>
        <source>&lt;h2&gt;How to score: {session}&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Cách tính điểm: {session}&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;{game}&lt;/b&gt; · rules &lt;b&gt;{preset}&lt;/b&gt;: {about}.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;{game}&lt;/b&gt; · luật &lt;b&gt;{preset}&lt;/b&gt;: {about}.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>tự chọn</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Setting the hand&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Xếp bài&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;What a hand pays&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Một ván được tính thế nào&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Money&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Tiền&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;In the app&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Trong ứng dụng&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Chinese Poker Scorekeeper {version}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Sổ điểm mậu binh {version}&lt;/h3&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Scores Chinese poker home games: classic 1-6, 2-4 and 1-1-1, royalties, naturals, surrender, pool, open-face, pineapple and Fantasyland, criss-cross and the lowball middle.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tính điểm các ván mậu binh ở nhà: cổ điển 1-6, 2-4 và 1-1-1, thưởng, mậu binh ăn trắng, đầu hàng, hũ chung, lật ngửa, pineapple và Fantasyland, criss-cross và chi giữa bài nhỏ.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every hand is kept in the session store as soon as it is scored; every action can be undone.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Mỗi ván được lưu ngay khi tính điểm; mọi thao tác đều hoàn tác được.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Giấy phép MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Chinese Poker Scorekeeper</source>
        <translation>Giới thiệu Sổ điểm mậu binh</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <source>foul</source>
        <translation>lủng</translation>
    </message>
    <message>
        <source>surr.</source>
        <translation>hàng</translation>
    </message>
    <message>
        <source>nat.</source>
        <translation>mb</translation>
    </message>
    <message>
        <source>FL</source>
        <translation>FL</translation>
    </message>
    <message>
        <source>fouled: {reason}</source>
        <translation>binh lủng: {reason}</translation>
    </message>
    <message>
        <source>fouled</source>
        <translation>binh lủng</translation>
    </message>
    <message>
        <source>surrendered</source>
        <translation>đầu hàng</translation>
    </message>
    <message>
        <source>declared {natural}</source>
        <translation>báo {natural}</translation>
    </message>
    <message>
        <source>played in Fantasyland</source>
        <translation>chơi trong Fantasyland</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Ván</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Người chia</translation>
    </message>
    <message>
        <source>{player}&apos;s units each hand</source>
        <translation>Điểm của {player} mỗi ván</translation>
    </message>
    <message>
        <source>Hand {number}, dealt by {dealer}: double-click to correct it</source>
        <translation>Ván {number}, {dealer} chia: bấm đúp để sửa</translation>
    </message>
    <message>
        <source>{player}: {units} units ({money})</source>
        <translation>{player}: {units} điểm ({money})</translation>
    </message>
    <message>
        <source>Working out the best setting…</source>
        <translation>Đang tính cách xếp tốt nhất…</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>History</source>
        <translation>Lịch sử</translation>
    </message>
    <message>
        <source>Every hand of the night, one line each</source>
        <translation>Mọi ván trong buổi, mỗi ván một dòng</translation>
    </message>
    <message>
        <source>Double-click a hand to correct it.</source>
        <translation>Bấm đúp một ván để sửa.</translation>
    </message>
    <message>
        <source>surr. = surrendered</source>
        <translation>hàng = đầu hàng</translation>
    </message>
    <message>
        <source>nat. = declared a natural</source>
        <translation>mb = báo mậu binh</translation>
    </message>
    <message>
        <source>FL = played in Fantasyland</source>
        <translation>FL = chơi trong Fantasyland</translation>
    </message>
    <message>
        <source>−13 → −3: the best setting of the same cards would have scored −3</source>
        <translation>−13 → −3: cùng bộ bài đó xếp tốt nhất thì được −3</translation>
    </message>
    <message>
        <source>Double-click a hand to correct it</source>
        <translation>Bấm đúp một ván để sửa</translation>
    </message>
</context>
<context>
    <name>HowToScoreDialog</name>
    <message>
        <source>How to score</source>
        <translation>Cách tính điểm</translation>
    </message>
</context>
<context>
    <name>NightsChooser</name>
    <message>
        <source>Untick a night to leave it out of the season (Space ticks and unticks the current night). The date range above applies as well.</source>
        <translation>Bỏ chọn một buổi để không tính vào mùa giải (phím cách chọn hoặc bỏ chọn buổi hiện tại). Khoảng ngày ở trên cũng được áp dụng.</translation>
    </message>
    <message>
        <source>Tick &amp;all</source>
        <translation>Chọn &amp;tất cả</translation>
    </message>
    <message>
        <source>Untick a&amp;ll</source>
        <translation>&amp;Bỏ chọn tất cả</translation>
    </message>
    <message>
        <source>{date}  {name}  ({count} hands)</source>
        <translation>{date}  {name}  ({count} ván)</translation>
    </message>
</context>
<context>
    <name>Panes</name>
    <message>
        <source>Standings</source>
        <translation>Bảng điểm</translation>
    </message>
    <message>
        <source>Each player&apos;s net units and money this session</source>
        <translation>Điểm ròng và tiền của từng người chơi trong buổi chơi này</translation>
    </message>
</context>
<context>
    <name>ResultModels</name>
    <message>
        <source>hand {number} {reason}</source>
        <translation>tay {number} {reason}</translation>
    </message>
    <message>
        <source>hand {number}</source>
        <translation>tay {number}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>surrendered</source>
        <translation>đầu hàng</translation>
    </message>
    <message>
        <source>foul: {reason}</source>
        <translation>binh lủng: {reason}</translation>
    </message>
    <message>
        <source>foul</source>
        <translation>binh lủng</translation>
    </message>
    <message>
        <source>natural: {natural}</source>
        <translation>mậu binh: {natural}</translation>
    </message>
    <message>
        <source>{row} {units}</source>
        <translation>{row} {units}</translation>
    </message>
    <message>
        <source>royalties {rows}</source>
        <translation>thưởng {rows}</translation>
    </message>
    <message>
        <source>Fantasyland next hand ({count} cards)</source>
        <translation>ván sau vào Fantasyland ({count} lá)</translation>
    </message>
    <message>
        <source>Fantasyland next hand</source>
        <translation>ván sau vào Fantasyland</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Tiền</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Ghi chú</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Ván sau</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>chia bài</translation>
    </message>
    <message>
        <source>{player} deals the next hand</source>
        <translation>{player} chia ván sau</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Working out the best settings…</source>
        <translation>Đang tính cách xếp tốt nhất…</translation>
    </message>
    <message>
        <source>No player set cards in rows this hand: there is no setting to review.</source>
        <translation>Ván này không ai xếp bài vào các chi: không có cách xếp để xem lại.</translation>
    </message>
    <message>
        <source>Criss-cross hands are not reviewed: a player&apos;s two hands come from one deal of 26 cards.</source>
        <translation>Ván criss-cross không được xem lại: hai tay bài của một người đến từ cùng 26 lá được chia.</translation>
    </message>
    <message>
        <source>No hand scored yet</source>
        <translation>Chưa có ván nào được tính điểm</translation>
    </message>
    <message>
        <source>What each player&apos;s best setting of the same 13 cards would have scored against the others as they were set (surrenders, naturals and quick entries are not reviewed)</source>
        <translation>Cách xếp tốt nhất của cùng 13 lá sẽ được bao nhiêu điểm với bài người khác như đã xếp (đầu hàng, mậu binh và nhập nhanh không được xem lại)</translation>
    </message>
    <message>
        <source>Last hand&apos;s result</source>
        <translation>Kết quả ván vừa rồi</translation>
    </message>
    <message>
        <source>Each player&apos;s rows, royalties and units on the hand just scored</source>
        <translation>Các chi, thưởng và điểm của mỗi người ở ván vừa tính</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Từng cặp</translation>
    </message>
    <message>
        <source>What each pair of players settled, row by row</source>
        <translation>Mỗi cặp người chơi thắng thua thế nào, từng chi</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Cặp</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <source>Expand a pair to see why each unit moved.</source>
        <translation>Mở một cặp để xem vì sao mỗi điểm được tính.</translation>
    </message>
    <message>
        <source>Hand {number} · dealt by {dealer}</source>
        <translation>Ván {number} · {dealer} chia</translation>
    </message>
    <message>
        <source>even</source>
        <translation>hòa</translation>
    </message>
    <message>
        <source>{first} v {second}</source>
        <translation>{first} với {second}</translation>
    </message>
    <message>
        <source> · hand {first} v hand {second}</source>
        <translation> · tay {first} với tay {second}</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Hũ chung</translation>
    </message>
</context>
<context>
    <name>RunningTotalChart</name>
    <message>
        <source>Running total after each hand</source>
        <translation>Tổng cộng dồn sau mỗi ván</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Ván</translation>
    </message>
    <message>
        <source>even</source>
        <translation>hòa vốn</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Tiền</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Hiện</translation>
    </message>
    <message>
        <source>Money ({currency})</source>
        <translation>Tiền ({currency})</translation>
    </message>
</context>
<context>
    <name>Scoreboard</name>
    <message>
        <source>Last hand</source>
        <translation>Ván vừa rồi</translation>
    </message>
    <message>
        <source>Each player&apos;s units on the hand just scored</source>
        <translation>Điểm của mỗi người ở ván vừa tính</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Lịch sử</translation>
    </message>
    <message>
        <source>Every hand of the night, one line each</source>
        <translation>Mọi ván trong buổi, mỗi ván một dòng</translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Biểu đồ</translation>
    </message>
    <message>
        <source>Each player&apos;s running total, hand by hand</source>
        <translation>Tổng cộng dồn của mỗi người, từng ván</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Thống kê</translation>
    </message>
    <message>
        <source>How each player has done this session</source>
        <translation>Thành tích của mỗi người trong buổi chơi này</translation>
    </message>
    <message>
        <source>&lt;b&gt;Standings&lt;/b&gt;</source>
        <translation>&lt;b&gt;Bảng xếp hạng&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>SeasonExport</name>
    <message>
        <source>Export the season as an Excel workbook</source>
        <translation>Xuất mùa giải thành sổ tính Excel</translation>
    </message>
    <message>
        <source>season {date}.xlsx</source>
        <translation>mùa {date}.xlsx</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Sổ tính Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Không xuất được</translation>
    </message>
    <message>
        <source>Cannot write {file}: {why}.</source>
        <translation>Không ghi được {file}: {why}.</translation>
    </message>
</context>
<context>
    <name>SeasonsDialog</name>
    <message>
        <source>Seasons</source>
        <translation>Mùa giải</translation>
    </message>
    <message>
        <source>Only nights from</source>
        <translation>Chỉ tính các buổi từ</translation>
    </message>
    <message>
        <source>to</source>
        <translation>đến</translation>
    </message>
    <message>
        <source>E&amp;xport season…</source>
        <translation>&amp;Xuất mùa giải…</translation>
    </message>
    <message>
        <source>Running total, night by night (units)</source>
        <translation>Tổng cộng dồn theo từng buổi (điểm)</translation>
    </message>
    <message>
        <source>&amp;Standings</source>
        <translation>&amp;Xếp hạng</translation>
    </message>
    <message>
        <source>&amp;Head-to-head</source>
        <translation>&amp;Đối đầu</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>&amp;Biểu đồ</translation>
    </message>
    <message>
        <source>R&amp;ecords</source>
        <translation>&amp;Kỷ lục</translation>
    </message>
    <message>
        <source>S&amp;kill</source>
        <translation>&amp;Tay nghề</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Người chơi</translation>
    </message>
    <message>
        <source>&amp;Nights</source>
        <translation>&amp;Các buổi</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Hoàn tác</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Làm lại</translation>
    </message>
    <message>
        <source>Setting skill compares the setting each player chose with the best setting of the same 13 cards, both valued by the solver in expected units against one opponent. The gap is what a choice gave away on average; it measures choices, not luck: the cards dealt and the opponents&apos; hands do not enter it.</source>
        <translation>Tay nghề xếp bài so cách xếp mỗi người chọn với cách xếp tốt nhất của cùng 13 lá, cả hai đều được bộ giải định giá bằng điểm kỳ vọng trước một đối thủ. Khoảng chênh là phần một lựa chọn để mất trung bình; nó đo lựa chọn, không đo may rủi: bài được chia và bài đối thủ không tính vào.</translation>
    </message>
    <message>
        <source>New name</source>
        <translation>Tên mới</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Đổi &amp;tên</translation>
    </message>
    <message>
        <source>&amp;Merge into</source>
        <translation>&amp;Gộp vào</translation>
    </message>
    <message>
        <source>{nights} nights, {hands} hands</source>
        <translation>{nights} buổi, {hands} ván</translation>
    </message>
    <message>
        <source>; {count} left out (cannot be read)</source>
        <translation>; bỏ qua {count} (không đọc được)</translation>
    </message>
    <message>
        <source>{summary}; exported {file}</source>
        <translation>{summary}; đã xuất {file}</translation>
    </message>
    <message>
        <source>Setting skill could not be worked out: {error}</source>
        <translation>Không tính được tay nghề xếp bài: {error}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Tiền</translation>
    </message>
    <message>
        <source>Nights</source>
        <translation>Số buổi</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Số ván</translation>
    </message>
    <message>
        <source>Nights won</source>
        <translation>Buổi thắng</translation>
    </message>
    <message>
        <source>Per hand</source>
        <translation>Mỗi ván</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Buổi</translation>
    </message>
    <message>
        <source>Best night</source>
        <translation>Buổi tốt nhất</translation>
    </message>
    <message>
        <source>Worst night</source>
        <translation>Buổi tệ nhất</translation>
    </message>
    <message>
        <source>Longest run of winning nights</source>
        <translation>Chuỗi buổi thắng dài nhất</translation>
    </message>
    <message>
        <source>Most scoops in a night</source>
        <translation>Nhiều sập ba chi nhất trong một buổi</translation>
    </message>
    <message>
        <source>Biggest hand</source>
        <translation>Ván thắng lớn nhất</translation>
    </message>
    <message>
        <source>session</source>
        <translation>buổi</translation>
    </message>
    <message>
        <source>date</source>
        <translation>ngày</translation>
    </message>
    <message>
        <source>units</source>
        <translation>điểm</translation>
    </message>
    <message>
        <source>scoops</source>
        <translation>sập ba chi</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>ván</translation>
    </message>
    <message>
        <source>nights</source>
        <translation>số buổi</translation>
    </message>
    <message>
        <source>from</source>
        <translation>từ</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>{field} {value}</source>
        <translation>{field} {value}</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;{record}&lt;/b&gt;: {player} ({detail})&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;{record}&lt;/b&gt;: {player} ({detail})&lt;/p&gt;</translation>
    </message>
    <message>
        <source>No records yet: play a night.</source>
        <translation>Chưa có kỷ lục: chơi một buổi đã.</translation>
    </message>
    <message>
        <source>Average gap (units)</source>
        <translation>Chênh lệch trung bình (điểm)</translation>
    </message>
    <message>
        <source>Set best</source>
        <translation>Xếp tốt nhất</translation>
    </message>
    <message>
        <source>Working out {count} more hands in the background…</source>
        <translation>Đang tính thêm {count} ván ở chế độ nền…</translation>
    </message>
    <message>
        <source>Every hand entered with cards is counted.</source>
        <translation>Mọi ván nhập bằng bài đều đã được tính.</translation>
    </message>
    <message>
        <source>{player} ({count} nights)</source>
        <translation>{player} ({count} buổi)</translation>
    </message>
    <message>
        <source>{edit}: {count} nights renamed.</source>
        <translation>{edit}: đã đổi tên trong {count} buổi chơi.</translation>
    </message>
</context>
<context>
    <name>SettleDialog</name>
    <message>
        <source>Settle up · {session}</source>
        <translation>Thanh toán · {session}</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Chép thành chữ</translation>
    </message>
    <message>
        <source>Copy the payments, one a line, to paste into a message</source>
        <translation>Chép các khoản trả, mỗi dòng một khoản, để dán vào tin nhắn</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Lưu thành PDF…</translation>
    </message>
    <message>
        <source>Save a one-page PDF to send round the table</source>
        <translation>Lưu PDF một trang để gửi cho cả bàn</translation>
    </message>
    <message>
        <source>&lt;b&gt;Standings&lt;/b&gt;</source>
        <translation>&lt;b&gt;Bảng xếp hạng&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Copied: paste it into the group chat.</source>
        <translation>Đã chép: dán vào nhóm chat nhé.</translation>
    </message>
    <message>
        <source>{session} settle-up.pdf</source>
        <translation>{session} thanh toán.pdf</translation>
    </message>
    <message>
        <source>Save the settle-up as PDF</source>
        <translation>Lưu bảng thanh toán thành PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Tệp PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Cannot save the PDF</source>
        <translation>Không lưu được PDF</translation>
    </message>
    <message>
        <source>Cannot write {file}: {why}</source>
        <translation>Không ghi được {file}: {why}</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>Đã lưu {file}</translation>
    </message>
</context>
<context>
    <name>SettleUp</name>
    <message>
        <source>{count} hand</source>
        <translation>{count} ván</translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation>{count} ván</translation>
    </message>
    <message>
        <source>Unit {unit} ({currency}) · {hands}</source>
        <translation>Mỗi điểm {unit} ({currency}) · {hands}</translation>
    </message>
    <message>
        <source> · some hands were played at another unit: each hand counts at its own</source>
        <translation> · vài ván chơi với giá điểm khác: mỗi ván tính theo giá của nó</translation>
    </message>
    <message>
        <source>dd MMMM yyyy</source>
        <translation>&apos;ngày&apos; dd MMMM &apos;năm&apos; yyyy</translation>
    </message>
    <message>
        <source>Settle-up · {date}</source>
        <translation>Thanh toán · {date}</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Xếp hạng</translation>
    </message>
    <message>
        <source>{units} units</source>
        <translation>{units} điểm</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>Hands</source>
        <translation>Số ván</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Tiền</translation>
    </message>
    <message>
        <source>Rows won (F/M/B)</source>
        <translation>Chi thắng (C/G/Đ)</translation>
    </message>
    <message>
        <source>Rows won against each opponent: front/middle/back (pairs played out only)</source>
        <translation>Số chi thắng trước từng đối thủ: chi cuối/chi giữa/chi đầu (chỉ tính các cặp đã so bài)</translation>
    </message>
    <message>
        <source>Rows lost (F/M/B)</source>
        <translation>Chi thua (C/G/Đ)</translation>
    </message>
    <message>
        <source>Rows tied (F/M/B)</source>
        <translation>Chi hòa (C/G/Đ)</translation>
    </message>
    <message>
        <source>Scoops won</source>
        <translation>Sập ba chi</translation>
    </message>
    <message>
        <source>Opponents beaten in all three rows</source>
        <translation>Số lần thắng đối thủ cả ba chi</translation>
    </message>
    <message>
        <source>Scooped</source>
        <translation>Bị sập ba chi</translation>
    </message>
    <message>
        <source>Times an opponent won all three rows against this player</source>
        <translation>Số lần đối thủ thắng người này cả ba chi</translation>
    </message>
    <message>
        <source>Fouls</source>
        <translation>Binh lủng</translation>
    </message>
    <message>
        <source>Surrenders</source>
        <translation>Đầu hàng</translation>
    </message>
    <message>
        <source>Royalties</source>
        <translation>Thưởng</translation>
    </message>
    <message>
        <source>Royalty units earned</source>
        <translation>Điểm thưởng kiếm được</translation>
    </message>
    <message>
        <source>Naturals</source>
        <translation>Mậu binh</translation>
    </message>
    <message>
        <source>Fantasyland entries</source>
        <translation>Vào Fantasyland</translation>
    </message>
    <message>
        <source>Best hand</source>
        <translation>Ván tốt nhất</translation>
    </message>
    <message>
        <source>The hand that won the most units (#hand number)</source>
        <translation>Ván thắng nhiều điểm nhất (#số ván)</translation>
    </message>
    <message>
        <source>Worst hand</source>
        <translation>Ván tệ nhất</translation>
    </message>
    <message>
        <source>The hand that lost the most units (#hand number)</source>
        <translation>Ván thua nhiều điểm nhất (#số ván)</translation>
    </message>
</context>
<context>
    <name>StatsView</name>
    <message>
        <source>Rows won, row by row</source>
        <translation>Số chi thắng, theo từng chi</translation>
    </message>
    <message>
        <source>Rows won</source>
        <translation>Số chi thắng</translation>
    </message>
</context>
</TS>
