"""A text a run composed from a request value is typed from the tool's parameter
(tools_store/composed.py), not taken as a parameter no later request could fill."""

from __future__ import annotations

from sandbox import vet_tool
from tests.tools_store.test_synthesis import step, target
from tools_store.compile import compile_trajectory
from tools_store.composed import composed_text
from tools_store.trajectory import SynthesisContext


def test_a_composed_text_is_a_template_of_the_parameters_it_holds():
    about = 'Zapline is a {quorn} of "Zapline".'
    typed = composed_text(about, {"title": "Zapline"}, "make a page titled zapline")
    assert typed == "f'{title} is a {{quorn}} of \"{title}\".'"


def test_a_said_text_an_example_itself_or_one_holding_none_is_no_template():
    examples = {"title": "Zapline"}
    assert composed_text("Zapline rocks", examples, "post zapline rocks now") is None
    assert composed_text("Zapline", examples, "") is None
    assert composed_text("Quorn rocks", examples, "") is None
    assert composed_text("Zaplines rock", examples, "") is None


def test_a_tool_types_a_composed_body_from_its_title():
    title = target(id="org.example.notes:id/title", editable=True)
    body = target(id="org.example.notes:id/body", editable=True)
    context = {
        "instruction": 'Make a note titled "Zapline" with a line about it',
        "app": "org.example.notes",
        "steps": [
            step(1, "text", {"content": "Zapline", "index": 2}, title, False),
            step(2, "text", {"content": "All about Zapline.", "index": 3}, body, False),
        ],
        "start": {"package": "org.example.notes"},
        "end": {"package": "org.example.notes", "texts": ["Zapline"]},
    }
    draft = compile_trajectory(SynthesisContext.model_validate(context))
    assert [p.name for p in draft.params] == ["title"]
    assert (
        "dev.type(f'All about {title}.', clear=True, id='org.example.notes:id/body')"
        in draft.source
    )
    vet_tool(draft.source)
