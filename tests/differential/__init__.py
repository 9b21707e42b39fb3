"""The real core against the reference scorer (tests/reference) over random deals and rule sets (issue 31)."""
