<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name>CardButton</name>
    <message>
        <source>In {place}</source>
        <translation>Ở {place}</translation>
    </message>
    <message>
        <source>Puts the card in the row being filled</source>
        <translation>Đặt lá này vào chi đang điền</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>Card picker</source>
        <translation>Bảng chọn bài</translation>
    </message>
    <message>
        <source>The 52 cards: pick one to put it in the row being filled</source>
        <translation>52 lá bài: chọn một lá để đặt vào chi đang điền</translation>
    </message>
    <message>
        <source>{card} — in {place}</source>
        <translation>{card} — ở {place}</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <source>two</source>
        <translation>hai</translation>
    </message>
    <message>
        <source>three</source>
        <translation>ba</translation>
    </message>
    <message>
        <source>four</source>
        <translation>bốn</translation>
    </message>
    <message>
        <source>five</source>
        <translation>năm</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sáu</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>bảy</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>tám</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>chín</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>mười</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>bồi</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>đầm</translation>
    </message>
    <message>
        <source>king</source>
        <translation>già</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>xì</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>bích</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cơ</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>rô</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>chuồn</translation>
    </message>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>trống</translation>
    </message>
    <message>
        <source>{player}, {row}: {said}</source>
        <translation>{player}, {row}: {said}</translation>
    </message>
    <message>
        <source>{row}: {said}</source>
        <translation>{row}: {said}</translation>
    </message>
</context>
</TS>
