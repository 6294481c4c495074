"""Checking the arguments a caller passes to a tool against its typed parameters."""

from __future__ import annotations

import math

from sandbox.errors import ToolArgumentError
from sandbox.lint import ToolSignature

SCALARS = {"str": (str,), "int": (int,), "float": (int, float), "bool": (bool,)}
MAX_LIST_ITEMS = 1000
MAX_STR_CHARS = 10_000
MAX_INT = 2**63


def _scalar_fits(kinds: tuple[type, ...], value: object) -> bool:
    if type(value) not in kinds:
        return False
    if isinstance(value, str):
        return len(value) <= MAX_STR_CHARS
    if isinstance(value, float):
        return math.isfinite(value)
    return not isinstance(value, int) or abs(value) < MAX_INT


def _fits(kind: str, value: object) -> bool:
    if kind == "list":
        return (
            type(value) is list
            and len(value) <= MAX_LIST_ITEMS
            and all(_scalar_fits((str, int, float, bool), item) for item in value)
        )
    return _scalar_fits(SCALARS[kind], value)


def check_args(signature: ToolSignature, args: dict[str, object]) -> None:
    """Raise :class:`ToolArgumentError` naming every missing, unknown or mistyped argument."""
    params = {p.name: p for p in signature.params}
    problems = [f"unknown argument {name!r}" for name in args if name not in params]
    for param in signature.params:
        if param.name not in args:
            if param.required:
                problems.append(f"missing argument {param.name!r} ({param.type})")
        elif not _fits(param.type, args[param.name]):
            got = type(args[param.name]).__name__
            problems.append(
                f"argument {param.name!r} must be a {param.type} (strings up to "
                f"{MAX_STR_CHARS} characters, lists up to {MAX_LIST_ITEMS} items), got {got}"
            )
    if problems:
        usage = ", ".join(f"{p.name}: {p.type}" for p in signature.params) or "no arguments"
        raise ToolArgumentError(f"tool {signature.name!r} takes ({usage}): {'; '.join(problems)}")
