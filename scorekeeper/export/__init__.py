"""Out of the app: the session as an Excel workbook or a CSV file (the session file is in ``night``)."""
