"""The verbs of the ``dev`` facade: their parameters and one validator shared by every layer.

The lint checks calls statically against these specs, the facade validates in the child before
anything crosses the pipe, and the host validates again on receipt (the child is untrusted).

Selectors are keyword-only: ``id=`` (a full resource-id or its short name after ``:id/``),
``text=`` (the element's text or label), ``desc=`` (content-desc); ``index=`` picks the n-th
match in reading order (0 first); ``near=`` (text of an anchor element) picks the match closest
to that anchor, or, alone, the actionable element closest to it.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

MAX_SELECTOR_CHARS = 300
CALL_TOOL = "run_tool"
"""``dev.run_tool('name', param=value)`` runs another verified tool, named by a literal string
so admission can check the calls form a DAG; it runs in the same process under the caller's
budget and returns the callee's value. Not a verb: nothing crosses the pipe for it."""
MAX_TEXT_CHARS = 2000
DIRECTIONS = ("up", "down", "left", "right")


class VerbUsageError(ValueError):
    """A verb call with a wrong name, argument or value; the message says how to call it."""


@dataclass(frozen=True)
class Param:
    """One verb parameter: its accepted type, bounds and whether it may be positional."""

    name: str
    kind: type
    required: bool = False
    positional: bool = False
    low: float | None = None
    high: float | None = None
    choices: tuple[str, ...] = ()
    max_chars: int = MAX_SELECTOR_CHARS


SELECTOR = (
    Param("id", str),
    Param("text", str),
    Param("desc", str),
    Param("near", str),
    Param("index", int, low=0, high=50),
)
SELECTOR_KEYS = frozenset(p.name for p in SELECTOR)
ANCHOR_KEYS = ("id", "text", "desc", "near")


@dataclass(frozen=True)
class VerbSpec:
    """A verb: its own parameters, whether it takes a selector, and what it returns."""

    name: str
    params: tuple[Param, ...] = ()
    selector: str = "none"  # "none", "optional" or "required"
    returns: str = "None"
    summary: str = ""

    @property
    def all_params(self) -> tuple[Param, ...]:
        return self.params + (SELECTOR if self.selector != "none" else ())

    def usage(self) -> str:
        parts = [p.name for p in self.params if p.positional and p.required]
        parts += [f"{p.name}=..." for p in self.params if not (p.positional and p.required)]
        if self.selector != "none":
            parts.append("id=/text=/desc= [index=, near=]")
        return f"dev.{self.name}({', '.join(parts)})"


VERBS: dict[str, VerbSpec] = {
    spec.name: spec
    for spec in (
        VerbSpec("tap", selector="required", summary="tap the element"),
        VerbSpec(
            "long_press",
            (Param("seconds", float, low=0.1, high=5.0),),
            selector="required",
            summary="press and hold the element",
        ),
        VerbSpec(
            "type",
            (
                Param("value", str, required=True, positional=True, max_chars=MAX_TEXT_CHARS),
                Param("clear", bool),
            ),
            selector="optional",
            summary="type text into the focused field (tap the selected field first if given)",
        ),
        VerbSpec(
            "swipe",
            (Param("direction", str, required=True, positional=True, choices=DIRECTIONS),),
            selector="optional",
            summary="swipe the screen (or the selected element) in a direction",
        ),
        VerbSpec(
            "scroll_to",
            (
                Param("direction", str, choices=DIRECTIONS),
                Param("max_swipes", int, low=1, high=30),
            ),
            selector="required",
            summary="swipe until the element is on screen",
        ),
        VerbSpec("back", summary="press Back"),
        VerbSpec("home", summary="press Home"),
        VerbSpec("enter", summary="press Enter"),
        VerbSpec(
            "wait",
            (Param("seconds", float, required=True, positional=True, low=0.0, high=10.0),),
            summary="wait a number of seconds",
        ),
        VerbSpec(
            "wait_for",
            (Param("timeout", float, low=0.0, high=30.0),),
            selector="required",
            summary="wait until the element appears",
        ),
        VerbSpec("exists", selector="required", returns="bool", summary="is the element shown?"),
        VerbSpec(
            "read_text",
            (Param("part", int, low=0, high=10),),
            selector="required",
            returns="str",
            summary="the element's text (``part=``: one part of a row's folded label)",
        ),
        VerbSpec(
            "launch",
            (Param("app", str, required=True, positional=True),),
            summary="open an app by name or package",
        ),
    )
}


def check_value(verb: str, param: Param, value: object) -> object:
    """Check one argument value against its parameter; return it (ints widened for floats)."""
    where = f"dev.{verb}({param.name}=...)"
    if param.kind is float and type(value) is int:
        value = float(value)
    if type(value) is not param.kind:
        raise VerbUsageError(
            f"{where} takes a {param.kind.__name__}, got {type(value).__name__}; "
            f"pass a {param.kind.__name__} value"
        )
    if isinstance(value, float) and not math.isfinite(value):
        raise VerbUsageError(f"{where} must be a finite number")
    if isinstance(value, str):
        if len(value) > param.max_chars:
            raise VerbUsageError(f"{where} is longer than {param.max_chars} characters")
        if param.choices and value not in param.choices:
            raise VerbUsageError(f"{where} must be one of {', '.join(param.choices)}")
    if isinstance(value, int | float) and (
        (param.low is not None and value < param.low)
        or (param.high is not None and value > param.high)
    ):
        raise VerbUsageError(f"{where} must be between {param.low:g} and {param.high:g}")
    return value


def validate_call(verb: str, args: tuple | list, kwargs: dict) -> dict[str, object]:
    """Check a verb call and return its arguments by name; raise :class:`VerbUsageError`."""
    spec = VERBS.get(verb)
    if spec is None:
        raise VerbUsageError(f"dev has no verb {verb!r}; the verbs are {', '.join(VERBS)}")
    positional = [p for p in spec.params if p.positional]
    if len(args) > len(positional):
        raise VerbUsageError(
            f"{spec.usage()} takes at most {len(positional)} positional argument(s); "
            "pass selectors and options as keywords"
        )
    named = {p.name: p for p in spec.all_params}
    values: dict[str, object] = {}
    for param, value in zip(positional, args, strict=False):
        values[param.name] = value
    for key, value in kwargs.items():
        if key not in named:
            raise VerbUsageError(
                f"dev.{verb}() has no parameter {key!r}; call it as {spec.usage()}"
            )
        if key in values:
            raise VerbUsageError(f"dev.{verb}() got {key!r} twice")
        values[key] = value
    for param in spec.all_params:
        if param.name in values:
            values[param.name] = check_value(verb, param, values[param.name])
        elif param.required:
            raise VerbUsageError(f"dev.{verb}() needs {param.name!r}; call it as {spec.usage()}")
    has_anchor = any(key in values for key in ANCHOR_KEYS)
    if spec.selector == "required" and not has_anchor:
        raise VerbUsageError(
            f"dev.{verb}() needs a selector: pass id=, text= or desc= (or near=); "
            f"call it as {spec.usage()}"
        )
    if "index" in values and not has_anchor:
        raise VerbUsageError(f"dev.{verb}(index=...) needs id=, text=, desc= or near= as well")
    return values


def describe_call(verb: str, values: dict[str, object]) -> str:
    """A call as tool code writes it, e.g. ``dev.tap(text='Post')``."""
    return f"dev.{verb}({', '.join(f'{k}={v!r}' for k, v in values.items())})"
