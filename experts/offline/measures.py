"""A "how <degree>" question ("how long is ...", "how far ...", "how heavy ...") answered by
the measure an opened item's sentence about the asked thing gives: the degree word never
appears in the answer ("a 10 km walk" says how long the walk is), so the sentence is the one
holding most of the thing's words and a number with a unit that degree measures."""

from __future__ import annotations

import re

from experts.offline.goal import Goal
from experts.offline.lines import SENTENCE, is_line
from experts.offline.plan import Plan
from experts.offline.values import ASKS_DEGREE
from experts.offline.view import View
from experts.offline.words import stems, words

_NUMBER = r"\b\d[\d,]*(?:\.\d+)?\s?"
_UNITS = {
    "length": r"km|kilomet(?:er|re)s?|miles?|mi|metres?|meters?|m|feet|foot|ft|cm|yards?"
    r"|inch(?:es)?",
    "time": r"seconds?|secs?|minutes?|mins?|hours?|hrs?|h|days?|nights?|weeks?|months?|years?",
    "weight": r"kg|kilos?|kilograms?|grams?|g|lbs?|pounds?|ounces?|oz|tons?|tonnes?",
    "size": r"[KMGT]B|bytes?|pages?|sq ?ft|square (?:feet|met(?:er|re)s?)",
    "age": r"years?(?: old)?|months? old",
    "heat": r"°\s?[CF]|degrees?(?:\s+(?:celsius|fahrenheit|[CF]))?|[CF]",
    "speed": r"mph|km/h|kph",
}
_DEGREES = {
    "long": ("length", "time"),
    "far": ("length", "time"),
    "tall": ("length",),
    "high": ("length",),
    "deep": ("length",),
    "wide": ("length",),
    "big": ("size", "length", "weight"),
    "large": ("size", "length", "weight"),
    "heavy": ("weight",),
    "old": ("age",),
    "hot": ("heat",),
    "warm": ("heat",),
    "cold": ("heat",),
    "fast": ("speed",),
}
"""Which units measure what a "how <degree>" question asks (ordinary English)."""
_DEGREE_STEMS = stems(*_DEGREES)
_GOES_ON = re.compile(r"^\W*(?:it|this|that|they|these|those|he|she)\b", re.IGNORECASE)


def _measure_pattern(degree: str) -> re.Pattern[str]:
    units = "|".join(_UNITS[kind] for kind in _DEGREES[degree])
    return re.compile(_NUMBER + rf"(?:{units})(?![\w/])", re.IGNORECASE)


def _said(sentences: list[str], index: int) -> set[str]:
    """The words a sentence says of its thing, with the sentence before it when it goes on
    about that thing by a pronoun ("... your zap code. It lasts 5 minutes.")."""
    said = set(words(sentences[index]))
    if index and _GOES_ON.match(sentences[index]):
        said |= set(words(sentences[index - 1]))
    return said


def measured_line(goal: Goal, view: View, plan: Plan) -> str | None:
    """For "how <degree> is <thing>": the measure of that degree in the one sentence of the
    opened item that holds most of the thing's words (the question's words less the degree,
    the app's and the people's); none when no sentence holds one or two tie."""
    asks = ASKS_DEGREE.search(goal.instruction)
    if asks is None or goal.steps[1:]:
        return None
    degree = asks.group(1).lower()
    pattern = _measure_pattern(degree)
    people = {w for n in [*goal.names, *plan.objects] for w in words(n)}
    thing = set(goal.focus) - _DEGREE_STEMS - people
    if not thing:
        return None
    texts = [e.label or "" for e in view.elements if e.window in ("app", "dialog") and is_line(e)]
    scored = sorted(
        (
            (len(_said(sentences, index) & thing), measure.group(0).strip())
            for text in texts
            if (sentences := SENTENCE.split(text.split(" | ")[0]))
            for index, sentence in enumerate(sentences)
            if (measure := pattern.search(sentence))
        ),
        key=lambda pair: -pair[0],
    )
    if not scored or scored[0][0] == 0:
        return None
    if len(scored) > 1 and scored[1][0] == scored[0][0]:
        return None
    return scored[0][1]


_OPEN_ASKED = re.compile(r"^\s*(?:is|are)\b.*\b(?:open|closed)\b", re.IGNORECASE)
"""A question whether a place is open ("is zap grill open now?")."""
_HOURS_SAID = re.compile(r"\b(?:open|opens|closed|closes|hours?|24/7)\b|\d", re.IGNORECASE)


def measure_misfit(instruction: str, answer: str) -> str:
    """What a "how <degree>" question or one whether a place is open asks, when ``answer``
    cannot say it (a name for "how far is ..."): no measure of that degree, or no word of
    opening hours; ``""`` when it may."""
    if not answer.strip():
        return ""
    asks = ASKS_DEGREE.search(instruction)
    if asks is not None and not _measure_pattern(asks.group(1).lower()).search(answer):
        return f"a measure of how {asks.group(1).lower()}"
    if _OPEN_ASKED.search(instruction) and not _HOURS_SAID.search(answer):
        return "whether a place is open"
    return ""
