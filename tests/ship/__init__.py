"""Tests of what ships: the wheel, the bundle, the setup script, the launch contract, the benchmarks."""
