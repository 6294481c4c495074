"""Every app the team assembled gets a node: a team member no clause went to is given the
finding clause that is about what its app keeps, instead of that clause going to the app that
then acts on what is found (one node doing both, in the wrong app).

What an app keeps is read from the device, never from words fitted to apps: the request's
words its screens show (the survey, :attr:`ExpertBrief.shows`), else its place in the survey's
ranking of the apps that show the request's telling words (:attr:`PlanTeamContext.shown`).
"""

from __future__ import annotations

from experts.assembly_asked import asked_about
from experts.assembly_records import sent_kind
from experts.assembly_shown import MIN_WORDS
from experts.offline.apps import label_kinds
from memory.lexical import content_words
from planners.asking import SEEKING_VERBS
from planners.sources import named_app, saying_expert
from planners.team import ExpertBrief


def enlisted(
    cut: list,
    owners: list[str],
    given: dict[int, str],
    experts: list[ExpertBrief],
    shown: list[str],
) -> tuple[list[str], dict[str, str]]:
    """``owners`` with each finding clause about what an idle member's app keeps given to that
    member, and why each member got its clauses (name -> reason) for those changed. The
    survey's words overrule where a record's kind says it is kept (``given``), even for a
    clause that is its owner's only one when the member shows two words of what it is about
    (not of the kind of answer) and the owner none, unless the clause says the thing reached
    the owner by the given expert's kind of app ("texted me"); its ranking only decides a
    clause nothing else placed."""
    out, reasons = list(owners), {}
    for member in experts:
        if member.name in out:
            continue
        for i, (verb, clause, _) in enumerate(cut):
            if verb not in SEEKING_VERBS or named_app(clause, experts):
                continue
            if i in given and _sent_there(clause, out[i], experts):
                continue
            said = set(content_words(clause))
            shows = bool(set(member.shows) & said)
            if not shows and (i in given or not _ranked(member, out[i], experts, shown)):
                continue
            acting = [o for j, o in enumerate(out) if j != i]
            owner = [e for e in experts if e.name == out[i]]
            strong = len(set(member.shows) & set(content_words(asked_about(clause)))) >= MIN_WORDS
            unshown = strong and not any(set(e.shows) & said for e in owner)
            if out[i] not in acting and out[i] is not None and not unshown:
                continue
            reasons[member.name] = _reason(member, clause)
            out[i] = member.name
            break
    return out, reasons


def _sent_there(clause: str, owner: str | None, experts: list[ExpertBrief]) -> bool:
    """Whether the clause says the thing reached the owner by the kind of app its given
    expert runs ("the code bo texted me", given to the messaging expert): no screen's words
    move it elsewhere."""
    kind = sent_kind(clause)
    return kind is not None and any(
        kind in label_kinds(a) for e in experts if e.name == owner for a in e.apps
    )


def _ranked(
    member: ExpertBrief, owner: str | None, experts: list[ExpertBrief], shown: list
) -> bool:
    """Whether the survey ranks ``member``'s app above the app of the clause's owner."""
    rank = {label: i for i, label in enumerate(shown)}
    mine = min((rank[a] for a in member.apps if a in rank), default=None)
    theirs = [rank.get(a, len(shown)) for e in experts if e.name == owner for a in e.apps]
    return mine is not None and mine < min(theirs, default=len(shown))


def _reason(member: ExpertBrief, clause: str) -> str:
    said = [w for w in member.shows if w in set(content_words(clause))]
    shows = f"its screens show {', '.join(said)}" if said else "the survey ranks it first"
    return f"{member.apps[0]} keeps what '{clause}' asks: {shows}"


def placed_why(
    cut: list, owners: list[str], given: dict[int, str], experts: list[ExpertBrief], moved: dict
) -> list[str]:
    """Why each clause went to its owner's app, in words ``mobilexperts plan`` shows."""
    apps = {e.name: e.apps[0] for e in experts if e.apps}
    out = []
    for i, (verb, clause, _) in enumerate(cut):
        owner = owners[i]
        app = apps.get(owner, owner or "")
        if owner in moved and f"'{clause}'" in moved[owner]:
            out.append(moved[owner])
        elif named_app(clause, [e for e in experts if e.name == owner]):
            out.append(f"the clause names {app} by its verb or where it says the thing is kept")
        elif saying_expert(clause, experts) == owner:
            out.append(f"the clause passes something on to a person; {app} sends messages")
        elif i in given and verb in SEEKING_VERBS:
            out.append(f"{app} keeps the kind of record the clause asks about")
        elif i and owners[i - 1] == owner:
            out.append(f"it goes on from the clause before, in {app}")
        else:
            out.append(f"the clause's words point at {app}")
    return out
