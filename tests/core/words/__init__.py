"""Tests of scorekeeper/say."""
