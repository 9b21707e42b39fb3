"""Tests of scorekeeper."""
