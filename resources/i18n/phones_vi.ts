<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name>ScreenCard</name>
    <message>
        <source>Table screen</source>
        <translation>Màn hình bàn</translation>
    </message>
    <message>
        <source>The table screen&apos;s code</source>
        <translation>Mã của màn hình bàn</translation>
    </message>
    <message>
        <source>Open this on a TV or tablet everyone can see (same Wi-Fi): the standings, the last showdown and who is ready, never a card before the hand is scored</source>
        <translation>Mở trên tivi hoặc máy tính bảng mọi người cùng thấy (cùng Wi-Fi): bảng xếp hạng, ván lật bài gần nhất và ai đã sẵn sàng; không bao giờ hiện lá bài nào trước khi ván được tính điểm</translation>
    </message>
    <message>
        <source>Show the table screen&apos;s code, for a TV or tablet to join</source>
        <translation>Hiện mã của màn hình bàn để tivi hoặc máy tính bảng tham gia</translation>
    </message>
    <message>
        <source>Hide code</source>
        <translation>Ẩn mã</translation>
    </message>
    <message>
        <source>Show code</source>
        <translation>Hiện mã</translation>
    </message>
    <message>
        <source>no screen yet</source>
        <translation>chưa có màn hình</translation>
    </message>
    <message>
        <source>on</source>
        <translation>đã bật</translation>
    </message>
    <message>
        <source>{count} screens on</source>
        <translation>{count} màn hình đã bật</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>Open this on the player&apos;s phone (same Wi-Fi): the code above holds it too</source>
        <translation>Mở liên kết này trên điện thoại của người chơi (cùng Wi-Fi): mã ở trên cũng chứa nó</translation>
    </message>
    <message>
        <source>Enter at the laptop</source>
        <translation>Nhập trên máy tính</translation>
    </message>
    <message>
        <source>{player} has no phone: type their hand in the entry as usual</source>
        <translation>{player} không có điện thoại: nhập bài của họ như bình thường</translation>
    </message>
    <message>
        <source>Show {player}&apos;s code, for a phone to join</source>
        <translation>Hiện mã của {player} để điện thoại vào bàn</translation>
    </message>
    <message>
        <source>Hide code</source>
        <translation>Ẩn mã</translation>
    </message>
    <message>
        <source>Show code</source>
        <translation>Hiện mã</translation>
    </message>
    <message>
        <source>at the laptop</source>
        <translation>nhập trên máy tính</translation>
    </message>
    <message>
        <source>{count} devices on this seat</source>
        <translation>{count} thiết bị ở chỗ này</translation>
    </message>
    <message>
        <source> · phone on</source>
        <translation> · điện thoại đã kết nối</translation>
    </message>
    <message>
        <source> · no phone yet</source>
        <translation> · chưa có điện thoại</translation>
    </message>
</context>
<context>
    <name>Showdown</name>
    <message>
        <source>{first} v {second} · {result}</source>
        <translation>{first} đấu {second} · {result}</translation>
    </message>
    <message>
        <source>even</source>
        <translation>hòa</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Quỹ chung</translation>
    </message>
    <message>
        <source>surrendered</source>
        <translation>đã đầu hàng</translation>
    </message>
    <message>
        <source>natural: {natural}</source>
        <translation>tới trắng: {natural}</translation>
    </message>
    <message>
        <source>royalties {rows}</source>
        <translation>điểm thưởng {rows}</translation>
    </message>
    <message>
        <source>{row} {units}</source>
        <translation>{row} {units}</translation>
    </message>
    <message>
        <source>Fantasyland next hand</source>
        <translation>Ván sau vào Fantasyland</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>TableMode</name>
    <message>
        <source>Table mode needs an open session</source>
        <translation>Chế độ bàn chơi cần một buổi chơi đang mở</translation>
    </message>
    <message>
        <source>Table mode is not for criss-cross: each player sets two hands, so enter them at the laptop</source>
        <translation>Chế độ bàn chơi không dùng cho criss-cross: mỗi người xếp hai tay bài, hãy nhập trên máy tính</translation>
    </message>
    <message>
        <source>Table mode cannot start: {problem}</source>
        <translation>Không bật được chế độ bàn chơi: {problem}</translation>
    </message>
    <message>
        <source>Table mode: each player scans their own code</source>
        <translation>Chế độ bàn chơi: mỗi người quét mã của mình</translation>
    </message>
    <message>
        <source>Hand {number}: {ready} ready, {setting} setting, {waiting} waiting · phones on the same Wi-Fi open their seat&apos;s code</source>
        <translation>Ván {number}: {ready} xong, {setting} đang xếp, {waiting} đang chờ · điện thoại cùng Wi-Fi mở mã của chỗ ngồi mình</translation>
    </message>
    <message>
        <source>{player} (phone: {status})</source>
        <translation>{player} (điện thoại: {status})</translation>
    </message>
    <message>
        <source>{player} ({missing})</source>
        <translation>{player} ({missing})</translation>
    </message>
    <message>
        <source>Waiting for {players}</source>
        <translation>Đang chờ {players}</translation>
    </message>
    <message>
        <source>{players} set a card another seat set too: their phones ask them to check</source>
        <translation>{players} xếp một lá mà chỗ khác cũng xếp: điện thoại của họ nhắc họ kiểm tra</translation>
    </message>
</context>
<context>
    <name>TableNotes</name>
    <message>
        <source>{player}&apos;s hand is being entered at the laptop</source>
        <translation>Bài của {player} đang được nhập trên máy tính</translation>
    </message>
    <message>
        <source>the hand is being scored: no more changes</source>
        <translation>ván đang được tính điểm: không sửa được nữa</translation>
    </message>
    <message>
        <source>hand {number} was dealt again at the laptop: set it afresh</source>
        <translation>ván {number} đã được chia lại trên máy tính: hãy xếp lại từ đầu</translation>
    </message>
    <message>
        <source>hand {old} is over: this is hand {number}</source>
        <translation>ván {old} đã xong: đây là ván {number}</translation>
    </message>
    <message>
        <source>not ready yet: the 13 cards are not all set</source>
        <translation>chưa xong được: 13 lá chưa xếp hết</translation>
    </message>
    <message>
        <source>too many messages: slow down</source>
        <translation>gửi quá nhiều: chậm lại chút</translation>
    </message>
    <message>
        <source>there is no hand {number} to show</source>
        <translation>không có ván {number} để hiện</translation>
    </message>
</context>
<context>
    <name>TablePanel</name>
    <message>
        <source>waiting</source>
        <translation>đang chờ</translation>
    </message>
    <message>
        <source>setting…</source>
        <translation>đang xếp…</translation>
    </message>
    <message>
        <source>ready ✓</source>
        <translation>xong ✓</translation>
    </message>
    <message>
        <source>Score as soon as everyone is ready</source>
        <translation>Tính điểm ngay khi mọi người xong</translation>
    </message>
    <message>
        <source>{count} request refused; last: {why}</source>
        <translation>đã từ chối {count} yêu cầu; lần cuối: {why}</translation>
    </message>
    <message>
        <source>{count} requests refused; last: {why}</source>
        <translation>đã từ chối {count} yêu cầu; lần cuối: {why}</translation>
    </message>
</context>
<context>
    <name>faces</name>
    <message>
        <source>you</source>
        <translation>bạn</translation>
    </message>
    <message>
        <source>Surrendered</source>
        <translation>Đầu hàng</translation>
    </message>
    <message>
        <source>Foul: {reason}</source>
        <translation>Binh lủng: {reason}</translation>
    </message>
    <message>
        <source>F</source>
        <translation>C</translation>
    </message>
    <message>
        <source>M</source>
        <translation>G</translation>
    </message>
    <message>
        <source>B</source>
        <translation>Đ</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Chi cuối</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Chi giữa</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Lùi</translation>
    </message>
</context>
<context>
    <name>screen</name>
    <message>
        <source>waiting</source>
        <translation>đang chờ</translation>
    </message>
    <message>
        <source>setting…</source>
        <translation>đang xếp…</translation>
    </message>
    <message>
        <source>ready ✓</source>
        <translation>sẵn sàng ✓</translation>
    </message>
    <message>
        <source>at the laptop</source>
        <translation>nhập trên máy tính</translation>
    </message>
    <message>
        <source>no phone yet</source>
        <translation>chưa có điện thoại</translation>
    </message>
    <message>
        <source>Table screen</source>
        <translation>Màn hình bàn</translation>
    </message>
    <message>
        <source>{session} · table screen</source>
        <translation>{session} · màn hình bàn</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Ván {number}</translation>
    </message>
    <message>
        <source>Last hand: hand {number}</source>
        <translation>Ván vừa rồi: ván {number}</translation>
    </message>
    <message>
        <source>Dealer: {player}</source>
        <translation>Người chia: {player}</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>Thanh toán</translation>
    </message>
    <message>
        <source>Chinese Poker · table screen</source>
        <translation>Mậu binh · màn hình bàn</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>đang kết nối…</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Ván này</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Xếp hạng</translation>
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
        <source>No hand scored yet.</source>
        <translation>Chưa có ván nào được tính điểm.</translation>
    </message>
    <message>
        <source>Every pair</source>
        <translation>Từng cặp</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>đã kết nối</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>đang kết nối lại…</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Chinese Poker · your hand</source>
        <translation>Mậu binh · bài của bạn</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>đang kết nối…</translation>
    </message>
    <message>
        <source>Front</source>
        <translation>Chi cuối</translation>
    </message>
    <message>
        <source>Middle</source>
        <translation>Chi giữa</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Chi đầu</translation>
    </message>
    <message>
        <source>or type cards, e.g. As Kd 7c</source>
        <translation>hoặc gõ bài, vd. As Kd 7c</translation>
    </message>
    <message>
        <source>Type cards into the row</source>
        <translation>Gõ bài vào chi</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Thêm</translation>
    </message>
    <message>
        <source>The 52 cards</source>
        <translation>52 lá bài</translation>
    </message>
    <message>
        <source>The night</source>
        <translation>Buổi chơi</translation>
    </message>
    <message>
        <source>Your results</source>
        <translation>Kết quả của bạn</translation>
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
        <source>Hands</source>
        <translation>Các ván</translation>
    </message>
    <message>
        <source>Back to your hand</source>
        <translation>Về bài của bạn</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Your hand is being entered at the laptop.</source>
        <translation>Bài của bạn đang được nhập trên máy tính.</translation>
    </message>
    <message>
        <source>You surrender this hand.</source>
        <translation>Bạn đầu hàng ván này.</translation>
    </message>
    <message>
        <source>Foul: {reason}</source>
        <translation>Binh lủng: {reason}</translation>
    </message>
    <message>
        <source>Ready ✓ Waiting for the others; you can still change your mind.</source>
        <translation>Xong ✓ Đang chờ người khác; bạn vẫn có thể đổi ý.</translation>
    </message>
    <message>
        <source>All 13 set: press Ready.</source>
        <translation>Đã xếp đủ 13 lá: bấm Xong.</translation>
    </message>
    <message>
        <source>{count} more card to set.</source>
        <translation>Còn {count} lá chưa xếp.</translation>
    </message>
    <message>
        <source>{count} more cards to set.</source>
        <translation>Còn {count} lá chưa xếp.</translation>
    </message>
    <message>
        <source>The laptop is not reached: it checks your cards when it is back.</source>
        <translation>Không kết nối được máy tính: máy sẽ kiểm tra bài của bạn khi kết nối lại.</translation>
    </message>
    <message>
        <source>{player} · hand {number}</source>
        <translation>{player} · ván {number}</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Bài của bạn</translation>
    </message>
    <message>
        <source>F</source>
        <translation>C</translation>
    </message>
    <message>
        <source>M</source>
        <translation>G</translation>
    </message>
    <message>
        <source>B</source>
        <translation>Đ</translation>
    </message>
    <message>
        <source>Declared: {natural}</source>
        <translation>Đã báo: {natural}</translation>
    </message>
    <message>
        <source>Declare {natural}</source>
        <translation>Báo {natural}</translation>
    </message>
    <message>
        <source>Surrendered (undo)</source>
        <translation>Đã đầu hàng (hủy)</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Đầu hàng</translation>
    </message>
    <message>
        <source>Ready ✓ (tap to change)</source>
        <translation>Xong ✓ (chạm để sửa)</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Xong</translation>
    </message>
    <message>
        <source>Hand {number} was dealt again at the laptop: set it afresh.</source>
        <translation>Ván {number} đã được chia lại trên máy tính: hãy xếp lại từ đầu.</translation>
    </message>
    <message>
        <source>Hand {old} is scored (you {units}). Set hand {number}.</source>
        <translation>Ván {old} đã tính điểm (bạn {units}). Xếp ván {number}.</translation>
    </message>
    <message>
        <source>Hand {old} is scored. Set hand {number}.</source>
        <translation>Ván {old} đã tính điểm. Xếp ván {number}.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>bạn</translation>
    </message>
    <message>
        <source>The laptop is not reached: try again when it is back.</source>
        <translation>Không kết nối được máy tính: hãy thử lại khi kết nối lại.</translation>
    </message>
    <message>
        <source>An earlier hand: the latest is hand {number}.</source>
        <translation>Một ván trước: ván mới nhất là ván {number}.</translation>
    </message>
    <message>
        <source>A hand from the night&apos;s history.</source>
        <translation>Một ván trong lịch sử buổi chơi.</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Ván {number}</translation>
    </message>
    <message>
        <source>Hand {number} · you {units} · {money}</source>
        <translation>Ván {number} · bạn {units} · {money}</translation>
    </message>
    <message>
        <source>Hand {number} · you {units}</source>
        <translation>Ván {number} · bạn {units}</translation>
    </message>
    <message>
        <source>you {units}</source>
        <translation>bạn {units}</translation>
    </message>
    <message>
        <source>Dealer: {player}</source>
        <translation>Người chia: {player}</translation>
    </message>
    <message>
        <source>Back to the night</source>
        <translation>Về buổi chơi</translation>
    </message>
    <message>
        <source>Set hand {number}</source>
        <translation>Xếp ván {number}</translation>
    </message>
    <message>
        <source>1 hand played</source>
        <translation>Đã chơi 1 ván</translation>
    </message>
    <message>
        <source>{count} hands played</source>
        <translation>Đã chơi {count} ván</translation>
    </message>
    <message>
        <source>No hand scored yet.</source>
        <translation>Chưa có ván nào được tính điểm.</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>Thanh toán</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>đã kết nối</translation>
    </message>
    <message>
        <source>reconnecting…</source>
        <translation>đang kết nối lại…</translation>
    </message>
</context>
</TS>
