"""A value a request writes down as a new written thing ("save ZX-41 in a new memo", "jot down
'blue gate' in a note", "make a note of $12.50"): the value is the text of a new note, typed
where that thing's text goes, not a thing to find first nor an item of a checklist."""

from __future__ import annotations

import re

from experts.offline.words import stems

WRITTEN_KINDS = stems("note notes memo page doc document entry journal jotting")
"""Nouns of a thing whose content is free text."""
_PUT = r"(?:save|put|write|jot|note|keep|store|add|copy|paste|type|record|log)"
_INTO_NEW = re.compile(
    rf"\b{_PUT}\s+(?:it\s+|that\s+)?(?:down\s+)?(?P<text>.+?)\s+(?:down\s+)?"
    r"(?:in|into|to|on|as|onto)\s+(?:a|an|one)\s+(?:new\s+|fresh\s+|blank\s+|quick\s+)?"
    r"(?P<kind>[\w-]+)\b",
    re.IGNORECASE,
)
_NOTE_OF = re.compile(
    r"\b(?:make|take|write|create|start|add|leave)\s+(?:a|an)\s+(?:new\s+|quick\s+)?"
    r"(?P<kind>[\w-]+)\s+(?:of|about|with|saying|that\s+says|containing|reading)\s+"
    r"(?P<text>.+?)\s*(?:\s(?:in|on)\s+[A-Z][\w-]*)?\s*[.!]?$",
    re.IGNORECASE,
)
_NOT_TEXT = re.compile(r"^(?:the|a|an|my|your|this|that|these|those|it|them|some)\b|'s\b", re.I)
_TRAILING_APP = re.compile(r"\s+(?:in|on)\s+(?-i:[A-Z])[\w-]*$")


def new_note_text(instruction: str, quoted: list[str]) -> str:
    """The text a request writes as a new note: what comes between the putting verb and "in
    a new <note>", or after "make a <note> of"; a quoted value as it is, an unquoted one only
    when it reads as a value (no article, pronoun or possessive: "the photo" is a thing)."""
    for pattern in (_INTO_NEW, _NOTE_OF):
        for match in pattern.finditer(instruction):
            if not stems(match["kind"]) & WRITTEN_KINDS:
                continue
            text = _TRAILING_APP.sub("", match["text"].strip(" \"'\u201c\u201d,"))
            said = next((q for q in quoted if q.strip() == text), None)
            if said is not None:
                return said
            if text and not _NOT_TEXT.search(text):
                return text
    return ""
