"""A night at the table: the session and its hands, the store, settle-up, statistics, session files."""
