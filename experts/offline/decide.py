"""The offline policy's decide handler: a rule-based stand-in for a model over the structured
screen context.

Rules run in order; the first that applies decides. They match the request's words (read through
the lexicon), quoted values and verbs against element text, content-desc, resource-id words and
the history; apps are known by their launcher labels. When no rule applies, or no installed app
fits the request, it stops undone and says so.
"""

from __future__ import annotations

from experts.context import DecideContext
from experts.offline.base import Rule, decision
from experts.offline.goal import parse_goal
from experts.offline.hints import with_hints
from experts.offline.plan import Plan
from experts.offline.rules_bulk import each_item
from experts.offline.rules_done import answer, finished
from experts.offline.rules_flow import cant_tell, modal, open_app, toggle, wait_for_loading
from experts.offline.rules_form import fill_fields, pick_suggestion, submit, tick_options
from experts.offline.rules_list import refine
from experts.offline.rules_memory import note_facts, remember
from experts.offline.rules_nav import act_on_target, in_the_list, navigate
from experts.offline.rules_tools import use_tool
from experts.offline.view import View
from experts.schemas import Decision
from mobilexperts.llm.offline import context_of, offline_handler
from mobilexperts.llm.types import ModelRequest
from mobilexperts.operations import Stop

RULES: tuple[Rule, ...] = (
    use_tool,
    wait_for_loading,
    fill_fields,
    modal,
    open_app,
    cant_tell,
    remember,
    note_facts,
    answer,
    toggle,
    pick_suggestion,
    tick_options,
    submit,
    finished,
    refine,
    each_item,
    act_on_target,
    in_the_list,
    navigate,
)


@offline_handler("decide")
def decide_offline(request: ModelRequest) -> Decision:
    """Decide the next operation from ``request.context`` by the rules above."""
    context = with_hints(context_of(request, DecideContext))
    goal = parse_goal(context.instruction)
    view = View(context, goal)
    plan = Plan(goal, view)
    for rule in RULES:
        found = rule(goal, view, plan)
        if found is not None:
            return found
    return decision("Nothing applies; stop.", Stop(done=False))
