"""Tests of scorekeeper/read."""
