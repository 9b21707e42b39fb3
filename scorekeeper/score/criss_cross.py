"""Criss-cross (RULES D1): two players, two hands each, settled pair by pair as in classic."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from scorekeeper.game import ROWS
from scorekeeper.read.deal import Deal
from scorekeeper.rules import RuleSet
from scorekeeper.score.classic import read_entry, score_pair
from scorekeeper.score.results import DealResult, PairResult, PlayerResult


def score_criss_cross(deal: Deal, rules: RuleSet) -> DealResult:
    """Two players, two boards each; seat 1 v 3 and 2 v 4 (``across``) or every board v both (``all``)."""
    first, second = deal.players
    boards = {}
    for entry in deal.players:
        if entry.surrender:
            boards[entry.name] = [read_entry(entry, rules), read_entry(entry, rules)]
        else:
            boards[entry.name] = [replace(read_entry(entry, rules, board), hand=i + 1)
                                  for i, board in enumerate(entry.boards)]
    matches = [(0, 0), (1, 1)] if rules.criss_cross_pairing == "across" else [(0, 0), (0, 1), (1, 0), (1, 1)]
    units = {first.name: Fraction(0), second.name: Fraction(0)}
    pairs = []
    for i, j in matches:
        a, b = boards[first.name][i], boards[second.name][j]
        pair = score_pair(a, b, rules)
        units[first.name] += pair.units
        units[second.name] -= pair.units
        pairs.append(PairResult((first.name, second.name), pair.rows, pair.units, pair.reasons, (i + 1, j + 1),
                                pair.played_out))
    players = {}
    for entry in deal.players:
        own = boards[entry.name]
        players[entry.name] = PlayerResult(
            entry.name, surrendered=entry.surrender, fouled=any(b.fouled for b in own),
            royalties={row: sum((b.royalties[row] for b in own), Fraction(0)) for row in ROWS},
            boards=tuple(own) if not entry.surrender else ())
    return DealResult(units, players, tuple(pairs))
