"""mobilexperts: a team of expert agents that operates Android phones.

``Agent``, ``AgentOptions``, ``Result`` and ``StepEvent`` (the Python API, :mod:`mobilexperts.api`)
are imported on first use, so ``import mobilexperts`` stays light.
"""

from __future__ import annotations

from typing import Any

__version__ = "0.1.0"
__all__ = ["Agent", "AgentOptions", "Result", "StepEvent", "__version__"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from mobilexperts import api

        return getattr(api, name)
    raise AttributeError(f"module 'mobilexperts' has no attribute {name!r}")
