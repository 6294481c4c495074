"""An acting subtask whose object is a list of named things ("ping zed orr and kai lum that
the demo moved", "add figs, oats and kale to the shopping page"): one subtask per thing, so
the node acts once per item ("ping zed orr that the demo moved", ...) and each turn is judged
on its own end, instead of one run that may stop after the first item.

Read by grammar only: the subtask's first word is an action verb, its object runs up to the
first preposition, relative word, quote or colon, and holds two or more short noun phrases
joined by commas and "and". A conjunct that opens with a verb ("... and say hi"), holds a
pronoun or another function word, or runs long, keeps the subtask whole.
"""

from __future__ import annotations

import re

from experts.offline.lexicon import actions, interface_verb

_TOKEN = re.compile(r"\"[^\"]*\"|“[^”]*”|[^\s,\"“]+|,")
_ENDS = frozenset(
    {"to", "on", "in", "into", "onto", "at", "for", "from", "with", "about", "by", "under"}
    | {"as", "via", "before", "after", "until", "using", "saying", "telling", "asking"}
    | {"that", "so", "if", "when", "while", "who", "whom", "whose", "which", "where"}
    | {"then", "also"}
)
"""Words that end an object: prepositions, relative and subordinating words."""
_DETERMINERS = frozenset(
    {"the", "a", "an", "my", "our", "his", "her", "their", "this", "these", "those"}
)
_FUNCTION = frozenset(
    {"it", "them", "him", "her", "me", "us", "you", "i", "we", "they", "he", "she", "its"}
    | {"is", "are", "was", "be", "not", "no", "or", "of"}
)
"""Words no short named item holds: pronouns, copulas, negations."""
_MAX_WORDS = 4


def conjoined(subtask: str) -> list[str]:
    """One subtask per item of ``subtask``'s listed object, or ``[]`` when its object is not
    a list of two or more things."""
    found = _split(subtask)
    if found is None:
        return []
    verb, items, rest = found
    return [" ".join([verb, item, rest]).strip() for item in items]


def listed(subtask: str) -> list[str]:
    """The things ``subtask``'s object lists, or ``[]`` when it lists fewer than two."""
    found = _split(subtask)
    return found[1] if found is not None else []


def _split(subtask: str) -> tuple[str, list[str], str] | None:
    """``(verb, items, rest)`` of a subtask whose object lists two or more things."""
    if ";" in subtask:
        return None
    tokens = _TOKEN.findall(subtask.strip().rstrip("."))
    if len(tokens) < 4 or not _acting_verb(tokens[0]):
        return None
    items: list[list[str]] = [[]]
    end = len(tokens)
    for index in range(1, len(tokens)):
        token = tokens[index]
        low = token.lower()
        if token == "," or low == "and":
            if items[-1]:
                items.append([])
            continue
        quoted = token[0] in '"“'
        if low in _ENDS or token.endswith(":") or (quoted and items[-1]):
            end = index
            break
        items[-1].append(token)
    if not items[-1]:
        items.pop()
    if len(items) < 2 or not all(_named(item) for item in items):
        return None
    separators = sum(1 for token in tokens[1:end] if token.lower() == "and")
    if separators != 1 or tokens[end - 1].lower() in ("and", ","):
        return None
    return tokens[0], [" ".join(item) for item in items], " ".join(tokens[end:])


def _acting_verb(word: str) -> bool:
    low = word.lower()
    return low in actions() or interface_verb(low) is not None


def _named(item: list[str]) -> bool:
    """Whether ``item`` reads as one short named thing (a name, a noun phrase, a quote)."""
    words = [w.lower() for w in item]
    if words and words[0] in _DETERMINERS:
        words = words[1:]
    if not words or len(words) > _MAX_WORDS:
        return False
    if words[0][0] in '"“':
        return len(words) == 1
    return not (set(words) & (_FUNCTION | _DETERMINERS | _ENDS)) and words[0] not in actions()
