"""For the offline judge: whether an answer is about what the question asks. A question names
its subject ("how many stars does the zap grill have": the zap grill); when nothing the run saw,
used, typed or noted says any word of that subject, the answer came from something else. A
"which/what <noun>" question, or a "who"/"where" one, is not answered by a sum of money unless the
noun is one money is ("which zapcard paid" is no "$4.20")."""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.judge_steps import caption_of, tapped_elements
from experts.offline.judge_typed import typed_texts
from experts.offline.lexicon import actions, interface_verb, kinds, not_nouns
from experts.offline.patterns import FIELD_NOUNS, NOT_FOCUS, QUOTED
from experts.offline.when import CALENDAR_WORDS
from experts.offline.words import stem, words

_ASKED = re.compile(
    r"\b(?:how\s+(?:many|much)|what|which|whats|what's)\s+"
    r"(?:(?:is|are|was|were)\s+(?=(?:the|a|an|my|our)\s))?(?:(?:the|a|an|my|our)\s+)?([a-z]+)",
    re.IGNORECASE,
)
"""The noun a question asks for ("how many stars ...", "which card ...", "what is the room of
..."): not its subject."""
_DO_VERB = re.compile(
    r"\b(?:does|do|did|will)\s+"
    r"(?:(?!(?:about|of|for|with|to|into|in|on|at|from|by)\b)\w+['\u2019]?\w*\s+){1,4}?(\w+)"
    r"(?:\s+(?:in|on|at|from)\s+(?:the\s+|my\s+)?[\w-]+(?:\s+app)?)?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
"""The verb ending a question asked with "does/do/did" ("what time does the book club *meet*
in Calendar?"): what the subject does, not what it is."""
_DETERMINERS = frozenset({"the", "my", "our", "a", "an", "this", "that", "your"})
"""Words after which a verb of the interface names a thing ("the *book* club")."""
_FILLER = frozenset(
    words(
        "how many much what which who whom whose where when why whats whos wheres whens "
        "have has had get got go goes going tell know give find show look see check please pls "
        "havent hasnt didnt dont doesnt isnt wasnt arent werent cant wont im ive id according"
    )
)


_SUBJECT_WORDS = 2
"""A subject of fewer words may be a state the run changed ("unread") or said another way."""


def generic_words() -> frozenset[str]:
    """Words that say what kind of thing or field is meant, never which one ("email", "phone")."""
    nouns = [n for ns in kinds().values() for n in ns if " " not in n]
    return frozenset(words(" ".join([*nouns, *FIELD_NOUNS])))


def subject_unseen(context: JudgeContext) -> str:
    """The words of the subject a question names (two or more: "silk road") when none of them is
    on the final screen, on a control the run used, in what it typed or in its notes, or ``""``."""
    subject = subject_words(context)
    if len(subject) < _SUBJECT_WORDS:
        return ""
    shown = [caption_of(e) or e.id for e in context.last.elements if e.window != "system"]
    used = [caption_of(t) for t in tapped_elements(context)]
    typed = [text for text, _ in typed_texts(context)]
    text = " ".join([*shown, *used, *typed, *context.memory])
    seen = set(words(text)) | {stem(w) for w in re.findall(r"[a-z0-9]+", text.lower())}
    return "" if seen & set(subject) else " ".join(subject)


def subject_words(context: JudgeContext) -> list[str]:
    """The words (stemmed) naming the subject of a question: what is left once question words,
    the asked noun, app names, kinds of thing or field and interface verbs are set aside."""
    unquoted = QUOTED.sub(" ", context.instruction)
    asked = _ASKED.search(unquoted)
    attribute = set(words(asked.group(1))) if asked else set()
    apps = {w for app in context.apps for w in words(app)}
    tokens = re.findall(r"[A-Za-z][\w'-]*", unquoted)
    said = [
        w
        for before, token in zip(["", *tokens], tokens, strict=False)
        if (before.lower() in _DETERMINERS or not interface_verb(token))
        and token.lower() not in not_nouns()
        for w in words(token)
    ]
    verb = _DO_VERB.search(unquoted)
    known = _FILLER | attribute | apps | generic_words() | NOT_FOCUS
    known |= set(words(verb.group(1))) if verb and verb.group(1).lower() in actions() else set()
    known |= {stem(w) for w in CALENDAR_WORDS}
    return [w for w in dict.fromkeys(said) if w not in known]


_AMOUNT = re.compile(r"[$\u20ac\u00a3]\s?\d[\d,]*(?:\.\d+)?|\d[\d,]*(?:\.\d+)?\s?(?:usd|eur|gbp)")
_MONEY_TEXT = """price cost total amount fee fare balance charge bill subtotal tax shipping payment
    salary rent tip deposit budget spend refund discount value worth sum money"""
_MONEY_NOUNS = frozenset(stem(w) for w in _MONEY_TEXT.split())


def only_amount(answer: str) -> bool:
    """Whether an answer is nothing but sums of money ("$4.20", "$3.10 | $1.20")."""
    rest = _AMOUNT.sub(" ", answer)
    return bool(_AMOUNT.search(answer)) and not re.search(r"[^\W\d_]", rest.replace("|", " "))


def amount_misfit(instruction: str, answer: str) -> str:
    """What a question asks for when the answer is only a sum of money and the question asks for
    something money is not (a "which card", "how much zapram", a "who", a "where"), or ``""``."""
    if not only_amount(answer):
        return ""
    unquoted = QUOTED.sub(" ", instruction)
    if re.match(r"\s*(?:who|whom|whose|where)\b", unquoted, re.IGNORECASE):
        return unquoted.split()[0].lower()
    asked = re.search(r"\b(?:what|which|how\s+much)\s+([a-z]+)\b", unquoted, re.IGNORECASE)
    if asked is None:
        return ""
    noun = asked.group(1).lower()
    if noun in not_nouns() or noun in _FILLER_NOUNS or stem(noun) in _MONEY_NOUNS:
        return ""
    return f"a {noun}"


_FILLER_TEXT = "is are was were do does did will would could should can the a an my our kind sort"
_PRONOUNS = "i we you they"
_FILLER_NOUNS = frozenset(_FILLER_TEXT.split()) | frozenset(_PRONOUNS.split())


_SPAN = re.compile(r"(.+?)\s*(?:[\u2013\u2014-]|\bto\b|\buntil\b|\btill\b)\s*(.+)", re.IGNORECASE)
_ENDS = frozenset(words("close closes closing shut end ends finish finishes until till over late"))
_STARTS = frozenset(words("open opens opening start starts begin begins"))


def span_misfit(instruction: str, part: str, caption: str) -> str:
    """For an answer read from a span ("11 AM \u2013 10 PM"): the span's other end when the
    question asks for the end ("close", "until") and the answer is the start, or the reverse;
    else ``""``."""
    said = set(words(QUOTED.sub(" ", instruction)))
    wants_end, wants_start = bool(said & _ENDS), bool(said & _STARTS)
    if wants_end == wants_start:
        return ""
    value = part.strip().casefold()
    for match in _SPAN.finditer(caption.casefold()):
        start, end = match.group(1).strip(), match.group(2).strip()
        if wants_end and start.endswith(value) and not end.startswith(value):
            return end
        if wants_start and end.startswith(value) and not start.endswith(value):
            return start
    return ""


_FINDER = re.compile(
    r"^\W*(?:(?:please|pls|can you|could you)\s+)?(find(?:\s+out)?|look\s+up|get\s+me|check)\s+"
    r"(?:(the|my|our|what|which)\s+|(?=[a-z ]+'s\s))([a-z0-9' -]+?)"
    r"(?=\s+(of|for)\b|\s+(?:on|in|from|at|to|is|are)\b|\s*[?.!]*$)",
    re.IGNORECASE,
)
"""A command that finds a fact ("find the final 3 characters of ...", "look up my zap code"):
a definite thing found of or for something, not an item opened ("find a cafe", "find the
zap recipe")."""
_ITEM_FIELDS = frozenset({"email", "e-mail"})


def found_fact(instruction: str) -> str:
    """What a command that finds a fact asks for ("last four digits", "door code"), when its
    head is a field or no kind of item an app keeps (an email, a note, a place), else ``""``:
    such a command is a question, and its Stop owes the fact as its answer."""
    match = _FINDER.search(QUOTED.sub(" ", instruction))
    if match is None:
        return ""
    said = re.findall(r"[a-z]+", match.group(3).casefold().replace("'s", " "))
    if not said:
        return ""
    if match.group(1).casefold().startswith("find") and "out" in match.group(1).casefold():
        return match.group(3)
    head = said[-1]
    kind_nouns = {n for ns in kinds().values() for n in ns}
    if head in FIELD_NOUNS - _ITEM_FIELDS:
        return match.group(3)
    if match.group(4) and not {head, head.removesuffix("s")} & kind_nouns:
        return match.group(3)
    return ""
