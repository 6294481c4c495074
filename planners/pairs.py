"""The label/value pairs a screen shows ("Wi-Fi password: ...", a "Model" title over its
value, a two-field row) and the app's own elements they are read from."""

from __future__ import annotations

import re

from pydantic import BaseModel

from memory.lexical import content_words, words
from mobilexperts.perception.elements import UIElement
from mobilexperts.perception.screen import Screen

ROW = " | "
"""A clickable list row reads as the texts inside it joined by this (its label)."""
_LABELLED = re.compile(r"^([^:\d]{2,40}):\s+(\S.*)$")


class Fact(BaseModel):
    """One label/value pair a screen shows."""

    label: str
    value: str


def facts(screen: Screen | None) -> list[Fact]:
    """The label/value pairs ``screen`` shows: "Label: value" lines, two-field rows
    ("Device name | Sam's phone"), and a short label element over a value element (an element
    is a label or a value, not both)."""
    found: list[Fact] = []
    before = None
    for element in app_elements(screen):
        text = element.text.strip() or (element.label.strip() if element.clickable else "")
        if not text:
            continue
        lines = [_LABELLED.match(line.strip()) for line in text.splitlines()]
        parts = text.split(ROW)
        if any(lines):
            found += [Fact(label=m.group(1), value=m.group(2).strip()) for m in lines if m]
        elif len(parts) == 2 and element.clickable:
            found.append(Fact(label=parts[0], value=parts[1]))
        elif before is not None and not element.clickable and _is_label(before, element):
            found.append(Fact(label=before.text.strip(), value=text))
            before = None
            continue
        before = None if element.clickable else element
    return found


def app_elements(screen: Screen | None) -> list[UIElement]:
    """The app's own elements of ``screen`` that are not input fields (no status bar)."""
    if screen is None:
        return []
    return [e for e in screen.elements if "systemui" not in e.resource_id and not e.editable]


def _is_label(label: UIElement, value: UIElement) -> bool:
    """Whether ``label`` reads as a field's label over ``value`` (not a thing's title)."""
    text = label.text.strip()
    return (
        bool(text)
        and not re.search(r"\d", text)
        and len(text.split()) <= 4
        and "toolbar" not in label.resource_id
        and not label.resource_id.endswith("_title")
        and label.resource_id != value.resource_id
        and not _LABELLED.match(value.text)
    )


def asked_facts(screen: Screen | None, asked: str) -> list[Fact]:
    """The pairs whose every label word the question ``asked`` says ("the blorp's make and
    zap level" asks "Make" and "Zap level", not "Zap serial")."""
    said = set(words(asked))
    out: list[Fact] = []
    for fact in facts(screen):
        label = content_words(fact.label)
        if label and set(label) <= said and fact.label not in {f.label for f in out}:
            out.append(fact)
    return out


def named_facts(screen: Screen | None, asked: str, generic: frozenset[str]) -> list[Fact]:
    """The pairs whose label shares a word with the question ``asked`` other than the
    ``generic`` ones ("the quorn number" meets "Quorn hotline: ..."), when no label is
    said whole."""
    said = set(content_words(asked)) - generic
    return [f for f in facts(screen) if said & set(content_words(f.label))]
