"""Plans for requests typed as people type them: a lead run on into the act (a question
without its mark, a comma splice after a statement, someone's need or wish said first), an
amount a record states, a told clause with nothing of its own, "that number", someone reached
by what a record says they do, and a team app left without a node. App labels and words are
invented."""

from __future__ import annotations

from experts.assembly_fields import fact_field
from experts.assembly_said import asked_within, whoever
from experts.assembly_shown import finding_source
from experts.assembly_spliced import spliced
from mobilexperts.llm.offline import OfflinePolicy
from planners.shown import own_cut
from planners.team import plan_team

FILES, CHAT, MAIL, NOTES = "Drawer Files", "Chat Messages", "Inbox Mail", "Notebook Pages"


def _team(team_of, shows: dict[str, list[str]], *labels: str):
    team = team_of(*labels)
    for member in team.members:
        member.shows = shows.get(member.portrait.labels[0], [])
    return team


def test_a_lead_run_on_into_the_act_is_written_as_finding_it_first():
    assert spliced("whens my zorb fee due put it on my quorn list") == (
        "whens my zorb fee due? put it on my quorn list"
    )
    assert spliced(
        "bo chan needs the price of the zap lamp on the quorn invoice, email it to him"
    ) == ("find the price of the zap lamp on the quorn invoice, then email it to bo chan")
    assert spliced("the quorn invoice has a due date, add it to my calendar as Pay quorn") == (
        "find the due date of the quorn invoice, then add it to my calendar as Pay quorn"
    )
    assert spliced("ada vance wants to come tell her where the zap club meets") == (
        "tell ada vance where the zap club meets"
    )
    assert spliced("ada vance asked when the zap club meets, text her") == (
        "find out when the zap club meets, then text ada vance"
    )


def test_a_request_that_opens_with_its_act_or_an_aside_of_the_owner_stays():
    for request in (
        "text ada vance what time my zap alarm goes off",
        "i'll bring quorn, text ann lee",
        "find the zap code and send it to ann lee",
    ):
        assert spliced(request) == request


def test_an_amount_a_record_states_is_found_there_first():
    assert spliced("start a timer for as long as my zap recipe says") == (
        "find out how long my zap recipe says, then start a timer for it"
    )
    assert spliced("zorb bread is in the oven, start a timer for as long as my recipe says") == (
        "find out how long my recipe for zorb bread says, then start a timer for it"
    )


def test_a_question_without_its_mark_gets_a_finding_node_in_the_app_that_shows_it(team_of):
    team = _team(team_of, {FILES: ["zorb", "fee"]}, FILES, NOTES)
    find, put = plan_team(
        "whens my zorb fee due put it on my quorn list", team, OfflinePolicy()
    ).nodes
    assert (find.expert, put.expert) == (f"{FILES} expert", f"{NOTES} expert")
    assert "zorb fee" in find.subtask and put.needs == find.produces
    assert f"{{{put.needs[0].name}}}" in put.subtask


def test_a_told_clause_with_nothing_of_its_own_tells_what_was_found(team_of):
    team = _team(team_of, {NOTES: ["quiz", "host"]}, NOTES, CHAT)
    find, tell = plan_team(
        "who hosts the zap quiz? let ada vance know", team, OfflinePolicy()
    ).nodes
    assert find.expert == f"{NOTES} expert" and tell.expert == f"{CHAT} expert"
    assert tell.needs == find.produces and tell.needs[0].type == "text"
    assert "ada vance" in tell.subtask and f"{{{tell.needs[0].name}}}" in tell.subtask


def test_that_number_points_back_at_what_was_found(team_of):
    team = _team(team_of, {FILES: ["zorb", "quorn"]}, FILES, CHAT)
    request = "how many zorbs does the quorn club have? text that number to ada vance"
    find, text = plan_team(request, team, OfflinePolicy()).nodes
    assert text.needs == find.produces
    assert "that number" not in text.subtask and f"{{{text.needs[0].name}}}" in text.subtask


def test_an_idle_app_whose_screens_show_what_a_clause_finds_gets_that_clause(team_of):
    team = _team(team_of, {FILES: ["zap", "job"]}, FILES, MAIL)
    request = "the zap job has to answer quorn issues within how long? email ada vance"
    find, mail = plan_team(request, team, OfflinePolicy()).nodes
    assert (find.expert, mail.expert) == (f"{FILES} expert", f"{MAIL} expert")
    assert mail.needs == find.produces


def test_someone_reached_by_what_a_record_says_they_do_is_found_there_first(team_of):
    request = "email whoever is sharing the zap slides in my quorn notes and ask when i'll see them"
    assert whoever(request) == (
        "email my person (someone is sharing the zap slides in my quorn notes) and ask when "
        "i'll see them"
    )
    assert whoever("text whoever has my zap key that i'm coming") == (
        "text my person (someone has my zap key in my documents) that i'm coming"
    )
    team = _team(team_of, {NOTES: ["zap", "slide", "quorn"]}, NOTES, MAIL)
    find, mail = plan_team(request, team, OfflinePolicy()).nodes
    assert find.expert == f"{NOTES} expert" and mail.expert == f"{MAIL} expert"
    assert mail.needs == find.produces and mail.needs[0].type == "contact"
    assert mail.subtask.startswith(f"email {{{mail.needs[0].name}}}") and "see them" in mail.subtask


def test_why_a_thing_happened_is_a_reason_to_find_and_tell():
    assert asked_within("text ada vance why the zap launch moved")["fact"] == (
        "why the zap launch moved"
    )
    assert fact_field("why the zap launch moved") == "reason"


def test_the_app_showing_most_words_of_what_a_clause_finds_keeps_it():
    shows = {FILES: ["zorb", "invoice", "due"], MAIL: ["invoice"], CHAT: ["quorn"]}
    found = finding_source("find the due date of the zorb invoice, then text it to quorn", shows)
    assert found == (FILES, ["zorb", "invoice", "due"])
    assert (
        finding_source("find the zorb invoice, then text it", {FILES: ["zorb"], MAIL: ["invoice"]})
        is None
    )


def test_each_node_says_why_its_app_and_an_unused_member_is_named(team_of):
    team = _team(team_of, {FILES: ["zap", "job"]}, FILES, MAIL, CHAT)
    request = "the zap job has to answer quorn issues within how long? email ada vance"
    spec = plan_team(request, team, OfflinePolicy()).spec
    find, mail = spec.nodes
    assert "its screens show zap, job" in find.reason
    assert MAIL in mail.reason
    assert f"{CHAT} expert has no node" in spec.reasoning


def test_more_leads_people_type_are_found_first():
    assert spliced("the zap code that quornshop texted me, email it to ada vance") == (
        "find the zap code that quornshop texted me, then email it to ada vance"
    )
    assert spliced("whats the zorb pick this month then add it to my quorn list") == (
        "whats the zorb pick this month? add it to my quorn list"
    )
    assert spliced("what did bo chan text me, save their number as a contact") == (
        "what did bo chan text me? save their number as a contact"
    )
    assert spliced("bo said the zap moved text ada vance the new time") == (
        "find out what bo said about the zap in my messages, then text ada vance the new time"
    )
    assert spliced("alarm for my zap class 2 hours before") == "alarm 2 hours before my zap class"
    assert spliced("lookup the zap hours, then email them to ada vance") == (
        "look up the zap hours, then email them to ada vance"
    )
    colon = "My zap is in the calendar: set an alarm an hour before it"
    assert spliced(colon) == colon


def test_an_alarm_hours_before_a_thing_is_one_alarm_and_them_passed_on_is_a_thing(team_of):
    team = team_of("Planner Calendar", "Alarm Clock")
    nodes = plan_team("alarm 2 hours before my zap class", team, OfflinePolicy()).nodes
    assert all(node.times == 1 for node in nodes)
    assert any("2 hours before" in node.subtask for node in nodes)
    team = _team(team_of, {NOTES: ["zap", "hour"]}, NOTES, MAIL)
    find, mail = plan_team(
        "look up the opening hours of the zap hall, then email them to ada vance",
        team,
        OfflinePolicy(),
    ).nodes
    assert mail.needs == find.produces and mail.needs[0].type != "contact"


def test_polite_verbless_and_passive_requests_get_their_act():
    assert spliced("can you text ada vance the zap code pls") == "text ada vance the zap code"
    assert spliced("i need to tell ada vance when my zap lands") == (
        "tell ada vance when my zap lands"
    )
    assert spliced("zap address to ada vance") == "send my zap address to ada vance"
    assert spliced("need bo's zap number texted to ada vance") == (
        "text bo's zap number to ada vance"
    )
    assert spliced("check what time zumba is and set an alarm 30 minutes before") == (
        "check what time zumba is and set an alarm 30 minutes before it"
    )
    assert spliced("set an alarm 30 minutes before") == "set an alarm 30 minutes before"
    assert spliced("move it to the trash") == "move it to the trash"


def test_a_word_only_one_app_shows_places_what_a_clause_finds(team_of):
    assert finding_source("check when zorb is, then text it", {FILES: ["zorb"]}) == (
        FILES,
        ["zorb"],
    )
    team = _team(team_of, {NOTES: ["zumba"]}, NOTES, "Alarm Clock")
    find, *_ = plan_team(
        "check what time zumba is and set an alarm 30 minutes before", team, OfflinePolicy()
    ).nodes
    assert find.expert == f"{NOTES} expert"
    assert find.subtask.startswith("What time is zumba")


def test_him_or_her_after_someone_reached_by_name_is_that_person(team_of):
    request = "email ada vance the zap agenda and text her the quorn room"
    assert spliced(request) == ("email ada vance the zap agenda and text ada vance the quorn room")
    assert spliced("email him the zap") == "email him the zap"
    team = team_of(MAIL, CHAT)
    mail, text = plan_team(request, team, OfflinePolicy()).nodes
    assert (mail.expert, text.expert) == (f"{MAIL} expert", f"{CHAT} expert")
    assert "ada vance" in text.subtask and " her " not in f" {text.subtask} "


def test_a_reply_that_names_nobody_goes_to_the_person_found_first(team_of):
    request = (
        "Someone from my zap club texted me their new number. Save it to my contacts, and "
        'reply "Saved!"'
    )
    nodes = plan_team(request, team_of(CHAT, "Address Contacts"), OfflinePolicy()).nodes
    find, reply = nodes[0], nodes[-1]
    person = next(k for k in find.produces if k.type == "contact")
    assert reply.subtask.startswith(f"reply to {{{person.name}}}") and person in reply.needs


def test_the_thing_someone_sent_is_found_with_its_relative_clause(team_of):
    assert own_cut("text ann the zap code that bo sent me so that she can use it") == (
        "text ann the zap code that bo sent me"
    )
    assert own_cut("text ann that i am late") == "text ann"
    team = _team(team_of, {MAIL: ["zap", "link"]}, MAIL, CHAT)
    find, text = plan_team(
        "text ada vance the zap link that bo sent me", team, OfflinePolicy()
    ).nodes
    assert find.expert == f"{MAIL} expert" and "that bo sent me" in find.subtask
    assert text.needs == find.produces and "bo sent me" not in text.subtask


def test_a_thing_the_owner_says_they_have_is_found_first(team_of):
    request = "I have a zumba class this week. Text Ada Vance the address."
    find, text = plan_team(request, team_of("Planner Calendar", CHAT), OfflinePolicy()).nodes
    assert find.expert == "Planner Calendar expert" and "zumba class" in find.subtask
    assert text.expert == f"{CHAT} expert" and text.needs == find.produces


def test_the_place_where_a_thing_of_the_owners_meets_is_found_in_their_events(team_of):
    team = team_of("City Maps", "Planner Calendar")
    find, go = plan_team(
        "Navigate to the place where my zap club meets", team, OfflinePolicy()
    ).nodes
    assert find.expert == "Planner Calendar expert"
    assert find.subtask.startswith("Where does my zap club meet")
    assert go.expert == "City Maps expert" and go.needs == find.produces


def test_someones_message_said_without_its_words_is_found_first_where_it_was_written():
    assert spliced("zed asked me for something on zapchat, put it on my quorn list") == (
        "find out what zed asked me on zapchat, then put it on my quorn list"
    )
    assert spliced("bo chan asked me a question, text it to ann lee") == (
        "find out what bo chan asked me, then text it to ann lee"
    )


def test_a_question_someone_asked_or_needs_answered_ending_in_is_is_found_first():
    assert spliced("ada vance asked where my zorb class is, send her the address") == (
        "find out where my zorb class is, then send ada vance the address"
    )
    assert spliced("bo needs to know which floor the quorn club is on, email him") == (
        "find out which floor the quorn club is on, then email bo"
    )


def test_a_value_found_and_written_in_the_same_app_is_found_by_its_own_node(team_of):
    team = _team(team_of, {}, NOTES)
    find, put = plan_team(
        "find the zorb gate code, then put it on my quorn list", team, OfflinePolicy()
    ).nodes
    assert find.expert == put.expert == f"{NOTES} expert"
    assert find.produces and put.needs == find.produces
    assert f"{{{put.needs[0].name}}}" in put.subtask and "zorb gate code" in find.subtask
    (node,) = plan_team(
        "find the best zorb shop open now and save it to my quorns", team, OfflinePolicy()
    ).nodes
    assert not node.produces


def test_a_verbs_form_after_an_ordinal_or_a_possessive_is_a_noun_not_an_act():
    assert spliced("what's the last message from my zorb coach? forward it to ada") == (
        "what's the last message from my zorb coach? forward it to ada"
    )
    assert spliced("whats bo's text about the zap club forward it to ada") == (
        "whats bo's text about the zap club? forward it to ada"
    )
