"""Hostile screens: huge, deep or crowded dumps are read in linear time or refused clearly."""

from __future__ import annotations

import pytest

from evals.hostile import crowded_row_dump, deep_dump, flat_dump
from mobilexperts.perception import PerceptionError, parse_hierarchy, perceive
from mobilexperts.perception.errors import HierarchyTooLargeError, PerceptionTimeoutError
from mobilexperts.perception.hierarchy import MAX_DUMP_BYTES, MAX_NODES, TimeBudget
from mobilexperts.perception.select import MAX_LABEL_PARTS, select_elements
from mobilexperts.perception.signature import screen_signature


def test_ten_thousand_distinct_anchors_are_all_kept_once():
    # Deduplicating anchors on a list of models was quadratic: this took minutes.
    screen = perceive(flat_dump(10_000))
    assert len(screen.elements) == 10_000
    assert len(screen.anchors) == 10_000
    assert len({a.resource_id for a in screen.anchors}) == 10_000


def test_repeated_anchors_are_deduplicated_in_order():
    xml = flat_dump(3).replace('resource-id="com.x:id/b2"', 'resource-id="com.x:id/b0"')
    assert [a.resource_id for a in perceive(xml).anchors] == ["com.x:id/b0", "com.x:id/b1"]


@pytest.mark.parametrize("levels", [600, 1500])
def test_a_deep_hierarchy_is_read_without_recursion(levels):
    screen = perceive(deep_dump(levels))
    assert len(screen.elements) == levels
    hierarchy = parse_hierarchy(deep_dump(levels))
    assert sum(1 for _ in hierarchy.windows[0].root.walk()) == levels
    assert max(len(n.path) for n in hierarchy.windows[0].root.walk()) < 700


def test_a_hierarchy_deeper_than_xml_allows_is_a_clear_error():
    with pytest.raises(PerceptionError, match="not well-formed XML"):
        perceive(deep_dump(3000))


def test_too_many_nodes_is_refused_before_conversion():
    with pytest.raises(HierarchyTooLargeError, match=f"over the {MAX_NODES}"):
        parse_hierarchy(flat_dump(MAX_NODES + 1))


def test_an_oversized_dump_is_refused_before_parsing():
    padding = " " * (MAX_DUMP_BYTES + 1)
    with pytest.raises(HierarchyTooLargeError, match="MB"):
        perceive(flat_dump(2) + padding)


def test_a_parse_past_its_time_budget_stops_with_a_typed_error():
    with pytest.raises(PerceptionTimeoutError, match="budget"):
        parse_hierarchy(flat_dump(2_000), budget_s=0.0)
    assert len(parse_hierarchy(flat_dump(2_000)).windows[0].root.children) == 2_000


def test_the_time_budget_also_bounds_selecting_and_signing():
    hierarchy = parse_hierarchy(flat_dump(2_000))
    hierarchy.budget = TimeBudget(0.0)
    with pytest.raises(PerceptionTimeoutError):
        select_elements(hierarchy, 1080, 2400)
    with pytest.raises(PerceptionTimeoutError):
        screen_signature(hierarchy)
    hierarchy.budget = TimeBudget()
    assert len(select_elements(hierarchy, 1080, 2400)) == 2_000


def test_a_row_with_thousands_of_texts_keeps_a_bounded_label():
    screen = perceive(crowded_row_dump(5_000))
    (row,) = screen.elements
    assert row.label.count(" | ") == MAX_LABEL_PARTS - 1
    assert row.label.startswith("Text 0 | Text 1")
