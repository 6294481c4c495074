"""Iterated nodes on SimDroid with the offline policy: a subtask run once per item of a list an
upstream node committed (each item committed as it finishes, a killed run resumes after the
last committed item) or N times."""

from __future__ import annotations

import pytest

from experts.expert import ExpertSettings
from memory.pool import POOL_FILE, Key, TeamMemoryPool
from mobilexperts.config import load_settings
from mobilexperts.llm.factory import build_run_model
from mobilexperts.sim.device import SimDevice
from planners.iterate import IterationError, gather, turns
from planners.listed import as_items
from planners.plan import PlanNode, PlanSpec, TeamPlan
from planners.record import TeamRecord
from planners.report import write_team_report
from planners.run import TeamOptions, TeamRunner

TITLES = ["Harbor plans", "Orchard notes", "Lantern ideas"]
LIST = Key(name="titles", type="list")
FOUND = PlanNode(id="n1", expert="Pages expert", subtask="list the titles", produces=[LIST])
EACH = PlanNode(
    id="n2",
    expert="Pages expert",
    subtask='Create a page titled "{item}" in Pages',
    needs=[LIST],
    each="titles",
)


class Crash(Exception):
    """Raised from the progress callback to kill the run."""


def runner(device: SimDevice, run_dir, on_event=None, max_steps: int = 15) -> TeamRunner:
    settings = load_settings({})
    options = TeamOptions(
        expert=ExpertSettings(vision=False, max_steps=max_steps),
        screenshots=False,
        on_event=on_event,
    )
    return TeamRunner({"sim": device}, build_run_model(settings), settings, run_dir, options)


def with_list(run_dir, team, items: list[str], *nodes: PlanNode) -> TeamRecord:
    """A record whose first node already committed ``items`` (the list found upstream)."""
    plan = PlanSpec(nodes=[FOUND, *nodes])
    TeamPlan.build(plan, team)
    record = TeamRecord(request="test", team=team, plan=plan)
    record.add_plan(plan)
    TeamMemoryPool(run_dir / POOL_FILE).commit(FOUND, {"titles": items}, [])
    record.nodes["n1"].status = "done"
    return record


def titles(device: SimDevice) -> list[str]:
    return [page["title"] for page in device.state()["pages"]["pages"]]


def test_a_node_runs_once_per_item_and_commits_each(tmp_path, team_of):
    phone = SimDevice()
    events: list[str] = []
    record = with_list(tmp_path, team_of("Pages"), TITLES, EACH)
    record = runner(phone, tmp_path, lambda e, r: events.append(f"{e} {r.node.id}")).start(record)
    assert record.nodes["n2"].status == "done"
    assert events.count("item n2") == 3 and events.count("commit n2") == 1
    pool = TeamMemoryPool(tmp_path / POOL_FILE)
    assert sorted(pool.items("n2")) == [1, 2, 3]
    assert all(titles(phone).count(title) == 1 for title in TITLES)
    report = write_team_report(tmp_path, record, pool).read_text(encoding="utf-8")
    assert "n2 · item 3" in report


def test_a_run_killed_after_the_second_item_resumes_with_the_third(tmp_path, team_of):
    phone = SimDevice()

    def crash_after_two(event, result):
        if event == "item" and len(TeamMemoryPool(tmp_path / POOL_FILE).items("n2")) == 2:
            raise Crash("killed")

    record = with_list(tmp_path, team_of("Pages"), TITLES, EACH)
    with pytest.raises(Crash):
        runner(phone, tmp_path, crash_after_two).start(record)
    assert [t in titles(phone) for t in TITLES] == [True, True, False]

    fresh = SimDevice()
    starts: list[str] = []
    record = runner(fresh, tmp_path, lambda e, r: starts.append(e)).resume()
    assert record.nodes["n2"].status == "done"
    assert starts.count("item") == 1
    assert all(titles(fresh).count(title) == 1 for title in TITLES)
    assert sorted(TeamMemoryPool(tmp_path / POOL_FILE).items("n2")) == [1, 2, 3]


def test_a_node_done_twice_posts_twice(tmp_path, team_of):
    phone = SimDevice()

    def mine() -> list[str]:
        posts = phone.state()["chirp"]["posts"]
        return [p["text"] for p in posts if p["author"] == "alexmorgan"]

    before = len(mine())
    twice = PlanNode(
        id="n1", expert="Chirp expert", subtask='Post "Clear skies tonight" on Chirp', times=2
    )
    plan = PlanSpec(nodes=[twice])
    record = TeamRecord(request="test", team=team_of("Chirp"), plan=plan)
    record.add_plan(plan)
    record = runner(phone, tmp_path).start(record)
    assert record.nodes["n1"].status == "done"
    assert len(mine()) == before + 2
    assert mine()[:2] == ["Clear skies tonight"] * 2
    assert sorted(TeamMemoryPool(tmp_path / POOL_FILE).items("n1")) == [1, 2]


def test_a_failed_item_fails_the_node_and_the_others_are_not_run_again(tmp_path, team_of):
    phone = SimDevice()
    items = ["Gift ideas", "Zorblax", "Workout plan"]
    node = EACH.model_copy(update={"subtask": "Open the app {item} in Pages"})
    record = with_list(tmp_path, team_of("Pages"), items, node)
    record = runner(phone, tmp_path, max_steps=6).start(record)
    result = record.nodes["n2"]
    assert result.status == "failed"
    assert result.stop_reason.startswith("item 2 of 3")
    assert sorted(TeamMemoryPool(tmp_path / POOL_FILE).items("n2")) == [1, 3]
    assert len(result.runs) == 3
    assert result.subtask == "Open the app Zorblax in Pages"
    assert not [r for r in record.nodes.values() if r.node.id.startswith("r1-")]


def test_turns_bind_each_item_and_refuse_what_is_no_list():
    assert [t.subtask for t in turns(EACH, EACH.subtask, {"titles": ["A", "B"]})] == [
        'Create a page titled "A" in Pages',
        'Create a page titled "B" in Pages',
    ]
    with pytest.raises(IterationError, match="as a list"):
        turns(EACH, EACH.subtask, {"titles": "A"})
    with pytest.raises(IterationError, match="empty"):
        turns(EACH, EACH.subtask, {"titles": []})


def test_an_iterated_node_gathers_a_list_key_from_every_item(tmp_path):
    names = Key(name="names", type="list")
    last = Key(name="last", type="text")
    node = EACH.model_copy(update={"produces": [names, last]})
    pool = TeamMemoryPool(tmp_path / POOL_FILE)
    for number, name in enumerate(["Ann", "Bo"], start=1):
        pool.commit(node, {"names": name, "last": name}, [], item=number)
    assert pool.commits == {}
    items = pool.items("n2")
    assert gather(node, [items[1], items[2]]) == {"names": ["Ann", "Bo"], "last": "Bo"}


def test_a_list_of_people_holds_the_persons_not_the_rows():
    answer = "Priya Ibrahim | Umar Xu | Chen Barros"
    assert as_items("person", answer, []) == ["Priya Ibrahim", "Umar Xu", "Chen Barros"]
    rows = ["Omar Xu | Unread | Meeting request", "Isla Novak | Lunch on Friday? | 9:14 AM"]
    assert as_items("person", "", rows) == ["Omar Xu", "Isla Novak"]
    assert as_items("text", "", rows) == rows
