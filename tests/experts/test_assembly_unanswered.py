"""A question no app found so far keeps (no record of a found app's kind, none of its telling
words on a found app's screens) enlists the app the survey shows keeping it, even when a found
app is not acted in by a verb; a keeper found that way drops the web app its unseen words
brought; a place known by who works there enlists the address book."""

from __future__ import annotations

from experts.assembly import AssembleContext, InstalledApp
from experts.assembly_asked import unanswered
from experts.assembly_offline import needed_apps
from experts.assembly_shown import put_at, shown_source
from experts.assembly_workplace import workplace_app

FILLER = [f"Zapp{n}" for n in range(10)]
"""Apps that show nothing of the requests: the survey's evidence counts against all apps."""


def context(request: str, shows: dict[str, list[str]], unseen: list[str] = ()) -> AssembleContext:
    labels = ["Planner", "Clock", "Mail", "Browser", "Contacts", "Maps", *FILLER]
    apps = [InstalledApp(label=label, shows=shows.get(label, [])) for label in labels]
    return AssembleContext(request=request, apps=apps, experts=[], unseen=list(unseen))


def labels(request: str, shows: dict[str, list[str]], unseen: list[str] = ()) -> list[str]:
    return [app.label for app in needed_apps(context(request, shows, unseen))]


def test_a_question_no_found_app_keeps_is_asked_where_the_survey_shows_it():
    request = "what time is zumba today? i need an alarm half an hour before it"
    shows = {"Planner": ["zumba"], "Clock": ["alarm"]}
    assert unanswered(request, shows, ["Clock"])
    assert not unanswered(request, shows, ["Planner", "Clock"])
    assert labels(request, shows) == ["Planner", "Clock"]


def test_a_question_whose_record_a_found_app_keeps_is_answered():
    request = "whats my seat on the zap flight? text it to ann lee"
    assert not unanswered(request, {"Mail": ["seat", "zap"]}, ["Calendar", "Messages"])
    assert unanswered(request, {"Mail": ["seat", "zap"]}, ["Messages"])


def test_a_keeper_of_the_question_drops_the_web_app_its_unseen_words_brought():
    request = "who's invited to the zorp kickoff on the 23rd? email ann lee"
    shows = {"Planner": ["kickoff"], "Mail": ["ann"]}
    unseen = ["invited", "23rd", "zorp"]
    assert labels(request, shows, unseen) == ["Planner", "Mail"]
    assert labels(request, {"Mail": ["ann"]}, unseen) == ["Browser", "Mail"]


def test_a_place_known_by_who_works_there_enlists_the_address_book():
    assert workplace_app("take me to the hotel zeb orr works at", ["Maps", "Contacts"]) == (
        "Contacts"
    )
    assert workplace_app("text ann lee where Bo works", ["Contacts"]) == "Contacts"
    assert workplace_app("find the hotel that works best", ["Maps", "Contacts"]) is None
    assert labels("save the hotel zeb orr works at in maps", {}) == ["Contacts", "Maps"]


def test_words_side_by_side_tell_the_keeper_when_the_first_is_also_an_action():
    request = "when does my travel zorbance run out? put it on my to do list"
    shows = {"Planner": ["zorbance"], "Mail": ["zorbance", "travel zorbance"]}
    assert labels(request, shows)[0] == "Mail"


def test_where_a_clause_puts_something_tells_not_where_the_fact_is_kept():
    request = "Zeb sent me a zorb stew recipe. Put the ingredients on my grocery list."
    shows = {
        "Mail": ["zorb", "stew", "recipe"],
        "Planner": ["recipe", "grocery"],
        "Zapp1": ["recipe"],
    }
    assert put_at(request) == {"grocery", "list", "grocery list"}
    assert shown_source(request, shows, 16) == "Mail"
