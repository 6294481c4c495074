"""A number committed with a magnitude or a percent keeps it ("50M+" is no 50); a count's
figure is read off a brief answer whole."""

from __future__ import annotations

from memory.pool import Key, typed_value
from planners.shapes import shaped

NUMBER = Key(name="n", type="number")


def test_a_figure_with_a_magnitude_keeps_it() -> None:
    assert typed_value(NUMBER, "50M+ downloads") == "50M+"
    assert typed_value(NUMBER, "1.4K") == "1.4K"
    assert typed_value(NUMBER, "30% off") == "30%"
    assert typed_value(NUMBER, "4,556 likes") == 4556.0


def test_a_counts_figure_is_read_whole() -> None:
    assert shaped("count", "50M+") == "50M+"
    assert shaped("count", "4,556 likes") == "4,556"
    assert shaped("count", "v2.1") == ""
