"""``python -m scorekeeper_app`` starts the desktop app."""

import sys

from .app import main

sys.exit(main())
