"""The offline policy's decide handler: a rule-based stand-in for a model over the structured
screen context.

Rules run in order; the first that applies decides. They match the request's words (read through
the lexicon), quoted values and verbs against element text, content-desc, resource-id words and
the history; apps are known by their launcher labels. When no rule applies, or no installed app
fits the request, it stops undone and says so.
"""

from __future__ import annotations

from experts.context import DecideContext
from experts.offline.app_verbs import posted_in_app
from experts.offline.apps import app_candidates
from experts.offline.asked import referent
from experts.offline.base import Rule, decision
from experts.offline.chooser import pick_named
from experts.offline.contents import held_items
from experts.offline.fields import toward_field
from experts.offline.folders import own_records
from experts.offline.goal import Goal, parse_goal
from experts.offline.handoff import share_out
from experts.offline.hints import with_hints
from experts.offline.kept import unkeep
from experts.offline.namesakes import SEVERAL, namesakes
from experts.offline.nobody import NOBODY, nobody_named
from experts.offline.ordinal_rows import ordinal_row
from experts.offline.plan import Plan
from experts.offline.properties import toward_property
from experts.offline.refusals import answer_refusal
from experts.offline.relay import relayed_code
from experts.offline.rules_bulk import each_item
from experts.offline.rules_compare import newest_by_details
from experts.offline.rules_count import count_where_added, stepped_count
from experts.offline.rules_done import answer
from experts.offline.rules_finished import finished
from experts.offline.rules_flow import (
    cant_tell,
    modal,
    open_app,
    resumed_inside,
    toggle,
    wait_for_loading,
)
from experts.offline.rules_form import (
    fill_fields,
    open_form,
    pick_suggestion,
    see_form_rest,
    submit,
    tick_options,
)
from experts.offline.rules_group import rest_of_group
from experts.offline.rules_level import set_level
from experts.offline.rules_list import in_the_list, refine
from experts.offline.rules_lists import open_said_list
from experts.offline.rules_memory import note_facts, remember
from experts.offline.rules_nav import act_on_target, navigate
from experts.offline.rules_refused import lift_refused
from experts.offline.rules_tally import tally
from experts.offline.rules_tick import tick_named
from experts.offline.rules_tools import use_tool
from experts.offline.searched_who import searched_who
from experts.offline.spans import keep_span
from experts.offline.unanswered import unanswered_message
from experts.offline.view import View
from experts.schemas import Decision
from mobilexperts.llm.offline import context_of, offline_handler
from mobilexperts.llm.types import ModelRequest
from mobilexperts.operations import Stop, Think

RULES: tuple[Rule, ...] = (
    answer_refusal,
    use_tool,
    wait_for_loading,
    keep_span,
    nobody_named,
    searched_who,
    namesakes,
    unanswered_message,
    fill_fields,
    lift_refused,
    set_level,
    modal,
    resumed_inside,
    open_app,
    own_records,
    cant_tell,
    tally,
    ordinal_row,
    held_items,
    open_said_list,
    remember,
    note_facts,
    newest_by_details,
    share_out,
    answer,
    toward_field,
    toward_property,
    toggle,
    tick_named,
    pick_suggestion,
    tick_options,
    stepped_count,
    count_where_added,
    open_form,
    see_form_rest,
    submit,
    pick_named,
    rest_of_group,
    finished,
    refine,
    each_item,
    unkeep,
    act_on_target,
    in_the_list,
    navigate,
)


@offline_handler("decide")
def decide_offline(request: ModelRequest) -> Decision:
    """Decide the next operation from ``request.context`` by the rules above. A thing the
    request names by one's plans is found first, by the question that finds it, and kept in
    working memory; the request then reads with it in the phrase's place."""
    context = with_hints(context_of(request, DecideContext))
    posted = posted_in_app(context.instruction, context.apps)
    if posted != context.instruction:
        context = context.model_copy(update={"instruction": posted})
    goal = parse_goal(context.instruction)
    relayed = relayed_code(goal, context)
    if relayed is not None:
        return relayed
    named = referent(goal)
    if named is not None:
        phrase, question = named.phrase, named.question
        noted = next(
            (
                h.operation.content
                for h in context.history
                if isinstance(h.operation, Think) and h.operation.goal == phrase
            ),
            None,
        )
        if noted is not None:
            said = parse_goal(named.said(context.instruction, noted))
            sources = set(app_candidates(question, context.apps))
            apps = [
                a for a in app_candidates(goal, context.apps) if a not in sources
            ] or app_candidates(said, context.apps)
            return _decide(said, context, apps)
        else:
            found = _decide(question, context)
            stop = found.operation
            if not isinstance(stop, Stop) or stop.answer.startswith((NOBODY, SEVERAL)):
                return found
            if stop.done and stop.answer:
                return decision(
                    f"{phrase.strip(' .')} is {stop.answer}; keep it for the rest of the request.",
                    Think(flow="write", goal=phrase, content=stop.answer),
                    "it is kept for later",
                )
    return _decide(goal, context)


def _decide(goal: Goal, context: DecideContext, apps: list[str] | None = None) -> Decision:
    view = View(context, goal, apps)
    plan = Plan(goal, view)
    for rule in RULES:
        found = rule(goal, view, plan)
        if found is not None:
            return found
    return decision("Nothing applies; stop.", Stop(done=False))
