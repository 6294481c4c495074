"""Plans for cross-app requests as different people type them: numbered and ordinal lists, a
purpose said first or last, an aside before a polite ask, someone's doings before their need,
and a "wherever"/"whenever" hand-over. App labels and words are invented."""

from __future__ import annotations

from experts.assembly import AssembleContext, InstalledApp
from experts.assembly_loose import loosened
from experts.assembly_offline import needed_apps
from experts.assembly_spliced import spliced
from mobilexperts.llm.offline import OfflinePolicy
from planners.team import plan_team

CHAT, NOTES, PLANNER, MAPS = "Chat Messages", "Notebook Pages", "Planner Calendar", "Atlas Maps"


def _team(team_of, shows: dict[str, list[str]], *labels: str):
    team = team_of(*labels)
    for member in team.members:
        member.shows = shows.get(member.portrait.labels[0], [])
    return team


def test_a_numbered_or_ordinal_list_is_one_clause_per_item():
    assert loosened("1) find the zorb code in my notes 2) text it to ada vance") == (
        "find the zorb code in my notes, then text it to ada vance"
    )
    assert loosened("1. get the zap number 2. add it to my quorn list 3. text it to bo") == (
        "get the zap number, then add it to my quorn list, then text it to bo"
    )
    assert loosened("first, see what the zap code is; second, post its name") == (
        "see what the zap code is, then post its name"
    )
    assert loosened("text bo the 2 zap codes") == "text bo the 2 zap codes"


def test_a_purpose_is_dropped_and_the_person_it_names_is_the_one_reached():
    assert loosened("so that bo knows where to go, email him the zorb room") == (
        "email bo the zorb room"
    )
    assert loosened("to have it handy, put my zap number on my quorn list") == (
        "put my zap number on my quorn list"
    )
    assert loosened("text ada vance the zorb code so she can get in") == (
        "text ada vance the zorb code"
    )
    assert loosened("hey so i was reading the zap notes, post it") == (
        "i was reading the zap notes, post it"
    )


def test_an_aside_before_a_polite_ask_is_dropped_unless_the_act_points_back_at_it():
    assert loosened("bo keeps asking me, can you check when my zorb is and text bo") == (
        "check when my zorb is and text bo"
    )
    assert (
        loosened(
            "i keep forgetting about the zap thing bo set up, could you find out what time it "
            "starts and set an alarm for it"
        )
        == "find out what time the zap thing bo set up starts and set an alarm for it"
    )
    said = "ada's zorb day is june 2, can you save that"
    assert loosened(said) == said
    assert spliced("ada vance needs the zorb code, can you send it to her") == (
        "find the zorb code, then send it to ada vance"
    )
    assert spliced("ada vance is coming over and needs the zorb code, send it to her") == (
        "find the zorb code, then send it to ada vance"
    )


def test_a_wherever_or_whenever_thing_is_found_first():
    assert loosened("wherever the zorb review is on monday, tell bo by text") == (
        "find out where the zorb review is on monday, then tell bo by text"
    )
    assert loosened("take me to wherever the zap lunch is") == (
        "find out where the zap lunch is, then take me there"
    )
    assert loosened("set an alarm for whenever the zorb call is") == (
        "find out when the zorb call is, then set an alarm for it"
    )


def test_a_listed_request_hands_the_found_value_to_the_next_app(team_of):
    team = _team(team_of, {NOTES: ["zorb"]}, NOTES, CHAT)
    find, text = plan_team(
        "1) find the zorb code in my notebook 2) text it to ada vance", team, OfflinePolicy()
    ).nodes
    assert (find.expert, text.expert) == (f"{NOTES} expert", f"{CHAT} expert")
    assert text.needs == find.produces
    assert "1)" not in text.subtask and "2)" not in text.subtask
    assert f"{{{text.needs[0].name}}}" in text.subtask


def test_a_wherever_hand_over_finds_the_place_then_tells_it(team_of):
    team = _team(team_of, {PLANNER: ["zorb", "review"]}, PLANNER, CHAT)
    find, text = plan_team(
        "wherever the zorb review is on monday, tell ada vance by text", team, OfflinePolicy()
    ).nodes
    assert (find.expert, text.expert) == (f"{PLANNER} expert", f"{CHAT} expert")
    assert text.needs == find.produces
    assert text.subtask.startswith("text ada vance") and "{" in text.subtask


def test_a_trailing_purpose_that_names_a_thing_stays():
    said = "find the newest zap lamp and send it to bo so they can check the price"
    assert loosened(said) == said


def test_a_first_sentence_saying_someone_sent_a_thing_is_found_in_their_mail():
    assert loosened("Bo mailed about the zorb day. Add it to my planner.") == (
        "find the zorb day in my email from Bo, then add it to my planner."
    )
    assert loosened("Ada texted me a zap code. Put it on my quorn list.") == (
        "find the zap code in my messages from Ada, then put it on my quorn list."
    )
    said = "I sent a zap code. Put it on my quorn list."
    assert loosened(said) == said
    said = "Ada texted me a zap recipe. Put the parts on my quorn list."
    assert loosened(said) == said


def test_a_property_of_the_owners_event_on_a_day_needs_the_app_that_keeps_plans():
    apps = [InstalledApp(label=label) for label in (CHAT, NOTES, PLANNER)]
    request = "text ada vance the room of our zorb sync on monday"
    context = AssembleContext(request=request, apps=apps, experts=[])
    assert [app.label for app in needed_apps(context)] == [PLANNER, CHAT]


def test_what_someone_asked_for_said_again_is_what_was_found():
    assert loosened("bo emailed me asking for something, put whatever he asked for on my list") == (
        "bo emailed me asking for something, put it on my list"
    )
    said = "put whatever he asked for on my list"
    assert loosened(said) == said


def test_a_property_looked_up_of_a_place_found_first_is_asked_of_that_place(team_of):
    team = _team(team_of, {}, PLANNER, MAPS, CHAT)
    request = (
        "find out where i'm having zorb today, look up its address on the map, and text that "
        "address to ada vance"
    )
    find, look, text = plan_team(request, team, OfflinePolicy()).nodes
    assert [k.name for k in look.needs] == [k.name for k in find.produces] == ["place"]
    assert "the address of {place}" in look.subtask
    assert text.needs == look.produces


def test_openers_step_marks_and_roles_people_type_are_read_plainly():
    assert loosened("hey, whenever the zorb club is, put it on my quorn list") == (
        "find out when the zorb club is, then put it on my quorn list"
    )
    assert loosened("step 1: find the zap code. step 2: text it to bo") == (
        "find the zap code, then text it to bo"
    )
    assert loosened("so bo isn't late, text him where the zorb is") == ("text bo where the zorb is")
    assert spliced("my brother bo chan wants the zap code, send it to him") == (
        "find the zap code, then send it to bo chan"
    )
    assert loosened("directions to wherever the zorb is") == "directions to wherever the zorb is"


def test_someones_situation_before_an_act_on_them_names_them_in_the_act():
    assert loosened("bo is staying at my place, email her the zorb password") == (
        "email bo the zorb password"
    )
    assert loosened("it is late, email her the zorb password") == (
        "it is late, email her the zorb password"
    )


def test_a_thing_named_by_what_someone_said_of_it_is_found_in_their_email_first():
    assert loosened("add the zorb bo told me about to my quorn list") == (
        "find the zorb in my email from bo, then add it to my quorn list"
    )
    assert loosened("post the title of the zorb bo recommended to me") == (
        "find the zorb in my email from bo, then post its title"
    )
    kept = "take me to the zorb bo suggested in her email"
    assert loosened(kept) == kept


def test_whatever_someone_does_is_found_first_and_followers_are_told_by_a_post():
    assert loosened("whatever i have to bring to the zorb, put it on my quorn list") == (
        "find out what i have to bring to the zorb, then put it on my quorn list"
    )
    assert loosened("tell my followers the zap code") == "post the zap code"


def test_the_amount_a_later_clause_names_is_the_value_found_before(team_of):
    team = _team(team_of, {NOTES: ["zorb"]}, NOTES, CHAT)
    find, text = plan_team(
        "how much did the zorb cost in my notebook? text the amount to ada vance",
        team,
        OfflinePolicy(),
    ).nodes
    assert text.needs == find.produces
    assert f"{{{text.needs[0].name}}}" in text.subtask
    assert "the amount" not in text.subtask


def test_the_owners_want_of_a_thing_an_app_makes_after_a_question_is_making_it(team_of):
    said = "what time is zumba today? i need an alarm half an hour before it"
    assert loosened(said) == "what time is zumba today? make an alarm half an hour before it"
    kettle = "i need an electric kettle, add the cheapest one to the cart"
    assert loosened(kettle) == kettle
    assert loosened("find the zorb, then i want a quorn") == "find the zorb, then i want a quorn"
    team = _team(team_of, {PLANNER: ["zumba"]}, PLANNER, "Tick Clock")
    nodes = plan_team(said, team, OfflinePolicy()).nodes
    assert nodes[0].expert == f"{PLANNER} expert" and nodes[0].produces
    assert nodes[-1].expert == "Tick Clock expert" and "alarm" in nodes[-1].subtask


def test_the_place_someone_works_at_that_an_act_goes_to_is_found_first(team_of):
    said = "take me to the hotel ada vance works at"
    assert loosened(said) == "find the hotel ada vance works at, then take me there"
    assert loosened("take me to the office i work at") == "take me to the office i work at"
    find, go = plan_team(said, team_of("Phone Contacts", MAPS), OfflinePolicy()).nodes
    assert find.expert == "Phone Contacts expert" and "ada vance works at" in find.subtask
    assert go.expert == f"{MAPS} expert" and go.needs == find.produces


def test_whatever_someone_asked_the_owner_for_is_found_first():
    said = "whatever ada asked me to send her, put it on my to-do list"
    assert loosened(said) == "find out what ada asked me to send her, then put it on my to-do list"
