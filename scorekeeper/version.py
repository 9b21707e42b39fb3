"""The app's version, apart from the package's public API so any module can read it without a circle."""

__version__ = "0.1.0"
