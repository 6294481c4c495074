"""A phrase that names the open app itself rather than a thing in it ("in the app store")."""

from __future__ import annotations

import re

from experts.offline.apps import label_kinds
from experts.offline.lexicon import kinds


def names_app_kind(phrase: str, label: str | None) -> bool:
    """Whether ``phrase`` names the app ``label`` as an app or store of its kind ("the app
    store" for an app store; not "my Documents", a folder of a file app): once that app is
    open, the phrase is reached, no thing to look for in it."""
    said = re.sub(r"^(?:the|my|our)\s+", "", phrase.lower()).strip()
    if said.split()[-1:] not in (["app"], ["apps"], ["store"]):
        return False
    nouns = kinds()
    return label is not None and any(
        said in nouns[k] or said.removesuffix("s") in nouns[k] or said == k
        for k in label_kinds(label)
    )
