"""A pronoun acting on a person after a finding ("... ? text her"): the person found when the
finding asks who, the amount found, sent to her, when it asks how many or how much."""

from __future__ import annotations

from planners.keys import key_for


def test_an_amount_asked_before_text_her_is_the_value_sent_not_the_person() -> None:
    key = key_for("What did zed chirp about gorps, how many did they plant?", set(), use="text her")
    assert key.type == "number"
    assert key_for("Who emailed me about the zorp?", set(), use="text her").type == "contact"
