"""Plans for a fact the device's survey found: an acting clause that passes on a thing described
in words the singled-out app shows is split into finding it there and acting on its key, by the
clause's structure ("with the X of Y", "the X where ...", "the X my Y is ...", "what i ...");
never the person reached nor a message in the request's own words. App labels are invented."""

from __future__ import annotations

from experts.assembly import assemble
from experts.assembly_offline import asked_of
from experts.pool import ExpertPool
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.sim.device import SimDevice
from planners.keys import key_for
from planners.team import plan_team

FILES, CHAT, MAIL, NOTES = "Drawer Files", "Chat Messages", "Inbox Mail", "Notebook Pages"


def plan(request: str, team, *, shown: str, shows: list[str], ranked: tuple[str, ...] = ()):
    for member in team.members:
        if shown in member.portrait.labels:
            member.shows = shows
    team.shown = list(ranked)
    return plan_team(request, team, OfflinePolicy()).nodes


def test_a_thing_passed_on_with_words_the_survey_found_is_found_there_first(team_of):
    team = team_of(FILES, MAIL)
    request = "email omar ruiz with the opening hours of the quarry gallery"
    find, mail = plan(request, team, shown=FILES, shows=["quarry", "gallery"])
    assert find.expert == f"{FILES} expert" and "the quarry gallery" in find.subtask
    assert mail.expert == f"{MAIL} expert"
    assert [k.name for k in find.produces] == [k.name for k in mail.needs]
    assert f"{{{mail.needs[0].name}}}" in mail.subtask and "quarry" not in mail.subtask


def test_a_thing_described_by_a_relative_clause_is_found_as_a_whole(team_of):
    team = team_of(CHAT, MAIL)
    request = "email ada vance the van my zipride courier is coming in"
    find, mail = plan(request, team, shown=CHAT, shows=["zipride", "courier"], ranked=(CHAT, FILES))
    assert find.expert == f"{CHAT} expert"
    assert "the van of my zipride courier" in find.subtask
    assert find.produces[0].name == "van_item" and mail.needs == find.produces
    assert find.candidates == [FILES]


def test_the_person_reached_and_the_message_are_not_facts(team_of):
    team = team_of(FILES, CHAT)
    request = "text quarry vance that the boiler in the flat is due in May"
    nodes = plan(request, team, shown=FILES, shows=["quarry", "boiler"])
    assert [n.expert for n in nodes] == [f"{CHAT} expert"]


def test_a_thing_said_again_by_where_it_is_kept_is_found_there(team_of):
    team = team_of(NOTES, MAIL, CHAT)
    request = "tell ada vance the time omar suggested for the quarry review, the one from his email"
    find, text = plan(request, team, shown=NOTES, shows=["quarry"])
    assert find.expert == f"{MAIL} expert" and "from his email" in find.subtask
    assert text.expert == f"{CHAT} expert" and text.needs == find.produces


def test_a_simdroid_plan_finds_an_unnamed_fact_where_the_survey_saw_it(tmp_path, surveyed_content):
    device = SimDevice()
    pool = ExpertPool(tmp_path / "experts.json", device.info.fingerprint)
    content = surveyed_content
    request = "text liam moreau the name of the robot nadia built with her niece"
    team = assemble(request, pool, device, OfflinePolicy(), content=content)
    find, text = plan_team(request, team, OfflinePolicy()).nodes
    assert find.expert.startswith("Chirp") and "robot" in find.subtask
    assert text.expert.startswith("Messages") and text.needs == find.produces


def test_an_enlisted_app_no_clause_points_at_finds_the_thing_passed_on(team_of):
    request = "email ada vance the opening hours of the quarry gallery"
    find, mail = plan(request, team_of(FILES, MAIL), shown="", shows=[])
    assert find.expert == f"{FILES} expert" and mail.needs == find.produces
    (forward,) = plan(
        "forward the booking email to ada vance", team_of(MAIL, CHAT), shown="", shows=[]
    )
    assert forward.expert == f"{MAIL} expert"


def test_a_thing_described_by_a_relative_clause_is_found_where_it_says_it_is_kept(team_of):
    request = "text ada vance the week the quarry launch is planned for on our roadmap page"
    find, text = plan(request, team_of(NOTES, CHAT), shown="", shows=[])
    assert find.expert == f"{NOTES} expert" and "on our roadmap page" in find.subtask
    assert text.expert == f"{CHAT} expert" and text.needs == find.produces


def test_a_bare_question_about_a_record_is_asked_where_it_is_kept(team_of):
    (node,) = plan("bo chan's email address?", team_of("Zap Contacts", MAIL), shown="", shows=[])
    assert node.expert == "Zap Contacts expert" and not node.needs


def test_a_thing_shared_with_someone_by_a_channel_is_found_without_the_person_or_channel(team_of):
    team = team_of(NOTES, MAIL)
    request = "share my zorble list with quinn vale by email"
    find, mail = plan(request, team, shown=NOTES, shows=["zorble"])
    assert find.expert == f"{NOTES} expert" and "zorble list" in find.subtask
    assert "quinn" not in find.subtask and "email" not in find.subtask
    assert mail.expert == f"{MAIL} expert" and mail.needs == find.produces


def test_an_act_set_for_when_a_shown_thing_happens_finds_its_time_there(team_of):
    team = team_of(MAIL, "Ticker Clock")
    request = "set an alarm for when the zorble club meets on sunday"
    find, alarm = plan(request, team, shown=MAIL, shows=["zorble", "club"])
    assert find.expert == f"{MAIL} expert" and "when the zorble club meets" in find.subtask.lower()
    assert alarm.expert == "Ticker Clock expert" and alarm.needs == find.produces
    assert "zorble" not in alarm.subtask


def test_a_question_about_the_owners_plans_told_by_a_channel_is_found_in_the_events_app(team_of):
    team = team_of("Zap Calendar", CHAT)
    request = "let quinn vale know by text where zorble club is happening"
    find, text = plan(request, team, shown=CHAT, shows=[])
    assert find.expert == "Zap Calendar expert" and "zorble club" in find.subtask
    assert text.expert == f"{CHAT} expert" and text.needs == find.produces
    assert "zorble" not in text.subtask


def test_words_the_survey_found_overrule_a_kind_guess_that_would_take_the_only_clause(team_of):
    team = team_of(NOTES, FILES, MAIL)
    request = "what goes in my quornish zapstew? email ada vance"
    find, mail = plan(request, team, shown=NOTES, shows=["quornish", "zapstew"])
    assert find.expert == f"{NOTES} expert" and "zapstew" in find.subtask
    assert mail.expert == f"{MAIL} expert" and mail.needs == find.produces


def test_what_a_person_asked_the_owner_to_do_is_found_as_that_not_as_the_person():
    assert key_for("find out what did quornelia want me to review", set()).name == "review"
    assert key_for("find out what did bo say about the zap meeting", set()).name == "zap_meeting"


def test_the_survey_reads_an_opened_rows_list_below_the_fold(surveyed_content):
    maps = next(a for a in surveyed_content.store.all() if a.label == "Maps")
    shown = " ".join(maps.texts)
    assert "Siam Garden" in shown and "Turpan Skewer Bar" in shown


def test_how_long_a_thing_is_is_found_as_a_length_not_a_time(team_of):
    team = team_of(MAIL, CHAT)
    request = "text omar ruiz how long ada's zorb run is"
    find, text = plan(request, team, shown=MAIL, shows=["zorb", "run"])
    assert find.expert == f"{MAIL} expert" and "zorb run" in find.subtask
    assert find.produces[0].type == "text" and text.needs == find.produces
    assert text.expert == f"{CHAT} expert" and "zorb" not in text.subtask


def test_an_app_named_as_what_the_asked_thing_belongs_to_is_used_and_names_the_key():
    assert asked_of("let ann know what browser it was", "Browser")
    assert not asked_of("what zapline handle does ann use? text it to bo", "Zapline")
    assert key_for("what zapline handle does ann use", set()).name == "zapline_handle"
