"""An app's label said as the verb of a request, followed by the text to put there ("zapline
'off to the lake'", "zapline: off to the lake"): posting that text in that app, as people say
"tweet ..." of the app they tweet in. Only a label that is no category noun ("Maps: ...",
"Calendar: ..." say where to look, not what to do)."""

from __future__ import annotations

import re

from experts.offline.apps import label_kinds
from experts.offline.lexicon import interface_verb

_LEAD = re.compile(
    r"^\s*(?:please\s+|pls\s+)?(?P<label>[\w-]+)\s*(?::\s*|(?=[\"\u201c']))(?P<text>\S.*)$"
)


def posted_in_app(instruction: str, apps: list[str]) -> str:
    """``instruction`` as ``post <text> on <App>`` when its first word is an installed app's
    label (in any case), a name of no category, and the text to post follows at once, quoted
    or after a colon, and does not open with a verb ("zapline: follow zed" names the app of a
    request); otherwise as it is."""
    match = _LEAD.match(instruction)
    if match is None:
        return instruction
    label = next((a for a in apps if a.lower() == match["label"].lower()), None)
    if label is None or label_kinds(label):
        return instruction
    text = match["text"].strip()
    first = re.match(r"[A-Za-z]+", text)
    if first and interface_verb(first.group(0).lower()) is not None:
        return instruction
    if not re.match(r"[\"\u201c']", text):
        text = f'"{text}"'
    return f"post {text} on {label}"


_LABEL_VERB = re.compile(
    r"(?P<lead>(?:^|[.?!;,]\s*|\b(?:and|then)\s+))(?P<label>[A-Za-z][\w-]*)\s+"
    r"(?P<what>(?:it|this|that|them|those|these)\b|the\s+[\w\s'-]+?)(?=\s*(?:[.?!;,]|$|\band\b))"
)


def app_verb_clauses(request: str, apps: list[str]) -> str:
    """``request`` with a clause whose verb is an installed app's label (in any case, a name of
    no category) and whose object is what was found ("..., zapline it", "then zapline the
    score") written as posting it in that app ("post it on Zapline"); else as it is."""

    def posted(found: re.Match[str]) -> str:
        label = next((a for a in apps if a.lower() == found["label"].lower()), None)
        if label is None or label_kinds(label) or interface_verb(found["label"].lower()):
            return found[0]
        return f"{found['lead']}post {found['what']} on {label}"

    return _LABEL_VERB.sub(posted, request)
