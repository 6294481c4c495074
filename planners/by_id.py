"""A fact a screen shows in a field of its own, found by the field's id: a place or an address
("event_location"; an email address is no place), a thing's title, and the properties a
dependant asks for beside a thing's name (its price, its rating)."""

from __future__ import annotations

from memory.lexical import content_words, words
from mobilexperts.perception.screen import Screen
from planners.pairs import app_elements
from planners.shapes import ADDRESS

FIELD_IDS: dict[str, tuple[str, ...]] = {
    "place": ("location", "place", "venue", "address"),
    "address": ("address", "location"),
}
"""Kinds that are a field, and the words of the resource ids that show one."""
_EXTRAS = ("price", "rating", "address", "phone")
"""Properties of a thing a dependant may ask for beside its name ("so they can compare the
price"): added when the last screen shows a field of that id."""


def field_shown(kind: str, screen: Screen | None) -> str:
    """The text of the screen's field that holds a ``kind`` by its id ("place" -> the
    element ``event_location``; not a sender's email address for a place) or by its shape
    (:data:`ADDRESS`)."""
    shown = [e for e in app_elements(screen) if e.text.strip()]
    for element in shown:
        name = element.resource_id.rsplit("/", 1)[-1].lower()
        mailbox = kind == "place" and "@" in element.text
        if any(w in name for w in FIELD_IDS.get(kind, ())) and not mailbox:
            return element.text.strip()
    return (
        next((e.text.strip() for e in shown if ADDRESS.search(e.text)), "")
        if kind == "address"
        else ""
    )


def with_extras(value: str, uses: list[str], screen: Screen | None) -> str:
    """``value`` with the properties a dependant asks for that the screen shows by id ("send
    it ... so they can compare the price" -> "Zapbook Pro 9, $123.45")."""
    said = {w for use in uses for w in words(use)}
    shown = [e for e in app_elements(screen) if e.text.strip()]
    for extra in (x for x in _EXTRAS if x in said):
        field = next((e for e in shown if extra in e.resource_id.rsplit("/", 1)[-1]), None)
        if field is not None and field.text.strip() not in value:
            value = f"{value}, {field.text.strip()}"
    return value


def title_of(screen: Screen | None, asked: str) -> str:
    """The title field (an id ending in ``title`` or ``name``, not the toolbar) that best
    matches ``asked``, else the first one."""
    shown = [e for e in app_elements(screen) if e.text.strip()]
    titles = [
        e
        for e in shown
        if e.resource_id.rsplit("/", 1)[-1].endswith(("title", "name"))
        and "toolbar" not in e.resource_id
        and not e.clickable
    ]
    said = set(content_words(asked))
    best = max(titles, key=lambda e: len(said & set(words(e.text))), default=None)
    return best.text.strip() if best is not None else ""
