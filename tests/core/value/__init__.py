"""Tests of scorekeeper/value."""
