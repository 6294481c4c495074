"""A work asked for by its kind is read as the title a passage quotes."""

from __future__ import annotations

from memory.pool import Key
from planners.facts import fact
from planners.titled import quoted_title

PASSAGE = "You asked what I was reading: try 'The Zorbling'. I think you'd love it."


def test_the_quoted_title_of_a_work_asked_for_by_its_kind_is_the_value() -> None:
    assert quoted_title("find the book zed recommended", [PASSAGE]) == "The Zorbling"
    assert fact(Key(name="book"), "find the book zed recommended", PASSAGE, None, []) == (
        "The Zorbling"
    )


def test_a_quote_is_no_title_when_no_work_is_asked() -> None:
    assert quoted_title("find what zed said about the party", [PASSAGE]) == ""
