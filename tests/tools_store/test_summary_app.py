"""A tool's description keeps the app its request ended with, even when a sample value held
the app's name (a name split into first and last: "Zed Zapbook")."""

from __future__ import annotations

from tools_store.naming import summary


def test_the_app_the_request_ends_with_is_no_parameter():
    said = 'Create a card "Zed Zapbook" in Zapbook'
    assert summary(said, {"first": "Zed", "last": "Zapbook"}, "Zapbook") == (
        'Create a card "<first> <last>" in Zapbook'
    )
    assert summary(said, {"first": "Zed", "last": "Zapbook"}) == (
        'Create a card "<first> <last>" in <last>'
    )
