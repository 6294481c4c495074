"""A setting's quality said by degree rather than by number: a comparative ("brighter", "more
zappy", "less bright") moves the level of the attribute the adjective is a value of up or down
from where it is ("too bright": down); a superlative ("the brightest", "as bright as it goes")
or an extreme word before the attribute ("max brightness", "lowest zappiness") puts it at an
end. The attribute and which end
an adjective names come from the lexicon (WordNet's attribute pointers), for the attributes a
phone sets (a setting's noun among the attribute's)."""

from __future__ import annotations

import re
from functools import cache

from pydantic import BaseModel

from experts.offline.lexicon import _lexicon, actions, interface_verb, kinds
from experts.offline.patterns import QUOTED, asked_level

STEP = 30
"""How far a comparative moves a level, in points of 100."""
_WORD = re.compile(r"[a-z]+")
_MORE = {"more": 1, "less": -1, "most": 1, "least": -1}
_EXTREME = {
    "max": 1,
    "maximum": 1,
    "full": 1,
    "highest": 1,
    "min": -1,
    "minimum": -1,
    "lowest": -1,
}
"""Words that put a named attribute at an end ("max brightness", "lowest brightness")."""
_DIRECTION = {"up": 1, "higher": 1, "increase": 1, "raise": 1, "down": -1, "lower": -1}
_DIRECTION |= {"decrease": -1, "reduce": -1}
"""Words that move a named attribute ("turn the brightness down", "increase brightness")."""


class Change(BaseModel):
    """A level to move: the attribute's nouns, up (1) or down (-1), and whether to the end."""

    nouns: tuple[str, ...]
    end: int
    extreme: bool = False

    def target(self, now: int) -> int:
        """The level to set, from the level shown now."""
        if self.extreme:
            return 100 if self.end > 0 else 0
        return max(0, min(100, now + self.end * STEP))


@cache
def _attributes() -> dict[str, tuple[tuple[str, ...], int]]:
    """The adjectives whose attribute a phone sets (one of its nouns is a setting's:
    brightness, volume), with the attribute's nouns and the adjective's end."""
    settings = kinds()["setting"]
    return {
        w: (tuple(a["nouns"]), a["end"])
        for w, a in _lexicon()["attributes"].items()
        if settings.intersection(a["nouns"])
    }


@cache
def _attribute_nouns() -> dict[str, tuple[str, ...]]:
    """An attribute noun -> all its nouns ("brightness" -> brightness, light, ...)."""
    out: dict[str, tuple[str, ...]] = {}
    for nouns, _ in _attributes().values():
        for noun in nouns:
            out.setdefault(noun, nouns)
    return out


def names_level(thing: str) -> bool:
    """Whether ``thing`` names an attribute a phone sets by level ("the brightness")."""
    return any(w in _attribute_nouns() for w in _WORD.findall(thing.lower()))


def _base(word: str) -> tuple[str, bool] | None:
    """The adjective a comparative or superlative is built on, and whether it is the
    superlative ("dimmer" -> dim, "brightest" -> bright, "noisier" -> noisy)."""
    for suffix, most in (("est", True), ("er", False)):
        if not word.endswith(suffix) or len(word) < len(suffix) + 3:
            continue
        stem = word[: -len(suffix)]
        tried = [stem, stem + "e", stem[:-1] + "y" if stem.endswith("i") else ""]
        if len(stem) > 2 and stem[-1] == stem[-2]:
            tried.append(stem[:-1])
        found = next((t for t in tried if t and t in _attributes()), None)
        if found:
            return found, most
    return None


def asked_change(text: str) -> Change | None:
    """The level change a request asks by degree, or ``None``."""
    if asked_level(text) is not None:
        return None
    said = _WORD.findall(QUOTED.sub(" ", text).lower())
    for at, word in enumerate(said):
        before = said[at - 1] if at else ""
        if word in _attributes() and before == "too":
            nouns, end = _attributes()[word]
            return Change(nouns=nouns, end=-end)
        after = said[at + 1 : at + 3]
        if word in _attributes() and before == "as" and after[:1] == ["as"]:
            nouns, end = _attributes()[word]
            return Change(nouns=nouns, end=end, extreme=True)
        if word in _attributes() and before in _MORE:
            nouns, end = _attributes()[word]
            return Change(nouns=nouns, end=end * _MORE[before], extreme=before in ("most", "least"))
        built = _base(word)
        if built:
            nouns, end = _attributes()[built[0]]
            return Change(nouns=nouns, end=end, extreme=built[1])
    for at, word in enumerate(said):
        if word not in _attribute_nouns():
            continue
        near = said[max(0, at - 3) : at] + said[at + 1 : at + 5]
        nouns = _attribute_nouns()[word]
        extreme = next((_EXTREME[w] for w in near if w in _EXTREME), 0)
        if extreme:
            return Change(nouns=nouns, end=extreme, extreme=True)
        moved = next((_DIRECTION[w] for w in near if w in _DIRECTION), 0)
        if moved:
            return Change(nouns=nouns, end=moved)
    return None


def wanted_level(text: str) -> int | None:
    """The level a request asks outright, by number or degree word, or by a superlative."""
    level = asked_level(text)
    if level is not None:
        return level
    change = asked_change(text)
    return change.target(0) if change and change.extreme else None


_LEAD = r"^(\s*(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?)"
_RESULT = re.compile(_LEAD + r"(?:make|get|have)\b", re.IGNORECASE)
_VERB = re.compile(_LEAD + r"([a-z]+)\b(.*?)([.!?]*)$", re.IGNORECASE | re.DOTALL)


def _as_verb(word: str) -> str | None:
    """The adjective a verb of degree is ("dim", "brighten" -> bright), if one."""
    word = word.lower()
    if word not in actions() or interface_verb(word) not in (None, "set"):
        return None
    built = [word, word.removesuffix("en"), word.removesuffix("en") + "e"]
    return next((w for w in built if w in _attributes()), None)


def graded(text: str) -> str:
    """``text`` with a result said by degree ("make the zap brighter") read as setting it, and
    a verb of degree ("dim the zap", "brighten it") as setting it more or less so; a level or
    degree said with no verb ("brighter zap please") or with a verb the lexicon reads as no
    interface verb ("crank zap all the way up"), or as finding while the setting is named ("bump
    the zappiness up"), is set too."""
    verb = _VERB.match(text)
    said = _as_verb(verb.group(2)) if verb and asked_level(text) is None else None
    if verb and said:
        return f"{verb.group(1)}set{verb.group(3)} more {said}{verb.group(4)}"
    if asked_change(text) is None and asked_level(text) is None:
        return text
    reading = interface_verb(verb.group(2)) if verb else None
    if verb and (reading is None or (reading == "find" and names_level(text))):
        lead, rest = verb.group(1), text[len(verb.group(1)) :]
        kept = rest if verb.group(2).lower() not in actions() else rest[len(verb.group(2)) :]
        return f"{lead}set {kept.lstrip()}"
    return _RESULT.sub(r"\1set", text, count=1)
