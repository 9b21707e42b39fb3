<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi">
<context>
    <name>App</name>
    <message>
        <source>The session store is in use</source>
        <translation>Kho buổi chơi đang được dùng</translation>
    </message>
    <message>
        <source>The session store cannot be opened</source>
        <translation>Không mở được kho buổi chơi</translation>
    </message>
    <message>
        <source>{reason}

Start a fresh store? The old file is kept beside it.</source>
        <translation>{reason}

Tạo kho mới? Tệp cũ vẫn được giữ bên cạnh.</translation>
    </message>
    <message>
        <source>The session store is read-only</source>
        <translation>Kho buổi chơi chỉ đọc được</translation>
    </message>
    <message>
        <source>The session store {path} is opened read-only, because {reason}: you can look at every session, but nothing you change will be saved.</source>
        <translation>Kho buổi chơi {path} được mở chỉ để đọc, vì {reason}: bạn xem được mọi buổi chơi, nhưng không thay đổi nào được lưu.</translation>
    </message>
    <message>
        <source>{first} (and {count} more)</source>
        <translation>{first} (và {count} buổi khác)</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Ngôn ngữ</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Theo hệ thống ({language})</translation>
    </message>
    <message>
        <source>Restart now to read the app in {language}?</source>
        <translation>Khởi động lại ngay để dùng ứng dụng bằng {language}?</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Khởi động lại</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Để &amp;sau</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Chinese Poker Scorekeeper</source>
        <translation>Sổ điểm mậu binh</translation>
    </message>
    <message>
        <source>The last session could not be opened: {reason}</source>
        <translation>Không mở được buổi chơi lần trước: {reason}</translation>
    </message>
    <message>
        <source>Hand {number} deleted: Ctrl+Z brings it back</source>
        <translation>Đã xóa ván {number}: Ctrl+Z để lấy lại</translation>
    </message>
    <message>
        <source>The session could not be changed</source>
        <translation>Không thay đổi được buổi chơi</translation>
    </message>
    <message>
        <source>{session} — {app}</source>
        <translation>{session} — {app}</translation>
    </message>
    <message>
        <source>custom rules</source>
        <translation>luật tự chọn</translation>
    </message>
    <message>
        <source>Hand {number} · {dealer} deals · unit {unit} · {rules}</source>
        <translation>Ván {number} · {dealer} chia bài · điểm {unit} · {rules}</translation>
    </message>
    <message>
        <source>Undone: {step} (Ctrl+Shift+Z redoes it)</source>
        <translation>Đã hoàn tác: {step} (Ctrl+Shift+Z để làm lại)</translation>
    </message>
    <message>
        <source>Redone: {step} (Ctrl+Z undoes it again)</source>
        <translation>Đã làm lại: {step} (Ctrl+Z để hoàn tác lại)</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Tệp</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Sửa</translation>
    </message>
    <message>
        <source>H&amp;and</source>
        <translation>&amp;Ván</translation>
    </message>
    <message>
        <source>&amp;Session</source>
        <translation>&amp;Buổi chơi</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Thanh công cụ chính</translation>
    </message>
</context>
</TS>
