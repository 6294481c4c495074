"""Which expert a clause of the request goes to and what it finds first: the expert whose app
the clause points at (by label or kind, or the messaging expert for passing something on),
else by capability words; facts of the owner's plans or records the request does not place
("text Ann my quorn ticket code"), found first with the expert of the app that keeps such
records; and the binding of what was found to the node that uses it ("my landlord")."""

from __future__ import annotations

import re

from experts.assembly_answered import ANSWERING, TALKING_KINDS
from experts.assembly_fields import fact_field
from experts.assembly_offline import pointed
from experts.assembly_placed import placed_app
from experts.assembly_planned import PLANS_KIND, planned
from experts.assembly_records import (
    DOCUMENT_KIND,
    fact_text,
    facts_in,
    record_app,
    record_kind,
    record_noun,
)
from experts.assembly_said import ARRANGED_KIND, asked_within, calendared
from experts.assembly_saying import SAYING_KIND, saying_app
from experts.assembly_web import WEB_KIND, web_fact
from experts.assembly_workplace import workplace_app
from experts.offline.apps import label_kinds
from memory.lexical import content_words, overlap
from memory.pool import Key
from planners.asking import where_asked
from planners.kept_on import kept_on
from planners.keys import asked_as, fact_key
from planners.scheduled import CALLED, scheduled, scheduling
from planners.shown import (
    asked_facts,
    guessed_keeper,
    moved_records,
    names_shown,
    shown_facts,
    shown_keeper,
    source_of,
    timed_facts,
)
from planners.team import ExpertBrief
from planners.wording import possessives, quoted

STRONG_BONUS = 5

_HEAD = re.compile(r"\b(?:the|a|an)\s+(?:[a-z]+\s+){0,2}?[a-z]+\s*$", re.IGNORECASE)
"""The noun a fact of the owner's plans describes ("the restaurant " before "where I'm ...")."""


def best_expert(clause: str, experts: list[ExpertBrief]) -> str | None:
    """The expert whose app the clause points at strongly (by its verb or where it says
    something is kept), else for a clause seeking a place by who works there the address
    book's (:func:`workplace_app`), else whose label it says in lower case ("post a zap"), else the
    messaging expert for a clause that passes something on to a person, else the app its
    words point at, else by capability words."""
    cued = [
        (-max((_cue(clause, label) for label in e.apps), default=0), _placed(clause, e), order)
        for order, e in enumerate(experts)
    ]
    cued = [(cue, order, experts[order].name) for cue, _, order in sorted(cued)]
    best = cued[0] if cued else (0, 0, "")
    if best[0] < -STRONG_BONUS:
        return best[2]
    labels = [a for e in experts for a in e.apps]
    worked = workplace_app(clause, labels) if SOUGHT.match(clause) else None
    if worked is not None:
        return next(e.name for e in experts if worked in e.apps)
    lowered = f" {' '.join(re.findall(r'[a-z0-9]+', clause.lower()))} "
    named = [e for e in experts if any(f" {a.lower()} " in lowered for a in e.apps)]
    named = [e.name for e in sorted(named, key=lambda e: _placed(clause, e))]
    said = saying_expert(clause, experts)
    source = source_of(experts)
    if not (named or said) and source and best[2] != source.name and names_shown(clause, source):
        return source.name  # "what is zapnow listed under": the app showing zapnow
    if named or said or best[0] < 0:
        return named[0] if named else said or best[2]
    soft = [
        (-overlap(content_words(" ".join([*e.capabilities, e.covers])), clause), order, e.name)
        for order, e in enumerate(experts)
    ]
    return min(soft)[2] if min(soft, default=(0,))[0] < 0 else None


def _placed(clause: str, expert: ExpertBrief) -> int:
    """0 when the clause says it is done in the expert's app ("... in Zapnotes: ..."), outside
    its quotes; else 1: of apps the clause points at as strongly, the one it is done in."""
    bare = re.sub(r"\"[^\"]*\"", '""', clause)
    return (
        min(
            (0 if re.search(rf"\b(?:in|into)\s+{re.escape(a)}\b(?!['\u2019])", bare) else 1)
            for a in expert.apps
        )
        if expert.apps
        else 1
    )


def saying_expert(clause: str, experts: list[ExpertBrief]) -> str | None:
    """The team's messaging expert, for a clause that passes something on to a person; for a
    reply naming no app, the team's member whose app holds things people said, the messaging
    one first (the mail one for a reply to an email)."""
    by_label = {label: e.name for e in experts for label in e.apps}
    saying = saying_app(clause, list(by_label))
    if saying is None and ANSWERING.match(clause):
        talking = [a for a in by_label if label_kinds(a) & TALKING_KINDS]
        mailed = re.search(r"\be-?mail\b", clause, re.IGNORECASE)
        kind = "mail" if mailed else SAYING_KIND
        saying = next(iter([a for a in talking if kind in label_kinds(a)] + talking), None)
    return by_label[saying] if saying else None


def _doer_named(clause: str, experts: list[ExpertBrief]) -> str | None:
    """The expert a clause's own verb or place names ("email bo": the mail app's), else its
    messaging expert."""
    named = best_expert(clause, experts) if named_app(clause, experts) else None
    return named or saying_expert(clause, experts)


def named_app(clause: str, experts: list[ExpertBrief]) -> bool:
    """Whether the clause names where it is done: its verb or a place names a team app."""
    return any(_cue(clause, label) > STRONG_BONUS for e in experts for label in e.apps)


def _cue(clause: str, label: str) -> int:
    """How strongly a clause points at an app; the app its verb names ("text ...", "email
    ...") or where it says something is kept ("... in my Documents") comes before apps its
    objects only mention ("the hour of the checkup")."""
    strength, strongly = pointed(clause, label)
    return strength + (STRONG_BONUS if strongly else 0)


_PROPERTY_HEAD = re.compile(
    r"\bthe ((?:phone )?number|address|rating|hours)"
    r"(?:\s+(?:of|for)(?:\s+(?:the|a|an)\s+[a-z]+)?)?\s*$",
    re.I,
)
"""A property of the place a plan happens at ("the address " before "for my zorp"): asked of
the place found."""
PLACE_KEY = "place"
"""The key of a fact of the owner's plans found for a later clause (where it happens)."""


_ASKING_OF = re.compile(r"\b(?:ask|asking|asks|wonder|wondering)\b(?:\s+[\w'-]+){0,3}\s*$", re.I)
"""A question put to someone ("ask bo when i'll see them"): theirs to answer, not a record."""


def sourced_clauses(cut: list, experts: list[ExpertBrief]) -> tuple[list, dict[int, str]]:
    """Clauses that describe something by the owner's plans without placing it ("drive me to
    where I meet Zed on zapday") go to the expert of the app that keeps events:
    a clause that asks it outright is given to that expert; one that acts on it is split into
    finding it there, then acting on ``{place}``; one that tells someone the answer is left to
    :func:`fact_clauses`. Returns the clauses and the given owners."""
    source = next(
        (e.name for e in experts if any(PLANS_KIND in label_kinds(a) for a in e.apps)), None
    )
    out: list = []
    owners: dict[int, str] = {}
    for verb, clause, span in cut:
        found = planned(clause)
        found = None if found and _ASKING_OF.search(clause[: found.start()]) else found
        kept = found is not None and _PROPERTY_HEAD.search(clause[: found.start()]) is not None
        if source is None or found is None or (best_expert(clause, experts) == source and not kept):
            out.append((verb, clause, span))
            continue
        head = _HEAD.search(clause[: found.start()])
        if head is None and asked_within(clause) is not None:
            out.append((verb, clause, span))
            continue
        acting = head is None and _acts_elsewhere(clause[: found.start()], source, experts)
        if head is None and not acting:
            owners[len(out)] = source
            out.append((verb, clause, span))
            continue
        named = None if acting else _NAME_OF.search(clause[: found.start()])
        head = named or head or re.search(r"$", clause[: found.start()])
        asked = found.group(0) if _ASKS.match(found.group(0)) else where_asked(found.group(0))
        ask = f"find out {asked.strip()}"
        owners[len(out)] = source
        out.append(("find", ask, f"{ask}, then "))
        marker = "{" + PLACE_KEY + "}"
        prop = _PROPERTY_HEAD.search(clause[: found.start()]) if not acting else None
        lead = clause[: min(head.start(), prop.start())] if prop else clause[: head.start()]
        keeper = record_app(clause[: found.start()], [a for e in experts for a in e.apps])
        keeper = next((e.name for e in experts if keeper in e.apps), None)
        if acting or (keeper is not None and keeper != source):
            owners[len(out)] = best_expert(lead, experts) if acting else keeper
        marker = f"the {prop[1].lower()} of {marker}" if prop else marker
        acted = ("post " if acting and _led(lead) else lead) + marker + clause[found.end() :]
        acted = quoted(acted) if acting else acted
        out.append((verb, acted, span.replace(clause, acted, 1)))
    return out, owners


def _acts_elsewhere(before: str, source: str, experts: list[ExpertBrief]) -> bool:
    """Whether the words before a fact of the owner's plans act in another app by their verb
    or the app they name ("post on zapline where ...", "zapline where ..."): the fact is what
    is posted, not the question asked."""
    doer = best_expert(before, experts) if before.strip() else None
    return doer is not None and doer != source and (named_app(before, experts) or _led(before))


def _led(before: str) -> bool:
    """Whether ``before`` is one word, the app's label used as the verb of posting in it
    ("zapline where ...")."""
    return len(before.split()) == 1


_NAME_OF = re.compile(r"\bthe (?:name|title) of (?:the|a|an)\s+(?:[a-z]+\s+){0,2}?[a-z]+\s*$", re.I)
"""A place said by its name ("the name of the cafe where ..."): the name is the place found."""
_ASKS = re.compile(r"^(?:when|where|who|what|which|how)\b", re.IGNORECASE)
"""A clause that is a question: the fact it names is what it asks, not a value it uses."""
_SEEKING = re.compile(r"^(?:find|look|check|search|get|see|read)\b", re.IGNORECASE)
SOUGHT = re.compile(r"^(?:find|look|check|search|get|see|read)(?:\s+(?:out|up|for|at))?\s+", re.I)
"""The words that seek, before the record sought ("read bo's zap email" -> "bo's zap email")."""


def fact_clauses(
    cut: list, experts: list[ExpertBrief], owners: dict[int, str]
) -> tuple[list, dict[int, str], list[Key]]:
    """Clauses that act on a fact about the owner's records kept in another app ("text Ann my
    flight number", "tell Ann which day my order arrives") are split: first find the fact with
    the expert of the app that keeps such records, then act on its ``{key}``. Returns the
    clauses, their given owners (renumbered) and the keys the finding clauses produce."""
    out: list = []
    given: dict[int, str] = {}
    made: list[Key] = []
    labels = {label: e.name for e in experts for label in e.apps}
    idle = idle_expert(cut, experts, owners)
    for i, (verb, clause, span) in enumerate(cut):
        seeking = _SEEKING.match(clause)
        kept = [] if seeking or i in owners else facts_in(clause, list(labels))
        owned = possessives(clause)
        if not kept and not seeking and i not in owners and owned != clause:
            kept = facts_in(owned, list(labels))
            clause, span = (owned, span.replace(clause, owned, 1)) if kept else (clause, span)
        found_first = seeking or i in owners or any(_SEEKING.match(c) for _, c, _ in cut[:i])
        kept = kept or ([] if found_first else shown_facts(clause, experts, idle))
        kept = kept or ([] if found_first else timed_facts(clause, experts))
        kept = kept or ([] if found_first else moved_records(clause, experts))
        within = [] if kept or found_first else asked_facts(clause, experts)
        kept = kept or within
        kept = [(f, a) for f, a in kept if not _found_before(f.group(0), cut[:i])]
        told = None if seeking else asked_within(clause)
        if told is not None and kept and told.start("fact") < kept[0][0].start():
            question = re.search(re.escape(told["fact"]), clause)
            kept = within = [(question, kept[0][1])] if question else kept
        facts = [found for found, _ in kept]
        app = kept[0][1] if kept else None
        rest = clause.replace(fact_text(facts[0], clause), "", 1) if facts else clause
        doer = saying_expert(rest, experts) or best_expert(rest, experts)
        app = shown_keeper(fact_text(facts[0], clause), app, doer, experts) if app else app
        named = kept_on(rest, experts, lambda act: _doer_named(act, experts)) if app else None
        tail = ""
        if named is not None:
            app, rest, tail = named
            doer = _doer_named(rest, experts) or doer
        asked = app is not None and not content_words(rest)
        same = app is not None and labels[app] == doer and not _told_field(clause, facts)
        if app is None or same or _ASKS.match(clause) or asked:
            sought = SOUGHT.sub("", clause)
            kept = record_app(sought, list(labels)) if seeking and i not in owners else None
            kept = guessed_keeper(sought, kept, experts)
            kept = app if asked else kept
            later = " ".join(c for _, c, _ in cut[i + 1 :])
            if seeking and kept is None and i not in owners and calendared(later):
                kept = next((a for a in labels if ARRANGED_KIND in label_kinds(a)), None)
            if kept is None and i not in owners and web_fact(clause):
                kept = next((a for a in labels if WEB_KIND in label_kinds(a)), None)
            placed = placed_app(sought, list(labels)) if seeking and i not in owners else None
            if placed is not None:
                given[len(out)] = labels[placed]
            elif i in owners or (kept and not any(_cue(clause, a) > STRONG_BONUS for a in labels)):
                given[len(out)] = owners.get(i) or labels[kept]
            elif app is not None and labels[app] == doer and not seeking:
                given[len(out)] = doer
            out.append((verb, clause, span))
            continue
        fact = fact_text(facts[0], clause)
        field = fact_field(fact)
        timed = _TIMING_WORD.search(clause[: clause.find(fact)])
        dated = (field == "item" or CALLED.search(clause)) and not timed
        dated = dated and scheduling(doer, experts)
        field = "time" if dated or (timed and field == "item") else field
        key = fact_key(fact, field)
        whose = [m[1] for m in _NAMED.finditer(rest) if m.start()]
        asked = fact
        if whose and re.match(r"(?:their|his|her)\b", fact, re.IGNORECASE):
            asked = re.sub(r"^\w+", f"{whose[0]}'s", fact, count=1)
        told = PERSON_VERB.match(clause) is not None
        thing = field == "item" and fact.lower().startswith("the ") and not told
        ask = f"find {fact}" if thing else f"find out {asked_as(asked, field)}"
        ask = f"find out {fact}" if within else ask
        if timed and record_kind(fact) == DOCUMENT_KIND and ask.startswith("find out when is"):
            ask = ask.replace("find out when is", "find out what time is", 1)
        made.append(key)
        given[len(out)] = labels[app]
        out.append(("find", ask, f"{ask}, then "))
        said = _described(clause, facts[0])
        said = fact if said == facts[0].group(0) else said
        acted = clause.replace(said, "{" + key.name + "}", 1)
        acted = scheduled(clause, fact, key) if dated else acted
        same = _OF_IT.search(acted)
        if same is not None:
            also = Key(name=f"{record_noun(fact)}_{same[1].lower()}".replace("-", "_"), type="date")
            made.append(also)
            acted = acted.replace(same.group(0), "{" + also.name + "}", 1)
        if doer is not None:
            given[len(out)] = doer
        acted = quoted(acted.removesuffix(tail.strip()).rstrip() if tail else acted)
        out.append((verb, acted, span.replace(clause, acted, 1)))
    return out, given, made


def idle_expert(
    cut: list, experts: list[ExpertBrief], owners: dict[int, str]
) -> ExpertBrief | None:
    """The one team member no clause points at, if one: enlisted for a thing the request
    uses, which a clause passing that thing on leaves it to find."""
    pointed = {saying_expert(c, experts) or best_expert(c, experts) for _, c, _ in cut}
    idle = [e for e in experts if e.name not in pointed | set(owners.values())]
    return idle[0] if len(idle) == 1 else None


_TIMING_WORD = re.compile(r"\b(?:before|after|until|by|at)\s+$", re.IGNORECASE)
"""A clause acting just before or after a thing ("15 minutes before the keynote ...")."""
_OF_THE = re.compile(r"^the (?:[\w-]+ )?[\w-]+ (?:of|for) the (?P<thing>[\w -]+)$", re.I)


def _found_before(fact: str, earlier: list) -> bool:
    """Whether a fact is a property of a thing an earlier clause already finds ("the address
    of the checkup" after "find out when my zorp checkup is", "the blorp code"
    after "find my zapline receipt mail"): it is read there."""
    of = _OF_THE.match(fact)
    head = of["thing"].split()[-1] if of else ""
    head = head or (record_noun(fact) or "" if fact.lower().startswith("the ") else "")
    said = " ".join(clause for _, clause, _ in earlier)
    return bool(head) and re.search(rf"\b{re.escape(head)}\b", said, re.IGNORECASE) is not None


_LINKING = re.compile(r"\b(?:for|at|to|on|in|of|by|until|before|after)\s*$", re.IGNORECASE)
"""A word that links a noun to the fact after it ("an alarm for when ..."): the noun is not
what the fact describes."""


def _described(clause: str, fact: re.Match[str]) -> str:
    """The words that stand for a fact: a wh-fact with the noun it describes ("the park where
    my bike ride is"), else the fact."""
    head = _HEAD.search(clause[: fact.start()]) if re.match(r"wh", fact.group(0), re.I) else None
    head = None if head and _LINKING.search(head.group(0)) else head
    return clause[head.start() : fact.end()] if head else fact.group(0)


_NAMED = re.compile(r"(?=\b([A-Z][a-z]+ [A-Z][a-z]+)\b)")
"""A person's first and last name (not the clause's first word), whom "their ..." in the same
clause refers to."""
_OF_IT = re.compile(
    r"\bthe (day|time|date) (?:it|they) (?:arrives?|leaves?|starts?|begins?|comes?|is|are)\b",
    re.IGNORECASE,
)
"""Another dated fact of the same record ("... and the day it lands")."""


def _told_field(clause: str, facts: list[re.Match[str]]) -> bool:
    """Whether ``clause`` tells a person a field of a record ("email omar the total of my last
    order"): found first even in the app that sends it, so the message carries the value."""
    return (
        PERSON_VERB.match(clause) is not None and fact_field(fact_text(facts[0], clause)) != "item"
    )


PERSON_VERB = re.compile(r"^(?:text|email|e-mail|call|message|tell|invite|ask|remind)\b", re.I)
"""A clause whose verb acts on a person."""


def passed_on(before: str, clause: str, experts: list[ExpertBrief]) -> bool:
    """Whether ``clause`` passes what ``before`` found on to a person ("send it to Ann") by
    the team's messaging expert, who is not the one that finds it."""
    said = saying_expert(clause, experts)
    return said is not None and said != best_expert(before, experts)
