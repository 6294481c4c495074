"""An acting node that produces the title or name of what it acted on commits the item its last
tap chose (a link's "Download PDF: <title>", a row's first field), not a line of the list it
ended on; a tap on a plain control names no item."""

from __future__ import annotations

from experts.context import HistoryStep
from memory.pool import Key
from mobilexperts.operations import Tap, Text
from mobilexperts.perception.context import ElementContext
from planners.acted import acted_on, with_acted


def tapped(label: str, step: int = 1) -> HistoryStep:
    target = ElementContext(index=3, label=label)
    return HistoryStep(step=step, operation=Tap(index=3), text="tap [3]", target=target)


def test_the_item_a_link_or_a_row_names_is_what_the_node_acted_on():
    typed = HistoryStep(step=1, operation=Text(content="zap"), text='text "zap"')
    assert acted_on([typed, tapped("Download PDF: Quorn Notes For Zaplines", 2)]) == (
        "Quorn Notes For Zaplines"
    )
    assert acted_on([tapped("Zapline Kettle Pro | $20 | 4.5 stars")]) == "Zapline Kettle Pro"
    assert acted_on([tapped("Zapline Kettle Pro | $20"), tapped("Save", 2)]) == ""
    assert acted_on([typed]) == ""


def test_only_a_title_or_name_that_misses_the_acted_item_is_replaced():
    title, count = Key(name="paper_title", type="text"), Key(name="pages", type="number")
    history = [tapped("Download PDF: Quorn Notes For Zaplines")]
    values = {"paper_title": "Latest submissions", "pages": "12"}
    assert with_acted(values, [title, count], history) == {
        "paper_title": "Quorn Notes For Zaplines",
        "pages": "12",
    }
    kept = {"paper_title": "Quorn Notes For Zaplines (PDF)", "pages": "12"}
    assert with_acted(kept, [title, count], history) == kept
    assert with_acted(values, [title, count], [tapped("Save")]) == values
