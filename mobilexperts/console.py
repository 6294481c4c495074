"""Printing data on the console: every string that comes from data (screens, tools, model
answers, files, phones) goes through :func:`escape` before rich renders it, so text such as
``[/bold]`` prints as itself instead of breaking the output, and control characters cannot
drive the terminal."""

from __future__ import annotations

import re

from rich.markup import escape as escape_markup

# C0 and C1 control characters except tab and newline (ESC starts terminal sequences).
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def escape(value: object) -> str:
    """``value`` as text rich prints literally: markup escaped, control characters shown as
    ``\\x1b``-style escapes."""
    text = _CONTROL.sub(lambda match: f"\\x{ord(match.group()):02x}", str(value))
    return escape_markup(text)
