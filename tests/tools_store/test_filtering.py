"""How a compiled tool finds the list row its run picked: a row picked on a search screen
before any search is searched for first (tools_store/filtering.py), and a row the request
describes in its words is named by its caption, not its place (tools_store/compile.py)."""

from __future__ import annotations

from mobilexperts.perception import Screen, UIElement
from mobilexperts.perception.elements import Bounds
from sandbox import vet_tool
from tests.tools_store.test_synthesis import step, target
from tools_store.compile import compile_trajectory
from tools_store.filtering import search_field
from tools_store.trajectory import SynthesisContext

BOX = Bounds(x1=0, y1=0, x2=10, y2=10)


def screen(*elements: UIElement) -> Screen:
    return Screen(
        elements=list(elements), package="org.zap", width=9, height=9, signature="s", anchors=[]
    )


def test_the_search_box_beside_a_picked_row_is_found():
    box = UIElement(
        index=1, cls="EditText", resource_id="org.zap:id/query_input", editable=True, bounds=BOX
    )
    note = UIElement(
        index=2, cls="EditText", resource_id="org.zap:id/note", editable=True, bounds=BOX
    )
    row = UIElement(index=3, cls="View", resource_id="org.zap:id/row", in_list=True, bounds=BOX)
    assert search_field(screen(box, note, row), row) == "org.zap:id/query_input"
    assert search_field(screen(note, row), row) == ""
    assert search_field(screen(box, row), box) == ""


def picking(first: dict) -> dict:
    row = target(
        id="org.example.notes:id/result",
        label="Quorn plans",
        parts=["Quorn plans"],
        in_list=True,
        search_field="org.example.notes:id/query",
    )
    return {
        "instruction": 'Star the page "Quorn plans"',
        "app": "org.example.notes",
        "steps": [first, step(2, "tap", {"index": 5}, row, True)],
        "start": {"package": "org.example.notes"},
        "end": {"package": "org.example.notes", "texts": ["Quorn plans"]},
    }


def test_a_row_picked_right_after_opening_search_is_searched_for_first():
    opener = target(id="org.example.notes:id/search", desc="Search", label="Search")
    draft = compile_trajectory(
        SynthesisContext.model_validate(picking(step(1, "tap", {"index": 2}, opener, True)))
    )
    lines = [line.strip() for line in draft.source.splitlines()]
    typed = "dev.type(result, clear=True, id='org.example.notes:id/query')"
    assert lines.index(typed) + 1 == lines.index("dev.enter()")
    assert lines.index("dev.enter()") < lines.index(
        "dev.scroll_to(id='org.example.notes:id/result', text=result)"
    )
    vet_tool(draft.source)


def test_a_row_the_run_searched_for_is_not_searched_again():
    box = target(id="org.example.notes:id/query", editable=True)
    typed = step(1, "text", {"content": "Quorn plans", "index": 2, "submit": True}, box, True)
    draft = compile_trajectory(SynthesisContext.model_validate(picking(typed)))
    assert draft.source.count("dev.type(") == 1


def test_a_row_picked_on_a_screen_no_search_control_opened_is_not_searched_for():
    opener = target(id="org.example.notes:id/browse", desc="Browse", label="Browse")
    context = picking(step(1, "tap", {"index": 2}, opener, True))
    draft = compile_trajectory(SynthesisContext.model_validate(context))
    assert "dev.type(" not in draft.source


def listed_row(caption: str) -> dict:
    return target(
        id="org.example.notes:id/item",
        label=caption,
        parts=[caption],
        in_list=True,
        id_count=4,
        id_position=2,
    )


def test_a_row_the_request_describes_in_its_words_is_named_by_its_caption():
    context = {
        "instruction": "Star the zap quorn notes in my box",
        "app": "org.example.notes",
        "steps": [step(1, "tap", {"index": 4}, listed_row("Zap quorn notes 2026-01-02.txt"), True)],
        "start": {"package": "org.example.notes"},
        "end": {"package": "org.example.notes"},
    }
    draft = compile_trajectory(SynthesisContext.model_validate(context))
    assert "dev.tap(id='org.example.notes:id/item', text='Zap quorn notes 2026-01-02.txt')" in (
        draft.source
    )
    context["steps"] = [step(1, "tap", {"index": 4}, listed_row("Zap 2026-01-02 of notes"), True)]
    other = compile_trajectory(SynthesisContext.model_validate(context))
    assert "dev.tap(id='org.example.notes:id/item', index=2)" in other.source
