"""A request that first states what someone told the owner ("bo dm'd me about the zap fair,
add it to my calendar", "bo needs me to zorp something. Put it on my list."): the statement is
what must be found first, read as a finding clause that asks, in a question's word order, for
the thing it leaves open ("find out which zap route did bo recommend"), else for what they
said. Only generic English cues: verbs of telling, indefinites, the subject before the verb.
"""

from __future__ import annotations

import re

from experts.assembly_phrases import KEPT_SAYS
from experts.assembly_questioned import CLAUSE_END, ordered
from experts.offline.lexicon import bases, irregular, known_word

_RELAYED = re.compile(
    r"\b(?:e-?mailed|texted|messaged|dm['\u2019]?e?d|wrote|sent|told|asked|recommended|"
    r"suggested|mentioned|say|said|says|needs|wants|invited|shared|posted|replied|confirmed|moved|"
    r"offered|reminded|proposed|picked|chose|[a-z]{3,}ed(?=\s+about\b))\b",
    re.IGNORECASE,
)
"""Verbs by which someone tells the owner something ("bo dm'd me about X", "bo needs me to
zap something", any verb of doing "about" a thing: "bo zapped about X"): what they told is in
a message, a mail or a post of theirs."""
_NOT_RELAYED = re.compile(
    r"^(?:i|we|i['\u2019]m|im|i['\u2019]ve|ive|i['\u2019]d|id"
    r"|(?:what|which|who|whom|whose|when|where|how|why)(?:so)?(?:ever)?)\b",
    re.I,
)
"""A statement of the owner's own ("i asked ...") or a question, open or not ("whatever bo
asked ..."): no one else's telling."""


def relayed(text: str) -> bool:
    """Whether ``text`` states what someone other than the owner told them ("zed asked for a
    zap", "the landlord confirmed a viewing"): a statement, not an order or a question."""
    return (
        _RELAYED.search(text) is not None
        and _NOT_RELAYED.match(text.strip()) is None
        and not ordered(text)
    )


def relayed_first(sentence: str) -> list[str]:
    """``sentence`` cut after a leading statement of what someone told the owner where an
    order starts ("bo dm'd me about the zap fair, add it to my calendar" -> ["bo dm'd me about
    the zap fair", "add it to my calendar"]); else the sentence alone."""
    for end in CLAUSE_END.finditer(sentence):
        head, rest = sentence[: end.start()].rstrip(), sentence[end.end() :]
        if ordered(rest):
            return [head, rest] if relayed(head) else [sentence]
    return [sentence]


_INDEFINITE = re.compile(
    r"\b(?:(?P<pro>something|someone|somebody|somewhere|sometime)"
    r"|(?:a|an|some)\s+(?P<noun>(?:[a-z-]+\s+){0,2}?[a-z-]+?))"
    r"(?=\s+(?:in|on|at|from|about|for|by|to|with|next|this|last|tomorrow|today|tonight|"
    r"before|after|that|which)\b|\s*$)",
    re.IGNORECASE,
)
"""The thing a statement leaves open ("bo recommended a zap route", "bo needs me to zorp
something"): what a finding clause asks for."""
_WH_OF = {"something": "what", "someone": "who", "somebody": "who"}
_WH_OF |= {"somewhere": "where", "sometime": "when"}


def asked_of(statement: str) -> str:
    """The finding clause of what someone told the owner, asking for the thing the statement
    leaves open ("bo recommended a zap route in our dms" -> "find out which zap route did bo
    recommend in our dms"; "bo needs me to zorp something" -> "find out what does bo need me
    to zorp"), or the thing it names after its verb ("bo texted me the zap code" -> "find the
    zap code bo texted me"), else for what they said ("find out what did bo text me about the
    fair"); a record that says a thing ("the zap notes say when the quorn is") -> "find out
    when the quorn is in the zap notes"."""
    kept = KEPT_SAYS.match(statement)
    if kept is not None:
        return f"find out {kept['asked']} in {kept['record']}"
    open_ = _INDEFINITE.search(statement)
    named = _NAMED_AFTER.match(statement)
    if open_ is None and named is not None and _RELAYED.fullmatch(named["verb"]):
        told = f"{named['who']} {named['verb']}{named['me'] or ''}{named['where'] or ''}"
        return f"find {named['what']} {told}"
    if open_ is None:
        return f"find out what {_asked_order(statement)}"
    rest = _asked_order(
        " ".join(f"{statement[: open_.start()]} {statement[open_.end() :]}".split())
    )
    if open_["pro"]:
        return f"find out {_WH_OF[open_['pro'].lower()]} {rest}"
    return f"find out which {open_['noun']} {rest}"


_NAMED_AFTER = re.compile(
    r"^(?P<who>(?:[\w'-]+\s+){0,2}?[\w'-]+)\s+(?P<verb>[\w'-]+)(?P<me>\s+(?:me|us|for))?\s+"
    r"(?P<what>(?:the|my|our|his|her|their|its)\s+.+?)"
    r"(?P<where>\s+(?:in|on|from|via|over|by|at|to)\s+.+)?$",
    re.IGNORECASE,
)
"""A statement naming the thing told after its verb ("bo texted me the zap code in our chat")."""
_DM = re.compile(r"^dm['\u2019]?e?d$", re.IGNORECASE)


def _asked_order(clause: str) -> str:
    """``clause`` in a question's word order: its telling verb after "did" or "does" ("bo
    recommended X" -> "did bo recommend X", "bo needs me to zap" -> "does bo need me to
    zap"); else as it is."""
    told = _RELAYED.search(clause)
    subject = clause[: told.start()].split() if told else []
    if told is None or not 1 <= len(subject) <= 3:
        return clause
    verb = told.group(0).lower()
    stems = [b for b in bases(verb) if b != verb and known_word(b)]
    stems.sort(key=lambda b: (verb.startswith(b.removesuffix("e")), len(b), b), reverse=True)
    base = "dm" if _DM.match(verb) else irregular().get(verb) or next(iter(stems), None)
    if base is None:
        return clause
    aux = "does" if verb.endswith("s") and not verb.endswith("ss") else "did"
    return f"{aux} {' '.join(subject)} {base}{clause[told.end() :]}"
