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

from experts.context import TaskContext
from experts.judge import JudgeContext, judge
from mobilexperts.llm.types import Model
from mobilexperts.perception.context import ScreenContext
from mobilexperts.trajectory import Judgement
from planners.record import NodeResult, TeamRecord


def team_notes(results: list[NodeResult]) -> list[str]:
    """What the team learned, as the judge's notes: each node's answer and committed values."""
    notes: list[str] = []
    for result in results:
        if result.answer:
            notes.append(result.answer)
        for key, value in result.values.items():
            text = "; ".join(map(str, value)) if isinstance(value, list) else str(value)
            notes.append(f"{key.replace('_', ' ')}: {text}")
    return list(dict.fromkeys(notes))


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
    """The judge's verdict on ``record``'s request against every done node's work."""
    ran = sorted(
        (r for r in record.nodes.values() if r.status == "done"),
        key=lambda r: r.finished_s if r.finished_s is not None else 0.0,
    )
    acted = [r for r in ran if r.final is not None]
    if not acted:
        return Judgement(verdict="unsure", reason="no node of the team acted on a device")
    context = JudgeContext(
        **dict(
            TaskContext(
                instruction=record.request,
                history=[step for r in acted for step in r.history],
                memory=team_notes(ran),
            )
        ),
        answer=" | ".join(r.answer for r in ran if r.answer),
        apps=apps,
        first=acted[0].final,
        last=final_screens([r.final for r in acted if r.final is not None]),
    )
    return judge(model, context, None)
