"""The Chinese Poker scorekeeper desktop app (PySide6 Qt Widgets) over the pure ``scorekeeper`` core."""
