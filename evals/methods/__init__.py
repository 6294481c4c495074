"""The methods ``mobilexperts eval`` compares, all on the same Model seam, tasks and budgets."""

from __future__ import annotations

from evals.methods.base import Knowledge, Method, MethodInput, MethodRun
from evals.methods.mobile_agent_v2 import MobileAgentV2
from evals.methods.team import SingleExpert, TeamMethod
from mobilexperts.errors import ConfigError

METHODS: dict[str, Method] = {
    m.name: m
    for m in (
        TeamMethod("team"),
        TeamMethod("team-warm", knowledge="warm"),
        TeamMethod("team-rerun", knowledge="rerun"),
        SingleExpert(),
        MobileAgentV2(),
        # AppAgent v2: one agent deciding with the element documents its exploration wrote
        # (interface memory from a crawl), no tools; its reflection is an exploration module.
        SingleExpert(name="appagent", knowledge="crawl", reflect=False, tools=False),
        TeamMethod("team-no-tools", tools=False),
        TeamMethod("team-no-exploration", knowledge="none"),
        TeamMethod("team-no-reflection", reflect=False),
        TeamMethod("team-no-team-memory", team_memory=False),
    )
}
DEFAULT_METHODS = ("team", "team-warm", "single", "mobile-agent-v2", "appagent")


def methods(names: list[str]) -> list[Method]:
    """The methods named, in order; an unknown name is a one-line error listing the known."""
    unknown = [n for n in names if n not in METHODS]
    if unknown:
        raise ConfigError(
            f"unknown method {', '.join(map(repr, unknown))}; methods are: {', '.join(METHODS)}"
        )
    return [METHODS[n] for n in names]


__all__ = ["DEFAULT_METHODS", "METHODS", "Knowledge", "Method", "MethodInput", "MethodRun"]
