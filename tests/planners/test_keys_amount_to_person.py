"""A pronoun acting on a person after a finding ("... ? text her"): the person found when the
finding asks who, the amount found, sent to her, when it asks how many or how much; "him" the
one of several name-like words who did something ("zed posted ...")."""

from __future__ import annotations

from planners.keys import key_for
from planners.sending import pronoun_named


def test_an_amount_asked_before_text_her_is_the_value_sent_not_the_person() -> None:
    key = key_for("What did zed chirp about gorps, how many did they plant?", set(), use="text her")
    assert key.type == "number"
    assert key_for("Who emailed me about the zorp?", set(), use="text her").type == "contact"


def test_him_is_the_one_who_did_something_of_several_name_like_words() -> None:
    request = "blorvan chirped about the moon and quorbix. how many likes did it get? email him"
    assert pronoun_named('email him "14" in Mail', request, frozenset({"mail"})) == (
        'email Blorvan "14" in Mail'
    )
    unsaid = "blorvan and quorbix are friends. email him"
    assert pronoun_named('email him "14"', unsaid) == 'email him "14"'
