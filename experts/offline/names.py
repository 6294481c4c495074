"""Names and values wherever they stand in a request: names typed in lower case (words the
lexicon does not know), the recipient right after a sending verb, and the sentences an unquoted
message runs over."""

from __future__ import annotations

import re

from experts.offline.lexicon import (
    actions,
    bases,
    common_words,
    interface_verb,
    irregular,
    kinds,
    not_nouns,
    proper_words,
)
from experts.offline.owners import function_word, owner_word, owns, sender_word
from experts.offline.patterns import EMAIL, FIELD_NOUNS, HANDLE, PART_WORDS, PLACEHOLDER, URL
from experts.offline.when import CALENDAR_WORDS
from experts.offline.words import STOPWORDS

PHONE_TAIL = re.compile(r"(?: [\d()+-][\d ()+-]*)+$")
"""Digits after a name ("Ann Lee 555-0100"): a number, not part of the name."""
SENTENCE_VERBS = frozenset(
    {
        "has",
        "have",
        "had",
        "is",
        "are",
        "was",
        "were",
        "do",
        "does",
        "did",
        "can",
        "could",
        "will",
        "would",
        "should",
        "shall",
        "may",
        "might",
        "must",
        "am",
    }
)
"""Words that open a question or a sentence ("Has it come?") though the lexicon holds none."""


def trimmed_name(name: str) -> str:
    """A run of three or more capitalized words without a sentence's words at its edges
    ("Zed Quorn Has", "Tell Zed Quorn" -> "Zed Quorn"): those start or end the words around
    the name, which a capital after a sentence start or inside a message sweeps in."""
    parts = name.split()
    while len(parts) > 2 and _edge_word(parts[-1]):
        parts.pop()
    while len(parts) > 2 and _edge_word(parts[0]):
        parts.pop(0)
    return " ".join(parts)


_NAME_ENDS_IN_S = ("ss", "os", "us", "is")
"""Endings of names that end in "s" of their own (Ross, Santos, Lewis): no possessive."""


def unpossessed(name: str, plain: str) -> str:
    """A name typed with a possessive "s" and no apostrophe ("zed quorns number"): the name
    without it, when a word of the name that is no English word ends so and a word other than
    a function word follows it (in the name or after it in ``plain``); one ending in "ss",
    "os", "us" or "is" keeps it."""
    parts = name.split()
    for i, word in enumerate(parts[1:], 1):
        lowered = word.lower()
        if len(lowered) < 4 or not lowered.endswith("s") or lowered.endswith(_NAME_ENDS_IN_S):
            continue
        if bases(lowered) & common_words():
            continue
        after = re.search(rf"\b{re.escape(word)}\s+([a-z]+)", plain, re.IGNORECASE)
        following = parts[i + 1] if i + 1 < len(parts) else after.group(1) if after else ""
        if following and not function_word(following.lower()):
            return " ".join([*parts[:i], word[:-1]])
    return name


def _edge_word(word: str) -> bool:
    lowered = word.lower()
    return lowered in SENTENCE_VERBS or function_word(lowered) or lowered in not_nouns()


_SAYING = re.compile(r"\b(?:saying|that says|with the text|with text|that reads)\s+", re.IGNORECASE)


def said_on(bare: str, message: str) -> str:
    """The sentences after an unquoted message that still belong to it ("saying Running late. See
    you at six!"), up to one that is a new request ("Keep it as a draft.")."""
    at = bare.find(message)
    if at < 0 or not _SAYING.search(bare[:at]) or PLACEHOLDER.search(message):
        return ""
    rest = bare[at + len(message) :]
    out = ""
    for sentence in re.findall(r"[.!?]\s*[^.!?]*[.!?]?", rest):
        first = re.match(r"[.!?]\s*([A-Za-z']+)", sentence)
        if first is None:
            out += sentence.rstrip(".")
            break
        word = first.group(1).lower()
        if word in ("don't", "dont", "do", "then", "and", "please", "also") or interface_verb(word):
            break
        out += sentence
    return out.rstrip(". ") if out.strip(".!? ") else ""


_SENDS = frozenset(
    {"send", "text", "message", "email", "write", "call", "share", "reply", "forward"}
)
_TEXTING = frozenset({"text", "message"})
_NOBODY = STOPWORDS | {"me", "everyone", "everybody"}


_BARE_ADDRESSEE = re.compile(
    r"^\s*(?:please\s+)?(e-?mail|mail|text|message|send)\s+([a-z][\w'-]*?)"
    r"(?=\s+(?:about|re|regarding|that|saying|to say|with|a|an|the)\b|\s*[:\u2014\x00-]|\s*$)",
    re.IGNORECASE,
)
"""A one-word addressee in lower case right after the sending verb ("email zed about the
quorn"): the one the message goes to, whether or not the word is also an English word."""
_QUOTED_ADDRESSEE = re.compile(
    r"^\s*(?:please\s+)?(?:e-?mail|mail|text|message|send|sms|dm)\s+"
    r"(?:(?P<before>[a-z][\w'-]*)\s*\x00\d+\x00|\x00\d+\x00\s+to\s+(?P<after>[a-z][\w'-]*))"
    r"(?=\s+(?:in|on|via|by|over|through)\b|\s*[.,;!?]?\s*$)",
    re.IGNORECASE,
)
"""One word in a sending request that holds a quoted message, right before the message ('text
zed "hi"') or after "to" behind it ('text "hi" to zed'), with nothing but the app or the
channel after it: the one it goes to, though the word be short or also an English word."""
_OWNED = re.compile(r"['\u2019]s\b")
"""A name that owns what follows ("zed's card"): the thing sent, not the one it goes to."""
_OBJECT_NEXT = re.compile(r"\s+(?:the|a|an|my|this|that|these|those|some|your)\b")
"""A thing sent right after the name ("send zed the quorn"): the name is the one sent to."""


def _addressed(lowered: str, name: str) -> tuple[str, re.Match[str]] | None:
    """The word that leads to a name as the one addressed (a sending verb, "to" or "with") and
    the match of what follows it, or None."""
    for said in re.finditer(rf"\b([\w']+)\s+{re.escape(name.lower())}\b(.*)$", lowered):
        lead = said.group(1)
        verb = lead if lead in ("to", "with") else interface_verb(lead)
        if verb in ("to", "with") or verb in _SENDS:
            return verb, said
    return None


def recipient(
    plain: str, verbs: set[str], names: list[str], values: dict[str, str], bare: str = ""
) -> str:
    """Who a message goes to when no pattern said so: a name right after the sending verb or
    after "to"/"with" ("send zed quorn a text", "dm zed quorn: hi", "share the quib with zed
    quorn"); a name owning the thing sent ("<name>'s card") is not addressed when another is,
    nor one owning what is replied to ("reply to <name>'s zap": the reply goes to the zap);
    in "send <name> the <thing> to <place>" the first; for "text <name> <words>" the words are
    the message: those marked by a colon are set, and unmarked ones are returned for the caller
    to read (``""`` when there are none)."""
    if not verbs & _SENDS:
        return ""
    lowered = plain.lower()
    if "to" in values:
        led = _addressed(lowered, values["to"])
        return _texted_words(plain, led[1], verbs, values) if led is not None else ""
    found = [(name, led) for name in names if (led := _addressed(lowered, name))]
    found = [f for f in found if not any(g[0].startswith(f[0] + " ") for g in found)]
    owners = [f for f in found if _OWNED.match(f[1][1].group(2))]
    if owners and (len(owners) < len(found) or "reply" in verbs):
        found = [f for f in found if f not in owners]
    sent = [said for _, (verb, said) in found if verb in ("send", "share")]
    if sent and not _OBJECT_NEXT.match(sent[0].group(2)) and any(v == "to" for _, (v, _) in found):
        found = [f for f in found if f[1][0] == "to"]
    lone = None if found else _BARE_ADDRESSEE.match(plain)
    if lone and lone.group(2).lower() not in _NOBODY:
        values["to"] = lone.group(2).capitalize()
    quoted = None if found or lone else _QUOTED_ADDRESSEE.match(bare)
    word = quoted and (quoted["before"] or quoted["after"])
    if word and word.lower() not in _NOBODY:
        values["to"] = word.capitalize()
    if not found:
        return ""
    name, (_, said) = found[0]
    values["to"] = name
    return _texted_words(plain, said, verbs, values)


def _texted_words(plain: str, said: re.Match[str], verbs: set[str], values: dict[str, str]) -> str:
    """The words after whom a text goes, when nothing else said what the message is: set as
    the message after a colon ("text zed: on my way"), else returned ("text zed running late")."""
    rest = plain[len(plain) - len(said.group(2)) :].strip(" :,")
    if not (verbs & _TEXTING and "message" not in values and rest and rest[0] not in "\x00"):
        return ""
    if said.group(2).lstrip().startswith(":"):
        values["message"] = rest
        return ""
    first = rest.split()[0].lower()
    return rest if first not in STOPWORDS and not interface_verb(first) and " " in rest else ""


_NAME_TOKEN = re.compile(r"(?<![\w'\u2019])[A-Za-z0-9][\w'\u2019-]*")


_SENTENCE_START = re.compile(r"(?:^|(?<=[.!?]\s))([A-Z])(?=[a-z])")


def lower_names(plain: str, verbs: set[str]) -> list[str]:
    """Names typed in lower case ("remove zed quorn from contacts"): runs of words that are not
    English words (by the lexicon), ending at a possessive (what follows one is a thing owned),
    with the word just before them when that is not a verb, a stopword or an interface word
    ("zed quux"); a three-letter name only after a verb's past form ("i sent zed") or as a
    message's sender ("the mail from zed"). A sentence's first word counts as typed in lower
    case: its capital says nothing ("Alice has a new number")."""
    plain = _SENTENCE_START.sub(lambda m: m.group(1).lower(), plain)
    common = common_words()
    plain = HANDLE.sub(" ", URL.sub(" ", EMAIL.sub(" ", plain)))
    kind_words = {w for ws in kinds().values() for w in ws}
    tokens = [
        (m.group().removesuffix("'s").removesuffix("\u2019s"), m.start())
        for m in _NAME_TOKEN.finditer(plain)
    ]
    out: list[str] = []
    i = 0
    while i < len(tokens):
        word = tokens[i][0]
        at = tokens[i][1]
        leads = [t for t, _ in tokens[max(i - 2, 0) : i]]
        if i and owner_word(plain, tokens[i], leads, kind_words):
            out.append(word.title())
        if (
            not unknown(word, common, kind_words)
            or (at and plain[at - 1] in ".@/")
            or word.lower() in PART_WORDS
        ):
            i += 1
            continue
        if i and owns(plain, tokens[i - 1]):  # a thing owned ("maya's espresso post")
            i += 1
            while i < len(tokens) and unknown(tokens[i][0], common, kind_words):
                i += 1
            continue
        start, end = i, i + 1
        while (
            end < len(tokens)
            and not owns(plain, tokens[end - 1])
            and (
                unknown(tokens[end][0], common, kind_words)
                or _short_surname(tokens[end][0], common)
            )
            and not _acts_on(tokens, end)
            and tokens[end][0].lower() not in PART_WORDS
        ):
            end += 1
        before = tokens[i - 1][0] if i else ""
        if before.lower() in DETERMINERS:
            end = _with_model(tokens, end)
        subject = tokens[i - 2][0].lower() if i > 1 else ""
        if (
            before
            and subject not in SUBJECTS
            and subject not in DETERMINERS
            and not function_word(before)
            and before not in kind_words
            and before[0].islower()
            and not before.endswith("ing")
            and before.lower() not in not_nouns()
            and before.lower() not in COUNT_WORDS
            and before.lower() not in PART_WORDS
            and interface_verb(before) not in verbs
            and not plain[tokens[i - 1][1] :].startswith(before + ",")
            and not _phrase_noun(tokens, i, end)
        ):
            start = i - 1
        asked = {t.lower() for t, _ in tokens[:start]} & AUXILIARIES
        owner = owns(plain, tokens[end - 1])
        if any(t not in proper_words() for t, _ in tokens[i:end]) and not (asked or owner):
            end = _to_clause_end(tokens, end, plain, kind_words)
        name = " ".join(t for t, _ in tokens[start:end])
        told = before.lower() in irregular() or before.endswith("ed")
        told = bool(told and bases(before.lower()) & actions()) or sender_word(before, subject)
        if len(name) >= 4 or (start == i and told):
            out.append(name.title())
        i = end
    return out


def _with_model(tokens: list[tuple[str, int]], end: int) -> int:
    """The end of a thing's name after a determiner ("the zorp quix 7") taking in the model
    number or code that follows it, with the one word before that number ("quix 7"); not a
    count of things ("the zorp team 3 ideas")."""
    for span in (1, 2):
        model = [t for t, _ in tokens[end : end + span]]
        after = tokens[end + span][0] if end + span < len(tokens) else ""
        counts = after.isalpha() and after.endswith("s") and not function_word(after)
        numbered = len(model) == span and any(c.isdigit() for c in model[-1]) and not counts
        if numbered and (span == 1 or (model[0].isalpha() and not function_word(model[0]))):
            return end + span
    return end


def _phrase_noun(tokens: list[tuple[str, int]], at: int, end: int) -> bool:
    """Whether the word before a name at ``at`` ends the noun phrase the name tells of, not a
    first name: a determiner two words before it, and the name the subject of a verb on an
    object pronoun ("the sale code zed texted me": "code" is no part of the name)."""
    return at > 2 and tokens[at - 3][0].lower() in DETERMINERS and _acts_on(tokens, end)


def _acts_on(tokens: list[tuple[str, int]], at: int) -> bool:
    """Whether the word at ``at`` is a verb by what follows it: an object pronoun ("the invoice
    ann sent me")."""
    return at + 1 < len(tokens) and tokens[at + 1][0].lower() in OBJECT_PRONOUNS


_CLAUSE_END = re.compile(r"\s*(?:(?:please|pls|plz|thanks|thank you|thx)\b)?\s*(?:[,.;:!?]|$)")
"""The end of a clause, a polite word before it not counting ("... central station pls")."""


def _to_clause_end(
    tokens: list[tuple[str, int]], end: int, plain: str, kind_words: set[str]
) -> int:
    """Where a lower-case name ends: at most two more plain nouns when nothing but the end of
    the clause (or a polite word) follows them ("central station"), else where it stopped."""
    for more in (1, 2):
        stop = end + more
        if stop > len(tokens):
            return end
        word = tokens[stop - 1][0]
        if (
            not word.isalpha()
            or word in STOPWORDS
            or word in not_nouns()
            or bases(word) & not_nouns()
            or word in CALENDAR_WORDS
            or word.rstrip("s") in kind_words | FIELD_NOUNS
            or word.endswith(("ed", "ing", "ly"))
            or interface_verb(word)
        ):
            return end
        after = plain[tokens[stop - 1][1] + len(word) :]
        if _CLAUSE_END.match(after):
            return stop
    return end


def _short_surname(word: str, common: frozenset[str]) -> bool:
    """A two-letter word after a name that is no English word ("omar xu")."""
    if len(word) != 2 or not (word.isalpha() and word.islower()) or function_word(word):
        return False
    return not (bases(word) & common or word in CALENDAR_WORDS or interface_verb(word))


def name_word(word: str) -> bool:
    """Whether ``word``, after a first name, goes on with the name: no English word, or a
    two-letter one ("quorn", "xu"), in whatever case it was typed."""
    lowered, common = word.lower(), common_words()
    if lowered in SENTENCE_VERBS:
        return False
    kind_words = {w for ws in kinds().values() for w in ws}
    return unknown(lowered, common, kind_words) or _short_surname(lowered, common)


SCREEN_NOUNS = frozenset(
    {"caption", "url", "hashtag", "username", "homepage", "website", "webpage", "screenshot"}
    | {"filename", "upload", "bookmark", "repost", "playlist"}
)
"""Ordinary words for the things screens show that the lexicon's running text never saw."""


def unknown(word: str, common: frozenset[str], kind_words: set[str]) -> bool:
    """A lower-case word that is no English word in any of its inflected forms (nor a word for
    what screens show, :data:`SCREEN_NOUNS`), or one English uses only as a name ("paris")."""
    if not (word.isalpha() and word.islower() and len(word) >= 3):
        return False
    forms = bases(word)
    if function_word(word):
        return False
    if word in proper_words() and word not in CALENDAR_WORDS:
        return True
    known = forms & common or forms & STOPWORDS or forms & SCREEN_NOUNS or forms & kind_words
    return not (known or interface_verb(word))


COUNT_WORDS = frozenset(
    {"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "dozen", "few"}
)
"""How many of a thing, said before its name ("two lumen lamps"), which is no part of it."""
SUBJECTS = frozenset({"i", "you", "we", "they", "don't", "dont", "didn't", "didnt", "will"})
"""Words after which a word is a verb, not the first word of a name ("i need zed quorn")."""
DETERMINERS = frozenset({"the", "a", "an", "my", "your", "our", "his", "her", "their", "this"})
"""Words after which a plain word is a noun of the phrase ("the invoice ann sent"), not the
first name of a person."""
OBJECT_PRONOUNS = frozenset({"me", "us", "him", "them"})
AUXILIARIES = frozenset({"does", "did", "do", "doesnt", "didnt", "will", "can", "could", "would"})
"""Question words after which a sentence's last word is its verb ("where does ann lee work")."""
