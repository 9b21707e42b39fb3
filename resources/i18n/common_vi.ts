<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name>Dates</name>
    <message>
        <source>dd MMM yyyy</source>
        <translation>dd/MM/yyyy</translation>
    </message>
    <message>
        <source>dd MMMM yyyy</source>
        <translation>&apos;ngày&apos; d &apos;tháng&apos; M &apos;năm&apos; yyyy</translation>
    </message>
</context>
<context>
    <name>SettleUp</name>
    <message>
        <source>{session} — settle-up</source>
        <translation>{session} — thanh toán</translation>
    </message>
    <message>
        <source>Everyone is square: nobody pays anybody.</source>
        <translation>Mọi người hòa: không ai phải trả ai.</translation>
    </message>
    <message>
        <source>Nobody is up or down.</source>
        <translation>Không ai thắng cũng không ai thua.</translation>
    </message>
    <message>
        <source>One payment settles everything.</source>
        <translation>Một khoản trả là xong hết.</translation>
    </message>
    <message>
        <source>{count} payments settle everything: the largest debtor pays the largest creditor first.</source>
        <translation>{count} khoản trả là xong hết: người nợ nhiều nhất trả người được nhiều nhất trước.</translation>
    </message>
</context>
<context>
    <name>Welcome</name>
    <message>
        <source>1 hand</source>
        <translation>1 ván</translation>
    </message>
    <message>
        <source>{count} hands</source>
        <translation>{count} ván</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>Enter places, royalties and fouls instead of cards</source>
        <translation>Nhập thứ hạng, thưởng và binh lủng thay cho quân bài</translation>
    </message>
    <message>
        <source>Quick entry is not available in criss-cross: each player plays two boards, so enter both hands&apos; cards</source>
        <translation>Chơi chéo không nhập nhanh được: mỗi người chơi hai tay bài, hãy nhập bài của cả hai tay</translation>
    </message>
    <message>
        <source>&amp;Last hand</source>
        <translation>Ván &amp;trước</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Lịch sử</translation>
    </message>
    <message>
        <source>&amp;Chart</source>
        <translation>&amp;Biểu đồ</translation>
    </message>
    <message>
        <source>&amp;Statistics</source>
        <translation>&amp;Thống kê</translation>
    </message>
    <message>
        <source>&amp;New session…</source>
        <translation>Buổi chơi &amp;mới…</translation>
    </message>
    <message>
        <source>Set up a new game</source>
        <translation>Bắt đầu một buổi chơi mới</translation>
    </message>
    <message>
        <source>&amp;Open session…</source>
        <translation>&amp;Mở buổi chơi…</translation>
    </message>
    <message>
        <source>Open a stored session</source>
        <translation>Mở một buổi chơi đã lưu</translation>
    </message>
    <message>
        <source>&amp;Import session file…</source>
        <translation>&amp;Nhập tệp buổi chơi…</translation>
    </message>
    <message>
        <source>Import a session file (JSON)</source>
        <translation>Nhập một tệp buổi chơi (JSON)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>T&amp;hoát</translation>
    </message>
    <message>
        <source>&amp;Rename session…</source>
        <translation>Đổi &amp;tên buổi chơi…</translation>
    </message>
    <message>
        <source>Give this session another name</source>
        <translation>Đặt tên khác cho buổi chơi này</translation>
    </message>
    <message>
        <source>&amp;Delete session</source>
        <translation>&amp;Xóa buổi chơi</translation>
    </message>
    <message>
        <source>Remove this session from the list (it can be undone)</source>
        <translation>Bỏ buổi chơi này khỏi danh sách (có thể hoàn tác)</translation>
    </message>
    <message>
        <source>&amp;Undo delete session</source>
        <translation>&amp;Hoàn tác xóa buổi chơi</translation>
    </message>
    <message>
        <source>Bring back the session just deleted</source>
        <translation>Lấy lại buổi chơi vừa xóa</translation>
    </message>
    <message>
        <source>Excel &amp;workbook (.xlsx)…</source>
        <translation>Bảng tính Excel (.xlsx)(&amp;W)…</translation>
    </message>
    <message>
        <source>Export an Excel workbook</source>
        <translation>Xuất bảng tính Excel</translation>
    </message>
    <message>
        <source>&amp;CSV of every hand (.csv)…</source>
        <translation>&amp;CSV từng ván (.csv)…</translation>
    </message>
    <message>
        <source>Export every hand as CSV</source>
        <translation>Xuất từng ván ra CSV</translation>
    </message>
    <message>
        <source>&amp;Session file (.json)…</source>
        <translation>Tệp buổi &amp;chơi (.json)…</translation>
    </message>
    <message>
        <source>Export a session file</source>
        <translation>Xuất tệp buổi chơi</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Làm lại</translation>
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
        <source>&amp;Score the hand</source>
        <translation>&amp;Tính điểm ván này</translation>
    </message>
    <message>
        <source>Score the hand and add it to the session (Ctrl+Enter)</source>
        <translation>Tính điểm ván này và thêm vào buổi chơi (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Su&amp;ggest a setting</source>
        <translation>&amp;Gợi ý cách xếp</translation>
    </message>
    <message>
        <source>Put the player&apos;s 13 cards, typed into any rows, in their best setting (Ctrl+Z undoes it)</source>
        <translation>Xếp 13 quân bài của người chơi, nhập ở chi nào cũng được, theo cách tốt nhất (Ctrl+Z để hoàn tác)</translation>
    </message>
    <message>
        <source>&amp;Quick entry</source>
        <translation>Nhập &amp;nhanh</translation>
    </message>
    <message>
        <source>&amp;Clear the hand</source>
        <translation>Xóa &amp;bài ván này</translation>
    </message>
    <message>
        <source>Empty every row to start this hand again</source>
        <translation>Xóa mọi chi để nhập lại ván này</translation>
    </message>
    <message>
        <source>Su&amp;rrender</source>
        <translation>Đầu &amp;hàng</translation>
    </message>
    <message>
        <source>The player being entered surrenders (press again to take it back)</source>
        <translation>Người chơi đang nhập đầu hàng (bấm lần nữa để rút lại)</translation>
    </message>
    <message>
        <source>C&amp;orrect the selected hand…</source>
        <translation>Sửa ván đã &amp;chọn…</translation>
    </message>
    <message>
        <source>Take the hand selected in History back into the entry to correct it</source>
        <translation>Đưa ván đang chọn trong Lịch sử về ô nhập để sửa</translation>
    </message>
    <message>
        <source>Correct hand…</source>
        <translation>Sửa ván…</translation>
    </message>
    <message>
        <source>&amp;Delete the selected hand</source>
        <translation>&amp;Xóa ván đã chọn</translation>
    </message>
    <message>
        <source>Delete the hand selected in History (Ctrl+Z brings it back)</source>
        <translation>Xóa ván đang chọn trong Lịch sử (Ctrl+Z để lấy lại)</translation>
    </message>
    <message>
        <source>Delete hand</source>
        <translation>Xóa ván</translation>
    </message>
    <message>
        <source>Cancel the correction</source>
        <translation>Hủy sửa</translation>
    </message>
    <message>
        <source>Leave the hand as it was and go back to the next hand</source>
        <translation>Giữ nguyên ván đó và quay lại ván kế tiếp</translation>
    </message>
    <message>
        <source>&amp;Table mode</source>
        <translation>Chế độ &amp;bàn chơi</translation>
    </message>
    <message>
        <source>Every player enters their own hand on their phone (same Wi-Fi), all at once</source>
        <translation>Mỗi người tự nhập bài của mình trên điện thoại (cùng Wi-Fi), cùng lúc</translation>
    </message>
    <message>
        <source>&amp;Settle up…</source>
        <translation>&amp;Thanh toán…</translation>
    </message>
    <message>
        <source>Who pays whom, in the fewest payments</source>
        <translation>Ai trả ai, với ít lần trả nhất</translation>
    </message>
    <message>
        <source>Change &amp;unit value…</source>
        <translation>Đổi giá trị &amp;điểm…</translation>
    </message>
    <message>
        <source>A new unit value for the next hands (the hands played keep theirs)</source>
        <translation>Giá trị điểm mới cho các ván sau (các ván đã chơi giữ giá cũ)</translation>
    </message>
    <message>
        <source>Change &amp;rules…</source>
        <translation>Đổi &amp;luật…</translation>
    </message>
    <message>
        <source>Play under other rules and re-score every hand (Ctrl+Z undoes it)</source>
        <translation>Chơi theo luật khác và tính lại mọi ván (Ctrl+Z để hoàn tác)</translation>
    </message>
    <message>
        <source>&amp;How to score</source>
        <translation>&amp;Cách tính điểm</translation>
    </message>
    <message>
        <source>The rules of this session in plain words</source>
        <translation>Luật của buổi chơi này bằng lời dễ hiểu</translation>
    </message>
    <message>
        <source>&amp;About Chinese Poker Scorekeeper</source>
        <translation>&amp;Giới thiệu Sổ điểm mậu binh</translation>
    </message>
    <message>
        <source>Show &amp;best settings</source>
        <translation>Hiện cách xếp tốt &amp;nhất</translation>
    </message>
    <message>
        <source>After each hand, what every player&apos;s best setting of the same cards would have scored</source>
        <translation>Sau mỗi ván, cách xếp tốt nhất cùng những quân bài đó của mỗi người sẽ được bao nhiêu điểm</translation>
    </message>
    <message>
        <source>Best settings</source>
        <translation>Cách xếp tốt nhất</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Bộ bài &amp;bốn màu</translation>
    </message>
    <message>
        <source>Diamonds blue and clubs green</source>
        <translation>Rô màu xanh dương, chuồn màu xanh lá</translation>
    </message>
    <message>
        <source>S&amp;easons…</source>
        <translation>&amp;Mùa giải…</translation>
    </message>
    <message>
        <source>The group&apos;s nights added up</source>
        <translation>Cộng dồn mọi buổi chơi của nhóm</translation>
    </message>
</context>
</TS>
