"""A look-up the request says is done on the web ("look it up online", or "look it up" after a
question about nothing of the owner's) enlists the web app even when another app's screens show
the question's words; whom someone works for is the address book's; someone's need of another
person's thing is found first and passed on to them."""

from __future__ import annotations

from experts.assembly import AssembleContext, InstalledApp
from experts.assembly_offline import needed_apps
from experts.assembly_spliced import spliced
from experts.assembly_web import looked_up_online
from experts.assembly_workplace import workplace_app

FILLER = [f"Zapp{n}" for n in range(10)]


def labels(request: str, shows: dict[str, list[str]]) -> list[str]:
    names = ["Planner", "Mail", "Messages", "Browser", "Contacts", *FILLER]
    apps = [InstalledApp(label=label, shows=shows.get(label, [])) for label in names]
    return [a.label for a in needed_apps(AssembleContext(request=request, apps=apps, experts=[]))]


def test_a_question_looked_up_with_no_place_named_is_asked_on_the_web():
    request = "which river is zorbtown on? look it up and text ann lee"
    assert "Browser" in labels(request, {"Mail": ["zorbtown", "river"]})
    assert looked_up_online(["how tall is the zorb tower?", "google it"])
    assert looked_up_online(["find out online when the zorb fair opens"])


def test_a_look_up_in_the_owners_records_is_not_the_web():
    assert not looked_up_online(["what time is my zorb class?", "look it up"])
    assert not looked_up_online(["how tall is the zorb?", "look it up in my notes"])


def test_whom_someone_works_for_is_kept_by_the_address_book():
    assert workplace_app("email ann who zeb orr works for", ["Mail", "Contacts"]) == "Contacts"
    assert workplace_app("which firm does zeb orr work at", ["Contacts"]) == "Contacts"


def test_someones_need_of_another_persons_thing_is_found_then_passed_to_them():
    assert spliced("bo needs ann's zap code, can you email it to him") == (
        "find ann's zap code, then email it to bo"
    )
    assert spliced("bo asked for ann's zorb number, email it over") == (
        "find ann's zorb number, then email it to bo"
    )
