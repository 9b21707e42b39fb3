"""The wheel's packages: every scorekeeper subpackage found, never listed by name; ui as it is, resources mapped."""

from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["scorekeeper", "scorekeeper.*"]), "ui", "ui.table", "ui.resources"])
