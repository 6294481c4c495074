"""One-sentence hand-overs between apps (issue #13, cross38): a place property asked of where a
day's plan happens ("the address for saturday's zorp") needs the events app and the places app,
a bare "number" of a place found upstream is its phone number, and the verb before someone's
value ("put bo's zap code on my list") is not part of their name. Real offline policy; app
labels are invented."""

from __future__ import annotations

from experts.assembly import AssembleContext, InstalledApp
from experts.assembly_kept import kept_apps, kept_phrase
from experts.assembly_offline import needed_apps, planned
from mobilexperts.llm.offline import OfflinePolicy
from planners.team import plan_team

MAIL, PLANS, CHAT, NOTES = "Inbox Mail", "Planner Calendar", "Chat Messages", "Notebook Pages"
MAPS = "City Maps"


def _plan(request: str, team):
    return plan_team(request, team, OfflinePolicy()).nodes


def test_a_plan_owned_by_a_day_is_a_fact_of_the_owner_s_plans():
    assert planned("navigate to the restaurant for friday's lunch with bo")
    assert planned("email bo the address for today's brunch")
    assert not planned("email bo the address for today")


def test_the_address_for_a_day_s_plan_needs_the_events_app_and_the_places_app():
    apps = [InstalledApp(label=label) for label in (CHAT, MAIL, PLANS, MAPS)]
    context = AssembleContext(
        request="email bo lee the address for saturday's brunch", apps=apps, experts=[]
    )
    needed = [app.label for app in needed_apps(context)]
    assert PLANS in needed and MAPS in needed and MAIL in needed


def test_the_address_for_a_day_s_plan_is_looked_up_of_the_place_found(team_of):
    team = team_of(PLANS, MAPS, MAIL)
    where, lookup, mail = _plan("email bo lee the address for saturday's brunch", team)
    assert where.expert == f"{PLANS} expert"
    assert where.subtask.startswith("Where is saturday's brunch")
    assert lookup.expert == f"{MAPS} expert" and lookup.needs == where.produces
    assert "address" in lookup.subtask and mail.needs == lookup.produces


def test_going_to_the_place_of_a_day_s_plan_finds_it_in_the_events_app(team_of):
    team = team_of(PLANS, MAPS)
    where, go = _plan("navigate to the restaurant for friday's lunch with bo", team)
    assert where.expert == f"{PLANS} expert" and go.expert == f"{MAPS} expert"
    assert go.needs == where.produces


def test_a_bare_number_of_a_place_found_upstream_is_its_phone_number(team_of):
    team = team_of(PLANS, MAPS, CHAT)
    request = "text ada vance the number of the cafe for my lunch with bo"
    where, phone, text = _plan(request, team)
    assert phone.expert == f"{MAPS} expert" and "phone number" in phone.subtask
    assert phone.needs == where.produces and text.needs == phone.produces


def test_the_verb_before_someone_s_value_is_not_part_of_their_name():
    assert kept_phrase("put bo's zap code on my quorn list") == "bo's zap code"
    assert kept_phrase("email ada vance's zap code to bo") == "ada vance's zap code to bo"


def test_where_a_found_place_is_put_is_not_part_of_the_plan_it_names():
    said = planned("save the address for my dentist appointment to my quorn list")
    assert said is not None and said.group(0) == "for my dentist appointment"


def test_a_field_of_someone_s_card_posted_somewhere_needs_the_people_app():
    labels = ["Zap Chirp", "Phone Contacts", "Inbox Mail"]
    shows = {"Zap Chirp": ["maya", "garcia", "zorb"]}
    request = "post maya garcia's employer on zap chirp"
    assert kept_apps(request, labels, ["Zap Chirp"], shows) == ["Phone Contacts"]


def test_a_property_said_before_of_where_a_plan_happens_is_looked_up(team_of):
    team = team_of(PLANS, MAPS, MAIL)
    where, lookup, mail = _plan("email bo lee the address of where i'm having zorp today", team)
    assert where.expert == f"{PLANS} expert" and lookup.expert == f"{MAPS} expert"
    assert mail.needs == lookup.produces and mail.subtask.startswith('email bo lee "{')
    team = team_of(PLANS, MAPS, CHAT)
    request = "text bo lee the number for the cafe i'm having zorp with ada at"
    where, phone, text = _plan(request, team)
    assert phone.expert == f"{MAPS} expert" and "phone number" in phone.subtask
    assert text.subtask == f'text bo lee "{{{phone.produces[0].name}}}" in {CHAT}'
