"""``python -m scorekeeper_app`` starts the desktop app."""

import sys

from scorekeeper_app.app import main

sys.exit(main())
