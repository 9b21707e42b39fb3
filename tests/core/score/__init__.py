"""Tests of scorekeeper/score."""
