"""The request-level check of a team run: the judge (role ``judge``, experts/judge.py) asked
about the whole request once every node is done.

Each node's judge saw only its own subtask, so a team whose nodes all finished may still have
left a part of the request undone or done it with a wrong value. Here the judge sees the
request as the person typed it, every node's trajectory in the order it ran (what was opened,
typed, submitted and tapped on the way), the committed values and node answers as notes, and
the final screens: the last node's screen as it is, with what each earlier node's final screen
showed added as read-only text (a value the team sent in one app and then left shows there).
The run claims done only when that judgement accepts (``done`` with evidence).
"""

from __future__ import annotations

import re

from experts.context import TaskContext
from experts.judge import JudgeContext, judge
from experts.offline.goal import parse_goal
from memory.lexical import content_words
from memory.pool import value_text
from mobilexperts.llm.types import Model
from mobilexperts.operations import Text, UseTool
from mobilexperts.perception.context import ScreenContext
from mobilexperts.trajectory import Judgement
from planners.conjoined import listed
from planners.record import Flaw, NodeResult, TeamRecord

_PROPERTIES = (
    r"(?:title|number|address|time|date|day|name|code|password|price|rating|version|finding)"
)
_REFERENCE = re.compile(
    rf"\b(?:the|its|their|his|her|my|our)\s+(?:[a-z]+['\u2019]s\s+)?(?:[a-z]+\s+){{0,2}}?{_PROPERTIES}s?\b",
    re.IGNORECASE,
)
"""The request's words for a value to find ("the paper's title", "my seat number")."""
_DIGITS = re.compile(r"\b(?:number|code|price|rating|version|time|address)\b", re.IGNORECASE)
"""Properties whose values hold digits (a flight number, a time, a street address)."""
_WRITES = re.compile(
    r"(?:^|[.?!,;:]\s*|\b(?:and|then)\s+)(text|email|message|reply|post|write)\b", re.IGNORECASE
)
"""A request step that sends or writes words ("... and text it to Y", "Reply that ...")."""
_PASSES = re.compile(r"(?:text|e-?mail|message|reply|post|write|send|tell|let)\b", re.IGNORECASE)
"""A node's subtask that passes something on to someone."""
_QUOTED = re.compile(r"[\"\u201c]([^\"\u201d]+)[\"\u201d]")
_ROW = " | "
_BLOCK = "; "
BLOCK_PARTS = 3
"""A value of this many ``; ``-joined lines is a block of a screen, not one fact."""


def _typed(result: NodeResult) -> list[str]:
    return [h.operation.content for h in result.history if isinstance(h.operation, Text)]


def flow_problem(record: TeamRecord, ran: list[NodeResult]) -> Flaw | None:
    """What in the data the team passed between nodes does not show the request done."""
    request = record.request
    quoted = _QUOTED.findall(request)
    produced = {k: value_text(v) for r in ran for k, v in r.values.items()}
    for result in ran:
        for typed in _typed(result):
            if any(typed in q for q in quoted):
                continue
            found = _REFERENCE.search(typed)
            after = typed[found.end() :] if found else ""
            given = any(value and value in after for value in produced.values())
            if found and found.group(0).casefold() in request.casefold() and not given:
                reason = (
                    f"{result.node.id} typed {typed!r}: the request's words for a value no "
                    "node found"
                )
                return Flaw(kind="value_missing", node=result.node.id, reason=reason)
        for key in result.node.needs:
            value = produced.get(key.name, "")
            whole = _ROW in value or len(value.split(_BLOCK)) >= BLOCK_PARTS
            if key.type != "list" and result.final is not None and whole:
                reason = (
                    f"{result.node.id} acted with {value!r} as {key.name!r}: a row of the "
                    "screen, not the one fact the request asks for"
                )
                return Flaw(kind="row_as_value", node=result.node.id, reason=reason)
    flaw = (
        _unwritten(request, quoted, ran)
        or _numberless(ran)
        or _described(record, ran)
        or _referred(record, ran)
        or _unlisted(request, ran)
    )
    if flaw is not None:
        return flaw
    refs = (_DIGITS.search(m.group(0)) for m in _REFERENCE.finditer(request))
    asked = next((d.group(0) for d in refs if d), "")
    tools = any(isinstance(h.operation, UseTool) for r in ran for h in r.history)
    given = [t for r in ran for t in _typed(r)] + [r.answer for r in ran]
    if asked and not tools and not any(re.search(r"\d", t) for t in given):
        reason = f"the request passes on a {asked}, and nothing the team typed holds one"
        return Flaw(kind="value_missing", reason=reason)
    return _unused(ran)


_CLOCK = re.compile(r"\b(\d{1,2})(?::(\d\d))?\s*([ap])\.?m\b", re.IGNORECASE)


def _digits(text: str) -> str:
    """The digits of ``text``, with each "3 pm"-style time also said as on a 24-hour clock."""
    clock = _CLOCK.sub(
        lambda m: (
            f"{m[0]} {(int(m[1]) % 12 + (12 if m[3].lower() == 'p' else 0)):02d}{m[2] or '00'}"
        ),
        text,
    )
    return "".join(ch for ch in clock if ch.isdigit())


def _used(value: str, seen: list[str]) -> bool:
    """Whether any of ``seen`` (what a node typed or tapped) holds ``value`` or a part of it:
    the value itself, a word of it, or its digits."""
    lowered = value.casefold()
    said = [s.casefold() for s in seen if s.strip()]
    if any(lowered in s or (len(s) >= 3 and s in lowered) for s in said):
        return True
    if set(content_words(value)) & {w for s in seen for w in content_words(s)}:
        return True
    digits = _digits(value)
    return bool(digits) and any(
        digits in _digits(s) or _digits(s) in digits for s in seen if _digits(s)
    )


def _unused(ran: list[NodeResult]) -> Flaw | None:
    """An acting node given a value by the team (a fetched need) that typed and tapped nothing
    holding it, and used no tool: it acted without what it was given."""
    produced = {k: value_text(v) for r in ran for k, v in r.values.items()}
    for result in ran:
        tools = any(isinstance(h.operation, UseTool) for h in result.history)
        if result.final is None or tools:
            continue
        seen = [
            *_typed(result),
            *(h.target.label for h in result.history if h.target is not None),
            *(h.target.text for h in result.history if h.target is not None),
        ]
        for key in result.node.needs:
            value = produced.get(key.name, "").strip()
            if key.type == "list" or not value or _used(value, seen):
                continue
            reason = f"{result.node.id} was given {value!r} as {key.name!r} and typed none of it"
            return Flaw(kind="value_missing", node=result.node.id, reason=reason)
    return None


def _numberless(ran: list[NodeResult]) -> Flaw | None:
    """A node that writes a value with digits ("text ann the zapline number") and did not: it
    typed no digit and used no tool (each branch of a request on its own)."""
    for result in ran:
        subtask = result.subtask or result.node.subtask
        tools = any(isinstance(h.operation, UseTool) for h in result.history)
        if not _PASSES.match(subtask) or tools:
            continue
        refs = (_DIGITS.search(m.group(0)) for m in _REFERENCE.finditer(subtask))
        asked = next((d.group(0) for d in refs if d), "")
        if asked and not any(re.search(r"\d", t) for t in _typed(result)):
            reason = f"{result.node.id} passes on a {asked}, and typed none"
            return Flaw(kind="value_missing", node=result.node.id, reason=reason)
    return None


_DESCRIBED = re.compile(
    r"\bthe\s+(?:[a-z]+\s+){0,2}?[a-z]+\s+(?:that\s+|which\s+|where\s+)?(?:i|we)"
    r"(?:['\u2019](?:m|re|ll)|\s+(?:am|are|will|was|were))\s+(?:be\s+)?[a-z]+ing\b",
    re.IGNORECASE,
)
"""A thing the owner describes instead of naming ("the town I'm sailing to")."""


def _described(record: TeamRecord, ran: list[NodeResult]) -> Flaw | None:
    """An acting node of a team of several that still names a thing only by the owner's
    description ("add the town I'm sailing to"): no node found what it is, so whatever it acted
    on was a guess."""
    return _unbacked(record, ran, _DESCRIBED, "produces", "acted on {!r}, which no node found")


def _unbacked(
    record: TeamRecord, ran: list[NodeResult], said: re.Pattern[str], keys: str, why: str
) -> Flaw | None:
    """The first node of a team of several whose subtask says ``said`` and that has no keys of
    ``keys`` ("needs" or "produces"), as a missing value explained by ``why``."""
    if len(record.nodes) < 2:
        return None
    for result in ran:
        found = said.search(result.subtask or result.node.subtask)
        if found and result.final is not None and not getattr(result.node, keys):
            reason = f"{result.node.id} " + why.format(found.group(0))
            return Flaw(kind="value_missing", node=result.node.id, reason=reason)
    return None


_REFERRED = re.compile(
    r"\b(?:for|at|on|by|to)\s+(?:that|this)\s+(?:long|much|many|time|day|date|amount|number)\b",
    re.IGNORECASE,
)
"""A value an act takes from an earlier answer by pointing back at it ("start a timer for that
long", "set an alarm at that time")."""


def _referred(record: TeamRecord, ran: list[NodeResult]) -> Flaw | None:
    """An acting node of a team of several whose subtask points back at an earlier answer for
    its value ("start a timer for that long") and was given none (it needs no key): what it
    acted with was not what an earlier node found."""
    why = "acted {!r} with no value an earlier node found"
    return _unbacked(record, ran, _REFERRED, "needs", why)


_SENTENCE = re.compile(r"(?<=[.!?;])\s+|\n")


def _unlisted(request: str, ran: list[NodeResult]) -> Flaw | None:
    """A request that acts on several listed things ("nudge bo and al", "add figs, oats and
    kale to ...") where one of them is in nothing an acting node (one that finds nothing)
    typed or tapped: a finding node that read past it did not act on it."""
    seen = {
        word
        for result in ran
        if not result.node.produces
        for text in [
            *_typed(result),
            *(h.target.label for h in result.history if h.target is not None),
        ]
        for word in content_words(text)
    }
    for sentence in _SENTENCE.split(request):
        for item in listed(sentence):
            if not set(content_words(item)) & seen:
                reason = f"the request lists {item!r}, and no acting node typed or tapped it"
                return Flaw(kind="value_missing", reason=reason)
    return None


def _unwritten(request: str, quoted: list[str], ran: list[NodeResult]) -> Flaw | None:
    """A request that sends or writes words and was not done: the team typed none of its own
    (only the request's names: a recipient, a search) and used no tool. Words the request
    says unquoted ("text bo running late") are its own when they are not only names."""
    writes = _WRITES.search(request)
    if writes is None or any(isinstance(h.operation, UseTool) for r in ran for h in r.history):
        return None
    lowered = request.casefold()
    names = {w for name in parse_goal(request).names for w in content_words(name)}
    for typed in (t for r in ran for t in _typed(r)):
        if typed.casefold() not in lowered or any(typed in q for q in quoted):
            return None
        if not set(content_words(typed)) <= names:
            return None
    reason = (
        f"the request asks to {writes.group(1).lower()} something, and the team typed nothing "
        "but the request's own names"
    )
    return Flaw(kind="nothing_written", reason=reason)


def team_notes(results: list[NodeResult]) -> list[str]:
    """What the team learned, as the judge's notes: each node's answer and committed values."""
    notes: list[str] = []
    for result in results:
        if result.answer:
            notes.append(result.answer)
        for key, value in result.values.items():
            notes.append(f"{key.replace('_', ' ')}: {value_text(value)}")
    return list(dict.fromkeys(notes))


def committed_answer(result: NodeResult) -> str:
    """What a node gave the team: the values it committed when it committed any (a finding
    node's answer narrowed to what its key asks), else its answer."""
    values = [value_text(v) for v in result.values.values()]
    return " | ".join(v for v in values if v) or result.answer


def final_screens(screens: list[ScreenContext]) -> ScreenContext:
    """The last screen as it is, followed by the shown texts of the earlier ones (renumbered,
    none of them a control, a field or in a dialog)."""
    last = screens[-1]
    elements = list(last.elements)
    for screen in screens[:-1]:
        for element in screen.elements:
            if element.window == "dialog" or not (element.label or element.text).strip():
                continue
            elements.append(
                element.model_copy(
                    update={
                        "index": len(elements),
                        "clickable": False,
                        "long_clickable": False,
                        "editable": False,
                        "focused": False,
                        "scrollable": False,
                    }
                )
            )
    return last.model_copy(update={"elements": elements})


def check_request(record: TeamRecord, apps: list[str], model: Model) -> Judgement:
    """The judge's verdict on ``record``'s request against every done node's work; a flaw in
    the data the team passed on is kept, typed, as the record's ``flaw``."""
    ran = sorted(
        (r for r in record.nodes.values() if r.status == "done"),
        key=lambda r: r.finished_s if r.finished_s is not None else 0.0,
    )
    acted = [r for r in ran if r.final is not None]
    if not acted:
        return Judgement(verdict="unsure", reason="no node of the team acted on a device")
    record.flaw = flow_problem(record, ran)
    if record.flaw is not None:
        return Judgement(verdict="unsure", reason=record.flaw.reason)
    context = JudgeContext(
        **dict(
            TaskContext(
                instruction=record.request,
                history=[step for r in acted for step in r.history],
                memory=team_notes(ran),
            )
        ),
        answer=" | ".join(filter(None, map(committed_answer, ran))),
        apps=apps,
        first=acted[0].first or acted[0].final,
        last=final_screens([r.final for r in acted if r.final is not None]),
    )
    return judge(model, context, None)
