"""Reading a tool's parameter between the words its description has around it: a description
ending "... <name> in APP" also reads a request that leaves the app out, but not a span that
opens with a stopword (a thing described, not named)."""

from __future__ import annotations

from experts.tool_binding import bind, near_values, possessive_names
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


def test_a_parameter_picking_a_listed_item_takes_the_value_that_looks_like_one():
    values = [
        RequestValue(slot="text", value="zorp-lattice-42"),
        RequestValue(slot="name", value="Mira Vell"),
    ]
    choices = {"thread": ["Quornbank", "Teo Brandl", "Ada Fenn"]}
    args, _ = bind(["thread: str", "body: str"], "", values, choices)
    assert args == {"thread": "Mira Vell", "body": "zorp-lattice-42"}
    # both look like an item: a name is picked before other text
    values[0] = RequestValue(slot="text", value="Zed Quorn")
    args, _ = bind(["thread: str", "body: str"], "", values, choices)
    assert args == {"thread": "Mira Vell", "body": "Zed Quorn"}
    # without the items the values go in order, as before
    assert bind(["thread: str", "body: str"], "", values)[0] == {
        "thread": "Zed Quorn",
        "body": "Mira Vell",
    }


def test_a_value_whose_slot_is_another_parameters_name_is_kept_for_it():
    values = [
        RequestValue(slot="body", value="zorp at nine"),
        RequestValue(slot="name", value="Mira Vell"),
    ]
    args, _ = bind(["thread: str", "body: str"], "", values)
    assert args == {"thread": "Mira Vell", "body": "zorp at nine"}


def test_a_naming_parameter_takes_no_people_described_by_what_they_do():
    described = [RequestValue(slot="name", value="the two zeds who quorn")]
    assert bind(["name: str"], "follow the two zeds who quorn", described)[0] is None


def test_values_not_looking_like_a_listed_item_keep_their_order():
    values = [
        RequestValue(slot="text", value="Zap club quorns.txt"),
        RequestValue(slot="name", value="Quorn list.txt"),
    ]
    args, _ = bind(["item: str", "new_name: str"], "", values, {"item": ["IMG_2.jpg"]})
    assert args == {"item": "Zap club quorns.txt", "new_name": "Quorn list.txt"}


def test_two_lower_case_words_before_a_possessive_name_a_person():
    assert [v.value for v in possessive_names("like zed quornby's latest zap")] == ["Zed Quornby"]
    # stopwords, verbs and two dictionary words name no one
    assert possessive_names("open my mom's notes") == []
    assert possessive_names("reply to the team's post") == []
    assert possessive_names("show last week's total") == []


def test_an_address_parameter_takes_only_an_address():
    args, why = bind(["to: str"], "", [RequestValue(slot="name", value="Omar Xu")])
    assert args is None and "to" in why
    args, _ = bind(["to: str"], "", [RequestValue(slot="text", value="omar@example.com")])
    assert args == {"to": "omar@example.com"}


def test_each_value_fills_one_parameter():
    values = [RequestValue(slot="message", value="Hello")]
    args, why = bind(["message: str", "subject: str"], "", values)
    assert args is None and "subject" in why


def test_a_time_parameter_wants_a_time_and_an_int_parameter_a_number():
    assert bind(["time: str"], "", [RequestValue(slot="text", value="morning")])[0] is None
    assert bind(["time: str"], "", [RequestValue(slot="time", value="7:10 AM")])[0] == {
        "time": "7:10 AM"
    }
    assert bind(["count: int"], "", [RequestValue(slot="number", value="12")])[0] == {"count": 12}
    assert bind(["time: str"], "", [RequestValue(slot="time", value="noon")])[0] == {"time": "noon"}


def test_a_naming_parameter_never_takes_a_number():
    values = [RequestValue(slot="name", value="Lucia"), RequestValue(slot="phone", value="415")]
    args, why = bind(["first_name: str", "last_name: str"], "", values)
    assert args is None and "last_name" in why
    args, _ = bind(["title: str"], "", [RequestValue(slot="text", value="2026")])
    assert args is None
