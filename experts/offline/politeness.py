"""What is said around a request rather than asked: a greeting, a polite wrapper or a wish
around its verb, thanks after it; where it is done, said before its verb, set off by a comma;
and where someone works asked as their company."""

from __future__ import annotations

import re

from experts.offline.lexicon import interface_verb

_GREETING = re.compile(
    r"^\s*(?:(?:hi|hey|hello|ok|okay)\b(?:\s+there)?\s*[!,.]*\s*)+(?=\S)", re.IGNORECASE
)
_WRAPPER = re.compile(
    r"^\s*(?:(?:would|could|can|will) you\s+(?:please\s+)?(?:be so kind as to|kindly"
    r"|be able to)|i(?:'d| would) like you to|i want you to|please be so kind as to"
    r"|(?:i|we)(?:['\u2019]d| would) (?:like|love) to|(?:i|we) (?:really |just )?(?:want|need) to"
    r"|(?:i|we) (?:wanna|gotta))\s+",
    re.IGNORECASE,
)
THANKS_SAID = r"(?<!\bsaying)(?<!\bsay)(?<!\bsays)(?<!\bwith)(?<!\bjust)"
"""Words before a closing "thanks" that make it what is said ("reply to ann saying thanks")."""
_THANKS = re.compile(
    rf"(?<=\S){THANKS_SAID}(?<!\bsend)(?<!\btext)(?<!\bwrite)"
    r"[\s?!.,]*\b(?:thanks|thank you|thx|cheers|ty)(?: (?:so|very) much)?[\s!.]*$",
    re.IGNORECASE,
)
"""A greeting before a request, a polite wrapper or a wish around its verb ("would you be so
kind as to ...", "i'd like to ..."), and thanks after it: no part of what is asked (unless
it is what is said: "reply to ann saying thanks")."""
_LEAD_PLACE = re.compile(
    r"^(\s*(?:on|in)\s+(?!(?:my|the|our|a|an|today|tonight|tomorrow|\w+day|january|february"
    r"|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr"
    r"|jun|jul|aug|sep|sept|oct|nov|dec)\b)[a-z][\w.-]*)\s+([a-z]+)\b(?!\s*,)",
    re.IGNORECASE,
)
"""Where a request is done, said before its verb without a comma ("on zapline like ...")."""


def without_politeness(text: str) -> str:
    """``text`` without a greeting, a polite wrapper or thanks around the request, and a
    question of where someone works asked for their company; where it is done, said first, is
    set off by a comma."""
    text = _GREETING.sub("", text)
    lead = _LEAD_PLACE.match(text)
    if lead and interface_verb(lead.group(2)) is not None:
        text = f"{lead.group(1)}, {text[lead.start(2) :]}"
    text = _WRAPPER.sub("", text)
    return _WORKS_AT.sub(r"what is \1's company", _THANKS.sub("", text))


_WORKS_AT = re.compile(
    r"\b(?:where|which company|what company|who)\s+(?:does|did|do)\s+(\w+(?: \w+)?)\s+work"
    r"(?:\s+(?:at|for))?\b",
    re.IGNORECASE,
)
""""where does ann lee work": the company a person's record gives."""
