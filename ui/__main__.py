"""``python -m ui`` starts the desktop app."""

import sys

from ui.app import main

sys.exit(main())
