"""mobilexperts: a team of expert agents that operates Android phones."""

__version__ = "0.1.0"
