"""The offline handler of role ``assemble``: the paper's heuristic team assembly.

Which installed apps the request needs comes from the request's reading
(:func:`experts.offline.apps.app_candidates`: apps named or asked for by kind) and from app
labels the request mentions in any case (a label that is a common word, such as "messages", only
when the reading found nothing), else from what exploration learned each app's elements do and
what the pool's experts say they can do. A fact of the owner's plans that the request does not
place ("where I'm meeting Bo"), or that an act is timed by ("an alarm 15 minutes before the zap
kickoff"), adds the app that keeps its record, else the app that keeps events. Each app goes to
the pool expert covering it that best fits the request, else to a new expert created for it.
Each clause of the request is covered by the first app it points at. An app the device's survey
singles out as showing what the request is about (:mod:`experts.assembly_shown`) keeps its fact;
when only one app was found, the app best showing a described thing a clause passes on does."""

from __future__ import annotations

import re

from experts.assembly import (
    AssembleContext,
    Assembly,
    ChosenExpert,
    InstalledApp,
    NewExpertSpec,
    expert_name,
    kept_on_screens,
)
from experts.assembly_answered import answered_app
from experts.assembly_asked import asked_source, question, said_keeper, speaker_source, unanswered
from experts.assembly_compared import compared
from experts.assembly_kept import kept_apps as kept_by
from experts.assembly_loose import dated_event
from experts.assembly_phrases import (
    CLAUSES,
    KEPT_SAYS,
    PASSING,
    SENTENCES,
    passed_things,
    timed_thing,
)
from experts.assembly_planned import place_keeper, planned, plans_app
from experts.assembly_pointed import PLACE, modifies, pointed
from experts.assembly_questioned import asked_first, asking
from experts.assembly_records import (
    noun_kind,
    owned_facts,
    record_app,
    record_noun,
)
from experts.assembly_said import (
    ARRANGED_KIND,
    asked_app,
    asked_within,
    calendared,
    invited,
    kept_said,
    role_asked,
    roles,
    whoever,
)
from experts.assembly_saying import saying_app
from experts.assembly_shown import (
    finding_source,
    passed_source,
    reached,
    shown_source,
    telling_words,
)
from experts.assembly_spliced import spliced
from experts.assembly_web import looked_up_online, web_app
from experts.assembly_workplace import workplace_app
from experts.offline.apps import app_candidates, app_cues, label_kinds
from experts.offline.goal import parse_goal
from experts.offline.lexicon import kinds
from experts.offline.shorthand import in_full
from experts.offline.when import CALENDAR_WORDS
from experts.portrait import ExpertPortrait
from memory.lexical import content_words, overlap, words
from mobilexperts.llm.offline import context_of, offline_handler
from mobilexperts.llm.types import ModelRequest

_CLAUSES, _SENTENCES = CLAUSES, SENTENCES
SEEKING = re.compile(r"^(?:find|look|check|search|see|read)\b", re.IGNORECASE)
"""A clause that looks up ("check whether my lease ..."): the app of the record it names."""
_FIELD_SOUGHT = re.compile(r"^(?:find|look up|get)\s+(?P<of>the\s+[\w ]+?\s+of\s+[^,]+)", re.I)
"""A field of a named thing looked up ("find the phone number of zap grill"): its keeper."""
_KIND_WORDS = frozenset(
    word for kind, nouns in kinds().items() for text in (kind, *nouns) for word in words(text)
)
"""Words that name a kind of app ("messages", "maps"): a label of them, said in lower case, is
a common word, not the app, unless the reading found no app at all."""
MIN_LEARNED_OVERLAP = 2
"""Request words an app's learned element functions must share for the app to be picked."""


@offline_handler("assemble")
def assemble_offline(request: ModelRequest[Assembly]) -> Assembly:
    context = context_of(request, AssembleContext)
    apps = needed_apps(context)
    if not apps:
        return Assembly(unmatched=[context.request])
    covers = clause_cover(spliced(context.request), apps)
    chosen: dict[str, ChosenExpert] = {}
    create: list[NewExpertSpec] = []
    taken = {p.name for p in context.experts}
    for app in apps:
        part = covers.get(app.label) or context.request
        expert = best_expert(context, app.label)
        if expert is None:
            name = expert_name(app.label, taken)
            taken.add(name)
            create.append(
                NewExpertSpec(
                    name=name,
                    apps=[app.label],
                    covers=part,
                    capabilities=[f"operates {app.label}"],
                    reason=f"no expert of the pool covers {app.label}, which the request needs; "
                    "created from the installed app, it explores before it acts",
                )
            )
        elif expert.name in chosen:
            chosen[expert.name].covers += f"; {part}"
        else:
            chosen[expert.name] = ChosenExpert(
                name=expert.name,
                covers=part,
                reason=f"covers {app.label}, which the request needs" + _record(expert),
            )
    return Assembly(chosen=list(chosen.values()), create=create)


def needed_apps(context: AssembleContext) -> list[InstalledApp]:
    """The installed apps the request needs, first needed first."""
    by_label = {app.label: app for app in context.apps}
    labels = list(by_label)
    said = whoever(invited(kept_said(spliced(context.request))))
    context = context.model_copy(update={"request": said})
    found = [
        a for a in app_candidates(parse_goal(context.request), labels) if not asked_of(said, a)
    ]
    named = [
        a for a in mentioned(context.request, labels) if a not in found and not asked_of(said, a)
    ]
    found += (
        [label for label in named if not _KIND_WORDS.intersection(words(label))] if found else named
    )
    found = found or by_knowledge(context)
    timed = timed_thing(context.request, CALENDAR_WORDS)
    plans = planned(context.request) or planned(in_full(context.request))
    plans = plans or dated_event(context.request)
    source = plans_app(labels) if plans or timed else None
    source = (record_app(timed["thing"], labels) if timed else None) or source
    told = telling_words(context.request, {app.label: app.shows for app in context.apps})
    source = said_keeper(source, told)
    if source is not None and source not in found:
        found.insert(0, source)
    keeper = place_keeper(plans, labels)
    if source is not None and keeper is not None and keeper not in found:
        found.insert(found.index(source) + 1, keeper)
    for kept in kept_apps(context.request, labels):
        if kept not in found:
            found.insert(0, kept)
    for who in roles(context.request):
        kept = record_app(role_asked(who), labels)
        if kept is not None and kept not in found:
            found.insert(0, kept)
    shows = {app.label: app.shows for app in context.apps}
    worked = workplace_app(context.request, labels)
    if worked is not None and worked not in found:
        found.insert(0, worked)
    arranged = [a for a in labels if ARRANGED_KIND in label_kinds(a)]
    if calendared(context.request) and arranged and arranged[0] not in found:
        found.insert(0, arranged[0])
    shown = shown_source(context.request, shows, len(context.apps))
    shown = shown or (finding_source(context.request, shows) or (None,))[0]
    if shown is not None and shown not in found:
        found.insert(0, shown)
    parts = [c for s in _SENTENCES.split(context.request) for c in _CLAUSES.split(s)]
    web = web_app(parts, labels, set(context.unseen))
    web = web if web is not None and web not in found else None
    if web is not None:
        found.insert(0, web)
    found += [a for a in put_apps(parts, labels) if a not in found]
    found = verb_apps(context.request, labels, clause_apps(context.request, labels, found))
    found = said_apps(context.request, labels, found)
    acting = {a for c in parts if not question(c) for a in found if pointed(c, a)[1]}
    online = web is not None and looked_up_online(parts)
    if not online and (set(found) <= acting or unanswered(context.request, shows, found)):
        asked = asked_source(context.request, shows, len(context.apps), labels, acting)
        if asked is not None and web is not None and asked != web:
            found.remove(web)
        said = {app.label: app.said for app in context.apps}
        asked = asked or speaker_source(context.request, said, acting)
        found = ([asked] if asked is not None and asked not in found else []) + found
    found = (kept_by(context.request, labels, found, shows) if found else []) + found
    held = kept_on_screens(context.request, context.apps)
    found = ([held[0]] if held is not None and held[0] not in found else []) + found
    passed = passed_source(context.request, shows, len(context.apps)) if len(found) == 1 else None
    found = ([passed] if passed and passed not in found else []) + found
    return [by_label[label] for label in found + answered_app(context, found)]


def asked_of(request: str, label: str) -> bool:
    """Whether the request names the app ``label`` (or its kind) only as what it asks ("let
    ann know what browser it was"): the answer's kind, not an app to use; not when the name
    qualifies the noun asked ("what zapline handle does ann use"), nor when it asks which of
    the app's things is in a state ("which zap device is paired", "have i paired")."""
    nouns = {n for kind in label_kinds(label) for n in kinds().get(kind, ()) if " " not in n}
    nouns |= {w.lower() for w in re.findall(r"[\w-]+", label)}
    said = [m for m in re.finditer(r"[\w-]+", request) if m.group(0).lower() in nouns]
    asked = [
        m
        for m in said
        if re.search(r"\b(?:what|which)\s+$", request[: m.start()], re.I)
        and not modifies(request[m.end() :], nouns)
        and not _IN_STATE.match(request, m.end())
    ]
    return bool(said) and len(asked) == len(said)


_IN_STATE = re.compile(r"s?\s+(?:is|are|have i|did i|do i|am i)\s+[a-z]+(?:ed|ing)\b", re.I)
"""A thing asked by the state it is in ("... device is paired", "... devices have i paired")."""


def kept_apps(request: str, labels: list[str]) -> list[str]:
    """The apps that keep the owner's records the request uses without placing them ("my
    flight number", "whats the zapnet gate code?" but not a question that says where to look,
    "the gate my zap train leaves from", "the code zapshop texted me": a noun phrase a clause
    carries, by structure), and the question a clause tells someone the answer of ("text ann
    what time my zap alarm goes off": the app of the kind it names), and the owner's record a
    clause looks up ("check whether my zap lease ...")."""
    said = _SENTENCES.split(request)
    heads = [asked_first(s)[0] for s in said]
    asked = [
        s
        for s, whole in zip(heads, said, strict=True)
        if (s.endswith("?") or (asking(s) and (s != whole or whole != said[-1])))
        and not any(pointed(s, label)[1] for label in labels)
    ]
    facts = [m.group(0) for m in owned_facts(request)]
    facts += passed_things(request, reached)
    facts += [f for s in _SENTENCES.split(request)[:1] for f in (compared(s) or (0, 0, []))[2]]
    kept = [record_app(f, labels) for f in facts + asked]
    for clause in (c.strip() for s in _SENTENCES.split(request) for c in _CLAUSES.split(s)):
        told = asked_within(clause)
        kept.append(asked_app(told["fact"], labels) if told else None)
        said = KEPT_SAYS.match(clause)
        kept.append(record_app(said["record"], labels) if said else None)
        looked = SEEKING.match(clause) and record_noun(clause)
        kept.append(record_app(clause, labels) if looked else None)
        field = _FIELD_SOUGHT.match(clause)
        kept.append(record_app(field["of"], labels) if field else None)
    return list(dict.fromkeys(app for app in kept if app is not None))


def said_apps(request: str, labels: list[str], found: list[str]) -> list[str]:
    """``found`` and the messaging app, when a clause passes something on to a person without
    naming an app ("... send it to rosa kim")."""
    for clause in (c for s in _SENTENCES.split(request) for c in _CLAUSES.split(s)):
        for fact in owned_facts(clause):
            clause = clause.replace(fact.group(0), "")
        said = saying_app(clause, labels)
        named = any(re.search(rf"\b{re.escape(a)}\b", clause, re.IGNORECASE) for a in found)
        if (
            said
            and said not in found
            and not named
            and not any(pointed(clause, a)[1] for a in found)
        ):
            found = [*found, said]
    return found


def clause_apps(request: str, labels: list[str], found: list[str]) -> list[str]:
    """``found`` and the apps single clauses point at strongly that no found app answers: the
    app a clause's verb names ("Text my landlord ...") or where it says something is kept
    ("the blorps are kept in my Zapfiles")."""
    found = list(found)
    for clause in (c for c in _SENTENCES.split(request) for c in _CLAUSES.split(c)):
        cues = {label: pointed(clause, label) for label in labels}
        answered = any(cues[label][0] for label in found)
        strong = [label for label, (_, kept) in cues.items() if kept]
        if strong and not set(strong) & set(found) and (not answered or _kept_in(clause)):
            found.append(strong[0])
    return found


_PUT_IN = re.compile(
    r"\b(?:to|into|onto|in|on)\s+(?:my|our|the)\s+((?:[\w-]+\s+){0,2}[\w-]+)\W*$", re.IGNORECASE
)
"""Where a clause puts something, at its end ("... to my saved places", "... on my list")."""


def put_apps(clauses: list[str], labels: list[str]) -> list[str]:
    """The apps of the kinds the places clauses put things in name ("add X to my saved places"
    -> a maps app), for clauses whose verb puts something."""
    out = []
    for clause in clauses:
        put = _PUT_IN.search(clause) if PASSING.match(clause.strip()) else None
        nouns = put[1].lower().split() if put else []
        kind = next((k for k in map(noun_kind, reversed(nouns)) if k is not None), None)
        app = next((a for a in labels if kind is not None and kind in label_kinds(a)), None)
        out += [app] if app is not None and app not in out else []
    return out


def _kept_in(clause: str) -> bool:
    return bool(PLACE.search(clause.lower()))


_REACHING = frozenset({"mail", "message", "phone"})
"""App kinds whose name is a verb of reaching someone ("email", "text", "call")."""


def verb_apps(request: str, labels: list[str], found: list[str]) -> list[str]:
    """``found`` and each app of reaching someone that a clause's leading verb names ("Email
    my coach (the person I meet in my planner) ...") when the clause's other cues hid it."""
    for clause in (c for s in _SENTENCES.split(request) for c in _CLAUSES.split(s)):
        goal = parse_goal(clause)
        verb = goal.steps[0].clause.split()[0].lower() if goal.steps else ""
        named = [
            a
            for a in labels
            if verb and _REACHING & label_kinds(a) and verb in app_cues(goal, a, clause.lower())[1]
        ]
        found = found + [a for a in named[:1] if a not in found]
    return found


def mentioned(text: str, labels: list[str]) -> list[str]:
    """Labels the text names in any case (a word of 4+ letters may be the start of one, as
    "snap" of "Snapline"), in the order the text names them."""
    tokens = words(text)
    hits: list[tuple[int, str]] = []
    for label in labels:
        label_words = words(label)
        positions = [
            i
            for i, token in enumerate(tokens)
            if token in label_words
            or (len(token) >= 4 and any(w.startswith(token) for w in label_words))
        ]
        if positions and len(label_words) == 1:
            hits.append((positions[0], label))
    return [label for _, label in sorted(hits)]


def by_knowledge(context: AssembleContext) -> list[str]:
    """The app whose learned element functions, or whose experts' capabilities, share the most
    words with the request (at least :data:`MIN_LEARNED_OVERLAP`)."""
    query = content_words(context.request)
    scores = []
    for app in context.apps:
        said = " ".join(app.learned)
        said += " " + " ".join(
            c for p in context.experts if app.label in p.labels for c in p.capabilities
        )
        scores.append((overlap(query, said), app.label))
    best = max(scores, default=(0, ""))
    return [best[1]] if best[0] >= MIN_LEARNED_OVERLAP else []


def clause_cover(request: str, apps: list[InstalledApp]) -> dict[str, str]:
    """App label -> the clauses of the request it covers: each clause goes to the first app it
    points at, a clause pointing at none to the app of the clause before it."""
    labels = [app.label for app in apps]
    parts: dict[str, list[str]] = {}
    current = labels[0]
    for clause in (c for c in _CLAUSES.split(request) if c.strip()):
        pointed = app_candidates(parse_goal(clause), labels) or mentioned(clause, labels)
        current = pointed[0] if pointed else current
        parts.setdefault(current, []).append(clause.strip().rstrip("."))
    return {label: " and ".join(clauses) for label, clauses in parts.items()}


def best_expert(context: AssembleContext, label: str) -> ExpertPortrait | None:
    """The pool expert covering ``label`` whose capabilities share most words with the
    request, then with the best success record."""
    query = content_words(context.request)
    covering = [p for p in context.experts if label.casefold() in map(str.casefold, p.labels)]
    return max(
        covering,
        key=lambda p: (overlap(query, " ".join(p.capabilities)), p.stats.successes, -len(p.apps)),
        default=None,
    )


def _record(expert: ExpertPortrait) -> str:
    stats = expert.stats
    done = f"; {stats.successes}/{stats.tasks} tasks accepted" if stats.tasks else ""
    explored = "" if stats.last_explored else "; not explored yet"
    return done + explored
