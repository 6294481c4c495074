"""A reply to a person that names no app ("reply to bo saying thanks") is made where that
person's messages are: the survey's rows from them tell the app. Thanks said as the reply's
words stay in the request; a person's email that a reply answers is no email address asked."""

from __future__ import annotations

from experts.assembly import AssembleContext, InstalledApp
from experts.assembly_answered import answered_app
from experts.assembly_offline import needed_apps
from experts.assembly_records import facts_in
from experts.offline.politeness import without_politeness

SAID = "Bo Quist | can you send me the zap notes?"


def _context(request: str, said: dict[str, list[str]]) -> AssembleContext:
    labels = ["Inbox Mail", "Chat Messages", "Zapshop"]
    apps = [InstalledApp(label=label, said=said.get(label, [])) for label in labels]
    return AssembleContext(request=request, apps=apps, experts=[])


def test_a_reply_naming_no_app_is_made_where_the_person_said_most() -> None:
    context = _context(
        "reply to bo saying thanks", {"Inbox Mail": [SAID, SAID], "Chat Messages": [SAID]}
    )
    assert [app.label for app in needed_apps(context)] == ["Inbox Mail"]
    assert answered_app(_context("reply to bo saying thanks", {}), []) == []
    assert answered_app(context, ["Chat Messages"]) == []
    assert answered_app(_context("text bo saying thanks", {"Inbox Mail": [SAID]}), []) == []


def test_thanks_said_as_the_reply_stays_and_thanks_after_a_request_goes() -> None:
    assert without_politeness("reply to bo saying thanks") == "reply to bo saying thanks"
    assert without_politeness("text bo the zap code, thanks") == "text bo the zap code"


def test_the_email_a_reply_answers_is_no_email_address_asked() -> None:
    assert facts_in("reply to bo's email with the price of the zorb", ["Inbox Mail"]) == []
    assert facts_in("text ann lee bo quist's email", ["Chat Messages", "Contacts"])


def test_a_reply_after_a_question_is_made_where_the_person_said_most() -> None:
    request = "what is the zorb code? reply to bo with it"
    said = {"Chat Messages": [SAID]}
    assert answered_app(_context(request, said), ["Inbox Mail"]) == ["Chat Messages"]
    assert answered_app(_context(request, {}), ["Zapshop"]) == ["Chat Messages"]
    assert answered_app(_context(request, said), ["Chat Messages"]) == []
