"""The offline policy's judge: a general evidence check of a claimed success.

The request is read with :func:`experts.offline.goal.parse_goal`. A Stop is judged ``done``
only with evidence: the values the request names (quoted text, names, addresses, numbers,
times, field values) are visible on the final screen, or were typed into a form that was then
submitted, or (for a removal) were acted on and are gone; a setting the request turns on or off
is in that state; a level it sets shows on its slider; an answer is on the screen or in the
notes (a count or yes/no of rows as judge_tally.py recounts it); with no value to look for, a
confirmation on screen or the request's own control used. It is ``not_done`` when nothing was
done, an app the request names was never opened, a dialog is open, a form holds typed text by
its submit control, a typed value does not show, or the run only opened the request's item."""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.alike import alike
from experts.offline.goal import Goal, parse_goal
from experts.offline.judge_account import unread_judgement
from experts.offline.judge_asked import found_fact, subject_unseen
from experts.offline.judge_clipped import clipped_value
from experts.offline.judge_confirmed import confirms
from experts.offline.judge_days import day_rows
from experts.offline.judge_every import every_row, row_caption, unmarked_row
from experts.offline.judge_final import FinalScreen, answer_judgement
from experts.offline.judge_fit import field_misfit
from experts.offline.judge_fresh import fresh_evidence, queried
from experts.offline.judge_kinds import answer_misfit, thing_misfit
from experts.offline.judge_latest import off_feed, older_item
from experts.offline.judge_list import list_unopened
from experts.offline.judge_misfit import item_misfit, settings_misfit
from experts.offline.judge_named import named_rows_left
from experts.offline.judge_object import (
    acted_away,
    app_in_front,
    described_unread,
    fresh_editor,
    place_unseen,
    posted_publicly,
    renamed_other,
    thing_unseen,
    unsent,
    wrong_place,
)
from experts.offline.judge_onto import typed_off_item
from experts.offline.judge_open import item_opened, only_selected
from experts.offline.judge_order import answer_with_order
from experts.offline.judge_part import owner_deleted, part_emptied
from experts.offline.judge_ranked import ranked_refusal
from experts.offline.judge_record import record_misfit
from experts.offline.judge_renamed import renamed_unnamed
from experts.offline.judge_row import row_misfit
from experts.offline.judge_several import shared_name
from experts.offline.judge_sibling import (
    overwritten_other,
    searched_other,
    sibling_changed,
    value_on_other_row,
)
from experts.offline.judge_steps import (
    NAVIGATION_VERBS,
    caption_of,
    heading,
    last_tool_did,
    object_unseen,
    request_values,
    request_verbs,
    still_there,
    tapped_elements,
    typed_value,
    undone_step,
    unopened_app,
    unopened_kind,
    unwritten_step,
    weak,
    words_of,
)
from experts.offline.judge_switch import switch_judgement
from experts.offline.judge_tally import tally_judgement
from experts.offline.judge_typed import (
    answer_untyped,
    norm_text,
    passes_on,
    refused_form,
    typed_unowned,
    unsubmitted_form,
)
from experts.offline.judge_used import action_used
from experts.offline.judge_values import spans, typed_time, value_evidence
from experts.offline.judge_when import says_time, switched_to
from experts.offline.judge_where import described_search, locates_only
from experts.offline.spelling import respelled
from experts.offline.tally import WHETHER
from mobilexperts.llm.offline import context_of, offline_handler
from mobilexperts.llm.types import ModelRequest
from mobilexperts.trajectory import Evidence, Judgement


def _toggle(goal: Goal, final: FinalScreen) -> Judgement | None:
    """The state of the setting the request turns on or off, when it is on the final screen."""
    toggle = switched_to(goal)
    if toggle is None:
        return None
    switches = [e for e in final.elements if e.checkable]
    captions = {w for e in switches for w in words_of(row_caption(e, final))}
    wanted = words_of(goal.instruction) | alike(goal.instruction, captions, str)
    rows = {
        e.index: len(words_of(row_caption(e, final)) & wanted)
        + 2 * says_time(row_caption(e, final), goal.instruction)
        for e in switches
    }
    named = [e for e in switches if rows[e.index]]
    if not named:
        return None
    best = max(named, key=lambda e: rows[e.index])
    state = "on" if toggle else "off"
    caption = row_caption(best, final)
    if best.checked != toggle:
        reason = f"{caption!r} is not {state} yet"
        return Judgement(verdict="not_done", reason=reason, kind="off", subject=caption)
    evidence = Evidence(index=best.index, text=caption, state=state)
    return Judgement(verdict="done", evidence=[evidence], reason=f"{caption!r} is {state}")


def judge_claim(context: JudgeContext) -> Judgement:
    """The evidence check of one claimed success."""
    goal = parse_goal(context.instruction)
    final = FinalScreen(context)
    if not any(h.operation.kind not in ("think", "read", "wait") for h in context.history):
        return Judgement(verdict="not_done", reason="no operation has changed the phone yet")
    unopened = unopened_app(context)
    if unopened:
        return Judgement(verdict="not_done", reason=f"the run never opened {unopened}")
    elsewhere = unopened_kind(goal, context)
    if elsewhere:
        return Judgement(verdict="not_done", reason=f"no app keeping {elsewhere!r} was opened")
    if WHETHER.match(context.instruction) and (tallied := tally_judgement(context)):
        return tallied
    fact = "" if goal.wants_answer else found_fact(context.instruction)
    if goal.wants_answer or fact:
        if not context.answer:
            reason = f"the request finds {fact!r}: answer it" if fact else "give the answer"
            return Judgement(verdict="not_done", reason=f"the request asks a question; {reason}")
        unopened_list = list_unopened(context)
        if unopened_list:
            reason = f"the request's thing is in the {unopened_list} list, never opened"
            return Judgement(verdict="unsure", reason=reason)
        notes = norm_text("\n".join(context.memory))
        asked = [n for n in request_values(goal, context.apps) if not weak(n, goal.instruction)]
        for value in [*goal.quoted, *asked]:
            if norm_text(value) in notes:
                continue
            if value_evidence(context, final, value, request_verbs(goal)) is None:
                reason = f"the request's {value!r} was neither shown nor used"
                return Judgement(verdict="not_done", reason=reason)
        fields = [e.id for e in final.elements if caption_of(e).strip() == context.answer.strip()]
        misfit = answer_misfit(context.instruction, context.answer) or thing_misfit(
            context.instruction, context.answer, fields
        )
        if misfit:
            return Judgement(verdict="not_done", reason=misfit)
        subject = subject_unseen(context)
        if subject:
            reason = f"nothing the run saw or used says the question's {subject!r}"
            return Judgement(verdict="unsure", reason=reason, kind="elsewhere", subject=subject)
        if refused := ranked_refusal(goal, context, "question"):
            return refused
        untyped = "" if _shared(context) else answer_untyped(goal, context)
        if untyped:
            reason = f"the answer was found but not typed in what the run did to {untyped}"
            return Judgement(verdict="unsure", reason=reason)
        if passes_on(goal) and (form := unsubmitted_form(context, final) or refused_form(context)):
            return form
        judged = (
            tally_judgement(context)
            or switch_judgement(context, final)
            or answer_judgement(context, final)
        )
        for ev in judged.evidence if judged.verdict == "done" else []:
            shown = next((e for e in final.elements if e.index == ev.index), None)
            other = row_misfit(context, final.elements, shown)
            if other:
                reason = f"the answer {ev.text!r} is on a row that is not the question's {other!r}"
                return Judgement(verdict="not_done", reason=reason)
        return answer_with_order(goal, context, judged)
    dialog = final.dialog()
    if dialog is not None:
        return Judgement(verdict="not_done", reason=f"a dialog is open ({caption_of(dialog)!r})")
    described = described_unread(context)
    if described:
        reason = f"nothing the run read says which {described} the request means"
        return Judgement(verdict="unsure", reason=reason)
    opened = fresh_editor(goal, context)
    if opened:
        reason = f"the run ended in what {opened!r} opened, with nothing typed or chosen there"
        return Judgement(verdict="unsure", reason=reason, kind="unchosen", subject=opened)
    in_front = app_in_front(goal, context)
    if in_front is not None:
        return Judgement(verdict="done", evidence=[in_front], reason=f"{in_front.text} is open")
    opened_item = item_opened(goal, context)
    if opened_item is not None:
        reason = f"{opened_item.text!r} is open"
        return Judgement(verdict="done", evidence=[opened_item], reason=reason)
    by_tool = last_tool_did(goal, context)
    if by_tool:
        return Judgement(verdict="done", evidence=by_tool, reason="a verified tool did it")
    form = unsubmitted_form(context, final) or refused_form(context)
    if form is not None:
        return form
    verb = unsent(goal, context)
    if verb:
        return Judgement(verdict="not_done", reason=f"no control that sends was used to {verb}")
    public = posted_publicly(goal, context)
    if public:
        reason = f"{public!r} posts in public; the request sends a direct message"
        return Judgement(verdict="not_done", reason=reason)
    thing = thing_unseen(goal, context)
    if thing:
        reason = f"what the run sent is not shown to be the request's {thing!r}"
        return Judgement(verdict="unsure", reason=reason)
    other = searched_other(goal, context)
    if other:
        reason = f"the run searched for {other!r}; nothing it used names the request's item"
        return Judgement(verdict="not_done", reason=reason)
    sibling = sibling_changed(goal, context)
    if sibling:
        reason = f"the run changed {sibling!r}; another row names the request's item better"
        return Judgement(verdict="not_done", reason=reason)
    shared = shared_name(goal, context)
    if shared:
        reason = f"the request's {shared}; it does not say which one it means"
        return Judgement(verdict="unsure", reason=reason)
    off_item = typed_off_item(goal, context)
    if off_item:
        reason = f"where the run typed shows little of the item the request names ({off_item})"
        return Judgement(verdict="unsure", reason=reason)
    older = older_item(goal, context)
    if older:
        reason = f"the run acted on an older item of {older!r}; a newer one was shown"
        return Judgement(verdict="not_done", reason=reason)
    if refused := ranked_refusal(goal, context, "request"):
        return refused
    feed = off_feed(goal, context)
    if feed:
        noun, app = feed.split("; ")
        reason = f"the request answers a {noun}; the run wrote in {app}, which holds none"
        return Judgement(verdict="unsure", reason=reason)
    whole = owner_deleted(context, final)
    if whole:
        reason = f"the run deleted {whole!r} itself; the request removes only a part of it"
        return Judgement(verdict="not_done", reason=reason)
    emptied = part_emptied(goal, context, final)
    if emptied is not None:
        return emptied
    unset = settings_misfit(context, final)
    if unset is not None:
        return unset
    ticked = any(t.checkable for t in tapped_elements(context))
    toggled = day_rows(goal, context) or every_row(goal, final) or _toggle(goal, final)
    toggled = toggled or unmarked_row(goal, final, ticked)
    if toggled is None or toggled.verdict == "done":
        toggled = named_rows_left(goal, final) or toggled
    if toggled is not None and toggled.verdict != "done":
        return toggled
    misfit = item_misfit(goal, final) or record_misfit(goal, context)
    if misfit is not None:
        return misfit
    verbs = request_verbs(goal)
    evidence, unseen, faint = list(toggled.evidence if toggled else []), [], []
    for value in request_values(goal, context.apps):
        found = value_evidence(context, final, value, verbs)
        if found is None and (owner := typed_unowned(context, value)):
            found = value_evidence(context, final, owner, verbs)
        if found is None and typed_value(context, value):
            reason = f"the typed {value!r} does not show"
            return Judgement(verdict="not_done", reason=reason, kind="unshown", subject=value)
        if found is not None:
            evidence.append(found)
        elif not (locates_only(value, goal) or described_search(value, goal, context)):
            (faint if weak(value, context.instruction) else unseen).append(value)
    evidence += typed_time(context, final)
    for span in spans(context.instruction):
        found = value_evidence(context, final, span, verbs)
        evidence += [found] if found is not None and found.state == "submitted" else []
    if unseen and not evidence:
        reason = f"the final screen does not show {unseen[0]!r}"
        return Judgement(verdict="not_done", reason=reason, kind="unshown", subject=unseen[0])
    if faint and not evidence:
        reason = f"nothing shows the request's {faint[0]!r}, so it may not be done"
        return Judgement(verdict="unsure", reason=reason)
    if unseen:
        reason = f"nothing shows the request's {unseen[0]!r} handled, so it may not be done"
        kind, subject = "unhandled", unseen[0]
        return Judgement(
            verdict="unsure", evidence=evidence, reason=reason, kind=kind, subject=subject
        )
    if clipped := clipped_value(context):
        return Judgement(verdict="unsure", evidence=evidence, reason=clipped)
    unwritten = "" if _shared(context) else unwritten_step(goal, context)
    if unwritten:
        reason = f"nothing but a name was typed for the request's {unwritten!r}"
        return Judgement(verdict="unsure", evidence=evidence, reason=reason)
    elsewhere = wrong_place(goal, context)
    if elsewhere:
        return Judgement(verdict="not_done", reason=f"{elsewhere!r} puts it somewhere else")
    misfit_text = field_misfit(goal, context)
    if misfit_text:
        return Judgement(verdict="not_done", evidence=evidence, reason=misfit_text)
    other = renamed_other(goal, context)
    if other:
        reason = f"nothing the run used is the item the request renames, {other!r}"
        return Judgement(verdict="unsure", evidence=evidence, reason=reason)
    other = overwritten_other(goal, context)
    if other:
        reason = f"the run typed over {other!r}; nothing it used names the request's item"
        return Judgement(verdict="unsure", evidence=evidence, reason=reason)
    renamed = renamed_unnamed(goal, context)
    if renamed:
        reason = f"the run renamed {renamed!r}, which the request does not name"
        return Judgement(verdict="not_done", reason=reason)
    place = place_unseen(goal, context)
    if place:
        reason = f"nothing the run used or shows is the request's {place!r}"
        return Judgement(verdict="unsure", evidence=evidence, reason=reason)
    left = still_there(goal, evidence, final.elements)
    if left:
        return Judgement(verdict="not_done", reason=f"{left!r} is still there after the delete")
    moved = value_on_other_row(goal, context, [e.index for e in evidence if e.index is not None])
    if moved:
        return Judgement(
            verdict="not_done", reason=f"the value is on {moved!r}, not the item named"
        )
    selected = only_selected(context, evidence, goal) if evidence else ""
    if selected:
        return Judgement(verdict="not_done", reason=selected)
    away = acted_away(context, evidence)
    if away:
        return Judgement(verdict="unsure", evidence=evidence, reason=away)
    shown_only = all(not e.state or queried(context, e.text) for e in evidence)
    undone = undone_step(goal, context, shown_only=bool(evidence) and shown_only)
    if undone:
        reason = f"nothing in the run shows the request's {undone!r} done"
        return Judgement(verdict="unsure", evidence=evidence, reason=reason)
    untouched = fresh_editor(goal, context, form=True)
    if untouched:
        reason = f"the run ended in the form {untouched!r} opened, with nothing typed or chosen"
        return Judgement(verdict="unsure", reason=reason, kind="unchosen", subject=untouched)
    evidence, before = fresh_evidence(context, goal, evidence, verbs - NAVIGATION_VERBS)
    if evidence:
        unread = unread_judgement(goal, final, context, evidence)
        return unread or Judgement(
            verdict="done", evidence=evidence, reason="the request's values are shown"
        )
    unseen_object = object_unseen(goal, context)
    if unseen_object:
        reason = f"nothing the run used or shows names what {unseen_object!r} acts on"
        return Judgement(verdict="unsure", reason=reason)
    confirmation = next(
        (
            e
            for e in final.elements
            if not (e.in_list or e.clickable or heading(e, final.elements))
            and confirms(caption_of(e), verbs, goal.instruction, context.apps)
        ),
        None,
    )
    if confirmation is not None:
        evidence = [Evidence(index=confirmation.index, text=caption_of(confirmation))]
        return Judgement(verdict="done", evidence=evidence, reason="the screen confirms it")
    used = action_used(goal, context)
    if before and not used.accepted:
        reason = f"{before!r} was on the screen before the run acted there; nothing changed it"
        return Judgement(verdict="unsure", reason=reason, kind="unchanged", subject=before)
    return used


@offline_handler("judge")
def judge_offline(request: ModelRequest[Judgement]) -> Judgement:
    context = context_of(request, JudgeContext)
    seen = [caption_of(e) for e in context.last.elements]
    seen += [caption_of(t) for t in tapped_elements(context)]
    spelt = respelled(context.instruction, seen)
    return judge_claim(context.model_copy(update={"instruction": spelt}))


def _shared(context: JudgeContext) -> bool:
    """Whether the run handed a thing over with a Share control: what it sends was written by
    the share, into the draft of the app it reached."""
    return any(re.fullmatch(r"share\W*", caption_of(t).lower()) for t in tapped_elements(context))
