"""What every part of the app shares, below them all: settings, locale text, plain text, resources, actions."""
