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

from pydantic import BaseModel, Field

from experts.offline.lexicon import interface_verb
from experts.offline.words import STOPWORDS, VERB_UI
from experts.tool_binding import bind, near_values, one_value, possessive_names, unsaid_span
from experts.tool_senses import (
    ASKING,
    BRINGING,
    FRAMING,
    INTRODUCING,
    LOOKING,
    PLACEHOLDER,
    QUOTED,
    QUOTES,
    Reading,
    asked_alone,
    brings_about,
    content_words,
    first_sentence,
    one_word_rankings,
    participle,
    read_request,
    senses,
    tool_words,
    unknown_short,
)
from mobilexperts.perception import Screen
from tools_store.records import ParamValue, ToolOffer
from tools_store.retrieval import abbreviates
from tools_store.values import RequestValue, request_values

MIN_FIT = 0.7
"""Share of a tool's words whose senses the request must say for the tool to fit."""
_DOMAIN = re.compile(r"\b(?:[a-z0-9-]+\.)+(?:org|com|net|io|edu|gov|co|uk|de|app|dev)\b")
"""A site's address ("papers.example.org"): a thing a tool may work on only."""
_RETURNS = re.compile(r"\bEnds:.*\breturns\b", re.IGNORECASE | re.DOTALL)
"""A description saying the tool returns what it read."""
_LIGHT = re.compile(
    r"\b(mark|make|set|turn|switch|get)\b.*?\b(?:as|to|into)\s+(?:an?\s+|the\s+)?([A-Za-z][\w-]*)",
    re.IGNORECASE,
)
"""A verb whose sense is the state after it ("mark zed as done", "switch it to dark")."""
_DOUBLE_QUOTES = ('"', "\u201c", "\u201d")
_NEGATED = re.compile(r"\b(?:not|never|no longer)\b|n[\'\u2019]t\b", re.IGNORECASE)
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
    aligned: bool = False
    """Whether the request reads as the tool's own learned request with other values."""

    @property
    def usable(self) -> bool:
        """Whether the tool fits the request and every parameter has a value."""
        return self.fit >= MIN_FIT and self.args is not None


def _things(words: list[str]) -> set[str]:
    """The senses of ``words`` other than the app kinds their nouns belong to."""
    return {s for w in words for s in senses(w) if not s.startswith("kind:")}


def fit(offer: ToolOffer, request: Reading) -> float:
    """The share of ``offer``'s words whose senses the request says; 0 when its leading word
    (what it does) is not among them by more than the app kind its noun belongs to (a
    "birthday" tool does not fit "delete X from my contacts"). A request that says no action
    or one that brings a thing about ("set a zapper"), or whose action word is the thing a tool
    bringing it about names ("star zed" for "add <name> to favorites"), asks for that thing to
    be brought about: a tool leading with such a verb ("start", "add") fits it by the share of
    its other words. A question asks for what a tool leading with a verb of looking ("find the
    zap of ...") finds: its other words count. A question asked with the question word the
    tool's description opens with ("where", "when", "who") needs none of the description's
    past forms ("where was the zap quorned" asked as "the zap, where"); one asked with another
    of those words does not fit, nor does a request that only acts fit a tool answering a
    question. A short form people type says the word it shortens ("bday")."""
    own = tool_words(offer)
    said = request.said | _things([w for w in own if any(abbreviates(r, w) for r in request.short)])
    about = first_sentence(offer.description)
    if request.acted and not request.asking and ASKING.search(about):
        return 0.0  # "star zed" asks no rating
    if request.asking and len(own) > 1 and own[0] in LOOKING and not senses(own[0]) & said:
        own = own[1:]  # a question asks for what a tool finding its answer finds
    answers = asked_alone(about)
    if request.asked and answers and answers != request.asked:
        return 0.0  # a tool finding where a thing is does not say when it was
    if request.asked and answers == request.asked:
        own = [w for w in own if not participle(w)] or own
    if not own:
        return 0.0
    if not _things(own[:1]) & said:
        making = request.making or bool(request.acted & _things(own[1:]))
        if not (making and len(own) > 1 and brings_about(own[0])):
            return 0.0
        # the thing it names must be said as such, not only as a thing of its app's kind
        named = [bool(_things([w]) & said) for w in own[1:]]
        return sum(named) / len(named)
    return sum(bool(senses(w) & said) for w in own) / len(own)


def _literal(piece: str, loose: bool) -> str:
    """A pattern of a description's words between parameters: any run of spaces for a space,
    any quote mark for a quote mark (optional when ``loose``), other punctuation optional."""
    out = []
    for char in piece:
        if char.isspace():
            out.append(r"\s+" if not out or out[-1] != r"\s+" else "")
        elif char in QUOTES:
            out.append(f"[{QUOTES.strip()}]" + ("?" if loose else ""))
        elif char.isalnum():
            out.append(re.escape(char))
        else:
            out.append(re.escape(char) + "?")
    return "".join(out)


def _template(description: str, loose: bool = False, app: str = "") -> re.Pattern[str] | None:
    """A pattern of the description's first sentence matching the same request with other
    values, each ``<param>`` a named group (with ``loose``, quoted or not), the request maybe
    ending by naming the tool's ``app`` ("... in Zapmail"); None when it has no placeholder."""
    about = first_sentence(description)
    if not PLACEHOLDER.search(about):
        return None
    parts: list[str] = []
    named: set[str] = set()
    for piece in re.split(r"(<[A-Za-z][A-Za-z0-9_]*>)", about):
        match = PLACEHOLDER.fullmatch(piece)
        if match:
            name = match.group(1)
            parts.append(f"(?P={name})" if name in named else f"(?P<{name}>.+?)")
            named.add(name)
        else:
            parts.append(_literal(piece, loose))
    named_app = (
        rf"(?:\s+(?:in|on|using|with)\s+(?:the\s+)?{re.escape(app)}(?:\s+app)?)?" if app else ""
    )
    return re.compile(r"^\s*" + "".join(parts) + named_app + r"[\s.!?]*$", re.IGNORECASE)


def _aligned(offer: ToolOffer, instruction: str) -> dict[str, str]:
    match = None
    for loose in (False, True):  # a request may leave out the quotes the tool's had
        pattern = _template(offer.description, loose, offer.app_label)
        match = match or (pattern.match(instruction.strip()) if pattern else None)
    if match is None:
        return {}
    quoted = [q for q in QUOTED.findall(instruction) if q]
    out = {}
    for key, raw in match.groupdict().items():
        value = raw.strip(QUOTES)
        # The pattern's closing punctuation may have taken the end of a quoted value.
        whole = next(
            (q for q in quoted if q.startswith(value) and not q[len(value) :].strip(".!?")), None
        )
        # a quoted value ends at its closing quote mark ('"Zap quorned." in Zapmail')
        whole = whole or next(
            (q for q in quoted if value.startswith(q) and value[len(q) : len(q) + 1] in QUOTES),
            None,
        )
        if not whole and sum(value.count(q) for q in _DOUBLE_QUOTES) % 2:
            return {}  # the value cuts a quoted one in two ('the zap "Quorn day')
        if value and (whole or one_value(value)):
            out[key] = whole or value
    return out


def covers(instruction: str, offer: ToolOffer, args: dict[str, ParamValue]) -> bool:
    """Whether ``offer`` called with ``args`` does all the request says: every value of the
    request is in an argument, and every word outside the arguments' values (and the word
    introducing one: "titled"; the noun after a value saying its kind: "the X phone"; words
    that only frame the request: "i need", "start ...ing"; a verb whose sense is the state
    after it: "mark the zap as quorned"; a short form of a tool word: "bday") has a sense among
    the tool's words and app's name. A request that acts and negates ("not", "never") is
    covered by none (a question may ask for what is not done)."""
    asking = ASKING.search(instruction) or asked_alone(instruction)
    if _NEGATED.search(QUOTED.sub(" ", instruction)) and not asking:
        return False  # "not", "never": an act may undo what the tool does
    given = _norm(" ".join(str(v) for v in args.values()))
    filled = PLACEHOLDER.sub(lambda m: str(args.get(m.group(1), m.group())), offer.description)
    about = _norm(first_sentence(filled))  # "Start a <number>-minute timer" says "25-minute" for 25
    values = request_values(instruction, [offer.app_label])
    if any(_norm(v.value) not in given and _norm(v.value) not in about for v in values):
        return False
    text = _ASPECT.sub(" ", one_word_rankings(instruction))
    for value in args.values():
        said = rf"(?:\b(?:{INTRODUCING})\s+)?[{QUOTES.strip()}]?{re.escape(str(value))}"
        said += r"[\"'\u201d\u2019]?(?:\s+(?P<head>[A-Za-z]+))?"
        text = re.sub(said, _head_kept, text, flags=re.IGNORECASE)
    words = tool_words(offer)
    own = {s for word in [*words, *content_words(offer.app_label)] for s in senses(word)}
    if words and brings_about(words[0]):  # "set a zapper" asks what "start a zapper" does
        own |= {s for v in BRINGING for s in senses(v)}
    light = {m.group(1).casefold() for m in _LIGHT.finditer(text) if senses(m.group(2)) & own}
    light |= {w for w in content_words(text) if unknown_short(w) and _shortens(w, words)}
    return all(senses(word) & own for word in content_words(text) if word not in FRAMING | light)


def _shortens(short: str, words: list[str]) -> bool:
    """Whether ``short`` is a short form of one of ``words``."""
    return any(abbreviates(short, w) for w in words)


def _head_kept(match: re.Match[str]) -> str:
    """A value taken out of a request, with the word after it when that only says what kind
    of thing the value names ("the newest Zeta Nova phone"), not what to do with it."""
    head = match.group("head") or ""
    said = head.casefold() in STOPWORDS or interface_verb(head) or head.casefold() in VERB_UI
    return f" {head} " if said else " "


def fixed_things(offer: ToolOffer, apps: list[str]) -> list[str]:
    """The things the tool's description names that are no parameter of it (``Zapnote`` in
    "How many stars has Zapnote got", a site's address): it works on those only."""
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
    request = read_request(instruction, apps)
    found = [*request_values(instruction, apps), *(values or []), *possessive_names(instruction)]
    choices = []
    for offer in offers:
        score = fit(offer, request)
        same = _aligned(offer, instruction)
        aligned = same or _said_choices(offer, instruction)
        pool = [RequestValue(slot=k, value=v) for k, v in aligned.items()]
        args, why = bind(offer.params, instruction, [*pool, *found], offer.choices)
        if args is None:
            guessed = [
                RequestValue(slot=k, value=v) for k, v in _guessed(offer, instruction).items()
            ]
            args, why = (
                bind(offer.params, instruction, [*guessed, *found], offer.choices)
                if guessed
                else (args, why)
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
                aligned=bool(same),
            )
        )
    # among tools that fit alike, one doing all the request says ("add X to my favorite
    # contacts" is not done by "add <first> <last> to contacts"), then one learned from a
    # request worded like it, then the one taking more of the request's values, first
    return sorted(
        choices,
        key=lambda c: (
            -c.fit,
            c.args is None,
            not _does_all(instruction, c),
            not c.aligned,
            -len(c.args or {}),
        ),
    )


def doing_all(instruction: str, offers: list[ToolOffer], apps: list[str]) -> ToolChoice | None:
    """The best-fitting of ``offers`` that, its arguments bound from ``instruction``, does all
    the request says (:func:`covers`), or None."""
    for choice in choose_tools(instruction, offers, apps):
        if choice.usable and _does_all(instruction, choice):
            return choice
    return None


def _does_all(instruction: str, choice: ToolChoice) -> bool:
    """Whether ``choice``, its arguments bound, does all ``instruction`` says."""
    return choice.args is not None and covers(instruction, choice.offer, choice.args)


def _guessed(offer: ToolOffer, instruction: str) -> dict[str, str]:
    """Values for a tool no value of the request binds to: read between the words its
    description has around each parameter, else, for a one-parameter tool that answers a
    question (it only reads), the request's longest run of words the tool does not say."""
    near = near_values(first_sentence(offer.description), instruction)
    asks = _RETURNS.search(offer.description) or ASKING.search(first_sentence(offer.description))
    if near or len(offer.params) != 1 or not asks:
        return near
    words = [*tool_words(offer), *content_words(offer.app_label)]
    own = {s for word in words for s in senses(word) if not s.startswith("kind:")}

    def said(word: str) -> bool:  # a thing of the app's kind may be the thing asked about
        return word in STOPWORDS or word in FRAMING or bool(senses(word) & own)

    span = unsaid_span(QUOTED.sub(" ", instruction), said)
    return {offer.params[0].partition(":")[0].strip(): span} if span else {}


def left_in_a_field(screen: Screen, args: dict[str, ParamValue]) -> bool:
    """Whether a value a tool was given still sits in an editable field of ``screen`` (typed
    but never submitted)."""
    given = {" ".join(str(v).split()).casefold() for v in args.values() if str(v).strip()}
    return any(
        el.editable and " ".join(el.text.split()).casefold() in given for el in screen.elements
    )
