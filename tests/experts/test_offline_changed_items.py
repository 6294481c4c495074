"""An existing item a request changes, named in lower case ("rename quorn review to ..."),
is the thing to find, also on an earlier page of a week-paged list, and a date said in digits
("to 3/24") is the day it moves to."""

from __future__ import annotations

import datetime as dt

import experts  # noqa: F401 - registers the offline handlers
from experts.expert import Expert, ExpertSettings
from experts.offline.when import date_phrase, resolve_date
from mobilexperts.llm.offline import OfflinePolicy
from mobilexperts.sim.device import SimDevice


def _calendar_after(instruction: str) -> tuple[list[dict], bool]:
    device = SimDevice(seed=0)
    run = Expert(device, OfflinePolicy(), ExpertSettings(vision=False, max_steps=25)).act(
        instruction
    )
    return device.state()["calendar"]["events"], run.done


def test_a_date_in_digits_after_a_word_of_time_is_a_date() -> None:
    base = dt.date(2026, 3, 14)
    assert date_phrase("shift zap review to 3/24") == "3/24"
    assert resolve_date("3/24", base) == dt.date(2026, 3, 24)
    assert resolve_date(date_phrase("move it to 24/3") or "", base) == dt.date(2026, 3, 24)
    assert resolve_date(date_phrase("on 12/25/27") or "", base) == dt.date(2027, 12, 25)
    for not_a_date in ("open 24/7", "add 1/2 cup of quorn", "score 3/4", "due 2/30"):
        assert date_phrase(not_a_date) is None


def test_an_event_named_in_lower_case_moves_to_a_date_in_digits() -> None:
    events, done = _calendar_after("shift project kickoff to 3/24 in my calendar")
    kickoff = [e for e in events if e["title"] == "Project kickoff"]
    assert [e["date"] for e in kickoff] == ["2026-03-24"]
    assert done


def test_a_past_event_is_found_on_an_earlier_page_and_renamed_within_the_budget() -> None:
    events, done = _calendar_after("rename the quarterly planning event to Q2 planning")
    titles = [e["title"] for e in events]
    assert "Q2 planning" in titles
    assert "Quarterly planning" not in titles
    assert done


def test_a_file_renamed_to_a_name_with_capitals_is_the_one_named_and_no_other() -> None:
    device = SimDevice(seed=0)
    settings = ExpertSettings(vision=False, max_steps=25)
    run = Expert(device, OfflinePolicy(), settings).act(
        "rename the cover letter draft file to Cover letter final.docx"
    )
    storage = set(device.state()["storage"])
    assert "/sdcard/Documents/Cover letter final.docx" in storage
    assert "/sdcard/Documents/Cover letter draft.docx" not in storage
    assert not any(p.endswith("final.docx") and "/Documents/" not in p for p in storage)
    assert run.done


def test_an_addition_with_its_own_day_and_time_is_a_new_item_of_that_name() -> None:
    events, done = _calendar_after("in calendar add physio on march 21 at 3pm")
    assert [(e["date"], e["start"]) for e in events if e["title"] == "Physio"] == [
        ("2026-03-21", "15:00")
    ]
    assert done


def test_a_past_tense_verb_after_a_lower_case_name_ends_the_name() -> None:
    device = SimDevice(seed=0)
    before = {c["name"]: c.get("phone") for c in device.state()["contacts"]["contacts"]}
    settings = ExpertSettings(vision=False, max_steps=25)
    Expert(device, OfflinePolicy(), settings).act(
        "dana got a new number, 415-555-0177, update her contact"
    )
    after = {c["name"]: c.get("phone") for c in device.state()["contacts"]["contacts"]}
    changed = {name for name, phone in after.items() if before.get(name) != phone}
    assert changed == {"Dana Varga"}
    assert after["Dana Varga"] == "(415) 555-0177"
