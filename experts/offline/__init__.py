"""The offline policy: a deterministic, rule-based stand-in for a model that answers the
expert's roles (decide, reflect); importing it registers the handlers."""

from experts.offline import decide, reflect

__all__ = ["decide", "reflect"]
