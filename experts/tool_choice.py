"""Choosing workflow tools for a request by meaning, and binding their parameters.

A tool fits a request when the request says what the tool does: the words of its name and of
its description's first sentence (the request it was learned from, with ``<param>`` where a
value went) are read as senses (a word's stem, the interface verb the lexicon reads it as, the
app kind its noun belongs to) and most of them, its leading verb among them, must be senses of
the request's words. Parameters bind to the request's values: first by aligning the description
with the request (the same request with new values fills each ``<param>``), else by the slot a
value fills (``saying`` -> ``message``) or the kind a parameter wants (an address for ``to``,
a time for ``time``; :mod:`experts.tool_binding`). A tool with a parameter no value binds to
is refused, with the reason.

Both the model path (the decide context lists tools in this order) and the offline policy's
tool rule use :func:`choose_tools`. Nothing here knows an app or a task.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

from pydantic import BaseModel, Field

from experts.offline.lexicon import interface_verb, kinds
from experts.offline.words import RANKINGS, STOPWORDS, VERB_UI, stem
from experts.tool_binding import bind, near_values, unsaid_span
from mobilexperts.perception import Screen
from tools_store.records import ParamValue, ToolOffer
from tools_store.values import RequestValue, request_values

MIN_FIT = 0.7
"""Share of a tool's words whose senses the request must say for the tool to fit."""
_PLACEHOLDER = re.compile(r"<([A-Za-z][A-Za-z0-9_]*)>")
_TOKEN = re.compile(r"[A-Za-z][A-Za-z'-]*")
_QUOTES = " \"'\u201c\u201d\u2018\u2019"
_QUOTED = re.compile(r"[\"\u201c]([^\"\u201d]+)[\"\u201d]")
_HEAD_NOUN = re.compile(r"(<[A-Za-z][A-Za-z0-9_]*>)[\"'\u201d\u2019]?\s+(?!(?:and|then)\b)\w+")
"""A placeholder and the word after it: the kind of thing its value names ("the latest
<name> model", "the <subject> listing"), which another request may call otherwise."""
_DOMAIN = re.compile(r"\b(?:[a-z0-9-]+\.)+(?:org|com|net|io|edu|gov|co|uk|de|app|dev)\b")
"""A site's address ("papers.example.org"): a thing a tool may work on only."""
_INTRODUCING = "titled|called|named|saying|says|reading"
"""Words that only introduce the value after them ('a page titled "X"')."""
_FUNCTION_WORDS = frozenset({"have", "has", "had", "titled", "called", "named", "saying"})
"""Words of a tool's description that say nothing it does ("What rating does X have", the
word introducing a value: "titled")."""
_SHORT = {"min": "minute", "mins": "minutes", "sec": "second", "secs": "seconds", "hr": "hour"}
_SHORT |= {"hrs": "hours", "pic": "photo", "pics": "photos", "msg": "message", "pls": "please"}
"""Short forms people type, read as the word."""
_BRINGING = frozenset({"create", "add", "new", "start", "set", "make", "put"})
"""Verbs that bring a thing about: what a request naming only the thing asks for."""
_ASKED = {"star": "rating", "rate": "rating", "score": "rating"}
_ASKED |= {"much": "price", "cost": "price", "price": "price", "pay": "price"}
"""Word stems that ask for one figure a place, an app or a product shows: "how many stars
does zapcafe have" asks its rating, "how much does a zapkettle cost" its price."""
_IRREGULAR = {"taken": "take", "took": "take", "given": "give", "gave": "give"}
_IRREGULAR |= {"written": "write", "wrote": "write", "sent": "send", "made": "make"}
_IRREGULAR |= {"bought": "buy", "chosen": "choose", "chose": "choose", "seen": "see"}
_IRREGULAR |= {"kept": "keep", "paid": "pay", "told": "tell"}
"""Irregular past forms, read as the verb ("where was it taken" asks where they took it)."""
_LOOKING = frozenset({"find", "look", "check", "tell", "show", "see", "read", "get"})
"""Verbs of looking something up: a question asks what a tool leading with one does."""
_ASKING = re.compile(r"^\W*(?:what|which|who|whose|when|where|how)\b|\?\s*$", re.IGNORECASE)
_RETURNS = re.compile(r"\bEnds:.*\breturns\b", re.IGNORECASE | re.DOTALL)
"""A description saying the tool returns what it read."""
_ASKED_ALONE = re.compile(r"(?:^|[,;:\u2013-])\W*(where|when|who)\b", re.IGNORECASE)
"""A question word opening a clause that alone says what is asked: a place, a time, a person."""
_FRAMING = frozenset({"need", "want", "wanna", "gotta", "like", "many", "well", "mind"})
"""Words that frame a request ("i need a zapper", "how many stars does") without saying a thing a
tool does or works on."""
_ASPECT = re.compile(r"\b(?:start|begin|go)\s+(?=\w+ing\b)", re.IGNORECASE)
"""A verb of aspect before the one that says the action ("start following X")."""


class ToolChoice(BaseModel):
    """A tool offered for a request: how well the request says what it does (``fit``, the share
    of its words the request covers), the arguments bound from the request, or why not."""

    offer: ToolOffer
    fit: float
    args: dict[str, ParamValue] | None = None
    refused: str = ""
    words: list[str] = Field(default_factory=list)

    @property
    def usable(self) -> bool:
        """Whether the tool fits the request and every parameter has a value."""
        return self.fit >= MIN_FIT and self.args is not None


@cache
def _kind_of_noun() -> dict[str, str]:
    return {
        stem(noun): kind for kind, nouns in kinds().items() for noun in nouns if " " not in noun
    }


@lru_cache(maxsize=8192)
def senses(word: str) -> frozenset[str]:
    """What a word may mean to an interface: its stem, the interface verb the lexicon reads it
    as and the words interfaces use for that verb, the app kind its noun belongs to, the
    figure it asks for and the ranking it says, past forms as the verb (``erase`` -> delete,
    remove, trash; ``taken`` -> take; ``put`` -> add, create; ``stars`` -> a rating;
    ``newest`` and ``latest`` -> the newest first)."""
    word = word.casefold().strip(_QUOTES)
    word = _SHORT.get(word, word)
    word = _IRREGULAR.get(word, word)
    base = stem(word)
    out = {base}
    verb = interface_verb(word) or (word if word in VERB_UI else None)
    if verb:
        out |= {stem(verb), *(stem(w) for w in VERB_UI.get(verb, ()))}
    kind = _kind_of_noun().get(base)
    if kind:
        out.add(f"kind:{kind}")
    if base in _ASKED:
        out.add(f"asks:{_ASKED[base]}")
    if word in RANKINGS:
        out.add(f"rank:{RANKINGS[word][0]}")
    return frozenset(out)


def _content(text: str, verbs: bool = False) -> list[str]:
    """Content words of ``text`` (placeholders and stopwords left out; with ``verbs``, a
    stopword that is an interface verb, "make", kept)."""
    text = _PLACEHOLDER.sub(" ", text).replace("_", " ")
    tokens = (m.casefold().removesuffix("'s").strip("'-") for m in _TOKEN.findall(text))
    return [
        t
        for t in tokens
        if len(t) > 1
        and (t not in STOPWORDS or (verbs and t in VERB_UI))
        and t not in _FUNCTION_WORDS
    ]


def _about(description: str) -> str:
    """The description's first sentence: what the tool does, before "Starts: ..."."""
    return re.split(r"\.\s+Starts:|\.\s*$", description, maxsplit=1)[0]


def tool_words(offer: ToolOffer) -> list[str]:
    """The words that say what ``offer`` does: its name's, then its description's first
    sentence's (its app's label and the word naming a parameter's kind of thing left out),
    each once."""
    label = offer.app_label.casefold()
    name = [w for w in offer.name.split("_") if w and not w.isdigit()]
    found = [w.casefold() for w in name if w.casefold() not in STOPWORDS | _FUNCTION_WORDS]
    found += _content(_HEAD_NOUN.sub(r"\1", _about(offer.description)))
    seen: set[str] = set()
    out = []
    for word in found:
        if word != label and stem(word) not in seen and len(word) > 1:
            seen.add(stem(word))
            out.append(word)
    return out


def request_senses(instruction: str, apps: list[str] | None = None) -> frozenset[str]:
    """The senses of the words a request says itself: the words of quoted values (what it
    asks to be typed) and an installed app's name after "in", "on", ... (``apps``: where, not
    what) left out."""
    text = _QUOTED.sub(" ", instruction)
    for app in apps or []:
        place = rf"\b(?:in|on|at|from|using|via)\s+(?:the\s+)?{re.escape(app)}\b"
        text = re.sub(place, " ", text, flags=re.IGNORECASE)
    return frozenset(s for w in _content(text, verbs=True) for s in senses(w))


def search_text(instruction: str) -> str:
    """The request with the words tools may use for what it asks ("how much" -> price,
    "newest" -> latest, recent), for retrieval by words."""
    extra = []
    for word in _content(instruction):
        extra += [s.removeprefix("asks:") for s in senses(word) if s.startswith("asks:")]
        extra += RANKINGS[word][1] if word in RANKINGS else ()
    return " ".join([instruction, *dict.fromkeys(extra)])


def says_an_action(instruction: str) -> bool:
    """Whether the request says what to do (a word the lexicon reads as an interface verb),
    not only the thing it wants ("nine minute timer please"); the word introducing a value
    ("called") is none."""
    text = re.sub(rf"\b(?:{_INTRODUCING})\b", " ", _QUOTED.sub(" ", instruction), flags=re.I)
    return any(interface_verb(w) or w in VERB_UI for w in _content(text, verbs=True))


def brings_about(word: str) -> bool:
    """Whether ``word`` is itself a verb that brings a thing about ("set", "start", "add",
    "make"; not "text", whose interface words include "new")."""
    word = _SHORT.get(word.casefold(), word.casefold())
    return (interface_verb(word) or (word if word in VERB_UI else None)) in _BRINGING


def _brings(instruction: str, apps: list[str]) -> bool:
    """Whether the request says a verb that brings a thing about ("set a timer")."""
    text = _QUOTED.sub(" ", instruction)
    places = {app.casefold() for app in apps}
    return any(brings_about(w) for w in _content(text, verbs=True) if w not in places)


def asked_alone(text: str) -> str:
    """The question word of ``text`` that alone says what is asked ("where" in "zap's newest
    pic, where was that"), or ``""``."""
    match = _ASKED_ALONE.search(text)
    return match.group(1).casefold() if match else ""


def _participle(word: str) -> bool:
    """Whether ``word`` is a past form of a verb ("posted", "taken")."""
    return word in _IRREGULAR or (word.endswith("ed") and interface_verb(word) is not None)


def fit(
    offer: ToolOffer,
    said: frozenset[str],
    making: bool = False,
    asking: bool = False,
    asked: str = "",
) -> float:
    """The share of ``offer``'s words whose senses the request (``said``) has; 0 when its
    leading word (what it does) is not among them by more than the app kind its noun belongs
    to (a "birthday" tool does not fit "delete X from my contacts"). A request that says no
    action or one that brings a thing about ("set a timer"; ``making`` for both) asks for
    the thing it names to be brought about: a tool leading with such a verb ("start", "add")
    fits it by the share of its other words. A question (``asking``) asks for what a tool
    leading with a verb of looking ("find the zap of ...") finds: its other words count. A
    question asked with the question word the tool's description opens with (``asked``:
    "where", "when", "who") needs none of the description's past forms ("where was the zap
    posted" is "zap, where was that"); one asked with another of those words does not fit."""
    own = tool_words(offer)
    if asking and len(own) > 1 and own[0] in _LOOKING and not senses(own[0]) & said:
        own = own[1:]  # a question asks for what a tool finding its answer finds
    answers = asked_alone(_about(offer.description))
    if asked and answers and answers != asked:
        return 0.0  # a tool finding where a thing is does not say when it was
    if asked and answers == asked:
        own = [w for w in own if not _participle(w)] or own
    lead = {s for s in senses(own[0]) if not s.startswith("kind:")} if own else set()
    if not lead & said:
        if not (making and len(own) > 1 and brings_about(own[0])):
            return 0.0
        # the thing it names must be said as such, not only as a thing of its app's kind
        named = [bool({s for s in senses(w) if not s.startswith("kind:")} & said) for w in own[1:]]
        return sum(named) / len(named)
    return sum(bool(senses(w) & said) for w in own) / len(own)


def _literal(piece: str, loose: bool) -> str:
    """A pattern of a description's words between parameters: any run of spaces for a space,
    any quote mark for a quote mark (optional when ``loose``), other punctuation optional."""
    out = []
    for char in piece:
        if char.isspace():
            out.append(r"\s+" if not out or out[-1] != r"\s+" else "")
        elif char in _QUOTES:
            out.append(f"[{_QUOTES.strip()}]" + ("?" if loose else ""))
        elif char.isalnum():
            out.append(re.escape(char))
        else:
            out.append(re.escape(char) + "?")
    return "".join(out)


def _template(description: str, loose: bool = False) -> re.Pattern[str] | None:
    """A pattern of the description's first sentence matching the same request with other
    values, each ``<param>`` a named group (with ``loose``, quoted or not); None when it has no
    placeholder."""
    about = _about(description)
    if not _PLACEHOLDER.search(about):
        return None
    parts: list[str] = []
    named: set[str] = set()
    for piece in re.split(r"(<[A-Za-z][A-Za-z0-9_]*>)", about):
        match = _PLACEHOLDER.fullmatch(piece)
        if match:
            name = match.group(1)
            parts.append(f"(?P={name})" if name in named else f"(?P<{name}>.+?)")
            named.add(name)
        else:
            parts.append(_literal(piece, loose))
    return re.compile(r"^\s*" + "".join(parts) + r"[\s.!?]*$", re.IGNORECASE)


def _aligned(offer: ToolOffer, instruction: str) -> dict[str, str]:
    match = None
    for loose in (False, True):  # a request may leave out the quotes the tool's had
        pattern = _template(offer.description, loose)
        match = match or (pattern.match(instruction.strip()) if pattern else None)
    if match is None:
        return {}
    quoted = [q for q in _QUOTED.findall(instruction) if q]
    out = {}
    for key, raw in match.groupdict().items():
        value = raw.strip(_QUOTES)
        # The pattern's closing punctuation may have taken the end of a quoted value.
        whole = next(
            (q for q in quoted if q.startswith(value) and not q[len(value) :].strip(".!?")), None
        )
        if value:
            out[key] = whole or value
    return out


def covers(instruction: str, offer: ToolOffer, args: dict[str, ParamValue]) -> bool:
    """Whether ``offer`` called with ``args`` does all the request says: every value of the
    request is in an argument, and every word outside the arguments' values (and the word
    introducing one: "titled"; the noun after a value saying its kind: "the X phone"; words
    that only frame the request: "i need", "start ...ing") has a sense among the tool's
    words and app's name."""
    given = _norm(" ".join(str(v) for v in args.values()))
    filled = _PLACEHOLDER.sub(lambda m: str(args.get(m.group(1), m.group())), offer.description)
    about = _norm(_about(filled))  # "Start a <number>-minute timer" says "25-minute" for 25
    values = request_values(instruction, [offer.app_label])
    if any(_norm(v.value) not in given and _norm(v.value) not in about for v in values):
        return False
    text = _ASPECT.sub(" ", instruction)
    for value in args.values():
        said = rf"(?:\b(?:{_INTRODUCING})\s+)?[{_QUOTES.strip()}]?{re.escape(str(value))}"
        said += r"[\"'\u201d\u2019]?(?:\s+(?P<head>[A-Za-z]+))?"
        text = re.sub(said, _head_kept, text, flags=re.IGNORECASE)
    words = tool_words(offer)
    own = {s for word in [*words, *_content(offer.app_label)] for s in senses(word)}
    if words and brings_about(words[0]):  # "set a timer" asks what "start a timer" does
        own |= {s for v in _BRINGING for s in senses(v)}
    return all(senses(word) & own for word in _content(text) if word not in _FRAMING)


def _head_kept(match: re.Match[str]) -> str:
    """A value taken out of a request, with the word after it when that only says what kind
    of thing the value names ("the newest Zeta Nova phone"), not what to do with it."""
    head = match.group("head") or ""
    said = head.casefold() in STOPWORDS or interface_verb(head) or head.casefold() in VERB_UI
    return f" {head} " if said else " "


def fixed_things(offer: ToolOffer, apps: list[str]) -> list[str]:
    """The things the tool's description names that are no parameter of it (``Zapnote`` in
    "What star rating does Zapnote have", a site's address): it works on those only."""
    about = offer.description.split(". Starts:")[0]
    known = [*apps, offer.app_label]
    sites = [m for m in _DOMAIN.findall(about) if "<" not in m]
    return [*(v.value for v in request_values(about, known) if "<" not in v.value), *sites]


def _norm(text: str) -> str:
    return " ".join(text.split()).casefold()


def _said_choices(offer: ToolOffer, instruction: str) -> dict[str, str]:
    """For each parameter that picks an item, the item seen on screen that the request names
    word for word ("... in zap theory and quorn studies (zq.ZT) ..."), if any."""
    said = _norm(instruction)
    out = {}
    for param, choices in offer.choices.items():
        named = [c for c in choices if re.search(rf"(?<!\w){re.escape(_norm(c))}(?!\w)", said)]
        if named:
            out[param] = max(named, key=len)
    return out


def choose_tools(
    instruction: str,
    offers: list[ToolOffer],
    apps: list[str],
    values: list[RequestValue] | None = None,
) -> list[ToolChoice]:
    """``offers`` ranked by how well ``instruction`` says what they do, best first, each with
    its arguments bound from the request (``values``: extra values a reader of the request
    found, after those :func:`tools_store.values.request_values` finds). A tool whose
    description names a thing that is not a parameter is refused for a request that does not
    name that thing."""
    said = request_senses(instruction, apps)
    making = not says_an_action(instruction) or _brings(instruction, apps)
    asked = asked_alone(instruction)
    asking = bool(asked or _ASKING.search(instruction))
    found = [*request_values(instruction, apps), *(values or [])]
    choices = []
    for offer in offers:
        score = fit(offer, said, making, asking, asked)
        aligned = _aligned(offer, instruction) or _said_choices(offer, instruction)
        pool = [RequestValue(slot=k, value=v) for k, v in aligned.items()]
        args, why = bind(offer.params, instruction, [*pool, *found])
        if args is None:
            guessed = [
                RequestValue(slot=k, value=v) for k, v in _guessed(offer, instruction).items()
            ]
            args, why = (
                bind(offer.params, instruction, [*guessed, *found]) if guessed else (args, why)
            )
        other = [t for t in fixed_things(offer, apps) if _norm(t) not in _norm(instruction)]
        if other:
            args, why = None, f"it works on {other[0]} only, which the request does not name"
        choices.append(
            ToolChoice(
                offer=offer,
                fit=score,
                args=args,
                refused=why,
                words=tool_words(offer),
            )
        )
    # among tools that fit alike, the one that takes more of the request's values first
    return sorted(choices, key=lambda c: (-c.fit, c.args is None, -len(c.args or {})))


def _guessed(offer: ToolOffer, instruction: str) -> dict[str, str]:
    """Values for a tool no value of the request binds to: read between the words its
    description has around each parameter, else, for a one-parameter tool that answers a
    question (it only reads), the request's longest run of words the tool does not say."""
    near = near_values(_about(offer.description), instruction)
    asks = _RETURNS.search(offer.description) or _ASKING.search(_about(offer.description))
    if near or len(offer.params) != 1 or not asks:
        return near
    words = [*tool_words(offer), *_content(offer.app_label)]
    own = {s for word in words for s in senses(word) if not s.startswith("kind:")}

    def said(word: str) -> bool:  # a thing of the app's kind may be the thing asked about
        return word in STOPWORDS or word in _FRAMING or bool(senses(word) & own)

    span = unsaid_span(_QUOTED.sub(" ", instruction), said)
    return {offer.params[0].partition(":")[0].strip(): span} if span else {}


def left_in_a_field(screen: Screen, args: dict[str, ParamValue]) -> bool:
    """Whether a value a tool was given still sits in an editable field of ``screen`` (typed
    but never submitted)."""
    given = {" ".join(str(v).split()).casefold() for v in args.values() if str(v).strip()}
    return any(
        el.editable and " ".join(el.text.split()).casefold() in given for el in screen.elements
    )
