"""The window around everything: the main window, its actions and menus, preferences, shipped resources."""
