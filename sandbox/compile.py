"""RestrictedPython compilation of tool source: the second gate, run in the parent (to report
errors before any process starts) and again in the child (which only ever runs code it compiled
itself)."""

from __future__ import annotations

from functools import lru_cache
from types import CodeType

from RestrictedPython import compile_restricted_exec

from sandbox.errors import ToolCompileError

TOOL_FILENAME = "<tool>"


@lru_cache(maxsize=256)
def compile_tool(source: str) -> CodeType:
    """Compile ``source`` under RestrictedPython's policy; raise :class:`ToolCompileError`.

    The policy rewrites attribute reads to ``_getattr_``, item reads to ``_getitem_``, writes to
    ``_write_``, loops and unpacking to ``_getiter_``, ``x += y`` to ``_inplacevar_`` and
    ``print`` to ``_print_``; :mod:`sandbox.runtime` supplies the guarded versions.
    """
    result = compile_restricted_exec(source, filename=TOOL_FILENAME)
    if result.errors or result.code is None:
        raise ToolCompileError(list(result.errors) or ["RestrictedPython produced no code"])
    return result.code
