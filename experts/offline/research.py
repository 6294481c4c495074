"""A search that found nothing, tried once more with the named thing's longest word: an app's
search box often matches a name, not a phrase ("zapton" finds "Trip: Zapton, Apr 3", "zapton
trip" nothing); a question about a thing it names in plain words ("when does blue quorn
close") searched by those words; and a question given up once its app was gone through and
reopened in vain."""

from __future__ import annotations

import re

from experts.offline.base import decision, tap
from experts.offline.folders import own_tab
from experts.offline.goal import Goal
from experts.offline.grounded import ASKED, PICKED
from experts.offline.lexicon import not_nouns
from experts.offline.person_detail import FIELD_WORDS
from experts.offline.plan import Plan
from experts.offline.view import (
    NOTHING,
    Element,
    View,
    center_y,
    el_text,
    el_title,
    el_words,
    inside,
)
from experts.offline.words import RANKINGS, contains_phrase, stem, stems, words
from experts.schemas import Decision
from mobilexperts.operations import Stop, Text

REOPENS = 2
"""A question's app opened this often with nothing found: what is asked is not kept there."""
SEARCH = stems("search")
MIN_QUERY = 2
"""A search of one word is matched whole by its results, or not at all."""
TOKEN = re.compile(r"[\w'\u2019-]+")
POSSESSIVE = re.compile(r"['\u2019]s$", re.IGNORECASE)
DETAILS = stems(" ".join(FIELD_WORDS))
"""A person's details ("email", "birthday"): what is asked of the person, not whom."""
WANTING = stems("need want")
TELLING = stems("say said says tell told tells write wrote mention mentioned")
"""How something was said ("what I say I'd bring"): how it is kept, not what it is about."""
SAID_BY = re.compile(r"^(?:i|we|you|he|she|they|it)['\u2019]\w+$", re.IGNORECASE)
"""A pronoun with its verb typed on ("I'd", "we're"): who says it, not what about."""
RANKED = frozenset(words(" ".join(RANKINGS)))
"""Superlatives ("cheapest", "top-rated"): how the question picks among rows, not what it names."""
ASKED_NOUN = re.compile(
    r"^\W*(?:how\s+(?:much|many)|what|which)\s+([\w-]+(?:\s+[\w-]+){0,2}?)\s+"
    r"(?:do|does|did|is|are|was|were|has|have|had|will|would|can|could|should)\b",
    re.IGNORECASE,
)
"""The noun a question asks an amount or kind of, before its verb ("how much zap cover does
my quorn plan have"): what is asked, not the thing that has it (searched for instead)."""


def search_again(view: View, plan: Plan) -> Decision | None:
    """In a search field whose results say nothing was found for the named thing, search its
    longest word alone, then each other word but its last, once (a box matching one name finds
    "zed" where "zed quorn" and "quorn" find nothing; the last word, the head noun of "blorp
    invoice", says only what kind of thing it is); a thing of one word ending in "s", that word
    without the "s" (a possessive typed without its apostrophe, "like zeds zap")."""
    target = plan.target
    said = target.split() if target else []
    if not said or not any(NOTHING.search(el_text(e)) for e in view.content):
        return None
    typed = [h.operation.content for h in view.history if h.operation.kind == "text"]
    typed += [target] if shown_search(view, target) else []
    if target not in typed:
        return None
    fields = [f for f in view.fields if any(view.field_holds(f, t) for t in typed)]
    alone = sorted((w for w in said if words(w)), key=len, reverse=True)
    alone = alone[:1] + [w for w in said[:-1] if words(w) and w not in alone[:1]]
    untried = [w for w in alone if w not in typed] if len(said) > 1 else [unowned(target)]
    word = untried[0] if untried else None
    if not fields or word is None or word in typed:
        return None
    return decision(
        f"Nothing was found for {target!r}; search {word!r} alone.",
        Text(content=word, index=fields[0].index, submit=True),
        "results for it appear",
    )


def shown_search(view: View, said: str) -> bool:
    """Whether the screen shows a search of ``said`` done: a field holding it and a text saying
    nothing was found (a search typed again changes nothing there; the screen may have been
    left so by a run before)."""
    return any(view.field_holds(f, said) for f in view.fields) and any(
        NOTHING.search(el_text(e)) for e in view.content
    )


def unowned(word: str) -> str | None:
    """A word typed with a possessive "s" and no apostrophe ("danas" for "dana's"), without
    it: a search box matches the name, not the name and the "s"; None for a word that could
    not be one (shorter than four letters, or ending in "ss")."""
    if len(word) < 4 or not word.lower().endswith("s") or word.lower().endswith("ss"):
        return None
    return word[:-1]


def not_found_here(goal: Goal, view: View) -> Decision | None:
    """Stop undone, saying so, when a question found nothing in an app opened ``REOPENS``
    times and nothing on screen leads on (another app may keep it: the team asks there)."""
    opened = sum(h.operation.kind == "open_app" for h in view.history)
    if not goal.wants_answer or goal.steps[1:] or opened < REOPENS:
        return None
    message = "Nothing in this app shows what is asked, gone through and reopened: not found."
    return decision(message, Stop(done=False, answer=message), "the question is left open")


def open_result(view: View) -> Decision | None:
    """On the results of a search of several words none of which rows shows them whole, open
    the result whose title shares most of them (at least half; the top one of a tie), once."""
    typed = [
        h.operation.content
        for h in view.history
        if h.operation.kind == "text" and h.package == view.package
    ]
    if not typed or not any(view.field_holds(f, typed[-1]) for f in view.fields):
        return None
    query = set(words(typed[-1]))
    rows = [e for e in view.actionable if e.in_list and view.tapped_here(e) == 0]
    if len(query) < MIN_QUERY or any(contains_phrase(el_text(e), typed[-1]) for e in rows):
        return None
    scored = [(len(set(words(el_title(e))) & query), -center_y(e), e) for e in rows]
    shared, _, best = max(scored, key=lambda s: s[:2], default=(0, 0, None))
    if best is None or 2 * shared < len(query):
        return None
    return tap(best, "the result sharing most of the words searched", "the result opens")


def subject(goal: Goal, view: View) -> str | None:
    """The longest run of the question's words that says which thing it is about: words it
    asks with, less those that say what it asks (a time, "close", a person's detail), that it
    wants ("need"), how it ranks ("cheapest"), how it was said ("say", "I'd") and the app's;
    an owner ("zed's") ends the run, its "'s" left out; the noun asked before the verb
    ("how much zap cover does ...") is no subject when another run follows."""
    keep = set(goal.focus) - ASKED - view.app_words - DETAILS - WANTING - RANKED - TELLING
    runs: list[list[str]] = [[]]
    for token in TOKEN.findall(goal.instruction):
        owner = POSSESSIVE.sub("", token)
        if stem(owner.lower()) in keep and not SAID_BY.match(token):
            runs[-1].append(owner)
            if owner != token:
                runs.append([])
        elif runs[-1]:
            runs.append([])
    runs = [r for r in runs if r]
    asked = ASKED_NOUN.match(goal.instruction)
    if asked and len(runs) > 1 and runs[0] == asked.group(1).split():
        runs = runs[1:]
    best = max(runs, key=len, default=[])
    return " ".join(best) if best else None


def search_asked(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """For a question that names no thing by a name, search its subject in the app's search
    field (opened first when it is behind a button), once; not for one picking its thing by
    its place or mark ("the latest"), nor for a record of one's own seen in its own tab."""
    named = [n for n in goal.names if n not in view.ctx.apps]
    if not goal.wants_answer or plan.target or named or goal.steps[1:]:
        return None
    if set(words(goal.instruction)) & PICKED or own_tab(goal, view):
        return None
    said = subject(goal, view)
    if said is None or said in view.typed:
        return None
    return search_typed(view, said, "what the question is about")


def search_typed(view: View, said: str, about: str) -> Decision | None:
    """Type ``said`` into the screen's search field, or open search when it is behind a button
    not yet tapped here; ``about`` says what is searched for, in the reasons."""
    fields = [f for f in view.fields if view.field_words(f) & SEARCH]
    if fields:
        return decision(
            f"Search for {about}: {said!r}.",
            Text(content=said, index=fields[0].index, submit=True),
            "results for it appear",
        )
    buttons = [e for e in view.actionable if el_words(e) & SEARCH and view.tapped_here(e) == 0]
    if buttons:
        return tap(buttons[0], f"open search to find {about}", "a search field opens")
    return None


def head_word(said: str) -> str | None:
    """The word of a searched phrase that names its thing: its last noun ("brass hinge" ->
    "hinge"), English putting a noun phrase's head at its end."""
    nouns = [w for w in said.split() if words(w) and w.lower() not in not_nouns()]
    return nouns[-1] if nouns else None


def _shorter_queries(said: str) -> list[str]:
    """The words of a searched phrase to search alone, the head word first, then the others
    naming things before those naming doings ("zorb tuning": "tuning", then "zorb")."""
    head = head_word(said)
    others = sorted(
        (w for w in said.split() if w != head and words(w) and w.lower() not in not_nouns()),
        key=lambda w: (w.lower().endswith("ing"), -len(w)),
    )
    return [w for w in [head, *others] if w]


def subject_again(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """In a search field whose results say nothing was found for a question's subject of
    several words, search its head word alone, then one other of its words, once each: a
    record names its thing shorter than a question does ("the brass hinge of my shed" is
    kept as "Hinge: ...", "zorb tuning" as "Tune your zorb")."""
    said = subject(goal, view) if goal.wants_answer and not plan.target else None
    if said is None or len(said.split()) < MIN_QUERY or said not in view.typed:
        return None
    if not any(NOTHING.search(el_text(e)) for e in view.content):
        return None
    fields = [f for f in view.fields if any(view.field_holds(f, t) for t in view.typed)]
    word = next((w for w in _shorter_queries(said) if w not in view.typed), None)
    if not fields or word is None or len(set(view.typed) & set(_shorter_queries(said))) >= 2:
        return None
    return decision(
        f"Nothing was found for {said!r}; search {word!r}, the thing it names.",
        Text(content=word, index=fields[0].index, submit=True),
        "results for it appear",
    )


def open_found(goal: Goal, view: View) -> Decision | None:
    """On the results of a question's own search in this app, open the result showing every
    word searched (in its title, its preview or a text inside it) and most of the question's
    words, the top one of a tie; a result tapped here, or opened, read and left, is not opened
    again."""
    typed = [
        h.operation.content
        for h in view.history
        if h.operation.kind == "text" and h.package == view.package
    ]
    if not goal.wants_answer or not typed:
        return None
    if not any(view.field_holds(f, typed[-1]) for f in view.fields):
        return None
    searched, focus = set(words(typed[-1])), set(goal.focus)
    shown = {e.index: _row_words(view, e) for e in view.actionable if e.in_list}
    rows = [
        e
        for e in view.actionable
        if e.in_list
        and searched <= shown[e.index]
        and view.tapped_here(e) == 0
        and not view.read_and_left(e)
    ]
    if not searched or not rows:
        return None
    best = max(rows, key=lambda e: (len(shown[e.index] & focus), -center_y(e)))
    return tap(best, "the result showing what was searched", "the result opens")


def _row_words(view: View, row: Element) -> set[str]:
    """A result row's words and those of the texts laid out inside it (its maker, its line)."""
    return el_words(row).union(*(el_words(e) for e in view.content if inside(e, row)))


def searched_on(goal: Goal, view: View, plan: Plan) -> Decision | None:
    """The next step of a search when the named thing is not in sight: the named thing's
    longest word after nothing was found, the question's subject in plain words (then its
    head word alone), the result sharing most of the words searched, or one showing them
    all."""
    return (
        search_again(view, plan)
        or search_asked(goal, view, plan)
        or subject_again(goal, view, plan)
        or open_result(view)
        or open_found(goal, view)
    )
