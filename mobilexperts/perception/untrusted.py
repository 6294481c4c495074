"""Screen text that reads like instructions to the agent (a prompt injection in a message, a
web page or a document): prompts quote it as untrusted data, never as part of the task."""

from __future__ import annotations

import re

from mobilexperts.perception.elements import UIElement

INSTRUCTION_LIKE = re.compile(
    r"\b(ignore|disregard|forget|override)\b.{0,40}\b(task|instructions?|prompt|previous|above|"
    r"rules|user)\b"
    r"|\byou (are|must|should|will) now\b"
    r"|\bnew (instructions?|task|orders)\b"
    r"|\b(system|admin|developer|debug) (prompt|mode|message|override|instructions?)\b"
    r"|\bas an? (ai|assistant|agent|language model)\b"
    r"|\b(dear|attention|note to( the)?) (ai|assistant|agent|bot)\b",
    re.IGNORECASE,
)


def reads_like_instructions(text: str) -> bool:
    """Whether ``text`` addresses the agent with orders of its own."""
    return bool(INSTRUCTION_LIKE.search(text))


def untrusted_elements(elements: list[UIElement]) -> list[int]:
    """The numbers of the elements whose text reads like instructions to the agent."""
    return [
        el.index
        for el in elements
        if reads_like_instructions(" ".join(p for p in (el.text, el.label, el.desc) if p))
    ]
