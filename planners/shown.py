"""Facts found by what the device shows: a clause that passes on or puts somewhere a thing
described in words the app singled out by the device's survey shows (:attr:`ExpertBrief.shows`),
"email Ann with the opening hours of the quarry gallery", "send Ann the address of the hall
where i do judo", "add what i need to bring to the zapfest to my chore list".

The thing is the clause's noun phrase or wh-clause that holds a shown word, from its determiner
or question word to the clause end, less where it is put ("to my chore list", "in my
planner", ", call it X"), whom it goes to ("to Ann Lee") and what the clause says in its own
words (a message after "that", a quote); never a thing described by what someone said or did
("the hour he named"), which an earlier clause finds, nor what a thing is done with ("by way
of the send arrow"). With no app singled out, the thing goes to the one enlisted app no clause
points at, or to the app it says it is kept in ("... on our roadmap page").
"""

from __future__ import annotations

import re

from experts.assembly_phrases import noun_phrases, timed_thing
from experts.assembly_planned import PLANS_KIND, planned
from experts.assembly_records import DOCUMENT_KIND, noun_kind, record_app, record_kind
from experts.assembly_said import asked_app, asked_within
from experts.assembly_shown import reached
from experts.offline.apps import label_kinds
from experts.offline.lexicon import kinds, known_word
from experts.offline.when import CALENDAR_WORDS
from memory.lexical import content_words, words
from planners.team import ExpertBrief

_START = re.compile(
    r"\b(?:the|my|our|what|which|when|where|who|how (?:much|many|long|far|old))\b", re.IGNORECASE
)
IDLE_WORDS = 2
"""Content words a phrase needs to be a thing found by an app no word of it points at."""
_PASSING = re.compile(
    r"^(?:text|e?-?mail|message|tell|send|share|forward|let|remind|add|put|save|note|reply"
    r"|respond|answer)\b",
    re.IGNORECASE,
)
"""A clause that passes a thing on to someone or puts it somewhere."""
_REACHING = re.compile(r"^(?:text|email|e-mail|message|tell|let|remind)\s+", re.IGNORECASE)
"""A verb whose first object is the person reached ("text my landlord ...")."""
_OWN_WORDS = re.compile(r"\b(?:so|that|because|since)\b.*$|[\"{].*$", re.IGNORECASE)
"""What the clause says in its own words or why: a message after "that", a quote, a found
value, a purpose or reason ("... so that she can book it")."""
_KEPT_IN = re.compile(r"\b(?:from|in|on)\s+(?:my|our|his|her|their|the)\s.*$", re.IGNORECASE)
"""Where a thing says it is kept ("... from his email", "... on our roadmap page")."""
_INSTRUMENT = re.compile(r"\b(?:using|via|through|by)\s+$", re.IGNORECASE)
"""What a thing is done with ("by way of the send arrow"), not the thing passed on."""
_EVERY = re.compile(r"\b(?:each|every|all)\b", re.IGNORECASE)
"""Things used one by one, which the plan finds as a list (:mod:`planners.items`)."""
_SUBJECT = re.compile(r"\b(?:she|he|they|it)\b", re.IGNORECASE)
"""A thing described by what someone said or did, found by an earlier clause."""
_PUT = re.compile(
    r"(?:,.*|\s+(?:to|into|onto|in|on)\s+(?:my|the|our)\s+[\w-]+(?:\s+[\w-]+){0,2}"
    r"(?:\s+as\s+[^,]+)?)$",
    re.IGNORECASE,
)
"""Where a thing is put, at the end of a clause that puts it ("to my zap list", "on my quorn
board", "in my calendar", "to my contacts as Ann Lee", ", call it X", both: "in my calendar,
call it X"); in a clause that reaches someone, "on our X" says where it is kept."""


_OWNED = re.compile(r"(?:my|our)\s", re.IGNORECASE)
"""A phrase naming the owner's own record ("my zorp list"), not a question about it."""


def source_of(experts: list[ExpertBrief]) -> ExpertBrief | None:
    """The team member whose app the survey singled out, if one."""
    return next((e for e in experts if e.shows), None)


_OWN_PLACE = re.compile(r"\b(?:in|from|on) (?:my|our) ((?:[\w-]+ ){0,2}[\w-]+)", re.IGNORECASE)
"""Where the owner keeps what is sought ("... in my zap history")."""


def guessed_keeper(sought: str, kept: str | None, experts: list[ExpertBrief]) -> str | None:
    """The app that keeps what a finding clause seeks: ``kept`` (by its record's kind), unless
    nothing the place it says (or the clause) names a kind (a document of the owner's was only
    guessed: "the first zap in my quorns") and the survey singled out a member whose app shows a
    word of it."""
    source = source_of(experts)
    place = _OWN_PLACE.search(sought)
    said = words(place[1] if place else sought)
    guessed = record_kind(sought) == DOCUMENT_KIND and not any(map(noun_kind, said))
    if kept is None or source is None or not guessed:
        return kept
    return source.apps[0] if set(words(" ".join(source.shows))) & set(words(sought)) else kept


def names_shown(clause: str, source: ExpertBrief) -> bool:
    """Whether a question (a finding clause asking what, which, who ...) says a name no
    dictionary knows that the survey's source shows ("what is zapnow listed under")."""
    asked = re.match(
        r"^(?:(?:find|look|check)\s+(?:out\s+)?)?(?:what|which|who|when|where|how)\b", clause, re.I
    )
    return bool(asked) and any(
        w in source.shows and w.isalpha() and not known_word(w) for w in words(clause)
    )


def shown_facts(
    clause: str, experts: list[ExpertBrief], idle: ExpertBrief | None = None
) -> list[tuple[re.Match[str], str]]:
    """The thing ``clause`` passes on, with the app that keeps it: the first noun phrase or
    wh-clause after the clause's verb that holds a word the singled-out app shows, kept where
    it says it is kept ("... from her email"), else in that app. With no app singled out, the
    first phrase of :data:`IDLE_WORDS` content words or more: the ``idle`` member (enlisted,
    yet no clause points at it) keeps one that names no app nor kind of app but its own kind
    with words of its own ("my zorp list" of a notes app); else the app it says it is kept in
    ("the month the beta is planned for on our roadmap page")."""
    source = source_of(experts) or idle
    if not _PASSING.match(clause) or _EVERY.search(clause):
        return []
    labels = [label for e in experts for label in e.apps]
    named = {w for label in labels for w in words(label)} | _kind_words(labels)
    idle_apps = source.apps if source is not None and not source.shows else []
    others = [label for label in labels if label not in idle_apps]
    elsewhere = {w for label in others for w in words(label)} | _kind_words(others)
    for phrase, found in _phrases(clause):
        place = _KEPT_IN.search(phrase)
        kept = record_app(place[0], labels) if place else None
        said = set(words(phrase)) | set(words(phrase.replace("-", " ")))
        enough = len(content_words(phrase)) >= IDLE_WORDS
        kind = said & named
        own_kind = (
            bool(idle_apps)
            and _OWNED.match(phrase) is not None
            and not kind & elsewhere
            and bool(set(content_words(phrase)) - named)
        )
        if source is not None and (
            _shows(source, said) or (not source.shows and enough and (not kind or own_kind))
        ):
            return [(found, kept or source.apps[0])]
        if kept is not None and enough:
            return [(found, kept)]
    return []


def _shows(member: ExpertBrief, said: set[str]) -> bool:
    """Whether the member's screens show a word or a phrase of ``said`` (every word of a
    shown phrase such as "design review" said)."""
    return any(set(words(shown)) <= said for shown in member.shows if words(shown))


def shown_keeper(fact: str, app: str, doer: str | None, experts: list[ExpertBrief]) -> str:
    """The app that keeps ``fact``: ``app`` (by its record's kind), unless that is the doer's
    own app and the survey singled out another member whose app shows words of the fact ("add
    the zap day from my quorn notes to my list" when the notes are a file)."""
    source = source_of(experts)
    if source is None or doer is None or source.name == doer or app not in _apps(doer, experts):
        return app
    return source.apps[0] if set(source.shows) & set(words(fact)) else app


def _apps(name: str, experts: list[ExpertBrief]) -> list[str]:
    return next((e.apps for e in experts if e.name == name), [])


def timed_facts(clause: str, experts: list[ExpertBrief]) -> list[tuple[re.Match[str], str]]:
    """The thing a clause times its act by ("an alarm 15 minutes before the zap kickoff"), with
    the team's app that keeps its record, else the app the survey singled out when it shows the
    thing's words, else the team's app that keeps events."""
    labels = [label for e in experts for label in e.apps]
    timed = timed_thing(clause, CALENDAR_WORDS)
    if timed is None:
        return []
    events = next((a for a in labels if PLANS_KIND in label_kinds(a)), None)
    shown = source_of(experts)
    shows = shown is not None and set(shown.shows) & set(words(timed["thing"]))
    app = record_app(timed["thing"], labels) or (shown.apps[0] if shows else events)
    found = re.search(re.escape(timed["thing"]), clause)
    return [(found, app)] if app is not None and found is not None else []


def asked_facts(clause: str, experts: list[ExpertBrief]) -> list[tuple[re.Match[str], str]]:
    """The question a clause tells someone the answer of ("text ann what time my zap alarm
    goes off"), with the team's app of the kind it names
    (:func:`experts.assembly_said.asked_app`), else, for a question about the owner's plans
    ("where zap club is happening"), the team's app that keeps events."""
    asked = asked_within(clause)
    if asked is None:
        return []
    labels = [label for e in experts for label in e.apps]
    events = next((a for a in labels if PLANS_KIND in label_kinds(a)), None)
    kept = asked_app(asked["fact"], labels) or (events if planned(asked["fact"]) else None)
    found = re.search(re.escape(asked["fact"]), clause)
    return [(found, kept)] if kept is not None and found is not None else []


def _kind_words(labels: list[str]) -> set[str]:
    """The words that name a kind of the team's apps ("calendar", "inbox"): a phrase saying
    one names an app, not a thing it keeps."""
    nouns = kinds()
    return {
        w
        for label in labels
        for kind in label_kinds(label)
        for n in nouns.get(kind, ())
        for w in words(n)
    }


def _phrases(clause: str) -> list[tuple[str, re.Match[str]]]:
    """The clause's noun phrases and wh-clauses after its verb (and the person it reaches), in
    order: a wh-clause or a phrase led by "the"/"my" runs to the clause end less where the
    thing is put and whom it goes to; a noun phrase found by structure (a possessor, "of"
    tails, a relative clause: :func:`experts.assembly_phrases.noun_phrases`) is its own extent.
    Each with its match in the clause."""
    people = reached(clause)
    told = own_cut(clause)
    reaching = _REACHING.match(told)
    spans = [(m.start(), len(told)) for m in _START.finditer(told)]
    verb = re.match(r"\W*\w+", told)
    spans += [
        (p.start, len(told) if p.relative else p.end)
        for p in noun_phrases(told)
        if verb and p.start >= verb.end()
    ]
    out = []
    for start, end in sorted(set(spans), key=lambda span: (span[0], -span[1])):
        start = _past_people(told, start, end, people)
        if not start or (reaching and start == reaching.end()) or start >= end:
            continue
        if _INSTRUMENT.search(told[:start]):
            continue
        phrase = told[start:end]
        phrase = re.sub(r",.*$", "", phrase)
        phrase = phrase if reaching else _PUT.sub("", phrase)
        phrase = _BY_WAY.sub("", _SUBJECTED.sub("", phrase))
        tail = re.search(r"\s+(?:to|with)\s+([\w\s]+)$", phrase)
        if tail and set(words(tail[1])) <= people:
            phrase = phrase[: tail.start()]
        found = re.search(re.escape(phrase.strip()), clause)
        new = found is not None and all(found.group(0) != seen.group(0) for _, seen in out)
        if new and phrase.strip() and not _SUBJECT.search(phrase):
            out.append((phrase.strip(), found))
    return out


_BY_WAY = re.compile(
    r"\s+(?:(?:by|via|over)\s+(?:an?\s+)?[\w-]+|in\s+an?\s+(?:e-?mail|mail|text|message|dm))$",
    re.IGNORECASE,
)
"""How or by when a thing goes on, at the phrase's end ("... with ann by email", "... over
zapchat", "... in an email"): not part of the thing."""
_SUBJECTED = re.compile(
    r"\s*(?:\bwith\s+)?(?:\b(?:the|a|its)\s+)?\bsubject(?:\s+line)?\b.*$", re.IGNORECASE
)
"""The subject an email is given, at or to the phrase's end ("... with the subject zap
plans"): the request's own words, no thing found."""
_DETERMINERS = frozenset({"the", "my", "our", "a", "an", "this", "his", "her", "their"})


def own_cut(clause: str) -> str:
    """``clause`` less what it says in its own words (:data:`_OWN_WORDS`); a "that" right
    after a noun led by a determiner opens a relative clause ("the code that zapshop sent
    me"), which stays: it says which thing."""
    for found in _OWN_WORDS.finditer(clause):
        before = clause[: found.start()].split()[-3:]
        relative = found.group(0).lower().startswith("that") and any(
            w.lower() in _DETERMINERS for w in before[:-1]
        )
        if not relative:
            return clause[: found.start()].rstrip()
        rest = own_cut(clause[found.start() + 4 :])
        return clause[: found.start() + 4] + rest
    return clause


def _past_people(text: str, start: int, end: int, people: set[str]) -> int:
    """``start`` moved past the words of people the clause reaches that open the phrase
    ("ann lee the hours of ..." -> "the hours of ...")."""
    for word in re.finditer(r"[\w'-]+", text[start:end]):
        if set(words(word.group(0))) - people:
            return start + word.start()
    return end


_MOVED = re.compile(
    r"^(?:put|add|save|copy|jot|write|note)(?: down)? (?P<thing>(?:my|our|the) "
    r"(?:[\w-]+ ){0,3}?[\w-]+) (?:to|on|onto|in|into) (?:my|our|the) (?P<place>.+)$",
    re.IGNORECASE,
)


def moved_records(clause: str, experts: list[ExpertBrief]) -> list[tuple[re.Match[str], str]]:
    """A record of one app put into another ("put my next calendar event on my to-do list"):
    the record, with the team's app that keeps its kind, when that is not the app of the place
    it is put."""
    moved = _MOVED.match(clause.strip())
    if moved is None:
        return []
    labels = [label for e in experts for label in e.apps]
    kept = record_app(moved["thing"], labels)
    if kept is None or kept == record_app(moved["place"], labels):
        return []
    found = re.search(re.escape(moved["thing"]), clause)
    return [(found, kept)] if found is not None else []
