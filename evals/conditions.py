"""Conditions on a phone's state JSON: a path and one test (equals, contains, matches, count).

Paths are dotted keys with list indices: ``mail.inbox[0].subject``; ``[*]`` maps over a list
(``chirp.posts[*].text`` is the list of every post's text); ``[-1]`` is the last item;
``[?key=value]`` keeps the items whose ``key`` equals ``value`` (``mail.inbox[?unread=true]``).

``contains`` is a case-insensitive substring test on text; on a list it holds when any item
contains the text (or equals a non-text value). ``matches`` is a case-insensitive regex search.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel, ConfigDict, model_validator

from mobilexperts.errors import TaskSpecError

_MISSING = object()
_TOKEN = re.compile(r"([^.\[\]]+)|\[(\*|-?\d+|\?[^\]=]+=[^\]]*)\]")
OPERATORS = (
    "equals",
    "not_equals",
    "contains",
    "not_contains",
    "matches",
    "count",
    "count_at_least",
    "exists",
)


def _parse_path(path: str) -> list[str]:
    tokens, pos = [], 0
    while pos < len(path):
        if path[pos] == ".":
            pos += 1
            continue
        match = _TOKEN.match(path, pos)
        if match is None:
            raise TaskSpecError(f"bad state path {path!r} at position {pos}")
        tokens.append(match.group(1) if match.group(1) is not None else "[" + match.group(2))
        pos = match.end()
    if not tokens:
        raise TaskSpecError("empty state path")
    return tokens


def _scalar(text: str) -> Any:
    lowered = text.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    try:
        return int(text)
    except ValueError:
        return text


def _apply(value: Any, token: str) -> tuple[Any, bool]:
    """One path token on one value: (result, whether the result is now mapped over)."""
    if token == "[*":
        if isinstance(value, list):
            return value, True
    elif token.startswith("[?"):
        if isinstance(value, list):
            key, _, wanted = token[2:].partition("=")
            return [
                i for i in value if isinstance(i, dict) and i.get(key) == _scalar(wanted)
            ], False
    elif token.startswith("["):
        index = int(token[1:])
        if isinstance(value, list) and -len(value) <= index < len(value):
            return value[index], False
    elif isinstance(value, dict) and token in value:
        return value[token], False
    return _MISSING, False


def resolve(state: dict[str, Any], path: str) -> Any:
    """The value at ``path`` in ``state``; raises KeyError when the path does not exist.

    After ``[*]`` the following tokens apply to every item and items lacking them are skipped.
    """
    value: Any = state
    mapped = False
    for token in _parse_path(path):
        if not mapped:
            value, mapped = _apply(value, token)
            if value is _MISSING:
                raise KeyError(path)
            continue
        results = []
        for item in value:
            got, _ = _apply(item, token)
            if got is not _MISSING:
                results.append(got)
        value = results
    return value


def _contains(haystack: Any, needle: Any) -> bool:
    if isinstance(haystack, str):
        return str(needle).lower() in haystack.lower()
    if isinstance(haystack, list):
        return any(
            _contains(item, needle) if isinstance(item, str) else item == needle
            for item in haystack
        )
    if isinstance(haystack, dict):
        return needle in haystack
    return False


def _matches(value: Any, pattern: str) -> bool:
    if isinstance(value, list):
        return any(_matches(item, pattern) for item in value)
    return (
        isinstance(value, str) and re.search(pattern, value, re.IGNORECASE | re.DOTALL) is not None
    )


class Condition(BaseModel):
    """One test of the state: ``{path: mail.drafts[0].to, equals: bob@example.com}``."""

    model_config = ConfigDict(extra="forbid")

    path: str
    equals: Any = None
    not_equals: Any = None
    contains: Any = None
    not_contains: Any = None
    matches: str | None = None
    count: int | None = None
    count_at_least: int | None = None
    exists: bool | None = None
    label: str = ""

    @model_validator(mode="after")
    def _one_operator(self) -> Condition:
        given = [op for op in OPERATORS if op in self.model_fields_set]
        if len(given) != 1:
            raise ValueError(
                f"condition on {self.path!r} needs exactly one of {', '.join(OPERATORS)}; "
                f"got {given or 'none'}"
            )
        _parse_path(self.path)
        if self.matches is not None:
            try:
                re.compile(self.matches)
            except re.error as exc:
                raise ValueError(f"bad regular expression {self.matches!r}: {exc}") from exc
        return self

    @property
    def operator(self) -> str:
        return next(op for op in OPERATORS if op in self.model_fields_set)

    def describe(self) -> str:
        return self.label or f"{self.path} {self.operator} {getattr(self, self.operator)!r}"

    def holds(self, state: dict[str, Any]) -> bool:
        """Whether the condition holds of ``state``; a missing path fails all but the negations."""
        op, expected = self.operator, getattr(self, self.operator)
        try:
            value = resolve(state, self.path)
        except KeyError:
            return (op == "exists" and expected is False) or op in ("not_contains", "not_equals")
        if op == "exists":
            return bool(expected)
        if op == "equals":
            return value == expected
        if op == "not_equals":
            return value != expected
        if op == "contains":
            return _contains(value, expected)
        if op == "not_contains":
            return not _contains(value, expected)
        if op == "matches":
            return _matches(value, str(expected))
        size = len(value) if isinstance(value, list | dict | str) else -1
        return size == expected if op == "count" else size >= expected
