"""Reading a request's values (tools_store/values.py): unquoted search words, file names and
phone numbers are values of their own kind, and a cue word gives a slot only to a value of
that slot's kind ("search for" is a query, not a time)."""

from __future__ import annotations

import pytest

from tools_store.values import request_values

APPS = ["Shop", "Files", "Contacts", "Snapgram"]


def values(instruction: str) -> list[tuple[str, str]]:
    return [(v.slot, v.value) for v in request_values(instruction, APPS)]


@pytest.mark.parametrize(
    ("instruction", "query"),
    [
        ("Search for noise cancelling headphones in Shop.", "noise cancelling headphones"),
        ("search for a red umbrella", "red umbrella"),
        ("Look up wireless earbuds on the market and compare them", "wireless earbuds"),
    ],
)
def test_the_unquoted_words_a_search_asks_for_are_its_query(instruction, query):
    assert ("query", query) in values(instruction)


def test_a_quoted_value_after_search_for_is_a_query_not_a_time():
    assert values('Search for "Marie Curie" on the wiki') == [("query", "Marie Curie")]


def test_a_request_that_quotes_its_value_reads_no_unquoted_query():
    found = values('Search the encyclopedia at wiki.example.org for "Marie Curie".')
    assert [v for _, v in found] == ["Marie Curie"]


def test_a_time_cue_gives_the_time_slot_only_to_a_time():
    assert values("Set an alarm for 6:45 AM.") == [("time", "6:45 AM")]
    assert values('Save it for "later reading"') == [("text", "later reading")]


def test_a_file_name_is_one_value_not_a_name_and_a_number():
    found = values("Delete invoice_INV-20417.pdf from my Downloads.")
    assert found[0] == ("text", "invoice_INV-20417.pdf")
    assert all("20417" not in v or v.endswith(".pdf") for _, v in found)


def test_a_phone_number_is_one_value_and_a_date_is_none():
    found = values("Add a contact Lucia Fernandez with the number 415-555-0198.")
    assert ("phone", "415-555-0198") in found and ("name", "Lucia Fernandez") in found
    assert not [v for s, v in values("Create an event on March 12 2026 at 10 AM") if s == "phone"]


def test_an_account_handle_is_a_name_and_a_bare_domain_is_none():
    assert values("Follow ramen.diaries on Snapgram.") == [("name", "ramen.diaries")]
    assert values("Follow @nomad.lens on Snapgram") == [("name", "@nomad.lens")]
    assert values("Open papers.example.org in the browser") == []


def test_an_id_of_digits_around_a_dot_is_a_number_not_an_account():
    assert values("Fetch record 4521.07733 from zap.example.org") == [("number", "4521.07733")]


def test_a_duration_is_one_number_with_its_unit_in_digits_or_words():
    assert values("timer for 40 mins") == [("number", "40 mins")]
    assert values("nine minute timer please") == [("number", "nine minute")]
    assert values("Start a 12-minute timer.") == [("number", "12-minute")]
    assert values("Set a timer for twenty-five minutes") == [("number", "twenty-five minutes")]


def test_a_day_is_a_date_value_whether_named_from_today_or_by_the_calendar():
    found = values("put Piano lesson in my calendar tomorrow at 5:30 pm")
    assert ("date", "tomorrow") in found and ("time", "5:30 pm") in found
    assert values("Move my dentist appointment to next Thursday.") == [("date", "next Thursday")]
    assert ("date", "March 19") in values("book club on March 19")


def test_an_unquoted_value_a_word_introduces_runs_to_the_next_place():
    assert values("create a page called Garden ideas in pages") == [("title", "Garden ideas")]
    assert ("name", "Lucia Fernandez") in values("add a contact named Lucia Fernandez")
    assert values("a page titled the plan") == []


def test_a_time_said_with_its_part_of_the_day_or_as_a_word_is_one_time_value():
    assert values("make an alarm for 4:50 in the morning") == [("time", "4:50 in the morning")]
    assert values("wake me at 9 tonight") == [("time", "9 tonight")]
    found = values("zap sync tomorrow at noon, add it to my calendar")
    assert ("time", "noon") in found and ("date", "tomorrow") in found


def test_a_capitalised_word_labelling_a_control_is_no_value():
    found = values("Mail Quorn Zapline's page to kim@example.com with the Share button.")
    assert ("name", "Share") not in found and ("name", "Quorn Zapline") in found
    assert values("Open Zap Hub and tap the Favorites tab") == [("name", "Zap Hub")]


def test_an_unquoted_file_name_with_spaces_is_read_whole_from_its_capital():
    said = request_values("rename Zap club quorns.txt in my files to Quorn list.txt", [])
    assert [v.value for v in said] == ["Zap club quorns.txt", "Quorn list.txt"]
    # a verb opening the request is no part of it; a folder named before a file is no part
    assert [v.value for v in request_values("Zap Quorn notes 2026-03-10.pdf", [])] == [
        "Quorn notes 2026-03-10.pdf"
    ]
    assert next(v.value for v in request_values("in Zaps rename quorn.txt", [])) == "quorn.txt"
