"""A word after an ordinal and its determiner ("the first book", issue #13 cross55) is a noun
of the clause, not a verb starting another; "first" alone before a verb still orders steps;
after a reply, "tell him ..." is what the reply says."""

from __future__ import annotations

from planners.clauses import clauses


def test_a_noun_after_the_first_starts_no_clause() -> None:
    cut = clauses("reply to the zap mail from zed quorn with the first book on my quorble list")
    assert [verb for verb, _, _ in cut] == ["reply"]


def test_first_alone_still_orders_the_steps() -> None:
    cut = clauses("open my quorble list, first book a table at zap grill")
    assert len(cut) == 2


def test_telling_the_one_replied_to_is_what_the_reply_says() -> None:
    cut = clauses("reply to zed's quorble mail and tell him the zap is in")
    assert [verb for verb, _, _ in cut] == ["reply"]
    told = clauses("reply to zed's quorble mail, then tell ann lee the zap is in")
    assert [verb for verb, _, _ in told] == ["reply", "tell"]
