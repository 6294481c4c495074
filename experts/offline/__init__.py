"""The offline policy's handlers for the expert's roles (decide, reflect); importing them
registers them."""

from experts.offline import decide, reflect

__all__ = ["decide", "reflect"]
