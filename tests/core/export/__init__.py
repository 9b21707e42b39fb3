"""Tests of scorekeeper/out."""
