"""A web address no other address can stand in for is baked into its tool: gone from the
signature, said in the code, description and evidence; the tool is then chosen only for
requests that name that site."""

from __future__ import annotations

from experts.tool_choice import choose_tools
from sandbox import vet_tool
from tools_store.bake import bake
from tools_store.records import ScreenCondition, ToolParam, WorkflowTool

SOURCE = '''def newest_paper(dev, url: str, topic: str):
    """Open <url> and the <topic> listing."""
    dev.launch('Browser')
    dev.type(url, clear=True, id='url_bar')
    dev.enter()
    dev.tap(text=topic)
'''


def _tool() -> WorkflowTool:
    return WorkflowTool(
        name="newest_paper",
        description="Open <url> and the <topic> listing. Starts: any screen. Ends: a tab.",
        app="com.example.browser",
        app_label="Browser",
        params=[
            ToolParam(name="url", type="url", example="papers.example.org"),
            ToolParam(name="topic", example="Robotics"),
        ],
        postcondition=ScreenCondition(shows=["{url}", "{topic}"]),
        source=SOURCE,
    )


def test_a_baked_address_is_part_of_the_tool_and_its_other_parameters_stay():
    baked = bake(_tool(), ["url"])
    assert [p.name for p in baked.params] == ["topic"]
    assert vet_tool(baked.source).params[0].name == "topic"
    assert "dev.type('papers.example.org'" in baked.source
    assert baked.description.startswith("Open papers.example.org and the <topic> listing")
    assert baked.postcondition.shows == ["papers.example.org", "{topic}"]


def test_a_baked_tool_is_refused_for_a_request_naming_another_site():
    offer = bake(_tool(), ["url"]).offer()
    here = choose_tools("Open papers.example.org and the Physics listing", [offer], ["Browser"])
    there = choose_tools("Open wiki.example.org and the Physics listing", [offer], ["Browser"])
    assert here[0].args == {"topic": "Physics"}
    assert there[0].args is None and "papers.example.org" in there[0].refused
