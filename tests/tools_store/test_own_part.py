"""A tool compiled from one app's part of a longer run is described by the clauses of the
request it did, so it is not chosen, or judged done, for the whole request."""

from __future__ import annotations

from tools_store.naming import own_part


def test_the_clauses_naming_the_tool_s_parameters_or_app_are_kept():
    about = (
        "Check when my dentist appointment is, set an alarm one hour before it, "
        "and then text <name> the time"
    )
    assert own_part(about, "Messages") == "text <name> the time"
    assert own_part("Look up the order in Mail; save it in Pages", "Pages") == "save it in Pages"


def test_a_request_with_no_clause_of_its_own_is_kept_whole():
    about = "Turn on the dark theme and pair the speaker"
    assert own_part(about, "Settings") == about
