"""The restricted runtime inside the child: guards, budgets and the globals tool code runs with.

Tool code sees only the safe builtins of :mod:`sandbox.policy` and RestrictedPython's hooks:

- ``_getattr_`` allows ``dev.<verb>`` and the listed methods on str/list/dict values, and
  delegates to RestrictedPython's ``safer_getattr_raise`` (no ``format``, no ``_`` names);
- ``_getitem_`` indexes only str/list/tuple/dict/range values;
- ``_getiter_`` counts every item of every loop and comprehension against the iteration budget;
- ``_write_`` is RestrictedPython's ``full_write_guard`` (only list/dict items can be written);
- ``_print_`` collects printed text up to a cap;
- a line tracer counts executed tool lines against the line budget.

Spent budgets and refused verbs raise :class:`sandbox.budget.ToolAbort`.
"""

from __future__ import annotations

import builtins
import operator
from collections.abc import Callable, Iterable, Iterator
from types import FrameType
from typing import Any

from RestrictedPython import PrintCollector
from RestrictedPython.Guards import (
    full_write_guard,
    guarded_iter_unpack_sequence,
    guarded_unpack_sequence,
    safer_getattr_raise,
)

from sandbox.budget import Budget
from sandbox.facade import Dev
from sandbox.policy import MAX_RANGE_ITEMS, METHODS_BY_TYPE, SAFE_BUILTINS, SAFE_EXCEPTIONS
from sandbox.verbs import CALL_TOOL, VERBS

INPLACE_OPERATORS: dict[str, Callable[[Any, Any], Any]] = {
    "+=": operator.add,
    "-=": operator.sub,
    "*=": operator.mul,
    "/=": operator.truediv,
    "//=": operator.floordiv,
    "%=": operator.mod,
    "|=": operator.or_,
    "&=": operator.and_,
    "^=": operator.xor,
    ">>=": operator.rshift,
}
INDEXABLE = (str, list, tuple, dict, range)


def counted_iter(budget: Budget) -> Callable[[Iterable[Any]], Iterator[Any]]:
    """``_getiter_``: iterate ``ob``, spending one unit of the iteration budget per item."""

    def getiter(ob: Iterable[Any]) -> Iterator[Any]:
        budget.check()
        for item in iter(ob):
            budget.spend_item()
            yield item

    return getiter


def line_tracer(
    budget: Budget, scopes: list[dict[str, object]]
) -> Callable[[FrameType, str, Any], Any]:
    """A ``sys.settrace`` function counting the lines of tool frames (the tool's and the tools
    it calls), recognised by their globals being one of the run's ``scopes`` (reading
    ``f_code`` would trip the audit hook)."""

    def local(frame: FrameType, event: str, arg: Any) -> Any:
        if event == "line":
            budget.line = frame.f_lineno
            budget.spend_line()
        return local

    def global_(frame: FrameType, event: str, arg: Any) -> Any:
        if any(frame.f_globals is scope for scope in scopes):
            budget.line = frame.f_lineno
            return local
        return None

    return global_


def guarded_getattr(ob: object, name: str, *default: object) -> object:
    """``_getattr_``: verbs on the facade, listed methods on str/list/dict, nothing else."""
    if type(ob) is Dev and (name in VERBS or name == CALL_TOOL):
        return getattr(ob, name)
    if name in METHODS_BY_TYPE.get(type(ob), frozenset()):
        return safer_getattr_raise(ob, name)
    raise AttributeError(
        f"tools cannot use `.{name}` on a {type(ob).__name__} value; only dev verbs and the "
        "listed str/list/dict methods are available"
    )


def guarded_getitem(ob: object, index: object) -> object:
    """``_getitem_``: indexing and slicing of plain containers only."""
    if not isinstance(ob, INDEXABLE):
        raise TypeError(f"a {type(ob).__name__} value cannot be indexed in a tool")
    return ob[index]  # type: ignore[index]


def inplace_var(op: str, target: object, value: object) -> object:
    """``_inplacevar_``: ``x += y`` and friends, without ``**=`` or ``<<=``."""
    function = INPLACE_OPERATORS.get(op)
    if function is None:
        raise TypeError(f"`{op}` is not allowed in tools")
    return function(target, value)


def bounded_range(*args: int) -> range:
    """``range`` capped at :data:`MAX_RANGE_ITEMS` items."""
    span = range(*args)
    try:
        size = len(span)
    except OverflowError:
        size = MAX_RANGE_ITEMS + 1
    if size > MAX_RANGE_ITEMS:
        raise ValueError(f"range() is capped at {MAX_RANGE_ITEMS} items in tools")
    return span


class CappedPrintCollector(PrintCollector):
    """Collects ``print`` output of the whole run, keeping at most ``limit`` characters."""

    def __init__(self, limit: int) -> None:
        super().__init__(guarded_getattr)
        self.limit = limit
        self.size = 0
        self.truncated = False

    def write(self, text: str) -> None:
        room = self.limit - self.size
        if len(text) > room:
            self.truncated = True
            text = text[: max(room, 0)]
        self.size += len(text)
        self.txt.append(text)

    def factory(self, _getattr_: object = None) -> CappedPrintCollector:
        """``_print_``: every function call of the tool shares this collector."""
        return self


def restricted_globals(budget: Budget, printer: CappedPrintCollector) -> dict[str, object]:
    """Fresh globals for one run: safe builtins and the guarded RestrictedPython hooks."""
    safe = {name: getattr(builtins, name) for name in SAFE_BUILTINS | SAFE_EXCEPTIONS}
    safe["range"] = bounded_range
    return {
        "__builtins__": safe,
        "__name__": "tool",
        "_getattr_": guarded_getattr,
        "_getitem_": guarded_getitem,
        "_getiter_": counted_iter(budget),
        "_iter_unpack_sequence_": guarded_iter_unpack_sequence,
        "_unpack_sequence_": guarded_unpack_sequence,
        "_write_": full_write_guard,
        "_inplacevar_": inplace_var,
        "_print_": printer.factory,
    }
