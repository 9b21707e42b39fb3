"""Package discovery that pyproject.toml cannot express: the ui/ folder installs as ``scorekeeper_app``.

A top-level ``ui`` could collide with other installed packages, so the app's folder keeps its name in the
checkout and gets a distinct import name in the wheel; resources/ ships inside it as package data.
Every subpackage is found, so a new folder cannot be left out of the wheel. All else is in pyproject.toml.
"""

from setuptools import find_packages, setup

APP = "scorekeeper_app"

setup(
    packages=[
        *find_packages(include=["scorekeeper", "scorekeeper.*"]),
        APP,
        *(f"{APP}.{name}" for name in find_packages("ui")),
        f"{APP}.resources",
    ],
    package_dir={APP: "ui", f"{APP}.resources": "resources"},
)
