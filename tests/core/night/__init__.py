"""Tests of scorekeeper/night."""
