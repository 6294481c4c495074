"""The app whose screens show what the request asks about, by the device's survey
(:func:`experts.survey.survey`): each installed app lists the request's rare words its screens
showed.

Words that tell where a fact is kept are the request's nouns and names less the people it
reaches ("text ann lee ...", "... to bo chan"), words that name a kind of app, an action
or a day, and app labels. Each word an app shows counts by how few apps show it, a word no
dictionary knows (a name: "zipride", "quarrytown") twice. The best app is the source only when
its evidence singles it out: a name or two telling words, :data:`SINGLED` times the next app's
evidence and at least :data:`MIN_EVIDENCE`.
"""

from __future__ import annotations

import itertools
import math
import re

from experts.assembly_phrases import CLAUSES, PASSING, SENTENCES, passed_things
from experts.assembly_spliced import REACHING
from experts.offline.goal import parse_goal
from experts.offline.lexicon import interface_verb, kinds, known_word, not_nouns, synonyms
from experts.offline.when import CALENDAR_WORDS
from memory.content import ContentMemory
from memory.lexical import content_words, fold, words

SINGLED = 1.5
MIN_EVIDENCE = 2.5
"""About one word only one app shows, or two words that two apps show."""
NAME_WEIGHT = 2.0
MIN_WORDS = 2
"""Telling words the source must show, unless one is a name (a word no dictionary knows)."""
_TIMES = frozenset({"morning", "afternoon", "evening", "night", "tonight", "week", "weekend"})
OWN_WORDS = re.compile(r"\"[^\"]*\"|\u201c[^\u201d]*\u201d|\S+@\S+|https?://\S+")
"""What the request writes or addresses (quotes, emails, links), not where a thing is kept."""
_WORD = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)*")
KIND_WORDS = frozenset(
    word for kind, nouns in kinds().items() for text in (kind, *nouns) for word in words(text)
)


_SHARED = re.compile(r"\b(?:share|shares|sharing)\b[^,.;?!]*$")
"""A thing shared, said before whom it is shared with ("share X's card with Ann Lee")."""


_DETERMINED = re.compile(r"\b(?:the|a|an|my|our|your|his|her|their|this|that)\s+$")
"""A word after a determiner is a noun's modifier ("the cast iron zap"), not an action."""


_PUT = re.compile(r"(?:\s+[\w'-]+){0,2}?\s+(?:to|into|onto)\s+(?:my|the|our)\b")
"""A name put somewhere ("add zed zorbs to my list"): the thing acted on, not a person."""
_LABELLING = frozenset({"name", "rename", "title", "label", "named", "called", "titled"})
"""Words after which a name is a value given ("last name zorb"), not a person reached."""


_ASKED_OF = re.compile(r"\b(?:who|what|which)\s+$")
"""A question's subject before the verb ("who makes zapnow"): the name after it is asked of."""


def reached(request: str) -> set[str]:
    """Words of the people the request reaches: a name right after an action word (not one
    a determiner makes a modifier, nor one a question asks of, nor a value a label gives, nor
    one the act puts somewhere, unless the verb reaches a person) or "to", or after "with" in a
    clause that shares something."""
    lowered = request.lower()
    out: set[str] = set()
    for name in parse_goal(request).names:
        before = re.search(rf"(\w+)\s+{re.escape(name.lower())}\b", lowered)
        shared = before and before[1] == "with" and _SHARED.search(lowered[: before.start()])
        acted = (
            before
            and interface_verb(before[1])
            and not _DETERMINED.search(lowered[: before.start()])
            and not _ASKED_OF.search(lowered[: before.start()])
            and before[1] not in _LABELLING
            and (before[1] in REACHING or not _PUT.match(lowered, before.end()))
        )
        if before and (before[1] == "to" or acted or shared):
            out.update(words(name))
    return out


def telling(word: str, labels: set[str], people: set[str]) -> bool:
    """Whether a shown word can tell where the request's fact is kept: a noun or a name, not
    a person reached, an app, a kind of app, an action or a day."""
    if " " in word:
        return all(telling(part, labels, people) for part in word.split())
    return not (
        word in people
        or word in labels
        or word in KIND_WORDS
        or word in CALENDAR_WORDS
        or word in _TIMES
        or word in not_nouns()
        or interface_verb(word) is not None
    )


def shown_words(text: str) -> list[str]:
    """The words of ``text`` to look for on the apps' screens: its content words less what it
    writes or addresses, the parts of a hyphenated compound ("my leave-for-work alarm": leave,
    work), and each two content words it says side by side ("the zap review")."""
    said = OWN_WORDS.sub(" ", text)
    found = content_words(said)
    found += [w for w in content_words(said.replace("-", " ")) if w not in found and len(w) > 2]
    kept = set(found)
    names = {" ".join(words(name)) for name in parse_goal(said).names}
    tokens = [fold(w) for w in _WORD.findall(said)]
    pairs = [f"{a} {b}" for a, b in itertools.pairwise(tokens) if {a, b} <= kept]
    return found + [p for p in dict.fromkeys(pairs) if p not in names]


def showing(content: ContentMemory, found: list[str]) -> dict[str, list[str]]:
    """App label -> the words of ``found`` its screens show (:meth:`ContentMemory.showing`); a
    word no app shows is looked for by its synonyms ("flat" shown as "apartment"), and counts
    as itself. Where its words sit on the screens narrows who shows them: a word one app lists
    a record under is not shown by apps that merely mention it (:func:`_titled`)."""
    unshown = set(content.unshown(found))
    alike = {fold(s): fold(w) for w in found if fold(w) in unshown for s in synonyms(w)}
    shown = content.showing([*found, *alike])
    said = [w for ws in shown.values() for w in ws]
    places = {place: content.placed(said, place) for place in ("title", "row", "label")}
    shows = _narrowing(_titled(shown, places))
    order = {fold(w): i for i, w in reversed(list(enumerate(found)))}
    return {
        app: sorted(dict.fromkeys(alike.get(w, w) for w in ws), key=order.__getitem__)
        for app, ws in shows.items()
        if ws
    }


def _titled(
    shows: dict[str, list[str]], places: dict[str, dict[str, list[str]]]
) -> dict[str, list[str]]:
    """``shows`` less an English word several apps show from the apps that say it only inside
    an opened record's text (in no list row and as no field's label; ``places``: place ->
    label -> the words shown there, :meth:`ContentMemory.placed`) while another lists a
    record under it (a row's title): the word names that record ("the zap budget" of a row
    "Zap budget.pdf | 2 kB"); a mention elsewhere ("bring the zap card") tells nothing."""
    holders: dict[str, list[str]] = {}
    for label, shown in shows.items():
        for word in shown:
            holders.setdefault(word, []).append(label)
    kept = {
        (label, w)
        for found in (places["row"], places["label"])
        for label, ws in found.items()
        for w in ws
    }
    dropped = {
        (label, word)
        for word, apps in holders.items()
        if len(apps) > 1 and " " not in word and known_word(word)
        if any(word in places["title"].get(a, []) for a in apps)
        for label in apps
        if (label, word) not in kept
    }
    return {
        label: [w for w in shown if (label, w) not in dropped] for label, shown in shows.items()
    }


def _narrowing(shows: dict[str, list[str]]) -> dict[str, list[str]]:
    """``shows`` with only the two-word phrases fewer apps show than show each of its words
    (a word too many apps show counts as shown by all): a phrase that says no more than its
    words would count their evidence twice."""
    holders: dict[str, int] = {}
    for shown in shows.values():
        for word in shown:
            holders[word] = holders.get(word, 0) + 1

    def narrows(word: str) -> bool:
        parts = word.split()
        return len(parts) < 2 or all(holders[word] < holders.get(p, len(shows) + 1) for p in parts)

    return {app: [w for w in shown if narrows(w)] for app, shown in shows.items()}


def apps_showing(text: str, content: ContentMemory, labels: list[str]) -> list[str]:
    """The apps of ``labels`` whose screens show ``text``'s telling words, best first, by the
    device's content memory: the one ranking of the assembly's pick, the plan's candidates and
    the re-plan's next app (:func:`ranked_sources`)."""
    total = len(content.store.all())
    ranked = ranked_sources(text, showing(content, shown_words(text)), total)
    return [label for label in ranked if label in labels]


def ranked_sources(request: str, shows: dict[str, list[str]], total: int) -> list[str]:
    """The apps (labels) whose shown words tell where the request's fact is kept, best first;
    ``shows``: label -> the request's rare words the app's screens show, of ``total`` apps."""
    return [label for label, _ in _scores(request, shows, total)]


def shown_source(request: str, shows: dict[str, list[str]], total: int) -> str | None:
    """The app the survey singles out as keeping what the request is about, if one: it shows
    a name of the request, two of its telling words or one inside a thing of two words or more
    a clause passes on ("email ann the zap job's salary band"), and more than any other app.
    The words of where a clause puts something (:func:`put_at`) are no evidence."""
    put = put_at(request)
    shows = {label: [w for w in shown if w not in put] for label, shown in shows.items()}
    ranked = _scores(request, shows, total)
    if not ranked or ranked[0][1] < MIN_EVIDENCE:
        return None
    said = telling_words(request, shows)[ranked[0][0]]
    things = [shown_words(thing) for thing in passed_things(request, reached)]
    passed = {w for said_words in things if len(said_words) >= MIN_WORDS for w in said_words}
    if (
        len(said) < MIN_WORDS
        and not any(named(w, request) for w in said)
        and not set(said) <= passed
    ):
        return None
    if len(ranked) > 1 and ranked[0][1] < SINGLED * ranked[1][1]:
        return None
    return ranked[0][0]


_FINDING = re.compile(
    r"(?:^|[,;.?!]\s*(?:then\s+)?|\b(?:and|then)\s+)(?:find|look up|look for|check|see)\s+"
    r"(?:out\s+)?"
    r"(?P<what>[^,;.?!]+)",
    re.IGNORECASE,
)
"""A clause that finds something out ("find the due date of the zap invoice, then ...")."""


def finding_source(request: str, shows: dict[str, list[str]]) -> tuple[str, list[str]] | None:
    """The app whose screens show the most telling words of what a finding clause looks for
    (:data:`MIN_WORDS` or more, more than any other app; or any, when no other app shows
    one), with those words: the app that keeps it, by the breadth of what it shows rather
    than by one rare word."""
    told = telling_words(request, shows)
    for found in _FINDING.finditer(request):
        wanted = set(shown_words(found["what"]))
        counts = sorted(
            ((len(wanted.intersection(shown)), label) for label, shown in told.items()),
            reverse=True,
        )
        shown = [c for c in counts if c[0]]
        if not shown or (shown[0][0] < MIN_WORDS and len(shown) > 1):
            continue
        if len(shown) > 1 and shown[1][0] == shown[0][0]:
            continue
        label = counts[0][1]
        return label, [w for w in told[label] if w in wanted]
    return None


def passed_source(request: str, shows: dict[str, list[str]], total: int) -> str | None:
    """With no app singled out, the app that best shows the words of a described thing (two
    words or more) a clause passes on ("text ann my zap return date"), first of equals: a
    finding node there, whose re-plan tries the next apps, beats a clause acting on a fact
    nobody finds."""
    things = [w for t in passed_things(request, reached) if len(w := shown_words(t)) >= MIN_WORDS]
    wanted = {word for words_of in things for word in words_of}
    narrowed = {label: [w for w in shown if w in wanted] for label, shown in shows.items()}
    ranked = _scores(request, narrowed, total)
    return ranked[0][0] if ranked and ranked[0][1] >= MIN_EVIDENCE else None


_PUT_AT = re.compile(
    r"\b(?:to|into|onto|on)\s+(?:my|our)\s+((?:[\w-]+\s+){0,2}[\w-]+)\W*$", re.IGNORECASE
)
"""Where a clause that puts something puts it, at its end ("... on my zap list")."""


def put_at(request: str) -> set[str]:
    """The words of where the request's clauses that put or pass something put it ("put the
    zorbs on my zap list" -> zap, list): the place acted in, not where the fact is kept."""
    out: set[str] = set()
    for clause in (c for s in SENTENCES.split(request) for c in CLAUSES.split(s)):
        put = _PUT_AT.search(clause) if PASSING.match(clause.strip()) else None
        out.update(shown_words(put[1]) if put else [])
    return out


def telling_words(request: str, shows: dict[str, list[str]]) -> dict[str, list[str]]:
    """``shows`` with only the words that can tell where the request's fact is kept."""
    labels = {w for label in shows for w in words(label)}
    people = reached(request)
    out = {
        label: [w for w in shown if telling(w, labels, people)] for label, shown in shows.items()
    }
    return {label: shown for label, shown in out.items() if shown}


def named(word: str, request: str) -> bool:
    """Whether a shown (folded) word is a name: no form of it the request says is English
    ("goes" folds to "goe", which no dictionary knows, yet the request said a verb). Two words
    side by side that few apps show tell as much as a name does."""
    if " " in word:
        return True
    said = {w.casefold() for w in _WORD.findall(request) if fold(w) == word}
    return not any(known_word(w) for w in said | {word})


def _scores(request: str, shows: dict[str, list[str]], total: int) -> list[tuple[str, float]]:
    holders: dict[str, list[str]] = {}
    for label, shown in telling_words(request, shows).items():
        for word in shown:
            holders.setdefault(word, []).append(label)
    scores: dict[str, float] = {}
    for word, apps in holders.items():
        weight = math.log(max(total, 1) / len(apps)) * (
            NAME_WEIGHT if named(word, request) else 1.0
        )
        for label in apps:
            scores[label] = scores.get(label, 0.0) + weight
    return sorted(((k, v) for k, v in scores.items() if v > 0), key=lambda item: -item[1])
