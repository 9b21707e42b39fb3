"""Scoring one deal: classic pair settlement, pool, open-face Fantasyland and criss-cross."""
