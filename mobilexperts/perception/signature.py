"""Screen signatures: a short stable hash of a screen's fixed structure, and its anchors.

The signature hashes the package, the activity (when known) and the set of structural keys of
the app and dialog windows: class, resource-id and interaction kind of every node outside lists,
plus the short captions of elements one acts on that have no resource-id to identify them (a
button's text, an icon's description: apps without ids, such as Compose apps, are told apart by
them). It leaves out what changes while the screen stays the same: everything inside lists and
scroll views (only the list itself counts), text typed in fields, titles and other read-only
text (a profile's name, a page's title: the same screen shows other data), captions of elements
with ids (they often carry state: "Internet on"), numbers, bounds (scrolling, a keyboard
resizing the window), state flags (checked, focused, selected), and the keyboard, system bars
and toasts. Read-only text of fixed UI is kept in the anchors instead.
"""

from __future__ import annotations

import hashlib
import re

from pydantic import BaseModel, ConfigDict

from mobilexperts.perception.elements import UIElement
from mobilexperts.perception.hierarchy import CLOCK_EVERY, Hierarchy, RawNode, TimeBudget, Window
from mobilexperts.perception.select import is_list_container

SIGNATURE_LENGTH = 16
MAX_LABEL_CHARS = 40
MAX_LABEL_WORDS = 5
_DIGIT = re.compile(r"\d")


class Anchor(BaseModel):
    """A selector for a fixed element of a screen; every field that is set must match."""

    model_config = ConfigDict(frozen=True)

    resource_id: str = ""
    text: str = ""
    desc: str = ""

    def matches(self, element: UIElement) -> bool:
        return (
            (not self.resource_id or element.resource_id == self.resource_id)
            and (not self.text or element.text.strip() == self.text)
            and (not self.desc or element.desc.strip() == self.desc)
        )


def is_label_like(value: str) -> bool:
    """Short, digit-free text: a caption of fixed UI rather than content."""
    value = value.strip()
    return (
        0 < len(value) <= MAX_LABEL_CHARS
        and len(value.split()) <= MAX_LABEL_WORDS
        and _DIGIT.search(value) is None
    )


def structural_windows(hierarchy: Hierarchy) -> list[Window]:
    """The windows that make a screen what it is: app and dialogs (system UI if nothing else)."""
    windows = [w for w in hierarchy.windows if w.kind in ("app", "dialog")]
    return windows or [w for w in hierarchy.windows if w.kind == "system"]


def screen_signature(hierarchy: Hierarchy, package: str = "", activity: str = "") -> str:
    """A hex digest of the fixed structure of the screen in ``hierarchy``."""
    windows = structural_windows(hierarchy)
    package = package or next((w.package for w in windows if w.kind == "app"), "")
    keys: set[str] = set()
    for window in windows:
        _collect_keys(window.root, f"{window.kind}:", keys, hierarchy.budget)
    material = "\n".join([package, activity, *sorted(keys)])
    return hashlib.sha256(material.encode("utf-8")).hexdigest()[:SIGNATURE_LENGTH]


def _collect_keys(root: RawNode, prefix: str, keys: set[str], budget: TimeBudget) -> None:
    stack = [root]
    visited = 0
    while stack:
        node = stack.pop()
        visited += 1
        if visited % CLOCK_EVERY == 0:
            budget.check()
        if not node.visible:
            continue
        flags = (
            ("c" if node.clickable else "")
            + ("l" if node.long_clickable else "")
            + ("k" if node.checkable else "")
            + ("e" if node.editable else "")
        )
        key = f"{prefix}{node.cls.rpartition('.')[2]}#{_short_id(node.resource_id)}/{flags}"
        keys.add(key)
        if flags and "e" not in flags and not node.resource_id:
            if is_label_like(node.text):
                keys.add(f"{key}={node.text.strip()}")
            if is_label_like(node.desc):
                keys.add(f"{key}~{node.desc.strip()}")
        if not is_list_container(node):
            stack.extend(node.children)


def _short_id(resource_id: str) -> str:
    return resource_id.rpartition(":id/")[2]


def screen_anchors(elements: list[UIElement]) -> list[Anchor]:
    """Selectors for the fixed elements of a screen, for tool pre- and postconditions.

    Like the signature they leave content out: an element outside lists is anchored by its
    resource-id, or, when it has none and one acts on it, by its caption (text or description).
    """
    anchors: list[Anchor] = []
    seen: set[tuple[str, str, str]] = set()
    for el in elements:
        if el.in_list or el.window not in ("app", "dialog") or el.source != "hierarchy":
            continue
        acts = el.clickable or el.long_clickable or el.checkable
        if el.resource_id:
            anchor = Anchor(resource_id=el.resource_id)
        elif acts and not el.editable and is_label_like(el.text):
            anchor = Anchor(text=el.text.strip())
        elif acts and is_label_like(el.desc):
            anchor = Anchor(desc=el.desc.strip())
        else:
            continue
        key = (anchor.resource_id, anchor.text, anchor.desc)
        if key not in seen:
            seen.add(key)
            anchors.append(anchor)
    return anchors
