"""The offline handler of ``plan_team``: a request read as clauses, each given to the expert
whose app it needs, and keys derived from what one clause finds and a later one uses.

"Find X ... then send it to Y": the finding clause's expert produces a key named for X, and the
pronoun of the later clause becomes its ``{placeholder}``. "Text the gym's zap code to Y":
a property the request does not spell out comes from the nearest earlier finding clause. Only
generic English cues are used; apps are matched by their labels and kinds, never by name here.
"""

from __future__ import annotations

import re

from experts.assembly_saying import SAYING
from experts.offline.app_verbs import app_verb_clauses
from experts.offline.apps import app_cues
from experts.offline.found_first import found_first
from experts.offline.goal import parse_goal
from experts.offline.insitu import fronted
from experts.offline.mailed import fielded_mail
from experts.offline.shorthand import in_full
from memory.lexical import content_words
from memory.pool import Key
from mobilexperts.llm.offline import context_of, offline_handler
from mobilexperts.llm.types import ModelRequest
from planners.asking import SEEKING_VERBS, asks, field_asked, question
from planners.bound import bind_people, bind_places, owned_referred, reaches_found
from planners.calendared import calendar_put
from planners.clauses import JOINERS, clauses
from planners.coverage import covered
from planners.derived import derived_plan
from planners.enlisted import enlisted, placed_why
from planners.follow import follow_owners
from planners.found_there import placed_question
from planners.groups import PRONOUN, THERE, fact_finder, source_of, value_found
from planners.items import per_item, split_items
from planners.keys import PERSON_USE, key_for
from planners.plan import PlanNode, PlanSpec
from planners.recipients import each_person
from planners.sentences import as_clauses, described, reached
from planners.sources import (
    PERSON_VERB,
    SOUGHT,
    best_expert,
    fact_clauses,
    passed_on,
    sourced_clauses,
)
from planners.team import ExpertBrief, PlanTeamContext
from planners.think import thinking
from planners.wording import its_thing, pasted, placed, then_as_time, told, writes, written

CANDIDATES = 3
"""Other apps a finding node lists where a re-plan may look next."""
_HAND_OVER = re.compile(r"^(?:share|forward|pass)\s+(\"?\{\w+\}\"?)\s+with\s+", re.IGNORECASE)
"""Handing found data to someone ("share it with Rosa") is sending it to them."""
_WHAT_IT_SAYS = re.compile(
    r"\bwhat (?:it|they|that|this) (?:says|said|is|was|are|were)\b", re.IGNORECASE
)
"""What a thing found says, told as a whole ("tell ann what it says"): the value found."""
_SAID_THAT = re.compile(r"\b(?:that|asking|saying|telling)\b", re.IGNORECASE)
"""What someone is told ("text Ann that I'll zap it", "email bo asking if i can zorb it"):
its words are the message's own."""
_PUT_AS = re.compile(
    r"\b(?:add|put|save) (?:it|this|that) (?:to|in|on|into) (?:my|the) [\w-]+ as \"[^\"]+\"",
    re.IGNORECASE,
)
"""A thing found put somewhere under a name ('add it to my calendar as "Run"'), at the time
the finding clause asked for."""
_TITLED = re.compile(r"\b(titled|called|named) (?:with |as )?(\{\w+\})")
"""A found value a thing is named with, written as its quoted name ('titled "{title}"')."""
_FOUND_FIELDS = (
    r"day|date|time|place|number|address|code|price|amount|total|name|password|link|figure|"
    r"answer|reason|info|details?|value|list|room|location|hours"
)
"""What a thing found is called when a later clause points back at it ("text that number")."""
_DETERMINERS = frozenset({"that", "this", "those", "these"})
_NOT_POINTING = re.compile(
    r"(?:that|this|those|these)\s+(?!(?:to|in|on|at|with|for|and|or|from|by|as|one|down|up|out|"
    r"off|over|back|away|again|now|please|here|there|too|somewhere|"
    rf"{_FOUND_FIELDS})\b)[a-z]+\b"
    r"|(?:it|them)\b[^\"]*\bas\s+\"",
    re.IGNORECASE,
)
"""A pronoun-like word that points at no found value: a determiner ("check in for that
flight") or a thing renamed where it is put ("add it to my calendar as \"Run\"")."""
_MADE_INTO = re.compile(r"\b(?:make|turn)\s+(?:that|this)\s+(?:into\s+)?an?\b", re.IGNORECASE)
"""The found value made into a thing ("make that an alarm"): "that" points at it."""
_POSSESSIVE = re.compile(
    r"\bthe ((?:[a-z]+ ){0,2}?[a-z]+)['\u2019]s ((?:[A-Za-z]+ ){0,4}?[A-Za-z]+)"
    r"(?=\s+(?:to|at|in|on|with|for|by|via)\b|\s+and\s+[a-z]+\s+(?:one|a|an|the|its?|them)\b"
    r"|[,.;]|$)"
)
_PROPERTY = re.compile(
    r"\b(?:the|its|their|her|his) (?P<what>(?:[a-z]+ ){0,2}?(?:address|time|date|day|number|"
    r"password|"
    r"code|name|rating|price|amount|total|cost|title|place|location|hours|room))"
    r"(?: of (?:it|them|that|this|"
    r"(?:the|my|our|their|its) (?P<of>(?:[a-z]+ ){0,3}?[a-z]+)))?"
    r"(?: (?:she|he|they|it) (?:gave|said|named|mentioned|suggested|wrote))?"
    r"(?=\s+(?:to|at|in|on|with|for|by|via|as)\b|[,.;]|$)"
)
"""A property of what an earlier clause found ("the address", "the hour of the checkup")."""
_WHERE_FOUND = re.compile(r"^find out where\b", re.IGNORECASE)
"""A finding clause that asks where something is: what a later clause looks up of it ("look up
its address") is a property of the place found, not the value found itself."""
_WHO = re.compile(r"\bwho(?:se|m)?\b", re.IGNORECASE)
_SOMEONE_FOUND = re.compile(r"\b(?:him|her)\b", re.IGNORECASE)
"""A person an earlier clause asked who they are, reached again ("who lent it? call her")."""
_ANSWER = re.compile(r"^(?:reply|respond|answer|write back)\b(?!\s+to\b)", re.IGNORECASE)
"""A reply that names nobody ("reply "see you"") after a node that found someone: to them."""
_BARE_TELL = re.compile(
    r"^(?P<verb>text|email|e-mail|mail|message|tell|let|(?:reply|respond|write\s+back)\s+to)\s+"
    r"(?P<who>(?:(?!(?:it|them|that|this|know)\b)"
    r"[\w'-]+\s*){1,3}?)(?:\s*know)?"
    r"(?:\s+(?:by|via|over|in an?)\s+(?:text|sms|message|e-?mail|mail))?\s*$",
    re.IGNORECASE,
)
"""A clause that reaches someone and tells them nothing of its own ("email bo chan", "let bo
know", "let bo know by text", "reply to bo"): after a finding clause, it tells them what was
found."""
_WRITES_TO = re.compile(r"^(?:e-?mail|mail|post|reply|write|message|dm)\b", re.IGNORECASE)
"""A clause that writes to someone or for all ("email bo ...", "post ..."): a number it
passes on is its message, quoted like a text's."""
_RECORD_OPENED = re.compile(
    r"^(?:read|open|check|see|look(?:\s+(?:at|through))?|go\s+through|pull\s+up)\s+", re.I
)
"""The words that open a record ("read bo's zorb email" -> "bo's zorb email")."""
_TOLD_WH = re.compile(
    r"^(?:text|email|e-mail|mail|message|tell|let)\s+(?:(?!(?:what|when|where|which|who|how)\b)"
    r"[\w'.-]+\s+){1,3}?(?:know\s+)?(?P<wh>(?:what|when|where|which|who|how)\b.+?)[.?!]*$",
    re.IGNORECASE,
)
"""A clause that tells someone the answer to a question ("text bo what time ann zorbed"): after
a clause that reads a record and finds nothing named, the record answers it."""


_CONTINUED = re.compile(
    r"^(?:download|open|save)\s+(?:it|them|its|their)\b"
    r"(?!.*\b(?:to|into|in|on|as)\s+(?:my|the|a|an)\b)",
    re.IGNORECASE,
)
"""A clause that takes the thing the one before it found where it was found ("download its
PDF"): the app the file lands in is not where it is done; not one that puts it somewhere
("save its address as a note")."""


def _bound(cut: list[tuple[str, str, str]], experts: list[ExpertBrief], apart: int = 0) -> list:
    """Join a clause that acts on what the one before it found ("look X up and text them")
    to that clause when neither names its app, or that takes the found thing where it is
    ("find X and save its file"): one expert does both, as one person would. The first
    ``apart`` clauses (sentences of their own in the request) are not joined."""
    out: list[tuple[str, str, str]] = []
    for verb, clause, span in cut:
        if len(out) > apart and (
            _CONTINUED.match(clause)
            or (
                PRONOUN.search(clause)
                and not (_named(out[-1][1], experts) or _named(clause, experts))
                and not passed_on(out[-1][1], clause, experts)
            )
        ):
            before_verb, _, before_span = out.pop()
            span = before_span + span
            out.append((before_verb, JOINERS.sub("", span).rstrip(". "), span))
            continue
        out.append((verb, clause, span))
    return out


def _named(clause: str, experts: list[ExpertBrief]) -> bool:
    """Whether the clause points at one of the team's apps, by its label or its kind."""
    goal, lowered = parse_goal(clause), clause.lower()
    return any(app_cues(goal, label, lowered)[0] for e in experts for label in e.apps)


def plan_offline(context: PlanTeamContext) -> PlanSpec:
    """One node per run of clauses that need the same expert; keys where data flows."""
    derived = derived_plan(context, plan_offline)
    if derived is not None:
        return derived
    experts = context.experts
    shown = [label for e in experts for label in e.apps]
    typed = app_verb_clauses(
        fielded_mail(placed_question(fronted(found_first(in_full(context.request))))),
        shown,
    )
    text, found = as_clauses(typed)
    text, people = described(reached(text))
    found += len(people)
    cut, sourced = sourced_clauses(_bound(clauses(text), experts, found), experts)
    cut, sourced, facts = fact_clauses(cut, experts, sourced)
    cut, sourced, alone = split_items(cut, sourced)
    owners = [
        sourced.get(i) or best_expert(clause, experts) for i, (_, clause, _) in enumerate(cut)
    ]
    known = [o for o in owners if o is not None]
    fallback = known[0] if known else experts[0].name
    for i, owner in enumerate(owners):
        owners[i] = owner or (owners[i - 1] if i else fallback)
    owners = follow_owners(cut, owners, sourced, experts)
    owners, moved = enlisted(cut, owners, sourced, experts, context.shown)
    why = placed_why(cut, owners, sourced, experts, moved)
    groups: list[dict] = []
    for i, ((verb, clause, span), owner) in enumerate(zip(cut, owners, strict=True)):
        found = any(f"{{{key.name}}}" in clause for key in facts)
        passed = bool(groups) and value_found(groups[-1]) and bool(PRONOUN.search(clause))
        apart = i in alone or found or passed or (groups and groups[-1]["times"])
        if groups and groups[-1]["expert"] == owner and not apart:
            groups[-1]["spans"].append(span)
            groups[-1]["clauses"].append(clause)
            groups[-1]["verbs"].append(verb)
        else:
            groups.append(
                {"expert": owner, "clauses": [clause], "verbs": [verb], "spans": [span]}
                | {"times": alone.get(i, 0), "why": why[i]}
            )
    nodes = [
        PlanNode(
            id=f"n{i + 1}",
            expert=g["expert"],
            subtask=_subtask(g["spans"]),
            times=max(g["times"], 1),
            reason=g["why"],
        )
        for i, g in enumerate(groups)
    ]
    taken: set[str] = set()
    for i in range(1, len(nodes)):
        source = source_of(groups, i)
        if source is None or reaches_found(nodes[source], nodes[i], people):
            continue
        if fact_finder(groups, i, facts):
            continue
        if source == i - 1 and fact_finder(groups, source, facts):
            continue
        _link(nodes[source], groups[source], nodes[i], groups[i]["clauses"][0], taken)
    bind_places(nodes, taken, facts)
    bind_people(nodes, people, taken)
    labels = {e.name: e.apps[0] for e in experts if e.apps}
    for node, group in zip(nodes, groups, strict=True):
        if node.produces and len(group["verbs"]) == 1 and asks(group, node.produces[0]):
            node.subtask = question(node.subtask, node.produces, labels.get(node.expert, ""))
        elif node.produces and len(group["verbs"]) == 1:
            node.subtask = field_asked(node.subtask, node.produces[0], labels.get(node.expert, ""))
    nodes = thinking(each_person(per_item(nodes)), taken)
    for i, node in enumerate(nodes):
        node.id = f"n{i + 1}"
        app = labels.get(node.expert, "")
        if node.device and node.produces:
            node.candidates = [a for a in context.shown if a != app][:CANDIDATES]
        if node.device and len(nodes) > 1:
            node.subtask = placed(told(written(pasted(node.subtask)), app), app)
    used = {node.expert for node in nodes}
    left = [
        f"{e.name} has no node: no clause is about its app" for e in experts if e.name not in used
    ]
    reasoning = "; ".join(["clauses assigned to the expert of the app they name", *left])
    return covered(PlanSpec(nodes=nodes, reasoning=reasoning), context)


def _subtask(spans: list[str]) -> str:
    """A node's subtask: its clauses as the request words them."""
    return JOINERS.sub("", "".join(spans)).strip()


def _link(
    source: PlanNode, group: dict, target: PlanNode, target_clause: str, taken: set[str]
) -> None:
    """Make ``target`` need what ``source`` finds, if its first clause refers back to it."""
    text = target.subtask
    finding = next(
        (c for c, v in zip(group["clauses"], group["verbs"], strict=True) if v in SEEKING_VERBS),
        group["clauses"][-1],
    )
    text, target_clause = then_as_time(finding, text), then_as_time(finding, target_clause)
    owned = owned_referred(finding, target_clause)
    if owned is not None:
        key = key_for("", taken, hint=owned)
        key = Key(name=key.name, type="contact" if PERSON_VERB.match(text) else "text")
        target.subtask = re.sub(rf"\bmy {owned}\b", "{" + key.name + "}", text, count=1)
        taken.add(key.name)
        source.produces.append(key)
        target.needs.append(key)
        return
    event = calendar_put(finding, target_clause)
    if event is not None:
        key = key_for(finding, taken, hint=f"{event.title} time")
        rest = f" {event.rest}" if event.rest else ""
        target.subtask = f'create an {event.kind} titled "{event.title}" on {{{key.name}}}{rest}'
        taken.add(key.name)
        source.produces.append(key)
        target.needs.append(key)
        return
    possessive = _POSSESSIVE.search(text)
    prop = _PROPERTY.search(target_clause)
    pronoun = PRONOUN.search(target_clause) or _WHAT_IT_SAYS.search(target_clause)
    if pronoun is None and _WHO.search(finding) and PERSON_USE.search(target_clause):
        pronoun = _SOMEONE_FOUND.search(target_clause)
    if pronoun and PERSON_VERB.match(text) and _SAID_THAT.search(target_clause[: pronoun.start()]):
        pronoun = None
    pointing = _MADE_INTO.search(target_clause)
    if pronoun and _NOT_POINTING.match(target_clause, pronoun.start()) and not pointing:
        pronoun = None
        put = _PUT_AS.search(text)
        if put and re.search(r"\bwhen\b", finding, re.IGNORECASE):
            key = key_for(finding, taken)
            target.subtask = f"{text[: put.end()]} on {{{key.name}}}{text[put.end() :]}"
            taken.add(key.name)
            source.produces.append(key)
            target.needs.append(key)
            return
    if prop and pronoun and pronoun.start() < prop.start():
        prop = None
    found = key_for(finding, taken)
    if possessive and possessive.group(1).split()[-1] == found.name:
        value = f"the {possessive.group(2)} of {{{found.name}}}"
        target.subtask = text.replace(possessive.group(0), value, 1)
        taken.add(found.name)
        source.produces.append(found)
        target.needs.append(found)
        return
    if prop and _WHERE_FOUND.match(finding) and SOUGHT.match(target_clause) and not pronoun:
        key = key_for(finding, taken, hint="place")
        of = f"the {prop['what']} of {{{key.name}}}"
        target.subtask = text.replace(prop.group(0), of, 1)
        taken.add(key.name)
        source.produces += [] if key in source.produces else [key]
        target.needs.append(key)
        return
    if possessive and not possessive.group(1)[:1].isupper():
        key = key_for(text, taken, hint=possessive.group(2))
        placeholder = possessive.group(0)
        thing = set(content_words(possessive.group(2)))
        about = thing <= set(content_words(" ".join(group["clauses"])))
        if not any(v in SEEKING_VERBS for v in group["verbs"]) or not about:
            source.subtask += f", then find {placeholder}"
    elif prop:
        named = prop["what"].split()[-1] == "name" and prop["of"]
        what = prop["of"].split()[-1] if named else prop["what"]
        hint = key_for(text, set(), hint=what)
        known = [k for k in source.produces if k.type == hint.type]
        of = set(content_words(f"{what} {prop['of'] or ''}"))
        key = next((k for k in known if of & set(k.name.split("_"))), None) or key_for(
            text, taken, hint=what
        )
        placeholder = prop.group(0)
        if key in source.produces:
            source.produces.remove(key)
    elif pronoun:
        key = key_for(finding, taken, use=text)
        listed = [k for k in source.produces if k.type == "list"]
        key = listed[0] if key.type == "list" and listed else key
        if its_thing(source, target, key):
            taken.add(key.name)
            return
        said = _WHAT_IT_SAYS.search(text)
        placeholder = said.group(0) if said else pronoun.group(0)
        when = re.search(rf"\b{placeholder}\s+(?:day|date|time)\b", text)
        placeholder = when.group(0) if key.type == "date" and when else placeholder
        field = re.search(rf"\b{placeholder}\s+(?:{_FOUND_FIELDS})\b", text)
        placeholder = field.group(0) if field and placeholder in _DETERMINERS else placeholder
    elif THERE.search(target_clause):
        key, placeholder = key_for(text, taken, hint="place"), "there"
    elif _ANSWER.match(text) and any(k.type == "contact" for k in source.produces):
        person = next(k for k in source.produces if k.type == "contact")
        target.subtask = _ANSWER.sub(lambda m: f"{m[0]} to {{{person.name}}}", text, count=1)
        target.needs += [] if person in target.needs else [person]
        return
    elif _BARE_TELL.match(text):
        key = key_for(finding, taken, use=text)
        bare = _BARE_TELL.match(text)
        verb = {"let": "tell", "mail": "email"}.get(bare["verb"].lower(), bare["verb"])
        text = f"{verb} {bare['who'].strip()} {'with it' if verb.endswith(' to') else 'it'}"
        placeholder = "it"
    elif (told := _TOLD_WH.match(text)) is not None and not source.produces:
        key = key_for(f"find out {told['wh']}", taken)
        record = _RECORD_OPENED.sub("", source.subtask, count=1)
        source.subtask = f"find out {told['wh']} in {record}"
        placeholder = told["wh"]
    else:
        return
    slot = re.search(rf"\b(?:at|on|before|after|by)\s+{re.escape(placeholder)}\b", text)
    said = writes(text) or bool(SAYING.match(text))
    told = key.type == "number" and (SAYING.match(text) is not None or _WRITES_TO.match(text))
    quoted = (key.type in ("text", "list", "date") or told) and said and not slot
    value = f'"{{{key.name}}}"' if quoted else f"{{{key.name}}}"
    value = f"to {value}" if placeholder == "there" else value
    filled = re.sub(rf"\b{re.escape(placeholder)}\b", lambda _: value, text, count=1)
    filled = _TITLED.sub(r'\1 "\2"', filled, count=1)
    target.subtask = _HAND_OVER.sub(r"Send \1 to ", filled, count=1)
    taken.add(key.name)
    source.produces += [] if key in source.produces else [key]
    target.needs.append(key)


@offline_handler("plan_team")
def plan_team_offline(request: ModelRequest[PlanSpec]) -> PlanSpec:
    """The offline answer of ``plan_team`` (see the module docstring)."""
    return plan_offline(context_of(request, PlanTeamContext))
