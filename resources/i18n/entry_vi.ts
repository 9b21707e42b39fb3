<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name>Correction</name>
    <message>
        <source>Score the hand</source>
        <translation>Tính điểm ván này</translation>
    </message>
    <message>
        <source>Save correction</source>
        <translation>Lưu sửa đổi</translation>
    </message>
    <message>
        <source>&lt;b&gt;Correcting hand {number}&lt;/b&gt; · dealt by {dealer}. Change what was wrong, then save the correction (Ctrl+Enter); Esc cancels.</source>
        <translation>&lt;b&gt;Đang sửa ván {number}&lt;/b&gt; · {dealer} chia bài. Sửa chỗ sai rồi lưu lại (Ctrl+Enter); Esc để hủy.</translation>
    </message>
    <message>
        <source>Hand {number} is unchanged</source>
        <translation>Ván {number} không thay đổi</translation>
    </message>
    <message>
        <source>Hand {number} corrected</source>
        <translation>Đã sửa ván {number}</translation>
    </message>
    <message>
        <source>&amp;Save correction</source>
        <translation>&amp;Lưu sửa đổi</translation>
    </message>
    <message>
        <source>&amp;Score the hand</source>
        <translation>&amp;Tính điểm ván này</translation>
    </message>
</context>
<context>
    <name>CorrectionBanner</name>
    <message>
        <source>Correcting a hand</source>
        <translation>Đang sửa một ván</translation>
    </message>
</context>
<context>
    <name>EntryBody</name>
    <message>
        <source>Click a card to put it in the row being filled, drag it onto any row, or type cards like AsKd7c or 10h. Click a placed card to take it back.</source>
        <translation>Bấm một lá để đặt vào chi đang điền, kéo nó sang chi bất kỳ, hoặc gõ bài như AsKd7c hay 10h. Bấm lá đã đặt để lấy lại.</translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <source>Score the hand</source>
        <translation>Tính điểm ván này</translation>
    </message>
    <message>
        <source>Score this hand and add it to the session (Ctrl+Enter)</source>
        <translation>Tính điểm ván này và ghi vào buổi chơi (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Every hand is in: score it with Ctrl+Enter.</source>
        <translation>Đã nhập đủ bài mọi người: bấm Ctrl+Enter để tính điểm.</translation>
    </message>
    <message>
        <source>Type or pick each hand&apos;s front, middle and back. A full row moves on by itself (a Tab straight after stays put); Tab or Enter moves on from a row not yet full.</source>
        <translation>Gõ hoặc chọn chi cuối, chi giữa và chi đầu của mỗi tay bài. Chi đủ bài thì tự chuyển sang chi sau (bấm Tab ngay sau đó thì đứng yên); chi chưa đủ thì bấm Tab hoặc Enter để chuyển.</translation>
    </message>
    <message>
        <source>Type or pick each player&apos;s front, middle and back. A full row moves on by itself (a Tab straight after stays put); Tab or Enter moves on from a row not yet full.</source>
        <translation>Gõ hoặc chọn chi cuối, chi giữa và chi đầu của từng người chơi. Chi đủ bài thì tự chuyển sang chi sau (bấm Tab ngay sau đó thì đứng yên); chi chưa đủ thì bấm Tab hoặc Enter để chuyển.</translation>
    </message>
    <message>
        <source>{player} ({missing})</source>
        <translation>{player} ({missing})</translation>
    </message>
    <message>
        <source>Waiting for {players}</source>
        <translation>Đang chờ {players}</translation>
    </message>
</context>
<context>
    <name>NaturalChoice</name>
    <message>
        <source>No natural</source>
        <translation>Không báo mậu binh</translation>
    </message>
    <message>
        <source>Declare {natural}</source>
        <translation>Báo {natural}</translation>
    </message>
</context>
<context>
    <name>PlayerEntry</name>
    <message>
        <source>{player} · hand {number}</source>
        <translation>{player} · tay {number}</translation>
    </message>
    <message>
        <source>Pineapple: the cards this player threw away (RULES C1); they count against the one deck, and may be left empty</source>
        <translation>Pineapple: những lá người này bỏ đi (luật C1); chúng vẫn tính trong bộ bài, có thể để trống</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Đầu hàng</translation>
    </message>
    <message>
        <source>The player folds before the reveal and pays the surrender fee (Ctrl+Shift+S)</source>
        <translation>Người chơi bỏ trước khi lật bài và trả phí đầu hàng (Ctrl+Shift+S)</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Gợi ý</translation>
    </message>
    <message>
        <source>Surrender (both hands)</source>
        <translation>Đầu hàng (cả hai tay)</translation>
    </message>
    <message>
        <source>{player} surrenders the hand: both of {player}&apos;s hands</source>
        <translation>{player} đầu hàng ván này: cả hai tay của {player}</translation>
    </message>
    <message>
        <source>{player} surrenders</source>
        <translation>{player} đầu hàng</translation>
    </message>
    <message>
        <source>quick entry has no cards</source>
        <translation>nhập nhanh không có bài</translation>
    </message>
    <message>
        <source>{card} is in two places</source>
        <translation>{card} nằm ở hai chỗ</translation>
    </message>
    <message>
        <source>a card used twice on the table</source>
        <translation>một lá bị dùng hai lần trên bàn</translation>
    </message>
    <message>
        <source>a place for the {rows}</source>
        <translation>còn thiếu thứ hạng cho {rows}</translation>
    </message>
    <message>
        <source>rows to set</source>
        <translation>cần xếp lại các chi</translation>
    </message>
    <message>
        <source>discards to fix: 4 cards, or none</source>
        <translation>cần sửa bài bỏ: 4 lá, hoặc để trống</translation>
    </message>
    <message>
        <source>the 13 cards of {player}&apos;s hand {number}</source>
        <translation>13 lá của tay {number} của {player}</translation>
    </message>
    <message>
        <source>{player}&apos;s 13 cards</source>
        <translation>13 lá của {player}</translation>
    </message>
</context>
<context>
    <name>PlayerHeader</name>
    <message>
        <source>Dealer</source>
        <translation>Người chia</translation>
    </message>
    <message>
        <source>Fantasyland</source>
        <translation>Fantasyland</translation>
    </message>
    <message>
        <source>Fantasyland · {count} cards</source>
        <translation>Fantasyland · {count} lá</translation>
    </message>
    <message>
        <source>This player plays this hand in Fantasyland</source>
        <translation>Người này chơi ván này trong Fantasyland</translation>
    </message>
    <message>
        <source>No cards yet</source>
        <translation>Chưa có bài</translation>
    </message>
    <message>
        <source>{player}&apos;s hand: {status}</source>
        <translation>Bài của {player}: {status}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>trống</translation>
    </message>
</context>
<context>
    <name>PlayerStatus</name>
    <message>
        <source>{count} more card</source>
        <translation>thiếu {count} lá</translation>
    </message>
    <message>
        <source>{count} more cards</source>
        <translation>thiếu {count} lá</translation>
    </message>
    <message>
        <source>{count} card too many</source>
        <translation>thừa {count} lá</translation>
    </message>
    <message>
        <source>{count} cards too many</source>
        <translation>thừa {count} lá</translation>
    </message>
    <message>
        <source>a card to fix</source>
        <translation>có lá cần sửa</translation>
    </message>
    <message>
        <source>Suggest sets {cards}, typed into any rows in any order, in their best setting. Not now: {blocker}.</source>
        <translation>Gợi ý sẽ xếp {cards} (gõ vào chi nào, theo thứ tự nào cũng được) theo cách xếp tốt nhất. Chưa được: {blocker}.</translation>
    </message>
    <message>
        <source>Put {cards} in their best setting (Ctrl+G); Ctrl+Z puts them back as they were</source>
        <translation>Xếp {cards} theo cách tốt nhất (Ctrl+G); Ctrl+Z để trả lại như cũ</translation>
    </message>
    <message>
        <source>Needs {missing}</source>
        <translation>{missing}</translation>
    </message>
    <message>
        <source>Surrenders</source>
        <translation>Đầu hàng</translation>
    </message>
    <message>
        <source>Declares {natural}</source>
        <translation>Báo {natural}</translation>
    </message>
    <message>
        <source>The cards make {natural}: declare it below or at Score</source>
        <translation>Bài này là {natural}: báo ở dưới hoặc khi tính điểm</translation>
    </message>
    <message>
        <source>Foul</source>
        <translation>Binh lủng</translation>
    </message>
    <message>
        <source>Ready ✓</source>
        <translation>Xong ✓</translation>
    </message>
    <message>
        <source>Mis-set, played as it lies: {reason}</source>
        <translation>Xếp sai, chơi nguyên như vậy: {reason}</translation>
    </message>
    <message>
        <source>Foul: {reason}</source>
        <translation>Binh lủng: {reason}</translation>
    </message>
    <message>
        <source>13 cards in: set the rows, or Suggest (Ctrl+G)</source>
        <translation>Đủ 13 lá: xếp các chi, hoặc bấm Gợi ý (Ctrl+G)</translation>
    </message>
    <message>
        <source>Suggested ✓ {worth}</source>
        <translation>Đã xếp theo gợi ý ✓ {worth}</translation>
    </message>
    <message>
        <source>Suggested setting, {why}</source>
        <translation>Cách xếp gợi ý, {why}</translation>
    </message>
</context>
<context>
    <name>QuickEntry</name>
    <message>
        <source>Place (1 = best)</source>
        <translation>Hạng (1 = lớn nhất)</translation>
    </message>
    <message>
        <source>Royalty</source>
        <translation>Thưởng</translation>
    </message>
    <message>
        <source>{row} place</source>
        <translation>hạng {row}</translation>
    </message>
    <message>
        <source>Where this player&apos;s {row} finished at the table: 1 is the best; equal places tie</source>
        <translation>{row} của người này xếp thứ mấy trên bàn: 1 là lớn nhất; cùng hạng là hòa</translation>
    </message>
    <message>
        <source>{row} royalty</source>
        <translation>thưởng {row}</translation>
    </message>
    <message>
        <source>Fouled</source>
        <translation>Binh lủng</translation>
    </message>
    <message>
        <source>The hand was mis-set: it pays the foul penalty and its royalties are void</source>
        <translation>Bài xếp sai: trả phạt binh lủng và mất thưởng</translation>
    </message>
</context>
<context>
    <name>RowEntry</name>
    <message>
        <source>Click a card to take it back, or drag it onto another row</source>
        <translation>Bấm một lá để lấy lại, hoặc kéo nó sang chi khác</translation>
    </message>
    <message>
        <source>type or pick {count} cards</source>
        <translation>gõ hoặc chọn {count} lá</translation>
    </message>
    <message>
        <source>the 4 cards thrown away, if you like</source>
        <translation>4 lá đã bỏ, nếu muốn</translation>
    </message>
    <message>
        <source>{row} cards</source>
        <translation>bài {row}</translation>
    </message>
    <message>
        <source>{text} is not a card: {why}</source>
        <translation>{text} không phải là lá bài: {why}</translation>
    </message>
    <message>
        <source>{card} is twice in this row</source>
        <translation>{card} có hai lần trong chi này</translation>
    </message>
    <message>
        <source>{card} is also in {place}</source>
        <translation>{card} cũng có trong {place}</translation>
    </message>
    <message>
        <source>{count} card too many: at most {size} are discarded</source>
        <translation>thừa {count} lá: bỏ tối đa {size} lá</translation>
    </message>
    <message>
        <source>{count} cards too many: at most {size} are discarded</source>
        <translation>thừa {count} lá: bỏ tối đa {size} lá</translation>
    </message>
    <message>
        <source>{count} card too many: the {row} holds {size}</source>
        <translation>thừa {count} lá: {row} chỉ có {size} lá</translation>
    </message>
    <message>
        <source>{count} cards too many: the {row} holds {size}</source>
        <translation>thừa {count} lá: {row} chỉ có {size} lá</translation>
    </message>
    <message>
        <source>… and its suit (s h d c)</source>
        <translation>… và chất của nó (s h d c)</translation>
    </message>
    <message>
        <source>{count} discarded</source>
        <translation>đã bỏ {count} lá</translation>
    </message>
    <message>
        <source>{count} more card</source>
        <translation>thiếu {count} lá</translation>
    </message>
    <message>
        <source>{count} more cards</source>
        <translation>thiếu {count} lá</translation>
    </message>
    <message>
        <source>{hand} · royalty {units}</source>
        <translation>{hand} · thưởng {units}</translation>
    </message>
</context>
<context>
    <name>RowWords</name>
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
        <source>Discards</source>
        <translation>Bài bỏ</translation>
    </message>
    <message>
        <source>front</source>
        <translation>chi cuối</translation>
    </message>
    <message>
        <source>middle</source>
        <translation>chi giữa</translation>
    </message>
    <message>
        <source>back</source>
        <translation>chi đầu</translation>
    </message>
    <message>
        <source>discards</source>
        <translation>bài bỏ</translation>
    </message>
    <message>
        <source>{player}&apos;s {row}</source>
        <translation>{row} của {player}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>ScoreChecks</name>
    <message>
        <source>A natural</source>
        <translation>Mậu binh</translation>
    </message>
    <message>
        <source>{player}&apos;s cards make {natural}: declare it?</source>
        <translation>Bài của {player} là {natural}: báo không?</translation>
    </message>
    <message>
        <source>The same cards again</source>
        <translation>Lại đúng những lá này</translation>
    </message>
    <message>
        <source>Every player holds the same cards as in hand {number}: was this hand entered twice? Score it anyway?</source>
        <translation>Bài của mọi người giống hệt ván {number}: ván này bị nhập hai lần chăng? Vẫn tính điểm chứ?</translation>
    </message>
</context>
<context>
    <name>Suggestions</name>
    <message>
        <source>worth {units} units per opponent</source>
        <translation>khoảng {units} điểm mỗi đối thủ</translation>
    </message>
    <message>
        <source>worth {units} units against each opponent on average. {why}</source>
        <translation>trung bình {units} điểm với mỗi đối thủ. {why}</translation>
    </message>
    <message>
        <source>Su&amp;ggest {player}&apos;s setting</source>
        <translation>&amp;Gợi ý cách xếp cho {player}</translation>
    </message>
    <message>
        <source>Su&amp;ggest a setting</source>
        <translation>&amp;Gợi ý cách xếp</translation>
    </message>
    <message>
        <source>No suggestion for {player} yet: {blocker}</source>
        <translation>Chưa gợi ý được cho {player}: {blocker}</translation>
    </message>
    <message>
        <source>{player}: {error}</source>
        <translation>{player}: {error}</translation>
    </message>
    <message>
        <source>{player}&apos;s rows are already the best setting, {why}</source>
        <translation>Các chi của {player} đã là cách xếp tốt nhất, {why}</translation>
    </message>
    <message>
        <source>Suggest {player}&apos;s setting</source>
        <translation>Gợi ý cách xếp cho {player}</translation>
    </message>
    <message>
        <source>{player}&apos;s suggested setting is {why}</source>
        <translation>Cách xếp gợi ý cho {player}: {why}</translation>
    </message>
</context>
</TS>
