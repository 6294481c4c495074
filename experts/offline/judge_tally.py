"""For the offline judge: the answer to a counting question ("how many zaps are on"). A row that
counts what it holds and that the question names must give the same number; rows the run kept in
its counting notes, with the final screen's, are counted again as the question asks (tally.py),
also when the final list's rows are of the kind counted (its rows' id or the screen's title says
the counted noun); a number the final screen shows only inside a date, a time, a size or a price
is no count. A count a record states as its property ("how many do I follow") is no tally."""

from __future__ import annotations

import re

from experts.judge import JudgeContext
from experts.offline.properties import stated_count
from experts.offline.rules_tally import holding, noted_rows, opened_named, reading, scrolled
from experts.offline.tally import count, kind_fits, merged, records, stated
from experts.offline.words import words
from mobilexperts.trajectory import Evidence, Judgement

_NUMBER = re.compile(r"^\s*(\d[\d,]*)\b")
_YES = re.compile(r"^\s*yes\b[,:]?", re.I)
_NOT_COUNT = re.compile(
    r"\d{1,2}:\d\d|[$\u20ac\u00a3]\s?\d|\d[.,]\d|\d\s?(?:[kKMG]?B|%|am|pm)\b"
    r"|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\d{1,2},\s+\d{4}",
    re.I,
)
"""A number that is part of a time, a price, a size, a decimal or a date ("Mar 14", "14, 2026")."""


def tally_judgement(context: JudgeContext) -> Judgement | None:
    """``done``/``not_done`` for a counting question's answer when the final screen or the
    run's counting notes can tell the count; ``None`` when the question counts nothing or
    they cannot."""
    if stated_count(context.instruction):
        return None  # a figure the record states is judged as any answer shown
    elements = [e for e in context.last.elements if e.window == "app"]
    question = reading(context.instruction, elements, context.apps, context.history)
    if question is None:
        return None
    given = _NUMBER.match(_YES.sub("", context.answer))
    if question.whether and re.match(r"\s*no\b", context.answer, re.I):
        number = 0
    elif given is None:
        return Judgement(verdict="not_done", reason=f"the answer {context.answer!r} is no count")
    else:
        number = int(given.group(1).replace(",", ""))
    said = set(words(context.instruction)) - {w for a in context.apps for w in words(a)}
    held = holding(said, elements)
    if held is not None and not question.whether:
        shown = int(_NUMBER.match(held).group(1).replace(",", ""))
        if shown != number:
            return Judgement(verdict="not_done", reason=f"the screen counts {held!r}, not {number}")
        return Judgement(verdict="done", evidence=[Evidence(text=held)], reason="the row counts it")
    if question.every and stated(question.noun, elements) is not None:
        return None  # the screen says the count itself: the answer is checked as shown
    noted = noted_rows(context.history)
    opened = opened_named(said, context.history)
    if kind_fits(question.noun, context.last.package, elements, opened):
        above = noted[-1].heading if noted else ""
        shown_rows = records(elements, above, scrolled(context.history))
        counted = count(question, merged(noted, shown_rows))
        if counted is not None:
            if len(counted) != number:
                reason = f"the rows the question counts are {len(counted)}, not {number}"
                return Judgement(verdict="not_done", reason=reason)
            evidence = [Evidence(text=r.label) for r in counted[:5]]
            return Judgement(verdict="done", evidence=evidence, reason="the rows counted")
    texts = [e.label or e.desc for e in elements]
    found = [t for t in texts if re.search(rf"(?<![\d,.]){number}(?![\d,.])", t)]
    if found and all(_inside_other(t, number) for t in found):
        reason = f"{number} is shown only as part of a date, time, size or price, not a count"
        return Judgement(verdict="not_done", reason=reason)
    return None


def _inside_other(text: str, number: int) -> bool:
    """Whether every place ``text`` shows ``number`` is inside a time, price, size or date."""
    spans = [m.span() for m in _NOT_COUNT.finditer(text)]
    places = [m.start() for m in re.finditer(rf"(?<![\d,.]){number}(?![\d,.])", text)]
    return all(any(a - 6 <= p <= b + 2 for a, b in spans) for p in places)
