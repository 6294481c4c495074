"""The app that keeps the answer of a question the request asks before acting on it: the app
whose screens show the question's words, other than the apps acted in; for what a person said,
the mail or message app nobody acts in; a thing described with a modifier ("the cast iron
...") is no person reached; and a question about someone the owner's apps show, or about the
world in so many words, is placed accordingly. A question a clause carries, and what a
person the request names said (where their rows are), find the keeper too."""

from __future__ import annotations

from experts.assembly import AssembleContext, InstalledApp
from experts.assembly_asked import (
    asked_about,
    asked_source,
    asked_words,
    carried_question,
    people,
    question,
    speaker_source,
)
from experts.assembly_offline import needed_apps
from experts.assembly_shown import reached
from experts.assembly_web import web_fact

APPS = 14
LABELS = ["Inbox", "Chat", "Zapshop", "Quornbook"]


def test_a_question_before_an_act_is_asked_first():
    assert question("how much was the quornpot? text ann lee") == "how much was the quornpot?"
    assert question("wheres my zapbox been left? email bo") == "wheres my zapbox been left?"
    assert question("how much was the quornpot?") is None
    assert question("text ann lee the price of the quornpot") is None


def test_the_app_showing_the_question_word_keeps_it_not_the_app_acted_in():
    request = "how much did i pay for the cast iron quornpot? text ann lee"
    shows = {"Zapshop": ["quornpot"], "Chat": ["quornpot"]}
    assert asked_source(request, shows, APPS, LABELS, {"Chat"}) == "Zapshop"
    assert asked_source(request, {"Chat": ["quornpot"]}, APPS, LABELS, {"Chat"}) is None


def test_what_a_person_asked_is_kept_by_the_mail_app_nobody_acts_in():
    request = "what did bo want me to review? text ann lee"
    assert asked_source(request, {}, APPS, LABELS, {"Chat"}) == "Inbox"
    assert asked_source(request, {}, APPS, LABELS, {"Chat", "Inbox"}) is None
    assert (
        asked_source("how tall is the zap tower? text ann lee", {}, APPS, LABELS, {"Chat"}) is None
    )


def test_a_word_of_a_longer_app_kind_still_tells_the_keeper():
    assert asked_words("wheres my parcel been left?", ["parcel", "left"]) == ["parcel", "left"]
    assert asked_words("what did the text say?", ["text", "say"]) == []


def test_a_modified_thing_after_a_determiner_is_no_person_reached():
    assert reached("what did the cast iron quornpot cost? text ann lee") == {"ann", "lee"}


def test_a_question_about_someone_the_apps_show_is_not_the_webs():
    clause = "how many zorbs did quornelia plant with her group?"
    assert not web_fact(clause, {"zorb", "plant", "group", "many"})
    assert web_fact(clause, {"zorb", "plant", "group", "many", "quornelia"})


def test_a_question_about_the_world_is_the_webs_whatever_the_apps_show():
    assert web_fact("how many zorbs are there in the world?", set())
    assert not web_fact("how many zorbs are there?", set())


def test_the_kind_of_answer_asked_for_tells_no_keeper():
    request = "which city did the zorbling come from? text ann lee"
    assert asked_source(request, {"Zapshop": ["city"]}, APPS, LABELS, {"Chat"}) is None
    assert asked_source(request, {"Zapshop": ["zorbling"]}, APPS, LABELS, {"Chat"}) == "Zapshop"


def test_one_common_word_two_apps_show_is_too_little():
    request = "how many zorbs did bo plant? text ann lee"
    shows = {"Zapshop": ["plant"], "Quornbook": ["plant"]}
    assert asked_source(request, shows, APPS, LABELS, {"Chat"}) is None


def test_the_kind_of_answer_is_no_word_an_app_shows_of_the_question():
    assert asked_words("what year did the quake hit zapton?", ["year", "zapton"]) == ["zapton"]


def test_a_finding_clause_is_about_its_thing_not_its_verb_or_answer_kind():
    assert asked_about("find out what year the zap tower opened") == "the zap tower opened"
    assert asked_about("how many zorbs did bo plant") == "did bo plant"


def test_a_question_a_clause_carries_is_asked_when_no_sentence_asks():
    assert carried_question("text bo which room the zorp review is in") == (
        "which room the zorp review is in"
    )
    assert carried_question("wake me when zorp club starts and text ann") == "when zorp club starts"
    assert carried_question("whats the zorp? text bo") == "whats the zorp?"
    assert carried_question("text bo the zorp") is None


def test_the_keeper_of_a_carried_question_must_be_singled_out():
    request = "text bo which room the zorp review is in"
    assert asked_source(request, {"Planner": ["zorp review"]}, APPS, [*LABELS, "Planner"], {"Chat"})
    tied = {"Planner": ["zorp"], "Zapshop": ["zorp"], "Chat": []}
    assert asked_source(request, tied, APPS, [*LABELS, "Planner"], {"Chat"}) is None


def test_what_a_named_person_said_is_kept_where_their_rows_share_the_requests_words():
    request = "how late did zeb say hes running? email ann lee"
    assert "zeb" in people(request) and "ann" not in people(request)
    said = {"Chat": ["Zeb Orr | running 10 minutes late | Mon"], "Feed": ["Zeb Orr | moon pics"]}
    assert speaker_source(request, said, {"Inbox"}) == "Chat"
    assert speaker_source(request, said, {"Inbox", "Chat"}) is None
    assert speaker_source(request, {"Feed": ["Zeb Orr | moon pics"]}, set()) is None


def test_a_team_with_no_keeper_of_what_a_person_said_enlists_where_their_rows_are():
    request = "zeb needs me to finish something by tomorrow, put it on my to do list"
    apps = [
        InstalledApp(label="Mail", said=["Zeb Orr | the zorp draft | finish it by tomorrow"]),
        InstalledApp(label="Pages"),
        InstalledApp(label="Clock"),
    ]
    context = AssembleContext(request=request, apps=apps, experts=[])
    assert [app.label for app in needed_apps(context)] == ["Mail", "Pages"]
    alone = context.model_copy(update={"apps": [a.model_copy(update={"said": []}) for a in apps]})
    assert [app.label for app in needed_apps(alone)] == ["Pages"]


def test_a_thing_a_person_recommended_to_the_owner_is_kept_where_their_words_are():
    labels = ["Inbox Mail", "Chat Messages", "Zapshop"]
    request = "let ann lee know by text which zorb bo recommended to me"
    assert asked_source(request, {}, APPS, labels, {"Chat Messages"}) == "Inbox Mail"
    told = "let ann lee know by text which zorb bo bought"
    assert asked_source(told, {}, APPS, labels, {"Chat Messages"}) is None


def test_a_time_a_person_suggested_is_kept_by_the_app_of_their_words_that_shows_the_thing():
    request = "ada wants zorbing on friday, set an alarm 15 min before the time she suggested"
    apps = [
        InstalledApp(label="Mail", shows=["zorbing"]),
        InstalledApp(label="Messages"),
        InstalledApp(label="Clock"),
    ]
    context = AssembleContext(request=request, apps=apps, experts=[])
    assert needed_apps(context)[0].label == "Mail"
    unshown = [a.model_copy(update={"shows": []}) for a in apps]
    plain = context.model_copy(update={"apps": unshown})
    assert needed_apps(plain)[0].label == "Messages"
