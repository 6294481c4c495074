"""From an expert run to synthesis contexts: the runs of steps over fixed UI within one app, and
the facts a synthesizer needs about each step (target element, its list row, elements like it,
the values the request gave).

:class:`SynthesisContext` is the typed context of the ``synthesize_tool`` role.

A segment is a maximal run of consecutive steps in one app, optionally opened by the
``open_app`` step that entered it, without its detours (a tap whose screen Back left at once).
It ends where the screen chain breaks (a step did not start where the previous one ended), at
an operation that is no UI action (use_tool, home, stop), or at a tap on an element no
selector can name.
"""

from __future__ import annotations

from pydantic import BaseModel, Field

from mobilexperts.operations import OpenApp, Operation, Tap
from mobilexperts.perception import Screen, UIElement, perceive_observation
from mobilexperts.perception.context import ElementContext
from mobilexperts.perception.controls import submit_control
from mobilexperts.trajectory import ExpertRun, StepLog
from sandbox.selectors import label_parts, list_row
from tools_store.filtering import search_field
from tools_store.recording import SnapshotRecorder

SKIPPED = frozenset({"think", "read"})
UI_KINDS = frozenset({"tap", "long_press", "text", "swipe", "back", "wait", "open_app"})
MAX_ALTERNATIVES = 12
MAX_END_TEXTS = 80


class TargetFacts(BaseModel):
    """The element a step acted on, as a synthesizer names it: what it shows, its full
    resource-id, how many elements share its id or caption (and which one it is), its list
    row's texts, the texts of elements like it (the choices a parameter has), and whether it
    was on (checked or selected) before the step."""

    label: str = ""
    text: str = ""
    desc: str = ""
    id: str = ""
    cls: str = ""
    in_list: bool = False
    editable: bool = False
    parts: list[str] = Field(default_factory=list)
    id_count: int = 0
    id_position: int = 0
    caption_count: int = 1
    row_parts: list[str] = Field(default_factory=list)
    alternatives: list[list[str]] = Field(default_factory=list)
    on: bool = False
    search_field: str = ""
    """The search box beside a picked list row (:mod:`tools_store.filtering`)."""


class SynthesisStep(BaseModel):
    """One step of a segment: the operation, where it ran, whether the screen changed."""

    step: int
    kind: str
    operation: Operation
    text: str
    package: str
    activity: str
    signature: str
    signature_after: str
    screen_changed: bool
    target: TargetFacts | None = None


class ScreenFacts(BaseModel):
    """A screen at the start or end of a segment (when recorded): the texts it shows, whether
    each clickable element with a resource-id of its own is on (checked or selected), and the
    text of each element with a resource-id of its own (``fields``), and of the elements that
    share a resource-id (list rows, in reading order: ``rows``), where an answer is read."""

    package: str
    activity: str = ""
    signature: str = ""
    texts: list[str] = Field(default_factory=list)
    states: dict[str, bool] = Field(default_factory=dict)
    fields: dict[str, str] = Field(default_factory=dict)
    rows: dict[str, list[str]] = Field(default_factory=dict)


class SynthesisContext(BaseModel):
    """What the ``synthesize_tool`` role sees: the request, the app, the installed apps, the
    segment's steps, its start and end screens, the ``dev`` verbs, and feedback on a refused
    draft. Which values of the request become parameters, and the tool's name, are the
    role's answer."""

    instruction: str
    app: str
    app_label: str = ""
    launches: bool = False
    apps: list[str] = Field(default_factory=list)
    steps: list[SynthesisStep]
    start: ScreenFacts
    end: ScreenFacts
    verbs: list[str] = Field(default_factory=list)
    feedback: list[str] = Field(default_factory=list)
    partial: bool = False
    """The run did more than this segment (other apps, other parts of the request): the tool
    is named and described from the parts of the request it did."""
    answer: str = ""
    """The run's answer, when the segment is its last part: the tool returns it as read from
    the end screen."""
    rows: list[str] = Field(default_factory=list)
    """Captions of the list rows the segment's screens showed (their first parts): other
    values a typed value that is then picked from a list could take."""


def _targetable(step: StepLog) -> bool:
    if step.operation.kind not in ("tap", "long_press"):
        return True
    target = step.target
    return target is not None and bool(target.id or target.label or target.text or target.desc)


def opening_app(
    step: StepLog, following: StepLog | None, apps: list[str], inside: frozenset[str] = frozenset()
) -> str:
    """The app a tap on a launcher icon opened (the icon's label is an installed app's and the
    next step is in another package), or ``""``. A tap made inside an app the run had opened
    (``inside``: their packages) is no launcher tap: an app picked in a share sheet carries the
    run's data into it, which opening the app afresh would not."""
    label = (step.target.label if step.target else "").strip()
    if not isinstance(step.operation, Tap) or following is None or step.package in inside:
        return ""
    named = {app.casefold(): app for app in apps}
    opened = following.package != step.package
    return named.get(label.casefold(), "") if opened else ""


def as_open_app(steps: list[StepLog], apps: list[str]) -> list[StepLog]:
    """``steps`` with taps on launcher icons written as the ``open_app`` they amount to."""
    out: list[StepLog] = []
    inside: set[str] = set()
    for step, following in zip(steps, [*steps[1:], None], strict=True):
        if out and out[-1].operation.kind == "open_app":
            inside.add(step.package)
        app = opening_app(step, following, apps, frozenset(inside))
        if app:
            step = step.model_copy(
                update={
                    "operation": OpenApp(app=app),
                    "operation_text": f"open_app {app}",
                    "target": None,
                }
            )
        out.append(step)
    return out


def segments(
    run: ExpertRun, min_actions: int = 2, apps: list[str] | None = None
) -> list[list[StepLog]]:
    """The runs of steps a tool can be compiled from, each with at least ``min_actions``; a
    run that ends in an answer read where it opened its last app also ends with that opening
    alone (a one-screen answer: open the app, read)."""
    found: list[list[StepLog]] = []
    current: list[StepLog] = []

    def flush(last: bool = False) -> None:
        current[:] = without_detours(current)
        actions = [s for s in current if s.operation.kind != "open_app"]
        one_screen = last and bool(run.answer) and len(current) == 1 and not actions
        if (actions and len(current) >= min_actions) or one_screen:
            found.append(list(current))
        current.clear()

    for step in as_open_app(run.steps, list(apps or [])):
        kind = step.operation.kind
        if kind in SKIPPED:
            continue
        if kind == "open_app":
            flush()
            current.append(step)
            continue
        acted = [s for s in current if s.operation.kind != "open_app"]
        if current and (
            step.signature != current[-1].signature_after
            or (acted and acted[-1].package != step.package and not _carried(acted[-1]))
        ):
            flush()
        if kind not in UI_KINDS or not _targetable(step):
            flush()
            continue
        current.append(step)
    flush(last=True)
    return found


def _carried(step: StepLog) -> bool:
    """Whether ``step`` was a tap or long press that took the run into another app (a share
    sheet's choice): the steps after it go on with what it carried, so they stay one segment."""
    return step.operation.kind in ("tap", "long_press")


def without_detours(steps: list[StepLog]) -> list[StepLog]:
    """``steps`` without the looks that led nowhere: a tap into a screen left at once by Back
    to the screen it was made on (a section opened, then closed, on the way to the right one)."""
    out: list[StepLog] = []
    for step in steps:
        before = out[-1] if out else None
        if (
            step.operation.kind == "back"
            and before is not None
            and before.operation.kind == "tap"
            and before.signature_after == step.signature
            and step.signature_after == before.signature
        ):
            out.pop()
            continue
        out.append(step)
    return out


def _norm(text: str) -> str:
    return " ".join(text.split()).casefold()


def _parts(el: UIElement) -> list[str]:
    label = el.label or el.text or el.desc
    return label_parts(label)


def _alike(a: UIElement, b: UIElement) -> bool:
    same_kind = a.cls == b.cls and a.in_list == b.in_list
    return same_kind and (a.resource_id == b.resource_id if a.resource_id else b.in_list)


def _target_facts(el: UIElement, screen: Screen, screens: list[Screen]) -> TargetFacts:
    same_id = [o for o in screen.elements if el.resource_id and o.resource_id == el.resource_id]
    row = list_row(screen, el)
    like = row or el
    alternatives: list[list[str]] = []
    for other_screen in [] if el.editable else screens:
        for other in other_screen.elements:
            parts = _parts(other)
            if _alike(other, like) and other.label != like.label and parts not in alternatives:
                alternatives.append(parts)
    caption = _norm(el.label or el.text)
    same_caption = [o for o in screen.elements if caption and _norm(o.label or o.text) == caption]
    return TargetFacts(
        label=el.label,
        text=el.text,
        desc=el.desc,
        id=el.resource_id,
        cls=el.cls.rpartition(".")[2],
        in_list=el.in_list,
        editable=el.editable,
        parts=_parts(el),
        id_count=len(same_id),
        id_position=next((i for i, o in enumerate(same_id) if o.index == el.index), 0),
        caption_count=len(same_caption),
        row_parts=_parts(row) if row is not None else [],
        alternatives=alternatives[:MAX_ALTERNATIVES],
        on=el.checked or el.selected,
        search_field=search_field(screen, el),
    )


def _logged_target(target: ElementContext) -> TargetFacts:
    """Target facts from the step log alone (no recorded screen)."""
    label = target.label
    return TargetFacts(
        label=label,
        text=target.text,
        desc=target.desc,
        id=target.id,
        cls=target.cls,
        in_list=target.in_list,
        editable=target.editable,
        parts=label_parts(label),
        id_count=1 if target.id and not target.in_list else 0,
    )


def _screen_facts(screen: Screen | None, step: StepLog, after: bool) -> ScreenFacts:
    if screen is None:
        return ScreenFacts(
            package=step.package,
            activity=step.activity if not after else "",
            signature=step.signature_after if after else step.signature,
        )
    form = submit_control(screen.elements) is not None
    texts = [
        el.text or el.label or el.desc
        for el in screen.elements
        if el.window != "keyboard" and not (el.editable and form)
    ]
    ids = [el.resource_id for el in screen.elements if el.resource_id]
    return ScreenFacts(
        package=screen.package,
        activity=screen.activity,
        signature=screen.signature,
        texts=[t for t in texts if t][:MAX_END_TEXTS],
        states={
            el.resource_id: el.checked or el.selected
            for el in screen.elements
            if el.clickable and el.resource_id and ids.count(el.resource_id) == 1
        },
        fields={
            el.resource_id: el.text
            for el in screen.elements
            if el.text and el.resource_id and ids.count(el.resource_id) == 1
        },
        rows={
            rid: [el.text or el.label for el in screen.elements if el.resource_id == rid]
            for rid in dict.fromkeys(ids)
            if ids.count(rid) > 1
        },
    )


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
    run: ExpertRun,
    segment: list[StepLog],
    screens: SegmentScreens,
    apps: list[str],
    verbs: list[str],
) -> SynthesisContext:
    """The context of one ``synthesize_tool`` request for ``segment``."""
    opening = segment[0] if isinstance(segment[0].operation, OpenApp) else None
    actions = [s for s in segment if s is not opening]
    seen_screens = list(screens.before.values())
    steps = []
    for step in segment:
        target = None
        screen = screens.before.get(step.step)
        if step.target is not None and screen is not None:
            index = step.target.index
            element = next((el for el in screen.elements if el.index == index), None)
            target = _target_facts(element, screen, seen_screens) if element else None
        if step.target is not None and target is None:
            target = _logged_target(step.target)
        steps.append(
            SynthesisStep(
                step=step.step,
                kind=step.operation.kind,
                operation=step.operation,
                text=step.operation_text,
                package=step.package,
                activity=step.activity,
                signature=step.signature,
                signature_after=step.signature_after,
                screen_changed=step.signature != step.signature_after,
                target=target,
            )
        )
    # A one-screen answer is its opening alone: the app is the package it opened.
    first, last = (actions[0], actions[-1]) if actions else (segment[0], segment[0])
    end = screens.after.get(last.step)
    opened = opening.operation if opening is not None else None
    return SynthesisContext(
        instruction=run.instruction,
        app=first.package if actions or end is None else end.package,
        app_label=opened.app if isinstance(opened, OpenApp) else "",
        launches=opening is not None,
        apps=apps,
        steps=steps,
        start=_screen_facts(screens.before.get(first.step), first, after=False),
        end=_screen_facts(screens.after.get(last.step), last, after=True),
        verbs=verbs,
        rows=_row_captions(seen_screens),
    )


def _row_captions(screens: list[Screen]) -> list[str]:
    captions = (
        parts[0]
        for screen in screens
        for el in screen.elements
        if el.in_list and (parts := _parts(el))
    )
    return list(dict.fromkeys(c for c in captions if c))[: MAX_ALTERNATIVES * 2]
