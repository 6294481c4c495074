"""The judge's reading of the final screen, and its check of the answer to a question: the
answer is on the screen or in the notes, is no title or button caption, gives the date, time or
number a "when" or "how many" asks, and is what the screen gives for the question's own word."""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.goal import Goal, parse_goal
from experts.offline.judge_asked import span_misfit
from experts.offline.judge_steps import (
    PHONE_VALUE,
    caption_of,
    digits_of,
    heading,
    is_search_box,
    request_verbs,
    tapped_elements,
    variants,
    words_of,
)
from experts.offline.judge_typed import norm_text, typed_texts
from experts.offline.judge_undated import (
    ASKS_WHEN,
    DATE_WORDS,
    only_when,
    thing_asked,
    undated_asked,
)
from experts.offline.lexicon import actions, irregular, kinds, not_nouns
from experts.offline.patterns import FIELD_NOUNS, NOT_FOCUS, NOTHING_FOUND, QUOTED
from experts.offline.when import CALENDAR_WORDS
from experts.offline.words import exact_words, names_thing, words
from mobilexperts.operations import LongPress, Tap, Text
from mobilexperts.perception.context import ElementContext
from mobilexperts.perception.controls import submit_control
from mobilexperts.trajectory import Evidence, Judgement

SHOWN = ("app", "dialog", "overlay")
_EMPTY = re.compile(r"\bnothing (?:planned|scheduled|here|yet)\b", re.I)
"""A list saying it holds nothing (an empty day's "Nothing planned"): no thing asked for."""
_WH = re.compile(r"\s*(?:what|which|who|whom|whose|where|when|how)\b", re.I)
"""A question asking for a value (not "is there ...?", which "nothing found" answers)."""


SEARCH_VERBS = frozenset({"search", "find", "look"})


def searching(goal: Goal) -> bool:
    """Whether the request asks to search, so a query typed into a search box is its work."""
    return bool(request_verbs(goal) & SEARCH_VERBS) or goal.wants_answer


class FinalScreen:
    """The final screen as the judge reads it."""

    def __init__(self, context: JudgeContext) -> None:
        self.context = context
        self.elements = [e for e in context.last.elements if e.window in SHOWN]
        self.searching = searching(parse_goal(context.instruction))

    def queries(self) -> list[str]:
        """What the run typed into a search box that still holds it, for a request that does
        not search, when nothing on the results was used after: the rows that say it are the
        search's results, not the request done."""
        if self.searching:
            return []
        boxes = [e for e in self.elements if e.editable and is_search_box(e) and e.text.strip()]
        return [norm_text(e.text) for e in boxes if _results_unused(self.context, e.text)]

    def showing(self, value: str) -> ElementContext | None:
        """The element that shows ``value``. Text typed into a field during this run counts
        only on an editor that keeps what is typed (no submit control on screen); a row
        that says a query still in its search box is a result of that search."""
        wanted = [norm_text(v) for v in variants(value) if v.strip()]
        digits = digits_of(value) if PHONE_VALUE.match(value.strip()) else ""
        typed = {norm_text(text) for text, _ in typed_texts(self.context)}
        form = self.submit_control() is not None
        queries = self.queries()
        for el in self.elements:
            query = is_search_box(el) and not self.searching
            if el.editable and (form or query) and norm_text(el.text) in typed:
                continue
            caption = norm_text(caption_of(el))
            if any(holds(caption, q) for q in queries):
                continue
            shown = any(says(caption, w) for w in wanted)
            shown = shown or bool(digits and digits in digits_of(caption))
            shown = shown or (" " in value.strip() and names_thing(caption, value))
            if shown and not NOTHING_FOUND.search(caption):
                return el
        return None

    def dialog(self) -> ElementContext | None:
        return next((e for e in self.elements if e.window == "dialog"), None)

    def submit_control(self) -> ElementContext | None:
        return submit_control(self.elements)


def _results_unused(context: JudgeContext, query: str) -> bool:
    """Whether the run typed ``query`` and tapped nothing but fields after its last typing."""
    history = context.history
    typed = [
        i
        for i, h in enumerate(history)
        if isinstance(h.operation, Text) and norm_text(h.operation.content) == norm_text(query)
    ]
    return bool(typed) and not any(
        isinstance(h.operation, Tap | LongPress) and h.target is not None and not h.target.editable
        for h in history[typed[-1] + 1 :]
    )


def holds(text: str, value: str) -> bool:
    """Whether normalized ``text`` says ``value``; a value starting or ending in a digit only as a
    whole number ("8" is not said by "8:05 AM", "15" not by "2015")."""
    if not value:
        return False
    left = r"(?<!\d)(?<!\d[.,:])" if value[0].isdigit() else ""
    right = r"(?![\d])(?![.,:]\d)" if value[-1].isdigit() else ""
    return bool(re.search(left + re.escape(value) + right, text))


def says(text: str, value: str) -> bool:
    """Whether normalized ``text`` says ``value`` as whole words: :func:`holds`, and a value
    starting or ending in a letter not inside a longer word ("plan" is not said by "plans")."""
    if not holds(text, value):
        return False
    left = r"(?<![a-z])" if value[0].isalpha() else ""
    right = r"(?![a-z])" if value[-1].isalpha() else ""
    return bool(re.search(left + re.escape(value) + right, text))


_ASKS_COST = re.compile(
    r"\bhow much\b[^?.!]*\b(?:cost|costs|paid|pay|spend|spent|charged?)\b"
    r"|\bwhat (?:did|does|do|will|would)\b[^?.!]*\bcost\b"
    r"|\bwhat(?:'s| is| was) the (?:price|cost|total)\b",
    re.I,
)
_AMOUNT = re.compile(
    r"[$\u20ac\u00a3]\s?\d|\d[.,]\d\d\b|\d\s?(?:dollars?|euros?|usd|eur|gbp)\b"
    r"|\b(?:usd|eur|gbp)\s?\d",
    re.I,
)
"""A question of what something costs is answered by an amount of money ("$4.50", "4.50",
"EUR 38,000")."""


def answer_judgement(context: JudgeContext, final: FinalScreen) -> Judgement:
    parts = [p.strip() for p in context.answer.split("|") if p.strip()]
    if ASKS_WHEN.search(context.instruction) and not DATE_WORDS.search(context.answer):
        reason = f"the answer {context.answer!r} gives no date, time or number the question asks"
        return Judgement(verdict="not_done", reason=reason)
    if _ASKS_COST.search(context.instruction) and not _AMOUNT.search(context.answer):
        reason = f"the answer {context.answer!r} gives no amount of money the question asks"
        return Judgement(verdict="not_done", reason=reason)
    thing = thing_asked(context.instruction)
    empty = thing and all(_EMPTY.search(p) for p in parts)
    missing = (thing or _WH.match(context.instruction)) and all(
        NOTHING_FOUND.search(p) for p in parts
    )
    if parts and (missing or empty):
        asked = thing or "a value"
        reason = f"the answer {context.answer!r} says nothing was found; the question asks {asked}"
        return Judgement(verdict="not_done", reason=reason)
    undated = undated_asked(context.instruction)
    if undated and only_when(context.answer):
        reason = f"the answer {context.answer!r} is a time or date; the question asks {undated}"
        return Judgement(verdict="not_done", reason=reason)
    notes = norm_text("\n".join(context.memory))
    noted = {part: holds(notes, norm_text(part)) for part in parts}
    asked = words_of(context.instruction)
    if not any(words_of(p) - asked or re.search(r"\d", p) for p in parts):
        reason = f"the answer {context.answer!r} only repeats the request"
        return Judgement(verdict="not_done", reason=reason)
    owned = _owned_unseen(context, final)
    if owned:
        reason = f"nothing the run used or shows is the request's own {owned!r}"
        return Judgement(verdict="unsure", reason=reason)
    evidence = []
    for part in parts:
        el = final.showing(part)
        titled = el is not None and (heading(el, final.elements) or _over_rows(el, final))
        if titled and not noted[part] and not _ASKS_NAME.search(context.instruction):
            if len(parts) > 1:
                continue  # the title beside the answer's other parts: whose message it is
            reason = f"the answer {part!r} is only the title of the screen the run ended on"
            return Judgement(verdict="not_done", reason=reason)
        if el is not None and el.cls.endswith("Button") and not noted[part]:
            reason = f"the answer {part!r} is the caption of a button, not what was asked"
            return Judgement(verdict="not_done", reason=reason)
        if el is None and not noted[part]:
            return Judgement(
                verdict="not_done", reason=f"the answer {part!r} is not on the screen or noted"
            )
        spans = (span_misfit(context.instruction, part, caption_of(e)) for e in final.elements)
        other = next((s for s in spans if s), "")
        if other:
            reason = f"the answer {part!r} is one end of a span; the question asks {other!r}"
            return Judgement(verdict="not_done", reason=reason)
        rival = _asked_elsewhere(context, final, part, el) or _labelled_elsewhere(
            context, final, part, el
        )
        if rival is not None:
            reason = f"the screen gives what was asked as {caption_of(rival)!r}, not {part!r}"
            return Judgement(verdict="not_done", reason=reason)
        evidence.append(Evidence(index=el.index if el else None, text=part))
    if not evidence:
        reason = f"the answer {context.answer!r} is only the title of the screen"
        return Judgement(verdict="not_done", reason=reason)
    return Judgement(verdict="done", evidence=evidence, reason="the answer is on the screen")


_OWNED = re.compile(
    r"\b(?:my|our)\s+([a-z][a-z\s-]*?)"
    r"(?=\s+(?:in|on|from|at|for|with|to|by|according)\b|\s*[?.!]*$)",
    re.I,
)
"""A record of the person's own that the question is about ("my towel order in total")."""
_OWNED_WORDS = 3


_ASKS_NAME = re.compile(
    r"\b(?:what|which)(?:['\u2019]s|\s+is|\s+was)?\s+(?:the\s+)?name\s+of\b"
    r"|\bwhat\s+is\s+(?:it|that|this)\s+called\b",
    re.IGNORECASE,
)
"""A question asking what a thing is called: the title of the screen showing it answers."""


def _owned_unseen(context: JudgeContext, final: FinalScreen) -> str:
    """The head noun of a record the question says is the person's own ("my ... order"; not a
    field or an app's kind of thing: "my seat number" is the seat, "my calendar" and "my
    shopping cart" the app's)
    when neither the final screen, the notes nor any control the run used says it: the answer
    then comes from something else (a catalogue row), or ``""``."""
    match = _OWNED.search(QUOTED.sub(" ", context.instruction))
    if match is None:
        return ""
    generic = FIELD_NOUNS | {n for ns in kinds().values() for n in ns}
    said = re.findall(r"[a-z]+", match.group(1).casefold())
    if len(said) > _OWNED_WORDS:
        return ""  # a clause, not a noun phrase ("my parcel left according")
    past = irregular()
    verb = next(
        (
            i
            for i, w in enumerate(said)
            if w.endswith("ed") or w in not_nouns() or w in past or _doing(said, i)
        ),
        None,
    )
    if _verb_last(context.instruction[: match.start()], said):
        verb = len(said) - 1 if verb is None else min(verb, len(said) - 1)
    kind_nouns = generic - FIELD_NOUNS
    if said[:verb] and {said[:verb][-1], said[:verb][-1].removesuffix("s")} & kind_nouns:
        return ""  # headed by an app's kind of thing ("my shopping cart"): a modifier before it
    heads = [w for w in said[:verb] if len(w) >= 3 and w not in generic | CALENDAR_WORDS]
    heads = [w for w in heads if words(w) and not set(words(w)) & NOT_FOCUS]
    heads = [w for w in heads if w.removesuffix("s") not in generic]
    if not heads:
        return ""
    head = heads[-1]
    forms = {head, head.removesuffix("s"), head + "s"}
    seen = [caption_of(e) for e in final.elements] + list(context.memory)
    seen += [f"{caption_of(t)} {t.id}" for t in tapped_elements(context)]
    return "" if any(forms & words_of(text) for text in seen) else head


_AUXILIARY = re.compile(r"\b(?:do|does|did|will|would|can|could|should|shall)\s*$", re.I)
_ASKED_BEFORE = re.compile(r"\b(?:what|when|where|which|how|who)\b(?:\s+[a-z]+){0,2}\s*$", re.I)


def _verb_last(before: str, said: list[str]) -> bool:
    """Whether the owned phrase's last word is the question's verb: after an auxiliary ("when
    does my zorb class start") or, in a question said in the order of a statement ("what time
    my zorb class starts"), a verb's "-s" form."""
    if len(said) < 2:
        return False
    last = said[-1]
    if _AUXILIARY.search(before):
        return last in actions()
    base = last.removesuffix("es") if last.endswith("oes") else last.removesuffix("s")
    return last != base and base in actions() and bool(_ASKED_BEFORE.search(before))


def _doing(said: list[str], i: int) -> bool:
    """Whether ``said[i]`` is a verb's -ing form after a noun ("my order arriving"), not the
    noun the phrase starts with ("my building")."""
    stem = said[i].removesuffix("ing")
    forms = {stem, stem + "e", stem[:-1] if stem[-1:] * 2 == stem[-2:] else stem}
    return i > 0 and said[i].endswith("ing") and len(stem) > 2 and bool(forms & actions())


_COUNT = re.compile(r"[$\u20ac\u00a3]?\d[\d,.]*%?")
"""A bare count or amount ("137", "4,894", "$29.99"), which only its label tells apart."""


def _asked_elsewhere(
    context: JudgeContext, final: FinalScreen, part: str, el: ElementContext | None
) -> ElementContext | None:
    """Another element that gives a number for the question's own word ("4,894 Followers" for
    "how many followers") when the answer, a bare number, stands in one that does not say that
    word ("137 Following"), or says only words the question says after the one it asks
    ("Shipping: $5.99" for "how much was shipping on my order", not the order's "$27.99").
    A caption whose only numbers the question says itself is the asked thing's name ("Zap 16");
    the word just before the asked one is its modifier ("zap rating"), no other thing asked."""
    if el is None or not _COUNT.fullmatch(part.strip()):
        return None
    goal = parse_goal(context.instruction)
    given = " ".join([*goal.names, *goal.quoted, *context.apps])
    asked = exact_words(QUOTED.sub(" ", context.instruction)) - exact_words(given)
    mine = (exact_words(caption_of(el)) | exact_words(el.id)) & asked
    lowered = context.instruction.lower()
    first = min((lowered.find(w) for w in mine), default=len(lowered))
    kind_nouns = {n for ns in kinds().values() for n in ns}
    before = re.findall(r"[a-z]+", lowered[:first])
    modifier = before[-1] if before else ""
    telling = {w for w in asked - mine - kind_nouns if lowered.find(w) < first and w != modifier}
    if not telling:
        return None
    said = set(re.findall(r"\d+", lowered))
    for other in final.elements:
        caption = caption_of(other)
        if (
            other is not el
            and set(re.findall(r"\d+", caption)) - said
            and _grouped(norm_text(part)) not in _grouped(norm_text(caption))
            and (exact_words(caption) | exact_words(other.id)) & telling
            and not heading(other, final.elements)
        ):
            return other
    return None


def _grouped(text: str) -> str:
    """``text`` with the commas that group a number's thousands left out ("4,894" -> "4894")."""
    return re.sub(r"(?<=\d),(?=\d{3}\b)", "", text)


_LABELLED = re.compile(r"\d[\d,.]*[kKmM]?\s+([^\W\d][\w\s]*)")
"""A number with its label after it ("137 Zaps")."""


def _labelled_elsewhere(
    context: JudgeContext, final: FinalScreen, part: str, el: ElementContext | None
) -> ElementContext | None:
    """Another element giving a number under the question's own word ("4,894 Zaps" for "how
    many zaps") when the answer is a number under a label the question never says ("137
    Zapping"): the number of something else."""
    label = _LABELLED.fullmatch(part.strip())
    if el is None or label is None:
        return None
    goal = parse_goal(context.instruction)
    given = " ".join([*goal.names, *goal.quoted, *context.apps])
    asked = exact_words(QUOTED.sub(" ", context.instruction)) - exact_words(given)
    if exact_words(label.group(1)) & asked:
        return None
    for other in final.elements:
        caption = caption_of(other)
        if (
            other is not el
            and _LABELLED.fullmatch(caption.strip())
            and exact_words(caption) & asked
            and not heading(other, final.elements)
        ):
            return other
    return None


def _over_rows(el: ElementContext, final: FinalScreen) -> bool:
    """Whether ``el`` titles a section of a list: a row of words only that nothing taps, with
    rows to tap right below it ("Nearby zaps" over the zaps)."""
    if not el.in_list or el.clickable or el.editable or re.search(r"\d", caption_of(el)):
        return False
    below = [o for o in final.elements if o.in_list and o.bounds[1] >= el.bounds[3]]
    nearest = min(below, key=lambda o: o.bounds[1], default=None)
    return nearest is not None and nearest.clickable and nearest.bounds[1] - el.bounds[3] < 20
