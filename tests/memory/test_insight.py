"""Insight memory: the offline insight role's three kinds, storage per app, relevance."""

from __future__ import annotations

from memory.insight import (
    FailedAttempt,
    InsightContext,
    InsightDraft,
    InsightMemory,
    Insights,
    ReachedScreen,
)
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.llm.types import Message, ModelRequest


def ask(context: InsightContext) -> Insights:
    request = ModelRequest(
        role="insight",
        messages=(Message.user("insights"),),
        output_schema=Insights,
        context=context,
    )
    return OfflinePolicy().generate(request).output


def test_the_offline_role_writes_shortest_paths_grouped_failures_and_a_cost_note():
    context = InsightContext(
        app="Shelf",
        package="org.example.shelf",
        reached=[
            ReachedScreen(title="Form", path=["Add item"]),
            ReachedScreen(title="Home", path=[]),
        ],
        failures=[
            FailedAttempt(goal="Send", where="Home", why="no visible effect"),
            FailedAttempt(goal="Buy now", where="Home", why="no visible effect"),
        ],
        actions=20,
        duration_s=2.0,
    )
    drafts = ask(context).insights
    by_goal = {d.goal: d for d in drafts}
    assert 'tapping "Add item" (1 step)' in by_goal["Form"].text
    assert "launching it (0 steps)" in by_goal["Home"].text
    (failure,) = [d for d in drafts if d.kind == "failure"]
    assert '"Send", "Buy now"' in failure.text and "no visible effect" in failure.text
    (cost,) = [d for d in drafts if d.kind == "performance"]
    assert "20 actions" in cost.text and "100 ms per action" in cost.text


def test_insights_are_kept_per_app_replaced_by_goal_and_found_by_shared_words(tmp_path):
    memory = InsightMemory(tmp_path / "insights.json")
    memory.add("a.pkg", [InsightDraft(kind="efficiency", goal="Compose", text="tap the pencil")])
    memory.add(
        "a.pkg", [InsightDraft(kind="efficiency", goal="Compose", text="tap the compose button")]
    )
    memory.add("b.pkg", [InsightDraft(kind="failure", goal="Archive", text="archive does nothing")])
    assert [i.text for i in memory.entries("a.pkg")] == ["tap the compose button"]
    assert [i.package for i in memory.relevant("compose a message")] == ["a.pkg"]
    assert memory.relevant("archive my mail", packages=["a.pkg"]) == []
    assert memory.relevant("water the plants") == []
