"""Submit controls: the buttons that send what a form holds (Send, Save, Post, ...).

A screen with text fields and such a control is a form: what its fields hold is not done until
the control is used. A screen with fields and none is an editor that keeps what is typed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Protocol, TypeVar

_SUBMIT_TEXT = """send post save done create ok add publish reply submit confirm apply set pay
    place forward continue update share"""
SUBMIT_WORDS = frozenset(_SUBMIT_TEXT.split())


class Captioned(Protocol):
    label: str
    text: str
    desc: str
    clickable: bool
    editable: bool


def caption_words(*texts: str) -> set[str]:
    """The lower-case words of ``texts`` (resource-ids split at ``_`` and ``/`` too)."""
    return set(re.findall(r"[a-z]+", " ".join(texts).casefold()))


def is_submit_control(el: Captioned) -> bool:
    """Whether ``el`` is a clickable control whose caption says it submits."""
    shown = caption_words(el.label, el.text, el.desc)
    return el.clickable and not el.editable and bool(shown & SUBMIT_WORDS)


C = TypeVar("C", bound=Captioned)


def submit_control(elements: Iterable[C]) -> C | None:
    """The first submit control among ``elements``, or None."""
    return next((el for el in elements if is_submit_control(el)), None)
