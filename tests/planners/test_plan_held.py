"""Plans for reads whose app is implied: a record said to tell a thing ("the zorp minutes say
when the quib sync is"), a telling done in an app's own verb ("zed zapped about X"), a photo on
a phone with no photo app by name. Names and things are invented where the phone allows."""

from __future__ import annotations

from experts.assembly import assemble
from experts.pool import ExpertPool
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.sim.device import SimDevice
from planners.asking import _DOES
from planners.keys import asked_as
from planners.relayed import asked_of, relayed_first
from planners.team import plan_team

FILES, PLANS, CHAT = "Drawer Files", "Planner Calendar", "Chat Messages"


def test_a_record_said_to_tell_a_thing_is_where_the_thing_is_found(team_of):
    assert asked_of("the zorp minutes say when the quib sync is") == (
        "find out when the quib sync is in the zorp minutes"
    )
    request = "the meeting minutes say when the next quib sync is - add it to my calendar as Quib"
    find, put = plan_team(request, team_of(FILES, PLANS), OfflinePolicy()).nodes
    assert find.expert == f"{FILES} expert" and "quib sync" in find.subtask
    assert put.expert == f"{PLANS} expert" and put.needs == find.produces


def test_any_verb_done_about_a_thing_tells_it():
    assert relayed_first("zed zapped about his zorp broth, text bo how long it took") == [
        "zed zapped about his zorp broth",
        "text bo how long it took",
    ]


def test_a_statement_asked_keeps_its_own_auxiliary():
    asked = asked_as("where my zorp ride pic was taken", "place")
    assert asked == "where was my zorp ride pic taken"
    assert _DOES.match("when the quib sync is in the zorp minutes") is None
    assert _DOES.match("where my zorp club meets") is not None


def test_a_simdroid_plan_reads_a_pic_where_the_screens_show_photos(tmp_path, surveyed_content):
    device = SimDevice()
    pool = ExpertPool(tmp_path / "experts.json", device.info.fingerprint)
    request = "text sami barros where my zorp ride pic was taken"
    team = assemble(request, pool, device, OfflinePolicy(), content=surveyed_content)
    find, text = plan_team(request, team, OfflinePolicy()).nodes
    assert find.expert.startswith("Snapgram") and find.subtask.startswith("Where was my zorp")
    assert text.expert.startswith("Messages") and text.needs == find.produces


def test_a_survey_source_showing_a_name_the_question_says_finds_it(team_of):
    team = team_of("Zap Market", "Notebook Pages", CHAT)
    team.members[0].shows = ["zapnow"]
    request = "what category is zapnow listed under? text ada vance"
    find, text = plan_team(request, team, OfflinePolicy()).nodes
    assert find.expert == "Zap Market expert" and text.needs == find.produces


def test_a_thing_of_the_owners_no_kind_names_is_read_where_the_survey_shows_it(team_of):
    team = team_of("Web Browser", FILES, "Inbox Mail")
    team.members[0].shows = ["history"]
    find, mail = plan_team("whats in my quorn history? email ada", team, OfflinePolicy()).nodes
    assert find.expert == "Web Browser expert" and mail.needs == find.produces
