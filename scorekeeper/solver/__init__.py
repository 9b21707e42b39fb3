"""The solver beside the pipeline: best settings of 13 cards and reviews of a hand as set."""
