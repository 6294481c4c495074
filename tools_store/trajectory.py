"""From an expert run to synthesis contexts: the runs of steps over fixed UI within one app, and
the facts a synthesizer needs about each step (target element, its list row, elements like it,
the values the request gave).

A segment is a maximal run of consecutive steps in one app, optionally opened by the
``open_app`` step that entered it. It ends where the screen chain breaks (a step did not start
where the previous one ended), at an operation that is no UI action (use_tool, home, stop), or
at a tap on an element no selector can name.
"""

from __future__ import annotations

from typing import Any

from experts.expert import ExpertRun, StepLog
from experts.offline.goal import parse_goal
from mobilexperts.perception import Screen, UIElement, perceive_observation
from mobilexperts.perception.select import LABEL_SEPARATOR
from tools_store.recording import SnapshotRecorder

SKIPPED = frozenset({"think", "read"})
UI_KINDS = frozenset({"tap", "long_press", "text", "swipe", "back", "wait", "open_app"})
MAX_ALTERNATIVES = 12
MAX_END_TEXTS = 80


def _targetable(step: StepLog) -> bool:
    if step.operation.get("kind") not in ("tap", "long_press"):
        return True
    target = step.target or {}
    return bool(target.get("id") or target.get("label") or target.get("text") or target.get("desc"))


def opening_app(step: StepLog, following: StepLog | None, apps: list[str]) -> str:
    """The app a tap on a launcher icon opened (the icon's label is an installed app's and the
    next step is in another package), or ``""``."""
    label = ((step.target or {}).get("label") or "").strip()
    if step.operation.get("kind") != "tap" or following is None:
        return ""
    named = {app.casefold(): app for app in apps}
    opened = following.package != step.package
    return named.get(label.casefold(), "") if opened else ""


def as_open_app(steps: list[StepLog], apps: list[str]) -> list[StepLog]:
    """``steps`` with taps on launcher icons written as the ``open_app`` they amount to."""
    out = []
    for step, following in zip(steps, [*steps[1:], None], strict=True):
        app = opening_app(step, following, apps)
        if app:
            step = step.model_copy(
                update={
                    "operation": {"kind": "open_app", "app": app},
                    "operation_text": f"open_app {app}",
                    "target": None,
                }
            )
        out.append(step)
    return out


def segments(
    run: ExpertRun, min_actions: int = 2, apps: list[str] | None = None
) -> list[list[StepLog]]:
    """The runs of steps a tool can be compiled from, each with at least ``min_actions``."""
    found: list[list[StepLog]] = []
    current: list[StepLog] = []

    def flush() -> None:
        actions = [s for s in current if s.operation.get("kind") != "open_app"]
        if actions and len(current) >= min_actions:
            found.append(list(current))
        current.clear()

    for step in as_open_app(run.steps, list(apps or [])):
        kind = step.operation.get("kind")
        if kind in SKIPPED:
            continue
        if kind == "open_app":
            flush()
            current.append(step)
            continue
        if current and (
            step.signature != current[-1].signature_after
            or any(s.package != step.package for s in current if s.operation["kind"] != "open_app")
        ):
            flush()
        if kind not in UI_KINDS or not _targetable(step):
            flush()
            continue
        current.append(step)
    flush()
    return found


def request_values(instruction: str, apps: list[str]) -> list[dict[str, str]]:
    """The values a request gives, each with the slot it fills (message, subject, title, to,
    query, a field's noun such as ``name``; ``item`` for listed items, ``text`` for other
    quoted text, ``name`` for names)."""
    goal = parse_goal(instruction)
    app_words = {w.casefold() for app in apps for w in app.split()}
    found: list[tuple[str, str]] = [*goal.values.items(), *goal.fields.items()]
    found += [("item", item) for item in goal.items]
    found += [("to", email) for email in goal.emails]
    found += [("text", quoted) for quoted in goal.quoted]
    for name in goal.names:
        name = name.removesuffix("'s").removesuffix("\u2019s")
        if not {w.casefold() for w in name.split()} <= app_words:
            found.append(("name", name))
    seen: set[str] = set()
    out = []
    for slot, value in found:
        if value and value.casefold() not in seen:
            seen.add(value.casefold())
            out.append({"slot": slot, "value": value})
    return out


def _norm(text: str) -> str:
    return " ".join(text.split()).casefold()


def _parts(el: UIElement) -> list[str]:
    label = el.label or el.text or el.desc
    return [part.strip() for part in label.split(LABEL_SEPARATOR)] if label else []


def _inside(inner: UIElement, outer: UIElement) -> bool:
    a, b = inner.bounds, outer.bounds
    return b.x1 <= a.x1 and b.y1 <= a.y1 and a.x2 <= b.x2 and a.y2 <= b.y2


def _row(el: UIElement, screen: Screen) -> UIElement | None:
    """The list row holding ``el`` (``el`` itself when it is one): the smallest list element
    around it whose label folds several texts."""
    rows = [
        other
        for other in screen.elements
        if other.in_list and LABEL_SEPARATOR in other.label and _inside(el, other)
    ]
    return min(rows, key=lambda row: row.bounds.area) if rows else None


def _alike(a: UIElement, b: UIElement) -> bool:
    same_kind = a.cls == b.cls and a.in_list == b.in_list
    return same_kind and (a.resource_id == b.resource_id if a.resource_id else b.in_list)


def _target_facts(el: UIElement, screen: Screen, screens: list[Screen]) -> dict[str, Any]:
    same_id = [o for o in screen.elements if el.resource_id and o.resource_id == el.resource_id]
    row = _row(el, screen)
    like = row or el
    alternatives: list[list[str]] = []
    for other_screen in [] if el.editable else screens:
        for other in other_screen.elements:
            parts = _parts(other)
            if _alike(other, like) and other.label != like.label and parts not in alternatives:
                alternatives.append(parts)
    caption = _norm(el.label or el.text)
    same_caption = [o for o in screen.elements if caption and _norm(o.label or o.text) == caption]
    return {
        "label": el.label,
        "text": el.text,
        "desc": el.desc,
        "id": el.resource_id,
        "cls": el.cls.rpartition(".")[2],
        "in_list": el.in_list,
        "editable": el.editable,
        "parts": _parts(el),
        "id_count": len(same_id),
        "id_position": next((i for i, o in enumerate(same_id) if o.index == el.index), 0),
        "caption_count": len(same_caption),
        "row_parts": _parts(row) if row is not None else [],
        "alternatives": alternatives[:MAX_ALTERNATIVES],
    }


def _logged_target(target: dict[str, Any]) -> dict[str, Any]:
    """Target facts from the step log alone (no recorded screen)."""
    label = target.get("label") or ""
    return {
        "label": label,
        "text": target.get("text", ""),
        "desc": target.get("desc", ""),
        "id": target.get("id", ""),
        "cls": target.get("cls", ""),
        "in_list": bool(target.get("in_list")),
        "editable": bool(target.get("editable")),
        "parts": [p.strip() for p in label.split(LABEL_SEPARATOR)] if label else [],
        "id_count": 1 if target.get("id") and not target.get("in_list") else 0,
        "id_position": 0,
        "caption_count": 1,
        "row_parts": [],
        "alternatives": [],
    }


def _screen_facts(screen: Screen | None, step: StepLog, after: bool) -> dict[str, Any]:
    if screen is None:
        return {
            "package": step.package,
            "activity": step.activity if not after else "",
            "signature": step.signature_after if after else step.signature,
            "texts": [],
        }
    texts = [
        el.text or el.label or el.desc
        for el in screen.elements
        if el.window != "keyboard" and not el.editable
    ]
    return {
        "package": screen.package,
        "activity": screen.activity,
        "signature": screen.signature,
        "texts": [t for t in texts if t][:MAX_END_TEXTS],
    }


class SegmentScreens:
    """The perceived screens before and after each step of a segment, where recorded."""

    def __init__(self, segment: list[StepLog], recorder: SnapshotRecorder | None) -> None:
        self.before: dict[int, Screen] = {}
        self.after: dict[int, Screen] = {}
        for step in segment:
            if recorder is None:
                continue
            if step.step in recorder.before:
                self.before[step.step] = perceive_observation(recorder.before[step.step])
            if step.step in recorder.after:
                self.after[step.step] = perceive_observation(recorder.after[step.step])


def synthesis_context(
    run: ExpertRun, segment: list[StepLog], screens: SegmentScreens, apps: list[str]
) -> dict[str, Any]:
    """The structured context of one ``synthesize_tool`` request for ``segment``."""
    opening = segment[0] if segment[0].operation.get("kind") == "open_app" else None
    actions = [s for s in segment if s is not opening]
    seen_screens = list(screens.before.values())
    steps = []
    for step in segment:
        target = None
        screen = screens.before.get(step.step)
        index = (step.target or {}).get("index")
        if step.target is not None and screen is not None and isinstance(index, int):
            element = next((el for el in screen.elements if el.index == index), None)
            target = _target_facts(element, screen, seen_screens) if element else None
        if step.target is not None and target is None:
            target = _logged_target(step.target)
        steps.append(
            {
                "step": step.step,
                "kind": step.operation.get("kind"),
                "operation": step.operation,
                "text": step.operation_text,
                "package": step.package,
                "activity": step.activity,
                "signature": step.signature,
                "signature_after": step.signature_after,
                "screen_changed": step.signature != step.signature_after,
                "target": target,
            }
        )
    first, last = actions[0], actions[-1]
    return {
        "instruction": run.instruction,
        "app": first.package,
        "app_label": opening.operation.get("app", "") if opening else "",
        "launches": opening is not None,
        "request_values": request_values(run.instruction, apps),
        "steps": steps,
        "start": _screen_facts(screens.before.get(first.step), first, after=False),
        "end": _screen_facts(screens.after.get(last.step), last, after=True),
        "feedback": [],
    }
