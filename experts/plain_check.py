"""The Verify half of Observe-Verify-Act where the effect is plain in the screen tree, so no
reflect model call is needed: text typed (not submitted) now shows in an input field that did
not hold it, a tapped switch flipped its state. Anything else (a tapped row, a button, a
submitted search) is reflected on as before: whether it was the right step is not plain."""

from __future__ import annotations

from experts.schemas import Reflection
from mobilexperts.operations import Operation, Tap, Text
from mobilexperts.perception.context import ElementContext
from mobilexperts.perception.screen import Screen


def _spaced(text: str) -> str:
    return " ".join(text.split()).casefold()


def _holding(screen: Screen, typed: str) -> bool:
    return any(e.editable and typed in _spaced(e.text) for e in screen.elements)


def _typed(op: Text, before: Screen, after: Screen) -> str:
    typed = _spaced(op.content)
    if not typed or op.submit or _holding(before, typed) or not _holding(after, typed):
        return ""
    return f"the field shows the typed {op.content!r}"


def _flipped(target: ElementContext, before: Screen, after: Screen) -> str:
    if after.package != before.package:
        return ""
    same = [
        e
        for e in map(ElementContext.of, after.elements)
        if e.checkable and e.id == target.id and e.bounds == target.bounds
    ]
    if len(same) == 1 and same[0].checked != target.checked:
        return f"{target.label or target.id} is now {'on' if same[0].checked else 'off'}"
    return ""


def plain_effect(
    op: Operation, target: ElementContext | None, before: Screen, after: Screen
) -> Reflection | None:
    """A ``correct`` verdict when ``op``'s effect is plain from ``before`` to ``after``."""
    effect = ""
    if isinstance(op, Text):
        effect = _typed(op, before, after)
    elif isinstance(op, Tap) and target is not None:
        effect = _flipped(target, before, after) if target.checkable else ""
    if not effect:
        return None
    return Reflection(verdict="correct", reason="plain on the screen", effect=effect)
