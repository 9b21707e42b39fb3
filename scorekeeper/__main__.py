"""``python -m scorekeeper``: the command line."""

from scorekeeper.cli import main

raise SystemExit(main())
