"""People's hints in the offline policy. A hint ties the person's word to the app's label ("mom
means Alice Schmidt", "the cart is under the bag icon"): the request is read with the app's
label in place of the person's word, and an element showing the label also carries the word in
its content-desc, so the rules that match words against elements find it by either name."""

from __future__ import annotations

import re

from experts.context import DecideContext
from experts.offline.spelling import respelled
from memory.knowledge import Hint, words
from mobilexperts.perception.context import ElementContext


def _named(element: ElementContext, hint: Hint) -> bool:
    label = words(hint.label)
    shown = words(" ".join((element.label, element.desc, element.id.replace("_", " "))))
    return bool(label) and label <= shown


def _reworded(instruction: str, hints: list[Hint]) -> str:
    """``instruction`` with each hint's person's word replaced by the app's label."""
    for hint in hints:
        said = re.compile(rf"\b{re.escape(hint.meaning)}\b", re.IGNORECASE)
        if not re.search(rf"\b{re.escape(hint.label)}\b", instruction, re.IGNORECASE):
            instruction = said.sub(hint.label, instruction)
    return instruction


def with_hints(context: DecideContext) -> DecideContext:
    """``context`` read through its hints and its screen: the request in the app's words (a
    name misspelt as the screen spells it), and each hinted element's person's word added to
    its content-desc."""
    pairs = [h for h in context.knowledge if h.label and h.meaning]
    texts = [f"{e.label} {e.text} {e.desc}" for e in context.screen.elements]
    spelt = respelled(context.instruction, texts)
    if spelt != context.instruction:
        context = context.model_copy(update={"instruction": spelt})
    if not pairs:
        return context
    elements = []
    for element in context.screen.elements:
        meanings = [h.meaning for h in pairs if _named(element, h)]
        if meanings and element.window not in ("keyboard", "system"):
            desc = " ".join([element.desc or element.label, *meanings]).strip()
            element = element.model_copy(update={"desc": desc})
        elements.append(element)
    screen = context.screen.model_copy(update={"elements": elements})
    instruction = _reworded(context.instruction, pairs)
    return context.model_copy(update={"screen": screen, "instruction": instruction})
