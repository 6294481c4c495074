"""A code read from passages ("use code SPRING30", "flight SJ 418"): after its qualifier, else
by its shape."""

from __future__ import annotations

import re
from collections.abc import Mapping

from memory.lexical import content_words

_CODE = r"([A-Z0-9][A-Z0-9-]*(?: ?[A-Z0-9-]*\d[A-Z0-9-]*)?)"
_CODE_SHAPE = re.compile(
    r"\b(?:[A-Z]{1,4}[ -]?\d{1,6}[A-Z]?|\d{1,4}[A-Z]{1,2}|(?=\w*\d)[A-Z\d]{5,})\b"
)
"""A code without its qualifier: capitals and digits ("SJ 418", "14C", "K7Q2XP")."""


def code_in(asked: str, passages: list[str], kind_words: Mapping[str, str]) -> str:
    """The code after its qualifier, the asked code word first ("use code SPRING30", "flight
    SJ 418", "order #112-4186027-0003"; a code is written in capitals or digits, so "code is
    512429" is no code "is 512429"), else the first code-shaped token of the best passage
    ("SJ 418", "K7Q2XP"). ``kind_words`` maps a word to the kind of value it asks for ("code",
    "date" ...)."""
    said = content_words(asked)
    own = [w for w in said if kind_words.get(w) == "code" and w != "number"]
    qualifiers = own + [w for w in said if w not in kind_words and w.isalpha()]
    for qualifier in qualifiers:
        pattern = re.compile(
            rf"\b{re.escape(qualifier)}\w*\W+(?:(?:number|no\.?|code|id|reference|ref)\W+)?#?"
            rf"(?-i:{_CODE})",
            re.IGNORECASE,
        )
        for passage in passages:
            for found in pattern.finditer(passage):
                if re.search(r"\d", found.group(1)):
                    return found.group(1).strip()
    return next((m.group(0) for p in passages if (m := _CODE_SHAPE.search(p))), "")
