"""Entry point of the desktop bundle: the same main() as the chinese-poker-scorekeeper command."""

from scorekeeper_app.app import main

raise SystemExit(main())
