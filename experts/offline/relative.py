"""A thing an act names by a clause about it with its preposition left at the end ("add a zap
clock for the city my zorb lands in", "text bo the room the sync is in"), read as asking for it
first: "which city does my zorb land in? add a zap clock for it". The clause says where the
value is kept (the zorb's record), so the team finds it there before acting. Ordinary English
grammar only: a determiner's noun, a subject, a verb, a stranded preposition."""

from __future__ import annotations

import re

from experts.offline.lexicon import known_word

_BE = frozenset({"is", "are", "was", "were"})
_PREPS = r"(?:in|at|on|to|from|for|with|into|near|by)"
_RELATIVE = re.compile(
    r"\bthe\s+(?P<noun>[a-z][\w-]*)\s+"
    r"(?P<subj>(?:my|the|our|his|her|their|your)(?:\s+(?!(?:is|are|was|were)\b)[a-z][\w-]*)"
    r"{1,3}?)\s+(?P<verb>(?:is|are|was|were)(?:\s+[a-z]+ed)?|[a-z]+)\s+(?P<prep>" + _PREPS + r")"
    r"(?=\s*(?:$|[,.;!?]|\s(?:and|then)\b|\s(?:in|on)\s(?:my\s|the\s)?[\w-]+\s*[.!?]?\s*$))",
    re.IGNORECASE,
)
"""A noun, then a clause about it ending in its preposition ("the city my zorb lands in")."""
_ACT = re.compile(r"^\s*(?:(?:please|pls|can you|could you)\s+)?[a-z]+\b", re.IGNORECASE)
_ASKING = re.compile(
    r"^\s*(?:what|which|when|where|who|whom|whose|how|is|are|was|were|do|does|did)\b", re.I
)


def relative_found_first(text: str) -> str:
    """``text`` whose act names a thing by a clause about it ending in its preposition,
    written as the question that finds the thing, then the act on "it"; unchanged when it
    names none or asks a question itself."""
    if _ASKING.match(text) or not _ACT.match(text):
        return text
    found = _RELATIVE.search(text)
    if found is None:
        return text
    asked = _question(found)
    if asked is None:
        return text
    act = f"{text[: found.start()].rstrip()} it{text[found.end() :]}"
    return f"{asked} {act.strip()}"


def _question(found: re.Match[str]) -> str | None:
    """The clause as a "which" question ("which city does my zorb land in?"); None when its
    verb is no verb of the subject."""
    noun, subj, verb, prep = (found[k] for k in ("noun", "subj", "verb", "prep"))
    lowered = verb.lower()
    be, _, participle = lowered.partition(" ")
    if be in _BE:
        return (
            " ".join(["which", noun, be, subj, *([participle] if participle else []), prep]) + "?"
        )
    base = _base(lowered)
    if base is None:
        return None
    aux = "did" if lowered.endswith("ed") else "does"
    return f"which {noun} {aux} {subj} {base} {prep}?"


def _base(verb: str) -> str | None:
    """A verb's plain form from its third-person or past form ("lands" -> "land",
    "arrived" -> "arrive"); None for any other word."""
    if verb.endswith("ed") or verb.endswith("es"):
        forms = (verb[:-2], verb[:-1])
    elif verb.endswith("s") and not verb.endswith("ss"):
        forms = (verb[:-1],)
    else:
        return None
    return next((f for f in forms if len(f) > 1 and known_word(f)), None)
