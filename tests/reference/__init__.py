"""A deliberately naive scorer written from RULES.md alone, to check the real core against (issue 31).

It reads the public JSON forms (FORMAT.md's hand file, the rule options ``scorekeeper rules PRESET``
prints) and brute-forces every hand from its cards, with no tables, sharing no code with ``scorekeeper``:

    cards       A1: cards read from text, the one-deck rule
    hands       A2-A6, D2: five-card rows, fronts, the wheel, deuce-to-seven middles, fouls
    royalties   B6, C3: the royalty tables and custom tables
    naturals    B7: which naturals a hand shows, and two naturals of one type compared
    entries     the hand file read into players (cards, quick entries, surrenders, naturals, boards)
    classic     B2-B9: one pair settled, and a table of pairs
    pool        B8: pool betting
    open_face   C2-C5: OFC and pineapple, Fantasyland
    criss_cross D1
    deal        one deal scored, whatever the game
    night       E: a night's hands, edits, undo, standings, money, settle-up, statistics
    season      a season's standings, head-to-head and records, from the hands alone
"""
