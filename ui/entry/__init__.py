"""Entering a hand: every player's rows, quick entry, Suggest, the checks asked at Score, corrections."""
