"""For the offline judge: an answer that cannot be of the kind its question asks. A sum of money
for a question asking no amount (judge_asked.py), an address or number for a "who" question
(judge_row.py), and for a question asking what something is called or its name, an answer
without a letter ("260314.001", a build number) or a sentence (a lower-case verb with its
auxiliary: "Bluetooth is off. Turn it on to pair devices.")."""

from __future__ import annotations

import re

from experts.offline.judge_asked import amount_misfit
from experts.offline.judge_row import contact_misfit
from experts.offline.patterns import QUOTED, SENTENCE_VERB

_NAME_ASKED = re.compile(r"\b(?:called|name)\b", re.I)
"""A question asking what a thing is called ("whats the phone called", "the device name")."""
_WHO = re.compile(r"\bwho(?:m|se)?\b", re.I)


def answer_misfit(instruction: str, answer: str) -> str:
    """Why ``answer`` is not of the kind the question asks, as a reason; ``""`` when it may
    be."""
    money = amount_misfit(instruction, answer)
    if money:
        return f"the answer {answer!r} is a sum of money; the question asks {money}"
    contact = contact_misfit(instruction, answer)
    if contact:
        return f"the answer {answer!r} is an address or number; the question asks {contact}"
    unquoted = QUOTED.sub(" ", instruction)
    if not _NAME_ASKED.search(unquoted) or _WHO.search(unquoted) or not answer.strip():
        return ""
    if not re.search(r"[^\W\d_]", answer):
        return f"the answer {answer!r} has no letter; the question asks a name"
    if SENTENCE_VERB.search(answer):
        return f"the answer {answer!r} is a sentence; the question asks a name"
    return ""
