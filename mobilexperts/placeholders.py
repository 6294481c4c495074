"""Filling ``{name}`` placeholders in text that comes from files (task instructions, condition
values): names only. No attribute or index access, conversion or format spec is evaluated, so
a template cannot walk objects (``{x.__class__}``) or ask for a gigabyte of padding
(``{x:>900000000}``); ``{{`` and ``}}`` stand for literal braces."""

from __future__ import annotations

import re
from collections.abc import Mapping

from mobilexperts.errors import MobilexpertsError

_TOKEN = re.compile(r"\{\{|\}\}|\{([^{}]*)\}|[{}]")
_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


class PlaceholderError(MobilexpertsError):
    """A template holds something other than ``{name}`` placeholders, or a name has no value."""


def fill(template: str, values: Mapping[str, object]) -> str:
    """``template`` with each ``{name}`` replaced by ``str(values[name])``."""

    def replace(match: re.Match[str]) -> str:
        token = match.group()
        if token in ("{{", "}}"):
            return token[0]
        name = match.group(1)
        if name is None:
            raise PlaceholderError(
                f"a lone {token!r} in {_excerpt(template)}; write {token * 2} for a brace"
            )
        if _NAME.fullmatch(name) is None:
            raise PlaceholderError(
                f"{{{_excerpt(name)}}} is not a placeholder: only {{name}} is allowed, without "
                "attributes, indexes or format specs"
            )
        if name not in values:
            raise PlaceholderError(f"no value for the placeholder {{{name}}}")
        return str(values[name])

    return _TOKEN.sub(replace, template)


def _excerpt(text: str, limit: int = 40) -> str:
    return repr(text if len(text) <= limit else text[:limit] + "...")
