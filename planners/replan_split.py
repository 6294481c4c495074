"""The re-plan of an acting node that carries a question it cannot answer where it acts ("text
Ann what time the zumba club meets", "set a timer 10 minutes before the blorp review",
"add my zap deadline to my chore list"): when it fails or its end is not accepted, it is split
into a finding node, asked as a direct question in the app most likely to keep the answer
(planners/replan_app.py ranks them and moves the question on if it finds nothing there), and
the acting node using the found ``{key}``. A node is split once.
"""

from __future__ import annotations

import re

from pydantic import BaseModel

from memory.pool import Key
from planners.plan import PlanNode
from planners.think import thinking

_WH = r"(?:what|which|when|where|who|whom|whose|how)"
_KEPT = (
    r"(?:the|my|our)\s+(?:[\w-]+\s+){1,3}?(?:(?:i|we)\s+(?:got|have|had|was sent|saved)"
    r"|(?:from|in|on)\s+(?:my|our|the)|[\w-]+\s+sent\s+me)\b[^\"]*"
)
"""A thing said with where it is kept or how it came: "the gate code i got by text", "my
locker number from my gym page", "the code ann sent me"."""
_KEPT_HEAD = re.compile(
    r"^(?:the|my|our)\s+(?:[\w-]+\s+){0,2}?([\w-]+)\s+(?:(?:i|we|from|in|on)\s|[\w-]+\s+sent\s)",
    re.IGNORECASE,
)
"""The thing such a phrase names: "the gate (code) i got by text"."""
_GOT = re.compile(r"\s+(?:i|we)\s+(?:got|have|had|was sent|saved)\b(?:\s+(?:by|in|on|via)\s+\w+)?")
"""How the owner came by a thing, which names the app to ask in, not the thing."""
_TELLING = re.compile(
    rf"^(?P<verb>text|e-?mail|mail|message|tell|ask|remind|let|send"
    rf"|(?:reply|respond|write\s+back)\s+to|answer)\s+"
    rf"(?P<who>(?:(?!{_WH}\b|the\b|my\b|our\b|know\b)[\w'.@-]+\s+){{1,3}}?)"
    rf"(?P<know>know\s+)?(?P<fact>{_WH}\b.+|the\s+(?:[\w-]+\s+){{1,3}}?(?:of|for)\s+.+|{_KEPT})$",
    re.IGNORECASE,
)
"""Telling a person a fact: "text ann lee what time ...", "let ann know where ...", "email
ann the name of ...", "send ann the fax number for ...", "send ann the gate code i got by
text", "reply to ann's text with when ..."."""
_WHOEVER = re.compile(
    r"^(?P<verb>text|e-?mail|message|tell|ask|remind|call)\s+"
    r"(?:whoever|the\s+(?:person|people|guy|one|friend|colleague|woman|man)\s+"
    r"(?:who|that|whom|(?=(?:i|we)\s)))\s*"
    r"(?P<clause>.+?)\s+(?P<say>(?:that|to say|saying)\s+.+|\"[^\"]*\")$",
    re.IGNORECASE,
)
"""Reaching someone described, not named: "text whoever borrowed my drill that ...", "email the
person who lent me the tent that ...", "text the person i share the car with that ..."."""
_FIND_THEN = re.compile(
    rf"^(?:find out|look up|check)\s+(?P<fact>{_WH}\b.+?),?\s+(?:and\s+)?then\s+"
    r"(?P<act>(?:text|e-?mail|message|tell|let|send|reply)\b.+)$",
    re.IGNORECASE,
)
"""A question and the telling that passes its answer on, as one subtask: "find out what i do at
the zapgym on monday, then text ann lee"."""
_TIMED = re.compile(
    r"^(?P<act>.+?\b(?:before|after))\s+(?P<fact>(?:the|my|our|that|this)\s+.+)$", re.IGNORECASE
)
"""Acting at the time of a thing: "set an alarm 10 minutes before the design review"."""
_PUT = re.compile(
    r"^(?P<verb>add|put|write)\s+(?P<fact>(?:my|our)\s+.+?)\s+"
    r"(?P<rest>(?:to|on|in|onto|into)\s+(?:my|our|the)\s+.+)$",
    re.IGNORECASE,
)
"""Putting one of the owner's facts somewhere: "add my zap deadline to my chore list"."""
_IN_APP = re.compile(r"\s+in\s+[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?\s*[.?!]?$")
_WH_PHRASE = re.compile(
    r"^(?P<wh>(?:what|which|whose|how\s+(?:much|many|long|far|often))"
    r"(?:\s+(?!(?:the|my|our|a|an|his|her|their|is|are|was|were|does|do|did)\b)[\w-]+)?"
    r"|when|where|who|whom)\s+(?P<rest>.+)$",
    re.IGNORECASE,
)
_AUX = frozenset({"is", "are", "was", "were", "does", "do", "did", "can", "will", "has", "have"})
_COPULA = re.compile(r"\s(is|are|was|were)\b", re.IGNORECASE)
_DETERMINERS = frozenset({"the", "my", "our", "a", "an", "his", "her", "their", "its"})
_PRONOUNS = frozenset({"i", "you", "he", "she", "it", "we", "they"})
_NOT_NOUN = _AUX | _DETERMINERS | _PRONOUNS
"""Words that end the noun phrase a "which"/"what" question asks about; a pronoun after it
shows the phrase went on ("which Wi-Fi network | it is on")."""
_ASKED_FOR = {"when": "time", "where": "place", "who": "person", "whom": "person", "how": "amount"}
"""The kind of answer a bare question word asks for."""
_HEAD = re.compile(
    r"^(?:(?:what|which|whose)\s+([\w-]+)|the\s+(?:[\w-]+\s+){0,2}?([\w-]+)\s+(?:of|for)\b)", re.I
)


class Split(BaseModel):
    """A question an acting subtask carries, and the subtask acting on its answer."""

    question: str
    act: str
    key: Key


def direct(fact: str) -> str:
    """An embedded question or a noun phrase as a direct question ("what time the group meets
    on sunday" -> "What time does the group meet on sunday?", "the name of X" -> "What is the
    name of X?")."""
    fact = fact.strip().rstrip("?.!")
    asked = _WH_PHRASE.match(fact)
    if asked is None:
        return f"What is {fact}?"
    wh, words = asked["wh"], asked["rest"].split()
    ends = [i for i, word in enumerate(words) if word.lower() in _NOT_NOUN]
    if " " in wh and ends and ends[0] > 0 and words[ends[0]].lower() in _PRONOUNS:
        wh, words = " ".join([wh, *words[: ends[0]]]), words[ends[0] :]
    rest = " ".join(words)
    if words[0].lower() in _AUX:
        return f"{wh[0].upper()}{wh[1:]} {rest}?"
    copula = _COPULA.search(rest)
    if copula is not None:
        subject = f"{rest[: copula.start()]}{rest[copula.end() :]}"
        return f"{wh[0].upper()}{wh[1:]} {copula[1]} {' '.join(subject.split())}?"
    for i, word in enumerate(words[1:], start=1):
        lower = word.lower()
        if lower.endswith("s") and not lower.endswith("ss") and len(lower) > 2:
            if words[i - 1].lower() in _DETERMINERS:
                continue
            base = "have" if lower == "has" else _base(lower)
            said = " ".join([*words[:i], base, *words[i + 1 :]])
            return f"{wh[0].upper()}{wh[1:]} does {said}?"
    return f"{wh[0].upper()}{wh[1:]} do {rest}?"


def _question(fact: str) -> str:
    """An embedded question as a direct one; one already in its direct order ("what am i doing
    ...") only gets its capital and question mark."""
    words = fact.strip().rstrip("?.!").split()
    if len(words) > 2 and words[1].lower() in _AUX | {"am"}:
        return f"{words[0].capitalize()} {' '.join(words[1:])}?"
    return direct(fact)


def _key(fact: str, kind: str = "text") -> Key:
    """The key a question's answer is committed as, named for what it asks ("asked_company",
    "asked_time")."""
    head = _HEAD.match(fact.strip()) or _KEPT_HEAD.match(fact.strip())
    first = fact.split()[0].lower() if fact.split() else ""
    word = next((w for w in head.groups() if w), "") if head else _ASKED_FOR.get(first, "")
    word = word or re.findall(r"[\w]+", fact)[-1]
    return Key(name=f"asked_{word.lower().replace('-', '_')}", type=kind)


def _base(verb: str) -> str:
    if verb.endswith("es") and verb[:-2].endswith(("sh", "ch", "x", "o", "ss", "z")):
        return verb[:-2]
    return verb[:-1]


def split_asked(subtask: str) -> Split | None:
    """The question an acting subtask carries and the subtask acting on its answer; None when
    it carries none."""
    text = subtask.strip()
    app = _IN_APP.search(text)
    body = (text[: app.start()] if app else text).rstrip(" .?!")
    tail = app.group(0).rstrip(" .?!") if app else ""
    told = _TELLING.match(body)
    if told is not None:
        fact = told["fact"]
        key = _key(fact)
        who = told["who"].strip()
        know = " know" if told["know"] else ""
        act = f'{told["verb"]} {who}{know} "{{{key.name}}}"{tail}'
        return Split(question=direct(_GOT.sub("", fact)), act=act, key=key)
    then = _FIND_THEN.match(body)
    if then is not None:
        key = _key(then["fact"])
        if key.name.removeprefix("asked_") in _AUX | {"am"}:
            key = Key(name="asked_answer")
        act = f'{then["act"]} "{{{key.name}}}"{tail}'
        return Split(question=_question(then["fact"]), act=act, key=key)
    whoever = _WHOEVER.match(body)
    if whoever is not None:
        key = Key(name="asked_person", type="contact")
        act = f"{whoever['verb']} {{{key.name}}} {whoever['say']}{tail}"
        clause = whoever["clause"]
        subject = clause.split()[0].lower() in _PRONOUNS
        asked = direct(f"who {clause}") if subject else f"Who {clause}?"
        return Split(question=asked, act=act, key=key)
    put = _PUT.match(body)
    if put is not None:
        key = _key(put["fact"])
        act = f'{put["verb"]} "{{{key.name}}}" {put["rest"]}{tail}'
        return Split(question=direct(put["fact"]), act=act, key=key)
    timed = _TIMED.match(body)
    if timed is not None:
        key = Key(name="asked_time", type="date")
        act = f"{timed['act']} {{{key.name}}}{tail}"
        fact = timed["fact"]
        asked = direct(f"when {fact}") if _COPULA.search(fact) else f"What time is {fact}?"
        return Split(question=asked, act=act, key=key)
    return None


def split_nodes(node: PlanNode, split: Split, finder: str) -> list[PlanNode]:
    """The nodes that replace ``node``: the question asked by the expert ``finder`` (its app
    named by the caller), a device-free node that works out a time the act counts from, and
    the act on the answer."""
    ask = PlanNode(
        id=f"{node.id[:29]}-q", expert=finder, subtask=split.question, produces=[split.key]
    )
    act = node.model_copy(
        update={"id": f"{node.id[:29]}-b", "subtask": split.act, "needs": [*node.needs, split.key]},
        deep=True,
    )
    taken = {split.key.name, *(k.name for k in node.needs), *(k.name for k in node.produces)}
    out = thinking([ask, act], taken)
    for made in out:
        if not made.device:
            made.id = f"{node.id[:29]}-t"
    return out
