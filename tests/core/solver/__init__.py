"""Tests of scorekeeper/solver."""
