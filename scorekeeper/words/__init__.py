"""The game's words: structured results rendered in the chosen language (one place for every sentence)."""
