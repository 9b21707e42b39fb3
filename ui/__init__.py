"""The Chinese Poker scorekeeper desktop app (PySide6 Qt Widgets) over the pure ``scorekeeper`` core.

The core's night (store, session, scoring) is imported here, before anything imports PySide6: once
PySide6 is loaded, its import hook reads the source of every module that imports something (looking for
``PySide6`` in it), and the core's forty-odd modules, which never use Qt, would each be read at launch.
"""

import scorekeeper.night.store  # noqa: F401  (see above)
