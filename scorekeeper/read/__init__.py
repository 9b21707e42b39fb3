"""Reading what the table enters: cards, a deal (frozen, hashable) and the hand file that holds it."""
