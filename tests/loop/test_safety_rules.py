"""The offline safety rules on single elements: what is sensitive and what is not."""

from __future__ import annotations

import pytest

from experts.offline.safety import assess
from experts.safety_context import SafetyContext
from mobilexperts.operations import Tap, Text
from mobilexperts.perception.context import ElementContext, ScreenContext


def verdict(element: ElementContext, op=None, *others: ElementContext) -> str | None:
    screen = ScreenContext(
        package="com.example.app", activity="Main", signature="s", width=1080, height=2400,
        elements=[element, *others],
    )  # fmt: skip
    op = op or Tap(index=element.index)
    context = SafetyContext(
        instruction="do it", operation=op, operation_text="op", target=element, screen=screen
    )
    found = assess(context)
    return found.category if found.sensitive else None


def button(label: str = "", desc: str = "", id: str = "", window: str = "app") -> ElementContext:
    return ElementContext(index=1, label=label, text=label, desc=desc, id=id, window=window)


@pytest.mark.parametrize(
    ("label", "category"),
    [
        ("Pay $12.99", "purchase"),
        ("Place order", "purchase"),
        ("Buy", "purchase"),
        ("Confirm purchase", "purchase"),
        ("Buy now", None),
        ("Add to cart", None),
        ("Delete", "delete"),
        ("Remove", "delete"),
        ("Clear browsing data", "delete"),
        ("Remove from favorites", None),
        ("Send to (747) 555-0137", "new_recipient"),
        ("Send", None),
        ("Settings", None),
    ],
)
def test_taps(label, category):
    assert verdict(button(label)) == category


def test_icon_buttons_are_read_by_their_description_and_id():
    assert verdict(button(desc="Delete conversation")) == "delete"
    assert verdict(button(id="delete_button")) == "delete"


def test_the_keyboards_delete_key_is_no_deletion():
    assert verdict(button("Delete", window="keyboard")) is None


def test_permission_dialogs_need_a_permission_question_on_screen():
    question = ElementContext(index=2, label="Allow Maps to access this device's location?")
    assert verdict(button("Allow"), None, question) == "permission"
    assert verdict(button("Allow")) is None


def test_the_first_message_of_an_empty_conversation():
    empty = ElementContext(index=2, label="Say hi to Yusuf Quist.")
    assert verdict(button(desc="Send", id="send"), None, empty) == "new_recipient"


def field(label: str, id: str = "", password: bool = False) -> ElementContext:
    return ElementContext(index=1, label=label, id=id, editable=True, password=password)


def test_typing():
    assert verdict(field("", "card_number", True), Text(content="4111 1111 1111 1111")) == "payment"
    assert verdict(field("Security code (CVV)"), Text(content="123")) == "payment"
    assert verdict(field("Password", password=True), Text(content="hunter2")) == "credential"
    assert verdict(field("Note"), Text(content="4111 1111 1111 1111")) == "payment"
    assert verdict(field("Search", "search"), Text(content="pin code")) is None
    typed = field("Pin Bruno", "search").model_copy(update={"text": "Pin Bruno"})
    assert verdict(typed, Text(content="Pin Bruno Patel")) is None
    assert verdict(field("Message"), Text(content="See you at 7")) is None
