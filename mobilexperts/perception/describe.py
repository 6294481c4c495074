"""Compact text forms of a screen for prompts: one line per element, or AutoDroid-style HTML.

Keyboard keys and system bars are left out by default (an agent types with the Text operation
and has Back and Home operations); a summary line says what was left out.
"""

from __future__ import annotations

import html
import json
from collections.abc import Sequence

from mobilexperts.perception.elements import UIElement

_GROUP_TITLES = {
    "dialog": "dialog",
    "overlay": "overlay (toast)",
    "keyboard": "keyboard",
    "system": "system bars",
}


def short_id(resource_id: str) -> str:
    """``com.app:id/post`` -> ``post``; ids of other forms are kept whole."""
    return resource_id.rpartition(":id/")[2]


def flags(el: UIElement) -> list[str]:
    """The element's interaction flags as words, in a fixed order."""
    words = [
        word
        for word, on in (
            ("clickable", el.clickable),
            ("long-clickable", el.long_clickable),
            ("scrollable", el.scrollable),
            ("editable", el.editable),
        )
        if on
    ]
    if el.checkable:
        words.append("checked" if el.checked else "unchecked")
    words += [w for w, on in (("selected", el.selected), ("focused", el.focused)) if on]
    words += [w for w, on in (("password", el.password), ("disabled", not el.enabled)) if on]
    return words


def _visible(
    elements: Sequence[UIElement], keyboard: bool, system: bool
) -> tuple[list[UIElement], list[str]]:
    notes = []
    for kind, wanted in (("keyboard", keyboard), ("system", system)):
        hidden = [e for e in elements if e.window == kind]
        if hidden and not wanted:
            notes.append(f"({_GROUP_TITLES[kind]}: {len(hidden)} elements not listed)")
    shown = [
        e
        for e in elements
        if (keyboard or e.window != "keyboard") and (system or e.window != "system")
    ]
    return shown, notes


def describe_line(el: UIElement) -> str:
    """``[3] Button "Post" id=post (540,1200) clickable``."""
    parts = [f"[{el.index}]", el.cls.rpartition(".")[2] or "node"]
    label = el.label or el.text
    if label:
        parts.append(json.dumps(label, ensure_ascii=False))
    if el.desc and el.desc != label:
        parts.append(f"desc={json.dumps(el.desc, ensure_ascii=False)}")
    if el.resource_id:
        parts.append(f"id={short_id(el.resource_id)}")
    x, y = el.center
    parts.append(f"({x},{y})")
    parts += flags(el)
    if el.source != "hierarchy":
        parts.append(f"[{el.source}]")
    return " ".join(parts)


def describe(elements: Sequence[UIElement], *, keyboard: bool = False, system: bool = False) -> str:
    """One line per element, grouped by window, with a header before each non-app group."""
    shown, notes = _visible(elements, keyboard, system)
    lines: list[str] = []
    group = "app"
    for el in shown:
        if el.window != group:
            group = el.window
            lines.append(f"-- {_GROUP_TITLES.get(group, group)} --")
        lines.append(describe_line(el))
    return "\n".join(lines + notes)


def _tag(el: UIElement) -> str:
    if el.editable:
        return "input"
    if el.checkable:
        return "checkbox"
    if el.scrollable:
        return "scroller"
    if el.clickable or el.long_clickable:
        return "button"
    return "p"


def describe_html_element(el: UIElement) -> str:
    """``<button id=3 resource-id="post">Post</button>``, as AutoDroid shows elements."""
    tag = _tag(el)
    attrs = [f"id={el.index}"]
    if el.resource_id:
        attrs.append(f'resource-id="{html.escape(short_id(el.resource_id))}"')
    label = el.label or el.text
    if el.desc and el.desc != label:
        attrs.append(f'alt="{html.escape(el.desc)}"')
    attrs += [w for w in flags(el) if w not in ("clickable", "editable", "scrollable")]
    if el.window != "app":
        attrs.append(f'window="{el.window}"')
    return f"<{tag} {' '.join(attrs)}>{html.escape(label)}</{tag}>"


def describe_html(
    elements: Sequence[UIElement], *, keyboard: bool = False, system: bool = False
) -> str:
    """The screen as HTML-like lines, one element each."""
    shown, notes = _visible(elements, keyboard, system)
    return "\n".join([describe_html_element(e) for e in shown] + notes)
