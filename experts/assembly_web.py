"""Facts about the world, not the owner's: a clause that looks something up ("look up how
deep the zap trench is", "how tall is the quorn tower?") about nothing of the owner's (no
"my", "our", "i", no kind of record), mostly in words no app's screens show, is looked up on
the web, by the installed app of the browser kind. Generic English cues only.
"""

from __future__ import annotations

import re

from experts.assembly_records import record_noun
from experts.offline.apps import label_kinds
from memory.lexical import content_words

WEB_KIND = "browser"
_LOOKING = re.compile(
    r"^(?:look\s+up|find\s+out|search(?:\s+for)?|google|check)\s+(?=(?:how|what|when|where|who|"
    r"which|the|a|an)\b)|^(?:how|what|when|where|who|which)\b",
    re.IGNORECASE,
)
"""A clause that looks a fact up or asks it."""
_OWNERS = re.compile(r"\b(?:my|our|mine|ours|i|me|we|us|i['\u2019]\w+)\b", re.IGNORECASE)
"""Words that make a fact the owner's."""


def web_fact(clause: str, unseen: set[str] | None = None) -> bool:
    """Whether ``clause`` looks up a fact of the world: it looks something up, about nothing
    of the owner's, and half its words or more are ``unseen`` (no app's screens show them;
    None: not known, taken as unseen)."""
    text = clause.strip()
    if not _LOOKING.match(text) or _OWNERS.search(text) or record_noun(text):
        return False
    said = set(content_words(_LOOKING.sub("", text)))
    if unseen is None:
        return bool(said)
    return bool(said) and len(said & unseen) * 2 >= len(said)


def web_app(request_clauses: list[str], labels: list[str], unseen: set[str]) -> str | None:
    """The installed browser-kind app, when a clause looks up a fact of the world."""
    web = next((a for a in labels if WEB_KIND in label_kinds(a)), None)
    if web is None or not any(web_fact(c, unseen) for c in request_clauses):
        return None
    return web
