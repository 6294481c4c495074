"""Coverage by evidence: a team member left without a node whose app keeps the thing a one-clause
request acts on gets a node finding it, and the acting node needs its key; a member with no
such evidence stays idle. App labels are invented; their kinds come from the lexicon."""

from __future__ import annotations

from experts.assembly_kept import keeper, kept_phrase
from mobilexperts.llm.offline import OfflinePolicy
from planners.team import plan_team

CAL, MAIL, NOTES, SHOP, CHAT = "Zorb Calendar", "Zorb Mail", "Zorb Notes", "Zorb Shop", "Zorb Chat"


def nodes(request: str, team):
    return plan_team(request, team, OfflinePolicy()).nodes


def test_a_thing_passed_on_in_one_clause_is_found_in_the_app_whose_screens_show_it(team_of):
    team = team_of(CAL, MAIL)
    for member in team.members:
        member.seen = ["quorn", "review", "quorn review"] if CAL in member.portrait.labels else []
    find, mail = nodes("email ada vance the start time of my quorn review", team)
    assert find.expert == f"{CAL} expert" and "the start time of my quorn review" in find.subtask
    assert mail.expert == f"{MAIL} expert" and mail.needs == find.produces
    assert f"{{{find.produces[0].name}}}" in mail.subtask and "my quorn" not in mail.subtask


def test_a_thing_someone_passed_on_is_found_where_people_s_words_come(team_of):
    find, put = nodes("the book zed recommended should go on my quorn list", team_of(NOTES, MAIL))
    assert find.expert == f"{MAIL} expert" and put.expert == f"{NOTES} expert"
    assert put.needs == find.produces
    assert put.subtask.startswith(f"add {{{find.produces[0].name}}} on my quorn list")


def test_a_place_said_by_a_wh_clause_is_found_before_it_is_gone_to(team_of):
    find, go = nodes("directions to wherever my zumba brunch is", team_of("Zorb Maps", CAL))
    assert find.expert == f"{CAL} expert" and go.expert == "Zorb Maps expert"
    assert find.subtask.startswith("Where ") and "wherever" not in find.subtask
    assert go.needs == find.produces and "my zumba brunch" not in go.subtask


def test_the_app_that_keeps_the_thing_finds_it_and_the_idle_one_acts(team_of):
    team = team_of(SHOP, NOTES)
    request = "jot the price of the cheapest zorbel kettle on my to-do list"
    for member in team.members:
        member.seen = (
            ["zorbel", "kettle", "zorbel kettle"] if SHOP in member.portrait.labels else []
        )
    find, jot = nodes(request, team)
    assert find.expert == f"{SHOP} expert" and "zorbel kettle" in find.subtask
    assert jot.expert == f"{NOTES} expert" and jot.needs == find.produces


def test_a_member_with_no_evidence_for_the_thing_stays_idle(team_of):
    found = nodes('text ada vance "see you at the quorn gate"', team_of(CHAT, CAL))
    assert [n.expert for n in found] == [f"{CHAT} expert"]


def test_the_described_thing_is_neither_where_it_goes_nor_who_is_reached():
    assert kept_phrase("add the book zed zorbled to my quorn list") == "the book zed zorbled"
    assert (
        kept_phrase("text my zed the room of the quorn kickoff") == "the room of the quorn kickoff"
    )
    assert kept_phrase("put eggs on my quorn list") is None
    assert kept_phrase("zed's quorn idea goes on my zap list") == "zed's quorn idea"


def test_the_keeper_is_singled_out_by_the_apps_screens_or_is_none():
    shows = {SHOP: ["zorbel", "kettle", "zorbel kettle"], NOTES: ["kettle"]}
    assert keeper("the price of the zorbel kettle", [SHOP, NOTES], shows) == SHOP
    tied = {SHOP: ["zorbel", "kettle"], NOTES: ["zorbel", "kettle"]}
    assert keeper("the price of the zorbel kettle", [SHOP, NOTES], tied) is None
