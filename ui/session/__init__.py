"""The open session as a document: undo commands, new session and its rules, session settings, the File menu."""
