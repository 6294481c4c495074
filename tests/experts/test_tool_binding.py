"""Reading a tool's parameter between the words its description has around it: a description
ending "... <name> in APP" also reads a request that leaves the app out, but not a span that
opens with a stopword (a thing described, not named)."""

from __future__ import annotations

from experts.tool_binding import bind, near_values
from tools_store.values import RequestValue

ABOUT = "Zap to <name> in Quornmaps"


def test_a_value_before_the_app_is_read_to_the_end_of_a_request_without_the_app():
    assert near_values(ABOUT, "zap me to old mill square") == {"name": "old mill square"}
    assert near_values(ABOUT, "zap to Old Mill in Quornmaps") == {"name": "Old Mill"}


def test_a_described_thing_is_no_value_and_other_endings_still_need_their_word():
    assert near_values(ABOUT, "zap to the place with the red door") == {}
    assert near_values("Rate <name> with stars", "rate old mill") == {}
    assert near_values("Rate <name> with stars", "rate old mill with stars") == {"name": "old mill"}


def test_a_naming_parameter_takes_no_description_of_what_the_owner_does():
    described = [RequestValue(slot="name", value="zap I'm quorning")]
    assert bind(["name: str"], "add the zap I'm quorning to", described) == (
        None,
        "no value in the request for name",
    )
    said = [RequestValue(slot="message", value="I'm late")]
    assert bind(["message: str"], "text zed I'm late", said)[0] == {"message": "I'm late"}
