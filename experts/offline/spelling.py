"""A name misspelt in a request read as the screen spells it: "zapplinne" is the "Zappline"
a list shows, when nothing on the screen is spelt as typed and one run of words there is a single
slip away (same first letter, close by edit distance). Names of five letters or fewer, and
names made only of English words ("Documents"), are never respelt: short names differ by one
letter from too many others, and a word is not a slip."""

from __future__ import annotations

import re
from collections.abc import Iterable

from rapidfuzz import fuzz

from experts.offline.goal import parse_goal
from experts.offline.lexicon import known_word

_CLOSE = 88
_MIN_LETTERS = 6
_WORD = re.compile(r"[A-Za-z][\w'\u2019.-]*[\w]|[A-Za-z]")


def _closest(name: str, texts: list[str]) -> str | None:
    """The run of words in ``texts`` that spells ``name`` with one slip, if exactly one does."""
    size = len(name.split())
    lowered = name.casefold()
    found: set[str] = set()
    for text in texts:
        tokens = _WORD.findall(text)
        for i in range(len(tokens) - size + 1):
            said = " ".join(tokens[i : i + size])
            if said[0].casefold() != lowered[0] or said.casefold() == lowered:
                continue
            if fuzz.ratio(said.casefold(), lowered) >= _CLOSE:
                found.add(said)
    return found.pop() if len(found) == 1 else None


def respelled(instruction: str, texts: Iterable[str]) -> str:
    """``instruction`` with each name it gives that no text shows written as the one run of
    words in ``texts`` that is a slip away from it."""
    texts = [t for t in texts if t]
    shown = "\n".join(texts).casefold()
    out = instruction
    for name in parse_goal(instruction).names:
        if len(name.replace(" ", "")) < _MIN_LETTERS or name.casefold() in shown:
            continue
        if not re.fullmatch(r"[A-Za-z]+(?: [A-Za-z]+)*", name) or all(
            known_word(w) for w in name.casefold().split()
        ):
            continue
        spelt = _closest(name, texts)
        if spelt is not None:
            out = re.sub(rf"\b{re.escape(name)}\b", spelt, out, flags=re.IGNORECASE)
    return out
