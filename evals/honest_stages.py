"""How a single-expert run that the checker failed went wrong, as a label that holds no task
text: a false success (an answer owed and wrong, or the phone's state wrong), or why the expert
stopped (step cap, loop, judge refused, "can't tell", ...), with whether the app the task
needs was in front at the end. ``bench_honest --stages`` counts these per set, held-out sets
included, so the failures of a set nobody reads can still point at a mechanism.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from mobilexperts.trajectory import ExpertRun

PASSED = "passed"
_STOPS = (
    ("can't tell which app", "can't tell which app"),
    ("can't tell how", "can't tell how"),
    ("can't tell", "can't tell"),
    ("step budget", "step cap"),
    ("looping", "loop"),
    ("stalled", "stalled"),
    ("infeasible", "infeasible"),
    ("stop refused", "judge refused"),
    ("aborted", "aborted"),
    ("error", "error"),
)
"""Words of a run's stop reason and the class they name; the first that fits wins."""


def stop_class(stop_reason: str) -> str:
    """The class of a failed run's stop reason (``"other"`` when none fits)."""
    reason = stop_reason.lower()
    return next((name for words, name in _STOPS if words in reason), "other")


def stage(
    *,
    success: bool,
    claimed: bool,
    stop_reason: str,
    answer_wrong: bool,
    app_in_front: bool,
) -> str:
    """The label of one run: ``passed``; ``claimed: ...`` for a false success; else
    ``stopped: <class>``; each failure says whether the task's app was in front at the end."""
    if success:
        return PASSED
    where = "task's app in front" if app_in_front else "another app in front"
    if claimed:
        what = "answer wrong or missing" if answer_wrong else "phone state wrong"
        return f"claimed: {what}, {where}"
    return f"stopped: {stop_class(stop_reason)}, {where}"


_QUOTED = re.compile(r"(?<![A-Za-z])'.*?'(?![A-Za-z])|\"[^\"]*\"")
_STRAY = re.compile(r"(?<![A-Za-z])'|'(?![A-Za-z])|\"")
_FILTER = re.compile(r"\[\?([^\]=]+)=[^\]]*\]")
_NAME = re.compile(r"\b[A-Z][\w'-]*")
_NUMBER = re.compile(r"\d+")


def template(text: str) -> str:
    """``text`` with its values blanked: quoted text (an apostrophe inside a word opens no
    quote), filter values, capitalized words and numbers; anything after a quote left open is
    cut. A reason's or a condition's shape, holding no task text."""
    text = _FILTER.sub(r"[?\1=…]", _QUOTED.sub("'…'", text))
    stray = _STRAY.search(text.replace("'…'", "   "))
    if stray:
        text = text[: stray.start()] + "…"
    return _NUMBER.sub("#", _NAME.sub("…", text))


def why(run: ExpertRun | None, missed: Iterable[tuple[str, str]], *, success: bool) -> list[str]:
    """Finer labels of a failed run, each holding no task text: the shape of its stop reason or
    judge reason, of each check it missed (a condition's path and test with values blanked, or
    "answer"), and the kinds of operations it took (each once, in the order first taken). A
    false success's labels start "claimed", so they count apart from the stopped runs'."""
    if success or run is None:
        return []
    reason = run.judgement.reason if run.done and run.judgement else run.stop_reason
    kinds = list(dict.fromkeys(step.operation.kind for step in run.steps))
    labels = [f"reason: {template(reason)[:90]}"]
    labels += [f"missed: {template(path)} {operator}" for path, operator in missed]
    labels.append("ops: " + (",".join(kinds)[:90] or "none"))
    return [f"claimed {label}" for label in labels] if run.done else labels


_WORD = re.compile(r"[\w']+")


def _words(text: str) -> set[str]:
    return set(_WORD.findall(text.lower()))


def _leaves(node: object, path: tuple[str, ...] = ()) -> Iterable[tuple[tuple[str, ...], str]]:
    """Every string in ``node`` with its path of keys (list positions as "#")."""
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _leaves(value, (*path, str(key)))
    elif isinstance(node, list):
        for value in node:
            yield from _leaves(value, (*path, "#"))
    elif isinstance(node, str):
        yield path, node


def _landed(fields: list[set[str]], state: dict, path: str) -> str:
    """Where the state holds a typed text, against the missed check's path: at that field of
    another row (or the same), at another field of the same app, in another app, or nowhere."""
    keys = [k for k in re.findall(r"[A-Za-z_]+", re.sub(r"\[[^\]]*\]", "", path))]
    app, field = (keys[0], keys[-1]) if keys else ("", "")
    places = [where for where, text in _leaves(state) if _words(text) in fields]
    if not places:
        return "state holds the typed text nowhere"
    if any(where[0] == app and where[-1] == field for where in places):
        return "state holds it in the checked field (of some row)"
    if any(where[0] == app for where in places):
        return "state holds it in another field of the app"
    return "state holds it in another app"


def value_shape(
    expected: object, typed: Iterable[str], state: dict, path: str, actual: object = None
) -> list[str]:
    """How a false success's typed text stands to a missed check's expected text, as a label
    holding no text: whether a typed field carried the expected text as written, in another
    case, exactly its words, more, fewer, some or none; and where in the final state a typed
    text is held (``actual``: the value at the checked path)."""
    if not isinstance(expected, str) or not expected.strip():
        return []
    want, fields = _words(expected), [_words(text) for text in typed if text.strip()]
    if not fields:
        return ["claimed value: nothing typed"]
    texts = [text.strip() for text in typed if text.strip()]
    if expected.strip() in texts:
        shape = "typed the expected text as written"
    elif expected.strip().casefold() in {t.casefold() for t in texts}:
        shape = "typed the expected text in another case"
    elif any(field == want for field in fields):
        shape = "typed exactly the expected words"
    elif any(field > want for field in fields):
        shape = "typed the expected words and more"
    elif any(field < want for field in fields):
        shape = "typed part of the expected words"
    elif any(field & want for field in fields):
        shape = "typed some expected words and others"
    else:
        shape = "typed none of the expected words"
    values = actual if isinstance(actual, list) else [actual]
    held = [v for v in values if isinstance(v, str) and _words(v) in fields]
    where = "the checked value holds a typed text" if held else _landed(fields, state, path)
    return [f"claimed value: {shape}; {where}"]


def stage_lines(stages_by_set: dict[str, Iterable[str]]) -> list[str]:
    """Per set, the count of each label, most frequent first."""
    lines: list[str] = []
    for name, stages in stages_by_set.items():
        counts = Counter(stages)
        lines.append(f"stages of {name} ({sum(counts.values())} tasks):")
        for label, count in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
            lines.append(f"  {label:<58} {count:>3}")
    return lines
