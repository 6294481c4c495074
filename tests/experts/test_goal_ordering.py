"""Reading a list asked for in an order without the word "sort": alphabetically, in abc order
or a to z is sorting by name, the biggest ones first by size, the newest first by date; a
request that only mentions an order word elsewhere keeps its reading."""

from __future__ import annotations

from experts.offline.normalize import normalized


def test_an_order_said_after_the_things_is_sorting_by_its_key():
    assert normalized("list my zorbs alphabetically") == "sort my zorbs by name"
    assert normalized("put my zorbs in abc order") == "sort my zorbs by name"
    assert normalized("show the quorn zorbs a to z") == "sort the quorn zorbs by name"
    assert normalized("show my zorbs newest first") == "sort my zorbs by date"


def test_the_extreme_ones_first_is_sorting_by_what_makes_them_so():
    assert normalized("show my biggest zorbs first") == "sort my zorbs by size"
    assert normalized("list my oldest zorbs first") == "sort my zorbs by date"


def test_an_order_word_elsewhere_in_a_request_is_no_sorting():
    assert normalized("show my biggest zorb") == "show my biggest zorb"
    assert normalized("text ann the zorbs alphabetically").startswith("text ann")
