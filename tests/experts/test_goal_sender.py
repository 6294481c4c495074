"""A three-letter name typed in lower case as a message's sender ("the latest mail from zed",
issue #13 cross55) is a name; after "from" elsewhere ("my flight from sfo") it is not."""

from __future__ import annotations

from experts.offline.goal import parse_goal


def test_a_short_name_after_from_behind_a_message_is_its_sender() -> None:
    assert parse_goal('reply to the latest email from zed with "hi"').names == ["Zed"]


def test_a_short_word_after_from_behind_no_message_is_no_name() -> None:
    assert parse_goal("what time is my flight from sfo").names == []
