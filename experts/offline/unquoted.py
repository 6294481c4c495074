"""Values typed without quotes where the grammar of the request still marks them: a value said
to be a record's role ("put Zorb plans as its subject"), a body after its noun ("and the body
Zorbs are in."), and the title of a new record after its noun ("create an event Zorb night
tomorrow at 6"). Each is quoted, so that the rest of the reading takes it as a value: its
capitals name nobody and its verbs are no steps."""

from __future__ import annotations

import re

from experts.offline.patterns import EMAIL, PHONE, QUOTED

_ROLE = re.compile(
    r"\b(?:put|use|make|set|have|type|write|give it)\s+(?!(?:it|this|that|them)\b)"
    r"(?P<value>[^,;:\"]+?)\s+(?:as|in|into)\s+(?:the|its|a|an|my)\s+(?P<role>subject|title|name|label)"
    r"(?:\s+line)?\b",
    re.IGNORECASE,
)
"""A value said to be a record's subject, title, name or label ("put zorbs in the subject")."""
_ROLE_SAID = {
    "subject": 'give it the subject "{}"',
    "title": 'give it the title "{}"',
    "name": 'named "{}"',
    "label": 'named "{}"',
}
"""How each role's value is said in the plain form the slots read."""
_MAILED = re.compile(r"^\s*(?:please\s+)?(?:e-?mail|mail|send|write|reply|forward)\b", re.I)
"""A request that writes an email: a subject said after it is that email's ("email zed the
quorn, put zorbs in the subject"), not a step of its own."""
_JOINED_ON = re.compile(r"[\s,;]*(?:and\s+)?(?:then\s+)?$", re.IGNORECASE)
_BODY = re.compile(
    r"(?P<lead>,?\s*(?:and\s+)?(?:with\s+)?)\b(?:the\s+|a\s+)?(?:body|message\s+text|text\s+body)"
    r"(?:\s+(?:is|reads|should\s+(?:say|read|be)|saying))?\s*:?\s+(?P<value>[A-Z].*?)\s*$",
    re.DOTALL,
)
"""A body said after its noun, as a capitalized sentence to the end of the request."""
RECORD_NOUNS = (
    "event",
    "appointment",
    "meeting",
    "page",
    "note",
    "memo",
    "list",
    "checklist",
    "playlist",
    "folder",
    "album",
    "reminder",
)
"""Records a request makes that are known by a title of their own."""
_ENDS = (
    r"tomorrow|today|tonight|on|at|for|from|next|this|with|in|into|to|and|then|every|each"
    r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d"
)
_KIND_TITLE = re.compile(
    r"^(?P<lead>\s*(?:please\s+)?(?:create|add|make|new|schedule|start)\s+(?:an?\s+)?"
    r"(?:new\s+)?(?:calendar\s+)?(?:" + "|".join(RECORD_NOUNS) + r")s?)\s+"
    r"(?!(?:" + _ENDS + r"|called|titled|named|about|of|my|the|a|an|please|that|which)\b)"
    r"(?P<value>[^,;:\"\d]+?)(?P<tail>(?:,|\s+(?:" + _ENDS + r")\b|\s*[.!]?\s*$).*)$",
    re.IGNORECASE | re.DOTALL,
)
"""A new record's noun and, right after it, its title up to when or where it goes."""


_MOVED_UNDER = re.compile(
    r"^(?P<lead>\s*(?:please\s+)?move\s+(?:my\s+|the\s+)?)(?P<thing>[a-z][^,;:\"]*?)\s+"
    r"(?:under|into|inside)\s+(?:my\s+|the\s+)?(?P<place>[a-z][\w -]*?)"
    r"(?:\s+(?:folder|section|group))?(?P<tail>\s*(?:,|\band\b|\bthen\b|[.!]?\s*$).*)$",
    re.IGNORECASE | re.DOTALL,
)
"""A thing moved under another, both named in lower case ("move zorb notes under quorns and
pin it")."""


def sentence_case(value: str) -> str:
    """A title typed all in lower case, with its first letter capitalized as titles are."""
    return value[0].upper() + value[1:] if value.islower() else value


def unquoted_values(text: str) -> str:
    """``text`` with a role's value, a body and a new record's title quoted, when it says one
    without quotes (a role's value also beside other quoted values); otherwise ``text`` as it
    is."""
    role = _ROLE.search(text)
    if role is not None and text.count('"', 0, role.start()) % 2:
        role = None  # said inside a quoted text
    if role is not None and not (EMAIL.search(role["value"]) or PHONE.search(role["value"])):
        value = sentence_case(role["value"].strip())
        said = _ROLE_SAID[role["role"].lower()].format(value)
        start = role.start()
        if role["role"].lower() == "subject" and role.start() and _MAILED.match(text):
            start = _JOINED_ON.search(text[: role.start()]).start()
            said = f' with the subject "{value}"'
        text = text[:start] + said + text[role.end() :]
    if text.count('"') > (2 if role is not None else 0):
        return text
    body = _BODY.search(text)
    if body is not None and body["value"].count('"') == 0:
        lead = "," if body["lead"].strip(" ,") else ""
        return f'{text[: body.start()]}{lead} saying "{body["value"]}"'
    if QUOTED.search(text):
        return text
    moved = _MOVED_UNDER.match(text)
    if moved is not None and not (EMAIL.search(text) or PHONE.search(text)):
        thing, place = sentence_case(moved["thing"]), sentence_case(moved["place"])
        return f'{moved["lead"]}"{thing}" into "{place}"{moved["tail"]}'
    kind = _KIND_TITLE.match(text)
    if kind is None or EMAIL.search(kind["value"]) or PHONE.search(kind["value"]):
        return text
    value = kind["value"].strip()
    return f'{kind["lead"]} "{sentence_case(value)}"{kind["tail"]}'
