"""Ranking the tools that fit a request alike (experts/tool_choice.py): the one that does all
the request says comes before one that takes more of its values but leaves a word undone."""

from __future__ import annotations

from experts.tool_choice import choose_tools
from tools_store.records import ToolOffer

APPS = ["Zapbook"]


def offer(name: str, about: str, params: list[str]) -> ToolOffer:
    return ToolOffer.of(
        name,
        f"{about}. Starts: any screen (opens Zapbook). Ends: Zapbook list.",
        params=params,
        app="com.example.zapbook",
        app_label="Zapbook",
    )


NEW = offer("add_quorn", "Add <first> <last> to quorns", ["first: str", "last: str"])
STARRED = offer("star_quorn", "Add <name> to my starred quorns", ["name: str"])


def test_the_tool_doing_all_the_request_says_ranks_before_one_taking_more_values():
    ranked = choose_tools("Add Zed Vunk to my starred quorns", [NEW, STARRED], APPS)
    assert [c.offer.name for c in ranked] == ["star_quorn", "add_quorn"]
    assert ranked[0].args == {"name": "Zed Vunk"} and ranked[1].args is not None


def test_among_tools_that_both_do_all_the_request_says_more_values_still_rank_first():
    ranked = choose_tools("Add Zed Vunk to quorns", [STARRED, NEW], APPS)
    assert ranked[0].offer.name == "add_quorn"
    assert ranked[0].args == {"first": "Zed", "last": "Vunk"}
