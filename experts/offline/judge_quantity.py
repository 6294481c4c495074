"""For the offline judge: how many of an item a request buys or puts in a basket ("add 3
zorp mugs to my cart"), held against the quantity the run gave: a quantity control or a line
("Qty: 3", "3 x Zorp mug") on the final screen showing it, the number typed or given to a
tool, or an increase control tapped often enough. A cart badge counts every line, so it is
no evidence."""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.judge_final import FinalScreen
from experts.offline.judge_steps import caption_of, tapped_elements, words_of
from experts.offline.judge_typed import tool_given, typed_texts

_WORD_NUMBERS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
_COUNT = re.compile(
    r"\b(?:add|buy|order|get|put|purchase|grab)\s+(?:me\s+)?"
    rf"(\d{{1,2}}|{'|'.join(_WORD_NUMBERS)})\s+(?:x\s+|of\s+(?:the|those|these)\s+)?([a-z][\w'-]*)",
    re.IGNORECASE,
)
_NOT_ITEM_TEXT = """min mins minute minutes hour hours hr hrs sec secs second seconds day days
    week weeks month months year years star stars am pm percent more"""
_NOT_ITEM = frozenset(_NOT_ITEM_TEXT.split())
_BASKET = re.compile(r"\b(?:cart|basket|bag|buy|order|purchase)\b", re.IGNORECASE)
_MORE = frozenset({"increase", "increment", "plus", "more"})


def asked_count(instruction: str) -> int:
    """How many of its item the request buys or puts in a basket, when more than one."""
    if not _BASKET.search(instruction):
        return 0
    match = _COUNT.search(instruction)
    if match is None or match.group(2).lower() in _NOT_ITEM:
        return 0
    said = match.group(1).lower()
    count = int(said) if said.isdigit() else _WORD_NUMBERS.index(said) + 2
    return count if count >= 2 else 0


def count_unshown(context: JudgeContext, final: FinalScreen) -> int:
    """The request's count when nothing in the run or on the final screen shows it given."""
    count = asked_count(context.instruction)
    if not count:
        return 0
    number = str(count)
    for el in final.elements:
        caption = caption_of(el)
        labelled = re.search(r"\b(?:qty|quantity)\b", f"{caption} {el.id}", re.IGNORECASE)
        if labelled and re.search(rf"\b{number}\b", caption):
            return 0
        if re.search(rf"(?<!\d){number}\s*[x\u00d7]\s|[x\u00d7]\s*{number}\b", caption):
            return 0
    if any(text.strip() == number for text, _ in typed_texts(context)):
        return 0
    if tool_given(context, number):
        return 0
    more = [t for t in tapped_elements(context) if words_of(f"{caption_of(t)} {t.id}") & _MORE]
    return 0 if len(more) >= count - 1 else count
