<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name>Commands</name>
    <message>
        <source>Add hand {number}</source>
        <translation>Thêm ván {number}</translation>
    </message>
    <message>
        <source>Edit hand {number}</source>
        <translation>Sửa ván {number}</translation>
    </message>
    <message>
        <source>Delete hand {number}</source>
        <translation>Xóa ván {number}</translation>
    </message>
    <message>
        <source>Rename to {name}</source>
        <translation>Đổi tên thành {name}</translation>
    </message>
    <message>
        <source>Change the unit</source>
        <translation>Đổi giá trị điểm</translation>
    </message>
    <message>
        <source>Change rules</source>
        <translation>Đổi luật</translation>
    </message>
    <message>
        <source>{action}: the rows have changed since, so they were left as they are</source>
        <translation>{action}: các chi đã thay đổi từ lúc đó nên được giữ nguyên</translation>
    </message>
</context>
<context>
    <name>FileMenu</name>
    <message>
        <source>Export an Excel workbook</source>
        <translation>Xuất bảng tính Excel</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Bảng tính Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>Export every hand as CSV</source>
        <translation>Xuất từng ván ra CSV</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>Tệp CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export a session file</source>
        <translation>Xuất tệp buổi chơi</translation>
    </message>
    <message>
        <source>Session file (*.json)</source>
        <translation>Tệp buổi chơi (*.json)</translation>
    </message>
    <message>
        <source>&amp;Recent sessions</source>
        <translation>Buổi chơi &amp;gần đây</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Xuất</translation>
    </message>
    <message>
        <source>No stored sessions</source>
        <translation>Chưa có buổi chơi nào được lưu</translation>
    </message>
    <message>
        <source>Rename the session</source>
        <translation>Đổi tên buổi chơi</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Tên:</translation>
    </message>
    <message>
        <source>Cannot delete the session</source>
        <translation>Không xóa được buổi chơi</translation>
    </message>
    <message>
        <source>&amp;Undo delete “{session}”</source>
        <translation>&amp;Hoàn tác xóa “{session}”</translation>
    </message>
    <message>
        <source>Deleted “{session}”.</source>
        <translation>Đã xóa “{session}”.</translation>
    </message>
    <message>
        <source>Cannot bring the session back</source>
        <translation>Không lấy lại được buổi chơi</translation>
    </message>
    <message>
        <source>“{session}” is back.</source>
        <translation>“{session}” đã trở lại.</translation>
    </message>
    <message>
        <source>&amp;Undo delete session</source>
        <translation>&amp;Hoàn tác xóa buổi chơi</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>đó là một thư mục</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>Không xuất được</translation>
    </message>
    <message>
        <source>Cannot write {path}: {reason}</source>
        <translation>Không ghi được {path}: {reason}</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>Đã xuất {path}</translation>
    </message>
</context>
<context>
    <name>FoulField</name>
    <message>
        <source>pays a scoop</source>
        <translation>trả như bị sập ba chi</translation>
    </message>
    <message>
        <source>pays a fixed amount</source>
        <translation>trả một số điểm cố định</translation>
    </message>
    <message>
        <source>is played as it lies</source>
        <translation>được so như đã xếp</translation>
    </message>
    <message>
        <source>Fixed foul amount (units)</source>
        <translation>Số điểm cố định khi binh lủng (điểm)</translation>
    </message>
    <message>
        <source>units</source>
        <translation>điểm</translation>
    </message>
</context>
<context>
    <name>FrontTripsField</name>
    <message>
        <source>Pay each rank of front trips its own amount</source>
        <translation>Mỗi sám cô chi cuối được thưởng theo từng loại</translation>
    </message>
    <message>
        <source>Front trips {ranks} (units)</source>
        <translation>Sám cô chi cuối {ranks} (điểm)</translation>
    </message>
</context>
<context>
    <name>NaturalValuesField</name>
    <message>
        <source>Units {natural} collects</source>
        <translation>Điểm {natural} được ăn</translation>
    </message>
</context>
<context>
    <name>NewSessionDialog</name>
    <message>
        <source>New session</source>
        <translation>Buổi chơi mới</translation>
    </message>
    <message>
        <source>Game of {date}</source>
        <translation>Buổi chơi {date}</translation>
    </message>
    <message>
        <source>Seat order, clockwise. Drag a name to move it; double-click to rename.</source>
        <translation>Thứ tự chỗ ngồi, theo chiều kim đồng hồ. Kéo tên để đổi chỗ; bấm đúp để đổi tên.</translation>
    </message>
    <message>
        <source>Name, then Enter</source>
        <translation>Tên, rồi bấm Enter</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Thêm</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Bỏ</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Lên</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Xuống</translation>
    </message>
    <message>
        <source>Who deals the first hand; the button then moves clockwise</source>
        <translation>Ai chia ván đầu; sau đó lượt chia đi theo chiều kim đồng hồ</translation>
    </message>
    <message>
        <source>Track bankrolls (warn when the unit is over 10% of one)</source>
        <translation>Theo dõi vốn (báo khi giá điểm vượt 10% vốn của ai đó)</translation>
    </message>
    <message>
        <source>Session name</source>
        <translation>Tên buổi chơi</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Người chơi</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Người chia đầu</translation>
    </message>
    <message>
        <source>Unit value</source>
        <translation>Giá trị điểm</translation>
    </message>
    <message>
        <source>The table</source>
        <translation>Bàn chơi</translation>
    </message>
    <message>
        <source>The game and its rules</source>
        <translation>Kiểu chơi và luật</translation>
    </message>
    <message>
        <source>Start the session</source>
        <translation>Bắt đầu buổi chơi</translation>
    </message>
    <message>
        <source>Start playing with these players and rules (Ctrl+Enter)</source>
        <translation>Bắt đầu chơi với những người chơi và luật này (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>starting amount</source>
        <translation>số vốn ban đầu</translation>
    </message>
    <message>
        <source>The rules cannot be played as set (see the rules).</source>
        <translation>Luật như đang đặt thì không chơi được (xem phần luật).</translation>
    </message>
    <message>
        <source>The session needs a name.</source>
        <translation>Buổi chơi cần có tên.</translation>
    </message>
    <message>
        <source>Press Enter to add {name} to the players, or clear the name box.</source>
        <translation>Bấm Enter để thêm {name} vào người chơi, hoặc xóa ô tên.</translation>
    </message>
    <message>
        <source>Players: {reason}.</source>
        <translation>Người chơi: {reason}.</translation>
    </message>
    <message>
        <source>The unit value must be an amount like {amount}.</source>
        <translation>Giá trị điểm phải là số tiền như {amount}.</translation>
    </message>
    <message>
        <source>The currency must be a three-letter code like USD.</source>
        <translation>Tiền tệ phải là mã ba chữ cái, như USD.</translation>
    </message>
    <message>
        <source>{player}&apos;s bankroll must be an amount like {amount}.</source>
        <translation>Vốn của {player} phải là số tiền như {amount}.</translation>
    </message>
</context>
<context>
    <name>OpenSessionDialog</name>
    <message>
        <source>Open a session</source>
        <translation>Mở buổi chơi</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <source>classic-1-6</source>
        <translation>Cổ điển 1-6</translation>
    </message>
    <message>
        <source>classic-2-4</source>
        <translation>Cổ điển 2-4</translation>
    </message>
    <message>
        <source>classic-1-1-1</source>
        <translation>Cổ điển 1-1-1</translation>
    </message>
    <message>
        <source>classic-royalties</source>
        <translation>Cổ điển có thưởng</translation>
    </message>
    <message>
        <source>classic-naturals</source>
        <translation>Cổ điển có mậu binh</translation>
    </message>
    <message>
        <source>lowball-middle</source>
        <translation>Chi giữa nhỏ thắng</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>Hũ chung</translation>
    </message>
    <message>
        <source>ofc</source>
        <translation>Xếp lộ bài</translation>
    </message>
    <message>
        <source>pineapple</source>
        <translation>Dứa</translation>
    </message>
    <message>
        <source>pineapple-progressive</source>
        <translation>Dứa lũy tiến</translation>
    </message>
    <message>
        <source>pineapple-strict</source>
        <translation>Dứa giữ nghiêm</translation>
    </message>
    <message>
        <source>criss-cross</source>
        <translation>Chơi chéo 1-6</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>Classic Chinese poker (13 cards each)</source>
        <translation>Mậu binh cổ điển (mỗi người 13 lá)</translation>
    </message>
    <message>
        <source>Open-face Chinese poker (OFC)</source>
        <translation>Mậu binh xếp lộ bài</translation>
    </message>
    <message>
        <source>Pineapple open-face</source>
        <translation>Xếp lộ bài kiểu dứa</translation>
    </message>
    <message>
        <source>Criss-cross (two hands each)</source>
        <translation>Chơi chéo (mỗi người hai tay bài)</translation>
    </message>
    <message>
        <source>Classic 1-6 with a 3-unit scoop</source>
        <translation>Cổ điển 1-6, sập ba chi 3 điểm</translation>
    </message>
    <message>
        <source>Classic 2-4 with an overall unit</source>
        <translation>Cổ điển 2-4, có điểm tổng</translation>
    </message>
    <message>
        <source>Classic 1-1-1, rows only</source>
        <translation>Cổ điển 1-1-1, chỉ tính chi</translation>
    </message>
    <message>
        <source>Classic 1-6 with royalties</source>
        <translation>Cổ điển 1-6 có thưởng</translation>
    </message>
    <message>
        <source>Classic 1-6 with royalties and naturals</source>
        <translation>Cổ điển 1-6 có thưởng và mậu binh</translation>
    </message>
    <message>
        <source>Classic 1-6 with a low middle</source>
        <translation>Cổ điển 1-6, chi giữa nhỏ thắng</translation>
    </message>
    <message>
        <source>Pool betting: everyone antes</source>
        <translation>Hũ chung: ai cũng góp</translation>
    </message>
    <message>
        <source>OFC with royalties and Fantasyland</source>
        <translation>Xếp lộ bài có thưởng và Fantasyland</translation>
    </message>
    <message>
        <source>Pineapple, 14 cards in Fantasyland</source>
        <translation>Dứa, 14 lá khi vào Fantasyland</translation>
    </message>
    <message>
        <source>Pineapple, progressive Fantasyland</source>
        <translation>Dứa, Fantasyland lũy tiến</translation>
    </message>
    <message>
        <source>Pineapple, strict Fantasyland stay</source>
        <translation>Dứa, ở lại Fantasyland nghiêm</translation>
    </message>
    <message>
        <source>Criss-cross 1-6</source>
        <translation>Chơi chéo 1-6</translation>
    </message>
    <message>
        <source>Custom classic Chinese poker rules</source>
        <translation>Luật mậu binh cổ điển tự chọn</translation>
    </message>
    <message>
        <source>Custom open-face Chinese poker rules</source>
        <translation>Luật xếp lộ bài tự chọn</translation>
    </message>
    <message>
        <source>Custom pineapple open-face rules</source>
        <translation>Luật xếp lộ bài kiểu dứa tự chọn</translation>
    </message>
    <message>
        <source>Custom criss-cross rules</source>
        <translation>Luật chơi chéo tự chọn</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Kiểu chơi</translation>
    </message>
    <message>
        <source>Settling a pair</source>
        <translation>Cách tính giữa hai người</translation>
    </message>
    <message>
        <source>Scoop bonus (units)</source>
        <translation>Thưởng sập ba chi (điểm)</translation>
    </message>
    <message>
        <source>Overall unit goes to</source>
        <translation>Điểm tổng thuộc về</translation>
    </message>
    <message>
        <source>A tied row cancels the scoop</source>
        <translation>Hòa một chi thì không sập</translation>
    </message>
    <message>
        <source>A-2-3-4-5 is</source>
        <translation>A-2-3-4-5 là</translation>
    </message>
    <message>
        <source>Low middle (deuce-to-seven)</source>
        <translation>Chi giữa nhỏ thắng (2-7)</translation>
    </message>
    <message>
        <source>Who plays whom</source>
        <translation>Ai đấu với ai</translation>
    </message>
    <message>
        <source>A foul</source>
        <translation>Binh lủng</translation>
    </message>
    <message>
        <source>Equal rows foul</source>
        <translation>Hai chi bằng nhau là binh lủng</translation>
    </message>
    <message>
        <source>Surrender allowed</source>
        <translation>Cho phép đầu hàng</translation>
    </message>
    <message>
        <source>Surrender fee (units)</source>
        <translation>Phí đầu hàng (điểm)</translation>
    </message>
    <message>
        <source>Royalty table</source>
        <translation>Bảng thưởng</translation>
    </message>
    <message>
        <source>Royalties are paid</source>
        <translation>Thưởng được trả</translation>
    </message>
    <message>
        <source>Front trips by rank</source>
        <translation>Sám cô chi cuối theo loại</translation>
    </message>
    <message>
        <source>Naturals played</source>
        <translation>Có tính mậu binh</translation>
    </message>
    <message>
        <source>Natural values (units)</source>
        <translation>Điểm mậu binh (điểm)</translation>
    </message>
    <message>
        <source>Pool betting</source>
        <translation>Chơi hũ chung</translation>
    </message>
    <message>
        <source>Ante (units)</source>
        <translation>Góp hũ (điểm)</translation>
    </message>
    <message>
        <source>Fantasyland</source>
        <translation>Fantasyland</translation>
    </message>
    <message>
        <source>Fantasyland entry</source>
        <translation>Vào Fantasyland</translation>
    </message>
    <message>
        <source>Fantasyland cards</source>
        <translation>Số lá khi ở Fantasyland</translation>
    </message>
    <message>
        <source>Progressive Fantasyland</source>
        <translation>Fantasyland lũy tiến</translation>
    </message>
    <message>
        <source>Middle full house stays</source>
        <translation>Cù lũ chi giữa được ở lại</translation>
    </message>
    <message>
        <source>1-6: rows, plus a scoop bonus</source>
        <translation>1-6: tính chi, thêm thưởng sập ba chi</translation>
    </message>
    <message>
        <source>2-4: rows, plus an overall unit</source>
        <translation>2-4: tính chi, thêm điểm tổng</translation>
    </message>
    <message>
        <source>1-1-1: rows only</source>
        <translation>1-1-1: chỉ tính chi</translation>
    </message>
    <message>
        <source>whoever wins two rows or more</source>
        <translation>ai thắng từ hai chi trở lên</translation>
    </message>
    <message>
        <source>whoever wins more rows</source>
        <translation>ai thắng nhiều chi hơn</translation>
    </message>
    <message>
        <source>whoever scores more points</source>
        <translation>ai được nhiều điểm hơn</translation>
    </message>
    <message>
        <source>the lowest straight</source>
        <translation>sảnh nhỏ nhất</translation>
    </message>
    <message>
        <source>the second-best straight</source>
        <translation>sảnh lớn thứ nhì</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>cổ điển</translation>
    </message>
    <message>
        <source>eastern</source>
        <translation>kiểu phương Đông</translation>
    </message>
    <message>
        <source>open-face (OFC)</source>
        <translation>xếp lộ bài</translation>
    </message>
    <message>
        <source>to the row&apos;s winner, instead of the row point</source>
        <translation>cho người thắng chi, thay cho điểm chi</translation>
    </message>
    <message>
        <source>win or lose</source>
        <translation>thắng hay thua đều trả</translation>
    </message>
    <message>
        <source>unless both rows qualify</source>
        <translation>trừ khi cả hai chi đều có thưởng</translation>
    </message>
    <message>
        <source>as a difference (OFC)</source>
        <translation>theo phần chênh lệch (xếp lộ bài)</translation>
    </message>
    <message>
        <source>on top of the row point (1 + royalty)</source>
        <translation>cộng thêm vào điểm chi (1 + thưởng)</translation>
    </message>
    <message>
        <source>Q-Q or better in front</source>
        <translation>chi cuối đôi Q trở lên</translation>
    </message>
    <message>
        <source>K-K or better in front</source>
        <translation>chi cuối đôi K trở lên</translation>
    </message>
    <message>
        <source>seat 1 v 3 and 2 v 4</source>
        <translation>ghế 1 đấu 3 và 2 đấu 4</translation>
    </message>
    <message>
        <source>each hand plays both</source>
        <translation>mỗi tay bài đấu cả hai</translation>
    </message>
    <message>
        <source>Classic 13-card, open-face (OFC), pineapple open-face, or criss-cross (two hands each).</source>
        <translation>Mậu binh cổ điển 13 lá, xếp lộ bài, xếp lộ bài kiểu dứa, hoặc chơi chéo (mỗi người hai tay bài).</translation>
    </message>
    <message>
        <source>How a pair settles: 1-6 adds a scoop bonus, 2-4 an overall unit, 1-1-1 just the rows.</source>
        <translation>Cách tính giữa hai người: 1-6 thêm thưởng sập ba chi, 2-4 thêm điểm tổng, 1-1-1 chỉ tính chi.</translation>
    </message>
    <message>
        <source>Extra units (1-6) for winning all three rows against one opponent.</source>
        <translation>Điểm thêm (1-6) khi thắng cả ba chi của một đối thủ.</translation>
    </message>
    <message>
        <source>Who takes the 2-4 overall unit: two rows or more, more rows won, or more points.</source>
        <translation>Ai lấy điểm tổng 2-4: thắng từ hai chi, thắng nhiều chi hơn, hoặc nhiều điểm hơn.</translation>
    </message>
    <message>
        <source>Off: two rows won and one tied still collect the scoop (or the 2-4 payment of 4).</source>
        <translation>Tắt: thắng hai chi và hòa một chi vẫn được sập ba chi (hoặc 4 điểm của 2-4).</translation>
    </message>
    <message>
        <source>Where A-2-3-4-5 ranks: the lowest straight, or second only to A-K-Q-J-T.</source>
        <translation>A-2-3-4-5 xếp ở đâu: sảnh nhỏ nhất, hoặc chỉ sau A-K-Q-J-10.</translation>
    </message>
    <message>
        <source>The middle is a deuce-to-seven low; only back against front is checked for fouls.</source>
        <translation>Chi giữa nhỏ thắng (2-7); chỉ so chi đầu với chi cuối để xét binh lủng.</translation>
    </message>
    <message>
        <source>Criss-cross: seat 1 plays 3 and 2 plays 4, or each hand plays both.</source>
        <translation>Chơi chéo: ghế 1 đấu 3 và 2 đấu 4, hoặc mỗi tay bài đấu cả hai.</translation>
    </message>
    <message>
        <source>What a mis-set hand pays each clean opponent: a scoop, a fixed amount, or it is played.</source>
        <translation>Bài binh lủng trả mỗi đối thủ không lủng: như sập ba chi, một số điểm cố định, hoặc so như đã xếp.</translation>
    </message>
    <message>
        <source>On: a middle equal to the back (or a front equal to the middle&apos;s top cards) fouls.</source>
        <translation>Bật: chi giữa bằng chi đầu (hoặc chi cuối bằng ba lá lớn của chi giữa) là binh lủng.</translation>
    </message>
    <message>
        <source>Players may fold before the reveal and pay a fee instead.</source>
        <translation>Người chơi được bỏ bài trước khi lật và trả phí thay vào đó.</translation>
    </message>
    <message>
        <source>What a surrender pays each opponent who plays.</source>
        <translation>Người đầu hàng trả mỗi đối thủ còn chơi bao nhiêu.</translation>
    </message>
    <message>
        <source>Bonuses for strong rows (front trips, middle full house, quads...).</source>
        <translation>Thưởng cho chi mạnh (sám cô chi cuối, cù lũ chi giữa, tứ quý...).</translation>
    </message>
    <message>
        <source>To the winner instead of the row point, win or lose, cancelling, as a difference, or on top of the row point.</source>
        <translation>Cho người thắng thay điểm chi, thắng thua đều trả, triệt tiêu, theo chênh lệch, hoặc cộng thêm vào điểm chi.</translation>
    </message>
    <message>
        <source>Pay each rank of front trips its own amount (222 to AAA), instead of one amount for all.</source>
        <translation>Mỗi loại sám cô chi cuối có mức riêng (222 đến AAA), thay vì một mức chung.</translation>
    </message>
    <message>
        <source>Special 13-card hands (six pairs, three flushes, a dragon...) declared before the reveal.</source>
        <translation>Bài 13 lá đặc biệt (lục phé bôn, ba thùng, sảnh rồng...) báo trước khi lật.</translation>
    </message>
    <message>
        <source>Units each natural collects from every opponent.</source>
        <translation>Mỗi loại mậu binh ăn của từng đối thủ bao nhiêu điểm.</translation>
    </message>
    <message>
        <source>Everyone antes; the best front, middle and back each take a third of the pot.</source>
        <translation>Ai cũng góp hũ; chi cuối, chi giữa, chi đầu lớn nhất mỗi chi lấy một phần ba hũ.</translation>
    </message>
    <message>
        <source>What each player antes in pool betting.</source>
        <translation>Mỗi người góp bao nhiêu vào hũ chung.</translation>
    </message>
    <message>
        <source>A front of Q-Q or better earns the next hand dealt all at once.</source>
        <translation>Chi cuối đôi Q trở lên được chia hết bài một lần ở ván sau.</translation>
    </message>
    <message>
        <source>The weakest front pair that earns Fantasyland.</source>
        <translation>Đôi chi cuối nhỏ nhất để vào Fantasyland.</translation>
    </message>
    <message>
        <source>Cards dealt to a player in Fantasyland.</source>
        <translation>Số lá chia cho người ở Fantasyland.</translation>
    </message>
    <message>
        <source>A better front earns more cards (QQ 14, KK 15, AA 16, trips 17).</source>
        <translation>Chi cuối càng mạnh càng nhiều lá (QQ 14, KK 15, AA 16, sám cô 17).</translation>
    </message>
    <message>
        <source>A full house or better in the middle keeps a player in Fantasyland.</source>
        <translation>Cù lũ trở lên ở chi giữa thì được ở lại Fantasyland.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Tính điểm</translation>
    </message>
    <message>
        <source>Fouls and surrender</source>
        <translation>Binh lủng và đầu hàng</translation>
    </message>
    <message>
        <source>Royalties</source>
        <translation>Thưởng</translation>
    </message>
    <message>
        <source>Naturals</source>
        <translation>Mậu binh</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Change rules</source>
        <translation>Đổi luật</translation>
    </message>
    <message>
        <source>All 1 hand will be re-scored under the new rules.</source>
        <translation>Cả 1 ván sẽ được tính lại theo luật mới.</translation>
    </message>
    <message>
        <source>All {count} hands will be re-scored under the new rules.</source>
        <translation>Cả {count} ván sẽ được tính lại theo luật mới.</translation>
    </message>
    <message>
        <source>No hands yet: the new rules apply from the first hand.</source>
        <translation>Chưa có ván nào: luật mới áp dụng từ ván đầu.</translation>
    </message>
    <message>
        <source>Re-score all hands</source>
        <translation>Tính lại mọi ván</translation>
    </message>
    <message>
        <source>The rules cannot be played as set (see above).</source>
        <translation>Luật như đang đặt thì không chơi được (xem ở trên).</translation>
    </message>
    <message>
        <source>These rules cannot score this session: {reason}</source>
        <translation>Luật này không tính được buổi chơi này: {reason}</translation>
    </message>
</context>
<context>
    <name>RulesEditor</name>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Luật</translation>
    </message>
    <message>
        <source>custom table</source>
        <translation>bảng tự chọn</translation>
    </message>
    <message>
        <source>Your own choice of the options below.</source>
        <translation>Tùy bạn chọn các mục bên dưới.</translation>
    </message>
    <message>
        <source>These options cannot go together: {reason}.</source>
        <translation>Các tùy chọn này không đi cùng nhau được: {reason}.</translation>
    </message>
    <message>
        <source>What does this pay? {lines}.</source>
        <translation>Trả bao nhiêu? {lines}.</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>RulesPreview</name>
    <message>
        <source>to the row&apos;s winner</source>
        <translation>cho người thắng chi</translation>
    </message>
    <message>
        <source>win or lose</source>
        <translation>thắng hay thua đều trả</translation>
    </message>
    <message>
        <source>unless both rows qualify</source>
        <translation>trừ khi cả hai chi đều có thưởng</translation>
    </message>
    <message>
        <source>as a difference (OFC)</source>
        <translation>theo phần chênh lệch (xếp lộ bài)</translation>
    </message>
    <message>
        <source>on top of the row point</source>
        <translation>cộng thêm vào điểm chi</translation>
    </message>
    <message>
        <source>royalties from the classic table, paid {mode}</source>
        <translation>thưởng theo bảng cổ điển, trả {mode}</translation>
    </message>
    <message>
        <source>royalties from the eastern table, paid {mode}</source>
        <translation>thưởng theo bảng phương Đông, trả {mode}</translation>
    </message>
    <message>
        <source>royalties from the ofc table, paid {mode}</source>
        <translation>thưởng theo bảng xếp lộ bài, trả {mode}</translation>
    </message>
    <message>
        <source>royalties from the custom table, paid {mode}</source>
        <translation>thưởng theo bảng tự chọn, trả {mode}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>front trips pay by rank: {paid}</source>
        <translation>sám cô chi cuối theo loại: {paid}</translation>
    </message>
    <message>
        <source>each match pays 1 a row; a scoop pays {scoop}</source>
        <translation>mỗi trận 1 điểm một chi; sập ba chi {scoop}</translation>
    </message>
    <message>
        <source>everyone antes {ante}; the best front, middle and back each take a third of the pot</source>
        <translation>mỗi người góp {ante}; chi cuối, chi giữa, chi đầu lớn nhất mỗi chi lấy một phần ba hũ</translation>
    </message>
    <message>
        <source>a 2–1 pays {two_one}; a scoop pays {scoop}</source>
        <translation>thắng 2 thua 1 được {two_one}; sập ba chi {scoop}</translation>
    </message>
    <message>
        <source>a row won with a royalty of 2 pays {units} (the row point plus the royalty)</source>
        <translation>thắng một chi có thưởng 2 được {units} (điểm chi cộng thưởng)</translation>
    </message>
    <message>
        <source>two rows won and one tied pay {units}: a tie does not cancel the scoop</source>
        <translation>thắng hai chi hòa một chi được {units}: hòa không mất sập ba chi</translation>
    </message>
    <message>
        <source>a middle equal to the back, or a front equal to the middle&apos;s top cards, is a foul</source>
        <translation>chi giữa bằng chi đầu, hoặc chi cuối bằng ba lá lớn của chi giữa, là binh lủng</translation>
    </message>
    <message>
        <source>a fouled or surrendered hand antes but cannot win a pot</source>
        <translation>bài binh lủng hay đầu hàng vẫn góp hũ nhưng không ăn hũ</translation>
    </message>
    <message>
        <source>a foul is played as it lies, with no penalty</source>
        <translation>binh lủng được so như đã xếp, không phạt</translation>
    </message>
    <message>
        <source>a foul pays {units} to each opponent plus their royalties</source>
        <translation>binh lủng trả mỗi đối thủ {units} cộng thưởng của họ</translation>
    </message>
    <message>
        <source>a foul pays {units} to each opponent</source>
        <translation>binh lủng trả mỗi đối thủ {units}</translation>
    </message>
    <message>
        <source>surrender costs {units} a player</source>
        <translation>đầu hàng mất {units} mỗi người</translation>
    </message>
    <message>
        <source>naturals collect: {values}</source>
        <translation>mậu binh ăn: {values}</translation>
    </message>
    <message>
        <source>Fantasyland: {pair} or better in front earns 14-17 by the front</source>
        <translation>Fantasyland: chi cuối {pair} trở lên được 14-17 lá tùy chi cuối</translation>
    </message>
    <message>
        <source>Fantasyland: {pair} or better in front earns {cards} cards</source>
        <translation>Fantasyland: chi cuối {pair} trở lên được {cards} lá</translation>
    </message>
    <message>
        <source>the middle is a deuce-to-seven low: the lower middle wins</source>
        <translation>chi giữa nhỏ thắng (2-7): chi giữa nhỏ hơn thắng</translation>
    </message>
</context>
<context>
    <name>SessionDialogs</name>
    <message>
        <source>The unit value must be an amount like {amount}.</source>
        <translation>Giá trị điểm phải là số tiền như {amount}.</translation>
    </message>
    <message>
        <source>The unit value must be more than 0.</source>
        <translation>Giá trị điểm phải lớn hơn 0.</translation>
    </message>
    <message>
        <source>{currency} amounts have 1 decimal at most.</source>
        <translation>Số tiền {currency} có tối đa 1 chữ số thập phân.</translation>
    </message>
    <message>
        <source>{currency} amounts have {places} decimals at most.</source>
        <translation>Số tiền {currency} có tối đa {places} chữ số thập phân.</translation>
    </message>
</context>
<context>
    <name>SessionOpener</name>
    <message>
        <source>Cannot open the session</source>
        <translation>Không mở được buổi chơi</translation>
    </message>
    <message>
        <source>Cannot create the session</source>
        <translation>Không tạo được buổi chơi</translation>
    </message>
    <message>
        <source>Import a session file</source>
        <translation>Nhập tệp buổi chơi</translation>
    </message>
    <message>
        <source>Session files (*.json);;All files (*)</source>
        <translation>Tệp buổi chơi (*.json);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>Cannot import the file</source>
        <translation>Không nhập được tệp</translation>
    </message>
</context>
<context>
    <name>SessionSettings</name>
    <message>
        <source>Unit value is now {unit} from hand {number}</source>
        <translation>Giá trị điểm nay là {unit} từ ván {number}</translation>
    </message>
    <message>
        <source>{message} — {warning}</source>
        <translation>{message} — {warning}</translation>
    </message>
    <message>
        <source>custom rules</source>
        <translation>luật tự chọn</translation>
    </message>
    <message>
        <source>Rules are now {rules}: 1 hand re-scored</source>
        <translation>Luật nay là {rules}: đã tính lại 1 ván</translation>
    </message>
    <message>
        <source>Rules are now {rules}: {count} hands re-scored</source>
        <translation>Luật nay là {rules}: đã tính lại {count} ván</translation>
    </message>
</context>
<context>
    <name>UnitValueDialog</name>
    <message>
        <source>Change unit value</source>
        <translation>Đổi giá trị điểm</translation>
    </message>
    <message>
        <source>From hand {number} on. The hands already played keep the unit they were played for (now {unit}).</source>
        <translation>Từ ván {number} trở đi. Các ván đã chơi giữ giá điểm lúc chơi (hiện là {unit}).</translation>
    </message>
    <message>
        <source>Change the unit</source>
        <translation>Đổi giá trị điểm</translation>
    </message>
    <message>
        <source>Unit value</source>
        <translation>Giá trị điểm</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Chinese Poker Scorekeeper</source>
        <translation>Sổ điểm mậu binh</translation>
    </message>
    <message>
        <source>Enter each player&apos;s front, middle and back; the scorekeeper names every row, flags fouls, scores the hand and keeps the running totals.</source>
        <translation>Nhập chi cuối, chi giữa và chi đầu của từng người; sổ điểm gọi tên từng chi, báo binh lủng, tính điểm ván và cộng dồn.</translation>
    </message>
    <message>
        <source>New session…</source>
        <translation>Buổi chơi mới…</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>Import a session file…</source>
        <translation>Nhập tệp buổi chơi…</translation>
    </message>
    <message>
        <source>Seasons: every night added up…</source>
        <translation>Mùa giải: cộng dồn mọi buổi…</translation>
    </message>
    <message>
        <source>Stored sessions</source>
        <translation>Các buổi chơi đã lưu</translation>
    </message>
    <message>
        <source>No sessions stored yet. Start one with New session, or import a session file a friend sent you.</source>
        <translation>Chưa có buổi chơi nào được lưu. Bắt đầu bằng Buổi chơi mới, hoặc nhập tệp buổi chơi bạn bè gửi.</translation>
    </message>
</context>
</TS>
