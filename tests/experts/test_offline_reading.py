"""Reading requests as people type them (this round's dev slice): a chore said before it is
put on a list is the entry, compound nouns typed with spaces are the compound, a new name or
field value runs to the end of its clause, and an app that is installed or removed is a thing
the app store works on, not where the work is done."""

from __future__ import annotations

from experts.offline.apps import app_candidates
from experts.offline.goal import parse_goal

LABELS = ["Zapline", "Inbox Mail", "Play Store", "Notebook", "Contacts"]


def test_a_chore_put_on_a_list_is_the_entry_and_spaced_compounds_are_read_whole() -> None:
    chore = parse_goal("remind me to buy stamps, put it on my to do list")
    assert chore.items == ["buy stamps"] and "to-do list" in chore.instruction
    assert parse_goal("we have to water the ferns, add it to my to do list").items == [
        "water the ferns"
    ]
    assert "wi-fi" in parse_goal("turn on wi fi").instruction
    assert parse_goal("call back ann okoye").instruction == "call back ann okoye"


def test_an_app_installed_or_removed_is_worked_on_in_the_app_store() -> None:
    removed = parse_goal("can u uninstall zapline, i never use it")
    assert removed.verbs == ["uninstall"] and removed.installs == ["Zapline"]
    assert app_candidates(removed, LABELS)[0] == "Play Store"
    app = parse_goal("delete the zapline app")
    assert app_candidates(app, LABELS)[0] == "Play Store"
    assert app_candidates(parse_goal("post hello on zapline"), LABELS)[0] == "Zapline"


def test_a_new_name_or_field_value_runs_to_the_end_of_its_clause() -> None:
    assert parse_goal("rename the wake up alarm to Rise and shine").fields == {
        "name": "Rise and shine"
    }
    assert parse_goal("rename my phone to Zap Phone please").fields == {"name": "Zap Phone"}
    moved = parse_goal("change the location of my pottery class to Elm Park")
    assert moved.fields == {"location": "Elm Park"} and moved.names == []
    then = parse_goal("rename the page Ideas to Notes and share it").fields
    assert "share" not in then.get("name", "")
