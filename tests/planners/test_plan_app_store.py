"""A request that reads in an app store and passes on what it read ("email bo who makes the
zorp app in the app store"): the told "who" question is found first, in the app store, and
what is sent is its answer. Names and apps are invented (kind words only); the last test runs
the whole request on SimDroid."""

from __future__ import annotations

from pathlib import Path

from experts.assembly_fields import fact_field
from experts.assembly_records import record_kind
from experts.assembly_said import asked_within
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.sim.device import SimDevice
from planners.team import plan_team
from tests.planners.conftest import run_offline_team

SHOP, STORE, MAIL = "Zap Shop", "Quib App Store", "Inbox Mail"


def test_a_who_question_told_to_someone_is_found_first_but_a_described_person_is_not():
    told = asked_within("email bo quorn who makes the zorp app in the app store")
    assert told is not None and told["fact"] == "who makes the zorp app in the app store"
    assert asked_within("text the guy who fixed my zorp that i'm late") is None
    assert fact_field("who makes the zorp app") == "maker"
    assert fact_field("who sent the zorp") == "name"


def test_the_app_store_is_a_place_of_its_own_kind_not_a_shops_store():
    assert record_kind("the zorp app in the app store") == "store"
    assert record_kind("the zorp lamp in the store") == "shop"


def test_the_plan_asks_the_store_who_makes_it_and_mails_the_answer(team_of):
    request = "email bo quorn who makes the zorp app in the app store"
    find, mail = plan_team(request, team_of(SHOP, MAIL, STORE), OfflinePolicy()).nodes
    assert find.expert == f"{STORE} expert"
    assert find.subtask.startswith("Who makes the zorp app")
    assert [k.name for k in find.produces] == [k.name for k in mail.needs]
    assert mail.subtask == f'email bo quorn "{{{find.produces[0].name}}}" in {MAIL}'


def test_the_maker_read_in_the_app_store_is_what_is_mailed(tmp_path: Path):
    phone = SimDevice(seed=0)
    run_offline_team("email rosa kim who makes the scanner app in the app store", phone, tmp_path)
    sent = phone.state()["mail"]["sent"]
    assert [m["body"] for m in sent if m["to"] == "rosa.kim@example.com"] == ["ScanIt"]
