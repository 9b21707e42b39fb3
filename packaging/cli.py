"""Entry point of the bundle's command line: the same main() as the installed scorekeeper command."""

from scorekeeper.cli import main

raise SystemExit(main())
