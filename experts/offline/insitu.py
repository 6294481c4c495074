"""A question typed with its wh-word at the end ("the zorb fair is on what date?", "the zap
club meets at what time?", "bo's fee is due when?") put in the usual order ("what date is the
zorb fair on?", "what time does the zap club meet?", "when is bo's fee due?"), which the
readers after it know. Only ordinary English: copulas, wh-words, prepositions and the regular
third-person ending of a verb."""

from __future__ import annotations

import re

_START = r"(?:(?<=^)|(?<=[.?!;]\s))"
_SUBJECT = r"(?P<subj>[A-Za-z][\w'\u2019 -]*?)"
_PREPS = r"(?:on|at|in|from|by|for|until|to|with)"
_PREP = rf"(?:(?P<prep>{_PREPS})\s+)?"
_ASKED = r"(?P<wh>what|which)\s+(?P<noun>[a-z]+)"
_COPULA = re.compile(
    rf"{_START}{_SUBJECT}\s+(?P<verb>is|are|was|were)\s+(?P<rest>(?:(?!{_PREPS}\b)[a-z]+\s+)?){_PREP}"
    rf"(?:{_ASKED}|(?P<bare>when|where|who))\s*\?",
    re.IGNORECASE,
)
"""A copula question asked at the end ("the fair is on what date?", "the fee is due when?")."""
_VERB = re.compile(
    rf"{_START}{_SUBJECT}\s+(?P<verb>[a-z]+s)\s+{_PREP}(?:{_ASKED}|(?P<bare>when|where))\s*\?",
    re.IGNORECASE,
)
"""A present-tense question with its verb before its wh-word ("the club meets at what time?")."""
_WH = re.compile(r"\b(?:what|which|when|where|who|whom|how|why)\b", re.IGNORECASE)
_TIMELY = frozenset({"time", "date", "day", "hour", "year", "month"})
"""Nouns asked with "at"/"on" that the fronted question says without it ("what time ...")."""
_SIBILANT = re.compile(r"(?:ss|sh|ch|x|z|o)es$")


def _base(verb: str) -> str:
    """A verb's plain form ("meets" -> "meet", "passes" -> "pass", "carries" -> "carry")."""
    lowered = verb.lower()
    if lowered.endswith("ies"):
        return lowered[:-3] + "y"
    if _SIBILANT.search(lowered):
        return lowered[:-2]
    return lowered[:-1]


def _asked(match: re.Match[str]) -> str:
    return match["bare"] or f"{match['wh']} {match['noun']}"


def _prep(match: re.Match[str]) -> str:
    prep = match["prep"]
    if not prep or ((match["noun"] or "").lower() in _TIMELY and prep.lower() in {"at", "on"}):
        return ""
    return f" {prep}"


def fronted(text: str) -> str:
    """``text`` with a question typed with its wh-word at the end in the usual order;
    unchanged when it has none, or its subject already holds a wh-word."""

    def copula(m: re.Match[str]) -> str:
        if _WH.search(m["subj"]):
            return m.group(0)
        rest = f" {m['rest'].strip()}" if m["rest"].strip() else ""
        return f"{_asked(m)} {m['verb']} {m['subj']}{rest}{_prep(m)}?"

    def verbed(m: re.Match[str]) -> str:
        if _WH.search(m["subj"]) or m["verb"].lower() in {"is", "was", "has", "does"}:
            return m.group(0)
        return f"{_asked(m)} does {m['subj']} {_base(m['verb'])}{_prep(m)}?"

    return _VERB.sub(verbed, _COPULA.sub(copula, text))
