"""Content memory: what each app of a device shows (the names, titles, people and places its
screens listed while it was explored), so the words of a request point to the app that keeps
them: which app on this phone has "zora", "retreat", "zap grill".

Per device (one store file), one record per app package: the texts its screens showed, each
once. :meth:`ContentMemory.showing` says which apps show which of a request's words (words many
apps show tell nothing); experts/assembly_shown.py ranks the apps from that.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict

from memory.lexical import fold
from mobilexperts.config import Settings
from mobilexperts.storage import Store

FILE_NAME = "content.json"
SCHEMA_VERSION = 1
MAX_TEXTS = 3000
"""Texts kept per app (the first seen)."""
RARE_SHARE = 4
"""A word tells apps apart when at most one in this many apps show it."""
_WORD = re.compile(r"[^\W_]+(?:['\u2019.-][^\W_]+)*")
_PERSON = re.compile(r"[A-Z][a-z'\u2019-]+ [A-Z][a-z'\u2019-]+")
"""A first and a last name, as a list shows someone ("Ann Lee")."""


class AppContent(BaseModel):
    """The texts one app's screens showed."""

    model_config = ConfigDict(frozen=True)

    package: str
    label: str = ""
    texts: tuple[str, ...] = ()


class ContentMemory:
    """The content memory of one device, kept in the store file at ``path``."""

    def __init__(self, path: Path) -> None:
        self.store: Store[AppContent] = Store(
            path, model=AppContent, key="package", schema_version=SCHEMA_VERSION
        )

    @classmethod
    def for_device(cls, fingerprint: str, settings: Settings | None = None) -> ContentMemory:
        """The memory of the device ``fingerprint`` under the configured data dir."""
        return cls((settings or Settings()).device_dir(fingerprint) / FILE_NAME)

    def record(self, package: str, label: str, texts: Iterable[str]) -> AppContent:
        """Add the texts an app's screens showed to what it is known to show."""

        def change(old: AppContent | None) -> AppContent:
            known = list(old.texts) if old else []
            seen = set(known)
            for text in (" ".join(t.split()) for t in texts):
                if text and text not in seen and len(known) < MAX_TEXTS:
                    seen.add(text)
                    known.append(text)
            return AppContent(package=package, label=label, texts=tuple(known))

        return self.store.update(package, change)

    def showing(self, words: Iterable[str]) -> dict[str, list[str]]:
        """App label -> the ``words`` (compared folded, :func:`memory.lexical.fold`) its texts
        show, for the words at most a quarter of the apps show (words many apps show tell no
        app apart)."""
        apps = {a.label: _shown(a.texts) for a in self.store.all()}
        rare = max(1, len(apps) // RARE_SHARE)
        out: dict[str, list[str]] = {}
        for word in dict.fromkeys(fold(w) for w in words):
            holders = [label for label, shown in apps.items() if word in shown]
            for label in holders if len(holders) <= rare else []:
                out.setdefault(label, []).append(word)
        return out

    def placed(self, words: Iterable[str], place: Place) -> dict[str, list[str]]:
        """App label -> the (folded) ``words`` its screens showed in one place of a text: a list
        row of several parts ("Zap budget.pdf | 2 kB"), a row's title (its first part, the name
        a record is listed under) or a field's label ("Zap code: 5736", a line's words before
        its colon: the name of a value shown)."""
        wanted = list(dict.fromkeys(fold(w) for w in words))
        out: dict[str, list[str]] = {}
        for app in self.store.all():
            shown = _shown(part for text in app.texts for part in _PLACES[place](text))
            found = [w for w in wanted if w in shown]
            if found:
                out[app.label] = found
        return out

    def led_by(self, words: Iterable[str]) -> dict[str, list[str]]:
        """App label -> the list rows its screens showed that begin with one of the (folded)
        ``words`` ("Ann Lee | see you at 6 | Mon"): who a thread, a mail or a post is from."""
        wanted = {fold(w) for w in words}
        out: dict[str, list[str]] = {}
        for app in self.store.all():
            for text in app.texts:
                first = _WORD.findall(text.split(" | ", 1)[0])
                if " | " in text and first and fold(first[0]) in wanted:
                    out.setdefault(app.label, []).append(text)
        return out

    def people(self) -> set[str]:
        """The folded parts of the names of people the apps' screens list: a text, or a list
        row's first part ("Ann Lee | see you at 6"), that is a first and a last name."""
        heads = (t.split(" | ", 1)[0] for a in self.store.all() for t in a.texts)
        return {fold(w) for head in heads if _PERSON.fullmatch(head) for w in head.split()}

    def unshown(self, words: Iterable[str]) -> list[str]:
        """The ``words`` (folded) no app's texts show."""
        shown = {w for a in self.store.all() for w in _shown(a.texts)}
        return [w for w in dict.fromkeys(fold(w) for w in words) if w not in shown]


Place = Literal["row", "title", "label"]
_LABEL = re.compile(r"(?:^|[.!?]\s+)([^\W\d_][\w'\u2019-]*(?:\s[\w'\u2019-]+){0,3}):\s+\S")
"""A field's label: up to four words before a colon, opening a text or a sentence."""
_PLACES: dict[str, Callable[[str], list[str]]] = {
    "row": lambda text: [text] if " | " in text else [],
    "title": lambda text: [text.split(" | ", 1)[0]] if " | " in text else [],
    "label": lambda text: _LABEL.findall(text),
}


def _shown(texts: Iterable[str]) -> set[str]:
    """The folded words the texts show, and each two words they show side by side ("zap
    review"): a phrase tells apps apart where its words alone, which many apps show, do not."""
    out: set[str] = set()
    for text in texts:
        tokens = [fold(w) for w in _WORD.findall(text)]
        out.update(fold(w) for w in _words(text))
        out.update(f"{a} {b}" for a, b in itertools.pairwise(tokens))
    return out


def _words(text: str) -> list[str]:
    """The words a text shows: each token, and the parts of a dotted one ("recipe.txt" shows
    "recipe" too, "zap.lens" shows "zap" and "lens")."""
    tokens = _WORD.findall(text)
    return tokens + [part for token in tokens if "." in token for part in token.split(".")]
