"""Table mode: every player enters their own hand on their phone, served by the app on the local network."""
