"""The team layer of the dual-layer planner: ``plan_team(request, team, model) -> TeamPlan``.

The model (role ``plan_team``) writes a :class:`PlanSpec` from the request and the team's
portraits. An invalid plan is fed back with its validation problems and asked for again, up to
``attempts`` times, then refused with those problems (:class:`PlanError`).
"""

from __future__ import annotations

import re

from pydantic import BaseModel, Field

from experts.portrait import Team
from experts.tool_choice import doing_all
from memory.pool import Key
from mobilexperts.llm.prompts import render_prompt
from mobilexperts.llm.types import Message, Model, ModelRequest
from planners.plan import PlanError, PlanNode, PlanSpec, TeamPlan
from tools_store.records import ToolOffer


class ExpertBrief(BaseModel):
    """A team member as the planner sees it."""

    name: str
    apps: list[str]
    capabilities: list[str] = Field(default_factory=list)
    covers: str = ""
    shows: list[str] = Field(default_factory=list)
    """Words of the request its app's screens show, when the device's survey singles that app
    out as keeping what the request is about."""
    seen: list[str] = Field(default_factory=list)
    """Every word of the request its app's screens show (the survey)."""


class DoneNode(BaseModel):
    """A node a re-plan must not redo: what it was and what it committed."""

    id: str
    subtask: str
    produced: dict[str, str] = Field(default_factory=dict)
    keys: list[Key] = Field(default_factory=list)


class PlanTeamContext(BaseModel):
    """What ``plan_team`` is asked from: the request, the team, earlier problems; when
    re-planning, the nodes already done and the failure that caused the re-plan."""

    request: str
    experts: list[ExpertBrief]
    feedback: list[str] = Field(default_factory=list)
    done: list[DoneNode] = Field(default_factory=list)
    failure: str = ""
    hints: list[str] = Field(default_factory=list)
    """People's hints about the apps (``mobilexperts knowledge``) relevant to the request."""
    shown: list[str] = Field(default_factory=list)
    """Installed apps whose screens show the request's telling words, best first (survey)."""


def briefs(team: Team) -> list[ExpertBrief]:
    return [
        ExpertBrief(
            name=m.portrait.name,
            apps=m.portrait.labels,
            capabilities=m.portrait.capabilities,
            covers=m.covers,
            shows=m.shows,
            seen=m.seen,
        )
        for m in team.members
    ]


def plan_team(
    request: str,
    team: Team,
    model: Model,
    *,
    attempts: int = 3,
    done: list[DoneNode] | None = None,
    failure: str = "",
    hints: list[str] | None = None,
    tools: list[ToolOffer] | None = None,
) -> TeamPlan:
    """Plan ``request`` for ``team``; a re-plan passes the ``done`` nodes and the ``failure``.
    When one of the verified ``tools`` does all the request, the plan is one node for the
    expert of its app (:func:`tool_plan`), without asking the model.

    Raises :class:`PlanError` with the last plan's problems when no valid plan came back.
    """
    import planners.offline  # noqa: F401 - registers the offline handler of plan_team

    if not team.members:
        raise PlanError(["the team has no experts; no installed app fits the request"])
    whole = tool_plan(request, team, tools or []) if not done and not failure else None
    if whole is not None:
        return TeamPlan.build(whole, team, [])
    context = PlanTeamContext(
        request=request,
        experts=briefs(team),
        done=done or [],
        failure=failure,
        hints=hints or [],
        shown=team.shown,
    )
    problems: list[str] = []
    for _ in range(max(attempts, 1)):
        messages = (
            Message.system(render_prompt("planners", "plan_team_system", context)),
            Message.user(render_prompt("planners", "plan_team", context)),
        )
        request = ModelRequest(
            role="plan_team", messages=messages, output_schema=PlanSpec, context=context
        )
        spec = model.generate(request).output
        try:
            return TeamPlan.build(spec, team, [k for node in done or [] for k in node.keys])
        except PlanError as exc:
            problems = exc.problems
            context = context.model_copy(deep=True)
            context.feedback = [
                f"Your previous plan was invalid: {'; '.join(problems)}. Fix these and answer "
                "with the whole plan again."
            ]
    raise PlanError(problems)


def tool_plan(request: str, team: Team, tools: list[ToolOffer]) -> PlanSpec | None:
    """A one-node plan when a verified tool of an app some expert covers does all ``request``
    says, every argument a value the request says word for word and the tool's own fixed
    words do not (a learned workflow across apps, such as sharing a thing by email, is one
    call, not a node per app); else None."""
    labels = [label for m in team.members for label in m.portrait.labels]
    by_app = {
        label.casefold(): m.portrait.name for m in team.members for label in m.portrait.labels
    }
    offers = [t for t in tools if t.app_label.casefold() in by_app]
    choice = doing_all(request, offers, labels)
    if choice is None or choice.args is None:
        return None
    said, fixed = _plain(request), _plain(re.sub(r"<\w+>", " ", choice.offer.description))
    # an argument the request does not say, or that the tool's own words already say (its
    # learned run's fixed text), is a guess: the value is read elsewhere, as a node finds it
    for value in map(_plain, choice.args.values()):
        if value not in said or re.search(rf"(?<!\w){re.escape(value)}(?!\w)", fixed):
            return None
    expert = by_app[choice.offer.app_label.casefold()]
    node = PlanNode(
        id="n1",
        expert=expert,
        subtask=request,
        reason=f"the verified tool {choice.offer.name} does all the request",
    )
    return PlanSpec(nodes=[node], reasoning=f"one tool does it: {choice.offer.name}")


def _plain(text: object) -> str:
    return " ".join(str(text).split()).casefold()
