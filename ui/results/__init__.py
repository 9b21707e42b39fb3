"""What the hands came to: the last hand's result, standings, history, reviews, charts, stats, settle-up, help."""
