"""For the offline judge: an answer that cannot be of the kind its question asks. A sum of money
for a question asking no amount (judge_asked.py), an address or number for a "who" question
(judge_row.py); no digit for a question asking what something costs ("Visit the Voltra Store"
for "what the aero 13 costs"), fewer than seven digits for one asking a phone number, neither
a number nor a street word for one asking a street address ("Friendly staff ..."); and for a
question asking what something is called or its name, an answer without a letter
("260314.001", a build number) or a sentence (a lower-case verb with its auxiliary: "Bluetooth
is off. Turn it on to pair devices."). For a question asking for a thing ("what job", "the
name of the book"), a file's name ("Cover letter draft.docx") unless it asks for a file ("what
zap file", "the zap file", "what did bo attach"), or the text of a field the app tags as who
wrote something (a mail's sender) unless it asks for a person."""

from __future__ import annotations

import re

from experts.offline.judge_asked import amount_misfit
from experts.offline.judge_row import contact_misfit
from experts.offline.lexicon import known_word
from experts.offline.measures import measure_misfit
from experts.offline.patterns import QUOTED, SENTENCE_VERB

_NAME_ASKED = re.compile(r"\b(?:called|name)\b", re.I)
"""A question asking what a thing is called ("whats the phone called", "the device name")."""
_WHO = re.compile(r"\bwho(?:m|se)?\b", re.I)
_NOT_AMOUNT = re.compile(r"^\s*(?:who|whom|whose|which|where|when)\b|\bhow\s+many\b", re.I)
"""A question whose answer is a person, a thing, a place, a time or a count, whatever words
about money it says ("which card did i pay with", "how many items in total")."""
_COST_ASKED = re.compile(
    r"\bhow\s+much\b(?!\s+(?:time|longer|battery|storage|space|data|memory|more)\b)"
    r"|\bcost(?:s|ed|ing)?\b|\bwhat(?:'s|\s+is|\s+was|\s+are|\s+were)?\s+(?:the\s+|my\s+)?"
    r"(?:price|prices|total|fee|fare|amount|balance|bill|charge|subtotal)\b",
    re.I,
)
"""A question asking a sum of money: "how much" (not of time or storage), "cost", or "what is
the price/total/fee"."""
_PHONE_ASKED = re.compile(r"\b(?:phone|cell|mobile|telephone)\s+(?:number|no\.?|#)", re.I)
"""A question asking a phone number."""
_ADDRESS_ASKED = re.compile(
    r"(?<!mail\s)(?<!web\s)(?<!ip\s)(?<!e-mail\s)\b(?:street\s+)?address\s+(?:of|for)\b"
    r"|\bstreet\s+address\b",
    re.I,
)
"""A question asking where a place is by its address (not a mail or web address)."""
_PLACED = re.compile(
    r"\d|\b(?:St|Street|Rd|Road|Ave|Avenue|Blvd|Boulevard|Ln|Lane|Dr|Drive|Way|Pl|Place|Sq"
    r"|Square|Plaza|Court|Ct|Highway|Floor|Building|Terminal)\b"
)
"""What an address says: a number, or a street or building word as a name's part (capital)."""


_THING_ASKED = re.compile(
    r"\b(?:what|which|name of (?:the|my|our|this|that))\s+([a-z]+)\b(?:\s+(?P<next>[a-z]+))?", re.I
)
"""The noun of the thing a question asks for ("what job", "the name of the book"), and the
word after it."""
_AUXILIARIES = frozenset(
    re.findall(r"\w+", "is are was were did do does has have had will would can could should")
)
_NOT_THING = frozenset(
    re.findall(
        r"\w+",
        "is are was were did do does will would can could should has have had i we you they he"
        " she it my our your his her their the a an this that",
    )
)
"""Words after "what" that are no noun ("what is", "what we")."""
_FILE_NAME = re.compile(
    r"^[^\n@/]{1,80}?[^\s@/.]\.(?!(?:com|org|net|edu|gov|io|co)$)[a-z][a-z0-9]{1,3}$", re.I
)
"""A file's name on one line ("Cover letter draft.docx"), not a mail or web address."""
_FILE_NOUNS = frozenset(
    re.findall(r"\w+", "file files document documents doc docs attachment pdf photo picture image")
)
_FILE_ASKED = re.compile(
    rf"\b(?!(?:in|on|from|into|to|my|the|a|an)\b)[a-z]+\s+(?:{'|'.join(sorted(_FILE_NOUNS))})\b"
    r"|\battach(?:es|ed|ing|ments?)?\b",
    re.I,
)
"""A thing asked as a file ("the zap file", "what did bo attach"): a file's name fits it; not
where the question is asked ("in Docs": an app named by the noun)."""
_WHAT_IS = re.compile(
    r"\bwhat(?:'s|\s+is|\s+are|\s+was|\s+were)\s+(?:the|my|our|your|his|her|their)\s+"
    r"(?P<thing>[a-z][\w' -]*?)(?=\s+(?:in|on|at|from|for|that|which)\b|[?.,;]|$)",
    re.IGNORECASE,
)
"""The thing a "what is the <thing>" question asks for ("what's the zorb pick on friday")."""
_STEM = re.compile(r"[a-z]{4,}")
"""A content word's letters; its first four stand for its stem."""
_AUTHOR_FIELDS = frozenset({"sender", "author", "from"})
"""Words of a resource id tagging who wrote something."""
_PERSON_NOUNS = frozenset(
    re.findall(r"\w+", "person people sender author contact friend guest host organizer name one")
)


def thing_misfit(instruction: str, answer: str, field_ids: list[str]) -> str:
    """Why ``answer``, shown in elements with ``field_ids``, is no thing of the kind a "what
    <noun>" question asks: a file's name, or who wrote something; ``""`` when it may be."""
    nouns = [
        m.group(1).casefold()
        for m in _THING_ASKED.finditer(QUOTED.sub(" ", instruction))
        if known_word(m.group(1).casefold()) or (m["next"] or "is").casefold() in _AUXILIARIES
    ]
    noun = next((n for n in nouns if n not in _NOT_THING), "")
    if _WHO.search(instruction):
        return ""
    if not noun:
        thing = _WHAT_IS.search(QUOTED.sub(" ", instruction))
        said = set(re.findall(r"[a-z]+", thing["thing"].casefold())) if thing else set()
        named = {w[:4] for w in _STEM.findall(answer.casefold())} & {
            w[:4] for w in said if _STEM.fullmatch(w)
        }
        filed = bool(said & _FILE_NOUNS or _FILE_ASKED.search(instruction))
        if named and not filed and _FILE_NAME.search(answer.strip()):
            asked = thing[0] if thing else ""
            return f"the answer {answer!r} names a file about it; the question asks {asked!r}"
        return ""
    filed = noun in _FILE_NOUNS or bool(_FILE_ASKED.search(instruction))
    if _FILE_NAME.search(answer.strip()) and not filed:
        return f"the answer {answer!r} is a file's name; the question asks for a {noun}"
    tagged = {w for i in field_ids for w in re.findall(r"[a-z]+", i.rsplit("/", 1)[-1].lower())}
    if tagged & _AUTHOR_FIELDS and noun not in _PERSON_NOUNS:
        return f"the answer {answer!r} is who wrote it; the question asks for a {noun}"
    return ""


def answer_misfit(instruction: str, answer: str) -> str:
    """Why ``answer`` is not of the kind the question asks, as a reason; ``""`` when it may
    be."""
    money = amount_misfit(instruction, answer)
    if money:
        return f"the answer {answer!r} is a sum of money; the question asks {money}"
    contact = contact_misfit(instruction, answer)
    if contact:
        return f"the answer {answer!r} is an address or number; the question asks {contact}"
    unquoted = QUOTED.sub(" ", instruction)
    kind = "" if _NOT_AMOUNT.search(unquoted) or not answer.strip() else _digits_missing(unquoted)
    if kind and len(re.findall(r"\d", answer)) < (7 if kind == "a phone number" else 1):
        return f"the answer {answer!r} has too few digits for {kind}, which the question asks"
    if _ADDRESS_ASKED.search(unquoted) and not _PLACED.search(answer) and "@" not in answer:
        return f"the answer {answer!r} has no number or street; the question asks an address"
    measure = measure_misfit(unquoted, answer)
    if measure:
        return f"the answer {answer!r} does not say {measure}, which the question asks"
    if not _NAME_ASKED.search(unquoted) or _WHO.search(unquoted) or not answer.strip():
        return ""
    if not re.search(r"[^\W\d_]", answer):
        return f"the answer {answer!r} has no letter; the question asks a name"
    if SENTENCE_VERB.search(answer):
        return f"the answer {answer!r} is a sentence; the question asks a name"
    return ""


def _digits_missing(unquoted: str) -> str:
    """What a question asks that is written in digits: a phone number or a sum of money."""
    if _PHONE_ASKED.search(unquoted):
        return "a phone number"
    return "a sum of money" if _COST_ASKED.search(unquoted) else ""
